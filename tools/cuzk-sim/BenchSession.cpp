// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSession.h"

#include "BenchPrinter.h"

#include <algorithm>
#include <cmath>

namespace fleetdeck::sim {

BenchSession::BenchSession(const BenchOptions& options, double timeScale, Output output, QObject* parent)
    : BenchSession(BenchRun(options), timeScale, std::move(output), parent)
{}

BenchSession::BenchSession(BenchRun run, double timeScale, Output output, QObject* parent)
    : QObject(parent)
    , m_run(std::move(run))
    , m_timeScale(timeScale > 0 ? timeScale : 1.0)
    , m_output(std::move(output))
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &BenchSession::reportDue);
}

void BenchSession::start()
{
    m_running = true;
    m_next = 0;
    m_clock.start();
    m_output(BenchPrinter::header(m_run.options()));
    reportDue();
}

void BenchSession::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_timer.stop();
    emit finished(false);
}

void BenchSession::reportDue()
{
    if (!m_running)
        return;
    const auto& proofs = m_run.proofs();
    const int total = int(proofs.size());
    const double elapsed = double(m_clock.nsecsElapsed()) / 1e9 * m_timeScale;
    while (m_next < proofs.size() && proofs[m_next].reportedAt <= elapsed)
        m_output(BenchPrinter::line(proofs[m_next++], total));
    if (m_next < proofs.size()) {
        const double waitSecs = (proofs[m_next].reportedAt - elapsed) / m_timeScale;
        // Timers are capped at INT_MAX ms; a longer wait simply re-arms.
        m_timer.start(int(std::clamp(std::ceil(waitSecs * 1000.0), 0.0, 2.0e9)));
        return;
    }
    m_output(BenchPrinter::summary(proofs, m_run.totalSecs()));
    m_running = false;
    emit finished(true);
}

} // namespace fleetdeck::sim
