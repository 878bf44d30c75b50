// SPDX-License-Identifier: GPL-3.0-or-later
#include "Dialogs.h"
#include "FailingCredentialStore.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "NodeDialog.h"
#include "SettingsDialog.h"
#include "Translations.h"
#include "session/SecretStorage.h"
#include "support/ScriptedDialogs.h"
#include "support/TestSettings.h"

#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "secrets/MemoryCredentialStore.h"
#include "storage/Database.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_MainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_db;

    void seed(const QStringList& names)
    {
        storage::Database db;
        QVERIFY(db.open(m_db));
        fleet::Inventory inv(db);
        for (const QString& name : names) {
            Node n;
            n.name = name;
            n.host = QStringLiteral("127.0.0.1");
            n.labels.insert(QStringLiteral("gpu"), QStringLiteral("4090"));
            QVERIFY(inv.add(n).ok());
        }
    }

    static QString label(MainWindow& w, const char* name)
    {
        auto* l = w.findChild<QLabel*>(QString::fromLatin1(name));
        return l ? l->text() : QStringLiteral("<missing %1>").arg(QString::fromLatin1(name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Window layout goes to QSettings: keep it inside the test's own directory.
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")));
        // English as the console runs it: with the plural forms of its catalogue ("3 nodes").
        fleetdeck::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void init()
    {
        m_db = m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
        QSettings().clear();
        fleetdeck::test::scriptDialogs();
    }

    void showsTheFleetAndDetails()
    {
        seed({QStringLiteral("fra-4090-01"), QStringLiteral("fra-4090-02"), QStringLiteral("nyc-a100-01")});
        MainWindow w;
        QVERIFY(w.openDatabase(m_db));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.fleetView()->model()->rowCount(), 3);
        QCOMPARE(label(w, "nodeCountLabel"), QStringLiteral("3 nodes"));
        // The first node is selected and described.
        QCOMPARE(label(w, "detailsTitle"), QStringLiteral("fra-4090-01"));
        QVERIFY(label(w, "detailsLabels").contains(QLatin1String("gpu=4090")));
        w.fleetView()->selectRow(2);
        QCOMPARE(label(w, "detailsTitle"), QStringLiteral("nyc-a100-01"));

        w.fleetModel()->setHealth(QStringLiteral("nyc-a100-01"), status::HealthState::AuthFailed,
                                  QStringLiteral("Permission denied (publickey)"));
        QVERIFY(label(w, "detailsReason").contains(QLatin1String("Permission denied (publickey)")));

        // The filter narrows the table.
        QTest::keyClicks(w.findChild<QLineEdit*>(QStringLiteral("filterEdit")), QStringLiteral("nyc"));
        QCOMPARE(w.fleetView()->model()->rowCount(), 1);
    }

    void addEditRemoveThroughTheWindow()
    {
        seed({QStringLiteral("a-1")});
        MainWindow w;
        QVERIFY(w.openDatabase(m_db));
        w.show();

        bool sawPortError = false;
        Dialogs::answerNext<NodeDialog>([&sawPortError](NodeDialog& d) {
            auto set = [&d](const char* f, const QString& t) {
                d.findChild<QLineEdit*>(QString::fromLatin1(f) + QStringLiteral("Edit"))->setText(t);
            };
            set("name", QStringLiteral("b-2"));
            set("host", QStringLiteral("203.0.113.9"));
            set("port", QStringLiteral("70000"));
            sawPortError =
                !d.isValid() && d.fieldError(QStringLiteral("port")).contains(QLatin1String("65535"));
            set("port", QStringLiteral("2222"));
            return d.isValid() ? QDialog::Accepted : QDialog::Rejected;
        });
        w.addNode();
        QVERIFY(sawPortError);
        QCOMPARE(w.fleetModel()->rowCount(), 2);
        QCOMPARE(label(w, "detailsTitle"), QStringLiteral("b-2")); // the new node is selected
        QCOMPARE(label(w, "detailsAddress"), QStringLiteral("203.0.113.9:2222"));

        Dialogs::answerNext<NodeDialog>([](NodeDialog& d) {
            d.findChild<QLineEdit*>(QStringLiteral("userEdit"))->setText(QStringLiteral("ubuntu"));
            return QDialog::Accepted;
        });
        w.editSelectedNode();
        QCOMPARE(label(w, "detailsUser"), QStringLiteral("ubuntu"));

        Dialogs::setNextConfirm(false);
        w.removeSelectedNode();
        QCOMPARE(w.fleetModel()->rowCount(), 2);
        QString asked;
        Dialogs::answerNextConfirm([&asked](const QString&, const QString& text) {
            asked = text;
            return true;
        });
        w.removeSelectedNode();
        QVERIFY(asked.contains(QLatin1String("b-2")));
        QCOMPARE(w.fleetModel()->rowCount(), 1);

        // The changes are in the database, not just in the window.
        storage::Database db;
        QVERIFY(db.open(m_db));
        QCOMPARE(fleet::Inventory(db).nodes().size(), 1);
    }

    void badDatabaseIsReportedInTheBanner()
    {
        MainWindow w;
        QVERIFY(!w.openDatabase(QStringLiteral("/proc/fleetdeck-nope/x.sqlite")));
        QVERIFY(w.banner()->text().contains(QLatin1String("/proc/fleetdeck-nope")));
    }

    void columnLayoutIsRemembered()
    {
        seed({QStringLiteral("a-1")});
        {
            MainWindow w;
            QVERIFY(w.openDatabase(m_db));
            w.show();
            w.fleetView()->setColumnWidth(models::FleetTableModel::UserColumn, 211);
            w.resize(1111, 777);
            w.close();
        }
        MainWindow w;
        QVERIFY(w.openDatabase(m_db));
        w.show();
        QCOMPARE(w.fleetView()->columnWidth(models::FleetTableModel::UserColumn), 211);
        QCOMPARE(w.size(), QSize(1111, 777));
    }

    void statusBarShowsTheKeychainThatAnswers()
    {
        MainWindow w;
        QVERIFY(w.secretsStatus()->text().contains(QLatin1String("none"))); // no keychain given
        secrets::MemoryCredentialStore store;
        w.setCredentialStore(&store);
        w.show();
        QTRY_COMPARE(w.secretsStatus()->text(), QStringLiteral("Keychain: Session memory"));
        QVERIFY(w.secretsStatus()->toolTip().contains(store.backend().detail));
        QCOMPARE(w.secretStorage()->resolver()->store(), &store);
        QVERIFY(w.banner()->text().isEmpty());
    }

    void anUnusableKeychainIsExplainedWithTheSessionOnlyWayOut_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("shown");
        QTest::newRow("locked") << int(secrets::SecretStatus::Locked) << QStringLiteral("Keychain: locked");
        QTest::newRow("no backend") << int(secrets::SecretStatus::NoBackend)
                                    << QStringLiteral("Keychain: none");
    }

    void anUnusableKeychainIsExplainedWithTheSessionOnlyWayOut()
    {
        QFETCH(int, status);
        QFETCH(QString, shown);
        const QString reason = QStringLiteral("writing a test entry failed: the keychain said no");
        FailingCredentialStore store(secrets::SecretStatus(status), reason);
        MainWindow w;
        w.setCredentialStore(&store);
        w.show();
        QTRY_COMPARE(w.secretsStatus()->text(), shown);
        QVERIFY(w.secretsStatus()->toolTip().contains(reason));
        // No store at all, never a silent fallback: nothing reads or writes secrets now.
        QCOMPARE(w.secretStorage()->resolver()->store(), nullptr);
        QCOMPARE(w.secretStorage()->activeStore(), nullptr);
        QVERIFY2(w.banner()->text().contains(reason), qPrintable(w.banner()->text()));
        const QList<QPushButton*> offered = w.banner()->actionButtons();
        QCOMPARE(offered.size(), 1);
        QCOMPARE(offered.first()->text(), QStringLiteral("Keep secrets for this session only"));

        offered.first()->click();
        QVERIFY(w.secretStorage()->sessionOnly());
        QCOMPARE(w.secretStorage()->resolver()->store(), w.secretStorage()->sessionStore());
        QCOMPARE(w.secretsStatus()->text(), QStringLiteral("Secrets: session memory only"));
        QVERIFY(w.banner()->text().isEmpty());
        QCOMPARE(QSettings().value(QStringLiteral("secrets/sessionOnly")).toBool(), true);
    }

    void sessionOnlyNeverTouchesTheKeychain()
    {
        FailingCredentialStore store(secrets::SecretStatus::Locked, QStringLiteral("locked"));
        MainWindow w;
        w.secretStorage()->setSessionOnly(true, session::SecretStorage::Persist::No);
        w.setCredentialStore(&store);
        w.show();
        QTest::qWait(50);
        QCOMPARE(store.requests(), 0);
        QCOMPARE(w.secretsStatus()->text(), QStringLiteral("Secrets: session memory only"));
        QVERIFY(w.banner()->text().isEmpty());
        QVERIFY(!QSettings().contains(QStringLiteral("secrets/sessionOnly"))); // a choice for this run only
    }

    void settingsOpenFromTheMenuAndTheStatusBar()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* action = w.findChild<QAction*>(QStringLiteral("settingsAction"));
        QVERIFY(action);
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        action->trigger();
        auto* dialog = w.findChild<SettingsDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->close();
        QTRY_VERIFY(!w.findChild<SettingsDialog*>()); // deleted on close
        w.secretsStatus()->click();
        QVERIFY(w.findChild<SettingsDialog*>());
        QCOMPARE(w.openSettings(), w.findChild<SettingsDialog*>()); // one at a time
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
