// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigSyntax.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace fleetdeck::ssh::config_syntax {

bool isOtherKeyword(const std::string& keyword)
{
    // Keywords OpenSSH 9.2 (with Debian's GSSAPI additions) accepts besides those SshConfig
    // evaluates: read and left alone. Any other keyword is a bad line, as it is to ssh. Sorted.
    // clang-format off
    static constexpr std::array<std::string_view, 110> names{
        "addkeystoagent", "addressfamily", "afstokenpassing", "batchmode", "bindaddress", "bindinterface",
        "canonicaldomains", "canonicalizefallbacklocal", "canonicalizemaxdots", "canonicalizepermittedcnames",
        "casignaturealgorithms", "certificatefile", "challengeresponseauthentication", "checkhostip",
        "cipher", "ciphers", "clearallforwardings", "compression", "compressionlevel", "connectionattempts",
        "controlmaster", "controlpath", "controlpersist", "dsaauthentication", "dynamicforward",
        "enableescapecommandline", "enablesshkeysign", "escapechar", "exitonforwardfailure", "fallbacktorsh",
        "fingerprinthash", "forkafterauthentication", "forwardagent", "forwardx11", "forwardx11timeout",
        "forwardx11trusted", "gatewayports", "globalknownhostsfile2", "gssapiauthentication",
        "gssapiclientidentity", "gssapidelegatecredentials", "gssapikexalgorithms", "gssapikeyexchange",
        "gssapirenewalforcesrekey", "gssapiserveridentity", "gssapitrustdns", "hostbasedacceptedalgorithms",
        "hostbasedauthentication", "hostbasedkeytypes", "hostkeyalgorithms", "identityagent", "ipqos",
        "kbdinteractiveauthentication", "kbdinteractivedevices", "keepalive", "kerberosauthentication",
        "kerberostgtpassing", "kexalgorithms", "knownhostscommand", "localcommand", "localforward",
        "loglevel", "logverbose", "macs", "nohostauthenticationforlocalhost", "numberofpasswordprompts",
        "passwordauthentication", "permitlocalcommand", "permitremoteopen", "pkcs11provider",
        "preferredauthentications", "protocol", "proxyusefdpass", "pubkeyacceptedalgorithms",
        "pubkeyacceptedkeytypes", "pubkeyauthentication", "rekeylimit", "remotecommand", "remoteforward",
        "requestty", "requiredrsasize", "revokedhostkeys", "rhostsauthentication", "rhostsrsaauthentication",
        "rsaauthentication", "securitykeyprovider", "sendenv", "serveralivecountmax", "serveraliveinterval",
        "sessiontype", "setenv", "skeyauthentication", "smartcarddevice", "stdinnull", "streamlocalbindmask",
        "streamlocalbindunlink", "stricthostkeychecking", "syslogfacility", "tcpkeepalive",
        "tisauthentication", "tunnel", "tunneldevice", "updatehostkeys", "useprivilegedport",
        "userknownhostsfile2", "useroaming", "usersh", "verifyhostkeydns", "visualhostkey", "xauthlocation",
    };
    // clang-format on
    return std::binary_search(names.begin(), names.end(), std::string_view(keyword));
}

} // namespace fleetdeck::ssh::config_syntax
