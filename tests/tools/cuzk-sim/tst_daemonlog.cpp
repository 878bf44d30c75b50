// SPDX-License-Identifier: GPL-3.0-or-later
// The simulator's daemon log: cuzk's tracing format (with ANSI colours when asked), a line per
// accepted and finished job, a failed proof logged as cuzk logs a failed self-check, the GPU
// errors of the failing and memory-low profiles, the pacer's status; and `cuzk-sim loggen`, the
// steady numbered log that the log benchmark follows.
#include "DaemonLog.h"
#include "Simulator.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck::sim;

namespace {
QList<QByteArray> writeLog(Profile profile, bool ansi, const QString& path, double seconds)
{
    Simulator sim(profile, 7);
    DaemonLog log(path, ansi, profile);
    if (!log.open(QStringLiteral("127.0.0.1:9821")))
        return {};
    for (double t = 1; t <= seconds; t += 1) {
        sim.setTime(t);
        log.observe(sim);
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QList<QByteArray> lines = f.readAll().split('\n');
    lines.removeAll(QByteArray());
    return lines;
}
} // namespace

class tst_DaemonLog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void tracingLines()
    {
        const QList<QByteArray> lines =
            writeLog(Profile::Failing, false, m_dir.filePath(QStringLiteral("f.log")), 1800);
        QVERIFY(lines.size() > 20);
        static const QRegularExpression tracing(QStringLiteral(
            R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z (ERROR| WARN| INFO|DEBUG) [a-z_:]+: \S)"));
        for (const QByteArray& line : lines)
            QVERIFY2(tracing.match(QString::fromUtf8(line)).hasMatch(), line.constData());
        QVERIFY(lines.first().contains("cuzk-daemon starting"));
        const auto count = [&](const char* text) {
            return std::count_if(lines.cbegin(), lines.cend(),
                                 [text](const QByteArray& l) { return l.contains(text); });
        };
        QVERIFY(count("job accepted") > 0);
        QVERIFY(count("job completed") > 0);
        QVERIFY(count("self-check FAILED") > 0);
        QVERIFY(count("CUDA error: an illegal memory access") > 0);
        QVERIFY(count("invalid_partitions=[") == count("self-check FAILED"));
        QVERIFY(count("pacer: status") >= 10);
    }

    void memoryLowRunsOutOfMemory()
    {
        const QList<QByteArray> lines =
            writeLog(Profile::MemoryLow, false, m_dir.filePath(QStringLiteral("m.log")), 3600);
        const bool oom = std::any_of(lines.cbegin(), lines.cend(), [](const QByteArray& l) {
            return l.contains("CUDA error: out of memory");
        });
        const bool failed = std::any_of(lines.cbegin(), lines.cend(),
                                        [](const QByteArray& l) { return l.contains("self-check FAILED"); });
        QCOMPARE(oom, failed); // every failure of a memory-starved engine is logged as the GPU's
    }

    void colouredLikeCuzk()
    {
        const QList<QByteArray> lines =
            writeLog(Profile::Healthy, true, m_dir.filePath(QStringLiteral("a.log")), 60);
        QVERIFY(!lines.isEmpty());
        for (const QByteArray& line : lines)
            QVERIFY(line.startsWith("\x1b[2m"));
        QVERIFY(lines.first().contains("\x1b[32m INFO\x1b[0m"));
    }

    void loggenNumbersItsLines()
    {
        QProcess p;
        p.start(QStringLiteral(CUZK_SIM_PATH),
                {QStringLiteral("loggen"), QStringLiteral("--rate"), QStringLiteral("50"),
                 QStringLiteral("--seconds"), QStringLiteral("1"), QStringLiteral("--name"),
                 QStringLiteral("gpu-7")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
        lines.removeAll(QByteArray());
        QCOMPARE(lines.size(), 50);
        for (int i = 0; i < lines.size(); ++i)
            QVERIFY(lines.at(i).contains("node=gpu-7 seq=" + QByteArray::number(i) + ' '));
    }
};

QTEST_GUILESS_MAIN(tst_DaemonLog)
#include "tst_daemonlog.moc"
