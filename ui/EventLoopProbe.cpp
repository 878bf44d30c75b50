// SPDX-License-Identifier: GPL-3.0-or-later
#include "EventLoopProbe.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <sys/resource.h>

namespace fleetdeck::ui {

EventLoopProbe::EventLoopProbe(const QString& path, QObject* parent)
    : QObject(parent)
    , m_file(path)
{
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append))
        return;
    m_waitedNs = m_tickWaitedNs = m_runQueue.nanoseconds();
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &EventLoopProbe::tick);
    m_clock.start();
    m_timer.start();
}

void EventLoopProbe::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    const qint64 waited = m_runQueue.nanoseconds();
    if (m_lastTickNs > 0) {
        const double lateMs = double(now - m_lastTickNs) / 1e6 - kIntervalMs;
        const double ownLateMs = lateMs - double(waited - m_tickWaitedNs) / 1e6;
        m_worstLateMs = std::max(m_worstLateMs, lateMs);
        m_worstOwnLateMs = std::max(m_worstOwnLateMs, ownLateMs);
        m_lateOver50 += lateMs > 50 ? 1 : 0;
        m_ownLateOver50 += ownLateMs > 50 ? 1 : 0;
    }
    m_tickWaitedNs = waited;
    m_lastTickNs = now;
    ++m_ticks;
    if (now - m_secondStartNs >= 1'000'000'000)
        report();
}

void EventLoopProbe::noteStatuses(const QList<status::NodeStatus>& batch)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const status::NodeStatus& s : batch) {
        if (!s.lastPolled.isValid())
            continue;
        const qint64 polled = s.lastPolled.toMSecsSinceEpoch();
        qint64& last = m_lastPolled[s.name];
        if (polled <= last)
            continue; // the same poll again (written once more with a later probe's answer)
        last = polled;
        m_arrivalsMs << now - polled;
    }
}

void EventLoopProbe::report()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    // Time this thread was ready to run but waited for a core (schedstat's second field): a
    // late tick with a long wait was the machine's doing, not the event loop's.
    const qint64 waited = m_runQueue.nanoseconds();
    const QJsonObject line{
        {QStringLiteral("at"), QDateTime::currentMSecsSinceEpoch()},
        {QStringLiteral("ticks"), m_ticks},
        {QStringLiteral("worst_late_ms"), m_worstLateMs},
        {QStringLiteral("late_over_50ms"), m_lateOver50},
        {QStringLiteral("worst_own_late_ms"), m_worstOwnLateMs},
        {QStringLiteral("own_late_over_50ms"), m_ownLateOver50},
        {QStringLiteral("cpu_ms"), ms(usage.ru_utime) + ms(usage.ru_stime)},
        {QStringLiteral("runqueue_wait_ms"), double(waited - m_waitedNs) / 1e6},
        {QStringLiteral("status_arrivals_ms"), QJsonArray::fromVariantList([this] {
             QVariantList list;
             for (const qint64 ms : std::as_const(m_arrivalsMs))
                 list << ms;
             return list;
         }())},
    };
    m_arrivalsMs.clear();
    m_file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
    m_file.flush();
    m_waitedNs = waited;
    m_secondStartNs = m_clock.nsecsElapsed();
    m_worstLateMs = 0;
    m_worstOwnLateMs = 0;
    m_lateOver50 = 0;
    m_ownLateOver50 = 0;
    m_ticks = 0;
}

} // namespace fleetdeck::ui
