// SPDX-License-Identifier: GPL-3.0-or-later
#include "logs/LogView.h"

#include "Dialogs.h"
#include "UiTr.h"
#include "models/LogLinesModel.h"
#include "session/FleetLogs.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QShortcut>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextLayout>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace fleetdeck::ui {

using models::LogLinesModel;

namespace {

/// Colours a line by its level, marks stderr and Fleetdeck's own notes, and highlights the
/// search's matches in the text.
class LogLineDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void setPattern(const QRegularExpression& re) { m_re = re; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const int level = index.data(LogLinesModel::LevelRole).toInt();
        const bool note = index.data(LogLinesModel::NoteRole).toBool();
        const bool isStderr = index.data(LogLinesModel::StderrRole).toBool();
        QColor colour = opt.palette.color(QPalette::Text);
        if (note) {
            opt.font.setItalic(true);
            colour = QColor(0x1f, 0x5f, 0xa8);
        } else if (level == int(logs::LogLevel::Error)) {
            colour = QColor(0xb0, 0x1e, 0x1e);
        } else if (level == int(logs::LogLevel::Warn)) {
            colour = QColor(0x9a, 0x5b, 0x00);
        } else if (level >= int(logs::LogLevel::Debug)) {
            colour = opt.palette.color(QPalette::PlaceholderText);
        }
        if (index.data(LogLinesModel::MarkedRole).toBool())
            opt.font.setItalic(true);
        opt.palette.setColor(QPalette::Text, colour);
        if (!(opt.state & QStyle::State_Selected))
            opt.palette.setColor(QPalette::HighlightedText, colour);

        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        if (index.column() != LogLinesModel::TextColumn) {
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
            return;
        }
        const QString text = opt.text;
        opt.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        QRect rect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
        if (isStderr) // a bar before stderr lines
            painter->fillRect(QRect(rect.left(), rect.top() + 1, 3, rect.height() - 2),
                              QColor(0xc0, 0x39, 0x2b));
        rect.adjust(6, 0, 0, 0);
        QList<QTextLayout::FormatRange> formats;
        if (!m_re.pattern().isEmpty()) {
            auto it = m_re.globalMatch(text);
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                if (m.capturedLength() == 0)
                    break;
                QTextLayout::FormatRange range;
                range.start = int(m.capturedStart());
                range.length = int(m.capturedLength());
                range.format.setBackground(QColor(0xff, 0xd8, 0x4d));
                range.format.setForeground(QColor(Qt::black));
                formats << range;
            }
        }
        QTextLayout layout(text, opt.font);
        layout.setFormats(formats);
        QTextOption textOption;
        textOption.setWrapMode(opt.features & QStyleOptionViewItem::WrapText
                                   ? QTextOption::WrapAtWordBoundaryOrAnywhere
                                   : QTextOption::NoWrap);
        layout.setTextOption(textOption);
        layout.beginLayout();
        qreal y = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(opt.features & QStyleOptionViewItem::WrapText ? rect.width() : 1e6);
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        layout.endLayout();
        painter->save();
        painter->setClipRect(rect);
        painter->setPen(opt.state & QStyle::State_Selected ? opt.palette.color(QPalette::HighlightedText)
                                                           : colour);
        const qreal top =
            opt.features & QStyleOptionViewItem::WrapText ? rect.top() : rect.top() + (rect.height() - y) / 2;
        layout.draw(painter, QPointF(rect.left(), top));
        painter->restore();
    }

private:
    QRegularExpression m_re;
};

} // namespace

LogView::LogView(QWidget* parent)
    : QWidget(parent)
    , m_model(new LogLinesModel(this))
    , m_table(new QTableView(this))
    , m_follow(new QToolButton(this))
    , m_sources(new QComboBox(this))
    , m_level(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_times(new QCheckBox(Tr::tr("Times"), this))
    , m_wrap(new QCheckBox(Tr::tr("Wrap"), this))
    , m_copy(new QToolButton(this))
    , m_save(new QToolButton(this))
    , m_status(new QLabel(this))
    , m_flushTimer(new QTimer(this))
{
    m_model->setCapacity(
        QSettings().value(QStringLiteral("logs/viewLines"), LogLinesModel::DefaultCapacity).toInt());
    m_follow->setObjectName(QStringLiteral("logFollow"));
    m_follow->setText(Tr::tr("Follow"));
    m_follow->setCheckable(true);
    m_follow->setChecked(true);
    m_follow->setToolTip(Tr::tr("Follow the newest lines; off: hold new lines back while you read"));
    m_sources->setObjectName(QStringLiteral("logSource"));
    m_sources->setToolTip(Tr::tr("Where the lines come from"));
    m_level->setObjectName(QStringLiteral("logLevel"));
    m_level->addItem(Tr::tr("All levels"), -1);
    m_level->addItem(Tr::tr("Errors"), int(logs::LogLevel::Error));
    m_level->addItem(Tr::tr("Warnings and errors"), int(logs::LogLevel::Warn));
    m_level->addItem(Tr::tr("Info and above"), int(logs::LogLevel::Info));
    m_level->addItem(Tr::tr("Debug and above"), int(logs::LogLevel::Debug));
    m_search->setObjectName(QStringLiteral("logSearch"));
    m_search->setPlaceholderText(Tr::tr("Search"));
    m_search->setClearButtonEnabled(true);
    m_previous->setText(QStringLiteral("▲"));
    m_previous->setToolTip(Tr::tr("Previous match (Shift+F3)"));
    m_next->setText(QStringLiteral("▼"));
    m_next->setToolTip(Tr::tr("Next match (F3)"));
    m_times->setChecked(true);
    m_copy->setText(Tr::tr("Copy"));
    m_copy->setToolTip(Tr::tr("Copy the selected lines"));
    m_save->setText(Tr::tr("Save…"));
    m_save->setToolTip(Tr::tr("Save the lines shown to a file"));
    m_status->setObjectName(QStringLiteral("logStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table->setObjectName(QStringLiteral("logTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new LogLineDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_table->setFont(mono);
    const QFontMetrics fm(mono);
    m_table->setColumnWidth(LogLinesModel::TimeColumn,
                            fm.horizontalAdvance(QStringLiteral("00:00:00.000")) + 16);
    m_table->setColumnWidth(LogLinesModel::NodeColumn,
                            fm.horizontalAdvance(QStringLiteral("gpu-node-0000")) + 16);
    m_table->setColumnWidth(LogLinesModel::LevelColumn, fm.horizontalAdvance(QStringLiteral("stderr")) + 16);

    // What is read and how it is searched above the lines; how they are shown and kept below,
    // beside the count: the bar fits the details panel's width.
    m_sources->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_level->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(QStringLiteral("CUDA error: out")) +
                              24);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_follow);
    bar->addWidget(m_sources);
    bar->addWidget(m_level);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_previous);
    bar->addWidget(m_next);
    auto* bottom = new QHBoxLayout;
    bottom->setContentsMargins(0, 0, 0, 0);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_times);
    bottom->addWidget(m_wrap);
    bottom->addWidget(m_copy);
    bottom->addWidget(m_save);
    m_status->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    m_flushTimer->setInterval(150);
    connect(m_flushTimer, &QTimer::timeout, this, &LogView::flush);
    connect(m_follow, &QToolButton::toggled, this, &LogView::setFollowing);
    connect(m_level, &QComboBox::currentIndexChanged, this, &LogView::applyFilter);
    connect(m_search, &QLineEdit::textChanged, this, &LogView::setSearch);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { findNext(); });
    connect(m_next, &QToolButton::clicked, this, [this] { findNext(); });
    connect(m_previous, &QToolButton::clicked, this, [this] { findNext(true); });
    auto* f3 = new QShortcut(QKeySequence(Qt::Key_F3), this);
    f3->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f3, &QShortcut::activated, this, [this] { findNext(); });
    auto* shiftF3 = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3), this);
    shiftF3->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shiftF3, &QShortcut::activated, this, [this] { findNext(true); });
    auto* copy = new QShortcut(QKeySequence::Copy, m_table);
    copy->setContext(Qt::WidgetShortcut);
    connect(copy, &QShortcut::activated, m_copy, &QToolButton::click);
    connect(m_times, &QCheckBox::toggled, this, &LogView::updateColumns);
    connect(m_wrap, &QCheckBox::toggled, this, [this](bool on) {
        m_table->setWordWrap(on);
        m_table->verticalHeader()->setSectionResizeMode(on ? QHeaderView::ResizeToContents
                                                           : QHeaderView::Fixed);
    });
    connect(m_copy, &QToolButton::clicked, this,
            [this] { QApplication::clipboard()->setText(selectedText()); });
    connect(m_save, &QToolButton::clicked, this, [this] {
        const QString path =
            Dialogs::saveFileName(this, Tr::tr("Save Log"), QString(), Tr::tr("Log files (*.log *.txt)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!saveTo(path, &error))
            m_failures.prepend(error);
        updateStatus();
    });
    connect(m_sources, &QComboBox::activated, this, [this] {
        const QString source = m_sources->currentData().toString();
        if (source != m_source)
            setNodes(m_nodes, source);
    });
    // Matches kept up to date as lines come and go.
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) {
                if (m_searchRe.pattern().isEmpty())
                    return;
                for (int r = first; r <= last; ++r) {
                    if (m_searchRe.match(m_model->lineAt(r).text).hasMatch())
                        m_matches << r;
                }
            });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex&, int first, int last) {
        const int gone = last - first + 1;
        QList<int> kept;
        for (const int r : std::as_const(m_matches)) {
            if (r > last)
                kept << r - gone;
            else if (r < first)
                kept << r;
        }
        m_matches = kept;
        if (m_currentMatch >= 0)
            m_currentMatch = m_currentMatch > last ? m_currentMatch - gone : -1;
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &LogView::refreshMatches);
    updateColumns();
    updateStatus();
}

LogView::~LogView()
{
    stop();
}

void LogView::setLogs(session::FleetLogs* logs)
{
    stop();
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_logs = logs;
    if (!logs)
        return;
    m_connections << connect(logs, &session::FleetLogs::viewLines, this,
                             [this](int view, const QList<logs::LogLine>& lines) {
                                 if (view == m_view)
                                     m_merge.add(lines);
                             });
    m_connections << connect(logs, &session::FleetLogs::viewFailed, this,
                             [this](int view, const QString& node, const Diagnosis& d) {
                                 if (view != m_view)
                                     return;
                                 m_failures
                                     << QStringLiteral("%1: %2 — %3")
                                            .arg(node, d.message, d.detail.isEmpty() ? d.hint : d.detail);
                                 updateStatus();
                             });
}

void LogView::stop()
{
    if (m_logs && m_view)
        m_logs->closeView(m_view);
    m_view = 0;
    m_flushTimer->stop();
}

void LogView::setNodes(const QStringList& nodes, const QString& source)
{
    if (nodes == m_nodes && source == m_source && m_view)
        return;
    stop();
    m_nodes = nodes;
    m_source = source;
    m_model->clear();
    m_merge.take();
    m_held.clear();
    m_heldDropped = 0;
    m_failures.clear();
    fillSources();
    updateColumns();
    open();
    updateStatus();
}

void LogView::fillSources()
{
    m_sources->clear();
    m_sources->addItem(Tr::tr("Daemon log"), QString());
    if (m_nodes.size() == 1 && m_logs) {
        for (const logs::LogSource& s : m_logs->sourcesOf(m_nodes.first())) {
            if (s.kind == logs::LogSource::Kind::Command)
                m_sources->addItem(s.name, s.name);
        }
    }
    m_sources->addItem(Tr::tr("Benchmark output"), logs::LogSources::Bench);
    m_sources->addItem(Tr::tr("Fleetdeck events"), logs::LogSources::Events);
    if (m_nodes.size() == 1 && m_logs) {
        for (const logs::LogSource& s : m_logs->sourcesOf(m_nodes.first())) {
            if (s.kind == logs::LogSource::Kind::Vast)
                m_sources->addItem(Tr::tr("Container output (vast.ai)"), s.name);
        }
    }
    const int at = m_sources->findData(m_source);
    m_sources->setCurrentIndex(at < 0 ? 0 : at);
}

void LogView::open()
{
    if (!m_logs || m_nodes.isEmpty())
        return;
    const int lines = QSettings().value(QStringLiteral("logs/initialLines"), 1000).toInt();
    m_view = m_logs->openView({m_nodes, m_source, lines, true});
    m_flushTimer->start();
}

void LogView::flush()
{
    if (m_merge.isEmpty())
        return;
    const QList<logs::LogLine> lines = m_merge.take();
    if (!isFollowing()) {
        m_held << lines;
        if (m_held.size() > m_model->capacity()) {
            const qsizetype drop = m_held.size() - m_model->capacity();
            m_held.remove(0, drop);
            m_heldDropped += drop;
        }
        updateStatus();
        return;
    }
    m_model->append(lines);
    m_table->scrollToBottom();
    updateStatus();
}

bool LogView::isFollowing() const
{
    return m_follow->isChecked();
}

void LogView::setFollowing(bool on)
{
    if (m_follow->isChecked() != on) {
        m_follow->setChecked(on); // comes back here through toggled
        return;
    }
    if (on) {
        m_model->append(std::exchange(m_held, {}));
        m_heldDropped = 0;
        m_table->scrollToBottom();
    }
    updateStatus();
}

void LogView::setLevel(std::optional<logs::LogLevel> level)
{
    const int at = m_level->findData(level ? int(*level) : -1);
    m_level->setCurrentIndex(qMax(0, at));
}

void LogView::applyFilter()
{
    logs::LogFilter filter = m_model->filter();
    const int level = m_level->currentData().toInt();
    filter.level = level < 0 ? std::nullopt : std::optional(logs::LogLevel(level));
    m_model->setFilter(filter);
    if (isFollowing())
        m_table->scrollToBottom();
    updateStatus();
}

void LogView::setSearch(const QString& text)
{
    if (m_search->text() != text) {
        m_search->setText(text); // comes back here through textChanged
        return;
    }
    m_searchRe = text.isEmpty() ? QRegularExpression()
                                : QRegularExpression(QRegularExpression::escape(text),
                                                     QRegularExpression::CaseInsensitiveOption);
    static_cast<LogLineDelegate*>(m_table->itemDelegate())->setPattern(m_searchRe);
    refreshMatches();
    m_table->viewport()->update();
}

void LogView::refreshMatches()
{
    m_matches = m_model->matchingRows(m_searchRe);
    m_currentMatch = -1;
    updateStatus();
}

bool LogView::findNext(bool backwards)
{
    if (m_matches.isEmpty())
        return false;
    // Reading matches means reading: the view stops moving under the reader.
    setFollowing(false);
    const int from = m_currentMatch >= 0                 ? m_currentMatch
                     : m_table->currentIndex().isValid() ? m_table->currentIndex().row()
                     : backwards                         ? m_model->rowCount()
                                                         : -1;
    int target = -1;
    if (backwards) {
        for (qsizetype i = m_matches.size() - 1; i >= 0 && target < 0; --i) {
            if (m_matches.at(i) < from)
                target = m_matches.at(i);
        }
        if (target < 0)
            target = m_matches.constLast(); // wrap around
    } else {
        for (const int r : std::as_const(m_matches)) {
            if (r > from) {
                target = r;
                break;
            }
        }
        if (target < 0)
            target = m_matches.constFirst();
    }
    m_currentMatch = target;
    const QModelIndex index = m_model->index(target, LogLinesModel::TextColumn);
    m_table->setCurrentIndex(index);
    m_table->selectRow(target);
    m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
    updateStatus();
    return true;
}

void LogView::updateColumns()
{
    m_table->setColumnHidden(LogLinesModel::TimeColumn, !m_times->isChecked());
    m_table->setColumnHidden(LogLinesModel::NodeColumn, m_nodes.size() <= 1);
}

QString LogView::statusText() const
{
    QStringList parts;
    parts << Tr::tr("%n line(s)", nullptr, m_model->rowCount());
    if (m_model->heldLines() != m_model->rowCount())
        parts << Tr::tr("%n hidden by the level filter", nullptr, m_model->heldLines() - m_model->rowCount());
    if (!m_searchRe.pattern().isEmpty()) {
        const int at = int(m_matches.indexOf(m_currentMatch));
        parts << (at >= 0 ? Tr::tr("match %1 of %2").arg(at + 1).arg(m_matches.size())
                          : Tr::tr("%n match(es)", nullptr, int(m_matches.size())));
    }
    if (!isFollowing())
        parts << Tr::tr("paused: %n new line(s) held", nullptr, int(m_held.size()));
    if (m_model->droppedLines() + m_heldDropped > 0)
        parts << Tr::tr("%n older line(s) dropped (the view keeps the newest %1)", nullptr,
                        int(qMin<qint64>(INT_MAX, m_model->droppedLines() + m_heldDropped)))
                     .arg(QLocale().toString(m_model->capacity()));
    QString text = parts.join(QStringLiteral(" · "));
    if (!m_failures.isEmpty())
        text += QStringLiteral("\n") + m_failures.join(u'\n');
    return text;
}

void LogView::updateStatus()
{
    m_status->setText(statusText());
    m_status->setStyleSheet(m_failures.isEmpty() ? QString() : QStringLiteral("color: #b01e1e;"));
    Q_EMIT statusChanged();
}

QString LogView::selectedText() const
{
    QList<int> rows;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    QStringList text;
    for (const int r : std::as_const(rows)) {
        const logs::LogLine& line = m_model->lineAt(r);
        text << (m_nodes.size() > 1 ? line.node + QStringLiteral("  ") + line.text : line.text);
    }
    return text.join(u'\n');
}

bool LogView::saveTo(const QString& path, QString* error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const logs::LogLine& line = m_model->lineAt(r);
        QByteArray row;
        if (m_nodes.size() > 1)
            row += line.node.toUtf8() + "  ";
        row += line.text.toUtf8() + '\n';
        file.write(row);
    }
    if (!file.commit()) {
        *error = Tr::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace fleetdeck::ui
