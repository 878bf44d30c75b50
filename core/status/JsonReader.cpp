// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/JsonReader.h"

#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace fleetdeck::status {

using namespace Qt::Literals::StringLiterals;

namespace {
// `.name` for plain keys, `["a key"]` for anything a reader could misread in a dotted path.
void appendKey(QString& path, QStringView key)
{
    const bool plain = !key.isEmpty() && std::all_of(key.begin(), key.end(), [](QChar c) {
        return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
               c == u'_' || c == u'-';
    });
    if (plain) {
        path += u'.';
        path += key;
        return;
    }
    path += u"[\""_s;
    for (const QChar c : key) {
        if (c == u'"' || c == u'\\')
            path += u'\\';
        if (c.unicode() < 0x20)
            path += u"\\u"_s + QString::number(c.unicode(), 16).rightJustified(4, u'0');
        else
            path += c;
    }
    path += u"\"]"_s;
}
} // namespace

QString JsonReader::pathOf(const Place& place, QAnyStringView member)
{
    QVarLengthArray<const Place*, 8> chain;
    for (const Place* p = &place; p && p->m_parent; p = p->m_parent)
        chain.append(p);
    QString path = u"$"_s;
    for (auto it = chain.crbegin(); it != chain.crend(); ++it) {
        if ((*it)->m_index >= 0)
            path += u"[%1]"_s.arg((*it)->m_index);
        else
            appendKey(path, QString((*it)->m_key));
    }
    if (!member.isNull())
        appendKey(path, member.toString());
    return path;
}

QString JsonReader::typeName(qint32 token) const
{
    if (token < 0)
        return u"nothing (missing)"_s;
    switch (m_doc.at(token).type) {
    case Type::Null:
        return u"null"_s;
    case Type::True:
    case Type::False:
        return u"a boolean"_s;
    case Type::Number:
        return u"a number"_s;
    case Type::String:
        return u"a string"_s;
    case Type::Array:
        return u"an array"_s;
    case Type::Object:
        return u"an object"_s;
    }
    return u"something else"_s;
}

bool JsonReader::check(bool good, const Place& parent, QAnyStringView member, qint32 token,
                       QLatin1StringView expected)
{
    if (!ok())
        return false;
    if (good)
        return true;
    m_error = u"%1: expected %2, got %3"_s.arg(pathOf(parent, member), expected, typeName(token));
    return false;
}

qint32 JsonReader::value(const Place& parent, QLatin1StringView key) const
{
    return ok() ? m_doc.member(parent.m_token, key) : -1;
}

JsonReader::Place JsonReader::root(const QByteArray& body)
{
    Place root;
    // The tokenizer bounds nesting and size, so a hostile body fails here instead of exhausting
    // the stack.
    if (!m_doc.parse(body)) {
        m_error = u"$: not JSON at offset %1: %2"_s.arg(m_doc.errorOffset()).arg(m_doc.error());
        return root;
    }
    if (m_doc.at(0).type != Type::Object) {
        m_error = u"$: expected an object, got an array"_s;
        return root;
    }
    root.m_token = 0;
    return root;
}

JsonReader::Place JsonReader::child(const Place& parent, QLatin1StringView key, qsizetype index,
                                    qint32 token) const
{
    Place p;
    p.m_parent = &parent;
    p.m_key = key;
    p.m_index = index;
    p.m_token = token;
    if (is(token, Type::Array)) {
        const JsonTokens::Token& array = m_doc.at(token);
        p.m_elements.reserve(array.size);
        for (qint32 e = JsonTokens::firstChild(token), n = 0; n < array.size; ++n, e = m_doc.at(e).end)
            p.m_elements.append(e);
    }
    return p;
}

JsonReader::Place JsonReader::object(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    if (!check(is(v, Type::Object), parent, key, v, "an object"_L1))
        return child(parent, key, -1, -1);
    return child(parent, key, -1, v);
}

JsonReader::Place JsonReader::array(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    if (!check(is(v, Type::Array), parent, key, v, "an array"_L1))
        return child(parent, key, -1, -1);
    return child(parent, key, -1, v);
}

JsonReader::Place JsonReader::objectAt(const Place& array, qsizetype index)
{
    const qint32 v = index < array.m_elements.size() ? array.m_elements.at(index) : -1;
    if (!ok() || !is(v, Type::Object)) {
        if (ok())
            m_error = u"%1[%2]: expected an object, got %3"_s.arg(pathOf(array), QString::number(index),
                                                                  typeName(v));
        return child(array, {}, index, -1);
    }
    return child(array, {}, index, v);
}

double JsonReader::number(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    return check(is(v, Type::Number), parent, key, v, "a number"_L1) ? m_doc.number(v) : 0;
}

quint64 JsonReader::toUnsigned(qint32 token, const Place& parent, QAnyStringView member, quint64 max)
{
    if (!ok())
        return 0;
    const auto refuse = [&](double got, bool tooLarge) {
        const QString wanted =
            tooLarge ? u"an unsigned integer up to %1"_s.arg(max) : u"an unsigned integer"_s;
        m_error = u"%1: expected %2, got %3"_s.arg(pathOf(parent, member), wanted, QString::number(got));
        return quint64(0);
    };
    // Digits only: exact, however large (a double would round past 2^53).
    if (m_doc.at(token).plainInteger) {
        const std::optional<quint64> exact = m_doc.exactUnsigned(token);
        if (!exact)
            return refuse(m_doc.number(token), true);
        if (*exact > max)
            return refuse(double(*exact), true);
        return *exact;
    }
    const double d = m_doc.number(token);
    const bool tooLarge = max == MaxU64 ? d >= 0x1p64 : d > double(max);
    if (d < 0 || std::floor(d) != d || tooLarge)
        return refuse(d, tooLarge);
    return quint64(d); // an integral value written as a real (4.0, 1e3)
}

quint64 JsonReader::unsignedInt(const Place& parent, QLatin1StringView key, quint64 max)
{
    const qint32 v = value(parent, key);
    if (!check(is(v, Type::Number), parent, key, v, "a number"_L1))
        return 0;
    return toUnsigned(v, parent, key, max);
}

QString JsonReader::string(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    return check(is(v, Type::String), parent, key, v, "a string"_L1) ? m_doc.string(v) : QString();
}

QString JsonReader::word(const Place& parent, QLatin1StringView key, const QList<QString>& known)
{
    const qint32 v = value(parent, key);
    if (!check(is(v, Type::String), parent, key, v, "a string"_L1))
        return QString();
    for (const QString& word : known) {
        if (m_doc.asciiEquals(v, word))
            return word;
    }
    return m_doc.string(v);
}

bool JsonReader::boolean(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    return check(is(v, Type::True) || is(v, Type::False), parent, key, v, "a boolean"_L1) &&
           is(v, Type::True);
}

std::optional<double> JsonReader::nullableNumber(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    if (isNullOrAbsent(v))
        return std::nullopt;
    if (!check(is(v, Type::Number), parent, key, v, "a number or null"_L1))
        return std::nullopt;
    return m_doc.number(v);
}

std::optional<quint64> JsonReader::nullableUnsignedInt(const Place& parent, QLatin1StringView key,
                                                       quint64 max)
{
    const qint32 v = value(parent, key);
    if (isNullOrAbsent(v))
        return std::nullopt;
    if (!check(is(v, Type::Number), parent, key, v, "a number or null"_L1))
        return std::nullopt;
    const quint64 n = toUnsigned(v, parent, key, max);
    return ok() ? std::optional<quint64>(n) : std::nullopt;
}

std::optional<QString> JsonReader::nullableString(const Place& parent, QLatin1StringView key)
{
    const qint32 v = value(parent, key);
    if (isNullOrAbsent(v))
        return std::nullopt;
    if (!check(is(v, Type::String), parent, key, v, "a string or null"_L1))
        return std::nullopt;
    return m_doc.string(v);
}

QMap<QString, quint64> JsonReader::unsignedMap(const Place& parent, QLatin1StringView key)
{
    QMap<QString, quint64> map;
    const Place m = object(parent, key);
    if (!ok())
        return map;
    // In the document's order; a name given twice keeps its last value.
    qint32 name = JsonTokens::firstChild(m.m_token);
    for (qint32 n = 0; n < m_doc.at(m.m_token).size && ok(); ++n, name = m_doc.at(name + 1).end) {
        const qint32 v = name + 1;
        const QString memberName = m_doc.string(name);
        if (!check(is(v, Type::Number), m, memberName, v, "a number"_L1))
            break;
        const quint64 count = toUnsigned(v, m, memberName, MaxU64);
        if (ok())
            map.insert(memberName, count);
    }
    return map;
}

} // namespace fleetdeck::status
