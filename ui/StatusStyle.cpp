// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusStyle.h"
#include "UiTr.h"

#include "HealthStyle.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace fleetdeck::ui::StatusStyle {

QColor partitionColor(const QString& state)
{
    // A progression from idle grey through the CPU blues to the GPU teal, then the health
    // green and red that the fleet table uses for good and bad.
    if (state == QLatin1String("pending"))
        return QColor(0x8b, 0x93, 0x9c);
    if (state == QLatin1String("synthesizing"))
        return QColor(0x3d, 0x8b, 0xe0);
    if (state == QLatin1String("synth_done"))
        return QColor(0x8a, 0x63, 0xd2);
    if (state == QLatin1String("gpu"))
        return QColor(0x0f, 0xa8, 0xa0);
    if (state == QLatin1String("done"))
        return healthColor(status::HealthState::Healthy);
    if (state == QLatin1String("failed"))
        return healthColor(status::HealthState::Error);
    return QColor(0xb8, 0xb8, 0xb8);
}

QStringList partitionStates()
{
    return {QStringLiteral("pending"), QStringLiteral("synthesizing"), QStringLiteral("synth_done"),
            QStringLiteral("gpu"),     QStringLiteral("done"),         QStringLiteral("failed")};
}

QString partitionStateLabel(const QString& state)
{
    if (state == QLatin1String("pending"))
        return Tr::tr("Pending");
    if (state == QLatin1String("synthesizing"))
        return Tr::tr("Synthesizing");
    if (state == QLatin1String("synth_done"))
        return Tr::tr("Synthesized");
    if (state == QLatin1String("gpu"))
        return Tr::tr("On GPU");
    if (state == QLatin1String("done"))
        return Tr::tr("Done");
    if (state == QLatin1String("failed"))
        return Tr::tr("Failed");
    return state;
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

QColor mix(const QColor& a, const QColor& b, double t)
{
    const auto lerp = [t](double x, double y) { return x + (y - x) * t; };
    return QColor::fromRgbF(float(lerp(a.redF(), b.redF())), float(lerp(a.greenF(), b.greenF())),
                            float(lerp(a.blueF(), b.blueF())), float(lerp(a.alphaF(), b.alphaF())));
}

QColor mutedText(const QPalette& palette)
{
    return mix(palette.color(QPalette::WindowText), palette.color(QPalette::Window), 0.42);
}

QColor raisedBackground(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    return isDark(palette) ? mix(window, Qt::white, 0.06) : mix(window, Qt::white, 0.65);
}

QColor textOn(const QColor& background)
{
    // Relative luminance, weighted as the eye sees it.
    const double l = 0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return l > 0.55 ? QColor(0x1b, 0x1f, 0x23) : QColor(Qt::white);
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const auto luminance = [](const QColor& c) {
        const auto linear = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& color, const QColor& background, double minimum)
{
    // Toward white on a dark background, toward black on a light one, in small steps: the first
    // that reads is the one closest to the original.
    const QColor target = background.lightnessF() < 0.5 ? QColor(Qt::white) : QColor(Qt::black);
    QColor opaque = color;
    opaque.setAlphaF(1.0f);
    for (int step = 0; step <= 20; ++step) {
        const QColor candidate = mix(opaque, target, step / 20.0);
        if (contrastRatio(candidate, background) >= minimum)
            return candidate;
    }
    return target;
}

QColor usageColor(double fraction)
{
    if (fraction >= 0.95)
        return healthColor(status::HealthState::Error);
    if (fraction >= 0.85)
        return healthColor(status::HealthState::Degraded);
    return healthColor(status::HealthState::Healthy);
}

namespace {
constexpr char MutedProperty[] = "fleetdeckMuted";

void applyMuted(QWidget* widget, const QPalette& parentPalette)
{
    QPalette pal = widget->palette();
    pal.setColor(QPalette::WindowText, mutedText(parentPalette));
    widget->setPalette(pal);
}
} // namespace

void setMuted(QWidget* widget)
{
    widget->setProperty(MutedProperty, true);
    applyMuted(widget, widget->parentWidget() ? widget->parentWidget()->palette() : widget->palette());
}

void refreshMuted(QWidget* root)
{
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->property(MutedProperty).toBool())
            applyMuted(w, w->parentWidget() ? w->parentWidget()->palette() : root->palette());
    }
}

QLabel* valueLabel(const char* objectName, QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setObjectName(QString::fromLatin1(objectName));
    l->setTextFormat(Qt::PlainText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QLabel* captionLabel(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    setMuted(l);
    return l;
}

QWidget* sectionHeader(const QString& title, const char* objectName, QLabel** summary, QWidget* parent)
{
    auto* header = new QWidget(parent);
    header->setObjectName(QString::fromLatin1(objectName));
    auto* h = new QHBoxLayout(header);
    h->setContentsMargins(0, header->fontMetrics().height() / 2, 0, 0);
    auto* label = new QLabel(title, header);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    h->addWidget(label);
    h->addStretch(1);
    if (summary) {
        *summary = valueLabel("", header);
        (*summary)->setObjectName(QString::fromLatin1(objectName) + QStringLiteral("Summary"));
        setMuted(*summary);
        h->addWidget(*summary);
    }
    return header;
}

} // namespace fleetdeck::ui::StatusStyle
