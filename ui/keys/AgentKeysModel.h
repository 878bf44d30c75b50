// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/AgentKeys.h"

#include <QAbstractListModel>
#include <QList>

namespace fleetdeck::ui {

/// The keys an ssh-agent holds, one row each in the agent's order: type, fingerprint and comment.
/// A key that cannot be deployed (a blob Fleetdeck cannot read as a public key) is disabled, with
/// the reason in its tooltip.
class AgentKeysModel : public QAbstractListModel
{
    Q_OBJECT

public:
    /// The row's AgentKey.
    static constexpr int KeyRole = Qt::UserRole;

    explicit AgentKeysModel(QObject* parent = nullptr);

    void setKeys(const QList<AgentKey>& keys);
    const QList<AgentKey>& keys() const { return m_keys; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    QList<AgentKey> m_keys;
    QStringList m_whyNot; ///< per key: why it cannot be deployed, empty when it can
};

} // namespace fleetdeck::ui
