// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchStyle.h"

#include "HealthStyle.h"

#include <QPainter>
#include <QPixmap>

namespace fleetdeck::ui::BenchStyle {

QColor phaseColor(bench::BenchSample::Phase phase)
{
    switch (phase) {
    case bench::BenchSample::Phase::Warmup:
        return QColor(0xd9, 0x8a, 0x1c);
    case bench::BenchSample::Phase::Timed:
        return QColor(0x2f, 0x7f, 0xd8);
    case bench::BenchSample::Phase::Cooldown:
        return QColor(0x0f, 0xa8, 0xa0);
    }
    return QColor(0x9a, 0xa0, 0xa6);
}

QColor failedColor()
{
    return healthColor(HealthState::Error);
}

QColor stateColor(BenchRunState state)
{
    switch (state) {
    case BenchRunState::Running:
        return phaseColor(bench::BenchSample::Phase::Timed);
    case BenchRunState::Finished:
        return healthColor(HealthState::Healthy);
    case BenchRunState::Failed:
        return healthColor(HealthState::Error);
    case BenchRunState::Cancelled:
        return healthColor(HealthState::Unknown);
    case BenchRunState::Interrupted:
        return healthColor(HealthState::Degraded);
    }
    return healthColor(HealthState::Unknown);
}

QIcon dot(const QColor& color)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(QRectF(3, 3, 10, 10));
    return QIcon(pixmap);
}

} // namespace fleetdeck::ui::BenchStyle
