// SPDX-License-Identifier: GPL-3.0-or-later
#include "DaemonLog.h"

#include "ProofKind.h"
#include "Simulator.h"

#include <QDateTime>

namespace fleetdeck::sim {

DaemonLog::DaemonLog(const QString& path, bool ansi, Profile profile)
    : m_file(path)
    , m_ansi(ansi)
    , m_profile(profile)
{}

bool DaemonLog::open(const QString& listenAddress)
{
    if (!m_file.open(QIODevice::Append | QIODevice::Unbuffered))
        return false;
    write(Level::Info, "cuzk_daemon", QStringLiteral("cuzk-daemon starting"));
    write(Level::Info, "cuzk_daemon", QStringLiteral("configuration loaded listen=0.0.0.0:9820"));
    if (m_profile == Profile::MemoryLow)
        write(Level::Warn, "cuzk_core::config",
              QStringLiteral("memory.total_budget leaves little room for pinned buffers budget_gib=96"));
    write(Level::Info, "cuzk_core::engine",
          QStringLiteral("status server listening addr=%1").arg(listenAddress));
    return true;
}

void DaemonLog::write(Level level, const char* target, const QString& message)
{
    static const char* const names[] = {"ERROR", " WARN", " INFO", "DEBUG"};
    static const char* const colours[] = {"31", "33", "32", "34"};
    const QByteArray time =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000Z")).toLatin1();
    const char* name = names[int(level)];
    QByteArray line;
    if (m_ansi) {
        line = "\x1b[2m" + time + "\x1b[0m \x1b[" + colours[int(level)] + "m" + name + "\x1b[0m \x1b[2m" +
               target + "\x1b[0m\x1b[2m:\x1b[0m " + message.toUtf8() + "\n";
    } else {
        line = time + " " + name + " " + target + ": " + message.toUtf8() + "\n";
    }
    m_file.write(line);
}

void DaemonLog::observe(const Simulator& simulator)
{
    if (!m_file.isOpen())
        return;
    const EngineState& state = simulator.state();
    for (const Pipeline& p : state.pipelines) {
        const QString id = p.jobId.left(8);
        if (!m_accepted.contains(p.jobId)) {
            m_accepted.insert(p.jobId);
            write(Level::Info, "cuzk_core::engine",
                  QStringLiteral("job accepted job_id=%1 kind=%2 partitions=%3")
                      .arg(id, p.kind->name)
                      .arg(p.partitions.size()));
        }
        if (!p.finished || m_settled.contains(p.jobId))
            continue;
        m_settled.insert(p.jobId);
        if (!p.anyFailed()) {
            write(Level::Info, "cuzk_core::engine",
                  QStringLiteral("job completed job_id=%1 kind=%2 wall_ms=%3")
                      .arg(id, p.kind->name)
                      .arg(qint64((*p.finished - p.started) * 1000)));
            continue;
        }
        ++m_failures;
        QStringList valid;
        QStringList invalid;
        for (size_t i = 0; i < p.partitions.size(); ++i)
            (p.partitions[i].state == PartitionState::Failed ? invalid : valid) << QString::number(i);
        // Every other failure of a failing node is the GPU's: the device error first, then the
        // proof that it spoiled.
        if (m_profile == Profile::MemoryLow || (m_profile == Profile::Failing && m_failures % 2 == 1)) {
            write(
                Level::Error, "cuzk_core::gpu",
                m_profile == Profile::MemoryLow
                    ? QStringLiteral("CUDA error: out of memory gpu=0 code=2")
                    : QStringLiteral("CUDA error: an illegal memory access was encountered gpu=0 code=700"));
            write(Level::Warn, "cuzk_core::engine",
                  QStringLiteral("GPU worker restarting after a device error gpu=0"));
        }
        write(Level::Error, "cuzk_core::engine",
              QStringLiteral(
                  "Phase 7: %1 proof self-check FAILED — proof will NOT be returned to caller job_id=%2")
                  .arg(p.kind->name, id));
        write(Level::Error, "cuzk_core::engine",
              QStringLiteral("Phase 7: per-partition verification results job_id=%1 valid_partitions=[%2] "
                             "invalid_partitions=[%3]")
                  .arg(id, valid.join(QStringLiteral(", ")), invalid.join(QStringLiteral(", "))));
    }
    // Forget jobs the engine no longer holds.
    QSet<QString> held;
    for (const Pipeline& p : state.pipelines)
        held.insert(p.jobId);
    m_accepted.intersect(held);
    m_settled.intersect(held);

    if (m_lastPacer < 0 || state.now - m_lastPacer >= 30) {
        m_lastPacer = state.now;
        int inflight = 0;
        for (const Pipeline& p : state.pipelines)
            inflight += p.finished ? 0 : 1;
        write(Level::Debug, "cuzk_core::pacer",
              QStringLiteral("pacer: status inflight=%1 target=%2 queued=%3")
                  .arg(inflight)
                  .arg(state.workers.size() * 2)
                  .arg(state.queue.size()));
        if (m_profile == Profile::Stuck)
            write(Level::Warn, "cuzk_core::engine",
                  QStringLiteral("GPU worker has held its partition longer than expected gpu=0"));
    }
}

} // namespace fleetdeck::sim
