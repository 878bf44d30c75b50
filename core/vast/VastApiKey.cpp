// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastApiKey.h"

#include "Tr.h"
#include "secrets/CredentialStore.h"

#include <QCoreApplication>
#include <QPointer>

namespace fleetdeck::vast {

using namespace fleetdeck::secrets;

void findVastApiKey(CredentialStore* store, const QString& account, QObject* context,
                    std::function<void(const VastApiKeyLookup&)> done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    auto answer = [guard, hadContext, done = std::move(done)](const VastApiKeyLookup& lookup) {
        if (!hadContext || guard)
            done(lookup);
    };
    auto answerLater = [context, answer](VastApiKeyLookup lookup) {
        QObject* receiver = context ? context : QCoreApplication::instance();
        QMetaObject::invokeMethod(
            receiver, [answer, lookup] { answer(lookup); }, Qt::QueuedConnection);
    };

    const QString name = account.isEmpty() ? VastDefaultAccount : account;
    if (account.isEmpty()) {
        const QString fromEnvironment = qEnvironmentVariable(VastApiKeyVariable).trimmed();
        if (!fromEnvironment.isEmpty()) {
            answerLater({fromEnvironment, QString::fromLatin1(VastApiKeyVariable), std::nullopt});
            return;
        }
    }
    const SecretId id{SecretKind::VastApiKey, name};
    QString invalid;
    if (!SecretId::parse(SecretId::kindName(id.kind), name, &invalid)) {
        answerLater({{}, {}, VastError::make(VastError::NoApiKey, invalid, {name})});
        return;
    }
    if (!store) {
        answerLater(
            {{}, {}, VastError::make(VastError::NoApiKey, Tr::tr("no keychain to read from"), {name})});
        return;
    }
    const bool explicitAccount = !account.isEmpty();
    store->read(id, context, [answer, id, name, explicitAccount](const SecretResult& result) {
        if (result.ok() && !result.value.trimmed().isEmpty()) {
            answer({result.value.trimmed(), Tr::tr("keychain: %1").arg(id.storageKey()), std::nullopt});
        } else if (result.ok() || result.status == SecretStatus::NotFound) {
            answer({{},
                    {},
                    VastError::make(VastError::NoApiKey,
                                    explicitAccount
                                        ? Tr::tr("no keychain entry %1").arg(id.storageKey())
                                        : Tr::tr("no keychain entry %1 and no %2")
                                              .arg(id.storageKey(), QString::fromLatin1(VastApiKeyVariable)),
                                    {name})});
        } else {
            answer({{},
                    {},
                    VastError::make(VastError::KeychainError,
                                    secretStatusName(result.status) + QStringLiteral(": ") + result.detail,
                                    {name, result.explain()})});
        }
    });
}

} // namespace fleetdeck::vast
