// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"
#include "base/Node.h"
#include "logs/LogFilter.h"
#include "logs/LogLine.h"
#include "logs/LogPatterns.h"
#include "logs/LogSource.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>

namespace fleetdeck::ssh {
class SshEngine;
}
namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::fleet {
class Inventory;
}
namespace fleetdeck::models {
class FleetTableModel;
}
namespace fleetdeck::secrets {
class CredentialResolver;
}
namespace fleetdeck::vast {
class VastSync;
}
namespace fleetdeck::logs {
class LogReader;
}

namespace fleetdeck::session {

/// The logs of the open fleet, for the console and its tests.
///
/// Views: the lines of one node or many, from a source (its first command source by default, or
/// bench, events, vast), the newest N and then live; each view gets its own streams.
///
/// Watching: every node's first command source is followed in the background (lines from now
/// on) and its lines go through the patterns; a match is an event of the node: kept in the events
/// table with its line, counted in the table model (Events column, and a pattern's node state
/// such as degraded), and signalled (startsBurst tells whether to notify).
class FleetLogs : public QObject
{
    Q_OBJECT

public:
    struct View
    {
        QStringList nodes;
        QString source; ///< empty: each node's first command source
        int lines = 1000;
        bool follow = true;
    };

    explicit FleetLogs(QObject* parent = nullptr);
    ~FleetLogs() override;

    void attach(ssh::SshEngine* engine, storage::Database* db, fleet::Inventory* inventory,
                models::FleetTableModel* model);
    void setResolver(secrets::CredentialResolver* resolver) { m_resolver = resolver; }
    void setVastSync(vast::VastSync* sync) { m_vastSync = sync; }
    /// The console's known_hosts file, asked at each login.
    std::function<QString()> knownHostsPath;

    /// Follows every node's first command source for events (default on).
    void setWatching(bool on);
    bool isWatching() const { return m_watching; }
    int watchedCount() const { return int(m_watchByNode.size()); }
    void setPatterns(const QList<logs::LogPattern>& patterns, int windowMinutes = 10,
                     int burstGapMinutes = 5);
    const logs::LogEventDetector& detector() const { return m_detector; }

    QList<logs::LogSource> sourcesOf(const QString& node) const;
    /// Opens a view; its lines come through viewLines(). Returns its id (1, 2, ...).
    int openView(const View& view);
    void closeView(int view);

Q_SIGNALS:
    void viewLines(int view, const QList<fleetdeck::logs::LogLine>& lines);
    /// A node of the view could not be read (for a followed command source: only when its first
    /// read failed; later breaks are notes among its lines).
    void viewFailed(int view, const QString& node, const fleetdeck::Diagnosis& diagnosis);
    void logEvent(const fleetdeck::logs::LogEvent& event);

private:
    struct Stream
    {
        int view = 0; ///< 0: the watcher
        QString node;
        QString templ;
    };
    void reconcileWatch();
    void openCommand(int view, const Node& node, const logs::LogSource& source, int lines, bool follow);
    void openStored(int view, const Node& node, const logs::LogSource& source, int lines, bool follow);
    void openVast(int view, const Node& node, const logs::LogSource& source, int lines, bool follow);
    void onLines(int handle, const QList<logs::LogLine>& lines);
    void onEnded(int handle, const std::optional<Diagnosis>& diagnosis);
    void watched(const QList<logs::LogLine>& lines);
    void pushSummaries();

    ssh::SshEngine* m_engine = nullptr;
    storage::Database* m_db = nullptr;
    fleet::Inventory* m_inventory = nullptr;
    models::FleetTableModel* m_model = nullptr;
    secrets::CredentialResolver* m_resolver = nullptr;
    vast::VastSync* m_vastSync = nullptr;
    std::unique_ptr<logs::LogReader> m_reader;
    QHash<int, Stream> m_streams;              ///< reader handle -> what it reads for
    QHash<QString, int> m_watchByNode;         ///< node -> reader handle (-1 while its login is resolved)
    QHash<QString, QDateTime> m_watchFailedAt; ///< nodes whose log could not be read, and when
    bool m_reconcileQueued = false;
    QHash<int, QList<QTimer*>> m_viewTimers;
    QHash<int, QList<QMetaObject::Connection>> m_viewConnections;
    int m_nextView = 1;
    bool m_watching = true;
    quint64 m_serial = 0; ///< bumped on attach: late credential answers are dropped
    logs::LogEventDetector m_detector;
    QTimer m_summaryTimer;
    QSet<QString> m_withEvents;
    QList<QMetaObject::Connection> m_inventoryConnections;
};

} // namespace fleetdeck::session
