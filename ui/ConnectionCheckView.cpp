// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConnectionCheckView.h"
#include "UiTr.h"

#include "session/ConnectionChecks.h"

#include "HealthStyle.h"

#include "status/HealthState.h"

#include <QAction>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using Stage = Diagnosis::Stage;

namespace {

QLabel* selectableLabel(const char* objectName, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(objectName));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString rgba(const QColor& color, double alpha)
{
    return QStringLiteral("rgba(%1, %2, %3, %4)")
        .arg(color.red())
        .arg(color.green())
        .arg(color.blue())
        .arg(alpha);
}

/// Secondary text: the text color moved toward the background, opaque so rich text takes it too.
QString muted(const QWidget* widget)
{
    const QColor text = widget->palette().color(QPalette::WindowText);
    const QColor back = widget->palette().color(QPalette::Window);
    const auto mix = [](int a, int b) { return (a * 60 + b * 40) / 100; };
    return QColor(mix(text.red(), back.red()), mix(text.green(), back.green()), mix(text.blue(), back.blue()))
        .name();
}

QList<Stage> stageOrder(bool viaCommand)
{
    return {Stage::Resolve,
            Stage::Connect,
            Stage::Handshake,
            Stage::HostKey,
            Stage::Auth,
            Stage::Channel,
            viaCommand ? Stage::Exec : Stage::Http,
            Stage::Parse};
}

} // namespace

ConnectionCheckView::ConnectionCheckView(QWidget* parent)
    : QWidget(parent)
    , m_diagnosis(new QFrame(this))
    , m_message(selectableLabel("checkMessage", m_diagnosis))
    , m_detail(selectableLabel("checkDetail", m_diagnosis))
    , m_hint(selectableLabel("checkHint", m_diagnosis))
    , m_summary(selectableLabel("checkSummary", this))
    , m_checkButton(new QToolButton(this))
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("connectionCheck"));
    m_layout->setContentsMargins(0, 0, 0, 0);

    // The reason first: what went wrong, the evidence, what to do.
    m_diagnosis->setObjectName(QStringLiteral("checkDiagnosis"));
    QFont messageFont = m_message->font();
    messageFont.setBold(true);
    m_message->setFont(messageFont);
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_hint->setTextFormat(Qt::RichText);
    auto* diagnosisLayout = new QVBoxLayout(m_diagnosis);
    diagnosisLayout->setContentsMargins(12, 8, 10, 8);
    diagnosisLayout->setSpacing(6);
    diagnosisLayout->addWidget(m_message);
    diagnosisLayout->addWidget(m_detail);
    diagnosisLayout->addWidget(m_hint);
    m_layout->addWidget(m_diagnosis);

    auto* header = new QHBoxLayout;
    auto* title = new QLabel(Tr::tr("Connection check"), this);
    QFont titleFont = title->font();
    titleFont.setBold(true);
    title->setFont(titleFont);
    header->addWidget(title);
    header->addStretch(1);
    m_checkButton->setObjectName(QStringLiteral("checkAgainButton"));
    m_checkButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_checkButton->hide();
    header->addWidget(m_checkButton);
    m_layout->addSpacing(4);
    m_layout->addLayout(header);
    m_summary->setTextFormat(Qt::RichText);
    m_layout->addWidget(m_summary);
    clear();
}

void ConnectionCheckView::setCheckAction(QAction* action)
{
    m_checkButton->setDefaultAction(action);
    m_checkButton->setVisible(action != nullptr);
}

QString ConnectionCheckView::stageLabel(Stage stage)
{
    switch (stage) {
    case Stage::Resolve:
        return Tr::tr("Resolve host name");
    case Stage::Connect:
        return Tr::tr("TCP connect");
    case Stage::Handshake:
        return Tr::tr("SSH handshake");
    case Stage::HostKey:
        return Tr::tr("Host key");
    case Stage::Auth:
        return Tr::tr("Log in", "check stage");
    case Stage::Channel:
        return Tr::tr("Open channel");
    case Stage::Exec:
        return Tr::tr("Run status command");
    case Stage::Http:
        return Tr::tr("Status request (HTTP)");
    case Stage::Parse:
        return Tr::tr("Read status document");
    }
    return Diagnosis::stageName(stage);
}

void ConnectionCheckView::clear()
{
    m_diagnosis->hide();
    m_summary->setText(
        Tr::tr("Not checked yet. <i>Check Connection</i> runs every stage of a login and a status "
               "request and shows where it stops."));
    setStages({}, false, {});
}

void ConnectionCheckView::showRunning(bool viaCommand, bool waitingForKeychain)
{
    m_diagnosis->hide();
    const QString started = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    m_summary->setText(
        waitingForKeychain
            ? Tr::tr("Waiting for the keychain to answer before logging in… started %1").arg(started)
            : Tr::tr("Checking… started %1").arg(started));
    QList<ssh::StageReport> pending;
    for (const Stage stage : stageOrder(viaCommand))
        pending.append({stage, std::nullopt, 0, {}});
    setStages(pending, true, {});
}

void ConnectionCheckView::showResult(const ssh::OperationResult& result, const QDateTime& finishedAt)
{
    const QString when = finishedAt.time().toString(QStringLiteral("HH:mm:ss"));
    const QColor ok = healthTextColor(status::HealthState::Healthy, palette());
    if (!result.diagnosis) {
        m_diagnosis->hide();
        m_summary->setText(Tr::tr("<span style='color:%1'>&#10003;</span> All %2 stages passed in %3 · at %4")
                               .arg(ok.name())
                               .arg(result.stages.size())
                               .arg(session::ConnectionChecks::formatMs(result.ms), when));
    } else {
        const Diagnosis& d = *result.diagnosis;
        const QColor color = healthColor(status::healthForDiagnosis(result.diagnosis));
        m_diagnosis->setStyleSheet(
            QStringLiteral("#checkDiagnosis { background: %1; border-left: 4px solid %2; "
                           "border-radius: 2px; } "
                           "#checkDetail { background: palette(base); "
                           "border: 1px solid %3; border-radius: 3px; padding: 4px; }")
                .arg(rgba(color, 0.10), color.name(), rgba(color, 0.35)));
        m_message->setText(d.message);
        m_detail->setText(d.detail);
        m_hint->setText(Tr::tr("<b>What to do:</b> %1").arg(d.hint.toHtmlEscaped()));
        m_hint->setVisible(!d.hint.isEmpty());
        m_diagnosis->show();
        m_summary->setText(
            Tr::tr("<span style='color:%1'>&#10007;</span> Failed at <b>%2</b> after %3 · at %4 · "
                   "<span style='color:%5'>%6</span>")
                .arg(healthTextColor(status::healthForDiagnosis(result.diagnosis), palette()).name(),
                     stageLabel(d.stage).toHtmlEscaped(), session::ConnectionChecks::formatMs(result.ms),
                     when, muted(this), d.code.toHtmlEscaped()));
    }
    setStages(result.stages, false, result.diagnosis ? result.diagnosis->detail : QString());
}

void ConnectionCheckView::setStages(const QList<ssh::StageReport>& stages, bool running,
                                    const QString& shownAbove)
{
    delete m_stages;
    m_stages = new QWidget(this);
    m_stages->setObjectName(QStringLiteral("checkStages"));
    auto* grid = new QGridLayout(m_stages);
    grid->setContentsMargins(0, 2, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(1);
    grid->setColumnStretch(1, 1);
    // Text colours: the states' hues, readable on this palette's window, light or dark.
    const QColor passed = healthTextColor(status::HealthState::Healthy, palette());
    const QColor failed = healthTextColor(status::HealthState::Error, palette());
    const QColor notRun = healthTextColor(status::HealthState::Unknown, palette());
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    int row = 0;
    for (const ssh::StageReport& s : stages) {
        const QString name = Diagnosis::stageName(s.stage);
        auto* mark = new QLabel(m_stages);
        mark->setObjectName(QStringLiteral("stageMark_") + name);
        auto* label = new QLabel(stageLabel(s.stage), m_stages);
        label->setObjectName(QStringLiteral("stageName_") + name);
        label->setToolTip(name);
        auto* time = new QLabel(m_stages);
        time->setObjectName(QStringLiteral("stageTime_") + name);
        time->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QColor color = notRun;
        if (!s.ok) {
            mark->setText(running ? QStringLiteral("…") : QStringLiteral("–"));
            label->setStyleSheet(QStringLiteral("color: %1;").arg(notRun.name()));
            label->setToolTip(running ? Tr::tr("%1: waiting").arg(name) : Tr::tr("%1: not run").arg(name));
        } else {
            mark->setText(*s.ok ? QStringLiteral("✓") : QStringLiteral("✗"));
            color = *s.ok ? passed : failed;
            time->setText(session::ConnectionChecks::formatMs(s.ms));
            if (!*s.ok) {
                QFont bold = label->font();
                bold.setBold(true);
                label->setFont(bold);
                label->setStyleSheet(QStringLiteral("color: %1;").arg(failed.name()));
            }
        }
        QFont markFont = mark->font();
        markFont.setBold(true);
        mark->setFont(markFont);
        mark->setStyleSheet(QStringLiteral("color: %1;").arg(color.name()));
        grid->addWidget(mark, row, 0, Qt::AlignTop);
        grid->addWidget(label, row, 1);
        grid->addWidget(time, row, 2);
        ++row;
        // The failed stage's evidence is already in the diagnosis above: do not repeat it.
        if (s.ok && !s.detail.isEmpty() && s.detail != shownAbove) {
            auto* detail = new QLabel(s.detail, m_stages);
            detail->setObjectName(QStringLiteral("stageDetail_") + name);
            detail->setTextFormat(Qt::PlainText);
            detail->setWordWrap(true);
            detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
            detail->setFont(small);
            detail->setStyleSheet(QStringLiteral("color: %1;").arg(*s.ok ? muted(this) : failed.name()));
            grid->addWidget(detail, row, 1, 1, 2);
            ++row;
        }
    }
    m_layout->addWidget(m_stages);
}

} // namespace fleetdeck::ui
