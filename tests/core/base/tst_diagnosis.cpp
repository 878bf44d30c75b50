// SPDX-License-Identifier: GPL-3.0-or-later
#include "base/Diagnosis.h"

#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QVariant>

using namespace fleetdeck;
using Stage = fleetdeck::Diagnosis::Stage;

Q_DECLARE_METATYPE(fleetdeck::Diagnosis::Stage)

namespace {
// The "Diagnosis codes" table of docs/cli.md: code -> stage name ("any" for timeout/connection_lost).
QMap<QString, QString> contractTable(QString* error)
{
    const QString path = QStringLiteral(FLEETDECK_SOURCE_DIR "/docs/cli.md");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return {};
    }
    QMap<QString, QString> table;
    bool inSection = false;
    static const QRegularExpression code(QStringLiteral("`([a-z_]+)`"));
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("#")))
            inSection = line.trimmed() == QLatin1String("### Diagnosis codes");
        if (!inSection || !line.startsWith(QLatin1String("| `")))
            continue;
        const QStringList cells = line.split(QLatin1Char('|'));
        const QString stage = cells.value(2).trimmed();
        for (auto it = code.globalMatch(cells.value(1)); it.hasNext();)
            table.insert(it.next().captured(1), stage);
    }
    return table;
}

QStringList placeholderArgs(int n)
{
    QStringList args;
    for (int i = 1; i <= n; ++i)
        args << QStringLiteral("ARG%1VALUE").arg(i);
    return args;
}
} // namespace

class tst_Diagnosis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void extensionCodesAreWorded_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("sftp_failed") << QStringLiteral("sftp_failed");
        QTest::newRow("ssh_config_invalid") << QStringLiteral("ssh_config_invalid");
    }
    void extensionCodesAreWorded()
    {
        QFETCH(QString, code);
        const fleetdeck::Diagnosis d =
            fleetdeck::Diagnosis::make(code, QStringLiteral("evidence"), fleetdeck::Diagnosis::Stage::Exec);
        const fleetdeck::Diagnosis generic =
            fleetdeck::Diagnosis::make(QStringLiteral("no_such_code"), QStringLiteral("evidence"));
        QVERIFY(d.message != generic.message);
        QVERIFY(d.hint != generic.hint);
        QCOMPARE(d.detail, QStringLiteral("evidence"));
    }

    void knownCodesAreTheContractTable()
    {
        QString error;
        const QMap<QString, QString> table = contractTable(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(table.size(), 19);
        const QStringList codes = fleetdeck::Diagnosis::knownCodes();
        QCOMPARE(codes.size(), table.size());
        QCOMPARE(QSet<QString>(codes.cbegin(), codes.cend()),
                 QSet<QString>(table.keyBegin(), table.keyEnd()));
        for (auto it = table.cbegin(); it != table.cend(); ++it) {
            const std::optional<Stage> stage = fleetdeck::Diagnosis::contractStage(it.key());
            if (it.value() == QLatin1String("any"))
                QVERIFY2(!stage, qPrintable(it.key()));
            else
                QCOMPARE(stage ? fleetdeck::Diagnosis::stageName(*stage) : QString(), it.value());
        }
    }

    void stage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("stage");
        // docs/cli.md, "Diagnosis codes", written out here so that a change on either side shows.
        const std::pair<const char*, const char*> rows[] = {
            {"dns_failed", "resolve"},         {"connection_refused", "connect"},
            {"connect_timeout", "connect"},    {"no_ssh_banner", "handshake"},
            {"handshake_failed", "handshake"}, {"host_key_unknown", "host_key"},
            {"host_key_changed", "host_key"},  {"auth_denied", "auth"},
            {"key_unusable", "auth"},          {"channel_refused", "channel"},
            {"status_unreachable", "channel"}, {"exec_failed", "exec"},
            {"status_http_error", "http"},     {"status_parse_error", "parse"},
            {"jobs_failing", "parse"},         {"queue_stuck", "parse"},
            {"memory_low", "parse"},
        };
        for (const auto& [code, stage] : rows)
            QTest::newRow(code) << QString::fromLatin1(code) << QString::fromLatin1(stage);
    }
    void stage()
    {
        QFETCH(QString, code);
        QFETCH(QString, stage);
        QVERIFY(fleetdeck::Diagnosis::knownCodes().contains(code));
        QCOMPARE(fleetdeck::Diagnosis::stageName(fleetdeck::Diagnosis::make(code, QStringLiteral("x")).stage),
                 stage);
        // A caller cannot move a code to another stage: scripts group failures by it.
        QCOMPARE(fleetdeck::Diagnosis::stageName(
                     fleetdeck::Diagnosis::make(code, QStringLiteral("x"), Stage::Exec).stage),
                 stage);
    }

    void anyStageCodesTakeTheCallersStage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("timeout") << "timeout";
        QTest::newRow("connection_lost") << "connection_lost";
    }
    void anyStageCodesTakeTheCallersStage()
    {
        QFETCH(QString, code);
        QCOMPARE(fleetdeck::Diagnosis::make(code, QStringLiteral("x")).stage, Stage::Connect);
        QCOMPARE(fleetdeck::Diagnosis::make(code, QStringLiteral("x"), Stage::Http).stage, Stage::Http);
        QCOMPARE(fleetdeck::Diagnosis::make(code, QStringLiteral("x"), Stage::Auth).stage, Stage::Auth);
    }

    void everyCodeHasWordingForAnyNumberOfArgs_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("argCount");
        for (const QString& code : fleetdeck::Diagnosis::knownCodes()) {
            for (int n = 0; n <= 4; ++n)
                QTest::addRow("%s/%d", qPrintable(code), n) << code << n;
        }
        QTest::addRow("unknown/0") << "something_new" << 0;
        QTest::addRow("unknown/2") << "something_new" << 2;
    }
    void everyCodeHasWordingForAnyNumberOfArgs()
    {
        QFETCH(QString, code);
        QFETCH(int, argCount);
        const fleetdeck::Diagnosis d =
            fleetdeck::Diagnosis::make(code, QStringLiteral("raw"), {}, placeholderArgs(argCount));
        QCOMPARE(d.code, code);
        QVERIFY(!d.message.trimmed().isEmpty());
        QVERIFY(!d.hint.trimmed().isEmpty());
        QVERIFY(d.message != d.hint);
        static const QRegularExpression placeholder(QStringLiteral("%[0-9]"));
        QVERIFY2(!placeholder.match(d.message).hasMatch(), qPrintable(d.message));
        QVERIFY2(!placeholder.match(d.hint).hasMatch(), qPrintable(d.hint));
        // At least the first arg given is shown, for codes whose wording takes one.
        if (argCount >= 1 && d.message != fleetdeck::Diagnosis::make(code, QStringLiteral("raw")).message)
            QVERIFY2(d.message.contains(QLatin1String("ARG1VALUE")), qPrintable(d.message));
        QCOMPARE(d.detail, QStringLiteral("raw"));
    }

    void argsNameTheSubject()
    {
        const fleetdeck::Diagnosis dns = fleetdeck::Diagnosis::make(
            QStringLiteral("dns_failed"), QStringLiteral("getaddrinfo: Name or service not known"), {},
            {QStringLiteral("gpu01.example.net")});
        QVERIFY(dns.message.contains(QLatin1String("gpu01.example.net")));

        const fleetdeck::Diagnosis changed = fleetdeck::Diagnosis::make(
            QStringLiteral("host_key_changed"), QStringLiteral("fingerprints differ"), {},
            {QStringLiteral("[gpu01]:2222"), QStringLiteral("SHA256:new"), QStringLiteral("SHA256:old")});
        QVERIFY(changed.message.contains(QLatin1String("[gpu01]:2222")));
        QVERIFY(changed.message.contains(QLatin1String("SHA256:new")));
        QVERIFY(changed.message.contains(QLatin1String("SHA256:old")));

        const fleetdeck::Diagnosis unusable =
            fleetdeck::Diagnosis::make(QStringLiteral("key_unusable"), QStringLiteral("encrypted"), {},
                                       {QStringLiteral("/keys/id"), QStringLiteral("SHA256:abc")});
        QVERIFY(unusable.hint.contains(QLatin1String("secrets set passphrase SHA256:abc")));

        const fleetdeck::Diagnosis denied =
            fleetdeck::Diagnosis::make(QStringLiteral("auth_denied"), QStringLiteral("methods: publickey"));
        QVERIFY(denied.hint.contains(QLatin1String("keys deploy")));
        const fleetdeck::Diagnosis deniedFor = fleetdeck::Diagnosis::make(
            QStringLiteral("auth_denied"), QStringLiteral("methods: publickey"), {},
            {QStringLiteral("root"), QStringLiteral("gpu01"), QStringLiteral("SHA256:k1, SHA256:k2")});
        for (const char* part : {"root", "gpu01", "SHA256:k1, SHA256:k2"})
            QVERIFY2(deniedFor.message.contains(QLatin1String(part)), qPrintable(deniedFor.message));

        const fleetdeck::Diagnosis refused = fleetdeck::Diagnosis::make(
            QStringLiteral("channel_refused"), QStringLiteral("administratively prohibited"));
        QVERIFY(refused.hint.contains(QLatin1String("--status-command")));
    }

    void argsAreNotSubstitutedTwice()
    {
        // Remote text may contain "%2"; it must appear as is, not be replaced by the next arg.
        const fleetdeck::Diagnosis d =
            fleetdeck::Diagnosis::make(QStringLiteral("exec_failed"), QStringLiteral("stderr"), {},
                                       {QStringLiteral("exit status 1"), QStringLiteral("printf %2")});
        QVERIFY2(d.message.contains(QLatin1String("printf %2")), qPrintable(d.message));
        QVERIFY2(d.message.contains(QLatin1String("exit status 1")), qPrintable(d.message));
    }

    void emptyArgsEndTheList_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("used");
        const QString root = QStringLiteral("root");
        const QString host = QStringLiteral("gpu01");
        const QString keys = QStringLiteral("SHA256:k1");
        QTest::newRow("trailing empty") << QStringList{root, host, QString()} << QStringList{root, host};
        QTest::newRow("middle empty") << QStringList{root, QString(), keys} << QStringList{root};
        QTest::newRow("blank first") << QStringList{QStringLiteral(" "), host} << QStringList{};
        QTest::newRow("extra args") << QStringList{root, host, keys, QStringLiteral("publickey")}
                                    << QStringList{root, host, keys};
    }
    void emptyArgsEndTheList()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, used);
        const QString code = QStringLiteral("auth_denied");
        QCOMPARE(fleetdeck::Diagnosis::make(code, QStringLiteral("x"), {}, args).message,
                 fleetdeck::Diagnosis::make(code, QStringLiteral("x"), {}, used).message);
    }

    void connectCodesNameHostAndPort_data()
    {
        QTest::addColumn<QString>("code");
        for (const char* code : {"connection_refused", "connect_timeout", "no_ssh_banner", "handshake_failed",
                                 "connection_lost"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void connectCodesNameHostAndPort()
    {
        QFETCH(QString, code);
        const fleetdeck::Diagnosis d = fleetdeck::Diagnosis::make(
            code, QStringLiteral("x"), {}, {QStringLiteral("gpu01"), QStringLiteral("40022")});
        QVERIFY2(d.message.contains(QLatin1String("gpu01 port 40022")), qPrintable(d.message));
    }

    void unknownCodeKeepsStageAndDetail()
    {
        const fleetdeck::Diagnosis d =
            fleetdeck::Diagnosis::make(QStringLiteral("gpu_on_fire"), QStringLiteral("smoke"), Stage::Exec);
        QCOMPARE(d.code, QStringLiteral("gpu_on_fire"));
        QCOMPARE(d.stage, Stage::Exec);
        QCOMPARE(d.detail, QStringLiteral("smoke"));
        QVERIFY(!d.message.isEmpty());
        QVERIFY(!d.hint.isEmpty());
        QCOMPARE(fleetdeck::Diagnosis::make(QStringLiteral("gpu_on_fire"), QStringLiteral("smoke")).stage,
                 Stage::Connect);
        QVERIFY(!fleetdeck::Diagnosis::contractStage(QStringLiteral("gpu_on_fire")));
    }

    void detailIsNeverEmpty_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("detail");
        for (const QString& code : fleetdeck::Diagnosis::knownCodes()) {
            QTest::addRow("%s/empty", qPrintable(code)) << code << QString();
            QTest::addRow("%s/blank", qPrintable(code)) << code << QStringLiteral(" \n\t");
        }
        QTest::addRow("unknown") << "something_new" << QString();
        QTest::addRow("no code") << "" << QString();
    }
    void detailIsNeverEmpty()
    {
        QFETCH(QString, code);
        QFETCH(QString, detail);
        const fleetdeck::Diagnosis d = fleetdeck::Diagnosis::make(code, detail);
        QVERIFY(!d.detail.trimmed().isEmpty());
        if (!code.isEmpty())
            QVERIFY2(d.detail.contains(code), qPrintable(d.detail));
        QVERIFY2(d.detail.contains(fleetdeck::Diagnosis::stageName(d.stage)), qPrintable(d.detail));
    }

    void toJsonHasExactlyTheContractKeys()
    {
        const fleetdeck::Diagnosis d =
            fleetdeck::Diagnosis::make(QStringLiteral("host_key_unknown"), QStringLiteral("SHA256:abc"), {},
                                       {QStringLiteral("[10.0.0.1]:2222"), QStringLiteral("SHA256:abc")});
        const QJsonObject json = d.toJson();
        QStringList keys = json.keys();
        keys.sort();
        QCOMPARE(keys, (QStringList{QStringLiteral("code"), QStringLiteral("detail"), QStringLiteral("hint"),
                                    QStringLiteral("message"), QStringLiteral("stage")}));
        QCOMPARE(json.value(QLatin1String("code")).toString(), QStringLiteral("host_key_unknown"));
        QCOMPARE(json.value(QLatin1String("stage")).toString(), QStringLiteral("host_key"));
        QCOMPARE(json.value(QLatin1String("message")).toString(), d.message);
        QCOMPARE(json.value(QLatin1String("hint")).toString(), d.hint);
        QCOMPARE(json.value(QLatin1String("detail")).toString(), QStringLiteral("SHA256:abc"));
        for (const QString& key : keys)
            QVERIFY(json.value(key).isString());
    }

    void stageNames_data()
    {
        QTest::addColumn<Stage>("stage");
        QTest::addColumn<QString>("name");
        QTest::newRow("resolve") << Stage::Resolve << "resolve";
        QTest::newRow("connect") << Stage::Connect << "connect";
        QTest::newRow("handshake") << Stage::Handshake << "handshake";
        QTest::newRow("host_key") << Stage::HostKey << "host_key";
        QTest::newRow("auth") << Stage::Auth << "auth";
        QTest::newRow("channel") << Stage::Channel << "channel";
        QTest::newRow("exec") << Stage::Exec << "exec";
        QTest::newRow("http") << Stage::Http << "http";
        QTest::newRow("parse") << Stage::Parse << "parse";
    }
    void stageNames()
    {
        QFETCH(Stage, stage);
        QFETCH(QString, name);
        QCOMPARE(fleetdeck::Diagnosis::stageName(stage), name);
        QCOMPARE(fleetdeck::Diagnosis::stageFromName(name), std::optional<Stage>(stage));
    }

    void unknownStageNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << "";
        QTest::newRow("any") << "any";
        QTest::newRow("camel") << "HostKey";
        QTest::newRow("dash") << "host-key";
        QTest::newRow("upper") << "RESOLVE";
    }
    void unknownStageNames()
    {
        QFETCH(QString, name);
        QVERIFY(!fleetdeck::Diagnosis::stageFromName(name));
    }

    void isAMetaType()
    {
        const fleetdeck::Diagnosis d =
            fleetdeck::Diagnosis::make(QStringLiteral("timeout"), QStringLiteral("10 s"), Stage::Http);
        const QVariant v = QVariant::fromValue(d);
        QVERIFY(v.canConvert<fleetdeck::Diagnosis>());
        QCOMPARE(v.value<fleetdeck::Diagnosis>(), d);
    }

    // What a peer sent goes into a detail readable and harmless: no control characters, no
    // invalid UTF-8, never longer than asked.
    void quoteBytesKeepsDetailsReadable()
    {
        QCOMPARE(fleetdeck::Diagnosis::quoteBytes("HTTP/1.1 400"), QStringLiteral("\"HTTP/1.1 400\""));
        QCOMPARE(fleetdeck::Diagnosis::quoteBytes(QByteArray("\x16\x03\r\n\xff\0", 6)),
                 QStringLiteral("\"\\x16\\x03\\x0d\\x0a\\xff\\x00\""));
        QCOMPARE(fleetdeck::Diagnosis::quoteBytes("abcdef", 3), QStringLiteral("\"abc\"…"));
        QCOMPARE(fleetdeck::Diagnosis::quoteBytes(""), QStringLiteral("\"\""));
    }
};

QTEST_GUILESS_MAIN(tst_Diagnosis)
#include "tst_diagnosis.moc"
