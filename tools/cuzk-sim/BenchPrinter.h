// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <vector>

namespace fleetdeck::sim {

struct BenchOptions;
struct BenchProof;

// The text `cuzk-bench batch` prints, byte for byte (docs/cuzk-status.md, "Benchmark output"):
// a header, one line per proof, and a summary block that only a finished batch gets.
class BenchPrinter
{
public:
    static QByteArray header(const BenchOptions& options);
    static QByteArray line(const BenchProof& proof, int total);
    static QByteArray summary(const std::vector<BenchProof>& proofs, double totalSecs);
};

} // namespace fleetdeck::sim
