// SPDX-License-Identifier: GPL-3.0-or-later
#include "HealthStyle.h"

#include "models/FleetTableModel.h"

#include <QApplication>
#include <QPainter>

namespace fleetdeck::ui {

QColor healthColor(HealthState state)
{
    switch (state) {
    case HealthState::Healthy:
        return QColor(0x2e, 0xa0, 0x43);
    case HealthState::Degraded:
        return QColor(0xe0, 0x9b, 0x12);
    case HealthState::DaemonDown:
        return QColor(0xe0, 0x6c, 0x12);
    case HealthState::Unreachable:
    case HealthState::AuthFailed:
    case HealthState::HostKeyChanged:
    case HealthState::Error:
        return QColor(0xd0, 0x35, 0x35);
    case HealthState::HostKeyUnknown:
        return QColor(0x7b, 0x5c, 0xd6);
    case HealthState::Unknown:
        break;
    }
    return QColor(0x9a, 0xa0, 0xa6);
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

    const auto state = HealthState(index.data(FleetTableModel::HealthRole).toInt());
    const int d = opt.fontMetrics.height() * 6 / 10;
    const QRect r = opt.rect.adjusted(6, 0, -4, 0);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(healthColor(state));
    painter->drawEllipse(QRect(r.left(), r.center().y() - d / 2, d, d));
    painter->setPen(opt.state & QStyle::State_Selected ? opt.palette.highlightedText().color()
                                                       : opt.palette.text().color());
    painter->drawText(r.adjusted(d + 6, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                      opt.fontMetrics.elidedText(text, Qt::ElideRight, r.width() - d - 6));
    painter->restore();
}

QSize HealthDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.rwidth() += option.fontMetrics.height() + 8;
    return s;
}

} // namespace fleetdeck::ui
