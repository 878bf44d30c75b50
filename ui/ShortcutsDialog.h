// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QPointer>

class QAction;
class QLineEdit;
class QTreeWidget;

namespace fleetdeck::ui {

/// Help › Keyboard Shortcuts: every shortcut of the windows it is given, found by walking their
/// actions when it opens, so that the list stays true as actions are added.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    /// A window whose shortcuts are listed, under `title`.
    struct Window
    {
        QString title;
        QPointer<QWidget> widget;
    };
    /// One listed shortcut.
    struct Entry
    {
        QString window;           ///< the Window's title
        QString action;           ///< the action's text, without mnemonics
        QString menu;             ///< the menu it is in ("Node"), if any
        QList<QKeySequence> keys; ///< every key sequence that triggers it
    };

    explicit ShortcutsDialog(const QList<Window>& windows, QWidget* parent = nullptr);

    /// The actions with a shortcut that belong to `window`: its own, its menus' and its child
    /// widgets', not those of other windows it owns (dialogs, tool windows), each once.
    static QList<QAction*> shortcutActions(QWidget* window);
    /// An action's text as the operator reads it: "&Add Node…" is "Add Node…".
    static QString plainText(const QAction* action);

    QList<Entry> entries() const { return m_entries; }

private:
    void fill();
    void applyFilter(const QString& text);

    QLineEdit* m_filter;
    QTreeWidget* m_tree;
    QList<Entry> m_entries;
};

} // namespace fleetdeck::ui
