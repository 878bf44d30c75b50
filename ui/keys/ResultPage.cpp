// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultPage.h"
#include "UiTr.h"

#include "DeploymentReport.h"
#include "Dialogs.h"
#include "KeyDeployWizard.h"
#include "KeyOutcome.h"

#include <QDateTime>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using keys::KeyNodeResult;

ResultPage::ResultPage(KeyDeployState& state, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state)
    , m_summary(new QLabel(this))
    , m_table(new QTreeWidget(this))
    , m_details(new QTextBrowser(this))
    , m_retry(new QPushButton(Tr::tr("Retry &Failed"), this))
    , m_export(new QPushButton(Tr::tr("&Export Report…"), this))
    , m_exportStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("resultPage"));
    setTitle(Tr::tr("Result"));
    setFinalPage(true);
    m_summary->setObjectName(QStringLiteral("resultSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("resultTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels(
        {Tr::tr("Node"), Tr::tr("authorized_keys"), Tr::tr("Platform"), Tr::tr("Details")});
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setAlternatingRowColors(true);
    m_table->header()->setStretchLastSection(true);
    connect(m_table, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { showDetails(item); });
    m_details->setObjectName(QStringLiteral("resultDetails"));
    m_details->setOpenLinks(false);
    m_retry->setObjectName(QStringLiteral("retryFailed"));
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (KeyDeployWizard* w = KeyDeployWizard::of(wizard()))
            w->retryFailed();
    });
    m_export->setObjectName(QStringLiteral("exportReport"));
    connect(m_export, &QPushButton::clicked, this, &ResultPage::askExport);
    m_exportStatus->setObjectName(QStringLiteral("exportStatus"));
    m_exportStatus->setWordWrap(true);
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_exportStatus, 1);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
}

void ResultPage::initializePage()
{
    m_table->clear();
    m_exportStatus->clear();
    const bool verify = m_state.verification().mode != keys::KeyVerification::Mode::None;
    int ok = 0, failed = 0;
    for (const KeyNodeResult& r : std::as_const(m_state.results)) {
        QString detail;
        if (r.diagnosis)
            detail = r.diagnosis->message;
        else if (r.verified)
            detail = Tr::tr("a fresh login with only the new key succeeded");
        else if (!verify && r.result != QLatin1String("unchanged"))
            detail = Tr::tr("not verified: the private half of the key is not known here");
        if (detail.isEmpty() && r.platform && !r.platform->attached())
            detail = r.platform->message;
        auto* item =
            new QTreeWidgetItem(m_table, {r.node, KeyOutcome::outcome(r), KeyOutcome::platform(r), detail});
        item->setData(NodeColumn, Qt::UserRole, r.node);
        item->setData(ResultColumn, Qt::UserRole, r.result);
        item->setData(PlatformColumn, Qt::UserRole, r.platform ? r.platform->result : QString());
        item->setForeground(ResultColumn, KeyOutcome::color(r));
        item->setForeground(PlatformColumn, KeyOutcome::platformColor(r));
        r.succeeded(verify) ? ++ok : ++failed;
    }
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_table->resizeColumnToContents(c);
    m_summary->setText(
        failed == 0
            ? Tr::tr("The key %1 is in place on %n node(s).", nullptr, ok).arg(m_state.key.key.fingerprint())
            : Tr::tr("%1 node(s) have the key; %n did not. Select one to see why.", nullptr, failed).arg(ok));
    m_retry->setEnabled(failed > 0);
    // The first failure is the one to read; else the first node.
    QTreeWidgetItem* first = nullptr;
    for (int i = 0; i < m_table->topLevelItemCount() && !first; ++i) {
        const QString r = m_table->topLevelItem(i)->data(ResultColumn, Qt::UserRole).toString();
        const QString p = m_table->topLevelItem(i)->data(PlatformColumn, Qt::UserRole).toString();
        if (r == QLatin1String("failed") || r == QLatin1String("rolled_back") ||
            r == QLatin1String("refused") || p == QLatin1String("failed") || p == QLatin1String("skipped"))
            first = m_table->topLevelItem(i);
    }
    if (!first)
        first = m_table->topLevelItem(0);
    if (first)
        m_table->setCurrentItem(first);
    else
        showDetails(nullptr);
}

void ResultPage::showDetails(QTreeWidgetItem* item)
{
    const QString node = item ? item->data(NodeColumn, Qt::UserRole).toString() : QString();
    const auto it = std::find_if(m_state.results.cbegin(), m_state.results.cend(),
                                 [&node](const KeyNodeResult& r) { return r.node == node; });
    if (it == m_state.results.cend()) {
        m_details->clear();
        return;
    }
    const KeyNodeResult& r = *it;
    QString html = QStringLiteral("<h3>%1 — %2</h3>")
                       .arg(r.node.toHtmlEscaped(), KeyOutcome::outcome(r).toHtmlEscaped());
    if (r.platform) {
        // A provider's node: the key reaches it two ways, and only the platform's lasts there.
        html += QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(Tr::tr("How the key reaches the node").toHtmlEscaped());
        for (const QString& line : KeyOutcome::attachmentPaths(r))
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
        if (r.platform->result == QLatin1String("failed")) {
            if (!r.platform->hint.isEmpty())
                html += QStringLiteral("<p>%1</p>")
                            .arg(Tr::tr("<b>What to do:</b> %1").arg(r.platform->hint.toHtmlEscaped()));
            html += QStringLiteral("<p style='font-family: monospace; white-space: pre-wrap;'>%1</p>")
                        .arg((r.platform->code + QStringLiteral(": ") + r.platform->detail).toHtmlEscaped());
        }
    }
    if (r.diagnosis)
        html += KeyOutcome::diagnosisHtml(*r.diagnosis);
    if (r.result == QLatin1String("rolled_back"))
        html +=
            Tr::tr("<p>The new file was written, the new key could not log in, and the original file was put "
                   "back.</p>");
    QStringList facts;
    if (!r.path.isEmpty())
        facts << Tr::tr("File: %1").arg(r.path);
    if (!r.symlink.isEmpty())
        facts << Tr::tr("Through the link: %1").arg(r.symlink);
    if (!r.backupPath.isEmpty())
        facts << Tr::tr("Backup of the original: %1").arg(r.backupPath);
    if (!r.beforeSha256.isEmpty())
        facts << Tr::tr("SHA-256 before: %1").arg(r.beforeSha256);
    if (!r.afterSha256.isEmpty())
        facts << Tr::tr("SHA-256 after: %1").arg(r.afterSha256);
    if (r.verified && !r.verifiedWith.isEmpty())
        facts << Tr::tr("Verified: %1").arg(r.verifiedWith);
    for (const QString& f : KeyOutcome::findings(r))
        facts << Tr::tr("Finding: %1").arg(f);
    for (const QString& a : r.actions)
        facts << Tr::tr("Done: %1").arg(a);
    if (!facts.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString& f : std::as_const(facts))
            html += QStringLiteral("<li>%1</li>").arg(f.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_details->setHtml(html);
}

void ResultPage::askExport()
{
    const QString suggested =
        QDir::homePath() + QStringLiteral("/fleetdeck-keys-%1.md")
                               .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString path = Dialogs::saveFileName(wizard(), Tr::tr("Export report"), suggested,
                                               Tr::tr("Markdown (*.md);;JSON (*.json)"));
    if (!path.isEmpty())
        exportReport(path);
}

bool ResultPage::exportReport(const QString& path)
{
    QString error;
    const DeploymentReport report(m_state, QDateTime::currentDateTime());
    if (!report.write(path, &error)) {
        m_exportStatus->setText(Tr::tr("The report could not be written to %1: %2").arg(path, error));
        return false;
    }
    m_exportStatus->setText(Tr::tr("Report written to %1").arg(path));
    return true;
}

} // namespace fleetdeck::ui
