// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchmarksWindow.h"
#include "UiTr.h"

#include "BenchComparisonView.h"
#include "BenchFormat.h"
#include "BenchRunFilterBar.h"
#include "BenchRunView.h"
#include "BenchRunsModel.h"
#include "BenchSamplesModel.h"
#include "BenchSpecPanel.h"
#include "Dialogs.h"
#include "MessageBanner.h"
#include "session/BenchmarkRuns.h"

#include "fleet/Inventory.h"
#include "storage/Database.h"

#include <QCloseEvent>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace fleetdeck::ui {

namespace {
constexpr int ListedRuns = 500;
using Format = BenchExport::Format;
} // namespace

BenchmarksWindow::BenchmarksWindow(session::BenchmarkRuns* runs, QWidget* parent)
    : QMainWindow(parent)
    , m_runs(runs)
    , m_model(new BenchRunsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_banner(new MessageBanner(this))
    , m_filter(new BenchRunFilterBar(this))
    , m_export(new QToolButton(this))
    , m_tabs(new QTabWidget(this))
    , m_details(new BenchRunView(this))
    , m_compare(new BenchComparisonView(this))
    , m_spec(new BenchSpecPanel(this))
{
    setObjectName(QStringLiteral("benchmarksWindow"));
    setWindowTitle(Tr::tr("Benchmarks — Fleetdeck"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(BenchRunsModel::SortRole);
    m_view->setObjectName(QStringLiteral("benchRunsView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(BenchRunsModel::StartedColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    // Wide enough for what the columns hold at their longest, plus a state's dot and the margins.
    const QFontMetrics fm = m_view->fontMetrics();
    const int pad = fm.height() * 2;
    const QList<QPair<int, QString>> widths{
        {BenchRunsModel::IdColumn, QStringLiteral("88888")},
        {BenchRunsModel::NodeColumn, QStringLiteral("fra-4090-01-long")},
        {BenchRunsModel::GpuColumn, QStringLiteral("RTX 4090 ×2")},
        {BenchRunsModel::StartedColumn, QStringLiteral("2026-12-31 23:59")},
        {BenchRunsModel::StateColumn, QStringLiteral("Interrupted  ")},
        {BenchRunsModel::ModeColumn, QStringLiteral("per-proof")},
        {BenchRunsModel::MedianColumn, QStringLiteral("888.8 s (888.8–888.8)")},
        {BenchRunsModel::CvColumn, QStringLiteral("88.8 %")},
        {BenchRunsModel::RateColumn, QStringLiteral("Proofs/h")},
        {BenchRunsModel::CostColumn, QStringLiteral("$0.888")}};
    // Never narrower than the column's own title, in whatever language it is.
    for (const auto& [column, sample] : widths)
        m_view->setColumnWidth(column, std::max(fm.horizontalAdvance(sample) + pad,
                                                m_view->horizontalHeader()->sectionSizeHint(column)));
    m_view->setColumnWidth(BenchRunsModel::StateColumn, fm.horizontalAdvance(BenchFormat::stateWithProgress(
                                                            bench::BenchRunState::Running, 188, 188)) +
                                                            pad * 2);

    m_details->setSource(m_runs);
    m_compare->setSource(m_runs);
    m_spec->setSource(m_runs);
    m_tabs->setObjectName(QStringLiteral("benchTabs"));
    m_tabs->addTab(m_details, Tr::tr("Run Details"));
    m_tabs->addTab(m_compare, Tr::tr("Compare"));
    m_tabs->addTab(m_spec, Tr::tr("New Run"));
    m_tabs->setDocumentMode(true);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(6, 6, 6, 0);
    topLayout->addWidget(m_banner);
    topLayout->addLayout(buildToolRow());
    topLayout->addWidget(m_view, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("benchSplitter"));
    split->addWidget(top);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    split->setChildrenCollapsible(false);
    setCentralWidget(split);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BenchmarksWindow::onSelectionChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_details->showRun(current.data(BenchRunsModel::RunIdRole).toLongLong());
            });
    connect(m_details, &BenchRunView::compareWithBaselineRequested, this,
            [this](qint64 run) { compareRuns({run}); });
    connect(m_spec, &BenchSpecPanel::startRequested, this, &BenchmarksWindow::onStartRequested);
    if (m_runs) {
        connect(m_runs, &session::BenchmarkRuns::runnerChanged, m_filter, &BenchRunFilterBar::reloadChoices);
        connect(m_runs, &session::BenchmarkRuns::runStarted, m_filter, &BenchRunFilterBar::reloadChoices);
        connect(m_runs, &session::BenchmarkRuns::started, this, [this](const QList<qint64>& started) {
            for (const qint64 run : started) {
                if (run) {
                    showRun(run);
                    break;
                }
            }
        });
        connect(m_runs, &session::BenchmarkRuns::startFailed, this,
                [this](const QString& reason) { m_banner->showMessage(MessageBanner::Kind::Error, reason); });
    }
    m_model->setSource(m_runs);
    m_filter->setSource(m_runs);
    connect(m_filter, &BenchRunFilterBar::changed, this, &BenchmarksWindow::applyFilter);
    applyFilter();
    restoreLayout();
    // Nothing measured yet: what there is to do is a first run.
    if (m_model->rowCount() == 0)
        setCurrentTab(Tab::NewRun);
}

BenchmarksWindow::~BenchmarksWindow() = default;

QHBoxLayout* BenchmarksWindow::buildToolRow()
{
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_export->setText(Tr::tr("Export"));
    m_export->setToolTip(Tr::tr("Save the runs as listed, or the run shown below, as CSV, JSON or Markdown"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_export);
    for (const auto& [label, format] : {std::pair{Tr::tr("Listed Runs as CSV…"), Format::Csv},
                                        std::pair{Tr::tr("Listed Runs as JSON…"), Format::Json},
                                        std::pair{Tr::tr("Listed Runs as Markdown…"), Format::Markdown}})
        menu->addAction(label, this, [this, f = format] { askExport(false, f); });
    menu->addSeparator();
    for (const auto& [label, format] : {std::pair{Tr::tr("Shown Run as Markdown Report…"), Format::Markdown},
                                        std::pair{Tr::tr("Shown Run as JSON…"), Format::Json},
                                        std::pair{Tr::tr("Shown Run's Proofs as CSV…"), Format::Csv}}) {
        QAction* a = menu->addAction(label, this, [this, f = format] { askExport(true, f); });
        connect(menu, &QMenu::aboutToShow, a, [this, a] { a->setEnabled(m_details->record().has_value()); });
    }
    m_export->setMenu(menu);

    auto* newRun = new QToolButton(this);
    newRun->setObjectName(QStringLiteral("newRunButton"));
    newRun->setText(Tr::tr("New Run…"));
    connect(newRun, &QToolButton::clicked, this, [this] { setCurrentTab(Tab::NewRun); });

    auto* h = new QHBoxLayout;
    h->addWidget(m_filter, 1);
    h->addWidget(newRun);
    h->addWidget(m_export);
    return h;
}

void BenchmarksWindow::applyFilter()
{
    const bench::BenchRunFilter filter = m_filter->filter(ListedRuns);
    m_model->setFilter(filter);
    if (!m_model->error().isEmpty())
        m_banner->showMessage(MessageBanner::Kind::Error,
                              Tr::tr("The runs could not be read: %1").arg(m_model->error()));
    onSelectionChanged();
}

QList<int> BenchmarksWindow::selectedSourceRows() const
{
    QList<QModelIndex> rows = m_view->selectionModel()->selectedRows();
    // In the table's order, so that "the first two" are what the operator sees first.
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QList<int> source;
    for (const QModelIndex& index : rows)
        source << m_proxy->mapToSource(index).row();
    return source;
}

void BenchmarksWindow::onSelectionChanged()
{
    QList<ComparedRun> runs;
    for (const int row : selectedSourceRows())
        runs << ComparedRun{m_model->record(row), m_model->samples(row), m_model->stats(row)};
    m_compare->setRuns(runs);
}

void BenchmarksWindow::showNewRun(const QStringList& nodes)
{
    m_spec->reloadNodes();
    if (!nodes.isEmpty())
        m_spec->setCheckedNodes(nodes);
    setCurrentTab(Tab::NewRun);
}

void BenchmarksWindow::showRun(qint64 run)
{
    const int row = m_model->rowOf(run);
    if (row >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        m_view->scrollTo(index);
    }
    m_details->showRun(run);
    setCurrentTab(Tab::Details);
}

void BenchmarksWindow::compareRuns(const QList<qint64>& runs)
{
    QItemSelection selection;
    for (const qint64 run : runs) {
        const int row = m_model->rowOf(run);
        if (row < 0)
            continue;
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
        selection.select(index, index);
    }
    m_view->selectionModel()->select(selection,
                                     QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    setCurrentTab(Tab::Compare);
}

void BenchmarksWindow::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentWidget(tab == Tab::Details   ? static_cast<QWidget*>(m_details)
                             : tab == Tab::Compare ? static_cast<QWidget*>(m_compare)
                                                   : static_cast<QWidget*>(m_spec));
}

BenchmarksWindow::Tab BenchmarksWindow::currentTab() const
{
    if (m_tabs->currentWidget() == m_compare)
        return Tab::Compare;
    if (m_tabs->currentWidget() == m_spec)
        return Tab::NewRun;
    return Tab::Details;
}

void BenchmarksWindow::onStartRequested(const bench::BenchSpec& spec, const QStringList& nodes)
{
    if (!m_runs) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              Tr::tr("Benchmarks need an open database and the SSH engine."));
        return;
    }
    m_runs->start(spec, nodes);
}

bool BenchmarksWindow::exportListedRuns(const QString& path, Format format, QString* error)
{
    QList<bench::RunSummary> runs;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        runs << m_model->summary(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    QString why;
    if (!BenchExport::writeFile(path, BenchExport::runsText(runs, format), &why)) {
        m_banner->showMessage(MessageBanner::Kind::Error, why);
        if (error)
            *error = why;
        return false;
    }
    return true;
}

bool BenchmarksWindow::exportShownRun(const QString& path, Format format, QString* error)
{
    QString why;
    if (m_details->record()) {
        const QString text = BenchExport::runText(*m_details->record(), m_details->samplesModel()->samples(),
                                                  m_details->stats(), format);
        if (BenchExport::writeFile(path, text, &why))
            return true;
    } else {
        why = Tr::tr("No run is shown.");
    }
    m_banner->showMessage(MessageBanner::Kind::Error, why);
    if (error)
        *error = why;
    return false;
}

void BenchmarksWindow::askExport(bool shownRun, Format format)
{
    const QString name = shownRun && m_details->record()
                             ? QStringLiteral("benchmark-run-%1.%2")
                                   .arg(m_details->record()->id)
                                   .arg(BenchExport::suffix(format))
                             : QStringLiteral("benchmarks.%1").arg(BenchExport::suffix(format));
    const QString path = Dialogs::saveFileName(this, shownRun ? Tr::tr("Export run") : Tr::tr("Export runs"),
                                               QDir::home().filePath(name), BenchExport::filter(format));
    if (path.isEmpty())
        return;
    const bool ok = shownRun ? exportShownRun(path, format) : exportListedRuns(path, format);
    if (ok)
        m_banner->showMessage(MessageBanner::Kind::Info,
                              Tr::tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void BenchmarksWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("benchmarksWindow/geometry")).toByteArray())) {
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
        resize(qBound(960, available.width() * 9 / 10, 1500), qBound(640, available.height() * 9 / 10, 960));
    }
    // The list gets a good third: enough rows to pick from, the details the rest.
    auto* split = static_cast<QSplitter*>(centralWidget());
    if (!split->restoreState(settings.value(QStringLiteral("benchmarksWindow/splitter")).toByteArray()))
        split->setSizes({height() * 35 / 100, height() * 65 / 100});
}

void BenchmarksWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("benchmarksWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("benchmarksWindow/splitter"),
                      static_cast<QSplitter*>(centralWidget())->saveState());
    event->accept();
}

} // namespace fleetdeck::ui
