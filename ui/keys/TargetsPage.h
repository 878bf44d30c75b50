// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace fleetdeck::ui {

/// Which nodes get the key: the inventory in a filterable list with a check box per node, its
/// address, login user and state; the nodes the wizard was opened for are checked at first.
class TargetsPage : public QWizardPage
{
    Q_OBJECT

public:
    enum Column { NameColumn, AddressColumn, UserColumn, StateColumn, ColumnCount };
    /// Raw values beside the shown text.
    enum Role { NodeNameRole = Qt::UserRole + 1, FilterRole, HealthNameRole };

    explicit TargetsPage(KeyDeployState& state, QWidget* parent = nullptr);

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

    /// Checked nodes, in the inventory's order.
    QStringList checkedNodes() const;
    void setChecked(const QString& node, bool checked);
    QStandardItemModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }

private:
    void rebuild(const QSet<QString>& checked);
    void checkShown(bool checked);
    void updateCount();

    KeyDeployState& m_state;
    QLineEdit* m_filter;
    QTreeView* m_view;
    QStandardItemModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLabel* m_count;
    bool m_filled = false;
};

} // namespace fleetdeck::ui
