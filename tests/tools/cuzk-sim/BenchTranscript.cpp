// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchTranscript.h"

#include <QRegularExpression>

#include <cmath>

namespace fleetdeck::sim::test {

namespace {
QRegularExpressionMatch exactly(const QString& pattern, const QString& line)
{
    return QRegularExpression(QLatin1Char('^') + pattern + QLatin1Char('$')).match(line);
}
} // namespace

BenchTranscript BenchTranscript::parse(const QByteArray& text)
{
    BenchTranscript t;
    QStringList lines = QString::fromUtf8(text).split(u'\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // the text ends with a newline
    else if (!lines.isEmpty())
        t.errors << QStringLiteral("output does not end with a newline");

    const QStringList header = {
        QStringLiteral("=== Batch Benchmark ==="), QStringLiteral(R"(proof type:  (\S+))"),
        QStringLiteral(R"(count:       (\d+))"), QStringLiteral(R"(concurrency: (\d+))"), QString()};
    int i = 0;
    for (; i < header.size(); ++i) {
        const QRegularExpressionMatch m = exactly(header[i], lines.value(i));
        if (i >= lines.size() || !m.hasMatch()) {
            t.errors << QStringLiteral("header line %1 is '%2'").arg(i + 1).arg(lines.value(i));
            return t;
        }
        if (i == 1)
            t.proofType = m.captured(1);
        if (i == 2)
            t.count = m.captured(1).toInt();
        if (i == 3)
            t.concurrency = m.captured(1).toInt();
    }

    const QString proofLine = QStringLiteral(
        R"(  \[(\d+)/(\d+)\] (COMPLETED|FAILED|CANCELLED|TIMEOUT|UNKNOWN) \x{2014} (\d+\.\d)s \(prove=(\d+) ms, queue=(\d+) ms\))");
    for (; i < lines.size() && !lines[i].isEmpty(); ++i) {
        const QRegularExpressionMatch m = exactly(proofLine, lines[i]);
        if (!m.hasMatch()) {
            t.errors << QStringLiteral("not a proof line: '%1'").arg(lines[i]);
            continue;
        }
        t.proofs << Proof{m.captured(1).toInt(),    m.captured(2).toInt(),      m.captured(3),
                          m.captured(4).toDouble(), m.captured(5).toLongLong(), m.captured(6).toLongLong()};
    }
    if (i >= lines.size())
        return t; // no summary: a cancelled run

    const QString secs = QStringLiteral(R"((\d+\.\d)s)");
    const QString spread = QStringLiteral("avg=%1 min=%1 max=%1").arg(secs);
    const QStringList summary = {QString(),
                                 QStringLiteral("=== Batch Summary ==="),
                                 QStringLiteral("total time:    ") + secs,
                                 QStringLiteral(R"(completed:     (\d+))"),
                                 QStringLiteral(R"(failed:        (\d+))"),
                                 QStringLiteral("wall time:     ") + spread,
                                 QStringLiteral("prove time:    ") + spread,
                                 QStringLiteral(R"(throughput:    (\d+\.\d{3}) proofs/min \()") + secs +
                                     QStringLiteral(R"(/proof\))")};
    QList<QRegularExpressionMatch> m;
    for (int k = 0; k < summary.size(); ++k, ++i) {
        m << exactly(summary[k], lines.value(i));
        if (i >= lines.size() || !m.last().hasMatch()) {
            t.errors << QStringLiteral("summary line %1 is '%2'").arg(k + 1).arg(lines.value(i));
            return t;
        }
    }
    if (i != lines.size())
        t.errors << QStringLiteral("text after the summary: '%1'").arg(lines[i]);
    Summary s;
    s.totalSecs = m[2].captured(1).toDouble();
    s.completed = m[3].captured(1).toInt();
    s.failed = m[4].captured(1).toInt();
    s.wallAvg = m[5].captured(1).toDouble();
    s.wallMin = m[5].captured(2).toDouble();
    s.wallMax = m[5].captured(3).toDouble();
    s.proveAvg = m[6].captured(1).toDouble();
    s.proveMin = m[6].captured(2).toDouble();
    s.proveMax = m[6].captured(3).toDouble();
    s.proofsPerMinute = m[7].captured(1).toDouble();
    s.secsPerProof = m[7].captured(2).toDouble();
    t.summary = s;
    return t;
}

double BenchTranscript::mean(const QList<double>& values)
{
    double sum = 0;
    for (const double v : values)
        sum += v;
    return values.isEmpty() ? 0.0 : sum / double(values.size());
}

double BenchTranscript::variation(const QList<double>& values)
{
    const double m = mean(values);
    double squares = 0;
    for (const double v : values)
        squares += (v - m) * (v - m);
    return values.size() < 2 || m == 0 ? 0.0 : std::sqrt(squares / double(values.size() - 1)) / m;
}

QList<double> BenchTranscript::walls(int from, int to) const
{
    QList<double> out;
    for (int k = from; k < to && k < proofs.size(); ++k) {
        if (proofs[k].status == QLatin1String("COMPLETED"))
            out << proofs[k].wallSecs;
    }
    return out;
}

} // namespace fleetdeck::sim::test
