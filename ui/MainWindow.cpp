// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutDialog.h"
#include "ShortcutsDialog.h"
#include "bench/BenchmarkRunner.h"
#include "ConnectionCheckView.h"
#include "ConnectionChecks.h"
#include "CredentialQuestions.h"
#include "CredentialsPage.h"
#include "Dialogs.h"
#include "FleetFilterProxy.h"
#include "FleetStatus.h"
#include "HealthStyle.h"
#include "HostKeyQuestions.h"
#include "MainWindowState.h"
#include "MessageBanner.h"
#include "NodeDetailsPanel.h"
#include "keys/NodeKeysPanel.h"
#include "NodeDialog.h"
#include "NodeImportDialog.h"
#include "NodeShell.h"
#include "SecretStorage.h"
#include "SettingsDialog.h"
#include "SummaryCards.h"
#include "TrayNotifier.h"
#include "keys/KeyDeployWizard.h"
#include "keys/TargetsPage.h"
#include "bench/BenchmarkRuns.h"
#include "bench/BenchmarksWindow.h"

#include "Version.h"
#include "bench/BenchmarkRunner.h"
#include "fleet/Inventory.h"
#include "keys/ConsoleKeys.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshTypes.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"
#include "storage/DeploymentLog.h"
#include "vast/VastKeyPlatform.h"
#include "vast/VastSync.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_proxy(new FleetFilterProxy(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_details(new NodeDetailsPanel(this))
    , m_banner(new MessageBanner(this))
    , m_countLabel(new QLabel(this))
    , m_dbLabel(new QLabel(this))
    , m_countdown(new QLabel(this))
    , m_countdownTimer(new QTimer(this))
    , m_cards(new SummaryCards(this))
    , m_status(new FleetStatus(this))
    , m_tray(new TrayNotifier(nullptr, this))
    , m_secretsStatus(new QToolButton(this))
    , m_checks(new ConnectionChecks(this))
    , m_secrets(new SecretStorage(this))
    , m_credentialQuestions(new CredentialQuestions(
          m_secrets, m_checks,
          [this](const QString& name) { return m_inventory ? m_inventory->find(name) : std::nullopt; }, this))
    , m_hostKeyQuestions(new HostKeyQuestions(
          m_checks, [this](const QString& name) { return m_inventory ? m_inventory->find(name) : std::nullopt; },
          [this] { return knownHostsPath(); }, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Fleetdeck"));
    connect(m_hostKeyQuestions, &HostKeyQuestions::problem, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Error, text); });
    connect(m_credentialQuestions, &CredentialQuestions::problem, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    m_checks->setResolver(m_secrets->resolver());
    connect(m_checks, &ConnectionChecks::secretsUnavailable, this,
            [this](const QString&, const QList<secrets::SecretResult>& problems) {
                explainSecretsProblems(problems);
            });
    connect(m_secrets, &SecretStorage::changed, this, &MainWindow::updateSecretsStatus);
    connect(m_secrets, &SecretStorage::keychainUnusable, this, &MainWindow::explainUnusableKeychain);
    connect(m_checks, &ConnectionChecks::started, this, [this](const QString& name) {
        if (selectedNodeName() == name)
            updateSelection();
    });
    connect(m_checks, &ConnectionChecks::finished, this, &MainWindow::onCheckFinished);
    m_status->setResolver(m_secrets->resolver());
    m_status->setIntervalSeconds(QSettings().value(QStringLiteral("status/intervalSecs"), 10).toInt());
    connect(m_status, &FleetStatus::updated, this, &MainWindow::onStatuses);
    connect(m_tray, &TrayNotifier::nodeActivated, this, [this](const QString& name) {
        selectNode(name);
        raise();
        activateWindow();
    });
    m_countdownTimer->setInterval(1000);
    connect(m_countdownTimer, &QTimer::timeout, this, [this] {
        m_countdown->setText(m_status->countdownText());
        updateProviderStatus();
        m_details->refreshProviderAge();
    });
    // vast.ai: the fleet list and prices kept in step with the account, and keys attached
    // through the platform on deployment (authorized_keys alone does not last there).
    m_vastSync = new VastSync(nullptr, m_secrets->activeStore(), this);
    m_vastKeys = new VastKeyPlatform(m_secrets->activeStore(), this);
    configureVast();
    connect(m_secrets, &SecretStorage::changed, this, [this] {
        m_vastSync->setCredentialStore(m_secrets->activeStore());
        m_vastKeys->setCredentialStore(m_secrets->activeStore());
    });
    connect(m_vastSync, &VastSync::refreshed, this, [this] {
        m_lastVastErrorShown.clear();
        updateProviderStatus();
        updateSelection();
    });
    connect(m_vastSync, &VastSync::failed, this, [this](const VastError& error) {
        updateProviderStatus();
        if (error.code == m_lastVastErrorShown)
            return;
        m_lastVastErrorShown = error.code;
        m_banner->showMessage(MessageBanner::Kind::Warning,
                              tr("vast.ai: %1 %2").arg(error.message, error.hint));
    });
    m_countdownTimer->start();
    m_benchmarks = std::make_unique<BenchmarkRuns>();
    m_benchmarks->setResolver(m_secrets->resolver());
    m_benchmarks->knownHostsPath = [this] { return knownHostsPath(); };
    buildActions();
    buildLayout();
    m_windowState = std::make_unique<MainWindowState>(*this, *m_splitter, *m_view);
    m_windowState->restoreWindow();
    updateSelection();
}

MainWindow::~MainWindow()
{
    // The views hold the model through the proxy: detach before the model goes.
    m_proxy->setSourceModel(nullptr);
}

void MainWindow::buildActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Database…"), this, [this] {
        const QString path = Dialogs::openFileName(this, tr("Open Fleetdeck database"), databasePath(),
                                                   tr("Fleetdeck databases (*.sqlite *.db);;All files (*)"));
        if (!path.isEmpty())
            openDatabase(path);
    });
    open->setShortcut(QKeySequence::Open);
    QAction* importVast = file->addAction(tr("Import from &vast.ai"), this, [this] {
        // From now on the account's instances are kept in step every interval.
        QSettings().setValue(QStringLiteral("vast/sync"), true);
        m_vastSync->setEnabled(true);
    });
    importVast->setObjectName(QStringLiteral("importVastAction"));
    importVast->setToolTip(tr("List the vast.ai account's instances (API key from the keychain or "
                              "VAST_API_KEY), add them as nodes, and keep them in step"));
    // Both show what they would do first; the inventory may not be swapped under the dialog.
    auto importFrom = [this](NodeImportDialog::Kind kind, const QString& path) {
        if (!m_inventory)
            return;
        delete findChild<NodeImportDialog*>();
        auto* dialog = new NodeImportDialog(kind, m_inventory.get(), path, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowModality(Qt::WindowModal);
        dialog->show();
    };
    QAction* importConfig = file->addAction(tr("Import from SS&H Config…"), this, [importFrom] {
        importFrom(NodeImportDialog::Kind::SshConfig, ssh::SshTarget::defaultSshConfigPath());
    });
    importConfig->setObjectName(QStringLiteral("importSshConfigAction"));
    importConfig->setToolTip(tr("Add a node for each Host alias of an OpenSSH config, after a preview"));
    QAction* importCsv = file->addAction(tr("Import from &CSV…"), this, [this, importFrom] {
        const QString path = Dialogs::openFileName(this, tr("Import nodes from CSV"), QString(),
                                                   tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty())
            importFrom(NodeImportDialog::Kind::Csv, path);
    });
    importCsv->setObjectName(QStringLiteral("importCsvAction"));
    importCsv->setToolTip(tr("Add or update nodes from a CSV file with a header row, after a preview"));
    file->addSeparator();
    QAction* settings = file->addAction(tr("&Settings…"), this, [this] { openSettings(); });
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setMenuRole(QAction::PreferencesRole);
    // The platform's own binding where it has one, and Ctrl+, everywhere.
    QList<QKeySequence> settingsKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!settingsKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        settingsKeys << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    settings->setShortcuts(settingsKeys);
    m_sessionOnlyAction = new QAction(tr("Keep secrets for this session only"), this);
    m_sessionOnlyAction->setObjectName(QStringLiteral("sessionOnlyAction"));
    m_sessionOnlyAction->setToolTip(
        tr("Keep the passphrases and passwords you enter in memory until Fleetdeck "
           "exits; never write them anywhere"));
    connect(m_sessionOnlyAction, &QAction::triggered, this, [this] { m_secrets->setSessionOnly(true); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* node = menuBar()->addMenu(tr("&Node"));
    m_addAction = node->addAction(tr("&Add Node…"), this, &MainWindow::addNode);
    m_addAction->setShortcut(QKeySequence::New);
    m_addAction->setObjectName(QStringLiteral("addNodeAction"));
    m_editAction = node->addAction(tr("&Edit Node…"), this, &MainWindow::editSelectedNode);
    m_editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_editAction->setObjectName(QStringLiteral("editNodeAction"));
    m_removeAction = node->addAction(tr("&Remove Node…"), this, &MainWindow::removeSelectedNode);
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setObjectName(QStringLiteral("removeNodeAction"));
    node->addSeparator();
    m_checkAction = node->addAction(tr("&Check Connection"), this, &MainWindow::checkSelectedNodes);
    m_checkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_checkAction->setObjectName(QStringLiteral("checkConnectionAction"));
    m_checkAction->setToolTip(tr("Log in to the selected nodes and fetch their status, stage by stage (%1)")
                                  .arg(m_checkAction->shortcut().toString(QKeySequence::NativeText)));
    m_checkAllAction = node->addAction(tr("Check &All Nodes"), this, &MainWindow::checkAllNodes);
    m_checkAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_checkAllAction->setObjectName(QStringLiteral("checkAllAction"));
    node->addSeparator();
    m_refreshAction = node->addAction(tr("Re&fresh All"), this, &MainWindow::refreshAllNodes);
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    m_refreshSelectedAction = node->addAction(tr("&Refresh Selected"), this, &MainWindow::refreshSelectedNodes);
    m_refreshSelectedAction->setShortcut(QKeySequence(Qt::Key_R));
    m_refreshSelectedAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_refreshSelectedAction);
    m_copySshAction = node->addAction(tr("Copy SSH Command"), this, [this] {
        const std::optional<Node> n = m_inventory ? m_inventory->find(selectedNodeName()) : std::nullopt;
        if (n)
            QApplication::clipboard()->setText(sshCommandLine(*n, knownHostsPath()));
    });
    m_copySshAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_terminalAction = node->addAction(tr("Open &Terminal"), this, [this] {
        const std::optional<Node> n = m_inventory ? m_inventory->find(selectedNodeName()) : std::nullopt;
        QString error;
        if (n && !openTerminal(*n, knownHostsPath(), &error))
            m_banner->showMessage(MessageBanner::Kind::Warning, error);
    });
    m_terminalAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_deployKeyAction = node->addAction(tr("&Deploy Key…"), this,
                                        [this] { openKeyDeployWizard(selectedNodeNames()); });
    m_deployKeyAction->setObjectName(QStringLiteral("deployKeyAction"));
    m_deployKeyAction->setToolTip(tr("Put a public key on the selected nodes, safely, and prove that it logs in"));
    m_benchmarkAction = node->addAction(tr("Run &Benchmark…"), this, [this] { runBenchmark(selectedNodeNames()); });
    m_benchmarkAction->setObjectName(QStringLiteral("runBenchmarkAction"));
    m_benchmarkAction->setToolTip(tr("Measure the selected nodes' proof times: warmup, timed and cooldown proofs"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* details = view->addAction(tr("&Details Panel"));
    details->setCheckable(true);
    details->setChecked(true);
    connect(details, &QAction::toggled, m_details, &QWidget::setVisible);
    QAction* find = view->addAction(tr("&Filter Nodes"), this, [this] { m_filter->setFocus(); });
    find->setShortcut(QKeySequence::Find);
    buildIntervalMenu(view->addMenu(tr("Refresh &Interval")));
    view->addSeparator();
    QAction* benchmarks = view->addAction(tr("&Benchmarks"), this, [this] { openBenchmarks(); });
    benchmarks->setObjectName(QStringLiteral("benchmarksAction"));
    benchmarks->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts = help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        // Built afresh each time: it lists the actions as they are now, the Benchmarks window's too.
        delete findChild<ShortcutsDialog*>();
        QList<ShortcutsDialog::Window> windows{{tr("Main window"), this}};
        if (BenchmarksWindow* benchmarks = benchmarksWindow())
            windows.append({benchmarks->windowTitle(), benchmarks});
        auto* dialog = new ShortcutsDialog(windows, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    shortcuts->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    shortcuts->setShortcuts(QKeySequence::keyBindings(QKeySequence::HelpContents)
                            << QKeySequence(Qt::CTRL | Qt::Key_Slash));
    help->addSeparator();
    QAction* about = help->addAction(tr("&About Fleetdeck"), this, [this] {
        AboutDialog* dialog = findChild<AboutDialog*>();
        if (!dialog) {
            dialog = new AboutDialog(m_secrets, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
        }
        dialog->show();
        dialog->raise();
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);

    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_addAction);
    toolbar->addAction(m_editAction);
    toolbar->addAction(m_removeAction);
    toolbar->addSeparator();
    toolbar->addAction(m_checkAction);
    toolbar->addAction(m_checkAllAction);
    toolbar->addSeparator();
    toolbar->addAction(m_refreshAction);
    toolbar->addSeparator();
    toolbar->addAction(m_deployKeyAction);
    m_details->setCheckAction(m_checkAction);
    m_details->setKeysPanel(new NodeKeysPanel([this] { return m_engine.data(); }, [this] { return m_db.get(); }));
    m_details->keysPanel()->setResolver(m_secrets->resolver());
    m_details->keysPanel()->setAuditWhenShown(true);
    connect(m_details, &NodeDetailsPanel::deployKeyRequested, this,
            [this](const QString& name) { openKeyDeployWizard({name}); });
}

void MainWindow::buildLayout()
{
    m_proxy->setSortRole(FleetTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setObjectName(QStringLiteral("fleetView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(FleetTableModel::NameColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setItemDelegateForColumn(FleetTableModel::StateColumn, new HealthDelegate(m_view));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_view, &QTableView::doubleClicked, this, &MainWindow::editSelectedNode);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint& pos) { m_windowState->showColumnMenu(pos); });
    connect(m_view, &QWidget::customContextMenuRequested, this, &MainWindow::showContextMenu);
    // Enter shows the details of the selected node.
    auto* showDetails = new QAction(tr("Show Node Details"), m_view);
    showDetails->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    showDetails->setShortcutContext(Qt::WidgetShortcut);
    connect(showDetails, &QAction::triggered, this, [this] {
        m_details->show();
        m_details->setCurrentTab(NodeDetailsPanel::Tab::Daemon);
    });
    m_view->addAction(showDetails);

    m_filter->setObjectName(QStringLiteral("filterEdit"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setPlaceholderText(tr("Filter by name, address, state, reason or label (gpu=4090)…"));
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

    m_countLabel->setObjectName(QStringLiteral("nodeCountLabel"));
    m_dbLabel->setObjectName(QStringLiteral("databaseLabel"));
    m_secretsStatus->setObjectName(QStringLiteral("secretsStatus"));
    m_secretsStatus->setAutoRaise(true);
    connect(m_secretsStatus, &QToolButton::clicked, this, [this] { openSettings(); });
    statusBar()->addWidget(m_countLabel);
    m_countdown->setObjectName(QStringLiteral("refreshCountdown"));
    statusBar()->addPermanentWidget(m_countdown);
    m_providerLabel = new QLabel(this);
    m_providerLabel->setObjectName(QStringLiteral("providerStatus"));
    m_providerLabel->hide();
    statusBar()->addPermanentWidget(m_providerLabel);
    statusBar()->addPermanentWidget(m_secretsStatus);
    statusBar()->addPermanentWidget(m_dbLabel);
    updateSecretsStatus();
}

bool MainWindow::openDatabase(const QString& path)
{
    auto db = std::make_unique<Database>();
    if (!db->open(path)) {
        m_banner->showMessage(MessageBanner::Kind::Error, db->error());
        return false;
    }
    auto inventory = std::make_unique<Inventory>(*db);
    auto model = std::make_unique<FleetTableModel>(*inventory);
    // The wizard works on the inventory being closed (a deployment under way is cancelled first).
    if (m_keyWizard)
        m_keyWizard->reject();
    m_benchmarks->detach(); // its runs write to the database being closed
    m_checks->clear();
    const bool firstModel = !m_model;
    m_proxy->setSourceModel(model.get());
    if (firstModel)
        m_windowState->restoreColumns();
    m_model = std::move(model);
    m_inventory = std::move(inventory);
    m_db = std::move(db);
    connect(m_model.get(), &QAbstractItemModel::rowsInserted, this, &MainWindow::updateStatusBar);
    connect(m_model.get(), &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateStatusBar);
    connect(m_model.get(), &QAbstractItemModel::dataChanged, this, &MainWindow::onRowsChanged);
    // Prices change with a provider import, not only with a poll.
    connect(m_inventory.get(), &Inventory::providerDataChanged, this,
            [this] { m_cards->setTotals(m_model->totals()); });
    m_vastSync->setInventory(m_inventory.get());
    const QList<Node> nodes = m_inventory->nodes();
    const bool hasVastNodes = std::any_of(nodes.cbegin(), nodes.cend(), [](const Node& n) {
        return n.provider == QLatin1String("vast") && n.providerId;
    });
    // On by itself for a fleet that came from vast.ai, unless the operator turned it off.
    m_vastSync->setEnabled(QSettings().value(QStringLiteral("vast/sync"), hasVastNodes).toBool());
    updateProviderStatus();
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::updateSelection, Qt::UniqueConnection);
    attachStatus();
    m_dbLabel->setText(path);
    m_dbLabel->setToolTip(tr("Database: %1").arg(path));
    setWindowTitle(tr("Fleetdeck — %1").arg(QFileInfo(path).fileName()));
    if (m_model->rowCount() > 0)
        m_view->selectRow(0);
    updateStatusBar();
    updateSelection();
    return true;
}

QString MainWindow::databasePath() const
{
    return m_db ? m_db->path() : QString();
}

void MainWindow::setSshEngine(ssh::SshEngine* engine)
{
    m_checks->setEngine(engine);
    m_engine = engine;
    attachStatus();
    updateSelection();
}

void MainWindow::setKnownHostsPath(const QString& path)
{
    m_checks->setKnownHostsPath(path);
    m_status->setKnownHostsPath(path);
}

QString MainWindow::knownHostsPath() const
{
    return m_checks->knownHostsPath();
}

void MainWindow::setCredentialStore(secrets::CredentialStore* keychain)
{
    m_secrets->setKeychain(keychain);
}

void MainWindow::updateSecretsStatus()
{
    const secrets::BackendInfo info = m_secrets->activeBackend();
    const bool problem = m_secrets->hasProblem();
    m_secretsStatus->setText(m_secrets->statusText());
    // Red only when secrets cannot be kept; a working keychain is not news.
    m_secretsStatus->setStyleSheet(
        problem ? QStringLiteral("QToolButton { color: %1; font-weight: bold; }").arg(errorTextColor(palette()).name()) : QString());
    QString tip = info.displayName;
    if (!info.detail.isEmpty())
        tip += QStringLiteral(": ") + info.detail;
    m_secretsStatus->setToolTip(tr("%1\nClick for the credential settings.").arg(tip));
    // The keychain works now (unlocked and checked again, or session memory chosen): the
    // warning about it no longer applies.
    if (!problem && !m_keychainMessage.isEmpty() && m_banner->text() == m_keychainMessage)
        m_banner->hide();
    if (!problem)
        m_keychainMessage.clear();
}

void MainWindow::explainUnusableKeychain(const secrets::BackendInfo& info)
{
    // The consequence first, then the backend's own reason (which ends in its raw words).
    m_keychainMessage =
        tr("Passphrases and passwords you enter cannot be remembered: the keychain (%1) cannot "
           "be used.\nReason: %2")
            .arg(info.displayName, info.detail);
    m_banner->showMessage(MessageBanner::Kind::Warning, m_keychainMessage, {m_sessionOnlyAction});
}

void MainWindow::explainSecretsProblems(const QList<secrets::SecretResult>& problems)
{
    // The keychain was dropped meanwhile and the banner already says why (and offers the way out).
    if (m_secrets->hasProblem() || (!m_keychainMessage.isEmpty() && m_banner->text() == m_keychainMessage))
        return;
    const QString text = tr("Stored secrets could not be read from %1: %2")
                             .arg(m_secrets->activeBackend().displayName, problems.first().explain());
    // Check All reports the same problem once per node: say it once.
    if (m_banner->text() != text)
        m_banner->showMessage(MessageBanner::Kind::Warning, text);
}

SettingsDialog* MainWindow::openSettings()
{
    if (!m_settings) {
        m_settings = new SettingsDialog(m_secrets, this);
        m_settings->setAttribute(Qt::WA_DeleteOnClose);
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
    if (!m_engine || !m_inventory)
        return nullptr;
    m_keyWizard = new KeyDeployWizard(*m_engine, *m_inventory, this);
    m_keyWizard->setAttribute(Qt::WA_DeleteOnClose);
    m_keyWizard->setFleetModel(m_model.get());
    m_keyWizard->setKnownHostsPath(knownHostsPath());
    m_keyWizard->setSecretStorage(m_secrets);
    m_keyWizard->setKeyPlatform(m_vastKeys);
    m_keyWizard->setPreselectedNodes(nodes);
    connect(m_keyWizard, &KeyDeployWizard::deployed, this, &MainWindow::onKeyDeployed);
    connect(m_keyWizard, &KeyDeployWizard::batchFinished, this, &MainWindow::recordDeployment);
    connect(m_keyWizard, &KeyDeployWizard::problem, this,
            [this](const QString& text) { m_banner->showMessage(MessageBanner::Kind::Warning, text); });
    m_keyWizard->show();
    return m_keyWizard;
}

KeyDeployWizard* MainWindow::keyDeployWizard() const
{
    return m_keyWizard;
}

BenchmarksWindow* MainWindow::benchmarksWindow() const
{
    return m_benchmarksWindow;
}

BenchmarksWindow* MainWindow::openBenchmarks()
{
    if (!m_benchmarksWindow) {
        m_benchmarksWindow = new BenchmarksWindow(m_benchmarks.get(), this);
        m_benchmarksWindow->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_benchmarksWindow->show();
    m_benchmarksWindow->raise();
    m_benchmarksWindow->activateWindow();
    return m_benchmarksWindow;
}

BenchmarksWindow* MainWindow::runBenchmark(const QStringList& nodes)
{
    BenchmarksWindow* window = openBenchmarks();
    window->showNewRun(nodes);
    return window;
}

void MainWindow::onKeyDeployed(const QStringList& nodes)
{
    // Their logins may work now: poll them at once, and check again those whose failed check
    // is on show.
    m_status->refresh(nodes);
    m_countdown->setText(m_status->countdownText());
    const CheckOrigin origin = newAction(false);
    for (const QString& name : nodes) {
        if (m_checks->last(name))
            startCheck(name, origin);
    }
}

void MainWindow::recordDeployment(const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results)
{
    if (!m_db || results.isEmpty())
        return;
    QList<DeploymentRecord> records;
    for (const keys::KeyNodeResult& r : results)
        records << keys::deploymentRecord(change, r);
    DeploymentLog log(*m_db);
    if (!log.recordAll(records))
        m_banner->showMessage(MessageBanner::Kind::Warning,
                              tr("The key deployment could not be recorded in the audit trail: %1").arg(log.error()));
    m_details->keysPanel()->refreshTrail();
}

bool MainWindow::selectNode(const QString& name)
{
    const int row = m_model ? m_model->rowOf(name) : -1;
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
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
        names << index.data(FleetTableModel::NameRole).toString();
    return names;
}

QString MainWindow::selectedNodeName() const
{
    const QModelIndexList rows =
        m_view->selectionModel() ? m_view->selectionModel()->selectedRows() : QModelIndexList();
    if (rows.size() != 1)
        return {};
    return rows.first().data(FleetTableModel::NameRole).toString();
}

bool MainWindow::nameTaken(const QString& name) const
{
    return m_inventory && m_inventory->find(name).has_value();
}

void MainWindow::onRowsChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight)
{
    // A thousand nodes' polls arrive in batches all the time: the details follow their own node,
    // not every batch.
    const QString name = selectedNodeName();
    const int row = m_model && !name.isEmpty() ? m_model->rowOf(name) : -1;
    if (row >= topLeft.row() && row <= bottomRight.row())
        updateSelection();
}

void MainWindow::updateSelection()
{
    const bool haveDb = m_inventory != nullptr;
    const QString name = selectedNodeName();
    m_addAction->setEnabled(haveDb);
    m_editAction->setEnabled(!name.isEmpty());
    m_removeAction->setEnabled(!name.isEmpty());
    const bool canCheck = m_checks->engine() != nullptr;
    m_checkAction->setEnabled(canCheck && !selectedNodeNames().isEmpty());
    m_checkAllAction->setEnabled(canCheck && m_model && m_model->rowCount() > 0);
    m_refreshAction->setEnabled(m_status->poller() != nullptr);
    m_refreshSelectedAction->setEnabled(m_status->poller() != nullptr);
    m_deployKeyAction->setEnabled(canCheck && haveDb);
    m_benchmarkAction->setEnabled(m_benchmarks->runner() != nullptr && !selectedNodeNames().isEmpty());
    m_copySshAction->setEnabled(!name.isEmpty());
    m_terminalAction->setEnabled(!name.isEmpty());
    const int row = m_model && !name.isEmpty() ? m_model->rowOf(name) : -1;
    if (row < 0) {
        m_details->clear();
        return;
    }
    const QModelIndex index = m_model->index(row, 0);
    const Node node = m_model->nodeAt(row);
    m_details->showNode(node, HealthState(index.data(FleetTableModel::HealthRole).toInt()),
                        index.data(FleetTableModel::HealthReasonRole).toString());
    m_details->setHistory(m_status->history(), node.id);
    m_details->keysPanel()->setNode(node, ConnectionChecks::targetFor(node, knownHostsPath()));
    m_details->showProviderData(node.id > 0 && m_inventory ? m_inventory->providerRecord(node.id) : std::nullopt);
    if (const NodeStatus* status = m_model->statusOf(name))
        m_details->showStatus(*status);
    if (m_checks->isRunning(name))
        m_details->showCheckRunning(node.statusCommand.has_value());
    else if (const ConnectionChecks::Record* record = m_checks->last(name))
        m_details->showCheckResult(record->result, record->finishedAt);
    else
        m_details->clearCheck();
}

void MainWindow::configureVast()
{
    const QSettings settings;
    const QUrl url(settings.value(QStringLiteral("vast/baseUrl"), VastClient::defaultBaseUrl().toString()).toString());
    const QString account = settings.value(QStringLiteral("vast/account")).toString();
    m_vastSync->setBaseUrl(url);
    m_vastSync->setAccount(account);
    m_vastSync->setInterval(settings.value(QStringLiteral("vast/intervalSecs"), VastSync::DefaultIntervalMs / 1000).toInt() *
                            1000);
    m_vastKeys->setBaseUrl(url);
    m_vastKeys->setAccount(account);
}

void MainWindow::setVastBaseUrl(const QUrl& url)
{
    m_vastSync->setBaseUrl(url);
    m_vastKeys->setBaseUrl(url);
}

void MainWindow::updateProviderStatus()
{
    if (!m_providerLabel || !m_vastSync)
        return;
    const bool shown = m_vastSync->isEnabled() || m_vastSync->lastAttempt().isValid();
    m_providerLabel->setVisible(shown);
    if (!shown)
        return;
    m_providerLabel->setText(m_vastSync->ageText());
    const std::optional<VastError>& error = m_vastSync->lastError();
    m_providerLabel->setToolTip(error ? QStringLiteral("%1\n%2\n%3").arg(error->message, error->hint, error->detail)
                                      : tr("Refreshed from %1 every %2 s")
                                            .arg(m_vastSync->baseUrl().host())
                                            .arg(m_vastSync->interval() / 1000));
    m_providerLabel->setStyleSheet(
        error ? QStringLiteral("color: %1").arg(healthTextColor(HealthState::Degraded, palette()).name()) : QString());
}

void MainWindow::updateStatusBar()
{
    const int count = m_model ? m_model->rowCount() : 0;
    m_countLabel->setText(count == 0   ? tr("No nodes yet — add one with Node › Add Node…")
                          : count == 1 ? tr("1 node")
                                       : tr("%1 nodes").arg(count));
}

void MainWindow::addNode()
{
    if (!m_inventory)
        return;
    NodeDialog dialog(
        Node{}, false, [this](const QString& n) { return nameTaken(n); }, this);
    while (Dialogs::exec(dialog) == QDialog::Accepted) {
        const Inventory::Result result = m_inventory->add(dialog.node());
        if (result.ok()) {
            m_view->selectRow(
                m_proxy->mapFromSource(m_model->index(m_model->rowOf(result.node.name), 0)).row());
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
    const std::optional<Node> node = m_inventory ? m_inventory->find(name) : std::nullopt;
    if (!node)
        return;
    NodeDialog dialog(
        *node, true, [this](const QString& n) { return nameTaken(n); }, this);
    while (Dialogs::exec(dialog) == QDialog::Accepted) {
        const Inventory::Result result = m_inventory->update(name, dialog.node());
        if (result.ok()) {
            // The old check describes a login that may no longer be the node's.
            m_checks->forget(name);
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
    if (name.isEmpty() || !m_inventory)
        return;
    if (!Dialogs::confirm(this, tr("Remove node"),
                          tr("Remove %1 from the inventory? The server itself is not touched.").arg(name)))
        return;
    const Inventory::Result result = m_inventory->remove(name);
    if (!result.ok())
        m_banner->showMessage(MessageBanner::Kind::Error, result.message);
    else
        m_checks->forget(name);
}

CheckOrigin MainWindow::newAction(bool explicitRequest)
{
    CheckOrigin origin;
    origin.action = ++m_lastAction;
    origin.explicitRequest = explicitRequest;
    return origin;
}

void MainWindow::checkSelectedNodes()
{
    const QStringList names = selectedNodeNames();
    // Only a check of one node the operator picked may ask for its password.
    const CheckOrigin origin = newAction(names.size() == 1);
    for (const QString& name : names)
        startCheck(name, origin);
}

void MainWindow::checkAllNodes()
{
    const CheckOrigin origin = newAction(false);
    for (int row = 0; m_model && row < m_model->rowCount(); ++row)
        startCheck(m_model->nodeAt(row).name, origin);
}

void MainWindow::startCheck(const QString& name, const CheckOrigin& origin)
{
    const std::optional<Node> node = m_inventory ? m_inventory->find(name) : std::nullopt;
    if (node)
        m_checks->start(*node, origin);
}

void MainWindow::onCheckFinished(const QString& name, const ssh::OperationResult& result,
                                 const CheckOrigin& origin)
{
    const HealthState state = healthForDiagnosis(result.diagnosis);
    if (m_model)
        m_model->setHealth(name, state, ConnectionCheckView::reasonFor(result));
    if (selectedNodeName() == name)
        updateSelection(); // the health may be unchanged, the check's stages are new
    m_credentialQuestions->onCheckFinished(name, result, origin);
    m_hostKeyQuestions->onCheckFinished(name, state, result, origin);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    bench::BenchmarkRunner* runner = m_benchmarks->runner();
    const int active = runner ? int(runner->activeRuns().size()) : 0;
    if (active > 0 && !m_benchmarksStopped) {
        event->ignore();
        if (m_quittingAfterBenchmarks)
            return; // already stopping them
        if (!Dialogs::confirm(
                this, tr("Quit during a benchmark"),
                tr("%n benchmark run(s) still going. Quitting stops them on their nodes and records "
                   "them as cancelled.",
                   "", active)))
            return;
        // Cancel kills each run's process group on its node; quit once they have ended, or after
        // a few seconds whatever they do.
        m_quittingAfterBenchmarks = true;
        const auto quit = [this] {
            m_benchmarksStopped = true;
            close();
        };
        connect(m_benchmarks.get(), &BenchmarkRuns::runFinished, this, [this, quit] {
            if (m_benchmarks->runner() && m_benchmarks->runner()->activeRuns().isEmpty())
                quit();
        });
        QTimer::singleShot(8000, this, quit);
        runner->cancelAll();
        return;
    }
    m_windowState->save();
    event->accept();
}

void MainWindow::attachStatus()
{
    m_status->setKnownHostsPath(knownHostsPath());
    m_status->attach(m_engine, m_db.get(), m_inventory.get(), m_model.get());
    m_benchmarks->attach(m_engine, m_db.get(), m_inventory.get(), m_model.get());
    if (m_model)
        m_cards->setTotals(m_model->totals());
    m_countdown->setText(m_status->countdownText());
}

void MainWindow::onStatuses(const QList<NodeStatus>& batch)
{
    if (m_model)
        m_cards->setTotals(m_model->totals());
    m_tray->statusesUpdated(batch);
    m_countdown->setText(m_status->countdownText());
}

void MainWindow::refreshSelectedNodes()
{
    const QStringList names = selectedNodeNames();
    if (names.isEmpty())
        refreshAllNodes();
    else
        m_status->refresh(names);
    m_countdown->setText(m_status->countdownText());
}

void MainWindow::refreshAllNodes()
{
    m_status->refresh();
    m_countdown->setText(m_status->countdownText());
}

void MainWindow::buildIntervalMenu(QMenu* menu)
{
    auto* group = new QActionGroup(menu);
    for (const int seconds : {5, 10, 30, 60, 300}) {
        QAction* a = menu->addAction(seconds < 60 ? tr("Every %1 s").arg(seconds) : tr("Every %1 min").arg(seconds / 60));
        a->setCheckable(true);
        a->setChecked(seconds == m_status->intervalSeconds());
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, seconds] {
            m_status->setIntervalSeconds(seconds);
            QSettings().setValue(QStringLiteral("status/intervalSecs"), seconds);
            m_countdown->setText(m_status->countdownText());
        });
    }
}

void MainWindow::showContextMenu(const QPoint& pos)
{
    if (!m_view->indexAt(pos).isValid())
        return;
    QMenu menu(this);
    menu.addAction(m_refreshSelectedAction);
    menu.addAction(m_checkAction);
    menu.addSeparator();
    menu.addAction(m_copySshAction);
    menu.addAction(m_terminalAction);
    menu.addSeparator();
    menu.addAction(m_deployKeyAction);
    menu.addAction(m_benchmarkAction);
    menu.addSeparator();
    menu.addAction(m_editAction);
    menu.addAction(m_removeAction);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

} // namespace fleetdeck::ui
