// SPDX-License-Identifier: GPL-3.0-or-later
// GpuModel: the spellings of one GPU model by vast.ai, nvidia-smi and an operator's label.
#include "lifecycle/GpuModel.h"

#include <QTest>

using fleetdeck::lifecycle::GpuModel;

class tst_GpuModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keys_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("key");
        QTest::newRow("vast") << "RTX 4090"
                              << "rtx4090";
        QTest::newRow("nvidia-smi") << "NVIDIA GeForce RTX 4090"
                                    << "rtx4090";
        QTest::newRow("summary with count") << "RTX 4090 \u00d72"
                                            << "rtx4090";
        QTest::newRow("x count") << "H100 SXM x8"
                                 << "h100sxm";
        QTest::newRow("datacenter") << "NVIDIA H100 80GB HBM3"
                                    << "h10080gbhbm3";
        QTest::newRow("not a count") << "GTX 980"
                                     << "gtx980";
        QTest::newRow("label") << "4090"
                               << "4090";
        QTest::newRow("empty") << ""
                               << "";
    }
    void keys()
    {
        QFETCH(QString, model);
        QFETCH(QString, key);
        QCOMPARE(GpuModel::key(model), key);
    }

    void same_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("vast vs smi") << "RTX 4090"
                                     << "NVIDIA GeForce RTX 4090" << true;
        QTest::newRow("label number") << "4090"
                                      << "RTX 4090" << true;
        QTest::newRow("label number reversed") << "RTX 4090"
                                               << "4090" << true;
        QTest::newRow("number inside another") << "4090"
                                               << "RTX 14090" << false;
        QTest::newRow("other model") << "RTX 3090"
                                     << "RTX 4090" << false;
        QTest::newRow("ti is another model") << "RTX 4070 Ti"
                                             << "RTX 4070" << false;
        QTest::newRow("empty never matches") << ""
                                             << "" << false;
        QTest::newRow("case and underscores") << "rtx_a6000"
                                              << "RTX A6000" << true;
    }
    void same()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        QCOMPARE(GpuModel::same(a, b), same);
    }

    void counts()
    {
        QCOMPARE(GpuModel::countIn(QStringLiteral("RTX 4090 \u00d72")), 2);
        QCOMPARE(GpuModel::countIn(QStringLiteral("H100 SXM x8")), 8);
        QCOMPARE(GpuModel::countIn(QStringLiteral("RTX 4090")), 0);
        QCOMPARE(GpuModel::countIn(QStringLiteral("GTX 980")), 0);
    }
};

QTEST_GUILESS_MAIN(tst_GpuModel)
#include "tst_gpumodel.moc"
