// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrayNotifier.h"

#include <QCoreApplication>
#include <QIcon>
#include <QSystemTrayIcon>

namespace fleetdeck::ui {

namespace {
constexpr int ShownMs = 10'000;
}

TrayNotifier::TrayNotifier(QSystemTrayIcon* tray, QObject* parent)
    : QObject(parent)
    , m_tray(tray)
{
    if (!m_tray && QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QIcon(QStringLiteral(":/fleetdeck/fleetdeck.svg")), this);
        m_tray->setToolTip(QCoreApplication::applicationName());
    }
    if (m_tray) {
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_lastNode.isEmpty())
                Q_EMIT nodeActivated(m_lastNode);
        });
    }
}

void TrayNotifier::notify(const QString& node, const QString& title, const QString& text, bool critical)
{
    if (!m_enabled || !m_tray || !QSystemTrayIcon::supportsMessages())
        return;
    m_lastNode = node;
    if (!m_tray->isVisible())
        m_tray->show();
    m_tray->showMessage(title, text, critical ? QSystemTrayIcon::Critical : QSystemTrayIcon::Warning,
                        ShownMs);
}

void TrayNotifier::statusesUpdated(const QList<status::NodeStatus>& batch)
{
    const QList<NodeAlerts::Alert> alerts = m_alerts.update(batch);
    if (!m_enabled)
        return;
    if (alerts.isEmpty())
        return;
    for (const NodeAlerts::Alert& alert : alerts)
        Q_EMIT alerted(alert);
    if (!m_tray || !QSystemTrayIcon::supportsMessages())
        return;
    // One message per batch: a second showMessage() replaces the first on most desktops, and
    // the first (the downs) matters most. The other kinds follow in its body.
    const NodeAlerts::Alert& first = alerts.first();
    QStringList body{first.body};
    for (qsizetype i = 1; i < alerts.size(); ++i)
        body << alerts[i].text();
    const auto icon = first.kind == NodeAlerts::Kind::Down       ? QSystemTrayIcon::Critical
                      : first.kind == NodeAlerts::Kind::Degraded ? QSystemTrayIcon::Warning
                                                                 : QSystemTrayIcon::Information;
    m_lastNode = first.nodes.value(0);
    if (!m_tray->isVisible())
        m_tray->show();
    m_tray->showMessage(first.title, body.join(QLatin1Char('\n')), icon, ShownMs);
}

} // namespace fleetdeck::ui
