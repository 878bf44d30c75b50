// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyTableCell.h"
#include "NodeKeysText.h"

#include "keys/DeploymentLog.h"

#include <QAbstractTableModel>
#include <QFont>

namespace fleetdeck::ui {

/// The key deployments recorded for a node, one row each, in the order given (newest first from
/// DeploymentLog): when, what, which key, how it ended, the file's hash before and after, what the
/// plan found and why it failed. Display and tooltip texts, short forms (KeyTableRole::ShortText),
/// the results' colours, and the raw values (KeyTableRole::Raw, KeyTableRole::Record).
class DeploymentTrailModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        TimeColumn,
        ActionColumn,
        OperatorColumn,
        KeyColumn,
        ResultColumn,
        FileColumn,
        FindingsColumn,
        DiagnosisColumn,
        ColumnCount
    };

    explicit DeploymentTrailModel(QObject* parent = nullptr);

    void setRecords(const QList<keys::DeploymentRecord>& records);
    /// The colours results are drawn in (after a palette change).
    void setTones(const KeyTones& tones);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    KeyTableCell cell(const keys::DeploymentRecord& rec, int column) const;
    QColor resultColor(const QString& result) const;

    QList<keys::DeploymentRecord> m_records;
    KeyTones m_tones;
    QFont m_mono;
};

} // namespace fleetdeck::ui
