// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "NodeAlerts.h"

#include <QObject>

class QSystemTrayIcon;

namespace fleetdeck::ui {

/// Shows NodeAlerts' decisions as desktop notifications from the system tray. Where there is no
/// tray (some desktops, the tests) it still emits alerted(), for the window to show in its banner.
class TrayNotifier : public QObject
{
    Q_OBJECT

public:
    /// Uses `tray` when given (the window's own icon); otherwise makes one when the desktop has
    /// a system tray.
    explicit TrayNotifier(QSystemTrayIcon* tray = nullptr, QObject* parent = nullptr);

    /// Notifications off: decisions are still made (so turning them back on does not replay old
    /// news), nothing is shown.
    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }
    QSystemTrayIcon* trayIcon() const { return m_tray; }
    void forget(const QString& name) { m_alerts.forget(name); }

    /// One message about one node (a lifecycle rule that tripped), when notifications are on
    /// and the desktop shows them.
    void notify(const QString& node, const QString& title, const QString& text, bool critical);

public Q_SLOTS:
    /// A batch of poll results (StatusPoller's, after NodeHealth).
    void statusesUpdated(const QList<fleetdeck::status::NodeStatus>& batch);

Q_SIGNALS:
    void alerted(const fleetdeck::ui::NodeAlerts::Alert& alert);
    /// The operator clicked a notification: the node it is about (the first, for several).
    void nodeActivated(const QString& name);

private:
    NodeAlerts m_alerts;
    QSystemTrayIcon* m_tray = nullptr;
    bool m_enabled = true;
    QString m_lastNode;
};

} // namespace fleetdeck::ui
