// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/BenchmarkStore.h"

#include "Tr.h"
#include "storage/Database.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QVariant>

#include <cerrno>
#include <cmath>
#include <csignal>

namespace fleetdeck::bench {

using namespace Qt::Literals::StringLiterals;
using bench::BenchSample;

namespace {
const QString RunColumns =
    u"id, node_name, gpu_model, started_at, finished_at, state, warmup, timed, "
    u"cooldown, mode, command, parser, note, spec, dollars_per_hour, reason, machine_id, "
    u"gpu_count, runner"_s;

constexpr BenchRunState AllStates[]{BenchRunState::Running, BenchRunState::Finished, BenchRunState::Failed,
                                    BenchRunState::Cancelled, BenchRunState::Interrupted};

// Optional values are NULL when unknown, so that "not known" reads the same on every backend.
QVariant orNull(const QString& text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QVariant orNull(const std::optional<double>& value)
{
    return value ? QVariant(*value) : QVariant();
}

std::optional<double> optionalDouble(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

QDateTime fromMs(const QVariant& value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// Rows whose state word this build does not know (a newer release wrote them) read as failed:
// they are at least not running.
BenchRunRecord fromRow(const QSqlQuery& q)
{
    BenchRunRecord r;
    r.id = q.value(0).toLongLong();
    r.node = q.value(1).toString();
    r.gpuModel = q.value(2).toString();
    r.startedAt = fromMs(q.value(3));
    r.finishedAt = fromMs(q.value(4));
    r.state = benchRunStateFromName(q.value(5).toString()).value_or(BenchRunState::Failed);
    r.counts = {q.value(6).toInt(), q.value(7).toInt(), q.value(8).toInt()};
    r.mode = q.value(9).toString();
    r.command = q.value(10).toString();
    r.parser = q.value(11).toString();
    r.note = q.value(12).toString();
    r.spec = QJsonDocument::fromJson(q.value(13).toString().toUtf8()).object();
    r.dollarsPerHour = optionalDouble(q.value(14));
    r.reason = q.value(15).toString();
    r.machineId = q.value(16).toString();
    r.gpuCount = q.value(17).isNull() ? 0 : q.value(17).toInt();
    r.runner = q.value(18).toString();
    return r;
}
} // namespace

QString benchRunStateName(BenchRunState state)
{
    switch (state) {
    case BenchRunState::Running:
        return u"running"_s;
    case BenchRunState::Finished:
        return u"finished"_s;
    case BenchRunState::Failed:
        return u"failed"_s;
    case BenchRunState::Cancelled:
        return u"cancelled"_s;
    case BenchRunState::Interrupted:
        return u"interrupted"_s;
    }
    return u"failed"_s;
}

std::optional<BenchRunState> benchRunStateFromName(const QString& name)
{
    for (BenchRunState state : AllStates) {
        if (benchRunStateName(state) == name)
            return state;
    }
    return std::nullopt;
}

BenchmarkStore::BenchmarkStore(storage::Database& db)
    : m_db(db)
{}

QString BenchmarkStore::checkRun(const BenchRunRecord& r) const
{
    if (r.node.isEmpty())
        return Tr::tr("a benchmark run names no node");
    if (r.counts.warmup < 0 || r.counts.timed < 0 || r.counts.cooldown < 0)
        return Tr::tr("the benchmark run on node '%1' has a negative number of proofs").arg(r.node);
    return {};
}

qint64 BenchmarkStore::createRun(const BenchRunRecord& r)
{
    m_error = checkRun(r);
    if (!m_error.isEmpty())
        return 0;
    QSqlQuery q(m_db.connection());
    // RETURNING works on SQLite (3.35+) and PostgreSQL alike, unlike lastInsertId().
    q.prepare(u"INSERT INTO bench_runs (node_id, node_name, gpu_model, started_at, finished_at, state, "
              u"warmup, timed, cooldown, mode, command, parser, note, spec, dollars_per_hour, reason, "
              u"machine_id, gpu_count, runner) "
              u"VALUES ((SELECT id FROM nodes WHERE name = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
              u"?, ?, ?) "
              u"RETURNING id"_s);
    const QDateTime started = r.startedAt.isValid() ? r.startedAt : QDateTime::currentDateTimeUtc();
    q.addBindValue(r.node);
    q.addBindValue(r.node);
    q.addBindValue(orNull(r.gpuModel));
    q.addBindValue(started.toMSecsSinceEpoch());
    q.addBindValue(r.finishedAt.isValid() ? QVariant(r.finishedAt.toMSecsSinceEpoch()) : QVariant());
    q.addBindValue(benchRunStateName(r.state));
    q.addBindValue(r.counts.warmup);
    q.addBindValue(r.counts.timed);
    q.addBindValue(r.counts.cooldown);
    q.addBindValue(orNull(r.mode));
    q.addBindValue(orNull(r.command));
    q.addBindValue(orNull(r.parser));
    q.addBindValue(orNull(r.note));
    q.addBindValue(r.spec.isEmpty()
                       ? QVariant()
                       : QVariant(QString::fromUtf8(QJsonDocument(r.spec).toJson(QJsonDocument::Compact))));
    q.addBindValue(orNull(r.dollarsPerHour));
    q.addBindValue(orNull(r.reason));
    q.addBindValue(orNull(r.machineId));
    q.addBindValue(r.gpuCount > 0 ? QVariant(r.gpuCount) : QVariant());
    q.addBindValue(r.runner.isEmpty() ? thisRunner() : r.runner);
    if (!q.exec() || !q.next()) {
        m_error =
            Tr::tr("cannot record the benchmark run on node '%1': %2").arg(r.node, q.lastError().text());
        return 0;
    }
    // Other consoles on a team store list the run (its samples they read when they show it).
    m_db.notifyChange(u"bench_runs"_s);
    return q.value(0).toLongLong();
}

bool BenchmarkStore::upsertSample(qint64 run, const BenchSample& s)
{
    QSqlQuery q(m_db.connection());
    // ON CONFLICT … DO UPDATE: SQLite 3.24+ and PostgreSQL 9.5+.
    q.prepare(u"INSERT INTO bench_samples (run_id, idx, phase, status, wall_s, prove_ms, queue_ms) "
              u"VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (run_id, idx) DO UPDATE SET "
              u"phase = excluded.phase, status = excluded.status, wall_s = excluded.wall_s, "
              u"prove_ms = excluded.prove_ms, queue_ms = excluded.queue_ms"_s);
    q.addBindValue(run);
    q.addBindValue(s.index);
    q.addBindValue(latin1(bench::phaseName(s.phase)));
    q.addBindValue(latin1(bench::statusName(s.status)));
    q.addBindValue(s.wallS);
    q.addBindValue(orNull(s.proveMs));
    q.addBindValue(orNull(s.queueMs));
    if (q.exec())
        return true;
    m_error = Tr::tr("cannot record proof %1 of benchmark run %2: %3")
                  .arg(s.index)
                  .arg(run)
                  .arg(q.lastError().text());
    return false;
}

bool BenchmarkStore::addSamples(qint64 run, const std::vector<BenchSample>& samples)
{
    m_error.clear();
    for (const BenchSample& s : samples) {
        if (s.index < 1) {
            m_error = Tr::tr("benchmark run %1: proof index %2 is not 1 or more").arg(run).arg(s.index);
            return false;
        }
        if (!std::isfinite(s.wallS) || s.wallS < 0) {
            m_error = Tr::tr("benchmark run %1: proof %2 has an invalid wall time").arg(run).arg(s.index);
            return false;
        }
    }
    if (samples.empty())
        return true;

    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite()) {
        m_error = Tr::tr("cannot record proofs of benchmark run %1: %2").arg(run).arg(m_db.error());
        return false;
    }
    for (const BenchSample& s : samples) {
        if (!upsertSample(run, s)) {
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        m_error = Tr::tr("cannot record proofs of benchmark run %1: %2").arg(run).arg(db.lastError().text());
        db.rollback();
        return false;
    }
    return true;
}

bool BenchmarkStore::setRunSpec(qint64 run, const QJsonObject& spec)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(u"UPDATE bench_runs SET spec = ? WHERE id = ?"_s);
    q.addBindValue(QString::fromUtf8(QJsonDocument(spec).toJson(QJsonDocument::Compact)));
    q.addBindValue(run);
    if (!q.exec() || q.numRowsAffected() != 1) {
        m_error =
            q.lastError().isValid()
                ? Tr::tr("cannot record the spec of benchmark run %1: %2").arg(run).arg(q.lastError().text())
                : Tr::tr("there is no benchmark run %1").arg(run);
        return false;
    }
    return true;
}

bool BenchmarkStore::finishRun(qint64 run, BenchRunState state, const QDateTime& at, const QString& reason)
{
    m_error.clear();
    if (state == BenchRunState::Running) {
        m_error = Tr::tr("benchmark run %1 cannot finish as running").arg(run);
        return false;
    }
    QSqlQuery q(m_db.connection());
    q.prepare(u"UPDATE bench_runs SET state = ?, finished_at = ?, reason = ? WHERE id = ?"_s);
    q.addBindValue(benchRunStateName(state));
    q.addBindValue((at.isValid() ? at : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
    q.addBindValue(orNull(reason));
    q.addBindValue(run);
    if (!q.exec()) {
        m_error = Tr::tr("cannot finish benchmark run %1: %2").arg(run).arg(q.lastError().text());
        return false;
    }
    if (q.numRowsAffected() != 1) {
        m_error = Tr::tr("there is no benchmark run %1").arg(run);
        return false;
    }
    m_db.notifyChange(u"bench_runs"_s);
    return true;
}

QString BenchmarkStore::thisRunner()
{
    return u"%1:%2"_s.arg(QSysInfo::machineHostName()).arg(QCoreApplication::applicationPid());
}

int BenchmarkStore::interruptRunning(const QString& reason)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(u"SELECT id, runner FROM bench_runs WHERE state = ?"_s);
    q.addBindValue(benchRunStateName(BenchRunState::Running));
    if (!q.exec()) {
        m_error = Tr::tr("cannot mark abandoned benchmark runs: %1").arg(q.lastError().text());
        return -1;
    }
    const QString host = QSysInfo::machineHostName();
    QList<qint64> gone;
    while (q.next()) {
        const QString runner = q.value(1).toString();
        const qsizetype colon = runner.lastIndexOf(u':');
        bool numeric = false;
        const qint64 pid = colon < 0 ? 0 : runner.mid(colon + 1).toLongLong(&numeric);
        if (runner.isEmpty() || colon < 0 || !numeric)
            gone << q.value(0).toLongLong(); // no process named: nobody will end it
        else if (runner.left(colon) == host && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            gone << q.value(0).toLongLong();
    }
    q.finish();
    q.prepare(u"UPDATE bench_runs SET state = ?, finished_at = ?, reason = ? WHERE id = ? AND state = ?"_s);
    int marked = 0;
    for (const qint64 id : std::as_const(gone)) {
        q.addBindValue(benchRunStateName(BenchRunState::Interrupted));
        q.addBindValue(QDateTime::currentDateTimeUtc().toMSecsSinceEpoch());
        q.addBindValue(orNull(reason));
        q.addBindValue(id);
        q.addBindValue(benchRunStateName(BenchRunState::Running));
        if (!q.exec()) {
            m_error = Tr::tr("cannot mark abandoned benchmark runs: %1").arg(q.lastError().text());
            return -1;
        }
        marked += q.numRowsAffected();
    }
    if (marked > 0)
        m_db.notifyChange(u"bench_runs"_s);
    return marked;
}

bool BenchmarkStore::appendLog(qint64 run, const QList<bench::BenchLogLine>& lines)
{
    m_error.clear();
    if (lines.isEmpty())
        return true;
    QSqlDatabase& db = m_db.connection();
    const auto failed = [&](const QString& why) {
        m_error = Tr::tr("cannot record the log of benchmark run %1: %2").arg(run).arg(why);
        db.rollback();
        return false;
    };
    if (!m_db.beginWrite())
        return failed(m_db.error());
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO bench_log (run_id, seq, at, stream, line) VALUES (?, ?, ?, ?, ?)"_s);
    for (const bench::BenchLogLine& line : lines) {
        q.addBindValue(run);
        q.addBindValue(line.seq);
        q.addBindValue((line.at.isValid() ? line.at : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
        q.addBindValue(bench::streamName(line.stream));
        q.addBindValue(line.text);
        if (!q.exec())
            return failed(q.lastError().text());
    }
    if (!db.commit())
        return failed(db.lastError().text());
    return true;
}

QList<bench::BenchLogLine> BenchmarkStore::log(qint64 run, int limit) const
{
    m_error.clear();
    QList<bench::BenchLogLine> result;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(u"SELECT seq, at, stream, line FROM bench_log WHERE run_id = ? ORDER BY seq LIMIT ?"_s);
    q.addBindValue(run);
    q.addBindValue(limit);
    if (!q.exec()) {
        m_error = Tr::tr("cannot read the log of benchmark run %1: %2").arg(run).arg(q.lastError().text());
        return result;
    }
    while (q.next()) {
        bench::BenchLogLine line;
        line.seq = q.value(0).toInt();
        line.at = fromMs(q.value(1));
        line.stream =
            bench::streamFromName(q.value(2).toString()).value_or(bench::BenchLogLine::Stream::Info);
        line.text = q.value(3).toString();
        result.append(line);
    }
    return result;
}

bool BenchmarkStore::savePreset(const bench::BenchSpec& spec)
{
    m_error.clear();
    if (spec.name.trimmed().isEmpty()) {
        m_error = Tr::tr("a benchmark preset needs a name");
        return false;
    }
    if (const QString why = spec.check(); !why.isEmpty()) {
        m_error = Tr::tr("benchmark preset '%1': %2").arg(spec.name, why);
        return false;
    }
    QSqlQuery q(m_db.connection());
    q.prepare(u"INSERT INTO bench_presets (name, spec, updated_at) VALUES (?, ?, ?) "
              u"ON CONFLICT (name) DO UPDATE SET spec = excluded.spec, updated_at = excluded.updated_at"_s);
    q.addBindValue(spec.name.trimmed());
    q.addBindValue(QString::fromUtf8(QJsonDocument(spec.toJson()).toJson(QJsonDocument::Compact)));
    q.addBindValue(QDateTime::currentDateTimeUtc().toMSecsSinceEpoch());
    if (!q.exec()) {
        m_error = Tr::tr("cannot save benchmark preset '%1': %2").arg(spec.name, q.lastError().text());
        return false;
    }
    return true;
}

bool BenchmarkStore::removePreset(const QString& name)
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.prepare(u"DELETE FROM bench_presets WHERE name = ?"_s);
    q.addBindValue(name);
    if (!q.exec()) {
        m_error = Tr::tr("cannot remove benchmark preset '%1': %2").arg(name, q.lastError().text());
        return false;
    }
    if (q.numRowsAffected() != 1) {
        m_error = Tr::tr("there is no benchmark preset '%1'").arg(name);
        return false;
    }
    return true;
}

QList<bench::BenchSpec> BenchmarkStore::presets() const
{
    m_error.clear();
    QList<bench::BenchSpec> result;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT name, spec FROM bench_presets ORDER BY name"_s)) {
        m_error = Tr::tr("cannot read the benchmark presets: %1").arg(q.lastError().text());
        return result;
    }
    while (q.next()) {
        QString why;
        auto spec = bench::BenchSpec::fromJson(
            QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object(), &why);
        if (!spec) {
            m_error = Tr::tr("benchmark preset '%1' cannot be read: %2").arg(q.value(0).toString(), why);
            continue;
        }
        spec->name = q.value(0).toString();
        result.append(*spec);
    }
    return result;
}

std::optional<bench::BenchSpec> BenchmarkStore::preset(const QString& name) const
{
    for (const bench::BenchSpec& spec : presets()) {
        if (spec.name == name)
            return spec;
    }
    return std::nullopt;
}

std::optional<BenchRunRecord> BenchmarkStore::run(qint64 id) const
{
    m_error.clear();
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(u"SELECT "_s + RunColumns + u" FROM bench_runs WHERE id = ?"_s);
    q.addBindValue(id);
    if (!q.exec()) {
        m_error = Tr::tr("cannot read benchmark run %1: %2").arg(id).arg(q.lastError().text());
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return fromRow(q);
}

std::vector<BenchSample> BenchmarkStore::samples(qint64 run) const
{
    m_error.clear();
    std::vector<BenchSample> result;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(u"SELECT idx, phase, status, wall_s, prove_ms, queue_ms FROM bench_samples "
              u"WHERE run_id = ? ORDER BY idx"_s);
    q.addBindValue(run);
    if (!q.exec()) {
        m_error = Tr::tr("cannot read the proofs of benchmark run %1: %2").arg(run).arg(q.lastError().text());
        return result;
    }
    while (q.next()) {
        BenchSample s;
        s.index = q.value(0).toInt();
        // A word this build does not know (a newer release wrote it) is kept out of the figures
        // rather than guessed: the phase decides what is timed, the status what completed.
        const auto phase = bench::phaseFromName(q.value(1).toString().toStdString());
        const auto status = bench::statusFromName(q.value(2).toString().toStdString());
        if (!phase || !status) {
            m_error =
                Tr::tr("benchmark run %1: proof %2 has an unknown phase or status").arg(run).arg(s.index);
            continue;
        }
        s.phase = *phase;
        s.status = *status;
        s.wallS = q.value(3).toDouble();
        s.proveMs = optionalDouble(q.value(4));
        s.queueMs = optionalDouble(q.value(5));
        result.push_back(s);
    }
    return result;
}

QList<BenchRunRecord> BenchmarkStore::runs(const BenchRunFilter& filter) const
{
    m_error.clear();
    if (filter.limit <= 0)
        return {};
    QString sql = u"SELECT "_s + RunColumns + u" FROM bench_runs WHERE 1 = 1"_s;
    QVariantList values;
    if (!filter.node.isEmpty()) {
        // Through the link: the node's runs under whatever names it had. By name: what a removed
        // node of that name left behind.
        sql +=
            u" AND (node_id = (SELECT id FROM nodes WHERE name = ?) OR (node_id IS NULL AND node_name = ?))"_s;
        values << filter.node << filter.node;
    }
    if (!filter.gpuModel.isEmpty()) {
        sql += u" AND gpu_model = ?"_s;
        values << filter.gpuModel;
    }
    if (!filter.machineId.isEmpty()) {
        sql += u" AND machine_id = ?"_s;
        values << filter.machineId;
    }
    if (filter.state) {
        sql += u" AND state = ?"_s;
        values << benchRunStateName(*filter.state);
    }
    if (filter.since.isValid()) {
        sql += u" AND started_at >= ?"_s;
        values << filter.since.toMSecsSinceEpoch();
    }
    if (filter.until.isValid()) {
        sql += u" AND started_at < ?"_s;
        values << filter.until.toMSecsSinceEpoch();
    }
    sql += u" ORDER BY started_at DESC, id DESC LIMIT ?"_s;
    values << filter.limit;

    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant& value : std::as_const(values))
        q.addBindValue(value);
    QList<BenchRunRecord> result;
    if (!q.exec()) {
        m_error = Tr::tr("cannot read the benchmark runs: %1").arg(q.lastError().text());
        return result;
    }
    while (q.next())
        result.append(fromRow(q));
    return result;
}

} // namespace fleetdeck::bench
