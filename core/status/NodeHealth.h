// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"
#include "status/CuzkSummary.h"
#include "status/HealthState.h"

#include <QDateTime>
#include <QList>

#include <deque>
#include <optional>

namespace fleetdeck::status {

/// Completed proofs per hour from the daemon's total_completed counter over a sliding window
/// (default 10 minutes). A counter that goes down (the daemon restarted) starts a new window.
class ProofRate
{
public:
    explicit ProofRate(qint64 windowSecs = 600)
        : m_windowMs(windowSecs * 1000)
    {}
    void add(const QDateTime& at, quint64 totalCompleted);
    /// Proofs per hour; nullopt until two samples at least a second apart are in the window.
    std::optional<double> perHour() const;

private:
    qint64 m_windowMs;
    std::deque<std::pair<qint64, quint64>> m_samples; ///< (ms since epoch, total_completed)
};

/// One node's health across polls (docs/design.md, "Node health").
///
/// - A successful poll is healthy unless a degraded reason applies: `jobs_failing` (total_failed
///   rose since the previous successful poll), `queue_stuck` (jobs queued while every GPU worker
///   was idle in this poll and the previous one), `memory_low` (available under 5 % of total).
/// - A failed poll shows its diagnosis at once, but the state turns bad only after
///   `failuresBeforeBad` consecutive failures (flap suppression). A node never seen healthy
///   (Unknown) shows the failure at once: there is no good state to protect.
/// - The first successful poll after failures recovers at once.
class NodeHealth
{
public:
    explicit NodeHealth(int failuresBeforeBad = 2);

    /// Feeds one poll. `cuzk` is set when the status document was read, `diagnosis` when the poll
    /// failed. `freshLoginFailure` is why the latest fresh login to the node failed while the poll
    /// still ran on a warm session (OperationResult::freshLoginFailure): a successful poll is then
    /// degraded, first of all by freshLoginReason(). Returns true when the state or its reason
    /// changed.
    bool update(const std::optional<CuzkSummary>& cuzk, const std::optional<Diagnosis>& diagnosis,
                const std::optional<Diagnosis>& freshLoginFailure = std::nullopt);

    /// The degraded reason for a failed fresh login beside a working session: `key_no_longer_accepted`
    /// when the node refused the credentials (auth_denied), `fresh_login_failed` otherwise. The
    /// failed login's own code and detail are kept in the detail.
    static Diagnosis freshLoginReason(const Diagnosis& failure);

    HealthState state() const { return m_state; }
    /// The diagnosis behind the state: the failure, or the first degraded reason; nullopt when
    /// healthy. While a failure is suppressed this is the newest failure all the same.
    const std::optional<Diagnosis>& diagnosis() const { return m_diagnosis; }
    /// Every degraded reason of the newest successful poll, as diagnoses.
    const QList<Diagnosis>& degradedReasons() const { return m_degraded; }
    int consecutiveFailures() const { return m_failures; }
    /// A failure is being shown but the state is held (fewer than N consecutive failures).
    bool isSuppressing() const { return m_failures > 0 && m_failures < m_failuresBeforeBad && m_heldGood; }
    int failuresBeforeBad() const { return m_failuresBeforeBad; }

private:
    int m_failuresBeforeBad;
    HealthState m_state = HealthState::Unknown;
    std::optional<Diagnosis> m_diagnosis;
    QList<Diagnosis> m_degraded;
    std::optional<CuzkSummary> m_previous; ///< the previous successful poll
    int m_failures = 0;
    bool m_heldGood = false;
};

} // namespace fleetdeck::status
