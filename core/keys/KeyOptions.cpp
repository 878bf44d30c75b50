// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyOptions.h"

#include "Tr.h"

#include <QByteArray>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <ctime>

#include <netdb.h>

namespace fleetdeck::keys {

namespace {

// sshd 9.x, auth-options.c: sshauthopt_parse(), and sshd(8) "AUTHORIZED_KEYS FILE FORMAT".
// Names compare case-insensitively, as sshd's strncasecmp does. These flags take a "no-" prefix
// to turn them off (sshd's opt_flag with allow_negate); restrict and cert-authority do not.
constexpr std::array<QByteArrayView, 7> kNegatableFlags = {
    "port-forwarding", "agent-forwarding", "x11-forwarding", "touch-required", "verify-required", "pty",
    "user-rc",
};
constexpr std::array<QByteArrayView, 2> kPlainFlags = {"restrict", "cert-authority"};
constexpr std::array<QByteArrayView, 8> kValued = {
    "command", "principals", "from", "expiry-time", "environment", "permitopen", "permitlisten", "tunnel",
};

template <std::size_t N> bool listed(const std::array<QByteArrayView, N>& names, QByteArrayView name)
{
    for (const QByteArrayView known : names) {
        if (known.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool isFlag(QByteArrayView name)
{
    if (listed(kPlainFlags, name))
        return true;
    if (name.size() > 3 && name.first(3).compare(QByteArrayView("no-"), Qt::CaseInsensitive) == 0)
        name = name.sliced(3);
    return listed(kNegatableFlags, name);
}

QString quoted(QByteArrayView bytes)
{
    return QString::fromUtf8(bytes.first(qMin<qsizetype>(80, bytes.size())));
}

/// strtonum(3) as OpenSSH uses it: a whole decimal number (strtoll's leading blanks and sign
/// allowed) within [min, max].
bool isNumberWithin(const QByteArray& text, long long min, long long max)
{
    if (text.isEmpty())
        return false;
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text.constData(), &end, 10);
    return end != text.constData() && *end == '\0' && errno == 0 && value >= min && value <= max;
}

/// OpenSSH's a2port: 1..65535, or a TCP service name.
bool isPort(const QByteArray& text)
{
    if (isNumberWithin(text, 0, 65535))
        return std::strtoll(text.constData(), nullptr, 10) > 0;
    if (text.isEmpty())
        return false;
    servent entry = {};
    servent* found = nullptr;
    char buffer[1024];
    return getservbyname_r(text.constData(), "tcp", &entry, buffer, sizeof buffer, &found) == 0 && found;
}

/// sshd's handle_permit(): "host:port" (host may be bracketed), port a port or "*";
/// permitlisten also takes a bare port.
bool isPermission(QByteArray value, bool allowBarePort)
{
    if (allowBarePort && !value.contains(':'))
        value.prepend("*:");
    qsizetype hostEnd = 0;
    if (value.startsWith('[')) {
        hostEnd = value.indexOf(']');
        if (hostEnd < 0)
            return false;
        ++hostEnd;
    } else {
        hostEnd = 0;
        while (hostEnd < value.size() && value[hostEnd] != ':' && value[hostEnd] != '/')
            ++hostEnd;
    }
    if (hostEnd >= value.size() || (value[hostEnd] != ':' && value[hostEnd] != '/'))
        return false; // no port (or text after "]")
    if (hostEnd >= NI_MAXHOST)
        return false;
    const QByteArray port = value.mid(hostEnd + 1);
    return port == "*" || isPort(port);
}

/// sshd's parse_absolute_time(): YYYYMMDD, YYYYMMDDHHMM or YYYYMMDDHHMMSS, local time unless
/// followed by "Z" or "UTC"; 0 and times before 1970 are refused.
bool isExpiryTime(QByteArray value)
{
    bool utc = false;
    if (value.size() > 1 && (value.endsWith('Z') || value.endsWith('z'))) {
        utc = true;
        value.chop(1);
    } else if (value.size() > 3 && value.right(3).compare("UTC", Qt::CaseInsensitive) == 0) {
        utc = true;
        value.chop(3);
    }
    // strptime wants separators between fields: put them in, as sshd does.
    QByteArray text;
    const char* format = nullptr;
    switch (value.size()) {
    case 8:
        text = value.mid(0, 4) + '-' + value.mid(4, 2) + '-' + value.mid(6, 2);
        format = "%Y-%m-%d";
        break;
    case 12:
        text = value.mid(0, 4) + '-' + value.mid(4, 2) + '-' + value.mid(6, 2) + 'T' + value.mid(8, 2) + ':' +
               value.mid(10, 2);
        format = "%Y-%m-%dT%H:%M";
        break;
    case 14:
        text = value.mid(0, 4) + '-' + value.mid(4, 2) + '-' + value.mid(6, 2) + 'T' + value.mid(8, 2) + ':' +
               value.mid(10, 2) + ':' + value.mid(12, 2);
        format = "%Y-%m-%dT%H:%M:%S";
        break;
    default:
        return false;
    }
    struct tm fields = {};
    const char* end = strptime(text.constData(), format, &fields);
    if (!end || *end != '\0')
        return false;
    const time_t when = utc ? timegm(&fields) : mktime(&fields);
    return when > 0;
}

/// sshd's valid_env_name(): letters, digits and "_".
bool isEnvironment(const QByteArray& value)
{
    const qsizetype equals = value.indexOf('=');
    if (equals <= 0)
        return false;
    return std::all_of(value.begin(), value.begin() + equals, [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
}

/// Why sshd refuses the dequoted `value` of the valued option `name`; empty if it takes it.
QString valueProblem(QByteArrayView name, const QByteArray& value)
{
    auto is = [name](const char* option) {
        return name.compare(QByteArrayView(option), Qt::CaseInsensitive) == 0;
    };
    if (is("expiry-time") && !isExpiryTime(value))
        return Tr::tr("expiry-time \"%1\" is not a time (YYYYMMDD[HHMM[SS]][Z])").arg(quoted(value));
    if (is("environment") && !isEnvironment(value))
        return Tr::tr("environment \"%1\" is not NAME=value").arg(quoted(value));
    if (is("permitopen") && !isPermission(value, false))
        return Tr::tr("permitopen \"%1\" is not host:port").arg(quoted(value));
    if (is("permitlisten") && !isPermission(value, true))
        return Tr::tr("permitlisten \"%1\" is not [host:]port").arg(quoted(value));
    // a2tun(): "any" or 0 to SSH_TUNID_MAX.
    if (is("tunnel") && value.compare("any", Qt::CaseInsensitive) != 0 &&
        !isNumberWithin(value, 0, 0x7ffffffd))
        return Tr::tr("tunnel \"%1\" is not a tunnel device number").arg(quoted(value));
    return {};
}

} // namespace

qsizetype KeyOptions::skip(QByteArrayView line, qsizetype from)
{
    bool inQuotes = false;
    qsizetype i = from;
    for (; i < line.size() && (inQuotes || (line[i] != ' ' && line[i] != '\t')); ++i) {
        if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '"')
            ++i;
        else if (line[i] == '"')
            inQuotes = !inQuotes;
    }
    return inQuotes ? -1 : i;
}

QString KeyOptions::check(QByteArrayView options, bool* certAuthority)
{
    if (certAuthority)
        *certAuthority = false;
    if (options.isEmpty())
        return {};
    if (options.contains('\0'))
        return Tr::tr("the options contain a NUL byte");
    if (skip(options, 0) != options.size())
        return Tr::tr("the options have an unclosed quote or a space outside quotes");

    bool isCertAuthority = false;
    int commands = 0;
    int principals = 0;
    qsizetype pos = 0;
    while (true) {
        qsizetype nameEnd = pos;
        while (nameEnd < options.size() && options[nameEnd] != ',' && options[nameEnd] != '=')
            ++nameEnd;
        const QByteArrayView name = options.sliced(pos, nameEnd - pos);
        if (name.isEmpty())
            return Tr::tr("an empty option");
        pos = nameEnd;
        if (isFlag(name)) {
            if (pos < options.size() && options[pos] == '=')
                return Tr::tr("option %1 takes no value").arg(quoted(name));
            if (name.compare(QByteArrayView("cert-authority"), Qt::CaseInsensitive) == 0)
                isCertAuthority = true;
        } else if (listed(kValued, name)) {
            if (pos + 1 >= options.size() || options[pos] != '=' || options[pos + 1] != '"')
                return Tr::tr("option %1 needs a double-quoted value").arg(quoted(name));
            pos += 2;
            QByteArray value; // dequoted as sshd's opt_dequote: \" is a quote, any other \ stays
            while (pos < options.size() && options[pos] != '"') {
                if (options[pos] == '\\' && pos + 1 < options.size() && options[pos + 1] == '"')
                    ++pos;
                value += options[pos++];
            }
            if (pos >= options.size())
                return Tr::tr("option %1 has no closing quote").arg(quoted(name));
            ++pos; // the closing quote
            if (const QString why = valueProblem(name, value); !why.isEmpty())
                return why;
            commands += name.compare(QByteArrayView("command"), Qt::CaseInsensitive) == 0 ? 1 : 0;
            principals += name.compare(QByteArrayView("principals"), Qt::CaseInsensitive) == 0 ? 1 : 0;
            if (commands > 1 || principals > 1)
                return Tr::tr("option %1 is given twice").arg(quoted(name));
        } else {
            return Tr::tr("unknown option %1").arg(quoted(name));
        }
        if (pos == options.size())
            break;
        if (options[pos] != ',')
            return Tr::tr("unexpected text after option %1").arg(quoted(name));
        ++pos;
    }
    // sshd's auth_authorise_keyopts() refuses every login through such a line.
    if (principals > 0 && !isCertAuthority)
        return Tr::tr("principals without cert-authority");
    if (certAuthority)
        *certAuthority = isCertAuthority;
    return {};
}

} // namespace fleetdeck::keys
