// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QStringList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace fleetdeck::ui {

class UsageBar;

/// A small table of selectable labels with a header row, for the panels' lists (GPU workers,
/// allocations, counters). Labels are reused across updates, so a poll does not rebuild the
/// widgets. Each cell's label is named "<grid name>_<row key>_<column key>".
class TextGrid : public QWidget
{
    Q_OBJECT

public:
    enum class Tone { Normal, Muted, Strong, Good, Warning, Bad };
    struct Column
    {
        Column(const QString& key, const QString& header, Qt::Alignment align = Qt::AlignLeft)
            : key(key)
            , header(header)
            , align(align)
        {}
        /// This column takes the spare width.
        Column& stretching()
        {
            stretch = true;
            return *this;
        }
        /// A small gauge before the text, from Row::fractions; an invalid colour means the
        /// "how full" colours.
        Column& withGauge(const QColor& color = {})
        {
            gauge = true;
            gaugeColor = color;
            return *this;
        }

        QString key;
        QString header;
        Qt::Alignment align;
        bool gauge = false;
        bool stretch = false;
        QColor gaugeColor;
    };
    struct Row
    {
        QString key;
        QStringList cells;
        QList<Tone> tones;       ///< per cell; missing means Normal
        QList<double> fractions; ///< per gauge cell, 0..1; missing or negative means none
        QStringList toolTips;    ///< per cell; missing means none
    };

    explicit TextGrid(const QList<Column>& columns, QWidget* parent = nullptr);

    void setRows(const QList<Row>& rows);
    int rowCount() const { return int(m_rows.size()); }
    QLabel* cell(const QString& rowKey, const QString& columnKey) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Cells
    {
        QList<QLabel*> labels;
        QList<UsageBar*> gauges; ///< nullptr for plain columns
        QList<QWidget*> holders; ///< what sits in the grid for each column
    };
    Cells makeRow(int gridRow);
    void applyTone(QLabel* label, Tone tone) const;
    void restyle();

    QList<Column> m_columns;
    QGridLayout* m_grid;
    QList<QLabel*> m_headers;
    QList<Cells> m_cells;
    QList<Row> m_rows;
};

} // namespace fleetdeck::ui
