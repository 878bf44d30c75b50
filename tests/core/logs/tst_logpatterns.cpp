// SPDX-License-Identifier: GPL-3.0-or-later
// Log patterns: the defaults on cuzk's own log (tests/fixtures/cuzk/daemon.log), counts over the
// window, one notification per burst, and events kept in a real SQLite database.
#include "fleet/Inventory.h"
#include "logs/LogPatterns.h"
#include "storage/Database.h"
#include "support/Fixtures.h"

#include "support/TestStore.h"
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace fleetdeck;
using namespace fleetdeck::logs;

namespace {
LogLine line(const QString& node, const QByteArray& text)
{
    LogLine l = LogText::parse(text);
    l.node = node;
    l.source = QStringLiteral("cuzk");
    return l;
}
} // namespace

class tst_LogPatterns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsOnCuzksLog()
    {
        for (const LogPattern& p : defaultPatterns())
            QVERIFY2(p.check().isEmpty(), qPrintable(p.check()));
        QList<QByteArray> lines = fleetdeck::test::fixture(QStringLiteral("cuzk/daemon.log")).split('\n');
        QVERIFY(lines.size() >= 13);
        LogEventDetector detector;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QStringList matched;
        for (const QByteArray& raw : lines) {
            if (raw.isEmpty())
                continue;
            const auto event = detector.feed(line(QStringLiteral("gpu-01"), raw), now);
            matched << (event ? event->pattern : QStringLiteral("-"));
        }
        QCOMPARE(matched, (QStringList{"-", "-", "-", "-", "-", "-", "-", "proof_failed", "proof_failed", "-",
                                       "out_of_memory", "gpu_restart", "-"}));
        const QList<LogEventSummary> summary = detector.summary(QStringLiteral("gpu-01"), now);
        QCOMPARE(summary.size(), 3);
        QVERIFY(detector.summary(QStringLiteral("other"), now).isEmpty());
    }

    void otherFailuresOfTheGpuStack_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("cuda oom") << QByteArray("ERROR cuzk_core::gpu: CUDA error: out of memory gpu=1")
                                  << "out_of_memory";
        QTest::newRow("rust alloc") << QByteArray("memory allocation of 17179869184 bytes failed")
                                    << "out_of_memory";
        QTest::newRow("kernel oom") << QByteArray("Out of memory: Killed process 812 (cuzk-daemon)")
                                    << "out_of_memory";
        QTest::newRow("xid") << QByteArray("NVRM: Xid (PCI:0000:01:00): 79, GPU has fallen off the bus.")
                             << "gpu_driver";
        QTest::newRow("mismatch") << QByteArray("Failed to initialize NVML: Driver/library version mismatch")
                                  << "gpu_driver";
        QTest::newRow("panic")
            << QByteArray("thread 'tokio-runtime-worker' panicked at cuzk-core/src/engine.rs:812:9:")
            << "panic";
        QTest::newRow("launch") << QByteArray("CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure")
                                << "cuda_error";
        QTest::newRow("healthy") << QByteArray(
                                        "INFO cuzk_core::engine: job completed job_id=1 wall_ms=120000")
                                 << "-";
    }

    void otherFailuresOfTheGpuStack()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, pattern);
        LogEventDetector detector;
        const auto event = detector.feed(line(QStringLiteral("n"), text));
        QCOMPARE(event ? event->pattern : QStringLiteral("-"), pattern);
        if (event && (pattern == u"out_of_memory" || pattern == u"cuda_error" || pattern == u"panic"))
            QCOMPARE(event->state, QStringLiteral("degraded"));
    }

    void countsOverTheWindowAndBursts()
    {
        LogEventDetector detector(defaultPatterns(), 10, 5);
        const QDateTime t = QDateTime(QDate(2026, 12, 3), QTime(10, 0), QTimeZone::utc());
        const QByteArray cuda("ERROR cuzk_core::gpu: CUDA error: an illegal memory access was encountered");
        const auto at = [&](int minutes) {
            return detector.feed(line(QStringLiteral("gpu-01"), cuda), t.addSecs(minutes * 60));
        };
        const auto e0 = at(0);
        QVERIFY(e0 && e0->startsBurst && e0->countInWindow == 1);
        const auto e1 = at(1);
        QVERIFY(e1 && !e1->startsBurst && e1->countInWindow == 2);
        const auto e2 = at(2);
        QVERIFY(e2 && !e2->startsBurst && e2->countInWindow == 3);
        const QList<LogEventSummary> s = detector.summary(QStringLiteral("gpu-01"), t.addSecs(120));
        QCOMPARE(s.size(), 1);
        QCOMPARE(s.first().count, 3);
        QCOMPARE(s.first().text(10), QStringLiteral("CUDA error 3× in 10 min"));
        const auto e8 = at(8); // six quiet minutes: a new burst
        QVERIFY(e8 && e8->startsBurst && e8->countInWindow == 4);
        const auto e12 = at(12); // two of the first three left the window
        QVERIFY(e12 && !e12->startsBurst && e12->countInWindow == 3);
        QCOMPARE(detector.summary(QStringLiteral("gpu-01"), t.addSecs(24 * 60)).size(), 0);
        // Another node counts apart.
        const auto other = detector.feed(line(QStringLiteral("gpu-02"), cuda), t.addSecs(13 * 60));
        QVERIFY(other && other->startsBurst && other->countInWindow == 1);
    }

    void theFleetsOwnPatterns()
    {
        QTemporaryDir dir;
        storage::Database db;
        QVERIFY2(db.open(teststore::location(dir, QStringLiteral("fleet.sqlite"))),
                 qPrintable(db.error() + teststore::error()));
        LogPatternStore store(db);
        QCOMPARE(store.effective().size(), defaultPatterns().size());
        LogPattern pcie;
        pcie.name = QStringLiteral("pcie_replay");
        pcie.title = QStringLiteral("PCIe replays");
        pcie.regex =
            QRegularExpression(QStringLiteral("PCIe.*replay"), QRegularExpression::CaseInsensitiveOption);
        pcie.severity = LogPattern::Severity::Warning;
        pcie.state = QStringLiteral("degraded");
        QVERIFY2(store.save(pcie), qPrintable(store.error()));
        LogPattern bad = pcie;
        bad.regex = QRegularExpression(QStringLiteral("(unclosed"));
        QVERIFY(!store.save(bad));
        bad = pcie;
        bad.state = QStringLiteral("daemon_down");
        QVERIFY(!store.save(bad));
        // One of the built-in ones replaced by the fleet's own under its name.
        LogPattern panic = defaultPatterns().at(3);
        QCOMPARE(panic.name, QStringLiteral("panic"));
        panic.severity = LogPattern::Severity::Warning;
        QVERIFY(store.save(panic));
        const QList<LogPattern> effective = store.effective();
        QCOMPARE(effective.size(), defaultPatterns().size() + 1);
        QCOMPARE(effective.at(0).name, QStringLiteral("panic")); // the fleet's own first, by name
        QCOMPARE(effective.at(0).severity, LogPattern::Severity::Warning);
        QCOMPARE(effective.at(1).name, QStringLiteral("pcie_replay"));
        QVERIFY(store.isOwn(QStringLiteral("pcie_replay")));
        QVERIFY(!store.isOwn(QStringLiteral("cuda_error")));

        LogEventDetector detector(effective);
        const auto event =
            detector.feed(line(QStringLiteral("gpu-01"), "NVRM: PCIe bus error: replay counter rolled over"));
        QVERIFY(event);
        QCOMPARE(event->pattern, QStringLiteral("pcie_replay"));
        QCOMPARE(event->title, QStringLiteral("PCIe replays"));
        QCOMPARE(event->state, QStringLiteral("degraded"));
        QVERIFY(store.remove(QStringLiteral("panic")));
        QVERIFY(!store.remove(QStringLiteral("cuda_error")));
        QVERIFY(store.error().isEmpty());
        QCOMPARE(store.effective().size(), defaultPatterns().size() + 1);
    }

    void eventsAreKept()
    {
        QTemporaryDir dir;
        storage::Database db;
        QVERIFY2(db.open(teststore::location(dir, QStringLiteral("fleet.sqlite"))),
                 qPrintable(db.error() + teststore::error()));
        fleet::Inventory inventory(db);
        Node node;
        node.name = QStringLiteral("gpu-01");
        node.host = QStringLiteral("127.0.0.1");
        QVERIFY(inventory.add(node).ok());
        const qint64 id = inventory.find(node.name)->id;
        LogEventDetector detector;
        const auto event = detector.feed(
            line(node.name,
                 "2026-11-29T14:11:33.421902Z ERROR cuzk_core::gpu: CUDA error: an illegal memory access"));
        QVERIFY(event);
        LogEventStore store(db);
        QVERIFY2(store.record(id, *event), qPrintable(store.error()));
        const QList<LogLine> lines = store.eventLines(id, node.name, 100);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.first().source, QStringLiteral("events"));
        QCOMPARE(lines.first().level, LogLevel::Error);
        QVERIFY(lines.first().text.startsWith(QStringLiteral("[log cuda_error] ")));
        QVERIFY(lines.first().text.contains(QStringLiteral("illegal memory access")));
        QCOMPARE(lines.first().time.toSecsSinceEpoch(), event->at.toSecsSinceEpoch());
    }
};

QTEST_GUILESS_MAIN(tst_LogPatterns)
#include "tst_logpatterns.moc"
