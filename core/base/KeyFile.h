// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace fleetdeck {

/// What can be learnt about a private key file without its passphrase.
struct PrivateKeyInfo
{
    bool readable = false;  ///< the file could be read and looks like a private key
    bool encrypted = false; ///< a passphrase is needed to use it
    QString type;           ///< "ssh-ed25519", "ssh-rsa", ... when the public half is known
    QByteArray publicBlob;  ///< the public key's wire blob, when known
    QString fingerprint;    ///< "SHA256:..." as ssh-keygen -lf prints it, when known
    QString error;          ///< why it is not readable
};

/// True for an OpenSSH private key whose cipher is not "none", or a PEM key marked ENCRYPTED.
bool isEncryptedPrivateKey(const QByteArray& text);

/// Reads `path` and, for the public half, the OpenSSH key's clear header or else `<path>.pub`.
PrivateKeyInfo inspectPrivateKey(const QString& path);

} // namespace fleetdeck
