// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "ssh/SshTypes.h"
#include "status/NodeHealth.h"
#include "status/NodeStatus.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::secrets {
class CredentialResolver;
}

namespace fleetdeck::status {

class StatusHistory;

/// Polls every node's status through the SSH engine: all nodes concurrently, each with its
/// deadline, at a fixed interval and on demand; the system probe every Nth poll. Results are
/// coalesced and handed out in batches (updated()), never one signal per node per poll.
class StatusPoller : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        int intervalMs = 10000;
        int timeoutMs = 8000; ///< per node and poll
        /// The system probe reports every N poll intervals (0: never). It runs as one exec per
        /// node that writes a report each period for as long as the node's session lives.
        int systemProbeEvery = 6;
        int failuresBeforeBad = 2;
        int coalesceMs = 100;   ///< results wait at most this long to join a batch
        QString knownHostsPath; ///< empty: SshTarget::defaultKnownHostsPath()
    };

    StatusPoller(ssh::SshEngine* engine, Options options, QObject* parent = nullptr);
    explicit StatusPoller(ssh::SshEngine* engine, QObject* parent = nullptr);
    ~StatusPoller() override;

    /// Fills logins with stored secrets before polling (not owned; optional).
    void setCredentialResolver(secrets::CredentialResolver* resolver);
    /// Records each batch into the history (not owned; optional).
    void setHistory(StatusHistory* history);
    /// How a node is logged in to. Default: its own login, this poller's known_hosts, strict host
    /// keys. The CLI passes the logins its options and the keychain made.
    using LoginFor = std::function<ssh::SshTarget(const Node&)>;
    void setLoginFor(LoginFor loginFor);
    /// For a poller driven by refreshNow() alone (no periodic timer): when the caller's next round
    /// starts, so that each node's next channel is opened ahead as under the timer. -1: none follows.
    void setNextRoundInMs(int ms) { m_nextRoundInMs = ms; }

    /// The nodes to poll. Nodes that are gone are forgotten; new ones are polled at the next tick.
    void setNodes(const QList<Node>& nodes);
    void upsertNode(const Node& node, const QString& oldName = {});
    void removeNode(const QString& name);

    void setInterval(int ms);
    int interval() const { return m_options.intervalMs; }
    const Options& options() const { return m_options; }

    void start();
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    /// Polls now the named nodes (all when empty); the periodic schedule restarts from now.
    void refreshNow(const QStringList& names = {});
    /// When the next periodic poll starts; invalid when stopped.
    QDateTime nextPollAt() const;
    int inFlight() const { return int(m_inFlight.size()); }
    /// System probes running (one long-running exec per node, see Options::systemProbeEvery).
    int systemProbes() const { return int(m_probes.size()); }

    const NodeStatus* status(const QString& name) const;
    QList<NodeStatus> statuses() const;

Q_SIGNALS:
    /// Coalesced results: every node whose status changed since the previous batch.
    void updated(const QList<fleetdeck::status::NodeStatus>& batch);
    /// A poll round began (periodic or refresh-now).
    void roundStarted();
    /// One node's status poll ended: its status after it and the engine's answer, for callers
    /// that report each poll as it was (the CLI). Sent before the batch that carries it.
    void polled(const fleetdeck::status::NodeStatus& status, const fleetdeck::ssh::OperationResult& result);

private:
    struct Entry
    {
        Entry(Node n, NodeHealth h)
            : node(std::move(n))
            , health(std::move(h))
        {}
        Node node;
        NodeHealth health;
        ProofRate rate;
        NodeStatus status;
        int polls = 0;
        // The node's system probe: its operation (0: none running), the login it runs on, the
        // poll that started it (-1: start at the next poll), when it last reported, its period,
        // and what arrived of a report not yet complete.
        quint64 probe = 0;
        ssh::SshTarget probeTarget;
        int probeStartedAtPoll = -1;
        qint64 probeReportAtMs = 0;
        qint64 probePeriodMs = 0;
        QByteArray probeBuffer;
    };
    struct Flight
    {
        QString node;
        quint64 generation; ///< of the node's entry; a renamed or removed node's answers are dropped
    };

    void tick();
    void enqueue(const QString& name);
    void pollSlice();
    static constexpr int kPollsPerSlice = 64;
    void pollNode(Entry& entry);
    void submit(Entry& entry, const ssh::SshTarget& target);
    void onFinished(const ssh::OperationResult& result);
    void keepSystemProbe(Entry& entry, const ssh::SshTarget& target);
    void onProbeOutput(quint64 id, bool isStderr, const QByteArray& data);
    void endSystemProbe(Entry& entry);
    void endSystemProbes();
    void markDirty(const QString& name);
    void flush();

    QPointer<ssh::SshEngine> m_engine;
    Options m_options;
    QPointer<secrets::CredentialResolver> m_resolver;
    StatusHistory* m_history = nullptr;
    LoginFor m_loginFor;
    int m_nextRoundInMs = -1;
    std::map<QString, Entry> m_entries;
    QHash<QString, quint64> m_generation;
    quint64 m_nextGeneration = 1;
    QHash<quint64, Flight> m_inFlight;
    QHash<quint64, QString> m_probes; ///< running system probes: operation → node
    QElapsedTimer m_clock;
    QSet<QString> m_busy; ///< nodes whose status request is out (or resolving)
    QSet<QString> m_dirty;
    QSet<QString> m_polled; ///< nodes whose status poll ended since the last batch (for the history)
    QTimer m_timer;
    QTimer m_flushTimer;
    QTimer m_sliceTimer;     ///< the next slice of a round (pollSlice())
    QStringList m_pollQueue; ///< nodes of the round not handed to the engine yet
    QSet<QString> m_queued;
    QDateTime m_lastCompaction;
};

} // namespace fleetdeck::status
