// SPDX-License-Identifier: GPL-3.0-or-later
// Log sources: templates expanded as docs/cli.md says, names and placeholders checked, and the
// store on a real SQLite file resolving a node's own sources over its labels' and the fleet's.
#include "fleet/Inventory.h"
#include "logs/LogSource.h"
#include "storage/Database.h"

#include "support/TestStore.h"
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::logs;

class tst_LogSource : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    storage::Database m_db;

    Node addNode(const QString& name, const QMap<QString, QString>& labels,
                 const QString& provider = QStringLiteral("manual"))
    {
        fleet::Inventory inventory(m_db);
        Node node;
        node.name = name;
        node.host = QStringLiteral("127.0.0.1");
        node.labels = labels;
        node.provider = provider;
        if (provider != QLatin1String("manual"))
            node.providerId = QStringLiteral("4242");
        const fleet::Inventory::Result added = inventory.add(node);
        if (!added.ok())
            qWarning() << added.message;
        return *inventory.find(name);
    }

    static QStringList names(const QList<LogSource>& sources)
    {
        QStringList list;
        for (const LogSource& s : sources)
            list << s.name + QLatin1Char('@') + s.origin;
        return list;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString location = teststore::location(m_dir, QStringLiteral("fleet.sqlite"));
        QVERIFY2(!location.isEmpty(), qPrintable(teststore::error()));
        QVERIFY2(m_db.open(location), qPrintable(m_db.error()));
    }

    void expandFillsThePlaceholders()
    {
        const QString tail = QStringLiteral("tail -n {lines} {follow:-F} /var/log/cuzk.log");
        QCOMPARE(LogSources::expand(tail, 50, false), QStringLiteral("tail -n 50 /var/log/cuzk.log"));
        QCOMPARE(LogSources::expand(tail, 50, true), QStringLiteral("tail -n 50 -F /var/log/cuzk.log"));
        const QString journal = QStringLiteral("journalctl -u cuzk -n {lines} {follow} -o short-iso");
        QCOMPARE(LogSources::expand(journal, 200, true),
                 QStringLiteral("journalctl -u cuzk -n 200 -f -o short-iso"));
        QCOMPARE(LogSources::expand(journal, 200, false),
                 QStringLiteral("journalctl -u cuzk -n 200 -o short-iso"));
        QCOMPARE(LogSources::expand(QStringLiteral("docker logs {follow} --tail {lines} cuzk"), 7, true),
                 QStringLiteral("docker logs -f --tail 7 cuzk"));
    }

    void badNamesAndTemplatesAreRefused()
    {
        QVERIFY(LogSources::checkName(QStringLiteral("cuzk")).isEmpty());
        QVERIFY(LogSources::checkName(QStringLiteral("curio.log")).isEmpty());
        QVERIFY(!LogSources::checkName(QStringLiteral("bench")).isEmpty());
        QVERIFY(!LogSources::checkName(QStringLiteral("events")).isEmpty());
        QVERIFY(!LogSources::checkName(QStringLiteral("a b")).isEmpty());
        QVERIFY(!LogSources::checkName(QString()).isEmpty());
        QVERIFY(!LogSources::checkTemplate(QStringLiteral("   ")).isEmpty());
        QVERIFY(LogSources::checkTemplate(QStringLiteral("tail -n {lines} {follow:-F} f")).isEmpty());
        QVERIFY(LogSources::checkTemplate(QStringLiteral("tail -n {count} f"))
                    .contains(QStringLiteral("{count}")));
        QString name;
        QString templ;
        QVERIFY(LogSources::parseAssignment(QStringLiteral("cuzk=journalctl -u cuzk -n {lines} {follow}"),
                                            &name, &templ)
                    .isEmpty());
        QCOMPARE(name, QStringLiteral("cuzk"));
        QCOMPARE(templ, QStringLiteral("journalctl -u cuzk -n {lines} {follow}"));
        QVERIFY(!LogSources::parseAssignment(QStringLiteral("=tail f"), &name, &templ).isEmpty());
        QVERIFY(!LogSources::parseAssignment(QStringLiteral("noequals"), &name, &templ).isEmpty());
    }

    void nodeOverLabelOverFleet()
    {
        const Node a = addNode(QStringLiteral("a"), {{QStringLiteral("pool"), QStringLiteral("east")}});
        const Node b = addNode(QStringLiteral("b"), {{QStringLiteral("pool"), QStringLiteral("west")}});
        const Node v = addNode(QStringLiteral("v"), {}, QStringLiteral("vast"));
        LogSourceStore store(m_db);
        QVERIFY2(store.setDefaultSource(QString(), QStringLiteral("cuzk"),
                                        QStringLiteral("journalctl -u cuzk -n {lines} {follow}")),
                 qPrintable(store.error()));
        QVERIFY(store.setDefaultSource(QStringLiteral("pool=east"), QStringLiteral("cuzk"),
                                       QStringLiteral("docker logs {follow} --tail {lines} cuzk")));
        QVERIFY(store.setNodeSource(a.id, QStringLiteral("setup"),
                                    QStringLiteral("tail -n {lines} {follow:-F} /var/log/setup.log")));
        QVERIFY(!store.setNodeSource(a.id, QStringLiteral("bench"), QStringLiteral("x")));
        QVERIFY(
            !store.setDefaultSource(QStringLiteral("not a label"), QStringLiteral("x"), QStringLiteral("x")));

        QCOMPARE(names(store.sourcesFor(a)),
                 (QStringList{"setup@node", "cuzk@label pool=east", "bench@built-in", "events@built-in"}));
        QCOMPARE(store.sourceFor(a, QStringLiteral("cuzk"))->templ,
                 QStringLiteral("docker logs {follow} --tail {lines} cuzk"));
        QCOMPARE(names(store.sourcesFor(b)),
                 (QStringList{"cuzk@fleet", "bench@built-in", "events@built-in"}));
        QCOMPARE(names(store.sourcesFor(v)),
                 (QStringList{"cuzk@fleet", "bench@built-in", "events@built-in", "vast@built-in"}));

        // A node's own source of the same name wins; replacing keeps one.
        QVERIFY(store.setNodeSource(b.id, QStringLiteral("cuzk"), QStringLiteral("tail -n {lines} /tmp/a")));
        QVERIFY(store.setNodeSource(b.id, QStringLiteral("cuzk"), QStringLiteral("tail -n {lines} /tmp/b")));
        QCOMPARE(store.sourceFor(b, QStringLiteral("cuzk"))->templ, QStringLiteral("tail -n {lines} /tmp/b"));
        QCOMPARE(store.sourceFor(b, QStringLiteral("cuzk"))->origin, QStringLiteral("node"));
        QVERIFY(store.removeNodeSource(b.id, QStringLiteral("cuzk")));
        QVERIFY(!store.removeNodeSource(b.id, QStringLiteral("cuzk")));
        QVERIFY(store.error().isEmpty());
        QCOMPARE(store.sourceFor(b, QStringLiteral("cuzk"))->origin, QStringLiteral("fleet"));
        QVERIFY(!store.sourceFor(b, QStringLiteral("nothing")));

        // Removing the node removes its sources with it.
        fleet::Inventory inventory(m_db);
        QVERIFY(inventory.remove(QStringLiteral("a")).ok());
        Node again = addNode(QStringLiteral("a"), {});
        QCOMPARE(names(store.sourcesFor(again)),
                 (QStringList{"cuzk@fleet", "bench@built-in", "events@built-in"}));
        // The watch's one-pass lookup agrees with sourcesFor() on every node.
        const QList<Node> all = fleet::Inventory(m_db).nodes();
        const QHash<QString, LogSource> first = store.firstCommandSources(all);
        for (const Node& n : all) {
            std::optional<LogSource> expected;
            for (const LogSource& s : store.sourcesFor(n)) {
                if (s.kind == LogSource::Kind::Command) {
                    expected = s;
                    break;
                }
            }
            QCOMPARE(first.contains(n.name), expected.has_value());
            if (expected)
                QCOMPARE(first.value(n.name), *expected);
        }
        QVERIFY(store.setDefaultSource(QStringLiteral("pool=west"), QStringLiteral("aaa"),
                                       QStringLiteral("tail -n {lines} x")));
        QCOMPARE(store.firstCommandSources(all).value(QStringLiteral("b")).name, QStringLiteral("aaa"));
        QVERIFY(store.removeDefaultSource(QStringLiteral("pool=west"), QStringLiteral("aaa")));
        QVERIFY(store.removeDefaultSource(QStringLiteral("pool=east"), QStringLiteral("cuzk")));
        QCOMPARE(store.defaultSources().size(), 1);
    }

    void jsonShape()
    {
        const LogSource command{QStringLiteral("cuzk"), LogSource::Kind::Command, QStringLiteral("tail f"),
                                QStringLiteral("node")};
        QCOMPARE(command.toJson().value(u"template").toString(), QStringLiteral("tail f"));
        const LogSource bench{QStringLiteral("bench"), LogSource::Kind::Bench, QString(),
                              QStringLiteral("built-in")};
        QVERIFY(bench.toJson().value(u"template").isNull());
    }
};

QTEST_GUILESS_MAIN(tst_LogSource)
#include "tst_logsource.moc"
