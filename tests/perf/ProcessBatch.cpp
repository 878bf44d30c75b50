// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProcessBatch.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

#include <memory>
#include <vector>

namespace fleetdeck::perf {

QList<ProcessBatch::Outcome> ProcessBatch::run(const QList<Command>& commands, double* wallMs) const
{
    QList<Outcome> outcomes(commands.size());
    std::vector<std::unique_ptr<QProcess>> processes(commands.size());
    std::vector<QElapsedTimer> clocks(commands.size());
    QEventLoop loop;
    qsizetype next = 0;
    qsizetype running = 0;
    qsizetype done = 0;
    QElapsedTimer wall;
    wall.start();
    std::function<void()> startMore = [&] {
        while (running < parallel && next < commands.size()) {
            const qsizetype i = next++;
            auto process = std::make_unique<QProcess>();
            process->setProcessEnvironment(environment);
            process->setStandardInputFile(QProcess::nullDevice());
            process->setStandardOutputFile(QProcess::nullDevice());
            QObject::connect(process.get(), &QProcess::finished, &loop,
                             [&, i](int code, QProcess::ExitStatus status) {
                                 outcomes[i].ms = double(clocks[i].nsecsElapsed()) / 1e6;
                                 outcomes[i].exitCode = status == QProcess::NormalExit ? code : -1;
                                 outcomes[i].standardError = processes[i]->readAllStandardError();
                                 --running;
                                 if (++done == commands.size())
                                     loop.quit();
                                 else
                                     startMore();
                             });
            QObject::connect(process.get(), &QProcess::errorOccurred, &loop,
                             [&, i](QProcess::ProcessError error) {
                                 if (error != QProcess::FailedToStart)
                                     return;
                                 outcomes[i].standardError = processes[i]->errorString().toUtf8();
                                 --running;
                                 if (++done == commands.size())
                                     loop.quit();
                                 else
                                     startMore();
                             });
            clocks[i].start();
            ++running;
            process->start(commands.at(i).program, commands.at(i).arguments);
            processes[i] = std::move(process);
        }
    };
    if (!commands.isEmpty()) {
        QTimer::singleShot(0, &loop, startMore);
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (wallMs)
        *wallMs = double(wall.nsecsElapsed()) / 1e6;
    for (auto& process : processes) {
        if (process && process->state() != QProcess::NotRunning) {
            process->kill();
            process->waitForFinished(1000);
        }
    }
    return outcomes;
}

int ProcessBatch::failures(const QList<Outcome>& outcomes)
{
    return int(
        std::count_if(outcomes.cbegin(), outcomes.cend(), [](const Outcome& o) { return o.exitCode != 0; }));
}

QString ProcessBatch::firstError(const QList<Outcome>& outcomes)
{
    for (const Outcome& o : outcomes) {
        if (o.exitCode != 0)
            return QStringLiteral("exit %1: %2")
                .arg(o.exitCode)
                .arg(QString::fromLocal8Bit(o.standardError).trimmed());
    }
    return {};
}

} // namespace fleetdeck::perf
