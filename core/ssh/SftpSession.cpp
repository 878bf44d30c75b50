// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SftpSession.h"

#include "ssh/LibSsh.h"
#include "ssh/SftpExtendedRequest.h"

#include <QDir>

#include <fcntl.h>

namespace fleetdeck::ssh {

namespace {
using Stage = Diagnosis::Stage;

// OpenSSH's own client moves 32 KiB per request; servers may cap a read below what was asked.
constexpr int WriteChunk = 32 * 1024;
constexpr int ReadChunk = 64 * 1024;

SftpStat statOf(const sftp_attributes_struct* attributes)
{
    SftpStat s;
    const uint32_t mode = attributes->permissions;
    const bool haveMode = attributes->flags & SSH_FILEXFER_ATTR_PERMISSIONS;
    switch (haveMode ? (mode & SSH_S_IFMT) : 0) {
    case SSH_S_IFREG:
        s.type = SftpStat::Type::File;
        break;
    case SSH_S_IFDIR:
        s.type = SftpStat::Type::Directory;
        break;
    case SSH_S_IFLNK:
        s.type = SftpStat::Type::Symlink;
        break;
    case SSH_S_IFCHR:
        s.type = SftpStat::Type::CharDevice;
        break;
    case SSH_S_IFBLK:
        s.type = SftpStat::Type::BlockDevice;
        break;
    case SSH_S_IFIFO:
        s.type = SftpStat::Type::Fifo;
        break;
    case SSH_S_IFSOCK:
        s.type = SftpStat::Type::Socket;
        break;
    case 0:
        s.type = attributes->type == SSH_FILEXFER_TYPE_REGULAR     ? SftpStat::Type::File
                 : attributes->type == SSH_FILEXFER_TYPE_DIRECTORY ? SftpStat::Type::Directory
                 : attributes->type == SSH_FILEXFER_TYPE_SYMLINK   ? SftpStat::Type::Symlink
                                                                   : SftpStat::Type::Other;
        break;
    default:
        s.type = SftpStat::Type::Other;
        break;
    }
    s.permissions = int(mode & 07777);
    s.size = qint64(attributes->size);
    s.uid = attributes->uid;
    s.gid = attributes->gid;
    const quint64 mtime = attributes->mtime64 ? attributes->mtime64 : attributes->mtime;
    s.mtime = QDateTime::fromSecsSinceEpoch(qint64(mtime), Qt::UTC);
    return s;
}
} // namespace

QString SftpStat::typeName(Type type)
{
    switch (type) {
    case Type::File:
        return QStringLiteral("regular file");
    case Type::Directory:
        return QStringLiteral("directory");
    case Type::Symlink:
        return QStringLiteral("symbolic link");
    case Type::CharDevice:
        return QStringLiteral("character device");
    case Type::BlockDevice:
        return QStringLiteral("block device");
    case Type::Fifo:
        return QStringLiteral("FIFO (named pipe)");
    case Type::Socket:
        return QStringLiteral("socket");
    case Type::Other:
        break;
    }
    return QStringLiteral("file of an unknown type");
}

SftpSession::SftpSession(ssh_session session)
    : m_session(session)
{}

SftpSession::~SftpSession() = default;

bool SftpSession::open()
{
    m_status = SSH_FX_OK;
    m_error.clear();
    m_sftp.reset(sftp_new(m_session));
    if (!m_sftp) {
        m_status = SSH_FX_NO_CONNECTION;
        m_broken = !ssh_is_connected(m_session);
        m_error = QStringLiteral("cannot open the sftp subsystem: %1").arg(libsshError(m_session));
        return false;
    }
    if (sftp_init(m_sftp.get()) != 0) {
        m_status = sftp_get_error(m_sftp.get());
        m_broken = !ssh_is_connected(m_session);
        m_error = QStringLiteral("sftp subsystem did not start: %1 (%2)")
                      .arg(libsshError(m_session), statusName(m_status));
        m_sftp.reset();
        return false;
    }
    return true;
}

bool SftpSession::hasExtension(const char* name, const char* version) const
{
    return m_sftp && sftp_extension_supported(m_sftp.get(), name, version) == 1;
}

QString SftpSession::statusName(int status)
{
    switch (status) {
    case SSH_FX_OK:
        return QStringLiteral("SSH_FX_OK");
    case SSH_FX_EOF:
        return QStringLiteral("SSH_FX_EOF");
    case SSH_FX_NO_SUCH_FILE:
        return QStringLiteral("SSH_FX_NO_SUCH_FILE");
    case SSH_FX_PERMISSION_DENIED:
        return QStringLiteral("SSH_FX_PERMISSION_DENIED");
    case SSH_FX_FAILURE:
        return QStringLiteral("SSH_FX_FAILURE");
    case SSH_FX_BAD_MESSAGE:
        return QStringLiteral("SSH_FX_BAD_MESSAGE");
    case SSH_FX_NO_CONNECTION:
        return QStringLiteral("SSH_FX_NO_CONNECTION");
    case SSH_FX_CONNECTION_LOST:
        return QStringLiteral("SSH_FX_CONNECTION_LOST");
    case SSH_FX_OP_UNSUPPORTED:
        return QStringLiteral("SSH_FX_OP_UNSUPPORTED");
    case SSH_FX_INVALID_HANDLE:
        return QStringLiteral("SSH_FX_INVALID_HANDLE");
    case SSH_FX_NO_SUCH_PATH:
        return QStringLiteral("SSH_FX_NO_SUCH_PATH");
    case SSH_FX_FILE_ALREADY_EXISTS:
        return QStringLiteral("SSH_FX_FILE_ALREADY_EXISTS");
    case SSH_FX_WRITE_PROTECT:
        return QStringLiteral("SSH_FX_WRITE_PROTECT");
    case SSH_FX_NO_MEDIA:
        return QStringLiteral("SSH_FX_NO_MEDIA");
    case StatusTimeout:
        return QStringLiteral("timeout");
    case StatusCancelled:
        return QStringLiteral("cancelled");
    default:
        return QStringLiteral("SFTP status %1").arg(status);
    }
}

// Every call starts here: nothing is sent on a broken session, after a cancel, or past the
// deadline (a blocking call there could only hang).
bool SftpSession::begin(const QString& operation, const QString& path)
{
    m_status = SSH_FX_OK;
    m_error.clear();
    if (m_broken || !m_sftp) {
        m_status = SSH_FX_NO_CONNECTION;
        m_error =
            QStringLiteral("%1 %2: the SFTP session broke earlier and cannot be used").arg(operation, path);
        return false;
    }
    if (m_cancel.isCancelled()) {
        m_status = StatusCancelled;
        m_error = QStringLiteral("%1 %2: cancelled by the caller").arg(operation, path);
        return false;
    }
    if (m_deadline.hasExpired()) {
        m_status = StatusTimeout;
        m_error =
            QStringLiteral("%1 %2: the deadline passed before the request was sent").arg(operation, path);
        return false;
    }
    return true;
}

// After a libssh call failed: the SFTP status, libssh's text, and whether the session survived.
// Status replies set SSH_REQUEST_DENIED; a broken socket, an EOF on the channel or a protocol
// error set SSH_FATAL, after which the request stream cannot be trusted any more.
bool SftpSession::fail(const QString& operation, const QString& path, const QString& why)
{
    if (why.isEmpty()) {
        m_status = sftp_get_error(m_sftp.get());
        const bool fatal = ssh_get_error_code(m_session) == SSH_FATAL;
        const bool channelGone =
            !m_sftp->channel || ssh_channel_is_closed(m_sftp->channel) || ssh_channel_is_eof(m_sftp->channel);
        m_broken = m_broken || fatal || channelGone || !ssh_is_connected(m_session);
        m_error = QStringLiteral("%1 %2: %3: %4")
                      .arg(operation, path, statusName(m_status), libsshError(m_session));
        // SFTP v3 says only "Failure" for ENOSPC and EROFS; the file system can say which.
        if (m_status == SSH_FX_FAILURE && !m_broken)
            m_error += fileSystemTrouble(path);
        if (m_deadline.hasExpired() && m_broken) {
            m_status = StatusTimeout;
            m_error += QStringLiteral(" (the deadline passed)");
        }
    } else {
        if (m_status == SSH_FX_OK)
            m_status = SSH_FX_FAILURE;
        m_error = QStringLiteral("%1 %2: %3").arg(operation, path, why);
    }
    return false;
}

QString SftpSession::fileSystemTrouble(const QString& path)
{
    if (!hasExtension("statvfs@openssh.com", "2"))
        return {};
    const QString dir = path.left(qMax<qsizetype>(1, path.lastIndexOf(QLatin1Char('/'))));
    const sftp_statvfs_t fs = sftp_statvfs(m_sftp.get(), dir.toUtf8().constData());
    if (!fs)
        return {};
    constexpr quint64 ReadOnlyFlag = 0x1; // SSH2_FXE_STATVFS_ST_RDONLY (OpenSSH's PROTOCOL)
    const quint64 freeBytes = fs->f_bavail * fs->f_frsize;
    QString trouble;
    if (fs->f_flag & ReadOnlyFlag)
        trouble = QStringLiteral("; the file system holding %1 is mounted read-only (Read-only file system)")
                      .arg(dir);
    else if (fs->f_bavail == 0 || freeBytes < 64 * 1024)
        trouble =
            QStringLiteral("; the file system holding %1 is full (No space left on device: %2 bytes free)")
                .arg(dir)
                .arg(freeBytes);
    else if (fs->f_files > 0 && fs->f_favail == 0)
        trouble = QStringLiteral("; the file system holding %1 has no free inodes (No space left on device)")
                      .arg(dir);
    sftp_statvfs_free(fs);
    return trouble;
}

bool SftpSession::closeFile(FilePtr& file, const QString& operation, const QString& path)
{
    const int rc = sftp_close(file.release());
    if (rc != SSH_NO_ERROR)
        return fail(operation, path);
    ++m_answered;
    return true;
}

std::optional<SftpStat> SftpSession::stat(const QString& path)
{
    return statWith(true, path);
}

std::optional<SftpStat> SftpSession::lstat(const QString& path)
{
    return statWith(false, path);
}

std::optional<SftpStat> SftpSession::statWith(bool follow, const QString& path)
{
    const QString operation = follow ? QStringLiteral("stat") : QStringLiteral("lstat");
    if (!begin(operation, path))
        return std::nullopt;
    const QByteArray name = path.toUtf8();
    AttributesPtr attributes(follow ? sftp_stat(m_sftp.get(), name.constData())
                                    : sftp_lstat(m_sftp.get(), name.constData()));
    if (!attributes) {
        fail(operation, path);
        return std::nullopt;
    }
    ++m_answered;
    return statOf(attributes.get());
}

bool SftpSession::readFile(const QString& path, QByteArray* out, qint64 cap)
{
    const QString operation = QStringLiteral("read");
    out->clear();
    if (!begin(operation, path))
        return false;
    FilePtr file(sftp_open(m_sftp.get(), path.toUtf8().constData(), O_RDONLY, 0));
    if (!file)
        return fail(operation, path);
    ++m_answered;
    QByteArray content;
    QByteArray chunk(ReadChunk, Qt::Uninitialized);
    for (;;) {
        if (!begin(operation, path))
            return false; // the handle is closed on the way out, if the session still can
        const ssize_t n = sftp_read(file.get(), chunk.data(), size_t(chunk.size()));
        if (n < 0)
            return fail(operation, path);
        ++m_answered;
        if (n == 0)
            break;
        if (content.size() + n > cap) {
            closeFile(file, operation, path);
            return fail(operation, path,
                        QStringLiteral("larger than the %1 bytes allowed; nothing was read").arg(cap));
        }
        content.append(chunk.constData(), n);
    }
    if (!closeFile(file, operation, path))
        return false;
    *out = content;
    return true;
}

bool SftpSession::writeFile(const QString& path, const QByteArray& data, int mode, bool exclusive, bool sync)
{
    const QString operation = exclusive ? QStringLiteral("create") : QStringLiteral("write");
    if (!begin(operation, path))
        return false;
    if (sync && !hasExtension("fsync@openssh.com"))
        return fail(operation, path, QStringLiteral("the server does not offer fsync@openssh.com"));
    const QByteArray name = path.toUtf8();
    const int flags = O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC);
    FilePtr file(sftp_open(m_sftp.get(), name.constData(), flags, mode_t(mode >= 0 ? mode : 0666)));
    if (!file)
        return fail(operation, path);
    ++m_answered;
    if (mode >= 0) {
        // An existing file keeps its mode through O_TRUNC, and the server's umask may have
        // trimmed a new one: make it exact before the first byte lands.
        AttributesPtr attributes(sftp_fstat(file.get()));
        if (!attributes)
            return fail(operation, path);
        ++m_answered;
        if (int(attributes->permissions & 07777) != mode) {
            if (sftp_chmod(m_sftp.get(), name.constData(), mode_t(mode)) != 0)
                return fail(operation, path);
            ++m_answered;
        }
    }
    for (qsizetype offset = 0; offset < data.size();) {
        if (!begin(operation, path))
            return false;
        const size_t length = size_t(qMin<qsizetype>(WriteChunk, data.size() - offset));
        const ssize_t n = sftp_write(file.get(), data.constData() + offset, length);
        if (n <= 0)
            return fail(operation, path);
        ++m_answered;
        offset += n;
    }
    if (sync) {
        if (!begin(QStringLiteral("fsync"), path))
            return false;
        if (sftp_fsync(file.get()) != 0)
            return fail(QStringLiteral("fsync"), path);
        ++m_answered;
    }
    // A failed close can mean the data never reached the disk: it counts as a failed write.
    return closeFile(file, operation, path);
}

bool SftpSession::fsync(const QString& path)
{
    const QString operation = QStringLiteral("fsync");
    if (!begin(operation, path))
        return false;
    if (!hasExtension("fsync@openssh.com"))
        return fail(operation, path, QStringLiteral("the server does not offer fsync@openssh.com"));
    // fsync(2) flushes the file, not the descriptor: a read-only handle is enough.
    FilePtr file(sftp_open(m_sftp.get(), path.toUtf8().constData(), O_RDONLY, 0));
    if (!file)
        return fail(operation, path);
    ++m_answered;
    if (sftp_fsync(file.get()) != 0)
        return fail(operation, path);
    ++m_answered;
    return closeFile(file, operation, path);
}

bool SftpSession::chmod(const QString& path, int mode)
{
    const QString operation = QStringLiteral("chmod %1").arg(mode, 4, 8, QLatin1Char('0'));
    if (!begin(operation, path))
        return false;
    if (sftp_chmod(m_sftp.get(), path.toUtf8().constData(), mode_t(mode)) != 0)
        return fail(operation, path);
    ++m_answered;
    return true;
}

bool SftpSession::chown(const QString& path, uint uid, uint gid)
{
    const QString operation = QStringLiteral("chown %1:%2").arg(uid).arg(gid);
    if (!begin(operation, path))
        return false;
    if (sftp_chown(m_sftp.get(), path.toUtf8().constData(), uid_t(uid), gid_t(gid)) != 0)
        return fail(operation, path);
    ++m_answered;
    return true;
}

std::optional<QList<SftpEntry>> SftpSession::listDirectory(const QString& path)
{
    const QString operation = QStringLiteral("list");
    if (!begin(operation, path))
        return std::nullopt;
    struct DirDeleter
    {
        void operator()(sftp_dir d) const { sftp_closedir(d); }
    };
    std::unique_ptr<sftp_dir_struct, DirDeleter> dir(sftp_opendir(m_sftp.get(), path.toUtf8().constData()));
    if (!dir) {
        fail(operation, path);
        return std::nullopt;
    }
    ++m_answered;
    QList<SftpEntry> entries;
    for (;;) {
        if (!begin(operation, path))
            return std::nullopt;
        AttributesPtr attributes(sftp_readdir(m_sftp.get(), dir.get()));
        if (!attributes) {
            if (sftp_dir_eof(dir.get()))
                break;
            fail(operation, path);
            return std::nullopt;
        }
        ++m_answered;
        const QString name = QString::fromUtf8(attributes->name);
        if (name == QLatin1String(".") || name == QLatin1String(".."))
            continue;
        entries << SftpEntry{name, statOf(attributes.get())};
    }
    if (sftp_closedir(dir.release()) != SSH_NO_ERROR) {
        fail(operation, path);
        return std::nullopt;
    }
    ++m_answered;
    return entries;
}

bool SftpSession::mkdir(const QString& path, int mode)
{
    const QString operation = QStringLiteral("mkdir");
    if (!begin(operation, path))
        return false;
    if (sftp_mkdir(m_sftp.get(), path.toUtf8().constData(), mode_t(mode)) != 0)
        return fail(operation, path);
    ++m_answered;
    return true;
}

bool SftpSession::remove(const QString& path)
{
    const QString operation = QStringLiteral("remove");
    if (!begin(operation, path))
        return false;
    if (sftp_unlink(m_sftp.get(), path.toUtf8().constData()) != 0)
        return fail(operation, path);
    ++m_answered;
    return true;
}

bool SftpSession::rename(const QString& from, const QString& to)
{
    const QString operation = QStringLiteral("rename %1 to").arg(from);
    if (!begin(operation, to))
        return false;
    if (hasExtension("posix-rename@openssh.com")) {
        // rename(2) on the server: the target is replaced atomically.
        SftpExtendedRequest request(m_sftp.get(), m_deadline, m_cancel);
        if (request.run(QByteArrayLiteral("posix-rename@openssh.com"), {from.toUtf8(), to.toUtf8()})) {
            ++m_answered;
            return true;
        }
        m_status = request.status();
        if (request.answered())
            ++m_answered;
        else
            m_broken = true; // the answer may still be on its way: the channel is out of step
        return fail(operation, to, request.errorString());
    }
    // libssh 0.10's sftp_rename sends a plain SSH_FXP_RENAME, which a version 3 server (OpenSSH)
    // refuses when the target exists; it is the fallback for servers without the extension.
    if (sftp_rename(m_sftp.get(), from.toUtf8().constData(), to.toUtf8().constData()) != 0)
        return fail(operation, to);
    ++m_answered;
    return true;
}

QString SftpSession::homeDirectory()
{
    if (!m_home.isEmpty())
        return m_home;
    if (!begin(QStringLiteral("realpath"), QStringLiteral(".")))
        return {};
    char* resolved = sftp_canonicalize_path(m_sftp.get(), ".");
    if (!resolved) {
        fail(QStringLiteral("realpath"), QStringLiteral(". (the login directory)"));
        return {};
    }
    ++m_answered;
    m_home = QString::fromUtf8(resolved);
    ssh_string_free_char(resolved);
    return m_home;
}

QString SftpSession::expandPath(const QString& path)
{
    if (path.startsWith(QLatin1Char('/')))
        return QDir::cleanPath(path);
    if (path.startsWith(QLatin1Char('~')) && path != QLatin1String("~") &&
        !path.startsWith(QLatin1String("~/"))) {
        m_status = SSH_FX_OP_UNSUPPORTED;
        m_error =
            QStringLiteral("expand %1: another user's home (~user) cannot be resolved over SFTP").arg(path);
        return {};
    }
    const QString home = homeDirectory();
    if (home.isEmpty())
        return {};
    if (path == QLatin1String("~"))
        return home;
    const QString rest = path.startsWith(QLatin1String("~/")) ? path.mid(2) : path;
    return QDir::cleanPath(home + QLatin1Char('/') + rest);
}

QString SftpSession::readlink(const QString& path)
{
    if (!begin(QStringLiteral("readlink"), path))
        return {};
    char* target = sftp_readlink(m_sftp.get(), path.toUtf8().constData());
    if (!target) {
        fail(QStringLiteral("readlink"), path);
        return {};
    }
    ++m_answered;
    const QString result = QString::fromUtf8(target);
    ssh_string_free_char(target);
    return result;
}

QString SftpSession::realpath(const QString& path)
{
    const QString expanded = expandPath(path);
    if (expanded.isEmpty())
        return {};
    if (!begin(QStringLiteral("realpath"), expanded))
        return {};
    char* resolved = sftp_canonicalize_path(m_sftp.get(), expanded.toUtf8().constData());
    if (!resolved) {
        fail(QStringLiteral("realpath"), expanded);
        return {};
    }
    ++m_answered;
    const QString result = QString::fromUtf8(resolved);
    ssh_string_free_char(resolved);
    return result;
}

QString SftpSession::canonicalize(const QString& path)
{
    if (!begin(QStringLiteral("realpath"), path))
        return {};
    char* resolved = sftp_canonicalize_path(m_sftp.get(), path.toUtf8().constData());
    if (!resolved) {
        fail(QStringLiteral("realpath"), path);
        return {};
    }
    ++m_answered;
    const QString result = QString::fromUtf8(resolved);
    ssh_string_free_char(resolved);
    return result;
}

Diagnosis SftpSession::failure() const
{
    const QString detail = m_error.isEmpty() ? QStringLiteral("no SFTP failure was recorded") : m_error;
    if (m_status == StatusTimeout || m_status == StatusCancelled)
        return Diagnosis::make(QStringLiteral("timeout"), detail, Stage::Exec);
    if (m_broken)
        return Diagnosis::make(QStringLiteral("connection_lost"), detail, Stage::Exec);
    // The message names the operation and path; the detail keeps libssh's text.
    const QString summary = m_error.section(QLatin1String(": "), 0, 0);
    return Diagnosis::make(QString::fromLatin1(FailureCode), detail, Stage::Exec, {summary});
}

} // namespace fleetdeck::ssh
