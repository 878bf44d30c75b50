// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonWriter.h"

#include <QLocale>

#include <cmath>

namespace fleetdeck::sim {

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_hasItems.empty()) {
        if (m_hasItems.back())
            m_out += ',';
        m_hasItems.back() = true;
    }
}

void JsonWriter::open(char bracket)
{
    separate();
    m_out += bracket;
    m_hasItems.push_back(false);
}

void JsonWriter::close(char bracket)
{
    Q_ASSERT(!m_hasItems.empty());
    m_hasItems.pop_back();
    m_out += bracket;
}

JsonWriter& JsonWriter::beginObject()
{
    open('{');
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    close('}');
    return *this;
}

JsonWriter& JsonWriter::beginArray()
{
    open('[');
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    close(']');
    return *this;
}

JsonWriter& JsonWriter::key(const char* name)
{
    separate();
    m_out += '"';
    m_out += name;
    m_out += "\":";
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::integer(qint64 value)
{
    separate();
    m_out += QByteArray::number(value);
    return *this;
}

JsonWriter& JsonWriter::real(double value)
{
    separate();
    if (!std::isfinite(value)) {
        m_out += "null"; // what serde_json writes for NaN and infinities
        return *this;
    }
    QByteArray text = QByteArray::number(value, 'f', QLocale::FloatingPointShortest);
    if (!text.contains('.'))
        text += ".0";
    m_out += text;
    return *this;
}

JsonWriter& JsonWriter::string(const QString& value)
{
    separate();
    QString escaped;
    escaped.reserve(value.size() + 2);
    for (const QChar c : value) {
        switch (c.unicode()) {
        case '"':
            escaped += QLatin1String("\\\"");
            break;
        case '\\':
            escaped += QLatin1String("\\\\");
            break;
        case '\n':
            escaped += QLatin1String("\\n");
            break;
        case '\r':
            escaped += QLatin1String("\\r");
            break;
        case '\t':
            escaped += QLatin1String("\\t");
            break;
        default:
            if (c.unicode() < 0x20)
                escaped += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                escaped += c;
        }
    }
    m_out += '"' + escaped.toUtf8() + '"';
    return *this;
}

JsonWriter& JsonWriter::boolean(bool value)
{
    separate();
    m_out += value ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::null()
{
    separate();
    m_out += "null";
    return *this;
}

} // namespace fleetdeck::sim
