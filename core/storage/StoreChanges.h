// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace fleetdeck::storage {

class Database;

/// What other processes changed in a team store, as they said it (Database::notifyChange):
/// PostgreSQL's LISTEN on the store's connection, answered in this thread's event loop. Changes
/// made through this process's own connection are not reported (their writer already told its
/// views). On an SQLite file it listens to nothing.
class StoreChanges : public QObject
{
    Q_OBJECT

public:
    explicit StoreChanges(Database& db, QObject* parent = nullptr);
    ~StoreChanges() override;

    bool isListening() const { return m_listening; }

Q_SIGNALS:
    /// `topic` changed: a table's name ("nodes", "node_status").
    void changed(const QString& topic);

private:
    Database& m_db;
    bool m_listening = false;
};

} // namespace fleetdeck::storage
