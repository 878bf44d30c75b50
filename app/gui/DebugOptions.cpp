// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/DebugOptions.h"

#include "EventLoopProbe.h"
#include "MainWindow.h"
#include "NodeDetailsPanel.h"
#include "OffersWindow.h"
#include "SettingsDialog.h"
#include "bench/BenchmarksWindow.h"
#include "keys/KeyDeployWizard.h"
#include "logs/LogView.h"
#include "logs/LogWindow.h"
#include "session/BenchmarkRuns.h"
#include "session/FleetStatus.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QPixmap>
#include <QPointer>
#include <QTimer>

#include <cstdio>
#include <utility>

namespace fleetdeck::app {

DebugOptions::DebugOptions()
    : m_screenshot(
          QStringLiteral("screenshot"),
          QStringLiteral("Save a PNG of the window after --screenshot-delay milliseconds, then quit."),
          QStringLiteral("FILE"))
    , m_delay(QStringLiteral("screenshot-delay"),
              QStringLiteral("Delay before the screenshot (default 1500)."), QStringLiteral("MS"),
              QStringLiteral("1500"))
    , m_settingsScreenshot(
          QStringLiteral("screenshot-settings"),
          QStringLiteral(
              "Open the settings after --screenshot-delay milliseconds, save a PNG of them, then quit."),
          QStringLiteral("FILE"))
    , m_settingsPage(QStringLiteral("settings-page"),
                     QStringLiteral("With --screenshot-settings: the page to show (credentials, vast, store, "
                                    "language)."),
                     QStringLiteral("PAGE"))
    , m_checkAll(QStringLiteral("check-all"),
                 QStringLiteral("Run the connection check of every node at start."))
    , m_select(QStringLiteral("select"), QStringLiteral("Select this node at start."), QStringLiteral("NAME"))
    , m_tab(QStringLiteral("details-tab"),
            QStringLiteral("Show this tab of the details: overview, daemon, history, keys or logs."),
            QStringLiteral("TAB"))
    , m_deployWizard(
          QStringLiteral("open-deploy-wizard"),
          QStringLiteral("Open the key deployment wizard at start, with the --select node checked; "
                         "--screenshot then saves the wizard instead of the window."))
    , m_benchmarks(QStringLiteral("open-benchmarks"), QStringLiteral("Open the Benchmarks window at start."))
    , m_benchmarkRun(QStringLiteral("benchmark-run"),
                     QStringLiteral("Open the Benchmarks window on this run's details."),
                     QStringLiteral("ID"))
    , m_startBenchmark(
          QStringLiteral("start-benchmark"),
          QStringLiteral("Start a benchmark with the default spec on this node (once its first status "
                         "is in, so that its GPU model is known) and show it live."),
          QStringLiteral("NODE"))
    , m_probe(QStringLiteral("event-loop-probe"),
              QStringLiteral(
                  "Append one JSON line a second to FILE: the GUI thread's worst timer lateness (on the "
                  "clock and its own), the process's CPU time, and how long after its poll each status "
                  "reached the table."),
              QStringLiteral("FILE"))
    , m_offers(QStringLiteral("open-offers"),
               QStringLiteral("Open View > Offers at start and search; --screenshot then saves that window."))
    , m_fleetLogs(
          QStringLiteral("open-fleet-logs"),
          QStringLiteral("Open View > Fleet Logs at start, showing LEVEL (all, error, warn, info or debug) "
                         "and above; --screenshot then saves that window."),
          QStringLiteral("LEVEL"))
{}

DebugOptions::~DebugOptions() = default;

void DebugOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_screenshot, m_delay, m_settingsScreenshot, m_settingsPage, m_checkAll, m_select,
                       m_tab, m_deployWizard, m_benchmarks, m_benchmarkRun, m_startBenchmark, m_probe,
                       m_offers, m_fleetLogs});
}

bool DebugOptions::screenshotOnly(const QCommandLineParser& parser) const
{
    return parser.isSet(m_screenshot);
}

void DebugOptions::apply(const QCommandLineParser& parser, ui::MainWindow& window)
{
    if (parser.isSet(m_probe)) {
        m_eventLoopProbe = std::make_unique<ui::EventLoopProbe>(parser.value(m_probe));
        if (!m_eventLoopProbe->isOpen())
            std::fprintf(stderr, "fleetdeck: cannot write %s\n", qPrintable(parser.value(m_probe)));
        QObject::connect(window.fleetStatus(), &session::FleetStatus::updated, m_eventLoopProbe.get(),
                         &ui::EventLoopProbe::noteStatuses);
    }
    if (parser.isSet(m_select) && !window.selectNode(parser.value(m_select)))
        std::fprintf(stderr, "fleetdeck: no node called %s\n", qPrintable(parser.value(m_select)));
    using Tab = ui::NodeDetailsPanel::Tab;
    const QString tab = parser.value(m_tab);
    if (tab == QLatin1String("daemon"))
        window.detailsPanel()->setCurrentTab(Tab::Daemon);
    else if (tab == QLatin1String("history"))
        window.detailsPanel()->setCurrentTab(Tab::History);
    else if (tab == QLatin1String("keys"))
        window.detailsPanel()->setCurrentTab(Tab::Keys);
    else if (tab == QLatin1String("logs"))
        window.detailsPanel()->setCurrentTab(Tab::Logs);
    if (parser.isSet(m_checkAll))
        window.checkAllNodes();
    QPointer<QWidget> shot = &window; // the wizard may be closed before the screenshot
    if (parser.isSet(m_deployWizard)) {
        const QStringList nodes =
            parser.isSet(m_select) ? QStringList{parser.value(m_select)} : QStringList();
        if (QWidget* wizard = window.openKeyDeployWizard(nodes))
            shot = wizard;
        else
            std::fprintf(stderr, "fleetdeck: the key deployment wizard cannot open without a database\n");
    }
    if (parser.isSet(m_fleetLogs)) {
        ui::LogWindow* logs = window.openLogs({});
        logs->view()->setLevel(logs::levelFromName(parser.value(m_fleetLogs)));
        shot = logs;
    }
    if (parser.isSet(m_offers)) {
        ui::OffersWindow* offers = window.openOffers();
        offers->search();
        shot = offers;
    }
    if (parser.isSet(m_benchmarks) || parser.isSet(m_benchmarkRun) || parser.isSet(m_startBenchmark)) {
        ui::BenchmarksWindow* benchmarks = window.openBenchmarks();
        shot = benchmarks;
        if (parser.isSet(m_benchmarkRun))
            benchmarks->showRun(parser.value(m_benchmarkRun).toLongLong());
        if (parser.isSet(m_startBenchmark)) {
            const QString node = parser.value(m_startBenchmark);
            QObject::connect(window.benchmarks(), &session::BenchmarkRuns::startFailed, &window,
                             [](const QString& reason) {
                                 std::fprintf(stderr, "fleetdeck: the benchmark did not start: %s\n",
                                              qPrintable(reason));
                             });
            auto started = std::make_shared<bool>(false);
            ui::MainWindow* w = &window;
            const auto start = [w, node, started] {
                if (std::exchange(*started, true))
                    return;
                w->benchmarks()->start(bench::BenchSpec{}, {node});
            };
            QObject::connect(window.fleetStatus(), &session::FleetStatus::updated, &window,
                             [start, node](const QList<status::NodeStatus>& batch) {
                                 for (const status::NodeStatus& status : batch) {
                                     if (status.name == node)
                                         start();
                                 }
                             });
            QTimer::singleShot(5000, &window, start); // a node without status starts all the same
        }
    }

    if (!parser.isSet(m_screenshot) && !parser.isSet(m_settingsScreenshot))
        return;
    const auto save = [](QWidget* widget, const QString& file) {
        const bool saved = widget->grab().save(file, "PNG");
        std::fprintf(stderr, "fleetdeck: screenshot %s %s\n", qPrintable(file), saved ? "saved" : "FAILED");
        return saved;
    };
    const QString file = parser.value(m_screenshot);
    const QString settingsFile = parser.value(m_settingsScreenshot);
    ui::MainWindow* w = &window;
    const QString settingsPage = parser.value(m_settingsPage);
    QTimer::singleShot(
        parser.value(m_delay).toInt(), &window, [w, shot, save, file, settingsFile, settingsPage] {
            if (!file.isEmpty() && !save(shot ? shot.data() : w, file)) {
                QApplication::exit(1);
                return;
            }
            if (settingsFile.isEmpty()) {
                QApplication::exit(0);
                return;
            }
            // The settings list the stored secrets asynchronously: give them a moment.
            ui::SettingsDialog* settings = w->openSettings();
            if (!settingsPage.isEmpty()) {
                if (QWidget* page = settings->findChild<QWidget*>(settingsPage + QStringLiteral("Page")))
                    settings->showPage(page);
                else
                    std::fprintf(stderr, "fleetdeck: no settings page called %s\n", qPrintable(settingsPage));
            }
            QTimer::singleShot(500, settings, [settings, save, settingsFile] {
                QApplication::exit(save(settings, settingsFile) ? 0 : 1);
            });
        });
}

} // namespace fleetdeck::app
