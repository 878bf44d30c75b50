// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeImportDialog.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "Dialogs.h"
#include "MessageBanner.h"

#include "fleet/CsvImport.h"
#include "fleet/Inventory.h"
#include "fleet/SshConfigAliases.h"
#include "ssh/SshTypes.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
enum Column { ResultColumn, NameColumn, AddressColumn, SourceColumn, DetailColumn, ColumnCount };
} // namespace

NodeImportDialog::NodeImportDialog(Kind kind, fleet::Inventory* inventory, const QString& path,
                                   QWidget* parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_inventory(inventory)
    , m_resolver(fleet::SshConfigImport::systemResolver())
{
    const bool config = kind == Kind::SshConfig;
    setWindowTitle(config ? Tr::tr("Import from SSH Config") : Tr::tr("Import from CSV"));
    setObjectName(QStringLiteral("nodeImportDialog"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(wrappedLabel(
        config ? Tr::tr("Each Host alias without wildcards becomes a node that follows the config at every "
                        "connection (HostName, Port, User, IdentityFile, ProxyJump). Known nodes keep their "
                        "keys, labels and status settings.")
               : Tr::tr("The first row names the columns with node field names (name, host, port, user, "
                        "identity, status_port, status_path, status_command, authorized_keys, labels as "
                        "key=value;key2=value2, ssh_config). Nothing is imported while any row is bad."),
        this));

    auto* form = new QFormLayout;
    auto* fileRow = new QHBoxLayout;
    m_path = new QLineEdit(path, this);
    m_path->setObjectName(QStringLiteral("importPath"));
    auto* browse = new QPushButton(Tr::tr("Browse…"), this);
    browse->setObjectName(QStringLiteral("importBrowse"));
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);
    form->addRow(config ? Tr::tr("Config file:") : Tr::tr("CSV file:"), fileRow);
    if (config) {
        m_match = new QLineEdit(this);
        m_match->setObjectName(QStringLiteral("importMatch"));
        m_match->setPlaceholderText(Tr::tr("all aliases; e.g. gpu-*,!gpu-old"));
        m_match->setToolTip(Tr::tr("An ssh pattern list: * and ?, comma-separated, ! excludes"));
        form->addRow(Tr::tr("Only aliases matching:"), m_match);
        connect(m_match, &QLineEdit::editingFinished, this, &NodeImportDialog::refresh);
    }
    layout->addLayout(form);

    m_error = new MessageBanner(this);
    m_error->setObjectName(QStringLiteral("importError"));
    m_error->hide();
    layout->addWidget(m_error);

    m_table = new QTreeWidget(this);
    m_table->setObjectName(QStringLiteral("importPreview"));
    m_table->setRootIsDecorated(false);
    m_table->setColumnCount(ColumnCount);
    m_table->setHeaderLabels(
        {Tr::tr("Result"), Tr::tr("Node"), Tr::tr("Address"), Tr::tr("Source"), Tr::tr("Details")});
    m_table->header()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
    m_summary = quietLabel(QString(), this);
    m_summary->setObjectName(QStringLiteral("importSummary"));
    layout->addWidget(m_summary);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_import = m_buttons->button(QDialogButtonBox::Ok);
    m_import->setText(Tr::tr("&Import"));
    m_import->setObjectName(QStringLiteral("importButton"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NodeImportDialog::importNow);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::editingFinished, this, &NodeImportDialog::refresh);
    connect(browse, &QPushButton::clicked, this, [this, config] {
        const QString chosen = Dialogs::openFileName(this, windowTitle(), m_path->text(),
                                                     config ? Tr::tr("All files (*)")
                                                            : Tr::tr("CSV files (*.csv);;All files (*)"));
        if (!chosen.isEmpty()) {
            m_path->setText(chosen);
            refresh();
        }
    });
    resize(820, 460);
    refresh();
}

void NodeImportDialog::setResolver(const fleet::SshConfigImport::Resolver& resolver)
{
    m_resolver = resolver;
    refresh();
}

void NodeImportDialog::refresh()
{
    m_table->clear();
    m_candidates.clear();
    m_preview = {};
    QString error;
    QString note;
    const QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        error = Tr::tr("Choose a file to import.");
    } else if (m_kind == Kind::SshConfig) {
        const QString match = m_match->text().trimmed();
        if (!match.isEmpty())
            error = fleet::SshConfigAliases::checkPatternList(match);
        if (error.isEmpty()) {
            const fleet::SshConfigImport::Source source =
                fleet::SshConfigImport::read(path, match, m_resolver);
            error = source.error;
            m_candidates = source.candidates;
        }
        const QString engineConfig = ssh::SshTarget::defaultSshConfigPath();
        if (QFileInfo(path).absoluteFilePath() != QFileInfo(engineConfig).absoluteFilePath())
            note = Tr::tr("Connections resolve these nodes through %1, not through this file.")
                       .arg(engineConfig);
    } else {
        const fleet::CsvImport::Source source = fleet::CsvImport::readFile(path);
        error = source.error;
        m_candidates = source.candidates;
    }
    if (error.isEmpty() && m_inventory)
        m_preview = planNodeImport(m_inventory->nodes(), m_candidates).report;

    addRows(m_preview.added, Tr::tr("Add"));
    addRows(m_preview.updated, Tr::tr("Update"));
    addRows(m_preview.unchanged, Tr::tr("Unchanged"));
    addRows(m_preview.skipped, Tr::tr("Skip"));
    for (int c = 0; c < DetailColumn; ++c)
        m_table->resizeColumnToContents(c);

    const bool blockedByBadRows = m_kind == Kind::Csv && !m_preview.skipped.isEmpty();
    if (error.isEmpty() && blockedByBadRows)
        error = Tr::tr("Nothing is imported while any row is bad: fix the rows marked Skip (%1) and open the "
                       "file again.")
                    .arg(m_preview.skipped.size());
    if (!error.isEmpty())
        m_error->showMessage(MessageBanner::Kind::Error, error);
    m_error->setVisible(!error.isEmpty());
    QString summary = Tr::tr("%1 to add, %2 to update, %3 unchanged, %4 skipped")
                          .arg(m_preview.added.size())
                          .arg(m_preview.updated.size())
                          .arg(m_preview.unchanged.size())
                          .arg(m_preview.skipped.size());
    if (!note.isEmpty())
        summary += QLatin1Char('\n') + note;
    m_summary->setText(summary);
    m_import->setEnabled(error.isEmpty() && (!m_preview.added.isEmpty() || !m_preview.updated.isEmpty()));
}

void NodeImportDialog::addRows(const QList<fleet::NodeImportEntry>& entries, const QString& what)
{
    for (const fleet::NodeImportEntry& e : entries) {
        auto* item = new QTreeWidgetItem(m_table);
        item->setText(ResultColumn, what);
        item->setText(NameColumn, e.name);
        if (!e.host.isEmpty()) {
            Node node;
            node.host = e.host;
            node.port = e.port;
            item->setText(AddressColumn, node.address());
        }
        item->setText(SourceColumn, QStringLiteral("%1:%2").arg(QFileInfo(e.file).fileName()).arg(e.line));
        item->setToolTip(SourceColumn, e.file);
        QString detail = e.reason;
        if (!e.changes.isEmpty())
            detail = Tr::tr("changes %1").arg(e.changes.join(QStringLiteral(", ")));
        if (!e.resolvedAddress.isEmpty())
            detail = detail.isEmpty() ? Tr::tr("resolves to %1").arg(e.resolvedAddress)
                                      : Tr::tr("%1; resolves to %2").arg(detail, e.resolvedAddress);
        item->setText(DetailColumn, detail);
        item->setToolTip(DetailColumn, detail);
    }
}

void NodeImportDialog::importNow()
{
    if (!m_inventory)
        return;
    const fleet::Inventory::NodeImportResult result =
        m_inventory->importNodes(m_candidates, m_kind == Kind::Csv);
    if (!result.ok()) {
        refresh();
        m_error->showMessage(MessageBanner::Kind::Error, result.message);
        m_error->show();
        return;
    }
    m_result = result.report;
    accept();
}

} // namespace fleetdeck::ui
