// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoFleet.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>

namespace fleetdeck::demo {

namespace {

// What the default benchmark (18 porep proofs) takes at a real GPU's pace (bench-batch.txt).
constexpr double kDefaultBenchmarkSecs = 1350;

QString nodeDirectory(const QString& fleetDirectory, const QString& name)
{
    return fleetDirectory + QStringLiteral("/nodes/") + name;
}

} // namespace

DemoFleet::DemoFleet(QString directory)
    : m_directory(std::move(directory))
{}

// Nodes stop in reverse order of start, as each one's destructor stops its processes.
DemoFleet::~DemoFleet()
{
    while (!m_nodes.empty())
        m_nodes.pop_back();
}

std::vector<DemoNode::Spec> DemoFleet::situations()
{
    const auto node = [](const char* name, const char* gpu, const char* region, const char* situation) {
        DemoNode::Spec spec;
        spec.name = QLatin1String(name);
        spec.gpu = QLatin1String(gpu);
        spec.region = QLatin1String(region);
        spec.situation = QLatin1String(situation);
        spec.bench.timeScale = kBenchTimeScale;
        return spec;
    };
    DemoNode::Spec healthy = node("fra-4090-01", "4090", "fra", "healthy");
    healthy.simulatorProfile = QStringLiteral("healthy");
    DemoNode::Spec busy = node("fra-4090-02", "4090", "fra", "busy");
    busy.simulatorProfile = QStringLiteral("busy");
    // Worked hard, it runs hot: its benchmark's last proofs slow down.
    busy.bench.throttle = true;
    DemoNode::Spec failing = node("nyc-a100-01", "a100", "nyc", "failing");
    failing.simulatorProfile = QStringLiteral("failing");
    // Fast enough that its proofs fail between two polls of the console, as a sick node's do.
    failing.simulatorTimeScale = 30;
    // Its benchmark fails every fifth proof too.
    failing.bench.failEvery = 5;
    DemoNode::Spec daemonDown = node("nyc-a100-02", "a100", "nyc", "daemon-down");
    // The daemon behind the refused key runs: deploying the key is all the node needs.
    // The Singapore nodes are rented from vast.ai: the one whose key is missing is a running
    // instance (deploying a key attaches it through the platform too), the unreachable one has
    // exited there.
    DemoNode::Spec keyMissing = node("sgp-h100-01", "h100", "sgp", "key-missing");
    keyMissing.vastInstanceId = QStringLiteral("28119001");
    keyMissing.dollarsPerHour = 2.416;
    keyMissing.authorizesIdentity = false;
    keyMissing.simulatorProfile = QStringLiteral("healthy");
    DemoNode::Spec unreachable = node("sgp-h100-02", "h100", "sgp", "unreachable");
    unreachable.runsSshd = false;
    unreachable.vastInstanceId = QStringLiteral("28119002");
    unreachable.dollarsPerHour = 2.389;
    return {healthy, busy, failing, daemonDown, keyMissing, unreachable};
}

QList<QJsonObject> DemoFleet::vastOffers()
{
    const auto offer = [](qint64 id, qint64 machine, int gpus, const char* gpu, double dphBase,
                          double reliability, const char* where) {
        return QJsonObject{{QStringLiteral("id"), id},
                           {QStringLiteral("ask_contract_id"), id},
                           {QStringLiteral("machine_id"), machine},
                           {QStringLiteral("host_id"), machine + 100000},
                           {QStringLiteral("num_gpus"), gpus},
                           {QStringLiteral("gpu_name"), QLatin1String(gpu)},
                           {QStringLiteral("gpu_ram"), 24564},
                           {QStringLiteral("cpu_name"), QStringLiteral("AMD EPYC 7543 32-Core Processor")},
                           {QStringLiteral("cpu_cores_effective"), 16.0 * gpus},
                           {QStringLiteral("cpu_ram"), 128900 * gpus},
                           {QStringLiteral("disk_space"), 800.0},
                           {QStringLiteral("inet_down"), 940.0},
                           {QStringLiteral("inet_up"), 610.0},
                           {QStringLiteral("pcie_bw"), 24.5},
                           {QStringLiteral("dph_base"), dphBase},
                           {QStringLiteral("dph_total"), dphBase},
                           {QStringLiteral("storage_cost"), 0.12},
                           {QStringLiteral("reliability2"), reliability},
                           {QStringLiteral("dlperf"), 70.0 * gpus},
                           {QStringLiteral("geolocation"), QLatin1String(where)},
                           {QStringLiteral("cuda_max_good"), 12.4},
                           {QStringLiteral("driver_version"), QStringLiteral("550.90.07")},
                           {QStringLiteral("verification"), QStringLiteral("verified")},
                           {QStringLiteral("rentable"), true},
                           {QStringLiteral("rented"), false}};
    };
    return {offer(30300001, 64001, 1, "RTX 4090", 0.36, 0.997, "Oslo, NO"),
            offer(30300002, 64002, 1, "RTX 4090", 0.29, 0.981, "Texas, US"),
            offer(30300003, 64003, 1, "RTX 4090", 0.31, 0.962, "Quebec, CA"),
            offer(30300004, 64004, 2, "RTX 4090", 0.74, 0.993, "Frankfurt, DE"),
            offer(30300005, 64005, 1, "A100 SXM4", 1.12, 0.999, "Virginia, US")};
}

void DemoFleet::removePreviousRun() const
{
    for (const QString& suffix :
         {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
        QFile::remove(databasePath() + suffix);
    QFile::remove(knownHostsPath());
    QFile::remove(vastUrlPath());
    QFile::remove(m_directory + QStringLiteral("/vast-instances.json"));
    QFile::remove(m_directory + QStringLiteral("/rent_ed25519"));
    QFile::remove(m_directory + QStringLiteral("/rent_ed25519.pub"));
    QDir(m_directory + QStringLiteral("/cloud")).removeRecursively();
    for (const DemoNode::Spec& spec : situations())
        QDir(nodeDirectory(m_directory, spec.name)).removeRecursively();
    QDir(m_directory).rmdir(QStringLiteral("nodes")); // only if empty
}

QList<QJsonObject> DemoFleet::vastInstances() const
{
    QList<QJsonObject> instances;
    int machine = 71020;
    for (const auto& node : m_nodes) {
        const DemoNode::Spec& spec = node->spec();
        if (spec.vastInstanceId.isEmpty())
            continue;
        const bool running = spec.runsSshd;
        const QString port = QString::number(node->sshPort());
        instances << QJsonObject{
            {QStringLiteral("id"), spec.vastInstanceId.toLongLong()},
            {QStringLiteral("label"), spec.name},
            {QStringLiteral("public_ipaddr"), QStringLiteral("127.0.0.1")},
            {QStringLiteral("ports"),
             QJsonObject{{QStringLiteral("22/tcp"),
                          QJsonArray{QJsonObject{{QStringLiteral("HostIp"), QStringLiteral("0.0.0.0")},
                                                 {QStringLiteral("HostPort"), port}}}}}},
            {QStringLiteral("actual_status"), running ? QStringLiteral("running") : QStringLiteral("exited")},
            {QStringLiteral("status_msg"), running ? QStringLiteral("success, running cuzk")
                                                   : QStringLiteral("Instance stopped: host maintenance")},
            {QStringLiteral("gpu_name"), QStringLiteral("H100 SXM")},
            {QStringLiteral("num_gpus"), 1},
            {QStringLiteral("dph_total"), spec.dollarsPerHour},
            {QStringLiteral("machine_id"), machine++},
            {QStringLiteral("geolocation"), QStringLiteral("Singapore, SG")},
            {QStringLiteral("image_runtype"), QStringLiteral("ssh_direc ssh_proxy")}};
    }
    return instances;
}

bool DemoFleet::start(const QString& simulatorPath, bool (*interrupted)())
{
    quint64 seed = 1;
    for (const DemoNode::Spec& spec : situations()) {
        if (interrupted()) {
            m_errorString = QStringLiteral("interrupted");
            return false;
        }
        auto node = std::make_unique<DemoNode>(spec, nodeDirectory(m_directory, spec.name));
        if (!node->start(simulatorPath, seed++)) {
            m_errorString = QStringLiteral("%1: %2").arg(spec.name, node->errorString());
            return false;
        }
        m_nodes.push_back(std::move(node));
    }
    m_vast.setApiKey(kVastApiKey);
    m_vast.setInstances(vastInstances());
    m_vast.setOffers(vastOffers());
    m_vast.setNextInstanceId(28120001);
    if (!m_vast.start()) {
        m_errorString = QStringLiteral("the vast.ai stand-in: %1").arg(m_vast.errorString());
        return false;
    }
    m_cloud =
        std::make_unique<SimulatedVastCloud>(&m_vast, simulatorPath, m_directory + QStringLiteral("/cloud"));
    if (!m_cloud->start()) {
        m_errorString = QStringLiteral("the simulated vast.ai machines: %1").arg(m_cloud->errorString());
        return false;
    }
    // What renting the offers shows: one machine that proves well, one that proves at a quarter of
    // the pace (its rule retires it), one that never leaves loading.
    m_cloud->setProfile(QStringLiteral("30300001"),
                        *SimulatedVastCloud::Profile::named(QStringLiteral("healthy")));
    m_cloud->setProfile(QStringLiteral("30300002"),
                        *SimulatedVastCloud::Profile::named(QStringLiteral("slow")));
    m_cloud->setProfile(QStringLiteral("30300003"),
                        *SimulatedVastCloud::Profile::named(QStringLiteral("loading")));
    // For scripts (and tests) that talk to it: the address, one line.
    QSaveFile file(vastUrlPath());
    if (!file.open(QIODevice::WriteOnly) || file.write(vastUrl().toString().toUtf8() + '\n') < 0 ||
        !file.commit()) {
        m_errorString = QStringLiteral("cannot write %1: %2").arg(vastUrlPath(), file.errorString());
        return false;
    }
    return true;
}

bool DemoFleet::writeKnownHosts()
{
    QSaveFile file(knownHostsPath());
    if (file.open(QIODevice::WriteOnly)) {
        for (const auto& node : m_nodes) {
            if (const QString line = node->knownHostsLine(); !line.isEmpty())
                file.write(line.toUtf8() + '\n');
        }
        if (file.commit())
            return true;
    }
    m_errorString = QStringLiteral("cannot write %1: %2").arg(knownHostsPath(), file.errorString());
    return false;
}

bool DemoFleet::runCli(const QString& cliPath, const QStringList& arguments)
{
    const QStringList all = QStringList{QStringLiteral("--db"), databasePath()} + arguments;
    QProcess cli;
    cli.setStandardInputFile(QProcess::nullDevice());
    cli.start(cliPath, all);
    const bool finished = cli.waitForFinished(60000);
    if (finished && cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0)
        return true;
    m_errorString =
        QStringLiteral("%1 %2 failed (%3): %4")
            .arg(cliPath, all.join(QLatin1Char(' ')),
                 finished ? QStringLiteral("exit code %1").arg(cli.exitCode()) : cli.errorString(),
                 QString::fromLocal8Bit(cli.readAllStandardError()).trimmed());
    if (cli.state() != QProcess::NotRunning) {
        cli.kill();
        cli.waitForFinished();
    }
    return false;
}

bool DemoFleet::registerNodes(const QString& cliPath, const QString& user)
{
    // The vast.ai nodes come from the account's listing, as an operator's would.
    const QString listing = m_directory + QStringLiteral("/vast-instances.json");
    QJsonArray instances;
    for (const QJsonObject& o : vastInstances())
        instances.append(o);
    QSaveFile file(listing);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(QJsonObject{{QStringLiteral("instances"), instances}}).toJson()) < 0 ||
        !file.commit()) {
        m_errorString = QStringLiteral("cannot write %1: %2").arg(listing, file.errorString());
        return false;
    }
    if (!runCli(cliPath,
                {QStringLiteral("node"), QStringLiteral("import"), QStringLiteral("--vast-json"), listing}))
        return false;
    for (const auto& node : m_nodes) {
        QStringList arguments = node->nodeAddArguments(user);
        if (!node->spec().vastInstanceId.isEmpty())
            arguments[1] = QStringLiteral("edit"); // imported: only the demo's own settings are added
        if (!runCli(cliPath, arguments))
            return false;
    }
    // Renting: a template whose qualification preset is measured once on the healthy node (which
    // also gives the 4090 offers an expected rate), the key its machines are rented with.
    m_rentIdentity = SshKeyPair::generate(m_directory + QStringLiteral("/rent_ed25519"),
                                          QStringLiteral("fleetdeck-demo@rent"));
    if (!m_rentIdentity.isValid()) {
        m_errorString = m_rentIdentity.errorString();
        return false;
    }
    const QString healthy = m_nodes.front()->spec().name;
    return runCli(cliPath,
                  {QStringLiteral("--known-hosts"), knownHostsPath(), QStringLiteral("bench"),
                   QStringLiteral("run"), QStringLiteral("--save-preset"), QStringLiteral("qualify"),
                   QStringLiteral("--warmup"), QStringLiteral("1"), QStringLiteral("--timed"),
                   QStringLiteral("5"), QStringLiteral("--cooldown"), QStringLiteral("0"), healthy}) &&
           runCli(cliPath, {QStringLiteral("vast"),
                            QStringLiteral("templates"),
                            QStringLiteral("set"),
                            QStringLiteral("demo"),
                            QStringLiteral("--image"),
                            QStringLiteral("ghcr.io/example/cuzk:demo"),
                            QStringLiteral("--disk"),
                            QStringLiteral("60"),
                            QStringLiteral("--identity"),
                            m_rentIdentity.privateKeyPath(),
                            QStringLiteral("--user"),
                            user,
                            QStringLiteral("--status-port"),
                            QString::number(m_cloud->statusPort()),
                            QStringLiteral("--preset"),
                            QStringLiteral("qualify"),
                            QStringLiteral("--min-proofs-per-hour"),
                            QStringLiteral("30"),
                            QStringLiteral("--ssh-minutes"),
                            QStringLiteral("3"),
                            QStringLiteral("--daemon-minutes"),
                            QStringLiteral("5"),
                            QStringLiteral("--qualify-minutes"),
                            QStringLiteral("5"),
                            QStringLiteral("--auto-retire"),
                            QStringLiteral("yes")});
}

QString DemoFleet::summary(const QString& cliPath, const QString& store) const
{
    // The store the consoles and the commands below use: the file, or a team's copy of it.
    const QString db = store.isEmpty() ? databasePath() : QLatin1Char('\'') + store + QLatin1Char('\'');
    QString text;
    text += QStringLiteral("Fleetdeck demo fleet: %1 nodes on 127.0.0.1\n").arg(m_nodes.size());
    text += QStringLiteral("  database     %1\n").arg(db);
    text += QStringLiteral("  known_hosts  %1\n\n").arg(knownHostsPath());
    text += QStringLiteral("  %1 %2 %3 %4 %5\n")
                .arg(QStringLiteral("NODE"), -13)
                .arg(QStringLiteral("SITUATION"), -12)
                .arg(QStringLiteral("SSH"), -6)
                .arg(QStringLiteral("STATUS"), -7)
                .arg(QStringLiteral("LABELS"));
    for (const auto& node : m_nodes) {
        text += QStringLiteral("  %1 %2 %3 %4 %5\n")
                    .arg(node->spec().name, -13)
                    .arg(node->spec().situation, -12)
                    .arg(node->sshPort(), -6)
                    .arg(node->statusPort(), -7)
                    .arg(node->labels().join(QLatin1Char(' ')));
    }
    text += QStringLiteral("\nTry: %1 --db %2 node list\n").arg(cliPath, db);
    text += QStringLiteral("Benchmark (simulated cuzk-bench, 18 porep proofs in about %1 s): %2 --db %3 "
                           "--known-hosts %4 bench run NODE\n")
                .arg(qRound(kDefaultBenchmarkSecs / kBenchTimeScale))
                .arg(cliPath, db, knownHostsPath());
    for (const auto& node : m_nodes) {
        if (node->spec().authorizesIdentity || !node->spec().runsSshd)
            continue;
        // The key-missing situation is fixed by deploying the console's key, logging in with the
        // key the node was set up with.
        const QString dir = nodeDirectory(m_directory, node->spec().name);
        text +=
            QStringLiteral("\n%1 refuses the console's key. Fix it with Deploy Key… (key %2/id_ed25519.pub,\n"
                           "logging in with %2/other_operator_ed25519), or:\n"
                           "  VAST_API_KEY=%6 %3 --db %4 --known-hosts %5 keys deploy \\\n"
                           "      --pub %2/id_ed25519.pub --access-identity %2/other_operator_ed25519 \\\n"
                           "      --vast-url %7 %1\n")
                .arg(node->spec().name, dir, cliPath, db, knownHostsPath(), QString::fromLatin1(kVastApiKey),
                     vastUrl().toString());
    }
    text += QStringLiteral("\nvast.ai (a local stand-in of its API, API key %1): %2, also in %3\n")
                .arg(QString::fromLatin1(kVastApiKey), vastUrl().toString(), vastUrlPath());
    const QString vast =
        QStringLiteral("VAST_API_KEY=%1 %2 --db %3 --known-hosts %4 --host-key-policy accept-new")
            .arg(QString::fromLatin1(kVastApiKey), cliPath, db, knownHostsPath());
    text +=
        QStringLiteral("Rent from it (offer 30300001 proves well, 30300002 slowly, 30300003 never leaves "
                       "loading): in the console, View > Offers (Ctrl+Shift+O), select offers and Rent\n"
                       "Selected with template demo; the console qualifies them and retires the slow one.\n"
                       "Or with the CLI:\n"
                       "  %1 vast offers --vast-url %2\n"
                       "  %1 vast rent 30300001 30300002 --template demo --yes --vast-url %2\n"
                       "  %1 lifecycle --watch 5 --vast-url %2\n")
            .arg(vast, vastUrl().toString());
    return text;
}

} // namespace fleetdeck::demo
