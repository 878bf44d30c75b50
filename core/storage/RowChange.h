// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace fleetdeck::storage {

/// Who made a stored change and when, in the words a refused edit gives the operator: the
/// operator's name as the row records it ("someone" when it does not say) and the local time to
/// the second ("an unknown time" when it does not say). Every versioned row (nodes, templates,
/// bad hosts) tells its second editor the same way.
struct RowChange
{
    QString who;
    QString when;

    static RowChange of(const QString& by, const QDateTime& at);
};

} // namespace fleetdeck::storage
