// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the cuzk status document as a node's endpoint sends it (docs/cuzk-status.md).
// Any body is either a status or an error that says why; never a crash, never both.
// Its JSON reader (JsonTokens) is checked against Qt's parser: never more lenient than Qt (which
// takes a few malformed numbers and escapes that we refuse), and where both read a document,
// every value agrees.
#include "FuzzCheck.h"

#include "status/CuzkStatus.h"
#include "status/JsonTokens.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using fleetdeck::status::CuzkStatus;
using fleetdeck::status::JsonTokens;

namespace {

void compare(const JsonTokens& t, qint32 token, const QJsonValue& v)
{
    const JsonTokens::Token& k = t.at(token);
    switch (k.type) {
    case JsonTokens::Type::Object: {
        FUZZ_CHECK(v.isObject());
        const QJsonObject o = v.toObject();
        // Names in document order; a repeated name's last value is the one Qt keeps.
        QHash<QString, qint32> last;
        for (qint32 name = JsonTokens::firstChild(token), n = 0; n < k.size; ++n, name = t.at(name + 1).end)
            last.insert(t.string(name), name + 1);
        // Qt's members by iteration: its lookup by name can miss a name that began with a byte
        // order mark (Qt 6.4 drops the mark from the name but sorts by the name with it).
        QHash<QString, QJsonValue> theirs;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            theirs.insert(it.key(), it.value());
        FUZZ_CHECK(last.size() == theirs.size());
        for (auto it = last.cbegin(); it != last.cend(); ++it) {
            FUZZ_CHECK(theirs.contains(it.key()));
            compare(t, it.value(), theirs.value(it.key()));
        }
        return;
    }
    case JsonTokens::Type::Array: {
        FUZZ_CHECK(v.isArray());
        const QJsonArray a = v.toArray();
        FUZZ_CHECK(a.size() == k.size);
        qint32 element = JsonTokens::firstChild(token);
        for (qsizetype i = 0; i < a.size(); ++i, element = t.at(element).end)
            compare(t, element, a.at(i));
        return;
    }
    case JsonTokens::Type::String:
        FUZZ_CHECK(v.isString() && v.toString() == t.string(token));
        return;
    case JsonTokens::Type::Number:
        FUZZ_CHECK(v.isDouble() && v.toDouble() == t.number(token));
        if (const std::optional<quint64> exact = t.exactUnsigned(token);
            exact && *exact <= quint64(INT64_MAX))
            FUZZ_CHECK(v.toInteger(-1) == qint64(*exact));
        return;
    case JsonTokens::Type::True:
    case JsonTokens::Type::False:
        FUZZ_CHECK(v.isBool() && v.toBool() == (k.type == JsonTokens::Type::True));
        return;
    case JsonTokens::Type::Null:
        FUZZ_CHECK(v.isNull());
        return;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const std::optional<CuzkStatus> status = CuzkStatus::parse(body, &error);
    FUZZ_CHECK(status.has_value() == error.isEmpty());
    if (status) {
        const auto summary = status->summary();
        (void)summary;
        FUZZ_CHECK(status->synthesisActive <= 0xffffffffu);
    }

    JsonTokens tokens;
    const bool ours = tokens.parse(body);
    QJsonParseError qtError;
    const QJsonDocument qt = QJsonDocument::fromJson(body, &qtError);
    const bool theirs = qtError.error == QJsonParseError::NoError;
    if (ours) {
        FUZZ_CHECK(theirs);
        compare(tokens, 0, qt.isObject() ? QJsonValue(qt.object()) : QJsonValue(qt.array()));
    } else if (theirs) {
        // Qt takes "1.", ".5", "-.5" and unknown escapes ("\x"); JSON does not.
        FUZZ_CHECK(tokens.error().startsWith(QLatin1String("a number")) ||
                   tokens.error().contains(QLatin1String("escape")));
    }
    return 0;
}
