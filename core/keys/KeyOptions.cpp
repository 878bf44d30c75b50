// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyOptions.h"

#include <QByteArray>

#include <array>

namespace fleetdeck::keys {

namespace {

// sshd 9.x, auth-options.c: sshauthopt_parse().
// Names compare case-insensitively, as sshd's strncasecmp does.
constexpr std::array<QByteArrayView, 15> kFlags = {
    "restrict",
    "cert-authority",
    "verify-required",
    "port-forwarding",
    "no-port-forwarding",
    "agent-forwarding",
    "no-agent-forwarding",
    "x11-forwarding",
    "no-x11-forwarding",
    "touch-required",
    "no-touch-required",
    "pty",
    "no-pty",
    "user-rc",
    "no-user-rc",
};
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

QString quoted(QByteArrayView bytes)
{
    return QString::fromUtf8(bytes.first(qMin<qsizetype>(80, bytes.size())));
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
    if (skip(options, 0) != options.size())
        return QStringLiteral("the options have an unclosed quote or a space outside quotes");

    qsizetype pos = 0;
    while (true) {
        qsizetype nameEnd = pos;
        while (nameEnd < options.size() && options[nameEnd] != ',' && options[nameEnd] != '=')
            ++nameEnd;
        const QByteArrayView name = options.sliced(pos, nameEnd - pos);
        if (name.isEmpty())
            return QStringLiteral("an empty option");
        pos = nameEnd;
        if (listed(kFlags, name)) {
            if (pos < options.size() && options[pos] == '=')
                return QStringLiteral("option %1 takes no value").arg(quoted(name));
            if (certAuthority && name.compare(QByteArrayView("cert-authority"), Qt::CaseInsensitive) == 0)
                *certAuthority = true;
        } else if (listed(kValued, name)) {
            if (pos + 1 >= options.size() || options[pos] != '=' || options[pos + 1] != '"')
                return QStringLiteral("option %1 needs a double-quoted value").arg(quoted(name));
            pos += 2;
            while (pos < options.size() && options[pos] != '"')
                pos += (options[pos] == '\\' && pos + 1 < options.size() && options[pos + 1] == '"') ? 2 : 1;
            if (pos >= options.size())
                return QStringLiteral("option %1 has no closing quote").arg(quoted(name));
            ++pos; // the closing quote
        } else {
            return QStringLiteral("unknown option %1").arg(quoted(name));
        }
        if (pos == options.size())
            return {};
        if (options[pos] != ',')
            return QStringLiteral("unexpected text after option %1").arg(quoted(name));
        ++pos;
    }
}

} // namespace fleetdeck::keys
