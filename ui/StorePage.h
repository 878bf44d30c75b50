// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace fleetdeck::session {
class FleetSession;
}

namespace fleetdeck::ui {

/// Settings › Store: where the fleet is kept. Above, the store open now: this machine's file or
/// a team's PostgreSQL store, its schema, the role the operator works as (and what it may not
/// do), where the table's status comes from, and whether this console drives the lifecycle
/// rules. Below, the store Fleetdeck opens when it starts (QSettings `storage/location`, which
/// File ▸ Open also sets): this machine's file, or a team store's address, checked as it is
/// typed (a password in it is refused: it comes from ~/.pgpass). "Open now" asks the window to
/// switch (openRequested()).
class StorePage : public QWidget
{
    Q_OBJECT

public:
    explicit StorePage(session::FleetSession* session, QWidget* parent = nullptr);

    /// The QSettings key of the store to open at start.
    static QString locationKey();

    /// Reads the open store's facts again (also on the session's signals).
    void refresh();

Q_SIGNALS:
    /// The operator asked to open `location` now.
    void openRequested(const QString& location);

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// Says what is wrong with the address typed (empty: nothing) and enables what may be done.
    QString check();
    /// Remembers the choice when it can be tried.
    void chooseAtStart();
    void updateOpenButton();

    session::FleetSession* m_session;
    QString m_file; ///< the file "This machine's file" means
    QLabel* m_current;
    QLabel* m_schema;
    QLabel* m_role;
    QLabel* m_source;
    QLabel* m_lifecycle;
    QRadioButton* m_useFile;
    QRadioButton* m_useTeam;
    QLineEdit* m_url;
    QLabel* m_urlProblem;
    QPushButton* m_openNow;
};

} // namespace fleetdeck::ui
