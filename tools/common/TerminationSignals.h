// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

namespace fleetdeck::tools {

// SIGINT, SIGTERM and SIGHUP as a Qt signal on the event loop (the handler only writes the signal
// number to a socket pair), plus a flag for the start-up phase that runs before the event loop does.
class TerminationSignals : public QObject
{
    Q_OBJECT

public:
    explicit TerminationSignals(QObject* parent = nullptr);
    ~TerminationSignals() override;

    // The first signal received so far, or 0.
    static int received();

signals:
    void terminationRequested(int signalNumber);

private:
    void drain();

    QSocketNotifier* m_notifier = nullptr;
};

} // namespace fleetdeck::tools
