// SPDX-License-Identifier: GPL-3.0-or-later
#include "CrashingChild.h"
#include "support/CuzkSimProcess.h"
#include "support/LoopbackPort.h"
#include "support/ProcessTable.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace fleetdeck;
using fleetdeck::test::CrashingChild;

namespace {

const QString kSimulator = QStringLiteral(CUZK_SIM_PATH);

struct HttpResponse
{
    QByteArray statusLine;
    QByteArray headers;
    QByteArray body;
};

std::optional<HttpResponse> get(quint16 port, const QString& path)
{
    const std::optional<QByteArray> raw = LoopbackPort::httpGet(port, path);
    if (!raw)
        return std::nullopt;
    const qsizetype headerEnd = raw->indexOf("\r\n\r\n");
    const qsizetype lineEnd = raw->indexOf("\r\n");
    if (headerEnd < 0 || lineEnd < 0)
        return std::nullopt;
    return HttpResponse{raw->left(lineEnd), raw->mid(lineEnd + 2, headerEnd - lineEnd - 2).toLower(),
                        raw->mid(headerEnd + 4)};
}

} // namespace

class TstCuzkSimProcess : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(kSimulator).isExecutable(),
                 qPrintable(kSimulator + QStringLiteral(" is not built")));
    }

    void servesTheStatusDocument_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::newRow("healthy") << QStringLiteral("healthy");
        QTest::newRow("busy") << QStringLiteral("busy");
        QTest::newRow("failing") << QStringLiteral("failing");
    }

    void servesTheStatusDocument()
    {
        QFETCH(QString, profile);
        CuzkSimProcess::Options options;
        options.profile = profile;
        options.seed = 7;
        CuzkSimProcess sim(kSimulator, options);
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
        QVERIFY(sim.port() > 0);
        QVERIFY(sim.pid() > 0);

        const std::optional<HttpResponse> response = get(sim.port(), QStringLiteral("/status"));
        QVERIFY(response);
        QVERIFY2(response->statusLine.startsWith("HTTP/1.1 200"), response->statusLine.constData());
        QVERIFY(response->headers.contains("content-type: application/json"));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(response->body, &error);
        QVERIFY2(document.isObject(), qPrintable(error.errorString()));
        const QJsonObject status = document.object();
        for (const char* key : {"uptime_secs", "memory", "synthesis", "pipelines", "gpu_workers", "counters"})
            QVERIFY2(status.contains(QLatin1String(key)), key);

        const std::optional<HttpResponse> notFound = get(sim.port(), QStringLiteral("/nothing"));
        QVERIFY(notFound);
        QVERIFY2(notFound->statusLine.startsWith("HTTP/1.1 404"), notFound->statusLine.constData());
    }

    void passesItsOptions()
    {
        CuzkSimProcess::Options options;
        options.profile = QStringLiteral("busy");
        options.seed = 42;
        options.timeScale = 10;
        const QStringList arguments = CuzkSimProcess(kSimulator, options).arguments();
        QCOMPARE(arguments,
                 (QStringList{QStringLiteral("serve"), QStringLiteral("--port"), QStringLiteral("0"),
                              QStringLiteral("--profile"), QStringLiteral("busy"), QStringLiteral("--seed"),
                              QStringLiteral("42"), QStringLiteral("--time-scale"), QStringLiteral("10")}));
        CuzkSimProcess sim(kSimulator, options);
        QVERIFY2(sim.start(), qPrintable(sim.errorString()));
    }

    void logFileReceivesStandardError()
    {
        QTemporaryDir dir;
        CuzkSimProcess::Options options;
        options.logFile = dir.filePath(QStringLiteral("sim.log"));
        options.extraArguments << QStringLiteral("--no-such-option");
        CuzkSimProcess sim(kSimulator, options);
        QVERIFY(!sim.start()); // a usage error
        QFile log(options.logFile);
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(!log.readAll().isEmpty());
    }

    void startFailsWhenNoPortIsReported()
    {
        // /bin/echo prints its arguments instead of "listening ...", then exits.
        CuzkSimProcess echo(QStringLiteral("/bin/echo"));
        QVERIFY(!echo.start());
        QVERIFY2(echo.errorString().contains(QLatin1String("exited with code 0")),
                 qPrintable(echo.errorString()));
        QVERIFY2(echo.errorString().contains(QLatin1String("serve --port 0 --profile healthy")),
                 qPrintable(echo.errorString()));
        QCOMPARE(echo.port(), quint16(0));

        CuzkSimProcess missing(QStringLiteral("/nonexistent/cuzk-sim"));
        QVERIFY(!missing.start());
        QVERIFY(missing.errorString().contains(QLatin1String("not found")));
    }

    void stopLeavesNoProcess()
    {
        auto sim = std::make_unique<CuzkSimProcess>(kSimulator);
        QVERIFY2(sim->start(), qPrintable(sim->errorString()));
        const qint64 pid = sim->pid();
        const quint16 port = sim->port();
        QVERIFY(LoopbackPort::acceptsConnections(port));
        sim.reset();
        QVERIFY(!ProcessTable::isAlive(pid));
        QVERIFY(!LoopbackPort::acceptsConnections(port));
    }

    void crashLeavesNoProcess()
    {
        const CrashingChild::Report report = CrashingChild::run(QStringLiteral("cuzk-sim"));
        QCOMPARE(report.exitStatus, QProcess::CrashExit);
        const qint64 pid = report.values.value(QStringLiteral("pid")).toLongLong();
        const quint16 port = report.values.value(QStringLiteral("port")).toUShort();
        QVERIFY2(pid > 0 && port > 0, report.standardError.constData());
        QTRY_VERIFY_WITH_TIMEOUT(!ProcessTable::isAlive(pid), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(!LoopbackPort::acceptsConnections(port), 3000);
    }
};

static int crashingChildMain(const QString& scenario)
{
    if (scenario != QLatin1String("cuzk-sim"))
        qFatal("unknown scenario %s", qPrintable(scenario));
    auto* sim = new CuzkSimProcess(kSimulator); // never destroyed: the crash is the point
    if (!sim->start())
        qFatal("%s", qPrintable(sim->errorString()));
    CrashingChild::report(QStringLiteral("pid"), QString::number(sim->pid()));
    CrashingChild::report(QStringLiteral("port"), QString::number(sim->port()));
    CrashingChild::crash();
}

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (const QString scenario = CrashingChild::scenario(); !scenario.isEmpty())
        return crashingChildMain(scenario);
    TstCuzkSimProcess test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_cuzksimprocess.moc"
