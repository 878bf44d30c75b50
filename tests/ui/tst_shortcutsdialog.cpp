// SPDX-License-Identifier: GPL-3.0-or-later
// Help › Keyboard Shortcuts lists every shortcut of the main window (and of the other windows it
// is handed), by walking the actions: an action added later shows up without anyone listing it.
#include "MainWindow.h"
#include "ShortcutsDialog.h"
#include "support/TestSettings.h"

#include <QAction>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace fleetdeck::ui;

namespace {

/// Every action with a shortcut that a window can trigger, found independently of the dialog:
/// all QActions under it, less those of other windows it owns (dialogs, tool windows).
QList<QAction*> actionsWithShortcuts(QWidget* window)
{
    QList<QAction*> found;
    const auto belongsHere = [window](QObject* object) {
        for (QObject* o = object; o && o != window; o = o->parent()) {
            const auto* widget = qobject_cast<QWidget*>(o);
            if (widget && widget->isWindow() && !qobject_cast<const QMenu*>(widget))
                return false;
        }
        return true;
    };
    for (QAction* action : window->findChildren<QAction*>()) {
        if (!action->shortcuts().isEmpty() && belongsHere(action))
            found << action;
    }
    for (QWidget* widget : window->findChildren<QWidget*>()) {
        for (QAction* action : widget->actions()) {
            if (!action->shortcuts().isEmpty() && belongsHere(widget) && !found.contains(action))
                found << action;
        }
    }
    return found;
}

QString keys(const QList<QKeySequence>& sequences)
{
    QStringList texts;
    for (const QKeySequence& k : sequences)
        texts << k.toString(QKeySequence::NativeText);
    return texts.join(QStringLiteral(", "));
}

/// The rows the dialog shows, "action | keys", as the operator reads them.
QStringList shownRows(const QWidget& dialog)
{
    QStringList rows;
    const auto* tree = dialog.findChild<QTreeWidget*>(QStringLiteral("shortcutsTree"));
    if (!tree)
        return rows;
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(tree)); *it; ++it) {
        if (!(*it)->text(1).isEmpty())
            rows << (*it)->text(0) + QStringLiteral(" | ") + (*it)->text(1);
    }
    return rows;
}

ShortcutsDialog* openFromTheMenu(MainWindow& w)
{
    auto* action = w.findChild<QAction*>(QStringLiteral("keyboardShortcutsAction"));
    if (!action)
        return nullptr;
    action->trigger();
    return w.findChild<ShortcutsDialog*>();
}

} // namespace

class tst_ShortcutsDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings"))); }

    void listsEveryShortcutOfTheMainWindow()
    {
        MainWindow w;
        const QList<QAction*> expected = actionsWithShortcuts(&w);
        QVERIFY2(expected.size() >= 15, qPrintable(QString::number(expected.size())));
        ShortcutsDialog* dialog = openFromTheMenu(w);
        QVERIFY(dialog);
        const QStringList rows = shownRows(*dialog);
        QCOMPARE(rows.size(), expected.size());
        for (QAction* action : expected) {
            const QString name = ShortcutsDialog::plainText(action);
            QVERIFY2(
                !name.isEmpty(),
                qPrintable(QStringLiteral("an action without a name has %1").arg(keys(action->shortcuts()))));
            const QString row = name + QStringLiteral(" | ") + keys(action->shortcuts());
            QVERIFY2(rows.contains(row), qPrintable(row));
        }
        // The ones an operator looks for first.
        QVERIFY(rows.contains(QStringLiteral("Refresh All | F5")));
        QVERIFY(rows.contains(QStringLiteral("Check Connection | Ctrl+K")));
        QVERIFY(rows.contains(QStringLiteral("Refresh Selected | R")));
        QVERIFY(rows.contains(QStringLiteral("Show Node Details | Return, Enter")));
        QVERIFY(rows.contains(QStringLiteral("Keyboard Shortcuts | F1, Ctrl+/")));
    }

    void anActionAddedLaterIsListed()
    {
        MainWindow w;
        QMenu* menu = w.menuBar()->addMenu(QStringLiteral("&Extra"));
        QAction* added = menu->addAction(QStringLiteral("&Frobnicate Nodes"));
        added->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
        auto* onAWidget = new QAction(QStringLiteral("Zoom In"), &w);
        onAWidget->setShortcut(QKeySequence::ZoomIn);
        w.fleetView()->addAction(onAWidget);

        ShortcutsDialog* dialog = openFromTheMenu(w);
        QVERIFY(dialog);
        const QStringList rows = shownRows(*dialog);
        QVERIFY2(rows.contains(QStringLiteral("Frobnicate Nodes | ") + keys(added->shortcuts())),
                 qPrintable(rows.join('\n')));
        QVERIFY(rows.contains(QStringLiteral("Zoom In | ") + keys(onAWidget->shortcuts())));
        const auto entries = dialog->entries();
        const auto frobnicate =
            std::find_if(entries.cbegin(), entries.cend(), [](const ShortcutsDialog::Entry& e) {
                return e.action == QLatin1String("Frobnicate Nodes");
            });
        QVERIFY(frobnicate != entries.cend());
        QCOMPARE(frobnicate->menu, QStringLiteral("Extra"));
    }

    void anotherWindowsShortcutsAreItsOwn()
    {
        QMainWindow main;
        QAction* quit = main.menuBar()->addMenu(QStringLiteral("&File"))->addAction(QStringLiteral("&Quit"));
        quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
        // A tool window the main window owns, with a shortcut of its own.
        auto* tool = new QWidget(&main, Qt::Window);
        tool->setWindowTitle(QStringLiteral("Benchmarks"));
        auto* compare = new QAction(QStringLiteral("Compare Runs"), tool);
        compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
        tool->addAction(compare);

        ShortcutsDialog mainOnly({{QStringLiteral("Main window"), &main}});
        QCOMPARE(shownRows(mainOnly), QStringList{QStringLiteral("Quit | Ctrl+Q")});

        ShortcutsDialog both({{QStringLiteral("Main window"), &main}, {QStringLiteral("Benchmarks"), tool}});
        QCOMPARE(both.entries().size(), 2);
        QCOMPARE(both.entries().at(1).window, QStringLiteral("Benchmarks"));
        QCOMPARE(both.entries().at(1).action, QStringLiteral("Compare Runs"));
        // Grouped under each window's title.
        const auto* tree = both.findChild<QTreeWidget*>(QStringLiteral("shortcutsTree"));
        QCOMPARE(tree->topLevelItemCount(), 2);
        QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("Benchmarks"));
        QCOMPARE(tree->topLevelItem(1)->child(0)->text(1), QStringLiteral("Ctrl+D"));
    }

    void noTwoActionsOfTheMainWindowShareAKey()
    {
        MainWindow w;
        QHash<QKeySequence, QString> owner;
        for (QAction* action : ShortcutsDialog::shortcutActions(&w)) {
            for (const QKeySequence& key : action->shortcuts()) {
                const QString name = ShortcutsDialog::plainText(action);
                QVERIFY2(!owner.contains(key), qPrintable(QStringLiteral("%1 is bound to both %2 and %3")
                                                              .arg(key.toString(), owner.value(key), name)));
                owner.insert(key, name);
            }
        }
    }

    void theFilterNarrowsTheList()
    {
        MainWindow w;
        ShortcutsDialog* dialog = openFromTheMenu(w);
        QVERIFY(dialog);
        auto* filter = dialog->findChild<QLineEdit*>(QStringLiteral("shortcutsFilter"));
        QVERIFY(filter);
        filter->setText(QStringLiteral("refresh"));
        const auto* tree = dialog->findChild<QTreeWidget*>(QStringLiteral("shortcutsTree"));
        QStringList visible;
        for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(tree)); *it; ++it) {
            if (!(*it)->isHidden())
                visible << (*it)->text(0);
        }
        QVERIFY(visible.contains(QStringLiteral("Refresh All")));
        QVERIFY(visible.contains(QStringLiteral("Refresh Selected")));
        QVERIFY(!visible.contains(QStringLiteral("Check Connection")));
        // By key as well.
        filter->setText(QStringLiteral("Ctrl+K"));
        visible.clear();
        for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(tree)); *it; ++it) {
            if (!(*it)->isHidden())
                visible << (*it)->text(0);
        }
        QCOMPARE(visible, QStringList{QStringLiteral("Check Connection")});
    }

    void reopeningListsTheActionsAsTheyAreNow()
    {
        MainWindow w;
        ShortcutsDialog* first = openFromTheMenu(w);
        QVERIFY(first);
        const int before = first->entries().size();
        auto* later = new QAction(QStringLiteral("Later"), &w);
        later->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L));
        w.addAction(later);
        ShortcutsDialog* second = openFromTheMenu(w);
        QVERIFY(second);
        QCOMPARE(w.findChildren<ShortcutsDialog*>().size(), 1);
        QCOMPARE(second->entries().size(), before + 1);
    }
};

QTEST_MAIN(tst_ShortcutsDialog)
#include "tst_shortcutsdialog.moc"
