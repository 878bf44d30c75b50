// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace fleetdeck {

/// Why an SSH or status operation failed, as a value (docs/design.md, "Diagnoses"; docs/cli.md,
/// "Diagnosis codes"). `message` and `hint` are translated text for an operator; `detail` is the
/// untranslated raw evidence and is never empty in a diagnosis built by make().
struct Diagnosis
{
    /// Where in the connection the failure happened, in the order `check` runs the stages.
    enum class Stage { Resolve, Connect, Handshake, HostKey, Auth, Channel, Exec, Http, Parse };

    QString code; ///< one of knownCodes(), e.g. "auth_denied"
    Stage stage = Stage::Connect;
    QString message;
    QString hint;
    QString detail;

    /// "resolve", "connect", "handshake", "host_key", "auth", "channel", "exec", "http", "parse".
    static QString stageName(Stage stage);
    /// The reverse of stageName(); nullopt for anything else (case-sensitive, as in the contract).
    static std::optional<Stage> stageFromName(QStringView name);

    /// The stable codes of the contract, in its table's order.
    static QStringList knownCodes();
    /// The stage the contract fixes for `code`; nullopt for `timeout` and `connection_lost`
    /// (their stage is whichever one was running) and for unknown codes.
    static std::optional<Stage> contractStage(const QString& code);

    /// Builds a diagnosis with the operator's message and hint for `code`.
    ///
    /// The stage comes from the contract; `stage` is used only where the contract leaves it open
    /// (`timeout`, `connection_lost`, unknown codes), defaulting to Connect. `args` fill %1, %2...
    /// of the message (and hint), each substituted once and verbatim; with fewer args a less
    /// specific wording is used, so no placeholder is ever left in the text:
    ///
    /// | code                  | args                                                      |
    /// | ---                   | ---                                                       |
    /// | dns_failed            | host                                                      |
    /// | connection_refused    | host, port                                                |
    /// | connect_timeout       | host, port                                                |
    /// | no_ssh_banner         | host, port                                                |
    /// | handshake_failed      | host, port                                                |
    /// | host_key_unknown      | known_hosts pattern, offered fingerprint                  |
    /// | host_key_changed      | pattern, offered fingerprint, recorded fingerprint(s)     |
    /// | auth_denied           | user, host, keys tried (fingerprints)                     |
    /// | key_unusable          | key file, key fingerprint                                 |
    /// | channel_refused       | forward target ("127.0.0.1:9821")                         |
    /// | status_unreachable    | status port                                               |
    /// | exec_failed           | how it ended ("exit status 1", "signal KILL"), command    |
    /// | status_http_error     | status line ("HTTP/1.1 503 Service Unavailable")          |
    /// | status_parse_error    | where the document is wrong                               |
    /// | timeout               | seconds                                                   |
    /// | connection_lost       | host, port                                                |
    /// | jobs_failing          | failures since the previous poll                          |
    /// | queue_stuck           | queue depth                                               |
    /// | memory_low            | available memory, total memory (formatted)                |
    ///
    /// Only the leading non-empty args are used (an empty arg ends the list). Extra args are
    /// ignored; the raw evidence belongs in `detail`.
    ///
    /// An empty `detail` is replaced by the code and stage, because the contract promises a
    /// non-empty detail and an empty one would hide that evidence was lost.
    static Diagnosis make(const QString& code, QString detail, std::optional<Stage> stage = {},
                          const QStringList& args = {});
    /// Bytes a peer sent, quoted for a detail: printable ASCII as is, anything else as \xNN,
    /// at most `max` bytes (then "…").
    static QString quoteBytes(QByteArrayView bytes, int max = 40);

    /// The contract's `{"code","stage","message","hint","detail"}` object.
    QJsonObject toJson() const;

    bool operator==(const Diagnosis&) const = default;
};

} // namespace fleetdeck

Q_DECLARE_METATYPE(fleetdeck::Diagnosis)
