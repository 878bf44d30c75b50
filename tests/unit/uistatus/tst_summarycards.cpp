// SPDX-License-Identifier: GPL-3.0-or-later
// The summary row: the fleet's totals on its cards, health colours only where there is something
// to see, the cost cards once costs are known, and a click on a state's card asking for a filter.
#include "HealthStyle.h"
#include "StatCard.h"
#include "SummaryCards.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

FleetTableModel::Totals fleet()
{
    FleetTableModel::Totals t;
    t.nodes = 24;
    t.healthy = 19;
    t.degraded = 2;
    t.down = 3;
    t.gpus = 46;
    t.proofsPerHour = 1200;
    t.nodesWithRate = 21;
    return t;
}

} // namespace

class tst_SummaryCards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheTotals()
    {
        SummaryCards cards;
        cards.setTotals(fleet());
        const QLocale l;
        QCOMPARE(cards.card(QStringLiteral("cardHealthy"))->value(), QStringLiteral("19"));
        QCOMPARE(cards.card(QStringLiteral("cardHealthy"))->detail(), QStringLiteral("of 24 nodes"));
        QCOMPARE(cards.card(QStringLiteral("cardDegraded"))->value(), QStringLiteral("2"));
        QCOMPARE(cards.card(QStringLiteral("cardDown"))->value(), QStringLiteral("3"));
        QCOMPARE(cards.card(QStringLiteral("cardGpus"))->value(), QStringLiteral("46"));
        QCOMPARE(cards.card(QStringLiteral("cardProofsPerHour"))->value(), l.toString(1200));
        QCOMPARE(cards.card(QStringLiteral("cardProofsPerHour"))->detail(), QStringLiteral("from 21 nodes"));

        QCOMPARE(cards.card(QStringLiteral("cardHealthy"))->accent(), healthColor(HealthState::Healthy));
        QCOMPARE(cards.card(QStringLiteral("cardDegraded"))->accent(), healthColor(HealthState::Degraded));
        QCOMPARE(cards.card(QStringLiteral("cardDown"))->accent(), healthColor(HealthState::Error));

        // Nothing down: the card stays grey, so colour always means "look here".
        FleetTableModel::Totals calm = fleet();
        calm.down = 0;
        calm.degraded = 0;
        cards.setTotals(calm);
        QVERIFY(cards.card(QStringLiteral("cardDown"))->accent() != healthColor(HealthState::Error));
        QVERIFY(cards.card(QStringLiteral("cardDegraded"))->accent() != healthColor(HealthState::Degraded));

        // No rate yet: no figure rather than a misleading zero.
        cards.setTotals({});
        QVERIFY(cards.card(QStringLiteral("cardProofsPerHour"))->value().isEmpty());
    }

    void costsOnceKnown()
    {
        SummaryCards cards;
        cards.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cards));
        cards.setTotals(fleet());
        auto* perHour = cards.card(QStringLiteral("cardCostPerHour"));
        auto* perProof = cards.card(QStringLiteral("cardCostPerProof"));
        QVERIFY(!perHour->isVisible());
        QVERIFY(!perProof->isVisible());
        cards.setCosts(38.40);
        QVERIFY(perHour->isVisible());
        QCOMPARE(perHour->value(), QStringLiteral("$%1").arg(QLocale().toString(38.40, 'f', 2)));
        // 38.40 $/h over 1200 proofs/h.
        QCOMPARE(perProof->value(), QStringLiteral("$%1").arg(QLocale().toString(0.032, 'f', 3)));
        // No proofs: no price per proof.
        FleetTableModel::Totals idle = fleet();
        idle.proofsPerHour = 0;
        idle.nodesWithRate = 0;
        cards.setTotals(idle);
        QVERIFY(perProof->value().isEmpty());
        cards.setCosts(std::nullopt);
        QVERIFY(!perHour->isVisible());
    }

    void clickingAStateAsksForAFilter()
    {
        SummaryCards cards;
        cards.setTotals(fleet());
        cards.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cards));
        QSignalSpy filter(&cards, &SummaryCards::stateFilterRequested);
        QTest::mouseClick(cards.card(QStringLiteral("cardDown")), Qt::LeftButton);
        QCOMPARE(filter.size(), 1);
        QCOMPARE(filter.last().at(0).toString(), QStringLiteral("down"));
        QVERIFY(cards.card(QStringLiteral("cardDown"))->isChecked());

        QTest::mouseClick(cards.card(QStringLiteral("cardHealthy")), Qt::LeftButton);
        QCOMPARE(filter.last().at(0).toString(), QStringLiteral("healthy"));
        QVERIFY(!cards.card(QStringLiteral("cardDown"))->isChecked());

        // The active card again: every node.
        QTest::mouseClick(cards.card(QStringLiteral("cardHealthy")), Qt::LeftButton);
        QCOMPARE(filter.size(), 3);
        QCOMPARE(filter.last().at(0).toString(), QString());
        QVERIFY(!cards.card(QStringLiteral("cardHealthy"))->isChecked());

        // Figures are not filters.
        QTest::mouseClick(cards.card(QStringLiteral("cardGpus")), Qt::LeftButton);
        QCOMPARE(filter.size(), 3);

        // The window's own filter shows on the cards.
        cards.setActiveFilter(QStringLiteral("degraded"));
        QVERIFY(cards.card(QStringLiteral("cardDegraded"))->isChecked());
        QCOMPARE(cards.activeFilter(), QStringLiteral("degraded"));
    }
};

QTEST_MAIN(tst_SummaryCards)
#include "tst_summarycards.moc"
