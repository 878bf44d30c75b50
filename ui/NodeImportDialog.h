// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/NodeImport.h"
#include "fleet/SshConfigImport.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace fleetdeck::fleet {
class Inventory;
}

namespace fleetdeck::ui {

class MessageBanner;

/// File ▸ Import from SSH config… / Import from CSV…: the file (and for a config an ssh pattern
/// list), a preview of what importing it would add, update, leave unchanged and skip (with the
/// reason), and Import. The preview is core's plan (planNodeImport) against the inventory as it
/// is; Import writes it in one transaction (Inventory::importNodes). A CSV with any bad row
/// cannot be imported until it is fixed.
class NodeImportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { SshConfig, Csv };

    NodeImportDialog(Kind kind, fleet::Inventory* inventory, const QString& path, QWidget* parent = nullptr);

    /// Replaces how config aliases are resolved (default: the engine's). Refreshes the preview.
    void setResolver(const fleet::SshConfigImport::Resolver& resolver);
    /// What Import would do, as the preview shows it.
    const fleet::NodeImportReport& preview() const { return m_preview; }
    /// What Import did (after the dialog was accepted).
    const fleet::NodeImportReport& imported() const { return m_result; }

public Q_SLOTS:
    /// Reads the file again and plans against the inventory as it is now.
    void refresh();

private:
    void addRows(const QList<fleet::NodeImportEntry>& entries, const QString& what);
    void importNow();

    Kind m_kind;
    fleet::Inventory* m_inventory;
    fleet::SshConfigImport::Resolver m_resolver;
    QList<fleet::NodeImportCandidate> m_candidates;
    fleet::NodeImportReport m_preview;
    fleet::NodeImportReport m_result;
    QLineEdit* m_path;
    QLineEdit* m_match = nullptr;
    QTreeWidget* m_table;
    QLabel* m_summary;
    MessageBanner* m_error;
    QDialogButtonBox* m_buttons;
    QPushButton* m_import;
};

} // namespace fleetdeck::ui
