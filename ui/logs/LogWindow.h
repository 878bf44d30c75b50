// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace fleetdeck::session {
class FleetLogs;
}

namespace fleetdeck::ui {

class LogView;

/// A window of its own for logs: one node's, a selection's or the whole fleet's, merged.
class LogWindow : public QWidget
{
    Q_OBJECT

public:
    LogWindow(session::FleetLogs* logs, const QStringList& nodes, const QString& title,
              QWidget* parent = nullptr);
    LogView* view() const { return m_view; }

private:
    LogView* m_view;
};

} // namespace fleetdeck::ui
