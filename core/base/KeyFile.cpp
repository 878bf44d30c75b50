// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/KeyFile.h"

#include "Tr.h"
#include "base/PublicKey.h"
#include "base/WireReader.h"

#include <QFile>
#include <QList>

#include <optional>

namespace fleetdeck {

namespace {

constexpr QByteArrayView kOpensshBegin = "-----BEGIN OPENSSH PRIVATE KEY-----";
constexpr QByteArrayView kOpensshEnd = "-----END OPENSSH PRIVATE KEY-----";

/// The decoded body of an OpenSSH private key file, or empty.
QByteArray opensshBody(const QByteArray& text)
{
    const qsizetype begin = text.indexOf(kOpensshBegin);
    const qsizetype end = text.indexOf(kOpensshEnd);
    if (begin < 0 || end < begin)
        return {};
    QByteArray base64 = text.mid(begin + kOpensshBegin.size(), end - begin - kOpensshBegin.size());
    base64.replace('\n', "").replace('\r', "").replace(' ', "");
    const auto decoded = QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return {};
    static const QByteArray magic("openssh-key-v1\0", 15);
    return decoded.decoded.startsWith(magic) ? decoded.decoded.mid(magic.size()) : QByteArray();
}

QString blobType(const QByteArray& blob)
{
    WireReader reader(blob);
    const auto type = reader.string();
    return type ? QString::fromLatin1(*type) : QString();
}

/// The blob of a one-line OpenSSH public key file ("type base64 [comment]").
QByteArray publicBlobFromPubFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> fields = file.readLine(64 * 1024).simplified().split(' ');
    if (fields.size() < 2)
        return {};
    const auto blob = QByteArray::fromBase64Encoding(fields.at(1), QByteArray::AbortOnBase64DecodingErrors);
    if (!blob || blobType(*blob) != QString::fromLatin1(fields.at(0)))
        return {};
    return *blob;
}

} // namespace

bool isEncryptedPrivateKey(const QByteArray& text)
{
    if (text.contains("-----BEGIN ") && text.contains("ENCRYPTED"))
        return true;
    const QByteArray body = opensshBody(text);
    WireReader reader(body);
    const auto cipher = reader.string();
    return cipher && *cipher != "none";
}

PrivateKeyInfo inspectPrivateKey(const QString& path)
{
    PrivateKeyInfo info;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        info.error = QStringLiteral("%1: %2").arg(path, file.errorString());
        return info;
    }
    const QByteArray text = file.read(1024 * 1024);
    if (!text.contains("-----BEGIN ") || !text.contains("PRIVATE KEY-----")) {
        info.error = Tr::tr("%1: not a private key file").arg(path);
        return info;
    }
    info.readable = true;
    info.encrypted = isEncryptedPrivateKey(text);

    // OpenSSH keys carry their public half in the clear: cipher, kdf, kdf options, count, key.
    const QByteArray body = opensshBody(text);
    WireReader reader(body);
    const bool header = reader.string() && reader.string() && reader.string();
    const auto count = header ? reader.uint32() : std::nullopt;
    std::optional<QByteArray> blob = count && *count >= 1 ? reader.string() : std::nullopt;
    if (!blob || blobType(*blob).isEmpty())
        blob = publicBlobFromPubFile(path + QStringLiteral(".pub"));
    if (blob && !blob->isEmpty()) {
        info.publicBlob = *blob;
        info.type = blobType(*blob);
        info.fingerprint = PublicKey::fingerprintOf(*blob);
    }
    return info;
}

} // namespace fleetdeck
