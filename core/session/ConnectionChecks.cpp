// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/ConnectionChecks.h"

#include "Tr.h"

#include "fleet/NodeTargets.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshEngine.h"
#include "status/CuzkStatus.h"

#include <QLocale>

namespace fleetdeck::session {

ConnectionChecks::ConnectionChecks(QObject* parent)
    : QObject(parent)
    , m_knownHostsPath(ssh::SshTarget::defaultKnownHostsPath())
{}

void ConnectionChecks::setEngine(ssh::SshEngine* engine)
{
    if (m_engine)
        disconnect(m_engine, nullptr, this, nullptr);
    m_pending.clear();
    m_resolving.clear();
    m_engine = engine;
    if (m_engine)
        connect(m_engine, &ssh::SshEngine::finished, this, &ConnectionChecks::onEngineFinished);
}

QString ConnectionChecks::reasonFor(const ssh::OperationResult& result)
{
    return result.diagnosis ? result.diagnosis->message
                            : Tr::tr("Connection check passed in %1.").arg(formatMs(result.ms));
}

QString ConnectionChecks::formatMs(double ms)
{
    const QLocale locale;
    if (ms >= 1000)
        return Tr::tr("%1 s").arg(locale.toString(ms / 1000, 'f', 2));
    if (ms < 0.05)
        return Tr::tr("< 0.1 ms");
    if (ms >= 10)
        return Tr::tr("%1 ms").arg(locale.toString(ms, 'f', 0));
    return Tr::tr("%1 ms").arg(locale.toString(ms, 'f', 1));
}

ssh::SshTarget ConnectionChecks::targetFor(const Node& node, const QString& knownHostsPath)
{
    ssh::SshTarget target = fleet::NodeTargets::sshTarget(node, knownHostsPath, ssh::HostKeyPolicy::Ask);
    target.useAgent = true;
    target.useDefaultKeys = true;
    return target;
}

bool ConnectionChecks::start(const Node& node, const CheckOrigin& origin)
{
    if (!m_engine || isRunning(node.name))
        return false;
    const ssh::SshTarget target = targetFor(node, m_knownHostsPath);
    if (!m_resolver) {
        submit(node, target, origin);
        Q_EMIT started(node.name);
        return true;
    }
    const quint64 serial = ++m_lookupSerial;
    m_resolving.insert(node.name, serial);
    Q_EMIT started(node.name);
    m_resolver->resolve(node, target, this,
                        [this, node, origin, serial](const ssh::SshTarget& completed,
                                                     const QList<secrets::SecretResult>& problems) {
                            // Forgotten meanwhile (the node was edited or removed, the engine changed).
                            if (m_resolving.value(node.name) != serial)
                                return;
                            m_resolving.remove(node.name);
                            Q_EMIT secretsResolved(node.name);
                            if (!problems.isEmpty())
                                Q_EMIT secretsUnavailable(node.name, problems);
                            if (m_engine)
                                submit(node, completed, origin);
                        });
    return true;
}

void ConnectionChecks::submit(const Node& node, const ssh::SshTarget& target, const CheckOrigin& origin)
{
    ssh::OperationRequest request = fleet::NodeTargets::statusRequest(node, target, true);
    request.decode = &status::CuzkStatus::decode; // the check passes exactly what a poll accepts
    const quint64 id = m_engine->submit(std::move(request));
    m_pending.insert(id, {node.name, origin, node.host, node.port});
}

bool ConnectionChecks::trustAndRetry(const Node& node, const ssh::HostKeyInfo& key, bool replace,
                                     CheckOrigin origin, QString* error)
{
    if (!ssh::SshEngine::trustHostKey(key, m_knownHostsPath, replace, error))
        return false;
    origin.afterHostKeyDecision = true;
    start(node, origin);
    return true;
}

bool ConnectionChecks::isRunning(const QString& node) const
{
    if (m_resolving.contains(node))
        return true;
    for (const Pending& p : m_pending) {
        if (p.node == node)
            return true;
    }
    return false;
}

const ConnectionChecks::Record* ConnectionChecks::last(const QString& node) const
{
    const auto it = m_last.constFind(node);
    return it == m_last.cend() ? nullptr : &*it;
}

void ConnectionChecks::forget(const QString& node)
{
    m_last.remove(node);
    m_resolving.remove(node);
    m_pending.removeIf([&node](QHash<quint64, Pending>::iterator it) { return it->node == node; });
}

void ConnectionChecks::clear()
{
    m_last.clear();
    m_pending.clear();
    m_resolving.clear();
}

void ConnectionChecks::onEngineFinished(const ssh::OperationResult& result)
{
    const auto it = m_pending.find(result.id);
    if (it == m_pending.end())
        return;
    const Pending pending = *it;
    m_pending.erase(it);
    m_last.insert(pending.node, {result, QDateTime::currentDateTime(), pending.host, pending.port});
    Q_EMIT finished(pending.node, result, pending.origin);
}

} // namespace fleetdeck::session
