// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the ~/.ssh/config importer. Any text parses; resolving any alias gives a
// host name and, when a port is given, one sshd could use; ProxyJump hops are read or refused.
#include "FuzzCheck.h"

#include "ssh/SshConfig.h"

using fleetdeck::ssh::SshConfig;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    SshConfig config;
    config.parse(text);

    for (const QString& alias : {QStringLiteral("gpu-01"), QStringLiteral("bastion.example.net"),
                                 QStringLiteral("10.0.0.7"), QStringLiteral("x")}) {
        const SshConfig::Resolved r = config.resolve(alias, QStringLiteral("operator"));
        FUZZ_CHECK(!r.hostName.isEmpty());
        if (r.port)
            FUZZ_CHECK(*r.port >= 1 && *r.port <= 65535);
        if (!r.proxyJump.isEmpty()) {
            if (const auto jumps = SshConfig::parseJumps(r.proxyJump)) {
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
