// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, continued: what the operator opens and does from the main window — settings, key
// deployment, benchmarks, offers, logs and instance actions, and adding, editing, removing and
// checking nodes. Each binds a window or a dialog to the session; the work is the session's.
#include "MainWindow.h"

#include "UiTr.h"
#include "storage/Database.h"

#include "AboutDialog.h"
#include "CredentialQuestions.h"
#include "CredentialsPage.h"
#include "Dialogs.h"
#include "FleetFilterProxy.h"
#include "FleetStatusBar.h"
#include "HealthStyle.h"
#include "HostKeyQuestions.h"
#include "MainWindowActions.h"
#include "MainWindowState.h"
#include "MessageBanner.h"
#include "NodeDetailsPanel.h"
#include "NodeDialog.h"
#include "NodeImportDialog.h"
#include "NodeShell.h"
#include "OffersWindow.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"
#include "StorePage.h"
#include "SummaryCards.h"
#include "TrayNotifier.h"
#include "VastPage.h"
#include "bench/BenchmarksWindow.h"
#include "keys/KeyDeployWizard.h"
#include "keys/NodeKeysPanel.h"
#include "keys/TargetsPage.h"
#include "logs/LogView.h"
#include "logs/LogWindow.h"
#include "session/FleetLogs.h"

#include "fleet/Inventory.h"
#include "keys/KeyDeployment.h"
#include "models/FleetTableModel.h"
#include "session/BenchmarkRuns.h"
#include "session/FleetLifecycle.h"
#include "session/FleetSession.h"
#include "session/FleetStatus.h"
#include "session/SecretStorage.h"
#include "ssh/SshTypes.h"
#include "storage/Database.h"
#include "vast/VastKeyPlatform.h"
#include "vast/VastSync.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
// Core's messages are clauses ("node 'x' was changed by …"); a dialog shows them as sentences.
QString upperFirst(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}
} // namespace

SettingsDialog* MainWindow::openSettings()
{
    if (!m_settings) {
        m_settings = new SettingsDialog(m_session->secrets(), this, m_session);
        m_settings->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_settings->storePage(), &StorePage::openRequested, this, &MainWindow::openAndRemember);
        connect(m_settings->vastPage(), &VastPage::changed, m_session, &session::FleetSession::configureVast);
    }
    m_settings->show();
    m_settings->raise();
    m_settings->activateWindow();
    return m_settings;
}
KeyDeployWizard* MainWindow::openKeyDeployWizard(const QStringList& nodes)
{
    if (m_keyWizard) {
        // Nodes asked for while the targets are still open to change join the choice.
        if (m_keyWizard->currentId() <= KeyDeployWizard::AccessPageId) {
            QStringList preselected = m_keyWizard->preselectedNodes();
            for (const QString& n : nodes) {
                if (!preselected.contains(n))
                    preselected << n;
                m_keyWizard->targetsPage()->setChecked(n, true);
            }
            m_keyWizard->setPreselectedNodes(preselected);
        }
        m_keyWizard->show();
        m_keyWizard->raise();
        m_keyWizard->activateWindow();
        return m_keyWizard;
    }
    if (!m_session->engine() || !m_session->inventory())
        return nullptr;
    m_keyWizard = new KeyDeployWizard(*m_session->engine(), *m_session->inventory(), this);
    m_keyWizard->setAttribute(Qt::WA_DeleteOnClose);
    m_keyWizard->setFleetModel(m_session->model());
    m_keyWizard->setKnownHostsPath(knownHostsPath());
    m_keyWizard->setSecretStorage(m_session->secrets());
    m_keyWizard->setKeyPlatform(m_session->vastKeys());
    m_keyWizard->setPreselectedNodes(nodes);
    connect(m_keyWizard, &KeyDeployWizard::deployed, this, &MainWindow::onKeyDeployed);
    connect(m_keyWizard, &KeyDeployWizard::batchFinished, this, &MainWindow::recordDeployment);
    connect(m_keyWizard, &KeyDeployWizard::problem, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    m_keyWizard->show();
    return m_keyWizard;
}

BenchmarksWindow* MainWindow::openBenchmarks()
{
    if (!m_benchmarksWindow) {
        m_benchmarksWindow = new BenchmarksWindow(m_session->benchmarks(), this);
        m_benchmarksWindow->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_benchmarksWindow->show();
    m_benchmarksWindow->raise();
    m_benchmarksWindow->activateWindow();
    return m_benchmarksWindow;
}
void MainWindow::manageInstances(session::InstanceAction action)
{
    QList<Node> nodes;
    for (const QString& name : selectedNodeNames()) {
        const std::optional<Node> n = m_session->findNode(name);
        if (n && n->provider == QLatin1String("vast") && n->providerId)
            nodes << *n;
    }
    if (nodes.isEmpty() || !m_session->database())
        return;
    QString label;
    if (action == session::InstanceAction::Destroy) {
        QStringList what;
        for (const Node& n : std::as_const(nodes))
            what << session::instanceSummary(*m_session->database(), n);
        if (!Dialogs::confirm(
                this, Tr::tr("Destroy Instances"),
                Tr::tr("Destroy for good, with everything on their disks?\n\n%1\n\nTheir nodes stay "
                       "in the history with what they cost.")
                    .arg(what.join(QLatin1Char('\n')))))
            return;
    } else if (action == session::InstanceAction::Label) {
        const std::optional<QString> text =
            Dialogs::askText(this, Tr::tr("Relabel Instances"), Tr::tr("vast.ai label:"), nodes.first().name);
        if (!text)
            return;
        label = *text;
    }
    m_session->lifecycle()->manage(
        action, nodes, label, this, [this, action](const QList<session::InstanceOutcome>& outcomes) {
            QStringList failed;
            QStringList done;
            for (const session::InstanceOutcome& o : outcomes) {
                if (o.ok())
                    done << o.node;
                else
                    failed << Tr::tr("%1: %2").arg(o.node, o.error->message);
            }
            if (!failed.isEmpty())
                m_banner->showMessage(
                    MessageBanner::Kind::Error,
                    Tr::tr("vast.ai refused to %1: %2")
                        .arg(session::instanceActionName(action), failed.join(QStringLiteral("; "))));
            else
                statusBar()->showMessage(Tr::tr("%1: %2").arg(session::instanceActionName(action),
                                                              done.join(QStringLiteral(", "))),
                                         8000);
            updateSelection();
        });
}

OffersWindow* MainWindow::offersWindow() const
{
    return m_offersWindow;
}

OffersWindow* MainWindow::openOffers()
{
    if (!m_offersWindow) {
        m_offersWindow = new OffersWindow(m_session->lifecycle(), this);
        m_offersWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_offersWindow, &OffersWindow::rented, this, [this](const QStringList& nodes) {
            if (!nodes.isEmpty())
                selectNode(nodes.first());
        });
    }
    m_offersWindow->show();
    m_offersWindow->raise();
    m_offersWindow->activateWindow();
    return m_offersWindow;
}

LogWindow* MainWindow::openLogs(const QStringList& nodes)
{
    QStringList names = nodes;
    if (names.isEmpty()) {
        const models::FleetTableModel* model = m_session->model();
        for (int r = 0; model && r < model->rowCount(); ++r) {
            if (!model->index(r, 0).data(models::FleetTableModel::RetiredRole).toBool())
                names << model->nodeAt(r).name;
        }
    }
    const QString title = nodes.isEmpty() ? Tr::tr("Fleet Logs — Fleetdeck")
                          : nodes.size() == 1
                              ? Tr::tr("%1 — Logs — Fleetdeck").arg(nodes.first())
                              : Tr::tr("%n Nodes — Logs — Fleetdeck", nullptr, int(nodes.size()));
    auto* window = new LogWindow(m_session->logs(), names, title, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

void MainWindow::updateDetailsLog()
{
    LogView* view = m_details->logView();
    if (!view)
        return;
    const QString name = selectedNodeName();
    if (m_details->isVisible() && m_details->currentTab() == NodeDetailsPanel::Tab::Logs && !name.isEmpty())
        view->setNodes({name});
    else
        view->stop();
}

BenchmarksWindow* MainWindow::runBenchmark(const QStringList& nodes)
{
    BenchmarksWindow* window = openBenchmarks();
    window->showNewRun(nodes);
    return window;
}

void MainWindow::onKeyDeployed(const QStringList& nodes)
{
    m_session->keysDeployed(nodes);
    m_statusBar->updateCountdown();
}
void MainWindow::recordDeployment(const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results)
{
    if (!m_session->recordDeployment(change, results))
        m_banner->showMessage(MessageBanner::Kind::Warning, m_session->error());
    m_details->keysPanel()->refreshTrail();
}

void MainWindow::addNode()
{
    if (!m_session->isOpen())
        return;
    NodeDialog dialog(
        Node{}, false, [this](const QString& n) { return m_session->nameTaken(n); }, this);
    while (Dialogs::exec(dialog) == QDialog::Accepted) {
        const fleet::Inventory::Result result = m_session->addNode(dialog.node());
        if (result.ok()) {
            selectNode(result.node.name);
            return;
        }
        // Storing can still refuse (another writer took the name): say so beside the field.
        if (result.fields.isEmpty()) {
            m_banner->showMessage(MessageBanner::Kind::Error, result.message);
            return;
        }
        for (const FieldError& e : result.fields)
            dialog.showFieldError(e.field, e.message);
    }
}
void MainWindow::editSelectedNode()
{
    const QString name = selectedNodeName();
    const std::optional<Node> node = m_session->findNode(name);
    if (!node)
        return;
    NodeDialog dialog(
        *node, true, [this](const QString& n) { return m_session->nameTaken(n); }, this);
    while (Dialogs::exec(dialog) == QDialog::Accepted) {
        fleet::Inventory::Result result = m_session->updateNode(name, dialog.node());
        if (result.outcome == fleet::Inventory::Outcome::Conflict) {
            // Someone else's change came first (another console, the CLI): theirs stays unless
            // the operator, told who and when, chooses to write over it.
            if (!Dialogs::confirm(this, Tr::tr("Changed by someone else"),
                                  Tr::tr("%1.\n\nSave your version over theirs? Their change is then lost.")
                                      .arg(upperFirst(result.message))))
                return;
            Node mine = dialog.node();
            mine.id = result.node.id;
            mine.version = result.node.version;
            result = m_session->updateNode(result.node.name, mine);
            if (result.outcome == fleet::Inventory::Outcome::Conflict) {
                m_banner->showMessage(MessageBanner::Kind::Error, upperFirst(result.message));
                return;
            }
        }
        if (result.ok()) {
            updateSelection();
            return;
        }
        if (result.fields.isEmpty()) {
            m_banner->showMessage(MessageBanner::Kind::Error, result.message);
            return;
        }
        for (const FieldError& e : result.fields)
            dialog.showFieldError(e.field, e.message);
    }
}
void MainWindow::removeSelectedNode()
{
    const QString name = selectedNodeName();
    if (name.isEmpty() || !m_session->isOpen())
        return;
    if (!Dialogs::confirm(
            this, Tr::tr("Remove node"),
            Tr::tr("Remove %1 from the inventory? The server itself is not touched.").arg(name)))
        return;
    const fleet::Inventory::Result result = m_session->removeNode(name);
    if (!result.ok())
        m_banner->showMessage(MessageBanner::Kind::Error, result.message);
}
void MainWindow::checkSelectedNodes()
{
    const QStringList names = selectedNodeNames();
    // Only a check of one node the operator picked may ask for its password.
    m_session->check(names, names.size() == 1);
}
void MainWindow::checkAllNodes()
{
    m_session->checkAll();
}

} // namespace fleetdeck::ui
