// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vast/VastOffer.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace fleetdeck::models {
class OffersModel;
}
namespace fleetdeck::session {
class FleetLifecycle;
}

namespace fleetdeck::ui {

class BadHostsDialog;

/// vast.ai's offers, searched by what matters for proving (GPU model and count, price,
/// reliability, CPU RAM, disk, download, CUDA, region, verified), bad hosts hidden, duplicates
/// merged, each with the proofs/h and $/proof this fleet's benchmark runs predict; searches can be
/// saved. The selected offers are rented with a template after a confirmation that states their
/// $/h and $/day; the new nodes appear in the fleet table at once.
class OffersWindow : public QWidget
{
    Q_OBJECT

public:
    explicit OffersWindow(session::FleetLifecycle* lifecycle, QWidget* parent = nullptr);

    /// The query the form describes.
    vast::VastOfferQuery query() const;
    void setQuery(const vast::VastOfferQuery& query);
    /// Searches with the form's query.
    void search();
    /// Selects the offers with these ids (what a click would); false if one is not listed.
    bool selectOffers(const QStringList& ids);
    /// Rents the selected offers with the chosen template, after the confirmation.
    void rentSelected();

    models::OffersModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QComboBox* templates() const { return m_templates; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* resultLabel() const { return m_result; }
    QComboBox* savedSearches() const { return m_saved; }
    /// The bad hosts list (Bad Hosts…).
    BadHostsDialog* openBadHosts();
    /// Saves the form's query under `name` (what Save Search… does after asking the name).
    bool saveSearch(const QString& name);

Q_SIGNALS:
    void searched();
    /// Offers were rented: the new nodes' names.
    void rented(const QStringList& nodes);

private:
    void reloadTemplates();
    void reloadSearches();
    void updateButtons();
    QStringList selectedIds() const;

    QPointer<session::FleetLifecycle> m_lifecycle;
    models::OffersModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QLineEdit* m_gpu;
    QSpinBox* m_gpus;
    QDoubleSpinBox* m_maxPrice;
    QDoubleSpinBox* m_minReliability;
    QSpinBox* m_minCpuRam;
    QSpinBox* m_disk;
    QSpinBox* m_minDownload;
    QDoubleSpinBox* m_minCuda;
    QLineEdit* m_region;
    QCheckBox* m_verified;
    QComboBox* m_saved;
    QComboBox* m_templates;
    QPushButton* m_searchButton;
    QPushButton* m_rentButton;
    QLabel* m_status;
    QLabel* m_result;
    QPointer<BadHostsDialog> m_badHosts;
    bool m_busy = false;
};

} // namespace fleetdeck::ui
