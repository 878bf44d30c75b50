// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshEngine.h"
#include "ssh/SshTypes.h"

#include <QList>
#include <QString>

namespace fleetdeck::perf {

/// Submits requests to the engine all at once and waits for every answer, parsing each status
/// body as the poller does: one refresh of a set of nodes.
struct EngineBatch
{
    struct Outcome
    {
        int failures = 0;
        QString firstError;
        double wallMs = 0;
        QList<double> ms; ///< each request's time from submission to its answer here
        int fresh = 0;    ///< answers that needed a new login
    };

    static Outcome run(ssh::SshEngine& engine, const QList<ssh::OperationRequest>& requests,
                       int timeoutMs = 60000);
    /// Polls one node `rounds` times, one after the other: each answer is parsed and the next
    /// request submitted from the handler of the one before, as a poller's timer would, so that
    /// what is measured is the polls and not a wait set up for each. `ms` holds each poll's time.
    static Outcome sequence(ssh::SshEngine& engine, const ssh::OperationRequest& request, int rounds,
                            int timeoutMs = 60000);
};

} // namespace fleetdeck::perf
