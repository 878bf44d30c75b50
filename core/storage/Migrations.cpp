// SPDX-License-Identifier: GPL-3.0-or-later
#include "Migrations.h"

namespace fleetdeck::storage {

// Portable SQL only (SQLite now, PostgreSQL for teams later): no SQLite-only types or pragmas. The
// one type without a common spelling, an auto-numbered primary key, is written {id}: each Dialect
// renders it (Dialect::schemaStatement).
const QList<Migration>& migrations()
{
    static const QList<Migration> steps{
        {1,
         "nodes and their labels",
         {
             QStringLiteral("CREATE TABLE nodes ("
                            " id {id},"
                            " name TEXT NOT NULL UNIQUE,"
                            " host TEXT NOT NULL,"
                            " port INTEGER NOT NULL DEFAULT 22,"
                            " ssh_user TEXT NOT NULL DEFAULT 'root',"
                            " identity TEXT,"
                            " status_port INTEGER NOT NULL DEFAULT 9821,"
                            " status_path TEXT NOT NULL DEFAULT '/status',"
                            " status_command TEXT,"
                            " authorized_keys TEXT NOT NULL DEFAULT '~/.ssh/authorized_keys',"
                            " provider TEXT NOT NULL DEFAULT 'manual',"
                            " provider_id TEXT,"
                            " created_at TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL)"),
             QStringLiteral("CREATE TABLE node_labels ("
                            " node_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,"
                            " label_key TEXT NOT NULL,"
                            " label_value TEXT NOT NULL,"
                            " PRIMARY KEY (node_id, label_key))"),
         }},
        {2,
         "events: diagnoses and operator actions per node",
         {
             QStringLiteral("CREATE TABLE events ("
                            " id {id},"
                            " node_id INTEGER REFERENCES nodes(id) ON DELETE SET NULL,"
                            " at TEXT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " code TEXT,"
                            " message TEXT NOT NULL,"
                            " detail TEXT)"),
             QStringLiteral("CREATE INDEX events_node_at ON events(node_id, at)"),
             QStringLiteral("CREATE INDEX nodes_provider ON nodes(provider, provider_id)"),
         }},
        {3,
         "nodes may honour the OpenSSH client config",
         {
             QStringLiteral("ALTER TABLE nodes ADD COLUMN use_ssh_config INTEGER NOT NULL DEFAULT 0"),
         }},
        {4,
         "status history: raw samples for an hour, minute buckets for a week",
         {
             // Times are milliseconds since the epoch (UTC): integer arithmetic folds them into
             // minutes the same way on SQLite and PostgreSQL.
             QStringLiteral("CREATE TABLE status_samples ("
                            " node_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,"
                            " at BIGINT NOT NULL,"
                            " ok INTEGER NOT NULL,"
                            " queue_depth DOUBLE PRECISION,"
                            " total_completed DOUBLE PRECISION,"
                            " completed_increase DOUBLE PRECISION,"
                            " total_failed DOUBLE PRECISION,"
                            " memory_used_bytes DOUBLE PRECISION,"
                            " memory_total_bytes DOUBLE PRECISION,"
                            " latency_ms DOUBLE PRECISION,"
                            " PRIMARY KEY (node_id, at))"),
             // Gauges as sum and count (an average that later samples can still join); counters
             // as their last value and when it was read.
             QStringLiteral("CREATE TABLE status_minutes ("
                            " node_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,"
                            " at BIGINT NOT NULL,"
                            " samples INTEGER NOT NULL,"
                            " ok_samples INTEGER NOT NULL,"
                            " queue_depth_sum DOUBLE PRECISION,"
                            " queue_depth_count INTEGER NOT NULL,"
                            " memory_used_sum DOUBLE PRECISION,"
                            " memory_used_count INTEGER NOT NULL,"
                            " memory_total_sum DOUBLE PRECISION,"
                            " memory_total_count INTEGER NOT NULL,"
                            " latency_sum DOUBLE PRECISION,"
                            " latency_count INTEGER NOT NULL,"
                            " completed_increase DOUBLE PRECISION,"
                            " total_completed DOUBLE PRECISION,"
                            " total_completed_at BIGINT,"
                            " total_failed DOUBLE PRECISION,"
                            " total_failed_at BIGINT,"
                            " PRIMARY KEY (node_id, at))"),
             // Compaction and retention select by time across all nodes.
             QStringLiteral("CREATE INDEX status_samples_at ON status_samples(at)"),
             QStringLiteral("CREATE INDEX status_minutes_at ON status_minutes(at)"),
         }},
        {5,
         "key deployment audit trail",
         {
             // An audit trail outlives the node it audits: the name is copied, the link is
             // cleared when the node goes. Only fingerprints and hashes, never key material.
             QStringLiteral("CREATE TABLE key_deployments ("
                            " id {id},"
                            " node_id INTEGER REFERENCES nodes(id) ON DELETE SET NULL,"
                            " node_name TEXT NOT NULL,"
                            " at BIGINT NOT NULL,"
                            " action TEXT NOT NULL,"
                            " key_fingerprint TEXT NOT NULL,"
                            " key_comment TEXT,"
                            " result TEXT NOT NULL,"
                            " remote_path TEXT,"
                            " before_sha256 TEXT,"
                            " after_sha256 TEXT,"
                            " findings TEXT,"
                            " diagnosis_code TEXT,"
                            " diagnosis_detail TEXT)"),
             QStringLiteral("CREATE INDEX key_deployments_node_name_at ON key_deployments(node_name, at)"),
             // Deleting a node looks its rows up to clear the link, and a renamed node finds its
             // history through the link.
             QStringLiteral("CREATE INDEX key_deployments_node_at ON key_deployments(node_id, at)"),
         }},
        {6,
         "benchmark runs and samples",
         {
             // Like the audit trail, a run outlives its node: the name (and the GPU it measured)
             // is copied, the link is cleared when the node goes. Times in ms since the epoch (UTC).
             QStringLiteral("CREATE TABLE bench_runs ("
                            " id {id},"
                            " node_id INTEGER REFERENCES nodes(id) ON DELETE SET NULL,"
                            " node_name TEXT NOT NULL,"
                            " gpu_model TEXT,"
                            " started_at BIGINT NOT NULL,"
                            " finished_at BIGINT,"
                            " state TEXT NOT NULL,"
                            " warmup INTEGER,"
                            " timed INTEGER,"
                            " cooldown INTEGER,"
                            " mode TEXT,"
                            " command TEXT,"
                            " parser TEXT,"
                            " note TEXT)"),
             // Phase and status as the words of the JSON output ("timed", "COMPLETED").
             QStringLiteral("CREATE TABLE bench_samples ("
                            " run_id INTEGER NOT NULL REFERENCES bench_runs(id) ON DELETE CASCADE,"
                            " idx INTEGER NOT NULL,"
                            " phase TEXT NOT NULL,"
                            " status TEXT NOT NULL,"
                            " wall_s DOUBLE PRECISION NOT NULL,"
                            " prove_ms DOUBLE PRECISION,"
                            " queue_ms DOUBLE PRECISION,"
                            " PRIMARY KEY (run_id, idx))"),
             QStringLiteral("CREATE INDEX bench_runs_node_name_started ON bench_runs(node_name, started_at)"),
             // Deleting a node clears its links, and a renamed node finds its runs through them.
             QStringLiteral("CREATE INDEX bench_runs_node_started ON bench_runs(node_id, started_at)"),
         }},
        {7,
         "benchmark specs, prices, logs and presets",
         {
             // The whole spec as JSON (timeouts, pre-run command, proof kind), the node's price when
             // the run started, and why a run did not simply finish.
             QStringLiteral("ALTER TABLE bench_runs ADD COLUMN spec TEXT"),
             QStringLiteral("ALTER TABLE bench_runs ADD COLUMN dollars_per_hour DOUBLE PRECISION"),
             QStringLiteral("ALTER TABLE bench_runs ADD COLUMN reason TEXT"),
             QStringLiteral("CREATE TABLE bench_log ("
                            " run_id INTEGER NOT NULL REFERENCES bench_runs(id) ON DELETE CASCADE,"
                            " seq INTEGER NOT NULL,"
                            " at BIGINT NOT NULL,"
                            " stream TEXT NOT NULL,"
                            " line TEXT NOT NULL,"
                            " PRIMARY KEY (run_id, seq))"),
             QStringLiteral("CREATE TABLE bench_presets ("
                            " name TEXT PRIMARY KEY,"
                            " spec TEXT NOT NULL,"
                            " updated_at BIGINT NOT NULL)"),
         }},
        {8,
         "provider data per node: fields, when last listed, since when vanished",
         {
             // The provider's fields as one JSON object (values keep their types and nulls); times
             // in ms since the epoch (UTC). A node the provider stopped listing keeps its row, its
             // last fields and its history; vanished_at marks it.
             QStringLiteral("CREATE TABLE node_provider_data ("
                            " node_id INTEGER PRIMARY KEY REFERENCES nodes(id) ON DELETE CASCADE,"
                            " fields TEXT NOT NULL,"
                            " refreshed_at BIGINT NOT NULL,"
                            " vanished_at BIGINT)"),
         }},
        {9,
         "key deployments record the attachment through the provider's platform",
         {
             // Provider ("vast"), attached/failed/skipped, and the error code and server's words.
             QStringLiteral("ALTER TABLE key_deployments ADD COLUMN platform TEXT"),
             QStringLiteral("ALTER TABLE key_deployments ADD COLUMN platform_result TEXT"),
             QStringLiteral("ALTER TABLE key_deployments ADD COLUMN platform_detail TEXT"),
         }},
        {10,
         "renting through vast.ai: templates, saved offer searches, bad hosts, each rented node's "
         "life, and which machine a benchmark measured",
         {
             // A template's whole definition as JSON (image, disk, env, onstart, thresholds, time
             // limits); times in ms since the epoch (UTC), like every table since 4.
             QStringLiteral("CREATE TABLE rent_templates ("
                            " name TEXT PRIMARY KEY,"
                            " spec TEXT NOT NULL,"
                            " updated_at BIGINT NOT NULL)"),
             QStringLiteral("CREATE TABLE offer_searches ("
                            " name TEXT PRIMARY KEY,"
                            " query TEXT NOT NULL,"
                            " updated_at BIGINT NOT NULL)"),
             // Machines never to be offered or rented again, and why (source: operator,
             // qualification or the name of a rule).
             QStringLiteral("CREATE TABLE bad_hosts ("
                            " provider TEXT NOT NULL,"
                            " machine_id TEXT NOT NULL,"
                            " reason TEXT NOT NULL,"
                            " source TEXT NOT NULL,"
                            " node_name TEXT,"
                            " added_at BIGINT NOT NULL,"
                            " PRIMARY KEY (provider, machine_id))"),
             // One row per node rented through a template: the stage it is in and when each
             // stage began (JSON: stage -> ms), the rule that tripped, its qualification.
             QStringLiteral("CREATE TABLE node_lifecycle ("
                            " node_id INTEGER PRIMARY KEY REFERENCES nodes(id) ON DELETE CASCADE,"
                            " template TEXT NOT NULL,"
                            " offer_id TEXT,"
                            " machine_id TEXT,"
                            " stage TEXT NOT NULL,"
                            " stage_since BIGINT NOT NULL,"
                            " stages TEXT NOT NULL,"
                            " rule TEXT,"
                            " qualification TEXT,"
                            " rented_at BIGINT NOT NULL,"
                            " retired_at BIGINT,"
                            " retired_reason TEXT)"),
             // What a run measured: the machine (for the provider's machine id) and how many GPUs.
             QStringLiteral("ALTER TABLE bench_runs ADD COLUMN machine_id TEXT"),
             QStringLiteral("ALTER TABLE bench_runs ADD COLUMN gpu_count INTEGER"),
             QStringLiteral("CREATE INDEX bench_runs_machine ON bench_runs(machine_id)"),
         }},
        {11,
         "what each rented node billed when",
         {
             // What a rented node billed when: JSON [[from ms, $/h], ...], a period per price it
             // had (running, stopped and billing only its storage, running again).
             QStringLiteral("ALTER TABLE node_lifecycle ADD COLUMN billing TEXT"),
         }},
        {12,
         "log sources per node and per label; log events by kind",
         {
             // A node's own log sources (a remote command template each, docs/cli.md Logs).
             QStringLiteral("CREATE TABLE node_log_sources ("
                            " node_id INTEGER NOT NULL REFERENCES nodes(id) ON DELETE CASCADE,"
                            " name TEXT NOT NULL,"
                            " template TEXT NOT NULL,"
                            " PRIMARY KEY (node_id, name))"),
             // Defaults for the nodes of a label ("key=value"), or for every node ("").
             QStringLiteral("CREATE TABLE default_log_sources ("
                            " label TEXT NOT NULL,"
                            " name TEXT NOT NULL,"
                            " template TEXT NOT NULL,"
                            " PRIMARY KEY (label, name))"),
             QStringLiteral("CREATE INDEX events_kind_at ON events(kind, at)"),
         }},
        {13,
         "the fleet's own log patterns",
         {
             // Patterns that make log lines into events, beside the built-in ones (a name here
             // replaces the built-in pattern of that name).
             QStringLiteral("CREATE TABLE log_patterns ("
                            " name TEXT PRIMARY KEY,"
                            " title TEXT NOT NULL,"
                            " regex TEXT NOT NULL,"
                            " severity TEXT NOT NULL,"
                            " state TEXT NOT NULL DEFAULT '')"),
         }},
        {14,
         "a team's collectors: their heartbeats, the nodes each leases, the status each wrote",
         {
             // Every collector of the store (fleetdeck-cli collect) and when it was last alive.
             QStringLiteral("CREATE TABLE collectors ("
                            " collector TEXT PRIMARY KEY,"
                            " host TEXT NOT NULL,"
                            " pid BIGINT NOT NULL,"
                            " started_at BIGINT NOT NULL,"
                            " heartbeat_at BIGINT NOT NULL)"),
             // Which collector polls a node, until when (ms since the epoch, UTC).
             QStringLiteral("CREATE TABLE node_leases ("
                            " node_id INTEGER PRIMARY KEY REFERENCES nodes(id) ON DELETE CASCADE,"
                            " collector TEXT NOT NULL,"
                            " expires_at BIGINT NOT NULL)"),
             // Each node's newest status as a collector polled it, for consoles that read the
             // store instead of polling. `version` grows with every write (the writers' lock
             // orders them), so a reader asks for what is newer than what it has; `document` is
             // the whole status as the console holds it (team/StatusRecord).
             QStringLiteral("CREATE TABLE node_status ("
                            " node_id INTEGER PRIMARY KEY REFERENCES nodes(id) ON DELETE CASCADE,"
                            " version BIGINT NOT NULL,"
                            " collector TEXT NOT NULL,"
                            " polled_at BIGINT NOT NULL,"
                            " state TEXT NOT NULL,"
                            " reason TEXT,"
                            " proofs_per_hour DOUBLE PRECISION,"
                            " queue_depth DOUBLE PRECISION,"
                            " gpu_workers_busy DOUBLE PRECISION,"
                            " latency_ms DOUBLE PRECISION,"
                            " document TEXT)"),
             QStringLiteral("CREATE INDEX node_status_version ON node_status (version)"),
         }},
        {15,
         "a node's row says which change it is and who made it; the key trail says which operator",
         {
             // `version` grows with every write of the row (its labels included): an edit made
             // from version N is written only while the row is still at N, so a second edit of
             // the same node is told who changed it (`updated_by`, "login@host") and when.
             QStringLiteral("ALTER TABLE nodes ADD COLUMN version BIGINT NOT NULL DEFAULT 1"),
             QStringLiteral("ALTER TABLE nodes ADD COLUMN updated_by TEXT"),
             QStringLiteral("ALTER TABLE key_deployments ADD COLUMN operator TEXT"),
         }},
        {16,
         "a benchmark run names the process that runs it",
         {
             // "host:pid": a console that opens the store marks `running` only the runs whose
             // process is gone (on its own host), never a teammate's run in progress.
             QStringLiteral("ALTER TABLE bench_runs ADD COLUMN runner TEXT"),
         }},
        {17,
         "a collector says whether the server can tell it is gone",
         {
             // 1: the collector holds a session lock named by its id (storage::Dialect), which
             // the server lets go when its process dies; the others then take its nodes at their
             // next round instead of when its leases run out. 0: its heartbeat alone says.
             QStringLiteral("ALTER TABLE collectors ADD COLUMN session_lock INTEGER NOT NULL DEFAULT 0"),
         }},
        {18,
         "a rent template's row says which change it is and who made it",
         {
             // As nodes have it (15): a template (and the rules in it) changed from version N is
             // written only while the row is still at N; a second edit is told who and when.
             QStringLiteral("ALTER TABLE rent_templates ADD COLUMN version BIGINT NOT NULL DEFAULT 1"),
             QStringLiteral("ALTER TABLE rent_templates ADD COLUMN updated_by TEXT"),
         }},
        {19,
         "a bad host says who listed it",
         {
             // A second listing with another reason is refused and told who listed it and when
             // (LifecycleStore::addBadHost); the trail says which operator did what.
             QStringLiteral("ALTER TABLE bad_hosts ADD COLUMN added_by TEXT"),
         }},
    };
    return steps;
}

} // namespace fleetdeck::storage
