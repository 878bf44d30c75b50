// SPDX-License-Identifier: GPL-3.0-or-later
// listAgentKeys against a real ssh-agent of our own (never the user's) and against a fake
// agent that misbehaves in every way the protocol allows.
#include "base/AgentKeys.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtEndian>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace fleetdeck;

namespace {

QByteArray uint32(quint32 value)
{
    QByteArray bytes(4, '\0');
    qToBigEndian<quint32>(value, bytes.data());
    return bytes;
}

QByteArray wireString(const QByteArray& bytes)
{
    return uint32(quint32(bytes.size())) + bytes;
}

/// A framed agent message: uint32 length, type byte, contents.
QByteArray message(quint8 type, const QByteArray& contents = {})
{
    return uint32(quint32(contents.size() + 1)) + char(type) + contents;
}

const QByteArray kRequest = message(11);
const QByteArray kEd25519Blob = wireString("ssh-ed25519") + wireString(QByteArray(32, '\x42'));

/// An ed25519 identities answer whose comment pads the message body to exactly `bodySize` bytes.
QByteArray answerOfSize(qsizetype bodySize)
{
    const qsizetype fixed = 1 + 4 + 4 + kEd25519Blob.size() + 4;
    return message(12, uint32(1) + wireString(kEd25519Blob) + wireString(QByteArray(bodySize - fixed, 'c')));
}

int listeningSocket(const QString& path)
{
    const QByteArray encoded = QFile::encodeName(path);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, encoded.constData(), encoded.size());
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        ::listen(fd, 4) != 0) {
        if (fd >= 0)
            ::close(fd);
        return -1;
    }
    return fd;
}

/// Listens on a unix socket and, on its own thread, serves one connection: reads the request,
/// writes `reply` (in `chunk`-byte pieces with a pause between them when chunk > 0), then closes
/// the connection or, with `hold`, keeps it open without a word until destroyed. With `accept`
/// false it never even accepts the connection.
class FakeAgent
{
public:
    struct Script
    {
        QByteArray reply;
        bool hold = false;
        bool accept = true;
        int chunk = 0;
    };

    FakeAgent(const QString& path, Script script)
        : m_script(std::move(script))
    {
        m_listener = listeningSocket(path);
        if (m_listener < 0 || ::pipe(m_stop) != 0)
            return;
        m_thread = std::thread([this] { serve(); });
    }

    ~FakeAgent()
    {
        if (m_thread.joinable()) {
            const char stop = 's';
            (void)!::write(m_stop[1], &stop, 1);
            m_thread.join();
        }
        for (const int fd : {m_listener, m_stop[0], m_stop[1]}) {
            if (fd >= 0)
                ::close(fd);
        }
    }

    bool isListening() const { return m_thread.joinable(); }
    /// What the client sent; read it once the client is done.
    QByteArray request() const
    {
        std::lock_guard lock(m_mutex);
        return m_request;
    }

private:
    /// Waits for `fd` to be readable; false when told to stop.
    bool waitReadable(int fd)
    {
        pollfd fds[2] = {{fd, POLLIN, 0}, {m_stop[0], POLLIN, 0}};
        while (::poll(fds, 2, -1) < 0) {
            if (errno != EINTR)
                return false;
        }
        return !(fds[1].revents & POLLIN) && (fds[0].revents & (POLLIN | POLLHUP));
    }

    void serve()
    {
        if (!m_script.accept) {
            waitReadable(m_stop[0]);
            return;
        }
        if (!waitReadable(m_listener))
            return;
        const int client = ::accept(m_listener, nullptr, nullptr);
        if (client < 0)
            return;
        QByteArray request;
        while (request.size() < kRequest.size() && waitReadable(client)) {
            char buffer[64];
            const ssize_t n = ::read(client, buffer, sizeof buffer);
            if (n <= 0)
                break;
            request.append(buffer, n);
        }
        {
            std::lock_guard lock(m_mutex);
            m_request = request;
        }
        const QByteArray& reply = m_script.reply;
        const qsizetype chunk = m_script.chunk > 0 ? m_script.chunk : qMax<qsizetype>(reply.size(), 1);
        for (qsizetype sent = 0; sent < reply.size(); sent += chunk) {
            if (::send(client, reply.constData() + sent, qMin(chunk, reply.size() - sent), MSG_NOSIGNAL) < 0)
                break;
            if (m_script.chunk > 0)
                QThread::msleep(2);
        }
        if (m_script.hold)
            waitReadable(m_stop[0]);
        ::close(client);
    }

    Script m_script;
    int m_listener = -1;
    int m_stop[2] = {-1, -1};
    std::thread m_thread;
    mutable std::mutex m_mutex;
    QByteArray m_request;
};

/// Restores an environment variable when it goes out of scope.
class EnvironmentGuard
{
public:
    explicit EnvironmentGuard(const char* name)
        : m_name(name)
        , m_wasSet(qEnvironmentVariableIsSet(name))
        , m_value(qgetenv(name))
    {}
    ~EnvironmentGuard()
    {
        if (m_wasSet)
            qputenv(m_name, m_value);
        else
            qunsetenv(m_name);
    }

private:
    const char* m_name;
    bool m_wasSet;
    QByteArray m_value;
};

struct Run
{
    int code = -1;
    QByteArray out;
};

} // namespace

class tst_AgentKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();

    void emptyAgent();
    void realKeysMatchOpenSsh();
    void certificateFingerprintIsTheKeys();
    void concurrentListings();
    void socketNotSet();
    void nothingListens_data();
    void nothingListens();
    void fakeAnswers_data();
    void fakeAnswers();
    void timeoutHonoured_data();
    void timeoutHonoured();

private:
    QProcessEnvironment childEnvironment() const;
    Run run(const QString& program, const QStringList& args) const;
    bool startAgent();
    bool addToAgent(const QStringList& keyFiles);
    QString makeKey(const QString& name, const QStringList& typeArgs, const QString& comment);

    QTemporaryDir m_dir;
    QString m_keygen;
    QString m_agentProgram;
    QString m_add;
    QStringList m_keys; // private key paths: ed25519, ecdsa, rsa 3072
    std::unique_ptr<QProcess> m_agent;
    QString m_socket;
};

QProcessEnvironment tst_AgentKeys::childEnvironment() const
{
    // The children see only our agent and a home of their own: never the user's agent or ~/.ssh.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"SSH_AUTH_SOCK", "SSH_AGENT_PID", "SSH_ASKPASS", "SSH_ASKPASS_REQUIRE",
                             "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("HOME"), m_dir.path());
    if (!m_socket.isEmpty())
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), m_socket);
    return env;
}

Run tst_AgentKeys::run(const QString& program, const QStringList& args) const
{
    QProcess p;
    p.setProcessEnvironment(childEnvironment());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAll()};
}

QString tst_AgentKeys::makeKey(const QString& name, const QStringList& typeArgs, const QString& comment)
{
    const QString path = m_dir.filePath(name);
    const Run r =
        run(m_keygen, QStringList{QStringLiteral("-q"), QStringLiteral("-N"), QString(), QStringLiteral("-C"),
                                  comment, QStringLiteral("-f"), path, QStringLiteral("-t")} +
                          typeArgs);
    return r.code == 0 ? path : QString();
}

void tst_AgentKeys::initTestCase()
{
    m_keygen = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
    m_agentProgram = QStandardPaths::findExecutable(QStringLiteral("ssh-agent"));
    m_add = QStandardPaths::findExecutable(QStringLiteral("ssh-add"));
    if (m_keygen.isEmpty() || m_agentProgram.isEmpty() || m_add.isEmpty())
        QSKIP("ssh-keygen, ssh-agent or ssh-add is not installed");
    QVERIFY(m_dir.isValid());
    const QList<QPair<QString, QStringList>> specs = {
        {QStringLiteral("ed25519"), {QStringLiteral("ed25519")}},
        {QStringLiteral("ecdsa"), {QStringLiteral("ecdsa"), QStringLiteral("-b"), QStringLiteral("256")}},
        {QStringLiteral("rsa"), {QStringLiteral("rsa"), QStringLiteral("-b"), QStringLiteral("3072")}},
    };
    for (const auto& [name, typeArgs] : specs) {
        // Spaces and UTF-8 in the comment: the agent hands it back verbatim.
        const QString path = makeKey(name, typeArgs, QStringLiteral("fleet %1 k\u00e9y").arg(name));
        QVERIFY2(!path.isEmpty(), qPrintable(name));
        m_keys << path;
    }
}

void tst_AgentKeys::cleanup()
{
    if (m_agent) {
        m_agent->closeWriteChannel();
        if (!m_agent->waitForFinished(5000)) {
            m_agent->kill();
            m_agent->waitForFinished(5000);
        }
        m_agent.reset();
    }
    if (!m_socket.isEmpty())
        QFile::remove(m_socket);
    m_socket.clear();
}

bool tst_AgentKeys::startAgent()
{
    m_socket = m_dir.filePath(QStringLiteral("agent.sock"));
    QFile::remove(m_socket);
    m_agent = std::make_unique<QProcess>();
    QProcessEnvironment env = childEnvironment();
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    m_agent->setProcessEnvironment(env);
    // The agent runs under a shell that stops it once our end of its stdin closes: in cleanup(),
    // or when this process dies, even by a crash. (A parent-death signal would not do: the
    // set-group-id ssh-agent loses it at exec.)
    const QString script = QStringLiteral("\"$0\" -D -a \"$1\" </dev/null & agent=$!; cat >/dev/null; kill "
                                          "\"$agent\" 2>/dev/null; wait \"$agent\"");
    m_agent->start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script, m_agentProgram, m_socket});
    if (!m_agent->waitForStarted(10000))
        return false;
    // The socket file appears at bind(), before listen(): wait for the line ssh-agent prints once
    // it listens.
    const QDeadlineTimer deadline(10000);
    QByteArray printed;
    while (!(printed += m_agent->readAllStandardOutput()).contains("SSH_AUTH_SOCK=")) {
        if (deadline.hasExpired() || m_agent->state() != QProcess::Running)
            return false;
        m_agent->waitForReadyRead(int(deadline.remainingTime()));
    }
    return true;
}

bool tst_AgentKeys::addToAgent(const QStringList& keyFiles)
{
    const Run r = run(m_add, keyFiles);
    if (r.code != 0)
        qWarning("ssh-add failed: %s", r.out.constData());
    return r.code == 0;
}

void tst_AgentKeys::emptyAgent()
{
    QVERIFY(startAgent());
    const fleetdeck::AgentListing listing = fleetdeck::listAgentKeys(m_socket);
    QVERIFY2(listing.ok, qPrintable(listing.error));
    QVERIFY(listing.keys.isEmpty());
    QVERIFY(listing.error.isEmpty());
}

// Types, comments, fingerprints and lines are what OpenSSH's own tools print.
void tst_AgentKeys::realKeysMatchOpenSsh()
{
    QVERIFY(startAgent());
    QVERIFY(addToAgent(m_keys));

    const fleetdeck::AgentListing listing = fleetdeck::listAgentKeys(m_socket);
    QVERIFY2(listing.ok, qPrintable(listing.error));
    QCOMPARE(listing.keys.size(), 3);

    // "256 SHA256:... comment with spaces (ED25519)", in the agent's order.
    const Run listed = run(m_add, {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256")});
    QCOMPARE(listed.code, 0);
    const QList<QByteArray> lines = listed.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);

    // Per key type: the file it was generated into and how ssh-add -l labels it.
    struct Expected
    {
        QString name;
        QString label;
    };
    const QHash<QString, Expected> expected = {
        {QStringLiteral("ssh-ed25519"), {QStringLiteral("ed25519"), QStringLiteral("(ED25519)")}},
        {QStringLiteral("ecdsa-sha2-nistp256"), {QStringLiteral("ecdsa"), QStringLiteral("(ECDSA)")}},
        {QStringLiteral("ssh-rsa"), {QStringLiteral("rsa"), QStringLiteral("(RSA)")}},
    };
    QSet<QString> types;
    for (int i = 0; i < 3; ++i) {
        const fleetdeck::AgentKey& key = listing.keys.at(i);
        QVERIFY2(expected.contains(key.type), qPrintable(key.type));
        const QStringList words = QString::fromUtf8(lines.at(i)).split(QLatin1Char(' '));
        QVERIFY2(words.size() >= 4, lines.at(i).constData());
        QCOMPARE(key.fingerprint, words.at(1));
        QCOMPARE(key.comment, words.mid(2, words.size() - 3).join(QLatin1Char(' ')));
        QCOMPARE(words.last(), expected.value(key.type).label);
        types << key.type;

        const QString name = expected.value(key.type).name;
        const QString pub = m_dir.filePath(name + QStringLiteral(".pub"));
        QFile file(pub);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString pubLine = QString::fromUtf8(file.readAll().trimmed());
        const QStringList pubFields = pubLine.split(QLatin1Char(' '));
        QCOMPARE(key.type, pubFields.at(0));
        QCOMPARE(key.blob, QByteArray::fromBase64(pubFields.at(1).toLatin1()));
        QCOMPARE(key.publicKeyLine().split(QLatin1Char(' ')).mid(0, 2), pubFields.mid(0, 2));
        QCOMPARE(key.publicKeyLine(), pubLine);
        QCOMPARE(key.comment, QStringLiteral("fleet %1 k\u00e9y").arg(name));

        const Run keygen = run(m_keygen, {QStringLiteral("-lf"), pub});
        QCOMPARE(keygen.code, 0);
        QCOMPARE(key.fingerprint, QString::fromLatin1(keygen.out.split(' ').value(1)));
    }
    QCOMPARE(types.size(), 3);
}

// ssh-add -l shows a certificate with the fingerprint of the key it certifies, as we do.
void tst_AgentKeys::certificateFingerprintIsTheKeys()
{
    const QString ca = makeKey(QStringLiteral("ca"), {QStringLiteral("ed25519")}, QStringLiteral("ca"));
    const QString key =
        makeKey(QStringLiteral("certified"), {QStringLiteral("ed25519")}, QStringLiteral("certified"));
    QVERIFY(!ca.isEmpty() && !key.isEmpty());
    QCOMPARE(run(m_keygen, {QStringLiteral("-q"), QStringLiteral("-s"), ca, QStringLiteral("-I"),
                            QStringLiteral("test"), QStringLiteral("-n"), QStringLiteral("ops"),
                            key + QStringLiteral(".pub")})
                 .code,
             0);
    QVERIFY(startAgent());
    QVERIFY(addToAgent({key})); // adds the key and, beside it, key-cert.pub

    const fleetdeck::AgentListing listing = fleetdeck::listAgentKeys(m_socket);
    QVERIFY2(listing.ok, qPrintable(listing.error));
    QCOMPARE(listing.keys.size(), 2);
    QStringList types;
    for (const fleetdeck::AgentKey& k : listing.keys)
        types << k.type;
    types.sort();
    QCOMPARE(types, QStringList(
                        {QStringLiteral("ssh-ed25519"), QStringLiteral("ssh-ed25519-cert-v01@openssh.com")}));
    QCOMPARE(listing.keys.at(0).fingerprint, listing.keys.at(1).fingerprint);

    const Run listed = run(m_add, {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256")});
    const QList<QByteArray> lines = listed.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    for (int i = 0; i < 2; ++i)
        QCOMPARE(listing.keys.at(i).fingerprint, QString::fromLatin1(lines.at(i).split(' ').value(1)));
}

// No shared state: many threads listing at once all get the whole, same answer.
void tst_AgentKeys::concurrentListings()
{
    QVERIFY(startAgent());
    QVERIFY(addToAgent(m_keys));
    const fleetdeck::AgentListing expected = fleetdeck::listAgentKeys(m_socket);
    QVERIFY2(expected.ok, qPrintable(expected.error));

    std::atomic<int> matching = 0;
    std::vector<std::thread> threads;
    for (int t = 0; t < 8; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < 10; ++i) {
                const fleetdeck::AgentListing listing = fleetdeck::listAgentKeys(m_socket, 10000);
                if (listing.ok && listing.keys == expected.keys)
                    ++matching;
            }
        });
    }
    for (std::thread& t : threads)
        t.join();
    QCOMPARE(matching.load(), 80);
}

void tst_AgentKeys::socketNotSet()
{
    // Only this process's copy of the variable changes, and only for this test.
    const EnvironmentGuard guard("SSH_AUTH_SOCK");
    qunsetenv("SSH_AUTH_SOCK");
    fleetdeck::AgentListing listing = fleetdeck::listAgentKeys();
    QVERIFY(!listing.ok);
    QCOMPARE(listing.error, QStringLiteral("No ssh-agent: SSH_AUTH_SOCK is not set"));

    qputenv("SSH_AUTH_SOCK", "");
    listing = fleetdeck::listAgentKeys();
    QVERIFY(!listing.ok);
    QCOMPARE(listing.error, QStringLiteral("No ssh-agent: SSH_AUTH_SOCK is not set"));
}

void tst_AgentKeys::nothingListens_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("missing") << QStringLiteral("missing");
    QTest::newRow("stale socket") << QStringLiteral("stale");
    QTest::newRow("regular file") << QStringLiteral("file");
    QTest::newRow("directory") << QStringLiteral("directory");
    QTest::newRow("path too long") << QStringLiteral("long");
}

void tst_AgentKeys::nothingListens()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("agent.sock"));
    if (kind == QLatin1String("stale")) {
        const int fd = listeningSocket(path); // the file stays behind once the socket is closed
        QVERIFY(fd >= 0);
        ::close(fd);
    } else if (kind == QLatin1String("file")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
    } else if (kind == QLatin1String("directory")) {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("agent.sock")));
    } else if (kind == QLatin1String("long")) {
        path = dir.filePath(QString(200, QLatin1Char('a')));
    }

    QElapsedTimer timer;
    timer.start();
    const fleetdeck::AgentListing listing = fleetdeck::listAgentKeys(path);
    QVERIFY(!listing.ok);
    QVERIFY(listing.keys.isEmpty());
    QVERIFY2(listing.error.startsWith(QStringLiteral("Cannot reach the ssh-agent at %1: ").arg(path)),
             qPrintable(listing.error));
    QVERIFY2(listing.error.size() > QStringLiteral("Cannot reach the ssh-agent at %1: ").arg(path).size(),
             qPrintable(listing.error));
    QVERIFY(timer.elapsed() < 1000);
}

void tst_AgentKeys::fakeAnswers_data()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<int>("chunk");
    QTest::addColumn<int>("keys");              // when the listing succeeds
    QTest::addColumn<QString>("errorContains"); // empty when it succeeds

    const QByteArray oneKey = uint32(1) + wireString(kEd25519Blob) + wireString("fake key");
    auto ok = [](const char* name, const QByteArray& reply, int keys, int chunk = 0) {
        QTest::newRow(name) << reply << chunk << keys << QString();
    };
    auto bad = [](const char* name, const QByteArray& reply, const char* error) {
        QTest::newRow(name) << reply << 0 << 0 << QString::fromUtf8(error);
    };

    ok("no keys", message(12, uint32(0)), 0);
    ok("one key", message(12, oneKey), 1);
    ok("one key, a byte at a time", message(12, oneKey), 1, 1);
    ok("two keys, in pieces", message(12, uint32(2) + oneKey.mid(4) + oneKey.mid(4)), 2, 7);
    ok("trailing bytes ignored", message(12, oneKey + "extra"), 1);
    ok("unknown key type listed",
       message(12, uint32(1) + wireString(wireString("ssh-future@example.com") + wireString("x")) +
                       wireString("")),
       1);
    ok("largest answer", answerOfSize(256 * 1024), 1);

    bad("garbage", "hello, agent!\n", "more than the 256 KiB accepted");
    bad("one byte too large", answerOfSize(256 * 1024 + 1), "more than the 256 KiB accepted");
    bad("length only, too large", uint32(0xFFFFFFFF), "more than the 256 KiB accepted");
    bad("empty message", uint32(0), "sent an empty message");
    bad("agent failure", message(5), "refused to list its keys");
    bad("unexpected message type", message(6), "unexpected answer (message type 6)");
    bad("answer to another request", message(14, uint32(0)), "unexpected answer (message type 14)");
    bad("closed without answering", QByteArray(), "closed the connection without answering");
    bad("truncated length", QByteArray("\0\0", 2), "closed the connection in the middle of its answer");
    bad("truncated body", uint32(100) + message(12, oneKey).mid(4, 20),
        "closed the connection in the middle of its answer");
    bad("count missing", message(12), "malformed key list: the key count is missing");
    bad("count truncated", message(12, "\0\0"), "malformed key list: the key count is missing");
    bad("huge key count", message(12, uint32(0xFFFFFFFF)), "malformed key list: it claims 4294967295 keys");
    bad("huge key count with keys", message(12, uint32(100000) + oneKey.mid(4)),
        "malformed key list: it claims 100000 keys");
    bad("fewer keys than counted", message(12, uint32(2) + oneKey.mid(4)),
        "malformed key list: key 2 of 2 is truncated");
    bad("blob truncated", message(12, uint32(1) + uint32(500) + kEd25519Blob + "abcd"),
        "malformed key list: key 1 of 1 is truncated");
    bad("comment missing", message(12, uint32(1) + wireString(kEd25519Blob) + "abc" + "def"),
        "malformed key list: key 1 of 1 is truncated");
    bad("empty blob", message(12, uint32(1) + wireString("") + wireString("c")),
        "malformed key list: key 1 of 1 has no valid key type");
    bad("blob type truncated", message(12, uint32(1) + wireString(uint32(50) + "ssh") + wireString("c")),
        "malformed key list: key 1 of 1 has no valid key type");
    bad("binary key type", message(12, uint32(1) + wireString(wireString("ssh\nrsa")) + wireString("c")),
        "malformed key list: key 1 of 1 has no valid key type");
}

void tst_AgentKeys::fakeAnswers()
{
    QFETCH(QByteArray, reply);
    QFETCH(int, chunk);
    QFETCH(int, keys);
    QFETCH(QString, errorContains);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fake.sock"));
    fleetdeck::AgentListing listing;
    QByteArray request;
    {
        FakeAgent agent(path, {reply, false, true, chunk});
        QVERIFY(agent.isListening());
        listing = fleetdeck::listAgentKeys(path);
        request = agent.request();
    }
    QCOMPARE(request, kRequest);
    if (errorContains.isEmpty()) {
        QVERIFY2(listing.ok, qPrintable(listing.error));
        QCOMPARE(listing.keys.size(), keys);
        for (const fleetdeck::AgentKey& key : std::as_const(listing.keys)) {
            QVERIFY(key.fingerprint.startsWith(QLatin1String("SHA256:")));
            QVERIFY(key.publicKeyLine().startsWith(key.type + QLatin1Char(' ')));
        }
        if (keys > 0 && listing.keys.at(0).type == QLatin1String("ssh-ed25519")) {
            QCOMPARE(listing.keys.at(0).blob, kEd25519Blob);
            if (reply.size() < 1000) {
                QCOMPARE(listing.keys.at(0).comment, QStringLiteral("fake key"));
                QCOMPARE(listing.keys.at(0).publicKeyLine(),
                         QStringLiteral("ssh-ed25519 %1 fake key")
                             .arg(QString::fromLatin1(kEd25519Blob.toBase64())));
            }
        }
    } else {
        QVERIFY(!listing.ok);
        QVERIFY(listing.keys.isEmpty());
        QVERIFY2(listing.error.contains(path), qPrintable(listing.error));
        QVERIFY2(listing.error.contains(errorContains), qPrintable(listing.error));
    }
}

void tst_AgentKeys::timeoutHonoured_data()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<bool>("accept");

    QTest::newRow("never answers") << QByteArray() << true;
    QTest::newRow("never accepts") << QByteArray() << false;
    QTest::newRow("stops mid-length") << QByteArray("\0\0", 2) << true;
    QTest::newRow("stops mid-answer") << uint32(100) + QByteArray(10, '\x0c') << true;
}

void tst_AgentKeys::timeoutHonoured()
{
    QFETCH(QByteArray, reply);
    QFETCH(bool, accept);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("silent.sock"));
    FakeAgent agent(path, {reply, true, accept, 0});
    QVERIFY(agent.isListening());

    constexpr int timeoutMs = 300;
    QElapsedTimer timer;
    timer.start();
    const fleetdeck::AgentListing listing = fleetdeck::listAgentKeys(path, timeoutMs);
    const qint64 elapsed = timer.elapsed();
    QVERIFY(!listing.ok);
    QCOMPARE(listing.error, QStringLiteral("The ssh-agent at %1 did not answer within 300 ms").arg(path));
    QVERIFY2(elapsed >= timeoutMs - 30 && elapsed < timeoutMs + 700, qPrintable(QString::number(elapsed)));
}

QTEST_GUILESS_MAIN(tst_AgentKeys)
#include "tst_agentkeys.moc"
