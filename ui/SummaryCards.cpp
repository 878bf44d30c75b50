// SPDX-License-Identifier: GPL-3.0-or-later
#include "SummaryCards.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "StatCard.h"
#include "StatusFormat.h"
#include "StatusStyle.h"

#include "fleet/NodeCost.h"

#include <QHBoxLayout>
#include <QLocale>

namespace fleetdeck::ui {

namespace {
constexpr char FilterProperty[] = "stateFilter";
} // namespace

SummaryCards::SummaryCards(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("summaryCards"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(fontMetrics().height() / 2);
    m_healthy = addCard(Tr::tr("Healthy"), "cardHealthy", QStringLiteral("healthy"));
    m_degraded = addCard(Tr::tr("Degraded"), "cardDegraded", QStringLiteral("degraded"));
    m_down = addCard(Tr::tr("Down"), "cardDown", QStringLiteral("down"));
    m_gpus = addCard(Tr::tr("GPUs"), "cardGpus", QString());
    m_rate = addCard(Tr::tr("Fleet proofs/h"), "cardProofsPerHour", QString());
    m_costPerHour = addCard(Tr::tr("Cost per hour"), "cardCostPerHour", QString());
    m_costPerProof = addCard(Tr::tr("Cost per proof"), "cardCostPerProof", QString());
    m_healthy->setToolTip(Tr::tr("Show only healthy nodes"));
    m_degraded->setToolTip(Tr::tr("Show only degraded nodes"));
    m_down->setToolTip(Tr::tr("Show only nodes that are down, unreachable or refuse the login"));
    row->addStretch(1);
    setTotals({});
    updateCosts();
}

StatCard* SummaryCards::addCard(const QString& caption, const char* objectName, const QString& filter)
{
    auto* card = new StatCard(caption, this);
    card->setObjectName(QString::fromLatin1(objectName));
    card->setValueScale(1.7);
    card->setMinimumWidth(fontMetrics().averageCharWidth() * 14);
    if (!filter.isEmpty()) {
        card->setProperty(FilterProperty, filter);
        card->setInteractive(true);
        card->setCheckable(true);
        connect(card, &StatCard::clicked, this, [this, filter] {
            // Clicking the active card again clears the filter; the window answers with
            // setActiveFilter(), which keeps the cards' checked state true to the table.
            const QString wanted = m_filter == filter ? QString() : filter;
            setActiveFilter(wanted);
            Q_EMIT stateFilterRequested(wanted);
        });
    }
    layout()->addWidget(card);
    return card;
}

StatCard* SummaryCards::card(const QString& objectName) const
{
    return findChild<StatCard*>(objectName);
}

void SummaryCards::setTotals(const models::FleetTableModel::Totals& totals)
{
    m_totals = totals;
    const QColor neutral =
        StatusStyle::mix(palette().color(QPalette::Window), palette().color(QPalette::WindowText), 0.25);

    m_healthy->setValue(QLocale().toString(totals.healthy));
    m_healthy->setDetail(Tr::tr("of %n node(s)", "", totals.nodes));
    m_healthy->setAccent(totals.healthy > 0 ? healthColor(status::HealthState::Healthy) : neutral);

    // A zero stays grey, so that colour on these cards always means "look here".
    m_degraded->setValue(QLocale().toString(totals.degraded));
    m_degraded->setDetail(totals.degraded > 0 ? Tr::tr("need attention") : Tr::tr("none"));
    m_degraded->setAccent(totals.degraded > 0 ? healthColor(status::HealthState::Degraded) : neutral);

    m_down->setValue(QLocale().toString(totals.down));
    m_down->setDetail(totals.unknown > 0 ? Tr::tr("%1 not polled yet").arg(totals.unknown)
                      : totals.down > 0  ? Tr::tr("not proving")
                                         : Tr::tr("none"));
    m_down->setAccent(totals.down > 0 ? healthColor(status::HealthState::Error) : neutral);

    m_gpus->setValue(QLocale().toString(totals.gpus));
    m_gpus->setDetail(Tr::tr("reported by nvidia-smi"));
    m_gpus->setAccent(neutral);

    m_rate->setValue(totals.nodesWithRate > 0 ? StatusFormat::rate(totals.proofsPerHour) : QString());
    m_rate->setDetail(totals.nodesWithRate > 0 ? Tr::tr("from %n node(s)", "", totals.nodesWithRate)
                                               : Tr::tr("not enough polls yet"));
    m_rate->setAccent(StatusStyle::partitionColor(QStringLiteral("gpu")));

    m_dollarsPerHour =
        totals.nodesWithPrice > 0 ? std::optional<double>(totals.dollarsPerHour) : std::nullopt;
    m_dollarsPerProof = totals.dollarsPerProof();
    m_unpriced = totals.nodesWithoutPrice;
    m_stopped = totals.stopped;
    m_stoppedDollarsPerHour = totals.stoppedDollarsPerHour;
    updateCosts();
}

void SummaryCards::setCosts(std::optional<double> dollarsPerHour)
{
    m_dollarsPerHour = dollarsPerHour;
    m_unpriced = 0;
    m_stopped = 0;
    m_dollarsPerProof = fleet::NodeCost::dollarsPerProof(dollarsPerHour, m_totals.proofsPerHour);
    updateCosts();
}

void SummaryCards::updateCosts()
{
    const bool known = m_dollarsPerHour.has_value();
    m_costPerHour->setVisible(known);
    m_costPerProof->setVisible(known);
    if (!known)
        return;
    const QColor accent = StatusStyle::partitionColor(QStringLiteral("synth_done"));
    m_costPerHour->setValue(fleet::NodeCost::perHourText(*m_dollarsPerHour));
    // A day's spend, what is not priced, and what bills while stopped.
    QStringList detail{fleet::NodeCost::perDayText(*m_dollarsPerHour)};
    QStringList tips;
    if (m_unpriced > 0) {
        detail << Tr::tr("%n without price", "", m_unpriced);
        tips << Tr::tr("Nodes without a price: set a dph label (dollars per hour) or import them from their "
                       "provider");
    }
    if (m_stopped > 0) {
        detail << Tr::tr("%n stopped", "", m_stopped);
        tips << Tr::tr(
                    "%n stopped instance(s) still bill their storage: %1. Destroy what you no longer need.",
                    "", m_stopped)
                    .arg(fleet::NodeCost::perDayText(m_stoppedDollarsPerHour));
    }
    m_costPerHour->setDetail(detail.join(QStringLiteral(" · ")));
    m_costPerHour->setToolTip(tips.join(QLatin1Char('\n')));
    m_costPerHour->setAccent(accent);
    m_costPerProof->setValue(m_dollarsPerProof ? fleet::NodeCost::perProofText(*m_dollarsPerProof)
                                               : QString());
    m_costPerProof->setDetail(m_dollarsPerProof ? Tr::tr("at the current rate") : Tr::tr("no proofs yet"));
    m_costPerProof->setAccent(accent);
}

QString SummaryCards::costPerHourText() const
{
    if (!m_dollarsPerHour)
        return {};
    const QString value = fleet::NodeCost::perHourText(*m_dollarsPerHour);
    return Tr::tr("%1 · %2").arg(value, m_costPerHour->detail());
}

void SummaryCards::setActiveFilter(const QString& stateName)
{
    m_filter = stateName;
    for (StatCard* c : {m_healthy, m_degraded, m_down})
        c->setChecked(c->property(FilterProperty).toString() == stateName);
}

} // namespace fleetdeck::ui
