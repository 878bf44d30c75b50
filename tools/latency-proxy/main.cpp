// SPDX-License-Identifier: GPL-3.0-or-later
// latency-proxy: a TCP relay on loopback that adds a fixed delay per direction (with optional
// jitter and dropped connections), for measuring over a slow network on a kernel without netem.
#include "LatencyProxy.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>
#include <memory>
#include <vector>

using fleetdeck::tools::LatencyProxy;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("latency-proxy"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Relays 127.0.0.1:LISTEN to 127.0.0.1:TARGET, delaying each direction by DELAY ms.\n"
        "Prints 'listening on 127.0.0.1:PORT' once ready. Loopback only.\n"
        "With --target given more than once, each target gets a listener of its own on any free\n"
        "port, and one line 'listening on 127.0.0.1:PORT -> TARGET' per target, in their order,\n"
        "says where (a whole fleet behind one process)."));
    parser.addHelpOption();
    const QCommandLineOption listenOption(QStringLiteral("listen"), QStringLiteral("Port to listen on (0: any)."),
                                          QStringLiteral("PORT"), QStringLiteral("0"));
    const QCommandLineOption targetOption(QStringLiteral("target"), QStringLiteral("Port to relay to (repeatable)."),
                                          QStringLiteral("PORT"));
    const QCommandLineOption delayOption(QStringLiteral("delay-ms"), QStringLiteral("One-way delay (default 25)."),
                                         QStringLiteral("MS"), QStringLiteral("25"));
    const QCommandLineOption jitterOption(QStringLiteral("jitter-ms"), QStringLiteral("Jitter (default 0)."),
                                          QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption dropOption(QStringLiteral("drop"),
                                        QStringLiteral("Share of new connections closed at once (default 0)."),
                                        QStringLiteral("RATE"), QStringLiteral("0"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."),
                                        QStringLiteral("N"), QStringLiteral("1"));
    parser.addOptions({listenOption, targetOption, delayOption, jitterOption, dropOption, seedOption});
    parser.process(app);
    const QStringList targets = parser.values(targetOption);
    if (targets.isEmpty()) {
        std::fputs("latency-proxy: --target PORT is required\n", stderr);
        return 2;
    }
    if (targets.size() > 1 && parser.value(listenOption).toUInt() != 0) {
        std::fputs("latency-proxy: --listen goes with a single --target\n", stderr);
        return 2;
    }
    LatencyProxy::Options options;
    options.delayMs = parser.value(delayOption).toInt();
    options.jitterMs = parser.value(jitterOption).toInt();
    options.dropRate = parser.value(dropOption).toDouble();
    const quint64 seed = parser.value(seedOption).toULongLong();
    std::vector<std::unique_ptr<LatencyProxy>> proxies;
    for (const QString& target : targets) {
        bool ok = false;
        options.targetPort = quint16(target.toUInt(&ok));
        if (!ok || options.targetPort == 0) {
            std::fprintf(stderr, "latency-proxy: invalid --target '%s'\n", qPrintable(target));
            return 2;
        }
        options.seed = seed + proxies.size(); // each route its own draws, the run still reproducible
        auto proxy = std::make_unique<LatencyProxy>(options);
        if (!proxy->listen(quint16(parser.value(listenOption).toUInt()))) {
            std::fprintf(stderr, "latency-proxy: %s\n", qPrintable(proxy->errorString()));
            return 1;
        }
        if (targets.size() == 1)
            std::printf("listening on 127.0.0.1:%u\n", unsigned(proxy->port()));
        else
            std::printf("listening on 127.0.0.1:%u -> %u\n", unsigned(proxy->port()), unsigned(options.targetPort));
        proxies.push_back(std::move(proxy));
    }
    std::fflush(stdout);
    return app.exec();
}
