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
    QString home() const; // empty if the account cannot be looked up
    // Writes ~/.ssh/authorized_keys as the account would have it: ~/.ssh 0700 and the file 0600, both
    // owned by the account. Returns the file's path, or empty on failure.
    QString writeAuthorizedKeys(const QByteArray& content) const;

private:
    ThrowawayAccount(QString name, QByteArray password);
    QString m_name;
    QByteArray m_password;
};

} // namespace fleetdeck
