// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/AuthorizedKeysLine.h"

#include "keys/KeyOptions.h"

#include <algorithm>
#include <optional>

namespace fleetdeck::keys {

namespace {

using Entry = AuthorizedKeys::Entry;

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

qsizetype skipBlanks(QByteArrayView text, qsizetype i)
{
    while (i < text.size() && isBlank(text[i]))
        ++i;
    return i;
}

qsizetype tokenEnd(QByteArrayView text, qsizetype i)
{
    while (i < text.size() && !isBlank(text[i]))
        ++i;
    return i;
}

/// For messages: bytes as readable text, cut short.
QString shown(QByteArrayView bytes)
{
    return QString::fromLatin1(
        bytes.first(qMin<qsizetype>(64, bytes.size())).toByteArray().toPercentEncoding("@-._+/=,\"' "));
}

void setBlob(Entry& entry, const QByteArray& blob)
{
    entry.blob = blob;
    entry.fingerprint = PublicKey::fingerprintOf(blob);
}

void setInvalid(Entry& entry, const QString& why)
{
    entry.kind = Entry::Kind::Invalid;
    entry.valid = false;
    entry.error = why;
}

/// Where a type name would name a key algorithm OpenSSH might have and we do not.
bool looksLikeKeyType(QByteArrayView token)
{
    if (token.isEmpty() || token.size() > 64 || !token.contains('-'))
        return false;
    return std::all_of(token.begin(), token.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '@' ||
               c == '.' || c == '_' || c == '+' || c == '-';
    });
}

/// An unknown type name followed by a base64 blob that names the same type (or at least looks
/// like a key algorithm): sshd's job to know it, ours to say we do not.
bool readUnsupported(QByteArrayView text, qsizetype at, Entry& entry)
{
    const qsizetype typeEnd = tokenEnd(text, at);
    const QByteArrayView type = text.sliced(at, typeEnd - at);
    if (!looksLikeKeyType(type))
        return false;
    const qsizetype begin = skipBlanks(text, typeEnd);
    const qsizetype end = tokenEnd(text, begin);
    const auto blob = PublicKey::decodeBase64(text.sliced(begin, end - begin));
    if (!blob)
        return false;
    const bool namesItself = PublicKey::blobType(*blob) == type;
    const bool sshPrefix = type.startsWith("ssh-") || type.startsWith("ecdsa-") || type.startsWith("sk-") ||
                           type.startsWith("x509v3-");
    if (!namesItself && !sshPrefix)
        return false;
    entry.kind = Entry::Kind::Unsupported;
    entry.type = QString::fromLatin1(type);
    setBlob(entry, *blob);
    entry.comment = QString::fromUtf8(text.sliced(skipBlanks(text, end)));
    entry.error = QStringLiteral("unsupported key type %1").arg(shown(type));
    return true;
}

/// Reads "type base64 [comment]" at `at`, where `type` is a known type name.
void readKey(QByteArrayView text, qsizetype at, Entry& entry)
{
    const qsizetype typeEnd = tokenEnd(text, at);
    const QByteArrayView type = text.sliced(at, typeEnd - at);
    entry.type = QString::fromLatin1(type);
    const qsizetype begin = skipBlanks(text, typeEnd);
    const qsizetype end = tokenEnd(text, begin);
    if (begin == end)
        return setInvalid(entry, QStringLiteral("no key data after %1").arg(entry.type));
    const auto blob = PublicKey::decodeBase64(text.sliced(begin, end - begin));
    if (!blob)
        return setInvalid(entry, QStringLiteral("the %1 key data is not valid base64").arg(entry.type));
    setBlob(entry, *blob);
    entry.comment = QString::fromUtf8(text.sliced(skipBlanks(text, end)));
    if (const QString why = PublicKey::checkBlob(type, *blob); !why.isEmpty())
        return setInvalid(entry, why);
    if (const QString why = KeyOptions::check(entry.options, &entry.certAuthority); !why.isEmpty())
        return setInvalid(entry, QStringLiteral("sshd refuses the options: %1").arg(why));
    entry.kind = Entry::Kind::Key;
    entry.valid = true;
}

std::optional<QByteArray> validBlob(QByteArrayView type, QByteArrayView base64)
{
    auto blob = PublicKey::decodeBase64(base64);
    if (!blob || !PublicKey::checkBlob(type, *blob).isEmpty())
        return std::nullopt;
    return blob;
}

/// Keys of known types, with valid blobs, that start at or after `from`: keys glued onto the line.
QList<qsizetype> findGlued(QByteArrayView text, qsizetype from, QStringList* fingerprints)
{
    struct Hit
    {
        qsizetype at;
        qsizetype end;
        QByteArray blob;
    };
    QList<Hit> hits;
    for (const QByteArray& type : PublicKey::knownTypes()) {
        for (qsizetype at = text.indexOf(type, from); at >= 0; at = text.indexOf(type, at + 1)) {
            const qsizetype typeEnd = at + type.size();
            if (typeEnd >= text.size() || !isBlank(text[typeEnd]))
                continue;
            const qsizetype begin = skipBlanks(text, typeEnd);
            const qsizetype end = tokenEnd(text, begin);
            if (const auto blob = validBlob(type, text.sliced(begin, end - begin))) {
                hits.append({at, end, *blob});
                continue;
            }
            // The next key may be glued straight onto this one's base64, as in a chain of keys
            // appended without newlines: "...AAAA=ssh-ed25519 AAAA...".
            for (const QByteArray& next : PublicKey::knownTypes()) {
                const QByteArrayView token = text.sliced(begin, end - begin);
                if (end < text.size() && token.size() > next.size() && token.endsWith(next)) {
                    if (const auto blob = validBlob(type, token.chopped(next.size())))
                        hits.append({at, end - next.size(), *blob});
                }
            }
        }
    }
    std::sort(hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.at < b.at; });
    QList<qsizetype> offsets;
    qsizetype taken = from;
    for (const Hit& hit : std::as_const(hits)) {
        if (hit.at < taken)
            continue;
        offsets << hit.at;
        *fingerprints << PublicKey::fingerprintOf(hit.blob);
        taken = hit.end;
    }
    return offsets;
}

} // namespace

QList<qsizetype> parseAuthorizedKeysLine(Entry& entry)
{
    QByteArrayView text = entry.raw;
    if (text.endsWith('\r'))
        text.chop(1);
    if (text.contains('\0')) {
        setInvalid(entry, QStringLiteral("the line contains a NUL byte"));
        return {};
    }
    const qsizetype start = skipBlanks(text, 0);
    if (start == text.size()) {
        entry.kind = Entry::Kind::Blank;
        return {};
    }
    if (text[start] == '#') {
        entry.kind = Entry::Kind::Comment;
        return {};
    }

    qsizetype typeAt = -1;
    qsizetype scanFrom = start + 1;
    if (PublicKey::isKnownType(text.sliced(start, tokenEnd(text, start) - start))) {
        typeAt = start;
    } else if (readUnsupported(text, start, entry)) {
        // nothing more to read
    } else if (const qsizetype optionsEnd = KeyOptions::skip(text, start); optionsEnd < 0) {
        // Everything after the quote may be quoted text: nothing in it is a glued key.
        setInvalid(entry, QStringLiteral("the options have an unclosed quote"));
        return {};
    } else {
        entry.options = text.sliced(start, optionsEnd - start).toByteArray();
        // Keys quoted inside valid options (command="... ssh-ed25519 AAAA...") are not glued keys.
        if (KeyOptions::check(entry.options).isEmpty())
            scanFrom = optionsEnd;
        const qsizetype at = skipBlanks(text, optionsEnd);
        const QByteArrayView type = text.sliced(at, tokenEnd(text, at) - at);
        if (type.isEmpty())
            setInvalid(entry, QStringLiteral("not a key line: %1").arg(shown(entry.options)));
        else if (PublicKey::isKnownType(type))
            typeAt = at;
        else if (!readUnsupported(text, at, entry))
            setInvalid(entry, QStringLiteral("not a key line: %1 is not a key type").arg(shown(type)));
    }
    if (typeAt >= 0) {
        readKey(text, typeAt, entry);
        scanFrom = typeAt + 1;
    }
    return findGlued(text, scanFrom, &entry.gluedFingerprints);
}

} // namespace fleetdeck::keys
