// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/OffersModel.h"

#include "Tr.h"
#include "fleet/NodeCost.h"

#include <QLocale>

namespace fleetdeck::models {

namespace {
QString rangeText(double value, double low, double high, int decimals)
{
    const QString v = QLocale().toString(value, 'f', decimals);
    if (qFuzzyCompare(low, high))
        return v;
    return Tr::tr("%1 (%2–%3)")
        .arg(v, QLocale().toString(low, 'f', decimals), QLocale().toString(high, 'f', decimals));
}
} // namespace

OffersModel::OffersModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void OffersModel::setOffers(const QList<vast::VastOffer>& offers,
                            const QList<std::optional<lifecycle::OfferExpectation>>& expected)
{
    beginResetModel();
    m_offers = offers;
    m_expected = expected;
    while (m_expected.size() < m_offers.size())
        m_expected.append(std::nullopt);
    endResetModel();
}

int OffersModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_offers.size());
}

int OffersModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OffersModel::basisText(const vast::VastOffer& offer,
                               const std::optional<lifecycle::OfferExpectation>& e)
{
    if (!e)
        return Tr::tr("no history");
    if (e->basis == lifecycle::OfferExpectation::Basis::Machine)
        return Tr::tr("this machine, %n run(s)", nullptr, e->runs);
    return Tr::tr("%1 ×%2, %n run(s)", nullptr, e->runs).arg(offer.gpuName).arg(offer.numGpus);
}

QVariant OffersModel::display(int row, int column) const
{
    const vast::VastOffer& o = m_offers.at(row);
    const std::optional<lifecycle::OfferExpectation>& e = m_expected.at(row);
    switch (column) {
    case IdColumn:
        return o.id;
    case GpuColumn:
        return o.numGpus > 1 ? Tr::tr("%1 ×%2").arg(o.gpuName).arg(o.numGpus) : o.gpuName;
    case PriceColumn:
        return fleet::NodeCost::perHourText(o.dollarsPerHour);
    case ExpectedRateColumn:
        return e ? rangeText(e->proofsPerHour, e->low, e->high, 1) : QStringLiteral("—");
    case ExpectedCostColumn:
        if (!e || !e->usdPerProof)
            return QStringLiteral("—");
        if (e->usdPerProofLow && e->usdPerProofHigh &&
            !qFuzzyCompare(*e->usdPerProofLow, *e->usdPerProofHigh))
            return Tr::tr("%1 (%2–%3)")
                .arg(fleet::NodeCost::perProofText(*e->usdPerProof),
                     fleet::NodeCost::perProofText(*e->usdPerProofLow),
                     fleet::NodeCost::perProofText(*e->usdPerProofHigh));
        return fleet::NodeCost::perProofText(*e->usdPerProof);
    case BasisColumn:
        return basisText(o, e);
    case ReliabilityColumn:
        return QStringLiteral("%1 %").arg(QLocale().toString(o.reliability * 100, 'f', 1));
    case CpuRamColumn:
        return Tr::tr("%1 GB").arg(QLocale().toString(o.cpuRamGb, 'f', 0));
    case DiskColumn:
        return Tr::tr("%1 GB").arg(QLocale().toString(o.diskGb, 'f', 0));
    case DownloadColumn:
        return Tr::tr("%1 Mbps").arg(QLocale().toString(o.inetDownMbps, 'f', 0));
    case CudaColumn:
        return o.cudaMaxGood > 0 ? QLocale().toString(o.cudaMaxGood, 'f', 1) : QString();
    case RegionColumn:
        return o.geolocation;
    case VerifiedColumn:
        return o.verified ? Tr::tr("verified") : Tr::tr("unverified");
    case MachineColumn:
        return o.machineId;
    }
    return {};
}

QVariant OffersModel::sortValue(int row, int column) const
{
    const vast::VastOffer& o = m_offers.at(row);
    const std::optional<lifecycle::OfferExpectation>& e = m_expected.at(row);
    switch (column) {
    case IdColumn:
        return o.id.toLongLong();
    case GpuColumn:
        return display(row, column);
    case PriceColumn:
        return o.dollarsPerHour;
    case ExpectedRateColumn:
        return e ? e->proofsPerHour : -1.0;
    case ExpectedCostColumn:
        // Unknown costs last when sorted cheapest first.
        return e && e->usdPerProof ? *e->usdPerProof : 1e12;
    case BasisColumn:
        return e ? (e->basis == lifecycle::OfferExpectation::Basis::Machine ? 2 : 1) : 0;
    case ReliabilityColumn:
        return o.reliability;
    case CpuRamColumn:
        return o.cpuRamGb;
    case DiskColumn:
        return o.diskGb;
    case DownloadColumn:
        return o.inetDownMbps;
    case CudaColumn:
        return o.cudaMaxGood;
    case RegionColumn:
        return o.geolocation;
    case VerifiedColumn:
        return o.verified ? 1 : 0;
    case MachineColumn:
        return o.machineId.toLongLong();
    }
    return {};
}

QVariant OffersModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case SortRole:
        return sortValue(index.row(), index.column());
    case OfferIdRole:
        return m_offers.at(index.row()).id;
    case Qt::TextAlignmentRole:
        if (index.column() == PriceColumn || index.column() == ExpectedRateColumn ||
            index.column() == ExpectedCostColumn || index.column() == ReliabilityColumn ||
            index.column() == CpuRamColumn || index.column() == DiskColumn ||
            index.column() == DownloadColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        if (index.column() >= ExpectedRateColumn && index.column() <= BasisColumn) {
            const std::optional<lifecycle::OfferExpectation>& e = m_expected.at(index.row());
            if (!e)
                return Tr::tr("No finished benchmark run of this fleet on this machine or on %1 ×%2: "
                              "nothing predicts this offer yet.")
                    .arg(m_offers.at(index.row()).gpuName)
                    .arg(m_offers.at(index.row()).numGpus);
            return e->basis == lifecycle::OfferExpectation::Basis::Machine
                       ? Tr::tr("Measured on this very machine by this fleet's benchmark runs; the range is "
                                "their 95 % intervals.")
                       : Tr::tr("From this fleet's runs on the same GPU model and count (not this machine); "
                                "the range is their 95 % intervals.");
        }
        break;
    }
    return {};
}

QVariant OffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return Tr::tr("Offer");
    case GpuColumn:
        return Tr::tr("GPU");
    case PriceColumn:
        return Tr::tr("$/h");
    case ExpectedRateColumn:
        return Tr::tr("Expected proofs/h");
    case ExpectedCostColumn:
        return Tr::tr("Expected $/proof");
    case BasisColumn:
        return Tr::tr("Based on");
    case ReliabilityColumn:
        return Tr::tr("Reliability");
    case CpuRamColumn:
        return Tr::tr("CPU RAM");
    case DiskColumn:
        return Tr::tr("Disk");
    case DownloadColumn:
        return Tr::tr("Download");
    case CudaColumn:
        return Tr::tr("CUDA");
    case RegionColumn:
        return Tr::tr("Region");
    case VerifiedColumn:
        return Tr::tr("Verified");
    case MachineColumn:
        return Tr::tr("Machine");
    }
    return {};
}

} // namespace fleetdeck::models
