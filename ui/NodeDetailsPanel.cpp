// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeDetailsPanel.h"
#include "UiTr.h"
#include "logs/LogView.h"

#include "session/ConnectionChecks.h"

#include "vast/VastSync.h"

#include "ConnectionCheckView.h"
#include "CuzkPanel.h"
#include "HealthStyle.h"
#include "HistoryCharts.h"
#include "keys/NodeKeysPanel.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

NodeDetailsPanel::NodeDetailsPanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_state(new QLabel(this))
    , m_reason(new QLabel(this))
    , m_deployKey(new QPushButton(Tr::tr("Fix: deploy key…"), this))
    , m_check(new ConnectionCheckView(this))
    , m_body(new QWidget(this))
    , m_scroll(new QScrollArea(this))
    , m_header(new QWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_cuzk(new CuzkPanel)
    , m_charts(new HistoryCharts)
    , m_empty(new QLabel(Tr::tr("Select a node to see its details."), this))
{
    setObjectName(QStringLiteral("nodeDetails"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("detailsTitle"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state->setObjectName(QStringLiteral("detailsState"));
    m_reason->setObjectName(QStringLiteral("detailsReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A refused login is fixed by putting a key the console has on the node.
    m_deployKey->setObjectName(QStringLiteral("fixDeployKeyButton"));
    m_deployKey->setToolTip(Tr::tr("Open the key deployment wizard for this node"));
    m_deployKey->hide();
    connect(m_deployKey, &QPushButton::clicked, this, [this] {
        if (!m_node.isEmpty())
            Q_EMIT deployKeyRequested(m_node);
    });

    auto* connection = new QGroupBox(Tr::tr("Connection"), m_body);
    auto* form = new QFormLayout(connection);
    m_address = addRow(form, Tr::tr("Address"), "detailsAddress");
    m_user = addRow(form, Tr::tr("User"), "detailsUser");
    m_identity = addRow(form, Tr::tr("Identity"), "detailsIdentity");
    m_status = addRow(form, Tr::tr("Status endpoint"), "detailsStatus");
    m_authorizedKeys = addRow(form, Tr::tr("authorized_keys"), "detailsAuthorizedKeys");
    auto* meta = new QGroupBox(Tr::tr("Inventory"), m_body);
    auto* metaForm = new QFormLayout(meta);
    m_labels = addRow(metaForm, Tr::tr("Labels"), "detailsLabels");
    m_provider = addRow(metaForm, Tr::tr("Provider"), "detailsProvider");
    m_providerData = addRow(metaForm, Tr::tr("Provider data"), "detailsProviderData");
    m_providerData->setWordWrap(true);
    m_providerDataCaption = qobject_cast<QLabel*>(metaForm->labelForField(m_providerData));
    m_lifecycle = addRow(metaForm, Tr::tr("Lifecycle"), "detailsLifecycle");
    m_lifecycle->setWordWrap(true);
    m_lifecycleCaption = qobject_cast<QLabel*>(metaForm->labelForField(m_lifecycle));
    m_lifecycle->hide();
    if (m_lifecycleCaption)
        m_lifecycleCaption->hide();
    m_logEvents = addRow(metaForm, Tr::tr("Log events"), "detailsLogEvents");
    m_logEvents->setWordWrap(true);
    m_logEventsCaption = qobject_cast<QLabel*>(metaForm->labelForField(m_logEvents));
    m_logEvents->hide();
    if (m_logEventsCaption)
        m_logEventsCaption->hide();

    // The node and why it is in its state stay in view whichever tab is open.
    auto* headerLayout = new QVBoxLayout(m_header);
    headerLayout->setContentsMargins(0, 0, 0, 0);
    headerLayout->addWidget(m_title);
    headerLayout->addWidget(m_state);
    headerLayout->addWidget(m_reason);
    headerLayout->addWidget(m_deployKey, 0, Qt::AlignLeft);

    auto* bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 6, 6, 0);
    bodyLayout->addWidget(m_check);
    bodyLayout->addSpacing(8);
    bodyLayout->addWidget(connection);
    bodyLayout->addWidget(meta);
    bodyLayout->addStretch(1);

    // A failed check with its stages is taller than a laptop screen's share of the panel.
    m_scroll->setObjectName(QStringLiteral("detailsScroll"));
    m_scroll->setWidget(m_body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_scroll->viewport()->setAutoFillBackground(false);

    m_tabs->setObjectName(QStringLiteral("detailsTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_scroll, Tr::tr("Overview"));
    m_tabs->addTab(scrolled(m_cuzk, "daemonScroll"), Tr::tr("Daemon"));
    m_tabs->addTab(scrolled(m_charts, "historyScroll"), Tr::tr("History"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &NodeDetailsPanel::updateReasonVisibility);
    connect(m_tabs, &QTabWidget::currentChanged, this, &NodeDetailsPanel::tabChanged);

    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(QStringLiteral("color: palette(mid);"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_empty);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs, 1);
    setMinimumWidth(340);
    clear();
}

QLabel* NodeDetailsPanel::addRow(QFormLayout* form, const QString& label, const char* objectName)
{
    auto* value = new QLabel(this);
    value->setObjectName(QString::fromLatin1(objectName));
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    form->addRow(label, value);
    return value;
}

void NodeDetailsPanel::clear()
{
    m_node.clear();
    m_providerRecord.reset();
    m_header->hide();
    m_deployKey->hide();
    m_tabs->hide();
    m_cuzk->clear();
    m_empty->show();
}

void NodeDetailsPanel::showNode(const Node& node, status::HealthState health, const QString& reason)
{
    m_empty->hide();
    m_header->show();
    m_tabs->show();
    if (node.name != m_node) {
        m_checkShown.clear();
        m_cuzk->clear(); // until this node's status arrives
    }
    m_node = node.name;
    if (m_history && node.id != 0)
        m_charts->setSource(m_history, node.id);
    m_title->setText(node.name);
    const QColor color = healthColor(health);
    m_state->setText(QStringLiteral("<span style='color:%1; font-size:large'>&#9679;</span> <b>%2</b>")
                         .arg(color.name(), healthStateLabel(health).toHtmlEscaped()));
    m_reasonText = reason.isEmpty() && health == status::HealthState::Unknown
                       ? Tr::tr("No status has been collected for this node yet.")
                       : reason;
    m_reason->setText(m_reasonText);
    m_deployKey->setVisible(health == status::HealthState::AuthFailed);
    updateReasonVisibility();
    m_address->setText(node.address());
    m_user->setText(node.user);
    m_identity->setText(node.identity.value_or(Tr::tr("ssh-agent, then the default keys")));
    m_status->setText(
        node.statusCommand
            ? Tr::tr("command: %1").arg(*node.statusCommand)
            : Tr::tr("GET %1 on 127.0.0.1:%2 (through SSH)").arg(node.statusPath).arg(node.statusPort));
    m_authorizedKeys->setText(node.authorizedKeys);
    m_labels->setText(node.labels.isEmpty() ? Tr::tr("none") : node.labelsText());
    // The stored word ("manual", "vast") is for scripts; here it is said for people.
    if (node.provider == QLatin1String("vast") && node.providerId)
        m_provider->setText(Tr::tr("vast.ai (instance %1)").arg(*node.providerId));
    else if (node.provider == QLatin1String("manual"))
        m_provider->setText(Tr::tr("none: added by hand"));
    else
        m_provider->setText(node.providerId ? QStringLiteral("%1 (%2)").arg(node.provider, *node.providerId)
                                            : node.provider);
}

void NodeDetailsPanel::setCheckAction(QAction* action)
{
    m_check->setCheckAction(action);
}

void NodeDetailsPanel::clearCheck()
{
    if (m_checkShown == QLatin1String("none"))
        return;
    m_checkShown = QStringLiteral("none");
    m_checkReason.clear();
    m_check->clear();
    updateReasonVisibility();
}

void NodeDetailsPanel::showCheckRunning(bool viaCommand, bool waitingForKeychain)
{
    const QString shown = waitingForKeychain ? QStringLiteral("waiting") : QStringLiteral("running");
    if (m_checkShown == shown)
        return;
    m_checkShown = shown;
    m_checkReason.clear();
    m_check->showRunning(viaCommand, waitingForKeychain);
    updateReasonVisibility();
}

void NodeDetailsPanel::showCheckResult(const ssh::OperationResult& result, const QDateTime& finishedAt)
{
    const QString key = QString::number(result.id);
    if (m_checkShown == key)
        return;
    m_checkShown = key;
    m_checkReason = session::ConnectionChecks::reasonFor(result);
    m_check->showResult(result, finishedAt);
    updateReasonVisibility();
}

void NodeDetailsPanel::updateReasonVisibility()
{
    // The check section already says it, with the evidence beside it, when its tab is open.
    const bool checkSaysIt = m_reasonText == m_checkReason && m_tabs->currentWidget() == m_scroll;
    m_reason->setVisible(!m_reasonText.isEmpty() && !checkSaysIt);
}

void NodeDetailsPanel::showLifecycle(const std::optional<lifecycle::LifecycleRecord>& life,
                                     std::optional<double> dollarsPerHour, const QDateTime& now)
{
    m_lifecycle->setVisible(life.has_value());
    if (m_lifecycleCaption)
        m_lifecycleCaption->setVisible(life.has_value());
    if (!life)
        return;
    using lifecycle::Stage;
    const auto when = [](const QDateTime& at) {
        return at.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    };
    QStringList lines;
    lines << Tr::tr("<b>%1</b> since %2 (template %3)")
                 .arg(lifecycle::stageText(life->stage).toHtmlEscaped(), when(life->stageSince),
                      life->templateName.toHtmlEscaped());
    QStringList path;
    for (int s = int(Stage::Created); s <= int(Stage::Retired); ++s) {
        const QDateTime at = life->stages.value(lifecycle::stageName(Stage(s)));
        if (at.isValid())
            path << Tr::tr("%1 %2").arg(lifecycle::stageText(Stage(s)).toHtmlEscaped(), when(at));
    }
    lines << path.join(QStringLiteral(" → "));
    if (life->qualification && life->qualification->passed.has_value()) {
        const lifecycle::Qualification& q = *life->qualification;
        QString result = *q.passed ? Tr::tr("Qualified") : Tr::tr("Failed qualification");
        if (q.proofsPerHour)
            result += Tr::tr(": %1 proofs/h").arg(*q.proofsPerHour, 0, 'f', 1);
        if (q.usdPerProof)
            result += Tr::tr(", $%1/proof").arg(*q.usdPerProof, 0, 'f', 4);
        lines << result.toHtmlEscaped() + Tr::tr(" (run %1)").arg(q.run);
    } else if (life->qualification && life->qualification->run > 0) {
        lines << Tr::tr("Qualification run %1 under way").arg(life->qualification->run);
    }
    if (life->rule)
        lines << Tr::tr("<b>Rule %1 tripped</b> (%2): %3")
                     .arg(life->rule->name.toHtmlEscaped(),
                          life->rule->action == QLatin1String("retired") ? Tr::tr("instance destroyed")
                                                                         : Tr::tr("operator notified"),
                          life->rule->reason.toHtmlEscaped());
    const QDateTime end = life->retiredAt.isValid() ? life->retiredAt : now;
    const double hours = life->rentedAt.isValid() ? double(life->rentedAt.msecsTo(end)) / 3.6e6 : 0;
    QString lived = Tr::tr("Rented %1 h ago").arg(hours, 0, 'f', hours < 10 ? 2 : 1);
    if (life->retiredAt.isValid())
        lived = Tr::tr("Lived %1 h").arg(hours, 0, 'f', hours < 10 ? 2 : 1);
    if (const std::optional<double> spent = life->costSoFar(dollarsPerHour, now))
        lived += Tr::tr(", cost so far $%1").arg(*spent, 0, 'f', 2);
    lines << lived;
    m_lifecycle->setText(lines.join(QStringLiteral("<br>")));
}

void NodeDetailsPanel::showProviderData(const std::optional<fleet::ProviderRecord>& record,
                                        const QDateTime& now)
{
    m_providerRecord = record;
    const bool shown = record.has_value();
    m_providerData->setVisible(shown);
    if (m_providerDataCaption)
        m_providerDataCaption->setVisible(shown);
    if (!record)
        return;
    const QJsonObject& f = record->fields;
    const auto text = [&f](const char* key) {
        const QJsonValue v = f.value(QLatin1String(key));
        return v.isString()   ? v.toString().trimmed()
               : v.isDouble() ? QString::number(v.toDouble())
                              : QString();
    };
    QStringList parts;
    QString gpu = text("gpu_name");
    if (!gpu.isEmpty() && f.value(QStringLiteral("num_gpus")).toInt() > 1)
        gpu = Tr::tr("%1 ×%2").arg(gpu).arg(f.value(QStringLiteral("num_gpus")).toInt());
    if (!gpu.isEmpty())
        parts << gpu;
    if (const std::optional<double> dph = record->dollarsPerHour())
        parts << Tr::tr("$%1/h").arg(*dph, 0, 'f', 3);
    if (const QString state = text("actual_status"); !state.isEmpty())
        parts << Tr::tr("instance %1").arg(state);
    if (const QString machine = text("machine_id"); !machine.isEmpty())
        parts << Tr::tr("machine %1").arg(machine);
    if (const QString place = text("geolocation"); !place.isEmpty())
        parts << place;
    QString line = parts.join(QStringLiteral(" · "));
    if (const QString message = text("status_msg"); !message.isEmpty())
        line +=
            (line.isEmpty() ? QString() : QStringLiteral("\n")) + Tr::tr("Provider says: %1").arg(message);
    line += QStringLiteral("\n") +
            (record->vanished()
                 ? Tr::tr("Gone from the provider's list since %1; kept with its history.")
                       .arg(record->vanishedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")))
                 : Tr::tr("provider data %1 old").arg(vast::VastSync::age(record->refreshedAt, now)));
    m_providerData->setText(line);
}

void NodeDetailsPanel::showStatus(const status::NodeStatus& status)
{
    if (!m_node.isEmpty() && status.name != m_node)
        return;
    // New logins are refused while the open session still works: the key needs deploying again.
    if (status.diagnosis && status.diagnosis->code == QLatin1String("key_no_longer_accepted"))
        m_deployKey->setVisible(true);
    m_cuzk->showStatus(status);
    m_charts->samplesRecorded();
}

void NodeDetailsPanel::setHistory(status::StatusHistory* history, qint64 nodeId)
{
    m_history = history;
    m_charts->setSource(history, nodeId);
}

// The daemon's status, the charts and the keys are long: each tab scrolls on its own.
QScrollArea* NodeDetailsPanel::scrolled(QWidget* content, const char* name)
{
    auto* area = new QScrollArea(m_tabs);
    area->setObjectName(QString::fromLatin1(name));
    auto* holder = new QWidget;
    auto* v = new QVBoxLayout(holder);
    v->setContentsMargins(0, 6, 6, 6);
    v->addWidget(content);
    area->setWidget(holder);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->viewport()->setAutoFillBackground(false);
    holder->setAutoFillBackground(false);
    return area;
}

void NodeDetailsPanel::setKeysPanel(NodeKeysPanel* panel)
{
    m_keys = panel;
    m_tabs->addTab(scrolled(panel, "keysScroll"), Tr::tr("Keys"));
}

void NodeDetailsPanel::setLogView(LogView* view)
{
    m_logView = view;
    m_tabs->addTab(view, Tr::tr("Logs"));
}

void NodeDetailsPanel::showLogEvents(const QList<logs::LogEventSummary>& events, int windowMinutes)
{
    QStringList lines;
    for (const logs::LogEventSummary& e : events)
        lines << QStringLiteral("%1 — %2").arg(e.text(windowMinutes).toHtmlEscaped(),
                                               e.lastText.left(200).toHtmlEscaped());
    m_logEvents->setText(lines.join(QStringLiteral("<br>")));
    m_logEvents->setStyleSheet(events.isEmpty() ||
                                       events.first().severity != logs::LogPattern::Severity::Error
                                   ? QString()
                                   : QStringLiteral("color: #b01e1e;"));
    m_logEvents->setVisible(!events.isEmpty());
    if (m_logEventsCaption)
        m_logEventsCaption->setVisible(!events.isEmpty());
}

void NodeDetailsPanel::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

NodeDetailsPanel::Tab NodeDetailsPanel::currentTab() const
{
    return Tab(m_tabs->currentIndex());
}

} // namespace fleetdeck::ui
