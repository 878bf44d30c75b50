// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreviewPage.h"
#include "UiTr.h"

#include "Dialogs.h"
#include "HostKeyDialog.h"
#include "KeyDeployWizard.h"
#include "KeyOutcome.h"
#include "LineDiff.h"
#include "session/SecretStorage.h"

#include "ssh/SshEngine.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using session::KeyDeployBatch;

using keys::KeyNodeResult;

namespace {

/// The login got in: the failure, if any, came after authentication.
bool loggedIn(const KeyNodeResult& r)
{
    return !r.diagnosis || int(r.diagnosis->stage) > int(Diagnosis::Stage::Auth);
}

bool hostKeyQuestion(const KeyNodeResult& r)
{
    return r.hostKey && r.diagnosis &&
           (r.diagnosis->code == QLatin1String("host_key_unknown") ||
            r.diagnosis->code == QLatin1String("host_key_changed"));
}

} // namespace

PreviewPage::PreviewPage(KeyDeployState& state, ssh::SshEngine& engine, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state)
    , m_batch(new KeyDeployBatch(engine, this))
    , m_status(new QLabel(this))
    , m_repair(new QCheckBox(
          Tr::tr("&Repair the findings too (split glued keys, CRLF to LF, add the final newline)"), this))
    , m_again(new QPushButton(Tr::tr("Plan Again"), this))
    , m_table(new QTreeWidget(this))
    , m_diagnosis(new QLabel(this))
    , m_trust(new QPushButton(Tr::tr("Trust Host Key…"), this))
    , m_findings(new QLabel(this))
    , m_diff(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("previewPage"));
    setTitle(Tr::tr("Preview"));
    setSubTitle(
        Tr::tr("Each node's authorized_keys was read and the change planned; nothing has been written. "
               "Every other line stays byte for byte as it is."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, Tr::tr("&Deploy"));

    m_status->setObjectName(QStringLiteral("previewStatus"));
    m_status->setWordWrap(true);
    m_repair->setObjectName(QStringLiteral("repairCheck"));
    connect(m_repair, &QCheckBox::toggled, this, [this](bool on) {
        m_state.repair = on;
        plan();
    });
    m_again->setObjectName(QStringLiteral("previewAgain"));
    connect(m_again, &QPushButton::clicked, this, &PreviewPage::plan);

    m_table->setObjectName(QStringLiteral("previewTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels({Tr::tr("Node"), Tr::tr("Plan"), Tr::tr("Findings"), Tr::tr("File")});
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->header()->setStretchLastSection(true);
    connect(m_table, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { showDetails(item); });

    m_diagnosis->setObjectName(QStringLiteral("previewDiagnosis"));
    m_diagnosis->setWordWrap(true);
    m_diagnosis->setTextFormat(Qt::RichText);
    m_diagnosis->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_trust->setObjectName(QStringLiteral("trustHostKey"));
    m_trust->hide();
    connect(m_trust, &QPushButton::clicked, this, &PreviewPage::trustHostKey);
    m_findings->setObjectName(QStringLiteral("previewFindings"));
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::PlainText);
    m_findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diff->setObjectName(QStringLiteral("previewDiff"));
    m_diff->setLineWrapMode(QTextEdit::NoWrap);
    m_diff->setOpenLinks(false);

    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_again);
    auto* details = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    auto* diagnosisRow = new QHBoxLayout;
    diagnosisRow->addWidget(m_diagnosis, 1);
    diagnosisRow->addWidget(m_trust, 0, Qt::AlignTop);
    detailsLayout->addLayout(diagnosisRow);
    detailsLayout->addWidget(m_findings);
    detailsLayout->addWidget(m_diff, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_repair);
    layout->addWidget(splitter, 1);

    connect(m_batch, &KeyDeployBatch::nodeFinished, this, &PreviewPage::onNodeFinished);
    connect(m_batch, &KeyDeployBatch::finished, this, &PreviewPage::onFinished);
}

void PreviewPage::initializePage()
{
    m_repair->blockSignals(true);
    m_repair->setChecked(m_state.repair);
    m_repair->blockSignals(false);
    m_passwordRemembered = false;
    plan();
}

void PreviewPage::cleanupPage()
{
    cancel();
}

bool PreviewPage::isRunning() const
{
    return m_batch->isRunning();
}

void PreviewPage::cancel()
{
    m_batch->cancel();
}

void PreviewPage::plan()
{
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    if (!w)
        return;
    w->prepare(*m_batch);
    m_results.clear();
    m_state.preview.clear();
    m_table->clear();
    for (const QString& node : std::as_const(m_state.nodes)) {
        auto* item = new QTreeWidgetItem(m_table, {node, KeyOutcome::plan({}, m_state.key.key)});
        item->setData(NodeColumn, Qt::UserRole, node);
    }
    showDetails(nullptr);
    m_status->setText(Tr::tr("Reading and planning %n node(s)…", nullptr, int(m_state.nodes.size())));
    m_again->setEnabled(false);
    m_repair->setEnabled(false);
    m_batch->start(m_state.nodes, m_state.access, m_state.change(true), m_state.verification());
    Q_EMIT completeChanged();
}

QTreeWidgetItem* PreviewPage::itemOf(const QString& node) const
{
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_table->topLevelItem(i);
        if (item->data(NodeColumn, Qt::UserRole).toString() == node)
            return item;
    }
    return nullptr;
}

void PreviewPage::onNodeFinished(const KeyNodeResult& result)
{
    m_results.insert(result.node, result);
    QTreeWidgetItem* item = itemOf(result.node);
    if (!item)
        return;
    item->setText(PlanColumn, KeyOutcome::plan(result, m_state.key.key));
    item->setData(PlanColumn, Qt::UserRole, result.result);
    item->setForeground(PlanColumn, KeyOutcome::color(result));
    QStringList findings;
    for (const QString& code : result.findings)
        findings << KeyOutcome::finding(code);
    item->setText(FindingsColumn, result.result == QLatin1String("failed") && result.diagnosis
                                      ? result.diagnosis->message
                                      : findings.join(QStringLiteral(", ")));
    item->setText(FileColumn, result.path.isEmpty() ? result.configuredPath : result.path);
    if (m_table->currentItem() == item)
        showDetails(item);
}

void PreviewPage::onFinished()
{
    m_state.preview = m_batch->results();
    int add = 0, repair = 0, unchanged = 0, failed = 0;
    for (const KeyNodeResult& r : std::as_const(m_state.preview)) {
        if (r.result == QLatin1String("added"))
            ++add;
        else if (r.result == QLatin1String("repaired"))
            ++repair;
        else if (r.result == QLatin1String("unchanged"))
            ++unchanged;
        else
            ++failed;
    }
    QStringList parts;
    parts << Tr::tr("%n to add", nullptr, add);
    if (repair)
        parts << Tr::tr("%n to repair", nullptr, repair);
    parts << Tr::tr("%n unchanged", nullptr, unchanged);
    if (failed)
        parts << Tr::tr("%n failed", nullptr, failed);
    QString text =
        Tr::tr("Key %1 (%2): %3.")
            .arg(m_state.key.key.fingerprint(),
                 m_state.key.key.comment().isEmpty() ? m_state.key.key.type() : m_state.key.key.comment(),
                 parts.join(QStringLiteral(", ")));
    if (failed && failed == m_state.preview.size())
        text += QLatin1Char(' ') + Tr::tr("No node can be deployed to: see why below, then plan again.");
    else if (failed)
        text +=
            QLatin1Char(' ') + Tr::tr("Deploy skips the failed nodes; the result lists them for a retry.");
    m_status->setText(text);
    m_again->setEnabled(true);
    m_repair->setEnabled(true);
    // Show the first node that changes (else the first) so the diff is in view at once.
    QTreeWidgetItem* first = nullptr;
    for (int i = 0; i < m_table->topLevelItemCount() && !first; ++i) {
        const QString r = m_table->topLevelItem(i)->data(PlanColumn, Qt::UserRole).toString();
        if (r == QLatin1String("added") || r == QLatin1String("repaired"))
            first = m_table->topLevelItem(i);
    }
    if (!first)
        first = m_table->topLevelItem(0);
    if (first)
        m_table->setCurrentItem(first);
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_table->resizeColumnToContents(c);
    rememberPassword();
    Q_EMIT completeChanged();
}

void PreviewPage::showDetails(QTreeWidgetItem* item)
{
    m_trust->hide();
    const QString node = item ? item->data(NodeColumn, Qt::UserRole).toString() : QString();
    const auto it = m_results.constFind(node);
    if (it == m_results.cend()) {
        m_diagnosis->setText(item ? Tr::tr("Planning %1…").arg(node.toHtmlEscaped()) : QString());
        m_findings->clear();
        m_diff->clear();
        return;
    }
    const KeyNodeResult& r = *it;
    QString head;
    if (r.diagnosis)
        head = KeyOutcome::diagnosisHtml(*r.diagnosis);
    else if (!r.path.isEmpty())
        head = r.symlink.isEmpty() ? Tr::tr("<b>%1</b>").arg(r.path.toHtmlEscaped())
                                   : Tr::tr("<b>%1</b> (the target of the link %2, which stays)")
                                         .arg(r.path.toHtmlEscaped(), r.symlink.toHtmlEscaped());
    if (!r.diagnosis && !r.existed)
        head += QStringLiteral("<br>") + Tr::tr("The file does not exist yet: it is created with mode 0600.");
    m_diagnosis->setText(head);
    m_trust->setVisible(hostKeyQuestion(r));
    const QStringList findings = KeyOutcome::findings(r);
    QString text = findings.isEmpty() ? Tr::tr("No findings in the file.")
                                      : Tr::tr("Findings:\n%1").arg(findings.join(QLatin1Char('\n')));
    if (!r.actions.isEmpty())
        text += QLatin1Char('\n') + Tr::tr("Plan: %1").arg(r.actions.join(QStringLiteral("; ")));
    m_findings->setText(text);
    m_findings->setVisible(r.result != QLatin1String("failed") || !r.details.isEmpty());
    if (r.result == QLatin1String("failed") && r.before.isEmpty())
        m_diff->clear();
    else
        m_diff->setHtml(LineDiff::toHtml(
            LineDiff::compute(r.before, r.result == QLatin1String("failed") ? r.before : r.after)));
}

void PreviewPage::trustHostKey()
{
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    QTreeWidgetItem* item = m_table->currentItem();
    if (!w || !item)
        return;
    const KeyNodeResult r = m_results.value(item->data(NodeColumn, Qt::UserRole).toString());
    if (!hostKeyQuestion(r))
        return;
    const bool changed = r.diagnosis->code == QLatin1String("host_key_changed");
    HostKeyDialog dialog(*r.hostKey, changed ? HostKeyDialog::Kind::Changed : HostKeyDialog::Kind::Unknown,
                         r.node, w->knownHostsPath(), this);
    Dialogs::exec(dialog);
    const HostKeyDialog::Decision decision = dialog.decision();
    if (decision == HostKeyDialog::Decision::Cancel)
        return;
    QString error;
    if (!ssh::SshEngine::trustHostKey(*r.hostKey, w->knownHostsPath(),
                                      decision == HostKeyDialog::Decision::Replace, &error)) {
        m_diagnosis->setText(Tr::tr("<b>The host key could not be recorded in %1:</b> %2")
                                 .arg(w->knownHostsPath().toHtmlEscaped(), error.toHtmlEscaped()));
        return;
    }
    plan();
}

void PreviewPage::rememberPassword()
{
    // Kept only when asked for, and only for the nodes it opened: a mistyped password never
    // reaches the keychain.
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    if (m_passwordRemembered || !w || m_state.access.mode != DeployAccess::Mode::Password ||
        !m_state.access.rememberPassword)
        return;
    secrets::CredentialStore* store = w->secretStorage() ? w->secretStorage()->activeStore() : nullptr;
    if (!store)
        return;
    m_passwordRemembered = true;
    QPointer<KeyDeployWizard> wizard = w;
    for (const KeyNodeResult& r : std::as_const(m_state.preview)) {
        if (!loggedIn(r))
            continue;
        const secrets::SecretId id{secrets::SecretKind::Password, r.node};
        store->write(id, m_state.access.password, this, [wizard, id](const secrets::SecretResult& result) {
            if (!result.ok() && wizard)
                Q_EMIT wizard->problem(
                    Tr::tr("%1 was not remembered: %2").arg(id.displayText(), result.explain()));
        });
    }
}

bool PreviewPage::isComplete() const
{
    if (m_batch->isRunning())
        return false;
    return std::any_of(m_state.preview.cbegin(), m_state.preview.cend(),
                       [](const KeyNodeResult& r) { return r.result != QLatin1String("failed"); });
}

bool PreviewPage::validatePage()
{
    return isComplete();
}

} // namespace fleetdeck::ui
