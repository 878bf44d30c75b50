// SPDX-License-Identifier: GPL-3.0-or-later
#include "AgentKeyList.h"
#include "UiTr.h"

#include "AgentKeysModel.h"
#include "Async.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

AgentKeyList::AgentKeyList(QWidget* parent)
    : QWidget(parent)
    , m_keys(new AgentKeysModel(this))
    , m_list(new QListView(this))
    , m_status(new QLabel(this))
    , m_reload(new QPushButton(Tr::tr("Ask Again"), this))
{
    m_list->setObjectName(QStringLiteral("agentKeyList"));
    m_list->setModel(m_keys);
    m_list->setMinimumHeight(90);
    m_status->setObjectName(QStringLiteral("agentStatus"));
    m_status->setWordWrap(true);
    m_reload->setObjectName(QStringLiteral("agentReload"));
    connect(m_reload, &QPushButton::clicked, this, &AgentKeyList::refresh);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AgentKeyList::currentKeyChanged);
    auto* status = new QHBoxLayout;
    status->addWidget(m_status, 1);
    status->addWidget(m_reload);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    layout->addLayout(status);
}

void AgentKeyList::refresh()
{
    m_asked = true;
    m_reload->setEnabled(false);
    m_status->setText(Tr::tr("Asking the ssh-agent…"));
    // The continuation is dropped if this list is gone by then.
    runGuarded(
        this, [] { return listAgentKeys(); }, [this](const AgentListing& listing) { show(listing); });
}

void AgentKeyList::show(const AgentListing& listing)
{
    m_reload->setEnabled(true);
    m_keys->setKeys(listing.keys);
    if (!listing.ok)
        m_status->setText(Tr::tr("The ssh-agent cannot be asked: %1").arg(listing.error));
    else if (listing.keys.isEmpty())
        m_status->setText(Tr::tr("The ssh-agent holds no keys. Add one with ssh-add."));
    else
        m_status->setText(Tr::tr("The ssh-agent holds %n key(s).", nullptr, int(listing.keys.size())));
    Q_EMIT currentKeyChanged();
}

std::optional<PublicKey> AgentKeyList::currentKey(QString* why) const
{
    const int row = m_list->currentIndex().row();
    if (row < 0 || row >= m_keys->keys().size()) {
        if (why)
            *why = QString();
        return std::nullopt;
    }
    const AgentKey& k = m_keys->keys().at(row);
    return PublicKey::fromBlob(k.blob, k.comment, why);
}

} // namespace fleetdeck::ui
