// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lifecycle/LifecycleRecord.h"
#include "lifecycle/OfferEstimates.h"
#include "session/InstanceActions.h"
#include "session/InstanceRenter.h"
#include "ssh/SshTypes.h"
#include "status/NodeStatus.h"
#include "vast/VastClient.h"
#include "vast/VastOffer.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>

namespace fleetdeck::storage {
class Database;
}
namespace fleetdeck::fleet {
class Inventory;
}
namespace fleetdeck::models {
class FleetTableModel;
}
namespace fleetdeck::vast {
class VastSync;
}

namespace fleetdeck::session {

class BenchmarkRuns;
class FleetStatus;
class LifecycleDriver;

/// The console's renting and rented nodes: offers searched with their expected $/proof, offers
/// rented with a template, and every rented node driven through its stages and rules by a
/// LifecycleDriver fed from the console's own polls, vast.ai refreshes and benchmark runs. The
/// table model gets each node's stage; retired nodes leave the polling. Calls to vast.ai go
/// through clients of the sync's settings (VastSync::openClient).
class FleetLifecycle : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultStepMs = 5000;

    FleetLifecycle(FleetStatus* status, BenchmarkRuns* benchmarks, vast::VastSync* sync,
                   QObject* parent = nullptr);
    ~FleetLifecycle() override;

    /// The open database (all null: none).
    void attach(storage::Database* db, fleet::Inventory* inventory, models::FleetTableModel* model);
    /// Another process on the team store changed one of the lists kept here: `topic` is the
    /// table ("rent_templates", "offer_searches", "bad_hosts"). Views read it again.
    void storeChanged(const QString& topic) { Q_EMIT listChangedElsewhere(topic); }
    /// How often the rules are applied between polls (time limits).
    void setStepInterval(int ms);
    LifecycleDriver* driver() const { return m_driver.get(); }
    storage::Database* database() const { return m_db; }

    struct OfferSearch
    {
        QList<vast::VastOffer> offers;                              ///< bad hosts left out
        QList<std::optional<lifecycle::OfferExpectation>> expected; ///< one per offer
        int badHosts = 0;   ///< offers left out because their machine is a bad host
        int duplicates = 0; ///< offers the server sent more than once (merged)
        std::optional<vast::VastError> error;
    };
    void searchOffers(const vast::VastOfferQuery& query, QObject* context,
                      std::function<void(const OfferSearch&)> done);
    void quote(const QString& templateName, const QStringList& offerIds, QObject* context,
               std::function<void(const RentQuote&)> done);
    void rent(const RentQuote& quote, QObject* context, std::function<void(const RentOutcome&)> done);

    /// Destroys, stops, starts, reboots or relabels the nodes' instances (vast.ai nodes only);
    /// afterwards the account is listed again so that the table shows their new state.
    void manage(InstanceAction action, const QList<Node>& nodes, const QString& label, QObject* context,
                std::function<void(const QList<InstanceOutcome>&)> done);

    /// Applies the rules now (also done every step interval and after each poll).
    void step();

    /// A vast.ai instance whose every poll has failed for this long is offered for retirement
    /// (retirementSuggested), never destroyed by that alone. Default: the setting
    /// lifecycle/offerRetirementMinutes, else 30.
    void setRetirementAfterMinutes(double minutes) { m_retireAfterMinutes = minutes; }
    double retirementAfterMinutes() const { return m_retireAfterMinutes; }

    /// A poll's outcome as a status records it, for a status read from the store (which keeps no
    /// poll result): failed, with the status's diagnosis, unless the daemon answered that poll.
    static ssh::OperationResult pollResultOf(const status::NodeStatus& status);

Q_SIGNALS:
    /// A rule tripped on a node: for the operator's attention.
    void ruleTripped(const QString& node, const QString& reason, bool retiring);
    /// See storeChanged().
    void listChangedElsewhere(const QString& topic);
    void qualificationStarted(const QString& node, qint64 run);
    /// A node's stage changed (the model has it already).
    void stageChanged(const QString& node);
    void warning(const QString& text);
    /// Every check of the node's instance has failed for retirementAfterMinutes(): the operator
    /// may want to destroy it. Said once until a poll works again.
    void retirementSuggested(const QString& node, const QString& reason);

private:
    void observe(const status::NodeStatus& status, const ssh::OperationResult& result);
    void watchFailures(const status::NodeStatus& status, const ssh::OperationResult& result);
    void refreshModel();
    using ClientDone =
        std::function<void(std::shared_ptr<vast::VastClient>, const std::optional<vast::VastError>&)>;
    void withClient(QObject* context, ClientDone done);

    QPointer<FleetStatus> m_status;
    QPointer<BenchmarkRuns> m_benchmarks;
    QPointer<vast::VastSync> m_sync;
    storage::Database* m_db = nullptr;
    fleet::Inventory* m_inventory = nullptr;
    QPointer<models::FleetTableModel> m_model;
    std::unique_ptr<LifecycleDriver> m_driver;
    QTimer m_timer;
    QTimer m_stepSoon; ///< one step for a burst of polls
    double m_retireAfterMinutes = 30;
    struct Failing
    {
        QDateTime since;
        bool suggested = false;
    };
    QHash<QString, Failing> m_failing; ///< vast.ai nodes whose polls fail, by name
};

} // namespace fleetdeck::session
