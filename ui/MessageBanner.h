// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace fleetdeck::ui {

/// An inline banner at the top of the window for errors and notices that are not decisions:
/// the operator reads it without a modal dialog in the way.
class MessageBanner : public QFrame
{
    Q_OBJECT

public:
    enum class Kind { Info, Warning, Error };

    explicit MessageBanner(QWidget* parent = nullptr);
    void showMessage(Kind kind, const QString& text);
    QString text() const;

private:
    QLabel* m_label;
    QToolButton* m_close;
};

} // namespace fleetdeck::ui
