// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/FakeVastServer.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <cmath>
#include <memory>

namespace fleetdeck {

namespace {
constexpr qsizetype kMaxRequestBytes = 1 << 20;
constexpr char kAnswered[] = "answered";

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 410:
        return "Gone";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    default:
        return "Status";
    }
}

QByteArray json(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray failure(const QString& error, const QString& msg)
{
    return json(
        {{QStringLiteral("success"), false}, {QStringLiteral("error"), error}, {QStringLiteral("msg"), msg}});
}

// The header block's end and the body's announced length, once the whole request is there.
bool requestComplete(const QByteArray& buffer)
{
    const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return buffer.size() >= kMaxRequestBytes;
    qint64 contentLength = 0;
    for (const QByteArray& line : buffer.left(headerEnd).split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length")
            contentLength = line.mid(colon + 1).trimmed().toLongLong();
    }
    return buffer.size() - (headerEnd + 4) >= contentLength || buffer.size() >= kMaxRequestBytes;
}

QString idText(const QJsonValue& v)
{
    return v.isDouble() ? QString::number(v.toInteger()) : v.toString();
}

QString countryOf(const QString& geolocation)
{
    const QString tail = geolocation.section(QLatin1Char(','), -1).trimmed();
    return tail.size() == 2 ? tail.toUpper() : QString();
}

// The value of an offer's field as the search compares it.
QJsonValue offerField(const QJsonObject& offer, const QString& field)
{
    if (field == QLatin1String("verified"))
        return offer.value(QStringLiteral("verification")).toString() == QLatin1String("verified");
    if (field == QLatin1String("geolocation"))
        return countryOf(offer.value(field).toString());
    if (field == QLatin1String("reliability2") && !offer.contains(field))
        return offer.value(QStringLiteral("reliability"));
    return offer.value(field);
}

int compareValues(const QJsonValue& a, const QJsonValue& b)
{
    if (a.isDouble() || b.isDouble()) {
        const double x = a.toDouble();
        const double y = b.toDouble();
        return x < y ? -1 : (x > y ? 1 : 0);
    }
    if (a.isBool() || b.isBool())
        return int(a.toBool()) - int(b.toBool());
    return QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive);
}

// One `{op: value}` condition against an offer's field.
bool satisfies(const QJsonValue& actual, const QString& op, const QJsonValue& wanted)
{
    if (op == QLatin1String("in") || op == QLatin1String("notin")) {
        bool found = false;
        for (const QJsonValue& v : wanted.toArray())
            found = found || compareValues(actual, v) == 0;
        return op == QLatin1String("in") ? found : !found;
    }
    const int c = compareValues(actual, wanted);
    if (op == QLatin1String("eq"))
        return c == 0;
    if (op == QLatin1String("neq"))
        return c != 0;
    if (op == QLatin1String("gt"))
        return c > 0;
    if (op == QLatin1String("gte"))
        return c >= 0;
    if (op == QLatin1String("lt"))
        return c < 0;
    if (op == QLatin1String("lte"))
        return c <= 0;
    return false;
}

QByteArray tokenFor(const QString& id)
{
    return json({{QStringLiteral("after_id"), id}}).toBase64();
}
} // namespace

QString FakeVastServer::Request::queryValue(const QString& name) const
{
    for (const auto& [key, value] : query) {
        if (key == name)
            return value;
    }
    return {};
}

bool FakeVastServer::Request::hasQuery(const QString& name) const
{
    for (const auto& item : query) {
        if (item.first == name)
            return true;
    }
    return false;
}

FakeVastServer::FakeVastServer(QObject* parent)
    : QObject(parent)
    , m_attachBody(
          json({{QStringLiteral("success"), true}, {QStringLiteral("msg"), QStringLiteral("ssh key added")}}))
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakeVastServer::accept);
}

FakeVastServer::~FakeVastServer() = default;

bool FakeVastServer::start()
{
    if (!m_server.listen(QHostAddress::LocalHost, 0)) {
        m_error = m_server.errorString();
        return false;
    }
    m_clock.start();
    return true;
}

QUrl FakeVastServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

void FakeVastServer::setPages(const QList<QByteArray>& pages)
{
    m_pages = pages;
    m_instances.reset();
}

void FakeVastServer::setInstances(const QList<QJsonObject>& instances)
{
    m_instances = instances;
    m_pages.clear();
}

void FakeVastServer::injectFault(Fault fault, int count)
{
    m_fault = fault;
    m_faultCount = count;
}

void FakeVastServer::setAttachAnswer(int status, const QByteArray& body)
{
    m_attachStatus = status;
    m_attachBody = body;
}

FakeVastServer::Fault FakeVastServer::takeFault()
{
    if (m_fault == Fault::None || m_faultCount == 0)
        return Fault::None;
    const Fault fault = m_fault;
    if (m_faultCount > 0 && --m_faultCount == 0)
        m_fault = Fault::None;
    return fault;
}

void FakeVastServer::accept()
{
    while (QTcpSocket* socket = m_server.nextPendingConnection()) {
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            if (socket->property(kAnswered).toBool()) {
                socket->readAll();
                return;
            }
            buffer->append(socket->readAll());
            if (requestComplete(*buffer)) {
                socket->setProperty(kAnswered, true);
                serve(socket, *buffer);
            }
        });
    }
}

void FakeVastServer::serve(QTcpSocket* socket, const QByteArray& raw)
{
    Request request;
    request.raw = raw;
    request.receivedMs = m_clock.elapsed();
    const qsizetype headerEnd = raw.indexOf("\r\n\r\n");
    const QList<QByteArray> lines = raw.left(headerEnd).split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    request.method = first.value(0);
    const QByteArray target = first.value(1);
    const qsizetype question = target.indexOf('?');
    request.path = QUrl::fromPercentEncoding(question < 0 ? target : target.left(question));
    if (question >= 0) {
        for (const QByteArray& item : target.mid(question + 1).split('&')) {
            const qsizetype eq = item.indexOf('=');
            const QByteArray key = eq < 0 ? item : item.left(eq);
            const QByteArray value = eq < 0 ? QByteArray() : item.mid(eq + 1);
            request.query.append({QUrl::fromPercentEncoding(key), QUrl::fromPercentEncoding(value)});
        }
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                   lines.at(i).mid(colon + 1).trimmed());
    }
    request.body = headerEnd < 0 ? QByteArray() : raw.mid(headerEnd + 4);
    m_requests << request;

    const Fault fault = takeFault();
    Answer answer;
    switch (fault) {
    case Fault::Unauthorized:
        answer = {401, failure(QStringLiteral("invalid_api_key"), QStringLiteral("Invalid user key")), {}};
        break;
    case Fault::RateLimited:
        answer = {
            429, failure(QStringLiteral("rate_limited"), QStringLiteral("API requests too frequent")), {}};
        if (!m_retryAfter.isEmpty())
            answer.headers.append({"Retry-After", m_retryAfter});
        break;
    case Fault::ServerError:
        answer = {500, "<html><body>Internal Server Error</body></html>", {}};
        break;
    default:
        answer = route(request);
        break;
    }
    emit requestReceived();
    if (fault == Fault::Slow) {
        QPointer<QTcpSocket> guard(socket);
        QTimer::singleShot(m_delayMs, this, [this, guard, answer] {
            if (guard && guard->state() == QAbstractSocket::ConnectedState)
                write(guard, answer, Fault::None);
        });
        return;
    }
    write(socket, answer, fault);
}

void FakeVastServer::write(QTcpSocket* socket, const Answer& answer, Fault fault)
{
    QByteArray body = answer.body;
    qsizetype announced = body.size();
    if (fault == Fault::TruncatedJson) {
        body = body.left(body.size() / 2);
        announced = body.size();
    } else if (fault == Fault::CutConnection) {
        body = body.left(body.size() / 2);
    }
    QByteArray out =
        "HTTP/1.1 " + QByteArray::number(answer.status) + ' ' + reasonPhrase(answer.status) + "\r\n";
    out += "Content-Type: application/json\r\n";
    out += "Content-Length: " + QByteArray::number(announced) + "\r\n";
    for (const auto& [name, value] : answer.headers)
        out += name + ": " + value + "\r\n";
    out += "Connection: close\r\n\r\n";
    socket->write(out + body);
    if (fault == Fault::CutConnection) {
        socket->flush();
        socket->abort();
        return;
    }
    socket->disconnectFromHost();
}

FakeVastServer::Answer FakeVastServer::route(const Request& request)
{
    // A request_logs result: another host's URL in vast.ai (S3), reached without the API key.
    static const QRegularExpression resultPath(QStringLiteral("^/instance_logs/([0-9a-z]+)\\.log$"));
    if (const auto m = resultPath.match(request.path); m.hasMatch() && request.method == "GET") {
        const auto it = m_results.find(m.captured(1));
        if (it == m_results.end())
            return {404, "<Error><Code>NoSuchKey</Code></Error>", {}};
        if (it->notReadyLeft > 0) {
            --it->notReadyLeft;
            return {404, "<Error><Code>NoSuchKey</Code></Error>", {}};
        }
        return {200, it->text, {}};
    }
    if (!m_apiKey.isEmpty() && request.headers.value("authorization") != "Bearer " + m_apiKey)
        return {401, failure(QStringLiteral("invalid_api_key"), QStringLiteral("Invalid user key")), {}};
    if (request.method == "GET" && request.path == QLatin1String("/api/v1/instances/"))
        return listing(request);
    static const QRegularExpression attachPath(QStringLiteral("^/api/v0/instances/([0-9]+)/ssh/$"));
    if (request.method == "POST" && attachPath.match(request.path).hasMatch())
        return attach(request);
    if (request.method == "POST" && request.path == QLatin1String("/api/v0/bundles/"))
        return bundles(request);
    static const QRegularExpression askPath(QStringLiteral("^/api/v0/asks/([0-9]+)/$"));
    if (const auto m = askPath.match(request.path); m.hasMatch() && request.method == "PUT")
        return rent(request, m.captured(1));
    static const QRegularExpression logsPath(QStringLiteral("^/api/v0/instances/request_logs/([0-9]+)/?$"));
    if (const auto m = logsPath.match(request.path); m.hasMatch() && request.method == "PUT") {
        const QString id = m.captured(1);
        if (instanceIndex(id) < 0 && !m_logs.contains(id))
            return {
                404, failure(QStringLiteral("no_such_instance"), QStringLiteral("Instance not found.")), {}};
        const InstanceLog log = m_logs.value(id);
        const int tail =
            QJsonDocument::fromJson(request.body).object().value(QStringLiteral("tail")).toString().toInt();
        QList<QByteArray> lines = log.text.split('\n');
        if (!lines.isEmpty() && lines.constLast().isEmpty())
            lines.removeLast();
        if (tail > 0 && lines.size() > tail)
            lines = lines.mid(lines.size() - tail);
        const QString token = QStringLiteral("r%1").arg(m_nextResult++);
        m_results.insert(token,
                         {lines.isEmpty() ? QByteArray() : lines.join('\n') + '\n', log.notReadyFetches});
        return {200,
                json({{QStringLiteral("success"), true},
                      {QStringLiteral("result_url"),
                       baseUrl().toString() + QStringLiteral("/instance_logs/%1.log").arg(token)},
                      {QStringLiteral("msg"),
                       QStringLiteral("Logs will be uploaded to the result_url shortly.")}}),
                {}};
    }
    static const QRegularExpression rebootPath(QStringLiteral("^/api/v0/instances/reboot/([0-9]+)/$"));
    if (const auto m = rebootPath.match(request.path); m.hasMatch() && request.method == "PUT") {
        if (instanceIndex(m.captured(1)) < 0)
            return {
                404, failure(QStringLiteral("no_such_instance"), QStringLiteral("Instance not found.")), {}};
        emit instanceChanged(m.captured(1), QStringLiteral("rebooted"));
        return {200, json({{QStringLiteral("success"), true}}), {}};
    }
    static const QRegularExpression keyPath(
        QStringLiteral("^/api/v0/instances/([0-9]+)/ssh/(?:([0-9]+)/)?$"));
    if (const auto m = keyPath.match(request.path); m.hasMatch())
        return keys(request, m.captured(1), m.captured(2));
    static const QRegularExpression instancePath(QStringLiteral("^/api/v0/instances/([0-9]+)/$"));
    if (const auto m = instancePath.match(request.path); m.hasMatch())
        return instanceCall(request, m.captured(1));
    return {404, failure(QStringLiteral("not_found"), QStringLiteral("no such endpoint")), {}};
}

FakeVastServer::Answer FakeVastServer::listing(const Request& request)
{
    for (const char* name : {"select_filters", "order_by"}) {
        const QString value = request.queryValue(QLatin1String(name));
        if (request.hasQuery(QLatin1String(name)) && QJsonDocument::fromJson(value.toUtf8()).isNull())
            return {400,
                    failure(QStringLiteral("invalid_args"),
                            QStringLiteral("%1 is not JSON").arg(QLatin1String(name))),
                    {}};
    }
    int limit = 25;
    if (request.hasQuery(QStringLiteral("limit"))) {
        bool ok = false;
        limit = request.queryValue(QStringLiteral("limit")).toInt(&ok);
        if (!ok || limit > 25)
            return {
                400, failure(QStringLiteral("invalid_args"), QStringLiteral("limit must be at most 25")), {}};
        if (limit <= 0)
            limit = 5;
    }
    const QString token = request.queryValue(QStringLiteral("after_token"));
    const QByteArray invalidToken =
        failure(QStringLiteral("invalid_args"), QStringLiteral("invalid next_token"));

    if (!m_instances) {
        if (token.isEmpty())
            return {200, m_pages.value(0, R"({"instances":[],"next_token":null})"), {}};
        for (qsizetype i = 0; i + 1 < m_pages.size(); ++i) {
            if (QJsonDocument::fromJson(m_pages.at(i))
                    .object()
                    .value(QStringLiteral("next_token"))
                    .toString() == token)
                return {200, m_pages.at(i + 1), {}};
        }
        return {400, invalidToken, {}};
    }

    qsizetype start = 0;
    if (!token.isEmpty()) {
        const QString afterId = QJsonDocument::fromJson(QByteArray::fromBase64(token.toLatin1()))
                                    .object()
                                    .value(QStringLiteral("after_id"))
                                    .toString();
        start = -1;
        for (qsizetype i = 0; i < m_instances->size(); ++i) {
            if (QString::number(m_instances->at(i).value(QStringLiteral("id")).toInteger()) == afterId)
                start = i + 1;
        }
        if (start < 0)
            return {400, invalidToken, {}};
    }
    QJsonArray page;
    for (qsizetype i = start; i < m_instances->size() && page.size() < limit; ++i)
        page.append(m_instances->at(i));
    const qsizetype end = start + page.size();
    QJsonValue next(QJsonValue::Null);
    if (end < m_instances->size())
        next = QString::fromLatin1(
            tokenFor(QString::number(m_instances->at(end - 1).value(QStringLiteral("id")).toInteger())));
    return {200,
            json({{QStringLiteral("success"), true},
                  {QStringLiteral("instances"), page},
                  {QStringLiteral("instances_found"), page.size()},
                  {QStringLiteral("total_instances"), m_instances->size()},
                  {QStringLiteral("next_token"), next}}),
            {}};
}

FakeVastServer::Answer FakeVastServer::attach(const Request& request)
{
    const QString id = request.path.section(QLatin1Char('/'), 4, 4);
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString key = body.value(QStringLiteral("ssh_key")).toString();
    if (key.isEmpty())
        return {400, failure(QStringLiteral("invalid_args"), QStringLiteral("ssh_key is required")), {}};
    if (m_attachStatus >= 200 && m_attachStatus < 300)
        m_attached[id] << AttachedKey{m_nextKeyId++, key};
    return {m_attachStatus, m_attachBody, {}};
}

QMap<QString, QStringList> FakeVastServer::attachedKeys() const
{
    QMap<QString, QStringList> keys;
    for (auto it = m_attached.cbegin(); it != m_attached.cend(); ++it) {
        for (const AttachedKey& k : it.value())
            keys[it.key()] << k.key;
    }
    return keys;
}

int FakeVastServer::instanceIndex(const QString& id) const
{
    if (!m_instances)
        return -1;
    for (qsizetype i = 0; i < m_instances->size(); ++i) {
        if (idText(m_instances->at(i).value(QStringLiteral("id"))) == id)
            return int(i);
    }
    return -1;
}

bool FakeVastServer::updateInstance(const QString& id, const QJsonObject& fields)
{
    const int i = instanceIndex(id);
    if (i < 0)
        return false;
    QJsonObject& o = (*m_instances)[i];
    for (auto it = fields.begin(); it != fields.end(); ++it)
        o.insert(it.key(), it.value());
    return true;
}

std::optional<QJsonObject> FakeVastServer::instance(const QString& id) const
{
    const int i = instanceIndex(id);
    return i < 0 ? std::nullopt : std::optional<QJsonObject>(m_instances->at(i));
}

FakeVastServer::Answer FakeVastServer::bundles(const Request& request)
{
    QJsonParseError error;
    const QJsonObject query = QJsonDocument::fromJson(request.body, &error).object();
    if (error.error != QJsonParseError::NoError)
        return {400, failure(QStringLiteral("invalid_args"), QStringLiteral("the query is not JSON")), {}};
    const double storage = query.value(QStringLiteral("allocated_storage")).toDouble(0);
    static const QStringList notFields{QStringLiteral("order"), QStringLiteral("type"),
                                       QStringLiteral("limit"), QStringLiteral("allocated_storage")};
    QList<QJsonObject> matching;
    for (QJsonObject offer : m_offers) {
        // The hourly price includes the storage asked for: a month of it spread over its hours.
        if (offer.contains(QStringLiteral("dph_base"))) {
            const double dph = offer.value(QStringLiteral("dph_base")).toDouble() +
                               offer.value(QStringLiteral("storage_cost")).toDouble() * storage / 720.0;
            offer.insert(QStringLiteral("dph_total"), std::round(dph * 10000) / 10000);
        }
        bool ok = true;
        for (auto it = query.begin(); ok && it != query.end(); ++it) {
            if (notFields.contains(it.key()) || !it.value().isObject())
                continue;
            const QJsonValue actual = offerField(offer, it.key());
            const QJsonObject conditions = it.value().toObject();
            for (auto c = conditions.begin(); ok && c != conditions.end(); ++c)
                ok = !actual.isUndefined() && satisfies(actual, c.key(), c.value());
        }
        if (ok)
            matching << offer;
    }
    const QJsonArray order = query.value(QStringLiteral("order")).toArray().at(0).toArray();
    if (!order.isEmpty()) {
        const QString field = order.at(0).toString();
        const bool descending = order.at(1).toString() == QLatin1String("desc");
        std::stable_sort(matching.begin(), matching.end(), [&](const QJsonObject& a, const QJsonObject& b) {
            const int c = compareValues(offerField(a, field), offerField(b, field));
            return descending ? c > 0 : c < 0;
        });
    }
    const int limit = query.value(QStringLiteral("limit")).toInt(64);
    QJsonArray offers;
    for (const QJsonObject& o : matching) {
        if (offers.size() >= limit)
            break;
        offers.append(o);
    }
    return {200, json({{QStringLiteral("offers"), offers}}), {}};
}

FakeVastServer::Answer FakeVastServer::rent(const Request& request, const QString& offerId)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    QJsonObject offer;
    for (const QJsonObject& o : std::as_const(m_offers)) {
        if (idText(o.value(QStringLiteral("id"))) == offerId)
            offer = o;
    }
    if (offer.isEmpty())
        return {m_goneStatus,
                failure(QStringLiteral("no_such_ask"), QStringLiteral("Instance type no longer available.")),
                {}};
    if (body.value(QStringLiteral("image")).toString().isEmpty())
        return {400, failure(QStringLiteral("invalid_args"), QStringLiteral("image is required")), {}};
    m_offers.removeIf([&](const QJsonObject& o) { return idText(o.value(QStringLiteral("id"))) == offerId; });
    const QString id = QString::number(m_nextInstanceId++);
    QJsonObject instance;
    instance.insert(QStringLiteral("id"), id.toLongLong());
    for (const char* field : {"machine_id", "host_id", "gpu_name", "num_gpus", "gpu_ram", "cpu_ram",
                              "geolocation", "dph_total", "storage_cost", "cuda_max_good", "reliability2"})
        instance.insert(QLatin1String(field), offer.value(QLatin1String(field)));
    instance.insert(QStringLiteral("label"), body.value(QStringLiteral("label")).toString().isEmpty()
                                                 ? QJsonValue(QJsonValue::Null)
                                                 : body.value(QStringLiteral("label")));
    instance.insert(QStringLiteral("image_uuid"), body.value(QStringLiteral("image")));
    instance.insert(QStringLiteral("image_runtype"), body.value(QStringLiteral("runtype")));
    instance.insert(QStringLiteral("disk_space"), body.value(QStringLiteral("disk")));
    instance.insert(QStringLiteral("actual_status"), QJsonValue(QJsonValue::Null));
    instance.insert(QStringLiteral("intended_status"), QStringLiteral("running"));
    instance.insert(QStringLiteral("cur_state"), QStringLiteral("running"));
    instance.insert(QStringLiteral("status_msg"), QStringLiteral("Creating instance"));
    instance.insert(QStringLiteral("public_ipaddr"), QJsonValue(QJsonValue::Null));
    instance.insert(QStringLiteral("ssh_host"), QJsonValue(QJsonValue::Null));
    instance.insert(QStringLiteral("ssh_port"), QJsonValue(QJsonValue::Null));
    instance.insert(QStringLiteral("ports"), QJsonObject());
    instance.insert(QStringLiteral("start_date"), double(QDateTime::currentSecsSinceEpoch()));
    if (!m_instances)
        m_instances = QList<QJsonObject>();
    m_pages.clear();
    m_instances->append(instance);
    emit rented(id, offer, body);
    return {200,
            json({{QStringLiteral("success"), true}, {QStringLiteral("new_contract"), id.toLongLong()}}),
            {}};
}

FakeVastServer::Answer FakeVastServer::instanceCall(const Request& request, const QString& id)
{
    const int i = instanceIndex(id);
    if (request.method == "GET") {
        return {200,
                json({{QStringLiteral("instances"),
                       i < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(m_instances->at(i))}}),
                {}};
    }
    if (i < 0)
        return {404, failure(QStringLiteral("no_such_instance"), QStringLiteral("Instance not found.")), {}};
    if (request.method == "DELETE") {
        m_instances->removeAt(i);
        m_attached.remove(id);
        emit instanceChanged(id, QStringLiteral("destroyed"));
        return {200,
                json({{QStringLiteral("success"), true},
                      {QStringLiteral("msg"), QStringLiteral("destroying instance %1.").arg(id)}}),
                {}};
    }
    if (request.method != "PUT")
        return {405, failure(QStringLiteral("method_not_allowed"), QStringLiteral("method not allowed")), {}};
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    if (body.contains(QStringLiteral("label"))) {
        const QString label = body.value(QStringLiteral("label")).toString();
        if (label.size() > 1024)
            return {400, failure(QStringLiteral("invalid_args"), QStringLiteral("label too long")), {}};
        (*m_instances)[i].insert(QStringLiteral("label"), label);
        emit instanceChanged(id, QStringLiteral("label"));
        return {200, json({{QStringLiteral("success"), true}}), {}};
    }
    const QString state = body.value(QStringLiteral("state")).toString();
    if (state != QLatin1String("running") && state != QLatin1String("stopped"))
        return {400,
                failure(QStringLiteral("invalid_args"), QStringLiteral("state must be running or stopped")),
                {}};
    (*m_instances)[i].insert(QStringLiteral("intended_status"), state);
    emit instanceChanged(id, state);
    return {200, json({{QStringLiteral("success"), true}}), {}};
}

FakeVastServer::Answer FakeVastServer::keys(const Request& request, const QString& id, const QString& keyId)
{
    if (request.method == "GET" && keyId.isEmpty()) {
        QJsonArray list;
        for (const AttachedKey& k : m_attached.value(id))
            list.append(QJsonObject{{QStringLiteral("id"), k.id},
                                    {QStringLiteral("name"), QString()},
                                    {QStringLiteral("public_key"), k.key}});
        // vast.ai sends the list as a string that holds JSON.
        return {200,
                json({{QStringLiteral("success"), true},
                      {QStringLiteral("ssh_keys"),
                       QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact))}}),
                {}};
    }
    if (request.method == "DELETE" && !keyId.isEmpty()) {
        QList<AttachedKey>& list = m_attached[id];
        const qsizetype before = list.size();
        list.removeIf([&](const AttachedKey& k) { return QString::number(k.id) == keyId; });
        if (list.size() == before)
            return {404, failure(QStringLiteral("no_such_key"), QStringLiteral("SSH key not found.")), {}};
        return {200, json({{QStringLiteral("success"), true}}), {}};
    }
    return {405, failure(QStringLiteral("method_not_allowed"), QStringLiteral("method not allowed")), {}};
}

} // namespace fleetdeck
