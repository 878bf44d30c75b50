// SPDX-License-Identifier: GPL-3.0-or-later
// SystemInfo: the probe's parser on outputs seen in the field, and its command run for real under
// sh, dash and bash with a fake nvidia-smi (two GPUs, or failing), with none, and with nothing
// but the fake on PATH.
#include "status/SystemProbe.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
const QByteArray smiFailed = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
                             "Make sure that the latest NVIDIA driver is installed and running.";

// What the command prints, around the given GPU section.
QByteArray probeOutput(const QByteArray& gpuSection)
{
    return "@@fleetdeck-probe gpus\n" + gpuSection +
           "@@fleetdeck-probe loadavg\n"
           "3.17 2.88 2.41 5/1622 918273\n"
           "@@fleetdeck-probe meminfo\n"
           "MemTotal: 527988292 kB\n"
           "MemAvailable: 196123456 kB\n"
           "@@fleetdeck-probe end\n";
}

QByteArray rows(const QByteArray& row, int count)
{
    QByteArray out;
    for (int i = 0; i < count; ++i)
        out += row + '\n';
    return out;
}

std::optional<quint64> procMeminfo(const QByteArray& key)
{
    QFile f(QStringLiteral("/proc/meminfo"));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key + ':'))
            return line.mid(key.size() + 1).trimmed().split(' ').first().toULongLong() * 1024;
    return std::nullopt;
}

bool writeScript(const QString& path, const QByteArray& body)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write("#!/bin/sh\n" + body);
    f.close();
    return f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}
} // namespace

class tst_SystemProbe : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<bool>("available");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("problem"); // a prefix
        QTest::addColumn<QString>("models");
        QTest::addColumn<bool>("systemKnown"); // load and memory read

        QTest::newRow("one 4090") << probeOutput("NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n")
                                  << true << 1 << QString() << QStringLiteral("RTX 4090") << true;
        QTest::newRow("eight A100") << probeOutput(
                                           rows("NVIDIA A100-SXM4-80GB, 100, 64, 79013, 81920, 367.12", 8))
                                    << true << 8 << QString() << QStringLiteral("A100-SXM4-80GB \u00d78")
                                    << true;
        QTest::newRow("power not available")
            << probeOutput("NVIDIA GeForce RTX 3090, 0, 35, 1, 24576, [N/A]\n"
                           "NVIDIA GeForce RTX 3090, 12, 40, 1000, 24576, [Not Supported]\n")
            << true << 2 << QString() << QStringLiteral("RTX 3090 \u00d72") << true;
        QTest::newRow("mixed models")
            << probeOutput("NVIDIA GeForce RTX 4090, 1, 30, 1, 24564, 20.1\n"
                           "NVIDIA H100 80GB HBM3, 1, 30, 1, 81559, 70.5\n"
                           "NVIDIA GeForce RTX 4090, 1, 30, 1, 24564, 20.3\n")
            << true << 3 << QString() << QStringLiteral("RTX 4090 \u00d72 + H100 80GB HBM3") << true;
        QTest::newRow("name with comma")
            << probeOutput("NVIDIA RTX 6000 Ada Generation, Rev. 2, 10, 40, 100, 49140, 70.1\n") << true << 1
            << QString() << QStringLiteral("RTX 6000 Ada Generation, Rev. 2") << true;
        QTest::newRow("no GPU rows") << probeOutput("") << true << 0 << QString() << QString() << true;
        QTest::newRow("not installed") << probeOutput("").replace("gpus\n", "gpus-missing\n") << false << 0
                                       << QStringLiteral("nvidia-smi: not installed") << QString() << true;
        QTest::newRow("driver not loaded")
            << probeOutput(smiFailed + "\n\n@@fleetdeck-probe gpus-failed 9 \n") << false << 0
            << QStringLiteral("nvidia-smi failed (exit 9): ") + QString::fromUtf8(smiFailed) << QString()
            << true;
        QTest::newRow("stderr explains")
            << probeOutput(
                   "@@fleetdeck-probe gpus-failed 18 Failed to initialize NVML: Driver/library version "
                   "mismatch\n")
            << false << 0
            << QStringLiteral("nvidia-smi failed (exit 18): Failed to initialize NVML: Driver/library "
                              "version mismatch")
            << QString() << true;
        QTest::newRow("failed after a row")
            << probeOutput("NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n"
                           "@@fleetdeck-probe gpus-failed 124\n")
            << false << 0 << QStringLiteral("nvidia-smi failed (exit 124)") << QString() << true;
        QTest::newRow("crlf")
            << probeOutput("NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n").replace("\n", "\r\n")
            << true << 1 << QString() << QStringLiteral("RTX 4090") << true;
        QTest::newRow("empty") << QByteArray() << false << 0
                               << QStringLiteral("no answer from the system probe") << QString() << false;
        QTest::newRow("garbage") << QByteArrayLiteral(
                                        "\x00\xff\xfe garbage, 1, 2, 3\n@@\n@@fleetdeck-probe\n,,,,,,\n")
                                 << false << 0 << QStringLiteral("no answer from the system probe")
                                 << QString() << false;
        QTest::newRow("motd before the output")
            << "Welcome to Ubuntu 22.04.3 LTS\n * Documentation: https://help.ubuntu.com, a, b, c, d, e\n" +
                   probeOutput("NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n")
            << true << 1 << QString() << QStringLiteral("RTX 4090") << true;
        QTest::newRow("not a row in the GPU section")
            << probeOutput("WARNING: infoROM is corrupted at gpu 0000:41:00.0\n"
                           "NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n"
                           "a, b, c, d, e, f\n")
            << true << 1 << QString() << QStringLiteral("RTX 4090") << true;
    }
    void parse()
    {
        QFETCH(QByteArray, output);
        QFETCH(bool, available);
        QFETCH(int, gpus);
        QFETCH(QString, problem);
        QFETCH(QString, models);
        QFETCH(bool, systemKnown);
        const status::SystemInfo info = status::SystemInfo::parse(output);
        QCOMPARE(info.gpusAvailable, available);
        QCOMPARE(info.gpus.size(), gpus);
        if (problem.isEmpty())
            QVERIFY2(info.gpuProblem.isEmpty(), qPrintable(info.gpuProblem));
        else
            QVERIFY2(info.gpuProblem.startsWith(problem), qPrintable(info.gpuProblem));
        QCOMPARE(info.gpuModelSummary(), models);
        QCOMPARE(info.load1.has_value(), systemKnown);
        QCOMPARE(info.memTotalBytes.has_value(), systemKnown);
        if (systemKnown) {
            QCOMPARE(*info.load1, 3.17);
            QCOMPARE(*info.load5, 2.88);
            QCOMPARE(*info.load15, 2.41);
            QCOMPARE(*info.memTotalBytes, 527988292ull * 1024);
            QCOMPARE(*info.memAvailableBytes, 196123456ull * 1024);
        }
    }

    void gpuFieldsAreRead()
    {
        const status::SystemInfo info = status::SystemInfo::parse(
            probeOutput("NVIDIA GeForce RTX 4090, 98, 71, 22123, 24564, 431.27\n"
                        "NVIDIA GeForce RTX 3090, [N/A], 35, 1, 24576, [Not Supported]\n"));
        QCOMPARE(info.gpus.size(), 2);
        const status::SystemInfo::Gpu& a = info.gpus.at(0);
        QCOMPARE(a.name, QStringLiteral("NVIDIA GeForce RTX 4090"));
        QCOMPARE(a.utilization, std::optional<double>(98));
        QCOMPARE(a.temperature, std::optional<double>(71));
        QCOMPARE(a.memoryUsedMiB, std::optional<double>(22123));
        QCOMPARE(a.memoryTotalMiB, std::optional<double>(24564));
        QCOMPARE(a.powerW, std::optional<double>(431.27));
        const status::SystemInfo::Gpu& b = info.gpus.at(1);
        QCOMPARE(b.utilization, std::nullopt);
        QCOMPARE(b.temperature, std::optional<double>(35));
        QCOMPARE(b.powerW, std::nullopt);

        // An old kernel without MemAvailable, output cut before the end marker.
        const status::SystemInfo old =
            status::SystemInfo::parse("@@fleetdeck-probe gpus-missing\n@@fleetdeck-probe loadavg\n"
                                      "0.00 0.01 0.05 1/100 42\n@@fleetdeck-probe meminfo\n"
                                      "MemTotal:        8049536 kB\n");
        QCOMPARE(old.load15, std::optional<double>(0.05));
        QCOMPARE(old.memTotalBytes, std::optional<quint64>(8049536ull * 1024));
        QCOMPARE(old.memAvailableBytes, std::nullopt);
    }

    void gpuModelSummary_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QString>("summary");
        QTest::newRow("none") << QStringList() << QString();
        QTest::newRow("one") << QStringList{"NVIDIA GeForce RTX 4090"} << "RTX 4090";
        QTest::newRow("two") << QStringList{"NVIDIA GeForce RTX 4090", "NVIDIA GeForce RTX 4090"}
                             << QStringLiteral("RTX 4090 \u00d72");
        QTest::newRow("datacenter") << QStringList(4, QStringLiteral("NVIDIA H100 80GB HBM3"))
                                    << QStringLiteral("H100 80GB HBM3 \u00d74");
        QTest::newRow("mixed, first seen first")
            << QStringList{"NVIDIA A100-SXM4-80GB", "NVIDIA GeForce RTX 3090", "NVIDIA A100-SXM4-80GB"}
            << QStringLiteral("A100-SXM4-80GB \u00d72 + RTX 3090");
        QTest::newRow("no vendor prefix") << QStringList{"Tesla V100-SXM2-16GB", "Quadro RTX 6000"}
                                          << "Tesla V100-SXM2-16GB + Quadro RTX 6000";
        QTest::newRow("prefix alone is a name") << QStringList{"NVIDIA "} << "NVIDIA";
    }
    void gpuModelSummary()
    {
        QFETCH(QStringList, names);
        status::SystemInfo info;
        for (const QString& name : names)
            info.gpus.append(status::SystemInfo::Gpu{name, {}, {}, {}, {}, {}});
        QTEST(info.gpuModelSummary(), "summary");
    }

    void commandRunsForReal_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("smi"); // the fake nvidia-smi, or empty for none
        QTest::addColumn<bool>("onlyFakeOnPath");
        QTest::addColumn<int>("gpus"); // -1: not available
        QTest::addColumn<QString>("problem");

        QVERIFY(m_dir.isValid());
        const QString twoGpus = m_dir.filePath(QStringLiteral("two/nvidia-smi"));
        const QString driverDown = m_dir.filePath(QStringLiteral("down/nvidia-smi"));
        const QString mismatch = m_dir.filePath(QStringLiteral("mismatch/nvidia-smi"));
        for (const char* d : {"two", "down", "mismatch", "none"})
            QVERIFY(QDir(m_dir.path()).mkpath(QLatin1String(d)));
        // The fake answers only to the exact query the probe must send.
        QVERIFY(writeScript(twoGpus,
                            "if [ \"$1\" != '--query-gpu=name,utilization.gpu,temperature.gpu,memory.used,"
                            "memory.total,power.draw' ] || [ \"$2\" != '--format=csv,noheader,nounits' ] "
                            "|| [ $# -ne 2 ]; then\n"
                            "  echo \"unexpected arguments: $*\" >&2; exit 2\n"
                            "fi\n"
                            "printf '%s\\n' 'NVIDIA GeForce RTX 4090, 97, 71, 22123, 24564, 431.27' "
                            "'NVIDIA GeForce RTX 4090, 0, 34, 1, 24564, [N/A]'\n"));
        QVERIFY(writeScript(driverDown, "echo \"" + smiFailed + "\"\nexit 9\n"));
        QVERIFY(writeScript(mismatch,
                            "echo 'Failed to initialize NVML: Driver/library version mismatch' >&2\n"
                            "echo 'NVML library version: 535.104' >&2\nexit 18\n"));

        QStringList shells;
        for (const char* name : {"sh", "dash", "bash"}) {
            const QString path = QStandardPaths::findExecutable(QLatin1String(name));
            if (!path.isEmpty())
                shells << path;
        }
        QVERIFY(shells.size() >= 2);
        for (const QString& shell : shells) {
            const QString tag = QFileInfo(shell).fileName() + QLatin1String(": ");
            QTest::newRow(qPrintable(tag + "two GPUs")) << shell << twoGpus << false << 2 << QString();
            QTest::newRow(qPrintable(tag + "two GPUs, nothing else on PATH"))
                << shell << twoGpus << true << 2 << QString();
            QTest::newRow(qPrintable(tag + "no nvidia-smi"))
                << shell << QString() << false << -1 << QStringLiteral("nvidia-smi: not installed");
            QTest::newRow(qPrintable(tag + "nothing on PATH"))
                << shell << QString() << true << -1 << QStringLiteral("nvidia-smi: not installed");
            QTest::newRow(qPrintable(tag + "driver down"))
                << shell << driverDown << false << -1
                << QStringLiteral("nvidia-smi failed (exit 9): ") + QString::fromUtf8(smiFailed);
            QTest::newRow(qPrintable(tag + "driver mismatch"))
                << shell << mismatch << false << -1
                << QStringLiteral("nvidia-smi failed (exit 18): Failed to initialize NVML: Driver/library "
                                  "version mismatch");
        }
    }
    void commandRunsForReal()
    {
        QFETCH(QString, shell);
        QFETCH(QString, smi);
        QFETCH(bool, onlyFakeOnPath);
        QFETCH(int, gpus);
        QFETCH(QString, problem);
        const QStringList system{QStringLiteral("/usr/local/bin"), QStringLiteral("/usr/bin"),
                                 QStringLiteral("/bin")};
        if (!QStandardPaths::findExecutable(QStringLiteral("nvidia-smi"), system).isEmpty())
            QSKIP("this machine has a real nvidia-smi");

        const QString fakeDir =
            smi.isEmpty() ? m_dir.filePath(QStringLiteral("none")) : QFileInfo(smi).path();
        // A bare environment: what an SSH exec gives is at most this, often more.
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"),
                   onlyFakeOnPath ? fakeDir : fakeDir + QLatin1Char(':') + system.join(':'));
        env.insert(QStringLiteral("HOME"), m_dir.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(shell, {QStringLiteral("-c"), status::SystemInfo::command()});
        QVERIFY(p.waitForFinished(30000));
        const QByteArray out = p.readAllStandardOutput();
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 0, err.constData());
        QVERIFY2(err.isEmpty(), err.constData()); // nothing goes astray, even nvidia-smi's complaints

        const status::SystemInfo info = status::SystemInfo::parse(out);
        QVERIFY2(info.gpuProblem == problem,
                 qPrintable(info.gpuProblem + QLatin1String("\n") + QString::fromUtf8(out)));
        QCOMPARE(info.gpusAvailable, gpus >= 0);
        QCOMPARE(info.gpus.size(), std::max(gpus, 0));
        if (gpus == 2) {
            QCOMPARE(info.gpuModelSummary(), QStringLiteral("RTX 4090 \u00d72"));
            QCOMPARE(info.gpus.at(0).utilization, std::optional<double>(97));
            QCOMPARE(info.gpus.at(1).powerW, std::nullopt);
        }
        QVERIFY(info.load1 && info.load5 && info.load15);
        QVERIFY(info.memTotalBytes && info.memAvailableBytes);
        QCOMPARE(info.memTotalBytes, procMeminfo("MemTotal")); // constant; MemAvailable moves
        QVERIFY(*info.memAvailableBytes <= *info.memTotalBytes);
    }

    // The long-running form writes the same report every period, each ending with the marker a
    // reader splits on; with no `sleep` to be found it writes one and ends, as the one-shot
    // command would.
    void streamCommandReportsEveryPeriod_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<bool>("onlyFakeOnPath");
        for (const char* name : {"sh", "dash", "bash"}) {
            const QString path = QStandardPaths::findExecutable(QLatin1String(name));
            if (path.isEmpty())
                continue;
            QTest::newRow(qPrintable(QLatin1String(name) + QLatin1String(": every second"))) << path << false;
            QTest::newRow(qPrintable(QLatin1String(name) + QLatin1String(": no sleep on PATH")))
                << path << true;
        }
    }

    void streamCommandReportsEveryPeriod()
    {
        QFETCH(QString, shell);
        QFETCH(bool, onlyFakeOnPath);
        const QString fakeDir = m_dir.filePath(QStringLiteral("stream"));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("stream")));
        QVERIFY(writeScript(fakeDir + QStringLiteral("/nvidia-smi"),
                            "printf '%s\\n' 'NVIDIA GeForce RTX 4090, 97, 71, 22123, 24564, 431.27' "
                            "'NVIDIA GeForce RTX 4090, 0, 34, 1, 24564, [N/A]'\n"));
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"),
                   onlyFakeOnPath ? fakeDir : fakeDir + QStringLiteral(":/usr/bin:/bin"));
        QProcess p;
        p.setProcessEnvironment(env);
        QByteArray out;
        QObject::connect(&p, &QProcess::readyReadStandardOutput, &p,
                         [&] { out += p.readAllStandardOutput(); });
        QElapsedTimer clock;
        clock.start();
        p.start(shell, {QStringLiteral("-c"), status::SystemInfo::streamCommand(1)});
        QVERIFY(p.waitForStarted());
        const QByteArray end = status::SystemInfo::reportEnd();
        if (onlyFakeOnPath) {
            QVERIFY(p.waitForFinished(10000));
            out += p.readAllStandardOutput();
            QCOMPARE(p.exitCode(), 0);
            QCOMPARE(out.count(end), 1);
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(out.count(end) >= 3, 15000);
            QVERIFY2(clock.elapsed() >= 1900, "the reports came faster than once a second");
            QCOMPARE(p.state(), QProcess::Running);
            p.kill();
            p.waitForFinished();
        }
        const QByteArray stderrText = p.readAllStandardError();
        QVERIFY2(stderrText.isEmpty(), stderrText.constData());
        qsizetype at = 0;
        int parsed = 0;
        while (true) {
            const qsizetype stop = out.indexOf(end, at);
            if (stop < 0)
                break;
            const status::SystemInfo info = status::SystemInfo::parse(out.mid(at, stop + end.size() - at));
            QCOMPARE(info.gpus.size(), 2);
            QVERIFY(info.load1 && info.memTotalBytes);
            at = stop + end.size();
            ++parsed;
        }
        QVERIFY(parsed >= 1);
    }

    // When its reader goes away (the channel closed), the next write fails and the loop ends:
    // nothing is left running on the node.
    void streamCommandEndsWithItsReader()
    {
        const QString sh = QStandardPaths::findExecutable(QStringLiteral("sh"));
        QVERIFY(!sh.isEmpty());
        QProcess p;
        // head takes one byte and exits; the probe's next report finds no reader.
        p.start(sh, {QStringLiteral("-c"), QStringLiteral("\"$0\" -c \"$1\" | head -c 1 >/dev/null"), sh,
                     status::SystemInfo::streamCommand(1)});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    }

    void commandIsOneShellCommand()
    {
        for (const QString& c : {status::SystemInfo::command(), status::SystemInfo::streamCommand(60)}) {
            // No bashisms a dash would choke on, nothing interactive, nothing secret.
            for (const char* bashism : {"[[", "$'", "<(", "function ", "pipefail", "source ", "<<<", "sudo"})
                QVERIFY2(!c.contains(QLatin1String(bashism)), bashism);
            QVERIFY(c.contains(
                QLatin1String("--query-gpu=name,utilization.gpu,temperature.gpu,memory.used,memory.total,"
                              "power.draw")));
            QVERIFY(c.contains(QLatin1String("--format=csv,noheader,nounits")));
        }
        QVERIFY(status::SystemInfo::streamCommand(60).contains(QLatin1String("sleep 60 ")));
    }
};

QTEST_GUILESS_MAIN(tst_SystemProbe)
#include "tst_systemprobe.moc"
