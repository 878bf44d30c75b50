// SPDX-License-Identifier: GPL-3.0-or-later
#include "MessageBanner.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QToolButton>

namespace fleetdeck::ui {

MessageBanner::MessageBanner(QWidget* parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
    , m_layout(new QHBoxLayout(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBanner"));
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Dismiss"));
    m_layout->setContentsMargins(10, 6, 6, 6);
    m_layout->addWidget(m_label, 1);
    m_layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBanner::showMessage(Kind kind, const QString& text, const QList<QAction*>& actions)
{
    const char* style = "";
    switch (kind) {
    case Kind::Info:
        style = "#messageBanner { background: #e8f1fb; border: 1px solid #9cc1ea; border-radius: 4px; }";
        break;
    case Kind::Warning:
        style = "#messageBanner { background: #fff6dd; border: 1px solid #e6c15c; border-radius: 4px; }";
        break;
    case Kind::Error:
        style = "#messageBanner { background: #fdeaea; border: 1px solid #e39a9a; border-radius: 4px; }";
        break;
    }
    setStyleSheet(QString::fromLatin1(style));
    m_label->setText(text);
    // Later, not now: the old button may be the one whose click led here.
    for (QPushButton* old : std::exchange(m_buttons, {})) {
        old->hide();
        old->deleteLater();
    }
    for (QAction* action : actions) {
        auto* button = new QPushButton(action->text(), this);
        button->setObjectName(action->objectName());
        button->setToolTip(action->toolTip());
        connect(button, &QPushButton::clicked, this, [this, guard = QPointer<QAction>(action)] {
            hide();
            if (guard)
                guard->trigger();
        });
        m_layout->insertWidget(m_layout->indexOf(m_close), button, 0, Qt::AlignVCenter);
        m_buttons << button;
    }
    show();
}

QString MessageBanner::text() const
{
    return isHidden() ? QString() : m_label->text();
}

} // namespace fleetdeck::ui
