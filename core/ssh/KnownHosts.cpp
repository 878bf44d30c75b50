// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHosts.h"

#include "Tr.h"
#include "base/PublicKey.h"
#include "base/WireReader.h"
#include "ssh/KnownHostsFile.h"

#include <QCryptographicHash>
#include <QHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtEndian>

#include <optional>
#include <utility>

namespace fleetdeck::ssh {

namespace {
constexpr char HashPrefix = '|';
const QByteArray HashMagic = QByteArrayLiteral("|1|");
constexpr qsizetype Sha1Size = 20;

void setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

struct Line
{
    QByteArray text;       // without the '\n'; a CRLF line keeps its '\r' here
    QByteArray terminator; // "\n", or empty for a last line without one
};

QList<Line> splitLines(const QByteArray& content)
{
    QList<Line> lines;
    qsizetype start = 0;
    while (start < content.size()) {
        const qsizetype nl = content.indexOf('\n', start);
        if (nl < 0) {
            lines.append({content.mid(start), {}});
            break;
        }
        lines.append({content.mid(start, nl - start), QByteArrayLiteral("\n")});
        start = nl + 1;
    }
    return lines;
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

QByteArray decodeBase64(const QByteArray& base64)
{
    const auto result =
        QByteArray::fromBase64Encoding(base64.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    return result ? *result : QByteArray();
}

// The key type named inside an SSH wire-format key blob (its first string).
QByteArray blobKeyType(const QByteArray& blob)
{
    if (blob.size() < 4)
        return {};
    const quint32 length = qFromBigEndian<quint32>(blob.constData());
    if (length == 0 || length > quint32(blob.size() - 4))
        return {};
    return blob.mid(4, length);
}

// An SSH mpint's size in bits; nullopt if missing or negative (ssh rejects both).
std::optional<int> mpintBits(WireReader& r)
{
    const std::optional<QByteArray> v = r.string();
    if (!v || (!v->isEmpty() && (uchar(v->at(0)) & 0x80)))
        return std::nullopt;
    qsizetype i = 0;
    while (i < v->size() && v->at(i) == 0)
        ++i;
    if (i == v->size())
        return 0;
    int bits = int(v->size() - i - 1) * 8;
    for (uchar top = uchar(v->at(i)); top; top >>= 1)
        ++bits;
    return bits;
}

// Whether ssh would read this key (sshkey_read, sshkey_from_blob): a type it knows, the blob
// naming the same type, every field complete, nothing after them, and RSA of 1024 bits or more.
// Whether an ECDSA point lies on its curve is left to KnownHostsLookup, for the lines it uses.
bool keyBlobWellFormed(const QByteArray& type, const QByteArray& blob)
{
    WireReader r(blob);
    if (r.string() != type)
        return false;
    const auto field = [&r](qsizetype size) {
        const std::optional<QByteArray> f = r.string();
        return f && (size < 0 || f->size() == size);
    };
    const auto point = [&r](const QByteArray& curve) {
        static const QHash<QByteArray, qsizetype> sizes{
            {"nistp256", 65}, {"nistp384", 97}, {"nistp521", 133}};
        const std::optional<QByteArray> q = (r.string() == curve) ? r.string() : std::nullopt;
        return q && q->size() == sizes.value(curve, -1) && q->at(0) == 0x04;
    };
    bool ok = false;
    if (type == "ssh-ed25519") {
        ok = field(32);
    } else if (type == "sk-ssh-ed25519@openssh.com") {
        ok = field(32) && field(-1);
    } else if (type == "ecdsa-sha2-nistp256" || type == "ecdsa-sha2-nistp384" ||
               type == "ecdsa-sha2-nistp521") {
        ok = point(type.mid(11));
    } else if (type == "sk-ecdsa-sha2-nistp256@openssh.com") {
        ok = point("nistp256") && field(-1);
    } else if (type == "ssh-rsa") {
        const std::optional<int> e = mpintBits(r);
        const std::optional<int> n = e ? mpintBits(r) : std::nullopt;
        ok = e && n && *n >= 1024;
    } else if (type == "ssh-dss") {
        ok = mpintBits(r) && mpintBits(r) && mpintBits(r) && mpintBits(r);
    } else {
        return type.endsWith("-cert-v01@openssh.com"); // certificates: their type is checked only
    }
    return ok && r.atEnd();
}

// A key line split into its fields, with the byte range of the host field so that an edit can
// splice a new host list in without disturbing anything else on the line.
struct KeyLine
{
    bool valid = false;
    QByteArray marker;
    QByteArray hosts;
    qsizetype hostsBegin = 0;
    qsizetype hostsEnd = 0;
    QByteArray keyType;
    QByteArray keyBase64;
    QByteArray comment;
};

KeyLine parseKeyLine(const QByteArray& text)
{
    KeyLine k;
    qsizetype pos = 0;
    auto token = [&text, &pos](qsizetype* begin) {
        while (pos < text.size() && isBlank(text.at(pos)))
            ++pos;
        *begin = pos;
        while (pos < text.size() && !isBlank(text.at(pos)))
            ++pos;
        QByteArray t = text.mid(*begin, pos - *begin);
        if (t.endsWith('\r')) // CRLF line end
            t.chop(1);
        return t;
    };
    qsizetype begin = 0;
    QByteArray field = token(&begin);
    if (field.isEmpty() || field.startsWith('#'))
        return k;
    if (field.startsWith('@')) {
        // ssh skips lines with a marker it does not know rather than reading them as host keys.
        if (field != "@cert-authority" && field != "@revoked")
            return k;
        k.marker = field;
        field = token(&begin);
    }
    k.hosts = field;
    k.hostsBegin = begin;
    k.hostsEnd = begin + field.size();
    k.keyType = token(&begin);
    k.keyBase64 = token(&begin);
    k.comment = text.mid(pos).trimmed();
    // Like ssh, a line counts only if its key parses: this drops SSH-1 "bits e n" lines and junk.
    k.valid =
        !k.hosts.isEmpty() && !k.keyType.isEmpty() && keyBlobWellFormed(k.keyType, decodeBase64(k.keyBase64));
    return k;
}

QList<KnownHosts::Entry> parseEntries(const QByteArray& content)
{
    QList<KnownHosts::Entry> entries;
    const QList<Line> lines = splitLines(content);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const KeyLine k = parseKeyLine(lines.at(i).text);
        if (!k.valid)
            continue;
        KnownHosts::Entry e;
        e.line = int(i + 1);
        e.marker = QString::fromUtf8(k.marker);
        e.hostsField = QString::fromUtf8(k.hosts);
        e.hashed = k.hosts.startsWith(HashPrefix);
        e.keyType = QString::fromUtf8(k.keyType);
        e.keyBase64 = k.keyBase64;
        e.comment = QString::fromUtf8(k.comment);
        entries.append(e);
    }
    return entries;
}

// OpenSSH's match_pattern(): '*' any run, '?' any one character.
bool globMatch(QStringView s, QStringView p)
{
    qsizetype si = 0;
    qsizetype pi = 0;
    qsizetype starP = -1;
    qsizetype starS = 0;
    while (si < s.size()) {
        if (pi < p.size() && (p.at(pi) == QLatin1Char('?') || p.at(pi) == s.at(si))) {
            ++si;
            ++pi;
        } else if (pi < p.size() && p.at(pi) == QLatin1Char('*')) {
            starP = pi++;
            starS = si;
        } else if (starP >= 0) {
            pi = starP + 1;
            si = ++starS;
        } else {
            return false;
        }
    }
    while (pi < p.size() && p.at(pi) == QLatin1Char('*'))
        ++pi;
    return pi == p.size();
}

// OpenSSH's match_pattern_list(): 1 if a pattern matches, -1 if a negated one does (which
// overrides every positive match), 0 otherwise.
int matchPatternList(const QString& name, const QString& list)
{
    bool positive = false;
    for (QStringView sub : QStringView(list).split(QLatin1Char(','))) {
        const bool negated = sub.startsWith(QLatin1Char('!'));
        if (negated)
            sub = sub.mid(1);
        if (globMatch(name, sub.toString().toLower())) {
            if (negated)
                return -1;
            positive = true;
        }
    }
    return positive ? 1 : 0;
}

// "|1|base64(salt)|base64(HMAC-SHA1(salt, name))", as written by `ssh-keygen -H` / HashKnownHosts.
bool hashedMatch(const QByteArray& field, const QByteArray& name)
{
    if (!field.startsWith(HashMagic))
        return false;
    const QList<QByteArray> parts = field.mid(HashMagic.size()).split(HashPrefix);
    if (parts.size() != 2)
        return false;
    const QByteArray salt = decodeBase64(parts.at(0));
    const QByteArray hash = decodeBase64(parts.at(1));
    if (salt.size() != Sha1Size || hash.size() != Sha1Size)
        return false;
    return QMessageAuthenticationCode::hash(name, salt, QCryptographicHash::Sha1) == hash;
}

bool hasPositivePattern(const QList<QByteArray>& names)
{
    for (const QByteArray& n : names) {
        if (!n.isEmpty() && !n.startsWith('!'))
            return true;
    }
    return false;
}

QString checkHost(const QString& host, int port)
{
    if (host.isEmpty())
        return Tr::tr("a host is required");
    // These would turn the host into a pattern, a list, a comment or a marker in known_hosts.
    static const QString forbidden = QStringLiteral(" \t\r\n,*?!");
    for (const QChar c : host) {
        if (forbidden.contains(c) || c.category() == QChar::Other_Control)
            return Tr::tr("invalid host '%1' for known_hosts").arg(host);
    }
    if (host.startsWith(QLatin1Char('|')) || host.startsWith(QLatin1Char('@')) ||
        host.startsWith(QLatin1Char('#')))
        return Tr::tr("invalid host '%1' for known_hosts").arg(host);
    if (port < 1 || port > 65535)
        return Tr::tr("invalid port %1: must be between 1 and 65535").arg(port);
    return {};
}

// A name as known_hosts records it: "host", "[host]:port" or a HostKeyAlias.
QString checkName(const QString& name)
{
    QString host = name;
    int port = 22;
    if (name.startsWith(QLatin1Char('['))) {
        const qsizetype close = name.lastIndexOf(QLatin1String("]:"));
        bool ok = false;
        port = close > 0 ? name.mid(close + 2).toInt(&ok) : 0;
        if (!ok)
            return Tr::tr("invalid host '%1' for known_hosts").arg(name);
        host = name.mid(1, close - 1);
    }
    // ssh refuses to record these too: they would read as a pattern or a bracketed port.
    if (host.contains(QLatin1Char('[')) || host.contains(QLatin1Char(']')) ||
        host.contains(QLatin1Char('\\')) || host.contains(QLatin1Char('"')) ||
        host.contains(QLatin1Char('\'')))
        return Tr::tr("invalid host '%1' for known_hosts").arg(name);
    return checkHost(host, port);
}

bool sameKey(const KnownHosts::Entry& e, const QString& keyType, const QByteArray& blob)
{
    return e.keyType == keyType && decodeBase64(e.keyBase64) == blob;
}

QString checkKey(const QString& keyType, const QByteArray& keyBase64)
{
    static const QRegularExpression typeRe(QStringLiteral("^[A-Za-z0-9@._-]+$"));
    if (!typeRe.match(keyType).hasMatch())
        return Tr::tr("invalid key type '%1'").arg(keyType);
    const QByteArray blob = decodeBase64(keyBase64);
    if (blob.isEmpty() || keyBase64.trimmed() != keyBase64)
        return Tr::tr("the host key is not valid base64");
    const QByteArray inner = blobKeyType(blob);
    if (inner != keyType.toUtf8())
        return Tr::tr("the host key is a '%1' key, not '%2'").arg(QString::fromUtf8(inner), keyType);
    return {};
}

} // namespace

QString KnownHosts::Entry::fingerprint() const
{
    return fingerprintSha256(keyBase64);
}

KnownHosts::KnownHosts(QString path)
    : m_path(std::move(path))
{}

bool KnownHosts::load(QString* error)
{
    QByteArray content;
    bool existed = false;
    if (!KnownHostsFile::readUnlocked(m_path, &content, &existed, error))
        return false;
    m_entries = parseEntries(content);
    return true;
}

QList<KnownHosts::Entry> KnownHosts::entriesFor(const QString& host, int port) const
{
    return matching(host, port, false);
}

QList<KnownHosts::Entry> KnownHosts::markedEntriesFor(const QString& host, int port) const
{
    return matching(host, port, true);
}

QList<KnownHosts::Entry> KnownHosts::entriesNamed(const QString& name) const
{
    QList<Entry> result;
    for (const Entry& e : m_entries) {
        if (hostsFieldMatches(e.hostsField, name))
            result.append(e);
    }
    return result;
}

QList<KnownHosts::Entry> KnownHosts::matching(const QString& host, int port, bool marked) const
{
    const QString pattern = hostPattern(host, port);
    QList<Entry> result;
    for (const Entry& e : m_entries) {
        if (e.marker.isEmpty() != marked && hostsFieldMatches(e.hostsField, pattern))
            result.append(e);
    }
    return result;
}

bool KnownHosts::add(const QString& host, int port, const QString& keyType, const QByteArray& keyBase64,
                     QString* error)
{
    if (const QString problem = checkHost(host, port); !problem.isEmpty()) {
        setError(error, problem);
        return false;
    }
    return edit(hostPattern(host, port), keyType, keyBase64, false, false, error);
}

bool KnownHosts::replace(const QString& host, int port, const QString& keyType, const QByteArray& keyBase64,
                         QString* error)
{
    if (const QString problem = checkHost(host, port); !problem.isEmpty()) {
        setError(error, problem);
        return false;
    }
    return edit(hostPattern(host, port), keyType, keyBase64, true, false, error);
}

bool KnownHosts::addNamed(const QString& name, const QString& keyType, const QByteArray& keyBase64, bool hash,
                          QString* error)
{
    return edit(name, keyType, keyBase64, false, hash, error);
}

bool KnownHosts::replaceNamed(const QString& name, const QString& keyType, const QByteArray& keyBase64,
                              bool hash, QString* error)
{
    return edit(name, keyType, keyBase64, true, hash, error);
}

bool KnownHosts::edit(const QString& name, const QString& keyType, const QByteArray& keyBase64,
                      bool replaceExisting, bool hash, QString* error)
{
    QString problem = checkName(name);
    if (problem.isEmpty())
        problem = checkKey(keyType, keyBase64);
    if (!problem.isEmpty()) {
        setError(error, problem);
        return false;
    }
    const QString pattern = name.toLower();
    const QByteArray blob = decodeBase64(keyBase64);

    KnownHostsFile file(m_path, error);
    if (!file.isLocked())
        return false;
    QByteArray content;
    bool existed = false;
    if (!file.read(&content, &existed, error))
        return false;
    const QList<Entry> before = parseEntries(content);
    bool alreadyTrusted = false;
    for (const Entry& e : before) {
        if (!hostsFieldMatches(e.hostsField, pattern) || !sameKey(e, keyType, blob))
            continue;
        // No policy and no caller may trust a key that known_hosts lists as revoked for this host.
        if (e.marker == QLatin1String("@revoked")) {
            setError(error, Tr::tr("%1 %2 is listed as revoked for %3 in %4, line %5; it is never recorded")
                                .arg(keyType, fingerprintSha256(keyBase64), pattern, m_path)
                                .arg(e.line));
            return false;
        }
        alreadyTrusted = alreadyTrusted || e.marker.isEmpty();
    }
    const QByteArray newLine =
        (hash ? hashedName(pattern) : pattern).toUtf8() + ' ' + keyType.toUtf8() + ' ' + keyBase64 + '\n';

    if (!replaceExisting) {
        // An addition is appended, never a rewrite: a line ssh appends meanwhile must survive.
        if (!alreadyTrusted && !file.append(newLine, error))
            return false;
    } else {
        QByteArray out;
        out.reserve(content.size() + newLine.size() + 1);
        for (const Line& line : splitLines(content)) {
            const KeyLine k = parseKeyLine(line.text);
            const bool applies =
                k.valid && k.marker.isEmpty() && hostsFieldMatches(QString::fromUtf8(k.hosts), pattern);
            if (!applies) {
                out += line.text + line.terminator;
                continue;
            }
            if (k.hosts.startsWith(HashPrefix))
                continue; // a hashed line names exactly one host: this one
            QList<QByteArray> kept;
            bool removed = false;
            for (const QByteArray& n : k.hosts.split(',')) {
                if (QString::fromUtf8(n).toLower() == pattern)
                    removed = true;
                else
                    kept.append(n);
            }
            if (!removed) {
                out += line.text + line.terminator; // matched through a wildcard: it speaks for others too
                continue;
            }
            if (!hasPositivePattern(kept))
                continue; // nothing but negations left: the line would name no host
            out +=
                line.text.left(k.hostsBegin) + kept.join(',') + line.text.mid(k.hostsEnd) + line.terminator;
        }
        // Appending to a last line without its newline would glue two entries into one broken line.
        if (!out.isEmpty() && !out.endsWith('\n'))
            out += '\n';
        out += newLine;
        if (!file.replace(out, error))
            return false;
    }
    QByteArray now;
    if (!file.read(&now, &existed, error))
        return false;
    m_entries = parseEntries(now);
    return true;
}

QString KnownHosts::hashedName(const QString& name)
{
    QByteArray salt(Sha1Size, Qt::Uninitialized);
    for (char& c : salt)
        c = char(QRandomGenerator::system()->bounded(256));
    const QByteArray hash = QMessageAuthenticationCode::hash(name.toUtf8(), salt, QCryptographicHash::Sha1);
    return QString::fromLatin1(HashMagic + salt.toBase64() + HashPrefix + hash.toBase64());
}

QString KnownHosts::hostPattern(const QString& host, int port)
{
    QString h = host.toLower();
    // Accept an already bracketed IPv6 literal ("[::1]") as well as a bare one.
    if (h.size() >= 2 && h.startsWith(QLatin1Char('[')) && h.endsWith(QLatin1Char(']')))
        h = h.mid(1, h.size() - 2);
    if (port == 0 || port == 22)
        return h;
    return QLatin1Char('[') + h + QStringLiteral("]:") + QString::number(port);
}

QString KnownHosts::fingerprintSha256(const QByteArray& keyBlobBase64)
{
    return PublicKey::fingerprintOf(decodeBase64(keyBlobBase64));
}

bool KnownHosts::hostsFieldMatches(const QString& hostsField, const QString& pattern)
{
    const QString name = pattern.toLower();
    if (hostsField.startsWith(QLatin1Char(HashPrefix)))
        return hashedMatch(hostsField.toLatin1(), name.toUtf8());
    return matchPatternList(name, hostsField) == 1;
}

} // namespace fleetdeck::ssh
