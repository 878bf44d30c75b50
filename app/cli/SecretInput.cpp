// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/SecretInput.h"

#include "cli/Cli.h"

#include <QFile>

#include <termios.h>
#include <unistd.h>

namespace fleetdeck::cli {

QByteArray readSecret(Cli& cli, const QString& prompt, PipedInput piped)
{
    const bool terminal = ::isatty(STDIN_FILENO);
    termios saved{};
    const bool haveTerm = terminal && ::tcgetattr(STDIN_FILENO, &saved) == 0;
    if (terminal) {
        cli.err() << prompt << Qt::flush;
        if (haveTerm) {
            termios quiet = saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
        }
    }
    QFile in;
    QByteArray text;
    if (in.open(stdin, QIODevice::ReadOnly))
        text = terminal || piped == PipedInput::FirstLine ? in.readLine(64 * 1024) : in.readAll();
    if (haveTerm)
        ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    if (terminal)
        cli.err() << Qt::endl;
    if (text.endsWith('\n'))
        text.chop(1);
    if (text.endsWith('\r'))
        text.chop(1);
    return text;
}

} // namespace fleetdeck::cli
