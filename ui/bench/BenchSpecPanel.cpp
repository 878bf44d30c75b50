// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSpecPanel.h"
#include "UiTr.h"

#include "BenchPresetBar.h"
#include "HealthStyle.h"
#include "StatusStyle.h"
#include "session/BenchmarkRuns.h"

#include "bench/BenchmarkStore.h"
#include "bench/ProofParser.h"
#include "fleet/Inventory.h"
#include "storage/Database.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
const QString RegexPrefix = QStringLiteral("regex:");

QString sentence(const QString& text)
{
    if (text.isEmpty())
        return text;
    QString s = text;
    s[0] = s[0].toUpper();
    // Any language's full stop ends it already ("。" in Chinese).
    static const QString stops = QStringLiteral(".!?。！？");
    if (!stops.contains(s.back()))
        s += QLatin1Char('.');
    return s;
}

QLabel* errorLabel(const char* name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, errorTextColor(pal));
    label->setPalette(pal);
    label->hide();
    return label;
}

void showError(QLabel* label, const QString& text)
{
    label->setText(sentence(text));
    label->setVisible(!text.isEmpty());
}

QSpinBox* countBox(const char* name, int value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(0, 100000);
    box->setValue(value);
    return box;
}

QSpinBox* timeoutBox(const char* name, int value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(0, 7 * 24 * 3600);
    box->setSuffix(Tr::tr(" s"));
    box->setSpecialValueText(Tr::tr("none", "no limit"));
    box->setValue(value);
    return box;
}
} // namespace

BenchSpecPanel::BenchSpecPanel(QWidget* parent)
    : QWidget(parent)
    , m_nodes(new QListWidget(this))
    , m_presets(new BenchPresetBar(this))
    , m_warmup(countBox("warmupCount", 5, this))
    , m_timed(countBox("timedCount", 10, this))
    , m_cooldown(countBox("cooldownCount", 3, this))
    , m_mode(new QComboBox(this))
    , m_proofKind(new QLineEdit(this))
    , m_command(new QLineEdit(this))
    , m_commandError(errorLabel("commandError", this))
    , m_parser(new QComboBox(this))
    , m_pattern(new QLineEdit(this))
    , m_parserError(errorLabel("parserError", this))
    , m_proofTimeout(timeoutBox("proofTimeout", 1800, this))
    , m_totalTimeout(timeoutBox("totalTimeout", 0, this))
    , m_preCommand(new QLineEdit(this))
    , m_preCommandError(errorLabel("preCommandError", this))
    , m_problem(errorLabel("specProblem", this))
    , m_start(new QPushButton(Tr::tr("Start Benchmark"), this))
{
    setObjectName(QStringLiteral("benchSpecPanel"));
    m_presets->currentSpec = [this] { return spec(); };
    connect(m_presets, &BenchPresetBar::presetChosen, this, &BenchSpecPanel::setSpec);
    connect(m_presets, &BenchPresetBar::problem, this,
            [this](const QString& text) { showError(m_problem, text); });

    m_nodes->setObjectName(QStringLiteral("benchNodes"));
    m_mode->setObjectName(QStringLiteral("modeCombo"));
    m_proofKind->setObjectName(QStringLiteral("proofKindEdit"));
    m_command->setObjectName(QStringLiteral("commandEdit"));
    m_parser->setObjectName(QStringLiteral("parserCombo"));
    m_pattern->setObjectName(QStringLiteral("patternEdit"));
    m_preCommand->setObjectName(QStringLiteral("preCommandEdit"));
    m_start->setObjectName(QStringLiteral("startBenchmarkButton"));

    m_mode->addItem(Tr::tr("batch — one command runs every proof and lists them"), QStringLiteral("batch"));
    m_mode->addItem(Tr::tr("per-proof — one command per proof, timed by the console"),
                    QStringLiteral("per-proof"));
    m_proofKind->setText(QStringLiteral("porep"));
    m_proofKind->setPlaceholderText(Tr::tr("porep"));
    m_command->setClearButtonEnabled(true);
    m_parser->addItem(Tr::tr("cuzk-batch — the output of cuzk-bench batch"), QStringLiteral("cuzk-batch"));
    m_parser->addItem(Tr::tr("jsonl — one JSON object per proof"), QStringLiteral("jsonl"));
    m_parser->addItem(Tr::tr("regex — a pattern with named groups"), QStringLiteral("regex"));
    m_pattern->setPlaceholderText(Tr::tr("e.g. proof (?<index>\\d+) (?<status>\\w+) in (?<wall_s>[\\d.]+)s"));
    m_preCommand->setPlaceholderText(
        Tr::tr("optional: runs once before the first proof, e.g. systemctl restart cuzk"));
    m_nodes->setMinimumWidth(fontMetrics().averageCharWidth() * 30);

    auto* hint =
        new QLabel(Tr::tr("Empty: the default shown. Placeholders: {node}, {proof_kind}, {count}, {warmup}, "
                          "{timed}, {cooldown}, {index} (per-proof); values are shell-quoted."),
                   this);
    hint->setWordWrap(true);
    StatusStyle::setMuted(hint);

    auto* counts = new QHBoxLayout;
    for (const auto& [label, box] :
         {std::pair{Tr::tr("Warmup"), m_warmup}, std::pair{Tr::tr("Timed"), m_timed},
          std::pair{Tr::tr("Cooldown"), m_cooldown}}) {
        auto* l = new QLabel(label, this);
        l->setBuddy(box);
        counts->addWidget(l);
        counts->addWidget(box);
        counts->addSpacing(fontMetrics().averageCharWidth() * 2);
    }
    counts->addStretch(1);

    auto* parserRow = new QHBoxLayout;
    parserRow->addWidget(m_parser);
    parserRow->addWidget(m_pattern, 1);

    auto* timeouts = new QHBoxLayout;
    timeouts->addWidget(new QLabel(Tr::tr("Per proof"), this));
    timeouts->addWidget(m_proofTimeout);
    timeouts->addSpacing(fontMetrics().averageCharWidth() * 2);
    timeouts->addWidget(new QLabel(Tr::tr("Whole run"), this));
    timeouts->addWidget(m_totalTimeout);
    timeouts->addStretch(1);
    m_proofTimeout->setToolTip(
        Tr::tr("Per-proof mode: the longest one proof may take. Batch mode: the longest "
               "silence between two proofs."));

    auto* commandBox = new QVBoxLayout;
    commandBox->setSpacing(2);
    commandBox->addWidget(m_command);
    commandBox->addWidget(hint);
    commandBox->addWidget(m_commandError);
    auto* parserBox = new QVBoxLayout;
    parserBox->setSpacing(2);
    parserBox->addLayout(parserRow);
    parserBox->addWidget(m_parserError);
    auto* preBox = new QVBoxLayout;
    preBox->setSpacing(2);
    preBox->addWidget(m_preCommand);
    preBox->addWidget(m_preCommandError);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(Tr::tr("Preset:"), m_presets);
    form->addRow(Tr::tr("Proofs per phase:"), counts);
    form->addRow(Tr::tr("Mode:"), m_mode);
    form->addRow(Tr::tr("Proof kind:"), m_proofKind);
    form->addRow(Tr::tr("Command:"), commandBox);
    form->addRow(Tr::tr("Parser:"), parserBox);
    form->addRow(Tr::tr("Timeouts:"), timeouts);
    form->addRow(Tr::tr("Pre-run command:"), preBox);

    auto* startRow = new QHBoxLayout;
    startRow->addWidget(m_problem, 1);
    startRow->addWidget(m_start, 0, Qt::AlignRight | Qt::AlignTop);

    auto* right = new QVBoxLayout;
    right->addLayout(form);
    right->addStretch(1);
    right->addLayout(startRow);

    auto* left = new QVBoxLayout;
    auto* nodesLabel = new QLabel(Tr::tr("Nodes (each runs the benchmark at the same time):"), this);
    nodesLabel->setWordWrap(true);
    left->addWidget(nodesLabel);
    left->addWidget(m_nodes, 1);

    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addSpacing(fontMetrics().averageCharWidth() * 2);
    layout->addLayout(right, 3);

    const auto changed = [this] {
        if (!m_loading)
            revalidate();
    };
    for (QSpinBox* box : {m_warmup, m_timed, m_cooldown, m_proofTimeout, m_totalTimeout})
        connect(box, &QSpinBox::valueChanged, this, changed);
    for (QLineEdit* edit : {m_proofKind, m_command, m_pattern, m_preCommand})
        connect(edit, &QLineEdit::textChanged, this, changed);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this, changed] {
        m_command->setPlaceholderText(bench::BenchSpec::defaultCommand(spec().mode));
        changed();
    });
    connect(m_parser, &QComboBox::currentIndexChanged, this, [this, changed] {
        updateParserFields();
        changed();
    });
    connect(m_nodes, &QListWidget::itemChanged, this, changed);
    connect(m_start, &QPushButton::clicked, this, [this] {
        if (problem().isEmpty())
            Q_EMIT startRequested(spec(), checkedNodes());
    });

    m_command->setPlaceholderText(bench::BenchSpec::defaultCommand(spec().mode));
    setSpec(bench::BenchSpec{});
}

void BenchSpecPanel::setSource(session::BenchmarkRuns* runs)
{
    if (m_runs)
        disconnect(m_runs, nullptr, this, nullptr);
    m_runs = runs;
    if (m_runs)
        connect(m_runs, &session::BenchmarkRuns::runnerChanged, this, [this] {
            m_presets->reload(chosenPreset());
            reloadNodes();
        });
    m_presets->setSource(m_runs);
    reloadNodes();
}

void BenchSpecPanel::reloadNodes()
{
    const QStringList checked = checkedNodes();
    m_loading = true;
    m_nodes->clear();
    fleet::Inventory* inventory = m_runs ? m_runs->inventory() : nullptr;
    if (inventory) {
        for (const Node& node : inventory->nodes()) {
            const QString gpu = m_runs->gpuModelOf(node.name);
            auto* item = new QListWidgetItem(
                gpu.isEmpty() ? node.name : Tr::tr("%1 — %2").arg(node.name, gpu), m_nodes);
            item->setData(Qt::UserRole, node.name);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(checked.contains(node.name) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_loading = false;
    revalidate();
}

void BenchSpecPanel::setCheckedNodes(const QStringList& nodes)
{
    m_loading = true;
    for (int i = 0; i < m_nodes->count(); ++i) {
        QListWidgetItem* item = m_nodes->item(i);
        item->setCheckState(nodes.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                : Qt::Unchecked);
    }
    m_loading = false;
    revalidate();
}

QStringList BenchSpecPanel::checkedNodes() const
{
    QStringList names;
    for (int i = 0; i < m_nodes->count(); ++i) {
        if (m_nodes->item(i)->checkState() == Qt::Checked)
            names << m_nodes->item(i)->data(Qt::UserRole).toString();
    }
    return names;
}

QString BenchSpecPanel::parserSpec() const
{
    const QString kind = m_parser->currentData().toString();
    return kind == QLatin1String("regex") ? RegexPrefix + m_pattern->text() : kind;
}

bench::BenchSpec BenchSpecPanel::spec() const
{
    bench::BenchSpec s;
    s.counts = {m_warmup->value(), m_timed->value(), m_cooldown->value()};
    s.mode = bench::modeFromName(m_mode->currentData().toString()).value_or(bench::BenchSpec::Mode::Batch);
    s.proofKind = m_proofKind->text().trimmed();
    s.command = m_command->text().trimmed();
    if (s.command == bench::BenchSpec::defaultCommand(s.mode))
        s.command.clear();
    s.parser = parserSpec();
    s.proofTimeoutS = m_proofTimeout->value();
    s.totalTimeoutS = m_totalTimeout->value();
    s.preCommand = m_preCommand->text().trimmed();
    if (const std::optional<bench::BenchSpec>& preset = m_presets->chosen()) {
        bench::BenchSpec named = s;
        named.name = preset->name;
        if (named == *preset)
            return named;
    }
    return s;
}

void BenchSpecPanel::setSpec(const bench::BenchSpec& s)
{
    m_loading = true;
    m_warmup->setValue(s.counts.warmup);
    m_timed->setValue(s.counts.timed);
    m_cooldown->setValue(s.counts.cooldown);
    m_mode->setCurrentIndex(std::max(0, m_mode->findData(bench::modeName(s.mode))));
    m_proofKind->setText(s.proofKind);
    m_command->setText(s.command == bench::BenchSpec::defaultCommand(s.mode) ? QString() : s.command);
    m_command->setPlaceholderText(bench::BenchSpec::defaultCommand(s.mode));
    if (s.parser.startsWith(RegexPrefix)) {
        m_parser->setCurrentIndex(m_parser->findData(QStringLiteral("regex")));
        m_pattern->setText(s.parser.mid(RegexPrefix.size()));
    } else {
        const int index = m_parser->findData(s.parser);
        m_parser->setCurrentIndex(std::max(0, index));
        m_pattern->clear();
    }
    m_proofTimeout->setValue(s.proofTimeoutS);
    m_totalTimeout->setValue(s.totalTimeoutS);
    m_preCommand->setText(s.preCommand);
    m_loading = false;
    updateParserFields();
    revalidate();
}

void BenchSpecPanel::updateParserFields()
{
    const bool regex = m_parser->currentData().toString() == QLatin1String("regex");
    m_pattern->setVisible(regex);
}

QString BenchSpecPanel::problem() const
{
    if (checkedNodes().isEmpty())
        return Tr::tr("Check at least one node to benchmark.");
    const QString why = spec().check();
    return why.isEmpty() ? QString() : sentence(why);
}

void BenchSpecPanel::revalidate()
{
    const bench::BenchSpec s = spec();
    // Beside each field, what is wrong with it; below, anything else.
    QString commandWhy;
    if (!bench::expandCommand(s.effectiveCommand(),
                              bench::CommandValues{QStringLiteral("node"), s.proofKind, 1, s.counts, 1},
                              &commandWhy)
             .has_value())
        showError(m_commandError, commandWhy);
    else
        showError(m_commandError, {});
    showError(m_parserError, bench::ProofParser::checkSpec(s.parser));
    QString preWhy;
    if (!s.preCommand.isEmpty() &&
        !bench::expandCommand(
             s.preCommand, bench::CommandValues{QStringLiteral("node"), s.proofKind, 1, s.counts, 0}, &preWhy)
             .has_value())
        showError(m_preCommandError, preWhy);
    else
        showError(m_preCommandError, {});
    const bool fieldShown =
        !m_commandError->isHidden() || !m_parserError->isHidden() || !m_preCommandError->isHidden();
    const QString why = problem();
    showError(m_problem, fieldShown && !checkedNodes().isEmpty() ? QString() : why);
    m_start->setEnabled(why.isEmpty());
    m_start->setToolTip(why);
    m_presets->setCanSave(s.check().isEmpty());
    m_presets->setModified(m_presets->chosen() && s.name.isEmpty());
}

bool BenchSpecPanel::savePreset(const QString& name)
{
    return m_presets->save(spec(), name);
}

bool BenchSpecPanel::deleteChosenPreset()
{
    if (!m_presets->removeChosen())
        return false;
    revalidate();
    return true;
}

QStringList BenchSpecPanel::presetNames() const
{
    return m_presets->names();
}

bool BenchSpecPanel::choosePreset(const QString& name)
{
    return m_presets->choose(name);
}

QString BenchSpecPanel::chosenPreset() const
{
    return m_presets->chosen() ? m_presets->chosen()->name : QString();
}

} // namespace fleetdeck::ui
