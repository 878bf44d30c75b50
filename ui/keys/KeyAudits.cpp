// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyAudits.h"

#include "Async.h"

#include "keys/ConsoleKeys.h"

namespace fleetdeck::ui {

namespace {

/// The console's keys for a node. It reads key files and may ask the agent (up to a second): run
/// it with runGuarded().
ConsoleKeyList consoleKeysOf(const ssh::SshTarget& login)
{
    ConsoleKeyList found;
    for (const keys::ConsoleKey& k : keys::consoleKeysFor(login))
        found << qMakePair(k.fingerprint, k.source);
    return found;
}

} // namespace

KeyAudits::KeyAudits(EngineSource engine, QObject* parent)
    : QObject(parent)
    , m_engine(std::move(engine))
{}

bool KeyAudits::start(const Node& node, const ssh::SshTarget& login)
{
    if (isRunning(node.name))
        return true;
    if (!m_engine || !m_engine())
        return false;
    // The audit keeps the node's login and path as they are now.
    keys::KeyDeployer::Target target;
    target.node = node.name;
    target.access = login;
    target.remotePath = node.authorizedKeys;
    m_running.insert(target.node, QDateTime::currentDateTime());
    auto audit = [this, usual = login](keys::KeyDeployer::Target t) {
        runGuarded(
            this, [usual] { return consoleKeysOf(usual); },
            [this, t](const ConsoleKeyList& consoleKeys) { startDeployer(t, consoleKeys); });
    };
    if (!m_resolver) {
        audit(target);
        return true;
    }
    m_resolver->resolve(
        node, login, this,
        [audit, target](const ssh::SshTarget& resolved, const QList<secrets::SecretResult>&) mutable {
            target.access = resolved;
            audit(target);
        });
    return true;
}

void KeyAudits::startDeployer(keys::KeyDeployer::Target target, const ConsoleKeyList& consoleKeys)
{
    const QString node = target.node;
    ssh::SshEngine* engine = m_engine();
    if (!engine) { // it went while the console's keys were looked up
        m_running.remove(node);
        Q_EMIT abandoned(node);
        return;
    }
    for (const auto& k : consoleKeys)
        target.consoleFingerprints << k.first;
    auto* deployer = new keys::KeyDeployer(*engine, this);
    deployer->setTimeout(m_timeoutMs);
    connect(deployer, &keys::KeyDeployer::finished, this, [this, deployer, node, consoleKeys] {
        KeyAudit audit;
        audit.result = deployer->results().value(0);
        audit.consoleKeys = consoleKeys;
        audit.finishedAt = QDateTime::currentDateTime();
        deployer->deleteLater();
        m_running.remove(node);
        m_audits.insert(node, audit);
        Q_EMIT finished(node, audit.result);
    });
    deployer->start(keys::KeyChange{}, keys::KeyVerification{}, {target});
}

} // namespace fleetdeck::ui
