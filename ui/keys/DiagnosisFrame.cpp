// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosisFrame.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "NodeKeysText.h"
#include "StatusStyle.h"

#include "status/HealthState.h"

#include <QFontDatabase>
#include <QLabel>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {

QString tintedStyle(const QColor& color)
{
    const auto rgba = [](const QColor& c, double a) {
        return QStringLiteral("rgba(%1, %2, %3, %4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(a);
    };
    return QStringLiteral(
               "#auditDiagnosis { background: %1; border-left: 4px solid %2; border-radius: 2px; } "
               "#auditDiagnosisDetail { background: palette(base); border: 1px solid %3; "
               "border-radius: 3px; padding: 4px; }")
        .arg(rgba(color, 0.10), color.name(), rgba(color, 0.35));
}

} // namespace

DiagnosisFrame::DiagnosisFrame(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("auditDiagnosis"));
    auto* d = new QVBoxLayout(this);
    d->setContentsMargins(12, 8, 10, 8);
    d->setSpacing(6);
    m_message = StatusStyle::valueLabel("auditDiagnosisMessage", this);
    m_message->setWordWrap(true);
    QFont bold = font();
    bold.setBold(true);
    m_message->setFont(bold);
    m_detail = StatusStyle::valueLabel("auditDiagnosisDetail", this);
    m_detail->setWordWrap(true);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("auditDiagnosisHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->addWidget(m_message);
    d->addWidget(m_detail);
    d->addWidget(m_hint);
}

void DiagnosisFrame::showDiagnosis(const Diagnosis& diagnosis, const QColor& muted)
{
    const QColor color = healthColor(status::healthForDiagnosis(diagnosis));
    setStyleSheet(tintedStyle(color));
    m_message->setText(diagnosis.message);
    m_detail->setText(diagnosis.detail);
    m_detail->setVisible(!diagnosis.detail.isEmpty());
    m_hint->setText(
        Tr::tr("<b>What to do:</b> %1").arg(diagnosis.hint.toHtmlEscaped()) +
        QStringLiteral(" <span style='color:%1'>(%2 · %3)</span>")
            .arg(muted.name(), diagnosis.code.toHtmlEscaped(), Diagnosis::stageName(diagnosis.stage)));
    show();
}

} // namespace fleetdeck::ui
