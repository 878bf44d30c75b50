// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace fleetdeck::storage {

class Database;

/// Copies a whole fleet from one store to another (an SQLite file to a team's PostgreSQL
/// database, or back), then proves the copy: both stores are read again and every table's rows
/// must match, value for value (`fleetdeck-cli store copy`, docs/cli.md "Team").
///
/// Both databases are open at the same (latest) schema. The target must be empty: a copy never
/// merges into a fleet. Every table is copied in one transaction, in the order the migrations
/// created them (a row's references always point at a table copied before it), ids included;
/// schema_version is each store's own. The proof is per table: the number of rows and a digest
/// of every row's values, independent of the order either database returns them in and of how
/// each driver types a number.
class StoreCopy
{
public:
    struct Table
    {
        QString name;
        qint64 sourceRows = 0;
        qint64 targetRows = 0;
        QByteArray sourceDigest;
        QByteArray targetDigest;
        bool verified() const { return sourceRows == targetRows && sourceDigest == targetDigest; }
    };
    struct Result
    {
        bool ok = false;     ///< copied and every table verified
        QString error;       ///< why not, for an operator
        QList<Table> tables; ///< in copy order; filled as far as the copy got
    };

    /// The fleet's tables in the order the migrations create them (schema_version not included).
    static QStringList tables();

    /// Called after each table with it, to report progress.
    using Progress = std::function<void(const Table&)>;
    static Result copy(Database& from, Database& to, const Progress& progress = {});
    /// Reads both stores and compares them table by table (what copy() does after writing).
    static Result verify(Database& from, Database& to, const Progress& progress = {});
};

} // namespace fleetdeck::storage
