// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/PublicKey.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace fleetdeck::keys {

/// The key types `keys generate` offers.
enum class KeyType { Ed25519, Ecdsa, Rsa };

/// "ed25519", "ecdsa" or "rsa", as the command line spells them.
QString keyTypeName(KeyType type);
/// The KeyType for a command-line name, or std::nullopt.
std::optional<KeyType> keyTypeFromName(const QString& name);

/// What to generate and where.
struct KeyGenRequest
{
    QString path; ///< the private key file; the public one is path + ".pub"
    KeyType type = KeyType::Ed25519;
    int rsaBits = 3072;                   ///< RSA only: at least 3072, at most 16384
    QString comment;                      ///< printable text, no control characters
    std::optional<QByteArray> passphrase; ///< encrypts the private key; non-empty when given
};

/// The outcome of generateKey().
struct GeneratedKey
{
    /// Refused: the request was wrong (existing file, bad size, bad comment...), nothing written.
    /// Failed: generating or writing failed, nothing left behind.
    enum Status { Ok, Refused, Failed };
    Status status = Failed;
    QString error; ///< why not, when status != Ok
    QString privatePath;
    QString publicPath;
    PublicKey publicKey;
    QByteArray publicLine; ///< "type base64 comment", without the newline
    QString fingerprint;   ///< "SHA256:...", as `ssh-keygen -lf` prints it
};

/// Generates a key pair with libssh and writes it: the private key to `path` (mode 0600, created
/// under a temporary name in the same directory and moved into place without replacing anything)
/// and the public line to `path.pub` (mode 0644). Never overwrites either file; on any failure
/// neither file is left behind.
///
/// libssh 0.10 writes Ed25519 keys in the OpenSSH format and ECDSA/RSA keys as PEM; OpenSSH reads
/// both. With a passphrase, the private key is encrypted with it.
GeneratedKey generateKey(const KeyGenRequest& request);

} // namespace fleetdeck::keys
