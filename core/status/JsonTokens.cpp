// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/JsonTokens.h"

#include <QStringDecoder>

#include <charconv>
#include <cstring>
#include <limits>

namespace fleetdeck::status {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Bytes of the well-formed UTF-8 sequence at `p` (Unicode's table 3-7: no overlong forms, no
// surrogates, nothing past U+10FFFF), or 0.
int utf8SequenceLength(const uchar* p, const uchar* end)
{
    const uchar lead = p[0];
    int length = 0;
    uchar low = 0x80;
    uchar high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        low = lead == 0xe0 ? 0xa0 : 0x80;
        high = lead == 0xed ? 0x9f : 0xbf;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        low = lead == 0xf0 ? 0x90 : 0x80;
        high = lead == 0xf4 ? 0x8f : 0xbf;
    } else {
        return 0;
    }
    if (end - p < length || p[1] < low || p[1] > high)
        return 0;
    for (int i = 2; i < length; ++i) {
        if (p[i] < 0x80 || p[i] > 0xbf)
            return 0;
    }
    return length;
}

// A number no double holds: 1e400, and 1e-400 too (not zero, yet too small to tell from it).
bool outOfRange(const char* first, const char* last)
{
    double value = 0;
    return std::from_chars(first, last, value).ec == std::errc::result_out_of_range;
}

} // namespace

/// One pass over the document; containers open and close on an explicit stack.
class JsonTokens::Scanner
{
public:
    Scanner(JsonTokens& out, const QByteArray& json)
        : m_out(out)
        , m_begin(json.constData())
        , m_p(json.constData())
        , m_end(json.constData() + json.size())
    {
        if (json.startsWith("\xef\xbb\xbf"))
            m_p += 3; // a byte order mark, as some writers put before UTF-8
    }

    bool run()
    {
        Next next = Next::Value;
        for (;;) {
            skipSpace();
            switch (next) {
            case Next::FirstMemberOrClose:
                if (closesHere('}')) {
                    next = Next::AfterValue;
                    continue;
                }
                [[fallthrough]];
            case Next::Member:
                if (m_p == m_end)
                    return fail("the object is not closed");
                if (*m_p != '"')
                    return fail("a member's name must be a string");
                if (!scanString())
                    return false;
                skipSpace();
                if (m_p == m_end || *m_p != ':')
                    return fail("a member's name is not followed by ':'");
                ++m_p;
                next = Next::Value;
                continue;
            case Next::FirstElementOrClose:
                if (closesHere(']')) {
                    next = Next::AfterValue;
                    continue;
                }
                [[fallthrough]];
            case Next::Value:
                if (m_p == m_end)
                    return fail("the document ends where a value should be");
                if (*m_p == '{' || *m_p == '[') {
                    const bool object = *m_p == '{';
                    if (!openContainer(object ? Type::Object : Type::Array))
                        return false;
                    next = object ? Next::FirstMemberOrClose : Next::FirstElementOrClose;
                    continue;
                }
                if (m_stack.isEmpty())
                    return fail("the document is not an object or an array");
                if (!scanScalar())
                    return false;
                countInParent();
                next = Next::AfterValue;
                continue;
            case Next::AfterValue:
                if (m_stack.isEmpty()) {
                    if (m_p != m_end)
                        return fail("more follows the end of the document");
                    return true;
                }
                if (!afterValue(next))
                    return false;
                continue;
            }
        }
    }

private:
    /// What may come next, after white space.
    enum class Next { Value, FirstMemberOrClose, Member, FirstElementOrClose, AfterValue };

    bool afterValue(Next& next)
    {
        const bool inObject = m_out.m_tokens[m_stack.last()].type == Type::Object;
        if (m_p == m_end)
            return fail(inObject ? "the object is not closed" : "the array is not closed");
        if (*m_p == ',') {
            ++m_p;
            next = inObject ? Next::Member : Next::Value;
            return true;
        }
        if (closesHere(inObject ? '}' : ']')) {
            next = Next::AfterValue;
            return true;
        }
        return fail(inObject ? "expected ',' or '}' after a member" : "expected ',' or ']' after an element");
    }

    bool fail(const char* why)
    {
        m_out.m_error = QString::fromLatin1(why);
        m_out.m_errorOffset = m_p - m_begin;
        return false;
    }

    void skipSpace()
    {
        while (m_p < m_end && isSpace(*m_p))
            ++m_p;
    }

    qint32 push(Type type, const char* start)
    {
        Token t;
        t.type = type;
        t.start = qint32(start - m_begin);
        m_out.m_tokens.append(t);
        return qint32(m_out.m_tokens.size() - 1);
    }

    void countInParent()
    {
        if (!m_stack.isEmpty())
            ++m_out.m_tokens[m_stack.last()].size;
    }

    bool openContainer(Type type)
    {
        if (m_stack.size() >= kMaxDepth) {
            ++m_p; // the bracket one level too deep
            return fail("too deeply nested document");
        }
        m_stack.append(push(type, m_p));
        ++m_p;
        return true;
    }

    /// Closes the innermost container when `bracket` (its closing one) is next.
    bool closesHere(char bracket)
    {
        if (m_p == m_end || *m_p != bracket)
            return false;
        closeContainer();
        return true;
    }

    void closeContainer()
    {
        const qint32 index = m_stack.last();
        m_stack.removeLast();
        m_out.m_tokens[index].end = qint32(m_out.m_tokens.size());
        ++m_p;
        countInParent();
    }

    bool scanScalar()
    {
        const char c = *m_p;
        if (c == '"')
            return scanString();
        if (c == '-' || isDigit(c))
            return scanNumber();
        if (c == '.')
            return fail("a number without digits before its '.'");
        const auto literal = [this](const char* word, Type type) {
            const qsizetype n = qsizetype(std::strlen(word));
            if (m_end - m_p < n || std::memcmp(m_p, word, size_t(n)) != 0)
                return fail("not a JSON value");
            const qint32 index = push(type, m_p);
            m_out.m_tokens[index].end = index + 1;
            m_p += n;
            return true;
        };
        if (c == 't')
            return literal("true", Type::True);
        if (c == 'f')
            return literal("false", Type::False);
        if (c == 'n')
            return literal("null", Type::Null);
        return fail("not a JSON value");
    }

    bool scanNumber()
    {
        const char* start = m_p;
        bool plain = true;
        if (*m_p == '-') {
            plain = false;
            ++m_p;
        }
        if (m_p == m_end || !isDigit(*m_p))
            return fail("a number without digits");
        if (*m_p == '0')
            ++m_p;
        else
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        if (m_p < m_end && *m_p == '.') {
            plain = false;
            ++m_p;
            if (m_p == m_end || !isDigit(*m_p))
                return fail("a number without digits after its '.'");
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
            plain = false;
            ++m_p;
            if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
                ++m_p;
            if (m_p == m_end || !isDigit(*m_p))
                return fail("a number without digits in its exponent");
            while (m_p < m_end && isDigit(*m_p))
                ++m_p;
        }
        // Beyond a double's range (1e400) is no number a reader can use.
        if ((!plain || m_p - start > 19) && outOfRange(start, m_p)) {
            m_p = start;
            return fail("a number out of range");
        }
        const qint32 index = push(Type::Number, start);
        Token& t = m_out.m_tokens[index];
        t.size = qint32(m_p - start);
        t.plainInteger = plain;
        t.end = index + 1;
        return true;
    }

    bool scanString()
    {
        ++m_p; // the opening quote
        const qint32 index = push(Type::String, m_p);
        bool escaped = false;
        const char* start = m_p;
        for (;;) {
            if (m_p == m_end)
                return fail("the string is not closed");
            const uchar c = uchar(*m_p);
            if (c == '"')
                break;
            if (c == '\\') {
                escaped = true;
                if (m_end - m_p < 2)
                    return fail("the string is not closed");
                const char e = m_p[1];
                if (e == 'u') {
                    if (m_end - m_p < 6)
                        return fail("an escape \\u needs four hex digits");
                    for (int i = 2; i < 6; ++i) {
                        if (hexValue(m_p[i]) < 0) {
                            m_p += i;
                            return fail("an escape \\u needs four hex digits");
                        }
                    }
                    m_p += 6;
                    continue;
                }
                if (e != '"' && e != '\\' && e != '/' && e != 'b' && e != 'f' && e != 'n' && e != 'r' &&
                    e != 't') {
                    ++m_p;
                    return fail("not an escape JSON knows");
                }
                m_p += 2;
                continue;
            }
            if (c < 0x80) { // control characters too: RFC 8259 wants them escaped, readers take them
                ++m_p;
                continue;
            }
            const int n = utf8SequenceLength(reinterpret_cast<const uchar*>(m_p),
                                             reinterpret_cast<const uchar*>(m_end));
            if (n == 0)
                return fail("a string is not valid UTF-8");
            m_p += n;
        }
        Token& t = m_out.m_tokens[index];
        t.size = qint32(m_p - start);
        t.escaped = escaped;
        t.end = index + 1;
        ++m_p; // the closing quote
        return true;
    }

    JsonTokens& m_out;
    const char* const m_begin;
    const char* m_p;
    const char* const m_end;
    QVarLengthArray<qint32, 64> m_stack;
};

bool JsonTokens::parse(const QByteArray& json)
{
    m_json = json;
    m_tokens.clear();
    m_error.clear();
    m_errorOffset = 0;
    if (json.size() >= std::numeric_limits<qint32>::max() / 2) {
        m_error = QStringLiteral("document too large");
        return false;
    }
    if (Scanner(*this, json).run())
        return true;
    m_tokens.clear();
    return false;
}

bool JsonTokens::keyEquals(qint32 index, QLatin1StringView key) const
{
    const Token& t = m_tokens.at(index);
    if (t.escaped)
        return string(index) == key;
    return QByteArrayView(m_json.constData() + t.start, t.size) == QByteArrayView(key.data(), key.size());
}

bool JsonTokens::asciiEquals(qint32 index, QStringView ascii) const
{
    const Token& t = m_tokens.at(index);
    if (t.escaped || t.size != ascii.size())
        return false;
    const char* p = m_json.constData() + t.start;
    for (qsizetype i = 0; i < ascii.size(); ++i) {
        if (char16_t(uchar(p[i])) != ascii[i].unicode())
            return false;
    }
    return true;
}

qint32 JsonTokens::member(qint32 object, QLatin1StringView key) const
{
    if (object < 0 || m_tokens.at(object).type != Type::Object)
        return -1;
    qint32 found = -1;
    qint32 name = firstChild(object);
    for (qint32 n = 0; n < m_tokens.at(object).size; ++n) {
        if (keyEquals(name, key))
            found = name + 1; // and on: the last of equal names counts
        name = m_tokens.at(name + 1).end;
    }
    return found;
}

QString JsonTokens::string(qint32 index) const
{
    const Token& t = m_tokens.at(index);
    const char* p = m_json.constData() + t.start;
    const char* const end = p + t.size;
    if (!t.escaped)
        return QString::fromUtf8(p, t.size);
    QString out;
    out.reserve(t.size);
    // A byte order mark (U+FEFF) is a character here; only a string without escapes drops one it
    // begins with (QString::fromUtf8 above), which is also what Qt's JSON parser does.
    QStringDecoder utf8(QStringDecoder::Utf8,
                        QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    while (p < end) {
        const char* run = p;
        while (p < end && *p != '\\')
            ++p;
        if (p > run)
            out += utf8.decode(QByteArrayView(run, p - run));
        if (p == end)
            break;
        const char e = p[1];
        p += 2;
        switch (e) {
        case 'b':
            out += u'\b';
            break;
        case 'f':
            out += u'\f';
            break;
        case 'n':
            out += u'\n';
            break;
        case 'r':
            out += u'\r';
            break;
        case 't':
            out += u'\t';
            break;
        case 'u': {
            const char16_t unit = char16_t((hexValue(p[0]) << 12) | (hexValue(p[1]) << 8) |
                                           (hexValue(p[2]) << 4) | hexValue(p[3]));
            out += QChar(unit); // a pair of escaped surrogates makes one character, as in UTF-16
            p += 4;
            break;
        }
        default: // '"', '\\', '/'
            out += QLatin1Char(e);
            break;
        }
    }
    return out;
}

double JsonTokens::number(qint32 index) const
{
    const Token& t = m_tokens.at(index);
    const char* first = m_json.constData() + t.start;
    const char* last = first + t.size;
    double value = 0;
    const std::from_chars_result r = std::from_chars(first, last, value);
    return r.ec == std::errc() ? value : 0; // parse() refused what is out of range
}

std::optional<quint64> JsonTokens::exactUnsigned(qint32 index) const
{
    const Token& t = m_tokens.at(index);
    if (t.type != Type::Number || !t.plainInteger)
        return std::nullopt;
    quint64 value = 0;
    const char* first = m_json.constData() + t.start;
    const std::from_chars_result r = std::from_chars(first, first + t.size, value);
    if (r.ec != std::errc())
        return std::nullopt;
    return value;
}

} // namespace fleetdeck::status
