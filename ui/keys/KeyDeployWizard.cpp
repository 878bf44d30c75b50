// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyDeployWizard.h"
#include "UiTr.h"

#include "AccessPage.h"
#include "DeployPage.h"
#include "KeyPage.h"
#include "PreviewPage.h"
#include "ResultPage.h"
#include "TargetsPage.h"
#include "session/SecretStorage.h"

#include "fleet/Inventory.h"
#include "models/FleetTableModel.h"
#include "secrets/CredentialResolver.h"
#include "ssh/SshEngine.h"

namespace fleetdeck::ui {

using session::KeyDeployBatch;

KeyDeployWizard::KeyDeployWizard(ssh::SshEngine& engine, fleet::Inventory& inventory, QWidget* parent)
    : QWizard(parent)
    , m_engine(engine)
    , m_inventory(&inventory)
    , m_knownHostsPath(ssh::SshTarget::defaultKnownHostsPath())
    , m_keyPage(new KeyPage(m_state, this))
    , m_targetsPage(new TargetsPage(m_state, this))
    , m_accessPage(new AccessPage(m_state, this))
    , m_previewPage(new PreviewPage(m_state, engine, this))
    , m_deployPage(new DeployPage(m_state, engine, this))
    , m_resultPage(new ResultPage(m_state, this))
{
    setObjectName(QStringLiteral("keyDeployWizard"));
    setWindowTitle(Tr::tr("Deploy Key"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage, true);
    setOption(QWizard::NoCancelButtonOnLastPage, true);
    setPage(KeyPageId, m_keyPage);
    setPage(TargetsPageId, m_targetsPage);
    setPage(AccessPageId, m_accessPage);
    setPage(PreviewPageId, m_previewPage);
    setPage(DeployPageId, m_deployPage);
    setPage(ResultPageId, m_resultPage);
    setStartId(KeyPageId);
    resize(900, 680);
}

KeyDeployWizard::~KeyDeployWizard() = default;

void KeyDeployWizard::setFleetModel(models::FleetTableModel* model)
{
    m_fleet = model;
}

void KeyDeployWizard::prepare(KeyDeployBatch& batch) const
{
    batch.setInventory(m_inventory);
    batch.setKnownHostsPath(m_knownHostsPath);
    batch.setResolver(m_secrets ? m_secrets->resolver() : nullptr);
    batch.setTimeout(m_timeoutMs);
    batch.setPlatform(m_platform);
}

void KeyDeployWizard::retryFailed()
{
    const QStringList failed = m_state.failedNodes();
    if (failed.isEmpty() || m_deployPage->isRunning())
        return;
    if (currentId() == ResultPageId)
        back();
    m_deployPage->start(failed);
}

void KeyDeployWizard::reject()
{
    // A deployment under way is stopped, not abandoned: its files must end whole and its results
    // be seen. The wizard closes once it is over.
    if (m_deployPage->isRunning()) {
        m_deployPage->cancel();
        return;
    }
    m_previewPage->cancel();
    QWizard::reject();
}

} // namespace fleetdeck::ui
