// SPDX-License-Identifier: GPL-3.0-or-later
// Injection: what an operator or a provider types (names, labels, hosts, proof kinds, paths) never
// changes what runs on a node. Where Fleetdeck must put a value into a remote shell command (the
// benchmark command's placeholders), it is quoted; here a real node's login shell, reached over
// SSH, gives back every hostile value byte for byte and runs none of it. Where a value cannot be
// valid (a node name, a host, a label), it is refused with a message before anything is stored.
#include "bench/BenchSpec.h"
#include "ssh/SshEngine.h"

#include "support/CliRun.h"
#include "support/LocalSshNode.h"
#include "support/TestSkips.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;

namespace {
// Each one would create the canary file if a shell ever ran it instead of passing it on.
QStringList hostileValues(const QString& canary)
{
    return {
        QStringLiteral("; touch %1").arg(canary),
        QStringLiteral("$(touch %1)").arg(canary),
        QStringLiteral("`touch %1`").arg(canary),
        QStringLiteral("' ; touch %1 ; '").arg(canary),
        QStringLiteral("\" ; touch %1 ; \"").arg(canary),
        QStringLiteral("a'b\"c\\d$HOME${PATH}"),
        QStringLiteral("| touch %1").arg(canary),
        QStringLiteral("&& touch %1 &").arg(canary),
        QStringLiteral("> %1").arg(canary),
        QStringLiteral("-n"),
        QStringLiteral("*"),
        QStringLiteral("~root"),
        QStringLiteral("porep-c2\ttab"),
        QStringLiteral("ünïcødé 证明"),
        QStringLiteral(""),
        QStringLiteral(" leading and trailing "),
    };
}

using Run = fleetdeck::test::CliRun;
using fleetdeck::test::cli;
} // namespace

class tst_Injection : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    ssh::OperationResult run(ssh::SshEngine& engine, const ssh::OperationRequest& request)
    {
        QSignalSpy spy(&engine, &ssh::SshEngine::finished);
        const quint64 id = engine.submit(request);
        for (int waited = 0; waited < 200; ++waited) {
            for (const QList<QVariant>& args : std::as_const(spy)) {
                const auto r = args.at(0).value<ssh::OperationResult>();
                if (r.id == id)
                    return r;
            }
            spy.wait(100);
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase() { FLEETDECK_REQUIRE_SSHD(); }

    // Through the node's own shell: `printf %s VALUE` with the value as a placeholder expands
    // gives back exactly the value, and the canary file never appears.
    void placeholdersReachTheRemoteShellAsData()
    {
        auto node = LocalSshNode::start(m_dir.path(), QStringLiteral("node"));
        QVERIFY(node);
        const QString canary = m_dir.filePath(QStringLiteral("pwned"));
        ssh::SshEngine engine(1);
        int checked = 0;
        for (const QString& value : hostileValues(canary)) {
            bench::CommandValues values;
            values.node = value;
            values.proofKind = value;
            QString error;
            const auto command =
                bench::expandCommand(QStringLiteral("printf '[%s][%s]' {node} {proof_kind}"), values, &error);
            QVERIFY2(command, qPrintable(error));
            ssh::OperationRequest request;
            request.kind = ssh::OperationKind::Exec;
            request.target = node->target();
            request.command = *command;
            request.timeoutMs = 10000;
            const ssh::OperationResult r = run(engine, request);
            QVERIFY2(r.ok(), qPrintable(*command));
            QCOMPARE(QString::fromUtf8(r.exec.standardOutput), QStringLiteral("[%1][%1]").arg(value));
            QVERIFY2(!QFile::exists(canary), qPrintable(QStringLiteral("ran: %1").arg(*command)));
            ++checked;
        }
        QCOMPARE(checked, hostileValues(canary).size());
    }

    // A newline or a NUL cannot be quoted safely for every shell: refused, with a reason.
    void newlinesAndNulsAreRefused()
    {
        const QString withNul = QStringLiteral("a") + QChar(0) + QStringLiteral("b");
        for (const QString& value : {QStringLiteral("a\ntouch /tmp/x"), withNul, QStringLiteral("a\r\nb")}) {
            bench::CommandValues values;
            values.node = value;
            QString error;
            const auto command = bench::expandCommand(QStringLiteral("echo {node}"), values, &error);
            if (value.contains(QLatin1Char('\n')) || value.contains(QChar(0))) {
                QVERIFY(!command);
                QVERIFY2(error.contains(QLatin1String("NUL")) || error.contains(QLatin1String("newline")),
                         qPrintable(error));
            }
        }
    }

    // What cannot be a valid name, host, user or label is refused before anything is stored
    // (exit 2, a message naming the field), so it never reaches ssh, a shell or the database.
    void invalidNodeFieldsAreRefusedWithAReason_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("field");
        const QString canary = m_dir.filePath(QStringLiteral("pwned"));
        const auto add = [](const QString& name, const QString& host, const QStringList& more = {}) {
            return QStringList{QStringLiteral("node"), QStringLiteral("add"), name, QStringLiteral("--host"),
                               host} +
                   more;
        };
        QTest::newRow("name with ;") << add(QStringLiteral("gpu;touch ") + canary, QStringLiteral("10.0.0.1"))
                                     << QStringLiteral("name");
        QTest::newRow("name with $()")
            << add(QStringLiteral("$(touch x)"), QStringLiteral("10.0.0.1")) << QStringLiteral("name");
        QTest::newRow("name with newline")
            << add(QStringLiteral("gpu\nfake"), QStringLiteral("10.0.0.1")) << QStringLiteral("name");
        QTest::newRow("host as ssh option")
            << add(QStringLiteral("gpu-1"), QStringLiteral("-oProxyCommand=touch ") + canary)
            << QStringLiteral("host");
        QTest::newRow("host with space")
            << add(QStringLiteral("gpu-2"), QStringLiteral("10.0.0.1 -p 2")) << QStringLiteral("host");
        QTest::newRow("host with quote")
            << add(QStringLiteral("gpu-3"), QStringLiteral("a'b.example")) << QStringLiteral("host");
        QTest::newRow("user as option") << add(QStringLiteral("gpu-4"), QStringLiteral("10.0.0.1"),
                                               {QStringLiteral("--user"), QStringLiteral("-oProxyCommand=x")})
                                        << QStringLiteral("user");
        QTest::newRow("user with ;") << add(QStringLiteral("gpu-5"), QStringLiteral("10.0.0.1"),
                                            {QStringLiteral("--user"), QStringLiteral("root;id")})
                                     << QStringLiteral("user");
        QTest::newRow("label with newline") << add(QStringLiteral("gpu-6"), QStringLiteral("10.0.0.1"),
                                                   {QStringLiteral("--label"), QStringLiteral("dc=fra\nx=y")})
                                            << QStringLiteral("label");
        QTest::newRow("status path not a path")
            << add(QStringLiteral("gpu-7"), QStringLiteral("10.0.0.1"),
                   {QStringLiteral("--status-path"), QStringLiteral("/s HTTP/1.1\r\nX: y")})
            << QStringLiteral("status");
    }

    void invalidNodeFieldsAreRefusedWithAReason()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, field);
        const QString db = m_dir.filePath(QStringLiteral("refused.sqlite"));
        const Run r = cli(args + QStringList{QStringLiteral("--db"), db});
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(field, Qt::CaseInsensitive), r.err.constData());
        const Run list = cli({QStringLiteral("--json"), QStringLiteral("node"), QStringLiteral("list"),
                              QStringLiteral("--db"), db});
        QCOMPARE(list.code, 0);
        QCOMPARE(list.out, QByteArray("{\"nodes\":[]}\n"));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("pwned"))));
    }
};

QTEST_GUILESS_MAIN(tst_Injection)
#include "tst_injection.moc"
