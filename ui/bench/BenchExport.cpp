// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchExport.h"
#include "UiTr.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace fleetdeck::ui::BenchExport {

QString filter(Format format)
{
    switch (format) {
    case Format::Csv:
        return Tr::tr("CSV (*.csv)");
    case Format::Json:
        return Tr::tr("JSON (*.json)");
    case Format::Markdown:
        return Tr::tr("Markdown (*.md)");
    }
    return {};
}

QString suffix(Format format)
{
    switch (format) {
    case Format::Csv:
        return QStringLiteral("csv");
    case Format::Json:
        return QStringLiteral("json");
    case Format::Markdown:
        return QStringLiteral("md");
    }
    return {};
}

std::optional<Format> formatOf(const QString& path)
{
    const QString s = QFileInfo(path).suffix().toLower();
    if (s == QLatin1String("csv"))
        return Format::Csv;
    if (s == QLatin1String("json"))
        return Format::Json;
    if (s == QLatin1String("md") || s == QLatin1String("markdown"))
        return Format::Markdown;
    return std::nullopt;
}

QString runsText(const QList<bench::RunSummary>& runs, Format format)
{
    switch (format) {
    case Format::Csv:
        return bench::report::runsCsv(runs);
    case Format::Json:
        return QString::fromUtf8(
            QJsonDocument(bench::report::runsDocument(runs)).toJson(QJsonDocument::Indented));
    case Format::Markdown:
        return bench::report::runsMarkdown(runs);
    }
    return {};
}

QString runText(const bench::BenchRunRecord& record, const std::vector<bench::BenchSample>& samples,
                const bench::BenchmarkStats& stats, Format format)
{
    switch (format) {
    case Format::Csv:
        return bench::report::samplesCsv(samples);
    case Format::Json:
        return QString::fromUtf8(QJsonDocument(bench::report::runDocument(record, samples, stats))
                                     .toJson(QJsonDocument::Indented));
    case Format::Markdown:
        return bench::report::runMarkdown(record, samples, stats);
    }
    return {};
}

bool writeFile(const QString& path, const QString& text, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = Tr::tr("%1 could not be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace fleetdeck::ui::BenchExport
