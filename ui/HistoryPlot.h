// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/StatusHistory.h"

#include <QList>
#include <QPointF>

namespace fleetdeck::ui {

/// A history series shaped for a small chart: averaged into display buckets for the long ranges
/// (with each bucket's low and high kept as a band, so a spike still shows), split where the node
/// did not answer, and given a round axis. x is milliseconds since the epoch.
struct HistoryPlot
{
    struct Segment
    {
        QList<QPointF> line; ///< the mean (a counter: its last value) per bucket
        QList<QPointF> low;  ///< empty when not bucketed
        QList<QPointF> high;
    };
    QList<Segment> segments;
    int points = 0;          ///< points of the lines drawn
    double top = 1;          ///< the value axis' maximum
    double tickInterval = 1; ///< between the value axis' labels, from 0

    /// `bucketMs` 0 keeps every point; `counter` takes each bucket's last value instead of its
    /// mean and draws no band; every value is multiplied by `scale` (bytes to GiB).
    static HistoryPlot make(const QList<status::HistoryPoint>& history, qint64 bucketMs, bool counter,
                            double scale = 1);
    /// The value axis for values up to `max`: an interval of 1, 2 or 5 times a power of ten
    /// giving two to four steps, and the top a whole number of steps.
    static void roundAxis(double max, double* top, double* interval);
};

} // namespace fleetdeck::ui
