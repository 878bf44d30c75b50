// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;
class QPoint;
class QSplitter;
class QTableView;

namespace fleetdeck::ui {

/// The main window's layout as the operator left it: geometry, docks, the table/details splitter
/// and the fleet table's columns (order, widths, which are shown), kept in QSettings. Defaults fit
/// the screen and give the state column room for its reasons.
class MainWindowState
{
public:
    MainWindowState(QMainWindow& window, QSplitter& splitter, QTableView& fleetView);

    /// Geometry, window state and splitter; before the window is shown.
    void restoreWindow();
    /// The fleet table's header; once its model has set the columns.
    void restoreColumns();
    void save() const;
    /// The header's context menu: a check box for each column (the name always shows).
    void showColumnMenu(const QPoint& pos);

private:
    QMainWindow& m_window;
    QSplitter& m_splitter;
    QTableView& m_view;
};

} // namespace fleetdeck::ui
