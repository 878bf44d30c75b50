// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/StoredLogs.h"

#include "Tr.h"
#include "bench/BenchmarkStore.h"
#include "logs/LogSource.h"

#include <algorithm>

namespace fleetdeck::logs {

QList<LogLine> benchOutput(storage::Database& db, const QString& node, int lines)
{
    bench::BenchmarkStore store(db);
    bench::BenchRunFilter filter;
    filter.node = node;
    filter.limit = 50;
    QList<bench::BenchRunRecord> runs = store.runs(filter);
    std::sort(runs.begin(), runs.end(),
              [](const auto& a, const auto& b) { return a.startedAt > b.startedAt; });
    QList<LogLine> out;
    for (const bench::BenchRunRecord& run : std::as_const(runs)) {
        QList<LogLine> ofRun;
        for (const bench::BenchLogLine& b : store.log(run.id)) {
            LogLine line = LogText::parse(b.text.toUtf8());
            line.node = node;
            line.source = LogSources::Bench;
            if (!line.time.isValid())
                line.time = b.at;
            if (b.stream == bench::BenchLogLine::Stream::Info && !line.level)
                line.level = LogLevel::Info;
            line.stderrStream = b.stream == bench::BenchLogLine::Stream::Stderr;
            ofRun << line;
        }
        out = ofRun + out;
        if (out.size() >= lines)
            break;
    }
    if (out.size() > lines)
        out = out.mid(out.size() - lines);
    for (qsizetype i = 0; i < out.size(); ++i)
        out[i].seq = i;
    return out;
}

LogLine lineOf(const bench::LineSplitter::Line& split)
{
    LogLine line = LogText::parse(split.text);
    if (split.cut) {
        line.cut = true;
        line.text += Tr::tr(" [line cut at %1 KiB]").arg(bench::LineSplitter::MaxLineBytes / 1024);
    }
    return line;
}

QList<LogLine> linesOfText(const QByteArray& text, const QString& node, const QString& source)
{
    QList<LogLine> lines;
    bench::LineSplitter splitter;
    QList<bench::LineSplitter::Line> raw = splitter.feed(text);
    raw << splitter.finish();
    for (const bench::LineSplitter::Line& l : std::as_const(raw)) {
        LogLine line = lineOf(l);
        line.node = node;
        line.source = source;
        line.seq = lines.size();
        lines << line;
    }
    return lines;
}

} // namespace fleetdeck::logs
