// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMenu;
class QPoint;

namespace fleetdeck::ui {

class MainWindow;

/// The main window's commands: its menus, toolbar and the fleet table's context menu, each
/// action wired to what the window or its session does. Kept apart from the window so that the
/// window's own file is about binding views, not about building menus.
struct MainWindowActions
{
public:
    /// Builds the menu bar, the toolbar and the window's actions (MainWindow's m_*Action).
    static void build(MainWindow* w);
    static void showContextMenu(MainWindow* w, const QPoint& pos);

private:
    static void buildIntervalMenu(MainWindow* w, QMenu* menu);
};

} // namespace fleetdeck::ui
