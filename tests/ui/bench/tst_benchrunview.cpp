// SPDX-License-Identifier: GPL-3.0-or-later
// A stored run in the details view, offscreen on a real SQLite database: the fixture's proofs
// (cuzk-bench batch output, phases 5/10/3) in the per-proof table and the chart, the timed median
// and its interval as BenchmarkStats computes them (docs/cli.md, "Benchmarks"), the
// verdicts with their numbers, the log with stderr apart. Then two runs compared, and one against
// its GPU model's baseline.
//
// FLEETDECK_BENCHUI_SCREENSHOTS=DIR saves the views there as PNG.
#include "BenchFixture.h"
#include "support/TestSettings.h"

#include "Translations.h"
#include "bench/BenchComparisonChart.h"
#include "bench/BenchComparisonView.h"
#include "bench/BenchFormat.h"
#include "bench/BenchLogView.h"
#include "bench/BenchRunChart.h"
#include "bench/BenchRunView.h"
#include "bench/BenchSamplesModel.h"
#include "bench/BenchStyle.h"
#include "bench/BenchmarksWindow.h"
#include "session/BenchmarkRuns.h"

#include "bench/BenchmarkComparison.h"
#include "bench/BenchmarkReport.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QDir>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSettings>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QValueAxis>

using namespace fleetdeck;
using namespace fleetdeck::ui;
using benchtest::StoredRun;
using Phase = bench::BenchSample::Phase;

namespace {

void saveScreenshot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("FLEETDECK_BENCHUI_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path, "PNG"), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

QList<QPointF> points(const QXYSeries* series)
{
    return series ? series->points() : QList<QPointF>();
}

QString statsCell(const BenchRunView& view, Phase phase, int column)
{
    const QTableWidgetItem* item = view.statsTable()->item(int(phase), column);
    return item ? item->text() : QStringLiteral("<none>");
}

} // namespace

class tst_BenchRunView : public QObject
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
        // English as the console runs it: with the plural forms of its catalogue ("2 runs").
        fleetdeck::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void init()
    {
        m_db = std::make_unique<storage::Database>();
        QVERIFY(m_db->open(
            m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QStringLiteral(".sqlite"))));
    }

    void cleanup() { m_db.reset(); }

    void storedRunInDetail()
    {
        StoredRun stored;
        stored.log = benchtest::fixtureLog();
        const qint64 id = benchtest::store(*m_db, stored);
        QVERIFY(id);
        session::BenchmarkRuns runs;
        runs.attach(nullptr, m_db.get(), nullptr, nullptr);
        BenchRunView view;
        view.resize(1400, 800);
        view.setSource(&runs);
        view.showRun(id);
        view.show();
        QVERIFY(view.record().has_value());

        // Every proof in the table, in order; the failed one marked.
        const BenchSamplesModel* table = view.samplesModel();
        QCOMPARE(table->rowCount(), 18);
        for (int row = 0; row < 18; ++row) {
            const bool failed = row == 10; // proof 11
            QCOMPARE(table->index(row, BenchSamplesModel::IndexColumn).data().toInt(), row + 1);
            QCOMPARE(table->index(row, BenchSamplesModel::StatusColumn).data().toString(),
                     failed ? QStringLiteral("failed") : QStringLiteral("completed"));
            QCOMPARE(table->index(row, BenchSamplesModel::WallColumn).data(Qt::BackgroundRole).isValid(),
                     failed);
        }
        QCOMPARE(table->index(0, BenchSamplesModel::PhaseColumn).data().toString(), QStringLiteral("Warmup"));
        QCOMPARE(table->index(5, BenchSamplesModel::PhaseColumn).data().toString(), QStringLiteral("Timed"));
        QCOMPARE(table->index(15, BenchSamplesModel::PhaseColumn).data().toString(),
                 QStringLiteral("Cooldown"));
        QCOMPARE(table->index(6, BenchSamplesModel::WallColumn).data().toString(), QStringLiteral("59.4 s"));
        QCOMPARE(table->index(6, BenchSamplesModel::ProveColumn).data().toString(), QStringLiteral("47.6 s"));
        QCOMPARE(table->index(6, BenchSamplesModel::QueueColumn).data().toString(), QStringLiteral("2.3 s"));

        // The chart: 5 warmup, 9 completed timed, 3 cooldown points; proof 11 apart as failed.
        BenchRunChart* chart = view.chart();
        QCOMPARE(chart->phaseSeries(Phase::Warmup)->count(), 5);
        QCOMPARE(chart->phaseSeries(Phase::Timed)->count(), 9);
        QCOMPARE(chart->phaseSeries(Phase::Cooldown)->count(), 3);
        QCOMPARE(points(chart->failedSeries()), (QList<QPointF>{QPointF(11, 12.8)}));
        QCOMPARE(points(chart->phaseSeries(Phase::Warmup)).first(), QPointF(1, 127.4));
        QCOMPARE(points(chart->phaseSeries(Phase::Cooldown)).last(), QPointF(18, 66.4));
        // Fitted to the timed phase (the default), the warmup's five and the failed proof lie off
        // the scale and are drawn at its edge; unfitted, every proof is within it from zero.
        QVERIFY(chart->fitToTimed());
        QCOMPARE(chart->offScaleCount(), 6);
        QVERIFY(chart->timeAxis()->min() > 12.8 && chart->timeAxis()->max() < 73.1);
        QVERIFY(chart->timeAxis()->min() < 58.2 && chart->timeAxis()->max() > 66.4);
        chart->setFitToTimed(false);
        QCOMPARE(chart->offScaleCount(), 0);
        QCOMPARE(chart->timeAxis()->min(), 0.0);
        QVERIFY(chart->timeAxis()->max() >= 127.4);
        QCOMPARE(chart->phaseSeries(Phase::Warmup)->count(), 5);
        chart->setFitToTimed(true);

        // The median line and the band are the timed median and its interval as BenchmarkStats
        // computes them for this run: 59.0 s in 58.5–59.8 s.
        const std::vector<bench::BenchSample> samples = benchtest::fixtureSamples();
        const bench::BenchmarkStats expected =
            bench::BenchmarkStats::compute(samples, bench::RunSummary::statsOptions(*view.record()));
        QVERIFY(expected.timed.medianS && expected.timed.ci95MedianS);
        const QList<QPointF> median = points(chart->medianSeries());
        QCOMPARE(median.size(), 2);
        QCOMPARE(median.at(0).y(), *expected.timed.medianS);
        QCOMPARE(median.at(1).y(), *expected.timed.medianS);
        QVERIFY(median.at(0).x() < 1 && median.at(1).x() > 18); // across the whole run
        const QList<QPointF> upper = points(chart->bandSeries()->upperSeries());
        const QList<QPointF> lower = points(chart->bandSeries()->lowerSeries());
        QCOMPARE(upper.size(), 2);
        QCOMPARE(upper.at(0).y(), expected.timed.ci95MedianS->upper);
        QCOMPARE(lower.at(1).y(), expected.timed.ci95MedianS->lower);
        QCOMPARE(QString::number(*expected.timed.medianS, 'f', 1), QStringLiteral("59.0"));
        QCOMPARE(QString::number(lower.at(0).y(), 'f', 1), QStringLiteral("58.5"));
        QCOMPARE(QString::number(upper.at(0).y(), 'f', 1), QStringLiteral("59.8"));
        QVERIFY(chart->medianSeries()->name().contains(QLatin1String("59.0 s")));

        // The figures of each phase (timed n 9, failed 1, mean 59.1, stddev 0.632, cv 0.0107, min
        // 58.2, max 60.1, p95 60.0; warmup median 96.3; cooldown 65.9: see tst_benchstats).
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::NColumn), QStringLiteral("9"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::FailedColumn), QStringLiteral("1"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::MeanColumn), QStringLiteral("59.1 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::MedianColumn), QStringLiteral("59.0 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::StddevColumn), QStringLiteral("0.6 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::CvColumn), QStringLiteral("1.1 %"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::MinColumn), QStringLiteral("58.2 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::MaxColumn), QStringLiteral("60.1 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::P95Column), QStringLiteral("60.0 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::CiColumn), QStringLiteral("58.5–59.8 s"));
        QCOMPARE(statsCell(view, Phase::Timed, BenchRunView::OutliersColumn), QStringLiteral("none"));
        QCOMPARE(statsCell(view, Phase::Warmup, BenchRunView::MedianColumn), QStringLiteral("96.3 s"));
        QCOMPARE(statsCell(view, Phase::Warmup, BenchRunView::NColumn), QStringLiteral("5"));
        QCOMPARE(statsCell(view, Phase::Cooldown, BenchRunView::MedianColumn), QStringLiteral("65.9 s"));
        QVERIFY2(view.throughputLabel()->text().contains(QLatin1String("59.4 proofs/h")),
                 qPrintable(view.throughputLabel()->text()));

        // The verdicts, with the numbers behind them.
        QVERIFY(expected.verdicts.timedTrendRho.has_value());
        QCOMPARE(view.warmupVerdictLabel()->text(),
                 QStringLiteral("✓ Warmup sufficient: yes — no trend in the timed phase (%1 over 9 proofs)")
                     .arg(BenchFormat::rho(*expected.verdicts.timedTrendRho)));
        QVERIFY(view.warmupVerdictLabel()->text().contains(
            QRegularExpression(QStringLiteral("ρ = −?0\\.\\d\\d over"))));
        QCOMPARE(view.throttlingVerdictLabel()->text(),
                 QStringLiteral(
                     "⚠ Throttling suspected: yes — cooldown median 65.9 s above the timed CI 58.5–59.8 s"));

        // The header, and no Cancel for a run that ended.
        QCOMPARE(view.titleLabel()->text(), QStringLiteral("Run %1 · gpu-01 · RTX 4090").arg(id));
        QVERIFY(view.stateLabel()->text().contains(QLatin1String("Finished")));
        QVERIFY(!view.cancelButton()->isVisible());

        // The log: every line, the stderr one in red, the runner's notes apart.
        const BenchLogView* log = view.logView();
        QCOMPARE(log->lineCount(), int(stored.log.size()));
        QCOMPARE(log->document()->blockCount(), int(stored.log.size()));
        const QTextBlock stderrBlock = log->document()->findBlockByNumber(1);
        QCOMPARE(stderrBlock.text(), QStringLiteral("warning: SRS cache cold, loading 32 GiB"));
        QCOMPARE(stderrBlock.begin().fragment().charFormat().foreground().color(), BenchStyle::failedColor());
        const QTextBlock stdoutBlock = log->document()->findBlockByNumber(2);
        QVERIFY(stdoutBlock.begin().fragment().charFormat().foreground().color() !=
                BenchStyle::failedColor());
        QVERIFY(log->isReadOnly());
        saveScreenshot(&view, QStringLiteral("run-details.png"));
    }

    void logFollowsTheEndUnlessScrolledUp()
    {
        BenchLogView log;
        log.resize(400, 200);
        log.show();
        QList<bench::BenchLogLine> lines;
        for (int i = 1; i <= 200; ++i)
            lines << bench::BenchLogLine{
                i, bench::BenchLogLine::Stream::Stdout, {}, QStringLiteral("line %1").arg(i)};
        log.setLines(lines);
        QScrollBar* bar = log.verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());
        log.appendLines(
            {bench::BenchLogLine{201, bench::BenchLogLine::Stream::Stdout, {}, QStringLiteral("line 201")}});
        QCOMPARE(bar->value(), bar->maximum()); // followed
        bar->setValue(10);                      // the operator scrolls up to read
        log.appendLines(
            {bench::BenchLogLine{202, bench::BenchLogLine::Stream::Stderr, {}, QStringLiteral("line 202")}});
        QCOMPARE(bar->value(), 10);
        QCOMPARE(log.lineCount(), 202);
        bar->setValue(bar->maximum()); // back at the end: follows again
        log.appendLines(
            {bench::BenchLogLine{203, bench::BenchLogLine::Stream::Info, {}, QStringLiteral("line 203")}});
        QCOMPARE(bar->value(), bar->maximum());
    }

    void twoRunsAndTheBaseline()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        // Five earlier runs of the model make its baseline; the newest is 5 % slower.
        QList<qint64> baseline;
        for (int i = 0; i < 5; ++i) {
            StoredRun r;
            r.startedAt = now.addDays(-10 + i);
            baseline << benchtest::store(*m_db, r);
        }
        StoredRun slower;
        slower.node = QStringLiteral("gpu-02");
        slower.startedAt = now.addSecs(-60);
        slower.samples = benchtest::scaled(benchtest::fixtureSamples(), 1.05);
        const qint64 idSlow = benchtest::store(*m_db, slower);
        QVERIFY(idSlow && !baseline.contains(0));

        session::BenchmarkRuns runs;
        runs.attach(nullptr, m_db.get(), nullptr, nullptr);
        BenchmarksWindow window(&runs);
        window.resize(1500, 950);
        window.show();
        window.compareRuns({baseline.last(), idSlow});
        const BenchComparisonView* compare = window.comparisonView();
        QCOMPARE(compare->runs().size(), 2);

        // The pair: B (newer) against A, +5.0 %, as compareMedians finds it.
        const bench::BenchmarkStore store(*m_db);
        const std::optional<bench::MedianComparison> c =
            bench::compareMedians(bench::timedWallTimes(store.samples(baseline.last())),
                                  bench::timedWallTimes(store.samples(idSlow)));
        QVERIFY(c.has_value());
        QCOMPARE(QString::number(c->changePct, 'f', 1), QStringLiteral("5.0"));
        const QString pair = compare->pairLabel()->text();
        QVERIFY2(pair.startsWith(QStringLiteral("Run %1 (gpu-02) against run %2 (gpu-01): timed median 62.0 "
                                                "s against 59.0 s, +5.0 % (95 % CI ")
                                     .arg(idSlow)
                                     .arg(baseline.last())),
                 qPrintable(pair));
        QVERIFY2(pair.contains(c->significant ? QLatin1String("significant") : QLatin1String("within noise")),
                 qPrintable(pair));
        QCOMPARE(pair.contains(QLatin1String("significant")), c->significant);

        // Each against the baseline: the slower one against runs 1–5, the fifth against 1–4.
        const QTableWidget* table = compare->baselineTable();
        QCOMPARE(table->rowCount(), 2);
        int slowRow = -1;
        for (int r = 0; r < 2; ++r) {
            if (table->item(r, BenchComparisonView::RunColumn)->text() == QString::number(idSlow))
                slowRow = r;
        }
        QVERIFY(slowRow >= 0);
        QStringList ids;
        for (auto it = baseline.crbegin(); it != baseline.crend(); ++it)
            ids << QString::number(*it);
        QCOMPARE(table->item(slowRow, BenchComparisonView::BaselineRunsColumn)->text(),
                 ids.join(QStringLiteral(", ")));
        QCOMPARE(table->item(slowRow, BenchComparisonView::BaselineMedianColumn)->text(),
                 QStringLiteral("59.0 s"));
        QCOMPARE(table->item(slowRow, BenchComparisonView::ChangeColumn)->text(), QStringLiteral("+5.0 %"));
        // Five equal baseline medians do not vary: the change's interval comes from the run alone.
        QCOMPARE(table->item(slowRow, BenchComparisonView::VerdictColumn)->text(),
                 QStringLiteral("slower (significant)"));

        // The chart: a bar per run with its interval as whisker; grouped, a bar per GPU model.
        const BenchComparisonChart* chart = compare->chart();
        QCOMPARE(chart->medians()->count(), 2);
        QCOMPARE(chart->whiskers().size(), 2);
        // In the table's order: newest first.
        QCOMPARE(chart->bars().at(0).label, QStringLiteral("#%1 gpu-02").arg(idSlow));
        QCOMPARE(chart->bars().at(1).label, QStringLiteral("#%1 gpu-01").arg(baseline.last()));
        QCOMPARE(chart->medians()->at(1), 59.0);
        const QList<QPointF> whisker = chart->whiskers().at(0)->points();
        QVERIFY(!whisker.isEmpty());
        const auto [lo, hi] =
            std::minmax_element(whisker.cbegin(), whisker.cend(),
                                [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
        const bench::BenchmarkStats slowStats = bench::BenchmarkStats::compute(store.samples(idSlow));
        QCOMPARE(lo->y(), slowStats.timed.ci95MedianS->lower);
        QCOMPARE(hi->y(), slowStats.timed.ci95MedianS->upper);
        window.setCurrentTab(BenchmarksWindow::Tab::Compare);
        saveScreenshot(&window, QStringLiteral("compare.png"));
        window.comparisonView()->setGroupByGpu(true);
        QCOMPARE(chart->medians()->count(), 1); // both RTX 4090
        QCOMPARE(chart->bars().at(0).label, QStringLiteral("RTX 4090 (2 runs)"));

        // Many selected: the first MaxRuns are compared, and the hint says so.
        QList<ComparedRun> many;
        for (int i = 0; i < BenchComparisonView::MaxRuns + 2; ++i)
            many << compare->runs().at(i % 2);
        window.comparisonView()->setRuns(many);
        QCOMPARE(compare->runs().size(), BenchComparisonView::MaxRuns);
        QCOMPARE(compare->baselineTable()->rowCount(), BenchComparisonView::MaxRuns);
        QVERIFY(compare->findChild<QLabel*>(QStringLiteral("comparisonHint"))
                    ->text()
                    .contains(QLatin1String("the first 12")));
    }
};

QTEST_MAIN(tst_BenchRunView)
#include "tst_benchrunview.moc"
