// SPDX-License-Identifier: GPL-3.0-or-later
#include "CuzkPanel.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "MachinePanel.h"
#include "PipelineWaterfall.h"
#include "StatCard.h"
#include "StatusFormat.h"
#include "StatusStyle.h"
#include "TextGrid.h"
#include "UsageBar.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using Tone = TextGrid::Tone;

CuzkPanel::CuzkPanel(QWidget* parent)
    : QWidget(parent)
    , m_empty(new QLabel(
          Tr::tr("No status from the daemon yet.\nIt appears after the node's first successful poll."), this))
    , m_content(new QWidget(this))
{
    setObjectName(QStringLiteral("cuzkPanel"));
    m_empty->setObjectName(QStringLiteral("cuzkEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    StatusStyle::setMuted(m_empty);

    const int line = fontMetrics().height();
    auto* v = new QVBoxLayout(m_content);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(line / 2);

    m_stale = StatusStyle::valueLabel("cuzkStale", m_content);
    m_stale->setWordWrap(true);
    QPalette stalePalette = m_stale->palette();
    stalePalette.setColor(QPalette::WindowText, healthColor(status::HealthState::Degraded));
    m_stale->setPalette(stalePalette);
    v->addWidget(m_stale);

    // Headline figures.
    auto* tiles = new QGridLayout;
    tiles->setSpacing(line / 2);
    m_tiles = tiles;
    auto tile = [this](const QString& title, const char* name) {
        auto* card = new StatCard(title, m_content);
        card->setObjectName(QString::fromLatin1(name));
        card->setValueScale(1.35);
        card->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        return card;
    };
    m_queue = tile(Tr::tr("Queued"), "cuzkQueue");
    m_workers = tile(Tr::tr("GPU workers busy"), "cuzkWorkers");
    m_uptime = tile(Tr::tr("Uptime"), "cuzkUptime");
    m_completed = tile(Tr::tr("Completed"), "cuzkCompleted");
    m_failed = tile(Tr::tr("Failed"), "cuzkFailed");
    m_rate = tile(Tr::tr("Proofs per hour"), "cuzkRate");
    arrangeTiles(3);
    v->addLayout(tiles);

    // Budgets: memory and synthesis slots.
    auto* budgets = new QGridLayout;
    budgets->setHorizontalSpacing(line * 2 / 3);
    budgets->setVerticalSpacing(line / 4);
    m_memoryBar = new UsageBar(m_content);
    m_memoryBar->setObjectName(QStringLiteral("cuzkMemoryBar"));
    m_memoryPercent = StatusStyle::valueLabel("cuzkMemoryPercent", m_content);
    m_memory = StatusStyle::valueLabel("cuzkMemory", m_content);
    m_memory->setWordWrap(true);
    m_synthesisBar = new UsageBar(m_content);
    m_synthesisBar->setObjectName(QStringLiteral("cuzkSynthesisBar"));
    m_synthesisBar->setColor(StatusStyle::partitionColor(QStringLiteral("synthesizing")));
    m_synthesis = StatusStyle::valueLabel("cuzkSynthesis", m_content);
    budgets->addWidget(StatusStyle::captionLabel(Tr::tr("Memory budget"), m_content), 0, 0);
    budgets->addWidget(m_memoryBar, 0, 1);
    budgets->addWidget(m_memoryPercent, 0, 2, Qt::AlignRight);
    budgets->addWidget(m_memory, 1, 1, 1, 2);
    budgets->addWidget(StatusStyle::captionLabel(Tr::tr("Synthesis slots"), m_content), 2, 0);
    budgets->addWidget(m_synthesisBar, 2, 1);
    budgets->addWidget(m_synthesis, 2, 2, Qt::AlignRight);
    budgets->setColumnStretch(1, 1);
    v->addLayout(budgets);

    // GPU workers.
    v->addWidget(StatusStyle::sectionHeader(Tr::tr("GPU workers"), "cuzkWorkersSection", &m_workersSummary,
                                            m_content));
    m_workerGrid =
        new TextGrid({{QStringLiteral("gpu"), Tr::tr("GPU")},
                      {QStringLiteral("state"), Tr::tr("State")},
                      TextGrid::Column(QStringLiteral("job"), Tr::tr("Job"), Qt::AlignLeft).stretching(),
                      {QStringLiteral("partition"), Tr::tr("Partition"), Qt::AlignRight},
                      {QStringLiteral("busy"), Tr::tr("Busy for"), Qt::AlignRight}},
                     m_content);
    m_workerGrid->setObjectName(QStringLiteral("gpuWorkers"));
    v->addWidget(m_workerGrid);

    // Pipelines.
    v->addWidget(StatusStyle::sectionHeader(Tr::tr("Pipelines"), "cuzkPipelinesSection", &m_pipelinesSummary,
                                            m_content));
    m_waterfall = new PipelineWaterfall(m_content);
    v->addWidget(m_waterfall);

    // Proofs by kind.
    v->addWidget(StatusStyle::sectionHeader(Tr::tr("Proofs by kind"), "cuzkCountersSection",
                                            &m_countersSummary, m_content));
    m_counters =
        new TextGrid({TextGrid::Column(QStringLiteral("kind"), Tr::tr("Kind"), Qt::AlignLeft).stretching(),
                      {QStringLiteral("completed"), Tr::tr("Completed"), Qt::AlignRight},
                      {QStringLiteral("failed"), Tr::tr("Failed"), Qt::AlignRight},
                      {QStringLiteral("rate"), Tr::tr("Failure rate"), Qt::AlignRight}},
                     m_content);
    m_counters->setObjectName(QStringLiteral("counters"));
    v->addWidget(m_counters);

    // SRS and PCE.
    v->addWidget(StatusStyle::sectionHeader(Tr::tr("Parameter allocations"), "cuzkAllocationsSection",
                                            &m_allocationsSummary, m_content));
    m_allocations = new TextGrid(
        {{QStringLiteral("type"), Tr::tr("Type")},
         TextGrid::Column(QStringLiteral("circuit"), Tr::tr("Circuit"), Qt::AlignLeft).stretching(),
         {QStringLiteral("size"), Tr::tr("Size"), Qt::AlignRight},
         {QStringLiteral("used"), Tr::tr("Last used"), Qt::AlignRight},
         {QStringLiteral("evictable"), Tr::tr("Evictable"), Qt::AlignRight}},
        m_content);
    m_allocations->setObjectName(QStringLiteral("allocations"));
    v->addWidget(m_allocations);
    m_allocationsEmpty = StatusStyle::captionLabel(Tr::tr("No SRS or PCE loaded."), m_content);
    v->addWidget(m_allocationsEmpty);

    // Buffers.
    v->addWidget(
        StatusStyle::sectionHeader(Tr::tr("Buffers in flight"), "cuzkBuffersSection", nullptr, m_content));
    m_buffers = new TextGrid({{QStringLiteral("synth"), Tr::tr("Synthesis"), Qt::AlignRight},
                              {QStringLiteral("provers"), Tr::tr("Provers"), Qt::AlignRight},
                              {QStringLiteral("aux"), Tr::tr("Aux"), Qt::AlignRight},
                              {QStringLiteral("shells"), Tr::tr("Shells"), Qt::AlignRight},
                              {QStringLiteral("handles"), Tr::tr("Pending handles"), Qt::AlignRight}},
                             m_content);
    m_buffers->setObjectName(QStringLiteral("buffers"));
    v->addWidget(m_buffers);

    // The machine, from the system probe.
    m_machine = new MachinePanel(m_content);
    v->addWidget(m_machine);

    m_footer = StatusStyle::valueLabel("cuzkFooter", m_content);
    StatusStyle::setMuted(m_footer);
    v->addSpacing(line / 3);
    v->addWidget(m_footer);
    v->addStretch(1);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_empty, 1);
    outer->addWidget(m_content);
    clear();
}

void CuzkPanel::arrangeTiles(int columns)
{
    if (columns == m_tileColumns)
        return;
    m_tileColumns = columns;
    const QList<StatCard*> order{m_queue, m_workers, m_uptime, m_completed, m_failed, m_rate};
    for (StatCard* card : order)
        m_tiles->removeWidget(card);
    for (int i = 0; i < order.size(); ++i)
        m_tiles->addWidget(order[i], i / columns, i % columns);
}

void CuzkPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Three tiles a row where their details fit, two in a narrow panel.
    int widest = 0;
    for (const StatCard* card : {m_queue, m_workers, m_uptime, m_completed, m_failed, m_rate})
        widest = std::max(widest, card->sizeHint().width());
    arrangeTiles(width() >= 3 * widest + 2 * m_tiles->spacing() ? 3 : 2);
}

void CuzkPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        StatusStyle::refreshMuted(this);
}

void CuzkPanel::clear()
{
    m_hasStatus = false;
    m_waterfall->setPipelines({});
    m_content->hide();
    m_empty->show();
}

void CuzkPanel::showStatus(const status::NodeStatus& status)
{
    showCuzk(status.cuzk, status.system);
    if (!m_hasStatus)
        return;
    const bool answering =
        status.state == status::HealthState::Healthy || status.state == status::HealthState::Degraded;
    const QDateTime now = status.lastPolled.isValid() ? status.lastPolled : QDateTime::currentDateTimeUtc();
    const double age = status.lastSeen.isValid() ? double(status.lastSeen.secsTo(now)) : 0.0;
    m_stale->setVisible(!answering && status.state != status::HealthState::Unknown);
    m_stale->setText(Tr::tr("The daemon does not answer now (%1). This is the last status it sent, %2.")
                         .arg(healthStateLabel(status.state).toLower(), StatusFormat::ago(age)));
    m_rate->setValue(status.proofsPerHour ? StatusFormat::rate(*status.proofsPerHour) : QString());
    m_rate->setDetail(status.proofsPerHour ? Tr::tr("last 10 min") : Tr::tr("not enough polls yet"));
    QStringList footer;
    if (status.lastSeen.isValid())
        footer << Tr::tr("Read %1").arg(StatusFormat::ago(age));
    if (status.latencyMs)
        footer << Tr::tr("%1 round trip").arg(StatusFormat::millis(*status.latencyMs));
    m_footer->setText(footer.join(QStringLiteral(" · ")));
}

void CuzkPanel::showCuzk(const std::optional<status::CuzkStatus>& cuzk,
                         const std::optional<status::SystemInfo>& system)
{
    if (!cuzk) {
        clear();
        return;
    }
    m_hasStatus = true;
    m_empty->hide();
    m_content->show();
    m_stale->hide();
    m_footer->clear();
    m_rate->setValue(QString());
    m_rate->setDetail(QString());
    showDaemon(*cuzk);
    m_machine->setVisible(system.has_value());
    if (system)
        m_machine->showSystem(*system);
}

void CuzkPanel::showDaemon(const status::CuzkStatus& c)
{
    int busy = 0;
    for (const status::CuzkStatus::GpuWorker& w : c.gpuWorkers)
        busy += w.state == QLatin1String("proving") ? 1 : 0;

    m_queue->setValue(QLocale().toString(c.queueDepth));
    m_queue->setDetail(Tr::tr("proof(s) waiting", "", c.queueDepth));
    m_workers->setValue(Tr::tr("%1 / %2").arg(busy).arg(c.gpuWorkers.size()));
    // Work queued while every worker idles is what the operator must see first.
    const bool stuck = c.queueDepth > 0 && busy == 0 && !c.gpuWorkers.isEmpty();
    m_workers->setDetail(c.gpuWorkers.isEmpty() ? Tr::tr("none reported")
                         : stuck                ? Tr::tr("all idle with work queued")
                         : busy == 0            ? Tr::tr("all idle")
                                                : Tr::tr("proving now"));
    m_workers->setAccent(stuck ? healthColor(status::HealthState::Degraded) : QColor());
    m_uptime->setValue(StatusFormat::duration(c.uptimeSecs));
    m_uptime->setDetail(Tr::tr("since the engine started"));
    m_completed->setValue(StatusFormat::count(double(c.totalCompleted)));
    m_completed->setDetail(Tr::tr("proofs since start"));
    m_failed->setValue(StatusFormat::count(double(c.totalFailed)));
    const double attempts = double(c.totalCompleted + c.totalFailed);
    m_failed->setDetail(
        attempts > 0 ? Tr::tr("%1 of attempts").arg(StatusFormat::percent(double(c.totalFailed) / attempts))
                     : Tr::tr("none yet"));
    const double failedShare = attempts > 0 ? double(c.totalFailed) / attempts : 0;
    m_failed->setAccent(failedShare >= 0.05   ? healthColor(status::HealthState::Error)
                        : failedShare >= 0.01 ? healthColor(status::HealthState::Degraded)
                                              : QColor());

    const double total = double(c.memoryTotalBytes);
    m_memoryBar->setUsage(double(c.memoryUsedBytes), total);
    m_memoryPercent->setText(total > 0 ? StatusFormat::percent(double(c.memoryUsedBytes) / total)
                                       : QString());
    m_memory->setText(Tr::tr("%1 used · %2 available · %3 total")
                          .arg(StatusFormat::bytes(double(c.memoryUsedBytes)),
                               StatusFormat::bytes(double(c.memoryAvailableBytes)),
                               StatusFormat::bytes(total)));
    m_synthesisBar->setUsage(c.synthesisActive, c.synthesisMax);
    m_synthesis->setText(Tr::tr("%1 / %2").arg(c.synthesisActive).arg(c.synthesisMax));

    // Workers, with the proof kind of the job each one proves.
    QHash<QString, QString> kindOf;
    for (const status::CuzkStatus::Pipeline& p : c.pipelines)
        kindOf.insert(p.jobId, p.proofKind);
    QList<TextGrid::Row> workers;
    for (const status::CuzkStatus::GpuWorker& w : c.gpuWorkers) {
        const bool proving = w.state == QLatin1String("proving");
        TextGrid::Row row;
        row.key = QString::number(w.workerId);
        QString job;
        if (w.currentJob) {
            job = StatusFormat::shortJobId(*w.currentJob);
            if (kindOf.contains(*w.currentJob))
                job += QStringLiteral(" · ") + kindOf.value(*w.currentJob);
        }
        row.cells = {Tr::tr("GPU %1").arg(w.gpuOrdinal), w.state, job.isEmpty() ? QStringLiteral("—") : job,
                     w.currentPartition ? QString::number(*w.currentPartition) : QStringLiteral("—"),
                     w.busySecs ? StatusFormat::duration(*w.busySecs) : QStringLiteral("—")};
        row.tones = {Tone::Strong, proving ? Tone::Good : Tone::Muted,
                     job.isEmpty() ? Tone::Muted : Tone::Normal, Tone::Normal, Tone::Normal};
        row.toolTips = {Tr::tr("worker %1").arg(w.workerId), QString(), w.currentJob.value_or(QString())};
        workers.append(row);
    }
    m_workerGrid->setRows(workers);
    m_workersSummary->setText(Tr::tr("%1 of %2 proving").arg(busy).arg(c.gpuWorkers.size()));

    m_waterfall->setPipelines(c.pipelines);
    m_pipelinesSummary->setText(Tr::tr("%1 running · %2 queued").arg(c.pipelines.size()).arg(c.queueDepth));

    // Proofs by kind, the total last.
    QStringList kinds = c.completedByKind.keys();
    for (const QString& k : c.failedByKind.keys()) {
        if (!kinds.contains(k))
            kinds.append(k);
    }
    std::sort(kinds.begin(), kinds.end());
    auto counterRow = [](const QString& key, const QString& name, quint64 done, quint64 failed) {
        TextGrid::Row row;
        row.key = key;
        const double tries = double(done + failed);
        const double rate = tries > 0 ? double(failed) / tries : 0;
        row.cells = {name, StatusFormat::count(double(done)), StatusFormat::count(double(failed)),
                     tries > 0 ? StatusFormat::percent(rate) : QStringLiteral("—")};
        const Tone failTone = failed == 0    ? Tone::Muted
                              : rate >= 0.05 ? Tone::Bad
                              : rate >= 0.01 ? Tone::Warning
                                             : Tone::Normal;
        row.tones = {Tone::Normal, Tone::Normal, failTone, failTone};
        return row;
    };
    QList<TextGrid::Row> counters;
    for (const QString& k : kinds)
        counters.append(counterRow(k, k, c.completedByKind.value(k), c.failedByKind.value(k)));
    TextGrid::Row all =
        counterRow(QStringLiteral("total"), Tr::tr("All kinds"), c.totalCompleted, c.totalFailed);
    all.tones[0] = Tone::Strong;
    all.tones[1] = Tone::Strong;
    counters.append(all);
    m_counters->setRows(counters);
    m_countersSummary->setText(
        Tr::tr("%1 done · %2 failed")
            .arg(StatusFormat::count(double(c.totalCompleted)), StatusFormat::count(double(c.totalFailed))));

    QList<TextGrid::Row> allocations;
    quint64 srsBytes = 0;
    quint64 pceBytes = 0;
    auto addAllocations = [&allocations](const QList<status::CuzkStatus::Allocation>& list,
                                         const QString& type, quint64* sum) {
        for (const status::CuzkStatus::Allocation& a : list) {
            *sum += a.bytes;
            TextGrid::Row row;
            row.key = type.toLower() + QLatin1Char('-') + a.circuitId;
            row.cells = {type, a.circuitId, StatusFormat::bytes(double(a.bytes)),
                         StatusFormat::ago(a.lastUsedSecsAgo), a.evictable ? Tr::tr("yes") : Tr::tr("no")};
            row.tones = {Tone::Muted, Tone::Normal, Tone::Normal, Tone::Normal,
                         a.evictable ? Tone::Normal : Tone::Muted};
            allocations.append(row);
        }
    };
    addAllocations(c.srs, QStringLiteral("SRS"), &srsBytes);
    addAllocations(c.pce, QStringLiteral("PCE"), &pceBytes);
    m_allocations->setRows(allocations);
    m_allocations->setVisible(!allocations.isEmpty());
    m_allocationsEmpty->setVisible(allocations.isEmpty());
    m_allocationsSummary->setText(
        Tr::tr("SRS %1 · PCE %2")
            .arg(StatusFormat::bytes(double(srsBytes)), StatusFormat::bytes(double(pceBytes))));

    const status::CuzkStatus::Buffers& b = c.buffers;
    TextGrid::Row buffers;
    buffers.key = QStringLiteral("now");
    for (quint32 n :
         {b.synthInFlight, b.proversInFlight, b.auxInFlight, b.shellsInFlight, b.pendingHandles}) {
        buffers.cells << QString::number(n);
        buffers.tones << (n == 0 ? Tone::Muted : Tone::Normal);
    }
    m_buffers->setRows({buffers});
}

} // namespace fleetdeck::ui
