// SPDX-License-Identifier: GPL-3.0-or-later
#include "UsageBar.h"
#include "UiTr.h"

#include "StatusStyle.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui {

UsageBar::UsageBar(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void UsageBar::setUsage(double used, double total)
{
    const double f = total > 0 ? std::clamp(used / total, 0.0, 1.0) : 0.0;
    if (f == m_fraction)
        return;
    m_fraction = f;
    setToolTip(total > 0 ? Tr::tr("%1 %").arg(std::round(f * 1000) / 10) : QString());
    update();
}

void UsageBar::setColor(const QColor& color)
{
    m_color = color;
    update();
}

void UsageBar::setThickness(double lines)
{
    m_thickness = lines;
    updateGeometry();
    update();
}

QSize UsageBar::sizeHint() const
{
    const int h = std::max(6, int(std::round(fontMetrics().height() * m_thickness)));
    return {fontMetrics().averageCharWidth() * 24, h};
}

QSize UsageBar::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 6, sizeHint().height()};
}

void UsageBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF track = QRectF(rect());
    const qreal radius = track.height() / 2;
    QPainterPath shape;
    shape.addRoundedRect(track, radius, radius);
    const QPalette pal = palette();
    p.fillPath(shape, StatusStyle::mix(pal.color(QPalette::Window), pal.color(QPalette::WindowText),
                                       StatusStyle::isDark(pal) ? 0.16 : 0.11));
    if (m_fraction <= 0)
        return;
    p.setClipPath(shape);
    const QColor fill = m_color.isValid() ? m_color : StatusStyle::usageColor(m_fraction);
    // At least a radius wide so that a small share still shows as a rounded nub.
    const qreal w = std::max(track.width() * m_fraction, std::min(track.width(), radius * 2));
    QPainterPath bar;
    bar.addRoundedRect(QRectF(track.left(), track.top(), w, track.height()), radius, radius);
    p.fillPath(bar, fill);
}

} // namespace fleetdeck::ui
