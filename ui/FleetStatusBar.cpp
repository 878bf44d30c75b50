// SPDX-License-Identifier: GPL-3.0-or-later
#include "FleetStatusBar.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "models/FleetTableModel.h"
#include "session/FleetSession.h"
#include "session/FleetStatus.h"
#include "session/SecretStorage.h"
#include "vast/VastError.h"
#include "vast/VastSync.h"

#include <QLabel>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

namespace fleetdeck::ui {

FleetStatusBar::FleetStatusBar(session::FleetSession& session, QStatusBar& bar, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_count(new QLabel(&bar))
    , m_countdown(new QLabel(&bar))
    , m_provider(new QLabel(&bar))
    , m_secrets(new QToolButton(&bar))
    , m_database(new QLabel(&bar))
    , m_timer(new QTimer(this))
{
    m_count->setObjectName(QStringLiteral("nodeCountLabel"));
    m_countdown->setObjectName(QStringLiteral("refreshCountdown"));
    m_provider->setObjectName(QStringLiteral("providerStatus"));
    m_provider->hide();
    m_secrets->setObjectName(QStringLiteral("secretsStatus"));
    m_secrets->setAutoRaise(true);
    m_database->setObjectName(QStringLiteral("databaseLabel"));
    bar.addWidget(m_count);
    bar.addPermanentWidget(m_countdown);
    bar.addPermanentWidget(m_provider);
    bar.addPermanentWidget(m_secrets);
    bar.addPermanentWidget(m_database);
    connect(m_secrets, &QToolButton::clicked, this, &FleetStatusBar::secretsClicked);
    connect(session.secrets(), &session::SecretStorage::changed, this, &FleetStatusBar::updateSecrets);
    connect(session.vastSync(), &vast::VastSync::refreshed, this, &FleetStatusBar::updateProvider);
    connect(session.vastSync(), &vast::VastSync::failed, this, &FleetStatusBar::updateProvider);
    connect(session.status(), &session::FleetStatus::updated, this, &FleetStatusBar::updateCountdown);
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, [this] {
        updateCountdown();
        updateProvider();
        Q_EMIT ticked();
    });
    m_timer->start();
    updateCount();
    updateSecrets();
}

void FleetStatusBar::updateCount()
{
    const int count = m_session.model() ? m_session.model()->rowCount() : 0;
    m_count->setText(count == 0 ? Tr::tr("No nodes yet — add one with Node › Add Node…")
                                : Tr::tr("%n node(s)", "", count));
}

void FleetStatusBar::updateCountdown()
{
    m_countdown->setText(m_session.status()->countdownText());
}

void FleetStatusBar::updateProvider()
{
    const vast::VastSync* sync = m_session.vastSync();
    const bool shown = sync->isEnabled() || sync->lastAttempt().isValid();
    m_provider->setVisible(shown);
    if (!shown)
        return;
    m_provider->setText(sync->ageText());
    const std::optional<vast::VastError>& error = sync->lastError();
    m_provider->setToolTip(error
                               ? QStringLiteral("%1\n%2\n%3").arg(error->message, error->hint, error->detail)
                               : Tr::tr("Refreshed from %1 every %2 s")
                                     .arg(sync->baseUrl().host())
                                     .arg(sync->interval() / 1000));
    m_provider->setStyleSheet(
        error ? QStringLiteral("color: %1")
                    .arg(healthTextColor(status::HealthState::Degraded, m_provider->palette()).name())
              : QString());
}

void FleetStatusBar::updateSecrets()
{
    const session::SecretStorage* secrets = m_session.secrets();
    const secrets::BackendInfo info = secrets->activeBackend();
    m_secrets->setText(secrets->statusText());
    // Red only when secrets cannot be kept; a working keychain is not news.
    m_secrets->setStyleSheet(secrets->hasProblem()
                                 ? QStringLiteral("QToolButton { color: %1; font-weight: bold; }")
                                       .arg(errorTextColor(m_secrets->palette()).name())
                                 : QString());
    QString tip = info.displayName;
    if (!info.detail.isEmpty())
        tip += QStringLiteral(": ") + info.detail;
    m_secrets->setToolTip(Tr::tr("%1\nClick for the credential settings.").arg(tip));
}

void FleetStatusBar::showDatabase(const QString& path)
{
    m_database->setText(path);
    m_database->setToolTip(Tr::tr("Database: %1").arg(path));
}

} // namespace fleetdeck::ui
