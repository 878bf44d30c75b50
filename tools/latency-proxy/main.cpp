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
        "Prints 'listening on 127.0.0.1:PORT' once ready. Loopback only."));
    parser.addHelpOption();
    const QCommandLineOption listenOption(QStringLiteral("listen"), QStringLiteral("Port to listen on (0: any)."),
                                          QStringLiteral("PORT"), QStringLiteral("0"));
    const QCommandLineOption targetOption(QStringLiteral("target"), QStringLiteral("Port to relay to."),
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
    if (!parser.isSet(targetOption)) {
        std::fputs("latency-proxy: --target PORT is required\n", stderr);
        return 2;
    }
    LatencyProxy::Options options;
    options.targetPort = quint16(parser.value(targetOption).toUInt());
    options.delayMs = parser.value(delayOption).toInt();
    options.jitterMs = parser.value(jitterOption).toInt();
    options.dropRate = parser.value(dropOption).toDouble();
    options.seed = parser.value(seedOption).toULongLong();
    LatencyProxy proxy(options);
    if (!proxy.listen(quint16(parser.value(listenOption).toUInt()))) {
        std::fprintf(stderr, "latency-proxy: %s\n", qPrintable(proxy.errorString()));
        return 1;
    }
    std::printf("listening on 127.0.0.1:%u\n", unsigned(proxy.port()));
    std::fflush(stdout);
    return app.exec();
}
