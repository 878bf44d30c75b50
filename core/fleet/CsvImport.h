// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/NodeImport.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace fleetdeck::fleet {

/// Nodes from a CSV file (`node import --csv FILE`).
///
/// The file is RFC 4180: comma-separated, CRLF or LF line ends, fields in double quotes may hold
/// commas, line breaks and doubled quotes (""); a UTF-8 byte order mark is ignored, blank lines
/// are not rows. The first row names the columns with `node list --json` field names: `name`
/// (required), `host`, `port`, `user`, `identity`, `status_port`, `status_path`,
/// `status_command`, `authorized_keys`, `labels`, `ssh_config`, in any order. An empty cell means
/// the field's default (no identity, no status command, no labels, port 22, ...). `labels` is
/// `key=value;key2=value2`, or a JSON object (`{"gpu":"4090"}`) for values containing `;`.
/// `ssh_config` is yes/no (also true/false, 1/0).
namespace CsvImport {

/// One record of a CSV file: its fields and the line it starts on (1-based).
struct Record
{
    int line = 0;
    QStringList fields;
    QString problem; ///< why the record could not be read (quoting); fields are then partial
};

/// Splits CSV text into records as RFC 4180 describes; never fails as a whole (a badly quoted
/// record carries its problem and reading goes on at the next line).
QList<Record> parseRecords(const QString& text);

/// What a CSV file describes.
struct Source
{
    /// Why the file cannot be used at all (no header, unknown or repeated column, no `name`
    /// column); the rows are then not read.
    QString error;
    QList<NodeImportCandidate> candidates; ///< one a row; a bad row carries its problem
};

/// Reads `data` (the contents of `file`) as a node CSV.
Source read(const QByteArray& data, const QString& file);

/// Reads the file at `path`; a file that cannot be read is the Source's error.
Source readFile(const QString& path);

/// The columns a node CSV may have.
QStringList columns();

} // namespace CsvImport

} // namespace fleetdeck::fleet
