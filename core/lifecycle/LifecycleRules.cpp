// SPDX-License-Identifier: GPL-3.0-or-later
#include "lifecycle/LifecycleRules.h"

#include "Tr.h"

namespace fleetdeck::lifecycle {

namespace {
double minutesBetween(const QDateTime& from, const QDateTime& to)
{
    return from.isValid() ? double(from.msecsTo(to)) / 60000.0 : 0;
}

QString minutesText(double minutes)
{
    return minutes < 10 ? QString::number(minutes, 'f', 1) : QString::number(qRound(minutes));
}

bool before(Stage a, Stage b)
{
    return int(a) < int(b);
}
} // namespace

Decision LifecycleRules::trip(LifecycleRecord& record, const RentTemplate& t, const QString& rule,
                              const QString& reason, const QDateTime& now)
{
    Decision d;
    d.trip =
        RuleTrip{rule, reason, t.autoRetire ? QStringLiteral("retired") : QStringLiteral("notified"), now};
    record.rule = d.trip;
    record.enter(Stage::Failed, now);
    d.changed = true;
    return d;
}

Decision LifecycleRules::step(LifecycleRecord& record, const RentTemplate& t, const Observation& seen,
                              const QDateTime& now)
{
    Decision d;
    if (record.ended())
        return d;
    const Stage was = record.stage;
    const auto reach = [&](Stage s) {
        if (before(record.stage, s))
            record.enter(s, now);
    };
    const QString state = seen.providerState.toLower();
    if (seen.listed && !state.isEmpty() && state != QLatin1String("running"))
        reach(Stage::Loading);
    if (seen.listed && state == QLatin1String("running"))
        reach(Stage::Running);
    if (seen.loggedIn) {
        reach(Stage::Running);
        reach(Stage::Ssh);
    }
    if (seen.daemonAnswered) {
        reach(Stage::Ssh);
        reach(Stage::Daemon);
    }
    if (record.stage == Stage::Daemon) {
        if (t.preset.isEmpty()) {
            record.enter(Stage::InService, now);
        } else if (!record.qualification) {
            record.enter(Stage::Qualifying, now);
            d.qualify = true;
        }
    }
    d.changed = record.stage != was;

    const double sinceRent = minutesBetween(record.rentedAt, now);
    const QString where =
        seen.pollProblem.isEmpty()
            ? Tr::tr("stage %1, provider state %2")
                  .arg(stageText(record.stage), state.isEmpty() ? Tr::tr("unknown") : state)
            : Tr::tr("stage %1; last poll: %2").arg(stageText(record.stage), seen.pollProblem);
    if (t.sshMinutes && before(record.stage, Stage::Ssh) && sinceRent > *t.sshMinutes) {
        Decision tripped = trip(record, t, QStringLiteral("ssh-minutes"),
                                Tr::tr("no SSH login %1 min after the rent (limit %2 min; %3)")
                                    .arg(minutesText(sinceRent), minutesText(*t.sshMinutes), where),
                                now);
        return tripped;
    }
    if (t.daemonMinutes && before(record.stage, Stage::Daemon) && sinceRent > *t.daemonMinutes) {
        return trip(record, t, QStringLiteral("daemon-minutes"),
                    Tr::tr("the daemon did not answer %1 min after the rent (limit %2 min; %3)")
                        .arg(minutesText(sinceRent), minutesText(*t.daemonMinutes), where),
                    now);
    }
    if (t.qualifyMinutes && record.stage == Stage::Qualifying) {
        const double qualifying = minutesBetween(record.stages.value(stageName(Stage::Qualifying)), now);
        if (qualifying > *t.qualifyMinutes)
            return trip(record, t, QStringLiteral("qualify-minutes"),
                        Tr::tr("qualification not done %1 min after it began (limit %2 min)")
                            .arg(minutesText(qualifying), minutesText(*t.qualifyMinutes)),
                        now);
    }
    return d;
}

Decision LifecycleRules::judge(LifecycleRecord& record, const RentTemplate& t,
                               std::optional<double> proofsPerHour, std::optional<double> usdPerProof,
                               const QString& runProblem, const QDateTime& now)
{
    if (record.ended())
        return {};
    Qualification q = record.qualification.value_or(Qualification());
    q.proofsPerHour = proofsPerHour;
    q.usdPerProof = usdPerProof;
    QString rule;
    QString reason;
    if (!runProblem.isEmpty() || !proofsPerHour) {
        rule = QStringLiteral("qualification");
        reason = Tr::tr("the qualification run did not finish: %1")
                     .arg(runProblem.isEmpty() ? Tr::tr("no completed timed proof") : runProblem);
    } else if (t.minProofsPerHour && *proofsPerHour < *t.minProofsPerHour) {
        rule = QStringLiteral("min-proofs-per-hour");
        reason = Tr::tr("proved %1 proofs/h, below the floor of %2")
                     .arg(*proofsPerHour, 0, 'f', 1)
                     .arg(*t.minProofsPerHour, 0, 'f', 1);
    } else if (t.maxUsdPerProof && usdPerProof && *usdPerProof > *t.maxUsdPerProof) {
        rule = QStringLiteral("max-usd-per-proof");
        reason = Tr::tr("$%1 a proof, above the ceiling of $%2")
                     .arg(*usdPerProof, 0, 'f', 4)
                     .arg(*t.maxUsdPerProof, 0, 'f', 4);
    }
    q.passed = rule.isEmpty();
    q.reason = reason;
    record.qualification = q;
    if (!rule.isEmpty())
        return trip(record, t, rule, reason, now);
    record.enter(Stage::InService, now);
    Decision d;
    d.changed = true;
    return d;
}

} // namespace fleetdeck::lifecycle
