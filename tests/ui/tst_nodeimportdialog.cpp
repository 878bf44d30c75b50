// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Import from SSH Config… / Import from CSV…: the preview lists what would be added,
// updated, left unchanged and skipped (with the reason), and Import writes exactly that.
#include "NodeImportDialog.h"

#include "MessageBanner.h"
#include "fleet/Inventory.h"
#include "storage/Database.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using fleetdeck::Node;
using fleetdeck::fleet::Inventory;
using fleetdeck::storage::Database;
using fleetdeck::ui::NodeImportDialog;

namespace {
const QString kFixtures = QStringLiteral(FLEETDECK_FIXTURES_DIR "/import");

bool install(const QString& fixture, const QString& to)
{
    QFile in(kFixtures + QLatin1Char('/') + fixture);
    QFile out(to);
    if (!in.open(QIODevice::ReadOnly) || !QDir().mkpath(QFileInfo(to).absolutePath()) ||
        !out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QByteArray text = in.readAll();
    text.replace("@DIR@", QFileInfo(to).absolutePath().toUtf8());
    return out.write(text) == text.size();
}

// Each preview row as "Result name source detail".
QStringList rows(const NodeImportDialog& dialog)
{
    const auto* tree = dialog.findChild<QTreeWidget*>(QStringLiteral("importPreview"));
    QStringList out;
    for (int i = 0; tree && i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = tree->topLevelItem(i);
        QStringList parts{item->text(0), item->text(1), item->text(3), item->text(4)};
        parts.removeAll(QString());
        out << parts.join(QLatin1Char(' '));
    }
    return out;
}

QStringList nodeNames(const Inventory& inventory)
{
    QStringList out;
    for (const Node& n : inventory.nodes())
        out << n.name;
    return out;
}
} // namespace

class tst_NodeImportDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_serial = 0;

    QString caseDir() { return m_dir.filePath(QStringLiteral("case-%1").arg(++m_serial)); }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("FLEETDECK_SSH_CONFIG", m_dir.filePath(QStringLiteral("none")).toUtf8());
        // A relative Include is read under ~/.ssh: a home of the test's own.
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
        QVERIFY(install(QStringLiteral("lab.d/30-lab.conf"),
                        m_dir.filePath(QStringLiteral("home/.ssh/lab.d/30-lab.conf"))));
    }

    void sshConfigPreviewThenImport()
    {
        const QString dir = caseDir();
        const QString config = dir + QStringLiteral("/ssh_config");
        QVERIFY(install(QStringLiteral("ssh_config"), config));
        for (const char* f : {"conf.d/10-rack.conf", "conf.d/20-rack.conf"})
            QVERIFY(install(QString::fromLatin1(f), dir + QLatin1Char('/') + QString::fromLatin1(f)));
        fleetdeck::storage::Database db;
        QVERIFY(db.open(dir + QStringLiteral("/fleet.sqlite")));
        Inventory inventory(db);
        Node manual;
        manual.name = QStringLiteral("gamma");
        manual.host = QStringLiteral("198.51.100.7");
        manual.port = 2222;
        manual.user = QStringLiteral("deploy");
        QVERIFY(inventory.add(manual).ok());

        NodeImportDialog dialog(NodeImportDialog::Kind::SshConfig, &inventory, config);
        auto* import = dialog.findChild<QPushButton*>(QStringLiteral("importButton"));
        auto* match = dialog.findChild<QLineEdit*>(QStringLiteral("importMatch"));
        auto* summary = dialog.findChild<QLabel*>(QStringLiteral("importSummary"));
        QVERIFY(import && match && summary);
        const QStringList all = rows(dialog);
        QCOMPARE(all.size(), 9);
        // alpha's Port comes from its second Host block (the first value obtained wins).
        QCOMPARE(all.at(4), QStringLiteral("Add alpha ssh_config:8 resolves to 127.0.0.1:2999"));
        QCOMPARE(all.at(0), QStringLiteral("Add delta 10-rack.conf:2 resolves to 127.0.0.5:2200"));
        QCOMPARE(all.at(3), QStringLiteral("Add eta 30-lab.conf:2 resolves to 127.0.0.7:2270"));
        QCOMPARE(all.at(6),
                 QStringLiteral(
                     "Update gamma ssh_config:19 changes host, ssh_config; resolves to 127.0.0.2:2222"));
        QVERIFY2(
            all.at(7).startsWith(QStringLiteral("Skip bad_alias ssh_config:24 invalid host 'bad_alias'")),
            qPrintable(all.at(7)));
        QVERIFY2(all.at(8).startsWith(QStringLiteral("Skip ssh_config:27 invalid node name")),
                 qPrintable(all.at(8)));
        QVERIFY2(summary->text().startsWith(QStringLiteral("6 to add, 1 to update, 0 unchanged, 2 skipped")),
                 qPrintable(summary->text()));
        // The preview writes nothing.
        QCOMPARE(nodeNames(inventory), QStringList{"gamma"});

        match->setText(QStringLiteral("gamma,d*"));
        QMetaObject::invokeMethod(match, "editingFinished");
        QCOMPARE(rows(dialog).size(), 2);
        QVERIFY(import->isEnabled());
        import->click();
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
        QCOMPARE(nodeNames(inventory), (QStringList{"delta", "gamma"}));
        QCOMPARE(dialog.imported().added.size(), 1);
        QCOMPARE(dialog.imported().updated.size(), 1);
        const Node gamma = *inventory.find(QStringLiteral("gamma"));
        QCOMPARE(gamma.host, QStringLiteral("gamma"));
        QVERIFY(gamma.useSshConfig);

        // Nothing new to write: Import is off, every row unchanged.
        NodeImportDialog again(NodeImportDialog::Kind::SshConfig, &inventory, config);
        auto* againMatch = again.findChild<QLineEdit*>(QStringLiteral("importMatch"));
        againMatch->setText(QStringLiteral("gamma,delta"));
        QMetaObject::invokeMethod(againMatch, "editingFinished");
        QCOMPARE(rows(again).size(), 2);
        QVERIFY(rows(again).at(0).startsWith(QStringLiteral("Unchanged delta")));
        QVERIFY(rows(again).at(1).startsWith(QStringLiteral("Unchanged gamma")));
        QVERIFY(!again.findChild<QPushButton*>(QStringLiteral("importButton"))->isEnabled());
    }

    void csvWithBadRowsCannotBeImported()
    {
        const QString dir = caseDir();
        fleetdeck::storage::Database db;
        QVERIFY(db.open(dir + QStringLiteral("/fleet.sqlite")));
        Inventory inventory(db);
        NodeImportDialog dialog(NodeImportDialog::Kind::Csv, &inventory,
                                kFixtures + QStringLiteral("/bad.csv"));
        const QStringList all = rows(dialog);
        QStringList skipped = all.filter(QRegularExpression(QStringLiteral("^Skip")));
        QCOMPARE(skipped.size(), 7);
        QVERIFY2(skipped.at(0).startsWith(QStringLiteral("Skip bad.csv:3 invalid node name 'bad port'")),
                 qPrintable(skipped.at(0)));
        QVERIFY2(skipped.at(4).startsWith(QStringLiteral("Skip good-01 bad.csv:9 node 'good-01' is already")),
                 qPrintable(skipped.at(4)));
        QCOMPARE(all.filter(QRegularExpression(QStringLiteral("^Add"))).size(), 3);
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("importButton"))->isEnabled());
        auto* banner = dialog.findChild<fleetdeck::ui::MessageBanner*>(QStringLiteral("importError"));
        QVERIFY(banner && !banner->isHidden());
        QVERIFY2(banner->text().contains(QStringLiteral("fix the rows marked Skip (7)")),
                 qPrintable(banner->text()));
        QCOMPARE(inventory.nodes().size(), 0);

        // Another file in the same dialog: a good one imports.
        auto* path = dialog.findChild<QLineEdit*>(QStringLiteral("importPath"));
        path->setText(kFixtures + QStringLiteral("/quoted.csv"));
        QMetaObject::invokeMethod(path, "editingFinished");
        QCOMPARE(rows(dialog), (QStringList{"Add plain-01 quoted.csv:2", "Add comma-02 quoted.csv:3",
                                            "Add multi-03 quoted.csv:4"}));
        QVERIFY(banner->isHidden());
        auto* import = dialog.findChild<QPushButton*>(QStringLiteral("importButton"));
        QVERIFY(import->isEnabled());
        import->click();
        QCOMPARE(nodeNames(inventory), (QStringList{"comma-02", "multi-03", "plain-01"}));
    }

    void csvThatCannotBeReadSaysWhy()
    {
        fleetdeck::storage::Database db;
        QVERIFY(db.open(caseDir() + QStringLiteral("/fleet.sqlite")));
        Inventory inventory(db);
        NodeImportDialog dialog(NodeImportDialog::Kind::Csv, &inventory,
                                m_dir.filePath(QStringLiteral("absent.csv")));
        auto* banner = dialog.findChild<fleetdeck::ui::MessageBanner*>(QStringLiteral("importError"));
        QVERIFY(banner && !banner->isHidden());
        QVERIFY2(banner->text().startsWith(QStringLiteral("cannot read ")), qPrintable(banner->text()));
        QVERIFY(rows(dialog).isEmpty());
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("importButton"))->isEnabled());
    }
};

QTEST_MAIN(tst_NodeImportDialog)
#include "tst_nodeimportdialog.moc"
