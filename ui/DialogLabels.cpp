// SPDX-License-Identifier: GPL-3.0-or-later
#include "DialogLabels.h"

#include <QFontDatabase>
#include <QLabel>

namespace fleetdeck::ui {

QLabel* wrappedLabel(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

QLabel* headingLabel(const QString& text, QWidget* parent)
{
    auto* label = wrappedLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    label->setFont(font);
    return label;
}

QLabel* quietLabel(const QString& text, QWidget* parent)
{
    auto* label = wrappedLabel(text, parent);
    QPalette palette = label->palette();
    QColor color = palette.color(QPalette::WindowText);
    color.setAlphaF(0.7f);
    palette.setColor(QPalette::WindowText, color);
    label->setPalette(palette);
    return label;
}

QLabel* fingerprintLabel(const QString& text, const char* objectName, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setObjectName(QString::fromLatin1(objectName));
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setTextFormat(Qt::PlainText);
    // A fingerprint broken over two lines is one the eye misreads: never wrap it.
    label->setWordWrap(false);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setStyleSheet(QStringLiteral("QLabel { background: palette(base); border: 1px solid palette(mid); "
                                        "border-radius: 3px; padding: 6px; }"));
    return label;
}

} // namespace fleetdeck::ui
