// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark runs written into a real SQLite database the way the runner writes them, for the
// views' tests: the cuzk-bench fixture's proofs (phases 5/10/3), or the same scaled.
#pragma once

#include "bench/BenchLog.h"
#include "bench/BenchSample.h"
#include "bench/BenchSpec.h"
#include "bench/BenchmarkStore.h"
#include "bench/CuzkBatchParser.h"
#include "storage/Database.h"
#include "support/Fixtures.h"

#include <QTest>

#include <optional>
#include <vector>

namespace fleetdeck::benchtest {

/// The proofs of tests/fixtures/cuzk/bench-batch.txt: 18, proof 11 failed. None when the file is
/// missing (the running test has failed then).
inline std::vector<bench::BenchSample> fixtureSamples()
{
    bench::CuzkBatchParser parser({5, 10, 3});
    parser.feed(fleetdeck::test::fixture(QStringLiteral("cuzk/bench-batch.txt")));
    parser.finish();
    return parser.samples();
}

/// The fixture's lines as the run's stdout, with one stderr line and the runner's notes.
inline QList<bench::BenchLogLine> fixtureLog()
{
    const QByteArray text = fleetdeck::test::fixture(QStringLiteral("cuzk/bench-batch.txt"));
    QList<bench::BenchLogLine> lines;
    const QDateTime at = QDateTime::currentDateTimeUtc();
    int seq = 0;
    lines << bench::BenchLogLine{++seq, bench::BenchLogLine::Stream::Info, at,
                                 QStringLiteral("$ cuzk-bench batch --type porep --count 18")};
    lines << bench::BenchLogLine{++seq, bench::BenchLogLine::Stream::Stderr, at,
                                 QStringLiteral("warning: SRS cache cold, loading 32 GiB")};
    for (const QByteArray& line : text.split('\n'))
        lines << bench::BenchLogLine{++seq, bench::BenchLogLine::Stream::Stdout, at, QString::fromUtf8(line)};
    lines << bench::BenchLogLine{++seq, bench::BenchLogLine::Stream::Info, at,
                                 QStringLiteral("Run finished after 1245.6 s")};
    return lines;
}

/// Every proof's wall time times `factor`.
inline std::vector<bench::BenchSample> scaled(std::vector<bench::BenchSample> samples, double factor)
{
    for (bench::BenchSample& s : samples)
        s.wallS *= factor;
    return samples;
}

struct StoredRun
{
    QString node = QStringLiteral("gpu-01");
    QString gpuModel = QStringLiteral("RTX 4090");
    QDateTime startedAt = QDateTime::currentDateTimeUtc();
    bench::BenchRunState state = bench::BenchRunState::Finished;
    std::optional<double> dollarsPerHour;
    QString reason;
    std::vector<bench::BenchSample> samples = fixtureSamples();
    QList<bench::BenchLogLine> log;
    QString runner; ///< the process recorded as running it, "host:pid"; empty: this one
};

/// Writes the run as the runner would; its id, or 0 (the test fails) when the store refuses.
inline qint64 store(storage::Database& db, const StoredRun& run)
{
    bench::BenchmarkStore store(db);
    bench::BenchRunRecord record;
    record.node = run.node;
    record.gpuModel = run.gpuModel;
    record.startedAt = run.startedAt;
    record.counts = {5, 10, 3};
    record.mode = QStringLiteral("batch");
    record.command = QStringLiteral("cuzk-bench batch --type {proof_kind} --count {count}");
    record.parser = QStringLiteral("cuzk-batch");
    record.spec = bench::BenchSpec{}.toJson();
    record.dollarsPerHour = run.dollarsPerHour;
    record.runner = run.runner;
    const qint64 id = store.createRun(record);
    if (id == 0) {
        qWarning("createRun: %s", qPrintable(store.error()));
        return 0;
    }
    if (!store.addSamples(id, run.samples) || !store.appendLog(id, run.log)) {
        qWarning("samples/log: %s", qPrintable(store.error()));
        return 0;
    }
    if (run.state != bench::BenchRunState::Running &&
        !store.finishRun(id, run.state, run.startedAt.addSecs(1246), run.reason)) {
        qWarning("finishRun: %s", qPrintable(store.error()));
        return 0;
    }
    return id;
}

} // namespace fleetdeck::benchtest
