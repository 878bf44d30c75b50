// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchExport.h"

#include <QMainWindow>
#include <QPointer>

class QHBoxLayout;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QToolButton;

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

class BenchComparisonView;
class BenchRunFilterBar;
class BenchRunView;
class BenchRunsModel;
class BenchSpecPanel;
class MessageBanner;

/// The Benchmarks tool window: the runs list with its filters and exports above; below, the
/// selected run in detail, the comparison of the selected runs, and a new run. Not modal, one per
/// main window. It only shows runs: they belong to BenchmarkRuns, so closing the window leaves
/// them going, and opening it again shows them live.
class BenchmarksWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Tab { Details, Compare, NewRun };

    /// `runs` is not owned and must outlive the window's use of it (it is watched).
    explicit BenchmarksWindow(session::BenchmarkRuns* runs, QWidget* parent = nullptr);
    ~BenchmarksWindow() override;

    /// The New Run tab with these nodes checked (all others unchecked; none given: kept).
    void showNewRun(const QStringList& nodes);
    /// The run's details (selecting its row when it is listed).
    void showRun(qint64 run);
    /// Selects these runs in the list and shows their comparison.
    void compareRuns(const QList<qint64>& runs);
    void setCurrentTab(Tab tab);
    Tab currentTab() const;

    /// Writes the runs as listed (filtered and in the table's order) to `path`; false, with the
    /// reason in the banner and `*error`, on failure.
    bool exportListedRuns(const QString& path, BenchExport::Format format, QString* error = nullptr);
    /// Writes the run shown in the details to `path`.
    bool exportShownRun(const QString& path, BenchExport::Format format, QString* error = nullptr);

    BenchRunsModel* runsModel() const { return m_model; }
    QSortFilterProxyModel* runsProxy() const { return m_proxy; }
    QTableView* runsView() const { return m_view; }
    BenchRunView* runView() const { return m_details; }
    BenchComparisonView* comparisonView() const { return m_compare; }
    BenchSpecPanel* specPanel() const { return m_spec; }
    MessageBanner* banner() const { return m_banner; }
    BenchRunFilterBar* filterBar() const { return m_filter; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QHBoxLayout* buildToolRow();
    void applyFilter();
    void onSelectionChanged();
    void onStartRequested(const bench::BenchSpec& spec, const QStringList& nodes);
    void askExport(bool shownRun, BenchExport::Format format);
    QList<int> selectedSourceRows() const;
    void restoreLayout();

    QPointer<session::BenchmarkRuns> m_runs;
    BenchRunsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    MessageBanner* m_banner;
    BenchRunFilterBar* m_filter;
    QToolButton* m_export;
    QTabWidget* m_tabs;
    BenchRunView* m_details;
    BenchComparisonView* m_compare;
    BenchSpecPanel* m_spec;
};

} // namespace fleetdeck::ui
