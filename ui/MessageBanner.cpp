// SPDX-License-Identifier: GPL-3.0-or-later
#include "MessageBanner.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "StatusStyle.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
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
    m_close->setToolTip(Tr::tr("Dismiss"));
    m_layout->setContentsMargins(10, 6, 6, 6);
    m_layout->addWidget(m_label, 1);
    m_layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBanner::applyStyle()
{
    // The palette's text on a tint of the kind's colour: light on a light palette, dark on a dark
    // one (a fixed light background would leave a dark palette's light text unreadable).
    const QColor accent = m_kind == Kind::Info      ? QColor(0x3d, 0x8b, 0xe0)
                          : m_kind == Kind::Warning ? healthColor(status::HealthState::Degraded)
                                                    : healthColor(status::HealthState::Error);
    const QPalette pal = parentWidget() ? parentWidget()->palette() : QApplication::palette();
    const QColor background = tintedBackground(accent, pal);
    const QColor border = StatusStyle::mix(pal.color(QPalette::Window), accent, 0.55);
    const QString style =
        QStringLiteral("#messageBanner { background: %1; border: 1px solid %2; border-radius: 4px; }")
            .arg(background.name(), border.name());
    if (styleSheet() != style)
        setStyleSheet(style);
}

void MessageBanner::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyStyle();
}

void MessageBanner::showMessage(Kind kind, const QString& text, const QList<QAction*>& actions)
{
    m_kind = kind;
    applyStyle();
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
