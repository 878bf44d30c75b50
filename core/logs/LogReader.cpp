// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogReader.h"

#include "Tr.h"
#include "logs/LogSource.h"
#include "logs/StoredLogs.h"
#include "ssh/SshEngine.h"

#include <QTimer>

namespace fleetdeck::logs {

namespace {
/// How many of the last lines identify where a stream left off.
constexpr int kAnchorLines = 3;
/// A follow that sees nothing this long after a resume has replayed all the overlap it will.
constexpr int kSettleMs = 2500;
} // namespace

struct LogReader::Stream
{
    int handle = 0;
    Request request;
    quint64 operation = 0;
    ssh::CancelToken cancel;
    bench::LineSplitter out;
    bench::LineSplitter err;
    qint64 seq = 0;
    bool delivered = false;     ///< a stdout line of the node's has been delivered
    std::deque<QString> recent; ///< the last delivered stdout lines' texts (the anchor)
    bool resuming = false;
    std::deque<QString> anchor;
    QList<LogLine> held; ///< a resume's lines while the anchor is looked for
    QTimer* settleTimer = nullptr;
    QTimer* retryTimer = nullptr;
    int failuresInARow = 0;
};

LogReader::LogReader(ssh::SshEngine* engine, QObject* parent)
    : QObject(parent)
    , m_engine(engine)
{
    connect(m_engine, &ssh::SshEngine::output, this, &LogReader::onOutput);
    connect(m_engine, &ssh::SshEngine::finished, this, &LogReader::onFinished);
}

LogReader::~LogReader()
{
    closeAll();
}

int LogReader::open(const Request& request)
{
    auto s = std::make_unique<Stream>();
    s->handle = m_nextHandle++;
    s->request = request;
    s->settleTimer = new QTimer(this);
    s->settleTimer->setSingleShot(true);
    s->settleTimer->setInterval(kSettleMs);
    s->retryTimer = new QTimer(this);
    s->retryTimer->setSingleShot(true);
    const int handle = s->handle;
    connect(s->settleTimer, &QTimer::timeout, this, [this, handle] {
        const auto it = m_streams.find(handle);
        if (it != m_streams.end() && it->second->resuming)
            settle(*it->second, false);
    });
    connect(s->retryTimer, &QTimer::timeout, this, [this, handle] {
        const auto it = m_streams.find(handle);
        if (it == m_streams.end())
            return;
        Stream& st = *it->second;
        st.resuming = !st.recent.empty();
        st.anchor = st.recent;
        st.held.clear();
        start(st, qMax(st.request.lines, st.request.resumeLines));
    });
    Stream& st = *s;
    m_streams.emplace(handle, std::move(s));
    start(st, request.lines);
    return handle;
}

void LogReader::start(Stream& s, int lines)
{
    s.out = {};
    s.err = {};
    s.cancel = ssh::CancelToken();
    ssh::OperationRequest r;
    r.kind = ssh::OperationKind::Exec;
    r.target = s.request.target;
    r.command = LogSources::expand(s.request.templ, lines, s.request.follow);
    r.streamOutput = true;
    // The lines travel as streamed chunks; what the result keeps is only for a diagnosis.
    r.outputCap = 64 * 1024;
    r.timeoutMs = s.request.follow ? 24 * 3600 * 1000 : s.request.timeoutMs;
    r.cancel = s.cancel;
    s.operation = m_engine->submit(r);
    m_byOperation.insert(s.operation, s.handle);
}

void LogReader::close(int handle)
{
    const auto it = m_streams.find(handle);
    if (it == m_streams.end())
        return;
    Stream& s = *it->second;
    s.cancel.cancel();
    m_byOperation.remove(s.operation);
    delete s.settleTimer;
    delete s.retryTimer;
    m_streams.erase(it);
}

void LogReader::closeAll()
{
    QList<int> handles;
    for (const auto& [handle, stream] : m_streams)
        handles << handle;
    for (const int h : handles)
        close(h);
}

LogLine LogReader::note(Stream& s, const QString& text)
{
    LogLine line;
    line.node = s.request.node;
    line.source = s.request.source;
    line.time = QDateTime::currentDateTimeUtc();
    line.level = LogLevel::Warn;
    line.note = true;
    line.text = text;
    line.seq = s.seq++;
    return line;
}

void LogReader::onOutput(quint64 id, bool isStderr, const QByteArray& data)
{
    const auto h = m_byOperation.constFind(id);
    if (h == m_byOperation.cend())
        return;
    Stream& s = *m_streams.at(*h);
    bench::LineSplitter& splitter = isStderr ? s.err : s.out;
    QList<LogLine> parsed;
    for (const bench::LineSplitter::Line& l : splitter.feed(data))
        parsed << lineOf(l);
    if (!parsed.isEmpty())
        deliver(s, std::move(parsed), isStderr);
}

void LogReader::deliver(Stream& s, QList<LogLine> raw, bool isStderr)
{
    QList<LogLine> out;
    for (LogLine& line : raw) {
        line.node = s.request.node;
        line.source = s.request.source;
        line.stderrStream = isStderr;
        if (!isStderr && s.resuming) {
            s.held << line;
            // The anchor found at the end of what came again: everything held was seen already.
            const qsizetype n = qsizetype(s.anchor.size());
            if (s.held.size() >= n) {
                bool match = true;
                for (qsizetype i = 0; i < n && match; ++i)
                    match = s.held.at(s.held.size() - n + i).text == s.anchor.at(size_t(i));
                if (match) {
                    s.held.clear();
                    settle(s, true);
                    continue;
                }
            }
            if (s.held.size() > s.request.resumeLines + 16) {
                settle(s, false); // more came than the overlap holds: the anchor is not there
                out.append(std::exchange(s.held, {}));
            } else {
                s.settleTimer->start();
            }
            continue;
        }
        out << line;
    }
    if (out.isEmpty())
        return;
    for (LogLine& line : out) {
        if (line.note)
            continue;
        line.seq = s.seq++;
        if (!line.stderrStream) {
            s.recent.push_back(line.text);
            if (s.recent.size() > size_t(kAnchorLines))
                s.recent.pop_front();
        }
    }
    if (!isStderr) {
        s.delivered = true;
        s.failuresInARow = 0;
    }
    Q_EMIT lines(s.handle, out);
}

void LogReader::settle(Stream& s, bool found)
{
    s.resuming = false;
    s.settleTimer->stop();
    if (found) {
        Q_EMIT lines(s.handle, {note(s, Tr::tr("resumed where it left off"))});
        return;
    }
    QList<LogLine> out{
        note(s, Tr::tr("resumed, but the last lines seen before the break were not found again: "
                       "lines may be missing or repeated"))};
    const QList<LogLine> held = std::exchange(s.held, {});
    s.resuming = false;
    if (!held.isEmpty()) {
        Q_EMIT lines(s.handle, out);
        deliver(s, held, false);
        return;
    }
    Q_EMIT lines(s.handle, out);
}

void LogReader::onFinished(const ssh::OperationResult& result)
{
    const auto h = m_byOperation.constFind(result.id);
    if (h == m_byOperation.cend())
        return;
    const int handle = *h;
    m_byOperation.erase(h);
    Stream& s = *m_streams.at(handle);
    // The last line of a stream that ended without a newline.
    for (const bool isStderr : {false, true}) {
        QList<LogLine> parsed;
        for (const bench::LineSplitter::Line& l : (isStderr ? s.err : s.out).finish())
            parsed << lineOf(l);
        if (!parsed.isEmpty())
            deliver(s, std::move(parsed), isStderr);
        if (m_streams.find(handle) == m_streams.end())
            return; // closed by a receiver
    }
    if (!s.request.follow) {
        Q_EMIT ended(handle, result.diagnosis);
        return;
    }
    if (s.resuming && !result.ok())
        settle(s, false);
    // Following: the first read failing before any line means the source cannot be read.
    if (!s.delivered && !result.ok()) {
        Q_EMIT ended(handle, result.diagnosis);
        return;
    }
    ++s.failuresInARow;
    const int delay = qMin(30000, s.request.retryDelayMs * (1 << qMin(4, s.failuresInARow - 1)));
    const QString why = result.diagnosis
                            ? QStringLiteral("%1: %2").arg(result.diagnosis->code, result.diagnosis->message)
                            : Tr::tr("the command ended");
    Q_EMIT lines(
        handle,
        {note(s,
              Tr::tr("stream broke (%1); reading again in %2 s").arg(why).arg(delay / 1000.0, 0, 'f', 1))});
    if (m_streams.find(handle) != m_streams.end())
        s.retryTimer->start(delay);
}

} // namespace fleetdeck::logs
