// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace fleetdeck::ssh {

class SocketWatchSet;

/// Read and write readiness of one socket, like a pair of QSocketNotifiers, but registered in an
/// epoll set of its thread: the thread's event loop watches one descriptor (the epoll set's)
/// however many sessions it drives, and a wake-up costs what is ready, not what is open. With
/// QSocketNotifier every turn of the loop polls every socket of the thread: a worker serving
/// 250 nodes paid for all 250 on every packet of any of them.
///
/// Many busy sockets in one thread are handled in gathered batches (a wait of a few ms); see
/// SocketWatchSet in the source.
///
/// Level-triggered, like QSocketNotifier. Made, used and deleted in one thread. The descriptor
/// must stay open while the watch is enabled; a watch whose descriptor was closed under it (and
/// perhaps reused) goes quiet.
class SocketWatch : public QObject
{
    Q_OBJECT
public:
    SocketWatch(int fd, QObject* parent = nullptr);
    ~SocketWatch() override;

    void setReadEnabled(bool enabled);
    void setWriteEnabled(bool enabled);
    /// How often a thread of this process has waited to gather the readiness of its busy
    /// sockets (see SocketWatchSet): a figure for tests.
    static quint64 gatherings();

Q_SIGNALS:
    void activated();

private:
    friend class SocketWatchSet;
    void update();

    SocketWatchSet* m_set = nullptr; ///< of the thread that made the watch
    int m_fd = -1;
    quint64 m_id = 0;
    bool m_read = false;
    bool m_write = false;
    bool m_registered = false;
    quint64 m_window = 0; ///< the set's last busy-window this watch was ready in
};

} // namespace fleetdeck::ssh
