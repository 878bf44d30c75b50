// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

namespace fleetdeck::bench {

/// One proof of a benchmark run, as the benchmark tool reported it.
struct BenchSample
{
    enum class Phase { Warmup, Timed, Cooldown };
    enum class Status { Completed, Failed, TimedOut, Cancelled };

    int index = 0; ///< 1-based, in submission order
    Phase phase = Phase::Timed;
    Status status = Status::Completed;
    double wallS = 0;
    std::optional<double> proveMs;
    std::optional<double> queueMs;

    bool completed() const { return status == Status::Completed; }
    friend bool operator==(const BenchSample&, const BenchSample&) = default;
};

/// "warmup", "timed", "cooldown": the names the JSON output and the database use.
constexpr std::string_view phaseName(BenchSample::Phase phase)
{
    switch (phase) {
    case BenchSample::Phase::Warmup:
        return "warmup";
    case BenchSample::Phase::Timed:
        return "timed";
    case BenchSample::Phase::Cooldown:
        return "cooldown";
    }
    return "timed";
}

/// "COMPLETED", "FAILED", "TIMEOUT", "CANCELLED": the words cuzk-bench prints.
constexpr std::string_view statusName(BenchSample::Status status)
{
    switch (status) {
    case BenchSample::Status::Completed:
        return "COMPLETED";
    case BenchSample::Status::Failed:
        return "FAILED";
    case BenchSample::Status::TimedOut:
        return "TIMEOUT";
    case BenchSample::Status::Cancelled:
        return "CANCELLED";
    }
    return "FAILED";
}

constexpr std::optional<BenchSample::Phase> phaseFromName(std::string_view name)
{
    for (auto phase : {BenchSample::Phase::Warmup, BenchSample::Phase::Timed, BenchSample::Phase::Cooldown}) {
        if (phaseName(phase) == name)
            return phase;
    }
    return std::nullopt;
}

constexpr std::optional<BenchSample::Status> statusFromName(std::string_view name)
{
    for (auto status : {BenchSample::Status::Completed, BenchSample::Status::Failed,
                        BenchSample::Status::TimedOut, BenchSample::Status::Cancelled}) {
        if (statusName(status) == name)
            return status;
    }
    return std::nullopt;
}

/// How many proofs of a run belong to each phase, in submission order: proofs 1..warmup warm up,
/// the next `timed` are measured, the rest cool down.
struct PhaseCounts
{
    int warmup = 0;
    int timed = 0;
    int cooldown = 0;

    constexpr int total() const { return warmup + timed + cooldown; }
    friend constexpr bool operator==(const PhaseCounts&, const PhaseCounts&) = default;
    /// With no counts at all (a plain batch), every proof is timed.
    constexpr BenchSample::Phase phaseOf(int index) const
    {
        if (total() == 0)
            return BenchSample::Phase::Timed;
        if (index <= warmup)
            return BenchSample::Phase::Warmup;
        if (index <= warmup + timed)
            return BenchSample::Phase::Timed;
        return BenchSample::Phase::Cooldown;
    }
};

} // namespace fleetdeck::bench
