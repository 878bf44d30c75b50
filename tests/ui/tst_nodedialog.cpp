// SPDX-License-Identifier: GPL-3.0-or-later
#include "NodeDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {
void setField(NodeDialog& d, const char* field, const QString& text)
{
    auto* edit = d.findChild<QLineEdit*>(QString::fromLatin1(field) + QStringLiteral("Edit"));
    QVERIFY(edit);
    edit->selectAll();
    QTest::keyClicks(edit, text.isEmpty() ? QString() : text);
    if (text.isEmpty())
        edit->clear();
}

QPushButton* okButton(NodeDialog& d)
{
    return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}
} // namespace

class tst_NodeDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void messagesAppearBesideTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("port 0") << "port"
                                << "0"
                                << "between 1 and 65535";
        QTest::newRow("port 70000") << "port"
                                    << "70000"
                                    << "between 1 and 65535";
        QTest::newRow("port text") << "port"
                                   << "ssh"
                                   << "between 1 and 65535";
        QTest::newRow("bad host") << "host"
                                  << "bad host"
                                  << "invalid host";
        QTest::newRow("bad name") << "name"
                                  << "gpu 01"
                                  << "invalid node name";
        QTest::newRow("taken name") << "name"
                                    << "gpu-02"
                                    << "already exists";
        QTest::newRow("bad label") << "label"
                                   << "gpu"
                                   << "KEY=VALUE";
        QTest::newRow("status port") << "status_port"
                                     << "99999"
                                     << "between 1 and 65535";
        QTest::newRow("status path") << "status_path"
                                     << "status"
                                     << "must start with /";
    }
    void messagesAppearBesideTheField()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, message);
        NodeDialog d(Node{}, false, [](const QString& n) { return n == QLatin1String("gpu-02"); });
        d.show();
        setField(d, "name", QStringLiteral("gpu-01"));
        setField(d, "host", QStringLiteral("203.0.113.7"));
        QVERIFY(okButton(d)->isEnabled());
        QVERIFY(d.fieldError(field).isEmpty());

        setField(d, field.toLatin1().constData(), text);
        QVERIFY2(d.fieldError(field).contains(message), qPrintable(d.fieldError(field)));
        QVERIFY(!okButton(d)->isEnabled());
        auto* label = d.findChild<QLabel*>(field + QStringLiteral("Error"));
        QVERIFY(label && label->isVisible());
    }

    void emptyFormIsQuietButNotAcceptable()
    {
        NodeDialog d(Node{}, false, {});
        d.show();
        QVERIFY(!okButton(d)->isEnabled());
        QVERIFY(d.fieldError(QStringLiteral("name")).isEmpty()); // untouched fields do not shout
    }

    void producesTheEnteredNode()
    {
        Node original;
        original.name = QStringLiteral("gpu-01");
        original.host = QStringLiteral("203.0.113.7");
        original.provider = QStringLiteral("vast");
        NodeDialog d(original, true, {});
        setField(d, "port", QStringLiteral("2222"));
        setField(d, "label", QStringLiteral("gpu=4090, region=fra"));
        setField(d, "identity", QStringLiteral("/keys/id"));
        QVERIFY(d.isValid());
        const Node n = d.node();
        QCOMPARE(n.port, 2222);
        QCOMPARE(n.labels.value(QStringLiteral("region")), QStringLiteral("fra"));
        QCOMPARE(n.identity.value_or(QString()), QStringLiteral("/keys/id"));
        QCOMPARE(n.provider, QStringLiteral("vast")); // fields the dialog does not show are kept
        QVERIFY(!n.statusCommand);
    }
};

QTEST_MAIN(tst_NodeDialog)
#include "tst_nodedialog.moc"
