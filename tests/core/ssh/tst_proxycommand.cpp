// SPDX-License-Identifier: GPL-3.0-or-later
// ProxyCommand: ssh's tokens, a real /bin/sh command carrying bytes both ways through the socket
// the session would use, and what a failing command said kept as evidence.
#include "ssh/ProxyCommand.h"

#include <QDeadlineTimer>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using fleetdeck::ssh::ProxyCommand;

namespace {
QByteArray readFor(int fd, qsizetype wanted, int ms)
{
    QByteArray out;
    const QDeadlineTimer deadline(ms);
    while (out.size() < wanted && !deadline.hasExpired()) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, int(qMax<qint64>(1, deadline.remainingTime()))) <= 0)
            continue;
        char buffer[256];
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n <= 0)
            break;
        out.append(buffer, n);
    }
    return out;
}
} // namespace

class tst_ProxyCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokens_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("expanded");
        QTest::newRow("all") << "nc %h %p # %r via %n"
                             << "nc 10.0.0.5 2222 # ops via gpu-01";
        QTest::newRow("percent") << "echo 100%% %%h"
                                 << "echo 100% %h";
        QTest::newRow("unknown kept") << "x %z %"
                                      << "x %z %";
        QTest::newRow("adjacent") << "%h:%p"
                                  << "10.0.0.5:2222";
    }
    void tokens()
    {
        QFETCH(QString, command);
        QFETCH(QString, expanded);
        QCOMPARE(ProxyCommand::expand(command, QStringLiteral("10.0.0.5"), 2222, QStringLiteral("ops"),
                                      QStringLiteral("gpu-01")),
                 expanded);
    }

    void carriesBytesBothWays()
    {
        ProxyCommand command;
        QString error;
        const int fd = command.start(QStringLiteral("tr a-z A-Z"), &error);
        QVERIFY2(fd >= 0, qPrintable(error));
        QCOMPARE(::write(fd, "hello, node\n", 12), ssize_t(12));
        ::shutdown(fd, SHUT_WR); // tr answers once its input ends
        QCOMPARE(readFor(fd, 12, 5000), QByteArray("HELLO, NODE\n"));
        ::close(fd);
        // It ended; nothing was said on stderr and it exited cleanly.
        QTRY_COMPARE_WITH_TIMEOUT(command.finishAndDescribe(),
                                  QStringLiteral("ProxyCommand 'tr a-z A-Z' exited with status 0"), 5000);
    }

    void aFailingCommandSaysWhy()
    {
        ProxyCommand command;
        QString error;
        const int fd = command.start(QStringLiteral("echo no route to the bastion >&2; exit 3"), &error);
        QVERIFY2(fd >= 0, qPrintable(error));
        QCOMPARE(readFor(fd, 1, 5000), QByteArray()); // EOF: it is gone
        ::close(fd);
        QTRY_COMPARE_WITH_TIMEOUT(
            command.finishAndDescribe(),
            QStringLiteral("ProxyCommand 'echo no route to the bastion >&2; exit 3' exited with status 3: no "
                           "route to the bastion"),
            5000);
    }

    void aCommandThatHangsIsEndedWithItsOwner()
    {
        qint64 pid = -1;
        {
            ProxyCommand command;
            QString error;
            const int fd = command.start(QStringLiteral("echo $$ >&2; exec sleep 300"), &error);
            QVERIFY2(fd >= 0, qPrintable(error));
            // Its pid, from what it said (the shell became sleep).
            QTRY_VERIFY_WITH_TIMEOUT(!command.finishAndDescribe().isEmpty(), 5000);
            pid = command.finishAndDescribe().section(QLatin1String(": "), -1).toLongLong();
            QVERIFY(pid > 0);
            QCOMPARE(::kill(pid_t(pid), 0), 0);
            ::close(fd);
        }
        QCOMPARE(::kill(pid_t(pid), 0), -1); // ended and reaped
        QCOMPARE(errno, ESRCH);
    }
};

QTEST_GUILESS_MAIN(tst_ProxyCommand)
#include "tst_proxycommand.moc"
