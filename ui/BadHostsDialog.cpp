// SPDX-License-Identifier: GPL-3.0-or-later
#include "BadHostsDialog.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "Dialogs.h"
#include "lifecycle/LifecycleStore.h"
#include "storage/Database.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

BadHostsDialog::BadHostsDialog(storage::Database* db, QWidget* parent)
    : QDialog(parent)
    , m_db(db)
    , m_table(new QTableWidget(0, 5, this))
    , m_remove(new QPushButton(Tr::tr("&Remove…"), this))
    , m_status(wrappedLabel(QString(), this))
{
    setObjectName(QStringLiteral("badHostsDialog"));
    setWindowTitle(Tr::tr("Bad Hosts"));
    resize(820, 420);
    m_table->setObjectName(QStringLiteral("badHostsTable"));
    m_table->setHorizontalHeaderLabels(
        {Tr::tr("Machine"), Tr::tr("Reason"), Tr::tr("From"), Tr::tr("Node"), Tr::tr("Added")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_status->setObjectName(QStringLiteral("badHostsStatus"));
    auto* add = new QPushButton(Tr::tr("&Add…"), this);
    add->setObjectName(QStringLiteral("badHostsAdd"));
    m_remove->setObjectName(QStringLiteral("badHostsRemove"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(quietLabel(Tr::tr("Machines on this list are left out of the offers and never rented "
                                        "again. A failed qualification or a retiring rule adds its machine."),
                                 this));
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_remove, &QPushButton::clicked, this, &BadHostsDialog::removeSelected);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_table->selectedItems().isEmpty()); });
    connect(add, &QPushButton::clicked, this, [this] {
        const std::optional<QString> machine =
            Dialogs::askText(this, Tr::tr("Add a Bad Host"), Tr::tr("vast.ai machine id:"));
        if (!machine)
            return;
        const std::optional<QString> reason =
            Dialogs::askText(this, Tr::tr("Add a Bad Host"), Tr::tr("Why it should never be rented again:"));
        if (reason)
            addHost(machine->trimmed(), reason->trimmed());
    });
    reload();
}

void BadHostsDialog::reload()
{
    m_table->setRowCount(0);
    m_remove->setEnabled(false);
    if (!m_db) {
        m_status->setText(Tr::tr("No fleet is open."));
        return;
    }
    const lifecycle::LifecycleStore store(*m_db);
    const QList<lifecycle::BadHost> hosts = store.badHosts();
    m_table->setRowCount(int(hosts.size()));
    for (int row = 0; row < hosts.size(); ++row) {
        const lifecycle::BadHost& h = hosts.at(row);
        const QString by = h.addedBy.isEmpty() ? Tr::tr("added by hand") : Tr::tr("by %1").arg(h.addedBy);
        const QStringList cells{h.machineId, h.reason, h.source == QLatin1String("operator") ? by : h.source,
                                h.node, QLocale().toString(h.addedAt.toLocalTime(), QLocale::ShortFormat)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells.at(column));
            item->setToolTip(cells.at(column));
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnToContents(0);
    m_status->setText(store.error().isEmpty()
                          ? Tr::tr("%n machine(s) on the list", nullptr, int(hosts.size()))
                          : store.error());
}

bool BadHostsDialog::addHost(const QString& machineId, const QString& reason)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
    if (!m_db)
        return false;
    if (!digits.match(machineId).hasMatch()) {
        m_status->setText(Tr::tr("'%1' is not a machine id (digits, as vast.ai lists them).").arg(machineId));
        return false;
    }
    lifecycle::BadHost host;
    host.machineId = machineId;
    host.reason = reason.isEmpty() ? Tr::tr("added by the operator") : reason;
    lifecycle::LifecycleStore store(*m_db);
    if (!store.addBadHost(host)) {
        m_status->setText(store.error());
        return false;
    }
    reload();
    Q_EMIT changed();
    return true;
}

void BadHostsDialog::removeSelected()
{
    QStringList machines;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        machines << m_table->item(index.row(), 0)->text();
    if (machines.isEmpty() || !m_db)
        return;
    if (!Dialogs::confirm(
            this, Tr::tr("Remove Bad Hosts"),
            Tr::tr("Give %1 another chance? Their offers will be listed and can be rented again.")
                .arg(machines.join(QStringLiteral(", ")))))
        return;
    lifecycle::LifecycleStore store(*m_db);
    for (const QString& machine : std::as_const(machines))
        store.removeBadHost(QStringLiteral("vast"), machine);
    reload();
    Q_EMIT changed();
}

} // namespace fleetdeck::ui
