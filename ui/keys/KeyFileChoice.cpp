// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyFileChoice.h"
#include "UiTr.h"

#include "base/KeyFile.h"

#include <QFile>
#include <QFileInfo>

namespace fleetdeck::ui {

namespace {
constexpr qint64 MaxKeyFileSize = 1024 * 1024;
}

KeyFileChoice KeyFileChoice::inspect(const QString& path)
{
    KeyFileChoice r;
    const QFileInfo info(path);
    if (path.isEmpty())
        return r;
    if (!info.exists()) {
        r.error = Tr::tr("There is no file %1.").arg(path);
        return r;
    }
    if (!info.isFile() || info.size() > MaxKeyFileSize) {
        r.error = Tr::tr("%1 is not a key file.").arg(path);
        return r;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = Tr::tr("%1 cannot be read: %2").arg(path, file.errorString());
        return r;
    }
    const QByteArray content = file.readAll();
    DeployKey key;
    key.source = DeployKey::Source::File;
    key.origin = path;
    if (path.endsWith(QLatin1String(".pub")) || !content.trimmed().startsWith("-----BEGIN")) {
        QString why;
        const std::optional<PublicKey> pub = PublicKey::parseLine(content, &why);
        if (!pub) {
            r.error = Tr::tr("%1 is not a public key that can be deployed: %2").arg(info.fileName(), why);
            return r;
        }
        key.key = *pub;
        const QString privatePath = path.endsWith(QLatin1String(".pub")) ? path.chopped(4) : QString();
        if (privatePath.isEmpty() || !QFileInfo::exists(privatePath)) {
            r.note = Tr::tr("No private half beside it: the key is added without a verifying login.");
        } else {
            const PrivateKeyInfo priv = inspectPrivateKey(privatePath);
            if (priv.readable && priv.fingerprint == pub->fingerprint()) {
                key.privateKeyPath = privatePath;
                r.encrypted = priv.encrypted;
            } else if (priv.readable && !priv.fingerprint.isEmpty()) {
                r.note = Tr::tr("%1 holds another key (%2): the key is added without a verifying login.")
                             .arg(privatePath, priv.fingerprint);
            } else {
                r.note = Tr::tr("The private half %1 cannot be used (%2): the key is added without a "
                                "verifying login.")
                             .arg(privatePath,
                                  priv.error.isEmpty() ? Tr::tr("its public half is unknown") : priv.error);
            }
        }
        r.key = key;
        return r;
    }
    const PrivateKeyInfo priv = inspectPrivateKey(path);
    if (!priv.readable) {
        r.error = Tr::tr("%1 is not a private key that can be read: %2").arg(info.fileName(), priv.error);
        return r;
    }
    if (priv.publicBlob.isEmpty()) {
        r.error =
            Tr::tr("The public half of %1 is unknown (the key is encrypted): put its .pub file beside it, "
                   "or choose the .pub file.")
                .arg(info.fileName());
        return r;
    }
    // The comment lives in the .pub file, when there is one for this very key.
    QString comment;
    QFile pubFile(path + QStringLiteral(".pub"));
    if (pubFile.size() <= MaxKeyFileSize && pubFile.open(QIODevice::ReadOnly)) {
        const std::optional<PublicKey> pub = PublicKey::parseLine(pubFile.readAll());
        if (pub && pub->blob() == priv.publicBlob)
            comment = pub->comment();
    }
    QString why;
    const std::optional<PublicKey> pub = PublicKey::fromBlob(priv.publicBlob, comment, &why);
    if (!pub) {
        r.error = Tr::tr("The key in %1 cannot be deployed: %2").arg(info.fileName(), why);
        return r;
    }
    key.key = *pub;
    key.privateKeyPath = path;
    r.encrypted = priv.encrypted;
    r.key = key;
    return r;
}

} // namespace fleetdeck::ui
