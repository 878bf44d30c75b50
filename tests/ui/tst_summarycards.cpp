// SPDX-License-Identifier: GPL-3.0-or-later
// The summary row: the fleet's totals on its cards, health colours only where there is something
// to see, the cost cards once costs are known, and a click on a state's card asking for a filter.
#include "HealthStyle.h"
#include "StatCard.h"
#include "SummaryCards.h"
#include "Translations.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

fleetdeck::models::FleetTableModel::Totals sampleFleet()
{
    models::FleetTableModel::Totals t;
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
    void initTestCase()
    {
        // English as the console runs it: with the plural forms of its catalogue ("of 24 nodes").
        fleetdeck::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void showsTheTotals()
    {
        SummaryCards cards;
        cards.setTotals(sampleFleet());
        const QLocale l;
        QCOMPARE(cards.card(QStringLiteral("cardHealthy"))->value(), QStringLiteral("19"));
        QCOMPARE(cards.card(QStringLiteral("cardHealthy"))->detail(), QStringLiteral("of 24 nodes"));
        QCOMPARE(cards.card(QStringLiteral("cardDegraded"))->value(), QStringLiteral("2"));
        QCOMPARE(cards.card(QStringLiteral("cardDown"))->value(), QStringLiteral("3"));
        QCOMPARE(cards.card(QStringLiteral("cardGpus"))->value(), QStringLiteral("46"));
        QCOMPARE(cards.card(QStringLiteral("cardProofsPerHour"))->value(), l.toString(1200));
        QCOMPARE(cards.card(QStringLiteral("cardProofsPerHour"))->detail(), QStringLiteral("from 21 nodes"));

        QCOMPARE(cards.card(QStringLiteral("cardHealthy"))->accent(),
                 healthColor(status::HealthState::Healthy));
        QCOMPARE(cards.card(QStringLiteral("cardDegraded"))->accent(),
                 healthColor(status::HealthState::Degraded));
        QCOMPARE(cards.card(QStringLiteral("cardDown"))->accent(), healthColor(status::HealthState::Error));

        // Nothing down: the card stays grey, so colour always means "look here".
        models::FleetTableModel::Totals calm = sampleFleet();
        calm.down = 0;
        calm.degraded = 0;
        cards.setTotals(calm);
        QVERIFY(cards.card(QStringLiteral("cardDown"))->accent() != healthColor(status::HealthState::Error));
        QVERIFY(cards.card(QStringLiteral("cardDegraded"))->accent() !=
                healthColor(status::HealthState::Degraded));

        // No rate yet: no figure rather than a misleading zero.
        cards.setTotals({});
        QVERIFY(cards.card(QStringLiteral("cardProofsPerHour"))->value().isEmpty());
    }

    void costsOnceKnown()
    {
        QLocale::setDefault(QLocale::c());
        SummaryCards cards;
        cards.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cards));
        cards.setTotals(sampleFleet());
        auto* perHour = cards.card(QStringLiteral("cardCostPerHour"));
        auto* perProof = cards.card(QStringLiteral("cardCostPerProof"));
        QVERIFY(!perHour->isVisible());
        QVERIFY(!perProof->isVisible());
        QVERIFY(cards.costPerHourText().isEmpty());
        cards.setCosts(38.40);
        QVERIFY(perHour->isVisible());
        QCOMPARE(perHour->value(), QStringLiteral("$38.40/h"));
        // 38.40 $/h over 1200 proofs/h.
        QCOMPARE(perProof->value(), QStringLiteral("$0.032"));
        // No proofs: no price per proof.
        models::FleetTableModel::Totals idle = sampleFleet();
        idle.proofsPerHour = 0;
        idle.nodesWithRate = 0;
        cards.setTotals(idle);
        cards.setCosts(38.40);
        QVERIFY(perProof->value().isEmpty());
        cards.setCosts(std::nullopt);
        QVERIFY(!perHour->isVisible());
    }

    void costsFromTheTotals_data()
    {
        QTest::addColumn<int>("unpriced");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<int>("stopped");
        QTest::newRow("every node priced") << 0 << "$3.71/h \u00b7 $89.04/day"
                                           << "$89.04/day" << 0;
        QTest::newRow("one without price") << 1 << "$3.71/h \u00b7 $89.04/day \u00b7 1 without price"
                                           << "$89.04/day \u00b7 1 without price" << 0;
        QTest::newRow("two without price") << 2 << "$3.71/h \u00b7 $89.04/day \u00b7 2 without price"
                                           << "$89.04/day \u00b7 2 without price" << 0;
        QTest::newRow("stopped ones bill storage") << 0 << "$3.71/h \u00b7 $89.04/day \u00b7 2 stopped"
                                                   << "$89.04/day \u00b7 2 stopped" << 2;
    }
    void costsFromTheTotals()
    {
        QLocale::setDefault(QLocale::c());
        QFETCH(int, unpriced);
        QFETCH(QString, text);
        QFETCH(QString, detail);
        QFETCH(int, stopped);
        SummaryCards cards;
        cards.show();
        QVERIFY(QTest::qWaitForWindowExposed(&cards));
        models::FleetTableModel::Totals t = sampleFleet();
        t.dollarsPerHour = 3.71;
        t.nodesWithPrice = 5;
        t.nodesWithoutPrice = unpriced;
        t.stopped = stopped;
        t.stoppedDollarsPerHour = 0.0125 * stopped;
        // Of the priced nodes, those proving: 1.44 $/h for 200 proofs/h.
        t.costedDollarsPerHour = 1.44;
        t.costedProofsPerHour = 200;
        cards.setTotals(t);
        auto* perHour = cards.card(QStringLiteral("cardCostPerHour"));
        auto* perProof = cards.card(QStringLiteral("cardCostPerProof"));
        QVERIFY(perHour->isVisible());
        QCOMPARE(perHour->value(), QStringLiteral("$3.71/h"));
        QCOMPARE(perHour->detail(), detail);
        QCOMPARE(cards.costPerHourText(), text);
        QCOMPARE(perHour->toolTip().contains(QLatin1String("still bill their storage: $0.60/day")),
                 stopped > 0);
        QCOMPARE(perProof->value(), QStringLiteral("$0.0072"));

        // Priced nodes without proofs: an hour's price, no proof's.
        t.costedDollarsPerHour = 0;
        t.costedProofsPerHour = 0;
        cards.setTotals(t);
        QVERIFY(perProof->value().isEmpty());
        QCOMPARE(perProof->detail(), QStringLiteral("no proofs yet"));

        // No node priced: no cost cards at all.
        t.nodesWithPrice = 0;
        t.dollarsPerHour = 0;
        cards.setTotals(t);
        QVERIFY(!perHour->isVisible());
        QVERIFY(cards.costPerHourText().isEmpty());
    }

    void clickingAStateAsksForAFilter()
    {
        SummaryCards cards;
        cards.setTotals(sampleFleet());
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
