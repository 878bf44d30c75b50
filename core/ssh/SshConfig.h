// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::ssh {

/// The part of an OpenSSH client config (~/.ssh/config) that a node may ask to honour:
/// HostName, Port, User, IdentityFile and ProxyJump, looked up by host alias with OpenSSH's
/// rules (Host patterns with * ? and !negation, the first value obtained wins, IdentityFile
/// accumulates). Match blocks and Include are not followed.
class SshConfig
{
public:
    struct Resolved
    {
        QString hostName; ///< the alias itself when the config names no HostName
        std::optional<int> port;
        std::optional<QString> user;
        QStringList identityFiles; ///< with ~ and %d %h %u %r %p expanded
        QString proxyJump;         ///< as written; empty or "none" for a direct connection
    };

    /// One hop of a ProxyJump list: [user@]host[:port].
    struct Jump
    {
        QString user;
        QString host;
        std::optional<int> port;
    };

    /// Reads `path`; a missing file is an empty config. Returns false with a reason otherwise.
    bool load(const QString& path, QString* error);
    /// Parses config text (for tests and for load()).
    void parse(const QString& text);

    Resolved resolve(const QString& alias, const QString& localUser) const;
    /// Splits a ProxyJump value into hops; nullopt when a hop cannot be read.
    static std::optional<QList<Jump>> parseJumps(const QString& value);
    static bool patternListMatches(const QStringList& patterns, const QString& host);

private:
    struct Line
    {
        QString keyword; ///< lower case
        QString value;
    };
    struct Block
    {
        QStringList patterns; ///< empty: the lines before the first Host
        bool isMatch = false;
        QList<Line> lines;
    };
    QList<Block> m_blocks;
};

} // namespace fleetdeck::ssh
