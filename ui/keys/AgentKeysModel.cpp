// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentKeysModel.h"
#include "UiTr.h"

#include "base/PublicKey.h"

#include <QCoreApplication>

namespace fleetdeck::ui {

AgentKeysModel::AgentKeysModel(QObject* parent)
    : QAbstractListModel(parent)
{}

void AgentKeysModel::setKeys(const QList<AgentKey>& keys)
{
    // Each ask of the agent is a new list.
    beginResetModel();
    m_keys = keys;
    m_whyNot.clear();
    for (const AgentKey& k : keys) {
        QString why;
        m_whyNot << (PublicKey::fromBlob(k.blob, k.comment, &why) ? QString() : why);
    }
    endResetModel();
}

int AgentKeysModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

QVariant AgentKeysModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_keys.size())
        return {};
    const AgentKey& k = m_keys.at(index.row());
    const QString& whyNot = m_whyNot.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1   %2   %3").arg(k.type, k.fingerprint, k.comment);
    case Qt::ToolTipRole:
        return whyNot.isEmpty() ? QVariant() : Tr::tr("Cannot be deployed: %1").arg(whyNot);
    case KeyRole:
        return QVariant::fromValue(k);
    default:
        return {};
    }
}

Qt::ItemFlags AgentKeysModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractListModel::flags(index);
    if (index.isValid() && index.row() < m_whyNot.size() && !m_whyNot.at(index.row()).isEmpty())
        f &= ~Qt::ItemIsEnabled;
    return f;
}

} // namespace fleetdeck::ui
