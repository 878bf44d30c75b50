// SPDX-License-Identifier: GPL-3.0-or-later
#include "SingleProofSequence.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace fleetdeck::sim {

namespace {

constexpr double kIdleResetSimulatedSecs = 600;
constexpr double kIdleResetMinimumRealSecs = 10;
// The lock is held for a read and a write; waiting longer means something is wrong.
constexpr int kLockTimeoutMs = 2000;

} // namespace

SingleProofSequence::SingleProofSequence(QString stateDir, qint64 idleResetMs, Clock clock)
    : m_stateDir(std::move(stateDir))
    , m_idleResetMs(idleResetMs)
    , m_clock(std::move(clock))
{}

qint64 SingleProofSequence::idleResetMsFor(double timeScale)
{
    const double realSecs = timeScale > 0 ? kIdleResetSimulatedSecs / timeScale : kIdleResetSimulatedSecs;
    return std::llround(std::max(realSecs, kIdleResetMinimumRealSecs) * 1000.0);
}

SingleProofSequence::Clock SingleProofSequence::systemClock()
{
    return [] { return QDateTime::currentMSecsSinceEpoch(); };
}

QString SingleProofSequence::countPath() const
{
    return m_stateDir.isEmpty() ? QString() : m_stateDir + QStringLiteral("/single-proof-sequence");
}

SingleProofSequence::Saved SingleProofSequence::load() const
{
    QFile file(countPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    bool countOk = false;
    bool timeOk = false;
    Saved saved{fields.value(0).toInt(&countOk), fields.value(1).toLongLong(&timeOk)};
    // A damaged file starts a new sequence rather than stopping the benchmark.
    return countOk && timeOk && saved.count > 0 ? saved : Saved{};
}

bool SingleProofSequence::save(const Saved& saved)
{
    QSaveFile file(countPath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::number(saved.count) + ' ' + QByteArray::number(saved.lastEndMs) + '\n');
        if (file.commit())
            return true;
    }
    m_errorString = QStringLiteral("cannot write %1: %2").arg(countPath(), file.errorString());
    return false;
}

int SingleProofSequence::claimNext()
{
    if (m_stateDir.isEmpty())
        return 1;
    if (!QDir().mkpath(m_stateDir)) {
        m_errorString = QStringLiteral("cannot create %1").arg(m_stateDir);
        return 1;
    }
    QLockFile lock(countPath() + QStringLiteral(".lock"));
    if (!lock.tryLock(kLockTimeoutMs)) {
        m_errorString = QStringLiteral("cannot lock %1").arg(countPath());
        return 1;
    }
    const qint64 now = m_clock();
    const Saved last = load();
    const bool cooledDown = last.count == 0 || now - last.lastEndMs > m_idleResetMs;
    // Until the proof ends, its start stands in for its end (a killed proof never reports one).
    const Saved claimed{cooledDown ? 1 : last.count + 1, now};
    return save(claimed) ? claimed.count : 1;
}

void SingleProofSequence::markEnded()
{
    if (m_stateDir.isEmpty())
        return;
    QLockFile lock(countPath() + QStringLiteral(".lock"));
    if (!lock.tryLock(kLockTimeoutMs)) {
        m_errorString = QStringLiteral("cannot lock %1").arg(countPath());
        return;
    }
    Saved saved = load();
    if (saved.count == 0)
        return; // removed meanwhile: a new sequence starts anyway
    saved.lastEndMs = std::max(saved.lastEndMs, m_clock());
    save(saved);
}

} // namespace fleetdeck::sim
