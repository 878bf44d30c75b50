// SPDX-License-Identifier: GPL-3.0-or-later
// The one way tests answer the console's questions: answers queued through Dialogs are taken once
// and in order, without a window; an answer of the wrong kind and a question nobody answered are
// refused by name; a test that forgets an answer fails (checked on a child run of this very
// program) instead of waiting for a click; and with nothing queued and no script, the real
// window runs.
#include "Dialogs.h"
#include "HostKeyDialog.h"
#include "NodeDialog.h"
#include "support/ScriptedDialogs.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace fleetdeck;
using namespace fleetdeck::ui;

namespace {

constexpr const char* ForgetfulRun = "--forgetful-run";

bool nameFree(const QString&)
{
    return false;
}

} // namespace

/// Run as a child by tst_Dialogs::aForgottenAnswerFailsTheTest(): one test function answers its
/// question, the other forgets to.
class ForgetfulTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { test::scriptDialogs(); }

    void answered()
    {
        Dialogs::setNextConfirm(true);
        QVERIFY(Dialogs::confirm(nullptr, QStringLiteral("Remove node"), QStringLiteral("Remove gpu-01?")));
    }

    void forgotten()
    {
        NodeDialog dialog(Node{}, false, nameFree, nullptr);
        QCOMPARE(Dialogs::exec(dialog), int(QDialog::Rejected));
    }
};

class tst_Dialogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { test::scriptDialogs(); }

    void queuedAnswersAreTakenOnceAndInOrder()
    {
        QStringList asked;
        Dialogs::answerNextConfirm([&asked](const QString& title, const QString& text) {
            asked << title + QStringLiteral(" / ") + text;
            return true;
        });
        Dialogs::setNextConfirm(false);
        Dialogs::setNextConfirm(true);
        QCOMPARE(Dialogs::pendingAnswers(), 3);

        QVERIFY(Dialogs::confirm(nullptr, QStringLiteral("Delete preset"), QStringLiteral("Delete “fast”?")));
        QCOMPARE(asked, QStringList{QStringLiteral("Delete preset / Delete “fast”?")});
        QVERIFY(!Dialogs::confirm(nullptr, QStringLiteral("Remove node"), QStringLiteral("Remove a?")));
        QVERIFY(Dialogs::confirm(nullptr, QStringLiteral("Remove node"), QStringLiteral("Remove b?")));
        QCOMPARE(asked.size(), 1); // the first answer ran once
        QCOMPARE(Dialogs::pendingAnswers(), 0);
        QVERIFY(Dialogs::unanswered().isEmpty());
        QVERIFY(QApplication::topLevelWidgets().isEmpty()); // no window was made for them
    }

    void aDialogIsFilledInByItsAnswer()
    {
        // The answer types into the dialog and clicks as the operator would; exec() returns what
        // the dialog made of it, and the dialog was never on screen.
        Dialogs::answerNext<NodeDialog>([](NodeDialog& d) {
            d.findChild<QLineEdit*>(QStringLiteral("nameEdit"))->setText(QStringLiteral("gpu-07"));
            d.findChild<QLineEdit*>(QStringLiteral("hostEdit"))->setText(QStringLiteral("203.0.113.7"));
            return d.isValid() ? int(QDialog::Accepted) : int(QDialog::Rejected);
        });
        Dialogs::answerNext<HostKeyDialog>([](HostKeyDialog& d) {
            d.findChild<QPushButton*>(QStringLiteral("trustButton"))->click();
            return d.result();
        });
        NodeDialog node(Node{}, false, nameFree, nullptr);
        QCOMPARE(Dialogs::exec(node), int(QDialog::Accepted));
        QCOMPARE(node.result(), int(QDialog::Accepted));
        QCOMPARE(node.node().name, QStringLiteral("gpu-07"));
        QCOMPARE(node.node().host, QStringLiteral("203.0.113.7"));
        QVERIFY(!node.isVisible());

        ssh::HostKeyInfo key;
        key.host = QStringLiteral("203.0.113.7");
        key.keyType = QStringLiteral("ssh-ed25519");
        key.fingerprint = QStringLiteral("SHA256:0Oq3dQ4vXbXuaS1yWNXl3V0g0h+QkNqv5uQ0eKX0bDk");
        HostKeyDialog hostKey(key, HostKeyDialog::Kind::Unknown, QStringLiteral("gpu-07"),
                              QStringLiteral("/nonexistent/known_hosts"), nullptr);
        QCOMPARE(Dialogs::exec(hostKey), int(QDialog::Accepted));
        QCOMPARE(hostKey.decision(), HostKeyDialog::Decision::Trust);
        QCOMPARE(Dialogs::pendingAnswers(), 0);
    }

    void fileNamesAndTextAreAnswered()
    {
        QStringList asked;
        Dialogs::setNextFileName(QStringLiteral("/srv/fleet/fleet.sqlite"));
        Dialogs::answerNextFileName(
            [&asked](const QString& caption, const QString& dir, const QString& filter) {
                asked << caption << dir << filter;
                return QStringLiteral("/srv/fleet/report.md");
            });
        Dialogs::setNextFileName(QString());
        Dialogs::answerNextText(
            [&asked](const QString& title, const QString& label, const QString& suggestion) {
                asked << title << label << suggestion;
                return std::optional<QString>(QStringLiteral("  quick winning post "));
            });
        Dialogs::setNextText(std::nullopt);

        QCOMPARE(Dialogs::openFileName(nullptr, QStringLiteral("Open database"), QString()),
                 QStringLiteral("/srv/fleet/fleet.sqlite"));
        QCOMPARE(Dialogs::saveFileName(nullptr, QStringLiteral("Export report"), QStringLiteral("/srv/fleet"),
                                       QStringLiteral("Markdown (*.md)")),
                 QStringLiteral("/srv/fleet/report.md"));
        QCOMPARE(asked, (QStringList{QStringLiteral("Export report"), QStringLiteral("/srv/fleet"),
                                     QStringLiteral("Markdown (*.md)")}));
        QVERIFY(
            Dialogs::saveFileName(nullptr, QStringLiteral("New key file"), QString()).isEmpty()); // cancel
        asked.clear();
        // Text comes back as typed; trimming is the caller's business.
        QCOMPARE(Dialogs::askText(nullptr, QStringLiteral("Save preset"), QStringLiteral("Preset name:"),
                                  QStringLiteral("fast")),
                 std::optional<QString>(QStringLiteral("  quick winning post ")));
        QCOMPARE(asked, (QStringList{QStringLiteral("Save preset"), QStringLiteral("Preset name:"),
                                     QStringLiteral("fast")}));
        QCOMPARE(Dialogs::askText(nullptr, QStringLiteral("Save preset"), QStringLiteral("Preset name:")),
                 std::optional<QString>());
        QVERIFY(Dialogs::unanswered().isEmpty());
    }

    void anUnansweredQuestionIsRefusedByName()
    {
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral(
                                               "^Dialogs: .*\"confirm: Remove node\".*no answer")));
        QVERIFY(!Dialogs::confirm(nullptr, QStringLiteral("Remove node"), QStringLiteral("Remove gpu-01?")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("\"text: Save preset\"")));
        QCOMPARE(Dialogs::askText(nullptr, QStringLiteral("Save preset"), QStringLiteral("Preset name:")),
                 std::optional<QString>());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("\"file: Key file\"")));
        QVERIFY(Dialogs::openFileName(nullptr, QStringLiteral("Key file"), QString()).isEmpty());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("NodeDialog: Add node\"")));
        NodeDialog node(Node{}, false, nameFree, nullptr);
        QCOMPARE(Dialogs::exec(node), int(QDialog::Rejected));
        QCOMPARE(node.result(), int(QDialog::Rejected));
        QCOMPARE(Dialogs::unanswered(),
                 (QStringList{QStringLiteral("confirm: Remove node"), QStringLiteral("text: Save preset"),
                              QStringLiteral("file: Key file"),
                              QStringLiteral("fleetdeck::ui::NodeDialog: Add node")}));
        Dialogs::clearAnswers();
        QVERIFY(Dialogs::unanswered().isEmpty());
    }

    void anAnswerOfTheWrongKindIsRefusedAndKept()
    {
        Dialogs::setNextFileName(QStringLiteral("/srv/fleet/nodes.csv"));
        Dialogs::answerNext<HostKeyDialog>([](HostKeyDialog& d) { return d.result(); });
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("\"confirm: Remove node\".*for a file name")));
        QVERIFY(!Dialogs::confirm(nullptr, QStringLiteral("Remove node"), QStringLiteral("Remove gpu-01?")));
        QCOMPARE(Dialogs::pendingAnswers(), 2);
        QCOMPARE(Dialogs::openFileName(nullptr, QStringLiteral("Import nodes"), QString()),
                 QStringLiteral("/srv/fleet/nodes.csv"));
        // A host-key answer does not fill in a node dialog.
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(QStringLiteral("NodeDialog: Add node\".*HostKeyDialog")));
        NodeDialog node(Node{}, false, nameFree, nullptr);
        QCOMPARE(Dialogs::exec(node), int(QDialog::Rejected));
        QCOMPARE(Dialogs::pendingAnswers(), 1);
    }

    void aForgottenAnswerFailsTheTest()
    {
        QProcess child;
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(ForgetfulRun)});
        // A modal window waiting offscreen would never finish; a refusal ends at once.
        QVERIFY2(child.waitForFinished(60000), "the child run waited for a dialog");
        const QString output = QString::fromUtf8(child.readAll());
        QCOMPARE(child.exitStatus(), QProcess::NormalExit);
        QVERIFY2(child.exitCode() == 1, qPrintable(output)); // one failed test function
        QVERIFY2(output.contains(QLatin1String("PASS   : ForgetfulTest::answered()")), qPrintable(output));
        QVERIFY2(output.contains(QLatin1String("FAIL!  : ForgetfulTest::forgotten()")), qPrintable(output));
        QVERIFY2(output.contains(QLatin1String("\"fleetdeck::ui::NodeDialog: Add node\" (no answer queued)")),
                 qPrintable(output));
    }

    void theRealWindowRunsWhenNothingIsScripted()
    {
        Dialogs::setScripted(false);
        // Plays the operator: presses Yes in the message box once it is up.
        QTimer operatorHand;
        operatorHand.setInterval(20);
        bool pressed = false;
        connect(&operatorHand, &QTimer::timeout, this, [&pressed] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box && box->windowTitle() == QLatin1String("Remove node")) {
                pressed = true;
                box->button(QMessageBox::Yes)->click();
            }
        });
        operatorHand.start();
        // Should the box never be found, this closes it and the test fails instead of hanging.
        QTimer::singleShot(20000, this, [] {
            if (QWidget* modal = QApplication::activeModalWidget())
                modal->close();
        });
        QVERIFY(Dialogs::confirm(nullptr, QStringLiteral("Remove node"), QStringLiteral("Remove gpu-01?")));
        QVERIFY(pressed);
        Dialogs::setScripted(true);
    }
};

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    if (argc > 1 && qstrcmp(argv[1], ForgetfulRun) == 0) {
        ForgetfulTest forgetful;
        return QTest::qExec(&forgetful, QStringList{QCoreApplication::applicationFilePath()});
    }
    tst_Dialogs tc;
    return QTest::qExec(&tc, argc, argv);
}

#include "tst_dialogs.moc"
