// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QList>

class QAction;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace fleetdeck::ui {

/// An inline banner at the top of the window for errors and notices that are not decisions:
/// the operator reads it without a modal dialog in the way. A notice may offer a way out as
/// buttons beside the text; dismissing it (✕) is always the other choice.
class MessageBanner : public QFrame
{
    Q_OBJECT

public:
    enum class Kind { Info, Warning, Error };

    explicit MessageBanner(QWidget* parent = nullptr);
    /// Shows `text`, replacing the previous message and its buttons. Each action becomes a button
    /// named like the action; pressing it triggers the action and hides the banner.
    void showMessage(Kind kind, const QString& text, const QList<QAction*>& actions = {});
    QString text() const;
    QList<QPushButton*> actionButtons() const { return m_buttons; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyStyle();

    Kind m_kind = Kind::Info;
    QLabel* m_label;
    QHBoxLayout* m_layout;
    QList<QPushButton*> m_buttons;
    QToolButton* m_close;
};

} // namespace fleetdeck::ui
