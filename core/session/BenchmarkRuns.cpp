// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/BenchmarkRuns.h"
#include "Tr.h"

#include "session/ConnectionChecks.h"

#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"
#include "lifecycle/NodeGpu.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"

namespace fleetdeck::session {

BenchmarkRuns::BenchmarkRuns(QObject* parent)
    : QObject(parent)
{}

BenchmarkRuns::~BenchmarkRuns()
{
    dropRunner(); // nobody is told: the views go with the window
}

void BenchmarkRuns::attach(ssh::SshEngine* engine, storage::Database* db, fleet::Inventory* inventory,
                           models::FleetTableModel* fleet)
{
    m_inventory = inventory;
    m_fleet = fleet;
    if (engine == m_engine && db == m_db && (m_runner != nullptr) == (engine && db))
        return;
    dropRunner();
    m_engine = engine;
    m_db = db;
    if (db && db->path() != m_abandonedMarked) {
        // Runs a previous console left `running` will never end: say so. Only those whose
        // process is gone: a teammate's run on a team store goes on (BenchmarkStore::interruptRunning).
        bench::BenchmarkRunner::markAbandonedRuns(*db);
        m_abandonedMarked = db->path();
    }
    if (engine && db) {
        m_runner = std::make_unique<bench::BenchmarkRunner>(*engine, *db);
        bench::BenchmarkRunner* r = m_runner.get();
        connect(r, &bench::BenchmarkRunner::runStarted, this, &BenchmarkRuns::runStarted);
        connect(r, &bench::BenchmarkRunner::sampleRecorded, this, &BenchmarkRuns::sampleRecorded);
        connect(r, &bench::BenchmarkRunner::logAppended, this, &BenchmarkRuns::logAppended);
        connect(r, &bench::BenchmarkRunner::runFinished, this, &BenchmarkRuns::runFinished);
    }
    Q_EMIT runnerChanged();
}

void BenchmarkRuns::detach()
{
    const bool had = m_runner || m_db;
    dropRunner();
    m_db = nullptr;
    if (had)
        Q_EMIT runnerChanged();
}

void BenchmarkRuns::dropRunner()
{
    ++m_serial;
    if (!m_runner)
        return;
    // The runner writes to the database that is closing: end its runs (their remote processes
    // killed) while both exist; what is still in flight is recorded as interrupted.
    m_runner->cancelAll();
    m_runner->disconnect(this);
    m_runner.reset();
}

void BenchmarkRuns::setResolver(secrets::CredentialResolver* resolver)
{
    m_resolver = resolver;
}

fleet::Inventory* BenchmarkRuns::inventory() const
{
    return m_inventory;
}

models::FleetTableModel* BenchmarkRuns::fleetModel() const
{
    return m_fleet;
}

QString BenchmarkRuns::gpuModelOf(const QString& node) const
{
    const status::NodeStatus* status = m_fleet ? m_fleet->statusOf(node) : nullptr;
    const QString probed = status && status->system ? status->system->gpuModelSummary() : QString();
    if (!probed.isEmpty() || !m_inventory)
        return probed;
    // Without nvidia-smi's word, the operator's own: the node's `gpu` label (gpu=4090).
    const std::optional<Node> n = m_inventory->find(node);
    return n ? n->labels.value(QStringLiteral("gpu")) : QString();
}

bench::BenchTarget BenchmarkRuns::targetFor(const Node& node) const
{
    bench::BenchTarget target;
    target.node = node.name;
    const QString knownHosts = knownHostsPath ? knownHostsPath() : ssh::SshTarget::defaultKnownHostsPath();
    target.access = ConnectionChecks::targetFor(node, knownHosts);
    target.gpuModel = gpuModelOf(node.name);
    // What the run measured, for predicting offers later: the provider's machine and GPU count.
    const status::NodeStatus* status = m_fleet ? m_fleet->statusOf(node.name) : nullptr;
    const lifecycle::NodeGpu gpu =
        lifecycle::NodeGpu::of(node, m_inventory ? m_inventory->providerRecord(node.id) : std::nullopt,
                               status && status->system ? &*status->system : nullptr);
    target.machineId = gpu.machineId;
    target.gpuCount = gpu.count;
    if (target.gpuModel.isEmpty())
        target.gpuModel = gpu.model;
    // The provider's price while it lists the node, else the operator's `dph` label.
    target.dollarsPerHour = fleet::NodeCost::dollarsPerHour(
        node, m_inventory ? m_inventory->providerRecord(node.id) : std::nullopt);
    return target;
}

bool BenchmarkRuns::start(const bench::BenchSpec& spec, const QStringList& nodes)
{
    const auto fail = [this](const QString& reason) {
        Q_EMIT startFailed(reason);
        return false;
    };
    if (!m_runner || !m_inventory)
        return fail(Tr::tr("Benchmarks need an open database and the SSH engine."));
    if (const QString why = spec.check(); !why.isEmpty())
        return fail(Tr::tr("The benchmark cannot run: %1.").arg(why));
    if (nodes.isEmpty())
        return fail(Tr::tr("Choose at least one node to benchmark."));
    QList<bench::BenchTarget> targets;
    QList<Node> found;
    for (const QString& name : nodes) {
        const std::optional<Node> node = m_inventory->find(name);
        if (!node)
            return fail(Tr::tr("There is no node called %1 in the inventory.").arg(name));
        targets << targetFor(*node);
        found << *node;
    }
    const quint64 serial = m_serial;
    withSecrets(found, targets, [this, serial, spec](const QList<bench::BenchTarget>& completed) {
        launch(serial, spec, completed);
    });
    return true;
}

// Each login with what the keychain holds for it, as a connection check logs in.
void BenchmarkRuns::withSecrets(const QList<Node>& nodes, const QList<bench::BenchTarget>& targets,
                                std::function<void(const QList<bench::BenchTarget>&)> done)
{
    if (!m_resolver) {
        done(targets);
        return;
    }
    auto pending = std::make_shared<QList<bench::BenchTarget>>(targets);
    auto remaining = std::make_shared<int>(int(targets.size()));
    for (int i = 0; i < nodes.size(); ++i) {
        m_resolver->resolve(nodes.at(i), targets.at(i).access, this,
                            [pending, remaining, i, done](const ssh::SshTarget& completed,
                                                          const QList<secrets::SecretResult>&) {
                                (*pending)[i].access = completed;
                                if (--*remaining == 0)
                                    done(*pending);
                            });
    }
}

void BenchmarkRuns::startOn(const bench::BenchSpec& spec, const Node& node,
                            std::function<void(qint64 run, const QString& why)> done)
{
    if (!m_runner || !m_inventory) {
        done(0, Tr::tr("Benchmarks need an open database and the SSH engine."));
        return;
    }
    const quint64 serial = m_serial;
    withSecrets(
        {node}, {targetFor(node)}, [this, serial, spec, done](const QList<bench::BenchTarget>& targets) {
            if (serial != m_serial || !m_runner) {
                done(0, Tr::tr("The database or the SSH engine changed before the benchmark could start."));
                return;
            }
            const QList<qint64> runs = m_runner->start(spec, targets);
            const qint64 run = runs.value(0);
            done(run, run > 0 ? QString() : m_runner->error());
            if (run > 0)
                Q_EMIT started(runs);
        });
}

void BenchmarkRuns::launch(quint64 serial, const bench::BenchSpec& spec,
                           const QList<bench::BenchTarget>& targets)
{
    if (serial != m_serial || !m_runner) {
        Q_EMIT startFailed(
            Tr::tr("The database or the SSH engine changed before the benchmark could start."));
        return;
    }
    const QList<qint64> runs = m_runner->start(spec, targets);
    if (runs.isEmpty() || runs.count(0) == runs.size()) {
        Q_EMIT startFailed(Tr::tr("The benchmark could not start: %1").arg(m_runner->error()));
        return;
    }
    if (runs.contains(0))
        Q_EMIT startFailed(Tr::tr("Some runs could not be recorded: %1").arg(m_runner->error()));
    Q_EMIT started(runs);
}

} // namespace fleetdeck::session
