// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyDeployBatch.h"

#include "ConnectionChecks.h"
#include "Tr.h"

#include "base/KeyFile.h"
#include "fleet/Inventory.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshEngine.h"

#include <QHash>

namespace fleetdeck::session {

using keys::KeyDeployer;
using keys::KeyNodeResult;

KeyDeployBatch::KeyDeployBatch(ssh::SshEngine& engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
    , m_knownHostsPath(ssh::SshTarget::defaultKnownHostsPath())
{}

KeyDeployBatch::~KeyDeployBatch() = default;

ssh::SshTarget KeyDeployBatch::accessTarget(const Node& node, const QString& knownHostsPath,
                                            const DeployAccess& access)
{
    ssh::SshTarget t = ConnectionChecks::targetFor(node, knownHostsPath);
    switch (access.mode) {
    case DeployAccess::Mode::NodeLogin:
        break;
    case DeployAccess::Mode::KeyFile:
        t.identity = access.keyPath;
        t.passphrase = access.passphrase;
        t.password.reset();
        t.useAgent = false;
        t.useDefaultKeys = false;
        break;
    case DeployAccess::Mode::Agent:
        t.identity.reset();
        t.passphrase.reset();
        t.password.reset();
        t.useAgent = true;
        t.useDefaultKeys = false;
        break;
    case DeployAccess::Mode::Password:
        // Only the password: a key offered first could use up the server's MaxAuthTries.
        t.identity.reset();
        t.passphrase.reset();
        t.useAgent = false;
        t.useDefaultKeys = false;
        t.password = access.password;
        break;
    }
    return t;
}

void KeyDeployBatch::start(const QStringList& nodes, const DeployAccess& access,
                           const keys::KeyChange& change, const keys::KeyVerification& verification)
{
    if (m_deployer) {
        // The old batch may be the one whose signal got us here: let it finish unwinding.
        m_deployer->cancel();
        m_deployer->disconnect(this);
        m_deployer.release()->deleteLater();
    }
    const quint64 serial = ++m_serial;
    m_nodes = nodes;
    m_change = change;
    m_verification = verification;
    m_targets.clear();
    m_missing.clear();
    m_resolving = 0;
    m_running = true;
    m_cancelled = false;

    for (const QString& name : nodes) {
        const std::optional<Node> node = m_inventory ? m_inventory->find(name) : std::nullopt;
        if (!node) {
            m_missing << missingNode(name);
            continue;
        }
        KeyDeployer::Target target;
        target.node = name;
        target.access = accessTarget(*node, m_knownHostsPath, access);
        target.remotePath = node->authorizedKeys;
        target.provider = node->provider;
        target.providerId = node->providerId.value_or(QString());
        if (node->identity) {
            const PrivateKeyInfo info = inspectPrivateKey(*node->identity);
            if (!info.fingerprint.isEmpty())
                target.consoleFingerprints << info.fingerprint;
        }
        m_targets << target;
        if (access.mode != DeployAccess::Mode::NodeLogin || !m_resolver)
            continue;
        // The node's own login, with what the keychain holds for it, as a check would log in.
        ++m_resolving;
        const qsizetype index = m_targets.size() - 1;
        m_resolver->resolve(
            *node, target.access, this,
            [this, serial, index](const ssh::SshTarget& completed, const QList<secrets::SecretResult>&) {
                if (serial != m_serial)
                    return;
                m_targets[index].access = completed;
                if (--m_resolving == 0)
                    launch(serial);
            });
    }
    if (m_resolving == 0)
        QMetaObject::invokeMethod(
            this, [this, serial] { launch(serial); }, Qt::QueuedConnection);
}

void KeyDeployBatch::launch(quint64 serial)
{
    if (serial != m_serial)
        return;
    for (const KeyNodeResult& r : std::as_const(m_missing))
        Q_EMIT nodeFinished(r);
    if (m_cancelled || m_targets.isEmpty()) {
        for (const KeyDeployer::Target& t : std::as_const(m_targets)) {
            KeyNodeResult r;
            r.node = t.node;
            r.result = QStringLiteral("failed");
            r.dryRun = m_change.dryRun;
            r.configuredPath = t.remotePath;
            r.diagnosis = Diagnosis::make(QStringLiteral("timeout"),
                                          QStringLiteral("cancelled before anything was read"));
            r.diagnosis->message = Tr::tr("Cancelled before anything was written.");
            m_missing << r;
            Q_EMIT nodeFinished(r);
        }
        m_targets.clear();
        m_running = false;
        Q_EMIT finished();
        return;
    }
    m_deployer = std::make_unique<KeyDeployer>(m_engine);
    if (m_timeoutMs > 0)
        m_deployer->setTimeout(m_timeoutMs);
    if (m_platform)
        m_deployer->addPlatform(m_platform);
    connect(m_deployer.get(), &KeyDeployer::stepChanged, this, &KeyDeployBatch::stepChanged);
    connect(m_deployer.get(), &KeyDeployer::nodeFinished, this, &KeyDeployBatch::nodeFinished);
    connect(m_deployer.get(), &KeyDeployer::finished, this, [this] {
        m_running = false;
        Q_EMIT finished();
    });
    m_deployer->start(m_change, m_verification, m_targets);
}

void KeyDeployBatch::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_deployer)
        m_deployer->cancel();
}

QList<KeyNodeResult> KeyDeployBatch::results() const
{
    QHash<QString, KeyNodeResult> byNode;
    for (const KeyNodeResult& r : m_missing)
        byNode.insert(r.node, r);
    if (m_deployer) {
        for (const KeyNodeResult& r : m_deployer->results())
            byNode.insert(r.node, r);
    }
    QList<KeyNodeResult> out;
    for (const QString& name : m_nodes) {
        if (byNode.contains(name))
            out << byNode.value(name);
    }
    return out;
}

KeyNodeResult KeyDeployBatch::missingNode(const QString& name) const
{
    KeyNodeResult r;
    r.node = name;
    r.result = QStringLiteral("failed");
    r.dryRun = m_change.dryRun;
    Diagnosis d;
    d.code = QStringLiteral("not_found");
    d.stage = Diagnosis::Stage::Resolve;
    d.message = Tr::tr("%1 is no longer in the inventory.").arg(name);
    d.hint = Tr::tr("Choose the nodes again on the Targets page.");
    d.detail = QStringLiteral("no node called %1 in the open database").arg(name);
    r.diagnosis = d;
    return r;
}

} // namespace fleetdeck::session
