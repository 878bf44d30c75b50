// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSample.h"
#include "bench/BenchmarkStore.h"

#include <QColor>
#include <QIcon>

namespace fleetdeck::ui {

/// How the benchmark views colour phases, failures and run states (beside HealthStyle, whose red
/// and green they share).
namespace BenchStyle {
/// Warmup amber, timed blue, cooldown teal: the chart's points, the per-proof table's phase column.
QColor phaseColor(bench::BenchSample::Phase phase);
/// The red of failed, timed-out and cancelled proofs.
QColor failedColor();
/// Running blue, finished green, failed red, cancelled grey, interrupted amber.
QColor stateColor(bench::BenchRunState state);
/// A filled dot of `color`, for table cells and legends.
QIcon dot(const QColor& color);
} // namespace BenchStyle

} // namespace fleetdeck::ui
