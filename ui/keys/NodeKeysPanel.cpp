// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeKeysPanel.h"

#include "Async.h"
#include "HealthStyle.h"
#include "StatusStyle.h"

#include "keys/ConsoleKeys.h"
#include "keys/KeyDeployer.h"
#include "status/HealthState.h"
#include "storage/DeploymentLog.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFrame>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fleetdeck::ui {

namespace {

using ConsoleKeyList = QList<QPair<QString, QString>>;

enum KeyColumn { KeyLine, KeyStatus, KeyType, KeyFingerprint, KeyComment, KeyOptions };
enum TrailColumn { TrailTime, TrailAction, TrailKey, TrailResult, TrailFile, TrailFindings, TrailDiagnosis };

// Text colours (labels, table cells): the states' hues made readable on the palette, light or dark.
QColor good()
{
    return healthTextColor(HealthState::Healthy, QApplication::palette());
}
QColor warning()
{
    return healthTextColor(HealthState::Degraded, QApplication::palette());
}
QColor bad()
{
    return healthTextColor(HealthState::Error, QApplication::palette());
}

/// The console's keys for a node: only fingerprints and sources, never the logins' secrets. It reads
/// key files and may ask the agent (up to a second): run it with runGuarded().
ConsoleKeyList consoleKeysOf(const ssh::SshTarget& login)
{
    ConsoleKeyList found;
    for (const keys::ConsoleKey& k : keys::consoleKeysFor(login))
        found << qMakePair(k.fingerprint, k.source);
    return found;
}

/// "1 key line", "3 key lines": read as English without a translation loaded.
QString count(int n, const QString& one, const QString& many)
{
    return n == 1 ? one : many.arg(n);
}

QString shortHash(const QString& sha256)
{
    return sha256.left(8);
}

QString shortFingerprint(const QString& fingerprint)
{
    // "SHA256:" and enough of the hash to tell keys apart at a glance; the tooltip has all of it.
    return fingerprint.size() > 19 ? fingerprint.left(19) + QStringLiteral("…") : fingerprint;
}

QString when(const QDateTime& at)
{
    const QDateTime local = at.toLocalTime();
    return local.date() == QDate::currentDate() ? local.toString(QStringLiteral("HH:mm:ss"))
                                                : local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QTableWidgetItem* item(const QString& text, const QString& toolTip = {})
{
    auto* i = new QTableWidgetItem(text);
    i->setToolTip(toolTip.isEmpty() ? text : toolTip);
    return i;
}

/// A cell that a narrow table shows as `shortText`.
QTableWidgetItem* item(const QString& text, const QString& shortText, const QString& toolTip)
{
    QTableWidgetItem* i = item(text, toolTip);
    i->setData(NodeKeysPanel::FullTextRole, text);
    i->setData(NodeKeysPanel::ShortTextRole, shortText);
    return i;
}

void tone(QTableWidgetItem* i, const QColor& color, bool bold)
{
    i->setForeground(color);
    QFont f = i->font();
    f.setBold(bold);
    i->setFont(f);
}

QString frameStyle(const QColor& color)
{
    const auto rgba = [](const QColor& c, double a) {
        return QStringLiteral("rgba(%1, %2, %3, %4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(a);
    };
    return QStringLiteral(
               "#auditDiagnosis { background: %1; border-left: 4px solid %2; border-radius: 2px; } "
               "#auditDiagnosisDetail { background: palette(base); border: 1px solid %3; "
               "border-radius: 3px; padding: 4px; }")
        .arg(rgba(color, 0.10), color.name(), rgba(color, 0.35));
}

} // namespace

/// A read-only table for the panel, which scrolls as a whole: as tall as its rows (up to
/// `maxRows`, then it scrolls itself) and as wide as the panel. Columns take their content's
/// width; when that does not fit, the elastic ones give way in the order given and elide (their
/// tooltips keep every character), and then cells with a short form (ShortTextRole) use it. Only
/// a panel narrower than that scrolls sideways.
class NodeKeysTable : public QTableWidget
{
public:
    /// `givingWay`: the elastic columns, in the order they give way, each with the width (in
    /// characters) it keeps until the short forms are in use.
    NodeKeysTable(const QStringList& headers, QList<QPair<int, int>> givingWay, int maxRows,
                  const char* objectName, QWidget* parent)
        : QTableWidget(0, int(headers.size()), parent)
        , m_givingWay(std::move(givingWay))
        , m_maxRows(maxRows)
    {
        setObjectName(QString::fromLatin1(objectName));
        setHorizontalHeaderLabels(headers);
        verticalHeader()->hide();
        verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 3 / 2);
        horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        horizontalHeader()->setHighlightSections(false);
        horizontalHeader()->setStretchLastSection(true);
        setEditTriggers(QAbstractItemView::NoEditTriggers);
        setSelectionBehavior(QAbstractItemView::SelectRows);
        setWordWrap(false);
        setShowGrid(false);
        setAlternatingRowColors(true);
        setFocusPolicy(Qt::NoFocus);
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, &NodeKeysTable::fitHeight);
    }

    /// After the rows changed.
    void fit()
    {
        fitColumns();
        fitHeight();
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QTableWidget::resizeEvent(event);
        fitColumns();
    }

private:
    void fitHeight()
    {
        int h = 2 * frameWidth() + horizontalHeader()->sizeHint().height();
        for (int r = 0; r < std::min(rowCount(), m_maxRows); ++r)
            h += rowHeight(r);
        if (horizontalScrollBar()->maximum() > 0)
            h += horizontalScrollBar()->sizeHint().height();
        setVerticalScrollBarPolicy(rowCount() > m_maxRows ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
        setFixedHeight(h);
    }

    void fitColumns()
    {
        if (m_fitting)
            return;
        m_fitting = true;
        const int available = viewport()->width();
        const int chars = fontMetrics().averageCharWidth();
        // Elastic columns first give way down to a readable width, then the short forms are
        // used, then the elastic columns shrink further.
        const struct
        {
            bool compact;
            bool hard;
        } steps[] = {{false, false}, {true, false}, {true, true}};
        QList<int> widths;
        for (const auto& [compact, hard] : steps) {
            useShortTexts(compact);
            widths = contentWidths();
            int over = -available;
            for (int w : widths)
                over += w;
            for (const auto& [c, comfortable] : m_givingWay) {
                const int floor = (hard ? 5 : comfortable) * chars;
                const int give = std::clamp(widths[c] - floor, 0, std::max(0, over));
                widths[c] -= give;
                over -= give;
            }
            if (over <= 0)
                break;
        }
        for (int c = 0; c < columnCount(); ++c)
            setColumnWidth(c, widths[c]);
        m_fitting = false;
    }

    QList<int> contentWidths() const
    {
        const int pad = fontMetrics().averageCharWidth() * 2;
        QList<int> widths;
        for (int c = 0; c < columnCount(); ++c) {
            int w = horizontalHeader()->sectionSizeHint(c);
            for (int r = 0; r < rowCount(); ++r) {
                if (const QTableWidgetItem* i = item(r, c))
                    w = std::max(w, QFontMetrics(i->font()).horizontalAdvance(i->text()) + pad);
            }
            widths << w;
        }
        return widths;
    }

    void useShortTexts(bool compact)
    {
        for (int r = 0; r < rowCount(); ++r) {
            for (int c = 0; c < columnCount(); ++c) {
                QTableWidgetItem* i = item(r, c);
                if (!i || !i->data(NodeKeysPanel::ShortTextRole).isValid())
                    continue;
                const QString text =
                    i->data(compact ? NodeKeysPanel::ShortTextRole : NodeKeysPanel::FullTextRole).toString();
                if (i->text() != text)
                    i->setText(text);
            }
        }
    }

    QList<QPair<int, int>> m_givingWay;
    int m_maxRows;
    bool m_fitting = false;
};

NodeKeysPanel::NodeKeysPanel(EngineSource engine, DatabaseSource database, QWidget* parent)
    : QWidget(parent)
    , m_engine(std::move(engine))
    , m_database(std::move(database))
{
    setObjectName(QStringLiteral("nodeKeysPanel"));
    const int line = fontMetrics().height();
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(line / 2);

    // The audit: what it found, when, and the button that runs it.
    auto* header = new QHBoxLayout;
    header->addWidget(StatusStyle::sectionHeader(tr("authorized_keys"), "auditSection", nullptr, this), 1);
    m_auditButton = new QPushButton(tr("Audit keys"), this);
    m_auditButton->setObjectName(QStringLiteral("auditKeysButton"));
    m_auditButton->setToolTip(
        tr("Read the node's authorized_keys over SFTP and list its keys. Nothing is changed."));
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
    m_path = row(tr("File"), "auditPath", 0);
    m_symlink = row(tr("Symlink"), "auditSymlink", 1, &m_symlinkCaption);
    m_sha = row(tr("SHA-256"), "auditSha256", 2, &m_shaCaption);
    m_sha->setFont(mono);
    m_console = row(tr("Console login"), "auditConsoleKey", 3);
    m_console->setTextFormat(Qt::RichText);
    form->setColumnStretch(1, 1);
    m_platform = new QLabel(this);
    m_platform->setObjectName(QStringLiteral("platformAttachment"));
    m_platform->setTextFormat(Qt::RichText);
    m_platform->setWordWrap(true);
    m_platform->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_platform);
    v->addWidget(m_file);

    // Why the audit failed, the same way the connection check says it.
    m_diagnosis = new QFrame(this);
    m_diagnosis->setObjectName(QStringLiteral("auditDiagnosis"));
    auto* d = new QVBoxLayout(m_diagnosis);
    d->setContentsMargins(12, 8, 10, 8);
    d->setSpacing(6);
    m_diagnosisMessage = StatusStyle::valueLabel("auditDiagnosisMessage", m_diagnosis);
    m_diagnosisMessage->setWordWrap(true);
    QFont bold = font();
    bold.setBold(true);
    m_diagnosisMessage->setFont(bold);
    m_diagnosisDetail = StatusStyle::valueLabel("auditDiagnosisDetail", m_diagnosis);
    m_diagnosisDetail->setWordWrap(true);
    m_diagnosisDetail->setFont(mono);
    m_diagnosisHint = new QLabel(m_diagnosis);
    m_diagnosisHint->setObjectName(QStringLiteral("auditDiagnosisHint"));
    m_diagnosisHint->setWordWrap(true);
    m_diagnosisHint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    d->addWidget(m_diagnosisMessage);
    d->addWidget(m_diagnosisDetail);
    d->addWidget(m_diagnosisHint);
    v->addWidget(m_diagnosis);

    // The keys, one row per key line.
    m_keysSection = new QWidget(this);
    auto* k = new QVBoxLayout(m_keysSection);
    k->setContentsMargins(0, 0, 0, 0);
    k->setSpacing(line / 3);
    m_keys = new NodeKeysTable(
        {tr("Line"), tr("Status"), tr("Type"), tr("Fingerprint"), tr("Comment"), tr("Options")},
        {{KeyOptions, 12}, {KeyComment, 16}, {KeyFingerprint, 24}}, 20, "auditKeys", m_keysSection);
    m_keys->setTextElideMode(Qt::ElideMiddle);
    k->addWidget(m_keys);
    m_keysEmpty =
        StatusStyle::captionLabel(tr("No key lines: no key logs in through this file."), m_keysSection);
    m_keysEmpty->setObjectName(QStringLiteral("auditKeysEmpty"));
    k->addWidget(m_keysEmpty);

    // What is wrong with the file, in the operator's words, the evidence below each.
    k->addWidget(StatusStyle::sectionHeader(tr("Findings"), "auditFindingsSection", &m_findingsSummary,
                                            m_keysSection));
    m_findingsSection = new QWidget(m_keysSection);
    m_findingsSection->setObjectName(QStringLiteral("auditFindings"));
    m_findingsList = new QVBoxLayout(m_findingsSection);
    m_findingsList->setContentsMargins(0, 0, 0, 0);
    m_findingsList->setSpacing(line / 3);
    k->addWidget(m_findingsSection);
    m_repairHint =
        new QLabel(tr("The key deployment wizard repairs these when “Repair the findings too” is "
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
    v->addWidget(StatusStyle::sectionHeader(tr("Audit trail"), "auditTrailSection", &m_trailSummary, this));
    m_trail = new NodeKeysTable({tr("Time"), tr("Action"), tr("Key"), tr("Result"), tr("Before → after"),
                                 tr("Findings"), tr("Diagnosis")},
                                {{TrailFindings, 14}, {TrailKey, 20}, {TrailDiagnosis, 12}, {TrailFile, 30}},
                                12, "auditTrail", this);
    m_trail->setTextElideMode(Qt::ElideRight);
    v->addWidget(m_trail);
    m_trailEmpty = StatusStyle::captionLabel(QString(), this);
    m_trailEmpty->setObjectName(QStringLiteral("auditTrailEmpty"));
    m_trailEmpty->setWordWrap(true);
    v->addWidget(m_trailEmpty);
    v->addStretch(1);
    clear();
}

NodeKeysPanel::~NodeKeysPanel() = default;

QTableWidget* NodeKeysPanel::keysTable() const
{
    return m_keys;
}

QTableWidget* NodeKeysPanel::trailTable() const
{
    return m_trail;
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
    const auto it = m_audits.constFind(node.name);
    if (it != m_audits.cend() && it->result.configuredPath != node.authorizedKeys)
        m_audits.remove(node.name);
    showAudit();
    refreshTrail();
    auditIfNeverAudited();
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
    return !m_node.name.isEmpty() && m_running.contains(m_node.name);
}

std::optional<keys::KeyNodeResult> NodeKeysPanel::lastAudit() const
{
    const auto it = m_audits.constFind(m_node.name);
    if (m_node.name.isEmpty() || it == m_audits.cend())
        return std::nullopt;
    return it->result;
}

void NodeKeysPanel::auditNow()
{
    if (m_node.name.isEmpty() || isAuditing())
        return;
    if (!m_engine || !m_engine()) {
        m_summary->setText(tr("The console's SSH engine is not running: nothing can be audited."));
        return;
    }
    // The audit keeps the node's login and path as they are now: it ends for that node even
    // when the operator has moved on to another one.
    keys::KeyDeployer::Target target;
    target.node = m_node.name;
    target.access = m_login;
    target.remotePath = m_node.authorizedKeys;
    m_running.insert(target.node, QDateTime::currentDateTime());
    showAudit();
    const ssh::SshTarget usual = m_login;
    auto audit = [this, usual](keys::KeyDeployer::Target t) {
        runGuarded(
            this, [usual] { return consoleKeysOf(usual); },
            [this, t](const ConsoleKeyList& consoleKeys) { startDeployer(t, consoleKeys); });
    };
    if (!m_resolver) {
        audit(target);
        return;
    }
    m_resolver->resolve(m_node, m_login, this,
                        [audit, target](const ssh::SshTarget& resolved, const QList<secrets::SecretResult>&) mutable {
                            target.access = resolved;
                            audit(target);
                        });
}

void NodeKeysPanel::startDeployer(keys::KeyDeployer::Target target, const ConsoleKeyList& consoleKeys)
{
    const QString node = target.node;
    ssh::SshEngine* engine = m_engine();
    if (!engine) { // it went while the console's keys were looked up
        m_running.remove(node);
        showAudit();
        return;
    }
    for (const auto& k : consoleKeys)
        target.consoleFingerprints << k.first;
    auto* deployer = new keys::KeyDeployer(*engine, this);
    deployer->setTimeout(m_timeoutMs);
    connect(deployer, &keys::KeyDeployer::finished, this, [this, deployer, node, consoleKeys] {
        Audit audit;
        audit.result = deployer->results().value(0);
        audit.consoleKeys = consoleKeys;
        audit.finishedAt = QDateTime::currentDateTime();
        deployer->deleteLater();
        m_running.remove(node);
        finishAudit(node, audit);
    });
    deployer->start(keys::KeyChange{}, keys::KeyVerification{}, {target});
}

void NodeKeysPanel::finishAudit(const QString& node, const Audit& audit)
{
    m_audits.insert(node, audit);
    if (node == m_node.name)
        showAudit();
    Q_EMIT auditFinished(audit.result);
}

void NodeKeysPanel::showAudit()
{
    const bool hasNode = !m_node.name.isEmpty();
    const bool running = isAuditing();
    const Audit audit = hasNode ? m_audits.value(m_node.name) : Audit();
    m_auditButton->setEnabled(hasNode && !running);
    m_auditButton->setText(running ? tr("Auditing…") : tr("Audit keys"));

    if (running) {
        m_summary->setText(
            tr("Reading %1… started %2").arg(m_node.authorizedKeys, when(m_running.value(m_node.name))));
    } else if (audit.valid()) {
        const int findings = int(audit.result.details.size());
        m_summary->setText(
            audit.result.diagnosis
                ? tr("Audit failed at %1").arg(when(audit.finishedAt))
                : tr("Audited at %1").arg(when(audit.finishedAt)) + QStringLiteral(" · ") +
                      count(int(audit.result.keys.size()), tr("1 key line"), tr("%1 key lines")) +
                      (findings ? QStringLiteral(" · ") + count(findings, tr("1 finding"), tr("%1 findings"))
                                : QString()));
    } else {
        m_summary->setText(hasNode ? tr("not audited yet") : QString());
    }
    m_intro->setText(
        hasNode ? tr("Audit keys reads %1 over SFTP — nothing is changed — and lists every key in it, "
                     "what is wrong with the file, and which key the console logs in with.")
                      .arg(m_node.authorizedKeys)
                : tr("Select a node to audit its authorized_keys."));
    m_intro->setVisible(!audit.valid() && !running);

    const keys::KeyNodeResult& r = audit.result;
    const bool read = audit.valid() && (!r.diagnosis || !r.path.isEmpty());
    m_file->setVisible(audit.valid());
    m_path->setText(
        r.path.isEmpty()
            ? r.configuredPath
            : (r.existed ? r.path : tr("%1 (does not exist: no key logs in through it)").arg(r.path)));
    m_symlink->setText(tr("%1 → %2").arg(r.symlink, r.path));
    m_symlink->setVisible(!r.symlink.isEmpty());
    m_symlinkCaption->setVisible(!r.symlink.isEmpty());
    // The trail shows hashes by their first 8 digits; the whole one is in the tooltip.
    m_sha->setText(r.beforeSha256.left(16) + QStringLiteral("…"));
    m_sha->setToolTip(tr("SHA-256 of the file as read:\n%1").arg(r.beforeSha256));
    m_shaCaption->setVisible(!r.beforeSha256.isEmpty());
    m_sha->setVisible(!r.beforeSha256.isEmpty());
    m_console->setText(consoleKeyText(audit));
    QStringList sources;
    for (const auto& [fingerprint, source] : audit.consoleKeys)
        sources << QStringLiteral("%1  %2").arg(fingerprint, source);
    m_console->setToolTip(sources.join(QLatin1Char('\n')));

    showPlatform();
    if (audit.valid() && r.diagnosis)
        showDiagnosis(*r.diagnosis);
    else
        m_diagnosis->hide();
    m_keysSection->setVisible(read && r.existed);
    if (read)
        showKeys(audit);
}

QString NodeKeysPanel::consoleKeyText(const Audit& audit) const
{
    if (audit.consoleKeys.isEmpty())
        return tr("<span style='color:%1'>The console has no key for this node</span> (no identity file, no "
                  "agent key, no default key): it cannot log in with a key.")
            .arg(warning().name());
    const bool read = !audit.result.path.isEmpty();
    QStringList lines;
    for (const auto& [fingerprint, source] : audit.consoleKeys) {
        // A key file by its name (the tooltip has the path), the agent as itself.
        const QString from =
            tr("from %1").arg(source.contains(QLatin1Char('/')) ? QFileInfo(source).fileName() : source);
        const QString key =
            QStringLiteral("<tt>%1</tt> %2").arg(fingerprint.toHtmlEscaped(), from.toHtmlEscaped());
        if (!read) {
            lines << key;
            continue;
        }
        QStringList at;
        bool works = false;
        for (const keys::AuditedKey& k : audit.result.keys) {
            if (k.fingerprint == fingerprint) {
                at << QString::number(k.line);
                works = works || k.valid;
            }
        }
        const QString lineList = at.join(QStringLiteral(", "));
        const QString where =
            at.isEmpty() ? tr("<span style='color:%1'>&#9675; not in this file</span>").arg(warning().name())
            : works ? tr("<span style='color:%1'>&#9679;</span> <b>line %2</b>").arg(good().name(), lineList)
                    : tr("<span style='color:%1'>&#10007; line %2, which sshd ignores</span>")
                          .arg(bad().name(), lineList);
        lines << QStringLiteral("%1 — %2").arg(where, key);
    }
    return lines.join(QStringLiteral("<br>"));
}

void NodeKeysPanel::showKeys(const Audit& audit)
{
    const keys::KeyNodeResult& r = audit.result;
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QColor base = palette().color(QPalette::Base);
    m_keys->setRowCount(int(r.keys.size()));
    for (int i = 0; i < r.keys.size(); ++i) {
        const keys::AuditedKey& k = r.keys.at(i);
        QStringList problems;
        for (const auto& f : r.details) {
            if (f.line == k.line && f.code != QLatin1String("missing_trailing_newline"))
                problems << f.detail;
        }
        QString source;
        for (const auto& c : audit.consoleKeys) {
            if (c.first == k.fingerprint)
                source = c.second;
        }
        auto* line = item(QString::number(k.line));
        line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        line->setData(NodeKeysPanel::RawRole, k.line);
        QTableWidgetItem* status;
        QColor rowTint;
        if (!k.valid) {
            status = item(tr("✗ Ignored by sshd"), tr("✗ Ignored"),
                          problems.isEmpty() ? tr("sshd does not accept this line as a key")
                                             : problems.join(QLatin1Char('\n')));
            tone(status, bad(), true);
            rowTint = bad();
        } else if (k.usedByConsole) {
            status = item(tr("● Console logs in with this"), tr("● Console key"),
                          tr("The console logs in to this node with this key (%1).").arg(source));
            tone(status, good(), true);
            rowTint = good();
        } else {
            status = item(tr("Accepted"), tr("sshd accepts this key for a login."));
            tone(status, StatusStyle::mutedText(palette()), false);
        }
        status->setData(NodeKeysPanel::RawRole, k.usedByConsole);
        auto* fingerprint = item(k.fingerprint.isEmpty() ? tr("—") : k.fingerprint);
        fingerprint->setFont(mono);
        auto* options = item(k.options);
        options->setFont(mono);
        QString shortType = k.type;
        shortType.remove(QRegularExpression(QStringLiteral("^ssh-|@openssh\\.com$")));
        const QList<QTableWidgetItem*> cells{line,        status,          item(k.type, shortType, k.type),
                                             fingerprint, item(k.comment), options};
        for (int c = 0; c < cells.size(); ++c) {
            if (rowTint.isValid())
                cells[c]->setBackground(StatusStyle::mix(base, rowTint, 0.12));
            m_keys->setItem(i, c, cells[c]);
        }
    }
    m_keys->setVisible(!r.keys.isEmpty());
    m_keysEmpty->setVisible(r.keys.isEmpty());
    m_keys->fit();
    showFindings(r);
}

QString NodeKeysPanel::findingShort(const QString& code) const
{
    if (code == QLatin1String("concatenated_keys"))
        return tr("glued keys");
    if (code == QLatin1String("missing_trailing_newline"))
        return tr("no final newline");
    if (code == QLatin1String("crlf"))
        return tr("CRLF");
    if (code == QLatin1String("duplicate"))
        return tr("duplicate");
    if (code == QLatin1String("invalid_line"))
        return tr("invalid line");
    if (code == QLatin1String("unsupported_type"))
        return tr("unknown key type");
    if (code == QLatin1String("bad_permissions"))
        return tr("permissions");
    return code;
}

QString NodeKeysPanel::findingHeadline(const keys::AuthorizedKeys::Finding& f,
                                       const keys::KeyNodeResult& r) const
{
    if (f.code == QLatin1String("concatenated_keys")) {
        static const QRegularExpression fingerprint(QStringLiteral("SHA256:[A-Za-z0-9+/]{43}"));
        // The detail names the keys glued onto the first one.
        const int onLine = int(f.detail.count(fingerprint)) + 1;
        const QString number = onLine == 2 ? tr("two") : onLine == 3 ? tr("three") : QString::number(onLine);
        bool firstWorks = false;
        for (const keys::AuditedKey& k : r.keys)
            firstWorks = firstWorks || (k.line == f.line && k.valid);
        return firstWorks ? tr("%1 keys glued onto one line — only the first works, sshd reads the rest as "
                               "its comment")
                                .arg(number)
               : onLine == 2 ? tr("%1 keys glued onto one line — neither works until repaired").arg(number)
                             : tr("%1 keys glued onto one line — none works until repaired").arg(number);
    }
    if (f.code == QLatin1String("missing_trailing_newline"))
        return tr("the file does not end with a newline — a key appended with “echo >>” would be glued onto "
                  "this line");
    if (f.code == QLatin1String("crlf"))
        return tr("Windows line endings (CRLF)");
    if (f.code == QLatin1String("duplicate"))
        return tr("the same key as an earlier line");
    if (f.code == QLatin1String("invalid_line"))
        return tr("not a key line sshd can read — it is ignored");
    if (f.code == QLatin1String("unsupported_type"))
        return tr("a key type Fleetdeck does not know — the node's sshd may ignore it");
    if (f.code == QLatin1String("bad_permissions"))
        return tr(
            "permissions sshd refuses under StrictModes (its default) — then no key in this file logs in");
    return f.code;
}

void NodeKeysPanel::showFindings(const keys::KeyNodeResult& r)
{
    while (QLayoutItem* old = m_findingsList->takeAt(0)) {
        delete old->widget();
        delete old;
    }
    const QString muted = StatusStyle::mutedText(palette()).name();
    bool repairable = false;
    for (int i = 0; i < r.details.size(); ++i) {
        const keys::AuthorizedKeys::Finding& f = r.details.at(i);
        const bool serious = f.code == QLatin1String("concatenated_keys") ||
                             f.code == QLatin1String("invalid_line") ||
                             f.code == QLatin1String("bad_permissions");
        repairable = repairable || f.code == QLatin1String("concatenated_keys") ||
                     f.code == QLatin1String("crlf") || f.code == QLatin1String("missing_trailing_newline");
        auto* label = new QLabel(m_findingsSection);
        label->setObjectName(QStringLiteral("auditFinding_%1").arg(i));
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        const QString where = f.line > 0 ? tr("Line %1: ").arg(f.line) : QString();
        label->setText(QStringLiteral("<span style='color:%1'>&#9679;</span> <b>%2</b>%3<br>"
                                      "<span style='color:%4'><tt>%5</tt> · %6</span>")
                           .arg((serious ? bad() : warning()).name(), where.toHtmlEscaped(),
                                findingHeadline(f, r).toHtmlEscaped(), muted, f.code.toHtmlEscaped(),
                                f.detail.toHtmlEscaped()));
        m_findingsList->addWidget(label);
        label->show(); // a layout shows a new child only later, from the event loop
    }
    m_findingsSummary->setText(r.details.isEmpty()
                                   ? tr("none — the file is clean")
                                   : count(int(r.details.size()), tr("1 problem"), tr("%1 problems")));
    m_findingsSection->setVisible(!r.details.isEmpty());
    m_repairHint->setVisible(repairable);
}

void NodeKeysPanel::showDiagnosis(const ssh::Diagnosis& diagnosis)
{
    const QColor color = healthColor(healthForDiagnosis(diagnosis));
    m_diagnosis->setStyleSheet(frameStyle(color));
    m_diagnosisMessage->setText(diagnosis.message);
    m_diagnosisDetail->setText(diagnosis.detail);
    m_diagnosisDetail->setVisible(!diagnosis.detail.isEmpty());
    m_diagnosisHint->setText(tr("<b>What to do:</b> %1").arg(diagnosis.hint.toHtmlEscaped()) +
                             QStringLiteral(" <span style='color:%1'>(%2 · %3)</span>")
                                 .arg(StatusStyle::mutedText(palette()).name(),
                                      diagnosis.code.toHtmlEscaped(),
                                      ssh::Diagnosis::stageName(diagnosis.stage)));
    m_diagnosis->show();
}

void NodeKeysPanel::refreshTrail()
{
    if (m_node.name.isEmpty())
        return showTrail({}, QString());
    Database* db = m_database ? m_database() : nullptr;
    if (!db)
        return showTrail({}, tr("No database is open: the audit trail cannot be read."));
    const DeploymentLog log(*db);
    const QList<DeploymentRecord> records = log.forNode(m_node.name);
    showTrail(records, log.error());
    m_platformRecords = log.platformAttachments(m_node.name);
    showPlatform();
}

void NodeKeysPanel::showPlatform()
{
    const bool provider = !m_node.name.isEmpty() && m_node.provider != QLatin1String("manual") && m_node.providerId;
    m_platform->setVisible(provider);
    if (!provider)
        return;
    const QString platform = m_node.provider == QLatin1String("vast") ? QStringLiteral("vast.ai") : m_node.provider;
    const Audit audit = m_audits.value(m_node.name);
    const bool read = audit.valid() && !audit.result.diagnosis;
    const QString unread = audit.valid() ? tr("authorized_keys could not be read (see below)")
                                         : tr("authorized_keys not audited yet");
    // Every key that matters here: the console's own, then any other attached through the platform.
    QStringList fingerprints;
    for (const auto& [fingerprint, source] : audit.consoleKeys)
        fingerprints << fingerprint;
    for (const DeploymentRecord& r : std::as_const(m_platformRecords)) {
        if (!fingerprints.contains(r.keyFingerprint))
            fingerprints << r.keyFingerprint;
    }
    QStringList lines;
    for (const QString& fingerprint : std::as_const(fingerprints)) {
        const auto attached = std::find_if(m_platformRecords.cbegin(), m_platformRecords.cend(),
                                           [&fingerprint](const DeploymentRecord& r) { return r.keyFingerprint == fingerprint; });
        const bool viaPlatform = attached != m_platformRecords.cend();
        const bool inFile = read && std::any_of(audit.result.keys.cbegin(), audit.result.keys.cend(),
                                                [&fingerprint](const keys::AuditedKey& k) {
                                                    return k.valid && k.fingerprint == fingerprint;
                                                });
        QString state;
        QColor color;
        if (viaPlatform && inFile) {
            state = tr("both: attached through %1 (%2) and present in authorized_keys")
                        .arg(platform, when(attached->at));
            color = good();
        } else if (viaPlatform) {
            state = read ? tr("attached through %1 (%2), but not in authorized_keys at the last audit")
                               .arg(platform, when(attached->at))
                         : tr("attached through %1 (%2); %3").arg(platform, when(attached->at), unread);
            color = read ? warning() : StatusStyle::mutedText(palette());
        } else if (inFile) {
            state = tr("in authorized_keys only: not attached through %1, so it may vanish. Deploy the key "
                       "again: the wizard attaches it through the platform too.")
                        .arg(platform);
            color = warning();
        } else {
            state = read ? tr("neither attached through %1 nor in authorized_keys").arg(platform)
                         : tr("not attached through %1; %2").arg(platform, unread);
            color = read ? bad() : StatusStyle::mutedText(palette());
        }
        lines << QStringLiteral("<span style='color:%1'>&#9679;</span> <tt>%2</tt> — %3")
                     .arg(color.name(), fingerprint.toHtmlEscaped(), state.toHtmlEscaped());
    }
    const QString head = tr("<b>Through %1</b> (instance %2): keys edited into authorized_keys alone do not "
                            "last there.")
                             .arg(platform.toHtmlEscaped(), m_node.providerId->toHtmlEscaped());
    m_platform->setText(lines.isEmpty()
                            ? head + QStringLiteral("<br>") +
                                  tr("No key of the console's is known for this node yet, and none was attached "
                                     "through the platform by Fleetdeck.")
                            : head + QStringLiteral("<br>") + lines.join(QStringLiteral("<br>")));
}

void NodeKeysPanel::showTrail(const QList<DeploymentRecord>& records, const QString& error)
{
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_trail->setRowCount(int(records.size()));
    for (int i = 0; i < records.size(); ++i) {
        const DeploymentRecord& rec = records.at(i);
        const QDateTime local = rec.at.toLocalTime();
        auto* time =
            item(local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                 local.toString(QStringLiteral("MM-dd HH:mm")),
                 tr("%1 UTC").arg(rec.at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))));
        time->setData(NodeKeysPanel::RawRole, rec.at);
        auto* key =
            item(QStringLiteral("%1 %2").arg(shortFingerprint(rec.keyFingerprint), rec.keyComment).trimmed(),
                 rec.keyComment.isEmpty() ? shortFingerprint(rec.keyFingerprint) : rec.keyComment,
                 QStringLiteral("%1 %2").arg(rec.keyFingerprint, rec.keyComment).trimmed());
        key->setData(NodeKeysPanel::RawRole, rec.keyFingerprint);

        QString resultText = rec.result;
        QString resultShort = rec.result;
        QColor resultColor;
        bool strong = false;
        if (rec.result == QLatin1String("added") || rec.result == QLatin1String("repaired") ||
            rec.result == QLatin1String("removed")) {
            resultColor = good();
        } else if (rec.result == QLatin1String("unchanged")) {
            resultColor = StatusStyle::mutedText(palette());
        } else if (rec.result == QLatin1String("failed")) {
            resultColor = bad();
            strong = true;
        } else {
            resultColor = warning();
            strong = true;
        }
        if (rec.result == QLatin1String("added_unverified")) {
            resultText = tr("added, not verified");
            resultShort = tr("unverified");
        } else if (rec.result == QLatin1String("rolled_back")) {
            resultText = resultShort = tr("rolled back");
        } else if (rec.result == QLatin1String("refused")) {
            resultText = tr("refused (lockout guard)");
            resultShort = tr("refused");
        }
        auto* result = item(resultText, resultShort, rec.result);
        result->setData(NodeKeysPanel::RawRole, rec.result);
        tone(result, resultColor, strong);

        const QString before = rec.beforeSha256.isEmpty() ? tr("none") : shortHash(rec.beforeSha256);
        const QString after = rec.afterSha256.isEmpty() ? tr("none") : shortHash(rec.afterSha256);
        const bool same = rec.beforeSha256 == rec.afterSha256 && !rec.afterSha256.isEmpty();
        auto* file = item(same ? tr("%1 (same)").arg(before) : QStringLiteral("%1 → %2").arg(before, after),
                          same ? before.left(6) : QStringLiteral("%1→%2").arg(before.left(6), after.left(6)),
                          tr("%1\nbefore: %2\nafter:  %3")
                              .arg(rec.remotePath,
                                   rec.beforeSha256.isEmpty() ? tr("no file, or not read") : rec.beforeSha256,
                                   rec.afterSha256.isEmpty() ? tr("not written") : rec.afterSha256));
        file->setFont(mono);

        QStringList findings;
        for (const QString& code : rec.findings)
            findings << findingShort(code);
        auto* diagnosis =
            item(rec.diagnosisCode, rec.diagnosisDetail.isEmpty() ? rec.diagnosisCode : rec.diagnosisDetail);
        tone(diagnosis, bad(), false);
        const QList<QTableWidgetItem*> cells{
            time,     item(rec.action),
            key,      result,
            file,     item(findings.join(QStringLiteral(", ")), rec.findings.join(QStringLiteral(", "))),
            diagnosis};
        for (int c = 0; c < cells.size(); ++c)
            m_trail->setItem(i, c, cells[c]);
    }
    m_trail->setVisible(!records.isEmpty());
    m_trail->fit();
    m_trailSummary->setText(m_node.name.isEmpty()
                                ? QString()
                                : count(int(records.size()), tr("1 deployment"), tr("%1 deployments")));
    m_trailEmpty->setText(!error.isEmpty() ? error
                          : m_node.name.isEmpty()
                              ? QString()
                              : tr("No key deployments are recorded for this node. Deployments and removals "
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
