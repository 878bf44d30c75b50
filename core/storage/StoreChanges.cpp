// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreChanges.h"

#include "Database.h"

#include <QSqlDriver>
#include <QVariant>

namespace fleetdeck::storage {

StoreChanges::StoreChanges(Database& db, QObject* parent)
    : QObject(parent)
    , m_db(db)
{
    if (!db.isOpen() || !Database::isShared(db.path()))
        return;
    QSqlDriver* driver = db.connection().driver();
    m_listening = driver->subscribeToNotification(Database::changeChannel());
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString& name, QSqlDriver::NotificationSource source, const QVariant& payload) {
                if (name == Database::changeChannel() && source != QSqlDriver::SelfSource)
                    Q_EMIT changed(payload.toString());
            });
}

StoreChanges::~StoreChanges()
{
    if (m_listening && m_db.isOpen())
        m_db.connection().driver()->unsubscribeFromNotification(Database::changeChannel());
}

} // namespace fleetdeck::storage
