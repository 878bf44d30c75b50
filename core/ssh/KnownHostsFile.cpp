// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHostsFile.h"

#include "Tr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <utility>

namespace fleetdeck::ssh {

namespace {
// After a replacement, how long the old file is watched for a line that ssh had begun to append
// just before the rename (ssh opens, writes and closes within microseconds).
constexpr int SettleRounds = 3;
constexpr int SettleIntervalMs = 10;

void setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// Like ssh for ~/.ssh: directories created here are private to the user.
bool makeDirectories(const QString& dir, QString* error)
{
    QStringList missing;
    QString d = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
    while (!QFileInfo::exists(d)) {
        missing.prepend(d);
        const QString parent = QFileInfo(d).path();
        if (parent == d)
            break;
        d = parent;
    }
    for (const QString& m : std::as_const(missing)) {
        if (!QDir().mkdir(m, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
            setError(error, Tr::tr("cannot create the directory %1").arg(m));
            return false;
        }
    }
    return true;
}

bool writeAll(int fd, const QByteArray& data)
{
    qsizetype done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + done, size_t(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

bool readAllFrom(int fd, qint64 offset, QByteArray* out)
{
    char buffer[16384];
    for (;;) {
        const ssize_t n = ::pread(fd, buffer, sizeof buffer, off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0)
            return true;
        out->append(buffer, n);
        offset += n;
    }
}
} // namespace

KnownHostsFile::KnownHostsFile(QString path, QString* error)
    : m_path(std::move(path))
{
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!makeDirectories(dir, error))
        return;
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) {
        setError(error, Tr::tr("cannot lock %1: %2").arg(dir, systemError()));
        return;
    }
    int rc = 0;
    while ((rc = ::flock(fd, LOCK_EX)) != 0 && errno == EINTR) {
    }
    if (rc != 0) {
        setError(error, Tr::tr("cannot lock %1: %2").arg(dir, systemError()));
        ::close(fd);
        return;
    }
    m_lockFd = fd;
}

KnownHostsFile::~KnownHostsFile()
{
    if (m_readFd >= 0)
        ::close(m_readFd);
    if (m_lockFd >= 0)
        ::close(m_lockFd); // releases the flock
}

bool KnownHostsFile::read(QByteArray* content, bool* existed, QString* error)
{
    content->clear();
    *existed = false;
    if (m_readFd >= 0) {
        ::close(m_readFd);
        m_readFd = -1;
    }
    const QFileInfo info(m_path);
    if (info.isDir()) {
        setError(error, Tr::tr("cannot read %1: it is a directory").arg(m_path));
        return false;
    }
    const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            return true;
        setError(error, Tr::tr("cannot read %1: %2").arg(m_path, systemError()));
        return false;
    }
    *existed = true;
    if (!readAllFrom(fd, 0, content)) {
        setError(error, Tr::tr("cannot read %1: %2").arg(m_path, systemError()));
        ::close(fd);
        return false;
    }
    m_readFd = fd;
    m_readSize = content->size();
    return true;
}

bool KnownHostsFile::append(const QByteArray& lines, QString* error)
{
    const int fd =
        ::open(QFile::encodeName(m_path).constData(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        setError(error, Tr::tr("cannot write %1: %2").arg(m_path, systemError()));
        return false;
    }
    // Appending to a last line without its newline would glue two entries into one broken line.
    QByteArray data = lines;
    struct stat st = {};
    char last = '\n';
    if (::fstat(fd, &st) == 0 && st.st_size > 0 && ::pread(fd, &last, 1, st.st_size - 1) == 1 && last != '\n')
        data.prepend('\n');
    const bool ok = writeAll(fd, data);
    const QString why = systemError();
    ::close(fd);
    if (!ok)
        setError(error, Tr::tr("cannot write %1: %2").arg(m_path, why));
    return ok;
}

bool KnownHostsFile::replace(const QByteArray& content, QString* error)
{
    const bool existed = m_readFd >= 0;
    // QSaveFile gives the new file the old one's mode; a new file gets 0600 before any byte is in it.
    QSaveFile file(m_path);
    bool ok = file.open(QIODevice::WriteOnly);
    if (ok && !existed)
        ok = file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    ok = ok && file.write(content) == content.size();
    ok = ok && file.commit();
    if (!ok) {
        setError(error, Tr::tr("cannot write %1: %2").arg(m_path, file.errorString()));
        file.cancelWriting();
        return false;
    }
    if (!existed)
        return true;
    // ssh appends without a lock: a line written to the old file after it was read (or by an ssh
    // that opened it just before the rename) would be lost with it. Carry such lines over.
    for (int round = 0; round < SettleRounds; ++round) {
        if (round > 0)
            QThread::msleep(SettleIntervalMs);
        QByteArray late;
        if (!readAllFrom(m_readFd, m_readSize, &late)) {
            setError(error, Tr::tr("cannot read %1: %2").arg(m_path, systemError()));
            return false;
        }
        if (late.isEmpty())
            continue;
        m_readSize += late.size();
        if (!append(late, error))
            return false;
    }
    return true;
}

bool KnownHostsFile::readUnlocked(const QString& path, QByteArray* content, bool* existed, QString* error)
{
    content->clear();
    const QFileInfo info(path);
    *existed = info.exists();
    if (!*existed)
        return true;
    if (info.isDir()) {
        setError(error, Tr::tr("cannot read %1: it is a directory").arg(path));
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, Tr::tr("cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    *content = file.readAll();
    return true;
}

} // namespace fleetdeck::ssh
