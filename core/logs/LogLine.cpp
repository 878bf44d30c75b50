// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogLine.h"

#include "Tr.h"

#include <QRegularExpression>
#include <QStringDecoder>
#include <QTimeZone>

namespace fleetdeck::logs {

QString levelName(LogLevel level)
{
    switch (level) {
    case LogLevel::Error:
        return QStringLiteral("error");
    case LogLevel::Warn:
        return QStringLiteral("warn");
    case LogLevel::Info:
        return QStringLiteral("info");
    case LogLevel::Debug:
        return QStringLiteral("debug");
    case LogLevel::Trace:
        return QStringLiteral("trace");
    }
    return {};
}

std::optional<LogLevel> levelFromName(QStringView name)
{
    const QString n = name.trimmed().toString().toLower();
    if (n == u"error" || n == u"err" || n == u"fatal" || n == u"crit" || n == u"critical" || n == u"panic" ||
        n == u"emerg" || n == u"alert" || n == u"e" || n == u"f")
        return LogLevel::Error;
    if (n == u"warn" || n == u"warning" || n == u"w")
        return LogLevel::Warn;
    if (n == u"info" || n == u"notice" || n == u"i" || n == u"n")
        return LogLevel::Info;
    if (n == u"debug" || n == u"dbg" || n == u"d")
        return LogLevel::Debug;
    if (n == u"trace" || n == u"t")
        return LogLevel::Trace;
    return std::nullopt;
}

QJsonObject LogLine::toJson() const
{
    return QJsonObject{
        {QStringLiteral("node"), node},
        {QStringLiteral("source"), source},
        {QStringLiteral("time"), time.isValid() ? QJsonValue(time.toUTC().toString(Qt::ISODateWithMs))
                                                : QJsonValue(QJsonValue::Null)},
        // The contract's levels are error, warn, info and debug: a trace line is reported as debug.
        {QStringLiteral("level"),
         level ? QJsonValue(levelName(*level == LogLevel::Trace ? LogLevel::Debug : *level))
               : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("stream"), stderrStream ? QStringLiteral("stderr") : QStringLiteral("stdout")},
        {QStringLiteral("text"), text},
    };
}

namespace LogText {

QString stripAnsi(QStringView text)
{
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c == QChar(0x1b)) {
            if (i + 1 >= n)
                break;
            const QChar kind = text.at(i + 1);
            if (kind == u'[') { // CSI: parameters and intermediates, then one final byte
                i += 2;
                while (i < n && !(text.at(i).unicode() >= 0x40 && text.at(i).unicode() <= 0x7e))
                    ++i;
            } else if (kind == u']' || kind == u'P' || kind == u'_' || kind == u'^') {
                // OSC / DCS / APC / PM: up to BEL or ESC backslash
                i += 2;
                while (i < n && text.at(i) != QChar(0x07) &&
                       !(text.at(i) == QChar(0x1b) && i + 1 < n && text.at(i + 1) == u'\\'))
                    ++i;
                if (i < n && text.at(i) == QChar(0x1b))
                    ++i;
            } else {
                ++i; // a two-byte sequence (ESC 7, ESC =, ...)
            }
            continue;
        }
        if (c == QChar(0x9b)) { // a one-character CSI
            ++i;
            while (i < n && !(text.at(i).unicode() >= 0x40 && text.at(i).unicode() <= 0x7e))
                ++i;
            continue;
        }
        if (c.unicode() < 0x20 && c != u'\t')
            continue; // other control characters (BEL, backspace, a stray CR) show as nothing
        if (c.unicode() == 0x7f)
            continue;
        out.append(c);
    }
    return out;
}

bool looksBinary(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return false;
    if (bytes.contains('\0'))
        return true;
    qsizetype control = 0;
    for (const char b : bytes) {
        const uchar u = uchar(b);
        if (u < 0x20 && u != '\t' && u != 0x1b && u != '\r' && u != 0x08 && u != 0x07)
            ++control;
    }
    if (bytes.size() >= 8 && control * 10 > bytes.size())
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(bytes);
    const qsizetype bad = text.count(QChar::ReplacementCharacter);
    return bytes.size() >= 8 && bad * 10 > text.size();
}

namespace {

const QRegularExpression& leadingTime()
{
    // 2026-11-29T14:07:40.112004Z, 2026-11-29 14:07:40,112, 2026-11-29T14:07:40+0000
    static const QRegularExpression re(QStringLiteral(
        R"(^\[?(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?\s?(Z|UTC|[+-]\d{2}:?\d{2})?\]?\s*)"));
    return re;
}

const QRegularExpression& tracingLevel()
{
    static const QRegularExpression re(QStringLiteral(R"(^(ERROR|WARN|INFO|DEBUG|TRACE)\s)"));
    return re;
}

const QRegularExpression& journalPrefix()
{
    // journalctl -o short-iso after the time: "host unit[pid]: message"
    static const QRegularExpression re(QStringLiteral(R"(^[\w.-]+ [^\s:\[]+(?:\[\d+\])?: )"));
    return re;
}

const QRegularExpression& keyedLevel()
{
    // level=error, "level":"warn", [error], <warn>, lvl=info
    static const QRegularExpression re(
        QStringLiteral(
            R"re((?:\b(?:level|lvl|severity)\s*[=:]\s*"?|[\[<])(error|err|fatal|critical|crit|panic|warning|warn|info|notice|debug|trace)\b)re"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

const QRegularExpression& bareLevel()
{
    static const QRegularExpression re(QStringLiteral(
        R"((?:^|[\s|:(])(ERROR|ERR|FATAL|CRITICAL|CRIT|PANIC|WARNING|WARN|INFO|NOTICE|DEBUG|TRACE)(?=$|[\s:|\]),]))"));
    return re;
}

const QRegularExpression& panicLine()
{
    static const QRegularExpression re(QStringLiteral(R"(panicked at|^panic: |^fatal error: )"));
    return re;
}

/// Reads a leading time; returns how many characters it took (0: none).
qsizetype readTime(QStringView text, QDateTime* time, bool* withZone = nullptr)
{
    const QRegularExpressionMatch m = leadingTime().match(text);
    if (!m.hasMatch())
        return 0;
    const QDate date = QDate::fromString(m.captured(1), Qt::ISODate);
    QString fraction = m.captured(5);
    const int ms = fraction.isEmpty() ? 0 : fraction.leftJustified(3, u'0').left(3).toInt();
    const QTime clock(m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt(), ms);
    if (!date.isValid() || !clock.isValid())
        return 0;
    int offset = 0;
    const QString zone = m.captured(6);
    if (withZone)
        *withZone = !zone.isEmpty();
    if (!zone.isEmpty() && zone != u"Z" && zone != u"UTC") {
        QString digits = zone.mid(1);
        digits.remove(u':');
        offset = (digits.left(2).toInt() * 3600 + digits.mid(2, 2).toInt() * 60) *
                 (zone.startsWith(u'-') ? -1 : 1);
    }
    // A time without a zone is taken as UTC (what journalctl -o short-iso prints on servers, and
    // what cuzk's tracing prints).
    *time = QDateTime(date, clock, QTimeZone(offset)).toUTC();
    return m.capturedLength(0);
}

std::optional<LogLevel> readLevel(QStringView rest)
{
    if (const QRegularExpressionMatch m = tracingLevel().match(rest); m.hasMatch())
        return levelFromName(m.capturedView(1));
    const QStringView head = rest.left(120);
    if (const QRegularExpressionMatch m = keyedLevel().match(head); m.hasMatch())
        return levelFromName(m.capturedView(1));
    if (const QRegularExpressionMatch m = bareLevel().match(head); m.hasMatch())
        return levelFromName(m.capturedView(1));
    if (panicLine().match(rest).hasMatch())
        return LogLevel::Error;
    return std::nullopt;
}

} // namespace

void classify(LogLine& line)
{
    QStringView rest = line.text;
    QDateTime time;
    bool withZone = false;
    qsizetype used = readTime(rest, &time, &withZone);
    rest = rest.mid(used);
    // journalctl's short-iso always prints the zone; "WARNING worker: ..." after a bare time is a
    // level and a logger, not a host and a unit.
    if (used > 0 && withZone && !tracingLevel().match(rest).hasMatch()) {
        // journalctl short-iso: the message after "host unit[pid]: " may carry its own time
        // (cuzk's tracing line), which is the more precise one.
        if (const QRegularExpressionMatch j = journalPrefix().match(rest); j.hasMatch()) {
            rest = rest.mid(j.capturedLength(0));
            QDateTime inner;
            if (const qsizetype innerUsed = readTime(rest, &inner)) {
                time = inner;
                rest = rest.mid(innerUsed);
            }
        }
    }
    line.time = time;
    line.level = readLevel(rest);
    // The message begins after the time (and the host and unit of a journal line) and after a
    // level word that comes right after them: what a view shows beside its own time and level.
    qsizetype body = line.text.size() - rest.size();
    if (used > 0) {
        static const QRegularExpression levelWord(
            QStringLiteral(R"(^(?:ERROR|WARN|WARNING|INFO|DEBUG|TRACE|CRITICAL|FATAL)\b:?\s*)"));
        if (const QRegularExpressionMatch m = levelWord.match(rest); m.hasMatch())
            body += m.capturedLength(0);
    }
    line.bodyStart = int(body);
}

LogLine parse(QByteArrayView raw)
{
    LogLine line;
    if (looksBinary(raw)) {
        line.binary = true;
        line.text = Tr::tr("[binary output: %n byte(s) not shown]", nullptr,
                           int(qMin<qsizetype>(raw.size(), INT_MAX)));
        return line;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    line.text = stripAnsi(QString(decoder(raw)));
    classify(line);
    return line;
}

} // namespace LogText

} // namespace fleetdeck::logs
