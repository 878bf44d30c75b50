// SPDX-License-Identifier: GPL-3.0-or-later
// The new-run panel offscreen on a real SQLite database: what BenchSpec::check refuses is said
// beside the field as it is typed and keeps Start disabled; presets are saved, loaded and deleted
// through BenchmarkStore; Start hands over the spec and the checked nodes.
#include "Dialogs.h"
#include "bench/BenchPresetBar.h"
#include "bench/BenchSpecPanel.h"
#include "session/BenchmarkRuns.h"
#include "support/ScriptedDialogs.h"

#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "storage/Database.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_BenchSpecPanel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<storage::Database> m_db;
    std::unique_ptr<fleet::Inventory> m_inventory;
    std::unique_ptr<session::BenchmarkRuns> m_runs;

    void addNode(const QString& name)
    {
        Node n;
        n.name = name;
        n.host = QStringLiteral("127.0.0.1");
        QVERIFY(m_inventory->add(n).ok());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        const QString name =
            QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char('-') +
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        m_db = std::make_unique<storage::Database>();
        QVERIFY(m_db->open(m_dir.filePath(name + QStringLiteral(".sqlite"))));
        m_inventory = std::make_unique<fleet::Inventory>(*m_db);
        addNode(QStringLiteral("gpu-01"));
        addNode(QStringLiteral("gpu-02"));
        m_runs = std::make_unique<session::BenchmarkRuns>();
        m_runs->attach(nullptr, m_db.get(), m_inventory.get(), nullptr);
        fleetdeck::test::scriptDialogs();
    }

    void cleanup()
    {
        m_runs.reset();
        m_inventory.reset();
        m_db.reset();
    }

    void invalidSpecIsRefusedInline_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("pattern"); // empty: the cuzk-batch parser
        QTest::addColumn<int>("timed");
        QTest::addColumn<QString>("field");  // the error label that explains, or empty when valid
        QTest::addColumn<QString>("reason"); // a part of the explanation

        QTest::newRow("default command") << QString() << QString() << 10 << QString() << QString();
        QTest::newRow("own command") << QStringLiteral(
                                            "cuzk-bench batch --type {proof_kind} --count {count} --gpu 0")
                                     << QString() << 10 << QString() << QString();
        QTest::newRow("literal braces") << QStringLiteral("run-bench {{not a placeholder}} {count}")
                                        << QString() << 10 << QString() << QString();
        QTest::newRow("unclosed brace")
            << QStringLiteral("cuzk-bench batch --count {count") << QString() << 10
            << QStringLiteral("commandError") << QStringLiteral("never closed");
        QTest::newRow("unknown placeholder")
            << QStringLiteral("cuzk-bench batch --count {proofs}") << QString() << 10
            << QStringLiteral("commandError") << QStringLiteral("{proofs}");
        QTest::newRow("stray closing brace")
            << QStringLiteral("cuzk-bench batch } --count {count}") << QString() << 10
            << QStringLiteral("commandError") << QStringLiteral("'}'");
        QTest::newRow("bad pattern") << QString() << QStringLiteral("proof (\\d+") << 10
                                     << QStringLiteral("parserError")
                                     << QStringLiteral("not a valid regular expression");
        QTest::newRow("pattern without wall time")
            << QString() << QStringLiteral("proof (?<index>\\d+) done") << 10 << QStringLiteral("parserError")
            << QStringLiteral("wall_s");
        QTest::newRow("valid pattern")
            << QString() << QStringLiteral("proof (?<index>\\d+) took (?<wall_s>[\\d.]+)s") << 10 << QString()
            << QString();
        QTest::newRow("no proof at all") << QString() << QString() << -1 << QStringLiteral("specProblem")
                                         << QStringLiteral("at least one proof");
    }

    void invalidSpecIsRefusedInline()
    {
        QFETCH(QString, command);
        QFETCH(QString, pattern);
        QFETCH(int, timed);
        QFETCH(QString, field);
        QFETCH(QString, reason);

        BenchSpecPanel panel;
        panel.setSource(m_runs.get());
        panel.show();
        panel.setCheckedNodes({QStringLiteral("gpu-01")});
        QVERIFY(panel.startButton()->isEnabled()); // the defaults run

        if (timed < 0) {
            for (const char* name : {"warmupCount", "timedCount", "cooldownCount"})
                panel.findChild<QSpinBox*>(QLatin1String(name))->setValue(0);
        }
        // Typed, as the operator would.
        QTest::keyClicks(panel.commandEdit(), command);
        if (!pattern.isEmpty()) {
            auto* parser = panel.findChild<QComboBox*>(QStringLiteral("parserCombo"));
            parser->setCurrentIndex(parser->findData(QStringLiteral("regex")));
            QTest::keyClicks(panel.findChild<QLineEdit*>(QStringLiteral("patternEdit")), pattern);
        }
        const QStringList labels{QStringLiteral("commandError"), QStringLiteral("parserError"),
                                 QStringLiteral("preCommandError"), QStringLiteral("specProblem")};
        for (const QString& name : labels) {
            const auto* label = panel.findChild<QLabel*>(name);
            QVERIFY(label);
            QCOMPARE(label->isVisible(), name == field);
            if (name == field)
                QVERIFY2(label->text().contains(reason), qPrintable(label->text()));
        }
        QCOMPARE(panel.startButton()->isEnabled(), field.isEmpty());
        QCOMPARE(panel.problem().isEmpty(), field.isEmpty());
        QCOMPARE(panel.spec().check().isEmpty(), field.isEmpty());
    }

    void startNeedsANode()
    {
        BenchSpecPanel panel;
        panel.setSource(m_runs.get());
        panel.show();
        QVERIFY(panel.checkedNodes().isEmpty());
        QVERIFY(!panel.startButton()->isEnabled());
        QVERIFY(panel.problemLabel()->text().contains(QLatin1String("node")));

        panel.setCheckedNodes({QStringLiteral("gpu-02"), QStringLiteral("gpu-01"), QStringLiteral("gone")});
        QCOMPARE(panel.checkedNodes(), (QStringList{QStringLiteral("gpu-01"), QStringLiteral("gpu-02")}));
        QVERIFY(panel.startButton()->isEnabled());
        QSignalSpy started(&panel, &BenchSpecPanel::startRequested);
        panel.findChild<QSpinBox*>(QStringLiteral("timedCount"))->setValue(20);
        QTest::mouseClick(panel.startButton(), Qt::LeftButton);
        QCOMPARE(started.size(), 1);
        const auto spec = started.at(0).at(0).value<bench::BenchSpec>();
        QCOMPARE(spec.counts.timed, 20);
        QCOMPARE(spec.counts.warmup, 5);
        QCOMPARE(spec.counts.cooldown, 3);
        QCOMPARE(spec.mode, bench::BenchSpec::Mode::Batch);
        QCOMPARE(spec.parser, QStringLiteral("cuzk-batch"));
        QCOMPARE(started.at(0).at(1).toStringList(),
                 (QStringList{QStringLiteral("gpu-01"), QStringLiteral("gpu-02")}));
    }

    void presetsAreSavedLoadedAndDeleted()
    {
        BenchSpecPanel panel;
        panel.setSource(m_runs.get());
        panel.show();
        QVERIFY(panel.presetNames().isEmpty());

        // A per-proof spec of its own, saved through the button under a name the operator gives.
        bench::BenchSpec fast;
        fast.counts = {1, 4, 0};
        fast.mode = bench::BenchSpec::Mode::PerProof;
        fast.proofKind = QStringLiteral("winning-post");
        fast.command = QStringLiteral("cuzk-bench single --type {proof_kind} --index {index}");
        fast.parser = QStringLiteral("jsonl");
        fast.proofTimeoutS = 120;
        fast.totalTimeoutS = 900;
        fast.preCommand = QStringLiteral("systemctl restart cuzk");
        panel.setSpec(fast);
        QString asked;
        Dialogs::answerNextText([&asked](const QString&, const QString&, const QString& suggestion) {
            asked = suggestion;
            return std::optional<QString>(QStringLiteral("quick winning post"));
        });
        QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("savePresetButton")), Qt::LeftButton);
        QCOMPARE(panel.presetNames(), QStringList{QStringLiteral("quick winning post")});
        QCOMPARE(panel.chosenPreset(), QStringLiteral("quick winning post"));
        std::optional<bench::BenchSpec> stored =
            bench::BenchmarkStore(*m_db).preset(QStringLiteral("quick winning post"));
        QVERIFY(stored.has_value());
        bench::BenchSpec expected = fast;
        expected.name = QStringLiteral("quick winning post");
        QCOMPARE(*stored, expected);

        // Another panel (the window opened again) lists it and loads every field back.
        BenchSpecPanel other;
        other.setSource(m_runs.get());
        QCOMPARE(other.presetNames(), QStringList{QStringLiteral("quick winning post")});
        QCOMPARE(other.spec(), bench::BenchSpec{});
        QVERIFY(other.choosePreset(QStringLiteral("quick winning post")));
        QCOMPARE(other.spec(), expected);
        QCOMPARE(other.presetBar()->combo()->currentText(), QStringLiteral("quick winning post"));
        // Changed, it is no longer the preset (a run made with it would not claim its name).
        other.findChild<QSpinBox*>(QStringLiteral("timedCount"))->setValue(8);
        QVERIFY(other.spec().name.isEmpty());
        QCOMPARE(other.findChild<QLabel*>(QStringLiteral("presetState"))->text(), QStringLiteral("modified"));
        other.findChild<QSpinBox*>(QStringLiteral("timedCount"))->setValue(4);
        QCOMPARE(other.spec().name, QStringLiteral("quick winning post"));

        // Deleting asks; "no" keeps it, "yes" removes it from the store.
        bool answer = false;
        int asks = 0;
        for (int i = 0; i < 2; ++i) {
            Dialogs::answerNextConfirm([&](const QString&, const QString& text) {
                ++asks;
                return text.contains(QLatin1String("quick winning post")) && answer;
            });
        }
        QVERIFY(!other.deleteChosenPreset());
        QVERIFY(bench::BenchmarkStore(*m_db).preset(QStringLiteral("quick winning post")).has_value());
        answer = true;
        QTest::mouseClick(other.findChild<QPushButton*>(QStringLiteral("deletePresetButton")),
                          Qt::LeftButton);
        QCOMPARE(asks, 2);
        QVERIFY(!bench::BenchmarkStore(*m_db).preset(QStringLiteral("quick winning post")).has_value());
        QVERIFY(other.presetNames().isEmpty());
        QVERIFY(!other.findChild<QPushButton*>(QStringLiteral("deletePresetButton"))->isEnabled());

        // An invalid spec cannot be saved as a preset.
        other.commandEdit()->setText(QStringLiteral("cuzk-bench {oops"));
        QVERIFY(!other.findChild<QPushButton*>(QStringLiteral("savePresetButton"))->isEnabled());
        QVERIFY(!other.savePreset(QStringLiteral("broken")));
        QVERIFY(!bench::BenchmarkStore(*m_db).preset(QStringLiteral("broken")).has_value());
        QVERIFY(!other.problemLabel()->isHidden());
        QVERIFY2(other.problemLabel()->text().contains(QLatin1String("could not be saved")),
                 qPrintable(other.problemLabel()->text()));
    }
};

QTEST_MAIN(tst_BenchSpecPanel)
#include "tst_benchspecpanel.moc"
