// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/CsvImport.h"

#include "Tr.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace fleetdeck::fleet::CsvImport {

namespace {
const QChar Quote = QLatin1Char('"');
const QChar Comma = QLatin1Char(',');
const QChar Cr = QLatin1Char('\r');
const QChar Lf = QLatin1Char('\n');

// Reads one field value or reports why not; `*error` set means the value is unusable.
std::optional<int> portValue(const QString& text, int fallback, QString* error)
{
    if (text.isEmpty())
        return fallback;
    bool ok = false;
    const int port = text.trimmed().toInt(&ok);
    if (!ok) {
        *error = Tr::tr("invalid port '%1': not a number").arg(text);
        return std::nullopt;
    }
    return port;
}

std::optional<QMap<QString, QString>> labelsValue(const QString& text, QString* error)
{
    QMap<QString, QString> labels;
    const QString trimmed = text.trimmed();
    if (trimmed.startsWith(QLatin1Char('{'))) {
        QJsonParseError parse{};
        const QJsonDocument doc = QJsonDocument::fromJson(trimmed.toUtf8(), &parse);
        if (!doc.isObject()) {
            *error = Tr::tr("invalid labels '%1': not a JSON object").arg(text);
            return std::nullopt;
        }
        const QJsonObject o = doc.object();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!it.value().isString()) {
                *error = Tr::tr("invalid labels '%1': the value of '%2' is not a string").arg(text, it.key());
                return std::nullopt;
            }
            labels.insert(it.key(), it.value().toString());
        }
    } else {
        for (const QString& item : text.split(QLatin1Char(';'))) {
            if (item.trimmed().isEmpty())
                continue;
            QString key;
            QString value;
            if (const QString why = NodeRules::parseLabel(item.trimmed(), &key, &value); !why.isEmpty()) {
                *error = why;
                return std::nullopt;
            }
            if (labels.contains(key)) {
                *error = Tr::tr("label '%1' is given twice").arg(key);
                return std::nullopt;
            }
            labels.insert(key, value);
        }
    }
    for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
        QString why = NodeRules::checkLabelKey(it.key());
        if (why.isEmpty())
            why = NodeRules::checkLabelValue(it.value());
        if (!why.isEmpty()) {
            *error = why;
            return std::nullopt;
        }
    }
    return labels;
}

std::optional<bool> yesNoValue(const QString& text, QString* error)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0"))
        return false;
    if (t == QLatin1String("yes") || t == QLatin1String("true") || t == QLatin1String("1"))
        return true;
    *error = Tr::tr("invalid ssh_config '%1': expected yes or no").arg(text);
    return std::nullopt;
}

// Sets the field `column` of `node` from a cell; returns why not, or empty.
QString setField(Node* node, const QString& column, const QString& cell)
{
    QString error;
    auto optionalText = [](const QString& v) {
        return v.isEmpty() ? std::nullopt : std::optional<QString>(v);
    };
    if (column == QLatin1String("name")) {
        node->name = cell;
    } else if (column == QLatin1String("host")) {
        node->host = cell.trimmed();
    } else if (column == QLatin1String("port")) {
        if (const std::optional<int> v = portValue(cell, Node::DefaultPort, &error))
            node->port = *v;
    } else if (column == QLatin1String("user")) {
        node->user = cell.isEmpty() ? Node::DefaultUser : cell;
    } else if (column == QLatin1String("identity")) {
        node->identity = optionalText(cell);
    } else if (column == QLatin1String("status_port")) {
        if (const std::optional<int> v = portValue(cell, Node::DefaultStatusPort, &error))
            node->statusPort = *v;
    } else if (column == QLatin1String("status_path")) {
        node->statusPath = cell.isEmpty() ? Node::DefaultStatusPath : cell;
    } else if (column == QLatin1String("status_command")) {
        node->statusCommand = optionalText(cell);
    } else if (column == QLatin1String("authorized_keys")) {
        node->authorizedKeys = cell.isEmpty() ? Node::DefaultAuthorizedKeys : cell;
    } else if (column == QLatin1String("labels")) {
        if (const std::optional<QMap<QString, QString>> v = labelsValue(cell, &error))
            node->labels = *v;
    } else if (column == QLatin1String("ssh_config")) {
        if (const std::optional<bool> v = yesNoValue(cell, &error))
            node->useSshConfig = *v;
    }
    return error;
}
} // namespace

QStringList columns()
{
    return {
        QStringLiteral("name"),        QStringLiteral("host"),           QStringLiteral("port"),
        QStringLiteral("user"),        QStringLiteral("identity"),       QStringLiteral("status_port"),
        QStringLiteral("status_path"), QStringLiteral("status_command"), QStringLiteral("authorized_keys"),
        QStringLiteral("labels"),      QStringLiteral("ssh_config")};
}

QList<Record> parseRecords(const QString& text)
{
    QList<Record> records;
    qsizetype i = text.startsWith(QChar(0xfeff)) ? 1 : 0;
    int line = 1;
    const qsizetype n = text.size();
    auto atLineEnd = [&](qsizetype at) { return at < n && (text.at(at) == Lf || text.at(at) == Cr); };
    // Steps over one line end (CRLF, LF or a lone CR) at `i`.
    auto skipLineEnd = [&] {
        if (text.at(i) == Cr && i + 1 < n && text.at(i + 1) == Lf)
            ++i;
        ++i;
        ++line;
    };
    while (i < n) {
        if (atLineEnd(i)) { // a blank line is no record
            skipLineEnd();
            continue;
        }
        Record record;
        record.line = line;
        QString field;
        bool done = false;
        while (!done) {
            if (i < n && text.at(i) == Quote) {
                ++i;
                bool closed = false;
                while (i < n) {
                    const QChar c = text.at(i);
                    if (c == Quote && i + 1 < n && text.at(i + 1) == Quote) {
                        field += Quote;
                        i += 2;
                    } else if (c == Quote) {
                        ++i;
                        closed = true;
                        break;
                    } else {
                        if (c == Lf || (c == Cr && !(i + 1 < n && text.at(i + 1) == Lf)))
                            ++line;
                        field += c;
                        ++i;
                    }
                }
                if (!closed) {
                    record.problem = Tr::tr("a quoted field is never closed");
                    record.fields << field;
                    records << record;
                    return records;
                }
                if (i < n && text.at(i) != Comma && !atLineEnd(i) && record.problem.isEmpty())
                    record.problem = Tr::tr("text after a closing quote (write a quote inside a "
                                            "quoted field as \"\")");
            }
            // The rest of an unquoted field (or what follows a bad closing quote).
            while (i < n && text.at(i) != Comma && !atLineEnd(i)) {
                if (text.at(i) == Quote && record.problem.isEmpty())
                    record.problem = Tr::tr("a quote inside an unquoted field (quote the whole field "
                                            "and double the quote)");
                field += text.at(i++);
            }
            record.fields << field;
            field.clear();
            if (i < n && text.at(i) == Comma) {
                ++i;
            } else {
                if (i < n)
                    skipLineEnd();
                done = true;
            }
        }
        records << record;
    }
    return records;
}

Source read(const QByteArray& data, const QString& file)
{
    Source source;
    const QList<Record> records = parseRecords(QString::fromUtf8(data));
    if (records.isEmpty()) {
        source.error = Tr::tr("%1: no header row (expected column names such as name,host,port)").arg(file);
        return source;
    }
    const Record& header = records.first();
    if (!header.problem.isEmpty()) {
        source.error = Tr::tr("%1, line %2: %3").arg(file).arg(header.line).arg(header.problem);
        return source;
    }
    QStringList names;
    for (const QString& raw : header.fields) {
        const QString column = raw.trimmed();
        if (!columns().contains(column)) {
            source.error = Tr::tr("%1: unknown column '%2' (columns: %3)")
                               .arg(file, column, columns().join(QLatin1Char(',')));
            return source;
        }
        if (names.contains(column)) {
            source.error = Tr::tr("%1: column '%2' appears twice").arg(file, column);
            return source;
        }
        names << column;
    }
    if (!names.contains(QLatin1String("name"))) {
        source.error = Tr::tr("%1: the header has no 'name' column").arg(file);
        return source;
    }

    for (qsizetype r = 1; r < records.size(); ++r) {
        const Record& record = records.at(r);
        NodeImportCandidate c;
        c.file = file;
        c.line = record.line;
        c.problem = record.problem;
        if (c.problem.isEmpty() && record.fields.size() != names.size())
            c.problem = Tr::tr("%1 fields, the header has %2").arg(record.fields.size()).arg(names.size());
        for (qsizetype col = 0; col < names.size() && col < record.fields.size(); ++col) {
            const QString why = setField(&c.node, names.at(col), record.fields.at(col));
            if (c.problem.isEmpty() && !why.isEmpty())
                c.problem = why;
            if (names.at(col) != QLatin1String("name"))
                c.fields.insert(names.at(col));
        }
        source.candidates << c;
    }
    return source;
}

Source readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Source source;
        source.error = Tr::tr("cannot read %1: %2").arg(path, file.errorString());
        return source;
    }
    return read(file.readAll(), path);
}

} // namespace fleetdeck::fleet::CsvImport
