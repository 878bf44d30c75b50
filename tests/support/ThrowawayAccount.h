// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

namespace fleetdeck {

// A local account with a random password, for tests of password logins against a real sshd.
// Created with useradd/chpasswd and removed (with its home) when this object goes. Root only.
class ThrowawayAccount
{
public:
    // nullptr with the reason when the account could not be made (e.g. not root).
    static std::unique_ptr<ThrowawayAccount> create(const QString& name, QString* error);
    ~ThrowawayAccount();
    ThrowawayAccount(const ThrowawayAccount&) = delete;
    ThrowawayAccount& operator=(const ThrowawayAccount&) = delete;

    QString name() const { return m_name; }
    QByteArray password() const { return m_password; }

private:
    ThrowawayAccount(QString name, QByteArray password);
    QString m_name;
    QByteArray m_password;
};

} // namespace fleetdeck
