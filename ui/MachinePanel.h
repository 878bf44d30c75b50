// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "status/SystemProbe.h"

#include <QWidget>

class QLabel;

namespace fleetdeck::ui {

class TextGrid;
class UsageBar;

/// A node's machine as the system probe saw it: each GPU's utilization, temperature, memory
/// and power, the load averages and the system memory.
class MachinePanel : public QWidget
{
    Q_OBJECT

public:
    explicit MachinePanel(QWidget* parent = nullptr);
    void showSystem(const status::SystemInfo& system);

private:
    QLabel* m_summary = nullptr;
    TextGrid* m_gpus;
    QLabel* m_gpuProblem;
    QLabel* m_load;
    UsageBar* m_ramBar;
    QLabel* m_ram;
};

} // namespace fleetdeck::ui
