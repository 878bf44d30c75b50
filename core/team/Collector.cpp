// SPDX-License-Identifier: GPL-3.0-or-later
#include "Collector.h"

#include "Tr.h"
#include "fleet/Inventory.h"
#include "fleet/NodeCost.h"
#include "status/HealthState.h"
#include "status/StatusHistory.h"
#include "storage/Database.h"
#include "team/StatusRecord.h"

#include <QCoreApplication>
#include <QHostInfo>
#include <QSqlError>
#include <QSqlQuery>

namespace fleetdeck::team {

Collector::Collector(storage::Database& db, ssh::SshEngine* engine, status::StatusPoller::LoginFor loginFor,
                     Options options, QObject* parent)
    : QObject(parent)
    , m_db(db)
    , m_options(std::move(options))
    , m_inventory(std::make_unique<fleet::Inventory>(db))
    , m_history(std::make_unique<status::StatusHistory>(db))
    , m_poller(std::make_unique<status::StatusPoller>(engine, m_options.poller))
    , m_leases(db, m_options.id)
{
    m_poller->setLoginFor(std::move(loginFor));
    m_poller->setHistory(m_history.get());
    connect(m_poller.get(), &status::StatusPoller::updated, this, &Collector::record);
    connect(m_poller.get(), &status::StatusPoller::polled, this,
            [this](const status::NodeStatus&, const ssh::OperationResult& result) {
                ++m_counters.polls;
                if (!result.ok())
                    ++m_counters.pollErrors;
            });
    m_roundTimer.setInterval(int(qMax<qint64>(m_options.leaseMs / 3, 100)));
    connect(&m_roundTimer, &QTimer::timeout, this, &Collector::round);
    m_takeoverTimer.setSingleShot(true);
    connect(&m_takeoverTimer, &QTimer::timeout, this, &Collector::round);
    // A collector that dies is seen by the server at once (Leases): its nodes are taken within
    // about a second, not at the next round.
    m_goneTimer.setInterval(1000);
    connect(&m_goneTimer, &QTimer::timeout, this, [this] {
        if (const std::optional<QStringList> gone = m_leases.goneCollectors(); gone && !gone->isEmpty())
            round();
    });
    m_expiryTimer.setInterval(250);
    connect(&m_expiryTimer, &QTimer::timeout, this, &Collector::checkExpiry);
}

Collector::~Collector()
{
    stop();
}

void Collector::start()
{
    round();
    m_roundTimer.start();
    m_expiryTimer.start();
    m_goneTimer.start();
    m_poller->start();
}

void Collector::stop()
{
    if (!m_roundTimer.isActive() && m_held.isEmpty())
        return;
    m_roundTimer.stop();
    m_takeoverTimer.stop();
    m_goneTimer.stop();
    m_expiryTimer.stop();
    m_poller->stop();
    m_poller->setNodes({});
    m_held.clear();
    m_counters.leasedNodes = 0;
    m_leases.release();
}

QStringList Collector::heldNodes() const
{
    QStringList names = m_held.keys();
    names.sort();
    return names;
}

void Collector::round()
{
    const Leases::Round r = m_leases.round(QDateTime::currentMSecsSinceEpoch(), m_options.leaseMs,
                                           QHostInfo::localHostName(), QCoreApplication::applicationPid());
    if (!r.ok) {
        // Polling goes on while the leases last (checkExpiry()); the next round may work.
        Q_EMIT leaseRound(int(m_held.size()), 0, 0, r.error);
        return;
    }
    m_expiresAt = r.expiresAt;
    if (!r.gone.isEmpty())
        Q_EMIT collectorsGone(r.gone);
    // Another collector's leases run out before the next round: unless it renews them (a live
    // one does, every lease/3), they are free then; a round just after takes them at once.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (r.othersExpireAt > now && r.othersExpireAt - now < m_roundTimer.remainingTime())
        m_takeoverTimer.start(int(r.othersExpireAt - now) + kAfterExpiryMs);
    QHash<QString, Node> held;
    const QList<Node> nodes = m_inventory->nodes();
    for (const Node& n : nodes) {
        if (std::binary_search(r.held.cbegin(), r.held.cend(), n.id))
            held.insert(n.name, n);
    }
    if (held != m_held) {
        QStringList taken;
        for (auto it = held.cbegin(); it != held.cend(); ++it) {
            if (!m_held.contains(it.key()))
                taken << it.key();
        }
        m_held = held;
        m_poller->setNodes(m_held.values());
        // Taken over (or first leased): polled now, not at the poller's next round.
        if (!taken.isEmpty() && m_poller->isActive())
            m_poller->refreshNow(taken);
        for (auto it = m_latest.begin(); it != m_latest.end();) {
            it = m_held.contains(it.key()) ? std::next(it) : m_latest.erase(it);
        }
    }
    m_counters.leasedNodes = int(m_held.size());
    Q_EMIT leaseRound(int(m_held.size()), r.nodes, r.liveCollectors, QString());
}

void Collector::checkExpiry()
{
    // Leases not renewed in time belong to no one now, and soon to another collector.
    if (!m_held.isEmpty() && QDateTime::currentMSecsSinceEpoch() > m_expiresAt) {
        m_held.clear();
        m_latest.clear();
        m_poller->setNodes({});
        m_counters.leasedNodes = 0;
    }
}

void Collector::record(const QList<status::NodeStatus>& batch)
{
    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite())
        return;
    QSqlQuery q(db);
    // Under the writers' lock no one else writes node_status, so the next version is one more
    // than the largest.
    qint64 version = 0;
    bool ok = q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM node_status")) && q.next();
    if (ok)
        version = q.value(0).toLongLong();
    q.prepare(QStringLiteral(
        "INSERT INTO node_status (node_id, version, collector, polled_at, state, reason, proofs_per_hour, "
        "queue_depth, gpu_workers_busy, latency_ms, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (node_id) DO UPDATE SET version = excluded.version, collector = excluded.collector, "
        "polled_at = excluded.polled_at, state = excluded.state, reason = excluded.reason, "
        "proofs_per_hour = excluded.proofs_per_hour, queue_depth = excluded.queue_depth, "
        "gpu_workers_busy = excluded.gpu_workers_busy, latency_ms = excluded.latency_ms, "
        "document = excluded.document"));
    for (const status::NodeStatus& s : batch) {
        if (!ok)
            break;
        const auto held = m_held.constFind(s.name);
        if (held == m_held.cend())
            continue; // a lease given up since the poll started
        m_latest.insert(s.name, s);
        q.addBindValue(held->id);
        q.addBindValue(++version);
        q.addBindValue(m_options.id);
        q.addBindValue(
            (s.lastPolled.isValid() ? s.lastPolled : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
        q.addBindValue(status::healthStateName(s.state));
        q.addBindValue(s.diagnosis ? QVariant(s.diagnosis->message) : QVariant());
        q.addBindValue(s.proofsPerHour ? QVariant(*s.proofsPerHour) : QVariant());
        q.addBindValue(s.cuzk ? QVariant(double(s.cuzk->summary().queueDepth)) : QVariant());
        q.addBindValue(s.cuzk ? QVariant(double(s.cuzk->summary().gpuWorkersBusy)) : QVariant());
        q.addBindValue(s.latencyMs ? QVariant(*s.latencyMs) : QVariant());
        q.addBindValue(QString::fromUtf8(encodeStatus(s)));
        ok = q.exec();
    }
    if (ok)
        m_db.notifyChange(QStringLiteral("node_status")); // delivered with the commit
    if (!ok || !db.commit())
        db.rollback();
}

QByteArray Collector::metrics() const
{
    QList<NodeMetrics> nodes;
    const QHash<qint64, fleet::ProviderRecord> records = m_inventory->providerRecords();
    for (const QString& name : heldNodes()) {
        NodeMetrics m;
        const auto latest = m_latest.constFind(name);
        if (latest != m_latest.cend()) {
            m.status = *latest;
        } else {
            m.status.name = name;
        }
        const Node& node = m_held[name];
        const auto record = records.constFind(node.id);
        m.costPerHour = fleet::NodeCost::dollarsPerHour(
            node, record == records.cend() ? std::nullopt : std::optional<fleet::ProviderRecord>(*record));
        nodes << m;
    }
    return renderMetrics(nodes, m_counters);
}

} // namespace fleetdeck::team
