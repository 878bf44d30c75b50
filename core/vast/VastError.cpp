// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastError.h"

#include "Tr.h"

namespace fleetdeck::vast {

namespace {
QString arg(const QStringList& args, qsizetype i, const QString& fallback = QString())
{
    const QString value = args.value(i);
    return value.isEmpty() ? fallback : value;
}

QString storeKeyHint(const QString& account)
{
    return Tr::tr("Store the key with: fleetdeck-cli secrets set vast-api-key %1 --stdin "
                  "(or set VAST_API_KEY for one run).")
        .arg(account);
}
} // namespace

QStringList VastError::knownCodes()
{
    return {NoApiKey,      KeychainError, BadUrl,  InvalidRequest, AuthFailed, RateLimited, ServerError,
            RequestFailed, BadResponse,   Timeout, Unreachable,    Cancelled,  OfferGone,   NoSuchInstance};
}

VastError VastError::make(const QString& code, QString detail, const QStringList& args)
{
    VastError e;
    e.code = code;
    e.detail = detail.isEmpty() ? code : std::move(detail);
    const QString account = arg(args, 0, QStringLiteral("default"));
    if (code == NoApiKey) {
        e.message = Tr::tr("No vast.ai API key: VAST_API_KEY is not set and the keychain has no "
                           "vast-api-key '%1'.")
                        .arg(account);
        e.hint = storeKeyHint(account) + Tr::tr(" Create a key in the vast.ai console under Account, Keys.");
    } else if (code == KeychainError) {
        e.message = Tr::tr("The vast.ai API key '%1' could not be read from the keychain.").arg(account);
        e.hint = arg(args, 1, Tr::tr("Unlock the keychain.")) + QLatin1Char(' ') +
                 Tr::tr("Or set VAST_API_KEY for one run.");
    } else if (code == BadUrl) {
        e.message = Tr::tr("Unusable vast.ai address '%1': %2")
                        .arg(arg(args, 0), arg(args, 1, Tr::tr("expected an http or https URL")));
        e.hint = Tr::tr("Give the console's address, e.g. https://console.vast.ai (plain http only "
                        "to this machine, so the API key never crosses a network unencrypted).");
    } else if (code == InvalidRequest) {
        e.message = Tr::tr("Invalid vast.ai request: %1").arg(arg(args, 0, Tr::tr("bad arguments")));
        e.hint = Tr::tr("Instance ids are numbers; a public key is one line of an OpenSSH .pub file.");
    } else if (code == AuthFailed) {
        if (arg(args, 0) == QLatin1String("403")) {
            e.message = Tr::tr("vast.ai accepted the API key but refused this request (HTTP 403).");
            e.hint = Tr::tr("The key lacks a permission this needs (reading instances, attaching SSH "
                            "keys). Create a key with those permissions in the vast.ai console and "
                            "store it with: fleetdeck-cli secrets set vast-api-key default --stdin");
        } else {
            e.message = Tr::tr("The API key was refused by vast.ai (HTTP 401).");
            e.hint = Tr::tr("The key is wrong, revoked or expired. Copy the current key from the "
                            "vast.ai console (Account, Keys) and store it with: fleetdeck-cli "
                            "secrets set vast-api-key default --stdin (or set VAST_API_KEY).");
        }
    } else if (code == RateLimited) {
        e.message = Tr::tr("vast.ai kept refusing requests as too frequent (HTTP 429), also after "
                           "%1 retries.")
                        .arg(arg(args, 0, QStringLiteral("0")));
        e.hint = Tr::tr("Wait a minute and try again; if it keeps happening, refresh the provider "
                        "data less often or stop other tools using the same key.");
    } else if (code == ServerError) {
        e.message = Tr::tr("vast.ai answered with a server error (HTTP %1).")
                        .arg(arg(args, 0, QStringLiteral("5xx")));
        e.hint = Tr::tr("The trouble is on vast.ai's side; nothing was changed here. Try again in a "
                        "few minutes.");
    } else if (code == RequestFailed) {
        e.message =
            arg(args, 1).isEmpty()
                ? Tr::tr("vast.ai refused the request (HTTP %1).").arg(arg(args, 0, QStringLiteral("4xx")))
                : Tr::tr("vast.ai refused the request (HTTP %1): %2")
                      .arg(arg(args, 0, QStringLiteral("4xx")), arg(args, 1));
        e.hint = Tr::tr("Check that the instance exists in this account and that --vast-url is "
                        "the console's address.");
    } else if (code == BadResponse) {
        e.message = Tr::tr("vast.ai's answer could not be read: %1")
                        .arg(arg(args, 0, Tr::tr("not the expected JSON")));
        e.hint = Tr::tr("The answer may have been cut off, or the address is not the vast.ai "
                        "console. Try again; check --vast-url if it repeats.");
    } else if (code == Timeout) {
        e.message = Tr::tr("vast.ai did not answer within %1 s.").arg(arg(args, 0, QStringLiteral("?")));
        e.hint = Tr::tr("Check this machine's network connection, or allow more time (--timeout).");
    } else if (code == Unreachable) {
        e.message = Tr::tr("Cannot reach vast.ai at %1.").arg(arg(args, 0, Tr::tr("the configured address")));
        e.hint = Tr::tr("Check the network connection, DNS and proxy settings, and the address "
                        "(--vast-url).");
    } else if (code == Cancelled) {
        e.message = Tr::tr("The vast.ai request was cancelled.");
        e.hint = Tr::tr("Nothing was changed; start it again when needed.");
    } else if (code == OfferGone) {
        e.message = Tr::tr("Offer %1 is no longer available (someone else rented it, or its host "
                           "withdrew it).")
                        .arg(arg(args, 0, QStringLiteral("?")));
        e.hint = Tr::tr("Nothing was rented and nothing is billed. Search the offers again and "
                        "pick another one.");
    } else if (code == NoSuchInstance) {
        e.message =
            Tr::tr("vast.ai has no instance %1 in this account.").arg(arg(args, 0, QStringLiteral("?")));
        e.hint = Tr::tr("It was destroyed (here or elsewhere), or belongs to another account "
                        "(--vast-account).");
    } else {
        e.message = Tr::tr("vast.ai request failed.");
    }
    return e;
}

QJsonObject VastError::toJson() const
{
    QJsonObject o{{QStringLiteral("code"), code},
                  {QStringLiteral("message"), message},
                  {QStringLiteral("hint"), hint},
                  {QStringLiteral("detail"), detail}};
    if (httpStatus > 0)
        o.insert(QStringLiteral("http_status"), httpStatus);
    return o;
}

} // namespace fleetdeck::vast
