// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineBatch.h"

#include "status/CuzkStatus.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QSet>
#include <QTimer>

namespace fleetdeck::perf {

namespace {
// The poller's reading of an answer: "" when it is a status, or what is wrong.
QString problemOf(const ssh::OperationResult& r)
{
    if (!r.ok())
        return r.diagnosis->code + QStringLiteral(": ") + r.diagnosis->detail;
    QString error;
    if (r.kind == ssh::OperationKind::HttpGet && !status::CuzkStatus::parse(r.http.body, &error))
        return QStringLiteral("unreadable status: ") + error;
    return {};
}
// What one answer, `ms` after its submission, adds to an outcome.
void count(EngineBatch::Outcome& outcome, const ssh::OperationResult& r, double ms)
{
    outcome.ms << ms;
    const QString problem = problemOf(r);
    if (!problem.isEmpty() && outcome.failures++ == 0)
        outcome.firstError = r.node + QStringLiteral(": ") + problem;
    outcome.fresh += r.freshSession ? 1 : 0;
}
} // namespace

EngineBatch::Outcome EngineBatch::sequence(ssh::SshEngine& engine, const ssh::OperationRequest& request,
                                           int rounds, int timeoutMs)
{
    Outcome outcome;
    QEventLoop loop;
    QElapsedTimer wall;
    QElapsedTimer clock;
    quint64 pending = 0;
    const auto submit = [&] {
        clock.start();
        pending = engine.submit(request);
    };
    const auto connection =
        QObject::connect(&engine, &ssh::SshEngine::finished, &loop, [&](const ssh::OperationResult& r) {
            if (r.id != pending)
                return;
            count(outcome, r, double(clock.nsecsElapsed()) / 1e6);
            if (outcome.ms.size() < rounds && outcome.failures == 0)
                submit();
            else
                loop.quit();
        });
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        if (outcome.failures++ == 0)
            outcome.firstError = QStringLiteral("no answer within %1 ms").arg(timeoutMs);
        loop.quit();
    });
    timeout.start(timeoutMs);
    wall.start();
    submit();
    loop.exec();
    outcome.wallMs = double(wall.nsecsElapsed()) / 1e6;
    QObject::disconnect(connection);
    return outcome;
}

EngineBatch::Outcome EngineBatch::run(ssh::SshEngine& engine, const QList<ssh::OperationRequest>& requests,
                                      int timeoutMs)
{
    Outcome outcome;
    QEventLoop loop;
    QSet<quint64> pending;
    QElapsedTimer clock;
    const auto connection =
        QObject::connect(&engine, &ssh::SshEngine::finished, &loop, [&](const ssh::OperationResult& r) {
            if (!pending.remove(r.id))
                return;
            count(outcome, r, double(clock.nsecsElapsed()) / 1e6);
            if (pending.isEmpty())
                loop.quit();
        });
    clock.start();
    for (const ssh::OperationRequest& request : requests)
        pending.insert(engine.submit(request));
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!pending.isEmpty())
        loop.exec();
    outcome.wallMs = double(clock.nsecsElapsed()) / 1e6;
    QObject::disconnect(connection);
    if (!pending.isEmpty()) {
        outcome.failures += int(pending.size());
        if (outcome.firstError.isEmpty())
            outcome.firstError =
                QStringLiteral("%1 requests unanswered after %2 ms").arg(pending.size()).arg(timeoutMs);
    }
    return outcome;
}

} // namespace fleetdeck::perf
