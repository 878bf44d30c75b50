// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindowActions.h"
#include "UiTr.h"
#include "logs/LogView.h"

#include "AboutDialog.h"
#include "Dialogs.h"
#include "FleetFilterProxy.h"
#include "FleetStatusBar.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "NodeDetailsPanel.h"
#include "NodeImportDialog.h"
#include "NodeShell.h"
#include "ShortcutsDialog.h"
#include "bench/BenchmarksWindow.h"
#include "keys/NodeKeysPanel.h"

#include "session/FleetSession.h"
#include "session/InstanceActions.h"
#include "session/SecretStorage.h"
#include "ssh/SshTypes.h"
#include "storage/Database.h"
#include "vast/VastSync.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTableView>
#include <QToolBar>

namespace fleetdeck::ui {

void MainWindowActions::build(MainWindow* w)
{
    QMenu* file = w->menuBar()->addMenu(Tr::tr("&File"));
    QAction* open = file->addAction(Tr::tr("&Open Database…"), w, [w] {
        const QString path =
            Dialogs::openFileName(w, Tr::tr("Open Fleetdeck database"), w->databasePath(),
                                  Tr::tr("Fleetdeck databases (*.sqlite *.db);;All files (*)"));
        // The store opened here is the one the console comes back to at its next start.
        if (!path.isEmpty())
            w->openAndRemember(path);
    });
    open->setShortcut(QKeySequence::Open);
    // A team's shared store: a PostgreSQL URL, never with a password in it (~/.pgpass).
    QAction* openTeam = file->addAction(Tr::tr("Open &Team Store…"), w, [w] {
        const QString current =
            storage::Database::isShared(w->databasePath()) ? w->databasePath() : QString();
        const std::optional<QString> url =
            Dialogs::askText(w, Tr::tr("Open a team store"),
                             Tr::tr("The PostgreSQL database the team shares, e.g.\n"
                                    "postgresql://ops@db.example:5432/fleet?sslmode=verify-full\n"
                                    "Passwords come from ~/.pgpass, never from the address."),
                             current.isEmpty() ? QStringLiteral("postgresql://") : current);
        if (url && !url->trimmed().isEmpty())
            w->openAndRemember(url->trimmed());
    });
    openTeam->setObjectName(QStringLiteral("openTeamStoreAction"));
    openTeam->setToolTip(Tr::tr("Work on a fleet kept in PostgreSQL and shared with the team"));
    QAction* importVast = file->addAction(Tr::tr("Import from &vast.ai"), w, [w] {
        // From now on the account's instances are kept in step every interval.
        QSettings().setValue(QStringLiteral("vast/sync"), true);
        w->m_session->vastSync()->setEnabled(true);
    });
    importVast->setObjectName(QStringLiteral("importVastAction"));
    importVast->setToolTip(Tr::tr("List the vast.ai account's instances (API key from the keychain or "
                                  "VAST_API_KEY), add them as nodes, and keep them in step"));
    // Both show what they would do first; the inventory may not be swapped under the dialog.
    auto importFrom = [w](NodeImportDialog::Kind kind, const QString& path) {
        if (!w->m_session->inventory())
            return;
        delete w->findChild<NodeImportDialog*>();
        auto* dialog = new NodeImportDialog(kind, w->m_session->inventory(), path, w);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowModality(Qt::WindowModal);
        dialog->show();
    };
    QAction* importConfig = file->addAction(Tr::tr("Import from SS&H Config…"), w, [importFrom] {
        importFrom(NodeImportDialog::Kind::SshConfig, ssh::SshTarget::defaultSshConfigPath());
    });
    importConfig->setObjectName(QStringLiteral("importSshConfigAction"));
    importConfig->setToolTip(Tr::tr("Add a node for each Host alias of an OpenSSH config, after a preview"));
    QAction* importCsv = file->addAction(Tr::tr("Import from &CSV…"), w, [w, importFrom] {
        const QString path = Dialogs::openFileName(w, Tr::tr("Import nodes from CSV"), QString(),
                                                   Tr::tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty())
            importFrom(NodeImportDialog::Kind::Csv, path);
    });
    importCsv->setObjectName(QStringLiteral("importCsvAction"));
    importCsv->setToolTip(Tr::tr("Add or update nodes from a CSV file with a header row, after a preview"));
    file->addSeparator();
    QAction* settings = file->addAction(Tr::tr("&Settings…"), w, [w] { w->openSettings(); });
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setMenuRole(QAction::PreferencesRole);
    // The platform's own binding where it has one, and Ctrl+, everywhere.
    QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!settingsKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        settingsKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    settings->setShortcuts(settingsKeys);
    w->m_sessionOnlyAction = new QAction(Tr::tr("Keep secrets for this session only"), w);
    w->m_sessionOnlyAction->setObjectName(QStringLiteral("sessionOnlyAction"));
    w->m_sessionOnlyAction->setToolTip(
        Tr::tr("Keep the passphrases and passwords you enter in memory until Fleetdeck "
               "exits; never write them anywhere"));
    QObject::connect(w->m_sessionOnlyAction, &QAction::triggered, w,
                     [w] { w->m_session->secrets()->setSessionOnly(true); });
    file->addSeparator();
    QAction* quit = file->addAction(Tr::tr("&Quit"), w, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* node = w->menuBar()->addMenu(Tr::tr("&Node"));
    w->m_addAction = node->addAction(Tr::tr("&Add Node…"), w, &MainWindow::addNode);
    w->m_addAction->setShortcut(QKeySequence::New);
    w->m_addAction->setObjectName(QStringLiteral("addNodeAction"));
    w->m_editAction = node->addAction(Tr::tr("&Edit Node…"), w, &MainWindow::editSelectedNode);
    w->m_editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    w->m_editAction->setObjectName(QStringLiteral("editNodeAction"));
    w->m_removeAction = node->addAction(Tr::tr("&Remove Node…"), w, &MainWindow::removeSelectedNode);
    w->m_removeAction->setShortcut(QKeySequence::Delete);
    w->m_removeAction->setObjectName(QStringLiteral("removeNodeAction"));
    node->addSeparator();
    w->m_checkAction = node->addAction(Tr::tr("&Check Connection"), w, &MainWindow::checkSelectedNodes);
    w->m_checkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    w->m_checkAction->setObjectName(QStringLiteral("checkConnectionAction"));
    w->m_checkAction->setToolTip(
        Tr::tr("Log in to the selected nodes and fetch their status, stage by stage (%1)")
            .arg(w->m_checkAction->shortcut().toString(QKeySequence::NativeText)));
    w->m_checkAllAction = node->addAction(Tr::tr("Check &All Nodes"), w, &MainWindow::checkAllNodes);
    w->m_checkAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    w->m_checkAllAction->setObjectName(QStringLiteral("checkAllAction"));
    node->addSeparator();
    w->m_refreshAction = node->addAction(Tr::tr("Re&fresh All"), w, &MainWindow::refreshAllNodes);
    w->m_refreshAction->setShortcut(QKeySequence::Refresh);
    w->m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    w->m_refreshSelectedAction =
        node->addAction(Tr::tr("&Refresh Selected"), w, &MainWindow::refreshSelectedNodes);
    w->m_refreshSelectedAction->setShortcut(QKeySequence(Qt::Key_R));
    w->m_refreshSelectedAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    w->m_view->addAction(w->m_refreshSelectedAction);
    w->m_copySshAction = node->addAction(Tr::tr("Copy SSH Command"), w, [w] {
        const std::optional<Node> n = w->m_session->findNode(w->selectedNodeName());
        if (n)
            QApplication::clipboard()->setText(sshCommandLine(*n, w->knownHostsPath()));
    });
    w->m_copySshAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    w->m_terminalAction = node->addAction(Tr::tr("Open &Terminal"), w, [w] {
        const std::optional<Node> n = w->m_session->findNode(w->selectedNodeName());
        QString error;
        if (n && !openTerminal(*n, w->knownHostsPath(), &error))
            w->m_banner->showMessage(MessageBanner::Kind::Warning, error);
    });
    w->m_terminalAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    w->m_deployKeyAction =
        node->addAction(Tr::tr("&Deploy Key…"), w, [w] { w->openKeyDeployWizard(w->selectedNodeNames()); });
    w->m_deployKeyAction->setObjectName(QStringLiteral("deployKeyAction"));
    w->m_deployKeyAction->setToolTip(
        Tr::tr("Put a public key on the selected nodes, safely, and prove that it logs in"));
    w->m_benchmarkAction =
        node->addAction(Tr::tr("Run &Benchmark…"), w, [w] { w->runBenchmark(w->selectedNodeNames()); });
    w->m_benchmarkAction->setObjectName(QStringLiteral("runBenchmarkAction"));
    w->m_benchmarkAction->setToolTip(
        Tr::tr("Measure the selected nodes' proof times: warmup, timed and cooldown proofs"));
    w->m_logsAction = node->addAction(Tr::tr("&Logs…"), w, [w] { w->openLogs(w->selectedNodeNames()); });
    w->m_logsAction->setObjectName(QStringLiteral("nodeLogsAction"));
    w->m_logsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    w->m_logsAction->setToolTip(Tr::tr("Follow the selected nodes' logs in a window of their own"));
    QMenu* instance = node->addMenu(Tr::tr("&Instance"));
    instance->setObjectName(QStringLiteral("instanceMenu"));
    const auto addInstanceAction = [w, instance](const QString& text, const char* name,
                                                 session::InstanceAction action, const QString& tip) {
        QAction* a = instance->addAction(text, w, [w, action] { w->manageInstances(action); });
        a->setObjectName(QString::fromLatin1(name));
        a->setToolTip(tip);
        w->m_instanceActions << a;
    };
    addInstanceAction(Tr::tr("&Destroy…"), "destroyInstanceAction", session::InstanceAction::Destroy,
                      Tr::tr("Destroy the selected vast.ai instances for good; their nodes stay as history"));
    addInstanceAction(Tr::tr("&Stop"), "stopInstanceAction", session::InstanceAction::Stop,
                      Tr::tr("Stop the selected instances (their storage still bills)"));
    addInstanceAction(Tr::tr("S&tart"), "startInstanceAction", session::InstanceAction::Start,
                      Tr::tr("Start the selected stopped instances"));
    addInstanceAction(Tr::tr("&Reboot"), "rebootInstanceAction", session::InstanceAction::Reboot,
                      Tr::tr("Reboot the selected instances through vast.ai"));
    addInstanceAction(Tr::tr("Re&label…"), "labelInstanceAction", session::InstanceAction::Label,
                      Tr::tr("Set the vast.ai label of the selected instances"));

    QMenu* view = w->menuBar()->addMenu(Tr::tr("&View"));
    QAction* details = view->addAction(Tr::tr("&Details Panel"));
    details->setCheckable(true);
    details->setChecked(true);
    QObject::connect(details, &QAction::toggled, w->m_details, &QWidget::setVisible);
    QAction* find = view->addAction(Tr::tr("&Filter Nodes"), w, [w] { w->m_filter->setFocus(); });
    find->setShortcut(QKeySequence::Find);
    buildIntervalMenu(w, view->addMenu(Tr::tr("Refresh &Interval")));
    view->addSeparator();
    QAction* benchmarks = view->addAction(Tr::tr("&Benchmarks"), w, [w] { w->openBenchmarks(); });
    benchmarks->setObjectName(QStringLiteral("benchmarksAction"));
    benchmarks->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    QAction* offers = view->addAction(Tr::tr("&Offers"), w, [w] { w->openOffers(); });
    offers->setObjectName(QStringLiteral("offersAction"));
    offers->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    offers->setToolTip(Tr::tr("Search vast.ai's offers with the $/proof this fleet measured, and rent"));
    QAction* fleetLogs = view->addAction(Tr::tr("Fleet &Logs"), w, [w] { w->openLogs({}); });
    fleetLogs->setObjectName(QStringLiteral("fleetLogsAction"));
    fleetLogs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    fleetLogs->setToolTip(Tr::tr("Every node's log merged in time order, live: filter it to the errors "
                                 "to watch the whole fleet go wrong"));
    QAction* retired = view->addAction(Tr::tr("Show &Retired Nodes"));
    retired->setObjectName(QStringLiteral("showRetiredAction"));
    retired->setCheckable(true);
    retired->setToolTip(Tr::tr("Nodes whose instance was destroyed stay as history: what they cost, how "
                               "long they lived and why they went"));
    QObject::connect(retired, &QAction::toggled, w->m_proxy, &FleetFilterProxy::setShowRetired);

    QMenu* help = w->menuBar()->addMenu(Tr::tr("&Help"));
    QAction* shortcuts = help->addAction(Tr::tr("&Keyboard Shortcuts"), w, [w] {
        // Built afresh each time: it lists the actions as they are now, the Benchmarks window's too.
        delete w->findChild<ShortcutsDialog*>();
        QList<ShortcutsDialog::Window> windows{{Tr::tr("Main window"), w}};
        if (BenchmarksWindow* benchmarks = w->benchmarksWindow())
            windows.append({benchmarks->windowTitle(), benchmarks});
        auto* dialog = new ShortcutsDialog(windows, w);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    shortcuts->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    shortcuts->setShortcuts(QKeySequence::keyBindings(QKeySequence::HelpContents)
                            << QKeySequence(Qt::CTRL | Qt::Key_Slash));
    help->addSeparator();
    QAction* about = help->addAction(Tr::tr("&About Fleetdeck"), w, [w] {
        AboutDialog* dialog = w->findChild<AboutDialog*>();
        if (!dialog) {
            dialog = new AboutDialog(w->m_session->secrets(), w);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
        }
        dialog->show();
        dialog->raise();
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);

    QToolBar* toolbar = w->addToolBar(Tr::tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(w->m_addAction);
    toolbar->addAction(w->m_editAction);
    toolbar->addAction(w->m_removeAction);
    toolbar->addSeparator();
    toolbar->addAction(w->m_checkAction);
    toolbar->addAction(w->m_checkAllAction);
    toolbar->addSeparator();
    toolbar->addAction(w->m_refreshAction);
    toolbar->addSeparator();
    toolbar->addAction(w->m_deployKeyAction);
    w->m_details->setCheckAction(w->m_checkAction);
    w->m_details->setKeysPanel(
        new NodeKeysPanel([w] { return w->m_session->engine(); }, [w] { return w->m_session->database(); }));
    w->m_details->keysPanel()->setResolver(w->m_session->secrets()->resolver());
    w->m_details->keysPanel()->setAuditWhenShown(true);
    w->m_details->keysPanel()->setVastKeys(w->m_session->vastKeys());
    QObject::connect(w->m_details, &NodeDetailsPanel::deployKeyRequested, w,
                     [w](const QString& name) { w->openKeyDeployWizard({name}); });
    auto* logView = new LogView;
    logView->setObjectName(QStringLiteral("detailsLogView"));
    logView->setLogs(w->m_session->logs());
    w->m_details->setLogView(logView);
    // The Logs tab reads the selected node while it is shown, and nothing otherwise.
    QObject::connect(w->m_details, &NodeDetailsPanel::tabChanged, w, &MainWindow::updateDetailsLog);
}

void MainWindowActions::buildIntervalMenu(MainWindow* w, QMenu* menu)
{
    auto* group = new QActionGroup(menu);
    for (const int seconds : {5, 10, 30, 60, 300}) {
        QAction* a = menu->addAction(seconds < 60 ? Tr::tr("Every %1 s").arg(seconds)
                                                  : Tr::tr("Every %1 min").arg(seconds / 60));
        a->setCheckable(true);
        a->setChecked(seconds == w->m_session->pollIntervalSeconds());
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, w, [w, seconds] {
            w->m_session->setPollIntervalSeconds(seconds);
            w->m_statusBar->updateCountdown();
        });
    }
}

void MainWindowActions::showContextMenu(MainWindow* w, const QPoint& pos)
{
    if (!w->m_view->indexAt(pos).isValid())
        return;
    QMenu menu(w);
    menu.addAction(w->m_refreshSelectedAction);
    menu.addAction(w->m_checkAction);
    menu.addSeparator();
    menu.addAction(w->m_copySshAction);
    menu.addAction(w->m_terminalAction);
    menu.addSeparator();
    menu.addAction(w->m_deployKeyAction);
    menu.addAction(w->m_benchmarkAction);
    menu.addSeparator();
    menu.addAction(w->m_editAction);
    menu.addAction(w->m_removeAction);
    menu.exec(w->m_view->viewport()->mapToGlobal(pos));
}

} // namespace fleetdeck::ui
