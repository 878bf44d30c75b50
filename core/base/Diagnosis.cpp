// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/Diagnosis.h"

#include "Tr.h"

#include <QJsonValue>

#include <algorithm>
#include <array>
#include <utility>

namespace fleetdeck {

namespace {
using Stage = Diagnosis::Stage;

constexpr std::array<std::pair<Stage, const char*>, 9> StageNames{{
    {Stage::Resolve, "resolve"},
    {Stage::Connect, "connect"},
    {Stage::Handshake, "handshake"},
    {Stage::HostKey, "host_key"},
    {Stage::Auth, "auth"},
    {Stage::Channel, "channel"},
    {Stage::Exec, "exec"},
    {Stage::Http, "http"},
    {Stage::Parse, "parse"},
}};

struct CodeStage
{
    const char* code;
    std::optional<Stage> stage; // nullopt: "any" in the contract
};

// docs/cli.md, "Diagnosis codes", in the table's order.
const std::array<CodeStage, 19> Codes{{
    {"dns_failed", Stage::Resolve},
    {"connection_refused", Stage::Connect},
    {"connect_timeout", Stage::Connect},
    {"no_ssh_banner", Stage::Handshake},
    {"handshake_failed", Stage::Handshake},
    {"host_key_unknown", Stage::HostKey},
    {"host_key_changed", Stage::HostKey},
    {"auth_denied", Stage::Auth},
    {"key_unusable", Stage::Auth},
    {"channel_refused", Stage::Channel},
    {"status_unreachable", Stage::Channel},
    {"exec_failed", Stage::Exec},
    {"status_http_error", Stage::Http},
    {"status_parse_error", Stage::Parse},
    {"timeout", std::nullopt},
    {"connection_lost", std::nullopt},
    {"jobs_failing", Stage::Parse},
    {"queue_stuck", Stage::Parse},
    {"memory_low", Stage::Parse},
}};

// Wordings indexed by how many args they consume: [0] uses none, [1] uses %1, ... The most
// specific one the caller's args can fill is chosen, so text never shows a bare "%2".
struct Wording
{
    QStringList messages;
    QStringList hints;
};

Wording wordingFor(const QString& code)
{
    const auto is = [&code](const char* c) { return code == QLatin1String(c); };

    if (is("dns_failed"))
        return {
            {Tr::tr("The node's host name does not resolve."), Tr::tr("The host name %1 does not resolve.")},
            {Tr::tr("Check the node's host in the inventory for a typo (node edit NAME --host HOST), "
                    "or fix this machine's DNS if the name is right.")}};
    if (is("connection_refused"))
        return {{Tr::tr("Nothing listens for SSH on the node's port: the connection was refused."),
                 Tr::tr("Nothing listens for SSH on %1: the connection was refused."),
                 Tr::tr("Nothing listens for SSH on %1 port %2: the connection was refused.")},
                {Tr::tr("Check that the server is up and that the node's SSH port is right. Providers "
                        "such as vast.ai map SSH to a high port shown in their console "
                        "(node edit NAME --port PORT).")}};
    if (is("connect_timeout"))
        return {{Tr::tr("No TCP connection to the node within the deadline."),
                 Tr::tr("No TCP connection to %1 within the deadline."),
                 Tr::tr("No TCP connection to %1 port %2 within the deadline.")},
                {Tr::tr("Check that the server is running and reachable from here: a firewall or "
                        "security group may be dropping SSH silently, or the host or port is wrong. "
                        "If the network is only slow, raise --timeout.")}};
    if (is("no_ssh_banner"))
        return {{Tr::tr("The node's port accepts TCP connections but never speaks SSH."),
                 Tr::tr("%1 accepts TCP connections but never speaks SSH."),
                 Tr::tr("%1 port %2 accepts TCP connections but never speaks SSH.")},
                {Tr::tr("The port is probably wrong, or a firewall or proxy answers in the server's "
                        "place. Compare the node's SSH port with the provider's console.")}};
    if (is("handshake_failed"))
        return {{Tr::tr("The SSH handshake with the node failed."),
                 Tr::tr("The SSH handshake with %1 failed."),
                 Tr::tr("The SSH handshake with %1 port %2 failed.")},
                {Tr::tr("The server and Fleetdeck share no key-exchange, cipher or host key algorithm, "
                        "or the server broke the protocol; the detail has the reason. Update the "
                        "server's OpenSSH or enable a current algorithm in its sshd_config.")}};
    if (is("host_key_unknown")) {
        const QString compare = Tr::tr("This is the first connection to this host. Compare the key's "
                                       "fingerprint with the one in the provider's console and trust it "
                                       "only if they match (answer yes, or use --host-key-policy "
                                       "accept-new).");
        return {{Tr::tr("This host is not in known_hosts yet."), Tr::tr("%1 is not in known_hosts yet."),
                 Tr::tr("%1 is not in known_hosts yet; it presents the host key %2.")},
                {compare, compare,
                 Tr::tr("This is the first connection to this host. Compare %2 with the fingerprint in "
                        "the provider's console and trust it only if they match (answer yes, or use "
                        "--host-key-policy accept-new).")}};
    }
    if (is("host_key_changed"))
        return {{Tr::tr("The server's host key differs from the one in known_hosts."),
                 Tr::tr("The host key of %1 differs from the one in known_hosts."),
                 Tr::tr("The host key of %1 differs from the one in known_hosts: it now presents %2."),
                 Tr::tr("The host key of %1 differs from the one in known_hosts: it now presents %2, "
                        "known_hosts has %3.")},
                {Tr::tr("The server may have been reinstalled, or someone may be intercepting the "
                        "connection. Replace the recorded key only after verifying the new fingerprint "
                        "with the provider or on the server's console.")}};
    if (is("auth_denied"))
        return {{Tr::tr("The node accepted none of the offered credentials."),
                 Tr::tr("The node accepted none of the credentials offered for %1."),
                 Tr::tr("%2 accepted none of the credentials offered for %1."),
                 Tr::tr("%2 accepted none of the credentials offered for %1 (keys tried: %3).")},
                {Tr::tr("Deploy your public key to the node (fleetdeck-cli keys deploy --pub FILE NODE, "
                        "or Node ▸ Deploy Key…), or set the node's identity to a key it already accepts "
                        "(node edit NAME --identity FILE).")}};
    if (is("key_unusable")) {
        const QString passphrase = Tr::tr("Check the node's identity path and that the file is readable by "
                                          "you. For an encrypted key, store its passphrase with "
                                          "fleetdeck-cli secrets set passphrase SHA256:... (the key's "
                                          "fingerprint).");
        return {{Tr::tr("A private key cannot be used: it is missing, unreadable, or encrypted "
                        "without a stored passphrase."),
                 Tr::tr("The key %1 cannot be used: it is missing, unreadable, or encrypted without a "
                        "stored passphrase.")},
                {passphrase, passphrase,
                 Tr::tr("Check the node's identity path and that the file is readable by you. For an "
                        "encrypted key, store its passphrase with fleetdeck-cli secrets set passphrase "
                        "%2.")}};
    }
    if (is("channel_refused"))
        return {{Tr::tr("The node refused to open a channel for the status request (port forwarding "
                        "disabled, or the session limit reached)."),
                 Tr::tr("The node refused to open a channel to %1 (port forwarding disabled, or the "
                        "session limit reached).")},
                {Tr::tr("The server probably has AllowTcpForwarding no or a low MaxSessions. Fetch the "
                        "status with a command instead: node edit NAME --status-command "
                        "'curl -sf http://localhost:9821/status'.")}};
    if (is("status_unreachable"))
        return {{Tr::tr("The cuzk daemon is not listening on the node's status port."),
                 Tr::tr("The cuzk daemon is not listening on status port %1 on the node.")},
                {Tr::tr("Check that cuzk is running on the node and that its config sets "
                        "[daemon] status_listen to the port the node uses (node edit NAME "
                        "--status-port PORT).")}};
    if (is("exec_failed"))
        return {{Tr::tr("The remote command failed."), Tr::tr("The remote command failed: %1."),
                 Tr::tr("The remote command '%2' failed: %1.")},
                {Tr::tr("The detail has its exit status and stderr. Run the command by hand on the node "
                        "to see why; if this is the status poll, check the node's status command.")}};
    if (is("status_http_error"))
        return {{Tr::tr("The status endpoint answered with an error instead of 200 OK."),
                 Tr::tr("The status endpoint answered %1 instead of 200 OK.")},
                {Tr::tr("The daemon is up but refused the request. Check the node's status path "
                        "(node edit NAME --status-path /status) and cuzk's log on the node.")}};
    if (is("status_parse_error"))
        return {{Tr::tr("The status answer is not a valid cuzk status document."),
                 Tr::tr("The status answer is not a valid cuzk status document: %1.")},
                {Tr::tr("Check that the node's status port, path or command reach cuzk's status "
                        "endpoint and not another service, and that cuzk is a supported version.")}};
    if (is("timeout"))
        return {{Tr::tr("The operation did not finish within its deadline."),
                 Tr::tr("The operation did not finish within %1 seconds.")},
                {Tr::tr("The node or the network is slow or stuck at the stage shown. Check the node's "
                        "load and network, or raise the deadline with --timeout.")}};
    if (is("connection_lost"))
        return {{Tr::tr("The connection broke during the operation, and reconnecting failed too."),
                 Tr::tr("The connection to %1 broke during the operation, and reconnecting failed too."),
                 Tr::tr("The connection to %1 port %2 broke during the operation, and reconnecting failed "
                        "too.")},
                {Tr::tr("The node may have rebooted or dropped off the network, or sshd was restarted. "
                        "Check the node in the provider's console, then retry.")}};
    if (is("jobs_failing"))
        return {{Tr::tr("Proof jobs are failing: failures rose since the previous poll."),
                 Tr::tr("Proof jobs are failing: %1 more failed since the previous poll.")},
                {Tr::tr("Read cuzk's log on the node for the failing jobs (GPU errors, out of memory, "
                        "bad parameters) and fix the cause before it takes more work.")}};
    if (is("queue_stuck"))
        return {{Tr::tr("Jobs are queued but every GPU worker has been idle for two polls."),
                 Tr::tr("%1 jobs are queued but every GPU worker has been idle for two polls.")},
                {Tr::tr("cuzk's GPU workers are not taking work. Check cuzk's log and the GPUs "
                        "(nvidia-smi) on the node; restart cuzk if the workers hang.")}};
    if (is("memory_low"))
        return {{Tr::tr("Available memory is under 5 % of the total."),
                 Tr::tr("Only %1 of memory is available on the node."),
                 Tr::tr("Only %1 of %2 memory is available.")},
                {Tr::tr("The node risks running out of memory. Lower synthesis concurrency or the "
                        "number of pipelines in cuzk's config, or stop other processes on the node.")}};
    // Codes beyond the contract's table (extensions): their stage comes from the caller.
    if (is("host_key_revoked"))
        return {
            {Tr::tr("The server presented a host key that known_hosts lists as revoked; nothing was sent."),
             Tr::tr("%1 presented a host key that known_hosts lists as revoked; nothing was sent."),
             Tr::tr("%1 presented the revoked host key %2; nothing was sent.")},
            {Tr::tr(
                "A revoked key is never trusted, whatever the host key policy. The server still uses a key "
                "that was withdrawn (a compromised or retired machine), or someone is intercepting the "
                "connection. Have the server's host key replaced, verify the new fingerprint with the "
                "provider, and record it.")}};
    if (is("no_address"))
        return {{Tr::tr("The node has no SSH address yet: its provider publishes none (an instance still "
                        "loading, stopped or exited)."),
                 Tr::tr("The node has no SSH address yet: its provider publishes none (instance %1).")},
                {Tr::tr("Nothing was tried. The address arrives with the provider's next refresh once the "
                        "instance runs (vast.ai: fleetdeck-cli node import --vast-api, or wait for the "
                        "console's refresh).")}};
    if (is("unsafe_target"))
        return {
            {Tr::tr("The authorized_keys path on the node is not a file Fleetdeck may edit; nothing was "
                    "written."),
             Tr::tr("%1 on the node is not a file Fleetdeck may edit; nothing was written.")},
            {Tr::tr(
                "Only a regular file owned by the login user (or a missing one) is edited. The detail names "
                "what the path resolves to, its type and owner: a link to /dev/null disables key logins on "
                "purpose, a link elsewhere points into files that are not the login's. Fix the link on the "
                "node, or set the node's authorized_keys path (node edit NAME --authorized-keys PATH).")}};
    if (is("sftp_failed"))
        return {
            {Tr::tr("A file operation on the node failed."),
             Tr::tr("A file operation on the node failed: %1.")},
            {Tr::tr("The detail names the path and the server's SFTP status (e.g. permission denied, no such "
                    "file). Check the path, its owner and its mode on the node, and that the server offers "
                    "the sftp subsystem.")}};
    if (is("deploy_conflict"))
        return {
            {Tr::tr("The file changed on the node while the key was being deployed; nothing was written."),
             Tr::tr("%1 changed on the node while the key was being deployed; nothing was written.")},
            {Tr::tr("Someone or something else edited the file at the same time. Look at it on the node, "
                    "then deploy again: the new plan starts from its current content.")}};
    if (is("key_not_accepted"))
        return {
            {Tr::tr("The server does not accept the key from the file that was written; the original was "
                    "restored."),
             Tr::tr("The server does not accept the key from %1; the original file was restored.")},
            {Tr::tr("sshd reads another file or refuses this one. Check StrictModes (the home directory, "
                    "~/.ssh and the file must not be writable by group or others) and AuthorizedKeysFile in "
                    "the node's sshd_config.")}};
    if (is("lockout_refused"))
        return {{Tr::tr("Removing this key would lock the console out of the node; nothing was changed."),
                 Tr::tr("Removing %1 would lock the console out of the node; nothing was changed.")},
                {Tr::tr("The console logs in with this key and no other key of the console's proved to work. "
                        "Deploy another key first (and let it be verified), then remove this one.")}};
    if (is("key_no_longer_accepted"))
        return {
            {Tr::tr("The node no longer accepts the console's key for new logins; only the open session "
                    "still works.")},
            {Tr::tr(
                "The key was removed from the node's authorized_keys (vast.ai rewrites it, for one). "
                "Deploy the key again (Node ▸ Deploy Key…, or fleetdeck-cli keys deploy); for a vast.ai node "
                "that also attaches it through the platform, so that it lasts. Until then the console "
                "loses the node when this session ends.")}};
    if (is("fresh_login_failed"))
        return {{Tr::tr("A fresh login to the node failed; only the open session still works."),
                 Tr::tr("A fresh login to the node failed (%1); only the open session still works.")},
                {Tr::tr("The detail has the failed login's code and the server's words. Fix that cause while "
                        "the open session lasts: once it ends, the console cannot reach the node.")}};
    if (is("ssh_config_invalid"))
        return {
            {Tr::tr("The SSH client config for this node cannot be used.")},
            {Tr::tr(
                "Fix the file named in the detail (e.g. its ProxyJump line), or stop honouring it for this "
                "node (node edit NAME --ssh-config no).")}};
    return {{Tr::tr("The operation failed."), Tr::tr("The operation failed: %1.")},
            {Tr::tr("The detail has the raw error.")}};
}

// One pass, so that an arg containing "%2" (a remote stderr, say) is not itself substituted.
QString substitute(const QString& text, const QStringList& args)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('%') && i + 1 < text.size() && text.at(i + 1).isDigit()) {
            const int n = text.at(i + 1).digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args.at(n - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString pick(const QStringList& wordings, const QStringList& args)
{
    const qsizetype index = std::min<qsizetype>(args.size(), wordings.size() - 1);
    return substitute(wordings.at(index), args);
}
} // namespace

QString Diagnosis::stageName(Stage stage)
{
    for (const auto& [s, name] : StageNames) {
        if (s == stage)
            return QString::fromLatin1(name);
    }
    return {};
}

std::optional<Diagnosis::Stage> Diagnosis::stageFromName(QStringView name)
{
    for (const auto& [s, n] : StageNames) {
        if (name == QLatin1String(n))
            return s;
    }
    return std::nullopt;
}

QStringList Diagnosis::knownCodes()
{
    QStringList codes;
    for (const CodeStage& c : Codes)
        codes << QString::fromLatin1(c.code);
    return codes;
}

std::optional<Diagnosis::Stage> Diagnosis::contractStage(const QString& code)
{
    for (const CodeStage& c : Codes) {
        if (code == QLatin1String(c.code))
            return c.stage;
    }
    return std::nullopt;
}

Diagnosis Diagnosis::make(const QString& code, QString detail, std::optional<Stage> stage,
                          const QStringList& args)
{
    Diagnosis d;
    d.code = code;
    // The contract's stage wins: scripts group failures by it, so a caller must not move a code.
    d.stage = contractStage(code).value_or(stage.value_or(Stage::Connect));
    const Wording wording = wordingFor(code);
    // Only the leading non-empty args count: an empty one would leave a gap in the sentence, so
    // the wording that does not mention it (nor anything after it) is used instead.
    QStringList filled;
    for (const QString& arg : args) {
        if (arg.trimmed().isEmpty())
            break;
        filled << arg;
    }
    d.message = pick(wording.messages, filled);
    d.hint = pick(wording.hints, filled);
    if (detail.trimmed().isEmpty())
        detail = QStringLiteral("%1 (stage %2)")
                     .arg(code.isEmpty() ? QStringLiteral("error") : code, stageName(d.stage));
    d.detail = std::move(detail);
    return d;
}

QJsonObject Diagnosis::toJson() const
{
    return QJsonObject{
        {QStringLiteral("code"), code},       {QStringLiteral("stage"), stageName(stage)},
        {QStringLiteral("message"), message}, {QStringLiteral("hint"), hint},
        {QStringLiteral("detail"), detail},
    };
}

QString Diagnosis::quoteBytes(QByteArrayView bytes, int max)
{
    QString out = QStringLiteral("\"");
    for (const char c : bytes.first(qMin<qsizetype>(bytes.size(), max))) {
        const auto u = uchar(c);
        out += u >= 0x20 && u < 0x7f ? QString(QChar(u)) : QStringLiteral("\\x%1").arg(u, 2, 16, QChar(u'0'));
    }
    out += bytes.size() > max ? QStringLiteral("\"…") : QStringLiteral("\"");
    return out;
}

} // namespace fleetdeck
