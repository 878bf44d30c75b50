// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeKeysText.h"
#include "UiTr.h"

#include "HealthStyle.h"
#include "StatusStyle.h"

#include "status/HealthState.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QPalette>
#include <QRegularExpression>

#include <algorithm>

namespace fleetdeck::ui {

KeyTones KeyTones::of(const QPalette& palette)
{
    const QPalette application = QGuiApplication::palette();
    return KeyTones{healthTextColor(status::HealthState::Healthy, application),
                    healthTextColor(status::HealthState::Degraded, application),
                    healthTextColor(status::HealthState::Error, application), StatusStyle::mutedText(palette),
                    palette.color(QPalette::Base)};
}

QString NodeKeysText::when(const QDateTime& at)
{
    const QDateTime local = at.toLocalTime();
    return local.date() == QDate::currentDate() ? local.toString(QStringLiteral("HH:mm:ss"))
                                                : local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString NodeKeysText::shortHash(const QString& sha256)
{
    return sha256.left(8);
}

QString NodeKeysText::shortFingerprint(const QString& fingerprint)
{
    // "SHA256:" and enough of the hash to tell keys apart at a glance; the tooltip has all of it.
    return fingerprint.size() > 19 ? fingerprint.left(19) + QStringLiteral("…") : fingerprint;
}

QString NodeKeysText::findingShort(const QString& code)
{
    if (code == QLatin1String("concatenated_keys"))
        return Tr::tr("glued keys");
    if (code == QLatin1String("missing_trailing_newline"))
        return Tr::tr("no final newline");
    if (code == QLatin1String("crlf"))
        return Tr::tr("CRLF");
    if (code == QLatin1String("duplicate"))
        return Tr::tr("duplicate");
    if (code == QLatin1String("invalid_line"))
        return Tr::tr("invalid line");
    if (code == QLatin1String("unsupported_type"))
        return Tr::tr("unknown key type");
    if (code == QLatin1String("bad_permissions"))
        return Tr::tr("permissions");
    return code;
}

QString NodeKeysText::findingHeadline(const keys::AuthorizedKeys::Finding& f, const keys::KeyNodeResult& r)
{
    if (f.code == QLatin1String("concatenated_keys")) {
        static const QRegularExpression fingerprint(QStringLiteral("SHA256:[A-Za-z0-9+/]{43}"));
        // The detail names the keys glued onto the first one.
        const int onLine = int(f.detail.count(fingerprint)) + 1;
        const QString number = onLine == 2   ? Tr::tr("two")
                               : onLine == 3 ? Tr::tr("three")
                                             : QString::number(onLine);
        bool firstWorks = false;
        for (const keys::AuditedKey& k : r.keys)
            firstWorks = firstWorks || (k.line == f.line && k.valid);
        return firstWorks
                   ? Tr::tr("%1 keys glued onto one line — only the first works, sshd reads the rest as "
                            "its comment")
                         .arg(number)
               : onLine == 2
                   ? Tr::tr("%1 keys glued onto one line — neither works until repaired").arg(number)
                   : Tr::tr("%1 keys glued onto one line — none works until repaired").arg(number);
    }
    if (f.code == QLatin1String("missing_trailing_newline"))
        return Tr::tr(
            "the file does not end with a newline — a key appended with “echo >>” would be glued onto "
            "this line");
    if (f.code == QLatin1String("crlf"))
        return Tr::tr("Windows line endings (CRLF)");
    if (f.code == QLatin1String("duplicate"))
        return Tr::tr("the same key as an earlier line");
    if (f.code == QLatin1String("invalid_line"))
        return Tr::tr("not a key line sshd can read — it is ignored");
    if (f.code == QLatin1String("unsupported_type"))
        return Tr::tr("a key type Fleetdeck does not know — the node's sshd may ignore it");
    if (f.code == QLatin1String("bad_permissions"))
        return Tr::tr(
            "permissions sshd refuses under StrictModes (its default) — then no key in this file logs in");
    return f.code;
}

bool NodeKeysText::isSerious(const QString& code)
{
    return code == QLatin1String("concatenated_keys") || code == QLatin1String("invalid_line") ||
           code == QLatin1String("bad_permissions");
}

bool NodeKeysText::isRepairable(const QString& code)
{
    return code == QLatin1String("concatenated_keys") || code == QLatin1String("crlf") ||
           code == QLatin1String("missing_trailing_newline");
}

QString NodeKeysText::findingHtml(const keys::AuthorizedKeys::Finding& f, const keys::KeyNodeResult& r,
                                  const KeyTones& tones)
{
    const QString where = f.line > 0 ? Tr::tr("Line %1: ").arg(f.line) : QString();
    return QStringLiteral("<span style='color:%1'>&#9679;</span> <b>%2</b>%3<br>"
                          "<span style='color:%4'><tt>%5</tt> · %6</span>")
        .arg((isSerious(f.code) ? tones.bad : tones.warning).name(), where.toHtmlEscaped(),
             findingHeadline(f, r).toHtmlEscaped(), tones.muted.name(), f.code.toHtmlEscaped(),
             f.detail.toHtmlEscaped());
}

QString NodeKeysText::consoleKeys(const KeyAudit& audit, const KeyTones& tones)
{
    if (audit.consoleKeys.isEmpty())
        return Tr::tr(
                   "<span style='color:%1'>The console has no key for this node</span> (no identity file, no "
                   "agent key, no default key): it cannot log in with a key.")
            .arg(tones.warning.name());
    const bool read = !audit.result.path.isEmpty();
    QStringList lines;
    for (const auto& [fingerprint, source] : audit.consoleKeys) {
        // A key file by its name (the tooltip has the path), the agent as itself.
        const QString from =
            Tr::tr("from %1").arg(source.contains(QLatin1Char('/')) ? QFileInfo(source).fileName() : source);
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
            at.isEmpty()
                ? Tr::tr("<span style='color:%1'>&#9675; not in this file</span>").arg(tones.warning.name())
            : works ? Tr::tr("<span style='color:%1'>&#9679;</span> <b>line %2</b>")
                          .arg(tones.good.name(), lineList)
                    : Tr::tr("<span style='color:%1'>&#10007; line %2, which sshd ignores</span>")
                          .arg(tones.bad.name(), lineList);
        lines << QStringLiteral("%1 — %2").arg(where, key);
    }
    return lines.join(QStringLiteral("<br>"));
}

QString NodeKeysText::platformAttachments(const Node& node, const KeyAudit& audit,
                                          const QList<keys::DeploymentRecord>& attachedRecords,
                                          const KeyTones& tones)
{
    const QString platform =
        node.provider == QLatin1String("vast") ? QStringLiteral("vast.ai") : node.provider;
    const bool read = audit.valid() && !audit.result.diagnosis;
    const QString unread = audit.valid() ? Tr::tr("authorized_keys could not be read (see below)")
                                         : Tr::tr("authorized_keys not audited yet");
    // Every key that matters here: the console's own, then any other attached through the platform.
    QStringList fingerprints;
    for (const auto& [fingerprint, source] : audit.consoleKeys)
        fingerprints << fingerprint;
    for (const keys::DeploymentRecord& r : attachedRecords) {
        if (!fingerprints.contains(r.keyFingerprint))
            fingerprints << r.keyFingerprint;
    }
    QStringList lines;
    for (const QString& fingerprint : std::as_const(fingerprints)) {
        const auto attached = std::find_if(
            attachedRecords.cbegin(), attachedRecords.cend(),
            [&fingerprint](const keys::DeploymentRecord& r) { return r.keyFingerprint == fingerprint; });
        const bool viaPlatform = attached != attachedRecords.cend();
        const bool inFile = read && std::any_of(audit.result.keys.cbegin(), audit.result.keys.cend(),
                                                [&fingerprint](const keys::AuditedKey& k) {
                                                    return k.valid && k.fingerprint == fingerprint;
                                                });
        QString state;
        QColor color;
        if (viaPlatform && inFile) {
            state = Tr::tr("both: attached through %1 (%2) and present in authorized_keys")
                        .arg(platform, when(attached->at));
            color = tones.good;
        } else if (viaPlatform) {
            state = read ? Tr::tr("attached through %1 (%2), but not in authorized_keys at the last audit")
                               .arg(platform, when(attached->at))
                         : Tr::tr("attached through %1 (%2); %3").arg(platform, when(attached->at), unread);
            color = read ? tones.warning : tones.muted;
        } else if (inFile) {
            state =
                Tr::tr("in authorized_keys only: not attached through %1, so it may vanish. Deploy the key "
                       "again: the wizard attaches it through the platform too.")
                    .arg(platform);
            color = tones.warning;
        } else {
            state = read ? Tr::tr("neither attached through %1 nor in authorized_keys").arg(platform)
                         : Tr::tr("not attached through %1; %2").arg(platform, unread);
            color = read ? tones.bad : tones.muted;
        }
        lines << QStringLiteral("<span style='color:%1'>&#9679;</span> <tt>%2</tt> — %3")
                     .arg(color.name(), fingerprint.toHtmlEscaped(), state.toHtmlEscaped());
    }
    const QString head =
        Tr::tr("<b>Through %1</b> (instance %2): keys edited into authorized_keys alone do not "
               "last there.")
            .arg(platform.toHtmlEscaped(), node.providerId.value_or(QString()).toHtmlEscaped());
    return lines.isEmpty()
               ? head + QStringLiteral("<br>") +
                     Tr::tr("No key of the console's is known for this node yet, and none was attached "
                            "through the platform by Fleetdeck.")
               : head + QStringLiteral("<br>") + lines.join(QStringLiteral("<br>"));
}

} // namespace fleetdeck::ui
