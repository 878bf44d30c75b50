// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/JsonReader.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>

namespace fleetdeck {

using namespace Qt::Literals::StringLiterals;

namespace {
QString typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return u"a boolean"_s;
    case QJsonValue::Double:
        return u"a number"_s;
    case QJsonValue::String:
        return u"a string"_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        return u"nothing (missing)"_s;
    }
    return u"something else"_s;
}

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

bool JsonReader::check(bool good, const Place& parent, QAnyStringView member, const QJsonValue& v,
                       QLatin1StringView expected)
{
    if (!ok())
        return false;
    if (good)
        return true;
    m_error = u"%1: expected %2, got %3"_s.arg(pathOf(parent, member), expected, typeName(v));
    return false;
}

JsonReader::Place JsonReader::root(const QByteArray& body)
{
    Place root;
    QJsonParseError parseError;
    // Qt's parser bounds nesting (QJsonParseError::DeepNesting) and size (DocumentTooLarge), so a
    // hostile body fails here instead of exhausting the stack.
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's wording for this one ("invalid UTF8 string") does not say it is about encoding.
        const QString why = parseError.error == QJsonParseError::IllegalUTF8String
                                ? u"a string is not valid UTF-8"_s
                                : parseError.errorString();
        m_error = u"$: not JSON at offset %1: %2"_s.arg(parseError.offset).arg(why);
        return root;
    }
    if (!doc.isObject()) {
        m_error = u"$: expected an object, got %1"_s.arg(doc.isArray() ? u"an array"_s : u"something else"_s);
        return root;
    }
    root.m_object = doc.object();
    return root;
}

JsonReader::Place JsonReader::child(const Place& parent, QLatin1StringView key, qsizetype index,
                                    const QJsonValue& v)
{
    Place p;
    p.m_parent = &parent;
    p.m_key = key;
    p.m_index = index;
    if (v.isObject())
        p.m_object = v.toObject();
    else if (v.isArray())
        p.m_array = v.toArray();
    return p;
}

JsonReader::Place JsonReader::object(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    if (!check(v.isObject(), parent, key, v, "an object"_L1))
        return child(parent, key, -1, QJsonValue());
    return child(parent, key, -1, v);
}

JsonReader::Place JsonReader::array(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    if (!check(v.isArray(), parent, key, v, "an array"_L1))
        return child(parent, key, -1, QJsonValue());
    return child(parent, key, -1, v);
}

JsonReader::Place JsonReader::objectAt(const Place& array, qsizetype index)
{
    const QJsonValue v =
        index < array.m_array.size() ? array.m_array.at(index) : QJsonValue(QJsonValue::Undefined);
    if (!ok() || !v.isObject()) {
        if (ok())
            m_error = u"%1[%2]: expected an object, got %3"_s.arg(pathOf(array), QString::number(index),
                                                                  typeName(v));
        return child(array, {}, index, QJsonValue());
    }
    return child(array, {}, index, v);
}

double JsonReader::number(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    return check(v.isDouble(), parent, key, v, "a number"_L1) ? v.toDouble() : 0;
}

quint64 JsonReader::toUnsigned(const QJsonValue& v, const Place& parent, QAnyStringView member, quint64 max)
{
    if (!ok())
        return 0;
    const double d = v.toDouble();
    const bool tooLarge = max == MaxU64 ? d >= 0x1p64 : d > double(max);
    if (d < 0 || std::floor(d) != d || tooLarge) {
        const QString wanted =
            tooLarge ? u"an unsigned integer up to %1"_s.arg(max) : u"an unsigned integer"_s;
        m_error = u"%1: expected %2, got %3"_s.arg(pathOf(parent, member), wanted, QString::number(d));
        return 0;
    }
    // Qt keeps integers that fit in qint64 exact; the double would round them past 2^53.
    const qint64 exact = v.toInteger(-1);
    return exact >= 0 ? quint64(exact) : quint64(d);
}

quint64 JsonReader::unsignedInt(const Place& parent, QLatin1StringView key, quint64 max)
{
    const QJsonValue v = parent.m_object.value(key);
    if (!check(v.isDouble(), parent, key, v, "a number"_L1))
        return 0;
    return toUnsigned(v, parent, key, max);
}

QString JsonReader::string(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    return check(v.isString(), parent, key, v, "a string"_L1) ? v.toString() : QString();
}

bool JsonReader::boolean(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    return check(v.isBool(), parent, key, v, "a boolean"_L1) && v.toBool();
}

std::optional<double> JsonReader::nullableNumber(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (!check(v.isDouble(), parent, key, v, "a number or null"_L1))
        return std::nullopt;
    return v.toDouble();
}

std::optional<quint64> JsonReader::nullableUnsignedInt(const Place& parent, QLatin1StringView key,
                                                       quint64 max)
{
    const QJsonValue v = parent.m_object.value(key);
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (!check(v.isDouble(), parent, key, v, "a number or null"_L1))
        return std::nullopt;
    const quint64 n = toUnsigned(v, parent, key, max);
    return ok() ? std::optional<quint64>(n) : std::nullopt;
}

std::optional<QString> JsonReader::nullableString(const Place& parent, QLatin1StringView key)
{
    const QJsonValue v = parent.m_object.value(key);
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (!check(v.isString(), parent, key, v, "a string or null"_L1))
        return std::nullopt;
    return v.toString();
}

QMap<QString, quint64> JsonReader::unsignedMap(const Place& parent, QLatin1StringView key)
{
    QMap<QString, quint64> map;
    const Place m = object(parent, key);
    const QJsonObject& o = m.object();
    for (auto it = o.constBegin(); it != o.constEnd() && ok(); ++it) {
        const QJsonValue v = it.value();
        const QString name = it.key();
        if (!check(v.isDouble(), m, name, v, "a number"_L1))
            break;
        const quint64 n = toUnsigned(v, m, name, MaxU64);
        if (ok())
            map.insert(name, n);
    }
    return map;
}

} // namespace fleetdeck
