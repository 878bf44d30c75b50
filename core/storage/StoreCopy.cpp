// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreCopy.h"

#include "Database.h"
#include "Dialect.h"
#include "Migrations.h"
#include "Tr.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>

#include <array>
#include <cmath>

namespace fleetdeck::storage {

namespace {

// Rows per INSERT: one statement per row would cost a round trip each on a server; the bound
// values of one statement stay far below SQLite's and PostgreSQL's limits.
constexpr int kRowsPerInsert = 200;
constexpr int kMaxValuesPerInsert = 20000;

// One value as both databases mean it: the drivers type numbers differently (SQLite's INTEGER is
// a qlonglong, PostgreSQL's an int; a whole REAL may come back as either), so numbers are
// written by value, not by type.
void appendCanonical(QByteArray& out, const QVariant& v)
{
    if (v.isNull()) {
        out += "N;";
        return;
    }
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
    case QMetaType::Bool:
        out += 'I' + QByteArray::number(v.toLongLong()) + ';';
        return;
    case QMetaType::ULong:
    case QMetaType::ULongLong:
        out += 'I' + QByteArray::number(v.toULongLong()) + ';';
        return;
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::trunc(d) && std::fabs(d) < 9007199254740992.0)
            out += 'I' + QByteArray::number(qint64(d)) + ';';
        else
            out += 'D' + QByteArray::number(d, 'g', 17) + ';';
        return;
    }
    case QMetaType::QByteArray: {
        const QByteArray b = v.toByteArray();
        out += 'B' + QByteArray::number(b.size()) + ':' + b + ';';
        return;
    }
    default: {
        const QByteArray s = v.toString().toUtf8();
        out += 'S' + QByteArray::number(s.size()) + ':' + s + ';';
        return;
    }
    }
}

// A multiset digest: the sum (per 64-bit lane, wrapping) of every row's SHA-256. Equal for equal
// rows in any order; a row changed, lost or doubled changes it.
struct Digest
{
    std::array<quint64, 4> lanes{};
    void add(const QByteArray& row)
    {
        const QByteArray h = QCryptographicHash::hash(row, QCryptographicHash::Sha256);
        for (int i = 0; i < 4; ++i)
            lanes[i] += qFromBigEndian<quint64>(h.constData() + 8 * i);
    }
    QByteArray hex() const
    {
        QByteArray raw(32, Qt::Uninitialized);
        for (int i = 0; i < 4; ++i)
            qToBigEndian(lanes[i], raw.data() + 8 * i);
        return raw.toHex();
    }
};

QStringList columnsOf(Database& db, const QString& table, QString* error)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT * FROM %1 WHERE 1 = 0").arg(table))) {
        *error = Tr::tr("cannot read table %1 of %2: %3").arg(table, db.path(), q.lastError().text());
        return {};
    }
    QStringList names;
    const QSqlRecord record = q.record();
    for (int i = 0; i < record.count(); ++i)
        names << record.fieldName(i);
    names.sort(); // the same order on both sides, whatever order ALTER TABLE left them in
    return names;
}

// Rows and digest of one table, its columns in `columns`' order.
bool summarize(Database& db, const QString& table, const QStringList& columns, qint64* rows,
               QByteArray* digest, QString* error)
{
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT %1 FROM %2").arg(columns.join(QLatin1String(", ")), table))) {
        *error = Tr::tr("cannot read table %1 of %2: %3").arg(table, db.path(), q.lastError().text());
        return false;
    }
    Digest d;
    qint64 n = 0;
    QByteArray row;
    while (q.next()) {
        row.clear();
        for (int i = 0; i < columns.size(); ++i)
            appendCanonical(row, q.value(i));
        d.add(row);
        ++n;
    }
    if (q.lastError().isValid()) {
        *error = Tr::tr("cannot read table %1 of %2: %3").arg(table, db.path(), q.lastError().text());
        return false;
    }
    *rows = n;
    *digest = d.hex();
    return true;
}

bool sameSchema(Database& from, Database& to, QString* error)
{
    if (from.schemaVersion() != to.schemaVersion()) {
        *error = Tr::tr("%1 has schema version %2 and %3 version %4; both must be at the same version")
                     .arg(from.path())
                     .arg(from.schemaVersion())
                     .arg(to.path())
                     .arg(to.schemaVersion());
        return false;
    }
    return true;
}

} // namespace

QStringList StoreCopy::tables()
{
    static const QRegularExpression create(QStringLiteral("^CREATE TABLE (\\w+)"));
    QStringList names;
    for (const Migration& step : migrations()) {
        for (const QString& sql : step.statements) {
            const QRegularExpressionMatch m = create.match(sql);
            if (m.hasMatch() && !names.contains(m.captured(1)))
                names << m.captured(1);
        }
    }
    return names;
}

StoreCopy::Result StoreCopy::verify(Database& from, Database& to, const Progress& progress)
{
    Result result;
    if (!sameSchema(from, to, &result.error))
        return result;
    for (const QString& name : tables()) {
        Table t;
        t.name = name;
        const QStringList columns = columnsOf(from, name, &result.error);
        if (columns.isEmpty() || columnsOf(to, name, &result.error) != columns) {
            if (result.error.isEmpty())
                result.error =
                    Tr::tr("table %1 has other columns in %2 than in %3").arg(name, to.path(), from.path());
            return result;
        }
        if (!summarize(from, name, columns, &t.sourceRows, &t.sourceDigest, &result.error) ||
            !summarize(to, name, columns, &t.targetRows, &t.targetDigest, &result.error))
            return result;
        result.tables << t;
        if (progress)
            progress(t);
        if (!t.verified() && result.error.isEmpty()) {
            result.error =
                t.sourceRows != t.targetRows
                    ? Tr::tr("table %1: %2 rows in %3, %4 in %5")
                          .arg(name)
                          .arg(t.sourceRows)
                          .arg(from.path())
                          .arg(t.targetRows)
                          .arg(to.path())
                    : Tr::tr("table %1: the rows of %2 and %3 differ").arg(name, from.path(), to.path());
        }
    }
    result.ok = result.error.isEmpty();
    return result;
}

StoreCopy::Result StoreCopy::copy(Database& from, Database& to, const Progress& progress)
{
    Result result;
    if (!sameSchema(from, to, &result.error))
        return result;
    // Never into a fleet: a copy that merged would have to decide whose row wins.
    for (const QString& name : tables()) {
        QSqlQuery q(to.connection());
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(name)) || !q.next()) {
            result.error =
                Tr::tr("cannot read table %1 of %2: %3").arg(name, to.path(), q.lastError().text());
            return result;
        }
        if (const qint64 rows = q.value(0).toLongLong(); rows > 0) {
            result.error =
                Tr::tr("%1 is not empty (table %2 holds %n row(s)); a fleet is copied into an empty "
                       "store only",
                       nullptr, int(qMin<qint64>(rows, INT_MAX)))
                    .arg(to.path(), name);
            return result;
        }
    }

    if (!to.beginWrite()) {
        result.error = Tr::tr("cannot write to %1: %2").arg(to.path(), to.error());
        return result;
    }
    const auto failWrite = [&](const QString& message) {
        QSqlQuery(to.connection()).exec(QStringLiteral("ROLLBACK"));
        result.error = message;
        return result;
    };
    for (const QString& name : tables()) {
        const QStringList columns = columnsOf(from, name, &result.error);
        if (columns.isEmpty())
            return failWrite(result.error);
        if (columnsOf(to, name, &result.error) != columns) {
            return failWrite(
                result.error.isEmpty()
                    ? Tr::tr("table %1 has other columns in %2 than in %3").arg(name, to.path(), from.path())
                    : result.error);
        }
        QSqlQuery read(from.connection());
        read.setForwardOnly(true);
        if (!read.exec(QStringLiteral("SELECT %1 FROM %2").arg(columns.join(QLatin1String(", ")), name)))
            return failWrite(
                Tr::tr("cannot read table %1 of %2: %3").arg(name, from.path(), read.lastError().text()));
        const int perInsert = qMax(1, qMin<int>(kRowsPerInsert, kMaxValuesPerInsert / int(columns.size())));
        const QString head =
            QStringLiteral("INSERT INTO %1 (%2) VALUES ").arg(name, columns.join(QLatin1String(", ")));
        const QString tuple = QLatin1Char('(') +
                              QStringList(columns.size(), QStringLiteral("?")).join(QLatin1String(", ")) +
                              QLatin1Char(')');
        QList<QVariant> pending;
        int pendingRows = 0;
        QSqlQuery write(to.connection());
        const auto flush = [&]() -> bool {
            if (pendingRows == 0)
                return true;
            write.prepare(head + QStringList(pendingRows, tuple).join(QLatin1String(", ")));
            for (const QVariant& v : std::as_const(pending))
                write.addBindValue(v);
            const bool ok = write.exec();
            pending.clear();
            pendingRows = 0;
            return ok;
        };
        while (read.next()) {
            for (int i = 0; i < columns.size(); ++i)
                pending << read.value(i);
            if (++pendingRows == perInsert && !flush())
                return failWrite(Tr::tr("cannot copy table %1 into %2: %3")
                                     .arg(name, to.path(), write.lastError().text()));
        }
        if (read.lastError().isValid())
            return failWrite(
                Tr::tr("cannot read table %1 of %2: %3").arg(name, from.path(), read.lastError().text()));
        if (!flush())
            return failWrite(
                Tr::tr("cannot copy table %1 into %2: %3").arg(name, to.path(), write.lastError().text()));
        // Ids were copied as they were: the target's numbering continues after them.
        for (const QString& statement : to.dialect()->statementsAfterExplicitIds(name, columns)) {
            QSqlQuery after(to.connection());
            if (!after.exec(statement))
                return failWrite(Tr::tr("cannot copy table %1 into %2: %3")
                                     .arg(name, to.path(), after.lastError().text()));
        }
    }
    if (!QSqlQuery(to.connection()).exec(QStringLiteral("COMMIT")))
        return failWrite(
            Tr::tr("cannot finish the copy into %1: %2").arg(to.path(), to.connection().lastError().text()));
    return verify(from, to, progress);
}

} // namespace fleetdeck::storage
