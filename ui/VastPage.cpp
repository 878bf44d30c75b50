// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastPage.h"
#include "UiTr.h"

#include "DialogLabels.h"

#include "secrets/CredentialStore.h"
#include "session/SecretStorage.h"
#include "vast/VastApiKey.h"
#include "vast/VastClient.h"
#include "vast/VastSync.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
const QString kAccountKey = QStringLiteral("vast/account");
const QString kUrlKey = QStringLiteral("vast/baseUrl");
const QString kIntervalKey = QStringLiteral("vast/intervalSecs");
} // namespace

VastPage::VastPage(session::SecretStorage* storage, QWidget* parent)
    : QWidget(parent)
    , m_storage(storage)
    , m_account(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_interval(new QSpinBox(this))
    , m_key(new QLineEdit(this))
    , m_store(new QPushButton(Tr::tr("&Store in Keychain"), this))
    , m_remove(new QPushButton(Tr::tr("&Remove"), this))
    , m_keyStatus(wrappedLabel(QString(), this))
    , m_urlProblem(wrappedLabel(QString(), this))
{
    setObjectName(QStringLiteral("vastPage"));
    const QSettings settings;
    m_account->setObjectName(QStringLiteral("vastAccount"));
    m_account->setPlaceholderText(vast::VastDefaultAccount);
    m_account->setText(settings.value(kAccountKey).toString());
    m_url->setObjectName(QStringLiteral("vastUrl"));
    m_url->setText(settings.value(kUrlKey, vast::VastClient::defaultBaseUrl().toString()).toString());
    m_interval->setObjectName(QStringLiteral("vastInterval"));
    m_interval->setRange(10, 3600);
    m_interval->setSuffix(Tr::tr(" s"));
    m_interval->setValue(settings.value(kIntervalKey, vast::VastSync::DefaultIntervalMs / 1000).toInt());
    m_key->setObjectName(QStringLiteral("vastKey"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setPlaceholderText(Tr::tr("paste the key from vast.ai's account page"));
    m_store->setObjectName(QStringLiteral("vastStoreKey"));
    m_remove->setObjectName(QStringLiteral("vastRemoveKey"));
    m_keyStatus->setObjectName(QStringLiteral("vastKeyStatus"));
    m_urlProblem->setObjectName(QStringLiteral("vastUrlProblem"));
    m_urlProblem->hide();

    auto* form = new QFormLayout;
    form->addRow(Tr::tr("&Account:"), m_account);
    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(m_store);
    keyRow->addWidget(m_remove);
    form->addRow(Tr::tr("API &key:"), keyRow);
    form->addRow(QString(), m_keyStatus);
    form->addRow(Tr::tr("API &address:"), m_url);
    form->addRow(QString(), m_urlProblem);
    form->addRow(Tr::tr("&Refresh every:"), m_interval);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(quietLabel(
        Tr::tr("The key is kept only in the keychain, as vast-api-key/<account>; VAST_API_KEY, when set, "
               "is used instead for the default account. The account's instances are listed every "
               "interval and every one of them is a node."),
        this));
    layout->addStretch(1);

    connect(m_account, &QLineEdit::editingFinished, this, [this] {
        QSettings settings;
        if (settings.value(kAccountKey).toString() == m_account->text().trimmed())
            return;
        if (m_account->text().trimmed().isEmpty())
            settings.remove(kAccountKey);
        else
            settings.setValue(kAccountKey, m_account->text().trimmed());
        refreshKeyStatus();
        Q_EMIT changed();
    });
    connect(m_url, &QLineEdit::editingFinished, this, &VastPage::applyUrl);
    connect(m_interval, &QSpinBox::valueChanged, this, [this](int secs) {
        QSettings().setValue(kIntervalKey, secs);
        Q_EMIT changed();
    });
    connect(m_store, &QPushButton::clicked, this, &VastPage::storeKey);
    connect(m_remove, &QPushButton::clicked, this, &VastPage::removeKey);
    connect(m_key, &QLineEdit::textChanged, this,
            [this] { m_store->setEnabled(!m_key->text().trimmed().isEmpty()); });
    m_store->setEnabled(false);
    refreshKeyStatus();
}

QString VastPage::accountName() const
{
    const QString account = m_account->text().trimmed();
    return account.isEmpty() ? vast::VastDefaultAccount : account;
}

void VastPage::applyUrl()
{
    const QUrl url(m_url->text().trimmed());
    const QString why = vast::VastClient::checkBaseUrl(url);
    m_urlProblem->setVisible(!why.isEmpty());
    m_urlProblem->setText(why.isEmpty() ? QString() : Tr::tr("Not used: %1").arg(why));
    if (!why.isEmpty() || QSettings().value(kUrlKey).toString() == url.toString())
        return;
    QSettings().setValue(kUrlKey, url.toString());
    Q_EMIT changed();
}

void VastPage::refreshKeyStatus()
{
    secrets::CredentialStore* store = m_storage ? m_storage->activeStore() : nullptr;
    const secrets::SecretId id{secrets::SecretKind::VastApiKey, accountName()};
    QString invalid;
    if (!secrets::SecretId::parse(secrets::SecretId::kindName(id.kind), id.name, &invalid)) {
        m_keyStatus->setText(invalid);
        m_remove->setEnabled(false);
        return;
    }
    if (!store) {
        m_keyStatus->setText(Tr::tr("No keychain: the key can come only from VAST_API_KEY."));
        m_remove->setEnabled(false);
        return;
    }
    m_keyStatus->setText(Tr::tr("Looking in the keychain…"));
    store->read(id, this, [this, id](const secrets::SecretResult& result) {
        const bool stored = result.ok() && !result.value.trimmed().isEmpty();
        m_remove->setEnabled(stored);
        QString text = stored ? Tr::tr("A key is stored in the keychain as %1.").arg(id.storageKey())
                       : result.ok() || result.status == secrets::SecretStatus::NotFound
                           ? Tr::tr("No key is stored as %1.").arg(id.storageKey())
                           : result.explain();
        if (m_account->text().trimmed().isEmpty() && !qEnvironmentVariableIsEmpty(vast::VastApiKeyVariable))
            text += QLatin1Char(' ') + Tr::tr("VAST_API_KEY is set and used for this run.");
        m_keyStatus->setText(text);
    });
}

void VastPage::storeKey()
{
    secrets::CredentialStore* store = m_storage ? m_storage->activeStore() : nullptr;
    const QString key = m_key->text().trimmed();
    if (!store || key.isEmpty())
        return;
    const secrets::SecretId id{secrets::SecretKind::VastApiKey, accountName()};
    m_store->setEnabled(false);
    store->write(id, key, this, [this, id](const secrets::SecretResult& result) {
        if (!result.ok()) {
            m_keyStatus->setText(Tr::tr("The key was not stored: %1").arg(result.explain()));
            m_store->setEnabled(true);
            return;
        }
        m_key->clear(); // the key lives in the keychain only
        refreshKeyStatus();
        Q_EMIT changed();
    });
}

void VastPage::removeKey()
{
    secrets::CredentialStore* store = m_storage ? m_storage->activeStore() : nullptr;
    if (!store)
        return;
    const secrets::SecretId id{secrets::SecretKind::VastApiKey, accountName()};
    store->remove(id, this, [this](const secrets::SecretResult& result) {
        if (!result.ok() && result.status != secrets::SecretStatus::NotFound)
            m_keyStatus->setText(Tr::tr("The key was not removed: %1").arg(result.explain()));
        else
            refreshKeyStatus();
        Q_EMIT changed();
    });
}

} // namespace fleetdeck::ui
