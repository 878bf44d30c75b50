// SPDX-License-Identifier: GPL-3.0-or-later
#include "TargetsPage.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "KeyDeployWizard.h"

#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace fleetdeck::ui {

TargetsPage::TargetsPage(KeyDeployState& state, QWidget* parent)
    : QWizardPage(parent)
    , m_state(state)
    , m_filter(new QLineEdit(this))
    , m_view(new QTreeView(this))
    , m_model(new QStandardItemModel(0, ColumnCount, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_count(new QLabel(this))
{
    setObjectName(QStringLiteral("targetsPage"));
    setTitle(Tr::tr("Targets"));
    setSubTitle(
        Tr::tr("Check the nodes that get the key. Each node's authorized_keys is read and planned first; "
               "nothing is written before you confirm the preview."));
    m_model->setHorizontalHeaderLabels({Tr::tr("Node"), Tr::tr("Address"), Tr::tr("User"), Tr::tr("State")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterRole(FilterRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setObjectName(QStringLiteral("targetFilter"));
    m_filter->setPlaceholderText(Tr::tr("Filter by name, address, user or state (auth_failed)…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_view->setObjectName(QStringLiteral("targetList"));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(NameColumn, Qt::AscendingOrder);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(true);
    // Space toggles every selected row, as in a file manager.
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex& index) {
        QStandardItem* item = m_model->item(m_proxy->mapToSource(index).row(), NameColumn);
        if (item)
            item->setCheckState(item->checkState() == Qt::Checked ? Qt::Unchecked : Qt::Checked);
    });
    connect(m_model, &QStandardItemModel::itemChanged, this, [this](QStandardItem* item) {
        if (item->column() == NameColumn)
            updateCount();
    });

    auto* checkShownButton = new QPushButton(Tr::tr("Check Shown"), this);
    checkShownButton->setObjectName(QStringLiteral("checkShown"));
    connect(checkShownButton, &QPushButton::clicked, this, [this] { checkShown(true); });
    auto* uncheckShownButton = new QPushButton(Tr::tr("Uncheck Shown"), this);
    uncheckShownButton->setObjectName(QStringLiteral("uncheckShown"));
    connect(uncheckShownButton, &QPushButton::clicked, this, [this] { checkShown(false); });
    m_count->setObjectName(QStringLiteral("targetCount"));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_count, 1);
    buttons->addWidget(checkShownButton);
    buttons->addWidget(uncheckShownButton);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
}

void TargetsPage::initializePage()
{
    // The first time: the nodes the wizard was opened for. Later (Back, Next): what is checked.
    QSet<QString> checked;
    if (!m_filled) {
        const KeyDeployWizard* w = KeyDeployWizard::of(wizard());
        const QStringList preselected = w ? w->preselectedNodes() : QStringList();
        checked = QSet<QString>(preselected.cbegin(), preselected.cend());
        for (const QString& n : std::as_const(m_state.nodes))
            checked.insert(n);
    } else {
        const QStringList now = checkedNodes();
        checked = QSet<QString>(now.cbegin(), now.cend());
    }
    rebuild(checked);
    m_filled = true;
}

void TargetsPage::rebuild(const QSet<QString>& checked)
{
    const KeyDeployWizard* w = KeyDeployWizard::of(wizard());
    fleet::Inventory* inventory = w ? w->inventory() : nullptr;
    const models::FleetTableModel* fleet = w ? w->fleetModel() : nullptr;
    m_model->removeRows(0, m_model->rowCount());
    const QList<Node> nodes = inventory ? inventory->nodes() : QList<Node>();
    for (const Node& node : nodes) {
        status::HealthState health = status::HealthState::Unknown;
        QString reason;
        const int fleetRow = fleet ? fleet->rowOf(node.name) : -1;
        if (fleetRow >= 0) {
            const QModelIndex index = fleet->index(fleetRow, 0);
            health = status::HealthState(index.data(models::FleetTableModel::HealthRole).toInt());
            reason = index.data(models::FleetTableModel::HealthReasonRole).toString();
        }
        QList<QStandardItem*> row;
        auto* name = new QStandardItem(node.name);
        name->setCheckable(true);
        name->setCheckState(checked.contains(node.name) ? Qt::Checked : Qt::Unchecked);
        auto* address = new QStandardItem(node.address());
        auto* user = new QStandardItem(node.user);
        auto* state = new QStandardItem(healthStateLabel(health));
        state->setData(healthColor(health), Qt::DecorationRole);
        state->setData(healthStateName(health), HealthNameRole);
        state->setToolTip(reason);
        row << name << address << user << state;
        for (QStandardItem* item : row) {
            item->setEditable(false);
            item->setData(node.name, NodeNameRole);
            item->setData(item->text(), FilterRole);
        }
        state->setData(QStringLiteral("%1 %2 %3").arg(state->text(), healthStateName(health), reason),
                       FilterRole);
        m_model->appendRow(row);
    }
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_view->resizeColumnToContents(c);
    updateCount();
}

void TargetsPage::checkShown(bool checked)
{
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        QStandardItem* item = m_model->item(m_proxy->mapToSource(m_proxy->index(r, 0)).row(), NameColumn);
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void TargetsPage::setChecked(const QString& node, bool checked)
{
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStandardItem* item = m_model->item(r, NameColumn);
        if (item->text() == node)
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

QStringList TargetsPage::checkedNodes() const
{
    QStringList names;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QStandardItem* item = m_model->item(r, NameColumn);
        if (item->checkState() == Qt::Checked)
            names << item->text();
    }
    return names;
}

void TargetsPage::updateCount()
{
    const qsizetype checked = checkedNodes().size();
    m_count->setText(Tr::tr("%1 of %n node(s) checked", nullptr, m_model->rowCount()).arg(checked));
    Q_EMIT completeChanged();
}

bool TargetsPage::isComplete() const
{
    return !checkedNodes().isEmpty();
}

bool TargetsPage::validatePage()
{
    m_state.nodes = checkedNodes();
    return !m_state.nodes.isEmpty();
}

} // namespace fleetdeck::ui
