// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventLoopProbe.h"
#include "FleetStatus.h"
#include "LanguagePage.h"
#include "MainWindow.h"
#include "MessageBanner.h"
#include "NodeDetailsPanel.h"
#include "SecretStorage.h"
#include "SettingsDialog.h"
#include "Tr.h"
#include "Translations.h"
#include "Version.h"
#include "bench/BenchmarkRuns.h"
#include "bench/BenchmarksWindow.h"
#include "keys/KeyDeployWizard.h"
#include "secrets/KeychainCredentialStore.h"
#include "ssh/SshEngine.h"
#include "storage/Database.h"
#include "vast/VastClient.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QPixmap>
#include <QPointer>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <utility>

int main(int argc, char** argv)
{
    // Before anything can hold a passphrase, password or API key (asked for or from a keychain).
    fleetdeck::secrets::CredentialStore::keepProcessPrivate();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("fleetdeck"));
    QApplication::setOrganizationName(QStringLiteral("fleetdeck"));
    QApplication::setApplicationDisplayName(QStringLiteral("Fleetdeck"));
    QApplication::setApplicationVersion(fleetdeck::versionString());
    // The resources live in a static library: register them explicitly.
    Q_INIT_RESOURCE(resources);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/fleetdeck/fleetdeck.svg")));
    // Before the command line is parsed and any window is built, so that both speak it:
    // --language, else the Settings choice, else the system's language.
    const QString languageArgument = fleetdeck::languageArgument(QApplication::arguments());
    fleetdeck::installTranslations(app, languageArgument.isEmpty() ? fleetdeck::ui::LanguagePage::savedLanguage()
                                                                   : languageArgument);

    using fleetdeck::Tr;
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Fleetdeck — operations console for GPU proving fleets"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dbOption(QStringLiteral("db"), Tr::tr("The database to open."), Tr::tr("PATH"));
    const QCommandLineOption knownHostsOption(QStringLiteral("known-hosts"),
                                              Tr::tr("The known_hosts file read and written."), Tr::tr("PATH"));
    const QCommandLineOption sessionSecretsOption(
        QStringLiteral("session-secrets"),
        Tr::tr("Keep passphrases and passwords in memory for this session only; do not touch the "
               "keychain."));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        Tr::tr("The language to use: en, de or zh_CN (default: the choice in Settings, else the system's)."),
        Tr::tr("LANG"));
    // Debug aid: render the window, save it as PNG after a delay and quit (used to look at the
    // console under Xvfb and in tests).
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Save a PNG of the window after --screenshot-delay "
                       "milliseconds, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption delayOption(QStringLiteral("screenshot-delay"),
                                         QStringLiteral("Delay before the screenshot (default 1500)."),
                                         QStringLiteral("MS"), QStringLiteral("1500"));
    const QCommandLineOption settingsScreenshotOption(
        QStringLiteral("screenshot-settings"),
        QStringLiteral(
            "Open the settings after --screenshot-delay milliseconds, save a PNG of them, then quit."),
        QStringLiteral("FILE"));
    // Debug aids for looking at checks without clicking (e.g. under Xvfb with --screenshot).
    const QCommandLineOption checkAllOption(
        QStringLiteral("check-all"), QStringLiteral("Run the connection check of every node at start."));
    const QCommandLineOption selectOption(
        QStringLiteral("select"), QStringLiteral("Select this node at start."), QStringLiteral("NAME"));
    const QCommandLineOption tabOption(QStringLiteral("details-tab"),
                                       QStringLiteral("Show this tab of the details: overview, daemon, history or keys."),
                                       QStringLiteral("TAB"));
    const QCommandLineOption deployWizardOption(
        QStringLiteral("open-deploy-wizard"),
        QStringLiteral("Open the key deployment wizard at start, with the --select node checked; "
                       "--screenshot then saves the wizard instead of the window."));
    // Debug aids for looking at benchmarks (under Xvfb with --screenshot, which then saves the
    // Benchmarks window).
    const QCommandLineOption benchmarksOption(QStringLiteral("open-benchmarks"),
                                              QStringLiteral("Open the Benchmarks window at start."));
    const QCommandLineOption benchmarkRunOption(
        QStringLiteral("benchmark-run"), QStringLiteral("Open the Benchmarks window on this run's details."),
        QStringLiteral("ID"));
    const QCommandLineOption startBenchmarkOption(
        QStringLiteral("start-benchmark"),
        QStringLiteral("Start a benchmark with the default spec on this node (once its first status is in, "
                       "so that its GPU model is known) and show it live."),
        QStringLiteral("NODE"));
    parser.addOption(tabOption);
    parser.addOption(deployWizardOption);
    parser.addOptions({benchmarksOption, benchmarkRunOption, startBenchmarkOption});
    parser.addOptions({dbOption, knownHostsOption, sessionSecretsOption, screenshotOption, delayOption,
                       settingsScreenshotOption, checkAllOption, selectOption});
    parser.addOption(languageOption);
    const QCommandLineOption vastUrlOption(
        QStringLiteral("vast-url"),
        QStringLiteral("The vast.ai API's address for this run (default: the setting, else the official "
                       "console); plain http only to a loopback address."),
        QStringLiteral("URL"));
    parser.addOption(vastUrlOption);
    // Measurement aid (tests/perf): how late the GUI thread's timers run, once a second.
    const QCommandLineOption probeOption(
        QStringLiteral("event-loop-probe"),
        QStringLiteral("Append one JSON line a second to FILE: the GUI thread's worst timer lateness and "
                       "the process's CPU time."),
        QStringLiteral("FILE"));
    parser.addOption(probeOption);
    parser.process(app);
    if (parser.isSet(languageOption) && !fleetdeck::normalizedLanguage(parser.value(languageOption))) {
        std::fprintf(stderr, "fleetdeck: %s\n",
                     qPrintable(Tr::tr("invalid --language '%1': use en, de or zh_CN").arg(parser.value(languageOption))));
        return 2;
    }

    if (parser.isSet(knownHostsOption))
        qputenv("FLEETDECK_KNOWN_HOSTS", parser.value(knownHostsOption).toLocal8Bit());

    // Declared before the window, so that they outlive it.
    fleetdeck::secrets::KeychainCredentialStore keychain;
    // One worker thread per core (2 to 4): more threads than cores only add wake-ups and
    // context switches, fewer would leave sessions waiting.
    fleetdeck::ssh::SshEngine engine(std::clamp(QThread::idealThreadCount(), 2, 4));
    fleetdeck::ui::MainWindow window;
    window.setSshEngine(&engine);
    if (parser.isSet(sessionSecretsOption))
        window.secretStorage()->setSessionOnly(true, fleetdeck::ui::SecretStorage::Persist::No);
    // Probed at once (unless secrets stay in this session): the status bar says how it went.
    window.setCredentialStore(&keychain);
    if (parser.isSet(knownHostsOption))
        window.setKnownHostsPath(parser.value(knownHostsOption));
    if (parser.isSet(vastUrlOption)) {
        const QUrl url(parser.value(vastUrlOption));
        if (const QString why = fleetdeck::VastClient::checkBaseUrl(url); !why.isEmpty()) {
            std::fprintf(stderr, "fleetdeck: invalid --vast-url '%s': %s\n", qPrintable(url.toString()), qPrintable(why));
            return 2;
        }
        window.setVastBaseUrl(url);
    }
    const QString path = parser.isSet(dbOption) ? parser.value(dbOption) : fleetdeck::Database::defaultPath();
    if (!window.openDatabase(path)) {
        std::fprintf(stderr, "fleetdeck: %s\n", qPrintable(window.banner()->text()));
        if (parser.isSet(screenshotOption))
            return 2;
        QMessageBox::critical(nullptr, QObject::tr("Fleetdeck"), window.banner()->text());
        return 2;
    }
    window.show();
    std::unique_ptr<fleetdeck::ui::EventLoopProbe> probe;
    if (parser.isSet(probeOption)) {
        probe = std::make_unique<fleetdeck::ui::EventLoopProbe>(parser.value(probeOption));
        if (!probe->isOpen())
            std::fprintf(stderr, "fleetdeck: cannot write %s\n", qPrintable(parser.value(probeOption)));
    }
    if (parser.isSet(selectOption) && !window.selectNode(parser.value(selectOption)))
        std::fprintf(stderr, "fleetdeck: no node called %s\n", qPrintable(parser.value(selectOption)));
    using Tab = fleetdeck::ui::NodeDetailsPanel::Tab;
    const QString tab = parser.value(tabOption);
    if (tab == QLatin1String("daemon"))
        window.detailsPanel()->setCurrentTab(Tab::Daemon);
    else if (tab == QLatin1String("history"))
        window.detailsPanel()->setCurrentTab(Tab::History);
    else if (tab == QLatin1String("keys"))
        window.detailsPanel()->setCurrentTab(Tab::Keys);
    if (parser.isSet(checkAllOption))
        window.checkAllNodes();
    QPointer<QWidget> shot = &window; // the wizard may be closed before the screenshot
    if (parser.isSet(deployWizardOption)) {
        const QStringList nodes = parser.isSet(selectOption) ? QStringList{parser.value(selectOption)} : QStringList();
        if (QWidget* wizard = window.openKeyDeployWizard(nodes))
            shot = wizard;
        else
            std::fprintf(stderr, "fleetdeck: the key deployment wizard cannot open without a database\n");
    }
    if (parser.isSet(benchmarksOption) || parser.isSet(benchmarkRunOption) || parser.isSet(startBenchmarkOption)) {
        fleetdeck::ui::BenchmarksWindow* benchmarks = window.openBenchmarks();
        shot = benchmarks;
        if (parser.isSet(benchmarkRunOption))
            benchmarks->showRun(parser.value(benchmarkRunOption).toLongLong());
        if (parser.isSet(startBenchmarkOption)) {
            const QString node = parser.value(startBenchmarkOption);
            QObject::connect(window.benchmarks(), &fleetdeck::ui::BenchmarkRuns::startFailed, &window,
                             [](const QString& reason) {
                                 std::fprintf(stderr, "fleetdeck: the benchmark did not start: %s\n", qPrintable(reason));
                             });
            auto started = std::make_shared<bool>(false);
            const auto start = [&window, node, started] {
                if (std::exchange(*started, true))
                    return;
                window.benchmarks()->start(fleetdeck::bench::BenchSpec{}, {node});
            };
            QObject::connect(window.fleetStatus(), &fleetdeck::ui::FleetStatus::updated, &window,
                             [start, node](const QList<fleetdeck::NodeStatus>& batch) {
                                 for (const fleetdeck::NodeStatus& status : batch) {
                                     if (status.name == node)
                                         start();
                                 }
                             });
            QTimer::singleShot(5000, &window, start); // a node without status starts all the same
        }
    }

    const auto save = [](QWidget* widget, const QString& file) {
        const bool saved = widget->grab().save(file, "PNG");
        std::fprintf(stderr, "fleetdeck: screenshot %s %s\n", qPrintable(file), saved ? "saved" : "FAILED");
        return saved;
    };
    if (parser.isSet(screenshotOption) || parser.isSet(settingsScreenshotOption)) {
        const QString file = parser.value(screenshotOption);
        const QString settingsFile = parser.value(settingsScreenshotOption);
        QTimer::singleShot(parser.value(delayOption).toInt(), &window, [&window, shot, save, file, settingsFile] {
            if (!file.isEmpty() && !save(shot ? shot.data() : &window, file)) {
                QApplication::exit(1);
                return;
            }
            if (settingsFile.isEmpty()) {
                QApplication::exit(0);
                return;
            }
            // The settings list the stored secrets asynchronously: give them a moment.
            QWidget* settings = window.openSettings();
            QTimer::singleShot(500, settings, [settings, save, settingsFile] {
                QApplication::exit(save(settings, settingsFile) ? 0 : 1);
            });
        });
    }
    return app.exec();
}
