// SPDX-License-Identifier: GPL-3.0-or-later
// NodeGpu: which source says what a node's GPUs are — the provider, nvidia-smi, the labels.
#include "lifecycle/NodeGpu.h"

#include <QTest>

using namespace fleetdeck;
using lifecycle::NodeGpu;

namespace {
status::SystemInfo smi(int gpus, const QString& name)
{
    status::SystemInfo info;
    info.gpusAvailable = true;
    for (int i = 0; i < gpus; ++i) {
        status::SystemInfo::Gpu g;
        g.name = name;
        info.gpus << g;
    }
    return info;
}
} // namespace

class tst_NodeGpu : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theProviderComesFirst()
    {
        Node node;
        node.labels = {{QStringLiteral("gpu"), QStringLiteral("3090")},
                       {QStringLiteral("gpus"), QStringLiteral("4")}};
        fleet::ProviderRecord record;
        record.fields = {{QStringLiteral("gpu_name"), QStringLiteral("RTX 4090")},
                         {QStringLiteral("num_gpus"), 2},
                         {QStringLiteral("machine_id"), 61001}};
        const status::SystemInfo system = smi(3, QStringLiteral("NVIDIA GeForce RTX 4080"));
        const NodeGpu gpu = NodeGpu::of(node, record, &system);
        QCOMPARE(gpu.model, QStringLiteral("RTX 4090"));
        QCOMPARE(gpu.count, 2);
        QCOMPARE(gpu.machineId, QStringLiteral("61001"));
        QCOMPARE(gpu.source, QStringLiteral("provider"));
    }

    void thenNvidiaSmi()
    {
        Node node;
        node.labels = {{QStringLiteral("gpu"), QStringLiteral("3090")},
                       {QStringLiteral("gpus"), QStringLiteral("4")}};
        const status::SystemInfo system = smi(3, QStringLiteral("NVIDIA GeForce RTX 4080"));
        const NodeGpu gpu = NodeGpu::of(node, std::nullopt, &system);
        QCOMPARE(gpu.model, QStringLiteral("NVIDIA GeForce RTX 4080"));
        QCOMPARE(gpu.count, 3);
        QCOMPARE(gpu.source, QStringLiteral("nvidia-smi"));
        QVERIFY(gpu.machineId.isEmpty());
    }

    void thenTheLabelsAndOneWhenNothingSays()
    {
        Node node;
        node.labels = {{QStringLiteral("gpu"), QStringLiteral("3090")},
                       {QStringLiteral("gpus"), QStringLiteral("4")}};
        NodeGpu gpu = NodeGpu::of(node, std::nullopt, nullptr);
        QCOMPARE(gpu.model, QStringLiteral("3090"));
        QCOMPARE(gpu.count, 4);
        QCOMPARE(gpu.source, QStringLiteral("label"));

        node.labels = {{QStringLiteral("gpus"), QStringLiteral("many")}};
        gpu = NodeGpu::of(node, std::nullopt, nullptr);
        QVERIFY(gpu.model.isEmpty());
        QCOMPARE(gpu.count, 1);
        QVERIFY(gpu.source.isEmpty());

        // A provider record without GPU fields leaves the others to say it.
        fleet::ProviderRecord bare;
        bare.fields = {{QStringLiteral("machine_id"), QStringLiteral("777")}};
        node.labels = {{QStringLiteral("gpu"), QStringLiteral("A6000")}};
        status::SystemInfo none; // nvidia-smi did not answer
        gpu = NodeGpu::of(node, bare, &none);
        QCOMPARE(gpu.machineId, QStringLiteral("777"));
        QCOMPARE(gpu.model, QStringLiteral("A6000"));
        QCOMPARE(gpu.count, 1);
    }
};

QTEST_GUILESS_MAIN(tst_NodeGpu)
#include "tst_nodegpu.moc"
