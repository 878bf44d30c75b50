// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop executable end to end: `fleetdeck --db PATH` opens that database (offscreen), and
// a database it cannot use is refused with the reason and exit code 2.
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
int run(const QString& program, const QStringList& args, const QProcessEnvironment& env,
        QByteArray* err = nullptr)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    if (err)
        *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}
} // namespace

class tst_FleetdeckGui : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

private Q_SLOTS:
    void initTestCase()
    {
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    }

    void opensTheGivenDatabase()
    {
        const QString db = m_dir.filePath(QStringLiteral("fleet.sqlite"));
        for (const char* name : {"fra-4090-01", "sgp-h100-02"}) {
            QCOMPARE(run(QStringLiteral(FLEETDECK_CLI_PATH),
                         {QStringLiteral("--db"), db, QStringLiteral("node"), QStringLiteral("add"),
                          QString::fromLatin1(name), QStringLiteral("--host"), QStringLiteral("127.0.0.1")},
                         m_env),
                     0);
        }
        const QString png = m_dir.filePath(QStringLiteral("window.png"));
        QByteArray err;
        QCOMPARE(run(QStringLiteral(FLEETDECK_GUI_PATH),
                     {QStringLiteral("--db"), db, QStringLiteral("--screenshot"), png,
                      QStringLiteral("--screenshot-delay"), QStringLiteral("300")},
                     m_env, &err),
                 0);
        QVERIFY2(err.contains("screenshot"), err.constData());
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800 && image.height() >= 500);
        // The database was only read: the nodes are still exactly the two added.
        QProcess list;
        list.setProcessEnvironment(m_env);
        list.start(QStringLiteral(FLEETDECK_CLI_PATH),
                   {QStringLiteral("--db"), db, QStringLiteral("node"), QStringLiteral("list")});
        QVERIFY(list.waitForFinished(30000));
        const QByteArray out = list.readAllStandardOutput();
        QVERIFY(out.contains("fra-4090-01") && out.contains("sgp-h100-02"));
        QCOMPARE(out.count('\n'), 3); // header and two nodes
    }

    void refusesAnUnusableDatabase()
    {
        QByteArray err;
        QCOMPARE(run(QStringLiteral(FLEETDECK_GUI_PATH),
                     {QStringLiteral("--db"), QStringLiteral("/proc/fleetdeck-nope/fleet.sqlite"),
                      QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("never.png"))},
                     m_env, &err),
                 2);
        QVERIFY2(err.contains("/proc/fleetdeck-nope"), err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("never.png"))));
    }
};

QTEST_GUILESS_MAIN(tst_FleetdeckGui)
#include "tst_fleetdeck_gui.moc"
