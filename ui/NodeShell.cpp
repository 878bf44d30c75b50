// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeShell.h"
#include "UiTr.h"
#include "base/ShellQuote.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>

namespace fleetdeck::ui {

QStringList sshArguments(const Node& node, const QString& knownHostsPath)
{
    QStringList args{QStringLiteral("ssh")};
    if (node.port != 22)
        args << QStringLiteral("-p") << QString::number(node.port);
    if (node.identity)
        args << QStringLiteral("-i") << *node.identity;
    if (!knownHostsPath.isEmpty())
        args << QStringLiteral("-o") << QStringLiteral("UserKnownHostsFile=") + knownHostsPath;
    // "--" ends the options: a host can never be taken for one.
    args << QStringLiteral("--") << node.user + QLatin1Char('@') + node.host;
    return args;
}

QString sshCommandLine(const Node& node, const QString& knownHostsPath)
{
    QStringList words;
    for (const QString& arg : sshArguments(node, knownHostsPath))
        words << shellQuote(arg);
    return words.join(QLatin1Char(' '));
}

bool openTerminal(const Node& node, const QString& knownHostsPath, QString* error)
{
    QStringList candidates;
    const QString fromEnvironment = qEnvironmentVariable("TERMINAL");
    if (!fromEnvironment.isEmpty())
        candidates << fromEnvironment;
    candidates << QStringLiteral("x-terminal-emulator");
    for (const QString& terminal : std::as_const(candidates)) {
        const QString program = QStandardPaths::findExecutable(terminal);
        if (program.isEmpty())
            continue;
        if (QProcess::startDetached(program,
                                    QStringList{QStringLiteral("-e")} + sshArguments(node, knownHostsPath)))
            return true;
    }
    *error = Tr::tr("No terminal found: set $TERMINAL or install one that provides "
                    "x-terminal-emulator.");
    return false;
}

} // namespace fleetdeck::ui
