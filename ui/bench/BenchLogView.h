// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/BenchLog.h"

#include <QList>
#include <QPlainTextEdit>

namespace fleetdeck::ui {

/// A run's log: every line the command wrote, stderr in red, the runner's own notes muted and in
/// italics. Read-only. Follows the end as lines arrive, unless the operator scrolled up to read.
class BenchLogView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit BenchLogView(QWidget* parent = nullptr);

    void setLines(const QList<bench::BenchLogLine>& lines);
    void appendLines(const QList<bench::BenchLogLine>& lines);
    int lineCount() const { return m_lines; }
    /// Whether the view stays at the end as lines arrive (it does until the operator scrolls up).
    bool followsEnd() const;

private:
    int m_lines = 0;
};

} // namespace fleetdeck::ui
