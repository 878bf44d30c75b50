// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryChart.h"
#include "UiTr.h"

#include "ChartPalette.h"
#include "HealthStyle.h"
#include "HistoryPlot.h"
#include "StatusFormat.h"
#include "StatusStyle.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui {

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
constexpr char AxisFormat[] = "%.4g";

double scaleOf(HistoryChart::Metric metric)
{
    return metric == HistoryChart::Metric::MemoryUsed ? 1.0 / GiB : 1.0;
}

} // namespace

HistoryChart::HistoryChart(Metric metric, const QString& title, const char* objectName, QWidget* parent)
    : QWidget(parent)
    , m_metric(metric)
    , m_latest(new QLabel(this))
    , m_stack(new QStackedWidget(this))
    , m_view(new QChartView(new QChart, m_stack))
    , m_empty(new QLabel(Tr::tr("No data in this range"), m_stack))
{
    setObjectName(QString::fromLatin1(objectName));
    m_latest->setObjectName(QString::fromLatin1(objectName) + QStringLiteral("Latest"));
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* head = new QHBoxLayout;
    auto* t = new QLabel(title, this);
    QFont f = t->font();
    f.setWeight(QFont::DemiBold);
    t->setFont(f);
    head->addWidget(t);
    head->addStretch(1);
    m_latest->setFont(f);
    head->addWidget(m_latest);
    v->addLayout(head);

    chart()->legend()->hide();
    chart()->setBackgroundRoundness(0);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_empty->setAlignment(Qt::AlignCenter);
    StatusStyle::setMuted(m_empty);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);
    m_stack->setFixedHeight(fontMetrics().height() * 9);
    m_stack->setCurrentWidget(m_empty);
    v->addWidget(m_stack);
    applyTheme();
}

QChart* HistoryChart::chart() const
{
    return m_view->chart();
}

QColor HistoryChart::color() const
{
    switch (m_metric) {
    case Metric::QueueDepth:
        return StatusStyle::partitionColor(QStringLiteral("synthesizing"));
    case Metric::CompletedPerMinute:
        return healthColor(status::HealthState::Healthy);
    case Metric::Failed:
        return healthColor(status::HealthState::Error);
    case Metric::MemoryUsed:
        return StatusStyle::partitionColor(QStringLiteral("synth_done"));
    case Metric::Latency:
        return StatusStyle::partitionColor(QStringLiteral("gpu"));
    }
    return palette().color(QPalette::Highlight);
}

QFont HistoryChart::axisFont() const
{
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 0.85);
    return f;
}

void HistoryChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        StatusStyle::refreshMuted(this);
        applyTheme();
    }
}

void HistoryChart::applyTheme()
{
    QChart* c = chart();
    const QPalette pal = palette();
    // The palette's colours take over from the theme so the chart sits in the panel rather than
    // on a card of its own.
    const bool dark = applyChartPalette(c, m_view, pal);
    for (QAbstractAxis* axis : c->axes())
        axis->setLabelsFont(axisFont());
    const QColor line = color();
    for (QAbstractSeries* s : c->series()) {
        if (auto* area = qobject_cast<QAreaSeries*>(s)) {
            QColor fill = line;
            // The band of lows and highs stands out more than the fill under a plain line.
            const bool band = area->lowerSeries() != nullptr;
            fill.setAlphaF(band ? (dark ? 0.34f : 0.26f) : (dark ? 0.22f : 0.14f));
            area->setBrush(fill);
            area->setPen(Qt::NoPen);
        } else if (auto* l = qobject_cast<QLineSeries*>(s)) {
            l->setPen(QPen(line, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        }
    }
    QPalette latest = m_latest->palette();
    latest.setColor(QPalette::WindowText, line);
    m_latest->setPalette(latest);
}

QString HistoryChart::valueText(double value) const
{
    switch (m_metric) {
    case Metric::QueueDepth:
        return Tr::tr("%1 queued").arg(QLocale().toString(value, 'f', value == std::round(value) ? 0 : 1));
    case Metric::CompletedPerMinute:
        return Tr::tr("%1 /min").arg(QLocale().toString(value, 'f', value < 10 ? 1 : 0));
    case Metric::Failed:
        return Tr::tr("%1 failed").arg(StatusFormat::count(value));
    case Metric::MemoryUsed:
        return StatusFormat::bytes(value);
    case Metric::Latency:
        return StatusFormat::millis(value);
    }
    return {};
}

QString HistoryChart::latestText(const QList<status::HistoryPoint>& points) const
{
    if (points.isEmpty())
        return {};
    if (m_metric != Metric::CompletedPerMinute)
        return valueText(points.last().value);
    // A single minute's count jumps between whole numbers; the last ten minutes tell the pace.
    const QDateTime since = points.last().at.addSecs(-9 * 60);
    double sum = 0;
    for (auto it = points.crbegin(); it != points.crend() && it->at >= since; ++it)
        sum += it->value;
    return Tr::tr("%1 /min over 10 min").arg(QLocale().toString(sum / 10, 'f', 1));
}

void HistoryChart::showPointTip(double x, bool show)
{
    if (!show || m_shown.isEmpty()) {
        QToolTip::hideText();
        return;
    }
    // The hover reports the cursor's position: tell the reading nearest to it in time.
    auto it = std::lower_bound(m_shown.cbegin(), m_shown.cend(), x,
                               [](const QPointF& p, double v) { return p.x() < v; });
    if (it == m_shown.cend() || (it != m_shown.cbegin() && x - (it - 1)->x() < it->x() - x))
        --it;
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(qint64(it->x())).toLocalTime();
    QToolTip::showText(QCursor::pos(),
                       Tr::tr("%1 · %2").arg(QLocale().toString(at, QLocale::ShortFormat),
                                             valueText(it->y() / scaleOf(m_metric))),
                       this);
}

void HistoryChart::setHistory(const QList<status::HistoryPoint>& history, const Span& span)
{
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    m_shown.clear();
    m_samples = int(history.size());
    m_latest->setText(latestText(history));
    m_stack->setCurrentWidget(history.isEmpty() ? static_cast<QWidget*>(m_empty) : m_view);
    if (history.isEmpty())
        return;

    const HistoryPlot plot =
        HistoryPlot::make(history, span.bucketMs, m_metric == Metric::Failed, scaleOf(m_metric));
    m_top = plot.top;
    m_interval = plot.tickInterval;

    auto* x = new QDateTimeAxis;
    x->setRange(span.from.toLocalTime(), span.to.toLocalTime());
    x->setFormat(span.timeFormat);
    x->setTickCount(span.ticks);
    auto* y = new QValueAxis;
    y->setRange(0, plot.top);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(plot.tickInterval);
    y->setLabelFormat(QString::fromLatin1(AxisFormat));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);

    const auto attach = [c, x, y](QAbstractSeries* s) {
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    for (const HistoryPlot::Segment& segment : plot.segments) {
        m_shown += segment.line;
        // Under the line: the band of each bucket's lows and highs, or a fill down to zero.
        auto* upper = new QLineSeries;
        upper->append(segment.high.isEmpty() ? segment.line : segment.high);
        QLineSeries* lower = nullptr;
        if (!segment.low.isEmpty()) {
            lower = new QLineSeries;
            lower->append(segment.low);
        }
        auto* area = new QAreaSeries(upper, lower);
        upper->setParent(area);
        if (lower)
            lower->setParent(area);
        attach(area);

        auto* line = new QLineSeries;
        line->append(segment.line);
        line->setPointsVisible(segment.line.size() == 1); // a lone reading still shows, as a dot
        attach(line);
        connect(line, &QLineSeries::hovered, this,
                [this](const QPointF& p, bool state) { showPointTip(p.x(), state); });
        connect(area, &QAreaSeries::hovered, this,
                [this](const QPointF& p, bool state) { showPointTip(p.x(), state); });
    }
    applyTheme();
}

int HistoryChart::valueLabelWidth() const
{
    if (m_samples == 0)
        return 0;
    const QFontMetrics fm(axisFont());
    int widest = 0;
    for (double v = 0; v <= m_top + m_interval / 2; v += m_interval)
        widest = std::max(widest, fm.horizontalAdvance(QString::asprintf(AxisFormat, v)));
    return widest;
}

void HistoryChart::setLeftPad(int pixels)
{
    const int base = fontMetrics().height() / 4;
    chart()->setMargins(QMargins(base + pixels, base, base, 0));
}

} // namespace fleetdeck::ui
