// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/HealthState.h"

#include <QColor>
#include <QPalette>
#include <QStyledItemDelegate>

namespace fleetdeck::ui {

/// The one place that decides how a health state looks.
QColor healthColor(status::HealthState state);
/// healthColor() for text (and thin symbols) on the palette's window and base: the same hue,
/// darker on a light palette, lighter on a dark one, so that it reads on either.
QColor healthTextColor(status::HealthState state, const QPalette& palette);
/// The red of text that says something failed (a field's error, a refused passphrase), readable
/// on the palette's window and base.
QColor errorTextColor(const QPalette& palette);
/// A banner's or warning box's background for `accent`: a light tint of it on a light palette, a
/// dark one on a dark palette, so that the palette's own text reads on it.
QColor tintedBackground(const QColor& accent, const QPalette& palette);

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
