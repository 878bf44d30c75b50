// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "keys/KeyDeployer.h"
#include "keys/KeyDeployment.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>

#include <functional>

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::ui {

/// The console's keys for a node: each key's fingerprint and where it comes from (a key file's path,
/// or the agent). Never the logins' secrets.
using ConsoleKeyList = QList<QPair<QString, QString>>;

/// What is remembered of one node's newest key audit.
struct KeyAudit
{
    keys::KeyNodeResult result;
    ConsoleKeyList consoleKeys;
    QDateTime finishedAt;
    bool valid() const { return finishedAt.isValid(); }
};

/// Runs audits of nodes' authorized_keys and keeps each node's newest. An audit logs in as the
/// console does, reads the file over SFTP and changes nothing; nothing of it waits on the GUI
/// thread (the console's keys are looked up with runGuarded(), the file is read by a KeyDeployer on
/// the engine). An audit ends for its node even when the window shows another one by then.
class KeyAudits : public QObject
{
    Q_OBJECT

public:
    using EngineSource = std::function<ssh::SshEngine*()>;

    explicit KeyAudits(EngineSource engine, QObject* parent = nullptr);

    /// Completes the login with the keychain's secrets before each audit.
    void setResolver(secrets::CredentialResolver* resolver) { m_resolver = resolver; }
    /// Deadline of an audit's login and read.
    void setTimeout(int ms) { m_timeoutMs = ms; }

    /// Starts auditing `node` with `login`, unless it is being audited; false when there is no
    /// engine to run it on.
    bool start(const Node& node, const ssh::SshTarget& login);
    bool isRunning(const QString& node) const { return m_running.contains(node); }
    /// When the running audit of `node` started; invalid when none runs.
    QDateTime startedAt(const QString& node) const { return m_running.value(node); }
    /// The newest audit of `node`; not valid() when it was never audited.
    KeyAudit newest(const QString& node) const { return m_audits.value(node); }
    /// Drops the newest audit of `node` (it read another file than the node's now).
    void forget(const QString& node) { m_audits.remove(node); }

Q_SIGNALS:
    /// An audit ended and is now the newest of its node.
    void finished(const QString& node, const fleetdeck::keys::KeyNodeResult& result);
    /// An audit ended without a result: the engine went while it was being prepared.
    void abandoned(const QString& node);

private:
    void startDeployer(keys::KeyDeployer::Target target, const ConsoleKeyList& consoleKeys);

    EngineSource m_engine;
    QPointer<secrets::CredentialResolver> m_resolver;
    int m_timeoutMs = 30000;
    QHash<QString, KeyAudit> m_audits;
    QHash<QString, QDateTime> m_running; ///< node -> when its audit started
};

} // namespace fleetdeck::ui
