// SPDX-License-Identifier: GPL-3.0-or-later
#include "OffersWindow.h"
#include "UiTr.h"

#include "BadHostsDialog.h"
#include "Dialogs.h"
#include "fleet/NodeCost.h"
#include "lifecycle/LifecycleStore.h"
#include "models/OffersModel.h"
#include "session/FleetLifecycle.h"
#include "storage/Database.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {
// A spin box whose lowest value means "any".
template <class Box> Box* anyBox(const QString& suffix, double max)
{
    auto* box = new Box;
    box->setRange(0, max);
    box->setSpecialValueText(Tr::tr("any"));
    box->setSuffix(suffix);
    return box;
}

QString daysText(double perHour)
{
    return Tr::tr("$%1/day").arg(QLocale().toString(perHour * 24, 'f', 2));
}
} // namespace

OffersWindow::OffersWindow(session::FleetLifecycle* lifecycle, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_lifecycle(lifecycle)
    , m_model(new models::OffersModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView)
    , m_gpu(new QLineEdit)
    , m_gpus(anyBox<QSpinBox>(QString(), 16))
    , m_maxPrice(anyBox<QDoubleSpinBox>(Tr::tr(" $/h"), 100))
    , m_minReliability(anyBox<QDoubleSpinBox>(Tr::tr(" %"), 100))
    , m_minCpuRam(anyBox<QSpinBox>(Tr::tr(" GB"), 4096))
    , m_disk(new QSpinBox)
    , m_minDownload(anyBox<QSpinBox>(Tr::tr(" Mbps"), 100000))
    , m_minCuda(anyBox<QDoubleSpinBox>(QString(), 20))
    , m_region(new QLineEdit)
    , m_verified(new QCheckBox(Tr::tr("Verified hosts only")))
    , m_saved(new QComboBox)
    , m_templates(new QComboBox)
    , m_searchButton(new QPushButton(Tr::tr("&Search")))
    , m_rentButton(new QPushButton(Tr::tr("&Rent Selected…")))
    , m_status(new QLabel)
    , m_result(new QLabel)
{
    setObjectName(QStringLiteral("offersWindow"));
    setWindowTitle(Tr::tr("Offers — vast.ai"));
    resize(1280, 720);
    m_gpu->setPlaceholderText(Tr::tr("any, e.g. RTX 4090"));
    m_region->setPlaceholderText(Tr::tr("any, e.g. FR,DE"));
    m_maxPrice->setDecimals(3);
    m_maxPrice->setSingleStep(0.05);
    m_minReliability->setDecimals(1);
    m_minCuda->setDecimals(1);
    m_disk->setRange(1, 100000);
    m_disk->setValue(50);
    m_disk->setSuffix(Tr::tr(" GB"));
    m_disk->setToolTip(Tr::tr("The disk that will be rented: vast.ai prices it into $/h"));
    m_status->setObjectName(QStringLiteral("offersStatus"));
    m_result->setObjectName(QStringLiteral("offersResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_saved->setObjectName(QStringLiteral("offersSavedSearches"));
    m_templates->setObjectName(QStringLiteral("offersTemplate"));
    m_rentButton->setObjectName(QStringLiteral("offersRent"));

    auto* form = new QFormLayout;
    auto* row1 = new QHBoxLayout;
    row1->addWidget(m_gpu, 2);
    row1->addWidget(new QLabel(Tr::tr("GPUs")));
    row1->addWidget(m_gpus);
    row1->addWidget(new QLabel(Tr::tr("Max price")));
    row1->addWidget(m_maxPrice);
    row1->addWidget(new QLabel(Tr::tr("Min reliability")));
    row1->addWidget(m_minReliability);
    form->addRow(Tr::tr("GPU model"), row1);
    auto* row2 = new QHBoxLayout;
    row2->addWidget(m_minCpuRam);
    row2->addWidget(new QLabel(Tr::tr("Disk")));
    row2->addWidget(m_disk);
    row2->addWidget(new QLabel(Tr::tr("Min download")));
    row2->addWidget(m_minDownload);
    row2->addWidget(new QLabel(Tr::tr("Min CUDA")));
    row2->addWidget(m_minCuda);
    form->addRow(Tr::tr("Min CPU RAM"), row2);
    auto* row3 = new QHBoxLayout;
    row3->addWidget(m_region, 1);
    row3->addWidget(m_verified);
    row3->addWidget(m_searchButton);
    form->addRow(Tr::tr("Region"), row3);
    auto* saved = new QHBoxLayout;
    saved->addWidget(m_saved, 1);
    auto* save = new QPushButton(Tr::tr("Save Search…"));
    auto* forget = new QPushButton(Tr::tr("Delete"));
    auto* badHosts = new QPushButton(Tr::tr("&Bad Hosts…"));
    badHosts->setObjectName(QStringLiteral("offersBadHosts"));
    badHosts->setToolTip(Tr::tr("The machines never offered or rented again, and why"));
    saved->addWidget(save);
    saved->addWidget(forget);
    saved->addSpacing(12);
    saved->addWidget(badHosts);
    form->addRow(Tr::tr("Saved searches"), saved);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(models::OffersModel::SortRole);
    m_view->setObjectName(QStringLiteral("offersView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(models::OffersModel::ExpectedCostColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);

    auto* rent = new QHBoxLayout;
    rent->addWidget(m_status, 1);
    rent->addWidget(new QLabel(Tr::tr("Template")));
    rent->addWidget(m_templates);
    rent->addWidget(m_rentButton);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_view, 1);
    layout->addLayout(rent);
    layout->addWidget(m_result);

    connect(m_searchButton, &QPushButton::clicked, this, &OffersWindow::search);
    connect(m_gpu, &QLineEdit::returnPressed, this, &OffersWindow::search);
    connect(m_region, &QLineEdit::returnPressed, this, &OffersWindow::search);
    connect(m_rentButton, &QPushButton::clicked, this, &OffersWindow::rentSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &OffersWindow::updateButtons);
    connect(m_saved, &QComboBox::activated, this, [this](int index) {
        if (index <= 0 || !m_lifecycle || !m_lifecycle->database())
            return;
        const auto searches = lifecycle::LifecycleStore(*m_lifecycle->database()).searches();
        const auto it = searches.constFind(m_saved->itemText(index));
        if (it != searches.cend()) {
            setQuery(*it);
            search();
        }
    });
    connect(save, &QPushButton::clicked, this, [this] {
        const std::optional<QString> name =
            Dialogs::askText(this, Tr::tr("Save Search"), Tr::tr("Name of the search:"), m_gpu->text());
        if (name && !name->trimmed().isEmpty())
            saveSearch(name->trimmed());
    });
    connect(forget, &QPushButton::clicked, this, [this] {
        if (m_saved->currentIndex() <= 0 || !m_lifecycle || !m_lifecycle->database())
            return;
        const QString name = m_saved->currentText();
        if (!Dialogs::confirm(this, Tr::tr("Delete Search"), Tr::tr("Delete the saved search %1?").arg(name)))
            return;
        lifecycle::LifecycleStore(*m_lifecycle->database()).removeSearch(name);
        reloadSearches();
    });
    connect(m_templates, &QComboBox::currentIndexChanged, this, [this] {
        // The disk the template rents is the one the prices are for.
        if (!m_lifecycle || !m_lifecycle->database())
            return;
        if (const auto t =
                lifecycle::LifecycleStore(*m_lifecycle->database()).findTemplate(m_templates->currentText()))
            m_disk->setValue(t->diskGb);
        updateButtons();
    });
    connect(badHosts, &QPushButton::clicked, this, &OffersWindow::openBadHosts);
    reloadTemplates();
    reloadSearches();
    updateButtons();
    // What teammates save or mark on the same store shows here as it is committed.
    if (m_lifecycle) {
        connect(m_lifecycle, &session::FleetLifecycle::listChangedElsewhere, this,
                [this](const QString& topic) {
                    if (topic == QLatin1String("rent_templates"))
                        reloadTemplates();
                    else if (topic == QLatin1String("offer_searches"))
                        reloadSearches();
                    else if (topic == QLatin1String("bad_hosts") && m_badHosts)
                        m_badHosts->reload();
                });
    }
}

BadHostsDialog* OffersWindow::openBadHosts()
{
    if (!m_badHosts) {
        m_badHosts = new BadHostsDialog(m_lifecycle ? m_lifecycle->database() : nullptr, this);
        m_badHosts->setAttribute(Qt::WA_DeleteOnClose);
        // A machine taken off the list (or put on it) changes what the search shows.
        connect(m_badHosts, &BadHostsDialog::changed, this, [this] {
            if (m_model->rowCount() > 0)
                search();
        });
    }
    m_badHosts->show();
    m_badHosts->raise();
    return m_badHosts;
}

vast::VastOfferQuery OffersWindow::query() const
{
    vast::VastOfferQuery q;
    q.gpuName = m_gpu->text().trimmed();
    if (m_gpus->value() > 0)
        q.numGpus = m_gpus->value();
    if (m_maxPrice->value() > 0)
        q.maxDollarsPerHour = m_maxPrice->value();
    if (m_minReliability->value() > 0)
        q.minReliability = m_minReliability->value() / 100.0;
    if (m_minCpuRam->value() > 0)
        q.minCpuRamGb = m_minCpuRam->value();
    if (m_minDownload->value() > 0)
        q.minInetDownMbps = m_minDownload->value();
    if (m_minCuda->value() > 0)
        q.minCuda = m_minCuda->value();
    q.region = m_region->text().trimmed();
    q.verifiedOnly = m_verified->isChecked();
    q.diskGb = m_disk->value();
    return q;
}

void OffersWindow::setQuery(const vast::VastOfferQuery& q)
{
    m_gpu->setText(q.gpuName);
    m_gpus->setValue(q.numGpus.value_or(0));
    m_maxPrice->setValue(q.maxDollarsPerHour.value_or(0));
    m_minReliability->setValue(q.minReliability.value_or(0) * 100);
    m_minCpuRam->setValue(int(q.minCpuRamGb.value_or(0)));
    m_minDownload->setValue(int(q.minInetDownMbps.value_or(0)));
    m_minCuda->setValue(q.minCuda.value_or(0));
    m_region->setText(q.region);
    m_verified->setChecked(q.verifiedOnly);
    m_disk->setValue(int(q.diskGb));
}

void OffersWindow::search()
{
    if (!m_lifecycle || m_busy)
        return;
    m_busy = true;
    updateButtons();
    m_status->setText(Tr::tr("Searching vast.ai…"));
    m_lifecycle->searchOffers(query(), this, [this](const session::FleetLifecycle::OfferSearch& found) {
        m_busy = false;
        if (found.error) {
            m_status->setText(Tr::tr("The search failed: %1").arg(found.error->message));
            m_status->setToolTip(found.error->hint);
        } else {
            m_model->setOffers(found.offers, found.expected);
            QStringList parts{Tr::tr("%n offer(s)", nullptr, int(found.offers.size()))};
            if (found.badHosts > 0)
                parts << Tr::tr("%n on bad hosts hidden", nullptr, found.badHosts);
            if (found.duplicates > 0)
                parts << Tr::tr("%n duplicate(s) merged", nullptr, found.duplicates);
            const int predicted = int(std::count_if(found.expected.cbegin(), found.expected.cend(),
                                                    [](const auto& e) { return e.has_value(); }));
            parts << Tr::tr("%n with an expected $/proof from this fleet's runs", nullptr, predicted);
            m_status->setText(parts.join(QStringLiteral(" · ")));
            m_status->setToolTip({});
            m_view->resizeColumnsToContents();
        }
        updateButtons();
        Q_EMIT searched();
    });
}

bool OffersWindow::selectOffers(const QStringList& ids)
{
    QItemSelection selection;
    int found = 0;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (ids.contains(index.data(models::OffersModel::OfferIdRole).toString())) {
            selection.select(index, m_proxy->index(row, models::OffersModel::ColumnCount - 1));
            ++found;
        }
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    return found == ids.size();
}

QStringList OffersWindow::selectedIds() const
{
    QStringList ids;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        ids << index.data(models::OffersModel::OfferIdRole).toString();
    return ids;
}

void OffersWindow::rentSelected()
{
    const QStringList ids = selectedIds();
    if (!m_lifecycle || ids.isEmpty() || m_templates->currentIndex() < 0 || m_busy)
        return;
    const QString templateName = m_templates->currentText();
    m_busy = true;
    updateButtons();
    m_result->setText(Tr::tr("Looking the offers up as they stand now…"));
    m_lifecycle->quote(templateName, ids, this, [this, templateName](const session::RentQuote& quote) {
        const auto done = [this](const QString& text) {
            m_busy = false;
            m_result->setText(text);
            updateButtons();
        };
        if (!quote.ok()) {
            done(Tr::tr("Nothing was rented: %1")
                     .arg(quote.vastError ? quote.vastError->message : quote.error));
            return;
        }
        QStringList refused;
        for (const session::RentRefusal& r : quote.refused)
            refused << Tr::tr("offer %1: %2").arg(r.offerId, r.message());
        if (quote.offers.isEmpty()) {
            done(Tr::tr("Nothing can be rented: %1").arg(refused.join(QStringLiteral("; "))));
            return;
        }
        QStringList lines;
        for (const vast::VastOffer& o : quote.offers)
            lines << Tr::tr("• offer %1: %2 ×%3 in %4, %5 (machine %6)")
                         .arg(o.id, o.gpuName)
                         .arg(o.numGpus)
                         .arg(o.geolocation, fleet::NodeCost::perHourText(o.dollarsPerHour), o.machineId);
        QString text = Tr::tr("Rent %n instance(s) with template %1 for %2 in all (%3)?", nullptr,
                              int(quote.offers.size()))
                           .arg(templateName, fleet::NodeCost::perHourText(quote.dollarsPerHour),
                                daysText(quote.dollarsPerHour)) +
                       QStringLiteral("\n\n") + lines.join(QLatin1Char('\n'));
        if (!refused.isEmpty())
            text += QStringLiteral("\n\n") + Tr::tr("Not rented: %1").arg(refused.join(QStringLiteral("; ")));
        text += QStringLiteral("\n\n") +
                Tr::tr("Billing starts at once; the console's key is attached through vast.ai and "
                       "each node is qualified and judged by the template's rules.");
        if (!Dialogs::confirm(this, Tr::tr("Rent Instances"), text)) {
            done(Tr::tr("Nothing was rented."));
            return;
        }
        m_result->setText(Tr::tr("Renting…"));
        m_lifecycle->rent(quote, this, [this, done](const session::RentOutcome& outcome) {
            QStringList nodes;
            QStringList parts;
            for (const session::Rented& r : outcome.rented) {
                nodes << r.node;
                QString line = Tr::tr("offer %1 → node %2 (%3)")
                                   .arg(r.offerId, r.node, fleet::NodeCost::perHourText(r.dollarsPerHour));
                if (r.keyError)
                    line += Tr::tr(" — the key was not attached: %1").arg(r.keyError->message);
                parts << line;
            }
            for (const session::RentRefusal& r : outcome.refused)
                parts << Tr::tr("offer %1 not rented: %2").arg(r.offerId, r.message());
            done(Tr::tr("Rented %n instance(s). ", nullptr, int(outcome.rented.size())) +
                 parts.join(QStringLiteral("; ")));
            if (!nodes.isEmpty())
                Q_EMIT rented(nodes);
            search(); // the rented offers are gone from the market
        });
    });
}

bool OffersWindow::saveSearch(const QString& name)
{
    if (!m_lifecycle || !m_lifecycle->database())
        return false;
    lifecycle::LifecycleStore store(*m_lifecycle->database());
    if (!store.saveSearch(name, query())) {
        m_status->setText(store.error());
        return false;
    }
    reloadSearches();
    m_saved->setCurrentText(name);
    return true;
}

void OffersWindow::reloadTemplates()
{
    const QString current = m_templates->currentText();
    m_templates->clear();
    if (!m_lifecycle || !m_lifecycle->database())
        return;
    for (const lifecycle::RentTemplate& t : lifecycle::LifecycleStore(*m_lifecycle->database()).templates())
        m_templates->addItem(t.name);
    if (!current.isEmpty())
        m_templates->setCurrentText(current);
}

void OffersWindow::reloadSearches()
{
    m_saved->clear();
    m_saved->addItem(Tr::tr("(choose a saved search)"));
    if (!m_lifecycle || !m_lifecycle->database())
        return;
    const auto searches = lifecycle::LifecycleStore(*m_lifecycle->database()).searches();
    for (auto it = searches.cbegin(); it != searches.cend(); ++it)
        m_saved->addItem(it.key());
}

void OffersWindow::updateButtons()
{
    m_searchButton->setEnabled(!m_busy && m_lifecycle);
    const bool canRent = !m_busy && m_templates->count() > 0 && !selectedIds().isEmpty();
    m_rentButton->setEnabled(canRent);
    if (m_templates->count() == 0)
        m_rentButton->setToolTip(
            Tr::tr("Renting needs a template: fleetdeck-cli vast templates set NAME --image …"));
    else
        m_rentButton->setToolTip(Tr::tr("Rent the selected offers with the chosen template"));
}

} // namespace fleetdeck::ui
