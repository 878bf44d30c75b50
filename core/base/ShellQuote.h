// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck {

/// A word quoted for a POSIX shell ('…' with embedded quotes as '\''), or as it is when it only
/// has characters no shell treats specially. What a remote command, a benchmark's command line
/// and the ssh command a terminal runs are all built with.
QString shellQuote(const QString& word);

} // namespace fleetdeck
