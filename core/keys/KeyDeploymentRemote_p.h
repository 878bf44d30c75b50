// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small helpers shared by the files that implement keys::remote (not a public header).

#include "keys/KeyDeployment.h"
#include "ssh/SftpSession.h"

#include <QString>
#include <QUuid>

namespace fleetdeck::keys::remote::detail {

inline QString parentOf(const QString& path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? QStringLiteral("/") : path.left(slash);
}

inline QString fileNameOf(const QString& path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

inline QString modeText(int mode)
{
    return QStringLiteral("%1").arg(mode & 07777, 4, 8, QLatin1Char('0'));
}

// A name for a temp file beside `path` (same directory: the rename stays atomic), hidden, unique,
// and recognisably ours; `suffix` tells its use apart.
inline QString tempBeside(const QString& path, const QString& unique,
                          const QString& suffix = QStringLiteral("tmp"))
{
    return QStringLiteral("%1/.%2.fleetdeck-%3.%4").arg(parentOf(path), fileNameOf(path), unique, suffix);
}

inline QString uniqueTag()
{
    return QUuid::createUuid().toString(QUuid::Id128).left(12);
}

inline bool sftpFailed(ssh::SftpSession& sftp, KeyNodeResult& result)
{
    result.diagnosis = sftp.failure();
    return false;
}

} // namespace fleetdeck::keys::remote::detail
