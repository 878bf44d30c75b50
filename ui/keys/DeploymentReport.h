// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>

namespace fleetdeck::ui {

/// The wizard's outcome as a file for the operator's records: Markdown to read, or JSON (the
/// fields of `keys deploy --json`, docs/cli.md, plus what the wizard knows more).
class DeploymentReport
{
public:
    DeploymentReport(const KeyDeployState& state, const QDateTime& at);

    QByteArray toMarkdown() const;
    QByteArray toJson() const;
    /// JSON for a path ending in .json, Markdown otherwise; written atomically.
    bool write(const QString& path, QString* error) const;

private:
    QString accessText() const;

    KeyDeployState m_state;
    QDateTime m_at;
};

} // namespace fleetdeck::ui
