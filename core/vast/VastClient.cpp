// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastClient.h"
#include "Tr.h"

#include "Version.h"
#include "vast/VastInstance.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSet>
#include <QTimer>

#include <algorithm>

namespace fleetdeck::vast {

Q_LOGGING_CATEGORY(lcVast, "fleetdeck.vast", QtInfoMsg)

namespace {
QString percentEncoded(const QByteArray& value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(QString::fromUtf8(value)));
}

QByteArray compactJson(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray compactJson(const QJsonArray& a)
{
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

// What the server said about a refusal: its "msg", "error" or "detail", else the start of the body.
QString serverMessage(const QByteArray& body)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    for (const char* key : {"msg", "error", "detail"}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isString() && !v.toString().trimmed().isEmpty())
            return v.toString().simplified().left(300);
    }
    return QString::fromUtf8(body.left(200)).simplified();
}

bool isAllDigits(const QString& s)
{
    if (s.isEmpty() || s.size() > 20)
        return false;
    for (const QChar c : s) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
    }
    return true;
}
} // namespace

/// One HTTP request and its retries.
struct VastClient::Exchange
{
    QByteArray verb;
    QUrl url;
    QByteArray body;
    int attempts = 0;
    bool timedOut = false;
    bool cancelled = false;
    bool done = false;
    QPointer<QNetworkReply> reply;
    QPointer<QTimer> retryTimer;
    std::function<void(const QByteArray&)> onSuccess;
    std::function<void(const VastError&)> onFailure;

    QString what() const { return QString::fromLatin1(verb) + QLatin1Char(' ') + url.path(); }
};

/// A listing that goes through the pages one after another.
struct VastClient::ListJob
{
    QPointer<QObject> context;
    bool hadContext = false;
    ListDone done;
    Listing listing;
    QString token;
    QSet<QString> tokensSeen;

    void finish(std::optional<VastError> error)
    {
        if (error)
            listing = Listing{{}, listing.pages, std::move(error)};
        if (hadContext && !context)
            return;
        done(listing);
    }
};

QUrl VastClient::defaultBaseUrl()
{
    return QUrl(QStringLiteral("https://console.vast.ai"));
}

QString VastClient::checkBaseUrl(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty())
        return Tr::tr("not a valid http or https URL");
    if (!url.userInfo().isEmpty())
        return Tr::tr("a user name or password does not belong in the address");
    if (url.hasQuery() || url.hasFragment())
        return Tr::tr("the address takes no query or fragment");
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https"))
        return {};
    if (scheme != QLatin1String("http"))
        return Tr::tr("only http and https are supported");
    const QHostAddress address(url.host());
    if (url.host() == QLatin1String("localhost") || (!address.isNull() && address.isLoopback()))
        return {};
    return Tr::tr("plain http is allowed only to this machine (the API key would cross the network "
                  "unencrypted); use https");
}

VastClient::VastClient(QObject* parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_baseUrl(defaultBaseUrl())
    , m_orderBy(QJsonArray{QJsonObject{{QStringLiteral("col"), QStringLiteral("id")},
                                       {QStringLiteral("dir"), QStringLiteral("asc")}}})
{}

VastClient::~VastClient()
{
    // Nobody waits for these any more: end them without calling back.
    const auto active = std::exchange(m_active, {});
    for (const std::shared_ptr<Exchange>& exchange : active) {
        exchange->done = true;
        if (exchange->reply) {
            exchange->reply->disconnect(this);
            exchange->reply->abort();
        }
    }
}

void VastClient::setRetryPolicy(int maxRetries, int maxWaitMs)
{
    m_maxRetries = qMax(0, maxRetries);
    m_maxRetryWaitMs = qMax(0, maxWaitMs);
}

QUrl VastClient::endpoint(const QString& path) const
{
    QUrl url = m_baseUrl;
    QString base = url.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    url.setPath(base + path);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QString VastClient::redact(QString text) const
{
    // A key short enough to occur by chance in ordinary text is not one vast.ai issues.
    if (m_apiKey.size() >= 8)
        text.replace(m_apiKey, QStringLiteral("[api key]"));
    return text;
}

void VastClient::listInstances(QObject* context, ListDone done)
{
    auto job = std::make_shared<ListJob>();
    job->context = context;
    job->hadContext = context != nullptr;
    job->done = std::move(done);
    fetchPage(job);
}

void VastClient::fetchPage(const std::shared_ptr<ListJob>& job)
{
    auto exchange = std::make_shared<Exchange>();
    exchange->verb = "GET";
    exchange->url = endpoint(QStringLiteral("/api/v1/instances/"));
    // Concatenated, not arg()-ed: the encoded values are full of '%'.
    QString query = QStringLiteral("select_filters=") + percentEncoded(compactJson(m_selectFilters)) +
                    QStringLiteral("&order_by=") + percentEncoded(compactJson(m_orderBy)) +
                    QStringLiteral("&limit=") + QString::number(m_pageSize);
    if (!job->token.isEmpty())
        query += QStringLiteral("&after_token=") + percentEncoded(job->token.toUtf8());
    exchange->url.setQuery(query, QUrl::StrictMode);
    exchange->onFailure = [job](const VastError& error) { job->finish(error); };
    exchange->onSuccess = [this, job](const QByteArray& body) {
        const int page = ++job->listing.pages;
        QString why;
        const std::optional<VastInstanceList> list = VastInstanceList::parse(body, &why);
        if (!list) {
            job->finish(VastError::make(VastError::BadResponse,
                                        redact(Tr::tr("page %1 of GET /api/v1/instances/ (%2 bytes): %3")
                                                   .arg(page)
                                                   .arg(body.size())
                                                   .arg(why)),
                                        {why}));
            return;
        }
        job->listing.instances << list->instances;
        if (list->nextToken.isEmpty()) {
            job->finish(std::nullopt);
            return;
        }
        if (job->tokensSeen.contains(list->nextToken) || page >= MaxPages) {
            const QString problem = page >= MaxPages ? Tr::tr("more than %1 pages").arg(MaxPages)
                                                     : Tr::tr("the same next_token came back twice");
            job->finish(VastError::make(
                VastError::BadResponse,
                Tr::tr("page %1 of GET /api/v1/instances/: %2").arg(page).arg(problem), {problem}));
            return;
        }
        job->tokensSeen.insert(list->nextToken);
        job->token = list->nextToken;
        fetchPage(job);
    };
    startChecked(exchange);
}

void VastClient::attachKey(const QString& instanceId, const QString& publicKeyLine, QObject* context,
                           AttachDone done)
{
    const auto failed = [done](const VastError& error) { done(Attachment{{}, error}); };
    if (!checkId(instanceId, Tr::tr("instance id"), context, failed))
        return;
    const QString key = publicKeyLine.trimmed();
    if (key.isEmpty() || key.contains(QLatin1Char('\n')) || key.contains(QLatin1Char('\r')) ||
        key.contains(QChar(0)) || !key.contains(QLatin1Char(' '))) {
        failSoon(context,
                 VastError::make(
                     VastError::InvalidRequest, Tr::tr("public key line of %1 characters").arg(key.size()),
                     {Tr::tr("the public key must be one line such as 'ssh-ed25519 AAAA... comment'")}),
                 failed);
        return;
    }
    const QJsonObject body{{QStringLiteral("ssh_key"), key}};
    call("POST", QStringLiteral("/api/v0/instances/%1/ssh/").arg(instanceId.trimmed()), &body, context,
         [done = std::move(done)](const QJsonObject& reply, const std::optional<VastError>& error) {
             done(Attachment{reply, error});
         });
}

QJsonObject VastClient::RentRequest::toJson() const
{
    QJsonObject o{{QStringLiteral("client_id"), QStringLiteral("me")},
                  {QStringLiteral("image"), image},
                  {QStringLiteral("env"), env},
                  {QStringLiteral("disk"), diskGb},
                  {QStringLiteral("runtype"), runtype}};
    if (!label.isEmpty())
        o.insert(QStringLiteral("label"), label);
    if (!onstart.isEmpty())
        o.insert(QStringLiteral("onstart"), onstart);
    return o;
}

bool VastClient::checkId(const QString& id, const QString& what, QObject* context,
                         const std::function<void(const VastError&)>& done)
{
    if (isAllDigits(id.trimmed()))
        return true;
    failSoon(context,
             VastError::make(VastError::InvalidRequest, Tr::tr("%1 '%2'").arg(what, id.left(40)),
                             {Tr::tr("the %1 '%2' is not a number").arg(what, id.left(40))}),
             done);
    return false;
}

void VastClient::failSoon(QObject* context, const VastError& error,
                          std::function<void(const VastError&)> done)
{
    auto exchange = std::make_shared<Exchange>();
    exchange->verb = "-";
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    exchange->onFailure = [guard, hadContext, done = std::move(done)](const VastError& e) {
        if (!hadContext || guard)
            done(e);
    };
    failLater(exchange, error);
}

void VastClient::startChecked(const std::shared_ptr<Exchange>& exchange)
{
    if (!hasApiKey()) {
        failLater(exchange,
                  VastError::make(VastError::NoApiKey, Tr::tr("no API key was given to the client")));
        return;
    }
    if (const QString why = checkBaseUrl(m_baseUrl); !why.isEmpty()) {
        failLater(exchange, VastError::make(VastError::BadUrl, why, {m_baseUrl.toString(), why}));
        return;
    }
    start(exchange);
}

void VastClient::call(const QByteArray& verb, const QString& path, const QJsonObject* body, QObject* context,
                      std::function<void(const QJsonObject&, const std::optional<VastError>&)> done,
                      const QString& query)
{
    auto exchange = std::make_shared<Exchange>();
    exchange->verb = verb;
    exchange->url = endpoint(path);
    if (!query.isEmpty())
        exchange->url.setQuery(query, QUrl::StrictMode);
    if (body)
        exchange->body = compactJson(*body);
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    auto report = [guard, hadContext, done = std::move(done)](const QJsonObject& reply,
                                                              const std::optional<VastError>& error) {
        if (!hadContext || guard)
            done(reply, error);
    };
    exchange->onFailure = [report](const VastError& error) { report({}, error); };
    exchange->onSuccess = [this, report, what = exchange->what()](const QByteArray& answer) {
        const QJsonDocument doc = QJsonDocument::fromJson(answer);
        const QJsonObject reply = doc.object();
        if (!answer.trimmed().isEmpty() && !doc.isObject()) {
            const QString why = Tr::tr("expected a JSON object");
            report({},
                   VastError::make(VastError::BadResponse, redact(Tr::tr("%1: %2").arg(what, why)), {why}));
            return;
        }
        if (reply.value(QStringLiteral("success")) == QJsonValue(false)) {
            VastError error =
                VastError::make(VastError::RequestFailed,
                                redact(Tr::tr("%1: %2").arg(what, QString::fromUtf8(answer.left(300)))),
                                {QStringLiteral("200"), serverMessage(answer)});
            error.httpStatus = 200;
            report(reply, error);
            return;
        }
        report(reply, std::nullopt);
    };
    startChecked(exchange);
}

void VastClient::searchOffers(const VastOfferQuery& query, QObject* context, OfferSearchDone done)
{
    const QJsonObject body = query.toJson();
    call("POST", QStringLiteral("/api/v0/bundles/"), &body, context,
         [this, query, done = std::move(done)](const QJsonObject& reply,
                                               const std::optional<VastError>& error) {
             OfferSearch search;
             if (error) {
                 search.error = error;
                 done(search);
                 return;
             }
             QString why;
             const std::optional<VastOfferList> list =
                 VastOfferList::parse(QJsonDocument(reply).toJson(QJsonDocument::Compact), &why);
             if (!list) {
                 search.error = VastError::make(VastError::BadResponse,
                                                redact(Tr::tr("POST /api/v0/bundles/: %1").arg(why)), {why});
                 done(search);
                 return;
             }
             search.duplicates = list->duplicates;
             for (const VastOffer& offer : list->offers) {
                 if (query.matches(offer))
                     search.offers << offer;
                 else
                     ++search.notMatching;
             }
             done(search);
         });
}

void VastClient::rent(const QString& offerId, const RentRequest& request, QObject* context, RentDone done)
{
    const auto failed = [done](const VastError& error) { done(Rental{{}, error}); };
    if (!checkId(offerId, Tr::tr("offer id"), context, failed))
        return;
    const QString id = offerId.trimmed();
    const QJsonObject body = request.toJson();
    call("PUT", QStringLiteral("/api/v0/asks/%1/").arg(id), &body, context,
         [id, done = std::move(done)](const QJsonObject& reply, const std::optional<VastError>& error) {
             if (error) {
                 const bool gone =
                     error->httpStatus == 410 || ((error->httpStatus == 404 || error->httpStatus == 200) &&
                                                  error->detail.contains(QLatin1String("no_such_ask")));
                 if (gone) {
                     VastError goneError = VastError::make(VastError::OfferGone, error->detail, {id});
                     goneError.httpStatus = error->httpStatus;
                     done(Rental{{}, goneError});
                     return;
                 }
                 done(Rental{{}, error});
                 return;
             }
             const QJsonValue contract = reply.value(QStringLiteral("new_contract"));
             const QString instance = contract.isDouble() ? QString::number(qint64(contract.toDouble()))
                                                          : contract.toString().trimmed();
             if (!isAllDigits(instance)) {
                 const QString why = Tr::tr("the answer has no new_contract");
                 done(Rental{{},
                             VastError::make(VastError::BadResponse,
                                             Tr::tr("PUT /api/v0/asks/%1/: %2").arg(id, why), {why})});
                 return;
             }
             done(Rental{instance, std::nullopt});
         });
}

namespace {
// A request about one instance that the server answers 404: the instance is not (any more) in the
// account.
std::optional<VastError> instanceError(const std::optional<VastError>& error, const QString& id)
{
    if (error && error->httpStatus == 404) {
        VastError e = VastError::make(VastError::NoSuchInstance, error->detail, {id});
        e.httpStatus = 404;
        return e;
    }
    return error;
}
} // namespace

void VastClient::showInstance(const QString& instanceId, QObject* context, InstanceDone done)
{
    if (!checkId(instanceId, Tr::tr("instance id"), context, [done](const VastError& error) {
            done(InstanceReply{std::nullopt, error});
        }))
        return;
    const QString id = instanceId.trimmed();
    call(
        "GET", QStringLiteral("/api/v0/instances/%1/").arg(id), nullptr, context,
        [id, done = std::move(done)](const QJsonObject& reply, const std::optional<VastError>& error) {
            if (error) {
                if (error->httpStatus == 404) {
                    done(InstanceReply{std::nullopt, std::nullopt});
                    return;
                }
                done(InstanceReply{std::nullopt, error});
                return;
            }
            const QJsonValue instance = reply.value(QStringLiteral("instances"));
            if (instance.isObject()) {
                done(InstanceReply{instance.toObject(), std::nullopt});
            } else if (instance.isNull() || instance.isUndefined()) {
                done(InstanceReply{std::nullopt, std::nullopt});
            } else {
                const QString why = Tr::tr("\"instances\" is neither an object nor null");
                done(InstanceReply{std::nullopt,
                                   VastError::make(VastError::BadResponse,
                                                   Tr::tr("GET /api/v0/instances/%1/: %2").arg(id, why),
                                                   {why})});
            }
        },
        QStringLiteral("owner=me"));
}

void VastClient::instanceRequest(const QByteArray& verb, const QString& instanceId, const QString& path,
                                 const QJsonObject* body, QObject* context, ReplyDone done)
{
    const auto failed = [done](const VastError& error) { done(Reply{{}, error}); };
    if (!checkId(instanceId, Tr::tr("instance id"), context, failed))
        return;
    const QString id = instanceId.trimmed();
    call(verb, path.arg(id), body, context,
         [id, done = std::move(done)](const QJsonObject& reply, const std::optional<VastError>& error) {
             done(Reply{reply, instanceError(error, id)});
         });
}

void VastClient::setRunning(const QString& instanceId, bool running, QObject* context, ReplyDone done)
{
    const QJsonObject body{
        {QStringLiteral("state"), running ? QStringLiteral("running") : QStringLiteral("stopped")}};
    instanceRequest("PUT", instanceId, QStringLiteral("/api/v0/instances/%1/"), &body, context,
                    std::move(done));
}

void VastClient::setLabel(const QString& instanceId, const QString& label, QObject* context, ReplyDone done)
{
    if (label.size() > 1024) {
        failSoon(context,
                 VastError::make(
                     VastError::InvalidRequest, Tr::tr("label of %1 characters").arg(label.size()),
                     {Tr::tr("a label has at most 1024 characters (this one has %1)").arg(label.size())}),
                 [done](const VastError& error) {
                     done(Reply{{}, error});
                 });
        return;
    }
    const QJsonObject body{{QStringLiteral("label"), label}};
    instanceRequest("PUT", instanceId, QStringLiteral("/api/v0/instances/%1/"), &body, context,
                    std::move(done));
}

void VastClient::reboot(const QString& instanceId, QObject* context, ReplyDone done)
{
    const QJsonObject body;
    instanceRequest("PUT", instanceId, QStringLiteral("/api/v0/instances/reboot/%1/"), &body, context,
                    std::move(done));
}

void VastClient::destroy(const QString& instanceId, QObject* context, ReplyDone done)
{
    instanceRequest("DELETE", instanceId, QStringLiteral("/api/v0/instances/%1/"), nullptr, context,
                    std::move(done));
}

void VastClient::requestLogs(const QString& instanceId, int tail, QObject* context, LogTextDone done,
                             int attempts, int intervalMs)
{
    if (!checkId(instanceId, Tr::tr("instance id"), context, [done](const VastError& error) {
            done(LogText{{}, 0, error});
        }))
        return;
    const QString id = instanceId.trimmed();
    const QJsonObject body{{QStringLiteral("tail"), QString::number(qMax(1, tail))}};
    call("PUT", QStringLiteral("/api/v0/instances/request_logs/%1/").arg(id), &body, context,
         [this, id, context, attempts, intervalMs,
          done = std::move(done)](const QJsonObject& reply, const std::optional<VastError>& error) {
             if (error) {
                 done(LogText{{}, 0, instanceError(error, id)});
                 return;
             }
             const QUrl url(reply.value(QStringLiteral("result_url")).toString());
             if (!url.isValid() || (url.scheme() != u"https" && url.scheme() != u"http")) {
                 const QString why = Tr::tr("no usable result_url in the answer");
                 done(LogText{{},
                              0,
                              VastError::make(
                                  VastError::BadResponse,
                                  Tr::tr("PUT /api/v0/instances/request_logs/%1/: %2").arg(id, why), {why})});
                 return;
             }
             fetchLogText(url, 1, qMax(1, attempts), intervalMs, context, done);
         });
}

void VastClient::fetchLogText(const QUrl& url, int attempt, int attempts, int intervalMs, QObject* context,
                              const LogTextDone& done)
{
    QPointer<QObject> guard(context);
    const bool hadContext = context != nullptr;
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("fleetdeck/%1").arg(versionString()));
    request.setTransferTimeout(m_timeoutMs);
    QNetworkReply* reply = m_network->get(request);
    connect(reply, &QNetworkReply::finished, this,
            [this, reply, url, attempt, attempts, intervalMs, guard, hadContext, done] {
                reply->deleteLater();
                if (hadContext && !guard)
                    return;
                const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                if (status == 200) {
                    done(LogText{reply->readAll(), attempt, std::nullopt});
                    return;
                }
                if (attempt >= attempts) {
                    const QString why = status > 0
                                            ? Tr::tr("the log was still not there after %1 tries (HTTP %2)")
                                                  .arg(attempts)
                                                  .arg(status)
                                            : Tr::tr("the log could not be fetched after %1 tries: %2")
                                                  .arg(attempts)
                                                  .arg(reply->errorString());
                    done(LogText{
                        {},
                        attempt,
                        VastError::make(
                            status > 0 ? VastError::RequestFailed : VastError::Unreachable,
                            redact(Tr::tr("GET %1: %2").arg(url.toDisplayString(QUrl::RemoveQuery), why)),
                            {why})});
                    return;
                }
                QTimer::singleShot(
                    intervalMs, this, [this, url, attempt, attempts, intervalMs, guard, hadContext, done] {
                        if (hadContext && !guard)
                            return;
                        fetchLogText(url, attempt + 1, attempts, intervalMs, guard.data(), done);
                    });
            });
}

void VastClient::listInstanceKeys(const QString& instanceId, QObject* context, KeyListDone done)
{
    if (!checkId(instanceId, Tr::tr("instance id"), context, [done](const VastError& error) {
            done(KeyList{{}, error});
        }))
        return;
    const QString id = instanceId.trimmed();
    call("GET", QStringLiteral("/api/v0/instances/%1/ssh/").arg(id), nullptr, context,
         [id, done = std::move(done)](const QJsonObject& reply, const std::optional<VastError>& error) {
             if (error) {
                 done(KeyList{{}, instanceError(error, id)});
                 return;
             }
             // The list comes as a string holding JSON; a plain list is read too.
             QJsonValue keys = reply.value(QStringLiteral("ssh_keys"));
             if (keys.isString())
                 keys = QJsonDocument::fromJson(keys.toString().toUtf8()).array();
             if (!keys.isArray()) {
                 const QString why = Tr::tr("\"ssh_keys\" holds no list");
                 done(KeyList{{},
                              VastError::make(VastError::BadResponse,
                                              Tr::tr("GET /api/v0/instances/%1/ssh/: %2").arg(id, why),
                                              {why})});
                 return;
             }
             KeyList list;
             for (const QJsonValue& v : keys.toArray()) {
                 const QJsonObject o = v.toObject();
                 const QJsonValue keyId = o.value(QStringLiteral("id"));
                 PlatformKey key;
                 key.id = keyId.isDouble() ? QString::number(qint64(keyId.toDouble())) : keyId.toString();
                 key.name = o.value(QStringLiteral("name")).toString();
                 key.publicKey = o.value(QStringLiteral("public_key")).toString().trimmed();
                 if (!key.id.isEmpty() && !key.publicKey.isEmpty())
                     list.keys << key;
             }
             done(list);
         });
}

void VastClient::detachKey(const QString& instanceId, const QString& keyId, QObject* context, ReplyDone done)
{
    if (!checkId(keyId, Tr::tr("key id"), context, [done](const VastError& error) {
            done(Reply{{}, error});
        }))
        return;
    instanceRequest("DELETE", instanceId,
                    QStringLiteral("/api/v0/instances/%1/ssh/") + keyId.trimmed() + QLatin1Char('/'), nullptr,
                    context, std::move(done));
}

void VastClient::cancelAll()
{
    const auto active = m_active;
    for (const std::shared_ptr<Exchange>& exchange : active) {
        exchange->cancelled = true;
        if (exchange->retryTimer)
            exchange->retryTimer->deleteLater();
        if (exchange->reply)
            exchange->reply->abort();
        fail(exchange, VastError::make(VastError::Cancelled, exchange->what()));
    }
}

void VastClient::failLater(const std::shared_ptr<Exchange>& exchange, VastError error)
{
    m_active << exchange;
    QMetaObject::invokeMethod(
        this, [this, exchange, error] { fail(exchange, error); }, Qt::QueuedConnection);
}

void VastClient::start(const std::shared_ptr<Exchange>& exchange)
{
    m_active << exchange;
    send(exchange);
}

void VastClient::send(const std::shared_ptr<Exchange>& exchange)
{
    if (exchange->done)
        return;
    ++exchange->attempts;
    exchange->timedOut = false;
    QNetworkRequest request(exchange->url);
    request.setRawHeader("Authorization", "Bearer " + m_apiKey.toUtf8());
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("fleetdeck/%1").arg(versionString()));
    // A redirect would carry the Authorization header to wherever it points.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply* reply = nullptr;
    if (exchange->verb == "GET") {
        reply = m_network->get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        reply = m_network->sendCustomRequest(request, exchange->verb, exchange->body);
    }
    exchange->reply = reply;
    qCDebug(lcVast).noquote() << exchange->what() << "attempt" << exchange->attempts;

    auto* deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, reply, [exchange, reply] {
        exchange->timedOut = true;
        reply->abort();
    });
    deadline->start(m_timeoutMs);
    connect(reply, &QNetworkReply::finished, this, [this, exchange, reply] { finished(exchange, reply); });
}

int VastClient::retryDelayMs(QNetworkReply* reply, int attempt) const
{
    const QByteArray header = reply->rawHeader("Retry-After").trimmed();
    qint64 ms = -1;
    bool ok = false;
    const double seconds = header.toDouble(&ok);
    if (ok && seconds >= 0) {
        // Clamped as a double first: converting a value beyond qint64 (1e300, inf) is undefined.
        ms = qint64(std::min(seconds * 1000, double(m_maxRetryWaitMs)));
    } else if (!header.isEmpty()) {
        const QDateTime when = QDateTime::fromString(QString::fromLatin1(header), Qt::RFC2822Date);
        if (when.isValid())
            ms = qMax<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(when));
    }
    if (ms < 0)
        ms = 1000LL << qMin(attempt - 1, 10); // no usable Retry-After: back off 1 s, 2 s, 4 s...
    return int(qMin<qint64>(ms, m_maxRetryWaitMs));
}

void VastClient::finished(const std::shared_ptr<Exchange>& exchange, QNetworkReply* reply)
{
    reply->deleteLater();
    if (exchange->reply == reply)
        exchange->reply = nullptr;
    if (exchange->done)
        return;
    const QString what = exchange->what();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    // An aborted reply is closed; reading it would only warn.
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
    qCDebug(lcVast).noquote() << what << "->"
                              << (status > 0 ? QString::number(status) : redact(reply->errorString()))
                              << body.size() << "bytes";

    if (exchange->cancelled) {
        fail(exchange, VastError::make(VastError::Cancelled, what));
        return;
    }
    if (exchange->timedOut) {
        fail(exchange,
             VastError::make(VastError::Timeout,
                             Tr::tr("no complete answer to %1 within %2 ms").arg(what).arg(m_timeoutMs),
                             {QString::number(m_timeoutMs / 1000.0)}));
        return;
    }
    if (status == 0) {
        fail(exchange, VastError::make(VastError::Unreachable,
                                       redact(Tr::tr("%1: %2 (network error %3)")
                                                  .arg(what, reply->errorString())
                                                  .arg(int(reply->error()))),
                                       {exchange->url.host()}));
        return;
    }
    if (status >= 200 && status < 300) {
        if (reply->error() != QNetworkReply::NoError) {
            const QString why = Tr::tr("the answer was cut off after %1 bytes").arg(body.size());
            fail(exchange,
                 VastError::make(
                     VastError::BadResponse,
                     redact(Tr::tr("%1: HTTP %2, then %3").arg(what).arg(status).arg(reply->errorString())),
                     {why}));
            return;
        }
        succeed(exchange, body);
        return;
    }
    if (status == 429 && exchange->attempts <= m_maxRetries) {
        const int wait = retryDelayMs(reply, exchange->attempts);
        qCDebug(lcVast).noquote() << what << "rate limited; retrying in" << wait << "ms";
        auto* timer = new QTimer(this);
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, this, [this, exchange, timer] {
            timer->deleteLater();
            send(exchange);
        });
        exchange->retryTimer = timer;
        timer->start(wait);
        return;
    }
    QString detail = Tr::tr("HTTP %1 %2 for %3").arg(status).arg(reason, what);
    if (!body.trimmed().isEmpty())
        detail += QStringLiteral(": ") + QString::fromUtf8(body.left(300)).simplified();
    detail = redact(detail);
    const QString statusText = QString::number(status);
    VastError error;
    if (status == 401 || status == 403)
        error = VastError::make(VastError::AuthFailed, detail, {statusText});
    else if (status == 429)
        error = VastError::make(VastError::RateLimited, detail, {QString::number(exchange->attempts - 1)});
    else if (status >= 500)
        error = VastError::make(VastError::ServerError, detail, {statusText});
    else
        error = VastError::make(VastError::RequestFailed, detail, {statusText, redact(serverMessage(body))});
    error.httpStatus = status;
    fail(exchange, error);
}

void VastClient::succeed(const std::shared_ptr<Exchange>& exchange, const QByteArray& body)
{
    if (exchange->done)
        return;
    exchange->done = true;
    m_active.removeOne(exchange);
    exchange->onSuccess(body);
}

void VastClient::fail(const std::shared_ptr<Exchange>& exchange, VastError error)
{
    if (exchange->done)
        return;
    exchange->done = true;
    m_active.removeOne(exchange);
    qCInfo(lcVast).noquote() << exchange->what() << "failed:" << error.code << redact(error.detail);
    exchange->onFailure(error);
}

} // namespace fleetdeck::vast
