// SPDX-License-Identifier: GPL-3.0-or-later
// RentTemplate: what makes a template usable, its labels, and its JSON round trip.
#include "lifecycle/RentTemplate.h"

#include <QTest>

using fleetdeck::lifecycle::RentTemplate;

namespace {
RentTemplate good()
{
    RentTemplate t;
    t.name = QStringLiteral("prod");
    t.image = QStringLiteral("ghcr.io/example/cuzk:1.4");
    t.diskGb = 120;
    t.env = {{QStringLiteral("CUZK_GPUS"), QStringLiteral("all")}};
    t.onstart = QStringLiteral("/opt/cuzk/start.sh");
    t.identity = QStringLiteral("/home/op/.ssh/fleet");
    t.statusPort = 9900;
    t.labels = {{QStringLiteral("pool"), QStringLiteral("rented")}};
    t.preset = QStringLiteral("qualify");
    t.minProofsPerHour = 30;
    t.maxUsdPerProof = 0.02;
    t.sshMinutes = 20;
    t.daemonMinutes = 90;
    t.qualifyMinutes = 0.5;
    t.autoRetire = true;
    return t;
}
} // namespace

class tst_RentTemplate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        const RentTemplate t = good();
        QCOMPARE(t.check(), QString());
        QString why;
        const std::optional<RentTemplate> back = RentTemplate::fromJson(t.toJson(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->toJson(), t.toJson());
        QCOMPARE(*back->qualifyMinutes, 0.5);
        QVERIFY(back->autoRetire);
        QCOMPARE(back->env.value(QStringLiteral("CUZK_GPUS")), QStringLiteral("all"));
    }

    void unusableTemplatesAreRefused_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("name") << "name";
        QTest::newRow("image") << "image";
        QTest::newRow("disk") << "disk";
        QTest::newRow("port") << "port";
        QTest::newRow("negative floor") << "floor";
        QTest::newRow("zero minutes") << "minutes";
        QTest::newRow("floor without preset") << "preset";
        QTest::newRow("label without instance") << "label";
    }
    void unusableTemplatesAreRefused()
    {
        QFETCH(QString, what);
        RentTemplate t = good();
        if (what == QLatin1String("name"))
            t.name = QStringLiteral("has space");
        else if (what == QLatin1String("image"))
            t.image.clear();
        else if (what == QLatin1String("disk"))
            t.diskGb = 0;
        else if (what == QLatin1String("port"))
            t.statusPort = 70000;
        else if (what == QLatin1String("floor"))
            t.minProofsPerHour = -1;
        else if (what == QLatin1String("minutes"))
            t.sshMinutes = 0;
        else if (what == QLatin1String("preset"))
            t.preset.clear();
        else if (what == QLatin1String("label"))
            t.labelPattern = QStringLiteral("{template}");
        QVERIFY(!t.check().isEmpty());
        QString why;
        QVERIFY(!RentTemplate::fromJson(t.toJson(), &why));
        QCOMPARE(why, t.check());
    }

    void labels()
    {
        RentTemplate t = good();
        QCOMPARE(
            t.labelFor(QStringLiteral("28400017"), QStringLiteral("30200101"), QStringLiteral("RTX 4090")),
            QStringLiteral("prod-28400017"));
        t.labelPattern = QStringLiteral("{gpu}-{offer}-{instance}");
        QCOMPARE(t.labelFor(QStringLiteral("7"), QStringLiteral("9"), QStringLiteral("RTX  4090")),
                 QStringLiteral("RTX-4090-9-7"));
    }
};

QTEST_GUILESS_MAIN(tst_RentTemplate)
#include "tst_renttemplate.moc"
