// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/ConsoleKeys.h"

#include "base/AgentKeys.h"
#include "base/KeyFile.h"
#include "base/PublicKey.h"
#include "keys/DeploymentLog.h"
#include "keys/KeyDeployment.h"
#include "ssh/LoginResolution.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace fleetdeck::keys {

QList<ConsoleKey> consoleKeysFor(const ssh::SshTarget& login)
{
    QList<ConsoleKey> keys;
    auto only = [&login] {
        ssh::SshTarget t = login;
        t.identity.reset();
        t.password.reset();
        t.useAgent = false;
        t.useDefaultKeys = false;
        t.requiredKeyBlob.reset();
        return t;
    };
    auto addFile = [&](const QString& path) {
        const PrivateKeyInfo info = inspectPrivateKey(path);
        if (info.fingerprint.isEmpty())
            return;
        ssh::SshTarget t = only();
        t.identity = path;
        t.passphrase = login.passphrase;
        keys << ConsoleKey{info.fingerprint, path, t};
    };
    if (login.identity) {
        addFile(*login.identity);
        return keys;
    }
    // The files the login really tries: a node that honours ~/.ssh/config logs in with its
    // IdentityFiles (in order), not only with the default keys.
    QStringList files;
    QList<QByteArray> filesBlobs;
    bool identitiesOnly = false;
    QString error;
    if (const std::optional<ssh::ResolvedLogin> resolved = ssh::resolveLogin(login, &error)) {
        files = resolved->identityFiles;
        identitiesOnly = resolved->identitiesOnly;
    } else if (login.useDefaultKeys) {
        files = ssh::defaultIdentityFiles();
    }
    if (identitiesOnly) {
        for (const QString& path : std::as_const(files)) {
            QFile pub(path + QStringLiteral(".pub"));
            if (!pub.open(QIODevice::ReadOnly))
                continue;
            if (const std::optional<PublicKey> key = PublicKey::parseLine(pub.readLine().trimmed()))
                filesBlobs << key->blob();
        }
    }
    if (login.useAgent && !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK")) {
        const AgentListing agent = listAgentKeys(QString(), 1000);
        for (const AgentKey& k : agent.keys) {
            if (identitiesOnly && !filesBlobs.contains(k.blob))
                continue;
            ssh::SshTarget t = only();
            t.useAgent = true;
            t.requiredKeyBlob = k.blob;
            keys << ConsoleKey{k.fingerprint, QStringLiteral("ssh-agent"), t};
        }
    }
    for (const QString& path : std::as_const(files)) {
        if (QFileInfo::exists(path))
            addFile(path);
    }
    return keys;
}

DeploymentRecord deploymentRecord(const KeyChange& change, const KeyNodeResult& result)
{
    DeploymentRecord r;
    r.node = result.node;
    r.at = QDateTime::currentDateTimeUtc();
    r.action = change.kind == KeyChange::Kind::Remove ? QStringLiteral("remove")
               : change.repair                        ? QStringLiteral("repair")
                                                      : QStringLiteral("deploy");
    r.keyFingerprint = change.targetFingerprint();
    r.keyComment = change.key.comment();
    r.result = result.result;
    r.remotePath = result.path.isEmpty() ? result.configuredPath : result.path;
    r.beforeSha256 = result.beforeSha256;
    r.afterSha256 = result.afterSha256;
    r.findings = result.findings;
    if (result.diagnosis) {
        r.diagnosisCode = result.diagnosis->code;
        r.diagnosisDetail = result.diagnosis->detail;
    }
    if (result.platform) {
        const PlatformAttachment& a = *result.platform;
        r.platform = a.provider;
        r.platformResult = a.result;
        if (a.result == QLatin1String("failed"))
            r.platformDetail = a.code + QStringLiteral(": ") + a.detail;
        else if (a.result == QLatin1String("skipped") || a.result == QLatin1String("not_attached"))
            r.platformDetail = a.message;
        else if (a.result == QLatin1String("detached"))
            r.platformDetail = a.detail;
    }
    return r;
}

} // namespace fleetdeck::keys
