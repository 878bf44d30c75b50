// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchLog.h"
#include "bench/BenchSample.h"
#include "bench/BenchSpec.h"
#include "bench/BenchmarkStore.h"
#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::bench {

/// A node a benchmark runs on.
struct BenchTarget
{
    QString node;
    ssh::SshTarget access;
    QString gpuModel;                     ///< as the node reported it; empty: unknown
    std::optional<double> dollarsPerHour; ///< the node's price, when known
    QString machineId;                    ///< the provider's machine id; empty: unknown
    int gpuCount = 0;                     ///< 0: unknown
};

/// Runs benchmarks on nodes through the SSH engine and records them as they go.
///
/// Lives on the thread of its Database (the GUI or the CLI's main thread) and never blocks: every
/// remote step is an engine operation. Each run is recorded at once (BenchmarkStore), every sample
/// as soon as it is known, every output line in the run's log; the run ends as finished, failed
/// (a command that could not run or exited non-zero before the first proof), cancelled, or
/// interrupted (the connection was lost: what it had is kept). Runs belong to the runner, not to a
/// window: one that closes its view leaves the run going.
///
/// The command runs in its own process group on the node (sshd makes the login shell a session
/// leader; the command is exec'ed in it after printing the group's id on stderr). Cancel, a
/// timeout and a lost run kill that group with TERM, then KILL, through a second command.
class BenchmarkRunner : public QObject
{
    Q_OBJECT

public:
    BenchmarkRunner(ssh::SshEngine& engine, storage::Database& db, QObject* parent = nullptr);
    ~BenchmarkRunner() override;

    /// Starts `spec` on every target at once and returns the runs' ids in the targets' order (0
    /// for a target whose run could not be recorded; error() says why). An invalid spec starts
    /// nothing (empty list).
    QList<qint64> start(const BenchSpec& spec, const QList<BenchTarget>& targets);
    /// Stops a run: its process group on the node is killed, the proof in flight is recorded as
    /// CANCELLED, and the run ends as cancelled.
    void cancel(qint64 run);
    void cancelAll();

    bool isActive(qint64 run) const;
    QList<qint64> activeRuns() const;
    /// The samples of a run this runner has seen so far (active, or among the last runs that ended
    /// in this process; the database has every run).
    std::vector<BenchSample> samples(qint64 run) const;
    /// Every log line of such a run so far.
    QList<BenchLogLine> log(qint64 run) const;
    QString error() const { return m_error; }

    /// Runs that a previous process left `running` are marked interrupted; returns how many.
    static int markAbandonedRuns(storage::Database& db);

Q_SIGNALS:
    void runStarted(qint64 run);
    /// A proof's sample, recorded (also sent again when a sample is corrected).
    void sampleRecorded(qint64 run, const fleetdeck::bench::BenchSample& sample);
    void logAppended(qint64 run, const QList<fleetdeck::bench::BenchLogLine>& lines);
    /// The run ended in `state`; `reason` says why when it did not simply finish.
    void runFinished(qint64 run, fleetdeck::bench::BenchRunState state, const QString& reason);

private:
    struct Run;
    void begin(Run& run);
    void submitCommand(Run& run, const QString& command);
    void startPreCommand(Run& run);
    void startBatch(Run& run);
    void startNextProof(Run& run);
    void onFinished(const ssh::OperationResult& result);
    void onOutput(quint64 operation, bool isStderr, const QByteArray& chunk);
    void onWatchdog();
    void finishBatch(Run& run, const ssh::OperationResult& result);
    void finishProof(Run& run, const ssh::OperationResult& result);
    /// Cuts the command in flight short and kills its process group; once both have answered the
    /// run ends in `state` — or, with `thenNextProof`, goes on with the next proof.
    void stop(Run& run, BenchRunState state, const QString& reason,
              std::optional<BenchSample::Status> inFlight, bool thenNextProof = false);
    void finishStoppedCommand(Run& run, const ssh::OperationResult& result);
    void killRemote(Run& run);
    void settle(Run& run);
    void takeLines(Run& run, const QList<LineSplitter::Line>& lines, BenchLogLine::Stream stream);
    void appendLog(Run& run, BenchLogLine::Stream stream, const QString& text);
    void flushLog(Run& run);
    void record(Run& run, const BenchSample& sample);
    void recordParsed(Run& run);
    void end(Run& run, BenchRunState state, const QString& reason);
    void forgetOldRuns(qint64 keep);
    Run* runFor(quint64 operation);

    ssh::SshEngine& m_engine;
    storage::Database& m_db;
    std::map<qint64, std::unique_ptr<Run>> m_runs;
    QString m_error;
};

} // namespace fleetdeck::bench

Q_DECLARE_METATYPE(fleetdeck::bench::BenchSample)
