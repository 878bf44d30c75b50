// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "storage/Database.h"

#include <QAbstractItemModelTester>
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

QStringList names(const FleetTableModel& model)
{
    QStringList result;
    for (int r = 0; r < model.rowCount(); ++r)
        result << model.index(r, FleetTableModel::NameColumn).data().toString();
    return result;
}
} // namespace

class tst_FleetTableModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Database m_db;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_db.open(m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()))));
    }
    void cleanup() { m_db.close(); }

    void loadsAndPassesTheTester()
    {
        Inventory inv(m_db);
        for (const char* name : {"b", "a", "c"})
            QVERIFY(inv.add(makeNode(QString::fromLatin1(name))).ok());
        FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(FleetTableModel::ColumnCount));
        QCOMPARE(names(model), (QStringList{"a", "b", "c"}));
        const QModelIndex a = model.index(0, FleetTableModel::AddressColumn);
        QCOMPARE(a.data().toString(), QStringLiteral("203.0.113.7:22"));
        QCOMPARE(a.data(FleetTableModel::NodeRole).value<Node>().name, QStringLiteral("a"));
        QCOMPARE(
            model.index(0, FleetTableModel::StateColumn).data(FleetTableModel::HealthNameRole).toString(),
            QStringLiteral("unknown"));
        QVERIFY(!model.headerData(FleetTableModel::StateColumn, Qt::Horizontal).toString().isEmpty());
    }

    void changesAreIncremental()
    {
        Inventory inv(m_db);
        QVERIFY(inv.add(makeNode(QStringLiteral("b"))).ok());
        QVERIFY(inv.add(makeNode(QStringLiteral("d"))).ok());
        FleetTableModel model(inv);
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
        QVERIFY(inv.update(QStringLiteral("c"), c).ok());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).toModelIndex().row(), 2);
        QCOMPARE(model.index(2, FleetTableModel::AddressColumn).data().toString(),
                 QStringLiteral("203.0.113.7:2200"));

        c.name = QStringLiteral("e"); // rename moves the row to the end
        QVERIFY(inv.update(QStringLiteral("c"), c).ok());
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
        Inventory inv(m_db);
        for (const char* name : {"a", "b", "c"})
            QVERIFY(inv.add(makeNode(QString::fromLatin1(name))).ok());
        FleetTableModel model(inv);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setHealth(QStringLiteral("b"), HealthState::AuthFailed,
                        QStringLiteral("Permission denied (publickey)"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        const QModelIndex state = model.index(1, FleetTableModel::StateColumn);
        QCOMPARE(state.data(FleetTableModel::HealthRole).toInt(), int(HealthState::AuthFailed));
        QCOMPARE(state.data(FleetTableModel::HealthNameRole).toString(), QStringLiteral("auth_failed"));
        QCOMPARE(state.data(Qt::ToolTipRole).toString(), QStringLiteral("Permission denied (publickey)"));
        model.setHealth(QStringLiteral("b"), HealthState::AuthFailed,
                        QStringLiteral("Permission denied (publickey)"));
        QCOMPARE(changed.count(), 1); // no change, no signal
        model.setHealth(QStringLiteral("nope"), HealthState::Healthy, {});
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_FleetTableModel)
#include "tst_fleettablemodel.moc"
