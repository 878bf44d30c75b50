// SPDX-License-Identifier: GPL-3.0-or-later
#include "CredentialsPage.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "Dialogs.h"
#include "HealthStyle.h"
#include "session/SecretStorage.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using secrets::BackendInfo;
using secrets::SecretId;
using secrets::SecretResult;
using secrets::SecretStatus;

namespace {

/// How the keychain is doing, in a word after its name.
QString stateWord(const BackendInfo& info)
{
    if (info.available)
        return Tr::tr("available");
    if (info.status == SecretStatus::NoBackend)
        return Tr::tr("not available");
    return session::SecretStorage::problemWord(info.status);
}

/// Why nothing can be listed, short: the keychain section above gives the full reason.
QString unlistable(const BackendInfo& info)
{
    switch (info.status) {
    case SecretStatus::Locked:
        return Tr::tr("Stored secrets cannot be listed while the keychain is locked. Unlock it and "
                      "press Check again, or keep secrets for this session only.");
    case SecretStatus::AccessDenied:
        return Tr::tr("Stored secrets cannot be listed: the keychain refuses access to them.");
    case SecretStatus::TimedOut:
        return Tr::tr("Stored secrets cannot be listed: the keychain does not answer.");
    case SecretStatus::NoBackend:
        return Tr::tr("Stored secrets cannot be listed: no keychain is available.");
    case SecretStatus::Ok:
    case SecretStatus::NotFound:
    case SecretStatus::Failed:
        break;
    }
    return Tr::tr("Stored secrets cannot be listed: the keychain is not working.");
}

QString dot(const QString& color)
{
    return QStringLiteral("<span style=\"color:%1\">●</span>").arg(color);
}

} // namespace

CredentialsPage::CredentialsPage(session::SecretStorage* storage, QWidget* parent)
    : QWidget(parent)
    , m_storage(storage)
    , m_backendTitle(new QLabel(this))
    , m_backendDetail(quietLabel(QString(), this))
    , m_checkAgain(new QPushButton(Tr::tr("Check again"), this))
    , m_sessionOnly(new QCheckBox(
          Tr::tr("Keep secrets for this session only (never write them to the keychain)"), this))
    , m_entriesBox(new QGroupBox(this))
    , m_entriesStatus(wrappedLabel(QString(), this))
    , m_table(new QTableWidget(0, 1, this))
    , m_delete(new QPushButton(Tr::tr("Delete…"), this))
{
    setObjectName(QStringLiteral("credentialsPage"));
    m_backendTitle->setObjectName(QStringLiteral("backendTitle"));
    m_backendTitle->setTextFormat(Qt::RichText);
    m_backendDetail->setObjectName(QStringLiteral("backendDetail"));
    m_backendDetail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkAgain->setObjectName(QStringLiteral("checkAgainButton"));
    m_checkAgain->setToolTip(
        Tr::tr("Write, read back and delete a test entry to find out whether the keychain works"));
    connect(m_checkAgain, &QPushButton::clicked, m_storage, &session::SecretStorage::probeKeychain);
    m_sessionOnly->setObjectName(QStringLiteral("sessionOnlyCheck"));
    connect(m_sessionOnly, &QCheckBox::toggled, m_storage,
            [this](bool on) { m_storage->setSessionOnly(on); });

    auto* keychainBox = new QGroupBox(Tr::tr("Keychain"), this);
    auto* keychainLayout = new QVBoxLayout(keychainBox);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_backendTitle, 1);
    titleRow->addWidget(m_checkAgain);
    keychainLayout->addLayout(titleRow);
    keychainLayout->addWidget(m_backendDetail);
    keychainLayout->addSpacing(6);
    keychainLayout->addWidget(m_sessionOnly);
    auto* sessionHint = quietLabel(Tr::tr("Passphrases and passwords you enter are then kept in memory until "
                                          "Fleetdeck exits; the keychain is not touched."),
                                   keychainBox);
    sessionHint->setContentsMargins(22, 0, 0, 0);
    keychainLayout->addWidget(sessionHint);

    m_entriesStatus->setObjectName(QStringLiteral("entriesStatus"));
    m_entriesStatus->setAlignment(Qt::AlignLeft | Qt::AlignTop); // in place of the list when it is hidden
    m_entriesStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("entriesTable"));
    m_table->setHorizontalHeaderLabels({Tr::tr("Secret")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    m_delete->setEnabled(false);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_delete->setEnabled(!m_table->selectedItems().isEmpty()); });
    connect(m_delete, &QPushButton::clicked, this, &CredentialsPage::deleteSelected);

    m_entriesBox->setObjectName(QStringLiteral("entriesBox"));
    auto* entriesLayout = new QVBoxLayout(m_entriesBox);
    entriesLayout->addWidget(m_entriesStatus, 1);
    entriesLayout->addWidget(m_table, 1);
    auto* buttonRow = new QHBoxLayout;
    auto* hint = quietLabel(Tr::tr("Values are never shown. To store one from a terminal:<br>"
                                   "<tt>fleetdeck-cli secrets set KIND NAME --stdin</tt>"),
                            m_entriesBox);
    hint->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    buttonRow->addWidget(hint, 1);
    buttonRow->addWidget(m_delete, 0, Qt::AlignTop);
    entriesLayout->addLayout(buttonRow);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(keychainBox);
    layout->addWidget(m_entriesBox, 1);

    connect(m_storage, &session::SecretStorage::changed, this, [this] {
        showBackend();
        watchStore();
        reload();
    });
    showBackend();
    watchStore();
    reload();
}

void CredentialsPage::showBackend()
{
    const QSignalBlocker blocker(m_sessionOnly);
    m_sessionOnly->setChecked(m_storage->sessionOnly());
    secrets::CredentialStore* keychain = m_storage->keychain();
    m_checkAgain->setEnabled(keychain && !m_storage->isProbing());
    if (!keychain) {
        m_backendTitle->setText(dot(healthTextColor(status::HealthState::Unknown, palette()).name()) +
                                QLatin1Char(' ') + Tr::tr("No keychain"));
        m_backendDetail->setText(Tr::tr("This window was started without a keychain."));
        return;
    }
    const BackendInfo expected = keychain->backend();
    const QString name = expected.displayName.toHtmlEscaped();
    if (m_storage->isProbing()) {
        m_backendTitle->setText(dot(healthTextColor(status::HealthState::Unknown, palette()).name()) +
                                QLatin1Char(' ') + Tr::tr("%1 — checking…").arg(name));
        m_backendDetail->setText(Tr::tr("Writing, reading back and deleting a test entry…"));
        return;
    }
    const std::optional<BackendInfo> probe = m_storage->keychainProbe();
    if (!probe) {
        m_backendTitle->setText(dot(healthTextColor(status::HealthState::Unknown, palette()).name()) +
                                QLatin1Char(' ') + Tr::tr("%1 — not checked").arg(name));
        m_backendDetail->setText(
            Tr::tr("Fleetdeck does not touch the keychain while secrets are kept for this "
                   "session only."));
        return;
    }
    m_backendTitle->setText(
        dot(healthTextColor(probe->available ? status::HealthState::Healthy : status::HealthState::Error,
                            palette())
                .name()) +
        QLatin1Char(' ') +
        Tr::tr("<b>%1</b> — %2").arg(probe->displayName.toHtmlEscaped(), stateWord(*probe)));
    m_backendDetail->setText(probe->detail);
}

void CredentialsPage::watchStore()
{
    secrets::CredentialStore* store = m_storage->activeStore();
    if (store == m_watched)
        return;
    if (m_watched)
        m_watched->disconnect(this);
    m_watched = store;
    // An entry written or deleted elsewhere (a remembered passphrase) shows up at once.
    if (store)
        connect(store, &secrets::CredentialStore::changed, this, &CredentialsPage::reload);
}

void CredentialsPage::reload()
{
    const quint64 listing = ++m_listing;
    secrets::CredentialStore* store = m_storage->activeStore();
    const BackendInfo info = m_storage->activeBackend();
    if (!store) {
        m_entriesBox->setTitle(Tr::tr("Stored secrets"));
        showEntriesProblem(unlistable(info));
        return;
    }
    m_entriesBox->setTitle(info.persistent ? Tr::tr("Stored in %1").arg(info.displayName)
                                           : Tr::tr("Kept in session memory"));
    showStatus(Tr::tr("Loading…"), false);
    store->list(this, [this, listing](SecretStatus status, const QList<SecretId>& ids) {
        if (listing != m_listing)
            return;
        if (status == SecretStatus::Ok)
            showEntries(ids);
        else
            showEntriesProblem(
                Tr::tr("Stored secrets cannot be listed: %1").arg(SecretResult{status, {}, {}}.explain()));
    });
}

void CredentialsPage::showEntries(const QList<SecretId>& ids)
{
    m_ids = ids;
    m_table->setRowCount(0);
    m_table->setRowCount(int(ids.size()));
    for (int row = 0; row < ids.size(); ++row) {
        auto* item = new QTableWidgetItem(ids.at(row).displayText());
        item->setToolTip(Tr::tr("Stored as %1").arg(ids.at(row).storageKey()));
        m_table->setItem(row, 0, item);
    }
    m_table->show();
    m_delete->setEnabled(false);
    if (ids.isEmpty())
        showStatus(
            Tr::tr("No secrets stored yet. A passphrase or password you enter when a check asks for one "
                   "is kept here if you choose to remember it."),
            false);
    else
        m_entriesStatus->hide();
}

void CredentialsPage::showStatus(const QString& text, bool problem)
{
    m_entriesStatus->setText(text);
    m_entriesStatus->setStyleSheet(
        problem ? QStringLiteral("QLabel { color: %1; }").arg(errorTextColor(palette()).name()) : QString());
    m_entriesStatus->show();
}

void CredentialsPage::showEntriesProblem(const QString& text)
{
    m_ids.clear();
    m_table->setRowCount(0);
    m_table->hide();
    m_delete->setEnabled(false);
    showStatus(text, true);
}

void CredentialsPage::deleteSelected()
{
    const int row = m_table->currentRow();
    secrets::CredentialStore* store = m_storage->activeStore();
    if (row < 0 || row >= m_ids.size() || !store)
        return;
    const SecretId id = m_ids.at(row);
    const QString where = m_storage->activeBackend().displayName;
    if (!Dialogs::confirm(this, Tr::tr("Delete secret"),
                          Tr::tr("Delete “%1” from %2? Checks that need it will ask for it again.")
                              .arg(id.displayText(), where)))
        return;
    m_delete->setEnabled(false);
    store->remove(id, this, [this, id](const SecretResult& removed) {
        if (removed.ok()) {
            reload();
            return;
        }
        // The list stays: the entry is still there, and so is the reason.
        showStatus(Tr::tr("“%1” could not be deleted: %2").arg(id.displayText(), removed.explain()), true);
        m_delete->setEnabled(!m_table->selectedItems().isEmpty());
    });
}

} // namespace fleetdeck::ui
