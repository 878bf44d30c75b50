// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryPlot.h"

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui {

namespace {

struct Bucket
{
    double x = 0;
    double sum = 0;
    double last = 0;
    double low = 0;
    double high = 0;
    int n = 0;
};

/// Where the node was not answering for longer than a few of its usual intervals.
double gapLimit(const QList<double>& xs)
{
    QList<double> gaps;
    for (qsizetype i = 1; i < xs.size(); ++i)
        gaps.append(xs[i] - xs[i - 1]);
    double median = 0;
    if (!gaps.isEmpty()) {
        std::nth_element(gaps.begin(), gaps.begin() + gaps.size() / 2, gaps.end());
        median = gaps[gaps.size() / 2];
    }
    return std::max(4 * median, 90'000.0);
}

} // namespace

void HistoryPlot::roundAxis(double max, double* top, double* interval)
{
    if (!(max > 0)) {
        *top = 1;
        *interval = 0.5;
        return;
    }
    const double magnitude = std::pow(10.0, std::floor(std::log10(max)) - 1);
    for (double m = magnitude;; m *= 10) {
        for (double step : {1.0, 2.0, 5.0}) {
            const double s = step * m;
            const double steps = std::ceil(max * 1.04 / s);
            if (steps <= 4) {
                *interval = s;
                *top = std::max(2.0, steps) * s;
                return;
            }
        }
    }
}

HistoryPlot HistoryPlot::make(const QList<status::HistoryPoint>& history, qint64 bucketMs, bool counter,
                              double scale)
{
    HistoryPlot plot;
    QList<Bucket> buckets;
    for (const status::HistoryPoint& p : history) {
        const double ms = double(p.at.toMSecsSinceEpoch());
        const double v = p.value * scale;
        const double key = bucketMs > 0 ? std::floor(ms / double(bucketMs)) * double(bucketMs) : ms;
        if (bucketMs == 0 || buckets.isEmpty() || buckets.last().x != key) {
            Bucket b;
            b.x = key; // a bucket's start while collecting
            b.low = b.high = v;
            buckets.append(b);
        }
        Bucket& b = buckets.last();
        b.sum += v;
        b.last = v;
        b.low = std::min(b.low, v);
        b.high = std::max(b.high, v);
        ++b.n;
    }

    QList<double> xs;
    xs.reserve(buckets.size());
    for (Bucket& b : buckets) {
        if (bucketMs > 0)
            b.x += double(bucketMs) / 2; // drawn at its middle, where its average belongs
        xs.append(b.x);
    }
    const double limit = bucketMs > 0 ? std::max(gapLimit(xs), 2.5 * double(bucketMs)) : gapLimit(xs);
    const bool band = bucketMs > 0 && !counter;
    double max = 0;
    for (qsizetype i = 0; i < buckets.size(); ++i) {
        const Bucket& b = buckets[i];
        if (plot.segments.isEmpty() || b.x - buckets[i - 1].x > limit)
            plot.segments.append(Segment());
        Segment& s = plot.segments.last();
        const double y = counter ? b.last : b.sum / b.n;
        s.line.append(QPointF(b.x, y));
        if (band) {
            s.low.append(QPointF(b.x, b.low));
            s.high.append(QPointF(b.x, b.high));
        }
        max = std::max(max, band ? b.high : y);
        ++plot.points;
    }
    roundAxis(max, &plot.top, &plot.tickInterval);
    return plot;
}

} // namespace fleetdeck::ui
