// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/KnownHosts.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::ssh {

struct SshTarget;

/// The host-key decision of OpenSSH's client (sshconnect.c check_host_key, 9.2), made on
/// Fleetdeck's own reading of the known_hosts files, never on libssh's.
///
/// The key is looked up under one name — the HostKeyAlias, else "host" for port 22 and
/// "[host]:port" otherwise — in the user files, then the global files. Of the lines naming it
/// (plain names with wildcards and negation over the whole list, or hashed names): the plain ones
/// are the recorded keys, @revoked ones refuse a key whatever else is recorded, and
/// @cert-authority ones vouch only for certificates, never for a plain key.
class KnownHostsLookup
{
public:
    /// One line of one file.
    struct Line
    {
        QString file;
        KnownHosts::Entry entry;
    };

    enum class Verdict {
        Known,   ///< a plain line records exactly this key
        Unknown, ///< nothing recorded for the name (a first connection)
        Changed, ///< keys are recorded for the name, this one is not (any key type)
        Revoked, ///< a @revoked line naming the host lists this key
    };

    struct Decision
    {
        Verdict verdict = Verdict::Unknown;
        QString name;                 ///< what the key was looked up under, and is recorded under
        std::optional<Line> decisive; ///< the matching, revoking or first offending line
        QList<Line> recorded;         ///< the plain keys recorded for the name
        QString readError;            ///< a user file that exists but could not be read
    };

    QStringList userFiles;   ///< UserKnownHostsFile, in order; the first is the one written to
    QStringList globalFiles; ///< GlobalKnownHostsFile
    QString host;
    int port = 22;
    std::optional<QString> hostKeyAlias;

    static KnownHostsLookup forTarget(const SshTarget& target);

    /// The name ssh looks the host key up under: the HostKeyAlias (in lower case, as ssh makes it),
    /// else KnownHosts::hostPattern(host, port).
    QString name() const;

    /// What `ssh -o StrictHostKeyChecking=yes` decides for the presented key. When nothing is
    /// known for "[host]:port" (no alias), the plain host is asked as ssh asks it: a key recorded
    /// there is Known. Unlike ssh, a key revoked for the plain host is Revoked, not Unknown, so
    /// that accept-new never records it under "[host]:port".
    Decision decide(const QString& keyType, const QByteArray& keyBase64) const;

    /// The host key algorithms to offer, in the order ssh offers them (sshconnect2.c
    /// order_hostkeyalgs): OpenSSH's default order, unless the first one's key type is not
    /// recorded for the name; then the algorithms of recorded key types come first. Without this
    /// a server with several host keys would present a key of another type than ssh sees.
    QStringList hostKeyAlgorithms() const;

private:
    QList<Line> linesNamed(const QString& name, QString* readError) const;
};

} // namespace fleetdeck::ssh
