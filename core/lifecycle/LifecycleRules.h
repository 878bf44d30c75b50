// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lifecycle/LifecycleRecord.h"
#include "lifecycle/RentTemplate.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace fleetdeck::lifecycle {

/// What is known of a rented node at one moment: the provider's word and the newest poll's.
struct Observation
{
    bool listed = true;    ///< the account still has the instance
    QString providerState; ///< actual_status: "loading", "running", "exited", … ("" unknown)
    bool hasAddress = false;
    bool loggedIn = false;       ///< the newest poll logged in (it got past authentication)
    bool daemonAnswered = false; ///< the newest poll read the daemon's status
    QString pollProblem;         ///< the newest poll's diagnosis message, for reasons; empty when none
};

/// What a step decided beyond moving stages.
struct Decision
{
    std::optional<RuleTrip> trip; ///< a rule tripped (the record is in Failed already)
    bool qualify = false;         ///< the node answers: start its qualification run now
    bool changed = false;         ///< the record changed and should be saved
};

/// The stages and rules of issue #23, as pure functions of a record, its template, what is
/// observed and the time: no I/O, so that the console, the CLI and the tests judge alike.
///
/// Stages only move forward (created → loading → running → ssh → daemon → qualifying →
/// in_service). Time limits: `sshMinutes` and `daemonMinutes` count from the rent,
/// `qualifyMinutes` from the start of qualification. A tripped rule puts the node in Failed with
/// the rule; the action is "retired" when the template retires automatically (the caller then
/// destroys the instance and records Retired), else "notified".
class LifecycleRules
{
public:
    static Decision step(LifecycleRecord& record, const RentTemplate& t, const Observation& seen,
                         const QDateTime& now);
    /// Judges a finished qualification run against the template's floors.
    static Decision judge(LifecycleRecord& record, const RentTemplate& t, std::optional<double> proofsPerHour,
                          std::optional<double> usdPerProof, const QString& runProblem, const QDateTime& now);

private:
    static Decision trip(LifecycleRecord& record, const RentTemplate& t, const QString& rule,
                         const QString& reason, const QDateTime& now);
};

} // namespace fleetdeck::lifecycle
