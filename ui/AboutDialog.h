// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>

namespace fleetdeck::session {
class SecretStorage;
}

namespace fleetdeck::ui {

/// Help › About Fleetdeck: what this is, the versions it runs with (Fleetdeck, Qt, libssh, the
/// keychain and its backend, the platform) and its licence. The versions can be copied for a bug
/// report.
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    /// `storage` says which keychain backend is in use; null for the one QtKeychain would pick.
    explicit AboutDialog(const session::SecretStorage* storage, QWidget* parent = nullptr);

    /// The versions as plain text, one "name: version" per line (what Copy puts on the clipboard).
    QString versionsText() const;

private:
    QList<QPair<QString, QString>> m_versions;
};

} // namespace fleetdeck::ui
