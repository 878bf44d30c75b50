// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/HealthState.h"

#include <QColor>
#include <QStyledItemDelegate>

namespace fleetdeck::ui {

/// The one place that decides how a health state looks.
QColor healthColor(HealthState state);

/// Draws the state column as a colored dot followed by the state's label.
class HealthDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace fleetdeck::ui
