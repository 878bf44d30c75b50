// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/FleetLogs.h"

#include "Tr.h"
#include "fleet/Inventory.h"
#include "logs/LogReader.h"
#include "logs/StoredLogs.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "session/ConnectionChecks.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "vast/VastClient.h"
#include "vast/VastSync.h"

#include <QPointer>

namespace fleetdeck::session {

using logs::LogLine;
using logs::LogSource;

namespace {
/// A node whose log could not be read is tried again after this long.
constexpr int kWatchRetrySecs = 60;
using logs::LogSources::failure;
} // namespace

FleetLogs::FleetLogs(QObject* parent)
    : QObject(parent)
{
    m_summaryTimer.setInterval(30000);
    connect(&m_summaryTimer, &QTimer::timeout, this, [this] {
        pushSummaries();
        // Nodes whose log could not be read are tried again once their pause is over.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const QDateTime& failedAt : std::as_const(m_watchFailedAt)) {
            if (failedAt.secsTo(now) >= kWatchRetrySecs) {
                reconcileWatch();
                break;
            }
        }
    });
}

FleetLogs::~FleetLogs()
{
    attach(nullptr, nullptr, nullptr, nullptr);
}

void FleetLogs::attach(ssh::SshEngine* engine, storage::Database* db, fleet::Inventory* inventory,
                       models::FleetTableModel* model)
{
    if (engine == m_engine && db == m_db && inventory == m_inventory && model == m_model)
        return;
    ++m_serial;
    for (const int view : m_viewTimers.keys())
        closeView(view);
    m_reader.reset();
    m_streams.clear();
    m_watchByNode.clear();
    m_watchFailedAt.clear();
    m_withEvents.clear();
    for (const QMetaObject::Connection& c : std::as_const(m_inventoryConnections))
        disconnect(c);
    m_inventoryConnections.clear();
    m_engine = engine;
    m_db = db;
    m_inventory = inventory;
    m_model = model;
    if (!engine || !db || !inventory) {
        m_summaryTimer.stop();
        return;
    }
    // The fleet's own patterns with the built-in ones (a pattern set with the CLI on a running
    // console counts from its next opening of the fleet).
    m_detector = logs::LogEventDetector(logs::LogPatternStore(*db).effective(), m_detector.windowMinutes(),
                                        m_detector.burstGapMinutes());
    m_reader = std::make_unique<logs::LogReader>(engine);
    connect(m_reader.get(), &logs::LogReader::lines, this, &FleetLogs::onLines);
    connect(m_reader.get(), &logs::LogReader::ended, this, &FleetLogs::onEnded);
    // A burst of inventory changes (an import, a provider refresh) makes one reconciliation.
    const auto later = [this] {
        if (std::exchange(m_reconcileQueued, true))
            return;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_reconcileQueued = false;
                reconcileWatch();
            },
            Qt::QueuedConnection);
    };
    m_inventoryConnections << connect(inventory, &fleet::Inventory::nodeAdded, this, later)
                           << connect(inventory, &fleet::Inventory::nodeUpdated, this, later)
                           << connect(inventory, &fleet::Inventory::nodeRemoved, this, later);
    m_summaryTimer.start();
    reconcileWatch();
}

void FleetLogs::setWatching(bool on)
{
    if (m_watching == on)
        return;
    m_watching = on;
    reconcileWatch();
}

void FleetLogs::setPatterns(const QList<logs::LogPattern>& patterns, int windowMinutes, int burstGapMinutes)
{
    m_detector = logs::LogEventDetector(patterns, windowMinutes, burstGapMinutes);
}

QList<LogSource> FleetLogs::sourcesOf(const QString& node) const
{
    if (!m_db || !m_inventory)
        return {};
    const std::optional<Node> n = m_inventory->find(node);
    return n ? logs::LogSourceStore(*m_db).sourcesFor(*n) : QList<LogSource>();
}

void FleetLogs::reconcileWatch()
{
    QHash<QString, QPair<Node, LogSource>> wanted;
    if (m_watching && m_reader && m_inventory && m_db) {
        const QList<Node> nodes = m_inventory->nodes();
        const QHash<QString, LogSource> first = logs::LogSourceStore(*m_db).firstCommandSources(nodes);
        for (const Node& node : nodes) {
            const auto it = first.constFind(node.name);
            if (it != first.cend() && !node.host.isEmpty())
                wanted.insert(node.name, {node, *it});
        }
    }
    // Streams no longer wanted, or reading another command now.
    const QStringList watched = m_watchByNode.keys();
    for (const QString& node : watched) {
        const int handle = m_watchByNode.value(node);
        const auto it = wanted.constFind(node);
        const bool same =
            it != wanted.cend() && (handle < 0 || m_streams.value(handle).templ == it->second.templ);
        if (same)
            continue;
        if (handle > 0) {
            m_reader->close(handle);
            m_streams.remove(handle);
        }
        m_watchByNode.remove(node);
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        if (m_watchByNode.contains(it.key()))
            continue;
        const auto failed = m_watchFailedAt.constFind(it.key());
        if (failed != m_watchFailedAt.cend() && failed->secsTo(now) < kWatchRetrySecs)
            continue;
        m_watchFailedAt.remove(it.key());
        openCommand(0, it->first, it->second, 0, true);
    }
}

void FleetLogs::openCommand(int view, const Node& node, const LogSource& source, int lines, bool follow)
{
    const QString knownHosts = knownHostsPath ? knownHostsPath() : ssh::SshTarget::defaultKnownHostsPath();
    const ssh::SshTarget target = ConnectionChecks::targetFor(node, knownHosts);
    if (view == 0)
        m_watchByNode.insert(node.name, -1);
    const quint64 serial = m_serial;
    auto open = [this, serial, view, name = node.name, source, lines,
                 follow](const ssh::SshTarget& completed) {
        if (serial != m_serial || !m_reader)
            return;
        if (view == 0 && m_watchByNode.value(name, 0) != -1)
            return; // no longer wanted
        if (view > 0 && !m_viewTimers.contains(view))
            return; // the view was closed
        logs::LogReader::Request r;
        r.node = name;
        r.source = source.name;
        r.templ = source.templ;
        r.target = completed;
        r.lines = lines;
        r.follow = follow;
        const int handle = m_reader->open(r);
        m_streams.insert(handle, Stream{view, name, source.templ});
        if (view == 0)
            m_watchByNode.insert(name, handle);
    };
    if (!m_resolver) {
        open(target);
        return;
    }
    // A key login goes at once, without waiting for a keychain that has not answered yet.
    m_resolver->resolve(
        node, target, this,
        [open](const ssh::SshTarget& completed, const QList<secrets::SecretResult>&) { open(completed); },
        secrets::CredentialResolver::Pending::ServeKeyLogins);
}

void FleetLogs::openStored(int view, const Node& node, const LogSource& source, int lines, bool follow)
{
    auto tail = std::make_shared<logs::TailFollower>();
    const qint64 id = node.id;
    const QString name = node.name;
    const bool bench = source.kind == LogSource::Kind::Bench;
    auto read = [this, id, name, bench, lines] {
        if (!m_db)
            return QList<LogLine>();
        return bench ? logs::benchOutput(*m_db, name, qMax(1, lines))
                     : logs::LogEventStore(*m_db).eventLines(id, name, qMax(1, lines));
    };
    auto deliver = [this, view, tail, read, lines, first = std::make_shared<bool>(true)] {
        QList<LogLine> all = read();
        if (std::exchange(*first, false) && all.size() > lines)
            all = all.mid(all.size() - lines);
        const QList<LogLine> fresh = tail->newLines(all);
        if (!fresh.isEmpty())
            Q_EMIT viewLines(view, fresh);
    };
    QTimer::singleShot(0, this, [this, view, deliver] {
        if (m_viewTimers.contains(view))
            deliver();
    });
    if (follow) {
        auto* timer = new QTimer(this);
        timer->setInterval(logs::LogSources::StoredPollMs);
        connect(timer, &QTimer::timeout, this, deliver);
        timer->start();
        m_viewTimers[view] << timer;
    }
}

void FleetLogs::openVast(int view, const Node& node, const LogSource& source, int lines, bool follow)
{
    if (!m_vastSync || !node.providerId) {
        QTimer::singleShot(0, this, [this, view, name = node.name] {
            Q_EMIT viewFailed(view, name,
                              failure(QStringLiteral("no_log_source"), Tr::tr("vast.ai is not set up"),
                                      Tr::tr("Set the account up in Settings ▸ vast.ai.")));
        });
        return;
    }
    auto tail = std::make_shared<logs::TailFollower>();
    auto* timer = new QTimer(this);
    timer->setSingleShot(true);
    m_viewTimers[view] << timer;
    const QString name = node.name;
    const QString instance = *node.providerId;
    const QString sourceName = source.name;
    auto fetch = std::make_shared<std::function<void()>>();
    *fetch = [this, view, name, instance, sourceName, lines, follow, tail, timer,
              first = std::make_shared<bool>(true)] {
        m_vastSync->openClient(this, [=, this](std::shared_ptr<vast::VastClient> client,
                                               const std::optional<vast::VastError>& error) {
            if (!m_viewTimers.contains(view))
                return;
            if (!client) {
                Q_EMIT viewFailed(view, name,
                                  failure(error ? error->code : QStringLiteral("vast_no_api_key"),
                                          error ? error->message : Tr::tr("vast.ai is not set up"),
                                          error ? error->hint : QString(),
                                          error ? error->detail : QString()));
                return;
            }
            client->requestLogs(instance, qMax(lines, follow ? 1000 : 1), this,
                                [=, this](const vast::VastClient::LogText& t) {
                                    (void)client; // held until the answer came
                                    if (!m_viewTimers.contains(view))
                                        return;
                                    const bool wasFirst = std::exchange(*first, false);
                                    if (!t.ok()) {
                                        if (wasFirst)
                                            Q_EMIT viewFailed(view, name,
                                                              failure(t.error->code, t.error->message,
                                                                      t.error->hint, t.error->detail));
                                    } else {
                                        QList<LogLine> all = logs::linesOfText(t.text, name, sourceName);
                                        if (wasFirst && all.size() > lines)
                                            all = all.mid(all.size() - lines);
                                        const QList<LogLine> fresh = tail->newLines(all);
                                        if (!fresh.isEmpty())
                                            Q_EMIT viewLines(view, fresh);
                                    }
                                    if (follow && (t.ok() || !wasFirst))
                                        timer->start(logs::LogSources::VastPollMs);
                                });
        });
    };
    connect(timer, &QTimer::timeout, this, [fetch] { (*fetch)(); });
    (*fetch)();
}

int FleetLogs::openView(const View& view)
{
    const int id = m_nextView++;
    m_viewTimers.insert(id, {});
    if (!m_db || !m_inventory) {
        return id;
    }
    for (const QString& name : view.nodes) {
        const std::optional<Node> node = m_inventory->find(name);
        if (!node)
            continue;
        std::optional<LogSource> source;
        if (view.source.isEmpty()) {
            source = logs::LogSourceStore(*m_db).firstCommandSource(*node);
        } else {
            source = logs::LogSourceStore(*m_db).sourceFor(*node, view.source);
        }
        if (!source) {
            const Diagnosis d =
                view.source.isEmpty()
                    ? failure(QStringLiteral("no_log_source"), Tr::tr("%1 has no log command").arg(name),
                              Tr::tr("Give it one: fleetdeck-cli node edit %1 --log-source "
                                     "cuzk='journalctl -u cuzk -n {lines} {follow} -o short-iso'")
                                  .arg(name))
                    : failure(QStringLiteral("no_log_source"),
                              Tr::tr("%1 has no log source '%2'").arg(name, view.source), QString());
            QTimer::singleShot(0, this, [this, id, name, d] {
                if (m_viewTimers.contains(id))
                    Q_EMIT viewFailed(id, name, d);
            });
            continue;
        }
        switch (source->kind) {
        case LogSource::Kind::Command:
            if (!m_reader || node->host.isEmpty()) {
                QTimer::singleShot(0, this, [this, id, name] {
                    if (m_viewTimers.contains(id))
                        Q_EMIT viewFailed(id, name,
                                          failure(QStringLiteral("no_address"),
                                                  Tr::tr("%1 has no SSH address yet").arg(name), QString()));
                });
                break;
            }
            openCommand(id, *node, *source, view.lines, view.follow);
            break;
        case LogSource::Kind::Bench:
        case LogSource::Kind::Events:
            openStored(id, *node, *source, view.lines, view.follow);
            break;
        case LogSource::Kind::Vast:
            openVast(id, *node, *source, view.lines, view.follow);
            break;
        }
    }
    return id;
}

void FleetLogs::closeView(int view)
{
    const auto it = m_viewTimers.find(view);
    if (it == m_viewTimers.end())
        return;
    qDeleteAll(*it);
    m_viewTimers.erase(it);
    for (auto s = m_streams.begin(); s != m_streams.end();) {
        if (s->view == view) {
            if (m_reader)
                m_reader->close(s.key());
            s = m_streams.erase(s);
        } else {
            ++s;
        }
    }
}

void FleetLogs::onLines(int handle, const QList<LogLine>& lines)
{
    const auto it = m_streams.constFind(handle);
    if (it == m_streams.cend())
        return;
    if (it->view == 0)
        watched(lines);
    else
        Q_EMIT viewLines(it->view, lines);
}

void FleetLogs::onEnded(int handle, const std::optional<Diagnosis>& diagnosis)
{
    const Stream stream = m_streams.take(handle);
    if (stream.view == 0) {
        if (m_watchByNode.value(stream.node) == handle) {
            m_watchByNode.remove(stream.node);
            // Not again at once: a source that cannot be read is tried again a minute later.
            m_watchFailedAt.insert(stream.node, QDateTime::currentDateTimeUtc());
        }
        return;
    }
    if (diagnosis)
        Q_EMIT viewFailed(stream.view, stream.node, *diagnosis);
}

void FleetLogs::watched(const QList<LogLine>& lines)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const LogLine& line : lines) {
        if (line.note)
            continue;
        const std::optional<logs::LogEvent> event = m_detector.feed(line, now);
        if (!event)
            continue;
        if (m_db && m_inventory) {
            if (const std::optional<Node> node = m_inventory->find(line.node))
                logs::LogEventStore(*m_db).record(node->id, *event);
        }
        if (m_model)
            m_model->setLogEvents(line.node, m_detector.summary(line.node, now), m_detector.windowMinutes());
        m_withEvents.insert(line.node);
        Q_EMIT logEvent(*event);
    }
}

void FleetLogs::pushSummaries()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (auto it = m_withEvents.begin(); it != m_withEvents.end();) {
        const QList<logs::LogEventSummary> summary = m_detector.summary(*it, now);
        if (m_model)
            m_model->setLogEvents(*it, summary, m_detector.windowMinutes());
        it = summary.isEmpty() ? m_withEvents.erase(it) : std::next(it);
    }
}

} // namespace fleetdeck::session
