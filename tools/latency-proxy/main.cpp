// SPDX-License-Identifier: GPL-3.0-or-later
// latency-proxy: a TCP relay on loopback that adds a fixed delay per direction (with optional
// jitter and dropped connections), for measuring over a slow network on a kernel without netem.
#include "LatencyProxy.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

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
    const QCommandLineOption listenOption(QStringLiteral("listen"),
                                          QStringLiteral("Port to listen on (0: any)."),
                                          QStringLiteral("PORT"), QStringLiteral("0"));
    const QCommandLineOption targetOption(
        QStringLiteral("target"), QStringLiteral("Port to relay to (repeatable)."), QStringLiteral("PORT"));
    const QCommandLineOption delayOption(QStringLiteral("delay-ms"),
                                         QStringLiteral("One-way delay (default 25)."), QStringLiteral("MS"),
                                         QStringLiteral("25"));
    const QCommandLineOption jitterOption(QStringLiteral("jitter-ms"), QStringLiteral("Jitter (default 0)."),
                                          QStringLiteral("MS"), QStringLiteral("0"));
    const QCommandLineOption dropOption(
        QStringLiteral("drop"), QStringLiteral("Share of new connections closed at once (default 0)."),
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
    options.seed = parser.value(seedOption).toULongLong();
    QList<quint16> ports;
    for (const QString& target : targets) {
        bool ok = false;
        const quint16 port = quint16(target.toUInt(&ok));
        if (!ok || port == 0) {
            std::fprintf(stderr, "latency-proxy: invalid --target '%s'\n", qPrintable(target));
            return 2;
        }
        ports << port;
    }
    // One relay thread for every route: what falls due together goes out in one wake-up.
    options.targetPort = ports.first();
    LatencyProxy proxy(options);
    const bool listening = targets.size() == 1 ? proxy.listen(quint16(parser.value(listenOption).toUInt()))
                                               : proxy.listen(ports);
    if (!listening) {
        std::fprintf(stderr, "latency-proxy: %s\n", qPrintable(proxy.errorString()));
        return 1;
    }
    if (targets.size() == 1) {
        std::printf("listening on 127.0.0.1:%u\n", unsigned(proxy.port()));
    } else {
        for (qsizetype i = 0; i < ports.size(); ++i)
            std::printf("listening on 127.0.0.1:%u -> %u\n", unsigned(proxy.ports().at(i)),
                        unsigned(ports.at(i)));
    }
    std::fflush(stdout);
    return app.exec();
}
