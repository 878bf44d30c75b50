// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ThrowawayAccount.h"

#include <QProcess>
#include <QUuid>

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
    if (runQuietly(QStringLiteral("useradd"), {QStringLiteral("-m"), QStringLiteral("-s"), QStringLiteral("/bin/sh"), name}) != 0) {
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

ThrowawayAccount::~ThrowawayAccount()
{
    runQuietly(QStringLiteral("userdel"), {QStringLiteral("-r"), m_name});
}

} // namespace fleetdeck
