// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/PublicKey.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace fleetdeck::keys {

/// An OpenSSH authorized_keys file, parsed as sshd reads it and edited without touching any byte
/// the edit does not mean to change (docs/design.md, "Key deployment"). Pure: works on the file's
/// bytes; reading and writing the file is the caller's business.
///
/// A key is present only if a line sshd accepts for logging in carries its blob. A key that merely
/// appears inside a comment, inside an option, glued onto another key's line, on a line sshd
/// rejects, or on a `cert-authority` line is not present.
///
/// Findings (Finding::code):
///  - `missing_trailing_newline`: the last line has no "\n" (the next `echo >>` would glue onto it);
///  - `concatenated_keys`: another key is glued onto this line, as after `echo KEY >> file` on a
///    file without a trailing newline; the glued key is not usable until repair() splits the line;
///  - `crlf`: Windows line endings (reported once, on the first such line);
///  - `duplicate`: the same blob as an earlier line (the detail says whether the options differ);
///  - `invalid_line`: a non-comment line sshd would refuse (bad base64, type/blob mismatch, bad
///    options, ...);
///  - `unsupported_type`: a key of a type this parser (and likely the node's sshd) does not know.
class AuthorizedKeys
{
public:
    struct Entry
    {
        enum class Kind { Blank, Comment, Key, Invalid, Unsupported };

        int line = 0; ///< 1-based
        Kind kind = Kind::Blank;
        QByteArray raw;        ///< the line as written, without its line ending
        QByteArray lineEnding; ///< "\n", "\r\n", or empty for a last line without one
        QByteArray options;    ///< the options field as written, or empty
        QString type;          ///< the key type as written, when the line has one
        QByteArray blob;       ///< the decoded key blob, when it decoded
        QString comment;
        QString fingerprint;           ///< "SHA256:..." of the blob, when it decoded
        bool valid = false;            ///< sshd accepts this line as a key (kind == Key)
        bool certAuthority = false;    ///< the `cert-authority` option is set: a CA, not a login key
        QString error;                 ///< why the line is Invalid or Unsupported
        QStringList gluedFingerprints; ///< keys glued onto this line, in order
    };

    struct Finding
    {
        QString code;
        int line = 0;
        QString detail;

        bool operator==(const Finding&) const = default;
    };

    struct EditResult
    {
        QByteArray content; ///< the whole new file (the original when nothing changed)
        bool changed = false;
        QStringList actions; ///< what was done or noticed, for the operator
        QString error;       ///< set when the edit was refused; content is then the original
    };

    static AuthorizedKeys parse(const QByteArray& content);

    QByteArray content() const { return m_content; }
    /// Every line of the file, blank and comment lines included.
    const QList<Entry>& entries() const { return m_entries; }
    const QList<Finding>& findings() const { return m_findings; }
    /// The codes of findings(), each once, in order of first appearance.
    QStringList findingCodes() const;

    /// Whether a login key with this blob is present (see the class comment).
    bool containsBlob(const QByteArray& blob) const;
    /// The 1-based line of the first login key with this blob, or 0.
    int lineOfBlob(const QByteArray& blob) const;

    /// Appends `key` (with `options`, if given) on its own line, unless it is already present.
    /// A missing final newline is added first; the new line uses the line ending of the file's last
    /// line (CRLF stays CRLF); an empty file becomes exactly "key\n". Nothing else changes.
    EditResult add(const PublicKey& key, const QByteArray& options = {}) const;

    /// Removes every line carrying the key given as "SHA256:..." fingerprint, as base64 blob, or as
    /// a public key line. Every other byte stays as it was.
    EditResult remove(const QString& fingerprintOrKey) const;
    /// Removes every line carrying this blob.
    EditResult removeBlob(const QByteArray& blob) const;

    /// Splits glued keys onto lines of their own, turns CRLF into LF and ends the file with a
    /// newline. Nothing else changes; changed is false if there was nothing to repair.
    EditResult repair() const;

private:
    void addFindings();
    EditResult removeMatching(const QString& what, const std::function<bool(const Entry&)>& matches) const;

    QByteArray m_content;
    QList<Entry> m_entries;
    QList<QList<qsizetype>> m_glueOffsets; ///< per line: where in raw each glued key starts
    QList<Finding> m_findings;
};

} // namespace fleetdeck::keys
