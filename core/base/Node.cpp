// SPDX-License-Identifier: GPL-3.0-or-later
#include "Node.h"

#include "Tr.h"

#include <QHostAddress>
#include <QJsonValue>
#include <QRegularExpression>
#include <QStringList>

namespace fleetdeck {

namespace {
QJsonValue optionalJson(const std::optional<QString>& v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

bool isIpLiteral(const QString& host)
{
    QHostAddress address;
    return address.setAddress(host);
}
} // namespace

QString Node::address() const
{
    if (host.isEmpty())
        return {};
    const QString h = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return h + QLatin1Char(':') + QString::number(port);
}

bool Node::operator==(const Node& o) const
{
    return id == o.id && name == o.name && host == o.host && port == o.port && user == o.user &&
           identity == o.identity && statusPort == o.statusPort && statusPath == o.statusPath &&
           statusCommand == o.statusCommand && authorizedKeys == o.authorizedKeys && labels == o.labels &&
           provider == o.provider && providerId == o.providerId && useSshConfig == o.useSshConfig;
}

QString Node::labelsText() const
{
    QStringList parts;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        parts << it.key() + QLatin1Char('=') + it.value();
    return parts.join(QStringLiteral(", "));
}

QJsonObject Node::toJson() const
{
    QJsonObject labelsJson;
    for (auto it = labels.cbegin(); it != labels.cend(); ++it)
        labelsJson.insert(it.key(), it.value());
    return QJsonObject{
        {QStringLiteral("name"), name},
        {QStringLiteral("host"), host},
        {QStringLiteral("port"), port},
        {QStringLiteral("user"), user},
        {QStringLiteral("identity"), optionalJson(identity)},
        {QStringLiteral("status_port"), statusPort},
        {QStringLiteral("status_path"), statusPath},
        {QStringLiteral("status_command"), optionalJson(statusCommand)},
        {QStringLiteral("authorized_keys"), authorizedKeys},
        {QStringLiteral("labels"), labelsJson},
        {QStringLiteral("provider"), provider},
        {QStringLiteral("provider_id"), optionalJson(providerId)},
        {QStringLiteral("ssh_config"), useSshConfig},
    };
}

namespace NodeRules {

QString checkName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    if (name.isEmpty())
        return Tr::tr("a node name is required");
    if (!re.match(name).hasMatch())
        return Tr::tr("invalid node name '%1': use 1-64 characters of A-Z a-z 0-9 . _ -").arg(name);
    return {};
}

QString checkHost(const QString& host)
{
    if (host.isEmpty())
        return Tr::tr("a host is required");
    if (isIpLiteral(host))
        return {};
    // RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens. A leading
    // '-' would also be read as an option by ssh tools, so it is refused here, not escaped later.
    static const QRegularExpression label(QStringLiteral("^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$"));
    QString h = host;
    if (h.endsWith(QLatin1Char('.')))
        h.chop(1);
    const QStringList labels = h.split(QLatin1Char('.'));
    bool ok = h.size() <= 253 && !h.isEmpty();
    for (const QString& l : labels)
        ok = ok && label.match(l).hasMatch();
    // All-numeric dotted names that are not valid IPv4 addresses (e.g. 300.1.1.1) are typos.
    static const QRegularExpression numeric(QStringLiteral("^[0-9.]+$"));
    if (ok && numeric.match(h).hasMatch())
        ok = false;
    if (!ok)
        return Tr::tr("invalid host '%1': expected a host name, an IPv4 or an IPv6 address").arg(host);
    return {};
}

QString checkPort(qint64 port, const QString& what)
{
    if (port < 1 || port > 65535)
        return Tr::tr("invalid %1 %2: must be between 1 and 65535").arg(what).arg(port);
    return {};
}

QString checkUser(const QString& user)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._][A-Za-z0-9._-]{0,31}$"));
    if (!re.match(user).hasMatch())
        return Tr::tr("invalid user '%1': expected a login name such as root").arg(user);
    return {};
}

QString checkStatusPath(const QString& path)
{
    static const QRegularExpression re(QStringLiteral("^/[\\x21-\\x7e]*$"));
    if (!re.match(path).hasMatch())
        return Tr::tr("invalid status path '%1': must start with / and contain no spaces").arg(path);
    return {};
}

QString checkLabelKey(const QString& key)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._/-]{1,64}$"));
    if (!re.match(key).hasMatch())
        return Tr::tr("invalid label key '%1': use 1-64 characters of A-Z a-z 0-9 . _ / -").arg(key);
    return {};
}

QString checkLabelValue(const QString& value)
{
    if (value.size() > 256)
        return Tr::tr("label value too long (%1 characters, at most 256)").arg(value.size());
    for (const QChar c : value) {
        if (c.category() == QChar::Other_Control)
            return Tr::tr("label value contains a control character");
    }
    return {};
}

QString parseLabel(const QString& text, QString* key, QString* value)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0)
        return Tr::tr("invalid label '%1': expected KEY=VALUE").arg(text);
    *key = text.left(eq);
    *value = text.mid(eq + 1);
    QString error = checkLabelKey(*key);
    if (error.isEmpty())
        error = checkLabelValue(*value);
    return error;
}

QList<FieldError> validate(const Node& node)
{
    QList<FieldError> errors;
    auto add = [&errors](const char* field, const QString& message) {
        if (!message.isEmpty())
            errors.append({QString::fromLatin1(field), message});
    };
    add("name", checkName(node.name));
    if (!node.awaitingAddress())
        add("host", checkHost(node.host));
    add("port", checkPort(node.port, Tr::tr("port")));
    add("user", checkUser(node.user));
    add("status_port", checkPort(node.statusPort, Tr::tr("status port")));
    add("status_path", checkStatusPath(node.statusPath));
    if (node.identity && node.identity->isEmpty())
        add("identity", Tr::tr("identity file path is empty"));
    if (node.statusCommand && node.statusCommand->trimmed().isEmpty())
        add("status_command", Tr::tr("status command is empty"));
    if (node.authorizedKeys.trimmed().isEmpty())
        add("authorized_keys", Tr::tr("authorized_keys path is empty"));
    for (auto it = node.labels.cbegin(); it != node.labels.cend(); ++it) {
        QString error = checkLabelKey(it.key());
        if (error.isEmpty())
            error = checkLabelValue(it.value());
        add("label", error);
    }
    return errors;
}

} // namespace NodeRules
} // namespace fleetdeck
