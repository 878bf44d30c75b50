// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QWidget>

namespace fleetdeck::ui {

/// A thin horizontal gauge: how much of a budget is taken. Coloured by how full it is unless
/// given a colour of its own.
class UsageBar : public QWidget
{
    Q_OBJECT

public:
    explicit UsageBar(QWidget* parent = nullptr);

    /// `used` of `total`; a zero total draws an empty track.
    void setUsage(double used, double total);
    double fraction() const { return m_fraction; }
    /// A fixed fill colour; an invalid colour returns to the "how full" colours.
    void setColor(const QColor& color);
    /// Grows the bar to this many lines of text high (the default is a thin gauge).
    void setThickness(double lines);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double m_fraction = 0;
    QColor m_color;
    double m_thickness = 0.55;
};

} // namespace fleetdeck::ui
