// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/GpuModel.h"

#include <QRegularExpression>

namespace fleetdeck::lifecycle {

namespace {
// " ×2", " x2", " X 2" at the end: a count, not part of the model.
const QRegularExpression& countSuffix()
{
    static const QRegularExpression re(QStringLiteral("(?:\\s*\\x{00d7}|\\s+[xX])\\s*([0-9]{1,3})\\s*$"));
    return re;
}
} // namespace

QString GpuModel::key(const QString& model)
{
    QString text = model;
    text.remove(countSuffix());
    text = text.toLower();
    for (const QLatin1StringView word : {QLatin1StringView("nvidia"), QLatin1StringView("geforce")})
        text.replace(word, QString());
    QString out;
    for (const QChar c : std::as_const(text)) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
    }
    return out;
}

bool GpuModel::same(const QString& a, const QString& b)
{
    const QString x = key(a);
    const QString y = key(b);
    if (x.isEmpty() || y.isEmpty())
        return false;
    if (x == y)
        return true;
    static const QRegularExpression digitsOnly(QStringLiteral("^[0-9]+$"));
    const auto numberMatches = [](const QString& number, const QString& full) {
        // "4090" names "rtx4090": the number follows the model's letters directly.
        if (!full.endsWith(number))
            return false;
        const qsizetype before = full.size() - number.size() - 1;
        return before >= 0 && full.at(before).isLetter();
    };
    if (digitsOnly.match(x).hasMatch())
        return numberMatches(x, y);
    if (digitsOnly.match(y).hasMatch())
        return numberMatches(y, x);
    return false;
}

int GpuModel::countIn(const QString& summary)
{
    const QRegularExpressionMatch m = countSuffix().match(summary);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

} // namespace fleetdeck::lifecycle
