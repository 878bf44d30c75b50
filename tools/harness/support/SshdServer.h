// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "support/ChildProcess.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>

class QTemporaryDir;

namespace fleetdeck {

// A real OpenSSH server on 127.0.0.1 with its own host key, config and AuthorizedKeysFile, all in a
// directory of its own; it never reads the machine's ~/.ssh or /etc/ssh. Start it from the main thread.
class SshdServer
{
public:
    struct Options
    {
        QString workDir;            // empty: a temporary directory, removed with the server
        QString authorizedKeysPath; // empty: <workDir>/authorized_keys
        // More files sshd reads keys from, after authorizedKeysPath (e.g. a bootstrap key kept apart
        // from the file a test edits). They are not created.
        QStringList additionalAuthorizedKeysFiles;
        bool strictModes = false; // sshd's StrictModes: refuse keys in files others can write
        bool passwordAuthentication = false;
        bool permitRootLoginWithPassword = false; // PermitRootLogin yes instead of prohibit-password
        bool usePam = false;                      // PAM serves keyboard-interactive (needs root)
        QStringList extraConfigLines;             // appended to sshd_config (e.g. "MaxAuthTries 2")
        // Variables every session gets (sshd's SetEnv), e.g. PATH=<dir>:/usr/bin:/bin. HOME is the
        // work directory unless set here. Names are [A-Za-z_][A-Za-z0-9_]*; values are one line.
        QMap<QString, QString> sessionEnvironment;
        // Ports this one sshd listens on (several nodes served by one process; sshd takes at most
        // kMaxPorts). port() is the first; ports() lists them all.
        int portCount = 1;
        // Settings of one port each, in ports()' order: a non-empty entry becomes that port's
        // "Match LocalPort" block (e.g. its own AuthorizedKeysFile and SetEnv HOME=...).
        QList<QStringList> portBlocks;
        // false: sshd -r, serving each connection from a fork of the listener instead of a fresh
        // exec, which saves a process start per login (benchmarks running many nodes on one machine).
        bool reexec = true;
    };
    static constexpr int kMaxPorts = 16; // sshd's MAX_LISTEN_SOCKS

    SshdServer();
    explicit SshdServer(Options options);
    ~SshdServer();
    SshdServer(const SshdServer&) = delete;
    SshdServer& operator=(const SshdServer&) = delete;

    // Starts sshd and returns once it answers with its banner. After stop(), starts again on the same
    // port with the same host key (a node that rebooted). On failure errorString() holds sshd's log.
    bool start();
    void stop();
    bool isRunning() const;
    QString errorString() const { return m_errorString; }

    quint16 port() const { return m_port; }
    QList<quint16> ports() const { return m_ports; }
    qint64 pid() const { return m_process.pid(); }
    // The listener and every process serving a connection now (they leave its session).
    QList<qint64> processIds() const;

    QString hostKeyPublicLine() const { return m_hostKeyLine; } // "ssh-ed25519 AAAA... comment"
    QString hostKeyFingerprint() const;                         // "SHA256:..." as ssh-keygen -l prints it
    QString knownHostsLine() const;                             // "[127.0.0.1]:PORT ssh-ed25519 AAAA..."
    bool writeKnownHosts(const QString& path) const;            // overwrites path with knownHostsLine()

    QString workDir() const;
    QString configPath() const;
    QString authorizedKeysPath() const;
    // Replaces the AuthorizedKeysFile's content, one key per line; sshd reads it on every login.
    bool setAuthorizedKeys(const QStringList& lines);

    // sshd's stderr so far (LogLevel VERBOSE: "Accepted publickey", "Failed publickey", "Connection
    // closed by authenticating user", ...). sshd writes a line only after the client saw the outcome,
    // so wait for the line instead of reading once.
    QString logText() const;
    bool waitForLog(const QString& text, std::chrono::milliseconds timeout = std::chrono::seconds(5)) const;

private:
    bool prepare();
    bool writeConfig(const QList<quint16>& ports) const;
    QString setEnvLine() const;
    QString authorizedKeysFiles() const;
    enum class Attempt { Ready, PortTaken, Failed };
    Attempt attemptStart(const QList<quint16>& ports);

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_tempDir;
    QString m_workDir;
    ChildProcess m_process;
    quint16 m_port = 0;
    QList<quint16> m_ports;
    QString m_hostKeyLine;
    QString m_errorString;
};

} // namespace fleetdeck
