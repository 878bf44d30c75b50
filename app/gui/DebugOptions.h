// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QList>

#include <memory>

class QCommandLineParser;

namespace fleetdeck::ui {
class EventLoopProbe;
class MainWindow;
} // namespace fleetdeck::ui

namespace fleetdeck::app {

/// The console's debug and measurement aids: look at a state without clicking (select a node, a
/// details tab, run every check, open the key wizard or the benchmarks, start a benchmark), save a
/// screenshot and quit (how the console is looked at under Xvfb and in tests), and record the GUI
/// thread's timer lateness (tests/perf). Untranslated: they are for developers and scripts.
class DebugOptions
{
public:
    DebugOptions();
    ~DebugOptions();

    void addTo(QCommandLineParser& parser) const;
    /// Applies what was asked for to the shown window; what cannot be done (no such node, a probe
    /// file that cannot be written) is reported on stderr.
    void apply(const QCommandLineParser& parser, ui::MainWindow& window);
    /// Whether the run is only for a screenshot (errors then go to stderr, not to a message box).
    bool screenshotOnly(const QCommandLineParser& parser) const;

private:
    QCommandLineOption m_screenshot;
    QCommandLineOption m_delay;
    QCommandLineOption m_settingsScreenshot;
    QCommandLineOption m_settingsPage;
    QCommandLineOption m_checkAll;
    QCommandLineOption m_select;
    QCommandLineOption m_tab;
    QCommandLineOption m_deployWizard;
    QCommandLineOption m_benchmarks;
    QCommandLineOption m_benchmarkRun;
    QCommandLineOption m_startBenchmark;
    QCommandLineOption m_probe;
    QCommandLineOption m_offers;
    QCommandLineOption m_fleetLogs;
    std::unique_ptr<ui::EventLoopProbe> m_eventLoopProbe;
};

} // namespace fleetdeck::app
