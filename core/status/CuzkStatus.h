// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/CuzkSummary.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QVariant>

#include <optional>

namespace fleetdeck::status {

/// A whole cuzk StatusSnapshot (docs/cuzk-status.md), for the details panel. Read
/// tolerantly like CuzkSummary: unknown fields ignored, the nullable fields may be null, a
/// missing required field or a wrong type fails with "<json path>: <what is wrong>".
struct CuzkStatus
{
    struct Partition
    {
        quint32 index = 0;
        QString state; ///< pending, synthesizing, synth_done, gpu, done, failed (open-ended)
        std::optional<quint64> synthMs;
        std::optional<quint64> gpuMs;
    };
    struct Pipeline
    {
        QString jobId;
        QString proofKind;
        double startedSecsAgo = 0;
        quint32 totalPartitions = 0;
        quint32 partitionsDone = 0;
        QList<Partition> partitions;
    };
    struct GpuWorker
    {
        quint32 workerId = 0;
        quint32 gpuOrdinal = 0;
        QString state; ///< idle, proving
        std::optional<QString> currentJob;
        std::optional<quint32> currentPartition;
        std::optional<double> busySecs;
    };
    struct Allocation
    {
        QString circuitId;
        quint64 bytes = 0;
        double lastUsedSecsAgo = 0;
        bool evictable = false;
    };
    struct Buffers
    {
        quint32 synthInFlight = 0;
        quint32 proversInFlight = 0;
        quint32 auxInFlight = 0;
        quint32 shellsInFlight = 0;
        quint32 pendingHandles = 0;
    };

    double uptimeSecs = 0;
    quint64 memoryTotalBytes = 0;
    quint64 memoryUsedBytes = 0;
    quint64 memoryAvailableBytes = 0;
    quint32 synthesisMax = 0;
    quint32 synthesisActive = 0;
    QList<Pipeline> pipelines;
    QList<GpuWorker> gpuWorkers;
    QList<Allocation> srs;
    QList<Allocation> pce;
    quint64 totalCompleted = 0;
    quint64 totalFailed = 0;
    QMap<QString, quint64> completedByKind;
    QMap<QString, quint64> failedByKind;
    quint32 queueDepth = 0;
    Buffers buffers;

    static std::optional<CuzkStatus> parse(const QByteArray& body, QString* error);
    /// parse() as an OperationRequest::decode: a CuzkStatus, or why the body is not one (a
    /// QString, "<json path>: <what is wrong>"). The poller and the connection check both use it,
    /// so a check passes exactly the bodies a poll accepts.
    static QVariant decode(const QByteArray& body);
    /// The figures of the fleet table and of `status --json`.
    CuzkSummary summary() const;
};

} // namespace fleetdeck::status

Q_DECLARE_METATYPE(fleetdeck::status::CuzkStatus)
