// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeAlerts.h"
#include "UiTr.h"

#include "StatusFormat.h"

#include <QCoreApplication>

#include <algorithm>

namespace fleetdeck::ui {

namespace {

QString namesText(QStringList names)
{
    const bool more = names.size() > NodeAlerts::NamesListed;
    names = names.mid(0, NodeAlerts::NamesListed);
    if (more)
        names << QStringLiteral("…");
    return names.join(QStringLiteral(", "));
}

QString reasonOf(const status::NodeStatus& s)
{
    if (s.diagnosis && !s.diagnosis->message.isEmpty())
        return s.diagnosis->message;
    if (!s.degradedReasons.isEmpty())
        return s.degradedReasons.first().message;
    return healthStateLabel(s.state);
}

} // namespace

QString NodeAlerts::Alert::text() const
{
    return body.isEmpty() ? title : QStringLiteral("%1: %2").arg(title, body);
}

std::optional<NodeAlerts::Level> NodeAlerts::levelOf(status::HealthState state)
{
    switch (state) {
    case status::HealthState::Unknown:
        return std::nullopt; // not polled yet: nothing to tell either way
    case status::HealthState::Healthy:
        return Level::Good;
    case status::HealthState::Degraded:
        return Level::Degraded;
    case status::HealthState::DaemonDown:
    case status::HealthState::Unreachable:
    case status::HealthState::AuthFailed:
    case status::HealthState::HostKeyUnknown:
    case status::HealthState::HostKeyChanged:
    case status::HealthState::Error:
        return Level::Down;
    }
    return std::nullopt;
}

QList<NodeAlerts::Alert> NodeAlerts::update(const QList<status::NodeStatus>& batch)
{
    struct Change
    {
        const status::NodeStatus* status;
        qint64 troubleSecs = -1; ///< how long the told trouble lasted, for recoveries
    };
    QList<Change> down;
    QList<Change> degraded;
    QList<Change> recovered;
    for (const status::NodeStatus& s : batch) {
        const auto level = levelOf(s.state);
        if (!level)
            continue;
        Told& told = m_told[s.name];
        if (*level == told.level)
            continue;
        const QDateTime at = s.lastPolled.isValid() ? s.lastPolled : QDateTime::currentDateTimeUtc();
        switch (*level) {
        case Level::Down:
            down.append({&s});
            break;
        case Level::Degraded:
            degraded.append({&s});
            break;
        case Level::Good:
            recovered.append({&s, told.since.isValid() ? told.since.secsTo(at) : -1});
            break;
        }
        // Degraded after down is still the same trouble: it keeps its start.
        if (told.level == Level::Good || *level == Level::Good)
            told.since = *level == Level::Good ? QDateTime() : at;
        told.level = *level;
    }

    const auto byName = [](const Change& a, const Change& b) { return a.status->name < b.status->name; };
    QList<Alert> alerts;
    const auto add = [&alerts, &byName](Kind kind, QList<Change> changes) {
        if (changes.isEmpty())
            return;
        std::sort(changes.begin(), changes.end(), byName);
        Alert a;
        a.kind = kind;
        for (const Change& c : changes)
            a.nodes << c.status->name;
        if (changes.size() == 1) {
            const status::NodeStatus& s = *changes.first().status;
            switch (kind) {
            case Kind::Down:
                a.title = Tr::tr("%1 is down").arg(s.name);
                a.body = reasonOf(s);
                break;
            case Kind::Degraded:
                a.title = Tr::tr("%1 is degraded").arg(s.name);
                a.body = reasonOf(s);
                break;
            case Kind::Recovered:
                a.title = Tr::tr("%1 recovered").arg(s.name);
                a.body = changes.first().troubleSecs >= 0
                             ? Tr::tr("Healthy again after %1.")
                                   .arg(StatusFormat::duration(double(changes.first().troubleSecs)))
                             : Tr::tr("Healthy again.");
                break;
            }
        } else {
            const QString n = QString::number(changes.size());
            a.title = kind == Kind::Down       ? Tr::tr("%1 nodes down").arg(n)
                      : kind == Kind::Degraded ? Tr::tr("%1 nodes degraded").arg(n)
                                               : Tr::tr("%1 nodes recovered").arg(n);
            a.body = namesText(a.nodes);
        }
        alerts.append(a);
    };
    add(Kind::Down, down);
    add(Kind::Degraded, degraded);
    add(Kind::Recovered, recovered);
    return alerts;
}

void NodeAlerts::forget(const QString& name)
{
    m_told.remove(name);
}

} // namespace fleetdeck::ui
