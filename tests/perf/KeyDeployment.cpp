// SPDX-License-Identifier: GPL-3.0-or-later
// Target 4: one new key onto 100 nodes on loopback: `fleetdeck-cli keys deploy --all` (atomic
// writes, each key proven by a fresh login) against Ansible's authorized_key module and an
// ssh-copy-id loop, in the same run, each from the same starting files.
#include "ProcessBatch.h"
#include "Targets.h"

#include "support/OpenSshInstallation.h"
#include "support/SshKeyPair.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace fleetdeck::perf {

namespace {

constexpr int kAnsibleForks = 20;

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(content) == content.size();
}

// The job each method must have done: every node's file holds its old lines and the new key
// once. Returns the first node where it did not, with what its file holds.
QString checkFiles(const LocalFleet& fleet, const QByteArray& original, const QByteArray& newKey)
{
    for (const LocalFleet::Node& node : fleet.nodes()) {
        const QByteArray content = readAll(node.authorizedKeysPath);
        const QList<QByteArray> lines = content.trimmed().split('\n');
        const qsizetype copies = std::count_if(lines.cbegin(), lines.cend(), [&](const QByteArray& line) {
            return line.trimmed() == newKey.trimmed();
        });
        if (!content.startsWith(original) || copies != 1)
            return QStringLiteral("%1 holds:\n%2").arg(node.name, QString::fromUtf8(content));
    }
    return {};
}

void resetFiles(const LocalFleet& fleet, const QByteArray& original)
{
    for (const LocalFleet::Node& node : fleet.nodes())
        writeAll(node.authorizedKeysPath, original);
}

QString ansiblePlaybook(const QString& workDir, const LocalFleet& fleet, const SshKeyPair& newKey,
                        QStringList* args)
{
    QString inventory = QStringLiteral("[fleet]\n");
    for (const LocalFleet::Node& node : fleet.nodes())
        inventory += QStringLiteral("%1 ansible_host=127.0.0.1 ansible_port=%2 keys_file=%3\n")
                         .arg(node.name)
                         .arg(node.port)
                         .arg(node.authorizedKeysPath);
    inventory += QStringLiteral("[fleet:vars]\nansible_user=%1\nansible_ssh_private_key_file=%2\n"
                                "ansible_python_interpreter=/usr/bin/python3\n"
                                "ansible_ssh_common_args='-F /dev/null -o UserKnownHostsFile=%3 "
                                "-o GlobalKnownHostsFile=/dev/null -o StrictHostKeyChecking=yes "
                                "-o IdentitiesOnly=yes -o IdentityAgent=none'\n")
                     .arg(fleetTarget(fleet, fleet.nodes().first()).user, fleet.key().privateKeyPath(),
                          fleet.knownHostsPath());
    const QString playbook = QStringLiteral("- hosts: fleet\n"
                                            "  gather_facts: false\n"
                                            "  tasks:\n"
                                            "    - ansible.posix.authorized_key:\n"
                                            "        user: \"{{ ansible_user }}\"\n"
                                            "        key: \"{{ lookup('file', '%1') }}\"\n"
                                            "        path: \"{{ keys_file }}\"\n"
                                            "        manage_dir: false\n"
                                            "        state: present\n")
                                 .arg(newKey.publicKeyPath());
    const QString inventoryPath = workDir + QStringLiteral("/inventory.ini");
    const QString playbookPath = workDir + QStringLiteral("/deploy.yml");
    if (!writeAll(inventoryPath, inventory.toUtf8()) || !writeAll(playbookPath, playbook.toUtf8()))
        return {};
    *args = {QStringLiteral("-i"), inventoryPath, QStringLiteral("-f"), QString::number(kAnsibleForks),
             playbookPath};
    return QStandardPaths::findExecutable(QStringLiteral("ansible-playbook"));
}

} // namespace

QList<Row> measureKeyDeployment(const Context& context)
{
    const int count = context.deployNodes;
    say(QStringLiteral("target 4: one key onto %1 nodes").arg(count));
    LocalFleet::Options options;
    options.nodes = count;
    options.workDir = context.workDir + QStringLiteral("/deploy");
    LocalFleet fleet(options);
    if (!fleet.start()) {
        say(QStringLiteral("target 4: the fleet did not start: ") + fleet.errorString());
        return {};
    }
    const QString dbPath = options.workDir + QStringLiteral("/fleet.db");
    if (const QString error = writeInventory(fleet, dbPath); !error.isEmpty()) {
        say(QStringLiteral("target 4: ") + error);
        return {};
    }
    const SshKeyPair newKey =
        SshKeyPair::generate(options.workDir + QStringLiteral("/new_ed25519"), QStringLiteral("new@perf"));
    const QByteArray original = readAll(fleet.nodes().first().authorizedKeysPath);
    const QByteArray keyLine = newKey.publicKeyLine().toUtf8();

    ProcessBatch batch;
    batch.parallel = 1;
    batch.timeoutMs = 600000;
    // Fleetdeck: the CLI over the same core as the console, proving each key with a fresh login.
    double ours = 0;
    QList<ProcessBatch::Outcome> outcome =
        batch.run({{context.cli,
                    {QStringLiteral("--db"), dbPath, QStringLiteral("--known-hosts"), fleet.knownHostsPath(),
                     QStringLiteral("--host-key-policy"), QStringLiteral("strict"), QStringLiteral("--json"),
                     QStringLiteral("keys"), QStringLiteral("deploy"), QStringLiteral("--pub"),
                     newKey.publicKeyPath(), QStringLiteral("--all")}}},
                  &ours);
    QString problem = ProcessBatch::failures(outcome) ? ProcessBatch::firstError(outcome)
                                                      : checkFiles(fleet, original, keyLine);
    if (!problem.isEmpty()) {
        say(QStringLiteral("target 4: fleetdeck-cli keys deploy failed: ") + problem);
        return {};
    }
    say(QStringLiteral("  fleetdeck-cli keys deploy: %1").arg(milliseconds(ours)));

    // ssh-copy-id, one node after the other, with the same isolation as every client here. It
    // keeps temporary files under ~/.ssh: the run's own HOME.
    resetFiles(fleet, original);
    QDir().mkpath(QDir::homePath() + QStringLiteral("/.ssh"));
    QList<ProcessBatch::Command> copies;
    for (const LocalFleet::Node& node : fleet.nodes())
        copies << ProcessBatch::Command{
            QStandardPaths::findExecutable(QStringLiteral("ssh-copy-id")),
            // -f: its check for a key already there would log in with the fleet key given for
            // access and take that as the new key's presence; the files here never hold it yet.
            {QStringLiteral("-f"), QStringLiteral("-i"), newKey.publicKeyPath(), QStringLiteral("-p"),
             QString::number(node.port), QStringLiteral("-F"), QStringLiteral("/dev/null"),
             QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + fleet.knownHostsPath(),
             QStringLiteral("-o"), QStringLiteral("GlobalKnownHostsFile=/dev/null"), QStringLiteral("-o"),
             QStringLiteral("IdentityFile=") + fleet.key().privateKeyPath(), QStringLiteral("-o"),
             QStringLiteral("IdentitiesOnly=yes"), QStringLiteral("-o"), QStringLiteral("IdentityAgent=none"),
             QStringLiteral("%1@127.0.0.1").arg(fleetTarget(fleet, node).user)}};
    double copyLoop = 0;
    outcome = batch.run(copies, &copyLoop);
    problem = ProcessBatch::failures(outcome) ? ProcessBatch::firstError(outcome)
                                              : checkFiles(fleet, original, keyLine);
    if (!problem.isEmpty()) {
        say(QStringLiteral("target 4: the ssh-copy-id loop failed: ") + problem);
        copyLoop = -1;
    } else {
        say(QStringLiteral("  ssh-copy-id loop: %1").arg(milliseconds(copyLoop)));
    }

    // Ansible's authorized_key module over its own ssh (ControlPersist), kAnsibleForks at once.
    resetFiles(fleet, original);
    QStringList ansibleArgs;
    const QString ansible = ansiblePlaybook(options.workDir, fleet, newKey, &ansibleArgs);
    double ansibleMs = -1;
    if (ansible.isEmpty()) {
        say(QStringLiteral("target 4: ansible-playbook not found (Debian: apt-get install ansible)"));
    } else {
        ProcessBatch ansibleBatch = batch;
        ansibleBatch.environment.insert(QStringLiteral("ANSIBLE_HOST_KEY_CHECKING"), QStringLiteral("True"));
        ansibleBatch.environment.insert(QStringLiteral("ANSIBLE_CONFIG"),
                                        options.workDir + QStringLiteral("/ansible.cfg"));
        double wall = 0;
        outcome = ansibleBatch.run({{ansible, ansibleArgs}}, &wall);
        problem = ProcessBatch::failures(outcome) ? ProcessBatch::firstError(outcome)
                                                  : checkFiles(fleet, original, keyLine);
        if (!problem.isEmpty())
            say(QStringLiteral("target 4: ansible failed: ") + problem.left(2000));
        else
            ansibleMs = wall;
        if (ansibleMs > 0)
            say(QStringLiteral("  ansible-playbook -f %1: %2")
                    .arg(kAnsibleForks)
                    .arg(milliseconds(ansibleMs)));
    }

    const auto row = [&](const char* target, const QString& baselineName, double baseline) {
        return Row{QLatin1String(target),
                   QStringLiteral("key deployment to %1 nodes vs %2").arg(count).arg(baselineName),
                   milliseconds(ours),
                   baseline > 0 ? milliseconds(baseline) : QStringLiteral("failed"),
                   baseline > 0 ? ratioText(baseline, ours) : QStringLiteral("-"),
                   QStringLiteral("<= 10 s"),
                   ours <= 10000 && baseline > 0};
    };
    return {row("4a", QStringLiteral("Ansible authorized_key (-f %1)").arg(kAnsibleForks), ansibleMs),
            row("4b", QStringLiteral("ssh-copy-id loop"), copyLoop)};
}

} // namespace fleetdeck::perf
