// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/CuzkStatus.h"
#include "status/NodeStatus.h"
#include "status/SystemProbe.h"

#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;

namespace fleetdeck::ui {

class MachinePanel;
class PipelineWaterfall;
class StatCard;
class TextGrid;
class UsageBar;

/// A node's proving daemon at a glance, from its newest status document: the headline figures,
/// the memory budget and synthesis slots, the GPU workers, the pipelines' waterfall, proofs by
/// kind, SRS/PCE allocations and buffers; and the machine (GPUs, load, memory) when the system
/// probe answered.
class CuzkPanel : public QWidget
{
    Q_OBJECT

public:
    explicit CuzkPanel(QWidget* parent = nullptr);

    /// Everything the newest poll of the node brought (its cuzk document, system info, latency).
    void showStatus(const status::NodeStatus& status);
    /// The daemon and machine alone.
    void showCuzk(const std::optional<status::CuzkStatus>& cuzk,
                  const std::optional<status::SystemInfo>& system = {});
    /// Back to "no status yet".
    void clear();
    bool hasStatus() const { return m_hasStatus; }

    PipelineWaterfall* waterfall() const { return m_waterfall; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void arrangeTiles(int columns);
    void showDaemon(const status::CuzkStatus& c);

    bool m_hasStatus = false;
    QLabel* m_empty;
    QWidget* m_content;
    QLabel* m_stale;
    QGridLayout* m_tiles;
    int m_tileColumns = 0;
    StatCard* m_uptime;
    StatCard* m_queue;
    StatCard* m_completed;
    StatCard* m_failed;
    StatCard* m_workers;
    StatCard* m_rate;
    UsageBar* m_memoryBar;
    QLabel* m_memoryPercent;
    QLabel* m_memory;
    UsageBar* m_synthesisBar;
    QLabel* m_synthesis;
    QLabel* m_workersSummary;
    TextGrid* m_workerGrid;
    QLabel* m_pipelinesSummary;
    PipelineWaterfall* m_waterfall;
    QLabel* m_countersSummary;
    TextGrid* m_counters;
    QLabel* m_allocationsSummary;
    TextGrid* m_allocations;
    QLabel* m_allocationsEmpty;
    TextGrid* m_buffers;
    MachinePanel* m_machine;
    QLabel* m_footer;
};

} // namespace fleetdeck::ui
