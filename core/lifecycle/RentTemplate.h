// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace fleetdeck::lifecycle {

/// How instances are rented and judged: what the instance runs, how its node is reached, and the
/// limits that decide whether it stays. Stored as JSON (LifecycleStore), named by the operator.
///
/// Time limits count from the rent for `sshMinutes` and `daemonMinutes`, and from the start of
/// qualification for `qualifyMinutes`. Floors apply to the qualification run's timed proofs.
struct RentTemplate
{
    QString name;
    QString image;
    int diskGb = 50;
    QMap<QString, QString> env;
    QString onstart;
    QString runtype = QStringLiteral("ssh_direc ssh_proxy");
    /// The instance's label and the node's name: {template}, {instance}, {offer}, {gpu} expand.
    QString labelPattern = QStringLiteral("{template}-{instance}");
    QString identity; ///< the private key its nodes log in with; empty: the console's default
    QString user = QStringLiteral("root"); ///< the login user on the instance
    int statusPort = 9821;
    QMap<QString, QString> labels; ///< put on every node rented with it
    QString preset;                ///< the benchmark preset that qualifies a node; empty: no qualification
    std::optional<double> minProofsPerHour;
    std::optional<double> maxUsdPerProof;
    std::optional<double> sshMinutes;
    std::optional<double> daemonMinutes;
    std::optional<double> qualifyMinutes;
    bool autoRetire = false; ///< destroy an instance whose rule trips (else only mark and notify)

    /// Where the stored row stood when this was read (not part of the spec): the change it is (0:
    /// not read from a store; saving it replaces whatever is there), who made it and when.
    qint64 version = 0;
    QString updatedBy;
    QDateTime updatedAt;

    /// What makes it unusable, in words for an operator; empty when it is fine.
    QString check() const;
    /// The instance label (and node name) for a rented instance.
    QString labelFor(const QString& instanceId, const QString& offerId, const QString& gpu) const;

    QJsonObject toJson() const;
    static std::optional<RentTemplate> fromJson(const QJsonObject& object, QString* error);
};

} // namespace fleetdeck::lifecycle
