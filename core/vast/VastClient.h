// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vast/VastError.h"
#include "vast/VastOffer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace fleetdeck::vast {

/// The vast.ai REST API, as far as Fleetdeck needs it: the account's instances, attaching and
/// detaching SSH public keys through the platform, searching offers, renting, and managing an
/// instance (stop, start, reboot, relabel, destroy).
///
/// Asynchronous (Qt Network), on the thread it lives on: the GUI thread or the CLI's event loop.
/// Every callback runs later from the event loop, never inside the call, and is dropped when its
/// context object is gone. Each HTTP request has a deadline; a 429 answer is retried after its
/// Retry-After (capped) a bounded number of times; every failure ends as a VastError.
///
/// The API key travels only in the Authorization header: it is never put in a URL, a log line,
/// an error or anything stored. Redirects are not followed, so the header never reaches another
/// host.
class VastClient : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxPageSize = 25;
    static constexpr int DefaultTimeoutMs = 20000;
    static constexpr int DefaultMaxRetries = 3;
    static constexpr int DefaultMaxRetryWaitMs = 60000;
    /// A listing that goes on for more pages than this is refused as broken (25 000 instances).
    static constexpr int MaxPages = 1000;

    /// Every instance of the account, or why not. A listing is complete or it is an error: pages
    /// fetched before a failure are not returned, so a failure never looks like vanished instances.
    struct Listing
    {
        QList<QJsonObject> instances;
        int pages = 0;
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };

    /// The outcome of attachKey(): the server's JSON answer, or why it failed.
    struct Attachment
    {
        QJsonObject reply;
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };

    using ListDone = std::function<void(const Listing&)>;
    using AttachDone = std::function<void(const Attachment&)>;

    /// The outcome of a request that changes something: the server's JSON answer, or why not.
    using Reply = Attachment;
    using ReplyDone = AttachDone;

    /// An offers search: the offers (duplicates merged, offers the server should not have sent
    /// for the query left out), or why it failed.
    struct OfferSearch
    {
        QList<VastOffer> offers;
        int duplicates = 0;  ///< offers the server sent more than once
        int notMatching = 0; ///< offers left out because they do not match the query
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };
    using OfferSearchDone = std::function<void(const OfferSearch&)>;

    /// What a new instance is made with (`PUT /api/v0/asks/{offer}/`).
    struct RentRequest
    {
        QString image;
        int diskGb = 50;
        QJsonObject env;
        QString onstart;
        QString label;
        QString runtype = QStringLiteral("ssh_direc ssh_proxy");
        QJsonObject toJson() const;
    };
    struct Rental
    {
        QString instanceId; ///< new_contract
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };
    using RentDone = std::function<void(const Rental&)>;

    /// One instance (`GET /api/v0/instances/{id}/`): nullopt with no error when the account has
    /// no such instance (any more).
    struct InstanceReply
    {
        std::optional<QJsonObject> instance;
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };
    using InstanceDone = std::function<void(const InstanceReply&)>;

    /// A key attached to an instance through the platform.
    struct PlatformKey
    {
        QString id;
        QString name;
        QString publicKey;
    };
    struct KeyList
    {
        QList<PlatformKey> keys;
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };
    using KeyListDone = std::function<void(const KeyList&)>;

    /// An instance's container output (request_logs).
    struct LogText
    {
        QByteArray text;
        int fetches = 0; ///< GETs of the result URL it took
        std::optional<VastError> error;
        bool ok() const { return !error; }
    };
    using LogTextDone = std::function<void(const LogText&)>;

    /// https://console.vast.ai
    static QUrl defaultBaseUrl();
    /// Why `url` cannot be the base address (empty when it can): http or https, no user info, and
    /// plain http only to a loopback address, so the key never crosses a network unencrypted.
    static QString checkBaseUrl(const QUrl& url);

    explicit VastClient(QObject* parent = nullptr);
    ~VastClient() override;

    void setBaseUrl(const QUrl& url) { m_baseUrl = url; }
    QUrl baseUrl() const { return m_baseUrl; }
    void setApiKey(const QString& key) { m_apiKey = key.trimmed(); }
    bool hasApiKey() const { return !m_apiKey.isEmpty(); }
    /// Deadline of each HTTP request (each page), in ms. Default 20 s.
    void setTimeout(int ms) { m_timeoutMs = qMax(1, ms); }
    int timeout() const { return m_timeoutMs; }
    /// How often a 429 answer is retried (default 3) and the longest wait before a retry,
    /// whatever Retry-After says (default 60 s).
    void setRetryPolicy(int maxRetries, int maxWaitMs);
    /// Instances per page, 1–25 (the API's maximum; default 25).
    void setPageSize(int size) { m_pageSize = qBound(1, size, MaxPageSize); }
    int pageSize() const { return m_pageSize; }
    /// The listing's `select_filters` (default {}: every instance) and `order_by` (default by id).
    /// An import marks instances missing from a filtered listing as vanished only if told the
    /// listing is complete.
    void setSelectFilters(const QJsonObject& filters) { m_selectFilters = filters; }
    void setOrderBy(const QJsonArray& order) { m_orderBy = order; }

    /// `GET <base>/api/v1/instances/`, following `next_token` through every page.
    void listInstances(QObject* context, ListDone done);
    /// `POST <base>/api/v0/instances/{id}/ssh/` with `{"ssh_key": publicKeyLine}`: the platform
    /// keeps the key on the instance (edits of authorized_keys alone do not last there).
    void attachKey(const QString& instanceId, const QString& publicKeyLine, QObject* context,
                   AttachDone done);
    /// `POST <base>/api/v0/bundles/` with query.toJson().
    void searchOffers(const VastOfferQuery& query, QObject* context, OfferSearchDone done);
    /// `PUT <base>/api/v0/asks/{offerId}/`: rents the offer. An offer that is gone ends as
    /// vast_offer_gone.
    void rent(const QString& offerId, const RentRequest& request, QObject* context, RentDone done);
    /// `GET <base>/api/v0/instances/{id}/?owner=me`.
    void showInstance(const QString& instanceId, QObject* context, InstanceDone done);
    /// `PUT <base>/api/v0/instances/{id}/` with `{"state":"running"|"stopped"}`.
    void setRunning(const QString& instanceId, bool running, QObject* context, ReplyDone done);
    /// `PUT <base>/api/v0/instances/{id}/` with `{"label":…}` (at most 1024 characters).
    void setLabel(const QString& instanceId, const QString& label, QObject* context, ReplyDone done);
    /// `PUT <base>/api/v0/instances/reboot/{id}/`.
    void reboot(const QString& instanceId, QObject* context, ReplyDone done);
    /// `DELETE <base>/api/v0/instances/{id}/`: the instance and its disk are gone for good.
    void destroy(const QString& instanceId, QObject* context, ReplyDone done);
    /// `GET <base>/api/v0/instances/{id}/ssh/`; the answer's list comes as a JSON string.
    void listInstanceKeys(const QString& instanceId, QObject* context, KeyListDone done);
    /// `DELETE <base>/api/v0/instances/{id}/ssh/{keyId}/`.
    void detachKey(const QString& instanceId, const QString& keyId, QObject* context, ReplyDone done);
    /// The newest `tail` lines of an instance's container output: PUT
    /// /api/v0/instances/request_logs/{id}/ {"tail":"N"} answers a result_url, which is fetched
    /// (without the API key: it is another host's) until it answers 200, at most `attempts` times
    /// `intervalMs` apart (the log takes a few seconds to appear there).
    void requestLogs(const QString& instanceId, int tail, QObject* context, LogTextDone done,
                     int attempts = 30, int intervalMs = 1000);

    /// Ends every request in flight with vast_cancelled.
    void cancelAll();

private:
    struct Exchange;
    struct ListJob;

    QUrl endpoint(const QString& path) const;
    QString redact(QString text) const;
    void start(const std::shared_ptr<Exchange>& exchange);
    void send(const std::shared_ptr<Exchange>& exchange);
    void finished(const std::shared_ptr<Exchange>& exchange, QNetworkReply* reply);
    void fail(const std::shared_ptr<Exchange>& exchange, VastError error);
    void succeed(const std::shared_ptr<Exchange>& exchange, const QByteArray& body);
    int retryDelayMs(QNetworkReply* reply, int attempt) const;
    void fetchPage(const std::shared_ptr<ListJob>& job);
    void fetchLogText(const QUrl& url, int attempt, int attempts, int intervalMs, QObject* context,
                      const LogTextDone& done);
    /// Sends one request that answers a JSON object. `done` gets the object or the error; an
    /// answer `{"success": false}` is an error. Checks the key and the base URL first.
    void call(const QByteArray& verb, const QString& path, const QJsonObject* body, QObject* context,
              std::function<void(const QJsonObject&, const std::optional<VastError>&)> done,
              const QString& query = {});
    /// A request about one instance, `path` with %1 for its id; a 404 ends as vast_no_such_instance.
    void instanceRequest(const QByteArray& verb, const QString& instanceId, const QString& path,
                         const QJsonObject* body, QObject* context, ReplyDone done);
    /// Fails `done` from the event loop unless `id` is an instance or offer id.
    bool checkId(const QString& id, const QString& what, QObject* context,
                 const std::function<void(const VastError&)>& done);
    /// Reports `error` to `done` from the event loop (unless `context` is gone): a request refused
    /// before anything is sent. cancelAll() ends it as cancelled like any other.
    void failSoon(QObject* context, const VastError& error, std::function<void(const VastError&)> done);
    /// Starts `exchange` once the API key and the base URL are there; otherwise fails it.
    void startChecked(const std::shared_ptr<Exchange>& exchange);
    /// A failure that is known before anything is sent, reported from the event loop.
    void failLater(const std::shared_ptr<Exchange>& exchange, VastError error);

    QNetworkAccessManager* m_network = nullptr;
    QUrl m_baseUrl;
    QString m_apiKey;
    int m_timeoutMs = DefaultTimeoutMs;
    int m_maxRetries = DefaultMaxRetries;
    int m_maxRetryWaitMs = DefaultMaxRetryWaitMs;
    int m_pageSize = MaxPageSize;
    QJsonObject m_selectFilters;
    QJsonArray m_orderBy;
    QList<std::shared_ptr<Exchange>> m_active;
};

} // namespace fleetdeck::vast
