// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchRunFilterBar.h"
#include "UiTr.h"

#include "BenchFormat.h"
#include "session/BenchmarkRuns.h"

#include "fleet/Inventory.h"
#include "storage/Database.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace fleetdeck::ui {

BenchRunFilterBar::BenchRunFilterBar(QWidget* parent)
    : QWidget(parent)
    , m_node(new QComboBox(this))
    , m_gpu(new QComboBox(this))
    , m_state(new QComboBox(this))
    , m_fromCheck(new QCheckBox(Tr::tr("From"), this))
    , m_from(new QDateEdit(this))
    , m_toCheck(new QCheckBox(Tr::tr("to"), this))
    , m_to(new QDateEdit(this))
{
    m_node->setObjectName(QStringLiteral("nodeFilter"));
    m_gpu->setObjectName(QStringLiteral("gpuFilter"));
    m_state->setObjectName(QStringLiteral("stateFilter"));
    m_fromCheck->setObjectName(QStringLiteral("fromCheck"));
    m_toCheck->setObjectName(QStringLiteral("toCheck"));
    m_from->setObjectName(QStringLiteral("fromDate"));
    m_to->setObjectName(QStringLiteral("toDate"));
    m_node->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_state->addItem(Tr::tr("Any state"), -1);
    for (const bench::BenchRunState state :
         {bench::BenchRunState::Running, bench::BenchRunState::Finished, bench::BenchRunState::Failed,
          bench::BenchRunState::Cancelled, bench::BenchRunState::Interrupted})
        m_state->addItem(BenchFormat::stateLabel(state), int(state));
    const QDate today = QDate::currentDate();
    for (QDateEdit* date : {m_from, m_to}) {
        date->setCalendarPopup(true);
        date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        date->setEnabled(false);
    }
    m_from->setDate(today.addDays(-30));
    m_to->setDate(today);
    m_from->setToolTip(Tr::tr("Runs started on or after this day"));
    m_to->setToolTip(Tr::tr("Runs started on or before this day"));

    for (QComboBox* combo : {m_node, m_gpu, m_state})
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_reloading)
                Q_EMIT changed();
        });
    connect(m_fromCheck, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_toCheck, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    for (QCheckBox* check : {m_fromCheck, m_toCheck})
        connect(check, &QCheckBox::toggled, this, &BenchRunFilterBar::changed);
    for (QDateEdit* date : {m_from, m_to})
        connect(date, &QDateEdit::dateChanged, this, &BenchRunFilterBar::changed);

    auto* h = new QHBoxLayout(this);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(new QLabel(Tr::tr("Node:"), this));
    h->addWidget(m_node);
    h->addWidget(new QLabel(Tr::tr("GPU:"), this));
    h->addWidget(m_gpu);
    h->addWidget(new QLabel(Tr::tr("State:"), this));
    h->addWidget(m_state);
    h->addSpacing(fontMetrics().averageCharWidth() * 2);
    h->addWidget(m_fromCheck);
    h->addWidget(m_from);
    h->addWidget(m_toCheck);
    h->addWidget(m_to);
    h->addStretch(1);
    reloadChoices();
}

void BenchRunFilterBar::setSource(session::BenchmarkRuns* runs)
{
    m_runs = runs;
    reloadChoices();
}

void BenchRunFilterBar::reloadChoices()
{
    const QString node = m_node->currentData().toString();
    const QString gpu = m_gpu->currentData().toString();
    QStringList nodes;
    QStringList gpus;
    if (m_runs && m_runs->inventory()) {
        for (const Node& n : m_runs->inventory()->nodes())
            nodes << n.name;
    }
    if (m_runs && m_runs->database()) {
        // Removed nodes keep their runs: their names stay choosable.
        bench::BenchRunFilter all;
        all.limit = 100000;
        for (const bench::BenchRunRecord& r : bench::BenchmarkStore(*m_runs->database()).runs(all)) {
            if (!nodes.contains(r.node))
                nodes << r.node;
            if (!r.gpuModel.isEmpty() && !gpus.contains(r.gpuModel))
                gpus << r.gpuModel;
        }
    }
    std::sort(nodes.begin(), nodes.end());
    std::sort(gpus.begin(), gpus.end());
    m_reloading = true;
    m_node->clear();
    m_node->addItem(Tr::tr("All nodes"), QString());
    for (const QString& n : nodes)
        m_node->addItem(n, n);
    m_node->setCurrentIndex(std::max(0, m_node->findData(node)));
    m_gpu->clear();
    m_gpu->addItem(Tr::tr("All GPU models"), QString());
    for (const QString& g : gpus)
        m_gpu->addItem(g, g);
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(gpu)));
    m_reloading = false;
}

bench::BenchRunFilter BenchRunFilterBar::filter(int limit) const
{
    bench::BenchRunFilter filter;
    filter.limit = limit;
    filter.node = m_node->currentData().toString();
    filter.gpuModel = m_gpu->currentData().toString();
    const int state = m_state->currentData().toInt();
    if (state >= 0)
        filter.state = bench::BenchRunState(state);
    if (m_fromCheck->isChecked())
        filter.since = m_from->date().startOfDay().toUTC();
    if (m_toCheck->isChecked())
        filter.until = m_to->date().addDays(1).startOfDay().toUTC();
    return filter;
}

} // namespace fleetdeck::ui
