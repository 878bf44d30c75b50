// SPDX-License-Identifier: GPL-3.0-or-later
// Where the vast.ai API key comes from: VAST_API_KEY, else the keychain's vast-api-key entry.
#include "secrets/MemoryCredentialStore.h"
#include "vast/VastApiKey.h"

#include <QTest>

using namespace fleetdeck;
using namespace fleetdeck::secrets;

class tst_VastApiKey : public QObject
{
    Q_OBJECT

private:
    MemoryCredentialStore m_store;

    vast::VastApiKeyLookup find(CredentialStore* store, const QString& account)
    {
        std::optional<vast::VastApiKeyLookup> result;
        bool synchronous = true;
        vast::findVastApiKey(store, account, this, [&](const vast::VastApiKeyLookup& r) {
            result = r;
            QVERIFY(!synchronous); // always from the event loop
        });
        synchronous = false;
        [&] { QTRY_VERIFY(result.has_value()); }();
        return result.value_or(vast::VastApiKeyLookup{});
    }
    void store(const QString& account, const QString& key)
    {
        bool done = false;
        m_store.write({SecretKind::VastApiKey, account}, key, this,
                      [&](const SecretResult&) { done = true; });
        QTRY_VERIFY(done);
    }

private Q_SLOTS:
    void init() { qunsetenv(vast::VastApiKeyVariable); }
    void cleanupTestCase() { qunsetenv(vast::VastApiKeyVariable); }

    void nothingAnywhereNamesTheFix()
    {
        const vast::VastApiKeyLookup r = find(&m_store, {});
        QVERIFY(!r.ok());
        QCOMPARE(r.error->code, QStringLiteral("vast_no_api_key"));
        QVERIFY(r.error->hint.contains(QLatin1String("secrets set vast-api-key default --stdin")));
        QVERIFY(r.error->hint.contains(QLatin1String("VAST_API_KEY")));
        QVERIFY(find(nullptr, {}).error);
    }

    void theKeychainDefault()
    {
        store(QStringLiteral("default"), QStringLiteral(" key-from-keychain\n"));
        const vast::VastApiKeyLookup r = find(&m_store, {});
        QVERIFY(r.ok());
        QCOMPARE(r.key, QStringLiteral("key-from-keychain"));
        QCOMPARE(r.source, QStringLiteral("keychain: vast-api-key/default"));
    }

    void theEnvironmentWinsOverTheDefault()
    {
        store(QStringLiteral("default"), QStringLiteral("key-from-keychain"));
        qputenv(vast::VastApiKeyVariable, "key-from-env");
        const vast::VastApiKeyLookup r = find(&m_store, {});
        QCOMPARE(r.key, QStringLiteral("key-from-env"));
        QCOMPARE(r.source, QStringLiteral("VAST_API_KEY"));
        QCOMPARE(find(nullptr, {}).key, QStringLiteral("key-from-env"));
    }

    void anExplicitAccountReadsOnlyTheKeychain()
    {
        store(QStringLiteral("team"), QStringLiteral("key-of-team"));
        qputenv(vast::VastApiKeyVariable, "key-from-env");
        QCOMPARE(find(&m_store, QStringLiteral("team")).key, QStringLiteral("key-of-team"));
        const vast::VastApiKeyLookup missing = find(&m_store, QStringLiteral("other"));
        QCOMPARE(missing.error->code, QStringLiteral("vast_no_api_key"));
        QVERIFY(missing.error->hint.contains(QLatin1String("secrets set vast-api-key other")));
        QCOMPARE(find(&m_store, QStringLiteral("bad/name")).error->code, QStringLiteral("vast_no_api_key"));
    }
};

QTEST_GUILESS_MAIN(tst_VastApiKey)
#include "tst_vastapikey.moc"
