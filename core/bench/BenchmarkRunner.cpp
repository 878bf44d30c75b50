// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchmarkRunner.h"

#include "Tr.h"
#include "base/ShellQuote.h"
#include "bench/ProofParser.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>

namespace fleetdeck::bench {

using ssh::OperationRequest;
using ssh::OperationResult;
using Stream = BenchLogLine::Stream;

namespace {
// The first thing the remote shell says: the id of the process group the command runs in. sshd
// makes the login shell a session leader, so its pid is that group's id, and `exec` keeps it.
const char ProcessGroupMarker[] = "fleetdeck-bench: process group ";
// An operation needs a deadline; a run without a total timeout gets this one.
constexpr int UnboundedMs = 7 * 24 * 3600 * 1000;
constexpr int WatchdogMs = 200;
constexpr int LogFlushMs = 500;
// A runaway command's log is not kept in memory or written beyond this many lines.
constexpr int MaxLogLines = 200000;
// Longer lines are cut in the log; the parser still sees them whole.
constexpr int MaxLineChars = 8192;
constexpr int KeptEndedRuns = 20;

QString wrapped(const QString& command)
{
    return QStringLiteral("printf '%1%s\\n' \"$$\" >&2; exec sh -c %2")
        .arg(QLatin1String(ProcessGroupMarker), shellQuote(command));
}

QString killCommand(qint64 group)
{
    // TERM, up to 3 s for the group to go, then KILL. Never an error: the group may be gone.
    return QStringLiteral(
               "kill -TERM -- -%1 2>/dev/null; i=0; while kill -0 -- -%1 2>/dev/null && "
               "[ $i -lt 30 ]; do sleep 0.1; i=$((i+1)); done; kill -KILL -- -%1 2>/dev/null; true")
        .arg(group);
}

QString diagnosisText(const Diagnosis& d)
{
    QString text = d.message.isEmpty() ? d.code : d.message;
    if (!d.detail.isEmpty() && !text.contains(d.detail))
        text += QStringLiteral(" (%1)").arg(d.detail);
    return text;
}

// The connection itself failed (not the command): the run was cut off, not refused.
bool connectionLevel(const Diagnosis& d)
{
    return d.code != QLatin1String("exec_failed");
}
} // namespace

struct BenchmarkRunner::Run
{
    enum class Step { PreCommand, Proofs, Settling, Done };
    enum class AfterKill { EndRun, NextProof };

    qint64 id = 0;
    BenchSpec spec;
    BenchTarget target;
    Step step = Step::PreCommand;
    quint64 op = 0;     ///< the command in flight
    quint64 killOp = 0; ///< the kill in flight
    ssh::CancelToken cancel;
    std::unique_ptr<ProofParser> parser;
    std::vector<BenchSample> samples; ///< by index
    QList<BenchLogLine> log;
    QList<BenchLogLine> unsaved;
    int seq = 0;
    bool logCut = false;
    LineSplitter out;
    LineSplitter err;
    std::optional<qint64> group; ///< the remote process group of the command in flight
    int nextIndex = 1;           ///< per-proof: the proof in flight
    QElapsedTimer total;
    QElapsedTimer sinceProgress; ///< since the last proof (batch) or the proof's start (per-proof)
    // Stopping: the command is being cut short; once it and the kill have answered, the run ends
    // (or, after a per-proof timeout, goes on with the next proof).
    bool stopping = false;
    AfterKill afterKill = AfterKill::EndRun;
    std::optional<BenchSample::Status> inFlightStatus;
    BenchRunState endState = BenchRunState::Finished;
    QString endReason;

    int totalProofs() const { return spec.counts.total(); }
    bool hasSample(int index) const
    {
        return std::any_of(samples.cbegin(), samples.cend(),
                           [index](const BenchSample& s) { return s.index == index; });
    }
    /// The proof a cut-short batch was working on: the first index it had not reported.
    int firstMissingIndex() const
    {
        for (int i = 1; i <= totalProofs(); ++i) {
            if (!hasSample(i))
                return i;
        }
        return 0;
    }
};

BenchmarkRunner::BenchmarkRunner(ssh::SshEngine& engine, storage::Database& db, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_db(db)
{
    static const int registered = [] {
        qRegisterMetaType<fleetdeck::bench::BenchSample>();
        qRegisterMetaType<fleetdeck::bench::BenchLogLine>();
        qRegisterMetaType<QList<fleetdeck::bench::BenchLogLine>>();
        qRegisterMetaType<fleetdeck::bench::BenchRunState>();
        return 0;
    }();
    Q_UNUSED(registered);
    connect(&m_engine, &ssh::SshEngine::finished, this, &BenchmarkRunner::onFinished);
    connect(&m_engine, &ssh::SshEngine::output, this, &BenchmarkRunner::onOutput);
    auto* watchdog = new QTimer(this);
    watchdog->setInterval(WatchdogMs);
    connect(watchdog, &QTimer::timeout, this, &BenchmarkRunner::onWatchdog);
    watchdog->start();
}

BenchmarkRunner::~BenchmarkRunner()
{
    // Nobody will see these runs end: they are recorded as interrupted, with what they had, and
    // their commands are cut (the remote group cannot be killed without waiting for an answer).
    BenchmarkStore store(m_db);
    const QString reason = Tr::tr("Fleetdeck stopped during the run");
    for (auto& [id, run] : m_runs) {
        if (run->step == Run::Step::Done)
            continue;
        run->cancel.cancel();
        // Recorded, not announced: nobody should hear from an object being destroyed.
        run->unsaved << BenchLogLine{++run->seq, Stream::Info, QDateTime::currentDateTimeUtc(), reason};
        flushLog(*run);
        store.finishRun(id, BenchRunState::Interrupted, {}, reason);
    }
}

int BenchmarkRunner::markAbandonedRuns(storage::Database& db)
{
    return BenchmarkStore(db).interruptRunning(Tr::tr("Fleetdeck stopped during the run"));
}

QList<qint64> BenchmarkRunner::start(const BenchSpec& spec, const QList<BenchTarget>& targets)
{
    m_error = spec.check();
    if (!m_error.isEmpty())
        return {};
    QList<qint64> ids;
    BenchmarkStore store(m_db);
    for (const BenchTarget& target : targets) {
        BenchRunRecord record;
        record.node = target.node;
        record.gpuModel = target.gpuModel;
        record.machineId = target.machineId;
        record.gpuCount = target.gpuCount;
        record.counts = spec.counts;
        record.mode = modeName(spec.mode);
        record.command = spec.effectiveCommand();
        record.parser = spec.parser;
        record.spec = spec.toJson();
        record.dollarsPerHour = target.dollarsPerHour;
        const qint64 id = store.createRun(record);
        ids << id;
        if (id == 0) {
            m_error = store.error();
            continue;
        }
        auto run = std::make_unique<Run>();
        run->id = id;
        run->spec = spec;
        run->target = target;
        Run& r = *run;
        m_runs.emplace(id, std::move(run));
        Q_EMIT runStarted(id);
        begin(r);
    }
    return ids;
}

void BenchmarkRunner::begin(Run& run)
{
    run.total.start();
    const PhaseCounts& c = run.spec.counts;
    appendLog(run, Stream::Info,
              Tr::tr("Benchmark on %1: %2 warmup, %3 timed, %4 cooldown proofs of %5, %6 mode")
                  .arg(run.target.node)
                  .arg(c.warmup)
                  .arg(c.timed)
                  .arg(c.cooldown)
                  .arg(run.spec.proofKind, modeName(run.spec.mode)));
    if (!run.spec.preCommand.isEmpty())
        startPreCommand(run);
    else if (run.spec.mode == BenchSpec::Mode::Batch)
        startBatch(run);
    else
        startNextProof(run);
}

void BenchmarkRunner::submitCommand(Run& run, const QString& command)
{
    OperationRequest request;
    request.kind = ssh::OperationKind::Exec;
    request.target = run.target.access;
    request.command = wrapped(command);
    request.streamOutput = true;
    const qint64 left = run.spec.totalTimeoutS > 0
                            ? qint64(run.spec.totalTimeoutS) * 1000 - run.total.elapsed()
                            : qint64(UnboundedMs);
    request.timeoutMs = int(std::clamp<qint64>(left, 1000, UnboundedMs));
    run.cancel = ssh::CancelToken();
    request.cancel = run.cancel;
    run.group.reset();
    run.out = {};
    run.err = {};
    run.sinceProgress.start();
    appendLog(run, Stream::Info, QStringLiteral("$ ") + command);
    run.op = m_engine.submit(request);
}

void BenchmarkRunner::startPreCommand(Run& run)
{
    run.step = Run::Step::PreCommand;
    const auto command =
        expandCommand(run.spec.preCommand, CommandValues{run.target.node, run.spec.proofKind,
                                                         run.totalProofs(), run.spec.counts, 0});
    submitCommand(run, command.value_or(QString()));
}

void BenchmarkRunner::startBatch(Run& run)
{
    run.step = Run::Step::Proofs;
    run.parser = ProofParser::create(run.spec.parser, run.spec.counts);
    const auto command =
        expandCommand(run.spec.effectiveCommand(), CommandValues{run.target.node, run.spec.proofKind,
                                                                 run.totalProofs(), run.spec.counts, 0});
    submitCommand(run, command.value_or(QString()));
}

void BenchmarkRunner::startNextProof(Run& run)
{
    if (run.nextIndex > run.totalProofs()) {
        end(run, BenchRunState::Finished, {});
        return;
    }
    run.step = Run::Step::Proofs;
    // One proof per command: its own line, if it prints one, carries prove and queue times.
    run.parser = ProofParser::create(run.spec.parser, PhaseCounts{});
    const auto command =
        expandCommand(run.spec.effectiveCommand(),
                      CommandValues{run.target.node, run.spec.proofKind, 1, run.spec.counts, run.nextIndex});
    submitCommand(run, command.value_or(QString()));
}

BenchmarkRunner::Run* BenchmarkRunner::runFor(quint64 operation)
{
    for (auto& [id, run] : m_runs) {
        if (run->op == operation || run->killOp == operation)
            return run.get();
    }
    return nullptr;
}

void BenchmarkRunner::onOutput(quint64 operation, bool isStderr, const QByteArray& chunk)
{
    Run* run = runFor(operation);
    if (!run || run->op != operation)
        return;
    if (!isStderr && run->step == Run::Step::Proofs && run->parser) {
        run->parser->feed(chunk);
        if (run->spec.mode == BenchSpec::Mode::Batch)
            recordParsed(*run);
    }
    LineSplitter& lines = isStderr ? run->err : run->out;
    takeLines(*run, lines.feed(chunk), isStderr ? Stream::Stderr : Stream::Stdout);
}

void BenchmarkRunner::takeLines(Run& run, const QList<LineSplitter::Line>& lines, Stream stream)
{
    for (const LineSplitter::Line& line : lines) {
        if (stream == Stream::Stderr && !run.group && line.text.startsWith(ProcessGroupMarker)) {
            bool ok = false;
            const qint64 group = line.text.mid(qsizetype(sizeof(ProcessGroupMarker) - 1)).toLongLong(&ok);
            if (ok && group > 1) {
                run.group = group;
                continue; // the runner's own bookkeeping, not the command's words
            }
        }
        QString text = QString::fromUtf8(line.text);
        if (text.isNull())
            text = QStringLiteral(""); // a blank line is stored as an empty one, never NULL
        if (line.cut)
            text += Tr::tr(" … (line cut: longer than %1 KiB)").arg(LineSplitter::MaxLineBytes / 1024);
        appendLog(run, stream, text);
    }
}

void BenchmarkRunner::appendLog(Run& run, Stream stream, const QString& text)
{
    if (run.log.size() >= MaxLogLines) {
        if (!run.logCut) {
            run.logCut = true;
            const BenchLogLine cut{++run.seq, Stream::Info, QDateTime::currentDateTimeUtc(),
                                   Tr::tr("(log cut here: more than %1 lines)").arg(MaxLogLines)};
            run.log << cut;
            run.unsaved << cut;
            Q_EMIT logAppended(run.id, {cut});
        }
        return;
    }
    const BenchLogLine line{++run.seq, stream, QDateTime::currentDateTimeUtc(),
                            text.size() > MaxLineChars ? text.left(MaxLineChars) + QStringLiteral("…")
                                                       : text};
    run.log << line;
    run.unsaved << line;
    Q_EMIT logAppended(run.id, {line});
}

void BenchmarkRunner::flushLog(Run& run)
{
    if (run.unsaved.isEmpty())
        return;
    BenchmarkStore store(m_db);
    if (store.appendLog(run.id, run.unsaved))
        run.unsaved.clear();
    else
        qWarning("benchmark run %lld: %s", run.id, qPrintable(store.error()));
}

void BenchmarkRunner::record(Run& run, const BenchSample& sample)
{
    const auto at = std::lower_bound(run.samples.begin(), run.samples.end(), sample.index,
                                     [](const BenchSample& s, int index) { return s.index < index; });
    if (at != run.samples.end() && at->index == sample.index) {
        if (*at == sample)
            return;
        *at = sample;
    } else {
        run.samples.insert(at, sample);
    }
    run.sinceProgress.start();
    BenchmarkStore store(m_db);
    if (!store.addSamples(run.id, {sample}))
        appendLog(run, Stream::Info, store.error());
    Q_EMIT sampleRecorded(run.id, sample);
}

void BenchmarkRunner::recordParsed(Run& run)
{
    for (const BenchSample& sample : run.parser->samples()) {
        // A batch may print more proofs than asked for; those are not part of this run.
        if (sample.index <= run.totalProofs())
            record(run, sample);
    }
}

void BenchmarkRunner::onFinished(const OperationResult& result)
{
    Run* found = runFor(result.id);
    if (!found)
        return;
    Run& run = *found;
    if (result.id == run.killOp) {
        run.killOp = 0;
        if (!result.ok())
            appendLog(
                run, Stream::Info,
                Tr::tr("Could not stop the remote process group: %1").arg(diagnosisText(*result.diagnosis)));
        else
            appendLog(run, Stream::Info,
                      Tr::tr("Remote process group %1 stopped").arg(run.group.value_or(0)));
        run.group.reset();
        settle(run);
        return;
    }
    run.op = 0;
    takeLines(run, run.out.finish(), Stream::Stdout);
    takeLines(run, run.err.finish(), Stream::Stderr);
    if (run.parser)
        run.parser->finish();
    if (run.stopping) {
        finishStoppedCommand(run, result);
        return;
    }
    if (result.diagnosis && connectionLevel(*result.diagnosis)) {
        // Lost mid-run: what was recorded stays; the command may still run over there.
        if (run.step == Run::Step::Proofs && run.spec.mode == BenchSpec::Mode::Batch)
            recordParsed(run);
        stop(run, BenchRunState::Interrupted,
             Tr::tr("the connection was lost: %1").arg(diagnosisText(*result.diagnosis)), std::nullopt);
        return;
    }
    switch (run.step) {
    case Run::Step::PreCommand:
        if (!result.ok()) {
            end(run, BenchRunState::Failed,
                Tr::tr("the pre-run command failed: %1").arg(diagnosisText(*result.diagnosis)));
            return;
        }
        if (run.spec.mode == BenchSpec::Mode::Batch)
            startBatch(run);
        else
            startNextProof(run);
        return;
    case Run::Step::Proofs:
        if (run.spec.mode == BenchSpec::Mode::Batch)
            finishBatch(run, result);
        else
            finishProof(run, result);
        return;
    case Run::Step::Settling:
    case Run::Step::Done:
        return;
    }
}

void BenchmarkRunner::finishBatch(Run& run, const OperationResult& result)
{
    recordParsed(run);
    for (const QString& error : run.parser->errors())
        appendLog(run, Stream::Info, Tr::tr("Output: %1").arg(error));
    const int reported = int(run.samples.size());
    if (!result.ok() && reported < run.totalProofs()) {
        end(run, BenchRunState::Failed,
            reported == 0 ? Tr::tr("the command failed: %1").arg(diagnosisText(*result.diagnosis))
                          : Tr::tr("the command failed after %1 of %2 proofs: %3")
                                .arg(reported)
                                .arg(run.totalProofs())
                                .arg(diagnosisText(*result.diagnosis)));
        return;
    }
    if (reported == 0) {
        end(run, BenchRunState::Failed,
            Tr::tr("the command reported no proofs (parser %1; %2 lines not understood)")
                .arg(run.spec.parser)
                .arg(run.parser->ignoredLines()));
        return;
    }
    end(run, BenchRunState::Finished,
        reported < run.totalProofs()
            ? Tr::tr("the command reported %1 of %2 proofs").arg(reported).arg(run.totalProofs())
            : QString());
}

void BenchmarkRunner::finishProof(Run& run, const OperationResult& result)
{
    BenchSample sample;
    sample.index = run.nextIndex;
    sample.phase = run.spec.counts.phaseOf(run.nextIndex);
    sample.wallS = result.ms / 1000.0;
    sample.status = result.ok() ? BenchSample::Status::Completed : BenchSample::Status::Failed;
    if (run.parser && !run.parser->samples().empty()) {
        // The command's own account of its proof: a failure it reports counts even with exit 0.
        const BenchSample& reported = run.parser->samples().front();
        sample.proveMs = reported.proveMs;
        sample.queueMs = reported.queueMs;
        if (!reported.completed())
            sample.status = reported.status;
    }
    if (!result.ok())
        appendLog(run, Stream::Info,
                  Tr::tr("Proof %1 failed: %2").arg(sample.index).arg(diagnosisText(*result.diagnosis)));
    record(run, sample);
    ++run.nextIndex;
    startNextProof(run);
}

void BenchmarkRunner::stop(Run& run, BenchRunState state, const QString& reason,
                           std::optional<BenchSample::Status> inFlight, bool thenNextProof)
{
    if (run.step == Run::Step::Done)
        return;
    run.stopping = true;
    run.afterKill = thenNextProof ? Run::AfterKill::NextProof : Run::AfterKill::EndRun;
    run.inFlightStatus = inFlight;
    run.endState = state;
    run.endReason = reason;
    if (run.op)
        run.cancel.cancel();
    killRemote(run);
    if (!run.op)
        settle(run);
}

void BenchmarkRunner::finishStoppedCommand(Run& run, const OperationResult& result)
{
    if (run.step == Run::Step::Proofs && run.spec.mode == BenchSpec::Mode::Batch)
        recordParsed(run);
    if (run.step == Run::Step::Proofs && run.inFlightStatus) {
        BenchSample sample;
        sample.index = run.spec.mode == BenchSpec::Mode::Batch ? run.firstMissingIndex() : run.nextIndex;
        sample.phase = run.spec.counts.phaseOf(sample.index);
        sample.status = *run.inFlightStatus;
        sample.wallS = run.spec.mode == BenchSpec::Mode::Batch ? run.sinceProgress.elapsed() / 1000.0
                                                               : result.ms / 1000.0;
        if (sample.index > 0)
            record(run, sample);
    }
    // The group id may only now be known (the marker came with the last output): kill it.
    killRemote(run);
    settle(run);
}

void BenchmarkRunner::killRemote(Run& run)
{
    if (run.killOp || !run.group)
        return;
    OperationRequest request;
    request.kind = ssh::OperationKind::Exec;
    request.target = run.target.access;
    request.command = killCommand(*run.group);
    request.timeoutMs = 15000;
    appendLog(run, Stream::Info, Tr::tr("Stopping remote process group %1").arg(*run.group));
    run.killOp = m_engine.submit(request);
}

void BenchmarkRunner::settle(Run& run)
{
    if (!run.stopping || run.op || run.killOp)
        return;
    run.stopping = false;
    run.group.reset();
    if (run.afterKill == Run::AfterKill::NextProof) {
        ++run.nextIndex;
        startNextProof(run);
        return;
    }
    end(run, run.endState, run.endReason);
}

void BenchmarkRunner::onWatchdog()
{
    for (auto& [id, entry] : m_runs) {
        Run& run = *entry;
        if (run.step == Run::Step::Done)
            continue;
        if (!run.unsaved.isEmpty() &&
            run.unsaved.first().at.msecsTo(QDateTime::currentDateTimeUtc()) >= LogFlushMs)
            flushLog(run);
        if (run.stopping || !run.op)
            continue;
        const qint64 totalMs = qint64(run.spec.totalTimeoutS) * 1000;
        const qint64 proofMs = qint64(run.spec.proofTimeoutS) * 1000;
        if (totalMs > 0 && run.total.elapsed() >= totalMs) {
            stop(run, BenchRunState::Failed,
                 Tr::tr("the run took longer than its total timeout of %1 s").arg(run.spec.totalTimeoutS),
                 BenchSample::Status::TimedOut);
        } else if (proofMs > 0 && run.step == Run::Step::Proofs && run.sinceProgress.elapsed() >= proofMs) {
            if (run.spec.mode == BenchSpec::Mode::PerProof) {
                appendLog(run, Stream::Info,
                          Tr::tr("Proof %1 took longer than %2 s: stopped")
                              .arg(run.nextIndex)
                              .arg(run.spec.proofTimeoutS));
                stop(run, BenchRunState::Failed, {}, BenchSample::Status::TimedOut, true);
            } else {
                stop(run, BenchRunState::Failed,
                     Tr::tr("no proof finished within the proof timeout of %1 s").arg(run.spec.proofTimeoutS),
                     BenchSample::Status::TimedOut);
            }
        }
    }
}

void BenchmarkRunner::cancel(qint64 id)
{
    const auto it = m_runs.find(id);
    if (it == m_runs.end() || it->second->step == Run::Step::Done)
        return;
    Run& run = *it->second;
    appendLog(run, Stream::Info, Tr::tr("Cancelled by the operator"));
    stop(run, BenchRunState::Cancelled, Tr::tr("cancelled by the operator"), BenchSample::Status::Cancelled);
}

void BenchmarkRunner::cancelAll()
{
    for (const qint64 id : activeRuns())
        cancel(id);
}

void BenchmarkRunner::end(Run& run, BenchRunState state, const QString& reason)
{
    run.step = Run::Step::Done;
    // A batch that ran proofs side by side: its proofs per hour count them as overlapping.
    const std::optional<int> concurrency = run.parser ? run.parser->reportedConcurrency() : std::nullopt;
    run.parser.reset();
    if (concurrency && *concurrency > 1) {
        QJsonObject spec = run.spec.toJson();
        spec.insert(QStringLiteral("reported_concurrency"), *concurrency);
        if (BenchmarkStore store(m_db); !store.setRunSpec(run.id, spec))
            qWarning("benchmark run %lld: %s", run.id, qPrintable(store.error()));
    }
    const QString elapsed = QString::number(run.total.elapsed() / 1000.0, 'f', 1);
    appendLog(run, Stream::Info,
              reason.isEmpty()
                  ? Tr::tr("Run %1 after %2 s").arg(benchRunStateName(state), elapsed)
                  : Tr::tr("Run %1 after %2 s: %3").arg(benchRunStateName(state), elapsed, reason));
    flushLog(run);
    BenchmarkStore store(m_db);
    if (!store.finishRun(run.id, state, {}, reason))
        qWarning("benchmark run %lld: %s", run.id, qPrintable(store.error()));
    const qint64 id = run.id;
    Q_EMIT runFinished(id, state, reason);
    forgetOldRuns(id);
}

void BenchmarkRunner::forgetOldRuns(qint64 keep)
{
    // Ended runs stay here for their views (samples, log) until KeptEndedRuns newer ones ended;
    // the database has them all.
    int ended = 0;
    for (auto it = m_runs.rbegin(); it != m_runs.rend(); ++it)
        ended += it->second->step == Run::Step::Done ? 1 : 0;
    for (auto it = m_runs.begin(); it != m_runs.end() && ended > KeptEndedRuns;) {
        if (it->second->step == Run::Step::Done && it->first != keep) {
            it = m_runs.erase(it);
            --ended;
        } else {
            ++it;
        }
    }
}

bool BenchmarkRunner::isActive(qint64 id) const
{
    const auto it = m_runs.find(id);
    return it != m_runs.end() && it->second->step != Run::Step::Done;
}

QList<qint64> BenchmarkRunner::activeRuns() const
{
    QList<qint64> ids;
    for (const auto& [id, run] : m_runs) {
        if (run->step != Run::Step::Done)
            ids << id;
    }
    return ids;
}

std::vector<BenchSample> BenchmarkRunner::samples(qint64 id) const
{
    const auto it = m_runs.find(id);
    return it == m_runs.end() ? std::vector<BenchSample>() : it->second->samples;
}

QList<BenchLogLine> BenchmarkRunner::log(qint64 id) const
{
    const auto it = m_runs.find(id);
    return it == m_runs.end() ? QList<BenchLogLine>() : it->second->log;
}

} // namespace fleetdeck::bench
