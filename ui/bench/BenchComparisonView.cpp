// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchComparisonView.h"
#include "UiTr.h"

#include "BenchFormat.h"
#include "BenchStyle.h"
#include "StatusStyle.h"
#include "session/BenchmarkRuns.h"

#include "storage/Database.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fleetdeck::ui {

namespace {
QString runIds(const QList<qint64>& runs)
{
    QStringList ids;
    for (const qint64 id : runs)
        ids << QString::number(id);
    return ids.join(QStringLiteral(", "));
}
} // namespace

BenchComparisonView::BenchComparisonView(QWidget* parent)
    : QWidget(parent)
    , m_hint(new QLabel(this))
    , m_pair(new QLabel(this))
    , m_baselines(new QTableWidget(0, BaselineColumnCount, this))
    , m_group(new QCheckBox(Tr::tr("Group by GPU model"), this))
    , m_chart(new BenchComparisonChart(this))
{
    setObjectName(QStringLiteral("benchComparisonView"));
    m_hint->setObjectName(QStringLiteral("comparisonHint"));
    m_pair->setObjectName(QStringLiteral("pairComparison"));
    m_baselines->setObjectName(QStringLiteral("baselineTable"));
    m_group->setObjectName(QStringLiteral("groupByGpu"));
    m_hint->setWordWrap(true);
    StatusStyle::setMuted(m_hint);
    m_pair->setWordWrap(true);
    m_pair->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_pair->font();
    f.setWeight(QFont::DemiBold);
    m_pair->setFont(f);
    m_group->setToolTip(Tr::tr("One bar per GPU model: the timed proofs of its runs pooled"));
    connect(m_group, &QCheckBox::toggled, this,
            [this] { m_chart->setBars(bars(m_runs, m_group->isChecked())); });

    m_baselines->setHorizontalHeaderLabels({Tr::tr("Run"), Tr::tr("Node"), Tr::tr("GPU"),
                                            Tr::tr("Timed median (95 % CI)"), Tr::tr("Baseline runs"),
                                            Tr::tr("Baseline"), Tr::tr("Change"), Tr::tr("95 % CI"),
                                            Tr::tr("Verdict")});
    m_baselines->horizontalHeaderItem(BaselineRunsColumn)
        ->setToolTip(Tr::tr("The last %1 finished runs of the same GPU model that started before this one")
                         .arg(bench::BaselineRuns));
    m_baselines->horizontalHeaderItem(BaselineMedianColumn)
        ->setToolTip(Tr::tr("The median of those runs' timed medians"));
    m_baselines->horizontalHeaderItem(ChangeCiColumn)
        ->setToolTip(Tr::tr("The bootstrap 95 % interval of the change"));
    m_baselines->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_baselines->setSelectionMode(QAbstractItemView::NoSelection);
    m_baselines->verticalHeader()->hide();
    m_baselines->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_baselines->horizontalHeader()->setStretchLastSection(true);

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_hint);
    topLayout->addWidget(m_pair);
    topLayout->addWidget(StatusStyle::sectionHeader(Tr::tr("Against the GPU model's baseline"),
                                                    "baselineSection", nullptr, top));
    topLayout->addWidget(m_baselines, 1);

    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto* chartHeader = new QHBoxLayout;
    chartHeader->addWidget(
        StatusStyle::sectionHeader(Tr::tr("Timed medians"), "chartSection", nullptr, bottom), 1);
    chartHeader->addWidget(m_group, 0, Qt::AlignBottom);
    bottomLayout->addLayout(chartHeader);
    bottomLayout->addWidget(m_chart, 1);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    rebuild();
}

void BenchComparisonView::setSource(session::BenchmarkRuns* runs)
{
    m_source = runs;
    rebuild();
}

void BenchComparisonView::setRuns(const QList<ComparedRun>& runs)
{
    m_selected = int(runs.size());
    m_runs = runs.mid(0, MaxRuns);
    rebuild();
}

void BenchComparisonView::setGroupByGpu(bool group)
{
    m_group->setChecked(group);
}

bool BenchComparisonView::groupByGpu() const
{
    return m_group->isChecked();
}

QString BenchComparisonView::changeText(const bench::MedianComparison& c)
{
    return Tr::tr("%1 (95 % CI %2 to %3): %4")
        .arg(BenchFormat::signedPercent(c.changePct), BenchFormat::signedPercent(c.ci95Pct.lower),
             BenchFormat::signedPercent(c.ci95Pct.upper),
             c.significant ? Tr::tr("significant") : Tr::tr("within noise"));
}

QString BenchComparisonView::pairText(const ComparedRun& a, const ComparedRun& b,
                                      const std::optional<bench::MedianComparison>& c)
{
    const QString who = Tr::tr("Run %1 (%2) against run %3 (%4)")
                            .arg(b.record.id)
                            .arg(b.record.node)
                            .arg(a.record.id)
                            .arg(a.record.node);
    if (!c)
        return Tr::tr("%1: cannot be compared — each needs a completed timed proof.").arg(who);
    QString text =
        Tr::tr("%1: timed median %2 against %3, %4")
            .arg(who, BenchFormat::seconds(c->medianB), BenchFormat::seconds(c->medianA), changeText(*c));
    if (c->significant)
        text += c->changePct < 0 ? Tr::tr(" — run %1 is faster.").arg(b.record.id)
                                 : Tr::tr(" — run %1 is slower.").arg(b.record.id);
    else
        text += Tr::tr(" — no difference beyond noise.");
    return text;
}

QList<BenchComparisonChart::Bar> BenchComparisonView::bars(const QList<ComparedRun>& runs, bool groupByGpu)
{
    QList<BenchComparisonChart::Bar> list;
    if (!groupByGpu) {
        for (const ComparedRun& run : runs) {
            if (!run.stats.timed.medianS)
                continue;
            list << BenchComparisonChart::Bar{
                QStringLiteral("#%1 %2").arg(run.record.id).arg(run.record.node), *run.stats.timed.medianS,
                run.stats.timed.ci95MedianS};
        }
        return list;
    }
    // In the order the GPU models first appear.
    QStringList order;
    QMap<QString, std::vector<double>> pooled;
    QMap<QString, int> runCount;
    for (const ComparedRun& run : runs) {
        const std::vector<double> times = bench::timedWallTimes(run.samples);
        if (times.empty())
            continue;
        const QString model = run.record.gpuModel.isEmpty() ? Tr::tr("GPU unknown") : run.record.gpuModel;
        if (!order.contains(model))
            order << model;
        std::vector<double>& all = pooled[model];
        all.insert(all.end(), times.begin(), times.end());
        ++runCount[model];
    }
    for (const QString& model : order) {
        const std::vector<double>& times = pooled[model];
        const int n = runCount[model];
        list << BenchComparisonChart::Bar{Tr::tr("%1 (%n run(s))", "", n).arg(model),
                                          bench::stats::median(times).value_or(0),
                                          bench::stats::bootstrapMedianCi95(times, 1, 10000)};
    }
    return list;
}

void BenchComparisonView::rebuild()
{
    if (m_runs.isEmpty())
        m_hint->setText(
            Tr::tr("Select runs in the table: two of them are compared with each other, each one with "
                   "its GPU model's baseline, and all of them in the chart."));
    else if (m_runs.size() == 1)
        m_hint->setText(Tr::tr("Select a second run to compare the two."));
    else if (m_selected > MaxRuns)
        m_hint->setText(
            Tr::tr("%1 runs selected; the first %2 are shown, the first two compared with each other.")
                .arg(m_selected)
                .arg(MaxRuns));
    else
        m_hint->setText(
            Tr::tr("%1 runs selected; the first two are compared with each other.").arg(m_runs.size()));

    if (m_runs.size() >= 2) {
        // A is the older run: the change reads as "what happened since".
        ComparedRun a = m_runs.at(0);
        ComparedRun b = m_runs.at(1);
        if (b.record.startedAt < a.record.startedAt ||
            (b.record.startedAt == a.record.startedAt && b.record.id < a.record.id))
            std::swap(a, b);
        const std::vector<double> ta = bench::timedWallTimes(a.samples);
        const std::vector<double> tb = bench::timedWallTimes(b.samples);
        m_pair->setText(pairText(a, b, bench::compareMedians(ta, tb)));
        m_pair->show();
    } else {
        m_pair->clear();
        m_pair->hide();
    }
    fillBaselines();
    m_chart->setBars(bars(m_runs, m_group->isChecked()));
}

void BenchComparisonView::fillBaselines()
{
    m_baselines->setRowCount(int(m_runs.size()));
    storage::Database* db = m_source ? m_source->database() : nullptr;
    for (int row = 0; row < m_runs.size(); ++row) {
        const ComparedRun& run = m_runs.at(row);
        const auto set = [this, row](int column, const QString& text, const QString& tip = {}) {
            auto* item = new QTableWidgetItem(text);
            item->setToolTip(tip.isEmpty() ? text : tip);
            m_baselines->setItem(row, column, item);
        };
        set(RunColumn, QString::number(run.record.id));
        set(NodeColumn, run.record.node);
        set(GpuColumn, run.record.gpuModel.isEmpty() ? Tr::tr("unknown") : run.record.gpuModel);
        set(MedianColumn, BenchFormat::medianWithCi(run.stats.timed));
        std::optional<bench::Baseline> baseline;
        if (db && !run.record.gpuModel.isEmpty())
            baseline = bench::baselineFor(bench::BenchmarkStore(*db), run.record);
        if (!baseline) {
            const QString why = run.record.gpuModel.isEmpty()
                                    ? Tr::tr("no baseline: the GPU model is unknown")
                                    : Tr::tr("no baseline: no earlier finished run of this GPU model");
            for (int c = BaselineRunsColumn; c < BaselineColumnCount; ++c)
                set(c, c == VerdictColumn ? why : QStringLiteral("—"), why);
            continue;
        }
        set(BaselineRunsColumn, runIds(baseline->runs));
        set(BaselineMedianColumn, BenchFormat::seconds(bench::stats::median(baseline->medians)));
        const std::optional<bench::MedianComparison> c =
            bench::compareMedians(baseline->medians, bench::timedWallTimes(run.samples));
        if (!c) {
            set(ChangeColumn, QStringLiteral("—"));
            set(ChangeCiColumn, QStringLiteral("—"));
            set(VerdictColumn, Tr::tr("no completed timed proof to compare"));
            continue;
        }
        set(ChangeColumn, BenchFormat::signedPercent(c->changePct));
        set(ChangeCiColumn, Tr::tr("%1 to %2")
                                .arg(BenchFormat::signedPercent(c->ci95Pct.lower),
                                     BenchFormat::signedPercent(c->ci95Pct.upper)));
        const QString verdict = !c->significant    ? Tr::tr("within noise")
                                : c->changePct < 0 ? Tr::tr("faster (significant)")
                                                   : Tr::tr("slower (significant)");
        set(VerdictColumn, verdict, changeText(*c));
        if (c->significant)
            m_baselines->item(row, VerdictColumn)
                ->setIcon(BenchStyle::dot(c->changePct < 0
                                              ? BenchStyle::stateColor(bench::BenchRunState::Finished)
                                              : BenchStyle::stateColor(bench::BenchRunState::Interrupted)));
    }
}

} // namespace fleetdeck::ui
