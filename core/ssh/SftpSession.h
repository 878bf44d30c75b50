// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <libssh/sftp.h>

#include <QByteArray>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace fleetdeck::ssh {

/// What stat()/lstat() report about a remote path; a path that does not exist has none.
struct SftpStat
{
    enum class Type { File, Directory, Symlink, CharDevice, BlockDevice, Fifo, Socket, Other };

    Type type = Type::Other;
    int permissions = 0; ///< the mode's permission bits (07777)
    qint64 size = 0;
    uint uid = 0;
    uint gid = 0;
    QDateTime mtime; ///< UTC

    bool isFile() const { return type == Type::File; }
    bool isDirectory() const { return type == Type::Directory; }
    bool isSymlink() const { return type == Type::Symlink; }
    /// "regular file", "directory", "character device", ... for a diagnosis.
    static QString typeName(Type type);
};

/// One entry of a directory listing.
struct SftpEntry
{
    QString name;
    SftpStat stat; ///< as lstat() reports it
};

/// Blocking file operations over one SFTP channel of an authenticated session (libssh 0.10's
/// SFTP is blocking only). It runs on the SFTP worker's thread, never on a session that polls
/// status.
///
/// Paths are as the server sees them: relative ones start at the login directory, and `~` means
/// nothing to SFTP, so pass paths through expandPath() (or realpath()) first.
///
/// Every call returns whether it worked; on failure errorString() names the operation, the path,
/// the SFTP status and libssh's own text, and lastStatus() holds the status (SSH_FX_* or one of
/// the Status constants below). After a connection-level failure (the connection or the SFTP
/// channel broke, or the deadline cut it) every later call fails at once: the session must be
/// dropped.
class SftpSession
{
public:
    /// lastStatus() values beyond the protocol's SSH_FX_* codes.
    static constexpr int StatusTimeout = -2;   ///< the job's deadline passed
    static constexpr int StatusCancelled = -3; ///< the caller cancelled the job
    /// The code of a diagnosis for a failed SFTP operation (not one of the connection codes).
    static constexpr const char* FailureCode = "sftp_failed";

    /// Wraps `session`, which must stay valid, authenticated and blocking while this is used.
    explicit SftpSession(ssh_session session);
    ~SftpSession();
    SftpSession(const SftpSession&) = delete;
    SftpSession& operator=(const SftpSession&) = delete;

    /// Opens the "sftp" subsystem and negotiates the protocol version.
    bool open();
    bool isOpen() const { return m_sftp != nullptr; }

    /// Bounds and cancels the calls that follow (set by the worker for each job).
    void setDeadline(QDeadlineTimer deadline) { m_deadline = deadline; }
    void setCancelToken(const CancelToken& cancel) { m_cancel = cancel; }

    /// nullopt with lastStatus() SSH_FX_NO_SUCH_FILE when the path does not exist (or another
    /// status when it cannot be examined). stat() follows symlinks; lstat() does not.
    std::optional<SftpStat> stat(const QString& path);
    std::optional<SftpStat> lstat(const QString& path);

    /// Reads the whole file into `out`; fails (leaving `out` empty) rather than truncating when
    /// it is larger than `cap` bytes.
    bool readFile(const QString& path, QByteArray* out, qint64 cap = 16 * 1024 * 1024);
    /// Creates or truncates `path` and writes `data`. With `exclusive` the file must not exist
    /// yet (O_EXCL). With `mode` >= 0 the file ends with exactly those permission bits, set
    /// before any byte is written. With `sync` the data is flushed to disk before the file is
    /// closed (fsync@openssh.com; fails when the server lacks it).
    bool writeFile(const QString& path, const QByteArray& data, int mode = 0600, bool exclusive = false,
                   bool sync = false);
    /// Flushes a file's data to the server's disk (fsync@openssh.com).
    bool fsync(const QString& path);
    bool chmod(const QString& path, int mode);
    /// Sets a file's owner and group (SSH_FXP_SETSTAT with uid and gid; a user who is not root
    /// may only give a file of its own a group it belongs to).
    bool chown(const QString& path, uint uid, uint gid);
    /// The entries of a directory ("." and ".." left out), as lstat() sees them.
    std::optional<QList<SftpEntry>> listDirectory(const QString& path);
    /// Renames `from` to `to`, atomically replacing `to` if it exists (posix-rename@openssh.com,
    /// i.e. rename(2) on the server). Without that extension only a rename to a free name works.
    bool rename(const QString& from, const QString& to);
    /// Creates a directory; `mode` is subject to the server's umask.
    bool mkdir(const QString& path, int mode = 0700);
    /// Removes a file (not a directory).
    bool remove(const QString& path);
    /// The server's canonical absolute form of `path` after expandPath(); the path must exist.
    QString realpath(const QString& path);
    /// The server's canonical form of `path` exactly as given (no `~`, no textual clean-up: `..`
    /// after a symbolic link is the server's to resolve). OpenSSH resolves a missing or dangling
    /// last component too; other servers may not. Empty on failure.
    QString canonicalize(const QString& path);
    /// Where a symbolic link points, as written in the link (may be relative to the link's
    /// directory). Empty on failure.
    QString readlink(const QString& path);
    /// The login directory (the server's canonical ".").
    QString homeDirectory();
    /// `~` and `~/x` become the home directory's absolute path (and relative paths are made
    /// absolute from it), without asking the server whether the result exists. Empty on failure.
    QString expandPath(const QString& path);

    int lastStatus() const { return m_status; }
    QString errorString() const { return m_error; }
    /// The connection or the SFTP channel broke (or was cut): the session cannot be reused.
    bool isBroken() const { return m_broken; }
    /// SFTP requests that got an answer since the counter was last reset.
    int answeredRequests() const { return m_answered; }
    void resetAnsweredRequests() { m_answered = 0; }
    /// Whether the server offers an extension, e.g. "posix-rename@openssh.com".
    bool hasExtension(const char* name, const char* version = "1") const;
    /// Why a write under `path` may have failed, from the server's statvfs@openssh.com: a
    /// read-only or full file system, worded as the kernel would; empty when neither.
    QString fileSystemTrouble(const QString& path);

    /// A diagnosis for the last failure: `timeout` for a deadline or cancel, `connection_lost`
    /// when the connection broke, otherwise `sftp_failed` with errorString() as its detail.
    Diagnosis failure() const;
    /// "SSH_FX_NO_SUCH_FILE", "SSH_FX_PERMISSION_DENIED", ... for a status.
    static QString statusName(int status);

private:
    struct SftpDeleter
    {
        void operator()(sftp_session s) const { sftp_free(s); }
    };
    struct FileDeleter
    {
        void operator()(sftp_file f) const { sftp_close(f); }
    };
    struct AttributesDeleter
    {
        void operator()(sftp_attributes a) const { sftp_attributes_free(a); }
    };
    using FilePtr = std::unique_ptr<sftp_file_struct, FileDeleter>;
    using AttributesPtr = std::unique_ptr<sftp_attributes_struct, AttributesDeleter>;

    bool begin(const QString& operation, const QString& path);
    bool fail(const QString& operation, const QString& path, const QString& why = {});
    bool closeFile(FilePtr& file, const QString& operation, const QString& path);
    std::optional<SftpStat> statWith(bool follow, const QString& path);

    ssh_session m_session;
    std::unique_ptr<sftp_session_struct, SftpDeleter> m_sftp;
    QDeadlineTimer m_deadline = QDeadlineTimer::Forever;
    CancelToken m_cancel;
    QString m_home;
    int m_status = SSH_FX_OK;
    QString m_error;
    bool m_broken = false;
    int m_answered = 0;
};

} // namespace fleetdeck::ssh
