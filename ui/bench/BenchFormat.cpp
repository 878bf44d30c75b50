// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchFormat.h"
#include "UiTr.h"

#include <QLocale>

#include <cmath>

namespace fleetdeck::ui::BenchFormat {

namespace {
const QString Dash = QStringLiteral("—");

QString number(double value, int decimals)
{
    QString text = QLocale().toString(value, 'f', decimals);
    // The locale's hyphen-minus reads as a dash next to "—" and "–": use the real sign.
    if (text.startsWith(QLatin1Char('-')))
        text.replace(0, 1, QStringLiteral("\u2212"));
    return text;
}
} // namespace

QString seconds(std::optional<double> secs)
{
    return secs ? Tr::tr("%1 s").arg(number(*secs, 1)) : Dash;
}

QString interval(const std::optional<bench::stats::Interval>& ci)
{
    return ci ? Tr::tr("%1–%2 s").arg(number(ci->lower, 1), number(ci->upper, 1)) : Dash;
}

QString medianWithCi(const bench::PhaseStats& stats)
{
    if (!stats.medianS)
        return Dash;
    if (!stats.ci95MedianS)
        return seconds(stats.medianS);
    return Tr::tr("%1 (%2–%3)")
        .arg(seconds(stats.medianS), number(stats.ci95MedianS->lower, 1),
             number(stats.ci95MedianS->upper, 1));
}

QString cv(std::optional<double> cv)
{
    return cv ? QStringLiteral("%1 %").arg(number(*cv * 100, 1)) : Dash;
}

QString money(std::optional<double> dollars)
{
    if (!dollars)
        return Dash;
    const int decimals = *dollars >= 100 ? 0 : *dollars >= 1 ? 2 : 3;
    return QStringLiteral("$%1").arg(number(*dollars, decimals));
}

QString signedPercent(double pct)
{
    return QStringLiteral("%1%2 %").arg(pct > 0 ? QStringLiteral("+") : QString(), number(pct, 1));
}

QString rho(double value)
{
    return QStringLiteral("ρ = %1").arg(number(value, 2));
}

QString phaseLabel(bench::BenchSample::Phase phase)
{
    switch (phase) {
    case bench::BenchSample::Phase::Warmup:
        return Tr::tr("Warmup");
    case bench::BenchSample::Phase::Timed:
        return Tr::tr("Timed");
    case bench::BenchSample::Phase::Cooldown:
        return Tr::tr("Cooldown");
    }
    return {};
}

QString statusLabel(bench::BenchSample::Status status)
{
    switch (status) {
    case bench::BenchSample::Status::Completed:
        return Tr::tr("completed");
    case bench::BenchSample::Status::Failed:
        return Tr::tr("failed");
    case bench::BenchSample::Status::TimedOut:
        return Tr::tr("timed out");
    case bench::BenchSample::Status::Cancelled:
        return Tr::tr("cancelled");
    }
    return {};
}

QString stateLabel(bench::BenchRunState state)
{
    switch (state) {
    case bench::BenchRunState::Running:
        return Tr::tr("Running");
    case bench::BenchRunState::Finished:
        return Tr::tr("Finished");
    case bench::BenchRunState::Failed:
        return Tr::tr("Failed");
    case bench::BenchRunState::Cancelled:
        return Tr::tr("Cancelled");
    case bench::BenchRunState::Interrupted:
        return Tr::tr("Interrupted");
    }
    return {};
}

QString stateWithProgress(bench::BenchRunState state, int done, int total)
{
    if (state != bench::BenchRunState::Running)
        return stateLabel(state);
    return total > 0 ? Tr::tr("Running %1/%2").arg(done).arg(total) : stateLabel(state);
}

QString warmupVerdict(const bench::BenchmarkStats& stats)
{
    const bench::BenchmarkVerdicts& v = stats.verdicts;
    const int n = stats.timed.n;
    if (!v.warmupSufficient)
        return Tr::tr(
                   "Warmup sufficient: not known — too few proofs to judge (%1 completed timed, %2 needed)")
            .arg(n)
            .arg(bench::BenchmarkVerdicts::MinProofsToJudge);
    if (*v.warmupSufficient) {
        if (!v.timedTrendRho)
            return Tr::tr("Warmup sufficient: yes — every timed proof took the same time");
        return Tr::tr("Warmup sufficient: yes — no trend in the timed phase (%1 over %2 proofs)")
            .arg(rho(*v.timedTrendRho))
            .arg(n);
    }
    const double r = v.timedTrendRho.value_or(0);
    return r < 0 ? Tr::tr("Warmup sufficient: no — the timed proofs still get faster (%1 over %2 proofs, "
                          "significant at 5 %)")
                       .arg(rho(r))
                       .arg(n)
                 : Tr::tr("Warmup sufficient: no — the timed proofs get slower (%1 over %2 proofs, "
                          "significant at 5 %)")
                       .arg(rho(r))
                       .arg(n);
}

QString throttlingVerdict(const bench::BenchmarkStats& stats)
{
    const std::optional<double>& cooldown = stats.cooldown.medianS;
    const std::optional<bench::stats::Interval>& ci = stats.timed.ci95MedianS;
    if (stats.verdicts.tooFewProofs)
        return Tr::
            tr("Throttling suspected: not known — too few proofs to judge (%1 completed timed, %2 needed)")
                .arg(stats.timed.n)
                .arg(bench::BenchmarkVerdicts::MinProofsToJudge);
    if (!cooldown)
        return Tr::tr("Throttling suspected: not known — no completed cooldown proof");
    if (!ci)
        return Tr::tr("Throttling suspected: not known — the timed median needs 2 completed proofs for "
                      "its interval");
    if (stats.verdicts.throttlingSuspected.value_or(*cooldown > ci->upper))
        return Tr::tr("Throttling suspected: yes — cooldown median %1 above the timed CI %2")
            .arg(seconds(cooldown), interval(ci));
    if (*cooldown < ci->lower)
        return Tr::tr("Throttling suspected: no — cooldown median %1 below the timed CI %2")
            .arg(seconds(cooldown), interval(ci));
    return Tr::tr("Throttling suspected: no — cooldown median %1 within the timed CI %2")
        .arg(seconds(cooldown), interval(ci));
}

QString verdictsShort(const bench::BenchmarkStats& stats)
{
    QStringList parts;
    const bench::BenchmarkVerdicts& v = stats.verdicts;
    if (v.warmupSufficient)
        parts << (*v.warmupSufficient ? Tr::tr("steady") : Tr::tr("not warm"));
    if (v.throttlingSuspected)
        parts << (*v.throttlingSuspected ? Tr::tr("throttling?") : Tr::tr("no throttling"));
    return parts.isEmpty() ? Dash : parts.join(QStringLiteral(" · "));
}

std::optional<bool> verdictsGood(const bench::BenchmarkStats& stats)
{
    const bench::BenchmarkVerdicts& v = stats.verdicts;
    if (!v.warmupSufficient && !v.throttlingSuspected)
        return std::nullopt;
    return v.warmupSufficient.value_or(true) && !v.throttlingSuspected.value_or(false);
}

QString specSummary(const bench::BenchRunRecord& run)
{
    const bench::PhaseCounts& c = run.counts;
    QStringList parts;
    if (!run.mode.isEmpty())
        parts << run.mode;
    const QString kind = run.spec.value(QStringLiteral("proof_kind")).toString();
    if (!kind.isEmpty())
        parts << kind;
    parts << Tr::tr("%1 + %2 + %3 proofs").arg(c.warmup).arg(c.timed).arg(c.cooldown);
    if (!run.parser.isEmpty())
        parts << Tr::tr("parser %1").arg(run.parser);
    const QString preset = run.spec.value(QStringLiteral("preset")).toString();
    if (!preset.isEmpty())
        parts << Tr::tr("preset “%1”").arg(preset);
    return parts.join(QStringLiteral(" · "));
}

} // namespace fleetdeck::ui::BenchFormat
