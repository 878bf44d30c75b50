// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchmarkStore.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

/// Which benchmark runs the list shows: a node (of the inventory, or one removed that left runs), a
/// GPU model, a state, and a range of days they started in.
class BenchRunFilterBar : public QWidget
{
    Q_OBJECT

public:
    explicit BenchRunFilterBar(QWidget* parent = nullptr);

    /// Where the choices of nodes and GPU models come from (not owned). Reloads them.
    void setSource(session::BenchmarkRuns* runs);
    /// Lists the nodes and GPU models again, keeping what is chosen.
    void reloadChoices();
    /// The runs chosen, at most `limit` of them.
    bench::BenchRunFilter filter(int limit) const;

    QComboBox* nodeFilter() const { return m_node; }
    QComboBox* gpuFilter() const { return m_gpu; }
    QComboBox* stateFilter() const { return m_state; }

Q_SIGNALS:
    /// The operator changed the choice.
    void changed();

private:
    QPointer<session::BenchmarkRuns> m_runs;
    QComboBox* m_node;
    QComboBox* m_gpu;
    QComboBox* m_state;
    QCheckBox* m_fromCheck;
    QDateEdit* m_from;
    QCheckBox* m_toCheck;
    QDateEdit* m_to;
    bool m_reloading = false;
};

} // namespace fleetdeck::ui
