// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck::sim {

// What one kind of proof costs a cuzk node: partition count, per-partition synthesis and GPU
// time, the host memory a partition holds from synthesis until its GPU pass ends, and the
// parameter files (SRS, pre-compiled circuit) it needs resident.
struct ProofKind
{
    QString name;
    QString circuitId;
    int partitions = 1;
    double synthSecs = 0;
    double gpuSecs = 0;
    qint64 partitionBytes = 0;
    qint64 srsBytes = 0;
    qint64 pceBytes = 0; // 0: the kind has no pre-compiled circuit
    // Window and winning PoSt have chain deadlines, so the engine serves them before PoRep.
    bool deadline = false;

    static const ProofKind& porep();
    static const ProofKind& wpost();
    static const ProofKind& winning();
};

} // namespace fleetdeck::sim
