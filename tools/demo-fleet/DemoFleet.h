// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DemoNode.h"

#include "support/FakeVastServer.h"
#include "support/SimulatedVastCloud.h"
#include "support/SshKeyPair.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrl>

#include <memory>
#include <vector>

namespace fleetdeck::demo {

// The six local nodes of the demo, their known_hosts file, and the database that lists them.
class DemoFleet
{
public:
    // directory must exist; the fleet writes fleet.sqlite, known_hosts and nodes/ into it.
    explicit DemoFleet(QString directory);
    ~DemoFleet();

    static std::vector<DemoNode::Spec> situations();
    // The pace of every node's simulated cuzk-bench: the default benchmark (18 porep proofs,
    // about 22 simulated minutes) takes about 14 s.
    static constexpr double kBenchTimeScale = 100;

    // Removes what an earlier demo left in the directory, so that a re-run starts clean.
    void removePreviousRun() const;

    // Starts the nodes one by one; stops early (false) once interrupted() turns true.
    bool start(const QString& simulatorPath, bool (*interrupted)());
    bool writeKnownHosts();
    // Runs "fleetdeck-cli --db DB node add ..." for every node; the vast.ai nodes are imported
    // from the demo's stand-in of the vast.ai API first ("node import --vast-json"), then edited.
    bool registerNodes(const QString& cliPath, const QString& user);
    // A local server speaking vast.ai's API, listing the vast.ai nodes (started by start()); the
    // console refreshes its provider data from it and attaches deployed keys through it.
    QUrl vastUrl() const { return m_vast.baseUrl(); }
    QString vastUrlPath() const { return m_directory + QStringLiteral("/vast-url"); }
    static constexpr const char* kVastApiKey = "demo0000demo0000demo0000demo0000";
    QString errorString() const { return m_errorString; }

    QString databasePath() const { return m_directory + QStringLiteral("/fleet.sqlite"); }
    QString knownHostsPath() const { return m_directory + QStringLiteral("/known_hosts"); }
    const std::vector<std::unique_ptr<DemoNode>>& nodes() const { return m_nodes; }

    // For the operator: where things are and which node shows what.
    /// What runs where and what to try, with `store` (default the file) in the commands.
    QString summary(const QString& cliPath, const QString& store = {}) const;

private:
    QString m_directory;
    std::vector<std::unique_ptr<DemoNode>> m_nodes;
    QString m_errorString;
    FakeVastServer m_vast;
    // Rents for real: an offer rented from the stand-in becomes a machine on loopback.
    std::unique_ptr<SimulatedVastCloud> m_cloud;
    SshKeyPair m_rentIdentity;

    QList<QJsonObject> vastInstances() const;
    static QList<QJsonObject> vastOffers();
    bool runCli(const QString& cliPath, const QStringList& arguments);
};

} // namespace fleetdeck::demo
