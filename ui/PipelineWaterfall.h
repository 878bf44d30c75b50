// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/CuzkStatus.h"

#include <QList>
#include <QRectF>
#include <QWidget>

#include <optional>

namespace fleetdeck::ui {

/// The proofs a cuzk daemon is working on, one row per pipeline and one cell per partition,
/// coloured by the partition's state. A legend counts the partitions in each state; hovering a
/// cell tells its synthesis and GPU times.
class PipelineWaterfall : public QWidget
{
    Q_OBJECT

public:
    /// A cell: the pipeline's row and the partition's position in it.
    struct Cell
    {
        int pipeline = -1;
        int partition = -1;
        bool operator==(const Cell&) const = default;
    };

    explicit PipelineWaterfall(QWidget* parent = nullptr);

    void setPipelines(const QList<status::CuzkStatus::Pipeline>& pipelines);
    const QList<status::CuzkStatus::Pipeline>& pipelines() const { return m_pipelines; }

    /// The cell under `pos` (widget coordinates), if any.
    std::optional<Cell> partitionAt(const QPoint& pos) const;
    /// Where a cell is drawn at the current width; empty when there is no such cell.
    QRectF cellRect(const Cell& cell) const;
    /// The hover text of a cell, e.g. "partition 3: synth 41.4 s, gpu 7.1 s".
    QString cellToolTip(const Cell& cell) const;
    /// The hover text of whatever is under `pos`; empty over nothing.
    QString toolTipAt(const QPoint& pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Row
    {
        QRectF rect;  ///< the whole row
        QRectF label; ///< job id, kind, age, progress
        QList<QRectF> cells;
    };
    struct Layout
    {
        int width = -1;
        QList<QPair<QRectF, QString>> legend; ///< one entry per state: swatch+text box, state
        QList<Row> rows;
        int height = 0;
    };

    Layout computeLayout(int width) const;
    const Layout& layout() const;
    void invalidate();
    void paintLegend(QPainter& p, const Layout& l) const;
    void paintRow(QPainter& p, int index, const Row& row) const;
    void paintSplit(QPainter& p, const QRectF& strip, const QColor& color, double synthShare) const;
    void paintCell(QPainter& p, const status::CuzkStatus::Partition& part, const QRectF& r,
                   bool hovered) const;
    QString legendText(const QString& state) const;
    QString rowToolTip(int pipeline) const;

    QList<status::CuzkStatus::Pipeline> m_pipelines; ///< partitions completed to total_partitions
    mutable Layout m_layout;
    std::optional<Cell> m_hovered;
};

} // namespace fleetdeck::ui
