// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyAudits.h"

#include "base/Node.h"
#include "keys/AuthorizedKeys.h"
#include "keys/DeploymentLog.h"
#include "keys/KeyDeployment.h"

#include <QColor>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

class QPalette;

namespace fleetdeck::ui {

/// The colours of a node's key audit: the states' hues made readable on the palette (light or
/// dark), the muted text and the base of the widget showing them.
struct KeyTones
{
    QColor good;
    QColor warning;
    QColor bad;
    QColor muted;
    QColor base;

    static KeyTones of(const QPalette& palette);
};

/// The words of a node's key audit and audit trail, put together without widgets.
struct NodeKeysText
{
public:
    /// A local time; the date only when it is not today.
    static QString when(const QDateTime& at);
    static QString shortHash(const QString& sha256);
    static QString shortFingerprint(const QString& fingerprint);

    /// A finding in a word or two ("glued keys"), for the trail's Findings column.
    static QString findingShort(const QString& code);
    /// What a finding means for the node's logins, in a sentence.
    static QString findingHeadline(const keys::AuthorizedKeys::Finding& finding,
                                   const keys::KeyNodeResult& result);
    /// A finding that leaves a key (or every key) of the file not working.
    static bool isSerious(const QString& code);
    /// A finding the deployment wizard's repair undoes.
    static bool isRepairable(const QString& code);
    /// A finding as rich text: its line and headline, its code and detail below.
    static QString findingHtml(const keys::AuthorizedKeys::Finding& finding,
                               const keys::KeyNodeResult& result, const KeyTones& tones);

    /// Rich text: each key the console offers the node, and whether and where the audited file holds it.
    static QString consoleKeys(const KeyAudit& audit, const KeyTones& tones);
    /// Rich text for a provider's node: each key of the console's or attached through the platform,
    /// and whether it is attached there, present in authorized_keys (per `audit`), or both.
    static QString platformAttachments(const Node& node, const KeyAudit& audit,
                                       const QList<keys::DeploymentRecord>& attached, const KeyTones& tones);
};

} // namespace fleetdeck::ui
