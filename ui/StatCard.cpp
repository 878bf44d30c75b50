// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatCard.h"

#include "StatusStyle.h"

#include <QEnterEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QStyleOptionFocusRect>

#include <cmath>

namespace fleetdeck::ui {

StatCard::StatCard(const QString& caption, QWidget* parent)
    : QAbstractButton(parent)
    , m_caption(caption)
{
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(caption);
}

void StatCard::setValue(const QString& value)
{
    if (value == m_value)
        return;
    m_value = value;
    setAccessibleDescription(m_value + QLatin1Char(' ') + m_detail);
    updateGeometry();
    update();
}

void StatCard::setDetail(const QString& detail)
{
    if (detail == m_detail)
        return;
    m_detail = detail;
    setAccessibleDescription(m_value + QLatin1Char(' ') + m_detail);
    updateGeometry();
    update();
}

void StatCard::setAccent(const QColor& color)
{
    m_accent = color;
    update();
}

void StatCard::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    setFocusPolicy(interactive ? Qt::TabFocus : Qt::NoFocus);
}

void StatCard::setValueScale(double scale)
{
    m_valueScale = scale;
    updateGeometry();
    update();
}

QFont StatCard::valueFont() const
{
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * m_valueScale);
    else
        f.setPixelSize(int(std::round(f.pixelSize() * m_valueScale)));
    f.setWeight(QFont::DemiBold);
    return f;
}

QFont StatCard::smallFont() const
{
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 0.9);
    return f;
}

QSize StatCard::sizeHint() const
{
    const QFontMetrics vm(valueFont());
    const QFontMetrics sm(smallFont());
    const int pad = fontMetrics().height() / 2 + 2;
    const int stripe = m_accent.isValid() ? pad / 2 : 0;
    const int w = std::max({vm.horizontalAdvance(m_value.isEmpty() ? QStringLiteral("—") : m_value),
                            sm.horizontalAdvance(m_caption), sm.horizontalAdvance(m_detail)});
    const int h = vm.height() + sm.height() + (m_detail.isEmpty() ? 0 : sm.height()) + pad * 2 - 2;
    return {w + pad * 2 + stripe + 2, h};
}

QSize StatCard::minimumSizeHint() const
{
    const QSize s = sizeHint();
    return {std::min(s.width(), fontMetrics().averageCharWidth() * 9), s.height()};
}

void StatCard::enterEvent(QEnterEvent* event)
{
    m_hover = true;
    update();
    QAbstractButton::enterEvent(event);
}

void StatCard::leaveEvent(QEvent* event)
{
    m_hover = false;
    update();
    QAbstractButton::leaveEvent(event);
}

void StatCard::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    const int pad = fontMetrics().height() / 2 + 2;
    const qreal radius = fontMetrics().height() * 0.35;
    const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);

    QColor back = StatusStyle::raisedBackground(pal);
    if (isChecked() && m_accent.isValid())
        back = StatusStyle::mix(back, m_accent, StatusStyle::isDark(pal) ? 0.22 : 0.14);
    else if (m_interactive && (m_hover || isDown()))
        back = StatusStyle::mix(back, text, 0.06);
    QColor border = StatusStyle::mix(pal.color(QPalette::Window), text, 0.16);
    if (isChecked() && m_accent.isValid())
        border = m_accent;
    else if (m_interactive && m_hover)
        border = StatusStyle::mix(pal.color(QPalette::Window), text, 0.32);

    QPainterPath shape;
    shape.addRoundedRect(box, radius, radius);
    p.fillPath(shape, back);
    if (m_accent.isValid()) {
        // The accent runs down the left edge, clipped to the card's rounded corners.
        p.save();
        p.setClipPath(shape);
        p.fillRect(QRectF(box.left(), box.top(), pad / 2.0, box.height()), m_accent);
        p.restore();
    }
    p.setPen(QPen(border, isChecked() ? 1.5 : 1.0));
    p.setBrush(Qt::NoBrush);
    p.drawPath(shape);

    const int left = pad + (m_accent.isValid() ? pad / 2 : 0);
    const QRect inner = rect().adjusted(left, pad - 2, -pad, -pad + 2);
    const QFont vf = valueFont();
    const QFont sf = smallFont();
    const QFontMetrics vm(vf);
    const QFontMetrics sm(sf);

    p.setFont(vf);
    p.setPen(m_value.isEmpty() ? StatusStyle::mutedText(pal) : text);
    const QRect valueRect(inner.left(), inner.top(), inner.width(), vm.height());
    p.drawText(
        valueRect, Qt::AlignLeft | Qt::AlignVCenter,
        vm.elidedText(m_value.isEmpty() ? QStringLiteral("—") : m_value, Qt::ElideRight, inner.width()));
    p.setFont(sf);
    p.setPen(StatusStyle::mutedText(pal));
    const QRect captionRect(inner.left(), valueRect.bottom() + 1, inner.width(), sm.height());
    p.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter,
               sm.elidedText(m_caption, Qt::ElideRight, inner.width()));
    if (!m_detail.isEmpty()) {
        const QRect detailRect(inner.left(), captionRect.bottom() + 1, inner.width(), sm.height());
        p.drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter,
                   sm.elidedText(m_detail, Qt::ElideRight, inner.width()));
    }

    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(2, 2, -2, -2);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &p, this);
    }
}

} // namespace fleetdeck::ui
