// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTemporaryDir>

// Real public keys of every type authorized_keys may hold, made by ssh-keygen in a temporary
// directory: plain keys, hand-built security-key (sk-*) public keys, and certificates of each.
class TestKeys
{
public:
    struct Key
    {
        QByteArray type;
        QByteArray line; // the .pub line, without its newline
        QByteArray base64;
        QByteArray blob;
        QString keygenFingerprint; // "SHA256:..." from ssh-keygen -lf
    };

    TestKeys();

    // Empty when every key was made; otherwise why not (ssh-keygen missing or failing).
    QString error() const { return m_error; }
    const QList<Key>& keys() const { return m_keys; }
    // The first key of this type.
    Key key(const QByteArray& type) const;

    // SSH wire encoding helpers for hand-built blobs.
    static QByteArray wireString(const QByteArray& bytes);

private:
    bool run(const QStringList& args, QByteArray* out = nullptr);
    bool addPub(const QString& pubPath);

    QTemporaryDir m_dir;
    QString m_keygen;
    QString m_error;
    QList<Key> m_keys;
};
