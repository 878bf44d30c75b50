// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProofKind.h"

namespace fleetdeck::sim {

namespace {
constexpr qint64 GiB = qint64(1) << 30;
}

// Sizes follow what a 32 GiB-sector node reports (see docs/cuzk-status.md, "allocations").
const ProofKind& ProofKind::porep()
{
    static const ProofKind kind{.name = QStringLiteral("porep-c2"),
                                .circuitId = QStringLiteral("porep-32g"),
                                .partitions = 10,
                                .synthSecs = 41.0,
                                .gpuSecs = 7.0,
                                .partitionBytes = 16 * GiB,
                                .srsBytes = 47888885350,
                                .pceBytes = 27917287424,
                                .deadline = false};
    return kind;
}

const ProofKind& ProofKind::wpost()
{
    static const ProofKind kind{.name = QStringLiteral("wpost"),
                                .circuitId = QStringLiteral("wpost-32g"),
                                .partitions = 1,
                                .synthSecs = 24.0,
                                .gpuSecs = 4.5,
                                .partitionBytes = 6 * GiB,
                                .srsBytes = 5583457484,
                                .pceBytes = 2147483648,
                                .deadline = true};
    return kind;
}

const ProofKind& ProofKind::winning()
{
    static const ProofKind kind{.name = QStringLiteral("winning"),
                                .circuitId = QStringLiteral("winning-32g"),
                                .partitions = 1,
                                .synthSecs = 2.5,
                                .gpuSecs = 0.9,
                                .partitionBytes = GiB / 2,
                                .srsBytes = 191693824,
                                .pceBytes = 0,
                                .deadline = true};
    return kind;
}

} // namespace fleetdeck::sim
