// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "logs/LogFilter.h"

#include <QPointer>
#include <QRegularExpression>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;
class QToolButton;

namespace fleetdeck::session {
class FleetLogs;
}
namespace fleetdeck::models {
class LogLinesModel;
}

namespace fleetdeck::ui {

/// A log view: one node's log or several merged in time order (with a node column), followed
/// live or paused, searched with the matches highlighted and stepped through, filtered by level,
/// with or without times and wrapping; lines can be copied and saved. What it shows is a ring of
/// the newest lines (setting logs/viewLines, default 100 000); lines Fleetdeck wrote itself into
/// the stream are marked, stderr lines are marked, and colour codes never show.
class LogView : public QWidget
{
    Q_OBJECT

public:
    explicit LogView(QWidget* parent = nullptr);
    ~LogView() override;

    void setLogs(session::FleetLogs* logs);
    /// Shows these nodes' logs (from `source`, or each node's first command source), the newest
    /// lines and then live. An empty list stops.
    void setNodes(const QStringList& nodes, const QString& source = {});
    QStringList nodes() const { return m_nodes; }
    void stop();

    models::LogLinesModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    bool isFollowing() const;
    void setFollowing(bool on);
    void setLevel(std::optional<logs::LogLevel> level);
    void setSearch(const QString& text);
    /// Moves to the next (or previous) match and selects it; false when there is none.
    bool findNext(bool backwards = false);
    int matchCount() const { return int(m_matches.size()); }
    int currentMatchRow() const { return m_currentMatch; }
    /// Lines held back while paused.
    int heldCount() const { return int(m_held.size()); }
    QString statusText() const;
    /// Writes the shown lines to `path`; false (and why) when it cannot.
    bool saveTo(const QString& path, QString* error) const;
    /// The selected lines as text, one per line.
    QString selectedText() const;

Q_SIGNALS:
    void statusChanged();

private:
    void open();
    void flush();
    void applyFilter();
    void refreshMatches();
    void updateStatus();
    void updateColumns();
    void fillSources();

    QPointer<session::FleetLogs> m_logs;
    QStringList m_nodes;
    QString m_source;
    int m_view = 0;
    models::LogLinesModel* m_model;
    QTableView* m_table;
    QToolButton* m_follow;
    QComboBox* m_sources;
    QComboBox* m_level;
    QLineEdit* m_search;
    QToolButton* m_previous;
    QToolButton* m_next;
    QCheckBox* m_times;
    QCheckBox* m_wrap;
    QToolButton* m_copy;
    QToolButton* m_save;
    QLabel* m_status;
    QTimer* m_flushTimer;
    logs::LogMerge m_merge;
    QList<logs::LogLine> m_held;
    qint64 m_heldDropped = 0;
    QList<int> m_matches;
    int m_currentMatch = -1;
    QRegularExpression m_searchRe;
    QStringList m_failures;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace fleetdeck::ui
