// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <QDateTime>
#include <QWidget>

class QAction;
class QFrame;
class QLabel;
class QToolButton;
class QVBoxLayout;

namespace fleetdeck::ui {

/// The outcome of a node's connection check: on failure the diagnosis first (what went wrong,
/// the raw evidence, what to do), then every stage with its mark, time and detail.
class ConnectionCheckView : public QWidget
{
    Q_OBJECT

public:
    explicit ConnectionCheckView(QWidget* parent = nullptr);

    /// The action the header's button triggers ("Check Connection").
    void setCheckAction(QAction* action);

    /// No check has run for this node.
    void clear();
    /// A check is under way; `viaCommand`: the status comes from a command, not HTTP.
    /// `waitingForKeychain`: the check's secrets are still being looked up, so it says so rather
    /// than seeming to hang.
    void showRunning(bool viaCommand, bool waitingForKeychain = false);
    void showResult(const ssh::OperationResult& result, const QDateTime& finishedAt);

    /// A stage's name for people, e.g. "SSH handshake".
    static QString stageLabel(Diagnosis::Stage stage);

private:
    void setStages(const QList<ssh::StageReport>& stages, bool running, const QString& shownAbove);

    QFrame* m_diagnosis;
    QLabel* m_message;
    QLabel* m_detail;
    QLabel* m_hint;
    QLabel* m_summary;
    QToolButton* m_checkButton;
    QVBoxLayout* m_layout;
    QWidget* m_stages = nullptr;
};

} // namespace fleetdeck::ui
