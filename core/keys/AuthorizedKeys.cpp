// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/AuthorizedKeys.h"

#include "keys/AuthorizedKeysLine.h"
#include "keys/KeyOptions.h"

#include <QHash>

#include <algorithm>

namespace fleetdeck::keys {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

QString optionsShown(const QByteArray& options)
{
    return options.isEmpty() ? QStringLiteral("none") : QString::fromUtf8(options);
}

} // namespace

AuthorizedKeys AuthorizedKeys::parse(const QByteArray& content)
{
    AuthorizedKeys keys;
    keys.m_content = content;
    qsizetype pos = 0;
    while (pos < content.size()) {
        Entry entry;
        entry.line = int(keys.m_entries.size()) + 1;
        const qsizetype newline = content.indexOf('\n', pos);
        const qsizetype end = newline < 0 ? content.size() : newline;
        qsizetype rawEnd = end;
        if (newline >= 0) {
            const bool crlf = end > pos && content[end - 1] == '\r';
            rawEnd = crlf ? end - 1 : end;
            entry.lineEnding = crlf ? QByteArray("\r\n") : QByteArray("\n");
        }
        entry.raw = content.sliced(pos, rawEnd - pos);
        keys.m_glueOffsets << parseAuthorizedKeysLine(entry);
        keys.m_entries << std::move(entry);
        pos = newline < 0 ? content.size() : newline + 1;
    }
    keys.addFindings();
    return keys;
}

void AuthorizedKeys::addFindings()
{
    QHash<QByteArray, qsizetype> firstWithBlob;
    int crlfLines = 0;
    int firstCrlf = 0;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry& entry = m_entries.at(i);
        if (entry.lineEnding == "\r\n" && crlfLines++ == 0)
            firstCrlf = entry.line;
        if (!entry.gluedFingerprints.isEmpty()) {
            m_findings << Finding{
                QStringLiteral("concatenated_keys"), entry.line,
                QStringLiteral("%1 glued onto this line (%2); %3")
                    .arg(entry.gluedFingerprints.size() == 1
                             ? QStringLiteral("another key is")
                             : QStringLiteral("%1 keys are").arg(entry.gluedFingerprints.size()),
                         entry.gluedFingerprints.join(QStringLiteral(", ")),
                         entry.valid ? QStringLiteral("sshd reads them as the first key's comment")
                                     : QStringLiteral("sshd accepts none of them"))};
        } else if (entry.kind == Entry::Kind::Invalid) {
            m_findings << Finding{QStringLiteral("invalid_line"), entry.line, entry.error};
        } else if (entry.kind == Entry::Kind::Unsupported) {
            m_findings << Finding{QStringLiteral("unsupported_type"), entry.line, entry.error};
        }
        if (!entry.valid)
            continue;
        const auto first = firstWithBlob.constFind(entry.blob);
        if (first == firstWithBlob.cend()) {
            firstWithBlob.insert(entry.blob, i);
            continue;
        }
        const Entry& earlier = m_entries.at(*first);
        m_findings << Finding{QStringLiteral("duplicate"), entry.line,
                              earlier.options == entry.options
                                  ? QStringLiteral("same key as line %1, same options").arg(earlier.line)
                                  : QStringLiteral("same key as line %1, options differ: %2 here, %3 there")
                                        .arg(QString::number(earlier.line), optionsShown(entry.options),
                                             optionsShown(earlier.options))};
    }
    if (crlfLines > 0) {
        m_findings << Finding{QStringLiteral("crlf"), firstCrlf,
                              QStringLiteral("%1 of %2 lines end with CRLF (Windows line endings)")
                                  .arg(crlfLines)
                                  .arg(m_entries.size())};
    }
    if (!m_content.isEmpty() && !m_content.endsWith('\n')) {
        m_findings << Finding{
            QStringLiteral("missing_trailing_newline"), int(m_entries.size()),
            QStringLiteral("the last line has no newline; appending to it would glue keys")};
    }
    std::stable_sort(m_findings.begin(), m_findings.end(),
                     [](const Finding& a, const Finding& b) { return a.line < b.line; });
}

QStringList AuthorizedKeys::findingCodes() const
{
    QStringList codes;
    for (const Finding& finding : m_findings) {
        if (!codes.contains(finding.code))
            codes << finding.code;
    }
    return codes;
}

int AuthorizedKeys::lineOfBlob(const QByteArray& blob) const
{
    for (const Entry& entry : m_entries) {
        if (entry.valid && !entry.certAuthority && entry.blob == blob)
            return entry.line;
    }
    return 0;
}

bool AuthorizedKeys::containsBlob(const QByteArray& blob) const
{
    return !blob.isEmpty() && lineOfBlob(blob) > 0;
}

AuthorizedKeys::EditResult AuthorizedKeys::add(const PublicKey& key, const QByteArray& options) const
{
    EditResult result{m_content, false, {}, {}};
    if (key.isNull()) {
        result.error = QStringLiteral("no key to add");
        return result;
    }
    if (const int line = lineOfBlob(key.blob()); line > 0) {
        result.actions << QStringLiteral("%1 is already present on line %2").arg(key.fingerprint()).arg(line);
        return result;
    }
    const QString optionsError = options.contains('\n') || options.contains('\r') || options.contains('\0')
                                     ? QStringLiteral("the options contain a line break or NUL")
                                     : KeyOptions::check(options);
    if (!optionsError.isEmpty()) {
        result.error = QStringLiteral("sshd would refuse the options: %1").arg(optionsError);
        return result;
    }

    QByteArray ending("\n");
    for (auto it = m_entries.crbegin(); it != m_entries.crend(); ++it) {
        if (!it->lineEnding.isEmpty()) {
            ending = it->lineEnding;
            break;
        }
    }
    if (!m_content.isEmpty() && !m_content.endsWith('\n')) {
        result.content += ending;
        result.actions << QStringLiteral("ended line %1 with the missing newline").arg(m_entries.size());
    }
    result.content += (options.isEmpty() ? QByteArray() : options + ' ') + key.toLine() + ending;
    result.changed = true;
    result.actions << QStringLiteral("added %1 on line %2").arg(key.fingerprint()).arg(m_entries.size() + 1);
    for (const Entry& entry : m_entries) {
        if (entry.gluedFingerprints.contains(key.fingerprint())) {
            result.actions << QStringLiteral(
                                  "line %1 also holds this key, glued onto another key, where sshd "
                                  "does not use it; repair splits that line")
                                  .arg(entry.line);
        } else if (entry.blob == key.blob()) {
            result.actions << QStringLiteral("line %1 also holds this key, where sshd does not use it for "
                                             "logging in: %2")
                                  .arg(entry.line)
                                  .arg(entry.certAuthority ? QStringLiteral("it is a cert-authority line")
                                                           : entry.error);
        }
    }
    return result;
}

AuthorizedKeys::EditResult AuthorizedKeys::remove(const QString& fingerprintOrKey) const
{
    const QString what = fingerprintOrKey.trimmed();
    if (what.startsWith(QLatin1String("SHA256:"))) {
        return removeMatching(what, [&](const Entry& entry) { return entry.fingerprint == what; });
    }
    QByteArray blob;
    if (const auto key = PublicKey::parseLine(what.toUtf8()))
        blob = key->blob();
    else if (const auto decoded = PublicKey::decodeBase64(what.toLatin1()))
        blob = *decoded;
    if (blob.isEmpty()) {
        EditResult result{m_content, false, {}, {}};
        result.error = QStringLiteral("not a SHA256 fingerprint, key or key blob: %1").arg(what.left(64));
        return result;
    }
    return removeBlob(blob);
}

AuthorizedKeys::EditResult AuthorizedKeys::removeBlob(const QByteArray& blob) const
{
    return removeMatching(PublicKey::fingerprintOf(blob),
                          [&](const Entry& entry) { return !blob.isEmpty() && entry.blob == blob; });
}

AuthorizedKeys::EditResult
AuthorizedKeys::removeMatching(const QString& fingerprint,
                               const std::function<bool(const Entry&)>& matches) const
{
    EditResult result;
    result.content.reserve(m_content.size());
    for (const Entry& entry : m_entries) {
        if (matches(entry)) {
            result.changed = true;
            result.actions << QStringLiteral("removed line %1 (%2%3)")
                                  .arg(QString::number(entry.line), fingerprint,
                                       entry.comment.isEmpty() ? QString()
                                                               : QLatin1Char(' ') + entry.comment);
            continue;
        }
        if (entry.gluedFingerprints.contains(fingerprint)) {
            result.actions << QStringLiteral(
                                  "line %1 has this key glued onto another key; left as is (repair "
                                  "first to remove it)")
                                  .arg(entry.line);
        }
        result.content += entry.raw + entry.lineEnding;
    }
    if (!result.changed) {
        result.content = m_content;
        result.actions.prepend(QStringLiteral("%1 is not in the file").arg(fingerprint));
    }
    return result;
}

AuthorizedKeys::EditResult AuthorizedKeys::repair() const
{
    EditResult result;
    result.content.reserve(m_content.size() + 64);
    int crlf = 0;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry& entry = m_entries.at(i);
        const QByteArrayView raw = entry.raw;
        if (entry.lineEnding == "\r\n" || raw.endsWith('\r'))
            ++crlf;
        // Each output line loses trailing CRs (so none ends in CRLF) and, where a glued key is
        // split off, the blanks before it.
        auto appendLine = [&](QByteArrayView piece, bool trimBlanks) {
            while (!piece.isEmpty() && (piece.back() == '\r' || (trimBlanks && isBlank(piece.back()))))
                piece.chop(1);
            result.content += piece;
            result.content += '\n';
        };
        const QList<qsizetype>& glue = m_glueOffsets.at(i);
        qsizetype from = 0;
        for (const qsizetype at : glue) {
            appendLine(raw.sliced(from, at - from), true);
            from = at;
        }
        if (!glue.isEmpty()) {
            result.actions << QStringLiteral("split line %1 into %2 lines, one key each")
                                  .arg(entry.line)
                                  .arg(glue.size() + 1);
        }
        appendLine(raw.sliced(from), false);
    }
    if (crlf > 0)
        result.actions << QStringLiteral("changed %1 CRLF line endings to LF").arg(crlf);
    if (!m_content.isEmpty() && !m_content.endsWith('\n'))
        result.actions << QStringLiteral("ended the last line with a newline");
    result.changed = result.content != m_content;
    if (!result.changed)
        result.content = m_content;
    return result;
}

} // namespace fleetdeck::keys
