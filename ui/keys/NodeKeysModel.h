// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyAudits.h"
#include "KeyTableCell.h"
#include "NodeKeysText.h"

#include "keys/KeyDeployment.h"

#include <QAbstractTableModel>
#include <QFont>

namespace fleetdeck::ui {

/// The key lines a node's authorized_keys held at its audit, one row each, in the file's order:
/// whether sshd takes the key and whether the console logs in with it, its type, fingerprint,
/// comment and options. Display and tooltip texts, short forms (KeyTableRole::ShortText), the
/// colours of the key's state, and the raw values (KeyTableRole::Raw, KeyTableRole::Record).
class NodeKeysModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        LineColumn,
        StatusColumn,
        TypeColumn,
        FingerprintColumn,
        CommentColumn,
        OptionsColumn,
        ColumnCount
    };

    explicit NodeKeysModel(QObject* parent = nullptr);

    /// Shows the keys of `audit`; its console keys say where a key the console offers comes from.
    void setAudit(const KeyAudit& audit);
    /// The colours rows are drawn in (after a palette change).
    void setTones(const KeyTones& tones);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    enum class State { Ignored, Console, Accepted };
    struct Row
    {
        keys::AuditedKey key;
        QStringList problems; ///< the details of the findings on its line
        QString source;       ///< where the console's copy of the key comes from, if it has one
        State state() const;
    };

    KeyTableCell cell(const Row& row, int column) const;

    QList<Row> m_rows;
    KeyTones m_tones;
    QFont m_mono;
};

} // namespace fleetdeck::ui
