// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <type_traits>

class QWidget;

namespace fleetdeck::ui {

/// Every question the console asks in a modal window goes through here: a yes/no question, a line
/// of text, a file to open or save, or one of its own dialogs (NodeDialog, HostKeyDialog,
/// CredentialPrompt…). The widgets call these instead of QMessageBox, QInputDialog, QFileDialog or
/// QDialog::exec(), so that tests can answer them.
///
/// Tests queue the next answers (setNext…/answerNext…). A question takes the answer at the front
/// of the queue, in order, and no window is shown. With the queue empty the real window runs —
/// unless the process is scripted (setScripted(true), which tests do): then a question nobody
/// answered is refused (No, cancel, no file, QDialog::Rejected), its title is kept in unanswered()
/// and logged as a warning that starts with "Dialogs: ", which a test turns into a failure
/// (support/ScriptedDialogs.h) instead of waiting offscreen for a click that never comes. An
/// answer of the wrong kind for the question at hand is refused the same way and stays queued.
///
/// GUI thread only.
class Dialogs
{
public:
    Dialogs() = delete;

    /// A question with Yes and Cancel (the default); true for Yes.
    static bool confirm(QWidget* parent, const QString& title, const QString& text);
    /// A line of text, starting with `suggestion`; nullopt for cancel. Not trimmed.
    static std::optional<QString> askText(QWidget* parent, const QString& title, const QString& label,
                                          const QString& suggestion = QString());
    /// A file to read; empty for cancel.
    static QString openFileName(QWidget* parent, const QString& caption, const QString& dir,
                                const QString& filter = QString());
    /// A file to write; empty for cancel.
    static QString saveFileName(QWidget* parent, const QString& caption, const QString& dir,
                                const QString& filter = QString());
    /// Runs `dialog` modally; its result code (QDialog::Accepted, QDialog::Rejected…), which is
    /// also dialog.result() afterwards.
    static int exec(QDialog& dialog);

    // For tests.

    using ConfirmAnswer = std::function<bool(const QString& title, const QString& text)>;
    using TextAnswer = std::function<std::optional<QString>(const QString& title, const QString& label,
                                                            const QString& suggestion)>;
    using FileAnswer =
        std::function<QString(const QString& caption, const QString& dir, const QString& filter)>;

    static void setNextConfirm(bool yes);
    static void answerNextConfirm(ConfirmAnswer answer);
    /// nullopt answers cancel.
    static void setNextText(const std::optional<QString>& text);
    static void answerNextText(TextAnswer answer);
    /// For an open or a save question alike; an empty name answers cancel.
    static void setNextFileName(const QString& path);
    static void answerNextFileName(FileAnswer answer);
    /// The next exec() of a `D` calls `answer` instead of showing it. The answer does what the
    /// operator would (types into the dialog's fields, clicks its buttons) and returns the result
    /// code exec() would have returned. A dialog of another class is refused.
    template <class D = QDialog>
    static void answerNext(std::type_identity_t<std::function<int(D& dialog)>> answer)
    {
        static_assert(std::is_base_of_v<QDialog, D>);
        queueDialog(D::staticMetaObject.className(),
                    [answer = std::move(answer)](QDialog& d) { return answer(static_cast<D&>(d)); });
    }

    /// Scripted: with no answer queued a question is refused instead of shown. Off by default.
    static void setScripted(bool scripted);
    static bool isScripted();
    /// Answers queued and not taken yet.
    static int pendingAnswers();
    /// The questions refused for want of a fitting answer, oldest first: "confirm: <title>",
    /// "file: <caption>", "text: <title>", or "<dialog class>: <window title>".
    static QStringList unanswered();
    /// Drops the queued answers and forgets the unanswered questions.
    static void clearAnswers();

private:
    static void queueDialog(const char* className, std::function<int(QDialog&)> answer);
};

} // namespace fleetdeck::ui
