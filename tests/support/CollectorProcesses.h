// SPDX-License-Identifier: GPL-3.0-or-later
// `fleetdeck-cli collect` processes for tests, and what they left in the store: who leases which
// node, and when each node was polled.
#pragma once

#include "support/PostgresServer.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <memory>

namespace fleetdeck::test {

struct CollectorProcess
{
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    QByteArray err;
    quint16 metricsPort = 0;
};

struct CollectorRun
{
    QString cliPath;
    QStringList global; ///< --db URL and the like, before the command
    QString home;       ///< the process's HOME
    int leaseSeconds = 3;
    int intervalSeconds = 1;
    QProcessEnvironment extraEnvironment; ///< set on top of this process's environment
};

/// Starts a collector serving /metrics on a free loopback port, and waits (up to 30 s) until it
/// says where; null when it did not get that far.
inline std::unique_ptr<CollectorProcess> startCollector(const CollectorRun& run)
{
    auto c = std::make_unique<CollectorProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), run.home);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    for (const QString& key : run.extraEnvironment.keys())
        env.insert(key, run.extraEnvironment.value(key));
    c->process->setProcessEnvironment(env);
    c->process->setStandardInputFile(QProcess::nullDevice());
    c->process->start(run.cliPath,
                      run.global +
                          QStringList{QStringLiteral("collect"), QStringLiteral("--lease"),
                                      QString::number(run.leaseSeconds), QStringLiteral("--interval"),
                                      QString::number(run.intervalSeconds),
                                      QStringLiteral("--metrics-listen"), QStringLiteral("127.0.0.1:0")});
    if (!c->process->waitForStarted())
        return nullptr;
    // "serving metrics on http://127.0.0.1:PORT/metrics"
    static const QRegularExpression serving(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/metrics"));
    QDeadlineTimer deadline(30000);
    while (!deadline.hasExpired() && c->metricsPort == 0) {
        c->process->waitForReadyRead(200);
        c->err += c->process->readAllStandardError();
        const QRegularExpressionMatch m = serving.match(QString::fromUtf8(c->err));
        if (m.hasMatch())
            c->metricsPort = quint16(m.captured(1).toUInt());
    }
    return c->metricsPort ? std::move(c) : nullptr;
}

/// node name -> collector, for the leases valid now.
inline QHash<QString, QString> liveLeases(PostgresServer& server, const QString& database)
{
    QString out;
    QHash<QString, QString> result;
    if (!server.psql(
            QStringLiteral("SELECT n.name, l.collector FROM node_leases l JOIN nodes n ON n.id = "
                           "l.node_id WHERE l.expires_at >= (extract(epoch from now()) * 1000)::bigint"),
            database, &out))
        return result;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char('|'));
        result.insert(f.value(0), f.value(1));
    }
    return result;
}

/// How many nodes each collector holds, for the leases valid now.
inline QHash<QString, int> leasesPerCollector(const QHash<QString, QString>& leases)
{
    QHash<QString, int> counts;
    for (const QString& holder : leases)
        ++counts[holder];
    return counts;
}

/// Every node's polls (the status history's sample times, ms since the epoch), in time order.
inline QHash<QString, QList<qint64>> pollsByNode(PostgresServer& server, const QString& database)
{
    QString out;
    QHash<QString, QList<qint64>> polls;
    if (!server.psql(
            QStringLiteral("SELECT n.name, s.at FROM status_samples s JOIN nodes n ON n.id = s.node_id "
                           "ORDER BY n.name, s.at"),
            database, &out))
        return polls;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char('|'));
        polls[f.value(0)] << f.value(1).toLongLong();
    }
    return polls;
}

/// The widest gap between two polls of one node (the later one at `since` or after), and the most
/// polls any one node had from `since` on. A poll's time is when its answer came, so two polls of
/// one collector can land closer than its interval when the first answer was slow: a node polled
/// by two collectors shows instead as twice the polls a window should hold.
struct PollGaps
{
    qint64 widest = 0;
    QString widestNode;
    int most = 0; ///< polls of the node polled most often since `since`
    QString mostNode;
};

inline PollGaps pollGaps(const QHash<QString, QList<qint64>>& polls, qint64 since = 0)
{
    PollGaps gaps;
    for (auto it = polls.cbegin(); it != polls.cend(); ++it) {
        const QList<qint64>& at = it.value();
        int count = 0;
        for (qsizetype i = 0; i < at.size(); ++i) {
            if (at[i] < since)
                continue;
            ++count;
            if (i == 0)
                continue;
            const qint64 gap = at[i] - at[i - 1];
            if (gap > gaps.widest) {
                gaps.widest = gap;
                gaps.widestNode = it.key();
            }
        }
        if (count > gaps.most) {
            gaps.most = count;
            gaps.mostNode = it.key();
        }
    }
    return gaps;
}

/// The most polls a node polled by one collector every `intervalMs` can have in `windowMs`: one
/// per interval, one more for the window's edges, one for a slow first answer (answers, not
/// requests, are timed) and one for a handover (the collector that gave the node up polled it
/// just before the one that took it). Two collectors polling it for a few intervals exceed it.
inline int mostPollsOfOneCollector(qint64 windowMs, int intervalMs)
{
    return int(windowMs / intervalMs) + 3;
}

} // namespace fleetdeck::test
