// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConnectionChecks.h"

#include "ssh/SshEngine.h"

namespace fleetdeck::ui {

ConnectionChecks::ConnectionChecks(QObject* parent)
    : QObject(parent)
    , m_knownHostsPath(ssh::SshTarget::defaultKnownHostsPath())
{}

void ConnectionChecks::setEngine(ssh::SshEngine* engine)
{
    if (m_engine)
        disconnect(m_engine, nullptr, this, nullptr);
    m_pending.clear();
    m_engine = engine;
    if (m_engine)
        connect(m_engine, &ssh::SshEngine::finished, this, &ConnectionChecks::onEngineFinished);
}

ssh::OperationRequest ConnectionChecks::requestFor(const Node& node, const QString& knownHostsPath)
{
    ssh::SshTarget target = ssh::SshTarget::forNode(node, knownHostsPath, ssh::HostKeyPolicy::Ask);
    target.useAgent = true;
    target.useDefaultKeys = true;
    return ssh::OperationRequest::forStatus(node, target, true);
}

bool ConnectionChecks::start(const Node& node, bool afterHostKeyDecision)
{
    if (!m_engine || isRunning(node.name))
        return false;
    const quint64 id = m_engine->submit(requestFor(node, m_knownHostsPath));
    m_pending.insert(id, {node.name, afterHostKeyDecision});
    Q_EMIT started(node.name);
    return true;
}

bool ConnectionChecks::trustAndRetry(const Node& node, const ssh::HostKeyInfo& key, bool replace,
                                     QString* error)
{
    if (!ssh::SshEngine::trustHostKey(key, m_knownHostsPath, replace, error))
        return false;
    start(node, true);
    return true;
}

bool ConnectionChecks::isRunning(const QString& node) const
{
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
    m_pending.removeIf([&node](QHash<quint64, Pending>::iterator it) { return it->node == node; });
}

void ConnectionChecks::clear()
{
    m_last.clear();
    m_pending.clear();
}

void ConnectionChecks::onEngineFinished(const ssh::OperationResult& result)
{
    const auto it = m_pending.find(result.id);
    if (it == m_pending.end())
        return;
    const Pending pending = *it;
    m_pending.erase(it);
    m_last.insert(pending.node, {result, QDateTime::currentDateTime()});
    Q_EMIT finished(pending.node, result, pending.afterHostKeyDecision);
}

} // namespace fleetdeck::ui
