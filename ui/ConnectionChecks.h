// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/Node.h"
#include "ssh/SshEngine.h"
#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>

namespace fleetdeck::ui {

/// The connection checks the window runs through the SSH engine: at most one per node at a time,
/// the newest result of each node, and which check is the retry after a host-key decision.
/// Nothing here waits: requests go to the engine, results come back through finished().
class ConnectionChecks : public QObject
{
    Q_OBJECT

public:
    struct Record
    {
        ssh::OperationResult result;
        QDateTime finishedAt;
    };

    explicit ConnectionChecks(QObject* parent = nullptr);

    /// The engine is not owned; results of requests that others submitted to it are ignored.
    void setEngine(ssh::SshEngine* engine);
    ssh::SshEngine* engine() const { return m_engine; }
    void setKnownHostsPath(const QString& path) { m_knownHostsPath = path; }
    QString knownHostsPath() const { return m_knownHostsPath; }

    /// The check of `node`: its login with host-key policy ask, then its status request.
    static ssh::OperationRequest requestFor(const Node& node, const QString& knownHostsPath);

    /// Submits the node's check; false without an engine or while one for the node still runs.
    /// `afterHostKeyDecision` marks the retry after the operator trusted the node's key.
    bool start(const Node& node, bool afterHostKeyDecision = false);
    /// Records the operator's trust in `key` (replacing the host's old entries when the key
    /// changed) and checks the node once more; false, with the reason, if known_hosts could not
    /// be written.
    bool trustAndRetry(const Node& node, const ssh::HostKeyInfo& key, bool replace, QString* error);
    bool isRunning(const QString& node) const;
    /// The node's newest result, or nullptr.
    const Record* last(const QString& node) const;
    /// Forgets the node's result and ignores a check of it still running (the node was edited).
    void forget(const QString& node);
    void clear();

Q_SIGNALS:
    void started(const QString& node);
    void finished(const QString& node, const fleetdeck::ssh::OperationResult& result,
                  bool afterHostKeyDecision);

private:
    struct Pending
    {
        QString node;
        bool afterHostKeyDecision = false;
    };

    void onEngineFinished(const ssh::OperationResult& result);

    QPointer<ssh::SshEngine> m_engine;
    QString m_knownHostsPath;
    QHash<quint64, Pending> m_pending;
    QHash<QString, Record> m_last;
};

} // namespace fleetdeck::ui
