// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/StatusPoller.h"

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
    if (m_engine)
        connect(m_engine, &SshEngine::finished, this, &StatusPoller::onFinished);
}

StatusPoller::StatusPoller(SshEngine* engine, QObject* parent)
    : StatusPoller(engine, Options{}, parent)
{}

StatusPoller::~StatusPoller() = default;

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
    Entry entry{node, NodeHealth(m_options.failuresBeforeBad), ProofRate(), NodeStatus{}, 0};
    entry.status.name = node.name;
    m_entries.emplace(node.name, std::move(entry));
    m_generation.insert(node.name, m_nextGeneration++);
}

void StatusPoller::removeNode(const QString& name)
{
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
    m_inFlight.insert(m_engine->submit(std::move(request)), {name, Purpose::Status, generation});

    const bool probeSystem = m_options.systemProbeEvery > 0 && entry.polls % m_options.systemProbeEvery == 0;
    ++entry.polls;
    if (probeSystem) {
        OperationRequest probe;
        probe.kind = OperationKind::Exec;
        probe.target = target;
        // Through sh whatever the login shell is (fish and csh do not read POSIX sh).
        QString script = SystemInfo::command();
        script.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        probe.command = QStringLiteral("sh -c '") + script + QLatin1Char('\'');
        probe.timeoutMs = m_options.timeoutMs;
        probe.outputCap = 256 * 1024;
        m_inFlight.insert(m_engine->submit(std::move(probe)), {name, Purpose::System, generation});
    }
}

void StatusPoller::onFinished(const OperationResult& result)
{
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

    if (f.purpose == Purpose::System) {
        // A probe that could not run says nothing new: the status poll reports the connection.
        if (result.ok()) {
            s.system = SystemInfo::parse(result.exec.standardOutput);
            s.systemReport = result.exec.standardOutput;
        }
        markDirty(f.node);
        return;
    }

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
