// SPDX-License-Identifier: GPL-3.0-or-later
#include "StorePage.h"
#include "UiTr.h"

#include "DialogLabels.h"

#include "session/FleetLifecycle.h"
#include "session/FleetSession.h"
#include "session/FleetStatus.h"
#include "session/LifecycleDriver.h"
#include "storage/Database.h"

#include <QButtonGroup>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace fleetdeck::ui {

StorePage::StorePage(session::FleetSession* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_current(wrappedLabel(QString(), this))
    , m_schema(new QLabel(this))
    , m_role(wrappedLabel(QString(), this))
    , m_source(wrappedLabel(QString(), this))
    , m_lifecycle(wrappedLabel(QString(), this))
    , m_useFile(new QRadioButton(this))
    , m_useTeam(new QRadioButton(Tr::tr("A &team store:"), this))
    , m_url(new QLineEdit(this))
    , m_urlProblem(wrappedLabel(QString(), this))
    , m_openNow(new QPushButton(Tr::tr("&Open now"), this))
{
    setObjectName(QStringLiteral("storePage"));
    m_current->setObjectName(QStringLiteral("storeCurrent"));
    m_current->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_schema->setObjectName(QStringLiteral("storeSchema"));
    m_role->setObjectName(QStringLiteral("storeRole"));
    m_source->setObjectName(QStringLiteral("storeSource"));
    m_lifecycle->setObjectName(QStringLiteral("storeLifecycle"));
    m_useFile->setObjectName(QStringLiteral("storeUseFile"));
    m_useTeam->setObjectName(QStringLiteral("storeUseTeam"));
    m_url->setObjectName(QStringLiteral("storeUrl"));
    m_url->setPlaceholderText(QStringLiteral("postgresql://ops@db.example:5432/fleet?sslmode=verify-full"));
    m_url->setClearButtonEnabled(true);
    m_urlProblem->setObjectName(QStringLiteral("storeUrlProblem"));
    m_urlProblem->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    m_openNow->setObjectName(QStringLiteral("storeOpenNow"));

    auto* now = new QFormLayout;
    now->addRow(Tr::tr("Open:"), m_current);
    now->addRow(Tr::tr("Schema:"), m_schema);
    now->addRow(Tr::tr("Role:"), m_role);
    now->addRow(Tr::tr("Status:"), m_source);
    now->addRow(Tr::tr("Lifecycle rules:"), m_lifecycle);

    auto* group = new QButtonGroup(this);
    group->addButton(m_useFile);
    group->addButton(m_useTeam);
    auto* team = new QHBoxLayout;
    team->addWidget(m_useTeam);
    team->addWidget(m_url, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_openNow);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headingLabel(Tr::tr("The store open now"), this));
    layout->addLayout(now);
    layout->addSpacing(12);
    layout->addWidget(headingLabel(Tr::tr("When Fleetdeck starts, open"), this));
    layout->addWidget(m_useFile);
    layout->addLayout(team);
    layout->addWidget(m_urlProblem);
    layout->addWidget(quietLabel(Tr::tr("A team store is a PostgreSQL database the team shares. Its password "
                                        "comes from ~/.pgpass (or PGPASSFILE), never from the address, which "
                                        "shows in process lists and settings. A server elsewhere is reached "
                                        "with sslmode=verify-full unless the address says otherwise. "
                                        "A store named with --db on the command line wins over this choice."),
                                 this));
    layout->addLayout(buttons);
    layout->addStretch(1);

    // A file chosen with File ▸ Open stays the file to open; else the default one.
    const QString saved = QSettings().value(locationKey()).toString();
    const bool shared = storage::Database::isShared(saved);
    m_file = !shared && !saved.isEmpty() ? saved : storage::Database::defaultPath();
    m_useFile->setText(Tr::tr("This machine's &file (%1)").arg(m_file));
    (shared ? m_useTeam : m_useFile)->setChecked(true);
    m_url->setText(shared ? saved : QString());
    check();
    connect(m_useFile, &QRadioButton::toggled, this, &StorePage::chooseAtStart);
    // Checked as typed, remembered when done (Enter, or leaving the field): a half-typed address
    // is never the one to open at start.
    connect(m_url, &QLineEdit::textEdited, this, &StorePage::check);
    connect(m_url, &QLineEdit::editingFinished, this, &StorePage::chooseAtStart);
    connect(m_openNow, &QPushButton::clicked, this,
            [this] { Q_EMIT openRequested(m_useTeam->isChecked() ? m_url->text().trimmed() : m_file); });
    if (m_session) {
        connect(m_session, &session::FleetSession::databaseOpened, this, &StorePage::refresh);
        connect(m_session->status(), &session::FleetStatus::sourceChanged, this, &StorePage::refresh);
    }
    refresh();
}

void StorePage::showEvent(QShowEvent* event)
{
    refresh(); // who drives the rules, how many collectors live: facts that change unannounced
    QWidget::showEvent(event);
}

QString StorePage::locationKey()
{
    return QStringLiteral("storage/location");
}

QString StorePage::check()
{
    m_url->setEnabled(m_useTeam->isChecked());
    QString problem;
    if (m_useTeam->isChecked()) {
        const QString url = m_url->text().trimmed();
        problem = storage::Database::isShared(url)
                      ? storage::Database::checkLocation(url)
                      : Tr::tr("A team store's address starts with postgresql://");
    }
    m_urlProblem->setText(problem);
    m_urlProblem->setVisible(!problem.isEmpty());
    updateOpenButton();
    return problem;
}

void StorePage::chooseAtStart()
{
    if (!check().isEmpty())
        return; // only an address that can be tried is remembered; the last good one stays
    if (m_useTeam->isChecked())
        QSettings().setValue(locationKey(), m_url->text().trimmed());
    else if (m_file != storage::Database::defaultPath())
        QSettings().setValue(locationKey(), m_file);
    else
        QSettings().remove(locationKey());
}

void StorePage::updateOpenButton()
{
    const QString target = m_useTeam->isChecked() ? m_url->text().trimmed() : m_file;
    const QString open = m_session ? m_session->databasePath() : QString();
    m_openNow->setEnabled(m_urlProblem->text().isEmpty() && target != open);
}

void StorePage::refresh()
{
    storage::Database* db = m_session ? m_session->database() : nullptr;
    if (!db || !db->isOpen()) {
        m_current->setText(Tr::tr("No store is open."));
        for (QLabel* l : {m_schema, m_role, m_source, m_lifecycle})
            l->clear();
        updateOpenButton();
        return;
    }
    const QString path = db->path();
    const bool shared = storage::Database::isShared(path);
    m_current->setText(shared ? Tr::tr("Team store %1").arg(storage::Database::describe(path))
                              : Tr::tr("This machine's file %1").arg(path));
    m_current->setToolTip(shared ? storage::Database::describe(path) : path);
    m_schema->setText(Tr::tr("version %1 (this Fleetdeck knows up to %2)")
                          .arg(db->schemaVersion())
                          .arg(storage::Database::latestSchemaVersion()));
    if (!shared)
        m_role->setText(Tr::tr("the file's owner: may change everything"));
    else if (db->isReadOnly())
        m_role->setText(Tr::tr("%1 may only read: adding, editing and removing nodes, deploying keys and "
                               "renting are off")
                            .arg(db->role()));
    else
        m_role->setText(Tr::tr("%1 may change the fleet").arg(db->role()));
    session::FleetStatus* status = m_session->status();
    m_source->setText(
        status->fromStore()
            ? Tr::tr("read from the store, as %n collector(s) wrote it; this console opens no "
                     "SSH session to poll",
                     "", status->liveCollectors())
            : Tr::tr("polled by this console every %n second(s)", "", status->intervalSeconds()));
    const session::LifecycleDriver* driver =
        m_session->lifecycle() ? m_session->lifecycle()->driver() : nullptr;
    if (!shared)
        m_lifecycle->setText(Tr::tr("judged by this console"));
    else if (db->isReadOnly())
        m_lifecycle->setText(Tr::tr("judged elsewhere: a read-only role never acts on them"));
    else if (driver && !driver->acting())
        m_lifecycle->setText(
            Tr::tr("judged by another console or fleetdeck-cli lifecycle on this store; this "
                   "one takes over when it exits"));
    else
        m_lifecycle->setText(Tr::tr("judged by this console (one process on a team store does)"));
    updateOpenButton();
}

} // namespace fleetdeck::ui
