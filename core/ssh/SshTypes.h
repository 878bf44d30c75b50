// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace fleetdeck::ssh {

enum class HostKeyPolicy { Strict, AcceptNew, Ask };
std::optional<HostKeyPolicy> hostKeyPolicyFromString(const QString& text);

/// Where and how to log in; built from a node (fleet/NodeTargets.h) plus the caller's settings and
/// credentials. Secrets (passphrase, password) are only carried, never stored or logged.
struct SshTarget
{
    QString node; ///< the node's name; sessions are kept per target key()
    QString host;
    int port = 22;
    QString user = QStringLiteral("root");
    std::optional<QString> identity;   ///< private key file; none: agent, then default keys
    std::optional<QString> passphrase; ///< for an encrypted identity
    std::optional<QString> password;   ///< bootstrap password (password / keyboard-interactive)
    QString knownHostsPath;            ///< the user known_hosts file: read, and written by accept-new/ask
    /// Further user known_hosts files, read only (UserKnownHostsFile's second and later files).
    QStringList moreKnownHostsFiles;
    /// System-wide known_hosts files, read only (GlobalKnownHostsFile).
    QStringList globalKnownHostsFiles = defaultGlobalKnownHostsFiles();
    /// Looks the host key up under this name instead of host:port (HostKeyAlias).
    std::optional<QString> hostKeyAlias;
    /// A key recorded by accept-new or ask is written with its name hashed (HashKnownHosts).
    bool hashKnownHosts = false;
    HostKeyPolicy hostKeyPolicy = HostKeyPolicy::Strict;
    bool useAgent = true;       ///< only when SSH_AUTH_SOCK is set
    bool useDefaultKeys = true; ///< ~/.ssh/id_* when no identity is given
    /// Honour the OpenSSH client config for this host alias (HostName, Port, User,
    /// IdentityFile, ProxyJump).
    bool useSshConfig = false;
    QString sshConfigPath;
    /// Replaces the config's ProxyJump (the hops before a jump host); "none" for a direct link.
    std::optional<QString> proxyJumpOverride;
    /// A public key blob the login must prove the server accepts: before any other method the
    /// server is asked whether it takes this key (a publickey query); a refusal ends the login as
    /// `auth_denied`. Lets an agent login verify one key although the agent offers all of its own.
    std::optional<QByteArray> requiredKeyBlob;
    /// As `ssh -l USER` / `ssh -p PORT` beside a config alias: wins over the config's User/Port
    /// (a ProxyJump hop's explicit `user@` and `:port`). Only with useSshConfig.
    std::optional<QString> userOverride;
    std::optional<int> portOverride;

    /// What identifies a reusable session: same node, address, user, identity, way of
    /// authenticating and known_hosts file (never a secret).
    QString key() const;

    /// `$FLEETDECK_KNOWN_HOSTS`, else ~/.ssh/known_hosts (docs/cli.md, --known-hosts).
    static QString defaultKnownHostsPath();
    /// `$FLEETDECK_SSH_CONFIG`, else ~/.ssh/config.
    static QString defaultSshConfigPath();
    /// `$FLEETDECK_GLOBAL_KNOWN_HOSTS` (files separated by spaces; empty: none), else OpenSSH's
    /// /etc/ssh/ssh_known_hosts and /etc/ssh/ssh_known_hosts2.
    static QStringList defaultGlobalKnownHostsFiles();
};

/// The public key a server accepted when a login authenticated (SshConnection::acceptedKey()).
struct AcceptedKey
{
    QString fingerprint; ///< "SHA256:..."; empty when no key was (a password, or no login)
    /// Where the key came from: the private key file, or "ssh-agent".
    QString source;
    QByteArray blob; ///< the public key's wire blob
    bool isNull() const { return fingerprint.isEmpty(); }
};

/// A cooperative cancel flag shared between the caller and the worker.
class CancelToken
{
public:
    CancelToken()
        : m_flag(std::make_shared<std::atomic_bool>(false))
    {}
    void cancel() { m_flag->store(true); }
    bool isCancelled() const { return m_flag->load(); }
    /// Whether a copy of it is held elsewhere. A token nobody else holds can never be
    /// cancelled, so the worker does not look at it.
    bool isShared() const { return m_flag.use_count() > 1; }

private:
    std::shared_ptr<std::atomic_bool> m_flag;
};

struct ExecResult
{
    QByteArray standardOutput;
    QByteArray standardError;
    std::optional<int> exitStatus;
    QString exitSignal; ///< e.g. "KILL" when the command died by a signal
    bool truncated = false;
};

struct HttpResponse
{
    QByteArray statusLine; ///< "HTTP/1.1 200 OK"
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    QByteArray header(const QByteArray& name) const;
};

/// One stage of a connection check (docs/cli.md, `check`).
struct StageReport
{
    Diagnosis::Stage stage;
    std::optional<bool> ok; ///< nullopt: not run (after an earlier failure)
    double ms = 0;
    QString detail;
};

/// The host key the server presented, for the host-key decision.
struct HostKeyInfo
{
    QString host;
    int port = 22;
    QString keyType;               ///< "ssh-ed25519"
    QByteArray keyBase64;          ///< the public key blob
    QString fingerprint;           ///< "SHA256:..."
    QStringList knownFingerprints; ///< what known_hosts has for this host (changed key)
    /// What the key is looked up and recorded under ("host", "[host]:port" or the HostKeyAlias);
    /// empty: KnownHosts::hostPattern(host, port).
    QString knownHostsName;
    bool hashKnownHosts = false; ///< record it with the name hashed (HashKnownHosts)
};

/// Exec: a command; HttpGet: a GET through direct-tcpip; Check: every stage of a connection check;
/// Login: a fresh login that is closed again at once (proves credentials, e.g. a newly deployed
/// key; never pooled, never reused).
enum class OperationKind { Exec, HttpGet, Check, Login };

struct OperationRequest
{
    OperationKind kind = OperationKind::Exec;
    SshTarget target;
    QString command;  ///< Exec, and Check with a status command
    int httpPort = 0; ///< HttpGet, and Check without a status command
    QString httpPath = QStringLiteral("/status");
    qint64 outputCap = 4 * 1024 * 1024; ///< per stream (exec) or body (http)
    int timeoutMs = 10000;              ///< deadline for the whole operation
    CancelToken cancel;
    /// Exec: every chunk of stdout and stderr also reaches SshEngine::output() as it arrives,
    /// before finished() (a long command's output, e.g. a benchmark, watched live).
    bool streamOutput = false;
    /// Runs on the engine's thread with the body of a successful operation (HttpGet: the HTTP
    /// body; otherwise stdout); its value travels back in OperationResult::decoded. The caller's
    /// parsing then happens off the caller's thread (a thousand status documents, never on the
    /// GUI thread). Must touch nothing but its argument. For a Check it is the parse stage: a
    /// QString value is its refusal of the body (the stage fails with status_parse_error and that
    /// text); without it, that stage only asks for a JSON object.
    std::function<QVariant(const QByteArray& body)> decode;
    /// HttpGet repeated on a schedule (a poller): when the next GET like this one is due, in ms
    /// from this one's submission; -1 when none is planned. The next one's channel is then opened
    /// shortly before it (PreparedChannel), so that it costs one round trip instead of two.
    int nextRequestInMs = -1;
};

struct OperationResult
{
    quint64 id = 0;
    OperationKind kind = OperationKind::Exec;
    QString node;
    std::optional<Diagnosis> diagnosis; ///< nullopt on success
    ExecResult exec;
    HttpResponse http;
    QList<StageReport> stages; ///< Check only
    /// Set for host_key_unknown / host_key_changed; never for host_key_revoked (nothing may offer
    /// to record a revoked key).
    std::optional<HostKeyInfo> hostKey;
    double ms = 0;                ///< wall time of the whole operation
    bool freshSession = false;    ///< a new login was made for it
    bool reconnected = false;     ///< the reused session had died and was replaced once
    bool preparedChannel = false; ///< the GET went out on a channel opened ahead of it
    /// Set when the operation ran on a warm session although the latest fresh login to the same
    /// target failed (e.g. `auth_denied`: the key is no longer accepted): why that login failed.
    std::optional<Diagnosis> freshLoginFailure;
    /// What OperationRequest::decode made of the body (invalid when there was none to run).
    QVariant decoded;
    /// The key the server accepted at the login that served it (null when unknown).
    AcceptedKey acceptedKey;
    bool ok() const { return !diagnosis.has_value(); }
};

/// A piece of a streamed exec's output (OperationRequest::streamOutput).
struct OutputChunk
{
    quint64 id = 0;
    bool isStderr = false;
    QByteArray data;
};

/// What an SFTP job (SshEngine::runSftp) reports. The job fills `values`, `data` and, when it
/// fails, `diagnosis`; the engine fills the id, node, timing and login facts, and replaces the
/// diagnosis when the login failed or the deadline or a cancel cut the job short.
struct SftpJobResult
{
    quint64 id = 0;
    QString node;
    std::optional<Diagnosis> diagnosis; ///< nullopt on success
    QVariantMap values;                 ///< whatever the job reports (sizes, hashes, outcomes)
    QByteArray data;                    ///< a file's content, when the job read one
    std::optional<HostKeyInfo> hostKey; ///< set for host_key_unknown / host_key_changed
    double ms = 0;                      ///< wall time from submission to the result
    bool freshSession = false;          ///< a new login was made for it
    bool reconnected = false;           ///< the reused session had died and was replaced once
    /// The key the server accepted at the SFTP login (null when unknown or a password).
    AcceptedKey acceptedKey;
    bool ok() const { return !diagnosis.has_value(); }
};

} // namespace fleetdeck::ssh

Q_DECLARE_METATYPE(fleetdeck::ssh::OperationRequest)
Q_DECLARE_METATYPE(fleetdeck::ssh::OperationResult)
Q_DECLARE_METATYPE(fleetdeck::ssh::SftpJobResult)
