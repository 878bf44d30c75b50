// SPDX-License-Identifier: GPL-3.0-or-later
// The audited keys of a node as the keys tab's table shows them (NodeKeysModel), without a panel
// or a node: an authorized_keys file of real keys made by ssh-keygen (one with options that the
// console logs in with, the same key again, another key, a key of a type nobody knows), parsed as
// an audit parses it. Every column's text, tooltip and short form is spelled out, so a changed
// word fails here; the raw values, colours and fonts beside them; and rows that change in place.
#include "keys/NodeKeysModel.h"
#include "keys/NodeKeysTable.h"

#include "keys/AuthorizedKeys.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QFile>
#include <QFontDatabase>
#include <QHeaderView>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

QByteArray wireString(const QByteArray& bytes)
{
    const quint32 n = quint32(bytes.size());
    QByteArray out;
    out.append(char(n >> 24)).append(char(n >> 16)).append(char(n >> 8)).append(char(n));
    return out + bytes;
}

} // namespace

class tst_NodeKeysModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_aliceLine; ///< "ssh-ed25519 AAAA... alice@desk"
    QString m_bobLine;   ///< "ecdsa-sha2-nistp256 AAAA... bob@lab"
    QString m_aliceFingerprint;
    QString m_bobFingerprint;
    KeyAudit m_audit;

    /// Makes a key with ssh-keygen; its .pub line and the fingerprint `ssh-keygen -lf` prints.
    bool makeKey(const QString& name, const QStringList& type, const QString& comment, QString* line,
                 QString* fingerprint)
    {
        const QString path = m_dir.filePath(name);
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     QStringList{QStringLiteral("-q"), QStringLiteral("-N"), QString(), QStringLiteral("-C"),
                                 comment, QStringLiteral("-f"), path} +
                         type);
        if (!keygen.waitForFinished(20000) || keygen.exitCode() != 0)
            return false;
        QFile pub(path + QStringLiteral(".pub"));
        if (!pub.open(QIODevice::ReadOnly))
            return false;
        *line = QString::fromUtf8(pub.readAll()).trimmed();
        QProcess list;
        list.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), path + QStringLiteral(".pub")});
        if (!list.waitForFinished(10000) || list.exitCode() != 0)
            return false;
        *fingerprint = QString::fromUtf8(list.readAllStandardOutput()).split(QLatin1Char(' ')).value(1);
        return fingerprint->startsWith(QLatin1String("SHA256:"));
    }

    /// The row that shows line `line` of the file, or -1.
    static int rowOf(const NodeKeysModel& model, int line)
    {
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, NodeKeysModel::LineColumn).data(KeyTableRole::Raw).toInt() == line)
                return r;
        }
        return -1;
    }

    static KeyAudit auditOf(const QByteArray& content, const QStringList& consoleFingerprints,
                            const ConsoleKeyList& consoleKeys)
    {
        // As KeyDeployment reads a file and KeyDeployer marks the console's keys.
        const keys::AuthorizedKeys file = keys::AuthorizedKeys::parse(content);
        KeyAudit audit;
        audit.result.details = file.findings();
        audit.result.findings = file.findingCodes();
        for (const keys::AuthorizedKeys::Entry& e : file.entries()) {
            using Kind = keys::AuthorizedKeys::Entry::Kind;
            if ((e.kind != Kind::Key && e.kind != Kind::Invalid && e.kind != Kind::Unsupported) ||
                e.type.isEmpty())
                continue;
            audit.result.keys << keys::AuditedKey{e.line,
                                                  e.type,
                                                  e.fingerprint,
                                                  e.comment,
                                                  QString::fromUtf8(e.options),
                                                  e.valid,
                                                  consoleFingerprints.contains(e.fingerprint)};
        }
        audit.consoleKeys = consoleKeys;
        audit.finishedAt = QDateTime::currentDateTime();
        return audit;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(makeKey(QStringLiteral("alice"), {QStringLiteral("-t"), QStringLiteral("ed25519")},
                        QStringLiteral("alice@desk"), &m_aliceLine, &m_aliceFingerprint));
        QVERIFY(makeKey(
            QStringLiteral("bob"),
            {QStringLiteral("-t"), QStringLiteral("ecdsa"), QStringLiteral("-b"), QStringLiteral("256")},
            QStringLiteral("bob@lab"), &m_bobLine, &m_bobFingerprint));
        QVERIFY(m_aliceFingerprint != m_bobFingerprint);
        // A key type no one knows, in a blob that names it.
        const QByteArray mystery = wireString("ssh-mystery@example.com") + wireString(QByteArray(32, '\x5a'));
        const QByteArray content = "# who may log in\n"
                                   "from=\"10.0.0.0/8\",no-pty " +
                                   m_aliceLine.toUtf8() + "\n" + m_bobLine.toUtf8() + "\n" +
                                   m_aliceLine.section(QLatin1Char(' '), 0, 1).toUtf8() + " alice-again\n" +
                                   "ssh-mystery@example.com " + mystery.toBase64() + " mystery\n";
        m_audit = auditOf(content, {m_aliceFingerprint},
                          {{m_aliceFingerprint, QStringLiteral("/home/operator/.ssh/id_alice")}});
        QCOMPARE(m_audit.result.keys.size(), 4);
    }

    void headers()
    {
        NodeKeysModel model;
        QCOMPARE(model.columnCount(), 6);
        QStringList headers;
        for (int c = 0; c < model.columnCount(); ++c)
            headers << model.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(headers, QStringList({QStringLiteral("Line"), QStringLiteral("Status"),
                                       QStringLiteral("Type"), QStringLiteral("Fingerprint"),
                                       QStringLiteral("Comment"), QStringLiteral("Options")}));
    }

    void cells_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("toolTip");
        QTest::addColumn<QString>("shortText"); // "-": the cell has no short form

        const QString none = QStringLiteral("-");
        const QString consoleTip =
            QStringLiteral("The console logs in to this node with this key (/home/operator/.ssh/id_alice).");
        const QString options = QStringLiteral("from=\"10.0.0.0/8\",no-pty");
        // The console's key, with options.
        QTest::newRow("console line") << 2 << 0 << QStringLiteral("2") << QStringLiteral("2") << none;
        QTest::newRow("console status") << 2 << 1 << QStringLiteral("● Console logs in with this")
                                        << consoleTip << QStringLiteral("● Console key");
        QTest::newRow("console type") << 2 << 2 << QStringLiteral("ssh-ed25519")
                                      << QStringLiteral("ssh-ed25519") << QStringLiteral("ed25519");
        QTest::newRow("console fingerprint") << 2 << 3 << m_aliceFingerprint << m_aliceFingerprint << none;
        QTest::newRow("console comment")
            << 2 << 4 << QStringLiteral("alice@desk") << QStringLiteral("alice@desk") << none;
        QTest::newRow("console options") << 2 << 5 << options << options << none;
        // Another key sshd takes.
        QTest::newRow("other status") << 3 << 1 << QStringLiteral("Accepted")
                                      << QStringLiteral("sshd accepts this key for a login.") << none;
        QTest::newRow("other type") << 3 << 2 << QStringLiteral("ecdsa-sha2-nistp256")
                                    << QStringLiteral("ecdsa-sha2-nistp256")
                                    << QStringLiteral("ecdsa-sha2-nistp256");
        QTest::newRow("other fingerprint") << 3 << 3 << m_bobFingerprint << m_bobFingerprint << none;
        QTest::newRow("other options") << 3 << 5 << QString() << QString() << none;
        // The console's key again: sshd takes it too, the console logs in with it as well.
        QTest::newRow("duplicate status") << 4 << 1 << QStringLiteral("● Console logs in with this")
                                          << consoleTip << QStringLiteral("● Console key");
        QTest::newRow("duplicate fingerprint") << 4 << 3 << m_aliceFingerprint << m_aliceFingerprint << none;
        QTest::newRow("duplicate comment")
            << 4 << 4 << QStringLiteral("alice-again") << QStringLiteral("alice-again") << none;
        // A type sshd does not know: ignored, with the finding's words as the reason.
        QTest::newRow("unknown status")
            << 5 << 1 << QStringLiteral("✗ Ignored by sshd")
            << QStringLiteral("unsupported key type ssh-mystery@example.com") << QStringLiteral("✗ Ignored");
        QTest::newRow("unknown type")
            << 5 << 2 << QStringLiteral("ssh-mystery@example.com")
            << QStringLiteral("ssh-mystery@example.com") << QStringLiteral("mystery@example.com");
        QTest::newRow("unknown comment")
            << 5 << 4 << QStringLiteral("mystery") << QStringLiteral("mystery") << none;
    }

    void cells()
    {
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QString, toolTip);
        QFETCH(QString, shortText);

        NodeKeysModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAudit(m_audit);
        QCOMPARE(model.rowCount(), 4);
        const int row = rowOf(model, line);
        QVERIFY(row >= 0);
        const QModelIndex index = model.index(row, column);
        QCOMPARE(index.data(Qt::DisplayRole).toString(), text);
        QCOMPARE(index.data(Qt::ToolTipRole).toString(), toolTip);
        if (shortText == QLatin1String("-")) {
            QVERIFY(!index.data(KeyTableRole::ShortText).isValid());
            QVERIFY(!index.data(KeyTableRole::FullText).isValid());
        } else {
            QCOMPARE(index.data(KeyTableRole::ShortText).toString(), shortText);
            QCOMPARE(index.data(KeyTableRole::FullText).toString(), text);
        }
    }

    void rawValuesColoursAndFonts()
    {
        NodeKeysModel model;
        KeyTones tones;
        tones.good = QColor(0, 128, 0);
        tones.warning = QColor(200, 120, 0);
        tones.bad = QColor(190, 0, 0);
        tones.muted = QColor(120, 120, 120);
        tones.base = QColor(255, 255, 255);
        model.setTones(tones);
        model.setAudit(m_audit);

        // In the file's order, each row with its line and its whole record.
        QList<int> lines;
        for (int r = 0; r < model.rowCount(); ++r) {
            lines << model.index(r, NodeKeysModel::LineColumn).data(KeyTableRole::Raw).toInt();
            const auto key = model.index(r, NodeKeysModel::CommentColumn)
                                 .data(KeyTableRole::Record)
                                 .value<keys::AuditedKey>();
            QCOMPARE(key.line, lines.last());
            QCOMPARE(key.fingerprint, m_audit.result.keys.at(r).fingerprint);
            QCOMPARE(key.valid, m_audit.result.keys.at(r).valid);
        }
        QCOMPARE(lines, QList<int>({2, 3, 4, 5}));
        QCOMPARE(model.index(0, NodeKeysModel::LineColumn).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));

        const auto status = [&model](int line, int role) {
            return model.index(rowOf(model, line), NodeKeysModel::StatusColumn).data(role);
        };
        QVERIFY(status(2, KeyTableRole::Raw).toBool());
        QVERIFY(!status(3, KeyTableRole::Raw).toBool());
        QVERIFY(status(4, KeyTableRole::Raw).toBool());
        QVERIFY(!status(5, KeyTableRole::Raw).toBool());

        // The console's rows in green, an ignored one in red, both tinted across; the rest muted.
        QCOMPARE(status(2, Qt::ForegroundRole).value<QBrush>().color(), tones.good);
        QCOMPARE(status(3, Qt::ForegroundRole).value<QBrush>().color(), tones.muted);
        QCOMPARE(status(5, Qt::ForegroundRole).value<QBrush>().color(), tones.bad);
        QVERIFY(status(2, Qt::FontRole).value<QFont>().bold());
        QVERIFY(status(5, Qt::FontRole).value<QFont>().bold());
        QVERIFY(!status(3, Qt::FontRole).isValid());
        for (int c = 0; c < NodeKeysModel::ColumnCount; ++c) {
            const QColor consoleTint =
                model.index(rowOf(model, 2), c).data(Qt::BackgroundRole).value<QBrush>().color();
            const QColor ignoredTint =
                model.index(rowOf(model, 5), c).data(Qt::BackgroundRole).value<QBrush>().color();
            QVERIFY2(consoleTint.green() > consoleTint.red() && consoleTint != tones.base,
                     qPrintable(consoleTint.name()));
            QVERIFY2(ignoredTint.red() > ignoredTint.green() && ignoredTint != tones.base,
                     qPrintable(ignoredTint.name()));
            QVERIFY(!model.index(rowOf(model, 3), c).data(Qt::BackgroundRole).isValid());
        }
        // Key material in the fixed-width font.
        const QString mono = QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
        QCOMPARE(model.index(0, NodeKeysModel::FingerprintColumn).data(Qt::FontRole).value<QFont>().family(),
                 mono);
        QCOMPARE(model.index(0, NodeKeysModel::OptionsColumn).data(Qt::FontRole).value<QFont>().family(),
                 mono);
        QVERIFY(!model.index(0, NodeKeysModel::CommentColumn).data(Qt::FontRole).isValid());
    }

    // A key line sshd refuses, where the file has a reason for it.
    void invalidLineSaysWhy()
    {
        const QByteArray content = "ssh-ed25519 AAAA-not-base64 broken\n" + m_bobLine.toUtf8() + "\n";
        NodeKeysModel model;
        model.setAudit(auditOf(content, {}, {}));
        const int row = rowOf(model, 1);
        QVERIFY(row >= 0);
        const QModelIndex status = model.index(row, NodeKeysModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("✗ Ignored by sshd"));
        const QString reason = status.data(Qt::ToolTipRole).toString();
        QVERIFY2(!reason.isEmpty() && reason != QLatin1String("sshd does not accept this line as a key"),
                 qPrintable(reason));
        QCOMPARE(model.index(row, NodeKeysModel::FingerprintColumn).data().toString(), QStringLiteral("—"));
        // No key of the console's here: the other key is merely accepted.
        QCOMPARE(model.index(rowOf(model, 2), NodeKeysModel::StatusColumn).data().toString(),
                 QStringLiteral("Accepted"));
    }

    // A new audit of the same node changes rows in place, so that a selection in the table stays;
    // only the rows beyond the new count go.
    void rowsChangeInPlace()
    {
        NodeKeysModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAudit(m_audit);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setAudit(m_audit);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(changed.size(), 1);

        KeyAudit fewer = m_audit;
        fewer.result.keys.removeLast();
        model.setAudit(fewer);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 3);
        QCOMPARE(removed.at(0).at(2).toInt(), 3);
        QCOMPARE(model.rowCount(), 3);
        model.setAudit(m_audit);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(reset.size(), 0);
    }

    // The table gives way to a narrow panel: first the elastic columns, then the short forms.
    void narrowTableShowsShortForms()
    {
        NodeKeysModel model;
        model.setAudit(m_audit);
        NodeKeysTable table({{NodeKeysModel::OptionsColumn, 12},
                             {NodeKeysModel::CommentColumn, 16},
                             {NodeKeysModel::FingerprintColumn, 24}},
                            20, "auditKeys", nullptr);
        table.setModel(&model);
        table.resize(2000, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.fit();
        QVERIFY(!table.showsShortTexts());
        const int wideStatus = table.columnWidth(NodeKeysModel::StatusColumn);
        table.resize(300, 200);
        QTRY_VERIFY(table.showsShortTexts()); // on the resize
        QVERIFY2(table.columnWidth(NodeKeysModel::StatusColumn) < wideStatus,
                 qPrintable(QStringLiteral("%1 -> %2").arg(wideStatus).arg(table.columnWidth(1))));
        // As tall as its header and rows, no more.
        QVERIFY(table.height() >= table.horizontalHeader()->sizeHint().height() + 4 * table.rowHeight(0));
    }
};

QTEST_MAIN(tst_NodeKeysModel)
#include "tst_nodekeysmodel.moc"
