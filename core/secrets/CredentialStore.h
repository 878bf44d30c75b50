// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

namespace fleetdeck::secrets {

/// What a secret unlocks (docs/cli.md, "Secrets").
enum class SecretKind {
    Passphrase, ///< of a private key, named by the key's SHA256 fingerprint
    Password,   ///< a login password, named by a node or by a label KEY=VALUE (a node group)
    VastApiKey, ///< a vast.ai API key, named "default" or by an account name
};

/// Which secret: its kind and its name. Names are not secret; values are.
struct SecretId
{
    SecretKind kind = SecretKind::Password;
    QString name;

    /// "passphrase", "password", "vast-api-key" (the CLI's words).
    static QString kindName(SecretKind kind);
    static std::optional<SecretKind> kindFromName(const QString& text);
    /// Builds and validates an id from the CLI's KIND and NAME; nullopt with a message otherwise.
    static std::optional<SecretId> parse(const QString& kind, const QString& name, QString* error);

    /// The entry's key in the keychain: "passphrase/SHA256:...", "password/node/gpu-01",
    /// "password/label/gpu=4090", "vast-api-key/default".
    QString storageKey() const;
    static std::optional<SecretId> fromStorageKey(const QString& key);
    /// For people: "Passphrase for SHA256:...", "Password for node gpu-01", ...
    QString displayText() const;
    /// True when a password is named by a label (a node group).
    bool isGroup() const { return kind == SecretKind::Password && name.contains(QLatin1Char('=')); }

    bool operator==(const SecretId&) const = default;
    bool operator<(const SecretId& other) const { return storageKey() < other.storageKey(); }
};

/// How a keychain operation ended. Locked and denied are not "not found".
enum class SecretStatus {
    Ok,
    NotFound,     ///< no such entry
    Locked,       ///< the keyring is locked and could not be unlocked
    AccessDenied, ///< the keychain or the user refused access
    NoBackend,    ///< no keychain service answers
    TimedOut,     ///< the keychain did not answer in time (often: waiting for an unlock prompt)
    Failed,       ///< anything else; the detail says what
};

QString secretStatusName(SecretStatus status); ///< "ok", "not_found", "locked", ...

struct SecretResult
{
    SecretStatus status = SecretStatus::Failed;
    QString value;  ///< the secret, for a successful read only
    QString detail; ///< the backend's own words for a failure; never contains the secret

    bool ok() const { return status == SecretStatus::Ok; }
    /// One sentence for an operator: what happened and what to do.
    QString explain() const;
};

/// Which keychain answers, and whether it works (the result of a probe).
struct BackendInfo
{
    QString id; ///< "secret-service", "kwallet", "macos-keychain", "windows-credential-manager", "memory"
    QString displayName; ///< "Secret Service", "KWallet", ..., "Session memory"
    bool available = false;
    bool persistent = false;                    ///< survives the end of the program
    SecretStatus status = SecretStatus::Failed; ///< the probe's outcome
    QString detail;
};

/// Where Fleetdeck keeps secrets. Asynchronous: every callback runs later on the thread the store
/// lives on (never inside the call), and is dropped when its context object is gone. Operations
/// run one after another in the order they were asked for.
class CredentialStore : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const SecretResult&)>;
    using ListCallback = std::function<void(SecretStatus, const QList<SecretId>&)>;
    using ProbeCallback = std::function<void(const BackendInfo&)>;

    /// Every store makes the process non-dumpable (keepProcessPrivate) before it can hold a secret.
    explicit CredentialStore(QObject* parent = nullptr);

    /// Keeps secrets out of core files and away from other processes of the same user: on Linux,
    /// prctl(PR_SET_DUMPABLE, 0) -- no core dump, no ptrace attach, /proc/PID/{mem,environ,...}
    /// owned by root. Both programs call it first thing; stores call it too, for library users.
    static void keepProcessPrivate();

    virtual void read(const SecretId& id, QObject* context, Callback done) = 0;
    virtual void write(const SecretId& id, const QString& secret, QObject* context, Callback done) = 0;
    /// Removing an entry that does not exist succeeds.
    virtual void remove(const SecretId& id, QObject* context, Callback done) = 0;
    /// The names of the stored entries (never their values), sorted.
    virtual void list(QObject* context, ListCallback done) = 0;
    /// Writes, reads back and deletes a canary entry; tells which backend answered.
    virtual void probe(QObject* context, ProbeCallback done) = 0;
    /// What the last probe found (before any probe: the backend that would be used, unavailable).
    virtual BackendInfo backend() const = 0;

signals:
    /// An entry was written or removed through this store.
    void changed(const fleetdeck::secrets::SecretId& id);
    void backendChanged(const fleetdeck::secrets::BackendInfo& info);

protected:
    /// Runs `f` later on this object's thread unless `context` has gone away meanwhile.
    void post(QObject* context, std::function<void()> f);
};

} // namespace fleetdeck::secrets

Q_DECLARE_METATYPE(fleetdeck::secrets::SecretId)
Q_DECLARE_METATYPE(fleetdeck::secrets::BackendInfo)
