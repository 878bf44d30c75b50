// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QDialog>

class QCheckBox;
class QPushButton;

namespace fleetdeck::ui {

/// Asks the operator whether to trust a host key the engine stopped at: a key seen for the first
/// time (host_key_unknown), or one that differs from known_hosts (host_key_changed), which needs
/// an explicit confirmation that the new fingerprint was verified. The dialog only decides; the
/// caller records the decision (SshEngine::trustHostKey) and retries.
class HostKeyDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { Unknown, Changed };
    enum class Decision { Cancel, Trust, Replace };

    HostKeyDialog(const ssh::HostKeyInfo& key, Kind kind, const QString& nodeName,
                  const QString& knownHostsPath, QWidget* parent = nullptr);

    const ssh::HostKeyInfo& hostKey() const { return m_key; }
    Kind kind() const { return m_kind; }
    QString nodeName() const { return m_nodeName; }
    /// Cancel until one of the accepting buttons was pressed.
    Decision decision() const { return m_decision; }

private:
    QWidget* buildUnknown(const QString& knownHostsPath);
    QWidget* buildChanged(const QString& knownHostsPath);
    void decide(Decision decision);

    ssh::HostKeyInfo m_key;
    Kind m_kind;
    QString m_nodeName;
    Decision m_decision = Decision::Cancel;
    QPushButton* m_accept = nullptr;
    QCheckBox* m_verified = nullptr;
};

} // namespace fleetdeck::ui
