// SPDX-License-Identifier: GPL-3.0-or-later
#include "AboutDialog.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "session/SecretStorage.h"

#include "Version.h"
#include "secrets/KeychainCredentialStore.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QSysInfo>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {

/// QtKeychain's version and the backend it talks to, with how that backend is doing.
QString keychainText(const session::SecretStorage* storage)
{
    secrets::BackendInfo backend;
    QString state;
    if (storage && storage->keychain()) {
        if (const std::optional<secrets::BackendInfo> probe = storage->keychainProbe()) {
            backend = *probe;
            state = probe->available ? Tr::tr("working") : session::SecretStorage::problemWord(probe->status);
        } else {
            backend = storage->keychain()->backend();
            state = Tr::tr("not checked yet");
        }
    } else {
        backend = secrets::KeychainCredentialStore::expectedBackend();
        state = Tr::tr("not in use");
    }
    QString text = Tr::tr("QtKeychain %1, %2 (%3)").arg(qtKeychainVersion(), backend.displayName, state);
    if (storage && storage->sessionOnly())
        text += Tr::tr("; secrets are kept in this session's memory only");
    return text;
}

/// "6.4.2", or "6.5.0 (built with 6.4.2)" when the program runs with another version.
QString runAndBuild(const QString& running, const QString& built)
{
    return running == built ? running : Tr::tr("%1 (built with %2)").arg(running, built);
}

/// "0.10.6 (openssl, zlib)": libssh says "0.10.6/openssl/zlib".
QString libsshText()
{
    QStringList parts = libsshVersion().split(QLatin1Char('/'));
    const QString version = runAndBuild(parts.takeFirst(), libsshBuildVersion());
    return parts.isEmpty() ? version
                           : QStringLiteral("%1 (%2)").arg(version, parts.join(QStringLiteral(", ")));
}

} // namespace

AboutDialog::AboutDialog(const session::SecretStorage* storage, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(Tr::tr("About Fleetdeck"));

    m_versions = {
        {Tr::tr("Fleetdeck"), versionString()},
        {Tr::tr("Qt"), runAndBuild(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))},
        {Tr::tr("libssh"), libsshText()},
        {Tr::tr("Keychain"), keychainText(storage)},
        {Tr::tr("Platform"),
         QStringLiteral("%1 · %2").arg(QSysInfo::prettyProductName(), QApplication::platformName())},
    };

    auto* icon = new QLabel(this);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    auto* heading = headingLabel(Tr::tr("Fleetdeck %1").arg(versionString()), this);
    heading->setObjectName(QStringLiteral("aboutHeading"));
    auto* summary =
        wrappedLabel(Tr::tr("An operations console for fleets of rented GPU servers running the cuzk "
                            "proving daemon."),
                     this);
    auto* intro = new QVBoxLayout;
    intro->addWidget(heading);
    intro->addWidget(summary);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(intro, 1);

    auto* versions = new QFormLayout;
    versions->setLabelAlignment(Qt::AlignLeft);
    for (const auto& [name, version] : std::as_const(m_versions)) {
        auto* value = new QLabel(version, this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        versions->addRow(Tr::tr("%1:").arg(name), value);
    }

    auto* licence = wrappedLabel(
        Tr::tr("Fleetdeck is free software: you can redistribute it and/or modify it under the terms of the "
               "GNU General Public License, version 3 or (at your option) any later version "
               "(GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY. "
               "<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">Read the licence</a>."),
        this);
    licence->setObjectName(QStringLiteral("aboutLicence"));
    licence->setTextFormat(Qt::RichText);
    licence->setOpenExternalLinks(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(Tr::tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersionsButton"));
    copy->setToolTip(Tr::tr("Put the versions on the clipboard, e.g. for a bug report"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(versionsText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addSpacing(8);
    layout->addLayout(versions);
    layout->addSpacing(8);
    layout->addWidget(licence);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

QString AboutDialog::versionsText() const
{
    QStringList lines;
    for (const auto& [name, version] : m_versions)
        lines << QStringLiteral("%1: %2").arg(name, version);
    return lines.join(QLatin1Char('\n'));
}

} // namespace fleetdeck::ui
