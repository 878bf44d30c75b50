// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the own ssh_config parser (SshConfigResolver's fallback). Any text is read or
// refused with a reason; a resolution has a host name, a port sshd could use and a user; its
// file paths expand or are refused; ProxyJump values ssh accepted split into readable hops.
#include "FuzzCheck.h"

#include "ssh/SshConfig.h"

#include <QRegularExpression>

using fleetdeck::ssh::ResolvedSshConfig;
using fleetdeck::ssh::SshConfig;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    // Include follows globs on this machine's disk. Relative and ~/ paths land in a home that does
    // not exist; an input naming an absolute or ~user Include path is not tried (a glob like
    // /*/*/*/* walks the whole tree, ~root/ is the machine's own account).
    static const bool homeSet = qputenv("HOME", "/nonexistent/fleetdeck-fuzz");
    (void)homeSet;
    static const QRegularExpression absolute(QStringLiteral("(^|[\\s=\"'])(/|~[^/\\s\"'])"));
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("include"), Qt::CaseInsensitive) && t.mid(7).contains(absolute))
            return 0;
    }
    static const SshConfig::Account account = [] {
        SshConfig::Account a = SshConfig::Account::current();
        a.home = a.passwdHome = QStringLiteral("/nonexistent/fleetdeck-fuzz");
        return a;
    }();
    for (const QString& alias : {QStringLiteral("gpu-01"), QStringLiteral("bastion.example.net"),
                                 QStringLiteral("10.0.0.7"), QStringLiteral("x")}) {
        QString error;
        std::optional<ResolvedSshConfig> r =
            SshConfig::evaluateText(text, {alias, {}, {}, {}}, account, &error);
        if (!r) {
            FUZZ_CHECK(!error.isEmpty());
            continue;
        }
        FUZZ_CHECK(!r->hostName.isEmpty());
        FUZZ_CHECK(r->port >= 1 && r->port <= 65535);
        FUZZ_CHECK(!r->user.isEmpty());
        FUZZ_CHECK(!r->identityFiles.isEmpty() || !r->identityFilesAreDefaults);
        FUZZ_CHECK(r->proxyJump.isEmpty() || r->proxyCommand.isEmpty());
        if (!SshConfig::expandPaths(*r, account, true, &error))
            FUZZ_CHECK(!error.isEmpty());
        if (!r->proxyJump.isEmpty()) {
            if (const auto jumps = SshConfig::parseJumps(r->proxyJump)) {
                for (const SshConfig::Jump& jump : *jumps) {
                    FUZZ_CHECK(!jump.host.isEmpty());
                    if (jump.port)
                        FUZZ_CHECK(*jump.port >= 1 && *jump.port <= 65535);
                }
            }
        }
    }
    (void)SshConfig::patternListMatches(text.split(QLatin1Char(' ')), QStringLiteral("gpu-01"));
    return 0;
}
