// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchPresetBar.h"
#include "UiTr.h"

#include "Dialogs.h"
#include "StatusStyle.h"
#include "session/BenchmarkRuns.h"

#include "bench/BenchmarkStore.h"
#include "storage/Database.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace fleetdeck::ui {

BenchPresetBar::BenchPresetBar(QWidget* parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
    , m_state(new QLabel(this))
    , m_save(new QPushButton(Tr::tr("Save as Preset…"), this))
    , m_delete(new QPushButton(Tr::tr("Delete Preset"), this))
{
    m_combo->setObjectName(QStringLiteral("presetCombo"));
    m_state->setObjectName(QStringLiteral("presetState"));
    m_save->setObjectName(QStringLiteral("savePresetButton"));
    m_delete->setObjectName(QStringLiteral("deletePresetButton"));
    StatusStyle::setMuted(m_state);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_combo, 1);
    row->addWidget(m_state);
    row->addWidget(m_save);
    row->addWidget(m_delete);

    connect(m_combo, &QComboBox::activated, this, [this](int index) {
        const QString name = m_combo->itemData(index).toString();
        if (!name.isEmpty()) {
            choose(name);
            return;
        }
        m_chosen.reset();
        m_delete->setEnabled(false);
        Q_EMIT presetChosen(bench::BenchSpec{});
    });
    connect(m_save, &QPushButton::clicked, this, [this] {
        const std::optional<QString> answer = Dialogs::askText(
            this, Tr::tr("Save preset"), Tr::tr("Preset name:"), m_chosen ? m_chosen->name : QString());
        const QString name = answer.value_or(QString()).trimmed();
        if (!name.isEmpty() && currentSpec)
            save(currentSpec(), name);
    });
    connect(m_delete, &QPushButton::clicked, this, &BenchPresetBar::removeChosen);
    reload();
}

void BenchPresetBar::setSource(session::BenchmarkRuns* runs)
{
    m_runs = runs;
    reload();
}

void BenchPresetBar::reload(const QString& select)
{
    m_combo->clear();
    m_combo->addItem(Tr::tr("(no preset — defaults)"));
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    if (db) {
        for (const bench::BenchSpec& preset : bench::BenchmarkStore(*db).presets())
            m_combo->addItem(preset.name, preset.name);
    }
    const int index = select.isEmpty() ? -1 : m_combo->findData(select);
    m_combo->setCurrentIndex(std::max(0, index));
    if (index < 0)
        m_chosen.reset();
    m_combo->setEnabled(db != nullptr);
    m_delete->setEnabled(m_chosen.has_value());
}

QStringList BenchPresetBar::names() const
{
    QStringList list;
    for (int i = 1; i < m_combo->count(); ++i)
        list << m_combo->itemData(i).toString();
    return list;
}

bool BenchPresetBar::choose(const QString& name)
{
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    const std::optional<bench::BenchSpec> preset =
        db ? bench::BenchmarkStore(*db).preset(name) : std::nullopt;
    if (!preset)
        return false;
    m_chosen = preset;
    m_combo->setCurrentIndex(std::max(0, m_combo->findData(name)));
    m_delete->setEnabled(true);
    Q_EMIT presetChosen(*preset);
    return true;
}

bool BenchPresetBar::save(const bench::BenchSpec& spec, const QString& name)
{
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    if (!db)
        return false;
    bench::BenchSpec named = spec;
    named.name = name;
    bench::BenchmarkStore store(*db);
    if (!store.savePreset(named)) {
        Q_EMIT problem(Tr::tr("The preset could not be saved: %1").arg(store.error()));
        return false;
    }
    m_chosen = store.preset(name);
    reload(name);
    return true;
}

bool BenchPresetBar::removeChosen()
{
    storage::Database* db = m_runs ? m_runs->database() : nullptr;
    if (!db || !m_chosen)
        return false;
    const QString name = m_chosen->name;
    if (!Dialogs::confirm(this, Tr::tr("Delete preset"),
                          Tr::tr("Delete the preset “%1”? Runs made with it keep their spec.").arg(name)))
        return false;
    bench::BenchmarkStore store(*db);
    if (!store.removePreset(name)) {
        Q_EMIT problem(Tr::tr("The preset could not be deleted: %1").arg(store.error()));
        return false;
    }
    m_chosen.reset();
    reload();
    return true;
}

void BenchPresetBar::setModified(bool modified)
{
    m_state->setText(modified ? Tr::tr("modified") : QString());
}

void BenchPresetBar::setCanSave(bool canSave)
{
    m_save->setEnabled(canSave);
}

} // namespace fleetdeck::ui
