// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogWindow.h"

#include "logs/LogView.h"

#include <QVBoxLayout>

namespace fleetdeck::ui {

LogWindow::LogWindow(session::FleetLogs* logs, const QStringList& nodes, const QString& title,
                     QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_view(new LogView(this))
{
    setObjectName(QStringLiteral("logWindow"));
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_view);
    m_view->setLogs(logs);
    m_view->setNodes(nodes);
    resize(1100, 640);
}

} // namespace fleetdeck::ui
