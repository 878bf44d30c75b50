// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck {

// An unencrypted ed25519 key pair made by ssh-keygen: a node's identity, a host key, a stranger's key.
class SshKeyPair
{
public:
    // Writes privateKeyPath (mode 0600) and privateKeyPath.pub. Refuses to overwrite either. On
    // failure isValid() is false and errorString() says why.
    static SshKeyPair generate(const QString& privateKeyPath, const QString& comment);
    // A pair generated earlier: reads privateKeyPath.pub.
    static SshKeyPair load(const QString& privateKeyPath);

    bool isValid() const { return m_errorString.isEmpty() && !m_publicKeyLine.isEmpty(); }
    QString errorString() const { return m_errorString; }

    QString privateKeyPath() const { return m_privateKeyPath; }
    QString publicKeyPath() const { return m_privateKeyPath + QStringLiteral(".pub"); }
    // "ssh-ed25519 AAAA... comment", without a line end.
    QString publicKeyLine() const { return m_publicKeyLine; }

private:
    QString m_privateKeyPath;
    QString m_publicKeyLine;
    QString m_errorString;
};

} // namespace fleetdeck
