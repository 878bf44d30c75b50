// SPDX-License-Identifier: GPL-3.0-or-later
#include "HostKeyDialog.h"

#include <QCheckBox>
#include <QFontInfo>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
const QString NewFingerprint = QStringLiteral("SHA256:3hxXQ0pzbFC99Ff9sjlHYjeekjdF9bOdcu6nzDkeyNEW");
const QString OldFingerprint = QStringLiteral("SHA256:lHAQjbTvQUe4Sl2rrhJylXjGgvFPCz/vQfbWLK3ZOLD1");
const QString OlderFingerprint = QStringLiteral("SHA256:9rTt0ckWbN2sSvuy7p+oGk7nFSqWmYc8yX1aBcdOLD2");

ssh::HostKeyInfo key(int port, QStringList known = {})
{
    ssh::HostKeyInfo k;
    k.host = QStringLiteral("203.0.113.7");
    k.port = port;
    k.keyType = QStringLiteral("ssh-ed25519");
    k.keyBase64 = "AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTheDialogTestOnly";
    k.fingerprint = NewFingerprint;
    k.knownFingerprints = std::move(known);
    return k;
}

QString text(const QWidget& w, const char* name)
{
    const auto* l = w.findChild<QLabel*>(QString::fromLatin1(name));
    return l ? l->text() : QStringLiteral("<missing %1>").arg(QString::fromLatin1(name));
}

bool isMonospaceAndSelectable(const QWidget& w, const char* name)
{
    const auto* l = w.findChild<QLabel*>(QString::fromLatin1(name));
    return l && QFontInfo(l->font()).fixedPitch() && (l->textInteractionFlags() & Qt::TextSelectableByMouse);
}
} // namespace

class tst_HostKeyDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unknownKeyShowsHostTypeAndFingerprint_data()
    {
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("host");
        QTest::newRow("high port") << 2222 << QStringLiteral("[203.0.113.7]:2222");
        QTest::newRow("port 22") << 22 << QStringLiteral("203.0.113.7");
    }

    void unknownKeyShowsHostTypeAndFingerprint()
    {
        QFETCH(int, port);
        QFETCH(QString, host);
        HostKeyDialog d(key(port), HostKeyDialog::Kind::Unknown, QStringLiteral("gpu-01"),
                        QStringLiteral("/tmp/kh"));
        QCOMPARE(d.kind(), HostKeyDialog::Kind::Unknown);
        QCOMPARE(text(d, "hostLabel"), host);
        QCOMPARE(text(d, "keyTypeLabel"), QStringLiteral("ssh-ed25519"));
        QCOMPARE(text(d, "newFingerprint"), NewFingerprint);
        QVERIFY(isMonospaceAndSelectable(d, "newFingerprint"));
        QVERIFY(text(d, "adviceLabel").contains(QLatin1String("provider")));
        QVERIFY(d.windowTitle().contains(QLatin1String("gpu-01")));
        // Nothing of the changed-key layout.
        QVERIFY(!d.findChild<QLabel*>(QStringLiteral("oldFingerprints")));
        QVERIFY(!d.findChild<QCheckBox*>(QStringLiteral("verifiedCheck")));
        QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("replaceButton")));
        auto* trust = d.findChild<QPushButton*>(QStringLiteral("trustButton"));
        QVERIFY(trust);
        QVERIFY(trust->isEnabled());
        QCOMPARE(trust->text(), QStringLiteral("Trust and connect"));
        // Enter does not trust: Cancel is the default button.
        QVERIFY(d.findChild<QPushButton*>(QStringLiteral("cancelButton"))->isDefault());
        QVERIFY(!trust->isDefault());
    }

    void unknownKeyDecisions()
    {
        {
            HostKeyDialog d(key(2222), HostKeyDialog::Kind::Unknown, QStringLiteral("gpu-01"), QString());
            QCOMPARE(d.decision(), HostKeyDialog::Decision::Cancel); // before any answer
            d.findChild<QPushButton*>(QStringLiteral("trustButton"))->click();
            QCOMPARE(d.decision(), HostKeyDialog::Decision::Trust);
            QCOMPARE(d.result(), int(QDialog::Accepted));
        }
        {
            HostKeyDialog d(key(2222), HostKeyDialog::Kind::Unknown, QStringLiteral("gpu-01"), QString());
            d.findChild<QPushButton*>(QStringLiteral("cancelButton"))->click();
            QCOMPARE(d.decision(), HostKeyDialog::Decision::Cancel);
            QCOMPARE(d.result(), int(QDialog::Rejected));
        }
        {
            HostKeyDialog d(key(2222), HostKeyDialog::Kind::Unknown, QStringLiteral("gpu-01"), QString());
            d.show();
            QVERIFY(QTest::qWaitForWindowExposed(&d));
            QTest::keyClick(&d, Qt::Key_Escape);
            QCOMPARE(d.decision(), HostKeyDialog::Decision::Cancel);
            QVERIFY(!d.isVisible());
        }
    }

    void changedKeyShowsOldAndNewSideBySide()
    {
        HostKeyDialog d(key(2222, {OldFingerprint, OlderFingerprint}), HostKeyDialog::Kind::Changed,
                        QStringLiteral("gpu-01"), QStringLiteral("/tmp/kh"));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(d.kind(), HostKeyDialog::Kind::Changed);
        const QString warning = text(d, "warningLabel");
        QVERIFY2(warning.contains(QLatin1String("man-in-the-middle")), qPrintable(warning));
        QVERIFY2(warning.contains(QLatin1String("reinstalled")), qPrintable(warning));
        QVERIFY2(warning.contains(QLatin1String("[203.0.113.7]:2222")), qPrintable(warning));

        const QString old = text(d, "oldFingerprints");
        QVERIFY2(old.contains(OldFingerprint) && old.contains(OlderFingerprint), qPrintable(old));
        QVERIFY(!old.contains(NewFingerprint));
        QCOMPARE(text(d, "newFingerprint"), NewFingerprint);
        QVERIFY(isMonospaceAndSelectable(d, "oldFingerprints"));
        QVERIFY(isMonospaceAndSelectable(d, "newFingerprint"));
        // Two columns: old on the left, new on the right, on the same row.
        const auto* oldLabel = d.findChild<QLabel*>(QStringLiteral("oldFingerprints"));
        const auto* newLabel = d.findChild<QLabel*>(QStringLiteral("newFingerprint"));
        const QPoint oldAt = oldLabel->mapTo(&d, QPoint(0, 0));
        const QPoint newAt = newLabel->mapTo(&d, QPoint(0, 0));
        QCOMPARE(oldAt.y(), newAt.y());
        QVERIFY2(oldAt.x() + oldLabel->width() <= newAt.x(), "old and new fingerprints overlap");

        QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("trustButton")));
        QVERIFY(d.findChild<QPushButton*>(QStringLiteral("cancelButton"))->isDefault());
    }

    void replaceNeedsTheVerifiedBox()
    {
        HostKeyDialog d(key(2222, {OldFingerprint}), HostKeyDialog::Kind::Changed, QStringLiteral("gpu-01"),
                        QString());
        auto* replace = d.findChild<QPushButton*>(QStringLiteral("replaceButton"));
        auto* verified = d.findChild<QCheckBox*>(QStringLiteral("verifiedCheck"));
        QVERIFY(replace && verified);
        QCOMPARE(replace->text(), QStringLiteral("Replace the old key"));
        QVERIFY(!verified->isChecked());
        QVERIFY(!replace->isEnabled());
        replace->click(); // a disabled button does nothing
        QCOMPARE(d.decision(), HostKeyDialog::Decision::Cancel);
        verified->setChecked(true);
        QVERIFY(replace->isEnabled());
        verified->setChecked(false);
        QVERIFY(!replace->isEnabled());
        verified->click();
        QVERIFY(replace->isEnabled());
        replace->click();
        QCOMPARE(d.decision(), HostKeyDialog::Decision::Replace);
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }

    void changedKeyCancel()
    {
        HostKeyDialog d(key(2222, {OldFingerprint}), HostKeyDialog::Kind::Changed, QStringLiteral("gpu-01"),
                        QString());
        d.findChild<QCheckBox*>(QStringLiteral("verifiedCheck"))->setChecked(true);
        d.findChild<QPushButton*>(QStringLiteral("cancelButton"))->click();
        QCOMPARE(d.decision(), HostKeyDialog::Decision::Cancel);
        QCOMPARE(d.result(), int(QDialog::Rejected));
    }

    void keyOfAnotherTypeIsSaidSo()
    {
        // known_hosts holds only a key of another type: nothing to show side by side, say so.
        HostKeyDialog d(key(2222), HostKeyDialog::Kind::Changed, QStringLiteral("gpu-01"), QString());
        QVERIFY(text(d, "oldFingerprints").contains(QLatin1String("another type")));
    }
};

QTEST_MAIN(tst_HostKeyDialog)
#include "tst_hostkeydialog.moc"
