// SPDX-License-Identifier: GPL-3.0-or-later
// Differential test: SshConfigResolver (through `ssh -G` and with its own parser forced) against
// what the OpenSSH client on this machine prints for the corpus in tests/fixtures/ssh_config.
#include "ssh/SshConfigResolver.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

#include <pwd.h>
#include <unistd.h>

using namespace fleetdeck::ssh;

namespace {
struct Case
{
    QString file;
    QString alias;
    std::optional<QString> user;
    std::optional<int> port;
    bool fallbackRefuses = false;
    QString name() const
    {
        return QStringLiteral("%1 %2%3%4")
            .arg(QFileInfo(file).fileName(), alias, user ? QStringLiteral(" -l ") + *user : QString(),
                 port ? QStringLiteral(" -p %1").arg(*port) : QString());
    }
};

struct SshRun
{
    int exitCode = -1;
    QList<QPair<QString, QString>> lines;
    QString errorText;
    QString value(const QString& key) const
    {
        for (const auto& [k, v] : lines) {
            if (k == key)
                return v;
        }
        return {};
    }
    QStringList values(const QString& key) const
    {
        QStringList out;
        for (const auto& [k, v] : lines) {
            if (k == key)
                out << v;
        }
        return out;
    }
};

QString passwdHome()
{
    const passwd* pw = ::getpwuid(::getuid());
    return pw ? QString::fromLocal8Bit(pw->pw_dir) : QString();
}

SshRun runSshG(const Case& c, const QStringList& extra = {})
{
    QStringList args{QStringLiteral("-G"), QStringLiteral("-F"), c.file};
    if (c.user)
        args << QStringLiteral("-l") << *c.user;
    if (c.port)
        args << QStringLiteral("-p") << QString::number(*c.port);
    args << extra << c.alias;
    QProcess ssh;
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.start(QStringLiteral("ssh"), args);
    SshRun run;
    if (!ssh.waitForFinished(15000)) {
        ssh.kill();
        ssh.waitForFinished();
        run.errorText = QStringLiteral("ssh -G timed out");
        return run;
    }
    run.exitCode = ssh.exitStatus() == QProcess::NormalExit ? ssh.exitCode() : -1;
    run.errorText = QString::fromUtf8(ssh.readAllStandardError());
    for (const QByteArray& raw : ssh.readAllStandardOutput().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        if (space > 0)
            run.lines.append({line.left(space), line.mid(space + 1)});
    }
    return run;
}

// The one declared difference: where ssh put the password database's home, Fleetdeck puts $HOME.
QString movedHome(const QString& path)
{
    const QString from = passwdHome() + QLatin1Char('/');
    return path.startsWith(from) ? QDir::homePath() + QLatin1Char('/') + path.mid(from.size()) : path;
}

const QStringList kDefaultIdentities{
    QStringLiteral("~/.ssh/id_rsa"),        QStringLiteral("~/.ssh/id_ecdsa"),
    QStringLiteral("~/.ssh/id_ecdsa_sk"),   QStringLiteral("~/.ssh/id_ed25519"),
    QStringLiteral("~/.ssh/id_ed25519_sk"), QStringLiteral("~/.ssh/id_xmss"),
    QStringLiteral("~/.ssh/id_dsa")};

// What the resolver must answer, read from ssh itself. IdentityFile paths are printed
// unexpanded by ssh -G; ssh expands them at connect time with the very function it applies to
// UserKnownHostsFile before printing it, so a second ssh -G with the templates given as
// UserKnownHostsFile yields ssh's own expansion.
std::optional<ResolvedSshConfig> expectedFrom(const Case& c, const SshRun& run, QString* why)
{
    ResolvedSshConfig e;
    e.alias = c.alias;
    e.hostName = run.value(QStringLiteral("hostname"));
    e.port = run.value(QStringLiteral("port")).toInt();
    e.user = run.value(QStringLiteral("user"));
    const QStringList raw = run.values(QStringLiteral("identityfile"));
    e.identityFilesAreDefaults = raw == kDefaultIdentities;
    QStringList templates;
    for (const QString& path : raw) {
        if (path.compare(QLatin1String("none"), Qt::CaseInsensitive) != 0 &&
            path.contains(QRegularExpression(QStringLiteral("[~%$]"))))
            templates << path;
    }
    QStringList expandedTemplates;
    if (!templates.isEmpty()) {
        QStringList quoted;
        for (const QString& t : std::as_const(templates)) {
            if (t.contains(QLatin1Char(' '))) {
                *why = QStringLiteral("corpus: an IdentityFile with tokens must not hold a space");
                return std::nullopt;
            }
            quoted << QLatin1Char('"') + t + QLatin1Char('"');
        }
        const SshRun oracle = runSshG(
            c, {QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + quoted.join(QLatin1Char(' '))});
        expandedTemplates =
            oracle.value(QStringLiteral("userknownhostsfile")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (oracle.exitCode != 0 || expandedTemplates.size() != templates.size()) {
            *why = QStringLiteral("ssh could not expand %1: %2")
                       .arg(templates.join(QLatin1Char(' ')), oracle.errorText);
            return std::nullopt;
        }
    }
    e.identityFiles.clear();
    for (const QString& path : raw) {
        if (path.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
            continue;
        const qsizetype t = templates.indexOf(path);
        e.identityFiles << (t >= 0 ? movedHome(expandedTemplates.at(t)) : path);
    }
    e.identitiesOnly = run.value(QStringLiteral("identitiesonly")) == QLatin1String("yes");
    e.proxyJump = run.value(QStringLiteral("proxyjump"));
    e.proxyCommand = run.value(QStringLiteral("proxycommand"));
    if (const QString alias = run.value(QStringLiteral("hostkeyalias")); !alias.isEmpty())
        e.hostKeyAlias = alias;
    // An emptied list (`UserKnownHostsFile none`) is printed as "none".
    const auto paths = [&run](const char* key) {
        const QString value = run.value(QLatin1String(key));
        return value == QLatin1String("none") ? QStringList()
                                              : value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    };
    for (const QString& path : paths("userknownhostsfile"))
        e.userKnownHostsFiles << movedHome(path);
    for (const QString& path : paths("globalknownhostsfile"))
        e.globalKnownHostsFiles << (path.startsWith(QLatin1String("~/")) ? QDir::homePath() + path.mid(1)
                                                                         : path);
    e.hashKnownHosts = run.value(QStringLiteral("hashknownhosts")) == QLatin1String("yes");
    if (const QString t = run.value(QStringLiteral("connecttimeout")); t != QLatin1String("none"))
        e.connectTimeoutSecs = t.toInt();
    return e;
}

QString text(const QString& s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}
QString text(int i)
{
    return QString::number(i);
}
QString text(bool b)
{
    return b ? QStringLiteral("yes") : QStringLiteral("no");
}

QStringList differences(const ResolvedSshConfig& e, const ResolvedSshConfig& a)
{
    QStringList out;
    const auto check = [&out](const char* field, const auto& want, const auto& got) {
        if (want != got)
            out << QStringLiteral("%1: ssh %2, resolver %3").arg(QLatin1String(field), text(want), text(got));
    };
    check("hostName", e.hostName, a.hostName);
    check("port", e.port, a.port);
    check("user", e.user, a.user);
    check("identityFiles", e.identityFiles.join(QLatin1Char('|')), a.identityFiles.join(QLatin1Char('|')));
    check("identityFilesAreDefaults", e.identityFilesAreDefaults, a.identityFilesAreDefaults);
    check("identitiesOnly", e.identitiesOnly, a.identitiesOnly);
    check("proxyJump", e.proxyJump, a.proxyJump);
    check("proxyCommand", e.proxyCommand, a.proxyCommand);
    check("hostKeyAlias", e.hostKeyAlias.value_or(QStringLiteral("(none)")),
          a.hostKeyAlias.value_or(QStringLiteral("(none)")));
    check("userKnownHostsFiles", e.userKnownHostsFiles.join(QLatin1Char('|')),
          a.userKnownHostsFiles.join(QLatin1Char('|')));
    check("globalKnownHostsFiles", e.globalKnownHostsFiles.join(QLatin1Char('|')),
          a.globalKnownHostsFiles.join(QLatin1Char('|')));
    check("hashKnownHosts", e.hashKnownHosts, a.hashKnownHosts);
    check("connectTimeoutSecs", e.connectTimeoutSecs.value_or(-1), a.connectTimeoutSecs.value_or(-1));
    return out;
}

QString writeFile(const QString& path, const QByteArray& content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        return {};
    f.close();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    return path;
}
} // namespace

class tst_SshConfigOpenSsh : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_sshDir;
    QList<Case> m_cases;
    int m_files = 0;
    QHash<QString, SshRun> m_truth;
    QHash<QString, std::optional<ResolvedSshConfig>> m_expected;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty(),
                 "the differential test needs OpenSSH's ssh (openssh-client)");
        QVERIFY(m_tmp.isValid());
        // A home of our own: ssh follows $HOME for Include, Fleetdeck for ~ and %d.
        const QString home = m_tmp.filePath(QStringLiteral("home"));
        qputenv("HOME", home.toLocal8Bit());
        QVERIFY(passwdHome() != home);
        m_sshDir = home + QStringLiteral("/.ssh");
        const QString source = QStringLiteral(FLEETDECK_SOURCE_DIR "/tests/fixtures/ssh_config");
        QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString from = it.next();
            QFile in(from);
            QVERIFY(in.open(QIODevice::ReadOnly));
            const QString to = m_sshDir + from.mid(source.size());
            QByteArray content = in.readAll();
            content.replace("@DIR@", m_sshDir.toUtf8());
            QVERIFY(!writeFile(to, content).isEmpty());
            if (to.contains(QLatin1String("groupwritable")))
                QVERIFY(QFile::setPermissions(to, QFile::permissions(to) | QFile::WriteGroup));
            if (to.contains(QLatin1String("worldwritable")))
                QVERIFY(QFile::setPermissions(to, QFile::permissions(to) | QFile::WriteOther));
        }
        QDir dir(m_sshDir);
        for (const QString& name : dir.entryList({QStringLiteral("*.conf")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            ++m_files;
            QStringList refuses;
            const int before = int(m_cases.size());
            for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
                const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                if (words.size() < 2 || words[0] != QLatin1String("#"))
                    continue;
                if (words[1] == QLatin1String("check:")) {
                    for (const QString& alias : words.mid(2))
                        m_cases.append({f.fileName(), alias, std::nullopt, std::nullopt});
                } else if (words[1] == QLatin1String("check-as:") && words.size() == 5) {
                    Case c{f.fileName(), words[2], std::nullopt, std::nullopt};
                    if (words[3] != QLatin1String("-"))
                        c.user = words[3];
                    if (words[4] != QLatin1String("-"))
                        c.port = words[4].toInt();
                    m_cases.append(c);
                } else if (words[1] == QLatin1String("fallback-refuses:")) {
                    refuses << words.mid(2);
                }
            }
            QVERIFY2(m_cases.size() > before, qPrintable(name + QStringLiteral(" names no alias")));
            for (Case& c : m_cases)
                c.fallbackRefuses =
                    c.fallbackRefuses || (c.file == f.fileName() && refuses.contains(c.alias));
        }
        // The machine's own system-wide config (Debian's includes ssh_config.d/*.conf), read
        // here as a -F file: the own parser must take what the distribution ships.
        const QString system = QStringLiteral("/etc/ssh/ssh_config");
        if (QFile::exists(system)) {
            ++m_files;
            for (const char* alias : {"gpu-01", "localhost", "Bastion.Example.NET"})
                m_cases.append({system, QString::fromLatin1(alias), std::nullopt, std::nullopt});
        }
    }

    void cleanup()
    {
        SshConfigResolver::setUseOpenSsh(true);
        SshConfigResolver::clearCache();
    }

    void corpusResolvesAsSshDoes_data()
    {
        QTest::addColumn<bool>("useOpenSsh");
        QTest::newRow("through ssh -G") << true;
        QTest::newRow("own parser") << false;
    }
    void corpusResolvesAsSshDoes()
    {
        QFETCH(bool, useOpenSsh);
        SshConfigResolver::setUseOpenSsh(useOpenSsh);
        QCOMPARE(SshConfigResolver::usesOpenSsh(), useOpenSsh);
        QStringList failures;
        int agreed = 0, refusedByBoth = 0, refusedOnPurpose = 0;
        for (const Case& c : std::as_const(m_cases)) {
            // ssh's answer does not depend on the row: asked once, kept for the second.
            if (!m_truth.contains(c.name()))
                m_truth.insert(c.name(), runSshG(c));
            const SshRun truth = m_truth.value(c.name());
            QString error;
            const std::optional<ResolvedSshConfig> got =
                SshConfigResolver::resolve({c.alias, c.file, c.user, c.port}, &error);
            if (!useOpenSsh && c.fallbackRefuses) {
                if (got || !error.contains(QLatin1String("Match exec")))
                    failures << c.name() +
                                    QStringLiteral(": the own parser should refuse Match exec, said ") +
                                    error;
                else
                    ++refusedOnPurpose;
                continue;
            }
            if (truth.exitCode != 0) {
                if (got)
                    failures << c.name() + QStringLiteral(": ssh refuses (") + truth.errorText.trimmed() +
                                    QStringLiteral("), the resolver did not");
                else if (error.isEmpty())
                    failures << c.name() + QStringLiteral(": refused without a reason");
                else
                    ++refusedByBoth;
                continue;
            }
            QString why;
            if (!m_expected.contains(c.name()))
                m_expected.insert(c.name(), expectedFrom(c, truth, &why));
            const std::optional<ResolvedSshConfig> expected = m_expected.value(c.name());
            if (!expected && why.isEmpty())
                why = QStringLiteral("ssh could not expand the IdentityFile paths (see the first row)");
            if (!expected) {
                failures << c.name() + QStringLiteral(": ") + why;
                continue;
            }
            if (!got) {
                failures << c.name() + QStringLiteral(": resolver refused: ") + error;
                continue;
            }
            const QStringList diff = differences(*expected, *got);
            if (!diff.isEmpty())
                failures << c.name() + QStringLiteral(":\n    ") + diff.join(QStringLiteral("\n    "));
            else if (got->source != (useOpenSsh ? QLatin1String("ssh -G") : QLatin1String("fallback")))
                failures << c.name() + QStringLiteral(": answered by ") + got->source;
            else
                ++agreed;
        }
        qInfo("%d corpus files, %d cases (file, alias, -l/-p): %d agree with ssh -G, %d refused by both, "
              "%d refused on purpose by the own parser",
              m_files, int(m_cases.size()), agreed, refusedByBoth, refusedOnPurpose);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QVERIFY(m_files >= 25);
        QVERIFY(m_cases.size() >= 150);
        QCOMPARE(agreed + refusedByBoth + refusedOnPurpose, int(m_cases.size()));
        QVERIFY(refusedByBoth >= 10); // the corpus holds files ssh refuses; both ways must refuse
        QVERIFY(agreed >= 130);
    }
};

QTEST_GUILESS_MAIN(tst_SshConfigOpenSsh)
#include "tst_sshconfig_openssh.moc"
