// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostKeyDialog.h"
#include "UiTr.h"

#include "DialogLabels.h"
#include "HealthStyle.h"
#include "StatusStyle.h"

#include "ssh/KnownHosts.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace fleetdeck::ui {

HostKeyDialog::HostKeyDialog(const ssh::HostKeyInfo& key, Kind kind, const QString& nodeName,
                             const QString& knownHostsPath, QWidget* parent)
    : QDialog(parent)
    , m_key(key)
    , m_kind(kind)
    , m_nodeName(nodeName)
{
    setObjectName(QStringLiteral("hostKeyDialog"));
    setWindowTitle(kind == Kind::Unknown ? Tr::tr("Unknown host key — %1").arg(nodeName)
                                         : Tr::tr("Host key changed — %1").arg(nodeName));
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    // Enter never trusts a key: the accepting button needs a deliberate click.
    cancel->setDefault(true);
    connect(cancel, &QPushButton::clicked, this, [this] { decide(Decision::Cancel); });

    auto* layout = new QVBoxLayout(this);
    if (kind == Kind::Unknown) {
        layout->addWidget(buildUnknown(knownHostsPath));
        m_accept = buttons->addButton(Tr::tr("Trust and connect"), QDialogButtonBox::AcceptRole);
        m_accept->setObjectName(QStringLiteral("trustButton"));
        connect(m_accept, &QPushButton::clicked, this, [this] { decide(Decision::Trust); });
    } else {
        layout->addWidget(buildChanged(knownHostsPath));
        m_accept = buttons->addButton(Tr::tr("Replace the old key"), QDialogButtonBox::DestructiveRole);
        m_accept->setObjectName(QStringLiteral("replaceButton"));
        m_accept->setEnabled(false);
        connect(m_verified, &QCheckBox::toggled, m_accept, &QWidget::setEnabled);
        connect(m_accept, &QPushButton::clicked, this, [this] { decide(Decision::Replace); });
    }
    m_accept->setAutoDefault(false);
    layout->addSpacing(6);
    layout->addWidget(buttons);
    setMinimumWidth(kind == Kind::Unknown ? 560 : 780);
}

QWidget* HostKeyDialog::buildUnknown(const QString& knownHostsPath)
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(headingLabel(Tr::tr("First connection to %1").arg(m_nodeName), page));
    layout->addWidget(
        wrappedLabel(Tr::tr("This server's host key is not in known_hosts yet, so Fleetdeck cannot tell "
                            "whether the key below really belongs to it. Nothing has been sent to it."),
                     page));

    auto* form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    auto* host = new QLabel(ssh::KnownHosts::hostPattern(m_key.host, m_key.port), page);
    host->setObjectName(QStringLiteral("hostLabel"));
    host->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* type = new QLabel(m_key.keyType, page);
    type->setObjectName(QStringLiteral("keyTypeLabel"));
    form->addRow(Tr::tr("Host:"), host);
    form->addRow(Tr::tr("Key type:"), type);
    form->addRow(Tr::tr("Fingerprint:"), fingerprintLabel(m_key.fingerprint, "newFingerprint", page));
    layout->addLayout(form);

    auto* advice =
        wrappedLabel(Tr::tr("Compare this fingerprint with the one your provider shows for the server (its "
                            "web console, or the first-boot log). Trust it only if they match."),
                     page);
    advice->setObjectName(QStringLiteral("adviceLabel"));
    layout->addWidget(advice);
    layout->addWidget(quietLabel(Tr::tr("Trusting adds the key to %1.").arg(knownHostsPath), page));
    return page;
}

QWidget* HostKeyDialog::buildChanged(const QString& knownHostsPath)
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* warning = new QFrame(page);
    warning->setObjectName(QStringLiteral("hostKeyWarning"));
    // A tint of red under the palette's own text turned a little red: it reads on a light
    // palette and on a dark one alike.
    const QColor red = healthColor(status::HealthState::Error);
    const QColor back = tintedBackground(red, palette());
    const QColor text = StatusStyle::readableOn(
        StatusStyle::mix(palette().color(QPalette::WindowText), red, 0.35), back, 7.0);
    warning->setStyleSheet(QStringLiteral("#hostKeyWarning { background: %1; border: 1px solid %2; "
                                          "border-radius: 4px; } #hostKeyWarning QLabel { color: %3; }")
                               .arg(back.name(), red.name(), text.name()));
    auto* warningLayout = new QHBoxLayout(warning);
    auto* icon = new QLabel(warning);
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical, nullptr, this).pixmap(iconSize));
    icon->setAlignment(Qt::AlignTop);
    warningLayout->addWidget(icon);
    auto* warningText = new QVBoxLayout;
    warningText->addWidget(headingLabel(Tr::tr("The host key of %1 has changed").arg(m_nodeName), warning));
    auto* explanation = wrappedLabel(
        Tr::tr(
            "%1 presents a different host key from the one recorded in known_hosts. The server may have been "
            "reinstalled or its keys regenerated — or someone may be intercepting the connection (a "
            "man-in-the-middle attack). Fleetdeck stopped before logging in: nothing secret was sent.")
            .arg(ssh::KnownHosts::hostPattern(m_key.host, m_key.port)),
        warning);
    explanation->setObjectName(QStringLiteral("warningLabel"));
    warningText->addWidget(explanation);
    warningLayout->addLayout(warningText, 1);
    layout->addWidget(warning);

    // Old and new side by side, so that the operator compares them at a glance.
    auto* grid = new QGridLayout;
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    auto* oldHeading = new QLabel(Tr::tr("<b>Recorded in known_hosts</b> (old)"), page);
    auto* newHeading =
        new QLabel(Tr::tr("<b>Presented now</b> (new, %1)").arg(m_key.keyType.toHtmlEscaped()), page);
    grid->addWidget(oldHeading, 0, 0);
    grid->addWidget(newHeading, 0, 1);
    const QString old = m_key.knownFingerprints.isEmpty() ? Tr::tr("a key of another type (not comparable)")
                                                          : m_key.knownFingerprints.join(QLatin1Char('\n'));
    grid->addWidget(fingerprintLabel(old, "oldFingerprints", page), 1, 0);
    grid->addWidget(fingerprintLabel(m_key.fingerprint, "newFingerprint", page), 1, 1);
    layout->addLayout(grid);

    auto* advice =
        wrappedLabel(Tr::tr("Replace the old key only after verifying the new fingerprint with your provider "
                            "or on the server's own console. If nobody expected this change, cancel and "
                            "investigate."),
                     page);
    advice->setObjectName(QStringLiteral("adviceLabel"));
    layout->addWidget(advice);
    layout->addWidget(
        quietLabel(Tr::tr("Replacing removes the entries for %1 from %2 and records the new key.")
                       .arg(ssh::KnownHosts::hostPattern(m_key.host, m_key.port), knownHostsPath),
                   page));
    m_verified = new QCheckBox(
        Tr::tr("I have verified the new fingerprint with the provider or on the server itself"), page);
    m_verified->setObjectName(QStringLiteral("verifiedCheck"));
    layout->addWidget(m_verified);
    return page;
}

void HostKeyDialog::decide(Decision decision)
{
    m_decision = decision;
    if (decision == Decision::Cancel)
        reject();
    else
        accept();
}

} // namespace fleetdeck::ui
