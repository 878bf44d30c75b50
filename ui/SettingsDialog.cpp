// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsDialog.h"
#include "UiTr.h"

#include "CredentialsPage.h"
#include "LanguagePage.h"
#include "StorePage.h"
#include "VastPage.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

SettingsDialog::SettingsDialog(session::SecretStorage* storage, QWidget* parent,
                               session::FleetSession* session)
    : QDialog(parent)
    , m_pages(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_credentials(new CredentialsPage(storage, this))
    , m_vast(new VastPage(storage, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(Tr::tr("Settings"));
    m_pages->setObjectName(QStringLiteral("settingsPages"));
    m_pages->setSelectionMode(QAbstractItemView::SingleSelection);
    m_pages->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_pages, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* body = new QHBoxLayout;
    body->addWidget(m_pages);
    body->addWidget(m_stack, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);

    addPage(Tr::tr("Credentials"), m_credentials);
    addPage(Tr::tr("vast.ai"), m_vast);
    if (session) {
        m_store = new StorePage(session, this);
        addPage(Tr::tr("Store"), m_store);
    }
    addPage(Tr::tr("Language"), new LanguagePage(this));
    m_pages->setCurrentRow(0);
    resize(860, 560);
}

int SettingsDialog::addPage(const QString& title, QWidget* page)
{
    m_pages->addItem(title);
    const int index = m_stack->addWidget(page);
    // As wide as the longest title, no wider: the page gets the room.
    m_pages->setFixedWidth(qMax(140, m_pages->sizeHintForColumn(0) + 32));
    return index;
}

void SettingsDialog::showPage(QWidget* page)
{
    const int index = m_stack->indexOf(page);
    if (index >= 0)
        m_pages->setCurrentRow(index);
}

QWidget* SettingsDialog::currentPage() const
{
    return m_stack->currentWidget();
}

} // namespace fleetdeck::ui
