// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchLog.h"
#include "bench/BenchSample.h"
#include "bench/BenchSpec.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::bench {

/// Where a benchmark run stands. A run that was still running when Fleetdeck stopped is
/// `Interrupted`: nobody will finish it.
enum class BenchRunState { Running, Finished, Failed, Cancelled, Interrupted };

/// "running", "finished", "failed", "cancelled", "interrupted": the words of the JSON output and
/// the database.
QString benchRunStateName(BenchRunState state);
std::optional<BenchRunState> benchRunStateFromName(const QString& name);

/// One benchmark run as the database keeps it: its spec and how it went, without the samples.
struct BenchRunRecord
{
    qint64 id = 0;        ///< assigned by the database; ignored when creating
    QString node;         ///< the node's name when the run started
    QString gpuModel;     ///< the GPU measured, as the node reported it (empty: unknown)
    QDateTime startedAt;  ///< UTC, millisecond precision; an invalid time is recorded as now
    QDateTime finishedAt; ///< invalid while running
    BenchRunState state = BenchRunState::Running;
    bench::PhaseCounts counts;
    QString mode;    ///< per-proof or batch
    QString command; ///< the command template that ran
    QString parser;  ///< cuzk-batch, jsonl or regex:PATTERN
    QString note;
    QJsonObject spec; ///< the whole spec (BenchSpec::toJson); empty for runs recorded before v7
    std::optional<double> dollarsPerHour; ///< the node's price when the run started
    QString reason;    ///< why the run failed, was cancelled or interrupted; empty when it finished
    QString machineId; ///< the provider's machine the run measured (vast.ai machine_id); empty: unknown
    int gpuCount = 0;  ///< GPUs of the node when the run started; 0: unknown
    /// The process running it, "host:pid" (empty: recorded before this was kept). Set when
    /// creating: this process unless the record names another.
    QString runner;
};

/// Which runs BenchmarkStore::runs() returns. Empty or unset fields do not filter.
struct BenchRunFilter
{
    QString node; ///< runs of the node of that name, and those a removed node of that name left
    QString gpuModel;
    std::optional<BenchRunState> state;
    QDateTime since; ///< runs started at or after
    QDateTime until; ///< runs started before
    int limit = 100;
    QString machineId; ///< runs that measured this provider machine
};

/// Benchmark runs and their samples.
///
/// Works on the connection of a Database and so on its thread. A node's runs keep its name when
/// the node is removed from the inventory, and follow it when it is renamed.
class BenchmarkStore
{
public:
    explicit BenchmarkStore(storage::Database& db);

    /// Records a new run, linked to the inventory's node of that name if there is one, and returns
    /// its id; 0 on failure. Refuses a run without node or with negative phase counts.
    qint64 createRun(const BenchRunRecord& run);
    /// Stores samples of a run in one transaction: all of them or, on failure, none. A sample
    /// whose index the run already has replaces it, so a live run can send a sample again as it
    /// learns more. Refuses indices below 1 and a wall time that is negative or not finite.
    bool addSamples(qint64 run, const std::vector<bench::BenchSample>& samples);
    /// Ends a run in `state` (anything but Running) at `at` (invalid: now), saying why.
    bool finishRun(qint64 run, BenchRunState state, const QDateTime& at = {}, const QString& reason = {});
    /// Replaces the run's spec (BenchRunRecord::spec), e.g. with what the run's output reported
    /// ("reported_concurrency").
    bool setRunSpec(qint64 run, const QJsonObject& spec);
    /// Marks the runs still `running` whose process is gone as interrupted: those of a process of
    /// this host that no longer runs, and those that name none. A run of another host is left to
    /// that host's console (on a team store it may well be running). Returns how many, or -1 on
    /// failure.
    int interruptRunning(const QString& reason);
    /// This process as a run's runner: "host:pid".
    static QString thisRunner();
    /// Appends lines to a run's log in one transaction (their seq numbers are kept).
    bool appendLog(qint64 run, const QList<bench::BenchLogLine>& lines);
    /// A run's log in order; at most `limit` lines from the start (a runaway command's log is cut
    /// there when read, never when written).
    QList<bench::BenchLogLine> log(qint64 run, int limit = 100000) const;
    /// The run of that id; nullopt if there is none (error() then says whether reading failed).
    std::optional<BenchRunRecord> run(qint64 id) const;
    /// A run's samples by index.
    std::vector<bench::BenchSample> samples(qint64 run) const;
    /// Runs matching the filter, newest first. At most `filter.limit` runs.
    QList<BenchRunRecord> runs(const BenchRunFilter& filter = {}) const;
    /// Saves a named spec (replacing one of the same name). Refuses an unnamed or invalid spec.
    bool savePreset(const bench::BenchSpec& spec);
    bool removePreset(const QString& name);
    /// Saved specs by name.
    QList<bench::BenchSpec> presets() const;
    std::optional<bench::BenchSpec> preset(const QString& name) const;

    /// Why the last call failed, in words for an operator; empty after a success.
    QString error() const { return m_error; }

private:
    QString checkRun(const BenchRunRecord& run) const;
    bool upsertSample(qint64 run, const bench::BenchSample& sample);

    storage::Database& m_db;
    mutable QString m_error;
};

} // namespace fleetdeck::bench
