// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeploymentReport.h"
#include "UiTr.h"

#include "KeyOutcome.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace fleetdeck::ui {

using keys::KeyNodeResult;

namespace {

/// A Markdown table cell: one line, pipes escaped.
QString cell(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

QJsonValue orNull(const QString& text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

} // namespace

DeploymentReport::DeploymentReport(const KeyDeployState& state, const QDateTime& at)
    : m_state(state)
    , m_at(at)
{
    // Nothing secret goes into a report.
    m_state.access.password.clear();
    m_state.access.passphrase.reset();
    m_state.key.passphrase.reset();
}

QString DeploymentReport::accessText() const
{
    switch (m_state.access.mode) {
    case DeployAccess::Mode::NodeLogin:
        return Tr::tr("each node's own login");
    case DeployAccess::Mode::KeyFile:
        return Tr::tr("the key %1").arg(m_state.access.keyPath);
    case DeployAccess::Mode::Agent:
        return Tr::tr("the ssh-agent");
    case DeployAccess::Mode::Password:
        return Tr::tr("a password");
    }
    return {};
}

QByteArray DeploymentReport::toMarkdown() const
{
    const PublicKey& key = m_state.key.key;
    QString md;
    md += Tr::tr("# Key deployment report") + QStringLiteral("\n\n");
    md += QStringLiteral("- %1 `%2` %3 %4\n")
              .arg(Tr::tr("Key:"), key.fingerprint(), key.type(),
                   key.comment().isEmpty() ? QString() : QStringLiteral("(%1)").arg(key.comment()));
    md += QStringLiteral("- %1 %2\n").arg(Tr::tr("From:"), m_state.key.origin);
    md += QStringLiteral("- %1 %2\n").arg(Tr::tr("Logged in with:"), accessText());
    md += QStringLiteral("- %1 %2\n")
              .arg(Tr::tr("Verified by:"), m_state.verification().mode == keys::KeyVerification::Mode::None
                                               ? Tr::tr("nothing (only the public half was known)")
                                               : Tr::tr("a fresh login with only the new key"));
    md += QStringLiteral("- %1 %2\n")
              .arg(Tr::tr("Repair findings:"), m_state.repair ? Tr::tr("yes") : Tr::tr("no"));
    md += QStringLiteral("- %1 %2\n\n").arg(Tr::tr("Finished:"), m_at.toString(Qt::ISODate));

    md += QStringLiteral("| %1 | %2 | %3 | %4 |\n|---|---|---|---|\n")
              .arg(Tr::tr("Node"), Tr::tr("Result"), Tr::tr("Findings"), Tr::tr("Diagnosis"));
    for (const KeyNodeResult& r : m_state.results)
        md +=
            QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                .arg(cell(r.node), cell(KeyOutcome::outcome(r)), cell(r.findings.join(QStringLiteral(", "))),
                     cell(r.diagnosis ? r.diagnosis->message : QString()));
    for (const KeyNodeResult& r : m_state.results) {
        md += QStringLiteral("\n## %1\n\n").arg(r.node);
        md += QStringLiteral("- %1 %2 (`%3`)\n").arg(Tr::tr("Result:"), KeyOutcome::outcome(r), r.result);
        if (r.platform) {
            for (const QString& line : KeyOutcome::attachmentPaths(r))
                md += QStringLiteral("- %1 %2\n").arg(Tr::tr("Reaches the node through"), line);
            if (r.platform->result == QLatin1String("failed"))
                md += QStringLiteral("- %1 %2 (`%3`: %4)\n")
                          .arg(Tr::tr("What to do:"), r.platform->hint, r.platform->code, r.platform->detail);
        }
        if (!r.path.isEmpty())
            md +=
                QStringLiteral("- %1 `%2`%3\n")
                    .arg(Tr::tr("File:"), r.path,
                         r.symlink.isEmpty() ? QString() : Tr::tr(" (through the link `%1`)").arg(r.symlink));
        if (!r.beforeSha256.isEmpty())
            md += QStringLiteral("- %1 `%2`\n").arg(Tr::tr("SHA-256 before:"), r.beforeSha256);
        if (!r.afterSha256.isEmpty())
            md += QStringLiteral("- %1 `%2`\n").arg(Tr::tr("SHA-256 after:"), r.afterSha256);
        if (!r.backupPath.isEmpty())
            md += QStringLiteral("- %1 `%2`\n").arg(Tr::tr("Backup:"), r.backupPath);
        if (r.verified)
            md += QStringLiteral("- %1 %2\n")
                      .arg(Tr::tr("Verified:"), r.verifiedWith.isEmpty() ? Tr::tr("yes") : r.verifiedWith);
        for (const QString& f : KeyOutcome::findings(r))
            md += QStringLiteral("- %1 %2\n").arg(Tr::tr("Finding:"), f);
        for (const QString& a : r.actions)
            md += QStringLiteral("- %1 %2\n").arg(Tr::tr("Done:"), a);
        if (r.diagnosis) {
            md += QStringLiteral("- %1 %2 (`%3`)\n")
                      .arg(Tr::tr("Diagnosis:"), r.diagnosis->message, r.diagnosis->code);
            if (!r.diagnosis->hint.isEmpty())
                md += QStringLiteral("- %1 %2\n").arg(Tr::tr("What to do:"), r.diagnosis->hint);
            md += QStringLiteral("\n```\n%1\n```\n").arg(r.diagnosis->detail);
        }
    }
    return md.toUtf8();
}

QByteArray DeploymentReport::toJson() const
{
    const PublicKey& key = m_state.key.key;
    QJsonArray results;
    for (const KeyNodeResult& r : m_state.results) {
        QJsonObject o;
        o.insert(QStringLiteral("node"), r.node);
        o.insert(QStringLiteral("result"), r.result);
        o.insert(QStringLiteral("findings"), QJsonArray::fromStringList(r.findings));
        o.insert(QStringLiteral("before_sha256"), orNull(r.beforeSha256));
        o.insert(QStringLiteral("after_sha256"), orNull(r.afterSha256));
        o.insert(QStringLiteral("diagnosis"), r.diagnosis ? QJsonValue(r.diagnosis->toJson()) : QJsonValue());
        o.insert(QStringLiteral("verified"), r.verified);
        o.insert(QStringLiteral("path"), orNull(r.path));
        o.insert(QStringLiteral("backup"), orNull(r.backupPath));
        o.insert(QStringLiteral("actions"), QJsonArray::fromStringList(r.actions));
        if (r.verificationFailure)
            o.insert(QStringLiteral("verification_failure"), r.verificationFailure->toJson());
        o.insert(QStringLiteral("platform"), r.platform ? QJsonValue(r.platform->toJson()) : QJsonValue());
        results.append(o);
    }
    QJsonObject keyObject{{QStringLiteral("type"), key.type()},
                          {QStringLiteral("fingerprint"), key.fingerprint()},
                          {QStringLiteral("comment"), key.comment()}};
    QJsonObject root{{QStringLiteral("key"), keyObject},
                     {QStringLiteral("finished_at"), m_at.toUTC().toString(Qt::ISODateWithMs)},
                     {QStringLiteral("repair"), m_state.repair},
                     {QStringLiteral("results"), results}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool DeploymentReport::write(const QString& path, QString* error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? toJson() : toMarkdown());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace fleetdeck::ui
