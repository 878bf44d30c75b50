// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"
#include "bench/BenchLog.h"
#include "logs/LogLine.h"
#include "ssh/SshTypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <deque>
#include <memory>
#include <optional>
#include <unordered_map>

class QTimer;

namespace fleetdeck::ssh {
class SshEngine;
}

namespace fleetdeck::logs {

/// Reads log command sources of many nodes at once over the engine's streamed exec: the newest N
/// lines, and with `follow` what comes after, live. Lines are split, stripped of colour codes and
/// classified on arrival; a line longer than 64 KiB is cut and marked, binary output marked, never
/// held whole.
///
/// A followed stream that breaks (the connection lost, sshd restarted, the command ended) is read
/// again after a pause with an overlap of resumeLines, and the lines already delivered are skipped
/// by finding the last ones seen: nothing twice, nothing lost where the source still holds them.
/// Where it cannot find them it says so in a note line.
class LogReader : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QString node;
        QString source;
        QString templ; ///< the command template (LogSources::expand)
        ssh::SshTarget target;
        int lines = 100;
        bool follow = false;
        int resumeLines = 2000;
        int retryDelayMs = 2000;
        int timeoutMs = 30000; ///< without follow: the whole read
    };

    explicit LogReader(ssh::SshEngine* engine, QObject* parent = nullptr);
    ~LogReader() override;

    /// Starts reading; returns the stream's handle (1, 2, ...).
    int open(const Request& request);
    /// Stops a stream; no more signals for it.
    void close(int handle);
    void closeAll();
    int openCount() const { return int(m_streams.size()); }

Q_SIGNALS:
    /// Lines of one stream in their order (notes included, marked).
    void lines(int handle, const QList<fleetdeck::logs::LogLine>& lines);
    /// The stream is over: without follow after its lines (diagnosis when it could not be read);
    /// with follow only when it could not be read at all (the first read failed before any line).
    void ended(int handle, const std::optional<fleetdeck::Diagnosis>& diagnosis);

private:
    struct Stream;
    void start(Stream& s, int lines);
    void onOutput(quint64 id, bool isStderr, const QByteArray& data);
    void onFinished(const ssh::OperationResult& result);
    void deliver(Stream& s, QList<LogLine> raw, bool isStderr);
    void settle(Stream& s, bool found);
    LogLine note(Stream& s, const QString& text);

    ssh::SshEngine* m_engine;
    int m_nextHandle = 1;
    std::unordered_map<int, std::unique_ptr<Stream>> m_streams;
    QHash<quint64, int> m_byOperation;
};

} // namespace fleetdeck::logs
