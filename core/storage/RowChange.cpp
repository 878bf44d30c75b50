// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/RowChange.h"

#include "Tr.h"

namespace fleetdeck::storage {

RowChange RowChange::of(const QString& by, const QDateTime& at)
{
    return {by.isEmpty() ? Tr::tr("someone") : by,
            at.isValid() ? at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                         : Tr::tr("an unknown time")};
}

} // namespace fleetdeck::storage
