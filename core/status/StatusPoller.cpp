// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/StatusPoller.h"

#include "base/ShellQuote.h"
#include "fleet/NodeTargets.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshEngine.h"
#include "status/StatusHistory.h"

namespace fleetdeck::status {

using namespace fleetdeck::ssh;

namespace {
constexpr qint64 kCompactEveryMs = 10 * 60 * 1000;
} // namespace

StatusPoller::StatusPoller(SshEngine* engine, Options options, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_options(std::move(options))
{
    if (m_options.knownHostsPath.isEmpty())
        m_options.knownHostsPath = SshTarget::defaultKnownHostsPath();
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &StatusPoller::tick);
    m_flushTimer.setSingleShot(true);
    connect(&m_flushTimer, &QTimer::timeout, this, &StatusPoller::flush);
    m_sliceTimer.setSingleShot(true);
    m_sliceTimer.setInterval(0);
    connect(&m_sliceTimer, &QTimer::timeout, this, &StatusPoller::pollSlice);
    m_clock.start();
    if (m_engine) {
        connect(m_engine, &SshEngine::finished, this, &StatusPoller::onFinished);
        if (m_options.systemProbeEvery > 0)
            connect(m_engine, &SshEngine::output, this, &StatusPoller::onProbeOutput);
    }
}

StatusPoller::StatusPoller(SshEngine* engine, QObject* parent)
    : StatusPoller(engine, Options{}, parent)
{}

StatusPoller::~StatusPoller()
{
    endSystemProbes();
}

void StatusPoller::setCredentialResolver(secrets::CredentialResolver* resolver)
{
    m_resolver = resolver;
}

void StatusPoller::setHistory(StatusHistory* history)
{
    m_history = history;
}

void StatusPoller::setLoginFor(LoginFor loginFor)
{
    m_loginFor = std::move(loginFor);
}

void StatusPoller::setNodes(const QList<Node>& nodes)
{
    QSet<QString> keep;
    for (const Node& n : nodes) {
        keep.insert(n.name);
        upsertNode(n);
    }
    QStringList gone;
    for (const auto& [name, entry] : m_entries) {
        if (!keep.contains(name))
            gone << name;
    }
    for (const QString& name : std::as_const(gone))
        removeNode(name);
}

void StatusPoller::upsertNode(const Node& node, const QString& oldName)
{
    if (!oldName.isEmpty() && oldName != node.name)
        removeNode(oldName);
    auto it = m_entries.find(node.name);
    if (it != m_entries.end()) {
        if (it->second.node == node)
            return;
        // A changed login or endpoint starts afresh: old answers no longer describe it.
        removeNode(node.name);
    }
    Entry entry(node, NodeHealth(m_options.failuresBeforeBad));
    entry.status.name = node.name;
    m_entries.emplace(node.name, std::move(entry));
    m_generation.insert(node.name, m_nextGeneration++);
}

void StatusPoller::removeNode(const QString& name)
{
    if (const auto it = m_entries.find(name); it != m_entries.end())
        endSystemProbe(it->second);
    m_entries.erase(name);
    m_generation.remove(name);
    m_busy.remove(name);
    m_dirty.remove(name);
    m_polled.remove(name);
}

void StatusPoller::setInterval(int ms)
{
    m_options.intervalMs = qMax(500, ms);
    if (m_timer.isActive()) {
        m_timer.start(m_options.intervalMs);
    }
    endSystemProbes(); // restarted at each node's next poll, at the new period
}

void StatusPoller::start()
{
    m_timer.start(m_options.intervalMs);
    tick();
}

void StatusPoller::stop()
{
    m_timer.stop();
    m_sliceTimer.stop();
    m_pollQueue.clear();
    m_queued.clear();
    endSystemProbes();
}

QDateTime StatusPoller::nextPollAt() const
{
    if (!m_timer.isActive())
        return {};
    return QDateTime::currentDateTimeUtc().addMSecs(m_timer.remainingTime());
}

void StatusPoller::refreshNow(const QStringList& names)
{
    if (names.isEmpty()) {
        if (m_timer.isActive())
            m_timer.start(m_options.intervalMs);
        tick();
        return;
    }
    Q_EMIT roundStarted();
    for (const QString& name : names)
        enqueue(name);
    pollSlice();
}

void StatusPoller::enqueue(const QString& name)
{
    if (!m_queued.contains(name) && m_entries.count(name)) {
        m_queued.insert(name);
        m_pollQueue.append(name);
    }
}

void StatusPoller::pollSlice()
{
    // A round of a thousand nodes goes out in slices, each its own turn of the event loop: the
    // window stays responsive while it is handed to the engine, and all of it is out within
    // milliseconds all the same.
    for (int n = 0; n < kPollsPerSlice && !m_pollQueue.isEmpty(); ++n) {
        const QString name = m_pollQueue.takeFirst();
        m_queued.remove(name);
        auto it = m_entries.find(name);
        if (it != m_entries.end())
            pollNode(it->second);
    }
    if (!m_pollQueue.isEmpty())
        m_sliceTimer.start();
}

void StatusPoller::tick()
{
    Q_EMIT roundStarted();
    for (const auto& [name, entry] : m_entries)
        enqueue(name);
    pollSlice();
    if (m_history) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (!m_lastCompaction.isValid() || m_lastCompaction.msecsTo(now) > kCompactEveryMs) {
            m_history->compact(now);
            m_lastCompaction = now;
        }
    }
}

void StatusPoller::pollNode(Entry& entry)
{
    const QString name = entry.node.name;
    if (!m_engine || m_busy.contains(name))
        return; // the previous poll of this node is still out; its deadline ends it
    m_busy.insert(name);
    const SshTarget target = m_loginFor ? m_loginFor(entry.node)
                                        : fleet::NodeTargets::sshTarget(entry.node, m_options.knownHostsPath,
                                                                        HostKeyPolicy::Strict);
    if (!m_resolver) {
        submit(entry, target);
        return;
    }
    const quint64 generation = m_generation.value(name);
    // A poll never waits for a slow keychain unless the node's key needs its passphrase.
    m_resolver->resolve(
        entry.node, target, this,
        [this, name, generation](const SshTarget& resolved, const QList<secrets::SecretResult>&) {
            auto it = m_entries.find(name);
            if (it == m_entries.end() || m_generation.value(name) != generation)
                return;
            submit(it->second, resolved);
        },
        secrets::CredentialResolver::Pending::ServeKeyLogins);
}

void StatusPoller::submit(Entry& entry, const SshTarget& target)
{
    const QString name = entry.node.name;
    const quint64 generation = m_generation.value(name);
    OperationRequest request = fleet::NodeTargets::statusRequest(entry.node, target, false);
    request.timeoutMs = m_options.timeoutMs;
    request.decode = &CuzkStatus::decode;
    // The next round: its channel is opened ahead.
    if (m_timer.isActive())
        request.nextRequestInMs = m_timer.remainingTime();
    else if (m_nextRoundInMs >= 0)
        request.nextRequestInMs = m_nextRoundInMs;
    m_inFlight.insert(m_engine->submit(std::move(request)), {name, generation});

    ++entry.polls;
    if (m_options.systemProbeEvery > 0)
        keepSystemProbe(entry, target);
}

void StatusPoller::keepSystemProbe(Entry& entry, const SshTarget& target)
{
    const qint64 now = m_clock.elapsed();
    if (entry.probe) {
        // Silent for two periods beyond a poll's deadline (a driver wedged past its timeout, a
        // stopped process): ended, and the next period starts another.
        if (now - entry.probeReportAtMs > 2 * entry.probePeriodMs + m_options.timeoutMs)
            endSystemProbe(entry);
        return;
    }
    const int every = m_options.systemProbeEvery;
    if (entry.probeStartedAtPoll >= 0 && entry.polls - entry.probeStartedAtPoll < every)
        return; // one that ended (a failed login, a lost session) is started again a period later
    OperationRequest probe;
    probe.kind = OperationKind::Exec;
    probe.target = target;
    entry.probePeriodMs = qint64(every) * m_options.intervalMs;
    // Through sh whatever the login shell is (fish and csh do not read POSIX sh).
    probe.command = QStringLiteral("sh -c ") +
                    shellQuote(SystemInfo::streamCommand(int((entry.probePeriodMs + 999) / 1000)));
    probe.timeoutMs = 24 * 3600 * 1000; // then it ends, and the next period starts another
    probe.streamOutput = true;
    probe.outputCap = 64 * 1024; // the reports travel as chunks; the result keeps a diagnosis
    entry.probe = m_engine->submit(std::move(probe));
    entry.probeTarget = target;
    entry.probeStartedAtPoll = entry.polls;
    entry.probeReportAtMs = now;
    entry.probeBuffer.clear();
    m_probes.insert(entry.probe, entry.node.name);
}

void StatusPoller::onProbeOutput(quint64 id, bool isStderr, const QByteArray& data)
{
    const auto p = m_probes.constFind(id);
    if (p == m_probes.cend() || isStderr)
        return;
    const auto it = m_entries.find(*p);
    if (it == m_entries.end())
        return;
    Entry& entry = it->second;
    entry.probeBuffer += data;
    const QByteArray end = SystemInfo::reportEnd();
    const qsizetype at = entry.probeBuffer.lastIndexOf(end);
    if (at < 0) {
        if (entry.probeBuffer.size() > 256 * 1024)
            entry.probeBuffer.clear(); // not a report: nothing in it is kept
        return;
    }
    // The newest complete report; one cut short by a session that died and came back is
    // skipped by starting at the last report's first line.
    QByteArray report = entry.probeBuffer.first(at + end.size());
    entry.probeBuffer.remove(0, at + end.size());
    const qsizetype begin = report.lastIndexOf(QByteArrayLiteral("@@fleetdeck-probe gpus\n"));
    if (begin > 0)
        report.remove(0, begin);
    const bool first = !entry.status.system;
    entry.status.system = SystemInfo::parse(report);
    entry.status.systemReport = report;
    entry.probeReportAtMs = m_clock.elapsed();
    // Reports arrive one node at a time, spread over the period: each rides with the next batch
    // of poll results (within an interval), the first of a node batched in a moment.
    m_dirty.insert(*p);
    if (first && !m_flushTimer.isActive())
        m_flushTimer.start(m_options.coalesceMs);
}

void StatusPoller::endSystemProbe(Entry& entry)
{
    if (!entry.probe)
        return;
    m_probes.remove(entry.probe);
    if (m_engine)
        m_engine->cancel(entry.probeTarget, entry.probe);
    entry.probe = 0;
    entry.probeBuffer.clear();
}

void StatusPoller::endSystemProbes()
{
    for (auto& [name, entry] : m_entries) {
        endSystemProbe(entry);
        entry.probeStartedAtPoll = -1;
    }
}

void StatusPoller::onFinished(const OperationResult& result)
{
    if (const auto p = m_probes.constFind(result.id); p != m_probes.cend()) {
        // A system probe ended (its session was lost, its login failed, the node restarted):
        // what it reported stays; the next period starts another.
        if (const auto it = m_entries.find(*p); it != m_entries.end() && it->second.probe == result.id) {
            it->second.probe = 0;
            it->second.probeBuffer.clear();
        }
        m_probes.erase(p);
        return;
    }
    const auto flight = m_inFlight.constFind(result.id);
    if (flight == m_inFlight.cend())
        return;
    const Flight f = *flight;
    m_inFlight.erase(flight);
    auto it = m_entries.find(f.node);
    if (it == m_entries.end() || m_generation.value(f.node) != f.generation)
        return;
    Entry& entry = it->second;
    NodeStatus& s = entry.status;

    m_busy.remove(f.node);
    m_polled.insert(f.node);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    s.lastPolled = now;
    std::optional<Diagnosis> failure = result.diagnosis;
    std::optional<CuzkStatus> cuzk;
    const QByteArray& body =
        result.kind == OperationKind::HttpGet ? result.http.body : result.exec.standardOutput;
    if (result.ok()) {
        const QVariant decoded = result.decoded.isValid() ? result.decoded : CuzkStatus::decode(body);
        if (decoded.metaType() == QMetaType::fromType<CuzkStatus>())
            cuzk = decoded.value<CuzkStatus>();
        else
            failure = Diagnosis::make(QStringLiteral("status_parse_error"), decoded.toString(),
                                      Diagnosis::Stage::Parse);
    }
    const std::optional<CuzkSummary> summary =
        cuzk ? std::optional<CuzkSummary>(cuzk->summary()) : std::nullopt;
    entry.health.update(summary, failure, result.freshLoginFailure);
    s.state = entry.health.state();
    s.diagnosis = entry.health.diagnosis();
    s.degradedReasons = entry.health.degradedReasons();
    s.suppressing = entry.health.isSuppressing();
    s.consecutiveFailures = entry.health.consecutiveFailures();
    if (cuzk) {
        s.cuzk = std::move(cuzk);
        s.document = body;
        s.latencyMs = result.ms;
        s.lastSeen = now;
        entry.rate.add(now, summary->totalCompleted);
        s.proofsPerHour = entry.rate.perHour();
    }
    Q_EMIT polled(s, result);
    markDirty(f.node);
}

void StatusPoller::markDirty(const QString& name)
{
    m_dirty.insert(name);
    // Flush once every answer of the round is in, or after the coalescing delay at the latest.
    if (m_inFlight.isEmpty()) {
        m_flushTimer.stop();
        flush();
    } else if (!m_flushTimer.isActive()) {
        m_flushTimer.start(m_options.coalesceMs);
    }
}

void StatusPoller::flush()
{
    if (m_dirty.isEmpty())
        return;
    QList<NodeStatus> batch;
    batch.reserve(m_dirty.size());
    QList<QPair<qint64, StatusSample>> samples;
    for (const QString& name : std::as_const(m_dirty)) {
        const auto it = m_entries.find(name);
        if (it == m_entries.end())
            continue;
        const NodeStatus& s = it->second.status;
        batch << s;
        if (m_history && it->second.node.id > 0 && m_polled.contains(name)) {
            StatusSample sample;
            sample.at = s.lastPolled;
            sample.ok = s.lastSeen == s.lastPolled;
            if (sample.ok && s.cuzk) {
                sample.queueDepth = s.cuzk->queueDepth;
                sample.totalCompleted = double(s.cuzk->totalCompleted);
                sample.totalFailed = double(s.cuzk->totalFailed);
                sample.memoryUsedBytes = double(s.cuzk->memoryUsedBytes);
                sample.memoryTotalBytes = double(s.cuzk->memoryTotalBytes);
                sample.latencyMs = s.latencyMs;
            }
            samples.append({it->second.node.id, sample});
        }
    }
    m_dirty.clear();
    m_polled.clear();
    if (m_history && !samples.isEmpty())
        m_history->record(samples);
    if (!batch.isEmpty())
        Q_EMIT updated(batch);
}

const NodeStatus* StatusPoller::status(const QString& name) const
{
    const auto it = m_entries.find(name);
    return it == m_entries.end() ? nullptr : &it->second.status;
}

QList<NodeStatus> StatusPoller::statuses() const
{
    QList<NodeStatus> all;
    for (const auto& [name, entry] : m_entries)
        all << entry.status;
    return all;
}

} // namespace fleetdeck::status
