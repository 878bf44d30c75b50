// SPDX-License-Identifier: GPL-3.0-or-later
// The bad hosts list in the console: what the rules and failed qualifications put there, with
// their reasons; machines added by hand; removal only after a confirmation.
#include "BadHostsDialog.h"
#include "Dialogs.h"
#include "Translations.h"
#include "lifecycle/LifecycleStore.h"
#include "storage/Database.h"
#include "support/ScriptedDialogs.h"

#include <QItemSelectionModel>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_BadHostsDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QStringList column(const QTableWidget* table, int column)
    {
        QStringList cells;
        for (int row = 0; row < table->rowCount(); ++row)
            cells << table->item(row, column)->text();
        return cells;
    }

private Q_SLOTS:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }
    void init() { test::scriptDialogs(); }

    void listAddAndRemove()
    {
        storage::Database db;
        QVERIFY(db.open(m_dir.filePath(QStringLiteral("fleet.sqlite"))));
        lifecycle::BadHost slow;
        slow.machineId = QStringLiteral("61002");
        slow.reason = QStringLiteral("proved 14.2 proofs/h, below the floor of 30.0");
        slow.source = QStringLiteral("min-proofs-per-hour");
        slow.node = QStringLiteral("prod-28400018");
        QVERIFY(lifecycle::LifecycleStore(db).addBadHost(slow));

        BadHostsDialog dialog(&db);
        QTableWidget* table = dialog.table();
        QCOMPARE(column(table, 0), QStringList{QStringLiteral("61002")});
        QCOMPARE(column(table, 1), QStringList{slow.reason});
        QCOMPARE(column(table, 2), QStringList{QStringLiteral("min-proofs-per-hour")});
        QCOMPARE(column(table, 3), QStringList{QStringLiteral("prod-28400018")});
        auto* status = dialog.findChild<QLabel*>(QStringLiteral("badHostsStatus"));
        QCOMPARE(status->text(), QStringLiteral("1 machine on the list"));

        // By hand: a machine id is digits; the reason is kept.
        QSignalSpy changed(&dialog, &BadHostsDialog::changed);
        QVERIFY(!dialog.addHost(QStringLiteral("61a"), QStringLiteral("x")));
        QVERIFY2(status->text().contains(QLatin1String("is not a machine id")), qPrintable(status->text()));
        QVERIFY(dialog.addHost(QStringLiteral("70001"), QStringLiteral("flaky network")));
        QCOMPARE(changed.size(), 1);
        QVERIFY(lifecycle::LifecycleStore(db).isBadHost(QStringLiteral("vast"), QStringLiteral("70001")));
        QCOMPARE(table->rowCount(), 2);
        const int row = column(table, 0).indexOf(QStringLiteral("70001"));
        // Listed by hand, by this operator (login@host).
        QCOMPARE(table->item(row, 2)->text(), QStringLiteral("by ") + db.operatorName());

        // The same machine again with another reason: refused, and the dialog says by whom.
        QVERIFY(!dialog.addHost(QStringLiteral("70001"), QStringLiteral("slow disk")));
        QVERIFY2(
            status->text().contains(QStringLiteral("already a bad host, listed by ") + db.operatorName()),
            qPrintable(status->text()));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(table->item(row, 1)->text(), QStringLiteral("flaky network"));

        // Removal asks first; refused, nothing changes.
        table->selectRow(row);
        ui::Dialogs::setNextConfirm(false);
        dialog.removeSelected();
        QVERIFY(lifecycle::LifecycleStore(db).isBadHost(QStringLiteral("vast"), QStringLiteral("70001")));
        ui::Dialogs::setNextConfirm(true);
        table->selectRow(column(table, 0).indexOf(QStringLiteral("70001")));
        dialog.removeSelected();
        QVERIFY(!lifecycle::LifecycleStore(db).isBadHost(QStringLiteral("vast"), QStringLiteral("70001")));
        QCOMPARE(column(table, 0), QStringList{QStringLiteral("61002")});
        QCOMPARE(changed.size(), 2);
    }
};

QTEST_MAIN(tst_BadHostsDialog)
#include "tst_badhostsdialog.moc"
