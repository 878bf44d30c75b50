// SPDX-License-Identifier: GPL-3.0-or-later
// Help › About: the versions Fleetdeck runs with (its own, Qt's, libssh's, the keychain's and its
// backend) and its licence, opened from the Help menu.
#include "AboutDialog.h"
#include "MainWindow.h"
#include "session/SecretStorage.h"
#include "support/TestSettings.h"

#include "Version.h"
#include "secrets/MemoryCredentialStore.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_AboutDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings"))); }

    void showsEveryVersion()
    {
        AboutDialog dialog(nullptr);
        const QString text = dialog.versionsText();
        QVERIFY2(text.contains(QStringLiteral("Fleetdeck: %1").arg(versionString())), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Qt: %1").arg(QString::fromLatin1(qVersion()))),
                 qPrintable(text));
        // libssh says "0.10.6/openssl/zlib".
        const QString libssh = libsshVersion().section(QLatin1Char('/'), 0, 0);
        QVERIFY2(text.contains(QStringLiteral("libssh: %1").arg(libssh)), qPrintable(text));
        // QtKeychain's own version (from the build), and the backend it would use here.
        QVERIFY2(
            text.contains(QRegularExpression(QStringLiteral("Keychain: QtKeychain \\d+\\.\\d+\\.\\d+, "))),
            qPrintable(text));
#if defined(Q_OS_LINUX)
        QVERIFY2(text.contains(QLatin1String("Secret Service")) || text.contains(QLatin1String("KWallet")),
                 qPrintable(text));
#endif
        // Every version is on show, not only in the copy.
        QStringList shown;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            shown << label->text();
        QVERIFY(shown.contains(versionString()));
        QVERIFY2(std::any_of(shown.cbegin(), shown.cend(),
                             [&libssh](const QString& s) { return s.startsWith(libssh); }),
                 qPrintable(shown.join(QLatin1Char('\n'))));
    }

    void namesTheBackendInUse()
    {
        secrets::MemoryCredentialStore keychain;
        session::SecretStorage storage;
        storage.setKeychain(&keychain);
        QTRY_VERIFY(storage.keychainProbe().has_value());
        AboutDialog working(&storage);
        QVERIFY2(
            working.versionsText().contains(keychain.backend().displayName + QStringLiteral(" (working)")),
            qPrintable(working.versionsText()));

        storage.setSessionOnly(true, session::SecretStorage::Persist::No);
        AboutDialog sessionOnly(&storage);
        QVERIFY2(sessionOnly.versionsText().contains(QLatin1String("session's memory only")),
                 qPrintable(sessionOnly.versionsText()));
    }

    void carriesTheLicence()
    {
        AboutDialog dialog(nullptr);
        auto* licence = dialog.findChild<QLabel*>(QStringLiteral("aboutLicence"));
        QVERIFY(licence);
        QVERIFY(licence->text().contains(QLatin1String("GPL-3.0-or-later")));
        QVERIFY(licence->text().contains(QLatin1String("https://www.gnu.org/licenses/gpl-3.0.html")));
        QVERIFY(licence->openExternalLinks());
    }

    void copiesTheVersions()
    {
        AboutDialog dialog(nullptr);
        auto* copy = dialog.findChild<QPushButton*>(QStringLiteral("copyVersionsButton"));
        QVERIFY(copy);
        copy->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), dialog.versionsText());
    }

    void opensFromTheHelpMenuOnce()
    {
        MainWindow w;
        auto* about = w.findChild<QAction*>(QStringLiteral("aboutAction"));
        QVERIFY(about);
        QCOMPARE(about->menuRole(), QAction::AboutRole);
        about->trigger();
        about->trigger();
        QCOMPARE(w.findChildren<AboutDialog*>().size(), 1);
        QVERIFY(w.findChild<AboutDialog*>()->isVisible());
    }
};

QTEST_MAIN(tst_AboutDialog)
#include "tst_aboutdialog.moc"
