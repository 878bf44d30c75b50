// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPrinter.h"

#include "BenchRun.h"

#include <QString>

#include <algorithm>

namespace fleetdeck::sim {

namespace {
QByteArray field(const char* label, int width, const QString& value)
{
    return QString::fromLatin1(label).leftJustified(width).toUtf8() + value.toUtf8() + '\n';
}

QString secs(double value)
{
    return QString::number(value, 'f', 1) + QLatin1Char('s');
}

struct Spread
{
    double avg = 0;
    double min = 0;
    double max = 0;
};

template <typename Value> Spread spread(const std::vector<BenchProof>& proofs, Value value)
{
    Spread s;
    int n = 0;
    for (const BenchProof& proof : proofs) {
        if (!proof.completed)
            continue;
        const double v = value(proof);
        s.min = n == 0 ? v : std::min(s.min, v);
        s.max = n == 0 ? v : std::max(s.max, v);
        s.avg += v;
        ++n;
    }
    if (n > 0)
        s.avg /= n;
    return s;
}

QString spreadText(const Spread& s)
{
    return QStringLiteral("avg=%1 min=%2 max=%3").arg(secs(s.avg), secs(s.min), secs(s.max));
}
} // namespace

QByteArray BenchPrinter::header(const BenchOptions& options)
{
    constexpr int width = 13;
    return "=== Batch Benchmark ===\n" + field("proof type:", width, options.proofType) +
           field("count:", width, QString::number(options.total())) +
           field("concurrency:", width, QString::number(options.concurrency)) + '\n';
}

QByteArray BenchPrinter::line(const BenchProof& proof, int total)
{
    return QStringLiteral("  [%1/%2] %3 \u2014 %4 (prove=%5 ms, queue=%6 ms)\n")
        .arg(proof.number)
        .arg(total)
        .arg(proof.completed ? QStringLiteral("COMPLETED") : QStringLiteral("FAILED"), secs(proof.wallSecs))
        .arg(proof.proveMs)
        .arg(proof.queueMs)
        .toUtf8();
}

QByteArray BenchPrinter::summary(const std::vector<BenchProof>& proofs, double totalSecs)
{
    constexpr int width = 15;
    const auto completed =
        int(std::count_if(proofs.begin(), proofs.end(), [](const auto& p) { return p.completed; }));
    const int failed = int(proofs.size()) - completed;
    const Spread wall = spread(proofs, [](const BenchProof& p) { return p.wallSecs; });
    const Spread prove = spread(proofs, [](const BenchProof& p) { return p.proveMs / 1000.0; });
    // With nothing completed there is no rate to speak of; print zeros rather than infinities.
    const double perMinute = totalSecs > 0 ? completed * 60.0 / totalSecs : 0.0;
    const double perProof = completed > 0 ? totalSecs / completed : 0.0;

    QByteArray out = "\n=== Batch Summary ===\n";
    out += field("total time:", width, secs(totalSecs));
    out += field("completed:", width, QString::number(completed));
    out += field("failed:", width, QString::number(failed));
    out += field("wall time:", width, spreadText(wall));
    out += field("prove time:", width, spreadText(prove));
    out += field(
        "throughput:", width,
        QStringLiteral("%1 proofs/min (%2/proof)").arg(QString::number(perMinute, 'f', 3), secs(perProof)));
    return out;
}

} // namespace fleetdeck::sim
