// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"
#include "base/Node.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace fleetdeck::storage {
class Database;
}

namespace fleetdeck::logs {

/// Where a node's log lines come from (docs/cli.md, Logs).
struct LogSource
{
    /// Command: a remote command template run over SSH; Bench: the stored benchmark output;
    /// Events: the console's own events for the node; Vast: the container's output through the
    /// vast.ai API.
    enum class Kind { Command, Bench, Events, Vast };

    QString name;
    Kind kind = Kind::Command;
    QString templ; ///< Command only
    /// Where it was set: "node", "label KEY=VALUE", "fleet" (a default for every node) or
    /// "built-in".
    QString origin;

    /// `{"name":…,"template":…|null,"origin":…}`
    QJsonObject toJson() const;
    friend bool operator==(const LogSource&, const LogSource&) = default;
};

namespace LogSources {
inline const QString Bench = QStringLiteral("bench");
inline const QString Events = QStringLiteral("events");
inline const QString Vast = QStringLiteral("vast");

/// Empty when `name` may name a command source (letters, digits, '.', '_', '-'; not a built-in).
QString checkName(const QString& name);
/// Empty when `templ` is a usable template: not empty, every placeholder known ({lines},
/// {follow}, {follow:FLAG}).
QString checkTemplate(const QString& templ);
/// Splits "NAME=TEMPLATE" and checks both; returns an error message or empty.
QString parseAssignment(const QString& text, QString* name, QString* templ);
/// How often a source that can only be re-read whole is read again while following: the stored
/// ones (bench, events) and vast.ai's container output.
constexpr int StoredPollMs = 2000;
constexpr int VastPollMs = 10000;
/// Why a node's log could not be read (stage exec): no such source, a provider's refusal.
Diagnosis failure(const QString& code, const QString& message, const QString& hint,
                  const QString& detail = {});
/// The command to run: {lines} becomes `lines`, {follow} "-f" when following (else nothing),
/// {follow:FLAG} FLAG when following (else nothing). The template is the operator's own remote
/// command, run as their login; nothing of it is quoted.
QString expand(const QString& templ, int lines, bool follow);
} // namespace LogSources

/// The log sources of every node, in the fleet's database: a node's own, defaults for a label's
/// nodes and for every node, and the built-in ones.
class LogSourceStore
{
public:
    explicit LogSourceStore(storage::Database& db);

    bool setNodeSource(qint64 nodeId, const QString& name, const QString& templ);
    /// False (error() empty) when the node had no such source.
    bool removeNodeSource(qint64 nodeId, const QString& name);
    /// `label` is "KEY=VALUE", or "" for every node.
    bool setDefaultSource(const QString& label, const QString& name, const QString& templ);
    bool removeDefaultSource(const QString& label, const QString& name);
    /// Defaults as (label, source) pairs.
    QList<QPair<QString, LogSource>> defaultSources() const;

    /// What `node` can be read from: its own command sources, then those of its labels and the
    /// fleet's defaults that it does not override by name, then the built-in ones (bench, events;
    /// vast for a vast.ai instance). Command sources come first, in name order within each origin.
    QList<LogSource> sourcesFor(const Node& node) const;
    /// The first command source of `node` as sourcesFor() orders them (what a log is read from
    /// when no source is named); nullopt when it has none.
    std::optional<LogSource> firstCommandSource(const Node& node) const;
    /// The first command source of each node (as sourcesFor() orders them), for many nodes in two
    /// queries; nodes without one are left out.
    QHash<QString, LogSource> firstCommandSources(const QList<Node>& nodes) const;
    /// One of sourcesFor(node) by name; nullopt when it has none of that name.
    std::optional<LogSource> sourceFor(const Node& node, const QString& name) const;

    QString error() const { return m_error; }

private:
    storage::Database& m_db;
    mutable QString m_error;
};

} // namespace fleetdeck::logs
