// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/FleetLifecycle.h"

#include "Tr.h"
#include "bench/BenchmarkStore.h"
#include "fleet/Inventory.h"
#include "lifecycle/LifecycleStore.h"
#include "models/FleetTableModel.h"
#include "session/BenchmarkRuns.h"
#include "session/FleetStatus.h"
#include "session/LifecycleDriver.h"
#include "storage/Database.h"
#include "vast/VastInstance.h"
#include "vast/VastSync.h"

#include <QSettings>

namespace fleetdeck::session {

using lifecycle::LifecycleRecord;
using lifecycle::LifecycleStore;

FleetLifecycle::FleetLifecycle(FleetStatus* status, BenchmarkRuns* benchmarks, vast::VastSync* sync,
                               QObject* parent)
    : QObject(parent)
    , m_status(status)
    , m_benchmarks(benchmarks)
    , m_sync(sync)
{
    m_timer.setInterval(DefaultStepMs);
    m_retireAfterMinutes =
        QSettings().value(QStringLiteral("lifecycle/offerRetirementMinutes"), 30).toDouble();
    connect(&m_timer, &QTimer::timeout, this, &FleetLifecycle::step);
    m_stepSoon.setSingleShot(true);
    m_stepSoon.setInterval(200);
    connect(&m_stepSoon, &QTimer::timeout, this, &FleetLifecycle::step);
    // The polling leaves retired nodes alone: their instances are gone.
    m_status->skip = [this](const Node& node) {
        if (!m_model)
            return false;
        const std::optional<LifecycleRecord> life = m_model->lifecycleOf(node.name);
        return life && life->stage == lifecycle::Stage::Retired;
    };
    // A rented instance's first host key is learned by its first poll: nobody could have checked
    // it by hand, and the console made the instance itself.
    m_status->acceptNewHostKey = [this](const Node& node) {
        return m_model && m_model->lifecycleOf(node.name);
    };
    connect(m_status, &FleetStatus::polled, this, &FleetLifecycle::observe);
    // Fed by the store's collectors, the console has no polls of its own: the rules judge the
    // collectors' (each status says how its poll went).
    connect(m_status, &FleetStatus::updated, this, [this](const QList<status::NodeStatus>& batch) {
        if (!m_status->fromStore())
            return;
        for (const status::NodeStatus& s : batch)
            observe(s, pollResultOf(s));
    });
    connect(m_sync, &vast::VastSync::refreshed, this, &FleetLifecycle::step);
    connect(m_benchmarks, &BenchmarkRuns::runFinished, this, [this](qint64 run) {
        if (m_driver)
            m_driver->runEnded(run);
    });
}

FleetLifecycle::~FleetLifecycle() = default;

ssh::OperationResult FleetLifecycle::pollResultOf(const status::NodeStatus& status)
{
    ssh::OperationResult r;
    r.node = status.name;
    // The daemon answered the poll that made this status exactly when it was last seen then.
    const bool answered = status.lastSeen.isValid() && status.lastSeen == status.lastPolled;
    if (!answered)
        r.diagnosis = status.diagnosis
                          ? status.diagnosis
                          : Diagnosis::make(QStringLiteral("not_polled"), Tr::tr("not polled yet"));
    return r;
}

void FleetLifecycle::observe(const status::NodeStatus& s, const ssh::OperationResult& r)
{
    if (!m_driver)
        return;
    m_driver->observe(s, r);
    watchFailures(s, r);
    // Only nodes with a life move on a poll, and a burst of polls makes one step: a step reads
    // every record.
    if (!m_stepSoon.isActive() && m_model &&
        !m_model->index(m_model->rowOf(s.name), 0)
             .data(models::FleetTableModel::StageRole)
             .toString()
             .isEmpty())
        m_stepSoon.start();
}

void FleetLifecycle::watchFailures(const status::NodeStatus& status, const ssh::OperationResult& result)
{
    // From the model, not the database: this runs for every poll of every node.
    const int row = m_model ? m_model->rowOf(status.name) : -1;
    const std::optional<Node> node = row < 0 ? std::nullopt : std::optional<Node>(m_model->nodeAt(row));
    if (!node || node->provider != QLatin1String("vast") || !node->providerId || result.ok() ||
        !result.diagnosis) {
        m_failing.remove(status.name);
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    Failing& f = m_failing[status.name];
    if (!f.since.isValid())
        f.since = now;
    const double minutes = double(f.since.msecsTo(now)) / 60000.0;
    if (f.suggested || minutes < m_retireAfterMinutes)
        return;
    f.suggested = true;
    Q_EMIT retirementSuggested(
        status.name, Tr::tr("every check of instance %1 has failed for %2 min (now: %3)")
                         .arg(*node->providerId, QString::number(minutes, 'f', minutes < 10 ? 1 : 0),
                              result.diagnosis->message));
}

void FleetLifecycle::setStepInterval(int ms)
{
    m_timer.setInterval(qMax(100, ms));
}

void FleetLifecycle::attach(storage::Database* db, fleet::Inventory* inventory,
                            models::FleetTableModel* model)
{
    if (db == m_db && inventory == m_inventory && model == m_model && (m_driver || !db))
        return;
    m_driver.reset();
    m_timer.stop();
    m_db = db;
    m_inventory = inventory;
    m_model = model;
    if (!db || !inventory || !model)
        return;
    m_driver = std::make_unique<LifecycleDriver>(*db, *inventory);
    m_driver->destroy = [this](const QString& instance, std::function<void(const QString&)> done) {
        withClient(this, [instance, done](const std::shared_ptr<vast::VastClient>& client,
                                          const std::optional<vast::VastError>& error) {
            if (!client) {
                done(error->message);
                return;
            }
            // The callback holds the client: it lives until the call has ended.
            client->destroy(instance, nullptr, [client, done](const vast::VastClient::Reply& reply) {
                const bool gone = reply.ok() || reply.error->code == vast::VastError::NoSuchInstance;
                done(gone ? QString() : reply.error->message);
            });
        });
    };
    m_driver->startRun = [this](const Node& node, const bench::BenchSpec& spec,
                                std::function<void(qint64, const QString&)> done) {
        if (!m_benchmarks) {
            done(0, Tr::tr("benchmarks are not available"));
            return;
        }
        m_benchmarks->startOn(spec, node, std::move(done));
    };
    connect(m_driver.get(), &LifecycleDriver::recordChanged, this, [this](const LifecycleRecord& record) {
        refreshModel();
        if (record.stage == lifecycle::Stage::Retired && m_status)
            m_status->forget(record.node);
        Q_EMIT stageChanged(record.node);
    });
    connect(m_driver.get(), &LifecycleDriver::ruleTripped, this,
            [this](const QString& node, const lifecycle::RuleTrip& trip) {
                Q_EMIT ruleTripped(node, trip.reason, trip.action == QLatin1String("retired"));
            });
    connect(m_driver.get(), &LifecycleDriver::qualificationStarted, this,
            &FleetLifecycle::qualificationStarted);
    connect(m_driver.get(), &LifecycleDriver::warning, this, &FleetLifecycle::warning);
    refreshModel();
    m_timer.start();
}

void FleetLifecycle::refreshModel()
{
    // Every record, also of nodes the operator destroyed without a template: retired is retired.
    if (m_model && m_db)
        m_model->setLifecycle(LifecycleStore(*m_db).records());
}

void FleetLifecycle::manage(InstanceAction action, const QList<Node>& nodes, const QString& label,
                            QObject* context, std::function<void(const QList<InstanceOutcome>&)> done)
{
    QPointer<FleetLifecycle> self(this);
    withClient(context, [self, action, nodes, label, context,
                         done](const std::shared_ptr<vast::VastClient>& client,
                               const std::optional<vast::VastError>& error) {
        if (!client || !self || !self->m_db) {
            QList<InstanceOutcome> none;
            for (const Node& n : nodes)
                none << InstanceOutcome{n.name, n.providerId.value_or(QString()),
                                        error.value_or(vast::VastError::make(vast::VastError::Cancelled,
                                                                             Tr::tr("no fleet is open")))};
            done(none);
            return;
        }
        applyInstanceAction(*client, *self->m_db, action, nodes, label, context,
                            [self, client, action, done](const QList<InstanceOutcome>& outcomes) {
                                if (self) {
                                    self->refreshModel();
                                    if (action == InstanceAction::Destroy && self->m_status) {
                                        for (const InstanceOutcome& o : outcomes) {
                                            if (o.ok())
                                                self->m_status->forget(o.node);
                                        }
                                    }
                                    if (self->m_sync)
                                        self->m_sync->refreshNow();
                                }
                                done(outcomes);
                            });
    });
}

void FleetLifecycle::step()
{
    if (!m_driver)
        return;
    m_driver->step();
    refreshModel();
}

void FleetLifecycle::withClient(QObject* context, ClientDone done)
{
    if (!m_sync) {
        done(nullptr, vast::VastError::make(vast::VastError::Cancelled, Tr::tr("vast.ai is not set up")));
        return;
    }
    m_sync->openClient(context, std::move(done));
}

void FleetLifecycle::searchOffers(const vast::VastOfferQuery& query, QObject* context,
                                  std::function<void(const OfferSearch&)> done)
{
    QPointer<FleetLifecycle> self(this);
    withClient(context, [self, query, context, done](const std::shared_ptr<vast::VastClient>& client,
                                                     const std::optional<vast::VastError>& error) {
        if (!client) {
            OfferSearch failed;
            failed.error = error;
            done(failed);
            return;
        }
        client->searchOffers(query, context,
                             [self, client, done](const vast::VastClient::OfferSearch& found) {
                                 OfferSearch result;
                                 result.error = found.error;
                                 result.duplicates = found.duplicates;
                                 if (!self || !self->m_db) {
                                     done(result);
                                     return;
                                 }
                                 const LifecycleStore store(*self->m_db);
                                 const lifecycle::OfferEstimates estimates(
                                     lifecycle::OfferEstimates::measured(bench::BenchmarkStore(*self->m_db)));
                                 for (const vast::VastOffer& offer : found.offers) {
                                     if (store.isBadHost(vast::VastInstance::Provider, offer.machineId)) {
                                         ++result.badHosts;
                                         continue;
                                     }
                                     result.offers << offer;
                                     result.expected << estimates.expect(offer);
                                 }
                                 done(result);
                             });
    });
}

void FleetLifecycle::quote(const QString& templateName, const QStringList& offerIds, QObject* context,
                           std::function<void(const RentQuote&)> done)
{
    QPointer<FleetLifecycle> self(this);
    withClient(context, [self, templateName, offerIds, done](const std::shared_ptr<vast::VastClient>& client,
                                                             const std::optional<vast::VastError>& error) {
        RentQuote failed;
        if (!client || !self || !self->m_db || !self->m_inventory) {
            failed.vastError = error;
            if (!error)
                failed.error = Tr::tr("no fleet is open");
            done(failed);
            return;
        }
        auto* renter = new InstanceRenter(*self->m_db, *self->m_inventory, *client, self);
        renter->quote(templateName, offerIds, [renter, client, done](const RentQuote& q) {
            renter->deleteLater();
            done(q);
        });
    });
}

void FleetLifecycle::rent(const RentQuote& quote, QObject* context,
                          std::function<void(const RentOutcome&)> done)
{
    QPointer<FleetLifecycle> self(this);
    withClient(context, [self, quote, done](const std::shared_ptr<vast::VastClient>& client,
                                            const std::optional<vast::VastError>& error) {
        if (!client || !self || !self->m_db) {
            RentOutcome none;
            for (const vast::VastOffer& o : quote.offers)
                none.refused << RentRefusal{o.id, {}, error ? error->toJson() : QJsonObject()};
            done(none);
            return;
        }
        auto* renter = new InstanceRenter(*self->m_db, *self->m_inventory, *client, self);
        renter->rent(quote, [self, renter, client, done](const RentOutcome& outcome) {
            renter->deleteLater();
            if (self) {
                self->refreshModel();
                // Rented nodes are watched through the account's list.
                if (!outcome.rented.isEmpty() && self->m_sync && !self->m_sync->isEnabled())
                    self->m_sync->setEnabled(true);
                self->step();
            }
            done(outcome);
        });
    });
}

} // namespace fleetdeck::session
