// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeployPage.h"
#include "UiTr.h"

#include "KeyDeployWizard.h"
#include "KeyOutcome.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using session::KeyDeployBatch;

using keys::KeyNodeResult;

DeployPage::DeployPage(KeyDeployState& state, ssh::SshEngine& engine, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state)
    , m_batch(new KeyDeployBatch(engine, this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_table(new QTreeWidget(this))
    , m_cancel(new QPushButton(Tr::tr("&Cancel Deployment"), this))
{
    setObjectName(QStringLiteral("deployPage"));
    setTitle(Tr::tr("Deploy"));
    setSubTitle(
        Tr::tr("Per node: read the file again, write a temporary copy, check nothing changed meanwhile, keep "
               "a backup, replace atomically, then prove the new key with a fresh login."));
    // The results are not a place to come back from: a retry starts here again.
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, Tr::tr("Show &Results"));

    m_status->setObjectName(QStringLiteral("deployStatus"));
    m_status->setWordWrap(true);
    m_progress->setObjectName(QStringLiteral("deployProgress"));
    m_table->setObjectName(QStringLiteral("deployTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels({Tr::tr("Node"), Tr::tr("Step"), Tr::tr("Result")});
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->header()->setStretchLastSection(true);
    m_cancel->setObjectName(QStringLiteral("cancelDeploy"));
    connect(m_cancel, &QPushButton::clicked, this, &DeployPage::cancel);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    connect(m_batch, &KeyDeployBatch::stepChanged, this, &DeployPage::onStep);
    connect(m_batch, &KeyDeployBatch::nodeFinished, this, &DeployPage::onNodeFinished);
    connect(m_batch, &KeyDeployBatch::finished, this, &DeployPage::onFinished);
}

void DeployPage::initializePage()
{
    m_state.results.clear();
    m_skipped.clear();
    m_table->clear();
    QStringList planned;
    for (const QString& node : std::as_const(m_state.nodes)) {
        const auto it = std::find_if(m_state.preview.cbegin(), m_state.preview.cend(),
                                     [&node](const KeyNodeResult& r) { return r.node == node; });
        if (it != m_state.preview.cend() && it->result == QLatin1String("failed")) {
            // Not tried again: the preview says why it cannot be done. Retry Failed tries it.
            KeyNodeResult failed = *it;
            failed.dryRun = false;
            m_state.putResult(failed);
            m_skipped << failed;
            auto* item = new QTreeWidgetItem(
                m_table, {node, Tr::tr("skipped: the preview failed"), KeyOutcome::outcome(failed)});
            item->setData(NodeColumn, Qt::UserRole, node);
            item->setForeground(ResultColumn, KeyOutcome::color(failed));
            continue;
        }
        planned << node;
    }
    start(planned);
}

void DeployPage::start(const QStringList& nodes)
{
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    if (!w)
        return;
    w->prepare(*m_batch);
    m_nodes = nodes;
    m_started = true;
    for (const QString& node : nodes) {
        QTreeWidgetItem* item = itemOf(node);
        if (!item) {
            item = new QTreeWidgetItem(m_table, {node});
            item->setData(NodeColumn, Qt::UserRole, node);
        }
        item->setText(StepColumn, KeyOutcome::step(keys::KeyDeployer::Step::Queued));
        item->setText(ResultColumn, QString());
    }
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_table->resizeColumnToContents(c);
    m_progress->setRange(0, int(nodes.size()));
    m_progress->setValue(0);
    m_cancel->setEnabled(true);
    m_status->setText(
        Tr::tr("Deploying %1 to %n node(s)…", nullptr, int(nodes.size())).arg(m_state.key.key.fingerprint()));
    m_batch->start(nodes, m_state.access, m_state.change(false), m_state.verification());
    Q_EMIT completeChanged();
}

void DeployPage::cancel()
{
    if (!m_batch->isRunning())
        return;
    m_batch->cancel();
    m_cancel->setEnabled(false);
    m_status->setText(
        Tr::tr("Cancelling: nothing more is written; a file being replaced ends as the old one or the "
               "new one, and a key being verified is rolled back if it fails."));
}

bool DeployPage::isRunning() const
{
    return m_batch->isRunning();
}

QTreeWidgetItem* DeployPage::itemOf(const QString& node) const
{
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_table->topLevelItem(i);
        if (item->data(NodeColumn, Qt::UserRole).toString() == node)
            return item;
    }
    return nullptr;
}

void DeployPage::onStep(const QString& node, keys::KeyDeployer::Step step)
{
    if (QTreeWidgetItem* item = itemOf(node))
        item->setText(StepColumn, KeyOutcome::step(step));
}

void DeployPage::onNodeFinished(const KeyNodeResult& result)
{
    m_state.putResult(result);
    m_progress->setValue(m_progress->value() + 1);
    QTreeWidgetItem* item = itemOf(result.node);
    if (!item)
        return;
    item->setText(StepColumn, KeyOutcome::step(keys::KeyDeployer::Step::Done));
    const QString why = result.diagnosis ? QStringLiteral(" — ") + result.diagnosis->message : QString();
    item->setText(ResultColumn, KeyOutcome::outcome(result) + why);
    item->setData(ResultColumn, Qt::UserRole, result.result);
    item->setForeground(ResultColumn, KeyOutcome::color(result));
}

void DeployPage::onFinished()
{
    KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    const QList<KeyNodeResult> results = m_batch->results();
    const bool verify = m_state.verification().mode != keys::KeyVerification::Mode::None;
    QStringList deployed;
    int failed = 0;
    for (const KeyNodeResult& r : results) {
        if (r.succeeded(verify))
            deployed << r.node;
        else
            ++failed;
    }
    m_cancel->setEnabled(false);
    QString text = failed == 0
                       ? Tr::tr("Done: the key is in place on %n node(s).", nullptr, int(deployed.size()))
                       : Tr::tr("Done: %1 of %n node(s) failed.", nullptr, int(results.size())).arg(failed);
    if (m_batch->isCancelled())
        text = Tr::tr("Cancelled. %1").arg(text);
    m_status->setText(text);
    if (w) {
        Q_EMIT w->batchFinished(m_state.change(false), m_skipped + results);
        m_skipped.clear();
        if (!deployed.isEmpty())
            Q_EMIT w->deployed(deployed);
    }
    Q_EMIT completeChanged();
}

bool DeployPage::isComplete() const
{
    return m_started && !m_batch->isRunning();
}

} // namespace fleetdeck::ui
