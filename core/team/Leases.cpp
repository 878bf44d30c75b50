// SPDX-License-Identifier: GPL-3.0-or-later
#include "Leases.h"

#include "Tr.h"
#include "storage/Database.h"
#include "storage/Dialect.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace fleetdeck::team {

Leases::Leases(storage::Database& db, QString collectorId)
    : m_db(db)
    , m_id(std::move(collectorId))
{}

Leases::Round Leases::round(qint64 nowMs, qint64 leaseMs, const QString& host, qint64 pid)
{
    Round r;
    if (m_startedAt == 0)
        m_startedAt = nowMs;
    QSqlDatabase& db = m_db.connection();
    // Held for as long as this connection lasts: the others know the moment it ends.
    const std::optional<bool> sessionLock = m_db.takeSessionLock(m_id);
    if (sessionLock && !*sessionLock) {
        r.error = m_db.error().isEmpty() ? Tr::tr("another running collector calls itself %1").arg(m_id)
                                         : Tr::tr("lease round failed: %1").arg(m_db.error());
        return r;
    }
    if (!m_db.beginWrite()) {
        r.error = Tr::tr("cannot take the collectors' lock: %1").arg(m_db.error());
        return r;
    }
    QSqlQuery q(db);
    const auto fail = [&](const QSqlQuery& failed) {
        r.error = Tr::tr("lease round failed: %1").arg(failed.lastError().text());
        db.rollback();
        return r;
    };
    q.prepare(QStringLiteral(
        "INSERT INTO collectors (collector, host, pid, started_at, heartbeat_at, session_lock) "
        "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (collector) DO UPDATE SET heartbeat_at = "
        "excluded.heartbeat_at, session_lock = excluded.session_lock"));
    q.addBindValue(m_id);
    q.addBindValue(host);
    q.addBindValue(pid);
    q.addBindValue(m_startedAt);
    q.addBindValue(nowMs);
    q.addBindValue(sessionLock.value_or(false) ? 1 : 0);
    if (!q.exec())
        return fail(q);

    // Collectors whose session ended (process killed, connection lost): gone now, with their
    // leases, however long those had to run.
    QString goneError;
    const std::optional<QStringList> gone = goneCollectors(&goneError);
    if (!gone) {
        r.error = Tr::tr("lease round failed: %1").arg(goneError);
        db.rollback();
        return r;
    }
    r.gone = *gone;
    for (const QString& id : *gone) {
        for (const QString& table : {QStringLiteral("node_leases"), QStringLiteral("collectors")}) {
            q.prepare(QStringLiteral("DELETE FROM %1 WHERE collector = ?").arg(table));
            q.addBindValue(id);
            if (!q.exec())
                return fail(q);
        }
    }

    // Alive: a heartbeat within one lease.
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM collectors WHERE heartbeat_at >= ?"));
    q.addBindValue(nowMs - leaseMs);
    if (!q.exec() || !q.next())
        return fail(q);
    r.liveCollectors = qMax(1, q.value(0).toInt());
    q.finish();

    QList<qint64> nodes;
    if (!q.exec(QStringLiteral("SELECT id FROM nodes ORDER BY id")))
        return fail(q);
    while (q.next())
        nodes << q.value(0).toLongLong();
    r.nodes = int(nodes.size());

    QSet<qint64> mine, takenByOthers;
    q.prepare(QStringLiteral("SELECT node_id, collector, expires_at FROM node_leases WHERE expires_at >= ?"));
    q.addBindValue(nowMs);
    if (!q.exec())
        return fail(q);
    while (q.next()) {
        if (q.value(1).toString() == m_id) {
            mine.insert(q.value(0).toLongLong());
        } else {
            takenByOthers.insert(q.value(0).toLongLong());
            const qint64 expires = q.value(2).toLongLong();
            if (r.othersExpireAt == 0 || expires < r.othersExpireAt)
                r.othersExpireAt = expires;
        }
    }

    const int fair = (r.nodes + r.liveCollectors - 1) / r.liveCollectors;
    QList<qint64> held(mine.cbegin(), mine.cend());
    std::sort(held.begin(), held.end());
    QList<qint64> released;
    while (held.size() > fair)
        released << held.takeLast();
    for (qint64 node : std::as_const(nodes)) {
        if (held.size() >= fair)
            break;
        if (!mine.contains(node) && !takenByOthers.contains(node))
            held << node;
    }
    std::sort(held.begin(), held.end());

    // Each statement prepared once for all its nodes: a round may touch thousands.
    q.prepare(QStringLiteral("DELETE FROM node_leases WHERE node_id = ? AND collector = ?"));
    for (qint64 node : std::as_const(released)) {
        q.addBindValue(node);
        q.addBindValue(m_id);
        if (!q.exec())
            return fail(q);
    }
    r.expiresAt = nowMs + leaseMs;
    // The leases kept are renewed by one statement (a round of a thousand nodes is one write, not
    // a thousand); only the nodes taken now are written one by one.
    q.prepare(
        QStringLiteral("UPDATE node_leases SET expires_at = ? WHERE collector = ? AND expires_at >= ?"));
    q.addBindValue(r.expiresAt);
    q.addBindValue(m_id);
    q.addBindValue(nowMs); // those still valid: `mine` less what was released above
    if (!q.exec())
        return fail(q);
    q.prepare(QStringLiteral("INSERT INTO node_leases (node_id, collector, expires_at) VALUES (?, ?, ?) "
                             "ON CONFLICT (node_id) DO UPDATE SET collector = excluded.collector, "
                             "expires_at = excluded.expires_at"));
    for (qint64 node : std::as_const(held)) {
        if (mine.contains(node))
            continue; // renewed above
        q.addBindValue(node);
        q.addBindValue(m_id);
        q.addBindValue(r.expiresAt);
        if (!q.exec())
            return fail(q);
    }
    // Collectors silent for ten leases are gone for good.
    q.prepare(QStringLiteral("DELETE FROM collectors WHERE heartbeat_at < ?"));
    q.addBindValue(nowMs - 10 * leaseMs);
    if (!q.exec())
        return fail(q);
    if (!db.commit()) {
        r.error = Tr::tr("lease round failed: %1").arg(db.lastError().text());
        db.rollback();
        return r;
    }
    r.held = held;
    r.ok = true;
    return r;
}

std::optional<QStringList> Leases::goneCollectors(QString* error)
{
    const QString held = m_db.dialect()->sessionLockHeld(QStringLiteral("collector"));
    if (held.isEmpty())
        return QStringList();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
                  "SELECT collector FROM collectors WHERE session_lock = 1 AND collector <> ? AND NOT ") +
              held);
    q.addBindValue(m_id);
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return std::nullopt;
    }
    QStringList gone;
    while (q.next())
        gone << q.value(0).toString();
    return gone;
}

bool Leases::release()
{
    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite())
        return false;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM node_leases WHERE collector = ?"));
    q.addBindValue(m_id);
    bool ok = q.exec();
    q.prepare(QStringLiteral("DELETE FROM collectors WHERE collector = ?"));
    q.addBindValue(m_id);
    ok = ok && q.exec();
    if (ok && db.commit())
        return true;
    db.rollback();
    return false;
}

} // namespace fleetdeck::team
