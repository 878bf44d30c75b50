// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/ShellQuote.h"

#include <QRegularExpression>

namespace fleetdeck {

QString shellQuote(const QString& word)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:=@%+,-]+$"));
    if (safe.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace fleetdeck
