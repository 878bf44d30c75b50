// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BenchRun.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace fleetdeck::sim {

// Plays a BenchRun out in (scaled) real time: the header at once, each proof's line when it
// "finishes", the summary after the last. Cancelling stops it without a summary, as an
// interrupted cuzk-bench leaves none.
class BenchSession : public QObject
{
    Q_OBJECT
public:
    // Receives each piece of output as soon as it is due; the caller flushes.
    using Output = std::function<void(const QByteArray&)>;

    BenchSession(const BenchOptions& options, double timeScale, Output output, QObject* parent = nullptr);
    // Plays a run planned elsewhere (a single proof of a sequence).
    BenchSession(BenchRun run, double timeScale, Output output, QObject* parent = nullptr);

    const BenchRun& run() const { return m_run; }
    void start();
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    // `completed` is false when the batch was cancelled.
    void finished(bool completed);

private:
    void reportDue();

    BenchRun m_run;
    double m_timeScale;
    Output m_output;
    QTimer m_timer;
    QElapsedTimer m_clock;
    size_t m_next = 0;
    bool m_running = false;
};

} // namespace fleetdeck::sim
