// SPDX-License-Identifier: GPL-3.0-or-later
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

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new session::FleetSession(this))
    , m_proxy(new FleetFilterProxy(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_details(new NodeDetailsPanel(this))
    , m_banner(new MessageBanner(this))
    , m_cards(new SummaryCards(this))
    , m_tray(new TrayNotifier(nullptr, this))
    , m_credentialQuestions(new CredentialQuestions(
          m_session->secrets(), m_session->checks(),
          [this](const QString& name) { return m_session->findNode(name); }, this))
    , m_hostKeyQuestions(new HostKeyQuestions(
          m_session->checks(), [this](const QString& name) { return m_session->findNode(name); },
          [this] { return knownHostsPath(); }, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(Tr::tr("Fleetdeck"));
    connect(m_hostKeyQuestions, &HostKeyQuestions::problem, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Error, text); });
    connect(m_credentialQuestions, &CredentialQuestions::problem, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    connect(m_tray, &TrayNotifier::nodeActivated, this, [this](const QString& name) {
        selectNode(name);
        raise();
        activateWindow();
    });
    MainWindowActions::build(this);
    buildLayout();
    bindSession();
    m_windowState = std::make_unique<MainWindowState>(*this, *m_splitter, *m_view);
    m_windowState->restoreWindow();
    updateSelection();
}

void MainWindow::bindSession()
{
    session::FleetSession* s = m_session;
    session::ConnectionChecks* checks = s->checks();
    connect(checks, &session::ConnectionChecks::secretsUnavailable, this,
            [this](const QString&, const QList<secrets::SecretResult>& problems) {
                explainSecretsProblems(problems);
            });
    const auto updateIfSelected = [this](const QString& name) {
        if (selectedNodeName() == name)
            updateSelection();
    };
    connect(checks, &session::ConnectionChecks::started, this, updateIfSelected);
    connect(checks, &session::ConnectionChecks::secretsResolved, this, updateIfSelected);
    connect(s, &session::FleetSession::checkFinished, this,
            [this](const QString& name, const ssh::OperationResult& result,
                   const session::CheckOrigin& origin, status::HealthState state) {
                if (selectedNodeName() == name)
                    updateSelection(); // the health may be unchanged, the check's stages are new
                m_credentialQuestions->onCheckFinished(name, result, origin);
                m_hostKeyQuestions->onCheckFinished(name, state, result, origin);
            });
    connect(s->secrets(), &session::SecretStorage::changed, this, &MainWindow::onSecretsChanged);
    connect(s->secrets(), &session::SecretStorage::keychainUnusable, this,
            &MainWindow::explainUnusableKeychain);
    connect(s->status(), &session::FleetStatus::updated, this, &MainWindow::onStatuses);
    connect(s->vastSync(), &vast::VastSync::refreshed, this, &MainWindow::updateSelection);
    connect(s, &session::FleetSession::warning, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    connect(s, &session::FleetSession::databaseClosing, this, [this] {
        // The wizard works on the inventory being closed (a deployment under way is cancelled first).
        if (m_keyWizard)
            m_keyWizard->reject();
    });
    connect(s, &session::FleetSession::databaseOpened, this, &MainWindow::onDatabaseOpened);
    // A teammate's key deployment on the same store shows in the open node's audit trail.
    connect(s, &session::FleetSession::storeChanged, this, [this](const QString& topic) {
        if (topic == QLatin1String("key_deployments"))
            m_details->keysPanel()->refreshTrail();
    });
    // Rented nodes: their stage in the details, a tripped rule told at once.
    connect(s->lifecycle(), &session::FleetLifecycle::stageChanged, this, updateIfSelected);
    connect(s->lifecycle(), &session::FleetLifecycle::ruleTripped, this,
            [this](const QString& node, const QString& reason, bool retiring) {
                const QString text =
                    retiring ? Tr::tr("%1: %2 — the instance is being destroyed.").arg(node, reason)
                             : Tr::tr("%1: %2 — retire it or keep it.").arg(node, reason);
                m_banner->showMessage(MessageBanner::Kind::Warning, text);
                m_tray->notify(node, Tr::tr("Rule tripped on %1").arg(node), reason, retiring);
            });
    connect(s->lifecycle(), &session::FleetLifecycle::retirementSuggested, this,
            [this](const QString& node, const QString& reason) {
                // Offered, never done: the operator decides, with the confirmation naming the cost.
                auto* destroy = new QAction(Tr::tr("Destroy %1…").arg(node), m_banner);
                destroy->setObjectName(QStringLiteral("offerRetirementAction"));
                connect(destroy, &QAction::triggered, this, [this, node] {
                    if (selectNode(node))
                        manageInstances(session::InstanceAction::Destroy);
                });
                m_banner->showMessage(MessageBanner::Kind::Warning,
                                      Tr::tr("%1: %2. Retire it?").arg(node, reason), {destroy});
                m_tray->notify(node, Tr::tr("%1 may be worth retiring").arg(node), reason, false);
            });
    // What a node's log said that matters: in the table (the model), and told once per burst.
    connect(s->logs(), &session::FleetLogs::logEvent, this,
            [this, updateIfSelected](const logs::LogEvent& event) {
                updateIfSelected(event.node);
                if (event.startsBurst)
                    m_tray->notify(event.node, Tr::tr("%1 on %2").arg(event.title, event.node),
                                   event.line.text.left(300),
                                   event.severity == logs::LogPattern::Severity::Error);
            });
    connect(s->lifecycle(), &session::FleetLifecycle::warning, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    connect(s, &session::FleetSession::benchmarksStopped, this, [this] {
        m_benchmarksStopped = true;
        close();
    });
}

MainWindow::~MainWindow()
{
    // The views hold the model through the proxy: detach before the model goes.
    m_proxy->setSourceModel(nullptr);
}

void MainWindow::buildLayout()
{
    m_proxy->setSortRole(models::FleetTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setObjectName(QStringLiteral("fleetView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(models::FleetTableModel::NameColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setItemDelegateForColumn(models::FleetTableModel::StateColumn, new HealthDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_view, &QTableView::doubleClicked, this, &MainWindow::editSelectedNode);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint& pos) { m_windowState->showColumnMenu(pos); });
    connect(m_view, &QWidget::customContextMenuRequested, this,
            [this](const QPoint& pos) { MainWindowActions::showContextMenu(this, pos); });
    // Enter shows the details of the selected node.
    auto* showDetails = new QAction(Tr::tr("Show Node Details"), m_view);
    showDetails->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    showDetails->setShortcutContext(Qt::WidgetShortcut);
    connect(showDetails, &QAction::triggered, this, [this] {
        m_details->show();
        m_details->setCurrentTab(NodeDetailsPanel::Tab::Daemon);
    });
    m_view->addAction(showDetails);

    m_filter->setObjectName(QStringLiteral("filterEdit"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(Tr::tr("Filter by name, address, state, reason or label (gpu=4090)…"));
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &FleetFilterProxy::setFilterText);
    m_cards->setObjectName(QStringLiteral("summaryCards"));
    connect(m_cards, &SummaryCards::stateFilterRequested, this, [this](const QString& state) {
        m_proxy->setStateFilter(state);
        m_cards->setActiveFilter(state);
    });

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(6, 0, 0, 6);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_view, 1);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    // The banner and the fleet's totals span the window: the cards keep their words in every
    // language, whatever the split between the table and the details.
    auto* central = new QWidget(this);
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 6, 0, 0);
    centralLayout->setSpacing(6);
    auto* top = new QVBoxLayout;
    top->setContentsMargins(6, 0, 6, 0);
    top->addWidget(m_banner);
    top->addWidget(m_cards);
    centralLayout->addLayout(top);
    centralLayout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    m_statusBar = new FleetStatusBar(*m_session, *statusBar(), this);
    connect(m_statusBar, &FleetStatusBar::secretsClicked, this, [this] { openSettings(); });
    connect(m_statusBar, &FleetStatusBar::ticked, m_details, [this] { m_details->refreshProviderAge(); });
}

void MainWindow::setVastBaseUrl(const QUrl& url)
{
    m_session->setVastBaseUrl(url);
}

KeyDeployWizard* MainWindow::keyDeployWizard() const
{
    return m_keyWizard;
}

BenchmarksWindow* MainWindow::benchmarksWindow() const
{
    return m_benchmarksWindow;
}

QToolButton* MainWindow::secretsStatus() const
{
    return m_statusBar->secretsButton();
}

QLabel* MainWindow::providerStatus() const
{
    return m_statusBar->providerLabel();
}

bool MainWindow::openAndRemember(const QString& location)
{
    if (!openDatabase(location))
        return false;
    QSettings().setValue(StorePage::locationKey(), location);
    return true;
}

bool MainWindow::openDatabase(const QString& path)
{
    if (m_session->open(path))
        return true;
    m_banner->showMessage(MessageBanner::Kind::Error, m_session->error());
    return false;
}

void MainWindow::onDatabaseOpened(const QString& path)
{
    models::FleetTableModel* model = m_session->model();
    const bool firstModel = m_proxy->sourceModel() == nullptr;
    m_proxy->setSourceModel(model);
    if (firstModel)
        m_windowState->restoreColumns();
    connect(model, &QAbstractItemModel::rowsInserted, m_statusBar, &FleetStatusBar::updateCount);
    connect(model, &QAbstractItemModel::rowsRemoved, m_statusBar, &FleetStatusBar::updateCount);
    connect(model, &QAbstractItemModel::dataChanged, this, &MainWindow::onRowsChanged);
    // Prices change with a provider import, not only with a poll.
    connect(m_session->inventory(), &fleet::Inventory::providerDataChanged, this,
            [this] { m_cards->setTotals(m_session->model()->totals()); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::updateSelection, Qt::UniqueConnection);
    m_cards->setTotals(model->totals());
    m_statusBar->showDatabase(path);
    m_statusBar->updateProvider();
    m_statusBar->updateCountdown();
    setWindowTitle(
        m_session->isReadOnly()
            ? Tr::tr("Fleetdeck — %1 (team store, read-only)").arg(storage::Database::describe(path))
        : storage::Database::isShared(path)
            ? Tr::tr("Fleetdeck — %1 (team store)").arg(storage::Database::describe(path))
            : Tr::tr("Fleetdeck — %1").arg(storage::Database::describe(path)));
    if (model->rowCount() > 0)
        m_view->selectRow(0);
    m_statusBar->updateCount();
    updateSelection();
}
QString MainWindow::databasePath() const
{
    return m_session->databasePath();
}
void MainWindow::setSshEngine(ssh::SshEngine* engine)
{
    m_session->setEngine(engine);
    if (m_session->model())
        m_cards->setTotals(m_session->model()->totals());
    m_statusBar->updateCountdown();
    updateSelection();
}
void MainWindow::setKnownHostsPath(const QString& path)
{
    m_session->setKnownHostsPath(path);
}
QString MainWindow::knownHostsPath() const
{
    return m_session->knownHostsPath();
}
void MainWindow::setCredentialStore(secrets::CredentialStore* keychain)
{
    m_session->setCredentialStore(keychain);
}

void MainWindow::onSecretsChanged()
{
    // The keychain works now (unlocked and checked again, or session memory chosen): the
    // warning about it no longer applies.
    if (m_session->secrets()->hasProblem())
        return;
    if (!m_keychainMessage.isEmpty() && m_banner->text() == m_keychainMessage)
        m_banner->hide();
    m_keychainMessage.clear();
}
void MainWindow::explainUnusableKeychain(const secrets::BackendInfo& info)
{
    // The consequence first, then the backend's own reason (which ends in its raw words).
    m_keychainMessage =
        Tr::tr("Passphrases and passwords you enter cannot be remembered: the keychain (%1) cannot "
               "be used.\nReason: %2")
            .arg(info.displayName, info.detail);
    m_banner->showMessage(MessageBanner::Kind::Warning, m_keychainMessage, {m_sessionOnlyAction});
}

void MainWindow::explainSecretsProblems(const QList<secrets::SecretResult>& problems)
{
    // The keychain was dropped meanwhile and the banner already says why (and offers the way out).
    const session::SecretStorage* secrets = m_session->secrets();
    if (secrets->hasProblem() || (!m_keychainMessage.isEmpty() && m_banner->text() == m_keychainMessage))
        return;
    const QString text = Tr::tr("Stored secrets could not be read from %1: %2")
                             .arg(secrets->activeBackend().displayName, problems.first().explain());
    // Check All reports the same problem once per node: say it once.
    if (m_banner->text() != text)
        m_banner->showMessage(MessageBanner::Kind::Warning, text);
}
bool MainWindow::selectNode(const QString& name)
{
    const models::FleetTableModel* model = m_session->model();
    const int row = model ? model->rowOf(name) : -1;
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(model->index(row, 0));
    if (!index.isValid())
        return false; // filtered out
    m_view->selectRow(index.row());
    m_view->scrollTo(index);
    return true;
}
QStringList MainWindow::selectedNodeNames() const
{
    QStringList names;
    if (!m_view->selectionModel())
        return names;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        names << index.data(models::FleetTableModel::NameRole).toString();
    return names;
}

QString MainWindow::selectedNodeName() const
{
    const QModelIndexList rows =
        m_view->selectionModel() ? m_view->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.size() != 1)
        return {};
    return rows.first().data(models::FleetTableModel::NameRole).toString();
}

void MainWindow::onRowsChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    // A thousand nodes' polls arrive in batches all the time: the details follow their own node,
    // not every batch.
    const QString name = selectedNodeName();
    const int row = m_session->model() && !name.isEmpty() ? m_session->model()->rowOf(name) : -1;
    if (row >= topLeft.row() && row <= bottomRight.row())
        updateSelection();
}
void MainWindow::enableWrite(QAction* action, bool enabled)
{
    static const char* const OwnTip = "fleetdeckOwnToolTip";
    if (!action->property(OwnTip).isValid())
        action->setProperty(OwnTip, action->toolTip());
    const QString reason = m_session->readOnlyReason();
    action->setEnabled(enabled && reason.isEmpty());
    action->setToolTip(reason.isEmpty() ? action->property(OwnTip).toString() : reason);
}

void MainWindow::updateSelection()
{
    const models::FleetTableModel* model = m_session->model();
    const bool haveDb = m_session->isOpen();
    const QString name = selectedNodeName();
    const bool canCheck = m_session->engine() != nullptr;
    const bool polling = m_session->status()->poller() != nullptr;
    enableWrite(m_addAction, haveDb);
    enableWrite(m_editAction, !name.isEmpty());
    enableWrite(m_removeAction, !name.isEmpty());
    m_checkAction->setEnabled(canCheck && !selectedNodeNames().isEmpty());
    m_checkAllAction->setEnabled(canCheck && model && model->rowCount() > 0);
    m_refreshAction->setEnabled(polling);
    m_refreshSelectedAction->setEnabled(polling);
    enableWrite(m_deployKeyAction, canCheck && haveDb);
    enableWrite(m_benchmarkAction,
                m_session->benchmarks()->runner() != nullptr && !selectedNodeNames().isEmpty());
    m_copySshAction->setEnabled(!name.isEmpty());
    m_terminalAction->setEnabled(!name.isEmpty());
    m_logsAction->setEnabled(!name.isEmpty());
    bool vastSelected = false;
    for (const QString& selected : selectedNodeNames()) {
        const std::optional<Node> n = m_session->findNode(selected);
        vastSelected = vastSelected || (n && n->provider == QLatin1String("vast") && n->providerId);
    }
    for (QAction* a : std::as_const(m_instanceActions))
        enableWrite(a, vastSelected);
    const int row = model && !name.isEmpty() ? model->rowOf(name) : -1;
    if (row < 0) {
        m_details->clear();
        return;
    }
    const QModelIndex index = model->index(row, 0);
    const Node node = model->nodeAt(row);
    m_details->showLogEvents(model->logEventsOf(name), m_session->logs()->detector().windowMinutes());
    updateDetailsLog();
    m_details->showNode(node, status::HealthState(index.data(models::FleetTableModel::HealthRole).toInt()),
                        index.data(models::FleetTableModel::HealthReasonRole).toString());
    m_details->setHistory(m_session->status()->history(), node.id);
    m_details->keysPanel()->setNode(node, session::ConnectionChecks::targetFor(node, knownHostsPath()));
    m_details->showProviderData(node.id > 0 ? m_session->inventory()->providerRecord(node.id) : std::nullopt);
    m_details->showLifecycle(model->lifecycleOf(name), model->dollarsPerHourOf(name));
    if (const status::NodeStatus* status = model->statusOf(name))
        m_details->showStatus(*status);
    const session::ConnectionChecks* checks = m_session->checks();
    if (checks->isRunning(name))
        m_details->showCheckRunning(node.statusCommand.has_value(), checks->isWaitingForSecrets(name));
    else if (const session::ConnectionChecks::Record* record = checks->last(name))
        m_details->showCheckResult(record->result, record->finishedAt);
    else
        m_details->clearCheck();
}
void MainWindow::closeEvent(QCloseEvent* event)
{
    const int active = m_session->activeBenchmarkRuns();
    if (active > 0 && !m_benchmarksStopped) {
        event->ignore();
        if (m_quittingAfterBenchmarks)
            return; // already stopping them
        if (!Dialogs::confirm(
                this, Tr::tr("Quit during a benchmark"),
                Tr::tr("%n benchmark run(s) still going. Quitting stops them on their nodes and records "
                       "them as cancelled.",
                       "", active)))
            return;
        // Cancelling kills each run's process group on its node; the window closes once they have
        // ended, or after a few seconds whatever they do (benchmarksStopped).
        m_quittingAfterBenchmarks = true;
        m_session->stopBenchmarks();
        return;
    }
    m_windowState->save();
    event->accept();
}
void MainWindow::onStatuses(const QList<status::NodeStatus>& batch)
{
    if (m_session->model())
        m_cards->setTotals(m_session->model()->totals());
    m_tray->statusesUpdated(batch);
}
void MainWindow::refreshSelectedNodes()
{
    const QStringList names = selectedNodeNames();
    if (names.isEmpty())
        refreshAllNodes();
    else
        m_session->refresh(names);
    m_statusBar->updateCountdown();
}
void MainWindow::refreshAllNodes()
{
    m_session->refresh();
    m_statusBar->updateCountdown();
}

} // namespace fleetdeck::ui
