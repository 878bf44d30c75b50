// SPDX-License-Identifier: GPL-3.0-or-later
#include "vast/VastInstance.h"

#include "Tr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>

#include <cmath>

namespace fleetdeck::vast {

namespace {
// The provider's own fields kept as they come; label and ssh_route are added beside them.
const QStringList kRawFields{QStringLiteral("gpu_name"),   QStringLiteral("num_gpus"),
                             QStringLiteral("dph_total"),  QStringLiteral("actual_status"),
                             QStringLiteral("machine_id"), QStringLiteral("geolocation"),
                             QStringLiteral("status_msg"), QStringLiteral("intended_status"),
                             QStringLiteral("disk_space"), QStringLiteral("storage_cost")};

QString stringOf(const QJsonValue& v)
{
    return v.isString() ? v.toString().trimmed() : QString();
}

// A port given as a number or as a numeric string ("41022"); 0 when absent or out of range.
int portOf(const QJsonValue& v)
{
    qint64 port = 0;
    if (v.isDouble()) {
        // Range first: converting a double beyond qint64 (1e27 in a hostile list) is undefined.
        const double d = v.toDouble();
        port = d >= 1 && d <= 65535 && d == std::floor(d) ? qint64(d) : 0;
    } else if (v.isString()) {
        bool ok = false;
        port = v.toString().trimmed().toLongLong(&ok);
        if (!ok)
            port = 0;
    }
    return port >= 1 && port <= 65535 ? int(port) : 0;
}

QString idOf(const QJsonValue& v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d >= 1 && d < 9007199254740992.0 && d == double(qint64(d)))
            return QString::number(qint64(d));
        return {};
    }
    const QString s = stringOf(v);
    if (s.isEmpty() || s.size() > 20)
        return {};
    for (const QChar c : s) {
        if (!c.isDigit() || c.unicode() > 127)
            return {};
    }
    return s;
}

bool usableHost(const QString& host)
{
    return !host.isEmpty() && NodeRules::checkHost(host).isEmpty();
}
} // namespace

std::optional<VastInstanceList> VastInstanceList::parse(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = json.trimmed().isEmpty() ? Tr::tr("the answer is empty")
                                          : Tr::tr("not valid JSON at byte %1 of %2: %3")
                                                .arg(parseError.offset)
                                                .arg(json.size())
                                                .arg(parseError.errorString());
        return std::nullopt;
    }
    VastInstanceList list;
    QJsonArray array;
    if (doc.isArray()) {
        array = doc.array();
    } else {
        const QJsonObject o = doc.object();
        if (o.value(QStringLiteral("success")) == QJsonValue(false)) {
            const QString why = stringOf(o.value(QStringLiteral("msg"))).isEmpty()
                                    ? stringOf(o.value(QStringLiteral("error")))
                                    : stringOf(o.value(QStringLiteral("msg")));
            *error = Tr::tr("the answer reports a failure: %1")
                         .arg(why.isEmpty() ? Tr::tr("no reason given") : why);
            return std::nullopt;
        }
        const QJsonValue instances = o.value(QStringLiteral("instances"));
        if (!instances.isArray()) {
            *error = Tr::tr("expected a list of instances or an object with \"instances\": […]");
            return std::nullopt;
        }
        array = instances.toArray();
        const QJsonValue token = o.value(QStringLiteral("next_token"));
        if (token.isString())
            list.nextToken = token.toString();
        else if (token.isDouble())
            list.nextToken = QString::number(token.toDouble(), 'g', 17);
    }
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject()) {
            *error = Tr::tr("instance %1 of the list is not an object").arg(i + 1);
            return std::nullopt;
        }
        list.instances << array.at(i).toObject();
    }
    return list;
}

const QStringList& VastInstance::keptFields()
{
    static const QStringList fields =
        kRawFields + QStringList{QStringLiteral("label"), QStringLiteral("ssh_route")};
    return fields;
}

QString VastInstance::nameFromLabel(const QString& label)
{
    QString name;
    for (const QChar c : label) {
        const bool allowed = c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('.') ||
                                                   c == QLatin1Char('_') || c == QLatin1Char('-'));
        if (allowed)
            name += c;
        else if (!name.isEmpty() && !name.endsWith(QLatin1Char('-')))
            name += QLatin1Char('-');
    }
    // A leading '-' would read as an option on command lines, a leading '.' as a hidden file.
    auto trim = [](QString s) {
        while (!s.isEmpty() && (s.front() == QLatin1Char('-') || s.front() == QLatin1Char('.')))
            s.remove(0, 1);
        while (!s.isEmpty() && (s.back() == QLatin1Char('-') || s.back() == QLatin1Char('.')))
            s.chop(1);
        return s;
    };
    return trim(trim(name).left(64));
}

QString VastInstance::routeName(Route route)
{
    switch (route) {
    case Route::Direct:
        return QStringLiteral("direct");
    case Route::Proxy:
        return QStringLiteral("proxy");
    case Route::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<VastInstance> VastInstance::fromJson(const QJsonObject& o, QString* error)
{
    VastInstance v;
    v.id = idOf(o.value(QStringLiteral("id")));
    if (v.id.isEmpty()) {
        *error = Tr::tr("an instance without a usable id (%1)")
                     .arg(QString::fromUtf8(
                         QJsonDocument(QJsonObject{{QStringLiteral("id"), o.value(QStringLiteral("id"))}})
                             .toJson(QJsonDocument::Compact)));
        return std::nullopt;
    }
    v.label = stringOf(o.value(QStringLiteral("label")));
    v.publicIp = stringOf(o.value(QStringLiteral("public_ipaddr")));
    const QJsonArray mapped =
        o.value(QStringLiteral("ports")).toObject().value(QStringLiteral("22/tcp")).toArray();
    if (!mapped.isEmpty())
        v.directPort = portOf(mapped.first().toObject().value(QStringLiteral("HostPort")));
    v.sshHost = stringOf(o.value(QStringLiteral("ssh_host")));
    v.sshPort = portOf(o.value(QStringLiteral("ssh_port")));
    v.runtype = stringOf(o.value(QStringLiteral("image_runtype")));

    for (const QString& key : kRawFields) {
        const QJsonValue value = o.value(key);
        v.fields.insert(key, value.isUndefined() ? QJsonValue(QJsonValue::Null) : value);
    }
    v.fields.insert(QStringLiteral("label"),
                    v.label.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(v.label));
    v.fields.insert(QStringLiteral("ssh_route"), routeName(v.route()));
    return v;
}

VastInstance::Route VastInstance::route() const
{
    if (directPort > 0 && usableHost(publicIp))
        return Route::Direct;
    if (sshPort > 0 && usableHost(sshHost) && (!isJupyter() || sshPort < 65535))
        return Route::Proxy;
    return Route::None;
}

QString VastInstance::host() const
{
    switch (route()) {
    case Route::Direct:
        return publicIp;
    case Route::Proxy:
        return sshHost;
    case Route::None:
        break;
    }
    return {};
}

int VastInstance::port() const
{
    switch (route()) {
    case Route::Direct:
        return directPort;
    case Route::Proxy:
        // Jupyter images put Jupyter on the proxy's port and SSH one above it.
        return isJupyter() ? sshPort + 1 : sshPort;
    case Route::None:
        break;
    }
    return 0;
}

fleet::ProviderInstance VastInstance::toProviderInstance() const
{
    fleet::ProviderInstance p;
    p.providerId = id;
    p.suggestedName = nameFromLabel(label);
    p.fallbackName = QStringLiteral("vast-") + id;
    p.fields = fields;
    if (route() != Route::None) {
        p.host = host();
        p.port = port();
        return p;
    }
    const QString status = fields.value(QStringLiteral("actual_status")).toString();
    const QString state = status.isEmpty() ? Tr::tr("status unknown") : status;
    if (usableHost(publicIp)) {
        p.host = publicIp;
        p.port = 22;
        p.provisionalAddress = true;
        p.warnings << Tr::tr("instance %1 (%2) publishes no SSH port right now; %3:22 stands in until "
                             "it does")
                          .arg(id, state, publicIp);
    } else {
        p.warnings << Tr::tr("instance %1 (%2) publishes no SSH address right now").arg(id, state);
    }
    return p;
}

QList<fleet::ProviderInstance> VastInstance::toProviderInstances(const QList<QJsonObject>& objects)
{
    QList<fleet::ProviderInstance> result;
    result.reserve(objects.size());
    for (const QJsonObject& o : objects) {
        QString error;
        if (const std::optional<VastInstance> v = fromJson(o, &error)) {
            result << v->toProviderInstance();
        } else {
            fleet::ProviderInstance broken;
            broken.problem = error;
            result << broken;
        }
    }
    return result;
}

} // namespace fleetdeck::vast
