// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHostsLookup.h"

#include "ssh/LibSsh.h"
#include "ssh/SshTypes.h"

namespace fleetdeck::ssh {

namespace {
const QString Revoked = QStringLiteral("@revoked");

bool sameKey(const KnownHosts::Entry& e, const QString& keyType, const QByteArray& keyBase64)
{
    if (e.keyType != keyType)
        return false;
    const auto a = QByteArray::fromBase64Encoding(e.keyBase64, QByteArray::AbortOnBase64DecodingErrors);
    const auto b = QByteArray::fromBase64Encoding(keyBase64, QByteArray::AbortOnBase64DecodingErrors);
    return a && b && !a.decoded.isEmpty() && a.decoded == b.decoded;
}

bool isRevoked(const QList<KnownHostsLookup::Line>& lines, const QString& keyType,
               const QByteArray& keyBase64, std::optional<KnownHostsLookup::Line>* line = nullptr)
{
    for (const KnownHostsLookup::Line& l : lines) {
        if (l.entry.marker == Revoked && sameKey(l.entry, keyType, keyBase64)) {
            if (line)
                *line = l;
            return true;
        }
    }
    return false;
}

// ssh reads an ECDSA key only if its point lies on the curve; libssh's pki checks that.
bool pointOnCurve(const KnownHosts::Entry& e)
{
    if (!e.keyType.contains(QLatin1String("ecdsa-sha2-")))
        return true;
    const QByteArray type = e.keyType.toLatin1();
    ssh_key raw = nullptr;
    const int rc =
        ssh_pki_import_pubkey_base64(e.keyBase64.constData(), ssh_key_type_from_name(type.constData()), &raw);
    const KeyPtr key(raw);
    return rc == SSH_OK;
}

struct Status
{
    KnownHostsLookup::Verdict verdict = KnownHostsLookup::Verdict::Unknown;
    std::optional<KnownHostsLookup::Line> line;
};

// hostfile.c check_hostkeys_by_key_or_type() for a plain key: the first equal plain key decides;
// any other plain key, of any type, makes it a change; a @revoked line with the key overrides both.
Status statusOf(const QList<KnownHostsLookup::Line>& lines, const QString& keyType,
                const QByteArray& keyBase64)
{
    Status s;
    for (const KnownHostsLookup::Line& l : lines) {
        if (!l.entry.marker.isEmpty())
            continue; // @cert-authority vouches for certificates only
        if (sameKey(l.entry, keyType, keyBase64)) {
            s = {KnownHostsLookup::Verdict::Known, l};
            break;
        }
        if (s.verdict != KnownHostsLookup::Verdict::Changed)
            s = {KnownHostsLookup::Verdict::Changed, l};
    }
    std::optional<KnownHostsLookup::Line> revoking;
    if (isRevoked(lines, keyType, keyBase64, &revoking))
        s = {KnownHostsLookup::Verdict::Revoked, revoking};
    return s;
}

QString keyTypeOfAlgorithm(const QString& algorithm)
{
    if (algorithm.startsWith(QLatin1String("rsa-sha2-")))
        return QStringLiteral("ssh-rsa");
    return algorithm;
}
} // namespace

KnownHostsLookup KnownHostsLookup::forTarget(const SshTarget& target)
{
    KnownHostsLookup l;
    l.userFiles << target.knownHostsPath << target.moreKnownHostsFiles;
    l.userFiles.removeAll(QString());
    l.globalFiles = target.globalKnownHostsFiles;
    l.globalFiles.removeAll(QString());
    l.host = target.host;
    l.port = target.port;
    l.hostKeyAlias = target.hostKeyAlias;
    return l;
}

QString KnownHostsLookup::name() const
{
    if (hostKeyAlias && !hostKeyAlias->isEmpty())
        return hostKeyAlias->toLower();
    return KnownHosts::hostPattern(host, port);
}

QList<KnownHostsLookup::Line> KnownHostsLookup::linesNamed(const QString& name, QString* readError) const
{
    QList<Line> lines;
    const auto readFrom = [&](const QString& path, bool reportError) {
        KnownHosts file(path);
        QString error;
        // ssh skips a file it cannot open; an unreadable file of the user's own is reported.
        if (!file.load(&error)) {
            if (reportError && readError && readError->isEmpty())
                *readError = error;
            return;
        }
        for (const KnownHosts::Entry& e : file.entriesNamed(name)) {
            if (pointOnCurve(e))
                lines.append({path, e});
        }
    };
    for (const QString& path : userFiles)
        readFrom(path, true);
    for (const QString& path : globalFiles)
        readFrom(path, false);
    return lines;
}

KnownHostsLookup::Decision KnownHostsLookup::decide(const QString& keyType, const QByteArray& keyBase64) const
{
    Decision d;
    d.name = name();
    const QList<Line> lines = linesNamed(d.name, &d.readError);
    for (const Line& l : lines) {
        if (l.entry.marker.isEmpty())
            d.recorded.append(l);
    }
    Status s = statusOf(lines, keyType, keyBase64);
    // ssh looks "[host]:port" up without its port too (the same server, reached another way),
    // and takes the key only if it is recorded there; a change there does not count.
    const bool plainHostToo = !(hostKeyAlias && !hostKeyAlias->isEmpty()) && port != 0 && port != 22;
    if (s.verdict == Verdict::Unknown && plainHostToo) {
        const Status plain =
            statusOf(linesNamed(KnownHosts::hostPattern(host, 22), nullptr), keyType, keyBase64);
        if (plain.verdict == Verdict::Known || plain.verdict == Verdict::Revoked)
            s = plain;
    }
    d.verdict = s.verdict;
    d.decisive = s.line;
    return d;
}

QStringList KnownHostsLookup::hostKeyAlgorithms() const
{
    // OpenSSH 9.2's HostKeyAlgorithms without the certificate algorithms (`ssh -G` prints them);
    // Fleetdeck does not verify host certificates.
    static const QStringList defaults{
        QStringLiteral("ssh-ed25519"),
        QStringLiteral("ecdsa-sha2-nistp256"),
        QStringLiteral("ecdsa-sha2-nistp384"),
        QStringLiteral("ecdsa-sha2-nistp521"),
        QStringLiteral("sk-ssh-ed25519@openssh.com"),
        QStringLiteral("sk-ecdsa-sha2-nistp256@openssh.com"),
        QStringLiteral("rsa-sha2-512"),
        QStringLiteral("rsa-sha2-256"),
    };
    const QList<Line> lines = linesNamed(name(), nullptr);
    // hostfile.c lookup_key_in_hostkeys_by_type(): the first plain key of the type, if not revoked.
    const auto recorded = [&lines](const QString& keyType) {
        for (const Line& l : lines) {
            if (l.entry.marker.isEmpty() && l.entry.keyType == keyType)
                return !isRevoked(lines, l.entry.keyType, l.entry.keyBase64);
        }
        return false;
    };
    if (recorded(keyTypeOfAlgorithm(defaults.constFirst())))
        return defaults;
    QStringList first;
    QStringList last;
    for (const QString& algorithm : defaults)
        (recorded(keyTypeOfAlgorithm(algorithm)) ? first : last).append(algorithm);
    return first + last;
}

} // namespace fleetdeck::ssh
