// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchComparisonChart.h"
#include "UiTr.h"

#include "BenchStyle.h"
#include "ChartPalette.h"
#include "StatusStyle.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui {

namespace {
constexpr double CapHalfWidth = 0.12; ///< of a category's width
}

BenchComparisonChart::BenchComparisonChart(QWidget* parent)
    : QWidget(parent)
    , m_view(new QChartView(new QChart, this))
{
    setObjectName(QStringLiteral("benchComparisonChart"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setMinimumHeight(fontMetrics().height() * 14);
    chart()->setBackgroundRoundness(0);
    chart()->legend()->hide();
    setBars({});
}

QChart* BenchComparisonChart::chart() const
{
    return m_view->chart();
}

void BenchComparisonChart::setBars(const QList<Bar>& bars)
{
    m_bars = bars;
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    m_whiskers.clear();
    m_series = new QBarSeries;
    m_set = new QBarSet(Tr::tr("Timed median"));
    QStringList categories;
    double top = 0;
    for (const Bar& bar : bars) {
        *m_set << bar.medianS;
        categories << bar.label;
        top = std::max(top, bar.ci95 ? bar.ci95->upper : bar.medianS);
    }
    m_series->append(m_set);
    m_series->setBarWidth(0.55);
    m_series->setLabelsVisible(true);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsInsideBase);
    m_series->setLabelsFormat(Tr::tr("@value s"));
    m_series->setLabelsPrecision(3);
    c->addSeries(m_series);

    auto* x = new QBarCategoryAxis;
    x->append(categories.isEmpty() ? QStringList{QString()} : categories);
    auto* y = new QValueAxis;
    y->setTitleText(Tr::tr("Timed median wall time (s), whiskers: 95 % CI"));
    y->setRange(0, std::max(1.0, top * 1.12));
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    m_series->attachAxis(x);
    m_series->attachAxis(y);

    // Whiskers on the bar category axis: category i sits at x = i.
    for (int i = 0; i < bars.size(); ++i) {
        if (!bars.at(i).ci95)
            continue;
        const double lo = bars.at(i).ci95->lower;
        const double hi = bars.at(i).ci95->upper;
        auto* whisker = new QLineSeries;
        whisker->setObjectName(QStringLiteral("whisker_%1").arg(i));
        whisker->append({QPointF(i - CapHalfWidth, lo), QPointF(i + CapHalfWidth, lo), QPointF(i, lo),
                         QPointF(i, hi), QPointF(i - CapHalfWidth, hi), QPointF(i + CapHalfWidth, hi)});
        c->addSeries(whisker);
        whisker->attachAxis(x);
        whisker->attachAxis(y);
        m_whiskers << whisker;
    }
    applyTheme();
}

void BenchComparisonChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void BenchComparisonChart::applyTheme()
{
    const QPalette pal = palette();
    applyChartPalette(chart(), m_view, pal);
    QColor bar = BenchStyle::phaseColor(bench::BenchSample::Phase::Timed);
    bar.setAlphaF(0.75f);
    if (m_set) {
        m_set->setColor(bar);
        m_set->setBorderColor(bar.darker(120));
        m_set->setLabelColor(StatusStyle::textOn(bar));
    }
    const QPen whiskerPen(pal.color(QPalette::WindowText), 2, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    for (QLineSeries* whisker : m_whiskers)
        whisker->setPen(whiskerPen);
}

} // namespace fleetdeck::ui
