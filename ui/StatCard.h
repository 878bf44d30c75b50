// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QColor>

namespace fleetdeck::ui {

/// A figure on a card: a large value, its caption, an optional detail line, and an accent colour
/// along its edge. Clickable only when made checkable or given a click handler by its owner.
class StatCard : public QAbstractButton
{
    Q_OBJECT

public:
    explicit StatCard(const QString& caption, QWidget* parent = nullptr);

    void setValue(const QString& value);
    QString value() const { return m_value; }
    QString caption() const { return m_caption; }
    void setDetail(const QString& detail);
    QString detail() const { return m_detail; }
    /// The edge colour; an invalid colour draws none.
    void setAccent(const QColor& color);
    QColor accent() const { return m_accent; }
    /// A card that reacts to the mouse (hover frame, pointing hand).
    void setInteractive(bool interactive);
    /// Scales the value's font (1.0 = the widget font's size); the summary row uses larger figures.
    void setValueScale(double scale);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QFont valueFont() const;
    QFont smallFont() const;

    QString m_value;
    QString m_caption;
    QString m_detail;
    QColor m_accent;
    bool m_interactive = false;
    bool m_hover = false;
    double m_valueScale = 1.45;
};

} // namespace fleetdeck::ui
