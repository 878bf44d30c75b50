// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/PublicKey.h"

#include "Tr.h"
#include "base/WireReader.h"

#include <QCryptographicHash>
#include <QList>
#include <QtEndian>

#include <array>

#include <libssh/libssh.h>

namespace fleetdeck {

namespace {

/// The public fields that follow the type string, per key algorithm (OpenSSH PROTOCOL.key/.u2f).
enum class Shape { Ed25519, SkEd25519, Ecdsa, SkEcdsa, Rsa, Dsa };

struct KeyKind
{
    QByteArrayView name;
    Shape shape;
    QByteArrayView curve; // ECDSA: the curve identifier the blob must name
};

constexpr std::array kPlainKinds = {
    KeyKind{"ssh-ed25519", Shape::Ed25519, {}},
    KeyKind{"ecdsa-sha2-nistp256", Shape::Ecdsa, "nistp256"},
    KeyKind{"ecdsa-sha2-nistp384", Shape::Ecdsa, "nistp384"},
    KeyKind{"ecdsa-sha2-nistp521", Shape::Ecdsa, "nistp521"},
    KeyKind{"ssh-rsa", Shape::Rsa, {}},
    KeyKind{"ssh-dss", Shape::Dsa, {}},
    KeyKind{"sk-ssh-ed25519@openssh.com", Shape::SkEd25519, {}},
    KeyKind{"sk-ecdsa-sha2-nistp256@openssh.com", Shape::SkEcdsa, "nistp256"},
};

constexpr QByteArrayView kCertSuffix = "-cert-v01@openssh.com";
constexpr QByteArrayView kOpensshSuffix = "@openssh.com";

/// "ssh-ed25519-cert-v01@openssh.com" for "ssh-ed25519", "sk-ssh-ed25519-cert-v01@openssh.com"
/// for "sk-ssh-ed25519@openssh.com".
QByteArray certName(QByteArrayView plain)
{
    QByteArray base = plain.toByteArray();
    if (base.endsWith(kOpensshSuffix))
        base.chop(kOpensshSuffix.size());
    return base + kCertSuffix.toByteArray();
}

/// The plain kind of `type` and whether it is a certificate; nullptr when unknown.
const KeyKind* kindOf(QByteArrayView type, bool* certificate)
{
    for (const KeyKind& kind : kPlainKinds) {
        if (type == kind.name) {
            *certificate = false;
            return &kind;
        }
    }
    if (type.endsWith(kCertSuffix)) {
        for (const KeyKind& kind : kPlainKinds) {
            if (type == certName(kind.name)) {
                *certificate = true;
                return &kind;
            }
        }
    }
    return nullptr;
}

/// Reads the public fields of `kind`; false if one is missing or malformed.
bool readKeyFields(WireReader& reader, const KeyKind& kind)
{
    switch (kind.shape) {
    case Shape::Ed25519: {
        const auto pk = reader.string();
        return pk && pk->size() == 32;
    }
    case Shape::SkEd25519: {
        const auto pk = reader.string();
        return pk && pk->size() == 32 && reader.string();
    }
    case Shape::Ecdsa:
    case Shape::SkEcdsa: {
        const auto curve = reader.string();
        const auto point = curve ? reader.string() : std::nullopt;
        if (!point || *curve != kind.curve || point->isEmpty() || point->at(0) != '\x04')
            return false;
        return kind.shape == Shape::Ecdsa || reader.string().has_value();
    }
    case Shape::Rsa: {
        const auto e = reader.string();
        const auto n = e ? reader.string() : std::nullopt;
        return n && !e->isEmpty() && !n->isEmpty();
    }
    case Shape::Dsa:
        for (int i = 0; i < 4; ++i) {
            const auto mpint = reader.string();
            if (!mpint || mpint->isEmpty())
                return false;
        }
        return true;
    }
    return false;
}

// sshd's bounds on an RSA modulus (sshkey.c: SSH_RSA_MINIMUM_MODULUS_SIZE, SSHBUF_MAX_BIGNUM).
constexpr int kRsaMinBits = 1024;
constexpr int kRsaMaxBits = 16384;

/// The number of significant bits of a positive mpint.
int mpintBits(const QByteArray& mpint)
{
    qsizetype first = 0;
    while (first < mpint.size() && mpint.at(first) == '\0')
        ++first;
    if (first == mpint.size())
        return 0;
    int bits = int(mpint.size() - first - 1) * 8;
    for (auto top = quint8(mpint.at(first)); top != 0; top >>= 1)
        ++bits;
    return bits;
}

/// What sshd refuses in a well-formed RSA or DSA key (sshbuf_get_bignum2, sshkey_check_rsa_length):
/// a negative integer, and an RSA modulus under 1024 or over 16384 bits. Empty if none.
QString integerProblem(WireReader& reader, const KeyKind& kind, QByteArrayView type)
{
    const int count = kind.shape == Shape::Rsa ? 2 : 4; // RSA: e, n; DSA: p, q, g, y
    QByteArray mpint;
    for (int i = 0; i < count; ++i) {
        mpint = reader.string().value_or(QByteArray());
        if (!mpint.isEmpty() && (quint8(mpint.at(0)) & 0x80) != 0)
            return Tr::tr("the %1 key holds a negative number").arg(QString::fromLatin1(type));
    }
    const int bits = mpintBits(mpint); // the last one read: RSA's modulus
    if (kind.shape == Shape::Rsa && (bits < kRsaMinBits || bits > kRsaMaxBits)) {
        return Tr::tr("the RSA key has %1 bits; OpenSSH accepts %2 to %3")
            .arg(bits)
            .arg(kRsaMinBits)
            .arg(kRsaMaxBits);
    }
    return {};
}

/// Reads the key with libssh's pki, which hands the material to OpenSSL: an ECDSA point must lie
/// on its curve, as sshd's sshkey_ec_validate_public requires. Every type Fleetdeck knows is
/// known to libssh 0.10 (sk-* and certificates included); a type this libssh does not know
/// (libssh 0.11 dropped ssh-dss) keeps only the structural reading. Certificates are imported by
/// the key they carry; their own fields are read structurally by readCertFields.
bool libsshReads(QByteArrayView type, const QByteArray& blob)
{
    const QByteArray name = type.toByteArray();
    const ssh_keytypes_e id = ssh_key_type_from_name(name.constData());
    if (id == SSH_KEYTYPE_UNKNOWN)
        return true;
    ssh_key key = nullptr;
    const int rc = ssh_pki_import_pubkey_base64(blob.toBase64().constData(), id, &key);
    ssh_key_free(key);
    return rc == SSH_OK;
}

/// The certificate body after the key fields (PROTOCOL.certkeys).
bool readCertFields(WireReader& reader)
{
    return reader.uint64()     // serial
           && reader.uint32()  // type
           && reader.string()  // key id
           && reader.string()  // valid principals
           && reader.uint64()  // valid after
           && reader.uint64()  // valid before
           && reader.string()  // critical options
           && reader.string()  // extensions
           && reader.string()  // reserved
           && reader.string()  // signature key
           && reader.string(); // signature
}

bool isPrintableComment(const QString& comment)
{
    for (const QChar c : comment) {
        if (c != QLatin1Char(' ') && !c.isPrint())
            return false;
    }
    return true;
}

std::optional<PublicKey> reject(QString* error, const QString& why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

} // namespace

const QList<QByteArray>& PublicKey::knownTypes()
{
    static const QList<QByteArray> types = [] {
        QList<QByteArray> list;
        for (const KeyKind& kind : kPlainKinds)
            list << kind.name.toByteArray();
        for (const KeyKind& kind : kPlainKinds)
            list << certName(kind.name);
        return list;
    }();
    return types;
}

bool PublicKey::isKnownType(QByteArrayView type)
{
    bool certificate = false;
    return kindOf(type, &certificate) != nullptr;
}

std::optional<QByteArray> PublicKey::decodeBase64(QByteArrayView text)
{
    if (text.isEmpty() || text.size() % 4 != 0)
        return std::nullopt;
    auto decoded =
        QByteArray::fromBase64Encoding(text.toByteArray(), QByteArray::AbortOnBase64DecodingErrors);
    // Re-encoding catches what the decoder forgives: stray padding, non-zero trailing bits.
    if (!decoded || decoded.decoded.toBase64() != text)
        return std::nullopt;
    return std::move(decoded.decoded);
}

QByteArray PublicKey::blobType(const QByteArray& blob)
{
    WireReader reader(blob);
    return reader.string().value_or(QByteArray());
}

QString PublicKey::checkBlob(QByteArrayView type, const QByteArray& blob)
{
    bool certificate = false;
    const KeyKind* kind = kindOf(type, &certificate);
    if (!kind)
        return QStringLiteral("unknown key type %1").arg(QString::fromLatin1(type));
    WireReader reader(blob);
    const auto inner = reader.string();
    if (!inner)
        return QStringLiteral("the key data is too short to be a key");
    if (*inner != type) {
        return QStringLiteral("the key data is a %1 key but the line says %2")
            .arg(QString::fromLatin1(inner->left(64).toPercentEncoding("@-._")), QString::fromLatin1(type));
    }
    if (certificate && !reader.string()) // nonce
        return QStringLiteral("the %1 certificate is truncated").arg(QString::fromLatin1(type));
    if (!readKeyFields(reader, *kind) || (certificate && !readCertFields(reader)))
        return QStringLiteral("the key data is not a well-formed %1 key").arg(QString::fromLatin1(type));
    if (!reader.atEnd())
        return QStringLiteral("the %1 key data has trailing bytes").arg(QString::fromLatin1(type));

    if (kind->shape == Shape::Rsa || kind->shape == Shape::Dsa) {
        WireReader integers(blob);
        integers.string(); // type
        if (certificate)
            integers.string(); // nonce
        if (const QString why = integerProblem(integers, *kind, type); !why.isEmpty())
            return why;
    }
    if (!libsshReads(type, blob))
        return Tr::tr("the %1 key data is not a usable key (for ECDSA: the point is not on the curve)")
            .arg(QString::fromLatin1(type));
    return {};
}

std::optional<PublicKey> PublicKey::fromBlob(const QByteArray& blob, const QString& comment, QString* error)
{
    const QByteArray type = blobType(blob);
    if (type.isEmpty() || !isKnownType(type)) {
        return reject(error, Tr::tr("not a supported public key"));
    }
    if (const QString why = checkBlob(type, blob); !why.isEmpty()) {
        return reject(error, why);
    }
    if (comment.contains(QLatin1Char('\n')) || !isPrintableComment(comment)) {
        return reject(error, Tr::tr("the comment contains control characters"));
    }
    PublicKey key;
    key.m_type = QString::fromLatin1(type);
    key.m_blob = blob;
    key.m_comment = comment;
    return key;
}

std::optional<PublicKey> PublicKey::parseLine(QByteArrayView line, QString* error)
{
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.contains('\0'))
        return reject(error, Tr::tr("the key contains a NUL byte"));
    if (line.contains('\r'))
        return reject(error, Tr::tr("the key contains a carriage return (CR)"));
    if (line.contains('\n'))
        return reject(error, Tr::tr("more than one line: paste exactly one public key"));
    line = line.trimmed();
    if (line.isEmpty())
        return reject(error, Tr::tr("no key"));
    if (line.startsWith("-----BEGIN")) {
        return reject(error, Tr::tr("this is not a public key; use the .pub file, never the private key"));
    }

    auto isBlank = [](char c) { return c == ' ' || c == '\t'; };
    qsizetype pos = 0;
    auto nextToken = [&] {
        while (pos < line.size() && isBlank(line[pos]))
            ++pos;
        const qsizetype start = pos;
        while (pos < line.size() && !isBlank(line[pos]))
            ++pos;
        return line.sliced(start, pos - start);
    };
    const QByteArrayView type = nextToken();
    if (!isKnownType(type)) {
        const bool looksLikeOptions = type.contains('=') || type.contains(',') || type.contains('"') ||
                                      knownTypes().contains(nextToken().toByteArray());
        if (looksLikeOptions) {
            return reject(error, Tr::tr("options are not allowed here; give the bare public key"));
        }
        return reject(error,
                      Tr::tr("unsupported key type %1")
                          .arg(QString::fromLatin1(type.toByteArray().left(64).toPercentEncoding("@-._"))));
    }
    const QByteArrayView base64 = nextToken();
    if (base64.isEmpty())
        return reject(error, Tr::tr("the key data is missing"));
    const auto blob = decodeBase64(base64);
    if (!blob)
        return reject(error, Tr::tr("the key data is not valid base64"));
    if (const QString why = checkBlob(type, *blob); !why.isEmpty())
        return reject(error, why);

    while (pos < line.size() && isBlank(line[pos]))
        ++pos;
    const QByteArrayView commentBytes = line.sliced(pos);
    const QString comment = QString::fromUtf8(commentBytes);
    if (comment.toUtf8() != commentBytes || !isPrintableComment(comment))
        return reject(error, Tr::tr("the comment is not printable UTF-8"));
    return fromBlob(*blob, comment, error);
}

QString PublicKey::fingerprint() const
{
    return m_blob.isEmpty() ? QString() : fingerprintOf(m_blob);
}

QByteArray PublicKey::plainBlob(const QByteArray& blob)
{
    bool certificate = false;
    const KeyKind* kind = kindOf(blobType(blob), &certificate);
    if (!kind || !certificate)
        return blob;
    WireReader reader(blob);
    if (!reader.string() || !reader.string()) // type, nonce
        return blob;
    const qsizetype fieldsStart = reader.position();
    if (!readKeyFields(reader, *kind))
        return blob;
    QByteArray type = kind->name.toByteArray();
    QByteArray plain(4, '\0');
    qToBigEndian<quint32>(quint32(type.size()), plain.data());
    return plain + type + blob.mid(fieldsStart, reader.position() - fieldsStart);
}

QString PublicKey::fingerprintOf(const QByteArray& blob)
{
    // The one fingerprint implementation: known_hosts entries, libssh keys (ssh::keyFingerprint),
    // private key files and agent keys all come here. ssh-keygen -l fingerprints a certificate
    // by the key it certifies: "SHA256:" and the unpadded base64 of that blob's SHA-256.
    if (blob.isEmpty())
        return {};
    const QByteArray hash = QCryptographicHash::hash(plainBlob(blob), QCryptographicHash::Sha256);
    return QStringLiteral("SHA256:") +
           QString::fromLatin1(hash.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
}

QByteArray PublicKey::toLine() const
{
    QByteArray line = m_type.toLatin1() + ' ' + base64();
    if (!m_comment.isEmpty())
        line += ' ' + m_comment.toUtf8();
    return line;
}

} // namespace fleetdeck
