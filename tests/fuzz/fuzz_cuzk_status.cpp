// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the cuzk status document as a node's endpoint sends it (contracts/cuzk-status.md).
// Any body is either a status or an error that says why; never a crash, never both.
#include "FuzzCheck.h"

#include "status/CuzkStatus.h"

using fleetdeck::CuzkStatus;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const std::optional<CuzkStatus> status = CuzkStatus::parse(body, &error);
    FUZZ_CHECK(status.has_value() == error.isEmpty());
    if (status) {
        const auto summary = status->summary();
        (void)summary;
        FUZZ_CHECK(status->synthesisActive <= 0xffffffffu);
    }
    return 0;
}
