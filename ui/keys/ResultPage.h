// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "KeyDeployState.h"

#include <QWizardPage>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace fleetdeck::ui {

/// How each node ended: added and verified, unchanged, failed with the diagnosis, or rolled
/// back; a retry of the failed nodes and an exported report.
class ResultPage : public QWizardPage
{
    Q_OBJECT

public:
    enum Column { NodeColumn, ResultColumn, PlatformColumn, DetailColumn, ColumnCount };

    explicit ResultPage(KeyDeployState& state, QWidget* parent = nullptr);

    void initializePage() override;
    QTreeWidget* table() const { return m_table; }
    /// Writes the report to `path` (JSON for *.json, else Markdown); false with the reason shown.
    bool exportReport(const QString& path);

private:
    void showDetails(QTreeWidgetItem* item);
    void askExport();

    KeyDeployState& m_state;
    QLabel* m_summary;
    QTreeWidget* m_table;
    QTextBrowser* m_details;
    QPushButton* m_retry;
    QPushButton* m_export;
    QLabel* m_exportStatus;
};

} // namespace fleetdeck::ui
