// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartPalette.h"

#include "StatusStyle.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsView>
#include <QPalette>
#include <QPen>

namespace fleetdeck::ui {

bool applyChartPalette(QChart* chart, QGraphicsView* view, const QPalette& pal)
{
    const bool dark = StatusStyle::isDark(pal);
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundVisible(false);
    chart->setPlotAreaBackgroundVisible(true);
    chart->setPlotAreaBackgroundBrush(StatusStyle::raisedBackground(pal));
    chart->setPlotAreaBackgroundPen(Qt::NoPen);
    view->setBackgroundBrush(pal.color(QPalette::Window));
    const QColor label = StatusStyle::mutedText(pal);
    const QColor grid = StatusStyle::mix(pal.color(QPalette::Window), pal.color(QPalette::WindowText), 0.12);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsBrush(label);
        axis->setTitleBrush(label);
        axis->setGridLinePen(QPen(grid, 1));
        axis->setLinePen(QPen(grid, 1));
        axis->setMinorGridLineVisible(false);
    }
    return dark;
}

} // namespace fleetdeck::ui
