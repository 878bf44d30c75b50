// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace fleetdeck::ssh {

/// An OpenSSH known_hosts file, read and edited the way ssh and ssh-keygen do, so that Fleetdeck,
/// libssh and the operator's own ssh agree on which hosts are trusted (docs/design.md, "The SSH engine").
///
/// Edits hold a lock (KnownHostsFile) that serializes every edit by Fleetdeck, in any thread or
/// process. An addition is appended with one write() in O_APPEND mode, as ssh appends, so a line
/// ssh writes at the same moment is never lost; a replacement rewrites the file atomically and
/// leaves every byte it does not mean to change as it was. One object is not thread-safe.
class KnownHosts
{
public:
    /// One key line of the file.
    struct Entry
    {
        int line = 0;       ///< 1-based line number in the file
        QString marker;     ///< "@cert-authority", "@revoked", or empty
        QString hostsField; ///< as written: "a,b,[c]:2222" or "|1|salt|hash"
        bool hashed = false;
        QString keyType; ///< "ssh-ed25519", ...
        QByteArray keyBase64;
        QString comment;

        /// "SHA256:...", as `ssh-keygen -l` prints it; empty if the key is not valid base64.
        QString fingerprint() const;

        bool operator==(const Entry&) const = default;
    };

    explicit KnownHosts(QString path);

    QString path() const { return m_path; }

    /// Reads the file. A missing file is an empty, valid known_hosts, not an error. Lines that are
    /// not key lines (comments, blanks, malformed) are skipped, as ssh skips them.
    bool load(QString* error);

    /// Every key line read by the last load(), add() or replace(), markers included.
    const QList<Entry>& entries() const { return m_entries; }

    /// The host keys ssh would accept for host:port: plain lines whose host list matches
    /// (wildcards `*` `?`, negation `!`, case-insensitive) and hashed lines whose hash matches.
    /// @cert-authority and @revoked lines are not host keys and are left out; see markedEntriesFor().
    QList<Entry> entriesFor(const QString& host, int port) const;
    /// The @cert-authority and @revoked lines whose host list matches host:port.
    QList<Entry> markedEntriesFor(const QString& host, int port) const;
    /// Every line, markers included, whose host field names `name` under OpenSSH's rules, where
    /// `name` is what ssh looks a host key up under: hostPattern() or a HostKeyAlias, in lower
    /// case. These are the lines ssh's load_hostkeys() keeps for the name.
    QList<Entry> entriesNamed(const QString& name) const;

    /// Trusts keyType/keyBase64 for host:port by appending one line (a no-op if that key is
    /// already trusted for it). A missing file is created with mode 0600 and missing directories
    /// with 0700. Fails, changing nothing, on an invalid host, port or key.
    bool add(const QString& host, int port, const QString& keyType, const QByteArray& keyBase64,
             QString* error);

    /// Forgets every key recorded for host:port and trusts the given one instead: lines that name
    /// exactly this host (plainly or hashed) are removed; on a line listing several hosts only this
    /// host's name is taken out. Lines that match only through a wildcard are kept because they
    /// speak for other hosts too, and @cert-authority/@revoked lines are kept (as `ssh-keygen -R`).
    bool replace(const QString& host, int port, const QString& keyType, const QByteArray& keyBase64,
                 QString* error);

    /// add() and replace() under a name as ssh records it: "host", "[host]:port" or a
    /// HostKeyAlias. With `hash` the new line's name is hashed (HashKnownHosts). Both refuse a key
    /// that a @revoked line of this file lists for the name, and change nothing then.
    bool addNamed(const QString& name, const QString& keyType, const QByteArray& keyBase64, bool hash,
                  QString* error);
    bool replaceNamed(const QString& name, const QString& keyType, const QByteArray& keyBase64, bool hash,
                      QString* error);

    /// `name` hashed as HashKnownHosts writes it: "|1|" base64(salt) "|" base64(HMAC-SHA1(salt,
    /// name)), with a fresh random 20-byte salt.
    static QString hashedName(const QString& name);

    /// How known_hosts names host:port: "host" for port 22 (or 0), "[host]:port" otherwise, in
    /// lower case as ssh looks it up. IPv6 literals likewise: "::1", "[::1]:2222".
    static QString hostPattern(const QString& host, int port);

    /// "SHA256:" + unpadded base64 of the SHA-256 of the decoded key blob, exactly what
    /// `ssh-keygen -l` prints; empty if keyBlobBase64 is not valid base64.
    static QString fingerprintSha256(const QByteArray& keyBlobBase64);

    /// Whether a known_hosts host field ("a,*.b,!c" or "|1|salt|hash") names `pattern` (as made by
    /// hostPattern()) under OpenSSH's rules.
    static bool hostsFieldMatches(const QString& hostsField, const QString& pattern);

private:
    QList<Entry> matching(const QString& host, int port, bool marked) const;
    bool edit(const QString& name, const QString& keyType, const QByteArray& keyBase64, bool replaceExisting,
              bool hash, QString* error);

    QString m_path;
    QList<Entry> m_entries;
};

} // namespace fleetdeck::ssh
