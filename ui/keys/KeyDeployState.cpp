// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyDeployState.h"

namespace fleetdeck::ui {

keys::KeyChange KeyDeployState::change(bool dryRun) const
{
    keys::KeyChange change;
    change.kind = keys::KeyChange::Kind::Deploy;
    change.key = key.key;
    change.repair = repair;
    change.dryRun = dryRun;
    return change;
}

keys::KeyVerification KeyDeployState::verification() const
{
    keys::KeyVerification v;
    if (!key.privateKeyPath.isEmpty()) {
        v.mode = keys::KeyVerification::Mode::PrivateKey;
        v.privateKeyPath = key.privateKeyPath;
        v.passphrase = key.passphrase;
    } else if (key.source == DeployKey::Source::Agent) {
        v.mode = keys::KeyVerification::Mode::Agent;
    }
    return v;
}

void KeyDeployState::putResult(const keys::KeyNodeResult& result)
{
    for (keys::KeyNodeResult& r : results) {
        if (r.node == result.node) {
            r = result;
            return;
        }
    }
    results << result;
}

QStringList KeyDeployState::failedNodes() const
{
    const bool verify = verification().mode != keys::KeyVerification::Mode::None;
    QStringList failed;
    for (const keys::KeyNodeResult& r : results) {
        if (!r.succeeded(verify))
            failed << r.node;
    }
    return failed;
}

} // namespace fleetdeck::ui
