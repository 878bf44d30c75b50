// SPDX-License-Identifier: GPL-3.0-or-later
// OfferEstimates: what an offer will give, from the fleet's finished runs in a real SQLite store,
// checked against figures computed by hand from the samples stored.
#include "bench/BenchmarkStore.h"
#include "lifecycle/OfferEstimates.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace fleetdeck;
using bench::BenchRunRecord;
using bench::BenchRunState;
using bench::BenchSample;
using lifecycle::OfferEstimates;
using lifecycle::OfferExpectation;

namespace {
// `timed` completed timed proofs of `seconds` each (and one warmup proof that must not count).
std::vector<BenchSample> proofs(int timed, double seconds, int failed = 0)
{
    std::vector<BenchSample> samples;
    samples.push_back({1, BenchSample::Phase::Warmup, BenchSample::Status::Completed, 3 * seconds, {}, {}});
    for (int i = 0; i < timed + failed; ++i)
        samples.push_back({i + 2,
                           BenchSample::Phase::Timed,
                           i < timed ? BenchSample::Status::Completed : BenchSample::Status::Failed,
                           seconds,
                           {},
                           {}});
    return samples;
}

vast::VastOffer offer(const QString& machine, const QString& gpu, int count, double dph)
{
    vast::VastOffer o;
    o.id = QStringLiteral("1");
    o.machineId = machine;
    o.gpuName = gpu;
    o.numGpus = count;
    o.dollarsPerHour = dph;
    return o;
}
} // namespace

class tst_OfferEstimates : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    storage::Database m_db;

    qint64 run(const QString& node, const QString& machine, const QString& gpu, int count,
               const std::vector<BenchSample>& samples, BenchRunState state = BenchRunState::Finished)
    {
        bench::BenchmarkStore store(m_db);
        BenchRunRecord r;
        r.node = node;
        r.machineId = machine;
        r.gpuModel = gpu;
        r.gpuCount = count;
        r.counts = {1, int(samples.size()) - 1, 0};
        const qint64 id = store.createRun(r);
        if (id <= 0 || !store.addSamples(id, samples) || !store.finishRun(id, state))
            qWarning() << store.error();
        return id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))), qPrintable(m_db.error()));
        // Machine 61001: two runs, 5 proofs of 90 s (5 × 3600 / 450 = 40 proofs/h) and 5 of
        // 120 s (30 proofs/h).
        QVERIFY(run(QStringLiteral("a"), QStringLiteral("61001"), QStringLiteral("RTX 4090"), 1,
                    proofs(5, 90)) > 0);
        QVERIFY(run(QStringLiteral("b"), QStringLiteral("61001"), QStringLiteral("RTX 4090"), 1,
                    proofs(5, 120)) > 0);
        // Another 2-GPU 4090 machine, as nvidia-smi names it: 4 proofs of 60 s and 1 failed of
        // 60 s: 4 × 3600 / 300 = 48 proofs/h (the failed proof's time counts).
        QVERIFY(run(QStringLiteral("c"), QStringLiteral("70000"),
                    QStringLiteral("NVIDIA GeForce RTX 4090 \u00d72"), 2, proofs(4, 60, 1)) > 0);
        // What must not count: a failed run, a run without a completed timed proof.
        QVERIFY(run(QStringLiteral("d"), QStringLiteral("70001"), QStringLiteral("RTX 4090"), 2, proofs(5, 1),
                    BenchRunState::Failed) > 0);
        QVERIFY(run(QStringLiteral("e"), QStringLiteral("70002"), QStringLiteral("RTX 4090"), 2,
                    proofs(0, 10, 3)) > 0);
    }

    void measuredRatesAreTheRunsFigures()
    {
        bench::BenchmarkStore store(m_db);
        const QList<lifecycle::MeasuredRate> rates = OfferEstimates::measured(store);
        QCOMPARE(rates.size(), 3);
        QMap<QString, double> byNode;
        for (const auto& r : rates)
            byNode.insert(r.node, r.proofsPerHour);
        QCOMPARE(byNode.value(QStringLiteral("a")), 40.0);
        QCOMPARE(byNode.value(QStringLiteral("b")), 30.0);
        QCOMPARE(byNode.value(QStringLiteral("c")), 48.0);
    }

    void theSameMachineIsTheBestEvidence()
    {
        bench::BenchmarkStore store(m_db);
        const OfferEstimates estimates(OfferEstimates::measured(store));
        // Also a 4090: but the machine's own runs decide.
        const std::optional<OfferExpectation> e =
            estimates.expect(offer(QStringLiteral("61001"), QStringLiteral("RTX 4090"), 1, 0.35));
        QVERIFY(e);
        QCOMPARE(e->basis, OfferExpectation::Basis::Machine);
        QCOMPARE(e->runs, 2);
        QCOMPARE(e->proofsPerHour, 35.0);
        // Every proof of a run took the same time: its interval is the rate itself.
        QCOMPARE(e->low, 30.0);
        QCOMPARE(e->high, 40.0);
        QCOMPARE(*e->usdPerProof, 0.01);
        QCOMPARE(*e->usdPerProofLow, 0.35 / 40);
        QCOMPARE(*e->usdPerProofHigh, 0.35 / 30);
        const QJsonObject json = e->toJson();
        QCOMPARE(json.value(QStringLiteral("basis")).toString(), QStringLiteral("machine"));
        QCOMPARE(json.value(QStringLiteral("runs")).toInt(), 2);
        QCOMPARE(json.value(QStringLiteral("proofs_per_hour")).toDouble(), 35.0);
        QCOMPARE(json.value(QStringLiteral("proofs_per_hour_range")).toArray(), (QJsonArray{30.0, 40.0}));
        QCOMPARE(json.value(QStringLiteral("usd_per_proof")).toDouble(), 0.01);
    }

    void elseTheSameModelAndCount()
    {
        bench::BenchmarkStore store(m_db);
        const OfferEstimates estimates(OfferEstimates::measured(store));
        const std::optional<OfferExpectation> e =
            estimates.expect(offer(QStringLiteral("61002"), QStringLiteral("RTX 4090"), 2, 0.72));
        QVERIFY(e);
        QCOMPARE(e->basis, OfferExpectation::Basis::GpuModel);
        QCOMPARE(e->runs, 1);
        QCOMPARE(e->proofsPerHour, 48.0);
        QCOMPARE(*e->usdPerProof, 0.015);
        // One GPU instead of two is another machine class: the 1-GPU runs of 61001 count for it.
        const std::optional<OfferExpectation> one =
            estimates.expect(offer(QStringLiteral("5"), QStringLiteral("RTX 4090"), 1, 0.5));
        QVERIFY(one);
        QCOMPARE(one->runs, 2);
        QCOMPARE(one->proofsPerHour, 35.0);
    }

    void noHistorySaysSo()
    {
        bench::BenchmarkStore store(m_db);
        const OfferEstimates estimates(OfferEstimates::measured(store));
        QVERIFY(!estimates.expect(offer(QStringLiteral("8"), QStringLiteral("H100 SXM"), 8, 18)));
        QVERIFY(!estimates.expect(offer(QStringLiteral("8"), QStringLiteral("RTX 4090"), 4, 2)));
        // Without a price there is a rate but no cost.
        const auto free = estimates.expect(offer(QStringLiteral("61001"), QStringLiteral("RTX 4090"), 1, 0));
        QVERIFY(free);
        QVERIFY(!free->usdPerProof);
        QVERIFY(free->toJson().value(QStringLiteral("usd_per_proof")).isNull());
    }

    void aSpreadRunGivesARange()
    {
        // Proofs of different length: the rate's range comes from the median's interval.
        QTemporaryDir dir;
        storage::Database db;
        QVERIFY(db.open(dir.filePath(QStringLiteral("spread.sqlite"))));
        bench::BenchmarkStore store(db);
        BenchRunRecord r;
        r.node = QStringLiteral("s");
        r.machineId = QStringLiteral("9");
        r.gpuModel = QStringLiteral("RTX 3090");
        const qint64 id = store.createRun(r);
        std::vector<BenchSample> samples;
        const double walls[] = {50, 52, 55, 58, 60, 61, 63, 66, 70, 75};
        int i = 1;
        for (double w : walls)
            samples.push_back({i++, BenchSample::Phase::Timed, BenchSample::Status::Completed, w, {}, {}});
        QVERIFY(store.addSamples(id, samples));
        QVERIFY(store.finishRun(id, BenchRunState::Finished));
        const OfferEstimates estimates(OfferEstimates::measured(store));
        const auto e = estimates.expect(offer(QStringLiteral("9"), QStringLiteral("RTX 3090"), 1, 0.2));
        QVERIFY(e);
        // 10 × 3600 / 610 proofs/h, with the interval strictly around it.
        QCOMPARE(e->proofsPerHour, 36000.0 / 610.0);
        QVERIFY2(e->low < e->proofsPerHour && e->high > e->proofsPerHour,
                 qPrintable(QStringLiteral("%1 %2").arg(e->low).arg(e->high)));
        QVERIFY(*e->usdPerProofLow < *e->usdPerProof && *e->usdPerProof < *e->usdPerProofHigh);
        db.close();
    }
};

QTEST_GUILESS_MAIN(tst_OfferEstimates)
#include "tst_offerestimates.moc"
