// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAnyStringView>
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QMap>
#include <QString>

#include <limits>
#include <optional>

namespace fleetdeck {

/// Reads a JSON document tolerantly against an expected shape (internal to core/status).
///
/// Unknown members are ignored. The first problem met is kept as "<json path>: expected X, got Y"
/// (`$.pipelines[1].partitions[3].state`); after it every read returns a default, so a parser can
/// read straight on and check ok() once. Paths are only spelled out when something is wrong:
/// reading a large valid document costs no string building.
class JsonReader
{
public:
    /// A checked object or array of the document and how it was reached from the root. A Place
    /// points to its parent: keep parents alive while their children are in use (locals in
    /// nesting order do that).
    class Place
    {
    public:
        const QJsonObject& object() const { return m_object; }
        const QJsonArray& array() const { return m_array; }
        qsizetype size() const { return m_array.size(); }

    private:
        friend class JsonReader;
        const Place* m_parent = nullptr;
        QLatin1StringView m_key;
        qsizetype m_index = -1;
        QJsonObject m_object;
        QJsonArray m_array;
    };

    static constexpr quint64 MaxU32 = std::numeric_limits<quint32>::max();
    static constexpr quint64 MaxU64 = std::numeric_limits<quint64>::max();

    /// Parses `body`, which must hold a JSON object; the returned Place is the root `$`.
    Place root(const QByteArray& body);

    Place object(const Place& parent, QLatin1StringView key);
    Place array(const Place& parent, QLatin1StringView key);
    /// Element `index` of an array, which must be an object.
    Place objectAt(const Place& array, qsizetype index);

    double number(const Place& parent, QLatin1StringView key);
    quint64 unsignedInt(const Place& parent, QLatin1StringView key, quint64 max = MaxU64);
    QString string(const Place& parent, QLatin1StringView key);
    bool boolean(const Place& parent, QLatin1StringView key);

    /// Nullable members: null and absence both read as nullopt; any other wrong type is an error.
    std::optional<double> nullableNumber(const Place& parent, QLatin1StringView key);
    std::optional<quint64> nullableUnsignedInt(const Place& parent, QLatin1StringView key,
                                               quint64 max = MaxU64);
    std::optional<QString> nullableString(const Place& parent, QLatin1StringView key);

    /// An object used as a map from open-ended names to unsigned integers (`{"porep-c2": 3}`).
    QMap<QString, quint64> unsignedMap(const Place& parent, QLatin1StringView key);

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    /// `$.a.b[3]` for a place; `member` (a key, possibly needing quotes) is appended when given.
    static QString pathOf(const Place& place, QAnyStringView member = {});

private:
    bool check(bool good, const Place& parent, QAnyStringView member, const QJsonValue& v,
               QLatin1StringView expected);
    quint64 toUnsigned(const QJsonValue& v, const Place& parent, QAnyStringView member, quint64 max);
    Place child(const Place& parent, QLatin1StringView key, qsizetype index, const QJsonValue& v);

    QString m_error;
};

} // namespace fleetdeck
