// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchRunChart.h"
#include "UiTr.h"

#include "BenchFormat.h"
#include "BenchStyle.h"
#include "ChartPalette.h"
#include "StatusStyle.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui {

namespace {
using Phase = bench::BenchSample::Phase;
constexpr Phase Phases[] = {Phase::Warmup, Phase::Timed, Phase::Cooldown};

/// 1, 2, 5 × a power of ten: a step that puts at most about `ticks` labels on `span`.
double niceStep(double span, int ticks, double smallest)
{
    const double raw = std::max(span / std::max(ticks, 1), smallest);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (m * magnitude >= raw * (1 - 1e-9))
            return m * magnitude;
    }
    return 10 * magnitude;
}

/// Enough decimals to tell ticks `step` apart.
QString labelFormat(double step)
{
    const int decimals = std::clamp(int(-std::floor(std::log10(step) + 1e-9)), 0, 6);
    return QStringLiteral("%.%1f").arg(decimals);
}
} // namespace

BenchRunChart::BenchRunChart(QWidget* parent)
    : QWidget(parent)
    , m_view(new QChartView(new QChart, this))
    , m_fitCheck(new QCheckBox(Tr::tr("Fit to the timed phase"), this))
    , m_offScaleNote(new QLabel(this))
    , m_failed(new QScatterSeries)
    , m_path(new QLineSeries)
    , m_median(new QLineSeries)
    , m_band(nullptr)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
{
    setObjectName(QStringLiteral("benchRunChart"));
    m_fitCheck->setObjectName(QStringLiteral("fitToTimed"));
    m_fitCheck->setToolTip(
        Tr::tr("Scale the time axis to the timed and cooldown proofs and the median's interval; "
               "uncheck to see every proof from zero"));
    m_fitCheck->setChecked(true);
    m_offScaleNote->setObjectName(QStringLiteral("offScaleNote"));
    StatusStyle::setMuted(m_offScaleNote);
    m_offScaleNote->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* head = new QHBoxLayout;
    head->addWidget(m_offScaleNote, 1);
    head->addWidget(m_fitCheck);
    layout->addLayout(head);
    layout->addWidget(m_view, 1);
    connect(m_fitCheck, &QCheckBox::toggled, this, &BenchRunChart::redraw);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setMinimumHeight(fontMetrics().height() * 14);

    QChart* c = chart();
    c->setBackgroundRoundness(0);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_x->setTitleText(Tr::tr("Proof, in the order submitted"));
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(1);
    m_y->setTitleText(Tr::tr("Wall time (s)"));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);

    // Drawn in this order: the band under everything, the points on top.
    auto* upper = new QLineSeries;
    auto* lower = new QLineSeries;
    m_band = new QAreaSeries(upper, lower);
    upper->setParent(m_band);
    lower->setParent(m_band);
    m_band->setObjectName(QStringLiteral("ciBand"));
    m_median->setObjectName(QStringLiteral("timedMedian"));
    m_path->setObjectName(QStringLiteral("proofPath"));
    m_failed->setObjectName(QStringLiteral("failedProofs"));
    m_failed->setName(Tr::tr("Not completed"));
    m_failed->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    m_failed->setMarkerSize(13);
    // Off the fitted scale: one series per kind of point, so that the triangles keep its colour.
    for (int i = 0; i < 4; ++i) {
        m_offScale[i] = new QScatterSeries;
        m_offScale[i]->setObjectName(QStringLiteral("offScale_%1").arg(i));
        m_offScale[i]->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
        m_offScale[i]->setMarkerSize(12);
    }
    QList<QAbstractSeries*> all{m_band, m_median, m_path};
    for (int i = 0; i < 3; ++i) {
        m_phases[i] = new QScatterSeries;
        m_phases[i]->setObjectName(
            QStringLiteral("phase_%1").arg(QLatin1String(bench::phaseName(Phases[i]).data())));
        m_phases[i]->setName(BenchFormat::phaseLabel(Phases[i]));
        m_phases[i]->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        m_phases[i]->setMarkerSize(10);
        all << m_phases[i];
    }
    all << m_failed << m_offScale[0] << m_offScale[1] << m_offScale[2] << m_offScale[3];
    for (QAbstractSeries* s : all) {
        c->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    for (QScatterSeries* s : {m_phases[0], m_phases[1], m_phases[2], m_failed, m_offScale[0], m_offScale[1],
                              m_offScale[2], m_offScale[3]})
        connect(s, &QScatterSeries::hovered, this, &BenchRunChart::showTip);
    clear();
    applyTheme();
}

QChart* BenchRunChart::chart() const
{
    return m_view->chart();
}

QScatterSeries* BenchRunChart::phaseSeries(bench::BenchSample::Phase phase) const
{
    return m_phases[int(phase)];
}

int BenchRunChart::offScaleCount() const
{
    int n = 0;
    for (const QScatterSeries* s : m_offScale)
        n += s->count();
    return n;
}

void BenchRunChart::clear()
{
    setRun({}, 0, {});
}

void BenchRunChart::setRun(const std::vector<bench::BenchSample>& samples, int plannedProofs,
                           const bench::BenchmarkStats& stats)
{
    m_samples = samples;
    m_planned = plannedProofs;
    m_stats = stats;
    redraw();
}

void BenchRunChart::setFitToTimed(bool fit)
{
    m_fitCheck->setChecked(fit);
}

bool BenchRunChart::fitToTimed() const
{
    return m_fitCheck->isChecked();
}

void BenchRunChart::redraw()
{
    QList<QPointF> phasePoints[3];
    QList<QPointF> failed;
    QList<QPointF> path;
    int last = std::max(m_planned, 1);
    double top = 0;
    for (const bench::BenchSample& s : m_samples) {
        const QPointF p(s.index, s.wallS);
        last = std::max(last, s.index);
        top = std::max(top, s.wallS);
        if (!s.completed()) {
            failed << p;
            continue;
        }
        phasePoints[int(s.phase)] << p;
        path << p;
    }
    std::sort(path.begin(), path.end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
    for (int i = 0; i < 3; ++i)
        m_phases[i]->replace(phasePoints[i]);
    m_failed->replace(failed);
    m_path->replace(path);

    // Across the whole run, so that warmup and cooldown read against the timed median.
    const double left = 0.5;
    const double right = last + 0.5;
    const bench::PhaseStats& timed = m_stats.timed;
    if (timed.medianS) {
        m_median->replace({QPointF(left, *timed.medianS), QPointF(right, *timed.medianS)});
        m_median->setName(Tr::tr("Median %1").arg(BenchFormat::seconds(timed.medianS)));
        top = std::max(top, *timed.medianS);
    } else {
        m_median->clear();
        m_median->setName(Tr::tr("Median"));
    }
    if (timed.ci95MedianS) {
        m_band->upperSeries()->replace(
            {QPointF(left, timed.ci95MedianS->upper), QPointF(right, timed.ci95MedianS->upper)});
        m_band->lowerSeries()->replace(
            {QPointF(left, timed.ci95MedianS->lower), QPointF(right, timed.ci95MedianS->lower)});
        top = std::max(top, timed.ci95MedianS->upper);
    } else {
        m_band->upperSeries()->clear();
        m_band->lowerSeries()->clear();
    }
    m_band->setName(Tr::tr("95 % CI of the median"));

    m_x->setRange(left, right);
    m_x->setTickInterval(niceStep(last, 12, 1));
    double low = 0;
    double high = std::max(top, 1e-3) * 1.08;
    const std::optional<std::pair<double, double>> fitted =
        m_fitCheck->isChecked() ? timedRange() : std::nullopt;
    if (fitted) {
        low = fitted->first;
        high = fitted->second;
    }
    const double yStep = niceStep(high - low, 6, 1e-6);
    low = std::floor(low / yStep) * yStep;
    high = std::ceil(high / yStep) * yStep;
    // The interval before the range: a range without a tick of the old interval in it leaves the
    // axis without labels.
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0);
    m_y->setTickInterval(yStep);
    m_y->setLabelFormat(labelFormat(yStep));
    m_y->setRange(low, high);
    showOffScale(fitted.has_value(), low, high);

    // A legend entry for something the chart does not show would only puzzle.
    QLegend* legend = chart()->legend();
    for (QAbstractSeries* s :
         {static_cast<QAbstractSeries*>(m_path), static_cast<QAbstractSeries*>(m_offScale[0]),
          static_cast<QAbstractSeries*>(m_offScale[1]), static_cast<QAbstractSeries*>(m_offScale[2]),
          static_cast<QAbstractSeries*>(m_offScale[3])}) {
        for (QLegendMarker* marker : legend->markers(s))
            marker->setVisible(false);
    }
    for (QLegendMarker* marker : legend->markers(m_failed))
        marker->setVisible(!failed.isEmpty());
    for (QLegendMarker* marker : legend->markers(m_band))
        marker->setVisible(timed.ci95MedianS.has_value());
    updateBandSwatch();
    for (QLegendMarker* marker : legend->markers(m_median))
        marker->setVisible(timed.medianS.has_value());
}

std::optional<std::pair<double, double>> BenchRunChart::timedRange() const
{
    // The timed proofs, the median's interval and the cooldown that is read against it.
    std::vector<double> values;
    for (const bench::BenchSample& s : m_samples) {
        if (s.completed() && s.phase != bench::BenchSample::Phase::Warmup)
            values.push_back(s.wallS);
    }
    if (const std::optional<bench::stats::Interval>& ci = m_stats.timed.ci95MedianS) {
        values.push_back(ci->lower);
        values.push_back(ci->upper);
    }
    if (values.size() < 2)
        return std::nullopt;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    const double pad = std::max((*hi - *lo) * 0.15, *hi * 0.02);
    return std::pair{std::max(0.0, *lo - pad), *hi + pad};
}

void BenchRunChart::showOffScale(bool fitted, double low, double high)
{
    // Proofs beyond a fitted range sit at its edge as triangles, so none disappears unnoticed.
    QList<QPointF> edge[4];
    int above = 0;
    int below = 0;
    const double inset = (high - low) * 0.03;
    if (fitted) {
        for (const bench::BenchSample& s : m_samples) {
            QList<QPointF>& points = edge[s.completed() ? int(s.phase) : 3];
            if (s.wallS > high) {
                points << QPointF(s.index, high - inset);
                ++above;
            } else if (s.wallS < low) {
                points << QPointF(s.index, low + inset);
                ++below;
            }
        }
    }
    for (int i = 0; i < 4; ++i)
        m_offScale[i]->replace(edge[i]);
    QStringList parts;
    if (above > 0)
        parts << Tr::tr("%n proof(s) above", "", above);
    if (below > 0)
        parts << Tr::tr("%n proof(s) below", "", below);
    m_offScaleNote->setText(parts.isEmpty()
                                ? QString()
                                : Tr::tr("%1 the range: drawn as ▲ at its edge (hover for the time).")
                                      .arg(parts.join(Tr::tr(" and "))));
    m_offScaleNote->setVisible(!parts.isEmpty());
}

void BenchRunChart::showTip(const QPointF& point, bool show)
{
    if (!show) {
        QToolTip::hideText();
        return;
    }
    const int index = int(std::lround(point.x()));
    for (const bench::BenchSample& s : m_samples) {
        if (s.index != index)
            continue;
        QToolTip::showText(QCursor::pos(),
                           Tr::tr("Proof %1 · %2 · %3 · %4")
                               .arg(s.index)
                               .arg(BenchFormat::phaseLabel(s.phase), BenchFormat::statusLabel(s.status),
                                    BenchFormat::seconds(s.wallS)),
                           this);
        return;
    }
}

void BenchRunChart::updateBandSwatch()
{
    // The band's own fill is too faint for a legend swatch (and the legend resets it on changes).
    QColor swatch = BenchStyle::phaseColor(Phase::Timed);
    swatch.setAlphaF(0.45f);
    for (QLegendMarker* marker : chart()->legend()->markers(m_band)) {
        marker->setShape(QLegend::MarkerShapeRectangle);
        marker->setBrush(swatch);
        marker->setPen(QPen(BenchStyle::phaseColor(Phase::Timed), 1));
    }
}

void BenchRunChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void BenchRunChart::applyTheme()
{
    QChart* c = chart();
    const QPalette pal = palette();
    // The theme resets every colour; the palette's and the phases' colours then take over.
    const bool dark = applyChartPalette(c, m_view, pal);
    c->legend()->setLabelColor(pal.color(QPalette::WindowText));
    const QColor window = pal.color(QPalette::Window);
    for (int i = 0; i < 3; ++i) {
        const QColor color = BenchStyle::phaseColor(Phases[i]);
        m_phases[i]->setColor(color);
        m_phases[i]->setBorderColor(StatusStyle::mix(color, window, 0.5));
    }
    m_failed->setColor(BenchStyle::failedColor());
    m_failed->setBorderColor(dark ? QColor(Qt::white) : QColor(0x5a, 0x10, 0x10));
    for (int i = 0; i < 4; ++i) {
        m_offScale[i]->setColor(i < 3 ? m_phases[i]->color() : m_failed->color());
        m_offScale[i]->setBorderColor(i < 3 ? m_phases[i]->borderColor() : m_failed->borderColor());
    }
    m_path->setPen(QPen(StatusStyle::mix(window, pal.color(QPalette::WindowText), 0.35), 1.2));
    const QColor timed = BenchStyle::phaseColor(Phase::Timed);
    m_median->setPen(QPen(timed.darker(dark ? 80 : 125), 2, Qt::DashLine));
    QColor fill = timed;
    fill.setAlphaF(dark ? 0.30f : 0.20f);
    m_band->setBrush(fill);
    // Its edges drawn too: a steady timed phase makes a band only a few pixels high.
    m_band->setPen(QPen(StatusStyle::mix(timed, window, 0.35), 1));
    updateBandSwatch();
}

} // namespace fleetdeck::ui
