// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::ui {

/// The machines never to be offered or rented again, with why and where that came from (the
/// operator, a failed qualification, a rule): listed, added by hand, removed to give a machine
/// another chance. Changes go to the fleet's database at once.
class BadHostsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BadHostsDialog(storage::Database* db, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    /// Adds (or gives a new reason to) a machine; false, with the reason in the status line, when
    /// the store refuses.
    bool addHost(const QString& machineId, const QString& reason);
    /// Removes the selected machines after a confirmation.
    void removeSelected();
    void reload();

Q_SIGNALS:
    void changed();

private:
    storage::Database* m_db;
    QTableWidget* m_table;
    QPushButton* m_remove;
    QLabel* m_status;
};

} // namespace fleetdeck::ui
