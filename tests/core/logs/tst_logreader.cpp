// SPDX-License-Identifier: GPL-3.0-or-later
// LogReader against real sshd on loopback: the newest lines of a file, a source that cannot be
// read, following a file live, across an sshd restart (resumed without a line twice or lost),
// across the file's rotation, and a 10 MiB line and binary output cut and marked.
#include "logs/LogReader.h"
#include "ssh/SshEngine.h"
#include "support/Fixtures.h"
#include "support/LocalSshNode.h"
#include "support/TestSkips.h"
#include "support/TextFiles.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <csignal>

using namespace fleetdeck;
using namespace fleetdeck::logs;

namespace {

/// What one stream delivered, in order.
struct Collected
{
    QList<LogLine> lines;
    std::optional<std::optional<Diagnosis>> end;

    QStringList texts(bool withNotes = false) const
    {
        QStringList t;
        for (const LogLine& l : lines) {
            if (withNotes || !l.note)
                t << l.text;
        }
        return t;
    }
    QStringList notes() const
    {
        QStringList t;
        for (const LogLine& l : lines) {
            if (l.note)
                t << l.text;
        }
        return t;
    }
};

} // namespace

class tst_LogReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<LocalSshNode> m_node;
    std::unique_ptr<ssh::SshEngine> m_engine;
    std::unique_ptr<LogReader> m_reader;
    QHash<int, Collected> m_got;

    LogReader::Request request(const QString& templ, int lines, bool follow) const
    {
        LogReader::Request r;
        r.node = QStringLiteral("gpu-01");
        r.source = QStringLiteral("cuzk");
        r.templ = templ;
        r.target = m_node->target();
        r.lines = lines;
        r.follow = follow;
        r.retryDelayMs = 300;
        r.resumeLines = 50;
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        FLEETDECK_REQUIRE_SSHD();
        QVERIFY(m_dir.isValid());
        m_node = LocalSshNode::start(m_dir.path(), QStringLiteral("gpu-01"));
        QVERIFY(m_node);
        m_engine = std::make_unique<ssh::SshEngine>(1);
        m_engine->setKeepaliveInterval(1000);
        m_reader = std::make_unique<LogReader>(m_engine.get());
        connect(m_reader.get(), &LogReader::lines, this,
                [this](int handle, const QList<LogLine>& lines) { m_got[handle].lines << lines; });
        connect(m_reader.get(), &LogReader::ended, this,
                [this](int handle, const std::optional<Diagnosis>& d) { m_got[handle].end = d; });
    }

    void cleanup() { m_reader->closeAll(); }

    void newestLinesThenTheEnd()
    {
        const QString path = m_dir.filePath(QStringLiteral("daemon-ansi.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray log = fleetdeck::test::fixture(QStringLiteral("cuzk/daemon-ansi.log"));
        QVERIFY(!log.isEmpty());
        f.write(log);
        f.close();
        const int h =
            m_reader->open(request(QStringLiteral("tail -n {lines} {follow:-F} ") + path, 5, false));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].end.has_value(); }));
        QVERIFY2(!m_got[h].end->has_value(),
                 m_got[h].end->has_value() ? qPrintable(m_got[h].end->value().message) : "");
        const QList<LogLine>& lines = m_got[h].lines;
        QCOMPARE(lines.size(), 5);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QCOMPARE(lines.at(i).seq, i);
            QCOMPARE(lines.at(i).node, QStringLiteral("gpu-01"));
            QVERIFY(!lines.at(i).text.contains(QChar(0x1b)));
            QVERIFY(lines.at(i).time.isValid());
        }
        QVERIFY(lines.at(0).text.contains(QStringLiteral("verification per partition")));
        QCOMPARE(lines.at(2).level, LogLevel::Error);
        QVERIFY(lines.at(2).text.contains(QStringLiteral("CUDA error")));
        QCOMPARE(m_reader->openCount(), 1);
    }

    void aSourceThatCannotBeReadSaysWhy()
    {
        for (const bool follow : {false, true}) {
            const int h = m_reader->open(request(QStringLiteral("cat /nonexistent/cuzk.log"), 10, follow));
            QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].end.has_value(); }));
            QVERIFY(m_got[h].end->has_value());
            const Diagnosis d = **m_got[h].end;
            QCOMPARE(d.code, QStringLiteral("exec_failed"));
            QVERIFY2(d.detail.contains(QStringLiteral("No such file")), qPrintable(d.detail));
            // The command's own words also came through as stderr lines.
            QVERIFY(!m_got[h].lines.isEmpty());
            QVERIFY(m_got[h].lines.first().stderrStream);
        }
    }

    void followsAcrossAnSshdRestartWithoutDuplicates()
    {
        const QString path = m_dir.filePath(QStringLiteral("follow.log"));
        QFile::remove(path);
        QByteArray initial;
        for (int i = 1; i <= 10; ++i)
            initial += QStringLiteral("2026-12-03T10:00:%1.000000Z  INFO cuzk_core::engine: line %2\n")
                           .arg(i, 2, 10, QLatin1Char('0'))
                           .arg(i)
                           .toUtf8();
        QVERIFY(fleetdeck::test::appendTo(path, initial));
        const int h = m_reader->open(request(QStringLiteral("tail -n {lines} {follow:-F} ") + path, 3, true));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() == 3; }));
        QVERIFY(m_got[h].texts().constLast().endsWith(QStringLiteral("line 10")));
        for (int i = 11; i <= 15; ++i)
            QVERIFY(fleetdeck::test::appendTo(path, QStringLiteral("line %1\n").arg(i).toUtf8()));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() == 8; }));

        // sshd and every session of it die; lines keep coming while it is down.
        for (const qint64 pid : m_node->server->processIds())
            ::kill(pid_t(pid), SIGKILL);
        m_node->server->stop();
        for (int i = 16; i <= 19; ++i)
            QVERIFY(fleetdeck::test::appendTo(path, QStringLiteral("line %1\n").arg(i).toUtf8()));
        QVERIFY(fleetdeck::test::waitUntil([&] { return !m_got[h].notes().isEmpty(); }));
        QVERIFY2(m_got[h].notes().first().contains(QStringLiteral("reading again")),
                 qPrintable(m_got[h].notes().first()));
        QVERIFY2(m_node->server->start(), qPrintable(m_node->server->errorString()));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() >= 12; }, 30000));
        QVERIFY(fleetdeck::test::appendTo(path, "line 20\n"));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() >= 13; }));
        QTest::qWait(300);

        QStringList expected;
        for (int i = 8; i <= 10; ++i)
            expected << QStringLiteral("2026-12-03T10:00:%1.000000Z  INFO cuzk_core::engine: line %2")
                            .arg(i, 2, 10, QLatin1Char('0'))
                            .arg(i);
        for (int i = 11; i <= 20; ++i)
            expected << QStringLiteral("line %1").arg(i);
        QCOMPARE(m_got[h].texts(), expected);
        QVERIFY2(m_got[h].notes().join(u'\n').contains(QStringLiteral("resumed where it left off")),
                 qPrintable(m_got[h].notes().join(u'\n')));
        // One node's lines are numbered in order, notes included.
        for (qsizetype i = 0; i < m_got[h].lines.size(); ++i)
            QCOMPARE(m_got[h].lines.at(i).seq, i);
        QVERIFY(!m_got[h].end.has_value());
    }

    // journalctl's short-iso lines (a stand-in where systemd is absent): only the unit's entries,
    // times and levels from the tracing line inside, followed across an sshd restart.
    void followsAJournalAcrossARestart()
    {
        const QString journal = m_dir.filePath(QStringLiteral("journal.txt"));
        QFile::remove(journal);
        const auto entry = [](int second, const char* unit, const QByteArray& message) {
            return QStringLiteral("2026-12-03T11:00:%1+0100 gpu-01 %2[812]: ")
                       .arg(second, 2, 10, QLatin1Char('0'))
                       .arg(QLatin1String(unit))
                       .toUtf8() +
                   message + '\n';
        };
        QVERIFY(fleetdeck::test::appendTo(
            journal, entry(1, "cuzk", "2026-12-03T10:00:01.500000Z  INFO cuzk_core::engine: first") +
                         entry(2, "sshd", "Accepted publickey for root") +
                         entry(3, "cuzk", "2026-12-03T10:00:03.250000Z ERROR cuzk_core::gpu: CUDA error")));
        const QString templ = QStringLiteral(FLEETDECK_SOURCE_DIR "/tests/support/fake-journalctl --file=") +
                              journal + QStringLiteral(" -u cuzk -n {lines} {follow} -o short-iso");
        const int h = m_reader->open(request(templ, 10, true));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() == 2; }));
        const LogLine& second = m_got[h].lines.at(1);
        QCOMPARE(second.level, LogLevel::Error);
        QCOMPARE(second.time, QDateTime(QDate(2026, 12, 3), QTime(10, 0, 3, 250), QTimeZone::utc()));
        QCOMPARE(second.body().toString(), QStringLiteral("cuzk_core::gpu: CUDA error"));
        QVERIFY(fleetdeck::test::appendTo(
            journal, entry(4, "cuzk", "2026-12-03T10:00:04.000000Z  INFO cuzk_core::engine: live")));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() == 3; }));

        for (const qint64 pid : m_node->server->processIds())
            ::kill(pid_t(pid), SIGKILL);
        m_node->server->stop();
        QVERIFY(fleetdeck::test::appendTo(
            journal, entry(5, "cuzk", "2026-12-03T10:00:05.000000Z  INFO cuzk_core::engine: while down") +
                         entry(6, "sshd", "Server listening")));
        QVERIFY2(m_node->server->start(), qPrintable(m_node->server->errorString()));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() >= 4; }, 30000));
        QVERIFY(fleetdeck::test::appendTo(
            journal, entry(7, "cuzk", "2026-12-03T10:00:07.000000Z  INFO cuzk_core::engine: after")));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() >= 5; }));
        QTest::qWait(300);
        QStringList bodies;
        for (const LogLine& l : m_got[h].lines) {
            if (!l.note)
                bodies << l.body().toString().section(QStringLiteral(": "), -1);
        }
        QCOMPARE(bodies, (QStringList{"first", "CUDA error", "live", "while down", "after"}));
    }

    void followsARotatedFile()
    {
        const QString path = m_dir.filePath(QStringLiteral("rotate.log"));
        QFile::remove(path);
        QVERIFY(fleetdeck::test::appendTo(path, "before 1\nbefore 2\n"));
        const int h =
            m_reader->open(request(QStringLiteral("tail -n {lines} {follow:-F} ") + path, 10, true));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].texts().size() == 2; }));
        QVERIFY(QFile::rename(path, path + QStringLiteral(".1")));
        QVERIFY(fleetdeck::test::appendTo(path, "after 1\n"));
        QVERIFY(fleetdeck::test::waitUntil(
            [&] { return m_got[h].texts().contains(QStringLiteral("after 1")); }, 15000));
        QVERIFY(fleetdeck::test::appendTo(path, "after 2\n"));
        QVERIFY(fleetdeck::test::waitUntil(
            [&] { return m_got[h].texts().contains(QStringLiteral("after 2")); }, 15000));
        QStringList stdoutLines;
        for (const LogLine& l : m_got[h].lines) {
            if (!l.stderrStream && !l.note)
                stdoutLines << l.text;
        }
        QCOMPARE(stdoutLines, (QStringList{"before 1", "before 2", "after 1", "after 2"}));
        // tail's own word on the rotation is kept, marked as stderr.
        bool sawStderr = false;
        for (const LogLine& l : m_got[h].lines)
            sawStderr = sawStderr || (l.stderrStream && l.text.contains(QStringLiteral("rotate.log")));
        QVERIFY(sawStderr);
    }

    void aHugeLineAndBinaryAreCutAndMarked()
    {
        const QString path = m_dir.filePath(QStringLiteral("huge.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(10 * 1024 * 1024, 'x'));
        f.write("\nafter\n");
        f.write(QByteArray::fromHex("7f454c46020101000000000000000000030000")); // an ELF header's start
        f.write("\nlast\n");
        f.close();
        const int h = m_reader->open(request(QStringLiteral("cat ") + path, 0, false));
        QVERIFY(fleetdeck::test::waitUntil([&] { return m_got[h].end.has_value(); }, 30000));
        QVERIFY(!m_got[h].end->has_value());
        const QList<LogLine>& lines = m_got[h].lines;
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.at(0).cut);
        QVERIFY(lines.at(0).text.size() < 70 * 1024);
        QVERIFY(lines.at(0).text.contains(QStringLiteral("cut at 64 KiB")));
        QCOMPARE(lines.at(1).text, QStringLiteral("after"));
        QVERIFY(lines.at(2).binary);
        QCOMPARE(lines.at(3).text, QStringLiteral("last"));
    }
};

QTEST_GUILESS_MAIN(tst_LogReader)
#include "tst_logreader.moc"
