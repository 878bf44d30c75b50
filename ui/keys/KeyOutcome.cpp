// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyOutcome.h"
#include "UiTr.h"

#include "HealthStyle.h"

#include <QApplication>

#include "keys/AuthorizedKeys.h"

namespace fleetdeck::ui {

using keys::KeyNodeResult;

QString KeyOutcome::plan(const KeyNodeResult& result, const PublicKey& key)
{
    if (result.result == QLatin1String("unchanged"))
        return Tr::tr("unchanged");
    if (result.result == QLatin1String("added"))
        return Tr::tr("add");
    if (result.result == QLatin1String("repaired")) {
        const bool present =
            !key.isNull() && keys::AuthorizedKeys::parse(result.before).containsBlob(key.blob());
        return present ? Tr::tr("repair") : Tr::tr("repair + add");
    }
    if (result.result.isEmpty())
        return Tr::tr("planning…");
    return Tr::tr("failed");
}

QString KeyOutcome::outcome(const KeyNodeResult& result)
{
    const QString& r = result.result;
    if (r == QLatin1String("added"))
        return result.verified ? Tr::tr("added and verified") : Tr::tr("added");
    if (r == QLatin1String("added_unverified"))
        return Tr::tr("added, not verified");
    if (r == QLatin1String("repaired"))
        return result.verified ? Tr::tr("repaired and verified") : Tr::tr("repaired, not verified");
    if (r == QLatin1String("unchanged"))
        return result.verified ? Tr::tr("unchanged, verified") : Tr::tr("unchanged");
    if (r == QLatin1String("rolled_back"))
        return Tr::tr("rolled back");
    if (r == QLatin1String("refused"))
        return Tr::tr("refused");
    if (r == QLatin1String("failed"))
        return Tr::tr("failed");
    return Tr::tr("pending", "key outcome");
}

QColor KeyOutcome::color(const KeyNodeResult& result)
{
    const QString& r = result.result;
    status::HealthState state = status::HealthState::Healthy;
    if (r == QLatin1String("failed") || r == QLatin1String("refused"))
        state = status::HealthState::Error;
    else if (r == QLatin1String("rolled_back") || r == QLatin1String("added_unverified"))
        state = status::HealthState::Degraded;
    else if ((r == QLatin1String("unchanged") && !result.verified) || r.isEmpty())
        state = status::HealthState::Unknown;
    // A text colour: the results are written in it, on a light or a dark palette.
    return healthTextColor(state, QApplication::palette());
}

QString KeyOutcome::platform(const KeyNodeResult& result)
{
    if (!result.platform)
        return {};
    if (result.platform->attached())
        return Tr::tr("attached");
    if (result.platform->result == QLatin1String("failed"))
        return Tr::tr("failed");
    return Tr::tr("not attached");
}

QColor KeyOutcome::platformColor(const KeyNodeResult& result)
{
    if (!result.platform)
        return healthColor(status::HealthState::Unknown);
    if (result.platform->attached())
        return healthColor(status::HealthState::Healthy);
    if (result.platform->result == QLatin1String("failed"))
        return healthColor(status::HealthState::Error);
    return healthColor(status::HealthState::Degraded);
}

QStringList KeyOutcome::attachmentPaths(const KeyNodeResult& result)
{
    QStringList lines{Tr::tr("authorized_keys: %1").arg(outcome(result))};
    if (const auto& p = result.platform) {
        const QString where =
            Tr::tr("%1 (instance %2)")
                .arg(p->provider == QLatin1String("vast") ? QStringLiteral("vast.ai") : p->provider,
                     p->instanceId);
        if (p->attached())
            lines << Tr::tr("%1: attached through the platform").arg(where);
        else if (p->result == QLatin1String("failed"))
            lines << Tr::tr("%1: attaching failed — %2").arg(where, p->message);
        else
            lines << Tr::tr("%1: not attached — %2").arg(where, p->message);
    }
    return lines;
}

QString KeyOutcome::step(keys::KeyDeployer::Step step)
{
    using Step = keys::KeyDeployer::Step;
    switch (step) {
    case Step::Queued:
        return Tr::tr("queued");
    case Step::Reading:
        return Tr::tr("reading authorized_keys");
    case Step::Guarding:
        return Tr::tr("checking another login");
    case Step::Writing:
        return Tr::tr("writing");
    case Step::Verifying:
        return Tr::tr("verifying the new key");
    case Step::RollingBack:
        return Tr::tr("rolling back");
    case Step::Attaching:
        return Tr::tr("attaching through the platform");
    case Step::Done:
        return Tr::tr("done");
    }
    return keys::KeyDeployer::stepName(step);
}

QString KeyOutcome::finding(const QString& code)
{
    if (code == QLatin1String("missing_trailing_newline"))
        return Tr::tr("no newline at the end of the file");
    if (code == QLatin1String("concatenated_keys"))
        return Tr::tr("keys glued onto one line");
    if (code == QLatin1String("crlf"))
        return Tr::tr("Windows line endings (CRLF)");
    if (code == QLatin1String("duplicate"))
        return Tr::tr("duplicate key");
    if (code == QLatin1String("invalid_line"))
        return Tr::tr("line sshd refuses");
    if (code == QLatin1String("unsupported_type"))
        return Tr::tr("unsupported key type");
    if (code == QLatin1String("bad_permissions"))
        return Tr::tr("permissions sshd refuses");
    return code;
}

QStringList KeyOutcome::findings(const KeyNodeResult& result)
{
    QStringList lines;
    for (const keys::AuthorizedKeys::Finding& f : result.details) {
        QString line = f.line > 0 ? Tr::tr("line %1: %2").arg(f.line).arg(finding(f.code)) : finding(f.code);
        if (!f.detail.isEmpty())
            line += QStringLiteral(" — ") + f.detail;
        lines << line;
    }
    return lines;
}

QString KeyOutcome::diagnosisHtml(const Diagnosis& d)
{
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(d.message.toHtmlEscaped());
    if (!d.hint.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(Tr::tr("<b>What to do:</b> %1").arg(d.hint.toHtmlEscaped()));
    if (!d.detail.isEmpty())
        html += QStringLiteral("<p style='font-family: monospace; white-space: pre-wrap;'>%1</p>")
                    .arg(d.detail.toHtmlEscaped());
    html += QStringLiteral("<p style='color: gray;'>%1 · %2</p>")
                .arg(d.code.toHtmlEscaped(), Diagnosis::stageName(d.stage));
    return html;
}

} // namespace fleetdeck::ui
