// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShortcutsDialog.h"
#include "UiTr.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace fleetdeck::ui {

namespace {

enum Column { ActionColumn, KeysColumn, MenuColumn };

QString stripMnemonics(const QString& text)
{
    // "&&" is a literal ampersand, any other "&" marks the mnemonic.
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&')) {
                plain += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        plain += text.at(i);
    }
    return plain;
}

void collect(QObject* object, QList<QAction*>* actions)
{
    const auto take = [actions](QAction* action) {
        if (!action->shortcuts().isEmpty() && !actions->contains(action))
            actions->append(action);
    };
    if (auto* widget = qobject_cast<QWidget*>(object)) {
        for (QAction* action : widget->actions())
            take(action);
    }
    for (QObject* child : object->children()) {
        // A dialog or a tool window the window owns lists its own shortcuts; menus are popups
        // of this window.
        if (auto* widget = qobject_cast<QWidget*>(child);
            widget && widget->isWindow() && !qobject_cast<QMenu*>(widget))
            continue;
        if (auto* action = qobject_cast<QAction*>(child))
            take(action);
        collect(child, actions);
    }
}

QString menuOf(const QAction* action)
{
    for (QObject* object : action->associatedObjects()) {
        if (const auto* menu = qobject_cast<const QMenu*>(object); menu && !menu->title().isEmpty())
            return stripMnemonics(menu->title());
    }
    return {};
}

/// The actions of the window's menu bar in the order an operator meets them, submenus in place.
QList<QAction*> menuOrder(QWidget* window)
{
    QList<QAction*> order;
    std::function<void(const QList<QAction*>&)> walk = [&](const QList<QAction*>& actions) {
        for (QAction* action : actions) {
            order << action;
            if (const QMenu* menu = action->menu())
                walk(menu->actions());
        }
    };
    for (const QMenuBar* bar : window->findChildren<QMenuBar*>()) {
        if (bar->window() == window)
            walk(bar->actions());
    }
    return order;
}

QString keysText(const QList<QKeySequence>& keys)
{
    QStringList texts;
    for (const QKeySequence& key : keys)
        texts << key.toString(QKeySequence::NativeText);
    return texts.join(QStringLiteral(", "));
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<Window>& windows, QWidget* parent)
    : QDialog(parent)
    , m_filter(new QLineEdit(this))
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(Tr::tr("Keyboard Shortcuts"));

    for (const Window& window : windows) {
        if (!window.widget)
            continue;
        for (QAction* action : shortcutActions(window.widget))
            m_entries.append({window.title, plainText(action), menuOf(action), action->shortcuts()});
    }

    m_filter->setObjectName(QStringLiteral("shortcutsFilter"));
    m_filter->setPlaceholderText(Tr::tr("Find a shortcut or an action…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);

    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({Tr::tr("Action"), Tr::tr("Shortcut"), Tr::tr("Menu")});
    m_tree->setRootIsDecorated(windows.size() > 1);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setFocusPolicy(Qt::NoFocus);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(ActionColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(KeysColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(MenuColumn, QHeaderView::ResizeToContents);
    fill();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(600, 560);
}

QList<QAction*> ShortcutsDialog::shortcutActions(QWidget* window)
{
    QList<QAction*> actions;
    if (!window)
        return actions;
    collect(window, &actions);
    // As the menus list them; keys bound only to a view (not in any menu) after them.
    const QList<QAction*> order = menuOrder(window);
    std::stable_sort(actions.begin(), actions.end(), [&order](QAction* a, QAction* b) {
        const auto rank = [&order](QAction* action) {
            const qsizetype i = order.indexOf(action);
            return i < 0 ? order.size() : i;
        };
        return rank(a) < rank(b);
    });
    return actions;
}

QString ShortcutsDialog::plainText(const QAction* action)
{
    // An action without text (a key bound to a view) says what it does in its tooltip.
    for (const QString& text :
         {action->text(), action->toolTip(), action->statusTip(), action->whatsThis()}) {
        if (!text.trimmed().isEmpty())
            return stripMnemonics(text).trimmed();
    }
    return {};
}

void ShortcutsDialog::fill()
{
    m_tree->clear();
    QTreeWidgetItem* group = nullptr;
    QString groupTitle;
    const bool grouped = m_tree->rootIsDecorated();
    for (const Entry& entry : std::as_const(m_entries)) {
        if (grouped && (!group || entry.window != groupTitle)) {
            group = new QTreeWidgetItem(m_tree, {entry.window});
            group->setFirstColumnSpanned(true);
            QFont bold = group->font(ActionColumn);
            bold.setBold(true);
            group->setFont(ActionColumn, bold);
            group->setExpanded(true);
            groupTitle = entry.window;
        }
        const QStringList columns{entry.action, keysText(entry.keys), entry.menu};
        auto* item = grouped ? new QTreeWidgetItem(group, columns) : new QTreeWidgetItem(m_tree, columns);
        item->setToolTip(ActionColumn, entry.action);
    }
}

void ShortcutsDialog::applyFilter(const QString& text)
{
    const QString needle = text.trimmed();
    const auto matches = [&needle](const QTreeWidgetItem* item) {
        for (int column = ActionColumn; column <= MenuColumn; ++column) {
            if (item->text(column).contains(needle, Qt::CaseInsensitive))
                return true;
        }
        return false;
    };
    const auto filter = [&](QTreeWidgetItem* item) {
        item->setHidden(!needle.isEmpty() && !matches(item));
        return !item->isHidden();
    };
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* top = m_tree->topLevelItem(i);
        if (top->childCount() == 0) {
            filter(top);
            continue;
        }
        bool any = false;
        for (int j = 0; j < top->childCount(); ++j)
            any = filter(top->child(j)) || any;
        top->setHidden(!any);
    }
}

} // namespace fleetdeck::ui
