// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostKeyQuestions.h"
#include "UiTr.h"

#include "Dialogs.h"

namespace fleetdeck::ui {

HostKeyQuestions::HostKeyQuestions(session::ConnectionChecks* checks, FindNode findNode,
                                   KnownHostsPath knownHostsPath, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_checks(checks)
    , m_findNode(std::move(findNode))
    , m_knownHostsPath(std::move(knownHostsPath))
    , m_dialogParent(dialogParent)
{}

void HostKeyQuestions::onCheckFinished(const QString& node, status::HealthState state,
                                       const ssh::OperationResult& result, const session::CheckOrigin& origin)
{
    const bool hostKey =
        state == status::HealthState::HostKeyUnknown || state == status::HealthState::HostKeyChanged;
    // One question per stop: a retry that stops again only shows why.
    if (!hostKey || !result.hostKey || origin.afterHostKeyDecision)
        return;
    for (const Question& q : std::as_const(m_questions)) {
        if (q.node == node)
            return;
    }
    m_questions.append({node, *result.hostKey,
                        state == status::HealthState::HostKeyChanged ? HostKeyDialog::Kind::Changed
                                                                     : HostKeyDialog::Kind::Unknown,
                        origin});
    askQueued();
}

void HostKeyQuestions::askQueued()
{
    if (m_asking)
        return;
    m_asking = true;
    while (!m_questions.isEmpty()) {
        const Question q = m_questions.takeFirst();
        const QString knownHosts = m_knownHostsPath();
        HostKeyDialog dialog(q.key, q.kind, q.node, knownHosts, m_dialogParent);
        Dialogs::exec(dialog);
        if (dialog.decision() == HostKeyDialog::Decision::Cancel)
            continue;
        const std::optional<Node> node = m_findNode(q.node);
        QString error;
        if (node && m_checks &&
            !m_checks->trustAndRetry(*node, q.key, q.kind == HostKeyDialog::Kind::Changed, q.origin, &error))
            Q_EMIT problem(
                Tr::tr("The host key of %1 could not be recorded in %2: %3").arg(q.node, knownHosts, error));
    }
    m_asking = false;
}

} // namespace fleetdeck::ui
