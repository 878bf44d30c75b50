// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/Mailbox.h"
#include "ssh/SshTypes.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <deque>
#include <map>

class QTimer;

namespace fleetdeck::ssh {

class ChannelOperation;
class SshConnection;

/// The owner of the sessions of the nodes assigned to it, living on one worker thread. It
/// drives all of them at once from its event loop: no call here blocks on the network.
class SshWorker : public QObject
{
    Q_OBJECT

public:
    /// Logins (TCP connect, key exchange, authentication) a worker runs at once; more wait their
    /// turn. A console opening a thousand nodes at once would otherwise start a thousand key
    /// exchanges together: on a loaded machine or network each then takes longer than its
    /// deadline, is abandoned, and is started again at the next round, while the servers are still
    /// busy with the abandoned ones (the console at 1000 nodes in tests/perf never recovered).
    static constexpr int kMaxLoginsAtOnce = 32;
    explicit SshWorker(QObject* parent = nullptr);
    ~SshWorker() override;

    /// An operation to run; `targetKey` is request.target.key(), worked out once by the caller.
    struct Submission
    {
        quint64 id = 0;
        OperationRequest request;
        QString targetKey;
    };
    void submit(Submission submission);
    /// Requests from other threads: put() there, then a queued takeRequests() here.
    Mailbox<Submission>& requests() { return m_requests; }
    void takeRequests();
    /// Ends operation `id` as cancelled by the caller (SshEngine::cancel); nothing if it is over.
    void cancelOperation(quint64 id);
    /// Results for the engine's thread, taken there after resultsReady().
    Mailbox<OperationResult>& results() { return m_results; }
    /// Streamed output for the engine's thread; put there before the result it belongs to.
    Mailbox<OutputChunk>& outputs() { return m_outputs; }
    /// How long a pooled session serves before a fresh login beside it proves that new logins
    /// still work (a key removed from the node leaves warm sessions working). A failed proof is
    /// retried after min(interval, 60 s) and reported with every result of that target
    /// (OperationResult::freshLoginFailure) until a fresh login succeeds.
    void setFreshLoginInterval(int ms) { m_freshLoginMs = ms; }
    void setKeepaliveInterval(int ms) { m_keepaliveMs = ms; }
    /// Closes the pooled session of `targetKey`, if any (e.g. after the inventory changed).
    void dropSession(const QString& targetKey);
    /// Closes everything; pending operations end as cancelled.
    void shutdown();
    int sessionCount() const { return int(m_pool.size()); }

Q_SIGNALS:
    /// Results or streamed output are waiting in results() / outputs(); emitted once per batch.
    /// With many operations out, results are gathered for up to kBatchResultsMs first.
    void resultsReady();

private:
    struct Pending
    {
        quint64 id = 0;
        OperationRequest request;
        QString key; ///< request.target.key(): which session serves it
        QElapsedTimer clock;
        /// Its place in m_deadlines (end() once it is taken out).
        std::multimap<qint64, quint64>::iterator deadline;
        QPointer<SshConnection> connection;
        ChannelOperation* operation = nullptr;
        bool connectionOwner = false; ///< this operation started the login
        bool reused = false;          ///< ran on a session that existed before it
        bool retried = false;
        bool halfCloseRetried = false;
        bool preparedRetried = false;
        bool reconnected = false;
        bool fresh = false;
        /// While it waits in m_loginQueue for one of the worker's login slots (kMaxLoginsAtOnce)
        /// its deadline is off, and the time spent there does not count against it.
        qint64 queuedSince = 0; ///< on `clock`, when it last entered the queue
        qint64 queuedMs = 0;    ///< in the queue, in all
    };

    void dispatch(Pending& p);
    SshConnection* newConnection(const SshTarget& target, int timeoutMs, bool pooled);
    void startOperation(Pending& p);
    void onConnectionReady(SshConnection* connection);
    void onConnectionFailed(SshConnection* connection, const Diagnosis& diagnosis);
    void onConnectionLost(SshConnection* connection, const Diagnosis& diagnosis);
    void onOperationFinished(quint64 id);
    void onDeadline(quint64 id);
    /// Ends the operations whose deadline has passed and sets the timer for the next.
    void expireDeadlines();
    /// Sets the deadline timer for the soonest of m_deadlines (not empty).
    void armDeadlineTimer();
    /// Handles the operations that finished during a socket event (after it).
    void reapFinished();
    /// Takes `p`'s operation out of it and out of m_operationsOf; the caller frees it.
    ChannelOperation* releaseOperation(Pending& p);
    void complete(quint64 id, std::optional<Diagnosis> diagnosis);
    void retire(SshConnection* connection);
    /// The login of `connection` that held a slot is over: it is ready, or the connection (and
    /// its socket) is gone. The slot goes to the next queued operation. Once per connection.
    void releaseLoginSlot(QObject* connection);
    void startQueuedLogins();
    void fillCheckStages(Pending& p, OperationResult& result) const;
    /// Starts a fresh login beside `warm` when its age calls for one and none is running.
    void proveFreshLogin(SshConnection* warm, int timeoutMs);
    void onProbeFinished(SshConnection* probe, std::optional<Diagnosis> failure);
    void honourCancellations();

    Mailbox<Submission> m_requests;
    Mailbox<OperationResult> m_results;
    Mailbox<OutputChunk> m_outputs;
    std::map<quint64, Pending> m_pending;
    /// Every pending operation's deadline (ms on m_clock) and id, soonest first: one timer for
    /// all of them, set for the soonest (hundreds of timers of their own cost a worker more than
    /// their operations' socket work).
    std::multimap<qint64, quint64> m_deadlines;
    QTimer* m_deadlineTimer = nullptr;
    QElapsedTimer m_clock;
    QHash<QString, SshConnection*> m_pool;
    QSet<QString> m_died;              ///< keys whose pooled session died since its last use
    QList<SshConnection*> m_retired;   ///< closed, freed once no operation refers to them
    QSet<QObject*> m_loginSlotHolders; ///< connections whose login holds a slot
    std::deque<quint64> m_loginQueue;  ///< operations waiting for a login slot, oldest first
    QList<quint64> m_finished;         ///< finished during the socket event being handled
    /// The channel operations running on each connection (what its activity advances).
    QHash<SshConnection*, QList<ChannelOperation*>> m_operationsOf;
    /// Pending operations whose cancel token the caller holds; the scan runs while there are any.
    QSet<quint64> m_cancellable;
    QTimer* m_cancelScan = nullptr;
    /// The periodic fresh-login check of one target key.
    struct FreshLogin
    {
        SshConnection* probe = nullptr;   ///< the login in progress, if any
        std::optional<Diagnosis> failure; ///< why the last one failed; nullopt once one works
        QElapsedTimer failedAt;
    };
    QHash<QString, FreshLogin> m_freshLogins;
    int m_freshLoginMs = 10 * 60 * 1000;
    int m_keepaliveMs = 15000;
    QTimer* m_resultsBatch = nullptr;            ///< while a batch of results waits for more
    static constexpr int kBatchResultsFrom = 16; ///< operations out
    static constexpr int kBatchResultsMs = 10;
};

} // namespace fleetdeck::ssh
