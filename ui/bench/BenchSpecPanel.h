// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchSpec.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace fleetdeck::session {
class BenchmarkRuns;
}

namespace fleetdeck::ui {

class BenchPresetBar;

/// A new benchmark run: the nodes, the spec (phase counts, mode, proof kind, command template,
/// parser, timeouts, pre-run command) and its presets. Each field is checked as it is typed
/// (BenchSpec::check) with the reason beside it; Start stays disabled until the spec can run on
/// at least one node.
class BenchSpecPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BenchSpecPanel(QWidget* parent = nullptr);

    /// Where nodes and presets come from (not owned). Reloads both.
    void setSource(session::BenchmarkRuns* runs);
    /// Lists the inventory's nodes again, keeping the checks.
    void reloadNodes();
    void setCheckedNodes(const QStringList& nodes);
    QStringList checkedNodes() const;

    /// The spec as entered; its name is the chosen preset's while it is unchanged.
    bench::BenchSpec spec() const;
    void setSpec(const bench::BenchSpec& spec);
    /// Why the spec as entered cannot run (empty when it can), as shown in the panel.
    QString problem() const;

    /// Saves the spec as entered under `name` (replacing a preset of that name); false, with the
    /// reason shown, when the store refuses.
    bool savePreset(const QString& name);
    /// Removes the chosen preset after asking (Dialogs::confirm); false when there is none
    /// or the answer was no.
    bool deleteChosenPreset();
    QStringList presetNames() const;
    /// Loads the preset of that name into the fields; false if there is none.
    bool choosePreset(const QString& name);
    QString chosenPreset() const;
    /// The presets' row: pick, save as, delete.
    BenchPresetBar* presetBar() const { return m_presets; }

    QPushButton* startButton() const { return m_start; }
    QLineEdit* commandEdit() const { return m_command; }
    QLabel* commandError() const { return m_commandError; }
    QLabel* problemLabel() const { return m_problem; }

Q_SIGNALS:
    void startRequested(const fleetdeck::bench::BenchSpec& spec, const QStringList& nodes);

private:
    void updateParserFields();
    void revalidate();
    QString parserSpec() const;

    QPointer<session::BenchmarkRuns> m_runs;
    bool m_loading = false;

    QListWidget* m_nodes;
    BenchPresetBar* m_presets;
    QSpinBox* m_warmup;
    QSpinBox* m_timed;
    QSpinBox* m_cooldown;
    QComboBox* m_mode;
    QLineEdit* m_proofKind;
    QLineEdit* m_command;
    QLabel* m_commandError;
    QComboBox* m_parser;
    QLineEdit* m_pattern;
    QLabel* m_parserError;
    QSpinBox* m_proofTimeout;
    QSpinBox* m_totalTimeout;
    QLineEdit* m_preCommand;
    QLabel* m_preCommandError;
    QLabel* m_problem;
    QPushButton* m_start;
};

} // namespace fleetdeck::ui
