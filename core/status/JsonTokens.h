// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QLatin1StringView>
#include <QString>
#include <QVarLengthArray>

#include <optional>

namespace fleetdeck::status {

/// A JSON document (RFC 8259) read into one flat array of tokens, for reading a few members out
/// of a status document many times a second: one pass over the bytes, no node per value, no copy
/// of a string until it is asked for. Strings are checked to be UTF-8 and nesting is bounded
/// (1024 levels), so a hostile body fails with an error instead of exhausting anything.
///
/// The top level must be an object or an array. Members are looked up by name; when a name
/// occurs twice in an object, the last one counts.
class JsonTokens
{
public:
    enum class Type : quint8 { Object, Array, String, Number, True, False, Null };

    struct Token
    {
        Type type = Type::Null;
        bool escaped = false;      ///< a string with backslash escapes (decoded on reading)
        bool plainInteger = false; ///< a number of digits only: no sign, fraction or exponent
        qint32 start = 0;          ///< first byte of the value (a string's: after its quote)
        /// Bytes of a string's content or a number's text; members of an object, elements of an
        /// array.
        qint32 size = 0;
        qint32 end = 0; ///< index of the token after this value and everything inside it
    };

    static constexpr int kMaxDepth = 1024;

    /// Reads `json`; on failure, error() says why and errorOffset() where.
    bool parse(const QByteArray& json);
    QString error() const { return m_error; }
    qsizetype errorOffset() const { return m_errorOffset; }

    const Token& at(qint32 index) const { return m_tokens.at(index); }
    /// The value of member `key` of the object at `object`, or -1 when it has none.
    qint32 member(qint32 object, QLatin1StringView key) const;
    /// Index of the first member's name (objects) or first element (arrays); the next one is at
    /// at(name + 1).end for members, at(element).end for elements.
    static qint32 firstChild(qint32 container) { return container + 1; }

    QString string(qint32 index) const;
    double number(qint32 index) const;
    /// A plain integer's exact value; nullopt when it does not fit in 64 bits.
    std::optional<quint64> exactUnsigned(qint32 index) const;
    bool keyEquals(qint32 index, QLatin1StringView key) const;
    /// Whether a string without escapes is exactly `ascii` (which must be ASCII).
    bool asciiEquals(qint32 index, QStringView ascii) const;

private:
    class Scanner;

    QByteArray m_json;                    ///< shared with the caller's body, never copied
    QVarLengthArray<Token, 512> m_tokens; ///< 16 bytes each
    QString m_error;
    qsizetype m_errorOffset = 0;
};

} // namespace fleetdeck::status
