// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchRunView.h"
#include "UiTr.h"

#include "BenchFormat.h"
#include "BenchLogView.h"
#include "BenchRunChart.h"
#include "BenchSamplesModel.h"
#include "BenchStyle.h"
#include "StatusFormat.h"
#include "StatusStyle.h"
#include "session/BenchmarkRuns.h"

#include "bench/BenchmarkReport.h"
#include "bench/BenchmarkRunner.h"
#include "storage/Database.h"

#include <QHBoxLayout>
#include <QHeaderView>

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStackedLayout>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace fleetdeck::ui {

namespace {
constexpr int RefreshMs = 250;
using Phase = bench::BenchSample::Phase;

QString indices(const std::vector<int>& list)
{
    QStringList parts;
    for (const int i : list)
        parts << QString::number(i);
    return parts.join(QStringLiteral(", "));
}
} // namespace

BenchRunView::BenchRunView(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_state(new QLabel(this))
    , m_spec(new QLabel(this))
    , m_times(new QLabel(this))
    , m_cancel(new QPushButton(Tr::tr("Cancel Run"), this))
    , m_baseline(new QPushButton(Tr::tr("Compare with GPU Baseline"), this))
    , m_statsTable(new QTableWidget(3, StatsColumnCount, this))
    , m_throughput(new QLabel(this))
    , m_warmupVerdict(new QLabel(this))
    , m_throttlingVerdict(new QLabel(this))
    , m_samples(new BenchSamplesModel(this))
    , m_samplesView(new QTableView(this))
    , m_chart(new BenchRunChart(this))
    , m_log(new BenchLogView(this))
    , m_body(new QWidget(this))
    , m_empty(new QLabel(Tr::tr("Select a run to see its proofs, statistics and log."), this))
{
    setObjectName(QStringLiteral("benchRunView"));
    m_title->setObjectName(QStringLiteral("runTitle"));
    m_state->setObjectName(QStringLiteral("runState"));
    m_spec->setObjectName(QStringLiteral("runSpec"));
    m_times->setObjectName(QStringLiteral("runTimes"));
    m_cancel->setObjectName(QStringLiteral("cancelRunButton"));
    m_baseline->setObjectName(QStringLiteral("baselineButton"));
    m_statsTable->setObjectName(QStringLiteral("phaseStatsTable"));
    m_throughput->setObjectName(QStringLiteral("throughputLabel"));
    m_warmupVerdict->setObjectName(QStringLiteral("warmupVerdict"));
    m_throttlingVerdict->setObjectName(QStringLiteral("throttlingVerdict"));
    m_samplesView->setObjectName(QStringLiteral("proofTable"));

    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setWeight(QFont::DemiBold);
    m_title->setFont(titleFont);
    m_state->setFont(titleFont);
    for (QLabel* l : {m_title, m_state, m_spec, m_times, m_throughput, m_warmupVerdict, m_throttlingVerdict})
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    StatusStyle::setMuted(m_spec);
    StatusStyle::setMuted(m_times);
    m_spec->setWordWrap(true);
    m_warmupVerdict->setWordWrap(true);
    m_throttlingVerdict->setWordWrap(true);
    m_cancel->setToolTip(Tr::tr("Stop the run: its processes on the node are killed, the proof in flight is "
                                "recorded as cancelled"));
    m_baseline->setToolTip(
        Tr::tr("Compare this run's timed median with the last %1 finished runs of its GPU model")
            .arg(bench::BaselineRuns));
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_runs && m_runs->runner() && m_run)
            m_runs->runner()->cancel(m_run);
    });
    connect(m_baseline, &QPushButton::clicked, this, [this] { Q_EMIT compareWithBaselineRequested(m_run); });

    const QStringList statsHeaders{
        Tr::tr("n"),       Tr::tr("Failed"), Tr::tr("Mean"), Tr::tr("Median"), Tr::tr("Std dev"),
        Tr::tr("CV"),      Tr::tr("Min"),    Tr::tr("Max"),  Tr::tr("p95"),    Tr::tr("95 % CI of median"),
        Tr::tr("Outliers")};
    m_statsTable->setHorizontalHeaderLabels(statsHeaders);
    m_statsTable->setVerticalHeaderLabels({BenchFormat::phaseLabel(Phase::Warmup),
                                           BenchFormat::phaseLabel(Phase::Timed),
                                           BenchFormat::phaseLabel(Phase::Cooldown)});
    m_statsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_statsTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_statsTable->setFocusPolicy(Qt::NoFocus);
    m_statsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_statsTable->horizontalHeader()->setSectionResizeMode(OutliersColumn, QHeaderView::Stretch);
    m_statsTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_statsTable->setWordWrap(false);
    m_statsTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_statsTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_statsTable->horizontalHeaderItem(NColumn)->setToolTip(Tr::tr("Completed proofs"));
    m_statsTable->horizontalHeaderItem(FailedColumn)
        ->setToolTip(Tr::tr("Proofs that failed, timed out or were cancelled"));
    m_statsTable->horizontalHeaderItem(OutliersColumn)
        ->setToolTip(
            Tr::tr("Timed proofs far from the others, by modified z-score on the median absolute deviation: "
                   "mild above 3.5, severe above 5"));
    for (int r = 0; r < 3; ++r)
        m_statsTable->verticalHeaderItem(r)->setIcon(BenchStyle::dot(BenchStyle::phaseColor(Phase(r))));

    m_samplesView->setModel(m_samples);
    m_samplesView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_samplesView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_samplesView->verticalHeader()->hide();
    m_samplesView->verticalHeader()->setDefaultSectionSize(m_samplesView->fontMetrics().height() + 8);
    m_samplesView->setShowGrid(false);
    m_samplesView->horizontalHeader()->setStretchLastSection(true);
    const int unit = fontMetrics().averageCharWidth();
    const QList<QPair<int, int>> widths{
        {BenchSamplesModel::IndexColumn, 5},   {BenchSamplesModel::PhaseColumn, 16},
        {BenchSamplesModel::StatusColumn, 12}, {BenchSamplesModel::WallColumn, 10},
        {BenchSamplesModel::ProveColumn, 10},  {BenchSamplesModel::QueueColumn, 10}};
    for (const auto& [column, chars] : widths)
        m_samplesView->setColumnWidth(
            column, std::max(chars * unit, m_samplesView->horizontalHeader()->sectionSizeHint(column)));

    // Header: who and how it stands, the actions on the right.
    auto* header = new QHBoxLayout;
    auto* headerText = new QVBoxLayout;
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title);
    titleRow->addSpacing(unit * 2);
    titleRow->addWidget(m_state, 1);
    headerText->addLayout(titleRow);
    headerText->addWidget(m_spec);
    headerText->addWidget(m_times);
    header->addLayout(headerText, 1);
    header->addWidget(m_baseline, 0, Qt::AlignTop);
    header->addWidget(m_cancel, 0, Qt::AlignTop);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(StatusStyle::sectionHeader(Tr::tr("Statistics"), "statsSection", nullptr, left));
    leftLayout->addWidget(m_statsTable);
    leftLayout->addWidget(m_throughput);
    leftLayout->addWidget(m_warmupVerdict);
    leftLayout->addWidget(m_throttlingVerdict);
    leftLayout->addWidget(StatusStyle::sectionHeader(Tr::tr("Proofs"), "proofsSection", nullptr, left));
    leftLayout->addWidget(m_samplesView, 1);

    auto* right = new QSplitter(Qt::Vertical, this);
    right->setObjectName(QStringLiteral("chartLogSplitter"));
    right->addWidget(m_chart);
    auto* logBox = new QWidget(right);
    auto* logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(StatusStyle::sectionHeader(Tr::tr("Log"), "logSection", nullptr, logBox));
    logLayout->addWidget(m_log);
    right->addWidget(logBox);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 1);
    right->setChildrenCollapsible(false);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("runDetailsSplitter"));
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto* body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addLayout(header);
    body->addWidget(split, 1);

    m_empty->setAlignment(Qt::AlignCenter);
    StatusStyle::setMuted(m_empty);
    auto* stack = new QStackedLayout(this);
    stack->addWidget(m_body);
    stack->addWidget(m_empty);
    stack->setCurrentWidget(m_empty);

    m_refresh.setSingleShot(true);
    m_refresh.setInterval(RefreshMs);
    connect(&m_refresh, &QTimer::timeout, this, &BenchRunView::refresh);
}

void BenchRunView::setSource(session::BenchmarkRuns* runs)
{
    if (m_runs)
        disconnect(m_runs, nullptr, this, nullptr);
    m_runs = runs;
    if (m_runs) {
        connect(m_runs, &session::BenchmarkRuns::runnerChanged, this, &BenchRunView::reload);
        connect(m_runs, &session::BenchmarkRuns::sampleRecorded, this, &BenchRunView::onSample);
        connect(m_runs, &session::BenchmarkRuns::logAppended, this, &BenchRunView::onLog);
        connect(m_runs, &session::BenchmarkRuns::runFinished, this,
                [this](qint64 run, bench::BenchRunState, const QString&) { onFinished(run); });
    }
    reload();
}

void BenchRunView::showRun(qint64 run)
{
    if (run == m_run && m_record)
        return;
    m_run = run;
    reload();
}

bool BenchRunView::isLive() const
{
    return m_run && m_runs && m_runs->runner() && m_runs->runner()->isActive(m_run);
}

void BenchRunView::reload()
{
    m_refresh.stop();
    m_record.reset();
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    auto* stack = static_cast<QStackedLayout*>(layout());
    if (!db || m_run == 0) {
        m_empty->setText(Tr::tr("Select a run to see its proofs, statistics and log."));
        stack->setCurrentWidget(m_empty);
        return;
    }
    const bench::BenchmarkStore store(*db);
    m_record = store.run(m_run);
    if (!m_record) {
        m_empty->setText(store.error().isEmpty()
                             ? Tr::tr("There is no run %1.").arg(m_run)
                             : Tr::tr("Run %1 could not be read: %2").arg(m_run).arg(store.error()));
        stack->setCurrentWidget(m_empty);
        return;
    }
    // A live run's samples and log as the runner has them (the database may still wait for a batch).
    if (isLive()) {
        m_samples->setSamples(m_runs->runner()->samples(m_run));
        m_log->setLines(m_runs->runner()->log(m_run));
    } else {
        m_samples->setSamples(store.samples(m_run));
        m_log->setLines(store.log(m_run));
    }
    stack->setCurrentWidget(m_body);
    refresh();
}

void BenchRunView::onSample(qint64 run, const bench::BenchSample& sample)
{
    if (run != m_run || !m_record)
        return;
    m_samples->upsert(sample);
    showHeader(); // the progress at once; figures and chart with the next refresh
    scheduleRefresh();
}

void BenchRunView::onLog(qint64 run, const QList<bench::BenchLogLine>& lines)
{
    if (run == m_run && m_record)
        m_log->appendLines(lines);
}

void BenchRunView::onFinished(qint64 run)
{
    if (run != m_run || !m_record || !m_runs || !m_runs->database())
        return;
    const bench::BenchmarkStore store(*m_runs->database());
    if (const std::optional<bench::BenchRunRecord> record = store.run(run))
        m_record = record;
    refresh();
}

void BenchRunView::scheduleRefresh()
{
    // However fast proofs arrive, the figures and the chart redraw a few times a second at most.
    if (!m_refresh.isActive())
        m_refresh.start();
}

void BenchRunView::refresh()
{
    m_refresh.stop();
    if (!m_record)
        return;
    m_stats =
        bench::BenchmarkStats::compute(m_samples->samples(), bench::RunSummary::statsOptions(*m_record));
    m_samples->setOutliers(m_stats.timed.mildOutliers, m_stats.timed.severeOutliers);
    m_chart->setRun(m_samples->samples(), m_record->counts.total(), m_stats);
    showHeader();
    showStats();
}

void BenchRunView::showHeader()
{
    const bench::BenchRunRecord& r = *m_record;
    const QString gpu = r.gpuModel.isEmpty() ? Tr::tr("GPU unknown") : r.gpuModel;
    m_title->setText(Tr::tr("Run %1 · %2 · %3").arg(r.id).arg(r.node, gpu));
    QString state =
        BenchFormat::stateWithProgress(r.state, int(m_samples->samples().size()), r.counts.total());
    if (!r.reason.isEmpty())
        state += QStringLiteral(" — ") + r.reason;
    if (r.state == bench::BenchRunState::Running && !isLive())
        state += QStringLiteral(" — ") + Tr::tr("not run by this console");
    m_state->setText(QStringLiteral("● ") + state);
    QPalette pal = m_state->palette();
    pal.setColor(QPalette::WindowText, BenchStyle::stateColor(r.state));
    m_state->setPalette(pal);
    m_state->setToolTip(r.reason);

    m_spec->setText(BenchFormat::specSummary(r) + QLatin1Char('\n') + Tr::tr("Command: %1").arg(r.command));
    QString times =
        Tr::tr("Started %1").arg(QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat));
    if (r.finishedAt.isValid())
        times += Tr::tr(" · ended %1 (%2)")
                     .arg(QLocale().toString(r.finishedAt.toLocalTime(), QLocale::ShortFormat),
                          StatusFormat::duration(r.startedAt.msecsTo(r.finishedAt) / 1000.0));
    times += r.dollarsPerHour ? Tr::tr(" · price %1/h").arg(BenchFormat::money(r.dollarsPerHour))
                              : Tr::tr(" · price unknown");
    m_times->setText(times);
    const bool live = isLive();
    m_cancel->setVisible(live);
    m_cancel->setEnabled(live);
    m_baseline->setEnabled(!r.gpuModel.isEmpty());
}

void BenchRunView::showStats()
{
    const auto cell = [this](int row, int column, const QString& text) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(column == OutliersColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                        : Qt::AlignRight | Qt::AlignVCenter);
        m_statsTable->setItem(row, column, item);
    };
    for (const Phase phase : {Phase::Warmup, Phase::Timed, Phase::Cooldown}) {
        const bench::PhaseStats& s = m_stats.phase(phase);
        const int row = int(phase);
        cell(row, NColumn, QString::number(s.n));
        cell(row, FailedColumn, QString::number(s.failed));
        cell(row, MeanColumn, BenchFormat::seconds(s.meanS));
        cell(row, MedianColumn, BenchFormat::seconds(s.medianS));
        cell(row, StddevColumn, BenchFormat::seconds(s.stddevS));
        cell(row, CvColumn, BenchFormat::cv(s.cv));
        cell(row, MinColumn, BenchFormat::seconds(s.minS));
        cell(row, MaxColumn, BenchFormat::seconds(s.maxS));
        cell(row, P95Column, BenchFormat::seconds(s.p95S));
        cell(row, CiColumn, BenchFormat::interval(s.ci95MedianS));
        // Outliers matter where the number comes from: a warmup is expected to stray.
        QStringList outliers;
        if (!s.mildOutliers.empty())
            outliers << Tr::tr("mild: #%1").arg(indices(s.mildOutliers));
        if (!s.severeOutliers.empty())
            outliers << Tr::tr("severe: #%1").arg(indices(s.severeOutliers));
        const QString outlierText = phase != Phase::Timed || s.n == 0 ? QStringLiteral("—")
                                    : outliers.isEmpty()              ? Tr::tr("none")
                                                                      : outliers.join(QStringLiteral("; "));
        cell(row, OutliersColumn, outlierText);
        m_statsTable->item(row, OutliersColumn)->setToolTip(outlierText);
        if (phase == Phase::Timed) {
            for (int c = 0; c < StatsColumnCount; ++c) {
                QFont f = m_statsTable->item(row, c)->font();
                f.setBold(true);
                m_statsTable->item(row, c)->setFont(f);
            }
        }
    }
    m_statsTable->setFixedHeight(m_statsTable->horizontalHeader()->height() +
                                 m_statsTable->verticalHeader()->length() + 2 * m_statsTable->frameWidth());

    const QString rate = m_stats.proofsPerHour
                             ? Tr::tr("%1 proofs/h").arg(StatusFormat::rate(*m_stats.proofsPerHour))
                             : Tr::tr("proofs/h not known yet");
    const QString cost =
        m_stats.dollarsPerProof
            ? Tr::tr("%1 per proof").arg(BenchFormat::money(m_stats.dollarsPerProof))
            : (m_record->dollarsPerHour ? Tr::tr("$/proof not known yet")
                                        : Tr::tr("$/proof unknown (no price for this node)"));
    m_throughput->setText(Tr::tr("Throughput: %1 · %2").arg(rate, cost));

    const bench::BenchmarkVerdicts& v = m_stats.verdicts;
    showVerdict(m_warmupVerdict, BenchFormat::warmupVerdict(m_stats), v.warmupSufficient);
    showVerdict(m_throttlingVerdict, BenchFormat::throttlingVerdict(m_stats),
                v.throttlingSuspected ? std::optional<bool>(!*v.throttlingSuspected) : std::nullopt);
}

void BenchRunView::showVerdict(QLabel* label, const QString& text, std::optional<bool> good)
{
    const QString mark = !good ? QStringLiteral("?") : *good ? QStringLiteral("✓") : QStringLiteral("⚠");
    label->setText(mark + QLatin1Char(' ') + text);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText,
                 !good   ? StatusStyle::mutedText(palette())
                 : *good ? palette().color(QPalette::WindowText)
                         : BenchStyle::stateColor(bench::BenchRunState::Interrupted).darker(115));
    label->setPalette(pal);
}

} // namespace fleetdeck::ui
