// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreStatusFeed.h"

#include "base/ThreadNice.h"

#include "storage/Database.h"
#include "team/StatusRecord.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

#include <memory>

namespace fleetdeck::team {

/// What one read found.
struct StoreStatusFeed::Read
{
    quint64 generation = 0;
    bool ok = false;
    QString error;
    qint64 version = 0; ///< the newest row's, or where the read started when none was new
    qint64 rows = 0;
    QList<status::NodeStatus> batch;
};

/// Lives on the feed's thread with a connection of its own, opened on first use.
class StoreStatusFeed::Reader : public QObject
{
public:
    Reader(QString location, int schema)
        : m_location(std::move(location))
        , m_schema(schema)
    {}

    Read read(quint64 generation, qint64 from, qint64 knownRows)
    {
        Read r;
        r.generation = generation;
        r.version = from;
        if (!opened(&r.error))
            return r;
        QSqlQuery q(m_db->connection());
        if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0), COUNT(*) FROM node_status")) ||
            !q.next()) {
            r.error = q.lastError().text();
            return r;
        }
        const qint64 newest = q.value(0).toLongLong();
        r.rows = q.value(1).toLongLong();
        // A removed node takes its row along; should that have been the newest, versions are
        // handed out again from what was read, so when rows went away everything is read again.
        if (newest < from || r.rows < knownRows)
            r.version = from = 0;
        r.ok = true;
        if (newest == from)
            return r;
        q.prepare(
            QStringLiteral("SELECT n.name, s.version, s.document FROM node_status s JOIN nodes n ON n.id = "
                           "s.node_id WHERE s.version > ? ORDER BY s.version"));
        q.addBindValue(from);
        if (!q.exec()) {
            r.ok = false;
            r.error = q.lastError().text();
            return r;
        }
        while (q.next()) {
            r.version = qMax(r.version, q.value(1).toLongLong());
            std::optional<status::NodeStatus> s =
                decodeStatus(q.value(0).toString(), q.value(2).toByteArray());
            if (s) // else a record of a newer collector's format: its node keeps what it showed
                r.batch << std::move(*s);
        }
        return r;
    }

    int liveCollectors(qint64 staleMs)
    {
        QString error;
        return opened(&error)
                   ? StoreStatusFeed::liveCollectors(*m_db, QDateTime::currentMSecsSinceEpoch(), staleMs)
                   : 0;
    }

private:
    bool opened(QString* error)
    {
        if (m_db && m_db->isOpen())
            return true;
        m_db = std::make_unique<storage::Database>();
        if (m_db->open(m_location, m_schema))
            return true;
        *error = m_db->error();
        m_db.reset();
        return false;
    }

    const QString m_location;
    const int m_schema;
    std::unique_ptr<storage::Database> m_db;
};

StoreStatusFeed::StoreStatusFeed(storage::Database& db, QObject* parent)
    : QObject(parent)
    , m_location(db.path())
    , m_schema(db.schemaVersion())
    , m_reader(new Reader(m_location, m_schema))
{
    connect(&m_timer, &QTimer::timeout, this, &StoreStatusFeed::readNow);
    m_thread.setObjectName(QStringLiteral("store-feed"));
    m_reader->moveToThread(&m_thread);
    m_thread.start();
    // Reading and decoding a round of a thousand statuses is a burst of work that arrives in
    // every console at once (each is told by the same NOTIFY). At nice 10 it yields the core to
    // the window's thread whenever both want one.
    QMetaObject::invokeMethod(
        m_reader, [] { lowerCurrentThreadPriority(10); }, Qt::QueuedConnection);
}

StoreStatusFeed::~StoreStatusFeed()
{
    // The reader's connection closes on the thread that opened it.
    QMetaObject::invokeMethod(
        m_reader, [reader = m_reader] { delete reader; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
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
    ++m_generation;
    m_version = 0;
    m_rows = 0;
    m_pending.clear();
    m_timer.start(intervalMs);
    readNow();
}

void StoreStatusFeed::stop()
{
    ++m_generation;
    m_timer.stop();
    m_pending.clear();
    m_again = false;
}

void StoreStatusFeed::readNow()
{
    if (m_reading) {
        m_again = true;
        return;
    }
    m_reading = true;
    QMetaObject::invokeMethod(
        m_reader,
        [this, reader = m_reader, generation = m_generation, from = m_version, rows = m_rows] {
            Read read = reader->read(generation, from, rows);
            // The feed outlives this: its destructor waits for the thread.
            QMetaObject::invokeMethod(
                this, [this, read = std::move(read)] { deliver(read); }, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void StoreStatusFeed::countCollectors(qint64 staleMs)
{
    QMetaObject::invokeMethod(
        m_reader,
        [this, reader = m_reader, staleMs] {
            const int live = reader->liveCollectors(staleMs);
            QMetaObject::invokeMethod(
                this, [this, live] { Q_EMIT collectorsCounted(live); }, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void StoreStatusFeed::deliver(const Read& read)
{
    m_reading = false;
    const bool again = m_again;
    m_again = false;
    if (read.generation != m_generation) { // asked before a start() or stop()
        if (again || isActive())
            readNow();
        return;
    }
    m_error = read.error;
    if (read.ok) {
        m_version = read.version;
        m_rows = read.rows;
        const bool idle = m_pending.isEmpty();
        for (const status::NodeStatus& s : read.batch) {
            if (s.lastPolled > m_newestPoll)
                m_newestPoll = s.lastPolled;
        }
        m_pending += read.batch;
        if (idle && !m_pending.isEmpty())
            handOn();
    }
    if (again)
        readNow();
}

void StoreStatusFeed::handOn()
{
    if (m_pending.isEmpty())
        return;
    const qsizetype n = qMin<qsizetype>(kSlice, m_pending.size());
    const QList<status::NodeStatus> slice = m_pending.first(n);
    m_pending.remove(0, n);
    if (!m_pending.isEmpty())
        QTimer::singleShot(0, this, &StoreStatusFeed::handOn);
    Q_EMIT updated(slice);
}

} // namespace fleetdeck::team
