// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogPatterns.h"

#include "Tr.h"
#include "storage/Database.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace fleetdeck::logs {

QString LogPattern::check() const
{
    if (name.trimmed().isEmpty())
        return Tr::tr("a log pattern needs a name");
    if (!regex.isValid())
        return Tr::tr("log pattern %1: %2").arg(name, regex.errorString());
    if (regex.pattern().isEmpty())
        return Tr::tr("log pattern %1 has no expression").arg(name);
    return {};
}

QString severityName(LogPattern::Severity severity)
{
    switch (severity) {
    case LogPattern::Severity::Error:
        return QStringLiteral("error");
    case LogPattern::Severity::Warning:
        return QStringLiteral("warning");
    case LogPattern::Severity::Info:
        return QStringLiteral("info");
    }
    return {};
}

std::optional<LogPattern::Severity> severityFromName(const QString& name)
{
    if (name == u"error")
        return LogPattern::Severity::Error;
    if (name == u"warning" || name == u"warn")
        return LogPattern::Severity::Warning;
    if (name == u"info")
        return LogPattern::Severity::Info;
    return std::nullopt;
}

QList<LogPattern> defaultPatterns()
{
    const auto p = [](const char* name, const QString& title, const char* re, LogPattern::Severity s,
                      const char* state) {
        return LogPattern{QLatin1String(name), title,
                          QRegularExpression(QLatin1String(re), QRegularExpression::CaseInsensitiveOption), s,
                          QLatin1String(state)};
    };
    using S = LogPattern::Severity;
    // Order matters: the first match names the event (an out-of-memory CUDA error is "out of
    // memory", not "CUDA error").
    return {
        p("out_of_memory", Tr::tr("out of memory"),
          R"(out of memory|CUDA_ERROR_OUT_OF_MEMORY|cudaErrorMemoryAllocation|memory allocation of \d+ bytes failed|Cannot allocate memory|oom-kill|Killed process \d+)",
          S::Error, "degraded"),
        p("cuda_error", Tr::tr("CUDA error"),
          R"(CUDA error|CUDA_ERROR_|cudaError\w+|illegal memory access|unspecified launch failure)", S::Error,
          "degraded"),
        p("gpu_driver", Tr::tr("GPU driver error"),
          R"(NVRM: Xid|\bXid\b.*\d|driver/library version mismatch|no CUDA-capable device|GPU has fallen off the bus|nvidia-smi has failed)",
          S::Error, "degraded"),
        p("panic", Tr::tr("panic"), R"(panicked at|thread '[^']*' panicked|^panic: |fatal runtime error)",
          S::Error, "degraded"),
        p("proof_failed", Tr::tr("proof failed"),
          R"(self-check FAILED|proof (?:verification )?failed|proof rejected|invalid_partitions=\[\d|\bbad=\[\d|job failed)",
          S::Error, ""),
        p("gpu_restart", Tr::tr("GPU worker restarted"), R"(GPU worker restart|restarting GPU worker)",
          S::Warning, ""),
    };
}

QString LogEventSummary::text(int windowMinutes) const
{
    return Tr::tr("%1 %2× in %3 min").arg(title).arg(count).arg(windowMinutes);
}

LogEventDetector::LogEventDetector(QList<LogPattern> patterns, int windowMinutes, int burstGapMinutes)
    : m_patterns(std::move(patterns))
    , m_windowMinutes(windowMinutes)
    , m_burstGapMinutes(burstGapMinutes)
{}

std::optional<LogEvent> LogEventDetector::feed(const LogLine& line, const QDateTime& now)
{
    if (line.binary || line.text.isEmpty())
        return std::nullopt;
    for (const LogPattern& pattern : std::as_const(m_patterns)) {
        if (!pattern.regex.match(line.text).hasMatch())
            continue;
        Seen& seen = m_seen[line.node][pattern.name];
        const bool startsBurst =
            !seen.last.isValid() || seen.last.secsTo(now) >= qint64(m_burstGapMinutes) * 60;
        const QDateTime from = now.addSecs(-qint64(m_windowMinutes) * 60);
        while (!seen.times.empty() && seen.times.front() < from)
            seen.times.pop_front();
        seen.times.push_back(now);
        seen.last = now;
        seen.lastText = line.text;
        LogEvent event;
        event.node = line.node;
        event.pattern = pattern.name;
        event.title = pattern.title;
        event.severity = pattern.severity;
        event.state = pattern.state;
        event.at = now;
        event.line = line;
        event.countInWindow = int(seen.times.size());
        event.startsBurst = startsBurst;
        return event;
    }
    return std::nullopt;
}

QList<LogEventSummary> LogEventDetector::summary(const QString& node, const QDateTime& now) const
{
    QList<LogEventSummary> list;
    const auto nodeIt = m_seen.constFind(node);
    if (nodeIt == m_seen.cend())
        return list;
    const QDateTime from = now.addSecs(-qint64(m_windowMinutes) * 60);
    for (const LogPattern& pattern : m_patterns) {
        const auto it = nodeIt->constFind(pattern.name);
        if (it == nodeIt->cend())
            continue;
        int count = 0;
        for (const QDateTime& t : it->times)
            count += t >= from ? 1 : 0;
        if (count == 0)
            continue;
        list.append(
            {pattern.name, pattern.title, pattern.severity, pattern.state, count, it->last, it->lastText});
    }
    std::sort(list.begin(), list.end(),
              [](const LogEventSummary& a, const LogEventSummary& b) { return a.last > b.last; });
    return list;
}

LogPatternStore::LogPatternStore(storage::Database& db)
    : m_db(db)
{}

bool LogPatternStore::save(const LogPattern& pattern)
{
    m_error = pattern.check();
    if (m_error.isEmpty() && !pattern.state.isEmpty() && pattern.state != u"degraded")
        m_error =
            Tr::tr("log pattern %1: the only node state a pattern can set is degraded").arg(pattern.name);
    if (!m_error.isEmpty())
        return false;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO log_patterns (name, title, regex, severity, state) VALUES (?, ?, ?, ?, ?) "
        "ON CONFLICT (name) DO UPDATE SET title = excluded.title, regex = excluded.regex, "
        "severity = excluded.severity, state = excluded.state"));
    q.addBindValue(pattern.name);
    q.addBindValue(pattern.title.isEmpty() ? pattern.name : pattern.title);
    q.addBindValue(pattern.regex.pattern());
    q.addBindValue(severityName(pattern.severity));
    q.addBindValue(pattern.state.isNull() ? QStringLiteral("") : pattern.state);
    if (!q.exec()) {
        m_error = Tr::tr("cannot save log pattern %1: %2").arg(pattern.name, q.lastError().text());
        return false;
    }
    return true;
}

bool LogPatternStore::remove(const QString& name)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM log_patterns WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove log pattern %1: %2").arg(name, q.lastError().text());
        return false;
    }
    return q.numRowsAffected() > 0;
}

QList<LogPattern> LogPatternStore::own() const
{
    m_error.clear();
    QList<LogPattern> list;
    QSqlQuery q(m_db.connection());
    if (!q.exec(
            QStringLiteral("SELECT name, title, regex, severity, state FROM log_patterns ORDER BY name"))) {
        m_error = q.lastError().text();
        return list;
    }
    while (q.next()) {
        LogPattern p;
        p.name = q.value(0).toString();
        p.title = q.value(1).toString();
        p.regex = QRegularExpression(q.value(2).toString(), QRegularExpression::CaseInsensitiveOption);
        p.severity = severityFromName(q.value(3).toString()).value_or(LogPattern::Severity::Error);
        p.state = q.value(4).toString();
        if (p.check().isEmpty())
            list << p;
    }
    return list;
}

QList<LogPattern> LogPatternStore::effective() const
{
    QList<LogPattern> list = own();
    QSet<QString> names;
    for (const LogPattern& p : std::as_const(list))
        names.insert(p.name);
    for (const LogPattern& p : defaultPatterns()) {
        if (!names.contains(p.name))
            list << p;
    }
    return list;
}

bool LogPatternStore::isOwn(const QString& name) const
{
    for (const LogPattern& p : own()) {
        if (p.name == name)
            return true;
    }
    return false;
}

LogEventStore::LogEventStore(storage::Database& db)
    : m_db(db)
{}

bool LogEventStore::record(qint64 nodeId, const LogEvent& event)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO events (node_id, at, kind, code, message, detail) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(nodeId > 0 ? QVariant(nodeId) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(event.at.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(QStringLiteral("log"));
    q.addBindValue(event.pattern);
    q.addBindValue(event.line.text.left(4000));
    QJsonObject detail{{QStringLiteral("source"), event.line.source},
                       {QStringLiteral("severity"), severityName(event.severity)},
                       {QStringLiteral("title"), event.title},
                       {QStringLiteral("state"), event.state}};
    if (event.line.time.isValid())
        detail.insert(QStringLiteral("line_time"), event.line.time.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(QString::fromUtf8(QJsonDocument(detail).toJson(QJsonDocument::Compact)));
    if (!q.exec()) {
        m_error = Tr::tr("cannot record a log event: %1").arg(q.lastError().text());
        return false;
    }
    return true;
}

bool LogEventStore::recordEvent(qint64 nodeId, const QString& kind, const QString& code,
                                const QString& message, LogPattern::Severity severity, const QDateTime& at)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO events (node_id, at, kind, code, message, detail) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(nodeId);
    q.addBindValue(at.toUTC().toString(Qt::ISODateWithMs));
    q.addBindValue(kind);
    q.addBindValue(code);
    q.addBindValue(message.left(4000));
    q.addBindValue(
        QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("severity"), severityName(severity)}})
                              .toJson(QJsonDocument::Compact)));
    if (!q.exec()) {
        m_error = Tr::tr("cannot record an event: %1").arg(q.lastError().text());
        return false;
    }
    return true;
}

QList<LogLine> LogEventStore::eventLines(qint64 nodeId, const QString& nodeName, int limit) const
{
    m_error.clear();
    QList<LogLine> lines;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT at, kind, code, message, detail FROM events WHERE node_id = ? "
                             "ORDER BY at DESC, id DESC LIMIT ?"));
    q.addBindValue(nodeId);
    q.addBindValue(limit);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return lines;
    }
    while (q.next()) {
        LogLine line;
        line.node = nodeName;
        line.source = QStringLiteral("events");
        line.time = QDateTime::fromString(q.value(0).toString(), Qt::ISODateWithMs).toUTC();
        const QString kind = q.value(1).toString();
        const QString code = q.value(2).toString();
        const QJsonObject detail = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
        const QString severity = detail.value(QStringLiteral("severity")).toString();
        line.level = severity == u"error"     ? std::optional(LogLevel::Error)
                     : severity == u"warning" ? std::optional(LogLevel::Warn)
                                              : std::optional(LogLevel::Info);
        line.text =
            QStringLiteral("[%1%2] %3")
                .arg(kind, code.isEmpty() ? QString() : QStringLiteral(" ") + code, q.value(3).toString());
        lines.prepend(line);
    }
    for (qsizetype i = 0; i < lines.size(); ++i)
        lines[i].seq = i;
    return lines;
}

} // namespace fleetdeck::logs
