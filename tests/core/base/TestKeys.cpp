// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestKeys.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QtEndian>

QByteArray TestKeys::wireString(const QByteArray& bytes)
{
    QByteArray length(4, '\0');
    qToBigEndian<quint32>(quint32(bytes.size()), length.data());
    return length + bytes;
}

bool TestKeys::run(const QStringList& args, QByteArray* out)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir.path()); // never near the real ~/.ssh
    p.setProcessEnvironment(env);
    p.start(m_keygen, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        m_error = QStringLiteral("ssh-keygen %1 failed: %2")
                      .arg(args.join(QLatin1Char(' ')), QString::fromLocal8Bit(p.readAllStandardError()));
        return false;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return true;
}

bool TestKeys::addPub(const QString& pubPath)
{
    QFile file(pubPath);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("cannot read %1").arg(pubPath);
        return false;
    }
    Key key;
    key.line = file.readAll().trimmed();
    const QList<QByteArray> fields = key.line.split(' ');
    key.type = fields.value(0);
    key.base64 = fields.value(1);
    key.blob = QByteArray::fromBase64(key.base64);
    QByteArray listing;
    if (!run({QStringLiteral("-lf"), pubPath}, &listing))
        return false;
    key.keygenFingerprint = QString::fromLatin1(listing.split(' ').value(1));
    m_keys << key;
    return true;
}

TestKeys::TestKeys()
{
    m_keygen = QStandardPaths::findExecutable(QStringLiteral("ssh-keygen"));
    if (m_keygen.isEmpty()) {
        m_error = QStringLiteral("ssh-keygen is not installed");
        return;
    }
    const QString dir = m_dir.path() + QLatin1Char('/');
    const QList<QStringList> specs = {
        {QStringLiteral("ed25519"), QStringLiteral("ed25519")},
        {QStringLiteral("ecdsa256"), QStringLiteral("ecdsa"), QStringLiteral("-b"), QStringLiteral("256")},
        {QStringLiteral("ecdsa384"), QStringLiteral("ecdsa"), QStringLiteral("-b"), QStringLiteral("384")},
        {QStringLiteral("ecdsa521"), QStringLiteral("ecdsa"), QStringLiteral("-b"), QStringLiteral("521")},
        {QStringLiteral("rsa"), QStringLiteral("rsa"), QStringLiteral("-b"), QStringLiteral("2048")},
        {QStringLiteral("dsa"), QStringLiteral("dsa")},
        {QStringLiteral("ca"), QStringLiteral("ed25519")},
    };
    QStringList pubs;
    for (const QStringList& spec : specs) {
        QStringList args = {QStringLiteral("-q"),
                            QStringLiteral("-N"),
                            QString(),
                            QStringLiteral("-C"),
                            spec.at(0) + QStringLiteral("@test"),
                            QStringLiteral("-f"),
                            dir + spec.at(0),
                            QStringLiteral("-t")};
        args << spec.mid(1);
        if (!run(args))
            return;
        if (spec.at(0) != QLatin1String("ca"))
            pubs << dir + spec.at(0) + QStringLiteral(".pub");
    }
    for (const QString& pub : std::as_const(pubs)) {
        if (!addPub(pub))
            return;
    }

    // Security-key public keys need a token to generate, but their public form is just fields:
    // sk-ssh-ed25519: type, 32-byte key, application; sk-ecdsa: type, curve, point, application.
    QByteArray ed25519Key(32, '\0');
    for (char& c : ed25519Key)
        c = char(QRandomGenerator::global()->bounded(256));
    const QByteArray skEd =
        wireString("sk-ssh-ed25519@openssh.com") + wireString(ed25519Key) + wireString("ssh:");
    // Reuse a real P-256 point so that ssh-keygen, which checks the point, will certify it.
    const QByteArray ecBlob = key("ecdsa-sha2-nistp256").blob;
    const QByteArray point = ecBlob.mid(4 + 19 + 4 + 8 + 4);
    const QByteArray skEc = wireString("sk-ecdsa-sha2-nistp256@openssh.com") + wireString("nistp256") +
                            wireString(point) + wireString("ssh:");
    for (const auto& [name, blob] :
         {std::pair{QStringLiteral("sked"), skEd}, std::pair{QStringLiteral("skec"), skEc}}) {
        QFile file(dir + name + QStringLiteral(".pub"));
        const QByteArray type = blob.mid(4, qFromBigEndian<quint32>(blob.constData()));
        if (!file.open(QIODevice::WriteOnly) ||
            file.write(type + ' ' + blob.toBase64() + ' ' + name.toLatin1() + "@test\n") < 0) {
            m_error = QStringLiteral("cannot write %1").arg(file.fileName());
            return;
        }
        file.close();
        pubs << file.fileName();
        if (!addPub(file.fileName()))
            return;
    }

    // A certificate of every key, signed by the CA.
    for (const QString& pub : std::as_const(pubs)) {
        if (!run({QStringLiteral("-q"), QStringLiteral("-s"), dir + QStringLiteral("ca"),
                  QStringLiteral("-I"), QStringLiteral("test-id"), QStringLiteral("-n"),
                  QStringLiteral("root"), pub}))
            return;
        QString cert = pub;
        cert.replace(QStringLiteral(".pub"), QStringLiteral("-cert.pub"));
        if (!addPub(cert))
            return;
    }
}

TestKeys::Key TestKeys::key(const QByteArray& type) const
{
    for (const Key& k : m_keys) {
        if (k.type == type)
            return k;
    }
    return {};
}
