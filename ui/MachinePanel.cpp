// SPDX-License-Identifier: GPL-3.0-or-later
#include "MachinePanel.h"
#include "UiTr.h"

#include "StatusFormat.h"
#include "StatusStyle.h"
#include "TextGrid.h"
#include "UsageBar.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using Tone = TextGrid::Tone;

namespace {

/// "RTX 4090" for "NVIDIA GeForce RTX 4090": the full name is in the tooltip.
QString gpuModel(const QString& name)
{
    QString s = name;
    for (const char* prefix : {"NVIDIA ", "GeForce "}) {
        if (s.startsWith(QLatin1String(prefix)))
            s = s.mid(qsizetype(qstrlen(prefix)));
    }
    return s;
}

} // namespace

MachinePanel::MachinePanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("cuzkMachine"));
    const int line = fontMetrics().height();
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(line / 2);
    v->addWidget(StatusStyle::sectionHeader(Tr::tr("Machine"), "cuzkMachineSection", &m_summary, this));
    m_gpus =
        new TextGrid({{QStringLiteral("index"), Tr::tr("#"), Qt::AlignRight},
                      TextGrid::Column(QStringLiteral("model"), Tr::tr("GPU"), Qt::AlignLeft).stretching(),
                      TextGrid::Column(QStringLiteral("util"), Tr::tr("Utilization"), Qt::AlignRight)
                          .withGauge(StatusStyle::partitionColor(QStringLiteral("gpu"))),
                      {QStringLiteral("temp"), Tr::tr("Temp"), Qt::AlignRight},
                      {QStringLiteral("mem"), Tr::tr("Memory"), Qt::AlignRight},
                      {QStringLiteral("power"), Tr::tr("Power"), Qt::AlignRight}},
                     this);
    m_gpus->setObjectName(QStringLiteral("gpus"));
    v->addWidget(m_gpus);
    m_gpuProblem = StatusStyle::captionLabel(QString(), this);
    m_gpuProblem->setObjectName(QStringLiteral("gpuProblem"));
    v->addWidget(m_gpuProblem);

    auto* sys = new QGridLayout;
    sys->setHorizontalSpacing(line * 2 / 3);
    m_load = StatusStyle::valueLabel("systemLoad", this);
    m_ramBar = new UsageBar(this);
    m_ram = StatusStyle::valueLabel("systemMemory", this);
    sys->addWidget(StatusStyle::captionLabel(Tr::tr("Load (1, 5, 15 min)"), this), 0, 0);
    sys->addWidget(m_load, 0, 1, 1, 2);
    sys->addWidget(StatusStyle::captionLabel(Tr::tr("System memory"), this), 1, 0);
    sys->addWidget(m_ramBar, 1, 1);
    sys->addWidget(m_ram, 1, 2, Qt::AlignRight);
    sys->setColumnStretch(1, 1);
    v->addLayout(sys);
}

void MachinePanel::showSystem(const status::SystemInfo& system)
{
    QList<TextGrid::Row> gpus;
    for (int i = 0; i < system.gpus.size(); ++i) {
        const status::SystemInfo::Gpu& g = system.gpus[i];
        TextGrid::Row row;
        row.key = QString::number(i);
        const QString temp =
            g.temperature ? Tr::tr("%1 °C").arg(qRound(*g.temperature)) : QStringLiteral("—");
        QString mem = QStringLiteral("—");
        double memFraction = -1;
        if (g.memoryUsedMiB && g.memoryTotalMiB) {
            // "21 / 24 GiB": both in the total's unit, which keeps the column narrow.
            const double used = *g.memoryUsedMiB / 1024.0;
            const double total = *g.memoryTotalMiB / 1024.0;
            mem = Tr::tr("%1 / %2 GiB")
                      .arg(QLocale().toString(used, 'f', used < 10 ? 1 : 0),
                           QLocale().toString(total, 'f', total < 10 ? 1 : 0));
            memFraction = *g.memoryTotalMiB > 0 ? *g.memoryUsedMiB / *g.memoryTotalMiB : -1;
        }
        row.cells = {QString::number(i),
                     gpuModel(g.name),
                     g.utilization ? QStringLiteral("%1 %").arg(qRound(*g.utilization)) : QStringLiteral("—"),
                     temp,
                     mem,
                     g.powerW ? Tr::tr("%1 W").arg(qRound(*g.powerW)) : QStringLiteral("—")};
        const double t = g.temperature.value_or(0);
        row.tones = {Tone::Muted,  Tone::Normal,
                     Tone::Normal, t >= 88 ? Tone::Bad : t >= 80 ? Tone::Warning : Tone::Normal,
                     Tone::Normal, Tone::Normal};
        row.fractions = {-1, -1, g.utilization ? *g.utilization / 100.0 : -1};
        row.toolTips = {QString(), g.name, QString(), QString(),
                        memFraction >= 0 ? Tr::tr("%1 of %2 used")
                                               .arg(StatusFormat::bytes(*g.memoryUsedMiB * 1048576.0),
                                                    StatusFormat::bytes(*g.memoryTotalMiB * 1048576.0))
                                         : QString()};
        gpus.append(row);
    }
    m_gpus->setRows(gpus);
    m_gpus->setVisible(!gpus.isEmpty());
    m_gpuProblem->setVisible(!system.gpusAvailable || gpus.isEmpty());
    m_gpuProblem->setText(system.gpuProblem.isEmpty() ? Tr::tr("No GPUs reported by nvidia-smi.")
                                                      : system.gpuProblem);
    m_summary->setText(system.gpuModelSummary());

    auto loadText = [](const std::optional<double>& v) {
        return v ? QLocale().toString(*v, 'f', 2) : QStringLiteral("—");
    };
    m_load->setText(QStringLiteral("%1 · %2 · %3")
                        .arg(loadText(system.load1), loadText(system.load5), loadText(system.load15)));
    if (system.memTotalBytes && system.memAvailableBytes) {
        const double total = double(*system.memTotalBytes);
        const double used = total - double(*system.memAvailableBytes);
        m_ramBar->setUsage(used, total);
        m_ram->setText(Tr::tr("%1 of %2").arg(StatusFormat::bytes(used), StatusFormat::bytes(total)));
    } else {
        m_ramBar->setUsage(0, 0);
        m_ram->setText(QStringLiteral("—"));
    }
}

} // namespace fleetdeck::ui
