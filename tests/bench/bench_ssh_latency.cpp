// SPDX-License-Identifier: GPL-3.0-or-later
// Warm latency of one exec and one status GET on loopback: Fleetdeck's engine beside the
// baseline measured in the same run (OpenSSH ControlMaster, then `ssh -S … curl`).
//
//   bench_ssh_latency [ROUNDS]      (default 50)
#include "ssh/SshEngine.h"

#include "support/ChildProcess.h"
#include "support/CuzkSimProcess.h"
#include "support/OpenSshClient.h"
#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"
#include "support/SshdServer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace fleetdeck;
using namespace fleetdeck::ssh;

namespace {
struct Figures
{
    double median = 0;
    double p95 = 0;
    double min = 0;
};

Figures summarize(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    const auto at = [&ms](double q) { return ms.at(qsizetype(q * double(ms.size() - 1) + 0.5)); };
    return {at(0.5), at(0.95), ms.first()};
}

double runOnce(SshEngine& engine, const OperationRequest& request, bool* ok)
{
    QEventLoop loop;
    double ms = -1;
    const quint64 id = engine.submit(request);
    const auto c = QObject::connect(&engine, &SshEngine::finished, &loop, [&](const OperationResult& r) {
        if (r.id != id)
            return;
        *ok = r.ok();
        ms = r.ms;
        loop.quit();
    });
    loop.exec();
    QObject::disconnect(c);
    return ms;
}

double runProcess(const QStringList& args, bool* ok)
{
    ChildProcess p;
    QElapsedTimer clock;
    clock.start();
    if (!p.start(OpenSshInstallation::ssh(), args)) {
        *ok = false;
        return -1;
    }
    p.process().closeWriteChannel();
    *ok = p.process().waitForFinished(30000) && p.process().exitCode() == 0;
    return clock.nsecsElapsed() / 1e6;
}

void print(const char* what, const Figures& f)
{
    std::printf("  %-44s median %8.2f ms   p95 %8.2f ms   min %8.2f ms\n", what, f.median, f.p95, f.min);
}
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(5, std::atoi(argv[1])) : 50;
    QTemporaryDir dir;
    const SshKeyPair key =
        SshKeyPair::generate(dir.filePath(QStringLiteral("id_ed25519")), QStringLiteral("bench"));
    SshdServer server;
    CuzkSimProcess sim(QStringLiteral(CUZK_SIM_PATH), CuzkSimProcess::Options{});
    if (!key.isValid() || !server.start() || !sim.start()) {
        std::fprintf(stderr, "bench_ssh_latency: cannot start sshd/cuzk-sim: %s\n",
                     qPrintable(server.errorString()));
        return 1;
    }
    server.setAuthorizedKeys({key.publicKeyLine()});
    const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    server.writeKnownHosts(knownHosts);

    SshTarget target;
    target.node = QStringLiteral("bench");
    target.host = QStringLiteral("127.0.0.1");
    target.port = server.port();
    target.user = OpenSshClient::currentUserName();
    target.identity = key.privateKeyPath();
    target.knownHostsPath = knownHosts;
    target.useAgent = false;
    target.useDefaultKeys = false;

    OperationRequest exec;
    exec.target = target;
    exec.command = QStringLiteral("true");
    OperationRequest get;
    get.kind = OperationKind::HttpGet;
    get.target = target;
    get.httpPort = sim.port();

    SshEngine engine(1);
    bool ok = true;
    runOnce(engine, exec, &ok); // log in once: what follows is warm
    QList<double> engineExec, engineGet;
    for (int i = 0; i < rounds && ok; ++i)
        engineExec << runOnce(engine, exec, &ok);
    for (int i = 0; i < rounds && ok; ++i)
        engineGet << runOnce(engine, get, &ok);
    if (!ok) {
        std::fprintf(stderr, "bench_ssh_latency: an engine operation failed\n");
        return 1;
    }

    // Baseline: OpenSSH multiplexing over a ControlMaster, the old dashboard's method.
    const QString control = dir.filePath(QStringLiteral("cm"));
    const OpenSshClient client(server.port(), key.privateKeyPath(), knownHosts);
    auto baseline = [&](const QString& command) {
        QStringList args = client.arguments(command);
        args.replaceInStrings(QStringLiteral("ControlMaster=no"), QStringLiteral("ControlMaster=auto"));
        args.replaceInStrings(QStringLiteral("ControlPath=none"), QStringLiteral("ControlPath=") + control);
        args.prepend(QStringLiteral("ControlPersist=60"));
        args.prepend(QStringLiteral("-o"));
        return args;
    };
    runProcess(baseline(QStringLiteral("true")), &ok); // starts the master
    QList<double> baseExec, baseGet;
    const QString curl =
        QStringLiteral("curl -sf --max-time 3 http://127.0.0.1:%1/status >/dev/null").arg(sim.port());
    for (int i = 0; i < rounds && ok; ++i)
        baseExec << runProcess(baseline(QStringLiteral("true")), &ok);
    for (int i = 0; i < rounds && ok; ++i)
        baseGet << runProcess(baseline(curl), &ok);
    QStringList stop = baseline(QString());
    stop.removeLast();
    stop.insert(stop.size() - 2, QStringLiteral("-O"));
    stop.insert(stop.size() - 2, QStringLiteral("exit"));
    runProcess(stop, &ok);

    std::printf("Warm latency on loopback, %d rounds each (sshd %s)\n", rounds,
                qPrintable(OpenSshInstallation::sshd()));
    print("fleetdeck exec `true`", summarize(engineExec));
    print("baseline  ssh -S (ControlMaster) `true`", summarize(baseExec));
    print("fleetdeck GET /status (direct-tcpip)", summarize(engineGet));
    print("baseline  ssh -S … curl /status", summarize(baseGet));
    return 0;
}
