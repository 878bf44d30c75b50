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
    return healthColor(status::HealthState::Error);
}

QColor stateColor(bench::BenchRunState state)
{
    switch (state) {
    case bench::BenchRunState::Running:
        return phaseColor(bench::BenchSample::Phase::Timed);
    case bench::BenchRunState::Finished:
        return healthColor(status::HealthState::Healthy);
    case bench::BenchRunState::Failed:
        return healthColor(status::HealthState::Error);
    case bench::BenchRunState::Cancelled:
        return healthColor(status::HealthState::Unknown);
    case bench::BenchRunState::Interrupted:
        return healthColor(status::HealthState::Degraded);
    }
    return healthColor(status::HealthState::Unknown);
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
