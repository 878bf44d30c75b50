// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace fleetdeck::ui {

/// Settings › Language: the language the console speaks, the system's by default. Remembered in
/// QSettings (`ui/language`) and used when Fleetdeck starts next: the running console does not
/// change its language under the operator's hands.
class LanguagePage : public QWidget
{
    Q_OBJECT

public:
    explicit LanguagePage(QWidget* parent = nullptr);

    /// The remembered choice: "" for the system's language, else "en", "de" or "zh_CN".
    static QString savedLanguage();
    /// A language's name in that language: "English", "Deutsch", "简体中文".
    static QString nativeName(const QString& language);

private:
    void choose(int index);
    void updateNote();

    QComboBox* m_choice;
    QLabel* m_note;
};

} // namespace fleetdeck::ui
