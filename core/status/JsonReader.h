// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/JsonTokens.h"

#include <QAnyStringView>
#include <QByteArray>
#include <QLatin1StringView>
#include <QList>
#include <QMap>
#include <QString>
#include <QVarLengthArray>

#include <limits>
#include <optional>

namespace fleetdeck::status {

/// Reads a JSON document tolerantly against an expected shape (internal to core/status), over the
/// document's tokens (JsonTokens): nothing is copied out of it but what is read.
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
        /// Elements of an array (0 for anything else).
        qsizetype size() const { return m_elements.size(); }

    private:
        friend class JsonReader;
        const Place* m_parent = nullptr;
        QLatin1StringView m_key;
        qsizetype m_index = -1;
        qint32 m_token = -1;                    ///< the object or array; -1 after an error
        QVarLengthArray<qint32, 16> m_elements; ///< an array's element tokens
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
    /// A string member that is usually one of a few known words (a state, a proof kind): those
    /// come back as the given strings, shared instead of allocated; anything else as string().
    /// `known` must be ASCII.
    QString word(const Place& parent, QLatin1StringView key, const QList<QString>& known);
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
    using Type = JsonTokens::Type;
    /// The member's value token, or -1 when absent (or after an error).
    qint32 value(const Place& parent, QLatin1StringView key) const;
    bool is(qint32 token, Type type) const { return token >= 0 && m_doc.at(token).type == type; }
    bool isNullOrAbsent(qint32 token) const { return token < 0 || m_doc.at(token).type == Type::Null; }
    QString typeName(qint32 token) const;
    bool check(bool good, const Place& parent, QAnyStringView member, qint32 token,
               QLatin1StringView expected);
    quint64 toUnsigned(qint32 token, const Place& parent, QAnyStringView member, quint64 max);
    Place child(const Place& parent, QLatin1StringView key, qsizetype index, qint32 token) const;

    JsonTokens m_doc;
    QString m_error;
};

} // namespace fleetdeck::status
