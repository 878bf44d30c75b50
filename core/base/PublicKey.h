// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace fleetdeck {

/// An OpenSSH public key as it goes into authorized_keys: type, wire blob and comment.
///
/// Only well-formed keys are constructed: the type is one OpenSSH knows (plain, `sk-*` security
/// keys and `*-cert-v01@openssh.com` certificates) and the blob parses as a key of that type, as
/// sshd parses it (leading type string equal to the type, every field present, nothing left over).
class PublicKey
{
public:
    PublicKey() = default;

    /// Strictly validates a pasted or picked public key, as the deployment wizard needs before a
    /// key goes near a node: exactly one line `type base64 [comment]` (one trailing "\n" allowed,
    /// spaces/tabs around it ignored), a known type, canonical base64 whose blob matches the type,
    /// no options, no NUL or CR, and a comment of printable UTF-8. On failure says why in `error`.
    static std::optional<PublicKey> parseLine(QByteArrayView line, QString* error = nullptr);

    /// A key from its wire blob; the type is read from the blob. Fails like parseLine().
    static std::optional<PublicKey> fromBlob(const QByteArray& blob, const QString& comment = {},
                                             QString* error = nullptr);

    bool isNull() const { return m_blob.isEmpty(); }
    QString type() const { return m_type; }
    QByteArray blob() const { return m_blob; }
    QString comment() const { return m_comment; }
    QByteArray base64() const { return m_blob.toBase64(); }
    /// "SHA256:...", as `ssh-keygen -lf` prints it: for a certificate, that of the certified key.
    QString fingerprint() const;
    /// "type base64" or "type base64 comment", without a line ending.
    QByteArray toLine() const;

    bool operator==(const PublicKey&) const = default;

    /// True for every key type name OpenSSH accepts in authorized_keys.
    static bool isKnownType(QByteArrayView type);
    /// Every known type name, plain types first.
    static const QList<QByteArray>& knownTypes();
    /// Decodes canonical, padded base64 (what ssh-keygen writes); std::nullopt for anything else.
    static std::optional<QByteArray> decodeBase64(QByteArrayView text);
    /// Empty if `blob` is a well-formed key of the known `type`; otherwise why it is not.
    static QString checkBlob(QByteArrayView type, const QByteArray& blob);
    /// The blob of the plain key a certificate blob certifies; any other blob as it is.
    static QByteArray plainBlob(const QByteArray& blob);
    /// fingerprint() of a blob; empty for an empty blob. Fleetdeck's only SHA256 fingerprint code.
    static QString fingerprintOf(const QByteArray& blob);
    /// The leading type string of a wire blob, or empty.
    static QByteArray blobType(const QByteArray& blob);

private:
    QString m_type;
    QByteArray m_blob;
    QString m_comment;
};

} // namespace fleetdeck
