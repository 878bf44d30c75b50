// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace fleetdeck::cli {

class Cli;

/// How much of a piped stdin is the secret.
enum class PipedInput { FirstLine, Everything };

/// Reads a secret from stdin, never from arguments. On a terminal: `prompt` on stderr, echo off,
/// one line. Piped: the first line or all of it, less one trailing line ending.
QByteArray readSecret(Cli& cli, const QString& prompt, PipedInput piped);

} // namespace fleetdeck::cli
