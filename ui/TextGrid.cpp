// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextGrid.h"

#include "HealthStyle.h"
#include "StatusStyle.h"
#include "UsageBar.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>

namespace fleetdeck::ui {

TextGrid::TextGrid(const QList<Column>& columns, QWidget* parent)
    : QWidget(parent)
    , m_columns(columns)
    , m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(fontMetrics().averageCharWidth() * 3 / 2);
    m_grid->setVerticalSpacing(fontMetrics().height() / 5);
    bool stretches = false;
    for (int c = 0; c < m_columns.size(); ++c) {
        auto* header = new QLabel(m_columns[c].header, this);
        header->setAlignment(m_columns[c].align | Qt::AlignVCenter);
        m_headers.append(header);
        m_grid->addWidget(header, 0, c);
        if (m_columns[c].stretch)
            m_grid->setColumnStretch(c, 1);
        stretches = stretches || m_columns[c].stretch;
    }
    // Without a column that takes the spare width, the columns keep together on the left.
    if (!stretches)
        m_grid->setColumnStretch(int(m_columns.size()), 1);
    restyle();
}

TextGrid::Cells TextGrid::makeRow(int gridRow)
{
    Cells cells;
    for (int c = 0; c < m_columns.size(); ++c) {
        auto* label = new QLabel(this);
        label->setTextFormat(Qt::PlainText); // texts come from remote daemons
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(m_columns[c].align | Qt::AlignVCenter);
        UsageBar* gauge = nullptr;
        QWidget* holder = label;
        if (m_columns[c].gauge) {
            holder = new QWidget(this);
            auto* h = new QHBoxLayout(holder);
            h->setContentsMargins(0, 0, 0, 0);
            h->setSpacing(fontMetrics().averageCharWidth());
            gauge = new UsageBar(holder);
            gauge->setColor(m_columns[c].gaugeColor);
            gauge->setMinimumWidth(fontMetrics().averageCharWidth() * 4);
            gauge->setMaximumWidth(fontMetrics().averageCharWidth() * 14);
            label->setParent(holder);
            label->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("100 %")));
            h->addWidget(gauge, 1, Qt::AlignVCenter);
            h->addWidget(label);
        }
        m_grid->addWidget(holder, gridRow, c);
        cells.labels.append(label);
        cells.gauges.append(gauge);
        cells.holders.append(holder);
    }
    return cells;
}

void TextGrid::setRows(const QList<Row>& rows)
{
    while (m_cells.size() < rows.size())
        m_cells.append(makeRow(int(m_cells.size()) + 1));
    while (m_cells.size() > rows.size()) {
        for (QWidget* w : m_cells.last().holders)
            delete w;
        m_cells.removeLast();
    }
    m_rows = rows;
    for (int r = 0; r < rows.size(); ++r) {
        const Row& row = rows[r];
        for (int c = 0; c < m_columns.size(); ++c) {
            QLabel* label = m_cells[r].labels[c];
            label->setObjectName(QStringLiteral("%1_%2_%3").arg(objectName(), row.key, m_columns[c].key));
            label->setText(row.cells.value(c));
            label->setToolTip(row.toolTips.value(c));
            applyTone(label, row.tones.value(c, Tone::Normal));
            if (UsageBar* gauge = m_cells[r].gauges[c]) {
                const double f = row.fractions.value(c, -1);
                gauge->setVisible(f >= 0);
                gauge->setUsage(std::max(0.0, f), 1.0);
            }
        }
    }
    update();
}

QLabel* TextGrid::cell(const QString& rowKey, const QString& columnKey) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].key != rowKey)
            continue;
        for (int c = 0; c < m_columns.size(); ++c) {
            if (m_columns[c].key == columnKey)
                return m_cells[r].labels[c];
        }
    }
    return nullptr;
}

void TextGrid::applyTone(QLabel* label, Tone tone) const
{
    QPalette pal = palette();
    QFont f = font();
    switch (tone) {
    case Tone::Normal:
        break;
    case Tone::Muted:
        pal.setColor(QPalette::WindowText, StatusStyle::mutedText(palette()));
        break;
    case Tone::Strong:
        f.setBold(true);
        break;
    case Tone::Good:
        pal.setColor(QPalette::WindowText, healthColor(status::HealthState::Healthy));
        break;
    case Tone::Warning:
        pal.setColor(QPalette::WindowText, healthColor(status::HealthState::Degraded));
        break;
    case Tone::Bad:
        pal.setColor(QPalette::WindowText, healthColor(status::HealthState::Error));
        f.setBold(true);
        break;
    }
    label->setPalette(pal);
    label->setFont(f);
}

void TextGrid::restyle()
{
    QFont hf = font();
    if (hf.pointSizeF() > 0)
        hf.setPointSizeF(hf.pointSizeF() * 0.88);
    QPalette hp = palette();
    hp.setColor(QPalette::WindowText, StatusStyle::mutedText(palette()));
    for (QLabel* h : m_headers) {
        h->setFont(hf);
        h->setPalette(hp);
    }
}

void TextGrid::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        // Child palettes were set explicitly: carry the new theme into them.
        restyle();
        setRows(QList<Row>(m_rows));
    }
}

void TextGrid::paintEvent(QPaintEvent*)
{
    if (m_headers.isEmpty())
        return;
    // A hairline under the header row.
    QPainter p(this);
    const int y = m_headers.first()->geometry().bottom() + m_grid->verticalSpacing() / 2 + 1;
    p.setPen(QPen(
        StatusStyle::mix(palette().color(QPalette::Window), palette().color(QPalette::WindowText), 0.18), 1));
    p.drawLine(QPointF(0, y + 0.5), QPointF(width(), y + 0.5));
}

} // namespace fleetdeck::ui
