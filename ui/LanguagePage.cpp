// SPDX-License-Identifier: GPL-3.0-or-later
#include "LanguagePage.h"
#include "UiTr.h"

#include "DialogLabels.h"

#include "Translations.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
const QString kLanguageKey = QStringLiteral("ui/language");

/// What the system's language gives now.
QString systemLanguage()
{
    return chooseLanguage({}, QLocale::system().uiLanguages());
}
} // namespace

LanguagePage::LanguagePage(QWidget* parent)
    : QWidget(parent)
    , m_choice(new QComboBox(this))
    , m_note(wrappedLabel(QString(), this))
{
    setObjectName(QStringLiteral("languagePage"));
    m_choice->setObjectName(QStringLiteral("languageChoice"));
    m_choice->addItem(Tr::tr("System default (%1)").arg(nativeName(systemLanguage())), QString());
    // Each language by its own name: the operator who cannot read the current one still finds it.
    m_choice->addItem(nativeName(QStringLiteral("en")), QStringLiteral("en"));
    for (const QString& language : shippedLanguages())
        m_choice->addItem(nativeName(language), language);
    const int saved = m_choice->findData(savedLanguage());
    m_choice->setCurrentIndex(saved < 0 ? 0 : saved);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &LanguagePage::choose);

    m_note->setObjectName(QStringLiteral("languageNote"));

    auto* form = new QFormLayout;
    form->addRow(Tr::tr("&Language:"), m_choice);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(
        quietLabel(Tr::tr("The console and its dialogs use this language the next time Fleetdeck "
                          "starts. fleetdeck-cli follows the system's language (or --language)."),
                   this));
    layout->addWidget(m_note);
    layout->addStretch(1);
    updateNote();
}

QString LanguagePage::savedLanguage()
{
    // A value written by another version, or by hand, that names no language is the system's.
    return normalizedLanguage(QSettings().value(kLanguageKey).toString()).value_or(QString());
}

QString LanguagePage::nativeName(const QString& language)
{
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return QLocale(language).nativeLanguageName();
}

void LanguagePage::choose(int index)
{
    const QString language = m_choice->itemData(index).toString();
    if (language.isEmpty())
        QSettings().remove(kLanguageKey);
    else
        QSettings().setValue(kLanguageKey, language);
    updateNote();
}

void LanguagePage::updateNote()
{
    const QString chosen =
        chooseLanguage(m_choice->currentData().toString(), QLocale::system().uiLanguages());
    m_note->setVisible(chosen != installedLanguage());
    m_note->setText(Tr::tr("Restart Fleetdeck to switch to %1.").arg(nativeName(chosen)));
}

} // namespace fleetdeck::ui
