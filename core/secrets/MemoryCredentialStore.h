// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "secrets/CredentialStore.h"

#include <QMap>

namespace fleetdeck::secrets {

/// Keeps secrets in this process's memory only: for unit tests and for the operator's explicit
/// "keep secrets for this session only" choice. Nothing is ever written anywhere.
class MemoryCredentialStore final : public CredentialStore
{
    Q_OBJECT
public:
    explicit MemoryCredentialStore(QObject* parent = nullptr);

    void read(const SecretId& id, QObject* context, Callback done) override;
    void write(const SecretId& id, const QString& secret, QObject* context, Callback done) override;
    void remove(const SecretId& id, QObject* context, Callback done) override;
    void list(QObject* context, ListCallback done) override;
    void probe(QObject* context, ProbeCallback done) override;
    BackendInfo backend() const override;

private:
    QMap<QString, QString> m_entries; ///< by storage key
};

} // namespace fleetdeck::secrets
