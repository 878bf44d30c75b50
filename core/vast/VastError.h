// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace fleetdeck::vast {

/// Why talking to vast.ai failed, as a value: a stable code for scripts, and a message and a hint
/// for an operator (translated). `detail` is the raw evidence (HTTP status line, the server's
/// words, Qt's network error) and is never empty in an error built by make(). None of the four
/// ever contains the API key.
struct VastError
{
    /// The stable codes, each one a different fix for the operator.
    static inline const QString NoApiKey = QStringLiteral("vast_no_api_key"); ///< no key anywhere
    static inline const QString KeychainError =
        QStringLiteral("vast_keychain_error");                           ///< keychain unreadable
    static inline const QString BadUrl = QStringLiteral("vast_bad_url"); ///< base URL unusable
    static inline const QString InvalidRequest =
        QStringLiteral("vast_invalid_request");                                    ///< bad id or key line
    static inline const QString AuthFailed = QStringLiteral("vast_auth_failed");   ///< HTTP 401/403
    static inline const QString RateLimited = QStringLiteral("vast_rate_limited"); ///< 429 after the retries
    static inline const QString ServerError = QStringLiteral("vast_server_error"); ///< HTTP 5xx
    static inline const QString RequestFailed = QStringLiteral("vast_request_failed"); ///< other non-2xx
    static inline const QString BadResponse = QStringLiteral("vast_bad_response");     ///< unreadable answer
    static inline const QString Timeout = QStringLiteral("vast_timeout");              ///< no answer in time
    static inline const QString Unreachable = QStringLiteral("vast_unreachable");      ///< DNS, refused, TLS
    static inline const QString Cancelled = QStringLiteral("vast_cancelled");          ///< cancelAll()
    static inline const QString OfferGone = QStringLiteral("vast_offer_gone"); ///< no_such_ask (404/410)
    static inline const QString NoSuchInstance =
        QStringLiteral("vast_no_such_instance"); ///< the account has no instance of that id

    QString code;
    QString message;
    QString hint;
    QString detail;
    int httpStatus = 0; ///< the HTTP status when the server answered; 0 otherwise

    /// Every code above, in that order.
    static QStringList knownCodes();

    /// Builds an error with the operator's message and hint for `code`. `args` fill the
    /// message's placeholders, each verbatim:
    ///
    /// | code                   | args                                          |
    /// | ---                    | ---                                           |
    /// | vast_no_api_key        | keychain account name                         |
    /// | vast_keychain_error    | keychain account name, the keychain's words   |
    /// | vast_bad_url           | the URL, why                                  |
    /// | vast_invalid_request   | what is wrong                                 |
    /// | vast_auth_failed       | HTTP status (401 or 403)                      |
    /// | vast_rate_limited      | how many times it was retried                 |
    /// | vast_server_error      | HTTP status                                   |
    /// | vast_request_failed    | HTTP status, the server's message             |
    /// | vast_bad_response      | what is wrong with the answer                 |
    /// | vast_timeout           | seconds                                       |
    /// | vast_unreachable       | host                                          |
    /// | vast_cancelled         | (none)                                        |
    /// | vast_offer_gone        | offer id                                      |
    /// | vast_no_such_instance  | instance id                                   |
    ///
    /// An empty `detail` is replaced by the code, so evidence is never silently missing.
    static VastError make(const QString& code, QString detail, const QStringList& args = {});

    /// `{"code","message","hint","detail"}`, plus `"http_status"` when the server answered.
    QJsonObject toJson() const;

    bool operator==(const VastError&) const = default;
};

} // namespace fleetdeck::vast

Q_DECLARE_METATYPE(fleetdeck::vast::VastError)
