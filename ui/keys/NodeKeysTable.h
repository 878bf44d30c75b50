// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QTableView>

namespace fleetdeck::ui {

class ShortTextDelegate;

/// A read-only table for a panel that scrolls as a whole: as tall as its rows (up to `maxRows`,
/// then it scrolls itself) and as wide as the panel. Columns take their content's width; when that
/// does not fit, the elastic ones give way in the order given and elide (their tooltips keep every
/// character), and then cells with a short form (KeyTableRole::ShortText) show it. Only a panel
/// narrower than that scrolls sideways.
class NodeKeysTable : public QTableView
{
    Q_OBJECT

public:
    /// `givingWay`: the elastic columns, in the order they give way, each with the width (in
    /// characters) it keeps until the short forms are in use.
    NodeKeysTable(QList<QPair<int, int>> givingWay, int maxRows, const char* objectName, QWidget* parent);

    /// After the model's rows changed.
    void fit();
    /// Whether cells with a short form show it now.
    bool showsShortTexts() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();
    void fitColumns();
    QList<int> contentWidths() const;
    void useShortTexts(bool compact);

    ShortTextDelegate* m_delegate;
    QList<QPair<int, int>> m_givingWay;
    int m_maxRows;
    bool m_fitting = false;
};

} // namespace fleetdeck::ui
