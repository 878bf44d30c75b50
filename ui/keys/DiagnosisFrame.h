// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "base/Diagnosis.h"

#include <QFrame>

class QLabel;

namespace fleetdeck::ui {

/// Why an audit of a node's keys failed, the way the connection check says it: the message in
/// bold, the raw detail in a box below, and what to do, on a frame in the diagnosis's colour.
/// The frame is named `auditDiagnosis`, its labels `auditDiagnosisMessage`, `…Detail`, `…Hint`.
class DiagnosisFrame : public QFrame
{
    Q_OBJECT

public:
    explicit DiagnosisFrame(QWidget* parent = nullptr);

    /// Shows `diagnosis`; `muted` is the colour of the code and stage after the hint.
    void showDiagnosis(const Diagnosis& diagnosis, const QColor& muted);

private:
    QLabel* m_message;
    QLabel* m_detail;
    QLabel* m_hint;
};

} // namespace fleetdeck::ui
