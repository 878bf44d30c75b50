// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace fleetdeck::status {

/// What the system probe learns about a node's machine with one exec (every Nth poll):
/// its GPUs from nvidia-smi, load and memory from /proc. A missing nvidia-smi or /proc file
/// means "not available", not an error.
struct SystemInfo
{
    struct Gpu
    {
        QString name;                      ///< "NVIDIA GeForce RTX 4090"
        std::optional<double> utilization; ///< percent
        std::optional<double> temperature; ///< °C
        std::optional<double> memoryUsedMiB;
        std::optional<double> memoryTotalMiB;
        std::optional<double> powerW;
    };

    bool gpusAvailable = false; ///< nvidia-smi ran and answered
    QString gpuProblem;         ///< why not, e.g. "nvidia-smi: not installed"
    QList<Gpu> gpus;
    std::optional<double> load1, load5, load15;
    std::optional<quint64> memTotalBytes, memAvailableBytes;

    /// "RTX 4090 ×2" style summary of the GPU models; empty when unknown.
    QString gpuModelSummary() const;

    /// The one shell command the probe runs (POSIX sh; no bashisms, no secrets).
    static QString command();
    /// The same report written every `periodSeconds` by one long-running command, until its
    /// channel closes (a write that fails ends it) or the command is cancelled. Each report
    /// ends with the line reportEnd(): a reader splits the stream there.
    static QString streamCommand(int periodSeconds);
    static QByteArray reportEnd();
    /// Parses that command's stdout. Never fails: what cannot be read is left unknown.
    static SystemInfo parse(const QByteArray& output);
};

} // namespace fleetdeck::status

Q_DECLARE_METATYPE(fleetdeck::status::SystemInfo)
