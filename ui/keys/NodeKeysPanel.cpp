// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeKeysPanel.h"
#include "UiTr.h"

#include "DeploymentTrailModel.h"
#include "DiagnosisFrame.h"
#include "KeyAudits.h"
#include "NodeKeysModel.h"
#include "NodeKeysTable.h"
#include "NodeKeysText.h"
#include "StatusStyle.h"

#include "base/PublicKey.h"
#include "keys/DeploymentLog.h"
#include "vast/VastKeyPlatform.h"

#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

NodeKeysPanel::NodeKeysPanel(EngineSource engine, DatabaseSource database, QWidget* parent)
    : QWidget(parent)
    , m_database(std::move(database))
    , m_audits(new KeyAudits(std::move(engine), this))
{
    setObjectName(QStringLiteral("nodeKeysPanel"));
    const int line = fontMetrics().height();
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(line / 2);

    // The audit: what it found, when, and the button that runs it.
    auto* header = new QHBoxLayout;
    header->addWidget(StatusStyle::sectionHeader(Tr::tr("authorized_keys"), "auditSection", nullptr, this),
                      1);
    m_auditButton = new QPushButton(Tr::tr("Audit keys"), this);
    m_auditButton->setObjectName(QStringLiteral("auditKeysButton"));
    m_auditButton->setToolTip(
        Tr::tr("Read the node's authorized_keys over SFTP and list its keys. Nothing is changed."));
    connect(m_auditButton, &QPushButton::clicked, this, &NodeKeysPanel::auditNow);
    header->addWidget(m_auditButton, 0, Qt::AlignBottom);
    v->addLayout(header);
    m_summary = StatusStyle::captionLabel(QString(), this);
    m_summary->setObjectName(QStringLiteral("auditSummary"));
    m_summary->setWordWrap(true);
    v->addWidget(m_summary);

    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("auditIntro"));
    m_intro->setWordWrap(true);
    StatusStyle::setMuted(m_intro);
    v->addWidget(m_intro);

    m_file = new QWidget(this);
    auto* form = new QGridLayout(m_file);
    form->setContentsMargins(0, 0, 0, 0);
    form->setHorizontalSpacing(line);
    form->setVerticalSpacing(line / 5);
    auto row = [&](const QString& caption, const char* name, int r, QLabel** captionOut = nullptr) {
        QLabel* c = StatusStyle::captionLabel(caption, m_file);
        QLabel* value = StatusStyle::valueLabel(name, m_file);
        value->setWordWrap(true);
        form->addWidget(c, r, 0, Qt::AlignTop);
        form->addWidget(value, r, 1);
        if (captionOut)
            *captionOut = c;
        return value;
    };
    m_path = row(Tr::tr("File"), "auditPath", 0);
    m_symlink = row(Tr::tr("Symlink"), "auditSymlink", 1, &m_symlinkCaption);
    m_sha = row(Tr::tr("SHA-256"), "auditSha256", 2, &m_shaCaption);
    m_sha->setFont(mono);
    m_console = row(Tr::tr("Console login"), "auditConsoleKey", 3);
    m_console->setTextFormat(Qt::RichText);
    form->setColumnStretch(1, 1);
    m_platform = new QLabel(this);
    m_platform->setObjectName(QStringLiteral("platformAttachment"));
    m_platform->setTextFormat(Qt::RichText);
    m_platform->setWordWrap(true);
    m_platform->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_platform);
    m_platformKeys = new QLabel(this);
    m_platformKeys->setObjectName(QStringLiteral("platformKeys"));
    m_platformKeys->setWordWrap(true);
    m_platformKeys->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_platformKeys->hide();
    v->addWidget(m_platformKeys);
    v->addWidget(m_file);

    // Why the audit failed, the same way the connection check says it.
    m_diagnosis = new DiagnosisFrame(this);
    v->addWidget(m_diagnosis);

    // The keys, one row per key line.
    m_keysSection = new QWidget(this);
    auto* k = new QVBoxLayout(m_keysSection);
    k->setContentsMargins(0, 0, 0, 0);
    k->setSpacing(line / 3);
    m_keysModel = new NodeKeysModel(this);
    m_keys = new NodeKeysTable({{NodeKeysModel::OptionsColumn, 12},
                                {NodeKeysModel::CommentColumn, 16},
                                {NodeKeysModel::FingerprintColumn, 24}},
                               20, "auditKeys", m_keysSection);
    m_keys->setModel(m_keysModel);
    m_keys->setTextElideMode(Qt::ElideMiddle);
    k->addWidget(m_keys);
    m_keysEmpty =
        StatusStyle::captionLabel(Tr::tr("No key lines: no key logs in through this file."), m_keysSection);
    m_keysEmpty->setObjectName(QStringLiteral("auditKeysEmpty"));
    k->addWidget(m_keysEmpty);

    // What is wrong with the file, in the operator's words, the evidence below each.
    k->addWidget(StatusStyle::sectionHeader(Tr::tr("Findings"), "auditFindingsSection", &m_findingsSummary,
                                            m_keysSection));
    m_findingsSection = new QWidget(m_keysSection);
    m_findingsSection->setObjectName(QStringLiteral("auditFindings"));
    m_findingsList = new QVBoxLayout(m_findingsSection);
    m_findingsList->setContentsMargins(0, 0, 0, 0);
    m_findingsList->setSpacing(line / 3);
    k->addWidget(m_findingsSection);
    m_repairHint =
        new QLabel(Tr::tr("The key deployment wizard repairs these when “Repair the findings too” is "
                          "ticked: it splits glued keys, turns CRLF into LF and adds the final newline, "
                          "and leaves every other byte as it is."),
                   m_keysSection);
    m_repairHint->setObjectName(QStringLiteral("auditRepairHint"));
    m_repairHint->setWordWrap(true);
    StatusStyle::setMuted(m_repairHint);
    k->addWidget(m_repairHint);
    v->addWidget(m_keysSection);

    // The audit trail: every deployment recorded for the node, newest first.
    v->addSpacing(line / 2);
    v->addWidget(
        StatusStyle::sectionHeader(Tr::tr("Audit trail"), "auditTrailSection", &m_trailSummary, this));
    m_trailModel = new DeploymentTrailModel(this);
    m_trail = new NodeKeysTable({{DeploymentTrailModel::FindingsColumn, 14},
                                 {DeploymentTrailModel::KeyColumn, 20},
                                 {DeploymentTrailModel::DiagnosisColumn, 12},
                                 {DeploymentTrailModel::FileColumn, 30}},
                                12, "auditTrail", this);
    m_trail->setModel(m_trailModel);
    m_trail->setTextElideMode(Qt::ElideRight);
    v->addWidget(m_trail);
    m_trailEmpty = StatusStyle::captionLabel(QString(), this);
    m_trailEmpty->setObjectName(QStringLiteral("auditTrailEmpty"));
    m_trailEmpty->setWordWrap(true);
    v->addWidget(m_trailEmpty);
    v->addStretch(1);
    connect(m_audits, &KeyAudits::abandoned, this, &NodeKeysPanel::auditEnded);
    connect(m_audits, &KeyAudits::finished, this,
            [this](const QString& node, const keys::KeyNodeResult& result) {
                auditEnded(node);
                Q_EMIT auditFinished(result);
            });
    clear();
}

NodeKeysPanel::~NodeKeysPanel() = default;

QTableView* NodeKeysPanel::keysTable() const
{
    return m_keys;
}

QTableView* NodeKeysPanel::trailTable() const
{
    return m_trail;
}

void NodeKeysPanel::setResolver(secrets::CredentialResolver* resolver)
{
    m_audits->setResolver(resolver);
}

void NodeKeysPanel::setTimeout(int ms)
{
    m_audits->setTimeout(ms);
}

void NodeKeysPanel::clear()
{
    m_node = Node();
    m_login = ssh::SshTarget();
    showAudit();
    showTrail({}, QString());
}

void NodeKeysPanel::setNode(const Node& node, const ssh::SshTarget& login)
{
    // The window shows the selected node again after every poll: the same node with the same
    // file keeps its tables (and the operator's selection in them) and reads no database.
    const bool same = node.name == m_node.name && node.authorizedKeys == m_node.authorizedKeys;
    m_node = node;
    m_login = login;
    if (same)
        return;
    // An audit of another file than the node's now says nothing about it.
    const KeyAudit audit = m_audits->newest(node.name);
    if (audit.valid() && audit.result.configuredPath != node.authorizedKeys)
        m_audits->forget(node.name);
    showAudit();
    refreshTrail();
    listPlatformKeys();
    auditIfNeverAudited();
}

void NodeKeysPanel::setVastKeys(vast::VastKeyPlatform* platform)
{
    m_vastKeys = platform;
    listPlatformKeys();
}

void NodeKeysPanel::listPlatformKeys()
{
    const quint64 serial = ++m_platformListing;
    const bool vast = m_vastKeys && m_node.provider == QLatin1String("vast") && m_node.providerId;
    m_platformKeys->setVisible(vast);
    if (!vast)
        return;
    const QString instance = *m_node.providerId;
    m_platformKeys->setText(Tr::tr("Asking vast.ai which keys instance %1 holds…").arg(instance));
    m_vastKeys->listKeys(instance, this, [this, serial, instance](const vast::VastClient::KeyList& list) {
        if (serial != m_platformListing)
            return;
        if (!list.ok()) {
            m_platformKeys->setText(Tr::tr("vast.ai's keys for instance %1 could not be listed: %2")
                                        .arg(instance, list.error->message));
            return;
        }
        if (list.keys.isEmpty()) {
            m_platformKeys->setText(
                Tr::tr("vast.ai holds no key for instance %1: authorized_keys alone does not "
                       "last there.")
                    .arg(instance));
            return;
        }
        QStringList lines;
        for (const vast::VastClient::PlatformKey& k : list.keys) {
            const std::optional<PublicKey> key = PublicKey::parseLine(k.publicKey.toUtf8());
            QString line =
                key ? Tr::tr("%1 %2").arg(key->type(), key->fingerprint()) : Tr::tr("unreadable key");
            const QString name = !k.name.isEmpty() ? k.name : key ? key->comment() : QString();
            if (!name.isEmpty())
                line += QStringLiteral(" (%1)").arg(name);
            lines << QStringLiteral("• ") + line;
        }
        m_platformKeys->setText(
            Tr::tr("vast.ai holds %n key(s) for instance %1:", nullptr, int(list.keys.size())).arg(instance) +
            QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    });
}

void NodeKeysPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    auditIfNeverAudited();
}

void NodeKeysPanel::auditIfNeverAudited()
{
    if (m_auditWhenShown && isVisible() && !m_node.name.isEmpty() && !isAuditing() && !lastAudit())
        auditNow();
}

bool NodeKeysPanel::isAuditing() const
{
    return !m_node.name.isEmpty() && m_audits->isRunning(m_node.name);
}

std::optional<keys::KeyNodeResult> NodeKeysPanel::lastAudit() const
{
    const KeyAudit audit = m_audits->newest(m_node.name);
    if (m_node.name.isEmpty() || !audit.valid())
        return std::nullopt;
    return audit.result;
}

void NodeKeysPanel::auditNow()
{
    if (m_node.name.isEmpty() || isAuditing())
        return;
    // The audit keeps the node's login and path as they are now: it ends for that node even
    // when the operator has moved on to another one.
    if (!m_audits->start(m_node, m_login)) {
        m_summary->setText(Tr::tr("The console's SSH engine is not running: nothing can be audited."));
        return;
    }
    showAudit();
}

void NodeKeysPanel::auditEnded(const QString& node)
{
    if (node == m_node.name)
        showAudit();
}

void NodeKeysPanel::showAudit()
{
    const bool hasNode = !m_node.name.isEmpty();
    const bool running = isAuditing();
    const KeyAudit audit = hasNode ? m_audits->newest(m_node.name) : KeyAudit();
    m_auditButton->setEnabled(hasNode && !running);
    m_auditButton->setText(running ? Tr::tr("Auditing…") : Tr::tr("Audit keys"));

    if (running) {
        m_summary->setText(
            Tr::tr("Reading %1… started %2")
                .arg(m_node.authorizedKeys, NodeKeysText::when(m_audits->startedAt(m_node.name))));
    } else if (audit.valid()) {
        const int findings = int(audit.result.details.size());
        m_summary->setText(
            audit.result.diagnosis
                ? Tr::tr("Audit failed at %1").arg(NodeKeysText::when(audit.finishedAt))
                : Tr::tr("Audited at %1").arg(NodeKeysText::when(audit.finishedAt)) + QStringLiteral(" · ") +
                      Tr::tr("%n key line(s)", "", int(audit.result.keys.size())) +
                      (findings ? QStringLiteral(" · ") + Tr::tr("%n finding(s)", "", findings) : QString()));
    } else {
        m_summary->setText(hasNode ? Tr::tr("not audited yet") : QString());
    }
    m_intro->setText(
        hasNode ? Tr::tr("Audit keys reads %1 over SFTP — nothing is changed — and lists every key in it, "
                         "what is wrong with the file, and which key the console logs in with.")
                      .arg(m_node.authorizedKeys)
                : Tr::tr("Select a node to audit its authorized_keys."));
    m_intro->setVisible(!audit.valid() && !running);

    const keys::KeyNodeResult& r = audit.result;
    const bool read = audit.valid() && (!r.diagnosis || !r.path.isEmpty());
    m_file->setVisible(audit.valid());
    m_path->setText(
        r.path.isEmpty()
            ? r.configuredPath
            : (r.existed ? r.path : Tr::tr("%1 (does not exist: no key logs in through it)").arg(r.path)));
    m_symlink->setText(Tr::tr("%1 → %2").arg(r.symlink, r.path));
    m_symlink->setVisible(!r.symlink.isEmpty());
    m_symlinkCaption->setVisible(!r.symlink.isEmpty());
    // The trail shows hashes by their first 8 digits; the whole one is in the tooltip.
    m_sha->setText(r.beforeSha256.left(16) + QStringLiteral("…"));
    m_sha->setToolTip(Tr::tr("SHA-256 of the file as read:\n%1").arg(r.beforeSha256));
    m_shaCaption->setVisible(!r.beforeSha256.isEmpty());
    m_sha->setVisible(!r.beforeSha256.isEmpty());
    m_console->setText(NodeKeysText::consoleKeys(audit, tones()));
    QStringList sources;
    for (const auto& [fingerprint, source] : audit.consoleKeys)
        sources << QStringLiteral("%1  %2").arg(fingerprint, source);
    m_console->setToolTip(sources.join(QLatin1Char('\n')));

    showPlatform();
    if (audit.valid() && r.diagnosis)
        m_diagnosis->showDiagnosis(*r.diagnosis, StatusStyle::mutedText(palette()));
    else
        m_diagnosis->hide();
    m_keysSection->setVisible(read && r.existed);
    if (read)
        showKeys(audit);
}

KeyTones NodeKeysPanel::tones() const
{
    return KeyTones::of(palette());
}

void NodeKeysPanel::showKeys(const KeyAudit& audit)
{
    const keys::KeyNodeResult& r = audit.result;
    m_keysModel->setTones(tones());
    m_keysModel->setAudit(audit);
    m_keys->setVisible(!r.keys.isEmpty());
    m_keysEmpty->setVisible(r.keys.isEmpty());
    m_keys->fit();
    showFindings(r);
}

void NodeKeysPanel::showFindings(const keys::KeyNodeResult& r)
{
    while (QLayoutItem* old = m_findingsList->takeAt(0)) {
        delete old->widget();
        delete old;
    }
    const KeyTones colors = tones();
    bool repairable = false;
    for (int i = 0; i < r.details.size(); ++i) {
        const keys::AuthorizedKeys::Finding& f = r.details.at(i);
        repairable = repairable || NodeKeysText::isRepairable(f.code);
        auto* label = new QLabel(m_findingsSection);
        label->setObjectName(QStringLiteral("auditFinding_%1").arg(i));
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setText(NodeKeysText::findingHtml(f, r, colors));
        m_findingsList->addWidget(label);
        label->show(); // a layout shows a new child only later, from the event loop
    }
    m_findingsSummary->setText(r.details.isEmpty() ? Tr::tr("none — the file is clean")
                                                   : Tr::tr("%n problem(s)", "", int(r.details.size())));
    m_findingsSection->setVisible(!r.details.isEmpty());
    m_repairHint->setVisible(repairable);
}

void NodeKeysPanel::refreshTrail()
{
    if (m_node.name.isEmpty())
        return showTrail({}, QString());
    storage::Database* db = m_database ? m_database() : nullptr;
    if (!db)
        return showTrail({}, Tr::tr("No database is open: the audit trail cannot be read."));
    const keys::DeploymentLog log(*db);
    const QList<keys::DeploymentRecord> records = log.forNode(m_node.name);
    showTrail(records, log.error());
    m_platformRecords = log.platformAttachments(m_node.name);
    showPlatform();
}

void NodeKeysPanel::showPlatform()
{
    const bool provider =
        !m_node.name.isEmpty() && m_node.provider != QLatin1String("manual") && m_node.providerId;
    m_platform->setVisible(provider);
    if (provider)
        m_platform->setText(NodeKeysText::platformAttachments(m_node, m_audits->newest(m_node.name),
                                                              m_platformRecords, tones()));
}

void NodeKeysPanel::showTrail(const QList<keys::DeploymentRecord>& records, const QString& error)
{
    m_trailModel->setTones(tones());
    m_trailModel->setRecords(records);
    m_trail->setVisible(!records.isEmpty());
    m_trail->fit();
    m_trailSummary->setText(m_node.name.isEmpty() ? QString()
                                                  : Tr::tr("%n deployment(s)", "", int(records.size())));
    m_trailEmpty->setText(
        !error.isEmpty() ? error
        : m_node.name.isEmpty()
            ? QString()
            : Tr::tr("No key deployments are recorded for this node. Deployments and removals "
                     "from the wizard or fleetdeck-cli appear here."));
    m_trailEmpty->setVisible(records.isEmpty() && !m_trailEmpty->text().isEmpty());
}

void NodeKeysPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        restyle();
}

void NodeKeysPanel::restyle()
{
    // Colours baked into rows and rich text follow the new palette.
    StatusStyle::refreshMuted(this);
    showAudit();
    refreshTrail();
}

} // namespace fleetdeck::ui
