// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindowState.h"

#include "models/FleetTableModel.h"

#include <QAction>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTableView>

#include <algorithm>

namespace fleetdeck::ui {

MainWindowState::MainWindowState(QMainWindow& window, QSplitter& splitter, QTableView& fleetView)
    : m_window(window)
    , m_splitter(splitter)
    , m_view(fleetView)
{}

void MainWindowState::restoreWindow()
{
    QSettings settings;
    if (!m_window.restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray())) {
        // Room for the state column's reasons and the details' fingerprints, within the screen.
        const QRect available =
            m_window.screen() ? m_window.screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
        m_window.resize(qBound(960, available.width() * 9 / 10, 1480),
                        qBound(640, available.height() * 9 / 10, 900));
    }
    m_window.restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    // The details carry fingerprints and paths that do not wrap: give them room by default.
    if (!m_splitter.restoreState(settings.value(QStringLiteral("mainWindow/splitter")).toByteArray()))
        m_splitter.setSizes({m_window.width() * 3 / 5, m_window.width() * 2 / 5});
}

void MainWindowState::restoreColumns()
{
    // Only meaningful once the header has columns, i.e. after the first model is set.
    QHeaderView* header = m_view.horizontalHeader();
    const QByteArray saved = QSettings().value(QStringLiteral("mainWindow/fleetHeader")).toByteArray();
    if (!saved.isEmpty() && header->restoreState(saved) &&
        header->count() == models::FleetTableModel::ColumnCount)
        return;
    // The state column tells the reason too (HealthDelegate); the figures follow.
    const int unit = m_view.fontMetrics().averageCharWidth();
    const QList<QPair<int, int>> widths{
        {models::FleetTableModel::StateColumn, 34},     {models::FleetTableModel::NameColumn, 15},
        {models::FleetTableModel::AddressColumn, 19},   {models::FleetTableModel::GpuColumn, 13},
        {models::FleetTableModel::GpuLoadColumn, 12},   {models::FleetTableModel::WorkersColumn, 9},
        {models::FleetTableModel::QueueColumn, 7},      {models::FleetTableModel::PipelinesColumn, 10},
        {models::FleetTableModel::CompletedColumn, 11}, {models::FleetTableModel::FailedColumn, 8},
        {models::FleetTableModel::RateColumn, 10},      {models::FleetTableModel::MemoryColumn, 17},
        {models::FleetTableModel::LatencyColumn, 10},   {models::FleetTableModel::LastSeenColumn, 11},
        {models::FleetTableModel::ReasonColumn, 40},    {models::FleetTableModel::UserColumn, 9},
        {models::FleetTableModel::StageColumn, 18},     {models::FleetTableModel::EventsColumn, 26}};
    for (const auto& [column, chars] : widths) {
        // Never narrower than the column's own title, in whatever language it is.
        m_view.setColumnWidth(column, std::max(chars * unit, header->sectionSizeHint(column)));
    }
    m_view.setColumnHidden(models::FleetTableModel::ReasonColumn, true);
    m_view.setColumnHidden(models::FleetTableModel::LabelsColumn, true);
    // A rented node's stage beside its name: where it is in its life matters as much as its health.
    header->moveSection(header->visualIndex(models::FleetTableModel::StageColumn),
                        header->visualIndex(models::FleetTableModel::NameColumn) + 1);
    // What its log said that matters (CUDA errors, failed proofs) beside it, before the figures.
    header->moveSection(header->visualIndex(models::FleetTableModel::EventsColumn),
                        header->visualIndex(models::FleetTableModel::StageColumn) + 1);
}

void MainWindowState::showColumnMenu(const QPoint& pos)
{
    QMenu menu(&m_window);
    QHeaderView* header = m_view.horizontalHeader();
    for (int column = 0; column < models::FleetTableModel::ColumnCount; ++column) {
        QAction* a = menu.addAction(
            m_view.model() ? m_view.model()->headerData(column, Qt::Horizontal).toString() : QString());
        a->setCheckable(true);
        a->setChecked(!header->isSectionHidden(column));
        a->setEnabled(column != models::FleetTableModel::NameColumn);
        QObject::connect(a, &QAction::toggled, &m_view,
                         [this, column](bool on) { m_view.setColumnHidden(column, !on); });
    }
    menu.exec(header->mapToGlobal(pos));
}

void MainWindowState::save() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), m_window.saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), m_window.saveState());
    settings.setValue(QStringLiteral("mainWindow/splitter"), m_splitter.saveState());
    settings.setValue(QStringLiteral("mainWindow/fleetHeader"), m_view.horizontalHeader()->saveState());
}

} // namespace fleetdeck::ui
