// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleet/ProviderImport.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleetdeck::vast {

/// A list of vast.ai instances: one page of `GET /api/v1/instances/`, or a saved
/// `vastai show instances --raw` file.
struct VastInstanceList
{
    QList<QJsonObject> instances;
    QString nextToken; ///< the cursor of the next page; empty on the last one (or a plain list)

    /// Reads either form: the paged object `{"instances":[…],"next_token":…}` or a plain list
    /// `[…]`. On failure returns nullopt and says what is wrong and where in `error`.
    static std::optional<VastInstanceList> parse(const QByteArray& json, QString* error);
};

/// One vast.ai instance and the rules that turn it into a node (issue 8): keyed by its id, named
/// from its label, reached directly or through vast's SSH proxy.
struct VastInstance
{
    static inline const QString Provider = QStringLiteral("vast");

    enum class Route {
        Direct, ///< public_ipaddr and the host port mapped to the container's 22/tcp
        Proxy,  ///< ssh_host:ssh_port (one more for jupyter runtypes)
        None,   ///< neither is published right now (e.g. an exited instance)
    };

    QString id;
    QString label;      ///< empty when null
    QString publicIp;   ///< trimmed; empty when null
    int directPort = 0; ///< ports["22/tcp"][0].HostPort; 0 when absent or unusable
    QString sshHost;
    int sshPort = 0;
    QString runtype;    ///< image_runtype, e.g. "ssh_direc ssh_proxy" or "jupyter_direc ssh_proxy"
    QJsonObject fields; ///< keptFields(), null where the provider gave null or nothing

    /// Reads one instance object; nullopt (with why) only when it has no usable id. Nulls and
    /// wrong types anywhere else are survived.
    static std::optional<VastInstance> fromJson(const QJsonObject& object, QString* error);

    /// The provider fields kept per node: gpu_name, num_gpus, dph_total, actual_status,
    /// machine_id, geolocation, status_msg, plus label and ssh_route (direct, proxy, none).
    static const QStringList& keptFields();
    /// A label made into a valid node name (1–64 of A-Z a-z 0-9 . _ -); empty when nothing of
    /// it is usable.
    static QString nameFromLabel(const QString& label);
    static QString routeName(Route route);

    bool isJupyter() const { return runtype.contains(QLatin1String("jupyter"), Qt::CaseInsensitive); }
    Route route() const;
    /// The SSH address by route(); empty host and port 0 for Route::None.
    QString host() const;
    int port() const;

    /// The instance in the import's words. Without a route it carries the public address and port
    /// 22 as a provisional address and a warning.
    fleet::ProviderInstance toProviderInstance() const;
    /// Every object of a list, in order; objects without a usable id come back with a problem.
    static QList<fleet::ProviderInstance> toProviderInstances(const QList<QJsonObject>& objects);
};

} // namespace fleetdeck::vast
