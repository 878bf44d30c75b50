// SPDX-License-Identifier: GPL-3.0-or-later
// Test helpers: read a cuzk fixture and derive malformed variants of it by editing one member.
// Header-only because FLEETDECK_FIXTURES_DIR is defined per test executable.
#pragma once

#include "support/Fixtures.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <optional>

namespace fleetdeck::test {

/// A file from tests/fixtures/cuzk/; a missing one fails the running test (support/Fixtures.h).
inline QByteArray cuzkFixture(const QString& name)
{
    return fixture(QStringLiteral("cuzk/") + name);
}

/// A member's place as a list of steps: object keys, or array indexes written as numbers.
using JsonPath = QStringList;

/// The same path as the parsers spell it in their errors: `$.pipelines[1].partitions[3].state`.
inline QString spelled(const JsonPath& path)
{
    QString s = QStringLiteral("$");
    for (const QString& step : path) {
        bool isIndex = false;
        step.toInt(&isIndex);
        s += isIndex ? QStringLiteral("[%1]").arg(step) : QLatin1Char('.') + step;
    }
    return s;
}

namespace detail {
inline QJsonValue edit(const QJsonValue& at, JsonPath path, const std::optional<QJsonValue>& value)
{
    const QString step = path.takeFirst();
    if (at.isArray()) {
        QJsonArray array = at.toArray();
        const int i = step.toInt();
        if (path.isEmpty() && !value)
            array.removeAt(i);
        else
            array[i] = path.isEmpty() ? *value : edit(array.at(i), path, value);
        return array;
    }
    QJsonObject object = at.toObject();
    if (path.isEmpty() && !value)
        object.remove(step);
    else
        object[step] = path.isEmpty() ? *value : edit(object.value(step), path, value);
    return object;
}
} // namespace detail

/// `body` with the member at `path` replaced by `value`, or removed when `value` is nullopt.
inline QByteArray edited(const QByteArray& body, const JsonPath& path, const std::optional<QJsonValue>& value)
{
    const QJsonValue root = QJsonDocument::fromJson(body).object();
    return QJsonDocument(detail::edit(root, path, value).toObject()).toJson(QJsonDocument::Compact);
}

inline QByteArray without(const QByteArray& body, const JsonPath& path)
{
    return edited(body, path, std::nullopt);
}

/// Calls `f(path, value)` for every member and array element below the root, parents first.
template <typename F> void forEachMember(const QJsonValue& at, const JsonPath& path, F&& f)
{
    if (at.isObject()) {
        const QJsonObject o = at.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const JsonPath p = path + QStringList{it.key()};
            f(p, it.value());
            forEachMember(it.value(), p, f);
        }
    } else if (at.isArray()) {
        const QJsonArray a = at.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const JsonPath p = path + QStringList{QString::number(i)};
            f(p, a.at(i));
            forEachMember(a.at(i), p, f);
        }
    }
}

} // namespace fleetdeck::test
