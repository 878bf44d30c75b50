// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/NodeHealth.h"

#include <QLocale>

namespace fleetdeck::status {

void ProofRate::add(const QDateTime& at, quint64 totalCompleted)
{
    const qint64 t = at.toMSecsSinceEpoch();
    if (!m_samples.empty() && (totalCompleted < m_samples.back().second || t < m_samples.back().first))
        m_samples.clear(); // the daemon restarted (or the clock went back): a new window
    m_samples.emplace_back(t, totalCompleted);
    while (m_samples.size() > 2 && m_samples.front().first < t - m_windowMs)
        m_samples.pop_front();
}

std::optional<double> ProofRate::perHour() const
{
    if (m_samples.size() < 2)
        return std::nullopt;
    const auto& [t0, c0] = m_samples.front();
    const auto& [t1, c1] = m_samples.back();
    if (t1 - t0 < 1000)
        return std::nullopt;
    return double(c1 - c0) * 3600000.0 / double(t1 - t0);
}

NodeHealth::NodeHealth(int failuresBeforeBad)
    : m_failuresBeforeBad(qMax(1, failuresBeforeBad))
{}

namespace {
QString bytesText(quint64 bytes)
{
    return QLocale::c().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeTraditionalFormat);
}

QList<Diagnosis> findDegradedReasons(const CuzkSummary& now, const std::optional<CuzkSummary>& before)
{
    QList<Diagnosis> reasons;
    if (before && now.totalFailed > before->totalFailed && now.uptimeSecs >= before->uptimeSecs) {
        const quint64 more = now.totalFailed - before->totalFailed;
        reasons << Diagnosis::make(
            QStringLiteral("jobs_failing"),
            QStringLiteral("total_failed %1 -> %2").arg(before->totalFailed).arg(now.totalFailed),
            Diagnosis::Stage::Parse, {QString::number(more)});
    }
    const auto idleWithQueue = [](const CuzkSummary& s) {
        return s.queueDepth > 0 && s.gpuWorkersTotal > 0 && s.gpuWorkersBusy == 0;
    };
    if (before && idleWithQueue(now) && idleWithQueue(*before)) {
        reasons << Diagnosis::make(QStringLiteral("queue_stuck"),
                                   QStringLiteral("queue_depth %1 -> %2, gpu workers busy 0/%3 in both polls")
                                       .arg(before->queueDepth)
                                       .arg(now.queueDepth)
                                       .arg(now.gpuWorkersTotal),
                                   Diagnosis::Stage::Parse, {QString::number(now.queueDepth)});
    }
    if (now.memoryTotalBytes > 0 && now.memoryAvailableBytes * 20 < now.memoryTotalBytes) {
        reasons << Diagnosis::make(
            QStringLiteral("memory_low"),
            QStringLiteral("available_bytes %1 of total_bytes %2 (%3 %)")
                .arg(now.memoryAvailableBytes)
                .arg(now.memoryTotalBytes)
                .arg(100.0 * double(now.memoryAvailableBytes) / double(now.memoryTotalBytes), 0, 'f', 1),
            Diagnosis::Stage::Parse, {bytesText(now.memoryAvailableBytes), bytesText(now.memoryTotalBytes)});
    }
    return reasons;
}

bool sameReason(const std::optional<Diagnosis>& a, const std::optional<Diagnosis>& b)
{
    return a.has_value() == b.has_value() && (!a || a->code == b->code);
}
} // namespace

Diagnosis NodeHealth::freshLoginReason(const Diagnosis& failure)
{
    const QString detail = QStringLiteral("fresh login failed: %1 (%2 stage): %3")
                               .arg(failure.code, Diagnosis::stageName(failure.stage), failure.detail);
    if (failure.code == QLatin1String("auth_denied"))
        return Diagnosis::make(QStringLiteral("key_no_longer_accepted"), detail, Diagnosis::Stage::Auth);
    return Diagnosis::make(QStringLiteral("fresh_login_failed"), detail, failure.stage, {failure.message});
}

bool NodeHealth::update(const std::optional<CuzkSummary>& cuzk, const std::optional<Diagnosis>& diagnosis,
                        const std::optional<Diagnosis>& freshLoginFailure)
{
    const HealthState oldState = m_state;
    const std::optional<Diagnosis> oldDiagnosis = m_diagnosis;
    if (!diagnosis && cuzk) {
        m_failures = 0;
        m_heldGood = false;
        m_degraded = findDegradedReasons(*cuzk, m_previous);
        if (freshLoginFailure)
            m_degraded.prepend(freshLoginReason(*freshLoginFailure));
        m_previous = cuzk;
        m_state = m_degraded.isEmpty() ? HealthState::Healthy : HealthState::Degraded;
        m_diagnosis = m_degraded.isEmpty() ? std::nullopt : std::optional<Diagnosis>(m_degraded.first());
    } else {
        const Diagnosis failure = diagnosis.value_or(Diagnosis::make(QStringLiteral("status_parse_error"),
                                                                     QStringLiteral("no status document"),
                                                                     Diagnosis::Stage::Parse));
        ++m_failures;
        m_diagnosis = failure;
        const bool good = m_state == HealthState::Healthy || m_state == HealthState::Degraded;
        if (m_failures == 1)
            m_heldGood = good;
        if (!good || m_failures >= m_failuresBeforeBad) {
            m_state = healthForDiagnosis(failure);
            m_heldGood = false;
        }
    }
    return m_state != oldState || !sameReason(m_diagnosis, oldDiagnosis);
}

} // namespace fleetdeck::status
