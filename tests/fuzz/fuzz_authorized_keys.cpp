// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the authorized_keys parser and its edits. Besides surviving any bytes, every
// input must keep the promises the deployment wizard relies on: the lines give back the file byte
// for byte; add() keeps every byte before the new line and makes the key present, once; remove()
// takes it out again; repair() leaves nothing to repair and loses no key.
#include "FuzzCheck.h"

#include "keys/AuthorizedKeys.h"

using fleetdeck::PublicKey;
using fleetdeck::keys::AuthorizedKeys;

namespace {
const PublicKey& newKey()
{
    static const PublicKey key = *PublicKey::parseLine(
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHoIm1tMzbSIVHmBeRFRQb61Sgihvj6kARiLbjR+FY5T fuzz@console");
    return key;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray content(reinterpret_cast<const char*>(data), qsizetype(size));
    const AuthorizedKeys file = AuthorizedKeys::parse(content);

    QByteArray rebuilt;
    for (const AuthorizedKeys::Entry& e : file.entries())
        rebuilt += e.raw + e.lineEnding;
    FUZZ_CHECK(rebuilt == content);
    (void)file.findingCodes();

    const PublicKey& key = newKey();
    const bool wasPresent = file.containsBlob(key.blob());
    const AuthorizedKeys::EditResult added = file.add(key);
    FUZZ_CHECK(added.error.isEmpty());
    FUZZ_CHECK(added.changed != wasPresent);
    const AuthorizedKeys after = AuthorizedKeys::parse(added.content);
    FUZZ_CHECK(after.containsBlob(key.blob()));
    if (added.changed) {
        // Only a missing final newline may be added before the new line; nothing else moves.
        FUZZ_CHECK(added.content.startsWith(content));
        const QByteArray tail = added.content.mid(content.size());
        FUZZ_CHECK(!tail.isEmpty());
        for (const AuthorizedKeys::Entry& e : file.entries()) {
            if (e.valid && !e.certAuthority) // a login key (a CA line is not one)
                FUZZ_CHECK(after.containsBlob(e.blob));
        }
        FUZZ_CHECK(!after.add(key).changed); // idempotent
    }

    const AuthorizedKeys::EditResult removed = after.removeBlob(key.blob());
    if (removed.error.isEmpty())
        FUZZ_CHECK(!AuthorizedKeys::parse(removed.content).containsBlob(key.blob()));

    const AuthorizedKeys::EditResult repaired = file.repair();
    if (repaired.error.isEmpty()) {
        const AuthorizedKeys fixed = AuthorizedKeys::parse(repaired.content);
        const QStringList codes = fixed.findingCodes();
        FUZZ_CHECK(!codes.contains(QLatin1String("missing_trailing_newline")) || fixed.entries().isEmpty() ||
                   repaired.content.isEmpty());
        FUZZ_CHECK(!codes.contains(QLatin1String("crlf")));
        for (const AuthorizedKeys::Entry& e : file.entries()) {
            if (e.valid && !e.certAuthority)
                FUZZ_CHECK(fixed.containsBlob(e.blob));
        }
        FUZZ_CHECK(!fixed.repair().changed);
    }
    return 0;
}
