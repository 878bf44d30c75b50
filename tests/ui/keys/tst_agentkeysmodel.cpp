// SPDX-License-Identifier: GPL-3.0-or-later
// The ssh-agent's keys as the key page lists them (AgentKeysModel): a real key made by ssh-keygen
// is offered with its type, fingerprint and comment; a blob that is no public key is listed but
// cannot be picked, and says why.
#include "keys/AgentKeysModel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

class tst_AgentKeysModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsKeysAndDisablesWhatCannotBeDeployed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("held"));
        QProcess keygen;
        keygen.start(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                      QStringLiteral("-N"), QString(), QStringLiteral("-C"), QStringLiteral("held@agent"),
                      QStringLiteral("-f"), path});
        QVERIFY(keygen.waitForFinished(20000) && keygen.exitCode() == 0);
        QFile pub(path + QStringLiteral(".pub"));
        QVERIFY(pub.open(QIODevice::ReadOnly));
        const QList<QByteArray> fields = pub.readAll().trimmed().split(' ');
        QProcess list;
        list.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), pub.fileName()});
        QVERIFY(list.waitForFinished(10000) && list.exitCode() == 0);
        const QString fingerprint =
            QString::fromUtf8(list.readAllStandardOutput()).split(QLatin1Char(' ')).value(1);

        AgentKey held;
        held.type = QString::fromLatin1(fields.value(0));
        held.blob = QByteArray::fromBase64(fields.value(1));
        held.comment = QStringLiteral("held@agent");
        held.fingerprint = fingerprint;
        AgentKey broken = held;
        broken.blob = held.blob.left(held.blob.size() - 5); // the key's bytes cut short
        broken.comment = QStringLiteral("broken");

        AgentKeysModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setKeys({held, broken});
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), 2);

        const QModelIndex first = model.index(0);
        QCOMPARE(first.data().toString(), QStringLiteral("ssh-ed25519   %1   held@agent").arg(fingerprint));
        QVERIFY(model.flags(first) & Qt::ItemIsEnabled);
        QVERIFY(!first.data(Qt::ToolTipRole).isValid());
        QCOMPARE(first.data(AgentKeysModel::KeyRole).value<AgentKey>(), held);

        const QModelIndex second = model.index(1);
        QCOMPARE(second.data().toString(), QStringLiteral("ssh-ed25519   %1   broken").arg(fingerprint));
        QVERIFY(!(model.flags(second) & Qt::ItemIsEnabled));
        const QString why = second.data(Qt::ToolTipRole).toString();
        QVERIFY2(why.startsWith(QLatin1String("Cannot be deployed: ")) && why.size() > 20, qPrintable(why));

        model.setKeys({});
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(tst_AgentKeysModel)
#include "tst_agentkeysmodel.moc"
