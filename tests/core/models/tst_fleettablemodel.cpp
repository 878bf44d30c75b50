// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"
#include "models/FleetTableModel.h"
#include "storage/Database.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
Node makeNode(const QString& name)
{
    Node n;
    n.name = name;
    n.host = QStringLiteral("203.0.113.7");
    return n;
}

Node pricedNode(const QString& name, const QString& dph)
{
    Node n = makeNode(name);
    if (!dph.isNull())
        n.labels.insert(QStringLiteral("dph"), dph);
    return n;
}

fleetdeck::fleet::ProviderRecord vastRecord(const QJsonValue& dph, bool vanished = false)
{
    fleet::ProviderRecord r;
    r.fields = QJsonObject{{QStringLiteral("dph_total"), dph}};
    r.refreshedAt = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    if (vanished)
        r.vanishedAt = r.refreshedAt.addSecs(60);
    return r;
}

fleetdeck::status::NodeStatus liveStatus(const QString& name, std::optional<double> proofsPerHour)
{
    status::NodeStatus s;
    s.name = name;
    s.state = status::HealthState::Healthy;
    s.proofsPerHour = proofsPerHour;
    s.lastPolled = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    return s;
}

QStringList names(const models::FleetTableModel& model)
{
    QStringList result;
    for (int r = 0; r < model.rowCount(); ++r)
        result << model.index(r, models::FleetTableModel::NameColumn).data().toString();
    return result;
}
} // namespace

class tst_FleetTableModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    storage::Database m_db;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()))));
    }
    void cleanup() { m_db.close(); }

    void loadsAndPassesTheTester()
    {
        fleet::Inventory inv(m_db);
        for (const char* name : {"b", "a", "c"})
            QVERIFY(inv.add(makeNode(QString::fromLatin1(name))).ok());
        models::FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(models::FleetTableModel::ColumnCount));
        QCOMPARE(names(model), (QStringList{"a", "b", "c"}));
        const QModelIndex a = model.index(0, models::FleetTableModel::AddressColumn);
        QCOMPARE(a.data().toString(), QStringLiteral("203.0.113.7:22"));
        QCOMPARE(a.data(models::FleetTableModel::NodeRole).value<Node>().name, QStringLiteral("a"));
        QCOMPARE(model.index(0, models::FleetTableModel::StateColumn)
                     .data(models::FleetTableModel::HealthNameRole)
                     .toString(),
                 QStringLiteral("unknown"));
        QVERIFY(!model.headerData(models::FleetTableModel::StateColumn, Qt::Horizontal).toString().isEmpty());
    }

    void changesAreIncremental()
    {
        fleet::Inventory inv(m_db);
        QVERIFY(inv.add(makeNode(QStringLiteral("b"))).ok());
        QVERIFY(inv.add(makeNode(QStringLiteral("d"))).ok());
        models::FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy moved(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        QVERIFY(inv.add(makeNode(QStringLiteral("c"))).ok());
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.last().at(1).toInt(), 1); // sorted position
        QVERIFY(inv.add(makeNode(QStringLiteral("a"))).ok());
        QCOMPARE(inserted.last().at(1).toInt(), 0);
        QCOMPARE(names(model), (QStringList{"a", "b", "c", "d"}));

        Node c = *inv.find(QStringLiteral("c"));
        c.port = 2200;
        fleet::Inventory::Result stored = inv.update(QStringLiteral("c"), c);
        QVERIFY(stored.ok());
        c = stored.node; // the version written: the next edit is made from it
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).toModelIndex().row(), 2);
        QCOMPARE(model.index(2, models::FleetTableModel::AddressColumn).data().toString(),
                 QStringLiteral("203.0.113.7:2200"));

        c.name = QStringLiteral("e"); // rename moves the row to the end
        stored = inv.update(QStringLiteral("c"), c);
        QVERIFY(stored.ok());
        c = stored.node;
        QCOMPARE(moved.count(), 1);
        QCOMPARE(names(model), (QStringList{"a", "b", "d", "e"}));
        c.name = QStringLiteral("0"); // and to the front
        QVERIFY(inv.update(QStringLiteral("e"), c).ok());
        QCOMPARE(names(model), (QStringList{"0", "a", "b", "d"}));

        QVERIFY(inv.remove(QStringLiteral("b")).ok());
        QCOMPARE(removed.count(), 1);
        QCOMPARE(names(model), (QStringList{"0", "a", "d"}));
        QCOMPARE(reset.count(), 0);
    }

    void healthChangesOneRow()
    {
        fleet::Inventory inv(m_db);
        for (const char* name : {"a", "b", "c"})
            QVERIFY(inv.add(makeNode(QString::fromLatin1(name))).ok());
        models::FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setHealth(QStringLiteral("b"), status::HealthState::AuthFailed,
                        QStringLiteral("Permission denied (publickey)"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        const QModelIndex state = model.index(1, models::FleetTableModel::StateColumn);
        QCOMPARE(state.data(models::FleetTableModel::HealthRole).toInt(),
                 int(status::HealthState::AuthFailed));
        QCOMPARE(state.data(models::FleetTableModel::HealthNameRole).toString(),
                 QStringLiteral("auth_failed"));
        QCOMPARE(state.data(Qt::ToolTipRole).toString(), QStringLiteral("Permission denied (publickey)"));
        model.setHealth(QStringLiteral("b"), status::HealthState::AuthFailed,
                        QStringLiteral("Permission denied (publickey)"));
        QCOMPARE(changed.count(), 1); // no change, no signal
        model.setHealth(QStringLiteral("nope"), status::HealthState::Healthy, {});
        QCOMPARE(changed.count(), 1);
    }
    void priceFromProviderOrLabel_data()
    {
        QTest::addColumn<QString>("label");
        QTest::addColumn<QJsonValue>("providerDph");
        QTest::addColumn<bool>("hasRecord");
        QTest::addColumn<bool>("vanished");
        QTest::addColumn<double>("expected"); // -1: unknown
        QTest::newRow("provider wins over label") << "0.90" << QJsonValue(0.412) << true << false << 0.412;
        QTest::newRow("provider only") << QString() << QJsonValue(4.201) << true << false << 4.201;
        QTest::newRow("label only") << "0.35" << QJsonValue() << false << false << 0.35;
        QTest::newRow("provider null, label")
            << "0.35" << QJsonValue(QJsonValue::Null) << true << false << 0.35;
        QTest::newRow("vanished instance, label") << "0.35" << QJsonValue(2.0) << true << true << 0.35;
        QTest::newRow("vanished instance, no label") << QString() << QJsonValue(2.0) << true << true << -1.0;
        QTest::newRow("label not a number") << "cheap" << QJsonValue() << false << false << -1.0;
        QTest::newRow("label negative") << "-1" << QJsonValue() << false << false << -1.0;
        QTest::newRow("free") << "0" << QJsonValue() << false << false << 0.0;
        QTest::newRow("nothing") << QString() << QJsonValue() << false << false << -1.0;
        QTest::newRow("provider string")
            << QString() << QJsonValue(QStringLiteral("0.4")) << true << false << -1.0;
    }
    void priceFromProviderOrLabel()
    {
        QFETCH(QString, label);
        QFETCH(QJsonValue, providerDph);
        QFETCH(bool, hasRecord);
        QFETCH(bool, vanished);
        QFETCH(double, expected);
        const std::optional<fleet::ProviderRecord> record =
            hasRecord ? std::optional(vastRecord(providerDph, vanished)) : std::nullopt;
        const std::optional<double> price =
            fleet::NodeCost::dollarsPerHour(pricedNode(QStringLiteral("n"), label), record);
        if (expected < 0)
            QVERIFY(!price);
        else
            QCOMPARE(price, std::optional<double>(expected));
    }

    void costPerProof_data()
    {
        QTest::addColumn<double>("dph");           // -1: unknown
        QTest::addColumn<double>("proofsPerHour"); // -1: unknown
        QTest::addColumn<double>("expected");      // -1: none
        QTest::newRow("0.412 $/h at 57.2 proofs/h") << 0.412 << 57.2 << 0.412 / 57.2;
        QTest::newRow("3.60 $/h at 120 proofs/h") << 3.60 << 120.0 << 0.03;
        QTest::newRow("free") << 0.0 << 10.0 << 0.0;
        QTest::newRow("no price") << -1.0 << 10.0 << -1.0;
        QTest::newRow("no rate") << 0.5 << -1.0 << -1.0;
        QTest::newRow("zero rate") << 0.5 << 0.0 << -1.0;
    }
    void costPerProof()
    {
        QFETCH(double, dph);
        QFETCH(double, proofsPerHour);
        QFETCH(double, expected);
        const auto opt = [](double v) { return v < 0 ? std::nullopt : std::optional<double>(v); };
        const std::optional<double> perProof = fleet::NodeCost::dollarsPerProof(opt(dph), opt(proofsPerHour));
        if (expected < 0) {
            QVERIFY(!perProof);
        } else {
            QVERIFY(perProof);
            QCOMPARE(*perProof, expected);
        }
    }

    void costTexts_data()
    {
        QTest::addColumn<double>("dollars");
        QTest::addColumn<QString>("perHour");
        QTest::addColumn<QString>("perProof");
        QTest::newRow("cents") << 0.412 << "$0.412/h"
                               << "$0.41";
        QTest::newRow("dollars") << 3.71 << "$3.71/h"
                                 << "$3.71";
        QTest::newRow("small") << 0.0072 << "$0.007/h"
                               << "$0.0072";
        QTest::newRow("hundreds") << 123.4 << "$123/h"
                                  << "$123.40";
    }
    void costTexts()
    {
        QLocale::setDefault(QLocale::c());
        QFETCH(double, dollars);
        QFETCH(QString, perHour);
        QFETCH(QString, perProof);
        QCOMPARE(fleet::NodeCost::perHourText(dollars), perHour);
        QCOMPARE(fleet::NodeCost::perProofText(dollars), perProof);
    }

    void costColumnsAndTotals()
    {
        QLocale::setDefault(QLocale::c());
        fleet::Inventory inv(m_db);
        QVERIFY(inv.add(pricedNode(QStringLiteral("cheap"), QStringLiteral("0.412"))).ok());
        QVERIFY(inv.add(pricedNode(QStringLiteral("dear"), QStringLiteral("1.5"))).ok());
        QVERIFY(inv.add(pricedNode(QStringLiteral("unpriced"), QString())).ok());
        models::FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyStatuses({liveStatus(QStringLiteral("cheap"), 57.2),
                             liveStatus(QStringLiteral("dear"), 0.0),
                             liveStatus(QStringLiteral("unpriced"), 40.0)});
        const auto cell = [&](const char* name, int column, int role = Qt::DisplayRole) {
            return model.index(model.rowOf(QString::fromLatin1(name)), column).data(role);
        };
        QCOMPARE(cell("cheap", models::FleetTableModel::CostPerHourColumn).toString(),
                 QStringLiteral("$0.412/h"));
        QCOMPARE(cell("cheap", models::FleetTableModel::CostPerProofColumn).toString(),
                 QStringLiteral("$0.0072"));
        QCOMPARE(cell("cheap", models::FleetTableModel::CostPerProofColumn, models::FleetTableModel::SortRole)
                     .toDouble(),
                 0.412 / 57.2);
        QCOMPARE(cell("dear", models::FleetTableModel::CostPerHourColumn).toString(),
                 QStringLiteral("$1.50/h"));
        QVERIFY(cell("dear", models::FleetTableModel::CostPerProofColumn).toString().isEmpty()); // 0 proofs/h
        QVERIFY(cell("unpriced", models::FleetTableModel::CostPerHourColumn).toString().isEmpty());
        QVERIFY(cell("unpriced", models::FleetTableModel::CostPerProofColumn).toString().isEmpty());
        // Unknown sorts below every price.
        QCOMPARE(
            cell("unpriced", models::FleetTableModel::CostPerHourColumn, models::FleetTableModel::SortRole)
                .toDouble(),
            -1.0);
        QVERIFY(cell("dear", models::FleetTableModel::CostPerHourColumn, models::FleetTableModel::SortRole)
                    .toDouble() >
                cell("cheap", models::FleetTableModel::CostPerHourColumn, models::FleetTableModel::SortRole)
                    .toDouble());
        QVERIFY(!model.headerData(models::FleetTableModel::CostPerProofColumn, Qt::Horizontal)
                     .toString()
                     .isEmpty());

        const models::FleetTableModel::Totals t = model.totals();
        QCOMPARE(t.nodesWithPrice, 2);
        QCOMPARE(t.nodesWithoutPrice, 1);
        QCOMPARE(t.dollarsPerHour, 0.412 + 1.5);
        // Only nodes with both a price and proofs count towards the fleet's $/proof.
        QCOMPARE(t.dollarsPerProof(), std::optional<double>(0.412 / 57.2));
        QCOMPARE(model.dollarsPerHourOf(QStringLiteral("dear")), std::optional<double>(1.5));
        QVERIFY(!model.dollarsPerHourOf(QStringLiteral("unpriced")));
    }

    void providerFieldsAndPrice()
    {
        QLocale::setDefault(QLocale::c());
        fleet::Inventory inv(m_db);
        models::FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        fleet::ProviderInstance instance;
        instance.providerId = QStringLiteral("28110640");
        instance.suggestedName = QStringLiteral("oslo-4090");
        instance.fallbackName = QStringLiteral("vast-28110640");
        instance.host = QStringLiteral("198.51.100.4");
        instance.port = 41022;
        instance.fields = QJsonObject{{QStringLiteral("gpu_name"), QStringLiteral("RTX 4090")},
                                      {QStringLiteral("num_gpus"), 2},
                                      {QStringLiteral("dph_total"), 0.7},
                                      {QStringLiteral("actual_status"), QStringLiteral("running")},
                                      {QStringLiteral("geolocation"), QStringLiteral("Oslo, NO")}};
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QCOMPARE(inv.importInstances(QStringLiteral("vast"), {instance}).outcome,
                 fleet::Inventory::Outcome::Ok);
        const int row = model.rowOf(QStringLiteral("oslo-4090"));
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, models::FleetTableModel::GpuColumn).data().toString(),
                 QStringLiteral("RTX 4090 \u00d72"));
        const QString tip =
            model.index(row, models::FleetTableModel::AddressColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("running")) && tip.contains(QLatin1String("Oslo, NO")),
                 qPrintable(tip));
        QCOMPARE(model.index(row, models::FleetTableModel::CostPerHourColumn).data().toString(),
                 QStringLiteral("$0.700/h"));

        // A re-import with a new price reaches the row.
        const int before = int(changed.size());
        instance.fields.insert(QStringLiteral("dph_total"), 0.65);
        QCOMPARE(inv.importInstances(QStringLiteral("vast"), {instance}).outcome,
                 fleet::Inventory::Outcome::Ok);
        QVERIFY(changed.size() > before);
        QCOMPARE(model.index(row, models::FleetTableModel::CostPerHourColumn).data().toString(),
                 QStringLiteral("$0.650/h"));

        // Stopped: it bills its storage only, $0.10/GB/month × 73 GB over 730 h = $0.010/h.
        instance.fields.insert(QStringLiteral("actual_status"), QStringLiteral("exited"));
        instance.fields.insert(QStringLiteral("storage_cost"), 0.1);
        instance.fields.insert(QStringLiteral("disk_space"), 73);
        QCOMPARE(inv.importInstances(QStringLiteral("vast"), {instance}).outcome,
                 fleet::Inventory::Outcome::Ok);
        QCOMPARE(model.index(row, models::FleetTableModel::CostPerHourColumn).data().toString(),
                 QStringLiteral("$0.010/h"));
        QCOMPARE(model.totals().stopped, 1);
        QVERIFY(qAbs(model.totals().stoppedDollarsPerHour - 0.01) < 1e-12);
        QVERIFY(qAbs(model.totals().dollarsPerHour - 0.01) < 1e-12);
        // Its storage price unknown: the provider's price stands, and it still counts as stopped.
        instance.fields.remove(QStringLiteral("storage_cost"));
        QCOMPARE(inv.importInstances(QStringLiteral("vast"), {instance}).outcome,
                 fleet::Inventory::Outcome::Ok);
        QCOMPARE(model.index(row, models::FleetTableModel::CostPerHourColumn).data().toString(),
                 QStringLiteral("$0.650/h"));
        QCOMPARE(model.totals().stopped, 1);
        instance.fields.insert(QStringLiteral("actual_status"), QStringLiteral("running"));
        QCOMPARE(inv.importInstances(QStringLiteral("vast"), {instance}).outcome,
                 fleet::Inventory::Outcome::Ok);
        QCOMPARE(model.totals().stopped, 0);

        // Gone from the provider's list: no longer costs anything, and is not "without price".
        QCOMPARE(inv.importInstances(QStringLiteral("vast"), {}).outcome, fleet::Inventory::Outcome::Ok);
        QVERIFY(model.index(row, models::FleetTableModel::CostPerHourColumn).data().toString().isEmpty());
        QCOMPARE(model.totals().nodesWithPrice, 0);
        QCOMPARE(model.totals().nodesWithoutPrice, 0);
    }
};

QTEST_GUILESS_MAIN(tst_FleetTableModel)
#include "tst_fleettablemodel.moc"
