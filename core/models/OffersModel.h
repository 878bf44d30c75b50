// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lifecycle/OfferEstimates.h"
#include "vast/VastOffer.h"

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace fleetdeck::models {

/// vast.ai offers as the offers view lists them, each with what this fleet's own benchmark runs
/// predict for it (proofs/h and $/proof with their range, and on what evidence). DisplayRole is
/// text; SortRole the raw value (offers without a prediction sort last by it).
class OffersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        GpuColumn,
        PriceColumn,        ///< dph_total for the searched disk
        ExpectedRateColumn, ///< proofs/h (low–high)
        ExpectedCostColumn, ///< $/proof (low–high)
        BasisColumn,        ///< "this machine, 2 runs", "RTX 4090 ×1, 3 runs", "no history"
        ReliabilityColumn,
        CpuRamColumn,
        DiskColumn,
        DownloadColumn,
        CudaColumn,
        RegionColumn,
        VerifiedColumn,
        MachineColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        OfferIdRole, ///< QString
    };

    explicit OffersModel(QObject* parent = nullptr);

    /// Replaces the list; `expected` has one entry per offer (nullopt: no history).
    void setOffers(const QList<vast::VastOffer>& offers,
                   const QList<std::optional<lifecycle::OfferExpectation>>& expected);
    const vast::VastOffer& offerAt(int row) const { return m_offers.at(row); }
    std::optional<lifecycle::OfferExpectation> expectedAt(int row) const { return m_expected.value(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "this machine, 2 runs" / "RTX 4090 ×1, 3 runs" / "no history": what a prediction rests on.
    static QString basisText(const vast::VastOffer& offer,
                             const std::optional<lifecycle::OfferExpectation>& e);

private:
    QVariant display(int row, int column) const;
    QVariant sortValue(int row, int column) const;

    QList<vast::VastOffer> m_offers;
    QList<std::optional<lifecycle::OfferExpectation>> m_expected;
};

} // namespace fleetdeck::models
