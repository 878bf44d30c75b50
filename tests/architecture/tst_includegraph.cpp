// SPDX-License-Identifier: GPL-3.0-or-later
// core/ as a one-way graph (issue #22): the folders of core/ form layers, and a file may include
// only its own folder and folders of lower layers. Read from the sources at test time, like
// tst_layering reads the link line: every `#include "..."` of core/**, resolved as the compiler
// resolves it (next to the including file, then from core/), gives an edge between two folders.
// Any edge the layer table does not allow fails with the file and line that made it, and so does
// any cycle between folders. The same functions run on small planted trees first, to show that
// they catch a back-edge and a cycle.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <functional>

namespace {

/// The layers of core/, lowest first. A file may include its own folder and any folder of a
/// lower layer; folders of one layer know nothing of each other. "" is core/ itself (Tr.h,
/// Translations, Version).
const QList<QStringList>& coreLayers()
{
    static const QList<QStringList> layers = {
        {QString()},
        // Value types every folder may use: Node, Diagnosis, the SSH key formats (PublicKey,
        // WireReader, KeyFile, AgentKeys).
        {QStringLiteral("base")},
        // The database, its dialect and migrations; knows no feature.
        {QStringLiteral("storage")},
        // SSH sessions, channels, SFTP, known_hosts, ssh_config; knows no Node.
        {QStringLiteral("ssh")},
        // Key deployment and its audit trail over ssh; the inventory (imports, targets) over ssh's
        // config reader.
        {QStringLiteral("keys"), QStringLiteral("fleet")},
        // The keychain, and which secret a node's login needs.
        {QStringLiteral("secrets")},
        // Features over all of the above, unaware of each other.
        {QStringLiteral("status"), QStringLiteral("bench"), QStringLiteral("vast")},
        // A rented node's life over them: templates, offers' expected rates, stages and rules;
        // logs of every source (commands over ssh, stored benchmark output, vast.ai's container
        // output) and the events their lines make; a team's collectors (leases over the
        // store, the poller, /metrics).
        {QStringLiteral("lifecycle"), QStringLiteral("logs"), QStringLiteral("team")},
        // Qt item models over the features.
        {QStringLiteral("models")},
        // The open fleet (FleetSession): the database and everything built on it, for the console
        // and for tests.
        {QStringLiteral("session")},
    };
    return layers;
}

/// One `#include "..."` between two folders of core/.
struct IncludeEdge
{
    QString file;   ///< the including file, relative to core/ ("ssh/SshTypes.h")
    int line = 0;   ///< 1-based
    QString target; ///< the included file, relative to core/ ("base/Node.h")
    QString from;   ///< folder of `file` ("" for core/ itself)
    QString to;     ///< folder of `target`

    QString where() const { return QStringLiteral("%1:%2").arg(file).arg(line); }
};

/// A tree of sources: path relative to the root -> content.
using SourceTree = QMap<QString, QByteArray>;

QString folderOf(const QString& path)
{
    const qsizetype slash = path.indexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

/// Every quoted include of `tree`, resolved next to the including file first, then from the
/// root. Includes that resolve to no file of the tree go to `unresolved` as "file:line: text".
QList<IncludeEdge> includeEdges(const SourceTree& tree, QStringList* unresolved)
{
    static const QRegularExpression include(QStringLiteral(R"re(^\s*#\s*include\s*"([^"]+)")re"));
    QList<IncludeEdge> edges;
    for (auto it = tree.cbegin(); it != tree.cend(); ++it) {
        const QList<QByteArray> lines = it.value().split('\n');
        const QString dir = QFileInfo(it.key()).path();
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = include.match(QString::fromUtf8(lines[i]));
            if (!m.hasMatch())
                continue;
            const QString name = m.captured(1);
            const QString beside =
                QDir::cleanPath(dir == QLatin1String(".") ? name : dir + QLatin1Char('/') + name);
            QString target;
            if (tree.contains(beside))
                target = beside;
            else if (tree.contains(QDir::cleanPath(name)))
                target = QDir::cleanPath(name);
            if (target.isEmpty()) {
                unresolved->append(QStringLiteral("%1:%2: %3").arg(it.key()).arg(i + 1).arg(name));
                continue;
            }
            edges.append({it.key(), int(i + 1), target, folderOf(it.key()), folderOf(target)});
        }
    }
    return edges;
}

/// The edges between two different folders that `layers` does not allow, one message each with
/// the file and line; folders the table does not name are reported too.
QStringList layerViolations(const QList<IncludeEdge>& edges, const QList<QStringList>& layers)
{
    QHash<QString, int> rank;
    for (qsizetype i = 0; i < layers.size(); ++i)
        for (const QString& folder : layers[i])
            rank.insert(folder, int(i));
    QStringList messages;
    QSet<QString> unknown;
    for (const IncludeEdge& e : edges) {
        if (e.from == e.to)
            continue;
        for (const QString& folder : {e.from, e.to})
            if (!rank.contains(folder) && !unknown.contains(folder)) {
                unknown.insert(folder);
                messages << QStringLiteral("%1: folder core/%2 is in no layer of the table")
                                .arg(e.where(), folder);
            }
        if (!rank.contains(e.from) || !rank.contains(e.to))
            continue;
        if (rank.value(e.to) < rank.value(e.from))
            continue;
        const QString why = rank.value(e.to) == rank.value(e.from)
                                ? QStringLiteral("both are in the same layer")
                                : QStringLiteral("%1 is in a higher layer").arg(e.to);
        messages << QStringLiteral("%1: includes \"%2\": %3 -> %4 is not allowed (%5)")
                        .arg(e.where(), e.target, e.from.isEmpty() ? QStringLiteral("(core)") : e.from, e.to,
                             why);
    }
    return messages;
}

/// Every cycle between folders, each once: "a -> b -> a (a/X.h:4, b/Y.cpp:7)".
QStringList folderCycles(const QList<IncludeEdge>& edges)
{
    QMap<QString, QMap<QString, IncludeEdge>> graph; // from -> to -> first edge
    for (const IncludeEdge& e : edges)
        if (e.from != e.to && !graph[e.from].contains(e.to))
            graph[e.from].insert(e.to, e);
    QStringList cycles;
    QSet<QString> reported;
    QHash<QString, int> state; // 0 unseen, 1 on the path, 2 done
    QStringList path;
    std::function<void(const QString&)> visit = [&](const QString& node) {
        state[node] = 1;
        path.append(node);
        for (auto it = graph[node].cbegin(); it != graph[node].cend(); ++it) {
            const QString& next = it.key();
            if (state.value(next) == 1) {
                QStringList loop = path.mid(path.indexOf(next));
                QStringList where;
                for (qsizetype i = 0; i < loop.size(); ++i)
                    where << graph[loop[i]][i + 1 < loop.size() ? loop[i + 1] : next].where();
                QStringList sorted = loop;
                sorted.sort();
                if (!reported.contains(sorted.join(QLatin1Char(',')))) {
                    reported.insert(sorted.join(QLatin1Char(',')));
                    loop.append(next);
                    cycles << QStringLiteral("%1 (%2)").arg(loop.join(QStringLiteral(" -> ")),
                                                            where.join(QStringLiteral(", ")));
                }
            } else if (state.value(next) == 0) {
                visit(next);
            }
        }
        path.removeLast();
        state[node] = 2;
    };
    for (const QString& node : graph.keys())
        if (state.value(node) == 0)
            visit(node);
    return cycles;
}

/// "from -> to (count)" for every pair of different folders, in order.
QStringList folderGraph(const QList<IncludeEdge>& edges)
{
    QMap<QString, int> count;
    for (const IncludeEdge& e : edges)
        if (e.from != e.to)
            ++count[(e.from.isEmpty() ? QStringLiteral("(core)") : e.from) + QStringLiteral(" -> ") +
                    (e.to.isEmpty() ? QStringLiteral("(core)") : e.to)];
    QStringList out;
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        out << QStringLiteral("%1 (%2)").arg(it.key()).arg(it.value());
    return out;
}

/// Files under `root` whose names match `filters`, relative to `root`.
QStringList filesUnder(const QString& root, const QStringList& filters)
{
    QStringList files;
    QDirIterator it(root, filters, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(root).relativeFilePath(it.next());
    files.sort();
    return files;
}

/// Every .h and .cpp under `root`, keyed by its path relative to `root`.
SourceTree readTree(const QString& root)
{
    SourceTree tree;
    for (const QString& file : filesUnder(root, {QStringLiteral("*.h"), QStringLiteral("*.cpp")})) {
        QFile f(root + u'/' + file);
        if (f.open(QIODevice::ReadOnly))
            tree.insert(file, f.readAll());
    }
    return tree;
}

/// The namespace code of `folder` is written in: fleetdeck::<folder>, except core/ itself and
/// base/ (the value types every folder uses), which are plain `fleetdeck`.
QString namespaceOf(const QString& folder)
{
    return folder.isEmpty() || folder == QLatin1String("base") ? QStringLiteral("fleetdeck")
                                                               : QStringLiteral("fleetdeck::") + folder;
}

/// "file:line: namespace X" for every top-level `namespace fleetdeck...` block that holds more
/// than forward declarations and is not the file's folder's namespace (or one nested in it).
/// Forward declarations of other folders' types are how headers avoid includes: they may name
/// any namespace.
QStringList namespaceViolations(const SourceTree& tree)
{
    static const QRegularExpression open(QStringLiteral("^namespace (fleetdeck(?:::\\w+)*) \\{"));
    static const QRegularExpression forward(
        QStringLiteral("^\\s*(?:(?:class|struct|enum class|enum) \\w+(?: : \\w+)?;|//.*|)\\s*$"));
    QStringList out;
    for (auto it = tree.cbegin(); it != tree.cend(); ++it) {
        const QString expected = namespaceOf(folderOf(it.key()));
        const QStringList lines = QString::fromUtf8(it.value()).split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = open.match(lines[i]);
            if (!m.hasMatch())
                continue;
            const QString ns = m.captured(1);
            bool onlyForward = true;
            qsizetype end = i + 1;
            for (; end < lines.size() && !lines[end].startsWith(u'}'); ++end)
                onlyForward = onlyForward && forward.match(lines[end]).hasMatch();
            if (!onlyForward && ns != expected && !ns.startsWith(expected + QStringLiteral("::")))
                out << QStringLiteral("%1:%2: namespace %3 (expected %4)")
                           .arg(it.key())
                           .arg(i + 1)
                           .arg(ns, expected);
            i = end;
        }
    }
    return out;
}

const QString CoreDir = QStringLiteral(FLEETDECK_SOURCE_DIR "/core");

/// Where a test must live (issue #22: tests mirror the source tree). `tests` are the test
/// programs' paths relative to tests/ ("core/ssh/tst_sshengine.cpp"); `sources` are the source
/// files' paths relative to the repository ("core/ssh/SshEngine.h"). A test under core/, ui/, app/
/// or tools/ must sit in a folder the sources have, and a test named after a header (tst_foo for
/// Foo.h) in that header's folder; architecture/ holds the tests of the structure itself.
QStringList mirrorViolations(const QStringList& tests, const QStringList& sources)
{
    QSet<QString> sourceDirs;
    QMultiHash<QString, QString> headerDirs; // lower-case base name -> folder
    for (const QString& source : sources) {
        const qsizetype slash = source.lastIndexOf(u'/');
        const QString dir = slash < 0 ? QString() : source.left(slash);
        for (QString d = dir; !d.isEmpty(); d = d.left(std::max<qsizetype>(d.lastIndexOf(u'/'), 0)))
            sourceDirs.insert(d);
        if (source.endsWith(QLatin1String(".h")))
            headerDirs.insert(source.mid(slash + 1).chopped(2).toLower(), dir);
    }
    static const QStringList roots = {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app"),
                                      QStringLiteral("tools")};
    QStringList violations;
    for (const QString& test : tests) {
        const qsizetype slash = test.lastIndexOf(u'/');
        const QString dir = slash < 0 ? QString() : test.left(slash);
        const QString root = dir.section(u'/', 0, 0);
        if (root == QLatin1String("architecture") && !dir.contains(u'/'))
            continue;
        if (!roots.contains(root)) {
            violations
                << QStringLiteral("tests/%1: not under tests/core, ui, app, tools or architecture").arg(test);
            continue;
        }
        if (!sourceDirs.contains(dir)) {
            violations << QStringLiteral("tests/%1: there is no source folder %2/").arg(test, dir);
            continue;
        }
        const QString name = test.mid(slash + 1).chopped(4).mid(4); // tst_foo.cpp -> foo
        const QStringList homes = headerDirs.values(name);
        if (!homes.isEmpty() && !homes.contains(dir)) {
            violations
                << QStringLiteral("tests/%1: tests %2/, so belongs in tests/%2/").arg(test, homes.first());
        }
    }
    return violations;
}

/// SQL that only one database understands, outside core/storage (which alone knows dialects,
/// storage/Dialect.h): "file:line: what". Comments are not read.
QStringList dialectViolations(const SourceTree& tree, const QString& prefix)
{
    static const QRegularExpression dialectOnly(
        QStringLiteral("PRAGMA|sqlite_master|sqlite_schema|BEGIN IMMEDIATE|INSERT OR |REPLACE INTO|"
                       "AUTOINCREMENT|QSQLITE|QPSQL|VACUUM|julianday|strftime|"
                       "last_insert_rowid|pg_[a-z_]+\\("),
        QRegularExpression::CaseInsensitiveOption);
    QStringList violations;
    for (auto it = tree.cbegin(); it != tree.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("storage/")))
            continue;
        const QList<QByteArray> lines = it.value().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString line = QString::fromUtf8(lines[i]).trimmed();
            if (line.startsWith(QLatin1String("//")) || line.startsWith(u'*') ||
                line.startsWith(QLatin1String("/*")))
                continue;
            // Only string literals hold SQL.
            static const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
            for (const QRegularExpressionMatch& m : literal.globalMatch(line)) {
                const QRegularExpressionMatch bad = dialectOnly.match(m.captured(1));
                if (bad.hasMatch()) {
                    violations << QStringLiteral("%1%2:%3: %4")
                                      .arg(prefix, it.key())
                                      .arg(i + 1)
                                      .arg(bad.captured(0));
                    break;
                }
            }
            if (line.contains(QLatin1String("lastInsertId")))
                violations << QStringLiteral("%1%2:%3: lastInsertId").arg(prefix, it.key()).arg(i + 1);
        }
    }
    violations.sort();
    return violations;
}

} // namespace

class tst_IncludeGraph : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plantedBackEdgeIsNamed()
    {
        // ssh/A.h includes fleet/Node.h: ssh sits below fleet, so that is a back-edge.
        const SourceTree tree = {
            {QStringLiteral("Tr.h"), QByteArray()},
            {QStringLiteral("fleet/Node.h"), "#pragma once\n#include \"Tr.h\"\n"},
            {QStringLiteral("fleet/Node.cpp"), "#include \"Node.h\"\n#include \"ssh/A.h\"\n"},
            {QStringLiteral("ssh/A.h"), "#pragma once\n\n  #  include \"fleet/Node.h\" // planted\n"},
            {QStringLiteral("ssh/A.cpp"), "#include \"ssh/A.h\"\n#include <QString>\n"},
        };
        QStringList unresolved;
        const QList<IncludeEdge> edges = includeEdges(tree, &unresolved);
        QVERIFY2(unresolved.isEmpty(), qPrintable(unresolved.join(u'\n')));
        QCOMPARE(edges.size(), 5);
        const QList<QStringList> layers = {{QString()}, {QStringLiteral("ssh")}, {QStringLiteral("fleet")}};
        const QStringList violations = layerViolations(edges, layers);
        QCOMPARE(violations.size(), 1);
        QVERIFY2(violations.first().startsWith(
                     QLatin1String("ssh/A.h:3: includes \"fleet/Node.h\": ssh -> fleet")),
                 qPrintable(violations.first()));
        // fleet -> ssh -> fleet: the cycle is found, whatever the table says.
        const QStringList cycles = folderCycles(edges);
        QCOMPARE(cycles.size(), 1);
        QVERIFY2(cycles.first().contains(QLatin1String("fleet -> ssh -> fleet")), qPrintable(cycles.first()));
        QVERIFY2(cycles.first().contains(QLatin1String("fleet/Node.cpp:2")), qPrintable(cycles.first()));
        QVERIFY2(cycles.first().contains(QLatin1String("ssh/A.h:3")), qPrintable(cycles.first()));
        // Without the planted line, the tree is clean.
        SourceTree clean = tree;
        clean[QStringLiteral("ssh/A.h")] = "#pragma once\n";
        const QList<IncludeEdge> cleanEdges = includeEdges(clean, &unresolved);
        QVERIFY(layerViolations(cleanEdges, layers).isEmpty());
        QVERIFY(folderCycles(cleanEdges).isEmpty());
    }

    void plantedPeersAndUnknownFolders()
    {
        // Folders of one layer must not know each other; a folder the table lacks is named.
        const SourceTree tree = {
            {QStringLiteral("status/S.h"), "#include \"bench/B.h\"\n"},
            {QStringLiteral("bench/B.h"), QByteArray()},
            {QStringLiteral("extra/E.h"), "#include \"bench/B.h\"\n#include \"missing/M.h\"\n"},
        };
        QStringList unresolved;
        const QList<IncludeEdge> edges = includeEdges(tree, &unresolved);
        QCOMPARE(unresolved, QStringList{QStringLiteral("extra/E.h:2: missing/M.h")});
        const QStringList violations =
            layerViolations(edges, {{QStringLiteral("status"), QStringLiteral("bench")}});
        QCOMPARE(violations.size(), 2);
        QVERIFY2(
            violations.join(u'\n').contains(QLatin1String("extra/E.h:1: folder core/extra is in no layer")),
            qPrintable(violations.join(u'\n')));
        QVERIFY2(violations.join(u'\n').contains(
                     QLatin1String("status/S.h:1: includes \"bench/B.h\": status -> "
                                   "bench is not allowed (both are in the same layer)")),
                 qPrintable(violations.join(u'\n')));
        // A three-folder loop is one cycle, reported once.
        const SourceTree loop = {
            {QStringLiteral("a/A.h"), "#include \"b/B.h\"\n"},
            {QStringLiteral("b/B.h"), "#include \"c/C.h\"\n"},
            {QStringLiteral("c/C.h"), "#include \"a/A.h\"\n"},
        };
        const QStringList cycles = folderCycles(includeEdges(loop, &unresolved));
        QCOMPARE(cycles, QStringList{QStringLiteral("a -> b -> c -> a (a/A.h:1, b/B.h:1, c/C.h:1)")});
    }

    void coreIncludesFollowTheLayers()
    {
        const SourceTree tree = readTree(CoreDir);
        QVERIFY2(tree.size() > 100,
                 qPrintable(QStringLiteral("only %1 files under %2").arg(tree.size()).arg(CoreDir)));
        QStringList unresolved;
        const QList<IncludeEdge> edges = includeEdges(tree, &unresolved);
        // Every quoted include of core resolves inside core: core includes nothing of ui/ or app/.
        QVERIFY2(unresolved.isEmpty(), qPrintable(unresolved.join(u'\n')));
        qInfo("%s",
              qPrintable(QStringLiteral("core folders: ") + folderGraph(edges).join(QStringLiteral("; "))));

        // Every folder of core/ has its place in the table.
        QStringList unplaced;
        for (const QString& path : tree.keys()) {
            const QString folder = folderOf(path);
            if (!unplaced.contains(folder) &&
                std::none_of(coreLayers().cbegin(), coreLayers().cend(),
                             [&](const QStringList& layer) { return layer.contains(folder); }))
                unplaced << folder;
        }
        QVERIFY2(unplaced.isEmpty(),
                 qPrintable(QStringLiteral("core folders in no layer: ") + unplaced.join(u' ')));

        const QStringList violations = layerViolations(edges, coreLayers());
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
        const QStringList cycles = folderCycles(edges);
        QVERIFY2(cycles.isEmpty(), qPrintable(cycles.join(u'\n')));
    }

    // A window that only binds stays small enough to read: no source file of ui/ over 600
    // lines (issue #22). A file that grows past it is split by what it binds.
    void uiFilesStayReadable()
    {
        constexpr int MaxLines = 600;
        QStringList tooLong;
        int files = 0;
        QDirIterator it(QStringLiteral(FLEETDECK_SOURCE_DIR "/ui"),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const qsizetype lines = f.readAll().count('\n');
            ++files;
            if (lines > MaxLines)
                tooLong << QStringLiteral("%1: %2 lines").arg(it.filePath()).arg(lines);
        }
        QVERIFY2(files > 100, qPrintable(QString::number(files)));
        QVERIFY2(tooLong.isEmpty(), qPrintable(tooLong.join(u'\n')));
    }

    void namespacesFollowFolders()
    {
        // A planted file in the wrong namespace is named; forward declarations are not.
        const SourceTree planted = {
            {QStringLiteral("status/P.h"),
             "namespace fleetdeck::fleet {\nclass Inventory;\n}\n\n"
             "namespace fleetdeck {\n\nclass Poller\n{\n};\n\n} // namespace fleetdeck\n"},
            {QStringLiteral("bench/R.cpp"), "namespace fleetdeck::bench::report {\nint x;\n}\n"},
            {QStringLiteral("base/N.h"), "namespace fleetdeck {\nstruct Node {};\n}\n"},
        };
        QCOMPARE(
            namespaceViolations(planted),
            QStringList{QStringLiteral("status/P.h:5: namespace fleetdeck (expected fleetdeck::status)")});
        const QStringList violations = namespaceViolations(readTree(CoreDir));
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    void testsMirrorSources()
    {
        // Planted: a Node test in ssh/ (Node.h is in base/), a folder core lacks, a stray test.
        const QStringList sources = {QStringLiteral("core/base/Node.h"),
                                     QStringLiteral("core/ssh/SshEngine.h"),
                                     QStringLiteral("ui/keys/LineDiff.h"), QStringLiteral("core/Async.h")};
        const QStringList planted = {
            QStringLiteral("core/ssh/tst_sshengine.cpp"),   QStringLiteral("core/ssh/tst_node.cpp"),
            QStringLiteral("core/nowhere/tst_x.cpp"),       QStringLiteral("unit/tst_y.cpp"),
            QStringLiteral("ui/keys/tst_linediff.cpp"),     QStringLiteral("core/tst_async.cpp"),
            QStringLiteral("architecture/tst_layering.cpp")};
        QCOMPARE(mirrorViolations(planted, sources),
                 (QStringList{
                     QStringLiteral(
                         "tests/core/ssh/tst_node.cpp: tests core/base/, so belongs in tests/core/base/"),
                     QStringLiteral("tests/core/nowhere/tst_x.cpp: there is no source folder core/nowhere/"),
                     QStringLiteral(
                         "tests/unit/tst_y.cpp: not under tests/core, ui, app, tools or architecture")}));

        const QString root = QStringLiteral(FLEETDECK_SOURCE_DIR);
        QStringList sourceFiles;
        for (const QString& dir :
             {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app"), QStringLiteral("tools")}) {
            for (const QString& file :
                 filesUnder(root + u'/' + dir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}))
                sourceFiles << dir + u'/' + file;
        }
        QVERIFY2(sourceFiles.size() > 300, qPrintable(QString::number(sourceFiles.size())));
        const QStringList tests = filesUnder(root + QStringLiteral("/tests"), {QStringLiteral("tst_*.cpp")});
        QVERIFY2(tests.size() > 100, qPrintable(QString::number(tests.size())));
        const QStringList violations = mirrorViolations(tests, sourceFiles);
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    void sqlAboveStorageIsPortable()
    {
        // Planted: a pragma and an id read the SQLite way in a feature folder; storage may.
        const SourceTree planted = {
            {QStringLiteral("status/H.cpp"),
             "// PRAGMA in a comment is fine\nq.exec(QStringLiteral(\"PRAGMA foreign_keys=ON\"));\n"
             "q.exec(u\"INSERT INTO t (a) VALUES (?) RETURNING id\"_s);\n"},
            {QStringLiteral("fleet/I.cpp"), "id = q.lastInsertId().toLongLong();\n"},
            {QStringLiteral("storage/S.cpp"), "q.exec(QStringLiteral(\"BEGIN IMMEDIATE\"));\n"},
        };
        QCOMPARE(dialectViolations(planted, QStringLiteral("core/")),
                 (QStringList{QStringLiteral("core/fleet/I.cpp:1: lastInsertId"),
                              QStringLiteral("core/status/H.cpp:2: PRAGMA")}));
        const QString root = QStringLiteral(FLEETDECK_SOURCE_DIR);
        QStringList violations = dialectViolations(readTree(CoreDir), QStringLiteral("core/"));
        violations << dialectViolations(readTree(root + QStringLiteral("/ui")), QStringLiteral("ui/"));
        violations << dialectViolations(readTree(root + QStringLiteral("/app")), QStringLiteral("app/"));
        QVERIFY2(violations.isEmpty(), qPrintable(violations.join(u'\n')));
    }

    void appUiCoreLinkOneWay()
    {
        // tst_layering keeps Gui out of core and the CLI; here: app links ui and core, ui links
        // core, and nothing links the other way (the console never links the CLI's commands, the
        // CLI never links ui).
        QFile ninja(QStringLiteral(FLEETDECK_BUILD_NINJA));
        QVERIFY2(ninja.open(QIODevice::ReadOnly), qPrintable(ninja.fileName()));
        const QString text = QString::fromUtf8(ninja.readAll());
        const auto linkLine = [&](const QString& target) {
            const QRegularExpression block(
                QStringLiteral("build %1: CXX_EXECUTABLE_LINKER[^\\n]*\\n((?:  [^\\n]*\\n)+)")
                    .arg(QRegularExpression::escape(target)));
            return block.match(text).captured(1);
        };
        const QString gui = linkLine(QStringLiteral("app/fleetdeck"));
        const QString cli = linkLine(QStringLiteral("app/fleetdeck-cli"));
        QVERIFY2(gui.contains(QLatin1String("libfleetdeck_ui.a")), qPrintable(gui));
        QVERIFY2(gui.contains(QLatin1String("libfleetdeck_core.a")), qPrintable(gui));
        QVERIFY2(!gui.contains(QLatin1String("libfleetdeck_cli_commands.a")), qPrintable(gui));
        QVERIFY2(cli.contains(QLatin1String("libfleetdeck_cli_commands.a")), qPrintable(cli));
        QVERIFY2(cli.contains(QLatin1String("libfleetdeck_core.a")), qPrintable(cli));
        QVERIFY2(!cli.contains(QLatin1String("libfleetdeck_ui.a")), qPrintable(cli));
        // Tools never link the test tree: the demo fleet runs on tools/harness.
        const QString demo = linkLine(QStringLiteral("tools/demo-fleet/demo-fleet"));
        QVERIFY2(demo.contains(QLatin1String("libfleetdeck_harness.a")), qPrintable(demo));
        QVERIFY2(!demo.contains(QLatin1String("tests/")), qPrintable(demo));
    }
};

QTEST_GUILESS_MAIN(tst_IncludeGraph)
#include "tst_includegraph.moc"
