// SPDX-License-Identifier: GPL-3.0-or-later
// The system's dark or light palette respected: state colours used for text, the message
// banner, the changed-host-key warning and a field's error read on both (WCAG contrast).
#include "HealthStyle.h"
#include "HostKeyDialog.h"
#include "MessageBanner.h"
#include "NodeDialog.h"
#include "StatusStyle.h"

#include "base/Node.h"

#include <QApplication>
#include <QFrame>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

QPalette makePalette(bool dark)
{
    // Close to KDE's Breeze and Breeze Dark, two palettes operators really use.
    QPalette p;
    const QColor window = dark ? QColor(0x2a, 0x2e, 0x32) : QColor(0xef, 0xf0, 0xf1);
    const QColor base = dark ? QColor(0x1b, 0x1e, 0x20) : QColor(Qt::white);
    const QColor text = dark ? QColor(0xfc, 0xfc, 0xfc) : QColor(0x23, 0x26, 0x29);
    for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        p.setColor(group, QPalette::Window, window);
        p.setColor(group, QPalette::Base, base);
        p.setColor(group, QPalette::AlternateBase, StatusStyle::mix(base, text, 0.05));
        p.setColor(group, QPalette::Button, window);
        p.setColor(group, QPalette::WindowText, text);
        p.setColor(group, QPalette::Text, text);
        p.setColor(group, QPalette::ButtonText, text);
    }
    return p;
}

const QList<status::HealthState> AllStates{
    status::HealthState::Unknown,        status::HealthState::Healthy,        status::HealthState::Degraded,
    status::HealthState::DaemonDown,     status::HealthState::Unreachable,    status::HealthState::AuthFailed,
    status::HealthState::HostKeyUnknown, status::HealthState::HostKeyChanged, status::HealthState::Error};

/// The colour painted at a point of a widget as it is rendered now.
QColor pixelAt(QWidget* widget, QPoint point)
{
    return widget->grab().toImage().pixelColor(point * widget->devicePixelRatioF());
}

} // namespace

class tst_PaletteContrast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QFETCH_GLOBAL(bool, dark);
        QApplication::setPalette(makePalette(dark));
    }

    void initTestCase_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("dark palette") << true;
        QTest::newRow("light palette") << false;
    }

    void theHelpersMeasureContrastAsWcagDoes()
    {
        QCOMPARE(qRound(StatusStyle::contrastRatio(Qt::black, Qt::white)), 21);
        QCOMPARE(StatusStyle::contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
        // #767676 on white is the classic 4.5 : 1 grey.
        QVERIFY(qAbs(StatusStyle::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
        // A colour that already reads is left alone.
        QCOMPARE(StatusStyle::readableOn(Qt::black, Qt::white), QColor(Qt::black));
    }

    void stateColoursForTextReadOnWindowAndBase()
    {
        const QPalette pal = QApplication::palette();
        for (const status::HealthState state : AllStates) {
            const QColor text = healthTextColor(state, pal);
            const QByteArray what = healthStateName(state).toLatin1() + " as " + text.name().toLatin1();
            QVERIFY2(StatusStyle::contrastRatio(text, pal.color(QPalette::Window)) >= 4.5, what.constData());
            QVERIFY2(StatusStyle::contrastRatio(text, pal.color(QPalette::Base)) >= 4.5, what.constData());
        }
        QVERIFY(StatusStyle::contrastRatio(errorTextColor(pal), pal.color(QPalette::Window)) >= 4.5);
        // Still the state's hue: red stays red.
        const QColor error = errorTextColor(pal);
        QVERIFY2(error.red() > error.green() + 40 && error.red() > error.blue() + 40,
                 qPrintable(error.name()));
    }

    void theBannerKeepsThePalettesTextReadable()
    {
        QWidget window;
        window.resize(500, 120);
        auto* banner = new MessageBanner(&window);
        banner->setGeometry(0, 0, 500, 60);
        const QColor text = window.palette().color(QPalette::WindowText);
        for (const auto kind :
             {MessageBanner::Kind::Info, MessageBanner::Kind::Warning, MessageBanner::Kind::Error}) {
            banner->showMessage(kind, QStringLiteral("The keychain is locked."));
            // Just inside the border, beside the text: the banner's own background.
            const QColor background = pixelAt(banner, QPoint(4, banner->height() / 2));
            const double contrast = StatusStyle::contrastRatio(text, background);
            QVERIFY2(
                contrast >= 4.5,
                qPrintable(
                    QStringLiteral("text %1 on %2: %3").arg(text.name(), background.name()).arg(contrast)));
        }
    }

    void theChangedHostKeyWarningReads()
    {
        ssh::HostKeyInfo key;
        key.host = QStringLiteral("203.0.113.7");
        key.port = 2222;
        key.keyType = QStringLiteral("ssh-ed25519");
        key.fingerprint = QStringLiteral("SHA256:KU3iAGA3NKAEBn2ekV5dfNMDxOaQmQ1nT2SMyVKV6q8");
        key.knownFingerprints = {QStringLiteral("SHA256:93WhcQ1ZBGkMMmlCJxlCYXkRrMhqb8oyF8ZaEpAhuHE")};
        HostKeyDialog dialog(key, HostKeyDialog::Kind::Changed, QStringLiteral("gpu-01"),
                             QStringLiteral("/tmp/kh"));
        dialog.resize(640, 480);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* warning = dialog.findChild<QFrame*>(QStringLiteral("hostKeyWarning"));
        QVERIFY(warning);
        const QColor background = pixelAt(warning, QPoint(warning->width() - 4, warning->height() - 4));
        const QList<QLabel*> labels = warning->findChildren<QLabel*>();
        QVERIFY(!labels.isEmpty());
        for (QLabel* label : labels) {
            if (label->text().isEmpty())
                continue; // the icon
            label->ensurePolished();
            const QColor text = label->palette().color(QPalette::WindowText);
            QVERIFY2(StatusStyle::contrastRatio(text, background) >= 4.5,
                     qPrintable(QStringLiteral("%1 on %2").arg(text.name(), background.name())));
        }
    }

    void aFieldsErrorReads()
    {
        NodeDialog dialog(Node{}, false, [](const QString&) { return false; });
        dialog.show();
        auto* port = dialog.findChild<QLineEdit*>(QStringLiteral("portEdit"));
        QVERIFY(port);
        port->setText(QStringLiteral("70000"));
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("portError"));
        QVERIFY(error);
        QTRY_VERIFY(error->isVisible());
        error->ensurePolished();
        const QColor text = error->palette().color(QPalette::WindowText);
        const QColor window = dialog.palette().color(QPalette::Window);
        QVERIFY2(StatusStyle::contrastRatio(text, window) >= 4.5,
                 qPrintable(QStringLiteral("%1 on %2").arg(text.name(), window.name())));
    }
};

QTEST_MAIN(tst_PaletteContrast)
#include "tst_palettecontrast.moc"
