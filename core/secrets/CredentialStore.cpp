// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/CredentialStore.h"

#include "Tr.h"
#include "base/Node.h"

#include <QMetaObject>
#include <QRegularExpression>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif

namespace fleetdeck::secrets {

namespace {
const QString kPassphrase = QStringLiteral("passphrase");
const QString kPassword = QStringLiteral("password");
const QString kVastApiKey = QStringLiteral("vast-api-key");

bool isFingerprint(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^SHA256:[A-Za-z0-9+/]{43}$"));
    return pattern.match(name).hasMatch();
}

bool isAccountName(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    return pattern.match(name).hasMatch();
}
} // namespace

QString SecretId::kindName(SecretKind kind)
{
    switch (kind) {
    case SecretKind::Passphrase:
        return kPassphrase;
    case SecretKind::Password:
        return kPassword;
    case SecretKind::VastApiKey:
        return kVastApiKey;
    }
    return {};
}

std::optional<SecretKind> SecretId::kindFromName(const QString& text)
{
    if (text == kPassphrase)
        return SecretKind::Passphrase;
    if (text == kPassword)
        return SecretKind::Password;
    if (text == kVastApiKey)
        return SecretKind::VastApiKey;
    return std::nullopt;
}

std::optional<SecretId> SecretId::parse(const QString& kindText, const QString& name, QString* error)
{
    const auto kind = kindFromName(kindText);
    if (!kind) {
        *error = Tr::tr("unknown secret kind '%1' (passphrase, password, vast-api-key)").arg(kindText);
        return std::nullopt;
    }
    switch (*kind) {
    case SecretKind::Passphrase:
        if (!isFingerprint(name)) {
            *error = Tr::tr("a passphrase is named by its key's fingerprint as ssh-keygen -lf prints it "
                            "(SHA256: and 43 characters), not '%1'")
                         .arg(name);
            return std::nullopt;
        }
        break;
    case SecretKind::Password:
        if (name.contains(QLatin1Char('='))) {
            QString key, value;
            const QString why = NodeRules::parseLabel(name, &key, &value);
            if (!why.isEmpty()) {
                *error = Tr::tr("invalid group label '%1': %2").arg(name, why);
                return std::nullopt;
            }
        } else if (const QString why = NodeRules::checkName(name); !why.isEmpty()) {
            *error = Tr::tr("a password is named by a node name or a label KEY=VALUE: %1").arg(why);
            return std::nullopt;
        }
        break;
    case SecretKind::VastApiKey:
        if (!isAccountName(name)) {
            *error = Tr::tr("a vast.ai API key is named 'default' or by an account name of 1-64 "
                            "characters A-Z a-z 0-9 . _ -, not '%1'")
                         .arg(name);
            return std::nullopt;
        }
        break;
    }
    return SecretId{*kind, name};
}

QString SecretId::storageKey() const
{
    if (kind == SecretKind::Password)
        return kPassword + (isGroup() ? QStringLiteral("/label/") : QStringLiteral("/node/")) + name;
    return kindName(kind) + QLatin1Char('/') + name;
}

std::optional<SecretId> SecretId::fromStorageKey(const QString& key)
{
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    if (slash <= 0)
        return std::nullopt;
    QString kindText = key.left(slash);
    QString name = key.mid(slash + 1);
    if (kindText == kPassword) {
        const bool group = name.startsWith(QLatin1String("label/"));
        if (!group && !name.startsWith(QLatin1String("node/")))
            return std::nullopt;
        name = name.mid(group ? 6 : 5);
        if (group != name.contains(QLatin1Char('=')))
            return std::nullopt;
    }
    QString ignored;
    return parse(kindText, name, &ignored);
}

QString SecretId::displayText() const
{
    switch (kind) {
    case SecretKind::Passphrase:
        return Tr::tr("Passphrase of key %1").arg(name);
    case SecretKind::Password:
        return isGroup() ? Tr::tr("Password for nodes labelled %1").arg(name)
                         : Tr::tr("Password for node %1").arg(name);
    case SecretKind::VastApiKey:
        return Tr::tr("vast.ai API key (%1)").arg(name);
    }
    return name;
}

QString secretStatusName(SecretStatus status)
{
    switch (status) {
    case SecretStatus::Ok:
        return QStringLiteral("ok");
    case SecretStatus::NotFound:
        return QStringLiteral("not_found");
    case SecretStatus::Locked:
        return QStringLiteral("locked");
    case SecretStatus::AccessDenied:
        return QStringLiteral("access_denied");
    case SecretStatus::NoBackend:
        return QStringLiteral("no_backend");
    case SecretStatus::TimedOut:
        return QStringLiteral("timed_out");
    case SecretStatus::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QString SecretResult::explain() const
{
    QString text;
    switch (status) {
    case SecretStatus::Ok:
        return Tr::tr("Done.");
    case SecretStatus::NotFound:
        text = Tr::tr("No such entry in the keychain.");
        break;
    case SecretStatus::Locked:
        text = Tr::tr("The keychain is locked. Unlock it (for GNOME Keyring: log in to the desktop, or "
                      "open Passwords and Keys and unlock the login keyring), then try again.");
        break;
    case SecretStatus::AccessDenied:
        text = Tr::tr("The keychain refused access to Fleetdeck's entries. Allow Fleetdeck in the "
                      "keychain's access prompt or settings, then try again.");
        break;
    case SecretStatus::NoBackend:
        text = Tr::tr("No keychain service answers. Install and start one (on Linux a Secret Service "
                      "provider such as gnome-keyring or KWallet, in a desktop session with D-Bus), or "
                      "keep secrets for this session only.");
        break;
    case SecretStatus::TimedOut:
        text = Tr::tr("The keychain did not answer in time; it may be waiting for an unlock prompt "
                      "nobody can see.");
        break;
    case SecretStatus::Failed:
        text = Tr::tr("The keychain reported an error.");
        break;
    }
    return detail.isEmpty() ? text : Tr::tr("%1 (%2)").arg(text, detail);
}

CredentialStore::CredentialStore(QObject* parent)
    : QObject(parent)
{
    keepProcessPrivate();
}

void CredentialStore::keepProcessPrivate()
{
#ifdef Q_OS_LINUX
    // Cannot fail for these arguments; a process stays non-dumpable until it execs.
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
#endif
}

void CredentialStore::post(QObject* context, std::function<void()> f)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    QMetaObject::invokeMethod(
        this,
        [guard, hadContext, f = std::move(f)] {
            if (hadContext && !guard)
                return;
            f();
        },
        Qt::QueuedConnection);
}

} // namespace fleetdeck::secrets
