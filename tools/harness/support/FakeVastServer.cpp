// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/FakeVastServer.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

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
    if (!m_apiKey.isEmpty() && request.headers.value("authorization") != "Bearer " + m_apiKey)
        return {401, failure(QStringLiteral("invalid_api_key"), QStringLiteral("Invalid user key")), {}};
    if (request.method == "GET" && request.path == QLatin1String("/api/v1/instances/"))
        return listing(request);
    static const QRegularExpression attachPath(QStringLiteral("^/api/v0/instances/([0-9]+)/ssh/$"));
    if (request.method == "POST" && attachPath.match(request.path).hasMatch())
        return attach(request);
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
        m_attached[id] << key;
    return {m_attachStatus, m_attachBody, {}};
}

} // namespace fleetdeck
