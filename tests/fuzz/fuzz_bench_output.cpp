// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the benchmark output parsers (cuzk-batch, jsonl, regex). The first byte picks
// the parser and a chunk size; the rest is the command's output. Output is read as it streams, so
// the same bytes fed in one piece and in small chunks must give the same proofs, counts and errors.
#include "FuzzCheck.h"

#include "bench/ProofParser.h"

#include <cmath>

using namespace fleetdeck::bench;

namespace {
struct Outcome
{
    std::vector<BenchSample> samples;
    int ignored = 0;
    QStringList errors;
};

Outcome run(const QString& spec, QByteArrayView output, qsizetype chunk)
{
    QString why;
    const auto parser = ProofParser::create(spec, PhaseCounts{1, 3, 1}, &why);
    FUZZ_CHECK(parser && why.isEmpty());
    for (qsizetype at = 0; at < output.size(); at += chunk)
        parser->feed(output.sliced(at, std::min(chunk, output.size() - at)));
    parser->finish();
    return {parser->samples(), parser->ignoredLines(), parser->errors()};
}

bool same(const BenchSample& a, const BenchSample& b)
{
    auto eq = [](double x, double y) { return x == y || (std::isnan(x) && std::isnan(y)); };
    return a.index == b.index && a.phase == b.phase && a.status == b.status && eq(a.wallS, b.wallS) &&
           a.proveMs.has_value() == b.proveMs.has_value() &&
           eq(a.proveMs.value_or(0), b.proveMs.value_or(0)) &&
           a.queueMs.has_value() == b.queueMs.has_value() && eq(a.queueMs.value_or(0), b.queueMs.value_or(0));
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    static const QString specs[] = {
        QStringLiteral("cuzk-batch"),
        QStringLiteral("jsonl"),
        QStringLiteral("regex:^proof (?<index>\\d+) (?<status>\\w+) wall=(?<wall_s>[0-9.]+)s"
                       "(?: prove=(?<prove_ms>\\d+))?"),
    };
    const QString& spec = specs[data[0] % 3];
    const qsizetype chunk = 1 + (data[0] >> 2) % 13;
    const QByteArrayView output(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));

    const Outcome whole = run(spec, output, qMax<qsizetype>(1, output.size()));
    const Outcome pieces = run(spec, output, chunk);
    FUZZ_CHECK(whole.samples.size() == pieces.samples.size());
    for (size_t i = 0; i < whole.samples.size(); ++i)
        FUZZ_CHECK(same(whole.samples[i], pieces.samples[i]));
    FUZZ_CHECK(whole.ignored == pieces.ignored);
    FUZZ_CHECK(whole.errors == pieces.errors);
    for (size_t i = 1; i < whole.samples.size(); ++i)
        FUZZ_CHECK(whole.samples[i - 1].index < whole.samples[i].index);
    return 0;
}
