// SPDX-License-Identifier: GPL-3.0-or-later
#include "Dialogs.h"

#include <QDebug>
#include <QFileDialog>
#include <QInputDialog>
#include <QList>
#include <QMessageBox>

#include <variant>

namespace fleetdeck::ui {

namespace {

struct DialogAnswer
{
    QByteArray className;
    std::function<int(QDialog&)> fill;
};

using Answer = std::variant<Dialogs::ConfirmAnswer, Dialogs::TextAnswer, Dialogs::FileAnswer, DialogAnswer>;

struct Script
{
    QList<Answer> queue;
    QStringList unanswered;
    bool scripted = false;
};

Script& script()
{
    static Script s;
    return s;
}

QString kindOf(const Answer& answer)
{
    if (std::holds_alternative<Dialogs::ConfirmAnswer>(answer))
        return QStringLiteral("a confirmation");
    if (std::holds_alternative<Dialogs::TextAnswer>(answer))
        return QStringLiteral("a line of text");
    if (std::holds_alternative<Dialogs::FileAnswer>(answer))
        return QStringLiteral("a file name");
    return QString::fromLatin1(std::get<DialogAnswer>(answer).className);
}

void refuse(const QString& question, const QString& why)
{
    script().unanswered << question;
    qWarning().noquote() << QStringLiteral("Dialogs: refused \"%1\" (%2)").arg(question, why);
}

enum class Next { Show, Refuse, Answer };

/// Takes the front answer into `*taken` when it is a `T` that `fits`; otherwise says whether the
/// question is shown (nothing queued, not scripted) or refused.
template <class T>
Next next(const QString& question, T* taken, const std::function<bool(const T&)>& fits = {})
{
    Script& s = script();
    if (s.queue.isEmpty()) {
        if (!s.scripted)
            return Next::Show;
        refuse(question, QStringLiteral("no answer queued"));
        return Next::Refuse;
    }
    const T* front = std::get_if<T>(&s.queue.front());
    if (!front || (fits && !fits(*front))) {
        refuse(question, QStringLiteral("the next answer is for %1").arg(kindOf(s.queue.front())));
        return Next::Refuse;
    }
    // Taken before it runs: an answer may ask the next question itself.
    *taken = std::move(*std::get_if<T>(&s.queue.front()));
    s.queue.removeFirst();
    return Next::Answer;
}

QString fileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter,
                 bool save)
{
    Dialogs::FileAnswer answer;
    switch (next(QStringLiteral("file: ") + caption, &answer)) {
    case Next::Answer:
        return answer(caption, dir, filter);
    case Next::Refuse:
        return QString();
    case Next::Show:
        break;
    }
    return save ? QFileDialog::getSaveFileName(parent, caption, dir, filter)
                : QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

} // namespace

bool Dialogs::confirm(QWidget* parent, const QString& title, const QString& text)
{
    ConfirmAnswer answer;
    switch (next(QStringLiteral("confirm: ") + title, &answer)) {
    case Next::Answer:
        return answer(title, text);
    case Next::Refuse:
        return false;
    case Next::Show:
        break;
    }
    return QMessageBox::question(parent, title, text, QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel) == QMessageBox::Yes;
}

std::optional<QString> Dialogs::askText(QWidget* parent, const QString& title, const QString& label,
                                        const QString& suggestion)
{
    TextAnswer answer;
    switch (next(QStringLiteral("text: ") + title, &answer)) {
    case Next::Answer:
        return answer(title, label, suggestion);
    case Next::Refuse:
        return std::nullopt;
    case Next::Show:
        break;
    }
    bool ok = false;
    const QString text = QInputDialog::getText(parent, title, label, QLineEdit::Normal, suggestion, &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

QString Dialogs::openFileName(QWidget* parent, const QString& caption, const QString& dir,
                              const QString& filter)
{
    return fileName(parent, caption, dir, filter, false);
}

QString Dialogs::saveFileName(QWidget* parent, const QString& caption, const QString& dir,
                              const QString& filter)
{
    return fileName(parent, caption, dir, filter, true);
}

int Dialogs::exec(QDialog& dialog)
{
    const QString question = QStringLiteral("%1: %2").arg(
        QString::fromLatin1(dialog.metaObject()->className()), dialog.windowTitle());
    DialogAnswer answer;
    const std::function<bool(const DialogAnswer&)> fits = [&dialog](const DialogAnswer& a) {
        return dialog.inherits(a.className.constData());
    };
    switch (next(question, &answer, fits)) {
    case Next::Answer: {
        const int code = answer.fill(dialog);
        dialog.setResult(code);
        return code;
    }
    case Next::Refuse:
        dialog.setResult(QDialog::Rejected);
        return QDialog::Rejected;
    case Next::Show:
        break;
    }
    return dialog.exec();
}

void Dialogs::setNextConfirm(bool yes)
{
    answerNextConfirm([yes](const QString&, const QString&) { return yes; });
}

void Dialogs::answerNextConfirm(ConfirmAnswer answer)
{
    script().queue << Answer(std::in_place_type<ConfirmAnswer>, std::move(answer));
}

void Dialogs::setNextText(const std::optional<QString>& text)
{
    answerNextText([text](const QString&, const QString&, const QString&) { return text; });
}

void Dialogs::answerNextText(TextAnswer answer)
{
    script().queue << Answer(std::in_place_type<TextAnswer>, std::move(answer));
}

void Dialogs::setNextFileName(const QString& path)
{
    answerNextFileName([path](const QString&, const QString&, const QString&) { return path; });
}

void Dialogs::answerNextFileName(FileAnswer answer)
{
    script().queue << Answer(std::in_place_type<FileAnswer>, std::move(answer));
}

void Dialogs::queueDialog(const char* className, std::function<int(QDialog&)> answer)
{
    script().queue << Answer(std::in_place_type<DialogAnswer>,
                             DialogAnswer{QByteArray(className), std::move(answer)});
}

void Dialogs::setScripted(bool scripted)
{
    script().scripted = scripted;
}

bool Dialogs::isScripted()
{
    return script().scripted;
}

int Dialogs::pendingAnswers()
{
    return int(script().queue.size());
}

QStringList Dialogs::unanswered()
{
    return script().unanswered;
}

void Dialogs::clearAnswers()
{
    script().queue.clear();
    script().unanswered.clear();
}

} // namespace fleetdeck::ui
