// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchSpec.h"

#include <QProcess>
#include <QTest>

using namespace fleetdeck::bench;

class tst_BenchSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void expandsPlaceholders_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("expected");
        QTest::newRow("all") << "bench {node} {proof_kind} {count} {warmup} {timed} {cooldown} {index}"
                             << "gpu-01"
                             << "bench gpu-01 porep 18 5 10 3 7";
        QTest::newRow("none") << "cuzk-bench batch"
                              << "gpu-01"
                              << "cuzk-bench batch";
        QTest::newRow("literal braces") << "awk '{{print $1}}' {node}"
                                        << "n"
                                        << "awk '{print $1}' n";
        QTest::newRow("node with a space") << "run {node}"
                                           << "a b"
                                           << "run 'a b'";
        QTest::newRow("node with a quote") << "run {node}"
                                           << "it's"
                                           << "run 'it'\\''s'";
        QTest::newRow("node with metacharacters") << "run {node}"
                                                  << "x;rm -rf /;$(id)`id`"
                                                  << "run 'x;rm -rf /;$(id)`id`'";
        QTest::newRow("empty node") << "run {node}"
                                    << ""
                                    << "run ''";
    }

    void expandsPlaceholders()
    {
        QFETCH(QString, command);
        QFETCH(QString, node);
        QFETCH(QString, expected);
        QString error;
        const auto out =
            expandCommand(command, CommandValues{node, QStringLiteral("porep"), 18, {5, 10, 3}, 7}, &error);
        QVERIFY2(out, qPrintable(error));
        QCOMPARE(*out, expected);
    }

    // What a shell makes of a quoted value is the value itself, whatever it holds.
    void quotedValuesReachTheCommandUnchanged_data()
    {
        QTest::addColumn<QString>("value");
        for (const char* v : {"plain", "a b", "it's", "\"double\"", "$HOME", "$(echo pwned)", "`id`",
                              "a;b|c&d", "back\\slash", "*", "~root", "'", "''", "-n"})
            QTest::newRow(v) << QString::fromUtf8(v);
    }

    void quotedValuesReachTheCommandUnchanged()
    {
        QFETCH(QString, value);
        const auto command =
            expandCommand(QStringLiteral("printf '%s' {node}"), CommandValues{value, {}, 0, {}, 0});
        QVERIFY(command);
        QProcess sh;
        sh.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), *command});
        QVERIFY(sh.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()), value);
    }

    void refusesBadTemplates_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("why");
        QTest::newRow("unknown") << "run {proofs}"
                                 << "{proofs}";
        QTest::newRow("unclosed") << "run {node"
                                  << "never closed";
        QTest::newRow("stray close") << "run node}"
                                     << "without its";
        QTest::newRow("newline") << "run\n{node}"
                                 << "newline";
    }

    void refusesBadTemplates()
    {
        QFETCH(QString, command);
        QFETCH(QString, why);
        QString error;
        QVERIFY(!expandCommand(command, CommandValues{}, &error));
        QVERIFY2(error.contains(why), qPrintable(error));
        BenchSpec spec;
        spec.command = command;
        QVERIFY(spec.check().contains(why));
    }

    void checksTheSpec_data()
    {
        QTest::addColumn<int>("warmup");
        QTest::addColumn<int>("timed");
        QTest::addColumn<int>("cooldown");
        QTest::addColumn<QString>("parser");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("proofTimeout");
        QTest::addColumn<bool>("valid");
        QTest::newRow("defaults") << 5 << 10 << 3 << "cuzk-batch"
                                  << "porep" << 1800 << true;
        QTest::newRow("timed only") << 0 << 1 << 0 << "jsonl"
                                    << "winning-post" << 0 << true;
        QTest::newRow("no proofs") << 0 << 0 << 0 << "cuzk-batch"
                                   << "porep" << 0 << false;
        QTest::newRow("negative") << -1 << 10 << 3 << "cuzk-batch"
                                  << "porep" << 0 << false;
        QTest::newRow("bad parser") << 5 << 10 << 3 << "csv"
                                    << "porep" << 0 << false;
        QTest::newRow("regex without wall") << 5 << 10 << 3 << "regex:(?<index>\\d+)"
                                            << "porep" << 0 << false;
        QTest::newRow("regex") << 5 << 10 << 3 << "regex:(?<wall_s>[0-9.]+)s"
                               << "porep" << 0 << true;
        QTest::newRow("kind with a space") << 5 << 10 << 3 << "cuzk-batch"
                                           << "po rep" << 0 << false;
        QTest::newRow("negative timeout") << 5 << 10 << 3 << "cuzk-batch"
                                          << "porep" << -5 << false;
    }

    void checksTheSpec()
    {
        QFETCH(int, warmup);
        QFETCH(int, timed);
        QFETCH(int, cooldown);
        QFETCH(QString, parser);
        QFETCH(QString, kind);
        QFETCH(int, proofTimeout);
        QFETCH(bool, valid);
        BenchSpec spec;
        spec.counts = {warmup, timed, cooldown};
        spec.parser = parser;
        spec.proofKind = kind;
        spec.proofTimeoutS = proofTimeout;
        QCOMPARE(spec.check().isEmpty(), valid);
        QCOMPARE(BenchSpec::fromJson(spec.toJson()).has_value(), valid);
    }

    void jsonRoundTripAndDefaults()
    {
        BenchSpec spec;
        QCOMPARE(spec.counts, (PhaseCounts{5, 10, 3}));
        QCOMPARE(spec.mode, BenchSpec::Mode::Batch);
        QCOMPARE(spec.effectiveCommand(),
                 QStringLiteral("cuzk-bench batch --type {proof_kind} --count {count}"));
        spec.mode = BenchSpec::Mode::PerProof;
        QCOMPARE(spec.effectiveCommand(), QStringLiteral("cuzk-bench single --type {proof_kind}"));
        spec.name = QStringLiteral("nightly");
        spec.counts = {2, 20, 4};
        spec.parser = QStringLiteral("jsonl");
        spec.proofTimeoutS = 600;
        spec.totalTimeoutS = 7200;
        spec.preCommand = QStringLiteral("systemctl restart cuzk");
        const QJsonObject json = spec.toJson();
        QCOMPARE(json.value(QStringLiteral("mode")).toString(), QStringLiteral("per-proof"));
        QCOMPARE(json.value(QStringLiteral("timed")).toInt(), 20);
        QCOMPARE(json.value(QStringLiteral("command")).toString(), spec.effectiveCommand());
        QCOMPARE(BenchSpec::fromJson(json), std::optional(spec));
        QString error;
        QVERIFY(!BenchSpec::fromJson(QJsonObject{{QStringLiteral("mode"), QStringLiteral("fast")}}, &error));
        QVERIFY2(error.contains(QLatin1String("fast")), qPrintable(error));
        QCOMPARE(modeFromName(QStringLiteral("batch")), std::optional(BenchSpec::Mode::Batch));
        QCOMPARE(modeFromName(QStringLiteral("per-proof")), std::optional(BenchSpec::Mode::PerProof));
        QVERIFY(!modeFromName(QStringLiteral("Batch")));
    }
};

QTEST_GUILESS_MAIN(tst_BenchSpec)
#include "tst_benchspec.moc"
