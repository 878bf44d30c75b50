// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/AgentKeys.h"
#include "base/PublicKey.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QListView;
class QPushButton;

namespace fleetdeck::ui {

class AgentKeysModel;

/// The keys the ssh-agent holds, to pick one. The agent is asked off the GUI thread (a hung
/// agent must not freeze the window) and only when the list is first needed.
class AgentKeyList : public QWidget
{
    Q_OBJECT

public:
    explicit AgentKeyList(QWidget* parent = nullptr);

    /// Asks the agent (again).
    void refresh();
    bool hasAsked() const { return m_asked; }
    /// The chosen key, if the agent holds one and it can be deployed; otherwise why not.
    std::optional<PublicKey> currentKey(QString* why = nullptr) const;

Q_SIGNALS:
    void currentKeyChanged();

private:
    void show(const AgentListing& listing);

    AgentKeysModel* m_keys;
    QListView* m_list;
    QLabel* m_status;
    QPushButton* m_reload;
    bool m_asked = false;
};

} // namespace fleetdeck::ui
