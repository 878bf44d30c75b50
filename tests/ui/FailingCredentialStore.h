// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A keychain that answers every request with one failure (locked, no backend, ...), as
// KeychainCredentialStore does when the keyring is locked or no Secret Service runs.

#include "secrets/CredentialStore.h"

namespace fleetdeck {

class FailingCredentialStore : public secrets::CredentialStore
{
public:
    FailingCredentialStore(secrets::SecretStatus status, QString detail, QObject* parent = nullptr)
        : CredentialStore(parent)
        , m_status(status)
        , m_detail(std::move(detail))
    {}

    int requests() const { return m_requests; }

    void read(const secrets::SecretId&, QObject* context, Callback done) override { fail(context, done); }
    void write(const secrets::SecretId&, const QString&, QObject* context, Callback done) override
    {
        fail(context, done);
    }
    void remove(const secrets::SecretId&, QObject* context, Callback done) override { fail(context, done); }
    void list(QObject* context, ListCallback done) override
    {
        ++m_requests;
        post(context, [this, done] { done(m_status, {}); });
    }
    void probe(QObject* context, ProbeCallback done) override
    {
        ++m_requests;
        const secrets::BackendInfo info = backend();
        post(context, [info, done] { done(info); });
    }
    secrets::BackendInfo backend() const override
    {
        secrets::BackendInfo info;
        info.id = QStringLiteral("secret-service");
        info.displayName = QStringLiteral("Secret Service");
        info.persistent = true;
        info.available = false;
        info.status = m_status;
        info.detail = m_detail;
        return info;
    }

private:
    void fail(QObject* context, const Callback& done)
    {
        ++m_requests;
        post(context, [this, done] { done({m_status, {}, m_detail}); });
    }

    secrets::SecretStatus m_status;
    QString m_detail;
    int m_requests = 0;
};

} // namespace fleetdeck
