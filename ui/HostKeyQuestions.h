// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HostKeyDialog.h"
#include "session/ConnectionChecks.h"
#include "status/HealthState.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace fleetdeck::ui {

/// Asks the operator about a host key a finished check stopped at (unknown, or changed), one
/// question at a time and once per stop, and on trust records the key and checks the node again.
/// The question is a HostKeyDialog run through Dialogs::exec().
///
/// A modal dialog spins an event loop in which more checks can end: their questions queue and are
/// asked one after another. A check that stops again right after the decision only shows why.
class HostKeyQuestions : public QObject
{
    Q_OBJECT

public:
    using FindNode = std::function<std::optional<Node>(const QString& name)>;
    using KnownHostsPath = std::function<QString()>;

    HostKeyQuestions(session::ConnectionChecks* checks, FindNode findNode, KnownHostsPath knownHostsPath,
                     QWidget* dialogParent);

    /// Looks at every finished check: queues and asks the question its host key raises, if any.
    void onCheckFinished(const QString& node, status::HealthState state, const ssh::OperationResult& result,
                         const session::CheckOrigin& origin);
    int queued() const { return int(m_questions.size()); }

Q_SIGNALS:
    /// The decision could not be recorded; for the banner.
    void problem(const QString& text);

private:
    struct Question
    {
        QString node;
        ssh::HostKeyInfo key;
        HostKeyDialog::Kind kind;
        session::CheckOrigin origin;
    };
    void askQueued();

    QPointer<session::ConnectionChecks> m_checks;
    FindNode m_findNode;
    KnownHostsPath m_knownHostsPath;
    QPointer<QWidget> m_dialogParent;
    QList<Question> m_questions;
    bool m_asking = false;
};

} // namespace fleetdeck::ui
