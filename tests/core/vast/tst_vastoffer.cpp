// SPDX-License-Identifier: GPL-3.0-or-later
// VastOffer and VastOfferQuery: reading an offers answer (units, duplicates, the older
// reliability field, unreadable ids) and the query sent for a search.
#include "support/Fixtures.h"
#include "vast/VastOffer.h"

#include <QJsonArray>
#include <QTest>

using namespace fleetdeck;
using vast::VastOffer;
using vast::VastOfferList;
using vast::VastOfferQuery;

class tst_VastOffer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theFixtureReadsWithDuplicatesMerged()
    {
        QString why;
        const auto list = VastOfferList::parse(test::fixture(QStringLiteral("vast/offers.json")), &why);
        QVERIFY2(list, qPrintable(why));
        // Seven entries: one repeated, one without a usable id.
        QCOMPARE(list->offers.size(), 5);
        QCOMPARE(list->duplicates, 1);
        QCOMPARE(list->unreadable, 1);
        QStringList ids;
        for (const VastOffer& o : list->offers)
            ids << o.id;
        QCOMPARE(ids, (QStringList{QStringLiteral("30200101"), QStringLiteral("30200102"),
                                   QStringLiteral("30200103"), QStringLiteral("30200104"),
                                   QStringLiteral("30200105")}));

        const VastOffer& first = list->offers.first();
        QCOMPARE(first.machineId, QStringLiteral("61001"));
        QCOMPARE(first.numGpus, 1);
        QCOMPARE(first.gpuName, QStringLiteral("RTX 4090"));
        // Megabytes on the wire, gigabytes here.
        QCOMPARE(first.cpuRamGb, 128.9);
        QCOMPARE(first.gpuRamGb, 24.564);
        QCOMPARE(first.dollarsPerHour, 0.3517);
        QCOMPARE(first.reliability, 0.9971);
        QCOMPARE(first.countryCode(), QStringLiteral("NO"));
        QVERIFY(first.verified);
        QCOMPARE(first.driverVersion, QStringLiteral("550.90.07"));

        // Without reliability2 the older field counts.
        QCOMPARE(list->offers.at(4).reliability, 0.951);
        QVERIFY(!list->offers.at(2).verified);
    }

    void notAnOffersAnswerIsRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("not json") << QByteArray("<html>");
        QTest::newRow("a list") << QByteArray("[]");
        QTest::newRow("offers not a list") << QByteArray(R"({"offers": {}})");
        QTest::newRow("no offers") << QByteArray(R"({"instances": []})");
    }
    void notAnOffersAnswerIsRefused()
    {
        QFETCH(QByteArray, json);
        QString why;
        QVERIFY(!VastOfferList::parse(json, &why));
        QVERIFY(!why.isEmpty());
    }

    void countryCodes()
    {
        VastOffer o;
        o.geolocation = QStringLiteral("Lyon, FR");
        QCOMPARE(o.countryCode(), QStringLiteral("FR"));
        o.geolocation = QStringLiteral("SE");
        QCOMPARE(o.countryCode(), QStringLiteral("SE"));
        o.geolocation = QStringLiteral("Somewhere");
        QCOMPARE(o.countryCode(), QString());
        o.geolocation.clear();
        QCOMPARE(o.countryCode(), QString());
    }

    void theQueryIsVastsFormatInItsUnits()
    {
        VastOfferQuery q;
        q.gpuName = QStringLiteral("RTX 4090");
        q.numGpus = 2;
        q.maxDollarsPerHour = 0.9;
        q.minReliability = 0.98;
        q.minCpuRamGb = 64;
        q.minInetDownMbps = 500;
        q.minCuda = 12.2;
        q.region = QStringLiteral("ca, no ,CA");
        q.verifiedOnly = true;
        q.diskGb = 120;
        q.orderField = QStringLiteral("reliability2");
        q.descending = true;
        q.limit = 30;
        const QJsonObject j = q.toJson();
        const auto cond = [&j](const char* field) { return j.value(QLatin1String(field)).toObject(); };
        QCOMPARE(cond("gpu_name").value(QStringLiteral("eq")).toString(), QStringLiteral("RTX 4090"));
        QCOMPARE(cond("num_gpus").value(QStringLiteral("eq")).toInt(), 2);
        QCOMPARE(cond("dph_total").value(QStringLiteral("lte")).toDouble(), 0.9);
        QCOMPARE(cond("reliability2").value(QStringLiteral("gte")).toDouble(), 0.98);
        QCOMPARE(cond("cpu_ram").value(QStringLiteral("gte")).toDouble(), 64000.0); // MB on the wire
        QCOMPARE(cond("inet_down").value(QStringLiteral("gte")).toDouble(), 500.0);
        QCOMPARE(cond("cuda_max_good").value(QStringLiteral("gte")).toDouble(), 12.2);
        QCOMPARE(cond("geolocation").value(QStringLiteral("in")).toArray(),
                 (QJsonArray{QStringLiteral("CA"), QStringLiteral("NO")}));
        QCOMPARE(cond("verified").value(QStringLiteral("eq")).toBool(), true);
        QCOMPARE(cond("rentable").value(QStringLiteral("eq")).toBool(), true);
        QCOMPARE(cond("rented").value(QStringLiteral("eq")).toBool(), false);
        QCOMPARE(cond("disk_space").value(QStringLiteral("gte")).toDouble(), 120.0);
        // The disk to be rented is priced into dph_total only when the server is told.
        QCOMPARE(j.value(QStringLiteral("allocated_storage")).toDouble(), 120.0);
        const QJsonArray order = j.value(QStringLiteral("order")).toArray();
        QCOMPARE(order.size(), 1);
        QCOMPARE(order.at(0).toArray().at(0).toString(), QStringLiteral("reliability2"));
        QCOMPARE(order.at(0).toArray().at(1).toString(), QStringLiteral("desc"));
        QCOMPARE(j.value(QStringLiteral("type")).toString(), QStringLiteral("on-demand"));
        QCOMPARE(j.value(QStringLiteral("limit")).toInt(), 30);

        // Unset filters are not sent.
        const QJsonObject plain = VastOfferQuery().toJson();
        for (const char* field : {"gpu_name", "num_gpus", "dph_total", "reliability2", "cpu_ram",
                                  "geolocation", "verified", "inet_down", "cuda_max_good"})
            QVERIFY2(!plain.contains(QLatin1String(field)), field);
    }

    void matchesChecksWhatTheOfferSays()
    {
        const auto list = VastOfferList::parse(test::fixture(QStringLiteral("vast/offers.json")), nullptr);
        QVERIFY(list);
        const auto ids = [&](const VastOfferQuery& q) {
            QStringList out;
            for (const VastOffer& o : list->offers) {
                if (q.matches(o))
                    out << o.id.right(1);
            }
            return out.join(QLatin1Char(','));
        };
        VastOfferQuery q;
        q.diskGb = 10;
        QCOMPARE(ids(q), QStringLiteral("1,2,3,4,5"));
        q.gpuName = QStringLiteral("rtx 4090");
        QCOMPARE(ids(q), QStringLiteral("1,2"));
        q.numGpus = 2;
        QCOMPARE(ids(q), QStringLiteral("2"));
        q = {};
        q.diskGb = 10;
        q.region = QStringLiteral("DE");
        QCOMPARE(ids(q), QStringLiteral("4,5"));
        q.minReliability = 0.99;
        QCOMPARE(ids(q), QStringLiteral("4"));
        q = {};
        q.diskGb = 10;
        q.maxDollarsPerHour = 0.4;
        q.verifiedOnly = true;
        QCOMPARE(ids(q), QStringLiteral("1"));
        q = {};
        q.diskGb = 1000; // offers whose disk is smaller cannot be rented with it
        QCOMPARE(ids(q), QStringLiteral("2,4"));
    }

    void savedSearchesRoundTrip()
    {
        VastOfferQuery q;
        q.gpuName = QStringLiteral("H100 SXM");
        q.numGpus = 8;
        q.maxDollarsPerHour = 20;
        q.minReliability = 0.995;
        q.region = QStringLiteral("DE,NL");
        q.verifiedOnly = true;
        q.diskGb = 200;
        q.orderField = QStringLiteral("dlperf");
        q.descending = true;
        q.limit = 12;
        const VastOfferQuery back = VastOfferQuery::fromSaved(q.toSaved());
        QCOMPARE(back.toJson(), q.toJson());
        QCOMPARE(back.toSaved(), q.toSaved());
        // An order field this build does not know falls back to the price.
        QJsonObject saved = q.toSaved();
        saved.insert(QStringLiteral("order"), QStringLiteral("1; DROP TABLE"));
        QCOMPARE(VastOfferQuery::fromSaved(saved).orderField, QStringLiteral("dph_total"));
    }
};

QTEST_GUILESS_MAIN(tst_VastOffer)
#include "tst_vastoffer.moc"
