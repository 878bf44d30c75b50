// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace fleetdeck::ssh {

/// The file operations behind KnownHosts' edits: one lock for every edit of a known_hosts file by
/// Fleetdeck (console and CLI alike), additions appended the way ssh appends, replacements renamed
/// into place without losing a line that ssh appended meanwhile.
///
/// OpenSSH itself takes no lock: it opens the file with O_APPEND and writes one line. So an
/// addition here is one write() in O_APPEND mode too, never a rewrite of the file.
class KnownHostsFile
{
public:
    /// Takes the edit lock of `path` (an flock on the directory that holds it, so that it outlives
    /// a rename of the file and leaves nothing behind), creating missing directories with 0700.
    /// Blocks until the lock is free; released by the destructor.
    KnownHostsFile(QString path, QString* error);
    ~KnownHostsFile();
    KnownHostsFile(const KnownHostsFile&) = delete;
    KnownHostsFile& operator=(const KnownHostsFile&) = delete;

    bool isLocked() const { return m_lockFd >= 0; }

    /// Reads the whole file. A missing file is empty and not an error.
    bool read(QByteArray* content, bool* existed, QString* error);

    /// Appends `lines` (each ending in '\n') with a single write() in O_APPEND mode; a file whose
    /// last line lacks its newline gets one first. A missing file is created with mode 0600.
    bool append(const QByteArray& lines, QString* error);

    /// Replaces the file by `content` with an atomic rename, keeping its mode. Bytes appended to
    /// the old file after read() (by ssh, which takes no lock) are carried over to the new one.
    bool replace(const QByteArray& content, QString* error);

    /// Reads a file without taking the lock (a lookup). A missing file is empty, not an error.
    static bool readUnlocked(const QString& path, QByteArray* content, bool* existed, QString* error);

private:
    QString m_path;
    int m_lockFd = -1;
    int m_readFd = -1; ///< the file read() read, kept open to see what is appended to it later
    qint64 m_readSize = 0;
};

} // namespace fleetdeck::ssh
