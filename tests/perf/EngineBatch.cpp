// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineBatch.h"

#include "status/CuzkStatus.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QSet>
#include <QTimer>

namespace fleetdeck::perf {

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
            outcome.ms << double(clock.nsecsElapsed()) / 1e6;
            QString error;
            if (r.ok() && r.kind == ssh::OperationKind::HttpGet && !CuzkStatus::parse(r.http.body, &error))
                error = QStringLiteral("unreadable status: ") + error;
            if (!r.ok())
                error = r.diagnosis->code + QStringLiteral(": ") + r.diagnosis->detail;
            if (!error.isEmpty() && outcome.failures++ == 0)
                outcome.firstError = r.node + QStringLiteral(": ") + error;
            outcome.fresh += r.freshSession ? 1 : 0;
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
            outcome.firstError = QStringLiteral("%1 requests unanswered after %2 ms").arg(pending.size()).arg(timeoutMs);
    }
    return outcome;
}

} // namespace fleetdeck::perf
