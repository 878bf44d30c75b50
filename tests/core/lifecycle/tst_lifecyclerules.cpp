// SPDX-License-Identifier: GPL-3.0-or-later
// LifecycleRules: the stages a rented node moves through and every rule that retires it, judged
// from observations at chosen times.
#include "lifecycle/LifecycleRules.h"

#include <QTest>

using namespace fleetdeck::lifecycle;

namespace {
const QDateTime t0 = QDateTime::fromString(QStringLiteral("2026-12-02T10:00:00.000Z"), Qt::ISODateWithMs);

QDateTime at(double minutes)
{
    return t0.addMSecs(qint64(minutes * 60000));
}

LifecycleRecord rented()
{
    LifecycleRecord r;
    r.nodeId = 1;
    r.templateName = QStringLiteral("prod");
    r.rentedAt = t0;
    r.enter(Stage::Created, t0);
    return r;
}

RentTemplate limits(bool autoRetire = false)
{
    RentTemplate t;
    t.name = QStringLiteral("prod");
    t.image = QStringLiteral("img");
    t.preset = QStringLiteral("qualify");
    t.sshMinutes = 20;
    t.daemonMinutes = 90;
    t.qualifyMinutes = 45;
    t.minProofsPerHour = 30;
    t.maxUsdPerProof = 0.02;
    t.autoRetire = autoRetire;
    return t;
}

Observation provider(const QString& state, bool address = false)
{
    Observation o;
    o.providerState = state;
    o.hasAddress = address;
    return o;
}
} // namespace

class tst_LifecycleRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aHealthyNodeGoesAllTheWay()
    {
        LifecycleRecord r = rented();
        const RentTemplate t = limits();
        QVERIFY(!LifecycleRules::step(r, t, provider(QString()), at(0.5)).changed);
        QCOMPARE(r.stage, Stage::Created);
        QVERIFY(LifecycleRules::step(r, t, provider(QStringLiteral("loading")), at(1)).changed);
        QCOMPARE(r.stage, Stage::Loading);
        LifecycleRules::step(r, t, provider(QStringLiteral("running"), true), at(3));
        QCOMPARE(r.stage, Stage::Running);
        Observation in = provider(QStringLiteral("running"), true);
        in.loggedIn = true;
        LifecycleRules::step(r, t, in, at(4));
        QCOMPARE(r.stage, Stage::Ssh);
        in.daemonAnswered = true;
        const Decision d = LifecycleRules::step(r, t, in, at(6));
        QVERIFY(d.qualify); // the daemon answers: qualification starts
        QCOMPARE(r.stage, Stage::Qualifying);
        r.qualification = Qualification{7, std::nullopt, {}, {}, {}};
        QVERIFY(!LifecycleRules::step(r, t, in, at(10)).qualify); // not twice
        const Decision judged = LifecycleRules::judge(r, t, 41.2, 0.0104, {}, at(20));
        QVERIFY(!judged.trip);
        QCOMPARE(r.stage, Stage::InService);
        QVERIFY(*r.qualification->passed);
        QCOMPARE(*r.qualification->proofsPerHour, 41.2);
        // Every stage's start is kept.
        QCOMPARE(r.stages.value(QStringLiteral("loading")), at(1));
        QCOMPARE(r.stages.value(QStringLiteral("ssh")), at(4));
        QCOMPARE(r.stages.value(QStringLiteral("daemon")), at(6));
        QCOMPARE(r.stages.value(QStringLiteral("in_service")), at(20));
        // Limits no longer apply in service.
        QVERIFY(!LifecycleRules::step(r, t, provider(QStringLiteral("running"), true), at(500)).trip);
    }

    void stagesOnlyMoveForward()
    {
        LifecycleRecord r = rented();
        const RentTemplate t = limits();
        Observation in = provider(QStringLiteral("running"), true);
        in.daemonAnswered = true; // straight to the daemon: the stages before it are passed
        LifecycleRules::step(r, t, in, at(2));
        QCOMPARE(r.stage, Stage::Qualifying);
        QVERIFY(r.stages.contains(QStringLiteral("ssh")));
        LifecycleRules::step(r, t, provider(QStringLiteral("loading")), at(3));
        QCOMPARE(r.stage, Stage::Qualifying);
    }

    void withoutAPresetTheDaemonIsEnough()
    {
        LifecycleRecord r = rented();
        RentTemplate t = limits();
        t.preset.clear();
        t.minProofsPerHour.reset();
        t.maxUsdPerProof.reset();
        Observation in = provider(QStringLiteral("running"), true);
        in.loggedIn = in.daemonAnswered = true;
        QVERIFY(!LifecycleRules::step(r, t, in, at(5)).qualify);
        QCOMPARE(r.stage, Stage::InService);
    }

    void timeLimits_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<bool>("loggedIn");
        QTest::addColumn<bool>("daemon");
        QTest::addColumn<double>("minutes");
        QTest::addColumn<QString>("rule");
        QTest::newRow("stuck loading") << "loading" << false << false << 20.5 << "ssh-minutes";
        QTest::newRow("loading within the limit") << "loading" << false << false << 19.9 << "";
        QTest::newRow("running, no ssh") << "running" << false << false << 21.0 << "ssh-minutes";
        QTest::newRow("ssh but no daemon") << "running" << true << false << 90.5 << "daemon-minutes";
        QTest::newRow("ssh, daemon within the limit") << "running" << true << false << 89.0 << "";
    }
    void timeLimits()
    {
        QFETCH(QString, state);
        QFETCH(bool, loggedIn);
        QFETCH(bool, daemon);
        QFETCH(double, minutes);
        QFETCH(QString, rule);
        LifecycleRecord r = rented();
        Observation in = provider(state, state == QLatin1String("running"));
        in.loggedIn = loggedIn;
        in.daemonAnswered = daemon;
        in.pollProblem = loggedIn ? QStringLiteral("Nothing listens on the status port") : QString();
        const Decision d = LifecycleRules::step(r, limits(), in, at(minutes));
        QCOMPARE(d.trip.has_value(), !rule.isEmpty());
        if (rule.isEmpty()) {
            QVERIFY(!r.ended());
            return;
        }
        QCOMPARE(d.trip->name, rule);
        QCOMPARE(d.trip->action, QStringLiteral("notified"));
        QCOMPARE(r.stage, Stage::Failed);
        QCOMPARE(r.rule->name, rule);
        QVERIFY2(d.trip->reason.contains(QString::number(qRound(minutes))) ||
                     d.trip->reason.contains(QLatin1String(".")),
                 qPrintable(d.trip->reason));
        if (loggedIn)
            QVERIFY(d.trip->reason.contains(QLatin1String("Nothing listens")));
        // Ended: nothing more happens to it.
        QVERIFY(!LifecycleRules::step(r, limits(), in, at(minutes + 60)).changed);
    }

    void qualificationTakingTooLong()
    {
        LifecycleRecord r = rented();
        Observation in = provider(QStringLiteral("running"), true);
        in.loggedIn = in.daemonAnswered = true;
        LifecycleRules::step(r, limits(true), in, at(10));
        QCOMPARE(r.stage, Stage::Qualifying);
        r.qualification = Qualification{3, std::nullopt, {}, {}, {}};
        QVERIFY(!LifecycleRules::step(r, limits(true), in, at(54)).trip);
        const Decision d = LifecycleRules::step(r, limits(true), in, at(56));
        QVERIFY(d.trip);
        QCOMPARE(d.trip->name, QStringLiteral("qualify-minutes"));
        QCOMPARE(d.trip->action, QStringLiteral("retired"));
    }

    void floorsJudgeTheQualification_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<double>("cost");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("rule");
        QTest::newRow("passes") << 35.0 << 0.015 << ""
                                << "";
        QTest::newRow("exactly the floor passes") << 30.0 << 0.02 << ""
                                                  << "";
        QTest::newRow("too slow") << 12.0 << 0.015 << ""
                                  << "min-proofs-per-hour";
        QTest::newRow("too dear") << 35.0 << 0.03 << ""
                                  << "max-usd-per-proof";
        QTest::newRow("run failed") << 0.0 << 0.0 << "cuzk-bench exited with status 1"
                                    << "qualification";
    }
    void floorsJudgeTheQualification()
    {
        QFETCH(double, rate);
        QFETCH(double, cost);
        QFETCH(QString, problem);
        QFETCH(QString, rule);
        LifecycleRecord r = rented();
        r.enter(Stage::Qualifying, at(10));
        r.qualification = Qualification{9, std::nullopt, {}, {}, {}};
        const Decision d =
            LifecycleRules::judge(r, limits(true), rate > 0 ? std::optional<double>(rate) : std::nullopt,
                                  cost > 0 ? std::optional<double>(cost) : std::nullopt, problem, at(30));
        QCOMPARE(*r.qualification->passed, rule.isEmpty());
        QCOMPARE(r.qualification->run, 9);
        if (rule.isEmpty()) {
            QCOMPARE(r.stage, Stage::InService);
            QVERIFY(!d.trip);
            return;
        }
        QCOMPARE(r.stage, Stage::Failed);
        QCOMPARE(d.trip->name, rule);
        QCOMPARE(d.trip->action, QStringLiteral("retired"));
        QCOMPARE(r.qualification->reason, d.trip->reason);
        if (!problem.isEmpty())
            QVERIFY(d.trip->reason.contains(problem));
    }
};

QTEST_GUILESS_MAIN(tst_LifecycleRules)
#include "tst_lifecyclerules.moc"
