// SPDX-License-Identifier: GPL-3.0-or-later
// RowChange: the who and when that a refused edit of a versioned row is told.
#include "storage/RowChange.h"

#include <QTest>

using namespace fleetdeck;

class tst_RowChange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void whoAndWhen()
    {
        const QDateTime at = QDateTime(QDate(2026, 12, 3), QTime(14, 5, 9, 250), Qt::UTC);
        const storage::RowChange c = storage::RowChange::of(QStringLiteral("alice@ops-1"), at);
        QCOMPARE(c.who, QStringLiteral("alice@ops-1"));
        // Local time, to the second.
        QCOMPARE(c.when, at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
        QCOMPARE(c.when.size(), 19);
    }

    void aRowThatDoesNotSay()
    {
        const storage::RowChange c = storage::RowChange::of(QString(), QDateTime());
        QCOMPARE(c.who, QStringLiteral("someone"));
        QCOMPARE(c.when, QStringLiteral("an unknown time"));
    }
};

QTEST_GUILESS_MAIN(tst_RowChange)
#include "tst_rowchange.moc"
