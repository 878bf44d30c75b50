// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"

#include <QDialog>
#include <QHash>

#include <functional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QFormLayout;

namespace fleetdeck::ui {

/// Add or edit one node. Each field is checked as it is typed, with the reason next to the
/// field; OK stays disabled until the node is valid.
class NodeDialog : public QDialog
{
    Q_OBJECT

public:
    /// `nameTaken` answers whether another node already has a name (the edited node's own
    /// name excluded by the caller).
    NodeDialog(const Node& node, bool editing, std::function<bool(const QString&)> nameTaken,
               QWidget* parent = nullptr);

    /// The node as entered; valid only when isValid().
    Node node() const;
    bool isValid() const;
    /// Shows an error that only storing revealed (e.g. a race on the name) beside its field.
    void showFieldError(const QString& field, const QString& message);
    QString fieldError(const QString& field) const;

private:
    QLineEdit* addField(QFormLayout* form, const QString& field, const QString& label,
                        const QString& placeholder);
    void revalidate();

    std::function<bool(const QString&)> m_nameTaken;
    Node m_original;
    QHash<QString, QLineEdit*> m_edits;
    QHash<QString, QLabel*> m_errors;
    QDialogButtonBox* m_buttons;
    QCheckBox* m_sshConfig = nullptr;
};

} // namespace fleetdeck::ui
