// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fleetdeck::lifecycle {

/// A GPU model as the provider, nvidia-smi and an operator's label write it, reduced to one key
/// so that "NVIDIA GeForce RTX 4090", "RTX 4090", "rtx_4090" and a label `gpu=4090` compare equal.
struct GpuModel
{
    /// Lower case letters and digits only, without the vendor's and product line's words
    /// ("nvidia", "geforce") and without a count suffix (" ×2", " x2"): "rtx4090", "h100sxm".
    static QString key(const QString& model);
    /// Whether two spellings name the same model. A bare number (a label such as `gpu=4090`)
    /// matches a model whose key ends with it after its letters ("rtx4090", not "rtx14090").
    static bool same(const QString& a, const QString& b);
    /// The count a summary carries ("RTX 4090 ×2" → 2); 0 when it says none.
    static int countIn(const QString& summary);
};

} // namespace fleetdeck::lifecycle
