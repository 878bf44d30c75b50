// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/OfferEstimates.h"

#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkStore.h"
#include "lifecycle/GpuModel.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace fleetdeck::lifecycle {

namespace {
double rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}
} // namespace

QString OfferExpectation::basisName(Basis basis)
{
    return basis == Basis::Machine ? QStringLiteral("machine") : QStringLiteral("gpu_model");
}

QJsonObject OfferExpectation::toJson() const
{
    QJsonObject o{{QStringLiteral("basis"), basisName(basis)},
                  {QStringLiteral("runs"), runs},
                  {QStringLiteral("proofs_per_hour"), rounded(proofsPerHour, 2)},
                  {QStringLiteral("proofs_per_hour_range"), QJsonArray{rounded(low, 2), rounded(high, 2)}}};
    o.insert(QStringLiteral("usd_per_proof"),
             usdPerProof ? QJsonValue(rounded(*usdPerProof, 6)) : QJsonValue());
    if (usdPerProofLow && usdPerProofHigh)
        o.insert(QStringLiteral("usd_per_proof_range"),
                 QJsonArray{rounded(*usdPerProofLow, 6), rounded(*usdPerProofHigh, 6)});
    return o;
}

OfferEstimates::OfferEstimates(QList<MeasuredRate> rates)
    : m_rates(std::move(rates))
{}

QList<MeasuredRate> OfferEstimates::measured(const bench::BenchmarkStore& store, int limit)
{
    bench::BenchRunFilter filter;
    filter.state = bench::BenchRunState::Finished;
    filter.limit = limit;
    QList<MeasuredRate> rates;
    for (const bench::BenchRunRecord& record : store.runs(filter)) {
        bench::BenchmarkStatsOptions options = bench::RunSummary::statsOptions(record);
        options.bootstrapResamples = 2000;
        const bench::BenchmarkStats stats = bench::BenchmarkStats::compute(store.samples(record.id), options);
        if (!stats.proofsPerHour || *stats.proofsPerHour <= 0)
            continue;
        MeasuredRate rate;
        rate.run = record.id;
        rate.node = record.node;
        rate.machineId = record.machineId;
        rate.gpuModel = record.gpuModel;
        rate.gpuCount = record.gpuCount > 0 ? record.gpuCount : qMax(1, GpuModel::countIn(record.gpuModel));
        rate.proofsPerHour = *stats.proofsPerHour;
        rate.low = rate.high = rate.proofsPerHour;
        // A slower median proof means fewer proofs an hour: the interval's upper bound of seconds
        // gives the low rate.
        const auto& ci = stats.timed.ci95MedianS;
        if (ci && stats.timed.medianS && ci->lower > 0 && ci->upper > 0) {
            rate.low = rate.proofsPerHour * *stats.timed.medianS / ci->upper;
            rate.high = rate.proofsPerHour * *stats.timed.medianS / ci->lower;
        }
        rates << rate;
    }
    return rates;
}

std::optional<OfferExpectation> OfferEstimates::expect(const vast::VastOffer& offer) const
{
    return expect(offer.machineId, offer.gpuName, offer.numGpus, offer.dollarsPerHour);
}

std::optional<OfferExpectation> OfferEstimates::expect(const QString& machineId, const QString& gpuModel,
                                                       int gpuCount, double dollarsPerHour) const
{
    QList<MeasuredRate> chosen;
    OfferExpectation e;
    if (!machineId.isEmpty()) {
        for (const MeasuredRate& r : m_rates) {
            if (r.machineId == machineId)
                chosen << r;
        }
        e.basis = OfferExpectation::Basis::Machine;
    }
    if (chosen.isEmpty()) {
        for (const MeasuredRate& r : m_rates) {
            if (GpuModel::same(r.gpuModel, gpuModel) && r.gpuCount == qMax(1, gpuCount))
                chosen << r;
        }
        e.basis = OfferExpectation::Basis::GpuModel;
    }
    if (chosen.isEmpty())
        return std::nullopt;
    e.runs = int(chosen.size());
    double sum = 0;
    e.low = chosen.first().low;
    e.high = chosen.first().high;
    for (const MeasuredRate& r : chosen) {
        sum += r.proofsPerHour;
        e.low = std::min(e.low, r.low);
        e.high = std::max(e.high, r.high);
    }
    e.proofsPerHour = sum / e.runs;
    if (dollarsPerHour > 0) {
        e.usdPerProof = dollarsPerHour / e.proofsPerHour;
        // The most proofs an hour is the cheapest proof.
        e.usdPerProofLow = dollarsPerHour / e.high;
        e.usdPerProofHigh = dollarsPerHour / e.low;
    }
    return e;
}

} // namespace fleetdeck::lifecycle
