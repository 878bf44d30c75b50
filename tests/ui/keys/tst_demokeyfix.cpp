// SPDX-License-Identifier: GPL-3.0-or-later
// The key deployment issue's done-when, in the console itself: on the demo fleet, the node whose
// login refuses the console's key is polled as auth_failed, offers "Fix: deploy key…", and after
// the wizard deploys the console's key (logging in with the key the node was set up with) the
// poller sees it healthy.
#include "MainWindow.h"
#include "NodeDetailsPanel.h"
#include "keys/KeyDeployWizard.h"
#include "keys/PreviewPage.h"
#include "keys/ResultPage.h"
#include "keys/TargetsPage.h"
#include "models/FleetTableModel.h"
#include "ssh/SshEngine.h"
#include "status/HealthState.h"
#include "support/TestSettings.h"

#include "support/ChildProcess.h"
#include "support/TestSkips.h"

#include <QAbstractButton>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
const QString KeyMissingNode = QStringLiteral("sgp-h100-01");
constexpr int Patience = 60000;

fleetdeck::status::HealthState healthOf(const models::FleetTableModel* model, const QString& name)
{
    const int row = model->rowOf(name);
    return row < 0
               ? status::HealthState::Unknown
               : status::HealthState(model->index(row, 0).data(models::FleetTableModel::HealthRole).toInt());
}

void next(QWizard& w, QWizard::WizardButton button, int expectedPage)
{
    QAbstractButton* b = w.button(button);
    QTRY_VERIFY_WITH_TIMEOUT(b->isEnabled(), Patience);
    b->click();
    QCOMPARE(w.currentId(), expectedPage);
}
} // namespace

class tst_DemoKeyFix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keyMissingNodeTurnsHealthyThroughTheWizard()
    {
        FLEETDECK_REQUIRE_SSHD();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        fleetdeck::test::keepSettingsIn(dir.filePath(QStringLiteral("settings")));
        qunsetenv("SSH_AUTH_SOCK");

        ChildProcess demo;
        const QString demoDir = dir.filePath(QStringLiteral("demo"));
        QVERIFY(demo.start(QStringLiteral(DEMO_FLEET_PATH),
                           {QStringLiteral("--no-console"), QStringLiteral("--dir"), demoDir}));
        const std::optional<QString> ready = demo.readStandardOutputLine(QDeadlineTimer(30000));
        QVERIFY2(ready && ready->startsWith(QLatin1String("demo fleet ready")),
                 qPrintable(ready.value_or(demo.errorString())));
        const QString nodeDir = demoDir + QStringLiteral("/nodes/") + KeyMissingNode;

        ssh::SshEngine engine(2);
        MainWindow window;
        window.setSshEngine(&engine);
        window.setKnownHostsPath(demoDir + QStringLiteral("/known_hosts"));
        QVERIFY(window.openDatabase(demoDir + QStringLiteral("/fleet.sqlite")));
        window.show();
        QVERIFY(window.selectNode(KeyMissingNode));

        // The poller finds the login refused, and the details offer the fix.
        QTRY_COMPARE_WITH_TIMEOUT(healthOf(window.fleetModel(), KeyMissingNode),
                                  status::HealthState::AuthFailed, Patience);
        QPushButton* fix = window.detailsPanel()->deployKeyButton();
        QTRY_VERIFY(fix->isVisible());
        fix->click();
        KeyDeployWizard* w = window.keyDeployWizard();
        QVERIFY(w);
        w->setTimeout(30000);

        // Key: the console's own key for this node (its identity's .pub).
        w->findChild<QRadioButton*>(QStringLiteral("fileRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("keyFilePath"))
            ->setText(nodeDir + QStringLiteral("/id_ed25519.pub"));
        next(*w, QWizard::NextButton, KeyDeployWizard::TargetsPageId);
        QCOMPARE(w->targetsPage()->checkedNodes(), QStringList{KeyMissingNode});
        next(*w, QWizard::NextButton, KeyDeployWizard::AccessPageId);
        // Access: the key the node was set up with.
        w->findChild<QRadioButton*>(QStringLiteral("accessKeyRadio"))->click();
        w->findChild<QLineEdit*>(QStringLiteral("accessKeyPath"))
            ->setText(nodeDir + QStringLiteral("/other_operator_ed25519"));
        next(*w, QWizard::NextButton, KeyDeployWizard::PreviewPageId);
        auto* preview = w->findChild<QTreeWidget*>(QStringLiteral("previewTable"));
        QTRY_VERIFY_WITH_TIMEOUT(w->button(QWizard::CommitButton)->isEnabled(), Patience);
        QCOMPARE(preview->topLevelItemCount(), 1);
        QCOMPARE(preview->topLevelItem(0)->text(PreviewPage::PlanColumn), QStringLiteral("add"));
        next(*w, QWizard::CommitButton, KeyDeployWizard::DeployPageId);
        next(*w, QWizard::CommitButton, KeyDeployWizard::ResultPageId);
        auto* results = w->findChild<QTreeWidget*>(QStringLiteral("resultTable"));
        QCOMPARE(results->topLevelItem(0)->text(ResultPage::ResultColumn),
                 QStringLiteral("added and verified"));
        w->button(QWizard::FinishButton)->click();

        // The window refreshes the deployed node: healthy, with the console's usual login.
        QTRY_COMPARE_WITH_TIMEOUT(healthOf(window.fleetModel(), KeyMissingNode), status::HealthState::Healthy,
                                  Patience);
        QTRY_VERIFY(!fix->isVisible());
        window.close();
        demo.stop();
    }
};

QTEST_MAIN(tst_DemoKeyFix)
#include "tst_demokeyfix.moc"
