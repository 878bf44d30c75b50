// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace fleetdeck::keys {

/// The options field of an authorized_keys line (`restrict,command="..."`), read as sshd reads it
/// (auth-options.c): comma-separated, names case-insensitive, values double-quoted with `\"` for a
/// literal quote, the field ending at the first space or tab outside quotes.
class KeyOptions
{
public:
    /// Index just past the options field starting at `from` in `line`; -1 if a quote is unclosed.
    static qsizetype skip(QByteArrayView line, qsizetype from);

    /// Empty if sshd accepts `options` (one whole field); otherwise why it refuses the line.
    /// `certAuthority` is set when the options contain `cert-authority`.
    static QString check(QByteArrayView options, bool* certAuthority = nullptr);
};

} // namespace fleetdeck::keys
