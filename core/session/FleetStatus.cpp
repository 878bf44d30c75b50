// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/FleetStatus.h"
#include "Tr.h"

#include "fleet/Inventory.h"
#include "fleet/NodeTargets.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshEngine.h"
#include "status/StatusHistory.h"
#include "status/StatusPoller.h"
#include "storage/Database.h"
#include "team/StoreStatusFeed.h"

namespace fleetdeck::session {

FleetStatus::FleetStatus(QObject* parent)
    : QObject(parent)
{
    m_sourceTimer.setInterval(5000);
    connect(&m_sourceTimer, &QTimer::timeout, this, &FleetStatus::updateSource);
}

FleetStatus::~FleetStatus() = default;

void FleetStatus::attach(ssh::SshEngine* engine, storage::Database* db, fleet::Inventory* inventory,
                         models::FleetTableModel* model)
{
    m_engine = engine;
    m_db = db;
    m_inventory = inventory;
    m_model = model;
    rebuild();
}

void FleetStatus::setResolver(secrets::CredentialResolver* resolver)
{
    m_resolver = resolver;
    if (m_poller)
        m_poller->setCredentialResolver(resolver);
}

void FleetStatus::setKnownHostsPath(const QString& path)
{
    if (m_knownHostsPath == path)
        return;
    m_knownHostsPath = path;
    rebuild();
}

void FleetStatus::setIntervalSeconds(int seconds)
{
    m_intervalSecs = qMax(1, seconds);
    if (m_poller)
        m_poller->setInterval(m_intervalSecs * 1000);
}

void FleetStatus::refresh(const QStringList& names)
{
    if (fromStore())
        m_feed->readNow();
    else if (m_poller)
        m_poller->refreshNow(names);
}

void FleetStatus::storeChanged()
{
    if (fromStore())
        m_feed->readNow();
}

bool FleetStatus::fromStore() const
{
    return m_feed && m_feed->isActive();
}

void FleetStatus::updateSource()
{
    if (m_feed)
        m_feed->countCollectors(); // answered by useSource()
}

void FleetStatus::useSource(int liveCollectors)
{
    if (!m_feed || !m_poller)
        return;
    m_liveCollectors = liveCollectors;
    const bool wasFromStore = fromStore();
    if (m_liveCollectors > 0 && !wasFromStore) {
        m_poller->stop();
        // The sessions the polls kept open go: the collector's are the nodes' only ones.
        if (m_engine) {
            for (const Node& node : m_inventory->nodes())
                m_engine->dropSession(
                    fleet::NodeTargets::sshTarget(node, m_knownHostsPath, ssh::HostKeyPolicy::Strict));
        }
        m_feed->start();
    } else if (m_liveCollectors == 0 && wasFromStore) {
        m_feed->stop();
        m_poller->start();
    }
    if (fromStore() != wasFromStore)
        Q_EMIT sourceChanged();
}

QString FleetStatus::countdownText() const
{
    if (fromStore())
        return Tr::tr("Status from %n collector(s)", "", m_liveCollectors);
    if (!m_poller || !m_poller->isActive())
        return {};
    if (m_poller->inFlight() > 0)
        return Tr::tr("Refreshing…");
    const qint64 ms = QDateTime::currentDateTimeUtc().msecsTo(m_poller->nextPollAt());
    return Tr::tr("Next refresh in %1 s").arg(qMax<qint64>(0, (ms + 999) / 1000));
}

void FleetStatus::forget(const QString& name)
{
    if (m_poller)
        m_poller->removeNode(name);
}

void FleetStatus::rebuild()
{
    const bool wasFromStore = fromStore();
    m_sourceTimer.stop();
    m_feed.reset();
    m_poller.reset();
    m_history.reset();
    m_liveCollectors = 0;
    if (!m_engine || !m_db || !m_inventory || !m_model) {
        if (wasFromStore)
            Q_EMIT sourceChanged();
        return;
    }
    m_history = std::make_unique<status::StatusHistory>(*m_db);
    status::StatusPoller::Options options;
    options.intervalMs = m_intervalSecs * 1000;
    options.knownHostsPath = m_knownHostsPath;
    m_poller = std::make_unique<status::StatusPoller>(m_engine, options);
    // A viewer polling by itself keeps what it sees in memory: the store would refuse its writes.
    if (!m_db->isReadOnly())
        m_poller->setHistory(m_history.get());
    m_poller->setLoginFor([this](const Node& node) {
        const bool learn = acceptNewHostKey && acceptNewHostKey(node);
        return fleet::NodeTargets::sshTarget(
            node, m_knownHostsPath, learn ? ssh::HostKeyPolicy::AcceptNew : ssh::HostKeyPolicy::Strict);
    });
    m_poller->setCredentialResolver(m_resolver);
    connect(m_poller.get(), &status::StatusPoller::updated, m_model, &models::FleetTableModel::applyStatuses);
    connect(m_poller.get(), &status::StatusPoller::updated, this, &FleetStatus::updated);
    connect(m_poller.get(), &status::StatusPoller::polled, this, &FleetStatus::polled);
    status::StatusPoller* poller = m_poller.get();
    connect(m_inventory, &fleet::Inventory::nodeAdded, poller, [this, poller](const Node& node) {
        if (skip && skip(node))
            return;
        poller->upsertNode(node);
        if (poller->isActive())
            poller->refreshNow({node.name});
    });
    connect(m_inventory, &fleet::Inventory::nodeUpdated, poller,
            [this, poller](const QString& oldName, const Node& node) {
                if (skip && skip(node)) {
                    poller->removeNode(oldName);
                    return;
                }
                poller->upsertNode(node, oldName);
                if (poller->isActive())
                    poller->refreshNow({node.name});
            });
    connect(m_inventory, &fleet::Inventory::nodeRemoved, poller, &status::StatusPoller::removeNode);
    QList<Node> nodes = m_inventory->nodes();
    if (skip)
        nodes.removeIf([this](const Node& n) { return skip(n); });
    m_poller->setNodes(nodes);
    if (storage::Database::isShared(m_db->path())) {
        m_feed = std::make_unique<team::StoreStatusFeed>(*m_db);
        connect(m_feed.get(), &team::StoreStatusFeed::updated, m_model,
                &models::FleetTableModel::applyStatuses);
        connect(m_feed.get(), &team::StoreStatusFeed::updated, this, &FleetStatus::updated);
        connect(m_feed.get(), &team::StoreStatusFeed::collectorsCounted, this, &FleetStatus::useSource);
        m_sourceTimer.start();
        // Asked here on the console's connection, so that an opened store shows where its status
        // comes from at once; every later look is the feed's, off this thread.
        useSource(team::StoreStatusFeed::liveCollectors(*m_db, QDateTime::currentMSecsSinceEpoch()));
    }
    if (!fromStore())
        m_poller->start();
    if (fromStore() != wasFromStore)
        Q_EMIT sourceChanged();
}

} // namespace fleetdeck::session
