// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHosts.h"

#include "Tr.h"
#include "keys/PublicKey.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QMutex>
#include <QRegularExpression>
#include <QSaveFile>
#include <QtEndian>

#include <utility>

namespace fleetdeck::ssh {

namespace {
constexpr char HashPrefix = '|';
const QByteArray HashMagic = QByteArrayLiteral("|1|");
constexpr qsizetype Sha1Size = 20;

// One lock for every known_hosts edit in this process: the SSH workers may accept new host keys
// concurrently, and each edit is a read-modify-write of the whole file.
QMutex& editMutex()
{
    static QMutex mutex;
    return mutex;
}

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
        !k.hosts.isEmpty() && !k.keyType.isEmpty() && blobKeyType(decodeBase64(k.keyBase64)) == k.keyType;
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

bool readFile(const QString& path, QByteArray* content, bool* existed, QString* error)
{
    content->clear();
    const QFileInfo info(path);
    *existed = info.exists();
    if (!*existed)
        return true;
    if (info.isDir()) {
        setError(error, Tr::tr("cannot read %1: it is a directory").arg(path));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, Tr::tr("cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    *content = file.readAll();
    return true;
}

// Like ssh for ~/.ssh: directories created here are private to the user.
bool makeDirectories(const QString& dir, QString* error)
{
    QStringList missing;
    QString d = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
    while (!QFileInfo::exists(d)) {
        missing.prepend(d);
        const QString parent = QFileInfo(d).path();
        if (parent == d)
            break;
        d = parent;
    }
    for (const QString& m : std::as_const(missing)) {
        if (!QDir().mkdir(m, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
            setError(error, Tr::tr("cannot create the directory %1").arg(m));
            return false;
        }
    }
    return true;
}

bool writeFile(const QString& path, const QByteArray& content, bool existed, QString* error)
{
    if (!existed && !makeDirectories(QFileInfo(path).absolutePath(), error))
        return false;
    // QSaveFile gives the new file the old one's mode; a new file gets 0600 before any byte is in it.
    QSaveFile file(path);
    bool ok = file.open(QIODevice::WriteOnly);
    if (ok && !existed)
        ok = file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    ok = ok && file.write(content) == content.size();
    ok = ok && file.commit();
    if (!ok) {
        setError(error, Tr::tr("cannot write %1: %2").arg(path, file.errorString()));
        file.cancelWriting();
        return false;
    }
    return true;
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
    if (!readFile(m_path, &content, &existed, error))
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
    return edit(host, port, keyType, keyBase64, false, error);
}

bool KnownHosts::replace(const QString& host, int port, const QString& keyType, const QByteArray& keyBase64,
                         QString* error)
{
    return edit(host, port, keyType, keyBase64, true, error);
}

bool KnownHosts::edit(const QString& host, int port, const QString& keyType, const QByteArray& keyBase64,
                      bool replaceExisting, QString* error)
{
    QString problem = checkHost(host, port);
    if (problem.isEmpty())
        problem = checkKey(keyType, keyBase64);
    if (!problem.isEmpty()) {
        setError(error, problem);
        return false;
    }
    const QString pattern = hostPattern(host, port);
    const QByteArray blob = decodeBase64(keyBase64);

    QMutexLocker locker(&editMutex());
    QByteArray content;
    bool existed = false;
    if (!readFile(m_path, &content, &existed, error))
        return false;

    QByteArray out;
    out.reserve(content.size() + pattern.size() + keyType.size() + keyBase64.size() + 3);
    bool alreadyTrusted = false;
    for (const Line& line : splitLines(content)) {
        const KeyLine k = parseKeyLine(line.text);
        const bool applies =
            k.valid && k.marker.isEmpty() && hostsFieldMatches(QString::fromUtf8(k.hosts), pattern);
        if (!applies) {
            out += line.text + line.terminator;
            continue;
        }
        if (!replaceExisting) {
            alreadyTrusted =
                alreadyTrusted || (k.keyType == keyType.toUtf8() && decodeBase64(k.keyBase64) == blob);
            out += line.text + line.terminator;
            continue;
        }
        if (k.hosts.startsWith(HashPrefix))
            continue; // a hashed line names exactly one host: this one
        QList<QByteArray> kept;
        bool removed = false;
        for (const QByteArray& name : k.hosts.split(',')) {
            if (QString::fromUtf8(name).toLower() == pattern)
                removed = true;
            else
                kept.append(name);
        }
        if (!removed) {
            out += line.text + line.terminator; // matched through a wildcard: it speaks for others too
            continue;
        }
        if (!hasPositivePattern(kept))
            continue; // nothing but negations left: the line would name no host
        out += line.text.left(k.hostsBegin) + kept.join(',') + line.text.mid(k.hostsEnd) + line.terminator;
    }

    if (alreadyTrusted) {
        m_entries = parseEntries(content);
        return true;
    }
    // Appending to a last line without its newline would glue two entries into one broken line.
    if (!out.isEmpty() && !out.endsWith('\n'))
        out += '\n';
    out += pattern.toUtf8() + ' ' + keyType.toUtf8() + ' ' + keyBase64 + '\n';
    if (!writeFile(m_path, out, existed, error))
        return false;
    m_entries = parseEntries(out);
    return true;
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
    return keys::PublicKey::fingerprintOf(decodeBase64(keyBlobBase64));
}

bool KnownHosts::hostsFieldMatches(const QString& hostsField, const QString& pattern)
{
    const QString name = pattern.toLower();
    if (hostsField.startsWith(QLatin1Char(HashPrefix)))
        return hashedMatch(hostsField.toLatin1(), name.toUtf8());
    return matchPatternList(name, hostsField) == 1;
}

} // namespace fleetdeck::ssh
