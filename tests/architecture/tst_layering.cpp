// SPDX-License-Identifier: GPL-3.0-or-later
// The layering of docs/design.md is enforced by what each target links: core (and so the CLI, which
// links only core) must never pull in Qt Gui or Widgets.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {
QByteArray run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}
} // namespace

class tst_Layering : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cliNeedsNoGuiLibraries()
    {
        const QByteArray dynamic =
            run(QStringLiteral("readelf"), {QStringLiteral("-d"), QStringLiteral(FLEETDECK_CLI_PATH)});
        QVERIFY2(dynamic.contains("libQt6Core"), dynamic.constData()); // the check itself works
        QVERIFY2(dynamic.contains("libQt6Sql"), dynamic.constData());
        QVERIFY2(!dynamic.contains("libQt6Gui"), dynamic.constData());
        QVERIFY2(!dynamic.contains("libQt6Widgets"), dynamic.constData());
    }

    void coreLinkLineHasNoGui()
    {
        QFile ninja(QStringLiteral(FLEETDECK_BUILD_NINJA));
        if (!ninja.open(QIODevice::ReadOnly))
            QSKIP("not built with Ninja: build.ninja not found");
        const QString text = QString::fromUtf8(ninja.readAll());
        // The CLI links only fleetdeck_core, so its link line is core's link line.
        const QRegularExpression block(
            QStringLiteral("build app/fleetdeck-cli: CXX_EXECUTABLE_LINKER[^\\n]*\\n"
                           "((?:  [^\\n]*\\n)+)"));
        const QRegularExpressionMatch m = block.match(text);
        QVERIFY2(m.hasMatch(), "link rule for fleetdeck-cli not found in build.ninja");
        const QString linkLine = m.captured(1);
        QVERIFY2(linkLine.contains(QLatin1String("libfleetdeck_core.a")), qPrintable(linkLine));
        QVERIFY2(linkLine.contains(QLatin1String("libssh")), qPrintable(linkLine));
        QVERIFY2(linkLine.contains(QLatin1String("qt6keychain"), Qt::CaseInsensitive), qPrintable(linkLine));
        QVERIFY2(!linkLine.contains(QLatin1String("Qt6Gui")), qPrintable(linkLine));
        QVERIFY2(!linkLine.contains(QLatin1String("Qt6Widgets")), qPrintable(linkLine));
    }

    void coreObjectsUseNoGuiSymbols()
    {
        const QByteArray undefined = run(QStringLiteral("nm"), {QStringLiteral("-C"), QStringLiteral("-u"),
                                                                QStringLiteral(FLEETDECK_CORE_LIB_PATH)});
        QVERIFY2(undefined.contains("QSqlQuery"), "nm output looks wrong");
        static const QRegularExpression gui(
            QStringLiteral("\\b(QWidget|QGuiApplication|QApplication|QIcon|QPixmap|"
                           "QColor|QMessageBox|QFont)\\b"));
        const QRegularExpressionMatch m = gui.match(QString::fromUtf8(undefined));
        QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0)));
    }
};

QTEST_GUILESS_MAIN(tst_Layering)
#include "tst_layering.moc"
