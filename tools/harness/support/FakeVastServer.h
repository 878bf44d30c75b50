// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QString>
#include <QTcpServer>
#include <QUrl>

#include <optional>

class QTcpSocket;

namespace fleetdeck {

/// vast.ai's REST API as far as Fleetdeck uses it, served over HTTP/1.1 on 127.0.0.1 for tests:
/// - `GET /api/v1/instances/` (paged by `limit` and `after_token`, 400 for a limit above 25 or
///   unreadable JSON parameters);
/// - `POST /api/v0/bundles/`: the offers set by setOffers(), filtered by the query's
///   `{field: {op: value}}` (eq neq gt gte lt lte in notin), ordered by its `order`, cut at its
///   `limit`, dph_total priced for its `allocated_storage`; duplicates are served as set;
/// - `PUT /api/v0/asks/{offer}/`: rents an offer (a new instance in loading, the offer gone);
///   `no_such_ask` with 404 (or setGoneStatus()) for an offer that is not there;
/// - `GET|PUT|DELETE /api/v0/instances/{id}/` (show; state or label; destroy) and
///   `PUT /api/v0/instances/reboot/{id}/`;
/// - `GET|POST /api/v0/instances/{id}/ssh/` and `DELETE /api/v0/instances/{id}/ssh/{key}/`,
///   the list answered as a JSON string as vast.ai does.
/// What happens to a rented instance afterwards (loading, running, an SSH address) is up to the
/// test or the demo: see rented() and updateInstance().
///
/// Answers from the test's event loop: a test that runs a client in another process must keep
/// its event loop running (QSignalSpy::wait) while it waits. Every request is recorded as
/// received; faults can be switched on for the next requests.
class FakeVastServer : public QObject
{
    Q_OBJECT
public:
    enum class Fault {
        None,
        Unauthorized,  ///< 401, as for a wrong key
        RateLimited,   ///< 429 with the Retry-After set by setRetryAfter()
        ServerError,   ///< 500
        TruncatedJson, ///< 200 with half the JSON body (Content-Length matches what is sent)
        CutConnection, ///< 200 announcing the whole body, half sent, then the connection closed
        Slow,          ///< the normal answer, after setDelay() ms
    };

    struct Request
    {
        QByteArray method;
        QString path;
        QList<QPair<QString, QString>> query; ///< decoded, in order
        QMap<QByteArray, QByteArray> headers; ///< names in lower case
        QByteArray body;
        QByteArray raw;        ///< the request as received
        qint64 receivedMs = 0; ///< since start(), monotonic

        QString queryValue(const QString& name) const;
        bool hasQuery(const QString& name) const;
    };

    explicit FakeVastServer(QObject* parent = nullptr);
    ~FakeVastServer() override;

    /// Listens on 127.0.0.1 on a free port.
    bool start();
    QString errorString() const { return m_error; }
    /// http://127.0.0.1:PORT
    QUrl baseUrl() const;

    /// Requests without `Authorization: Bearer <key>` are answered 401. Empty: anything goes.
    void setApiKey(const QByteArray& key) { m_apiKey = key; }
    /// Serves these documents verbatim (the fixture pages): the first one to a request without
    /// after_token, the next one to a request whose after_token is the previous one's next_token.
    void setPages(const QList<QByteArray>& pages);
    /// Serves these instances in pages of the request's limit, with next_token cursors of its own.
    void setInstances(const QList<QJsonObject>& instances);
    /// The next `count` requests get `fault` (-1: every request until changed).
    void injectFault(Fault fault, int count = 1);
    void setRetryAfter(const QByteArray& value) { m_retryAfter = value; }
    void setDelay(int ms) { m_delayMs = ms; }
    /// The answer to attach requests (default 200 {"success":true,"msg":"..."}).
    void setAttachAnswer(int status, const QByteArray& body);
    /// The offers the bundles search serves from (an entry may repeat).
    void setOffers(const QList<QJsonObject>& offers) { m_offers = offers; }
    QList<QJsonObject> offers() const { return m_offers; }
    /// The status of a `no_such_ask` answer: 404 (default) or 410.
    void setGoneStatus(int status) { m_goneStatus = status; }
    /// The id the next rented instance gets (then counting up).
    void setNextInstanceId(qint64 id) { m_nextInstanceId = id; }
    /// An instance's container output, served by request_logs (its newest "tail" lines) at a
    /// result URL that answers 404 `notReadyFetches` times before the log is there, as S3 does
    /// while vast.ai is still writing it. The result URL needs no API key.
    void setInstanceLog(const QString& id, const QByteArray& text, int notReadyFetches = 2)
    {
        m_logs.insert(id, {text, notReadyFetches});
    }
    /// Merges `fields` into the instance of that id; false when there is none.
    bool updateInstance(const QString& id, const QJsonObject& fields);
    std::optional<QJsonObject> instance(const QString& id) const;
    QList<QJsonObject> instances() const { return m_instances.value_or(QList<QJsonObject>()); }

    const QList<Request>& requests() const { return m_requests; }
    void clearRequests() { m_requests.clear(); }
    /// Keys attached through POST .../ssh/ (and not detached since), by instance id.
    QMap<QString, QStringList> attachedKeys() const;

Q_SIGNALS:
    void requestReceived();
    /// An offer was rented: the new instance's id, the offer as it was offered, the request body.
    void rented(const QString& instanceId, const QJsonObject& offer, const QJsonObject& request);
    /// An instance was told to change: "running", "stopped", "rebooted", "label" or "destroyed".
    void instanceChanged(const QString& instanceId, const QString& change);

private:
    struct Answer
    {
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
    };

    void accept();
    void serve(QTcpSocket* socket, const QByteArray& raw);
    void write(QTcpSocket* socket, const Answer& answer, Fault fault);
    Answer route(const Request& request);
    Answer listing(const Request& request);
    Answer attach(const Request& request);
    Answer bundles(const Request& request);
    Answer rent(const Request& request, const QString& offerId);
    Answer instanceCall(const Request& request, const QString& id);
    Answer keys(const Request& request, const QString& id, const QString& keyId);
    int instanceIndex(const QString& id) const;
    Fault takeFault();

    QTcpServer m_server;
    QElapsedTimer m_clock;
    QString m_error;
    QByteArray m_apiKey;
    QList<QByteArray> m_pages;
    std::optional<QList<QJsonObject>> m_instances;
    Fault m_fault = Fault::None;
    int m_faultCount = 0;
    QByteArray m_retryAfter = "1";
    int m_delayMs = 0;
    int m_attachStatus = 200;
    QByteArray m_attachBody;
    QList<Request> m_requests;
    struct AttachedKey
    {
        qint64 id;
        QString key;
    };
    QMap<QString, QList<AttachedKey>> m_attached;
    qint64 m_nextKeyId = 4001;
    QList<QJsonObject> m_offers;
    int m_goneStatus = 404;
    qint64 m_nextInstanceId = 28100001;
    struct InstanceLog
    {
        QByteArray text;
        int notReadyFetches = 2;
    };
    QMap<QString, InstanceLog> m_logs;
    struct PendingLog
    {
        QByteArray text;
        int notReadyLeft = 0;
    };
    QMap<QString, PendingLog> m_results; ///< result URL token -> what it serves
    int m_nextResult = 1;
};

} // namespace fleetdeck
