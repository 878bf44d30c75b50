// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryCharts.h"
#include "UiTr.h"

#include "HistoryChart.h"
#include "StatusStyle.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace fleetdeck::ui {

HistoryCharts::HistoryCharts(QWidget* parent)
    : QWidget(parent)
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
    , m_rangeButtons(new QButtonGroup(this))
    , m_empty(new QLabel(Tr::tr("No history yet.\nCharts fill in as the node is polled."), this))
    , m_chartsBox(new QWidget(this))
{
    setObjectName(QStringLiteral("historyCharts"));
    auto* top = new QHBoxLayout;
    auto* title = new QLabel(Tr::tr("History"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    top->addWidget(title);
    top->addStretch(1);
    const QList<std::tuple<Range, QString, const char*>> ranges{{Range::Hour, Tr::tr("1 h"), "range1h"},
                                                                {Range::Day, Tr::tr("24 h"), "range24h"},
                                                                {Range::Week, Tr::tr("7 d"), "range7d"}};
    for (const auto& [range, text, name] : ranges) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setObjectName(QString::fromLatin1(name));
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setToolTip(Tr::tr("Show the last %1").arg(text));
        m_rangeButtons->addButton(b, int(range));
        top->addWidget(b);
    }
    m_rangeButtons->setExclusive(true);
    m_rangeButtons->button(int(Range::Hour))->setChecked(true);
    connect(m_rangeButtons, &QButtonGroup::idClicked, this, [this](int id) { setRange(Range(id)); });

    m_empty->setObjectName(QStringLiteral("historyEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setMinimumHeight(fontMetrics().height() * 6);
    StatusStyle::setMuted(m_empty);

    auto* charts = new QVBoxLayout(m_chartsBox);
    charts->setContentsMargins(0, 0, 0, 0);
    charts->setSpacing(fontMetrics().height() / 2);
    const QList<std::tuple<Metric, QString, const char*>> specs{
        {Metric::QueueDepth, Tr::tr("Queue depth"), "chartQueueDepth"},
        {Metric::CompletedPerMinute, Tr::tr("Proofs completed per minute"), "chartCompleted"},
        {Metric::Failed, Tr::tr("Failed proofs (daemon counter)"), "chartFailed"},
        {Metric::MemoryUsed, Tr::tr("Memory budget used (GiB)"), "chartMemory"},
        {Metric::Latency, Tr::tr("Status latency (ms)"), "chartLatency"},
    };
    for (const auto& [metric, text, name] : specs) {
        auto* chart = new HistoryChart(metric, text, name, m_chartsBox);
        charts->addWidget(chart);
        m_charts.append(chart);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_empty);
    layout->addWidget(m_chartsBox);
    layout->addStretch(1);
    m_chartsBox->hide();
}

QList<HistoryCharts::Metric> HistoryCharts::metrics()
{
    return {Metric::QueueDepth, Metric::CompletedPerMinute, Metric::Failed, Metric::MemoryUsed,
            Metric::Latency};
}

HistoryChart* HistoryCharts::chartOf(Metric metric) const
{
    for (HistoryChart* c : m_charts) {
        if (c->historyMetric() == metric)
            return c;
    }
    return nullptr;
}

int HistoryCharts::sampleCount(Metric metric) const
{
    const HistoryChart* c = chartOf(metric);
    return c ? c->sampleCount() : 0;
}

int HistoryCharts::pointCount(Metric metric) const
{
    const HistoryChart* c = chartOf(metric);
    return c ? c->pointCount() : 0;
}

QChart* HistoryCharts::chart(Metric metric) const
{
    const HistoryChart* c = chartOf(metric);
    return c ? c->chart() : nullptr;
}

void HistoryCharts::setSource(status::StatusHistory* history, qint64 nodeId)
{
    if (history == m_history && nodeId == m_nodeId)
        return;
    m_history = history;
    m_nodeId = nodeId;
    refreshWhenShown();
}

void HistoryCharts::setRange(Range range)
{
    if (auto* b = m_rangeButtons->button(int(range)))
        b->setChecked(true);
    if (range == m_range)
        return;
    m_range = range;
    refreshWhenShown();
}

void HistoryCharts::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
}

void HistoryCharts::refreshWhenShown()
{
    m_dirty = true;
    if (isVisible() || !m_history || m_nodeId == 0)
        refresh();
}

void HistoryCharts::samplesRecorded()
{
    m_dirty = true;
    if (!isVisible())
        return;
    // The long ranges are drawn from minute buckets: redrawing them every poll shows nothing new.
    const qint64 minMs = m_range == Range::Hour ? 0 : m_range == Range::Day ? 60'000 : 300'000;
    if (!m_sinceRefresh.isValid() || m_sinceRefresh.elapsed() >= minMs)
        refresh();
}

void HistoryCharts::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void HistoryCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        StatusStyle::refreshMuted(this);
}

void HistoryCharts::refresh()
{
    m_dirty = false;
    HistoryChart::Span span;
    span.to = m_clock();
    switch (m_range) {
    case Range::Hour:
        span.from = span.to.addSecs(-3600);
        span.timeFormat = QStringLiteral("HH:mm");
        break;
    case Range::Day:
        // About three hundred points across: as many as a panel's width shows apart.
        span.from = span.to.addSecs(-24 * 3600);
        span.bucketMs = 5 * 60'000;
        span.timeFormat = QStringLiteral("HH:mm");
        break;
    case Range::Week:
        span.from = span.to.addSecs(-7 * 24 * 3600);
        span.bucketMs = 30 * 60'000;
        span.timeFormat = QStringLiteral("ddd d");
        span.ticks = 8;
        break;
    }
    bool any = false;
    for (HistoryChart* c : m_charts) {
        QList<status::HistoryPoint> points;
        if (m_history && m_nodeId != 0)
            points = m_history->series(m_nodeId, c->historyMetric(), span.from, span.to);
        // The current minute is still counting: its rate would show as a fall at the end.
        if (c->historyMetric() == Metric::CompletedPerMinute && !points.isEmpty() &&
            points.last().at.addSecs(60) > span.to)
            points.removeLast();
        any = any || !points.isEmpty();
        c->setHistory(points, span);
    }
    m_sinceRefresh.start();
    m_empty->setVisible(!any);
    m_chartsBox->setVisible(any);
    alignPlots();
}

void HistoryCharts::alignPlots()
{
    // The charts share the time axis: their plot areas start at the same x so that an event lines
    // up across all of them. Each chart's left margin makes up for its narrower value labels.
    int widest = 0;
    for (const HistoryChart* c : m_charts)
        widest = std::max(widest, c->valueLabelWidth());
    for (HistoryChart* c : m_charts)
        c->setLeftPad(widest - c->valueLabelWidth());
}

} // namespace fleetdeck::ui
