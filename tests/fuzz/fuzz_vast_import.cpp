// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the vast.ai importer, from a page of the instances API (or a saved
// `vastai show instances --raw`) to the plan of node writes. A list is read or refused with a
// reason; every instance it holds becomes a node, an update, or a reported problem, and every node
// the plan adds passes the rules the CLI and the dialogs apply.
#include "FuzzCheck.h"

#include "base/Node.h"
#include "fleet/ProviderImport.h"
#include "vast/VastInstance.h"

#include <QDateTime>
#include <QSet>
#include <QTimeZone>

using namespace fleetdeck;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const std::optional<vast::VastInstanceList> list = vast::VastInstanceList::parse(json, &error);
    FUZZ_CHECK(list.has_value() == error.isEmpty());
    if (!list)
        return 0;

    for (const QJsonObject& object : list->instances) {
        QString why;
        const std::optional<vast::VastInstance> instance = vast::VastInstance::fromJson(object, &why);
        FUZZ_CHECK(instance.has_value() == why.isEmpty());
        if (instance) {
            const QString name = vast::VastInstance::nameFromLabel(instance->label);
            FUZZ_CHECK(name.isEmpty() || NodeRules::checkName(name).isEmpty());
        }
    }

    const QList<fleet::ProviderInstance> instances = vast::VastInstance::toProviderInstances(list->instances);
    FUZZ_CHECK(instances.size() == list->instances.size());
    const fleet::ImportPlan plan = planProviderImport(vast::VastInstance::Provider, {}, {}, instances,
                                                      QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC));
    QSet<QString> names;
    for (const fleet::ImportPlan::Step& step : plan.steps) {
        if (step.kind != fleet::ImportPlan::Step::Kind::Add)
            continue;
        FUZZ_CHECK(NodeRules::validate(step.node).isEmpty()); // what is stored passes the rules
        FUZZ_CHECK(!names.contains(step.node.name));          // two instances never share a node
        names.insert(step.node.name);
    }
    return 0;
}
