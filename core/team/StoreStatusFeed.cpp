// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreStatusFeed.h"

#include "storage/Database.h"
#include "team/StatusRecord.h"

#include <QSqlQuery>

namespace fleetdeck::team {

StoreStatusFeed::StoreStatusFeed(storage::Database& db, QObject* parent)
    : QObject(parent)
    , m_db(db)
{
    connect(&m_timer, &QTimer::timeout, this, &StoreStatusFeed::readNow);
}

int StoreStatusFeed::liveCollectors(storage::Database& db, qint64 nowMs, qint64 staleMs)
{
    QSqlQuery q(db.connection());
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM collectors WHERE heartbeat_at >= ?"));
    q.addBindValue(nowMs - staleMs);
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

void StoreStatusFeed::start(int intervalMs)
{
    m_version = 0;
    m_rows = 0;
    m_timer.start(intervalMs);
    readNow();
}

void StoreStatusFeed::stop()
{
    m_timer.stop();
}

void StoreStatusFeed::readNow()
{
    QSqlQuery q(m_db.connection());
    // A removed node takes its row along; should that have been the newest, versions are handed
    // out again from what this feed has read, so when rows went away it reads everything again.
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0), COUNT(*) FROM node_status")) || !q.next())
        return;
    const qint64 newest = q.value(0).toLongLong();
    const qint64 rows = q.value(1).toLongLong();
    if (newest < m_version || rows < m_rows)
        m_version = 0;
    m_rows = rows;
    if (newest == m_version)
        return;
    q.prepare(QStringLiteral("SELECT n.name, s.version, s.document FROM node_status s JOIN nodes n ON n.id = "
                             "s.node_id WHERE s.version > ? ORDER BY s.version"));
    q.addBindValue(m_version);
    if (!q.exec())
        return;
    QList<status::NodeStatus> batch;
    while (q.next()) {
        m_version = qMax(m_version, q.value(1).toLongLong());
        std::optional<status::NodeStatus> s = decodeStatus(q.value(0).toString(), q.value(2).toByteArray());
        if (!s)
            continue; // a record of a newer collector's format: its node keeps what it showed
        if (s->lastPolled > m_newestPoll)
            m_newestPoll = s->lastPolled;
        batch << std::move(*s);
    }
    if (!batch.isEmpty())
        Q_EMIT updated(batch);
}

} // namespace fleetdeck::team
