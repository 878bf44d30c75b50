// SPDX-License-Identifier: GPL-3.0-or-later
// The Benchmarks window's runs list on a real SQLite database: each stored run with the figures
// BenchmarkStats gives for the bench-batch fixture (docs/cli.md, "Benchmarks"), the filters (node,
// GPU model, state, date range), runs a previous console left running, and the exports of the
// listed runs.
#include "BenchFixture.h"
#include "support/TestSettings.h"

#include "bench/BenchRunFilterBar.h"
#include "bench/BenchRunsModel.h"
#include "bench/BenchmarksWindow.h"
#include "session/BenchmarkRuns.h"

#include "bench/BenchmarkReport.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSysInfo>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;
using benchtest::StoredRun;

namespace {

QString cell(const BenchRunsModel& model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

QList<qint64> listedIds(const BenchRunsModel& model)
{
    QList<qint64> ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.index(row, 0).data(BenchRunsModel::RunIdRole).toLongLong();
    return ids;
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QStringLiteral("<unreadable>");
}

} // namespace

class tst_BenchRunsModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Database> m_db;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(fleetdeck::test::haveFixtures({QStringLiteral("cuzk/bench-batch.txt")}));
        QVERIFY(m_dir.isValid());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        fleetdeck::test::keepSettingsIn(m_dir.filePath(QStringLiteral("settings")), QString());
    }

    void init()
    {
        m_db = std::make_unique<storage::Database>();
        // A database of its own for every test and data row.
        const QString name =
            QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char('-') +
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        QVERIFY2(m_db->open(m_dir.filePath(name + QStringLiteral(".sqlite"))), qPrintable(m_db->error()));
    }

    void cleanup() { m_db.reset(); }

    void storedRunsShowTheirFigures()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        StoredRun a;
        a.startedAt = now.addSecs(-7200);
        a.dollarsPerHour = 0.5;
        const qint64 idA = benchtest::store(*m_db, a);
        StoredRun b;
        b.node = QStringLiteral("gpu-02");
        b.gpuModel = QStringLiteral("RTX 3090");
        b.startedAt = now.addSecs(-3600);
        b.state = bench::BenchRunState::Cancelled;
        b.reason = QStringLiteral("cancelled by the operator");
        b.samples = benchtest::scaled(benchtest::fixtureSamples(), 1.1);
        const qint64 idB = benchtest::store(*m_db, b);
        QVERIFY(idA && idB);

        session::BenchmarkRuns runs;
        runs.attach(nullptr, m_db.get(), nullptr, nullptr);
        BenchRunsModel model;
        model.setSource(&runs);
        QCOMPARE(listedIds(model), (QList<qint64>{idB, idA})); // newest first

        // Run A: the fixture's figures (timed median 59.0 s, CI 58.5–59.8 s, cv 0.0107,
        // 59.45 proofs/h); $0.50/h ÷ 59.45 = $0.00841 a proof.
        const int ra = model.rowOf(idA);
        QCOMPARE(cell(model, ra, BenchRunsModel::NodeColumn), QStringLiteral("gpu-01"));
        QCOMPARE(cell(model, ra, BenchRunsModel::GpuColumn), QStringLiteral("RTX 4090"));
        QCOMPARE(cell(model, ra, BenchRunsModel::StateColumn), QStringLiteral("Finished"));
        QCOMPARE(cell(model, ra, BenchRunsModel::ModeColumn), QStringLiteral("batch"));
        QCOMPARE(cell(model, ra, BenchRunsModel::MedianColumn), QStringLiteral("59.0 s (58.5–59.8)"));
        QCOMPARE(cell(model, ra, BenchRunsModel::CvColumn), QStringLiteral("1.1 %"));
        QCOMPARE(cell(model, ra, BenchRunsModel::RateColumn), QStringLiteral("59.4"));
        QCOMPARE(cell(model, ra, BenchRunsModel::CostColumn), QStringLiteral("$0.008"));
        // The fixture's cooldown (median 65.9 s) lies above the timed interval; no trend while timed.
        QCOMPARE(cell(model, ra, BenchRunsModel::VerdictColumn), QStringLiteral("steady · throttling?"));
        QVERIFY(cell(model, ra, BenchRunsModel::VerdictColumn, Qt::ToolTipRole)
                    .contains(QStringLiteral("cooldown median 65.9 s above the timed CI 58.5–59.8 s")));
        QCOMPARE(
            model.index(ra, BenchRunsModel::VerdictColumn).data(BenchRunsModel::VerdictGoodRole).toBool(),
            false);
        QVERIFY(qAbs(model.index(ra, BenchRunsModel::MedianColumn).data(BenchRunsModel::SortRole).toDouble() -
                     59.0) < 1e-9);
        QCOMPARE(model.index(ra, 0).data(BenchRunsModel::DoneRole).toInt(), 18);

        // Run B: every proof 10 % slower, cancelled, no price.
        const int rb = model.rowOf(idB);
        QCOMPARE(cell(model, rb, BenchRunsModel::MedianColumn), QStringLiteral("64.9 s (64.4–65.8)"));
        QCOMPARE(cell(model, rb, BenchRunsModel::RateColumn), QStringLiteral("54.0"));
        QCOMPARE(cell(model, rb, BenchRunsModel::CostColumn), QStringLiteral("—"));
        QCOMPARE(cell(model, rb, BenchRunsModel::StateColumn), QStringLiteral("Cancelled"));
        QVERIFY(cell(model, rb, BenchRunsModel::StateColumn, Qt::ToolTipRole).contains(b.reason));
    }

    void runLeftRunningIsInterruptedWhenOpened()
    {
        StoredRun left;
        left.state = bench::BenchRunState::Running;
        left.samples.resize(7);
        // Left by a console of this host that is gone (no process has that pid).
        left.runner = QSysInfo::machineHostName() + QStringLiteral(":2147483647");
        const qint64 id = benchtest::store(*m_db, left);
        QVERIFY(id);
        session::BenchmarkRuns runs;
        runs.attach(nullptr, m_db.get(), nullptr, nullptr);
        BenchRunsModel model;
        model.setSource(&runs);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(cell(model, 0, BenchRunsModel::StateColumn), QStringLiteral("Interrupted"));
        QVERIFY(
            cell(model, 0, BenchRunsModel::StateColumn, Qt::ToolTipRole).contains(QLatin1String("stopped")));

        // One stored after the console opened is another process's: running, and said to be so.
        const qint64 other = benchtest::store(*m_db, left);
        model.reload();
        const int row = model.rowOf(other);
        QCOMPARE(cell(model, row, BenchRunsModel::StateColumn), QStringLiteral("Running 7/18"));
        QVERIFY(cell(model, row, BenchRunsModel::StateColumn, Qt::ToolTipRole)
                    .contains(QLatin1String("Not run by this console")));
    }

    void filters_data()
    {
        QTest::addColumn<QString>("node");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("state");            // -1: any
        QTest::addColumn<int>("sinceDaysAgo");     // -1: none
        QTest::addColumn<int>("untilDaysAgo");     // -1: none
        QTest::addColumn<QStringList>("expected"); // run names, newest first

        const QStringList all{QStringLiteral("d"), QStringLiteral("c"), QStringLiteral("b"),
                              QStringLiteral("a")};
        QTest::newRow("none") << QString() << QString() << -1 << -1 << -1 << all;
        QTest::newRow("node") << QStringLiteral("gpu-01") << QString() << -1 << -1 << -1
                              << QStringList{"c", "a"};
        QTest::newRow("gpu") << QString() << QStringLiteral("RTX 4090") << -1 << -1 << -1
                             << QStringList{"d", "c", "a"};
        QTest::newRow("state") << QString() << QString() << int(bench::BenchRunState::Failed) << -1 << -1
                               << QStringList{"b"};
        QTest::newRow("since") << QString() << QString() << -1 << 5 << -1 << QStringList{"d", "c", "b"};
        QTest::newRow("until") << QString() << QString() << -1 << -1 << 2 << QStringList{"b", "a"};
        QTest::newRow("range") << QString() << QString() << -1 << 5 << 2 << QStringList{"b"};
        QTest::newRow("node and since")
            << QStringLiteral("gpu-01") << QString() << -1 << 5 << -1 << QStringList{"c"};
        QTest::newRow("nothing") << QStringLiteral("gpu-02") << QStringLiteral("RTX 4090") << -1 << -1 << -1
                                 << QStringList{};
    }

    void filters()
    {
        QFETCH(QString, node);
        QFETCH(QString, gpu);
        QFETCH(int, state);
        QFETCH(int, sinceDaysAgo);
        QFETCH(int, untilDaysAgo);
        QFETCH(QStringList, expected);

        session::BenchmarkRuns runs;
        runs.attach(nullptr, m_db.get(), nullptr, nullptr);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QMap<qint64, QString> names;
        const auto add = [&](const QString& name, const QString& n, const QString& g, bench::BenchRunState s,
                             int daysAgo) {
            StoredRun r;
            r.node = n;
            r.gpuModel = g;
            r.state = s;
            r.startedAt = now.addDays(-daysAgo);
            const qint64 id = benchtest::store(*m_db, r);
            QVERIFY(id);
            names.insert(id, name);
        };
        add(QStringLiteral("a"), QStringLiteral("gpu-01"), QStringLiteral("RTX 4090"),
            bench::BenchRunState::Finished, 10);
        add(QStringLiteral("b"), QStringLiteral("gpu-02"), QStringLiteral("RTX 3090"),
            bench::BenchRunState::Failed, 3);
        add(QStringLiteral("c"), QStringLiteral("gpu-01"), QStringLiteral("RTX 4090"),
            bench::BenchRunState::Cancelled, 1);
        add(QStringLiteral("d"), QStringLiteral("gpu-03"), QStringLiteral("RTX 4090"),
            bench::BenchRunState::Running, 0);

        bench::BenchRunFilter filter;
        filter.node = node;
        filter.gpuModel = gpu;
        if (state >= 0)
            filter.state = bench::BenchRunState(state);
        if (sinceDaysAgo >= 0)
            filter.since = now.addDays(-sinceDaysAgo);
        if (untilDaysAgo >= 0)
            filter.until = now.addDays(-untilDaysAgo);
        BenchRunsModel model;
        model.setSource(&runs);
        model.setFilter(filter);
        QStringList listed;
        for (const qint64 id : listedIds(model))
            listed << names.value(id, QStringLiteral("?"));
        QCOMPARE(listed, expected);

        // The window's filter bar builds the same filter from its choices.
        if (sinceDaysAgo >= 0 || untilDaysAgo >= 0)
            return; // whole days there; the instants above are finer
        BenchmarksWindow window(&runs);
        window.filterBar()->nodeFilter()->setCurrentIndex(window.filterBar()->nodeFilter()->findData(node));
        window.filterBar()->gpuFilter()->setCurrentIndex(window.filterBar()->gpuFilter()->findData(gpu));
        window.filterBar()->stateFilter()->setCurrentIndex(
            window.filterBar()->stateFilter()->findData(state));
        QStringList shown;
        for (const qint64 id : listedIds(*window.runsModel()))
            shown << names.value(id, QStringLiteral("?"));
        QCOMPARE(shown, expected);
    }

    void exportsOfTwoRuns()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        StoredRun a;
        a.startedAt = now.addSecs(-7200);
        a.dollarsPerHour = 0.5;
        const qint64 idA = benchtest::store(*m_db, a);
        StoredRun b;
        b.node = QStringLiteral("gpu-02");
        b.gpuModel = QStringLiteral("RTX 3090");
        b.startedAt = now.addSecs(-3600);
        b.samples = benchtest::scaled(benchtest::fixtureSamples(), 1.1);
        const qint64 idB = benchtest::store(*m_db, b);
        QVERIFY(idA && idB);

        session::BenchmarkRuns runs;
        runs.attach(nullptr, m_db.get(), nullptr, nullptr);
        BenchmarksWindow window(&runs);
        QCOMPARE(window.runsModel()->rowCount(), 2);
        // What the reports make of the two runs, computed here from the store, newest first as listed.
        const bench::BenchmarkStore store(*m_db);
        QList<bench::RunSummary> expected{bench::RunSummary::fromStore(store, *store.run(idB)),
                                          bench::RunSummary::fromStore(store, *store.run(idA))};

        const QString csvPath = m_dir.filePath(QStringLiteral("runs.csv"));
        QString error;
        QVERIFY2(window.exportListedRuns(csvPath, BenchExport::Format::Csv, &error), qPrintable(error));
        const QString csv = readText(csvPath);
        QCOMPARE(csv, bench::report::runsCsv(expected));
        const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0),
                 QStringLiteral("id,node,gpu_model,started_at,finished_at,state,mode,warmup,timed,cooldown,n,"
                                "failed,median_s,ci95_lo_s,ci95_hi_s,cv,proofs_per_hour,dollars_per_hour,"
                                "dollars_per_proof,warmup_sufficient,throttling_suspected,reason"));
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("%1,gpu-02,RTX 3090,").arg(idB)),
                 qPrintable(lines.at(1)));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("%1,gpu-01,RTX 4090,").arg(idA)),
                 qPrintable(lines.at(2)));
        QVERIFY2(lines.at(2).contains(QStringLiteral(",finished,batch,5,10,3,9,1,59,58.5,59.8,")),
                 qPrintable(lines.at(2)));

        const QString jsonPath = m_dir.filePath(QStringLiteral("runs.json"));
        QVERIFY(window.exportListedRuns(jsonPath, BenchExport::Format::Json));
        const QJsonArray listed = QJsonDocument::fromJson(readText(jsonPath).toUtf8())
                                      .object()
                                      .value(QStringLiteral("runs"))
                                      .toArray();
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed.at(0).toObject().value(QStringLiteral("id")).toInteger(), idB);
        QCOMPARE(listed.at(1).toObject().value(QStringLiteral("node")).toString(), QStringLiteral("gpu-01"));
        QCOMPARE(listed.at(1).toObject().value(QStringLiteral("median_s")).toDouble(), 59.0);
        QCOMPARE(QJsonDocument::fromJson(readText(jsonPath).toUtf8()).object(),
                 bench::report::runsDocument(expected));

        const QString mdPath = m_dir.filePath(QStringLiteral("runs.md"));
        QVERIFY(window.exportListedRuns(mdPath, BenchExport::Format::Markdown));
        const QString md = readText(mdPath);
        QCOMPARE(md, bench::report::runsMarkdown(expected));
        const QStringList rows = md.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(rows.size() >= 4 && rows.at(0).startsWith(QLatin1Char('|')) &&
                     rows.at(1).contains(QLatin1String("---")),
                 qPrintable(md));
        QVERIFY2(rows.at(2).contains(QLatin1String("gpu-02")) && rows.at(3).contains(QLatin1String("gpu-01")),
                 qPrintable(md));
        QVERIFY2(rows.at(3).contains(QLatin1String("59.00")), qPrintable(rows.at(3)));

        // The export follows the table: sorted by node, gpu-01 comes first; filtered, only it.
        window.runsView()->sortByColumn(BenchRunsModel::NodeColumn, Qt::AscendingOrder);
        QVERIFY(window.exportListedRuns(csvPath, BenchExport::Format::Csv));
        QCOMPARE(readText(csvPath), bench::report::runsCsv({expected.at(1), expected.at(0)}));
        window.filterBar()->nodeFilter()->setCurrentIndex(
            window.filterBar()->nodeFilter()->findData(QStringLiteral("gpu-02")));
        QVERIFY(window.exportListedRuns(csvPath, BenchExport::Format::Csv));
        QCOMPARE(readText(csvPath), bench::report::runsCsv({expected.at(0)}));

        // The run shown in the details: its Markdown report, its JSON document, its proofs.
        window.showRun(idA);
        std::vector<bench::BenchSample> samplesA;
        const bench::RunSummary shown = bench::RunSummary::fromStore(store, *store.run(idA), &samplesA);
        const QString runPath = m_dir.filePath(QStringLiteral("run.md"));
        QVERIFY(window.exportShownRun(runPath, BenchExport::Format::Markdown));
        QCOMPARE(readText(runPath), bench::report::runMarkdown(shown.record, samplesA, shown.stats));
        QVERIFY(window.exportShownRun(runPath, BenchExport::Format::Json));
        QCOMPARE(QJsonDocument::fromJson(readText(runPath).toUtf8()).object(),
                 bench::report::runDocument(shown.record, samplesA, shown.stats));
        QVERIFY(window.exportShownRun(runPath, BenchExport::Format::Csv));
        const QStringList proofs = readText(runPath).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(proofs.size(), 19);
        QCOMPARE(proofs.at(11), QStringLiteral("11,timed,FAILED,12.8,0,461"));

        // A file that cannot be written says so in the banner.
        QVERIFY(!window.exportListedRuns(m_dir.filePath(QStringLiteral("no/such/dir/runs.csv")),
                                         BenchExport::Format::Csv, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(tst_BenchRunsModel)
#include "tst_benchrunsmodel.moc"
