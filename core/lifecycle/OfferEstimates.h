// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vast/VastOffer.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace fleetdeck::bench {
class BenchmarkStore;
}

namespace fleetdeck::lifecycle {

/// What one finished benchmark run measured, reduced to what predicts an offer.
struct MeasuredRate
{
    qint64 run = 0;
    QString node;
    QString machineId;
    QString gpuModel;
    int gpuCount = 1;
    double proofsPerHour = 0;
    /// The rate's 95 % interval from the timed median's interval (proofs/h at its upper and lower
    /// bound); equal to the rate when the run had too few proofs for one.
    double low = 0;
    double high = 0;
};

/// The proofs/h and $/proof an offer can be expected to give, from this fleet's own runs.
struct OfferExpectation
{
    enum class Basis { Machine, GpuModel };
    Basis basis = Basis::GpuModel;
    int runs = 0;
    double proofsPerHour = 0; ///< the mean of the runs' rates
    double low = 0;           ///< the lowest run's low bound (with one run: its interval)
    double high = 0;
    std::optional<double> usdPerProof; ///< the offer's dph_total ÷ proofsPerHour
    std::optional<double> usdPerProofLow;
    std::optional<double> usdPerProofHigh;

    static QString basisName(Basis basis); ///< "machine", "gpu_model"
    /// The contract's `expected` object.
    QJsonObject toJson() const;
};

/// Predicts offers from measured rates: runs on the offer's machine when there are any (the best
/// evidence), else runs on the same GPU model with the same number of GPUs.
class OfferEstimates
{
public:
    explicit OfferEstimates(QList<MeasuredRate> rates = {});

    /// Every finished run of the store with a completed timed proof (newest `limit` runs).
    static QList<MeasuredRate> measured(const bench::BenchmarkStore& store, int limit = 5000);

    std::optional<OfferExpectation> expect(const vast::VastOffer& offer) const;
    std::optional<OfferExpectation> expect(const QString& machineId, const QString& gpuModel, int gpuCount,
                                           double dollarsPerHour) const;
    const QList<MeasuredRate>& rates() const { return m_rates; }

private:
    QList<MeasuredRate> m_rates;
};

} // namespace fleetdeck::lifecycle
