// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSpec.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

/// The presets of a new run (BenchmarkStore presets): pick one, save the spec as entered under a
/// name, delete the one picked. The fields belong to the new-run panel: a pick hands them the
/// preset's spec, a save asks them for theirs.
class BenchPresetBar : public QWidget
{
    Q_OBJECT

public:
    explicit BenchPresetBar(QWidget* parent = nullptr);

    /// Where presets are kept (not owned). Reloads.
    void setSource(session::BenchmarkRuns* runs);
    /// Lists the presets again, picking `select` (none when empty or gone).
    void reload(const QString& select = {});
    QStringList names() const;
    /// The picked preset as stored; nullopt for none.
    const std::optional<bench::BenchSpec>& chosen() const { return m_chosen; }
    /// Picks the preset of that name and hands its spec over; false if there is none.
    bool choose(const QString& name);
    /// Saves `spec` under `name` (replacing a preset of that name) and picks it; false, with the
    /// reason in problem(), when the store refuses.
    bool save(const bench::BenchSpec& spec, const QString& name);
    /// Removes the picked preset after asking; false when there is none or the answer was no.
    bool removeChosen();
    /// Says "modified" beside the pick: the fields no longer hold the preset.
    void setModified(bool modified);
    /// Whether the fields hold a spec that could be saved.
    void setCanSave(bool canSave);

    /// The spec as entered, for Save as Preset….
    std::function<bench::BenchSpec()> currentSpec;

    QComboBox* combo() const { return m_combo; }

Q_SIGNALS:
    /// The operator picked a preset (or none: the defaults); the fields take this spec.
    void presetChosen(const fleetdeck::bench::BenchSpec& spec);
    void problem(const QString& text);

private:
    QPointer<session::BenchmarkRuns> m_runs;
    std::optional<bench::BenchSpec> m_chosen;
    QComboBox* m_combo;
    QLabel* m_state;
    QPushButton* m_save;
    QPushButton* m_delete;
};

} // namespace fleetdeck::ui
