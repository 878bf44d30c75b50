// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/DeploymentLog.h"

#include "Tr.h"
#include "storage/Database.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace fleetdeck::keys {

using namespace Qt::Literals::StringLiterals;

namespace {
// The words of the deployment contract. Checked here rather than by the schema, so that a new
// word costs a release, not a table rebuild.
const QStringList Actions{u"deploy"_s, u"remove"_s, u"repair"_s};
const QStringList PlatformResults{u"attached"_s, u"detached"_s, u"not_attached"_s, u"failed"_s, u"skipped"_s};
const QStringList Results{u"unchanged"_s, u"added"_s,  u"added_unverified"_s, u"repaired"_s,
                          u"removed"_s,   u"failed"_s, u"rolled_back"_s,      u"refused"_s};

const QString Columns = u"id, node_name, at, action, key_fingerprint, key_comment, result, remote_path, "
                        u"before_sha256, after_sha256, findings, diagnosis_code, diagnosis_detail, platform, "
                        u"platform_result, platform_detail, operator"_s;

// Optional text is NULL when empty, so that "not known" reads the same on every backend.
QVariant orNull(const QString& text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

DeploymentRecord fromRow(const QSqlQuery& q)
{
    DeploymentRecord r;
    r.id = q.value(0).toLongLong();
    r.node = q.value(1).toString();
    r.at = QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong(), Qt::UTC);
    r.action = q.value(3).toString();
    r.keyFingerprint = q.value(4).toString();
    r.keyComment = q.value(5).toString();
    r.result = q.value(6).toString();
    r.remotePath = q.value(7).toString();
    r.beforeSha256 = q.value(8).toString();
    r.afterSha256 = q.value(9).toString();
    const QString findings = q.value(10).toString();
    if (!findings.isEmpty())
        r.findings = findings.split(u',');
    r.diagnosisCode = q.value(11).toString();
    r.diagnosisDetail = q.value(12).toString();
    r.platform = q.value(13).toString();
    r.platformResult = q.value(14).toString();
    r.platformDetail = q.value(15).toString();
    r.operatorName = q.value(16).toString();
    return r;
}
} // namespace

DeploymentLog::DeploymentLog(storage::Database& db)
    : m_db(db)
{}

QString DeploymentLog::checkRecord(const DeploymentRecord& r) const
{
    if (r.node.isEmpty())
        return Tr::tr("a key deployment record names no node");
    if (r.keyFingerprint.isEmpty())
        return Tr::tr("the key deployment record of node '%1' has no key fingerprint").arg(r.node);
    if (!Actions.contains(r.action))
        return Tr::tr("the key deployment record of node '%1' has an unknown action '%2'")
            .arg(r.node, r.action);
    if (!Results.contains(r.result))
        return Tr::tr("the key deployment record of node '%1' has an unknown result '%2'")
            .arg(r.node, r.result);
    if (r.platform.isEmpty() != r.platformResult.isEmpty() ||
        (!r.platformResult.isEmpty() && !PlatformResults.contains(r.platformResult)))
        return Tr::tr("the key deployment record of node '%1' has an invalid platform result '%2'")
            .arg(r.node, r.platformResult);
    for (const QString& code : r.findings) {
        if (code.isEmpty() || code.contains(u','))
            return Tr::tr("the key deployment record of node '%1' has an invalid finding code '%2'")
                .arg(r.node, code);
    }
    return {};
}

bool DeploymentLog::insert(const DeploymentRecord& r)
{
    QSqlQuery q(m_db.connection());
    // The link to the inventory is looked up in the same statement, so it cannot go stale in
    // between.
    q.prepare(
        u"INSERT INTO key_deployments (node_id, node_name, at, action, key_fingerprint, key_comment, "
        u"result, remote_path, before_sha256, after_sha256, findings, diagnosis_code, diagnosis_detail, "
        u"platform, platform_result, platform_detail, operator) "
        u"VALUES ((SELECT id FROM nodes WHERE name = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const QDateTime at = r.at.isValid() ? r.at : QDateTime::currentDateTimeUtc();
    q.addBindValue(r.node);
    q.addBindValue(r.node);
    q.addBindValue(at.toMSecsSinceEpoch());
    q.addBindValue(r.action);
    q.addBindValue(r.keyFingerprint);
    q.addBindValue(orNull(r.keyComment));
    q.addBindValue(r.result);
    q.addBindValue(orNull(r.remotePath));
    q.addBindValue(orNull(r.beforeSha256));
    q.addBindValue(orNull(r.afterSha256));
    q.addBindValue(orNull(r.findings.join(u',')));
    q.addBindValue(orNull(r.diagnosisCode));
    q.addBindValue(orNull(r.diagnosisDetail));
    q.addBindValue(orNull(r.platform));
    q.addBindValue(orNull(r.platformResult));
    q.addBindValue(orNull(r.platformDetail));
    q.addBindValue(orNull(r.operatorName.isEmpty() ? m_db.operatorName() : r.operatorName));
    if (q.exec()) {
        m_db.notifyChange(u"key_deployments"_s);
        return true;
    }
    m_error = Tr::tr("cannot record the key deployment on node '%1': %2").arg(r.node, q.lastError().text());
    return false;
}

bool DeploymentLog::record(const DeploymentRecord& record)
{
    m_error = checkRecord(record);
    return m_error.isEmpty() && insert(record);
}

bool DeploymentLog::recordAll(const QList<DeploymentRecord>& records)
{
    m_error.clear();
    for (const DeploymentRecord& r : records) {
        m_error = checkRecord(r);
        if (!m_error.isEmpty())
            return false;
    }
    if (records.isEmpty())
        return true;

    QSqlDatabase& db = m_db.connection();
    if (!m_db.beginWrite()) {
        m_error = Tr::tr("cannot record key deployments: %1").arg(m_db.error());
        return false;
    }
    for (const DeploymentRecord& r : records) {
        if (!insert(r)) {
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        m_error = Tr::tr("cannot record key deployments: %1").arg(db.lastError().text());
        db.rollback();
        return false;
    }
    return true;
}

QList<DeploymentRecord> DeploymentLog::forNode(const QString& node, int limit) const
{
    m_error.clear();
    if (limit <= 0)
        return {};
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    // Through the link: the node's whole history, under whatever names it had. By name: what a
    // removed node of that name left behind.
    q.prepare(u"SELECT "_s + Columns +
              u" FROM key_deployments WHERE node_id = (SELECT id FROM nodes WHERE name = ?) "
              u"OR (node_id IS NULL AND node_name = ?) ORDER BY at DESC, id DESC LIMIT ?"_s);
    q.addBindValue(node);
    q.addBindValue(node);
    q.addBindValue(limit);
    QList<DeploymentRecord> records;
    if (!q.exec()) {
        m_error = Tr::tr("cannot read the key deployments of node '%1': %2").arg(node, q.lastError().text());
        return records;
    }
    while (q.next())
        records.append(fromRow(q));
    return records;
}

QList<DeploymentRecord> DeploymentLog::platformAttachments(const QString& node) const
{
    QList<DeploymentRecord> attached;
    QStringList seen;
    for (const DeploymentRecord& r : forNode(node, 1000)) {
        if (r.platformResult != QLatin1String("attached") || seen.contains(r.keyFingerprint))
            continue;
        seen << r.keyFingerprint;
        attached << r;
    }
    return attached;
}

QList<DeploymentRecord> DeploymentLog::recent(int limit) const
{
    m_error.clear();
    if (limit <= 0)
        return {};
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(u"SELECT "_s + Columns + u" FROM key_deployments ORDER BY at DESC, id DESC LIMIT ?"_s);
    q.addBindValue(limit);
    QList<DeploymentRecord> records;
    if (!q.exec()) {
        m_error = Tr::tr("cannot read the key deployments: %1").arg(q.lastError().text());
        return records;
    }
    while (q.next())
        records.append(fromRow(q));
    return records;
}

} // namespace fleetdeck::keys
