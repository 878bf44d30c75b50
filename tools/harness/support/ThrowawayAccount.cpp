// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ThrowawayAccount.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QUuid>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck {

namespace {
int runQuietly(const QString& program, const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000))
        return -1;
    p.readAll();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}
} // namespace

ThrowawayAccount::ThrowawayAccount(QString name, QByteArray password)
    : m_name(std::move(name))
    , m_password(std::move(password))
{}

std::unique_ptr<ThrowawayAccount> ThrowawayAccount::create(const QString& name, QString* error)
{
    if (::getuid() != 0) {
        *error = QStringLiteral("needs root to create a throwaway account with a known password");
        return nullptr;
    }
    // A leftover of an aborted run goes first.
    runQuietly(QStringLiteral("userdel"), {QStringLiteral("-r"), name});
    if (runQuietly(QStringLiteral("useradd"),
                   {QStringLiteral("-m"), QStringLiteral("-s"), QStringLiteral("/bin/sh"), name}) != 0) {
        *error = QStringLiteral("useradd %1 failed").arg(name);
        return nullptr;
    }
    std::unique_ptr<ThrowawayAccount> account(
        new ThrowawayAccount(name, QUuid::createUuid().toByteArray(QUuid::WithoutBraces)));
    if (runQuietly(QStringLiteral("chpasswd"), {}, name.toUtf8() + ':' + account->m_password + '\n') != 0) {
        *error = QStringLiteral("chpasswd for %1 failed").arg(name);
        return nullptr; // the destructor removes the account
    }
    return account;
}

QString ThrowawayAccount::home() const
{
    const passwd* pw = ::getpwnam(m_name.toLocal8Bit().constData());
    return pw ? QString::fromLocal8Bit(pw->pw_dir) : QString();
}

QString ThrowawayAccount::writeAuthorizedKeys(const QByteArray& content) const
{
    const passwd* pw = ::getpwnam(m_name.toLocal8Bit().constData());
    if (!pw)
        return {};
    const QString sshDir = QString::fromLocal8Bit(pw->pw_dir) + QStringLiteral("/.ssh");
    const QString path = sshDir + QStringLiteral("/authorized_keys");
    QFile file(path);
    if (!QDir().mkpath(sshDir) || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(content) != content.size())
        return {};
    file.close();
    for (const auto& [p, mode] : {std::pair{sshDir, 0700}, std::pair{path, 0600}}) {
        const QByteArray native = QFile::encodeName(p);
        if (::chown(native.constData(), pw->pw_uid, pw->pw_gid) != 0 ||
            ::chmod(native.constData(), mode_t(mode)) != 0)
            return {};
    }
    return path;
}

ThrowawayAccount::~ThrowawayAccount()
{
    runQuietly(QStringLiteral("userdel"), {QStringLiteral("-r"), m_name});
}

} // namespace fleetdeck
