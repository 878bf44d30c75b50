// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::fleet {

/// One host alias an OpenSSH client config declares: a `Host` pattern without wildcards or
/// negation, i.e. a name that `ssh NAME` can be asked to reach.
struct SshConfigAlias
{
    QString alias;
    QString file; ///< the file of the `Host` line (the config or a file it includes)
    int line = 0; ///< 1-based line number in `file`

    bool operator==(const SshConfigAlias&) const = default;
};

/// Enumerates the host aliases of an OpenSSH client config, for `node import --ssh-config`.
///
/// Reads `Host` lines as ssh reads them (keyword case-insensitive, `Host=a`, quoted tokens,
/// trailing `#` comments) and follows `Include` like ssh does: globs sorted (a leading ~ is
/// $HOME), relative paths under ~/.ssh, at most 16 levels deep; a glob matching nothing includes nothing. An
/// alias declared twice is listed once, where it was first declared. `Match` blocks declare no
/// aliases. What a host actually resolves to is not decided here (that is `ssh -G`'s job).
namespace SshConfigAliases {

/// Every alias in order of declaration; nullopt with a reason when `path` or an included file
/// cannot be read (a missing `path` itself is an error: there is nothing to import).
std::optional<QList<SshConfigAlias>> list(const QString& path, QString* error);

/// True when `token` of a Host line is a plain name: no `*`, `?` or leading `!`.
bool isPlainAlias(const QString& token);

/// ssh's pattern-list rule (ssh_config(5), PATTERNS): a comma-separated list of patterns with
/// `*` and `?`, each may be negated with `!`. `name` matches when some positive pattern matches
/// and no negated one does (a list of negations alone matches nothing). Case-sensitive.
bool patternListMatches(const QString& patternList, const QString& name);

/// Why `patternList` cannot be used as --match (empty list, empty pattern); empty when fine.
QString checkPatternList(const QString& patternList);

} // namespace SshConfigAliases

} // namespace fleetdeck::fleet
