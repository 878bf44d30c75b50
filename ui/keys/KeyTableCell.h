// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>

#include <optional>

namespace fleetdeck::ui {

/// The roles of a node's key tables (NodeKeysModel, DeploymentTrailModel) beside Qt's own.
namespace KeyTableRole {
/// The raw value behind a cell: the line number and the console flag (keys: Line, Status); the full
/// fingerprint, result code and UTC time (trail: Key, Result, Time).
constexpr int Raw = Qt::UserRole;
/// The short form a narrow NodeKeysTable shows of a cell, when the cell has one.
constexpr int ShortText = Qt::UserRole + 1;
/// The whole text of a cell that has a short form (the same as its display text).
constexpr int FullText = Qt::UserRole + 2;
/// The row's whole record: a keys::AuditedKey or a DeploymentRecord.
constexpr int Record = Qt::UserRole + 3;
} // namespace KeyTableRole

/// The texts of one cell of a key table: what it shows, its tooltip (the text itself when empty),
/// and the short form a narrow table uses, if it has one.
struct KeyTableCell
{
    QString text;
    QString toolTip;
    std::optional<QString> shortText;

    /// The cell's data for the text roles (display, tooltip, short and full text); invalid otherwise.
    QVariant data(int role) const
    {
        switch (role) {
        case Qt::DisplayRole:
            return text;
        case Qt::ToolTipRole:
            return toolTip.isEmpty() ? text : toolTip;
        case KeyTableRole::ShortText:
            return shortText ? QVariant(*shortText) : QVariant();
        case KeyTableRole::FullText:
            return shortText ? QVariant(text) : QVariant();
        default:
            return {};
        }
    }
};

} // namespace fleetdeck::ui
