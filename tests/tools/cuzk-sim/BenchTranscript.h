// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::sim::test {

// What a `cuzk-bench batch` run printed, read back line by line with one exact pattern per
// line kind. Anything that fits no pattern, or comes out of order, lands in `errors`.
class BenchTranscript
{
public:
    struct Proof
    {
        int number = 0;
        int total = 0;
        QString status;
        double wallSecs = 0;
        qint64 proveMs = 0;
        qint64 queueMs = 0;
    };
    struct Summary
    {
        double totalSecs = 0;
        int completed = 0;
        int failed = 0;
        double wallAvg = 0, wallMin = 0, wallMax = 0;
        double proveAvg = 0, proveMin = 0, proveMax = 0;
        double proofsPerMinute = 0;
        double secsPerProof = 0;
    };

    static BenchTranscript parse(const QByteArray& text);
    // Standard deviation over mean.
    static double variation(const QList<double>& values);
    static double mean(const QList<double>& values);

    QString proofType;
    int count = -1;
    int concurrency = -1;
    QList<Proof> proofs;
    std::optional<Summary> summary;
    QStringList errors;

    QList<double> walls(int from, int to) const; // proofs [from, to), completed only
};

} // namespace fleetdeck::sim::test
