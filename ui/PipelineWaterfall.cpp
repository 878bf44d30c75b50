// SPDX-License-Identifier: GPL-3.0-or-later
#include "PipelineWaterfall.h"
#include "UiTr.h"

#include "StatusFormat.h"
#include "StatusStyle.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui {

namespace {

/// The legend's last entry: how a finished partition's time split reads.
const QString SplitKey = QStringLiteral("split");

/// Every size derives from the font, so the waterfall scales with the user's font and DPI.
struct Metrics
{
    QFont idFont;
    QFont smallFont;
    qreal line = 0; ///< one line of the widget's font
    qreal pad = 0;  ///< around the whole and between columns
    qreal gap = 0;  ///< between cells
    qreal cellH = 0;
    qreal minCell = 0;
    qreal maxCell = 0;
    qreal radius = 0;
    qreal labelW = 0;
};

Metrics metricsFor(const QWidget* w)
{
    Metrics m;
    const QFontMetricsF fm(w->font());
    m.line = fm.height();
    m.pad = std::round(m.line * 0.5);
    m.gap = std::max<qreal>(2, std::round(m.line * 0.18));
    m.cellH = std::round(m.line * 1.55);
    m.minCell = std::round(m.line * 1.1);
    m.maxCell = std::round(m.line * 3.4);
    m.radius = std::max<qreal>(2, m.line * 0.2);
    m.idFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m.idFont.setPointSizeF(w->font().pointSizeF() > 0 ? w->font().pointSizeF() : m.idFont.pointSizeF());
    m.idFont.setBold(true);
    m.smallFont = w->font();
    if (m.smallFont.pointSizeF() > 0)
        m.smallFont.setPointSizeF(m.smallFont.pointSizeF() * 0.88);
    // Room for "3f1c2a9e  porep-c2" and "started 1 h 02 min ago · 10/10".
    m.labelW = std::round(
        std::max(QFontMetricsF(m.idFont).horizontalAdvance(QStringLiteral("00000000")) +
                     QFontMetricsF(m.smallFont).horizontalAdvance(QStringLiteral("  porep-c2  ")),
                 QFontMetricsF(m.smallFont).horizontalAdvance(QStringLiteral("started 59 min ago · 10/10"))));
    return m;
}

int stateCount(const QList<status::CuzkStatus::Pipeline>& pipelines, const QString& state)
{
    int n = 0;
    for (const status::CuzkStatus::Pipeline& p : pipelines) {
        for (const status::CuzkStatus::Partition& part : p.partitions)
            n += part.state == state ? 1 : 0;
    }
    return n;
}

} // namespace

PipelineWaterfall::PipelineWaterfall(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pipelineWaterfall"));
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void PipelineWaterfall::setPipelines(const QList<status::CuzkStatus::Pipeline>& pipelines)
{
    m_pipelines = pipelines;
    // The daemon may list fewer partitions than it announced; the rest have not started.
    for (status::CuzkStatus::Pipeline& p : m_pipelines) {
        for (quint32 i = quint32(p.partitions.size()); i < p.totalPartitions; ++i) {
            status::CuzkStatus::Partition missing;
            missing.index = i;
            missing.state = QStringLiteral("pending");
            p.partitions.append(missing);
        }
    }
    m_hovered.reset();
    invalidate();
}

void PipelineWaterfall::invalidate()
{
    m_layout = {};
    updateGeometry();
    update();
}

PipelineWaterfall::Layout PipelineWaterfall::computeLayout(int width) const
{
    const Metrics m = metricsFor(this);
    Layout l;
    l.width = width;
    if (m_pipelines.isEmpty()) {
        l.height = int(std::ceil(m.line * 3));
        return l;
    }

    // Legend: flows onto as many lines as the width needs.
    const QFontMetricsF small(m.smallFont);
    const qreal swatch = std::round(m.line * 0.75);
    qreal x = m.pad;
    qreal y = m.pad * 0.5;
    const qreal legendLine = std::max<qreal>(small.height(), swatch) + m.pad * 0.5;
    QStringList entries = StatusStyle::partitionStates();
    entries << SplitKey;
    for (const QString& state : std::as_const(entries)) {
        const qreal sw = state == SplitKey ? swatch * 2.2 : swatch;
        const qreal w = sw + m.pad * 0.5 + small.horizontalAdvance(legendText(state));
        if (x > m.pad && x + w > width - m.pad) {
            x = m.pad;
            y += legendLine;
        }
        l.legend.append({QRectF(x, y, w, legendLine), state});
        x += w + m.pad * 1.6;
    }
    y += legendLine + m.pad * 0.5;

    // Beside the cells when a porep job's ten partitions fit on one line next to the label;
    // above them in a narrow panel, so the cells keep the whole width.
    const qreal labelH = m.line + small.height() + m.gap;
    const bool stacked = width - m.labelW - 3 * m.pad < 10 * (m.minCell + m.gap);
    const qreal labelW = stacked ? width - 2 * m.pad : m.labelW;
    const qreal cellsX = stacked ? m.pad : m.pad + labelW + m.pad;
    const qreal available = std::max<qreal>(m.minCell, width - cellsX - m.pad);
    for (const status::CuzkStatus::Pipeline& p : m_pipelines) {
        const int n = int(p.partitions.size());
        int perLine = std::max(1, int((available + m.gap) / (m.minCell + m.gap)));
        perLine = std::min(perLine, std::max(1, n));
        const qreal cellW = std::clamp((available - (perLine - 1) * m.gap) / perLine, qreal(1),
                                       std::max(m.maxCell, m.minCell));
        const int lines = n == 0 ? 1 : (n + perLine - 1) / perLine;
        const qreal cellsH = lines * m.cellH + (lines - 1) * m.gap;
        const qreal rowH = (stacked ? labelH + m.gap + cellsH : std::max(cellsH, labelH)) + m.pad;

        Row row;
        row.rect = QRectF(0, y, width, rowH);
        row.label = stacked ? QRectF(m.pad, y + m.pad / 2, labelW, labelH)
                            : QRectF(m.pad, y + (rowH - labelH) / 2, labelW, labelH);
        const qreal cellsTop = stacked ? row.label.bottom() + m.gap : y + (rowH - cellsH) / 2;
        for (int i = 0; i < n; ++i) {
            const int line = i / perLine;
            const int col = i % perLine;
            row.cells.append(
                QRectF(cellsX + col * (cellW + m.gap), cellsTop + line * (m.cellH + m.gap), cellW, m.cellH));
        }
        l.rows.append(row);
        y += rowH;
    }
    l.height = int(std::ceil(y + m.pad * 0.5));
    return l;
}

const PipelineWaterfall::Layout& PipelineWaterfall::layout() const
{
    if (m_layout.width != width())
        m_layout = computeLayout(width());
    return m_layout;
}

QSize PipelineWaterfall::sizeHint() const
{
    const Metrics m = metricsFor(this);
    int most = 0;
    for (const status::CuzkStatus::Pipeline& p : m_pipelines)
        most = std::max(most, int(p.partitions.size()));
    // Ten porep partitions side by side at a comfortable width.
    const int cells = std::clamp(most, 10, 16);
    const int w = int(m.pad * 3 + m.labelW + cells * (m.line * 2.2 + m.gap));
    return {w, heightForWidth(w)};
}

QSize PipelineWaterfall::minimumSizeHint() const
{
    const Metrics m = metricsFor(this);
    const int w = int(m.pad * 3 + m.line * 6 + 4 * (m.minCell + m.gap));
    return {w, int(m.line * 3)};
}

int PipelineWaterfall::heightForWidth(int width) const
{
    if (width == m_layout.width)
        return m_layout.height;
    return computeLayout(width).height;
}

std::optional<PipelineWaterfall::Cell> PipelineWaterfall::partitionAt(const QPoint& pos) const
{
    const Layout& l = layout();
    for (int r = 0; r < l.rows.size(); ++r) {
        if (!l.rows[r].rect.contains(pos))
            continue;
        for (int c = 0; c < l.rows[r].cells.size(); ++c) {
            if (l.rows[r].cells[c].contains(pos))
                return Cell{r, c};
        }
    }
    return std::nullopt;
}

QRectF PipelineWaterfall::cellRect(const Cell& cell) const
{
    const Layout& l = layout();
    if (cell.pipeline < 0 || cell.pipeline >= l.rows.size())
        return {};
    const Row& row = l.rows[cell.pipeline];
    return cell.partition >= 0 && cell.partition < row.cells.size() ? row.cells[cell.partition] : QRectF();
}

QString PipelineWaterfall::cellToolTip(const Cell& cell) const
{
    if (cell.pipeline < 0 || cell.pipeline >= m_pipelines.size())
        return {};
    const status::CuzkStatus::Pipeline& p = m_pipelines[cell.pipeline];
    if (cell.partition < 0 || cell.partition >= p.partitions.size())
        return {};
    const status::CuzkStatus::Partition& part = p.partitions[cell.partition];
    QStringList times;
    if (part.synthMs)
        times << Tr::tr("synth %1").arg(StatusFormat::millis(double(*part.synthMs)));
    if (part.gpuMs)
        times << Tr::tr("gpu %1").arg(StatusFormat::millis(double(*part.gpuMs)));
    const QString head = Tr::tr("partition %1").arg(part.index);
    if (part.state == QLatin1String("done") && !times.isEmpty())
        return Tr::tr("%1: %2").arg(head, times.join(QStringLiteral(", ")));
    const QString state = part.state == QLatin1String("pending")        ? Tr::tr("pending")
                          : part.state == QLatin1String("synthesizing") ? Tr::tr("synthesizing")
                          : part.state == QLatin1String("synth_done")
                              ? Tr::tr("synthesized, waiting for a GPU")
                          : part.state == QLatin1String("gpu")    ? Tr::tr("on the GPU")
                          : part.state == QLatin1String("failed") ? Tr::tr("failed")
                          : part.state == QLatin1String("done")   ? Tr::tr("done")
                                                                  : part.state;
    return times.isEmpty() ? Tr::tr("%1: %2").arg(head, state)
                           : Tr::tr("%1: %2 (%3)").arg(head, state, times.join(QStringLiteral(", ")));
}

QString PipelineWaterfall::rowToolTip(int pipeline) const
{
    const status::CuzkStatus::Pipeline& p = m_pipelines[pipeline];
    return Tr::tr("Job %1\n%2, started %3\n%4 of %5 partitions done")
        .arg(p.jobId, p.proofKind, StatusFormat::ago(p.startedSecsAgo))
        .arg(p.partitionsDone)
        .arg(p.totalPartitions);
}

QString PipelineWaterfall::toolTipAt(const QPoint& pos) const
{
    if (const auto cell = partitionAt(pos))
        return cellToolTip(*cell);
    const Layout& l = layout();
    for (int r = 0; r < l.rows.size(); ++r) {
        if (l.rows[r].label.contains(pos))
            return rowToolTip(r);
    }
    return {};
}

QString PipelineWaterfall::legendText(const QString& state) const
{
    if (state == SplitKey)
        return Tr::tr("synthesis | GPU time");
    return Tr::tr("%1 %2").arg(StatusStyle::partitionStateLabel(state)).arg(stateCount(m_pipelines, state));
}

bool PipelineWaterfall::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void PipelineWaterfall::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_layout = {};
}

void PipelineWaterfall::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        invalidate();
}

void PipelineWaterfall::mouseMoveEvent(QMouseEvent* event)
{
    const auto cell = partitionAt(event->position().toPoint());
    if (cell != m_hovered) {
        m_hovered = cell;
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void PipelineWaterfall::leaveEvent(QEvent* event)
{
    if (m_hovered) {
        m_hovered.reset();
        update();
    }
    QWidget::leaveEvent(event);
}

void PipelineWaterfall::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Layout& l = layout();
    if (m_pipelines.isEmpty()) {
        p.setPen(StatusStyle::mutedText(palette()));
        p.drawText(rect(), Qt::AlignCenter, Tr::tr("No pipelines running"));
        return;
    }
    paintLegend(p, l);
    for (int r = 0; r < l.rows.size(); ++r)
        paintRow(p, r, l.rows[r]);
}

void PipelineWaterfall::paintLegend(QPainter& p, const Layout& l) const
{
    const Metrics m = metricsFor(this);
    const qreal swatch = std::round(m.line * 0.75);
    p.setFont(m.smallFont);
    for (const auto& [box, state] : l.legend) {
        if (state == SplitKey) {
            // How a finished partition's strip reads: synthesis light, GPU dark.
            const QRectF sw(box.left(), box.center().y() - swatch / 2, swatch * 2.2, swatch);
            const QColor done = StatusStyle::partitionColor(QStringLiteral("done"));
            p.setPen(Qt::NoPen);
            p.setBrush(done);
            p.drawRoundedRect(sw, m.radius * 0.8, m.radius * 0.8);
            const qreal inset = std::max<qreal>(1.5, swatch * 0.18);
            paintSplit(p, sw.adjusted(inset, sw.height() * 0.45, -inset, -inset), done, 0.75);
            p.setPen(StatusStyle::mutedText(palette()));
            p.drawText(box.adjusted(sw.width() + m.pad * 0.5, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                       legendText(state));
            continue;
        }
        const QRectF sw(box.left(), box.center().y() - swatch / 2, swatch, swatch);
        p.setPen(Qt::NoPen);
        p.setBrush(StatusStyle::partitionColor(state));
        p.drawRoundedRect(sw, m.radius * 0.8, m.radius * 0.8);
        const bool none = stateCount(m_pipelines, state) == 0;
        p.setPen(none ? StatusStyle::mutedText(palette()) : palette().color(QPalette::WindowText));
        p.drawText(box.adjusted(swatch + m.pad * 0.5, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   legendText(state));
    }
}

void PipelineWaterfall::paintRow(QPainter& p, int index, const Row& row) const
{
    const Metrics m = metricsFor(this);
    const status::CuzkStatus::Pipeline& pipe = m_pipelines[index];
    if (index % 2 == 0) {
        QColor band = palette().color(QPalette::WindowText);
        band.setAlphaF(StatusStyle::isDark(palette()) ? 0.045f : 0.035f);
        p.fillRect(row.rect, band);
    }

    // Label: short job id and kind pill on the first line, age and progress under them.
    const QRectF lr = row.label;
    p.setFont(m.idFont);
    p.setPen(palette().color(QPalette::WindowText));
    const QFontMetricsF idMetrics(m.idFont);
    const QString id = StatusFormat::shortJobId(pipe.jobId);
    const QRectF idRect(lr.left(), lr.top(), idMetrics.horizontalAdvance(id), m.line);
    p.drawText(idRect, Qt::AlignLeft | Qt::AlignVCenter, id);

    p.setFont(m.smallFont);
    const QFontMetricsF small(m.smallFont);
    const qreal pillX = idRect.right() + m.pad * 0.6;
    const qreal pillW = std::min(small.horizontalAdvance(pipe.proofKind) + m.pad, lr.right() - pillX);
    if (pillW > m.pad * 2) {
        const QRectF pill(pillX, lr.top() + (m.line - small.height()) / 2 - 1, pillW, small.height() + 2);
        QColor pillBack = palette().color(QPalette::Highlight);
        pillBack.setAlphaF(0.18f);
        p.setPen(Qt::NoPen);
        p.setBrush(pillBack);
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(pill, Qt::AlignCenter,
                   small.elidedText(pipe.proofKind, Qt::ElideRight, pill.width() - m.pad / 2));
    }

    const QString sub = Tr::tr("started %1 · %2/%3")
                            .arg(StatusFormat::ago(pipe.startedSecsAgo))
                            .arg(pipe.partitionsDone)
                            .arg(pipe.totalPartitions);
    p.setPen(StatusStyle::mutedText(palette()));
    const QRectF subRect(lr.left(), lr.top() + m.line + m.gap, lr.width(), small.height());
    p.drawText(subRect, Qt::AlignLeft | Qt::AlignVCenter,
               small.elidedText(sub, Qt::ElideRight, subRect.width()));

    for (int c = 0; c < row.cells.size(); ++c)
        paintCell(p, pipe.partitions[c], row.cells[c], m_hovered == Cell{index, c});
}

void PipelineWaterfall::paintSplit(QPainter& p, const QRectF& strip, const QColor& color,
                                   double synthShare) const
{
    const qreal split = strip.left() + strip.width() * synthShare;
    p.save();
    QPainterPath clip;
    clip.addRoundedRect(strip, strip.height() / 3, strip.height() / 3);
    p.setClipPath(clip);
    p.fillRect(QRectF(strip.left(), strip.top(), split - strip.left(), strip.height()),
               StatusStyle::mix(color, Qt::white, 0.82));
    p.fillRect(QRectF(split, strip.top(), strip.right() - split, strip.height()),
               StatusStyle::mix(color, Qt::black, 0.45));
    p.restore();
}

void PipelineWaterfall::paintCell(QPainter& p, const status::CuzkStatus::Partition& part, const QRectF& r,
                                  bool hovered) const
{
    const Metrics m = metricsFor(this);
    const QColor color = StatusStyle::partitionColor(part.state);
    QPainterPath shape;
    shape.addRoundedRect(r, m.radius, m.radius);
    p.setPen(Qt::NoPen);
    p.fillPath(shape, color);

    // A finished partition shows how its time split between synthesis and the GPU: a strip
    // along the bottom in the legend's synthesizing and GPU colours.
    if (part.state == QLatin1String("done") && part.synthMs && part.gpuMs &&
        *part.synthMs + *part.gpuMs > 0) {
        const qreal h = std::max<qreal>(3, std::round(r.height() * 0.24));
        const qreal inset = std::max<qreal>(2, std::round(r.height() * 0.1));
        const QRectF strip(r.left() + inset, r.bottom() - h - inset, r.width() - 2 * inset, h);
        paintSplit(p, strip, color, double(*part.synthMs) / double(*part.synthMs + *part.gpuMs));
    }

    // The partition's index where it fits.
    QFont f = m.smallFont;
    p.setFont(f);
    const QFontMetricsF fm(f);
    const QString text = QString::number(part.index);
    const bool hasStrip = part.state == QLatin1String("done") && part.synthMs && part.gpuMs;
    const QRectF textRect = hasStrip ? r.adjusted(0, 0, 0, -r.height() * 0.3) : r;
    if (fm.horizontalAdvance(text) + 4 <= r.width() && fm.height() <= textRect.height()) {
        p.setPen(StatusStyle::textOn(color));
        p.drawText(textRect, Qt::AlignCenter, text);
    }

    if (hovered) {
        QPen pen(palette().color(QPalette::WindowText), std::max<qreal>(1.5, m.line / 9));
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), m.radius + 1, m.radius + 1);
    }
}

} // namespace fleetdeck::ui
