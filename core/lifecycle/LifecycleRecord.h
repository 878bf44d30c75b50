// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace fleetdeck::lifecycle {

/// Where a rented node is in its life, in order; Failed and Retired end it.
enum class Stage { Created, Loading, Running, Ssh, Daemon, Qualifying, InService, Failed, Retired };

/// "created", "loading", "running", "ssh", "daemon", "qualifying", "in_service", "failed",
/// "retired": the words of the JSON output and the database.
QString stageName(Stage stage);
std::optional<Stage> stageFromName(const QString& name);
/// The stage in an operator's words ("SSH reachable", "in service").
QString stageText(Stage stage);

/// A rule that tripped: its name (the template option: ssh-minutes, daemon-minutes,
/// qualify-minutes, min-proofs-per-hour, max-usd-per-proof), why, and what was done.
struct RuleTrip
{
    QString name;
    QString reason;
    QString action; ///< "notified" or "retired"
    QDateTime at;

    QJsonObject toJson() const;
    static std::optional<RuleTrip> fromJson(const QJsonValue& value);
};

/// A node's qualification: the benchmark run, and once it finished, whether it passed.
struct Qualification
{
    qint64 run = 0;
    std::optional<bool> passed; ///< unset while the run goes on
    std::optional<double> proofsPerHour;
    std::optional<double> usdPerProof;
    QString reason; ///< why it failed; empty when it passed

    QJsonObject toJson() const;
    static std::optional<Qualification> fromJson(const QJsonValue& value);
};

/// From `from` on, until the next period (or the end of the rent), the node billed this much.
struct BillingPeriod
{
    QDateTime from;
    double dollarsPerHour = 0;
};

/// One node rented through a template, as LifecycleStore keeps it.
struct LifecycleRecord
{
    qint64 nodeId = 0;
    QString node; ///< the node's name (read from the inventory)
    QString templateName;
    QString offerId;
    QString instanceId; ///< the node's provider id (read from the inventory)
    QString machineId;
    Stage stage = Stage::Created;
    QDateTime stageSince;
    QMap<QString, QDateTime> stages; ///< when each stage it went through began, by stageName()
    std::optional<RuleTrip> rule;
    std::optional<Qualification> qualification;
    QDateTime rentedAt;
    QDateTime retiredAt;
    QString retiredReason;
    /// Every price it billed, oldest first (notePrice); empty when none was noted.
    QList<BillingPeriod> billing;

    /// Moves to `stage` at `at` (recording when it began), unless it is there already.
    void enter(Stage stage, const QDateTime& at);
    bool ended() const { return stage == Stage::Failed || stage == Stage::Retired; }
    /// What it cost from the rent to its retirement (or `now`): each billing period's price × its
    /// length (the first from the rent), else `dollarsPerHour` × the whole time when no price
    /// was noted; nullopt without either or without a rent time (instances rented elsewhere).
    std::optional<double> costSoFar(std::optional<double> dollarsPerHour, const QDateTime& now) const;
    /// Notes the price it bills from `at` on; true when that is a change (a new period).
    bool notePrice(double dollarsPerHour, const QDateTime& at);
    /// The contract's per-node object of `lifecycle --json`.
    QJsonObject toJson() const;
};

} // namespace fleetdeck::lifecycle
