// SPDX-License-Identifier: GPL-3.0-or-later
#include "HealthStyle.h"

#include "StatusStyle.h"

#include "models/FleetTableModel.h"

#include <QApplication>
#include <QPainter>

namespace fleetdeck::ui {

QColor healthColor(status::HealthState state)
{
    switch (state) {
    case status::HealthState::Healthy:
        return QColor(0x2e, 0xa0, 0x43);
    case status::HealthState::Degraded:
        return QColor(0xe0, 0x9b, 0x12);
    case status::HealthState::DaemonDown:
        return QColor(0xe0, 0x6c, 0x12);
    case status::HealthState::Unreachable:
    case status::HealthState::AuthFailed:
    case status::HealthState::HostKeyChanged:
    case status::HealthState::Error:
        return QColor(0xd0, 0x35, 0x35);
    case status::HealthState::HostKeyUnknown:
        return QColor(0x7b, 0x5c, 0xd6);
    case status::HealthState::Unknown:
        break;
    }
    return QColor(0x9a, 0xa0, 0xa6);
}

QColor healthTextColor(status::HealthState state, const QPalette& palette)
{
    // Readable on both the window (labels) and the base (tables, text views).
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    return StatusStyle::readableOn(StatusStyle::readableOn(healthColor(state), window), base);
}

QColor errorTextColor(const QPalette& palette)
{
    return healthTextColor(status::HealthState::Error, palette);
}

QColor tintedBackground(const QColor& accent, const QPalette& palette)
{
    return StatusStyle::isDark(palette) ? StatusStyle::mix(palette.color(QPalette::Window), accent, 0.22)
                                        : StatusStyle::mix(Qt::white, accent, 0.12);
}

void HealthDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                           const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const auto state = status::HealthState(index.data(models::FleetTableModel::HealthRole).toInt());
    const int d = opt.fontMetrics.height() * 6 / 10;
    const QRect r = opt.rect.adjusted(6, 0, -4, 0);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(healthColor(state));
    painter->drawEllipse(QRect(r.left(), r.center().y() - d / 2, d, d));
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor textColor = selected ? opt.palette.highlightedText().color() : opt.palette.text().color();
    painter->setPen(textColor);
    const QRect textRect = r.adjusted(d + 6, 0, 0, 0);
    const QString label = opt.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width());
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, label);
    // Why a node is not healthy belongs beside its state, where the operator scans the fleet.
    const QString reason = index.data(models::FleetTableModel::HealthReasonRole).toString();
    if (state != status::HealthState::Healthy && state != status::HealthState::Unknown && !reason.isEmpty()) {
        const int used = opt.fontMetrics.horizontalAdvance(label) + opt.fontMetrics.averageCharWidth() * 2;
        const QRect reasonRect = textRect.adjusted(used, 0, 0, 0);
        if (reasonRect.width() > opt.fontMetrics.averageCharWidth() * 6) {
            QColor muted = textColor;
            muted.setAlphaF(selected ? 0.8f : 0.55f);
            painter->setPen(muted);
            painter->drawText(reasonRect, Qt::AlignVCenter | Qt::AlignLeft,
                              opt.fontMetrics.elidedText(reason, Qt::ElideRight, reasonRect.width()));
        }
    }
    painter->restore();
}

QSize HealthDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.rwidth() += option.fontMetrics.height() + 8;
    return s;
}

} // namespace fleetdeck::ui
