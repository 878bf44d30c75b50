// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>

namespace fleetdeck {

/// One server of the fleet as the inventory knows it (docs/cli.md, "Nodes").
struct Node
{
    static constexpr int DefaultPort = 22;
    static constexpr int DefaultStatusPort = 9821;
    static inline const QString DefaultUser = QStringLiteral("root");
    static inline const QString DefaultStatusPath = QStringLiteral("/status");
    static inline const QString DefaultAuthorizedKeys = QStringLiteral("~/.ssh/authorized_keys");
    static inline const QString ManualProvider = QStringLiteral("manual");

    qint64 id = 0; ///< database row id; 0 until stored
    QString name;
    QString host;
    int port = DefaultPort;
    QString user = DefaultUser;
    std::optional<QString> identity;
    int statusPort = DefaultStatusPort;
    QString statusPath = DefaultStatusPath;
    std::optional<QString> statusCommand;
    QString authorizedKeys = DefaultAuthorizedKeys;
    QMap<QString, QString> labels;
    QString provider = ManualProvider;
    std::optional<QString> providerId;
    bool useSshConfig = false; ///< honour ~/.ssh/config for this host alias

    // Which stored change this is, not a setting: written by the inventory, never by an editor.
    /// The row's version when this node was read (0: not read from a store). An edit carries it
    /// back, and is written only if nobody changed the node since (Inventory::update).
    qint64 version = 0;
    QString updatedBy; ///< "login@host" of the last change, when the store knows it
    QString updatedAt; ///< when that was, as stored (ISO 8601, UTC)

    /// A provider's node whose instance publishes no SSH address yet (loading, stopped, just
    /// rented): its host is empty until the provider gives one.
    bool awaitingAddress() const { return host.isEmpty() && provider != ManualProvider && providerId; }

    /// "host:port", with brackets around IPv6 literals; empty while awaitingAddress().
    QString address() const;
    /// "k=v, k2=v2" in key order.
    QString labelsText() const;
    /// The contract's `node list --json` object.
    QJsonObject toJson() const;

    /// Same row and same settings; the change stamps (version, updatedBy, updatedAt) are not
    /// compared.
    bool operator==(const Node& other) const;
};

/// A field that failed validation and why, for inline messages and CLI errors.
struct FieldError
{
    QString field; ///< "name", "host", "port", "status_port", "status_path", "user", "label", ...
    QString message;
};

/// Input rules shared by the CLI, the dialogs and the importers.
namespace NodeRules {
QString checkName(const QString& name);
QString checkHost(const QString& host);
QString checkPort(qint64 port, const QString& what);
QString checkUser(const QString& user);
QString checkStatusPath(const QString& path);
QString checkLabelKey(const QString& key);
QString checkLabelValue(const QString& value);
/// Parses KEY=VALUE; returns an error message or empty.
QString parseLabel(const QString& text, QString* key, QString* value);
QList<FieldError> validate(const Node& node);
} // namespace NodeRules

} // namespace fleetdeck

Q_DECLARE_METATYPE(fleetdeck::Node)
