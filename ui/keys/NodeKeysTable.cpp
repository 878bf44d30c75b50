// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeKeysTable.h"

#include "KeyTableCell.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QStyledItemDelegate>

#include <algorithm>

namespace fleetdeck::ui {

/// Draws a cell's short form instead of its text while the table is compact.
class ShortTextDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    bool compact = false;

    /// What the cell shows now.
    static QString shownText(const QModelIndex& index, bool compact)
    {
        const QVariant shortText = compact ? index.data(KeyTableRole::ShortText) : QVariant();
        return shortText.isValid() ? shortText.toString() : index.data(Qt::DisplayRole).toString();
    }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (compact)
            option->text = shownText(index, true);
    }
};

NodeKeysTable::NodeKeysTable(QList<QPair<int, int>> givingWay, int maxRows, const char* objectName,
                             QWidget* parent)
    : QTableView(parent)
    , m_delegate(new ShortTextDelegate(this))
    , m_givingWay(std::move(givingWay))
    , m_maxRows(maxRows)
{
    setObjectName(QString::fromLatin1(objectName));
    setItemDelegate(m_delegate);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 3 / 2);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setWordWrap(false);
    setShowGrid(false);
    setAlternatingRowColors(true);
    setFocusPolicy(Qt::NoFocus);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, &NodeKeysTable::fitHeight);
}

void NodeKeysTable::fit()
{
    fitColumns();
    fitHeight();
}

bool NodeKeysTable::showsShortTexts() const
{
    return m_delegate->compact;
}

void NodeKeysTable::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    fitColumns();
}

void NodeKeysTable::fitHeight()
{
    const int rows = model() ? model()->rowCount() : 0;
    int h = 2 * frameWidth() + horizontalHeader()->sizeHint().height();
    for (int r = 0; r < std::min(rows, m_maxRows); ++r)
        h += rowHeight(r);
    if (horizontalScrollBar()->maximum() > 0)
        h += horizontalScrollBar()->sizeHint().height();
    setVerticalScrollBarPolicy(rows > m_maxRows ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    setFixedHeight(h);
}

void NodeKeysTable::fitColumns()
{
    if (m_fitting || !model())
        return;
    m_fitting = true;
    const int available = viewport()->width();
    const int chars = fontMetrics().averageCharWidth();
    // Elastic columns first give way down to a readable width, then the short forms are
    // used, then the elastic columns shrink further.
    const struct
    {
        bool compact;
        bool hard;
    } steps[] = {{false, false}, {true, false}, {true, true}};
    QList<int> widths;
    for (const auto& [compact, hard] : steps) {
        useShortTexts(compact);
        widths = contentWidths();
        int over = -available;
        for (int w : widths)
            over += w;
        for (const auto& [c, comfortable] : m_givingWay) {
            const int floor = (hard ? 5 : comfortable) * chars;
            const int give = std::clamp(widths[c] - floor, 0, std::max(0, over));
            widths[c] -= give;
            over -= give;
        }
        if (over <= 0)
            break;
    }
    for (int c = 0; c < widths.size(); ++c)
        setColumnWidth(c, widths[c]);
    m_fitting = false;
}

QList<int> NodeKeysTable::contentWidths() const
{
    const int pad = fontMetrics().averageCharWidth() * 2;
    QList<int> widths;
    for (int c = 0; c < model()->columnCount(); ++c) {
        int w = horizontalHeader()->sectionSizeHint(c);
        for (int r = 0; r < model()->rowCount(); ++r) {
            const QModelIndex index = model()->index(r, c);
            // As the delegate paints it: the cell's font over the table's.
            const QVariant font = index.data(Qt::FontRole);
            const QFontMetrics metrics(font.isValid() ? font.value<QFont>().resolve(this->font())
                                                      : this->font());
            w = std::max(
                w, metrics.horizontalAdvance(ShortTextDelegate::shownText(index, m_delegate->compact)) + pad);
        }
        widths << w;
    }
    return widths;
}

void NodeKeysTable::useShortTexts(bool compact)
{
    if (m_delegate->compact == compact)
        return;
    m_delegate->compact = compact;
    viewport()->update();
}

} // namespace fleetdeck::ui
