// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace fleetdeck::status {

/// The figures of a cuzk status document an operator scans first (docs/cli.md, the
/// `cuzk` object of `status --json`). Read tolerantly: unknown fields are ignored; a missing
/// required field or a wrong type is an error naming its JSON path.
struct CuzkSummary
{
    double uptimeSecs = 0;
    quint32 queueDepth = 0;
    quint64 totalCompleted = 0;
    quint64 totalFailed = 0;
    int gpuWorkersBusy = 0;
    int gpuWorkersTotal = 0;
    int pipelines = 0;
    quint32 synthesisActive = 0;
    quint32 synthesisMax = 0;
    quint64 memoryUsedBytes = 0;
    quint64 memoryTotalBytes = 0;
    quint64 memoryAvailableBytes = 0;

    /// Parses a StatusSnapshot body. On failure returns nullopt and sets `error` to
    /// "<json path>: <what is wrong>".
    static std::optional<CuzkSummary> parse(const QByteArray& body, QString* error);
    QJsonObject toJson() const;
};

} // namespace fleetdeck::status
