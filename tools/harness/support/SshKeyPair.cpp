// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/SshKeyPair.h"

#include "support/OpenSshInstallation.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace fleetdeck {

SshKeyPair SshKeyPair::generate(const QString& privateKeyPath, const QString& comment)
{
    SshKeyPair pair;
    pair.m_privateKeyPath = QFileInfo(privateKeyPath).absoluteFilePath();
    // ssh-keygen would ask "Overwrite (y/n)?" and read the answer from stdin.
    if (QFileInfo::exists(pair.privateKeyPath()) || QFileInfo::exists(pair.publicKeyPath())) {
        pair.m_errorString = QStringLiteral("%1 already exists").arg(pair.privateKeyPath());
        return pair;
    }
    QProcess keygen;
    keygen.setStandardInputFile(QProcess::nullDevice());
    keygen.start(OpenSshInstallation::sshKeygen(),
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                  QString(), QStringLiteral("-C"), comment, QStringLiteral("-f"), pair.privateKeyPath()});
    if (!keygen.waitForFinished(30000) || keygen.exitStatus() != QProcess::NormalExit ||
        keygen.exitCode() != 0) {
        pair.m_errorString = QStringLiteral("ssh-keygen failed for %1: %2 %3")
                                 .arg(pair.privateKeyPath(), keygen.errorString(),
                                      QString::fromLocal8Bit(keygen.readAllStandardError()).trimmed());
        return pair;
    }
    return load(pair.privateKeyPath());
}

SshKeyPair SshKeyPair::load(const QString& privateKeyPath)
{
    SshKeyPair pair;
    pair.m_privateKeyPath = QFileInfo(privateKeyPath).absoluteFilePath();
    if (!QFileInfo::exists(pair.privateKeyPath())) {
        pair.m_errorString = QStringLiteral("%1 does not exist").arg(pair.privateKeyPath());
        return pair;
    }
    QFile publicKey(pair.publicKeyPath());
    if (!publicKey.open(QIODevice::ReadOnly)) {
        pair.m_errorString =
            QStringLiteral("cannot read %1: %2").arg(publicKey.fileName(), publicKey.errorString());
        return pair;
    }
    pair.m_publicKeyLine = QString::fromUtf8(publicKey.readAll()).trimmed();
    if (pair.m_publicKeyLine.isEmpty())
        pair.m_errorString = QStringLiteral("%1 is empty").arg(publicKey.fileName());
    return pair;
}

} // namespace fleetdeck
