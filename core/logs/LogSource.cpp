// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogSource.h"

#include "Tr.h"
#include "storage/Database.h"

#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace fleetdeck::logs {

QJsonObject LogSource::toJson() const
{
    return QJsonObject{{QStringLiteral("name"), name},
                       {QStringLiteral("template"), kind == Kind::Command ? QJsonValue(templ) : QJsonValue()},
                       {QStringLiteral("origin"), origin}};
}

namespace LogSources {

namespace {
const QRegularExpression& placeholder()
{
    static const QRegularExpression re(QStringLiteral(R"(\{([a-z]+)(?::([^}]*))?\})"));
    return re;
}
} // namespace

QString checkName(const QString& name)
{
    static const QRegularExpression valid(QStringLiteral(R"(^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$)"));
    if (!valid.match(name).hasMatch())
        return Tr::tr("invalid log source name '%1': use letters, digits, '.', '_' and '-'").arg(name);
    if (name == Bench || name == Events || name == Vast)
        return Tr::tr("'%1' is a built-in log source").arg(name);
    return {};
}

QString checkTemplate(const QString& templ)
{
    if (templ.trimmed().isEmpty())
        return Tr::tr("empty log source command");
    auto it = placeholder().globalMatch(templ);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString key = m.captured(1);
        const bool hasArgument = m.capturedStart(2) >= 0;
        if (key == u"lines" && !hasArgument)
            continue;
        if (key == u"follow")
            continue;
        return Tr::tr("unknown placeholder %1 (known: {lines}, {follow}, {follow:FLAG})").arg(m.captured(0));
    }
    return {};
}

QString parseAssignment(const QString& text, QString* name, QString* templ)
{
    const qsizetype eq = text.indexOf(u'=');
    if (eq <= 0)
        return Tr::tr("invalid log source '%1': expected NAME=COMMAND").arg(text);
    *name = text.left(eq).trimmed();
    *templ = text.mid(eq + 1).trimmed();
    QString error = checkName(*name);
    if (error.isEmpty())
        error = checkTemplate(*templ);
    return error;
}

Diagnosis failure(const QString& code, const QString& message, const QString& hint, const QString& detail)
{
    Diagnosis d;
    d.code = code;
    d.stage = Diagnosis::Stage::Exec;
    d.message = message;
    d.hint = hint;
    d.detail = detail;
    return d;
}

QString expand(const QString& templ, int lines, bool follow)
{
    QString out;
    qsizetype from = 0;
    auto it = placeholder().globalMatch(templ);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += templ.mid(from, m.capturedStart(0) - from);
        from = m.capturedEnd(0);
        const QString key = m.captured(1);
        if (key == u"lines")
            out += QString::number(lines);
        else if (key == u"follow")
            out += follow ? (m.capturedStart(2) >= 0 ? m.captured(2) : QStringLiteral("-f")) : QString();
        else
            out += m.captured(0);
    }
    out += templ.mid(from);
    return out.simplified();
}

} // namespace LogSources

LogSourceStore::LogSourceStore(storage::Database& db)
    : m_db(db)
{}

bool LogSourceStore::setNodeSource(qint64 nodeId, const QString& name, const QString& templ)
{
    m_error = LogSources::checkName(name);
    if (m_error.isEmpty())
        m_error = LogSources::checkTemplate(templ);
    if (!m_error.isEmpty())
        return false;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("INSERT INTO node_log_sources (node_id, name, template) VALUES (?, ?, ?) "
                             "ON CONFLICT (node_id, name) DO UPDATE SET template = excluded.template"));
    q.addBindValue(nodeId);
    q.addBindValue(name);
    q.addBindValue(templ);
    if (!q.exec()) {
        m_error = Tr::tr("cannot save log source %1: %2").arg(name, q.lastError().text());
        return false;
    }
    return true;
}

bool LogSourceStore::removeNodeSource(qint64 nodeId, const QString& name)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM node_log_sources WHERE node_id = ? AND name = ?"));
    q.addBindValue(nodeId);
    q.addBindValue(name);
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove log source %1: %2").arg(name, q.lastError().text());
        return false;
    }
    return q.numRowsAffected() > 0;
}

bool LogSourceStore::setDefaultSource(const QString& label, const QString& name, const QString& templ)
{
    m_error = LogSources::checkName(name);
    if (m_error.isEmpty())
        m_error = LogSources::checkTemplate(templ);
    if (m_error.isEmpty() && !label.isEmpty()) {
        QString key;
        QString value;
        m_error = NodeRules::parseLabel(label, &key, &value);
    }
    if (!m_error.isEmpty())
        return false;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("INSERT INTO default_log_sources (label, name, template) VALUES (?, ?, ?) "
                             "ON CONFLICT (label, name) DO UPDATE SET template = excluded.template"));
    q.addBindValue(label.isNull() ? QStringLiteral("") : label); // a null QString would bind as NULL
    q.addBindValue(name);
    q.addBindValue(templ);
    if (!q.exec()) {
        m_error = Tr::tr("cannot save log source %1: %2").arg(name, q.lastError().text());
        return false;
    }
    return true;
}

bool LogSourceStore::removeDefaultSource(const QString& label, const QString& name)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM default_log_sources WHERE label = ? AND name = ?"));
    q.addBindValue(label.isNull() ? QStringLiteral("") : label);
    q.addBindValue(name);
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove log source %1: %2").arg(name, q.lastError().text());
        return false;
    }
    return q.numRowsAffected() > 0;
}

QList<QPair<QString, LogSource>> LogSourceStore::defaultSources() const
{
    m_error.clear();
    QList<QPair<QString, LogSource>> list;
    QSqlQuery q(m_db.connection());
    if (!q.exec(
            QStringLiteral("SELECT label, name, template FROM default_log_sources ORDER BY label, name"))) {
        m_error = q.lastError().text();
        return list;
    }
    while (q.next()) {
        const QString label = q.value(0).toString();
        list.append(
            {label, LogSource{q.value(1).toString(), LogSource::Kind::Command, q.value(2).toString(),
                              label.isEmpty() ? QStringLiteral("fleet") : QStringLiteral("label ") + label}});
    }
    return list;
}

QList<LogSource> LogSourceStore::sourcesFor(const Node& node) const
{
    m_error.clear();
    QList<LogSource> own;
    QSet<QString> names;
    if (node.id > 0) {
        QSqlQuery q(m_db.connection());
        q.prepare(
            QStringLiteral("SELECT name, template FROM node_log_sources WHERE node_id = ? ORDER BY name"));
        q.addBindValue(node.id);
        if (!q.exec()) {
            m_error = q.lastError().text();
            return {};
        }
        while (q.next()) {
            own.append({q.value(0).toString(), LogSource::Kind::Command, q.value(1).toString(),
                        QStringLiteral("node")});
            names.insert(own.constLast().name);
        }
    }
    // A label's default wins over the fleet's; labels in key order.
    QList<LogSource> byLabel;
    QList<LogSource> fleetWide;
    for (const auto& [label, source] : defaultSources()) {
        if (label.isEmpty()) {
            fleetWide.append(source);
            continue;
        }
        const qsizetype eq = label.indexOf(u'=');
        if (node.labels.value(label.left(eq), QString()) == label.mid(eq + 1) &&
            node.labels.contains(label.left(eq)))
            byLabel.append(source);
    }
    QList<LogSource> all = own;
    for (const QList<LogSource>* group : {&byLabel, &fleetWide}) {
        for (const LogSource& s : *group) {
            if (names.contains(s.name))
                continue;
            names.insert(s.name);
            all.append(s);
        }
    }
    const QString builtIn = QStringLiteral("built-in");
    all.append({LogSources::Bench, LogSource::Kind::Bench, QString(), builtIn});
    all.append({LogSources::Events, LogSource::Kind::Events, QString(), builtIn});
    if (node.provider == QLatin1String("vast") && node.providerId)
        all.append({LogSources::Vast, LogSource::Kind::Vast, QString(), builtIn});
    return all;
}

std::optional<LogSource> LogSourceStore::firstCommandSource(const Node& node) const
{
    for (const LogSource& s : sourcesFor(node)) {
        if (s.kind == LogSource::Kind::Command)
            return s;
    }
    return std::nullopt;
}

QHash<QString, LogSource> LogSourceStore::firstCommandSources(const QList<Node>& nodes) const
{
    m_error.clear();
    QHash<QString, LogSource> first;
    // A node's own sources, the first by name of each.
    QHash<qint64, LogSource> own;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.exec(
            QStringLiteral("SELECT node_id, name, template FROM node_log_sources ORDER BY node_id, name"))) {
        m_error = q.lastError().text();
        return first;
    }
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (!own.contains(id))
            own.insert(id, {q.value(1).toString(), LogSource::Kind::Command, q.value(2).toString(),
                            QStringLiteral("node")});
    }
    const QList<QPair<QString, LogSource>> defaults = defaultSources();
    for (const Node& node : nodes) {
        if (const auto it = own.constFind(node.id); it != own.cend()) {
            first.insert(node.name, *it);
            continue;
        }
        // As sourcesFor(): a label's defaults, then the fleet's, each in name order.
        std::optional<LogSource> byLabel;
        std::optional<LogSource> fleetWide;
        for (const auto& [label, source] : defaults) {
            if (label.isEmpty()) {
                if (!fleetWide)
                    fleetWide = source;
                continue;
            }
            const qsizetype eq = label.indexOf(u'=');
            if (!byLabel && node.labels.contains(label.left(eq)) &&
                node.labels.value(label.left(eq)) == label.mid(eq + 1))
                byLabel = source;
        }
        if (byLabel)
            first.insert(node.name, *byLabel);
        else if (fleetWide)
            first.insert(node.name, *fleetWide);
    }
    return first;
}

std::optional<LogSource> LogSourceStore::sourceFor(const Node& node, const QString& name) const
{
    for (const LogSource& s : sourcesFor(node)) {
        if (s.name == name)
            return s;
    }
    return std::nullopt;
}

} // namespace fleetdeck::logs
