// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThreadPool>

#include <memory>
#include <type_traits>

namespace fleetdeck {

/// Runs `work` (which may block: a key file read, the agent asked) on the global thread pool and
/// hands its result to `deliver` on `guard`'s thread, from its event loop, and only if `guard` still
/// lives then. The one way the console runs blocking work beside its GUI thread.
///
/// `work` must own everything it touches (capture by value): it may outlive the caller.
template <typename Work, typename Deliver> void runGuarded(QObject* guard, Work work, Deliver deliver)
{
    using Result = std::invoke_result_t<Work&>;
    auto promise = std::make_shared<QPromise<Result>>();
    QFuture<Result> future = promise->future();
    promise->start();
    QThreadPool::globalInstance()->start([promise, work = std::move(work)]() mutable {
        promise->addResult(work());
        promise->finish();
    });
    // A continuation bound to a context runs on that context's thread and is dropped with it.
    future.then(guard, [deliver = std::move(deliver)](const Result& result) mutable { deliver(result); });
}

} // namespace fleetdeck
