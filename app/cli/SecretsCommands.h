// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Node.h"
#include "ssh/SshTypes.h"

#include <QList>
#include <QStringList>

namespace fleetdeck::cli {

class Cli;

/// `secrets status|set|delete|list` (docs/cli.md, "Secrets").
int runSecretsCommand(Cli& cli, const QStringList& tokens);
QString secretsHelp();

/// Completes each request's login with the secrets the keychain holds for its node (the
/// passphrase of an encrypted identity, a node or group password). Keychain trouble is reported
/// on stderr for nodes whose identity needs a passphrase, and never stops the command.
void resolveCredentials(Cli& cli, const QList<Node>& nodes, QList<ssh::OperationRequest>* requests);

} // namespace fleetdeck::cli
