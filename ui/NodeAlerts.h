// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/NodeStatus.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace fleetdeck::ui {

/// Decides which health changes deserve a desktop notification, from batches of poll results.
///
/// - A node that turns down or degraded is told once, not at every poll it stays so.
/// - A node that comes back is told once, and only if its trouble was told.
/// - Nothing is told while NodeHealth holds a failure back (flap suppression): the state it
///   reports does not change, and neither does anything here.
/// - Several nodes changing the same way in one batch make one notification naming them.
///
/// No widgets here: TrayNotifier shows what this decides.
class NodeAlerts
{

public:
    enum class Kind { Down, Degraded, Recovered };
    struct Alert
    {
        Kind kind = Kind::Down;
        QStringList nodes; ///< in name order
        QString title;     ///< "fra-4090-01 is down", "5 nodes down"
        QString body;      ///< the reason for one node; the names for several ("a, b, c, …")
        /// "5 nodes down: a, b, c, …" — title and body on one line.
        QString text() const;
    };
    /// Names listed in a combined notification before "…".
    static constexpr int NamesListed = 3;

    /// Feeds one batch; returns the notifications it calls for: at most one per kind, the
    /// downs first.
    QList<Alert> update(const QList<status::NodeStatus>& batch);
    /// The node left the fleet: forget what was told about it.
    void forget(const QString& name);

private:
    enum class Level { Good, Degraded, Down };
    struct Told
    {
        Level level = Level::Good;
        QDateTime since; ///< when the told trouble began
    };
    static std::optional<Level> levelOf(status::HealthState state);

    QHash<QString, Told> m_told;
};

} // namespace fleetdeck::ui

Q_DECLARE_METATYPE(fleetdeck::ui::NodeAlerts::Alert)
