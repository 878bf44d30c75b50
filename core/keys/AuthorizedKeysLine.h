// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "keys/AuthorizedKeys.h"

namespace fleetdeck::keys {

/// Reads one authorized_keys line (entry.raw) the way sshd does (auth2-pubkeyfile.c): a key, or
/// else an options field then a key; fills in the rest of `entry`. Returns where in raw each key
/// glued onto the line starts (empty if none).
QList<qsizetype> parseAuthorizedKeysLine(AuthorizedKeys::Entry& entry);

} // namespace fleetdeck::keys
