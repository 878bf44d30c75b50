// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/FleetSession.h"

#include "Tr.h"
#include "bench/BenchmarkRunner.h"
#include "keys/ConsoleKeys.h"
#include "keys/DeploymentLog.h"
#include "keys/KeyDeployment.h"
#include "logs/LogPatterns.h"
#include "models/FleetTableModel.h"
#include "session/BenchmarkRuns.h"
#include "session/FleetLifecycle.h"
#include "session/FleetLogs.h"
#include "session/FleetStatus.h"
#include "session/SecretStorage.h"
#include "storage/Database.h"
#include "storage/StoreChanges.h"
#include "vast/VastClient.h"
#include "vast/VastKeyPlatform.h"
#include "vast/VastSync.h"

#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace fleetdeck::session {

namespace {

const QString IntervalKey = QStringLiteral("status/intervalSecs");

fleet::Inventory::Result failure(const QString& message)
{
    fleet::Inventory::Result result;
    result.outcome = fleet::Inventory::Outcome::StorageError;
    result.message = message;
    return result;
}

} // namespace

FleetSession::FleetSession(QObject* parent)
    : QObject(parent)
    , m_secrets(new SecretStorage(this))
    , m_checks(new ConnectionChecks(this))
    , m_status(new FleetStatus(this))
    , m_benchmarks(new BenchmarkRuns(this))
    , m_logs(new FleetLogs(this))
    , m_vastSync(new vast::VastSync(nullptr, m_secrets->activeStore(), this))
    , m_vastKeys(new vast::VastKeyPlatform(m_secrets->activeStore(), this))
{
    m_lifecycle = new FleetLifecycle(m_status, m_benchmarks, m_vastSync, this);
    m_checks->setResolver(m_secrets->resolver());
    m_status->setResolver(m_secrets->resolver());
    m_status->setIntervalSeconds(QSettings().value(IntervalKey, 10).toInt());
    m_benchmarks->setResolver(m_secrets->resolver());
    m_benchmarks->knownHostsPath = [this] { return knownHostsPath(); };
    m_logs->setResolver(m_secrets->resolver());
    m_logs->knownHostsPath = [this] { return knownHostsPath(); };
    m_logs->setVastSync(m_vastSync);
    // Watching every node's log keeps an SSH session per node: not while the store's collectors
    // are the only ones polling.
    const auto updateWatching = [this] {
        m_logs->setWatching(QSettings().value(QStringLiteral("logs/watchForEvents"), true).toBool() &&
                            !m_status->fromStore());
    };
    updateWatching();
    connect(m_status, &FleetStatus::sourceChanged, this, updateWatching);
    connect(m_checks, &ConnectionChecks::finished, this, &FleetSession::onCheckFinished);
    // What Fleetdeck saw and did, per node, for the `events` log source.
    connect(m_status, &FleetStatus::updated, this, &FleetSession::noteStateChanges);
    connect(m_lifecycle, &FleetLifecycle::ruleTripped, this,
            [this](const QString& node, const QString& reason, bool retiring) {
                noteEvent(node, QStringLiteral("rule"),
                          retiring ? QStringLiteral("retiring") : QStringLiteral("tripped"), reason, true);
            });
    // vast.ai: the fleet list and prices kept in step with the account, and keys attached
    // through the platform on deployment (authorized_keys alone does not last there).
    configureVast();
    connect(m_secrets, &SecretStorage::changed, this, [this] {
        m_vastSync->setCredentialStore(m_secrets->activeStore());
        m_vastKeys->setCredentialStore(m_secrets->activeStore());
    });
    connect(m_vastSync, &vast::VastSync::refreshed, this, [this] { m_lastVastError.clear(); });
    connect(m_vastSync, &vast::VastSync::failed, this, &FleetSession::onVastFailed);
}

FleetSession::~FleetSession()
{
    m_changes.reset();
    // Runs and polls hold the database and the inventory: they end before those go.
    m_benchmarks->detach();
    m_logs->attach(nullptr, nullptr, nullptr, nullptr);
    m_lifecycle->attach(nullptr, nullptr, nullptr);
    m_status->attach(nullptr, nullptr, nullptr, nullptr);
    m_vastSync->setInventory(nullptr);
}

bool FleetSession::open(const QString& path)
{
    auto db = std::make_unique<storage::Database>();
    if (!db->open(path)) {
        m_error = db->error();
        return false;
    }
    m_error.clear();
    auto inventory = std::make_unique<fleet::Inventory>(*db);
    auto model = std::make_unique<models::FleetTableModel>(*inventory);
    Q_EMIT databaseClosing();
    m_benchmarks->detach(); // its runs write to the database being closed
    m_lastStates.clear();
    m_logs->attach(nullptr, nullptr, nullptr, nullptr);
    m_lifecycle->attach(nullptr, nullptr, nullptr);
    m_checks->clear();
    m_changes.reset();
    // The old objects live until the views have switched to the new model.
    std::swap(m_db, db);
    std::swap(m_inventory, inventory);
    std::swap(m_model, model);
    // On a team store, what other consoles, the CLI and the collectors change reaches this one
    // as it is committed: nodes as if edited here, statuses as soon as a collector wrote them.
    m_inventory->reload();
    m_changes = std::make_unique<storage::StoreChanges>(*m_db);
    connect(m_changes.get(), &storage::StoreChanges::changed, this, [this](const QString& topic) {
        if (topic == QLatin1String("nodes"))
            m_inventory->reload();
        else if (topic == QLatin1String("node_status"))
            m_status->storeChanged();
        else if (topic == QLatin1String("bench_runs"))
            m_benchmarks->storeChanged();
        else if (topic == QLatin1String("rent_templates") || topic == QLatin1String("offer_searches") ||
                 topic == QLatin1String("bad_hosts"))
            m_lifecycle->storeChanged(topic);
        Q_EMIT storeChanged(topic);
    });
    m_vastSync->setInventory(m_inventory.get());
    // A provider's refresh that gives a node another address (an instance that just got one):
    // a check of the old address says nothing about the node any more.
    connect(m_inventory.get(), &fleet::Inventory::nodeUpdated, this,
            [this](const QString&, const Node& node) {
                const ConnectionChecks::Record* last = m_checks->last(node.name);
                if (last && (last->host != node.host || last->port != node.port))
                    m_checks->forget(node.name);
            });
    const QList<Node> nodes = m_inventory->nodes();
    const bool hasVastNodes = std::any_of(nodes.cbegin(), nodes.cend(), [](const Node& n) {
        return n.provider == QLatin1String("vast") && n.providerId;
    });
    m_vastSync->setEnabled(QSettings().value(QStringLiteral("vast/sync"), hasVastNodes).toBool());
    attachServices();
    Q_EMIT databaseOpened(path);
    return true;
}

bool FleetSession::isReadOnly() const
{
    return m_db && m_db->isReadOnly();
}

QString FleetSession::readOnlyReason() const
{
    if (!isReadOnly())
        return {};
    return Tr::tr("The team store lets the role '%1' only read: ask the store's administrator for the "
                  "right to change the fleet.")
        .arg(m_db->role());
}

QString FleetSession::databasePath() const
{
    return m_db ? m_db->path() : QString();
}

void FleetSession::setEngine(ssh::SshEngine* engine)
{
    m_engine = engine;
    m_checks->setEngine(engine);
    attachServices();
}

void FleetSession::setKnownHostsPath(const QString& path)
{
    m_checks->setKnownHostsPath(path);
    m_status->setKnownHostsPath(path);
}

QString FleetSession::knownHostsPath() const
{
    return m_checks->knownHostsPath();
}

void FleetSession::setCredentialStore(secrets::CredentialStore* keychain)
{
    m_secrets->setKeychain(keychain);
}

void FleetSession::attachServices()
{
    m_status->setKnownHostsPath(knownHostsPath());
    // Before the polling: it leaves the nodes the lifecycle calls retired alone.
    m_lifecycle->attach(m_db.get(), m_inventory.get(), m_model.get());
    m_status->attach(m_engine, m_db.get(), m_inventory.get(), m_model.get());
    m_benchmarks->attach(m_engine, m_db.get(), m_inventory.get(), m_model.get());
    m_logs->attach(m_engine, m_db.get(), m_inventory.get(), m_model.get());
}

void FleetSession::configureVast()
{
    const QSettings settings;
    const QUrl url(
        settings.value(QStringLiteral("vast/baseUrl"), vast::VastClient::defaultBaseUrl().toString())
            .toString());
    const QString account = settings.value(QStringLiteral("vast/account")).toString();
    m_vastSync->setBaseUrl(url);
    m_vastSync->setAccount(account);
    m_vastSync->setInterval(
        settings.value(QStringLiteral("vast/intervalSecs"), vast::VastSync::DefaultIntervalMs / 1000)
            .toInt() *
        1000);
    m_vastKeys->setBaseUrl(url);
    m_vastKeys->setAccount(account);
}

void FleetSession::setVastBaseUrl(const QUrl& url)
{
    m_vastSync->setBaseUrl(url);
    m_vastKeys->setBaseUrl(url);
}

void FleetSession::onVastFailed(const vast::VastError& error)
{
    if (error.code == m_lastVastError)
        return;
    m_lastVastError = error.code;
    Q_EMIT warning(Tr::tr("vast.ai: %1 %2").arg(error.message, error.hint));
}

std::optional<Node> FleetSession::findNode(const QString& name) const
{
    return m_inventory ? m_inventory->find(name) : std::nullopt;
}

bool FleetSession::nameTaken(const QString& name) const
{
    return findNode(name).has_value();
}

fleet::Inventory::Result FleetSession::addNode(const Node& node)
{
    if (!m_inventory)
        return failure(Tr::tr("No database is open."));
    return m_inventory->add(node);
}

fleet::Inventory::Result FleetSession::updateNode(const QString& name, const Node& node)
{
    if (!m_inventory)
        return failure(Tr::tr("No database is open."));
    fleet::Inventory::Result result = m_inventory->update(name, node);
    if (result.ok())
        m_checks->forget(name);
    return result;
}

fleet::Inventory::Result FleetSession::removeNode(const QString& name)
{
    if (!m_inventory)
        return failure(Tr::tr("No database is open."));
    fleet::Inventory::Result result = m_inventory->remove(name);
    if (result.ok())
        m_checks->forget(name);
    return result;
}

CheckOrigin FleetSession::newAction(bool explicitRequest)
{
    CheckOrigin origin;
    origin.action = ++m_lastAction;
    origin.explicitRequest = explicitRequest;
    return origin;
}

void FleetSession::check(const QStringList& names, bool explicitRequest)
{
    const CheckOrigin origin = newAction(explicitRequest);
    for (const QString& name : names) {
        if (const std::optional<Node> node = findNode(name))
            m_checks->start(*node, origin);
    }
}

void FleetSession::checkAll()
{
    // In the table's order, as the operator sees them.
    QStringList names;
    for (int row = 0; m_model && row < m_model->rowCount(); ++row)
        names << m_model->nodeAt(row).name;
    check(names, false);
}

void FleetSession::refresh(const QStringList& names)
{
    m_status->refresh(names);
}

void FleetSession::setPollIntervalSeconds(int seconds)
{
    m_status->setIntervalSeconds(seconds);
    QSettings().setValue(IntervalKey, m_status->intervalSeconds());
}

int FleetSession::pollIntervalSeconds() const
{
    return m_status->intervalSeconds();
}

void FleetSession::onCheckFinished(const QString& name, const ssh::OperationResult& result,
                                   const CheckOrigin& origin)
{
    const status::HealthState state = status::healthForDiagnosis(result.diagnosis);
    if (m_model)
        m_model->setHealth(name, state, ConnectionChecks::reasonFor(result));
    noteEvent(name, QStringLiteral("check"), result.diagnosis ? result.diagnosis->code : QStringLiteral("ok"),
              result.diagnosis ? ConnectionChecks::reasonFor(result)
                               : Tr::tr("every stage of the connection check passed"),
              result.diagnosis.has_value());
    Q_EMIT checkFinished(name, result, origin, state);
}

void FleetSession::noteEvent(const QString& node, const QString& kind, const QString& code,
                             const QString& message, bool problem)
{
    // A viewer's store takes no writes: its events are the collectors' and the editors'.
    if (!m_db || !m_model || m_db->isReadOnly())
        return;
    const int row = m_model->rowOf(node);
    if (row < 0)
        return;
    logs::LogEventStore(*m_db).recordEvent(m_model->nodeAt(row).id, kind, code, message,
                                           problem ? logs::LogPattern::Severity::Error
                                                   : logs::LogPattern::Severity::Info);
}

void FleetSession::noteStateChanges(const QList<status::NodeStatus>& batch)
{
    for (const status::NodeStatus& s : batch) {
        const status::HealthState before = m_lastStates.value(s.name, status::HealthState::Unknown);
        m_lastStates.insert(s.name, s.state);
        // A node's first poll is no change; nor is a state it already had.
        if (before == status::HealthState::Unknown || before == s.state)
            continue;
        const bool problem = s.state != status::HealthState::Healthy;
        noteEvent(s.name, QStringLiteral("state"), status::healthStateName(s.state),
                  s.diagnosis ? s.diagnosis->message
                              : Tr::tr("%1 (was %2)")
                                    .arg(status::healthStateLabel(s.state), status::healthStateLabel(before)),
                  problem);
    }
}

void FleetSession::keysDeployed(const QStringList& nodes)
{
    m_status->refresh(nodes);
    const CheckOrigin origin = newAction(false);
    for (const QString& name : nodes) {
        const std::optional<Node> node = findNode(name);
        if (node && m_checks->last(name))
            m_checks->start(*node, origin);
    }
}

bool FleetSession::recordDeployment(const keys::KeyChange& change, const QList<keys::KeyNodeResult>& results)
{
    if (!m_db || results.isEmpty())
        return true;
    QList<keys::DeploymentRecord> records;
    for (const keys::KeyNodeResult& r : results)
        records << keys::deploymentRecord(change, r);
    for (const keys::DeploymentRecord& r : std::as_const(records)) {
        const bool problem = r.result == u"failed" || r.result == u"rolled_back" || r.result == u"refused";
        noteEvent(r.node, QStringLiteral("keys"), r.result,
                  QStringLiteral("%1 %2%3").arg(
                      r.action, r.keyFingerprint,
                      r.diagnosisDetail.isEmpty() ? QString() : QStringLiteral(": ") + r.diagnosisDetail),
                  problem);
    }
    keys::DeploymentLog log(*m_db);
    if (log.recordAll(records))
        return true;
    m_error = Tr::tr("The key deployment could not be recorded in the audit trail: %1").arg(log.error());
    return false;
}

int FleetSession::activeBenchmarkRuns() const
{
    const bench::BenchmarkRunner* runner = m_benchmarks->runner();
    return runner ? int(runner->activeRuns().size()) : 0;
}

void FleetSession::stopBenchmarks(int graceMs)
{
    if (m_stoppingBenchmarks)
        return;
    bench::BenchmarkRunner* runner = m_benchmarks->runner();
    if (!runner || runner->activeRuns().isEmpty()) {
        Q_EMIT benchmarksStopped();
        return;
    }
    m_stoppingBenchmarks = true;
    const quint64 serial = ++m_stopSerial;
    auto ended = std::make_shared<QMetaObject::Connection>();
    const auto finish = [this, ended, serial] {
        if (!m_stoppingBenchmarks || serial != m_stopSerial)
            return;
        m_stoppingBenchmarks = false;
        disconnect(*ended);
        Q_EMIT benchmarksStopped();
    };
    *ended = connect(m_benchmarks, &BenchmarkRuns::runFinished, this, [this, finish] {
        if (activeBenchmarkRuns() == 0)
            finish();
    });
    QTimer::singleShot(graceMs, this, finish);
    runner->cancelAll();
}

} // namespace fleetdeck::session
