// SPDX-License-Identifier: GPL-3.0-or-later
// When the console notifies: a node going down or degraded once, its recovery once, nothing for
// failures NodeHealth is still holding back, one notification for many nodes changing together.
// And TrayNotifier passes the decisions on (without a system tray here).
#include "NodeAlerts.h"
#include "TrayNotifier.h"

#include "base/Diagnosis.h"

#include <QSignalSpy>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

/// One poll round written as "name=state" items separated by spaces; "name=healthy~" is a
/// healthy state held by flap suppression (a failure is being shown).
QList<status::NodeStatus> batch(const QString& text, const QDateTime& at)
{
    QList<status::NodeStatus> out;
    for (const QString& item : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = item.split(QLatin1Char('='));
        status::NodeStatus s;
        s.name = parts.value(0);
        QString state = parts.value(1);
        s.suppressing = state.endsWith(QLatin1Char('~'));
        state.remove(QLatin1Char('~'));
        for (int i = 0; i <= int(status::HealthState::Error); ++i) {
            if (healthStateName(status::HealthState(i)) == state)
                s.state = status::HealthState(i);
        }
        if (s.state == status::HealthState::DaemonDown || s.suppressing)
            s.diagnosis =
                Diagnosis{QStringLiteral("status_unreachable"), Diagnosis::Stage::Http,
                          QStringLiteral("nothing listens on 9821"), QString(), QStringLiteral("refused")};
        if (s.state == status::HealthState::Unreachable)
            s.diagnosis =
                Diagnosis{QStringLiteral("connect_timeout"), Diagnosis::Stage::Connect,
                          QStringLiteral("no answer on port 22"), QString(), QStringLiteral("timeout")};
        if (s.state == status::HealthState::Degraded)
            s.degradedReasons = {Diagnosis{QStringLiteral("queue_stuck"), Diagnosis::Stage::Parse,
                                           QStringLiteral("4 proofs queued, every GPU idle"), QString(),
                                           QStringLiteral("queue_depth=4")}};
        s.lastPolled = at;
        if (s.state == status::HealthState::Healthy || s.state == status::HealthState::Degraded)
            s.lastSeen = at;
        out.append(s);
    }
    return out;
}

} // namespace

class tst_NodeAlerts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decisions_data()
    {
        // Each row: the rounds, and what each round notifies ("" for nothing, several joined by " | ").
        QTest::addColumn<QStringList>("rounds");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("down is told once")
            << QStringList{"a=healthy", "a=daemon_down", "a=daemon_down", "a=daemon_down"}
            << QStringList{"", "a is down: nothing listens on 9821", "", ""};
        QTest::newRow("flapping within suppression says nothing")
            << QStringList{"a=healthy", "a=healthy~", "a=healthy", "a=healthy~", "a=healthy"}
            << QStringList{"", "", "", "", ""};
        QTest::newRow("recovery is told once")
            << QStringList{"a=healthy", "a=unreachable", "a=unreachable", "a=healthy", "a=healthy"}
            << QStringList{"", "a is down: no answer on port 22", "",
                           "a recovered: Healthy again after 20 s.", ""};
        QTest::newRow("many down in one round make one notification")
            << QStringList{"a=healthy b=healthy c=healthy d=healthy e=healthy",
                           "e=daemon_down d=daemon_down c=unreachable b=auth_failed a=daemon_down",
                           "a=daemon_down b=daemon_down c=daemon_down d=daemon_down e=daemon_down"}
            << QStringList{"", "5 nodes down: a, b, c, …", ""};
        QTest::newRow("two down name both")
            << QStringList{"a=healthy b=healthy", "a=daemon_down b=daemon_down"}
            << QStringList{"", "2 nodes down: a, b"};
        QTest::newRow("degraded, then down, then back")
            << QStringList{"a=healthy", "a=degraded", "a=degraded", "a=daemon_down", "a=healthy"}
            << QStringList{"", "a is degraded: 4 proofs queued, every GPU idle", "",
                           "a is down: nothing listens on 9821", "a recovered: Healthy again after 30 s."};
        QTest::newRow("down ones first in a mixed round")
            << QStringList{"a=healthy b=daemon_down", "a=daemon_down b=healthy"}
            << QStringList{"b is down: nothing listens on 9821",
                           "a is down: nothing listens on 9821 | b recovered: Healthy again after 10 s."};
        QTest::newRow("not polled yet is silent")
            << QStringList{"a=unknown", "a=unknown", "a=healthy"} << QStringList{"", "", ""};
        QTest::newRow("found down at start is told") << QStringList{"a=unreachable", "a=unreachable"}
                                                     << QStringList{"a is down: no answer on port 22", ""};
        QTest::newRow("a host key to confirm counts as down")
            << QStringList{"a=healthy", "a=host_key_unknown"}
            << QStringList{"", "a is down: Host key unknown"};
    }

    void decisions()
    {
        QFETCH(QStringList, rounds);
        QFETCH(QStringList, expected);
        QCOMPARE(rounds.size(), expected.size());
        NodeAlerts alerts;
        QDateTime at = QDateTime::fromString(QStringLiteral("2025-03-10T12:00:00Z"), Qt::ISODate);
        for (int i = 0; i < rounds.size(); ++i) {
            QStringList told;
            for (const NodeAlerts::Alert& a : alerts.update(batch(rounds[i], at)))
                told << a.text();
            QCOMPARE(told.join(QStringLiteral(" | ")), expected[i]);
            at = at.addSecs(10);
        }
    }

    void combinedAlertCarriesEveryName()
    {
        NodeAlerts alerts;
        const QDateTime at = QDateTime::currentDateTimeUtc();
        alerts.update(batch(QStringLiteral("a=healthy b=healthy c=healthy d=healthy"), at));
        const auto told = alerts.update(
            batch(QStringLiteral("d=daemon_down c=daemon_down b=daemon_down a=daemon_down"), at));
        QCOMPARE(told.size(), 1);
        QCOMPARE(told[0].kind, NodeAlerts::Kind::Down);
        QCOMPARE(told[0].title, QStringLiteral("4 nodes down"));
        QCOMPARE(told[0].nodes, (QStringList{"a", "b", "c", "d"}));
    }

    void forgottenNodeStartsOver()
    {
        NodeAlerts alerts;
        const QDateTime at = QDateTime::currentDateTimeUtc();
        alerts.update(batch(QStringLiteral("a=daemon_down"), at));
        alerts.forget(QStringLiteral("a"));
        // A node of the same name added again is new: healthy is not a recovery.
        QVERIFY(alerts.update(batch(QStringLiteral("a=healthy"), at)).isEmpty());
    }

    void trayNotifierPassesDecisionsOn()
    {
        qRegisterMetaType<NodeAlerts::Alert>();
        TrayNotifier notifier; // no system tray offscreen: the signal still tells the window
        QSignalSpy alerted(&notifier, &TrayNotifier::alerted);
        const QDateTime at = QDateTime::currentDateTimeUtc();
        notifier.statusesUpdated(batch(QStringLiteral("a=healthy b=healthy"), at));
        QCOMPARE(alerted.size(), 0);
        notifier.statusesUpdated(batch(QStringLiteral("a=daemon_down b=healthy"), at));
        QCOMPARE(alerted.size(), 1);
        QCOMPARE(alerted[0][0].value<NodeAlerts::Alert>().title, QStringLiteral("a is down"));
        notifier.statusesUpdated(batch(QStringLiteral("a=daemon_down b=healthy"), at));
        QCOMPARE(alerted.size(), 1);

        // Switched off: decided but not shown, and not replayed when switched back on.
        notifier.setEnabled(false);
        notifier.statusesUpdated(batch(QStringLiteral("a=healthy b=daemon_down"), at));
        QCOMPARE(alerted.size(), 1);
        notifier.setEnabled(true);
        notifier.statusesUpdated(batch(QStringLiteral("a=healthy b=daemon_down"), at));
        QCOMPARE(alerted.size(), 1);
    }
};

QTEST_MAIN(tst_NodeAlerts)
#include "tst_nodealerts.moc"
