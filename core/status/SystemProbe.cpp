// SPDX-License-Identifier: GPL-3.0-or-later
#include "status/SystemProbe.h"

#include "Tr.h"
#include <QChar>
#include <QList>
#include <QPair>
#include <QStringList>

#include <algorithm>
#include <limits>

namespace fleetdeck::status {

using namespace Qt::Literals::StringLiterals;

namespace {
// Section markers: no line of nvidia-smi's CSV or of /proc starts like this.
constexpr auto Marker = "@@fleetdeck-probe "_L1;

constexpr int GpuFields = 5; // the numeric columns after the name
} // namespace

namespace {
// Set once before the report: the environment, and the arguments nvidia-smi is asked with.
QString probePrelude()
{
    return QStringLiteral(
        "LC_ALL=C; export LC_ALL\n"
        "nl='\n'\n"
        "q='--query-gpu=name,utilization.gpu,temperature.gpu,memory.used,memory.total,power.draw'\n"
        "f='--format=csv,noheader,nounits'\n");
}

// One report, gathered and then written at once. A write that fails (the channel is gone) ends
// the shell: `|| exit 0` covers a SIGPIPE that sshd left ignored.
QString probeReport()
{
    return QStringLiteral(
        "r=$(\n"
        "echo '@@fleetdeck-probe gpus'\n"
        "if command -v nvidia-smi >/dev/null 2>&1; then\n"
        "  { if command -v timeout >/dev/null 2>&1; then\n"
        "      e=$(timeout 20 nvidia-smi \"$q\" \"$f\" 2>&1 >&3 3>&-)\n"
        "    else\n"
        "      e=$(nvidia-smi \"$q\" \"$f\" 2>&1 >&3 3>&-)\n"
        "    fi; s=$?; } 3>&1\n"
        "  if [ \"$s\" -ne 0 ]; then\n"
        "    printf '@@fleetdeck-probe gpus-failed %s %s\\n' \"$s\" \"${e%%\"$nl\"*}\"\n"
        "  fi\n"
        "else\n"
        "  echo '@@fleetdeck-probe gpus-missing'\n"
        "fi\n"
        "echo '@@fleetdeck-probe loadavg'\n"
        "if [ -r /proc/loadavg ] && read -r l </proc/loadavg; then printf '%s\\n' \"$l\"; fi\n"
        "echo '@@fleetdeck-probe meminfo'\n"
        "if [ -r /proc/meminfo ]; then\n"
        "  while read -r k v u; do\n"
        "    case \"$k\" in MemTotal:|MemAvailable:) printf '%s %s %s\\n' \"$k\" \"$v\" \"$u\";; esac\n"
        "  done </proc/meminfo\n"
        "fi\n"
        "echo '@@fleetdeck-probe end'\n"
        ")\n"
        "printf '%s\\n' \"$r\" || exit 0\n");
}
} // namespace

QString SystemInfo::command()
{
    // Runs in the login shell of an SSH exec, which may be dash or bash (and is non-interactive):
    // only POSIX syntax, builtins for reading /proc, no word splitting of variables (zsh would
    // not split), and an exit status of 0 whatever nvidia-smi does. nvidia-smi's stdout goes
    // straight to ours through fd 3 while its stderr is captured: on failure its first line
    // tells why. `timeout` bounds a wedged driver where it exists.
    // The report is gathered first and written at once: one write, so sshd sends it in one
    // packet rather than one per line, each a wake-up of the console that reads it.
    return probePrelude() + probeReport() + QStringLiteral("exit 0\n");
}

QString SystemInfo::streamCommand(int periodSeconds)
{
    // One exec for the whole life of a session instead of one a period: a report costs the
    // console one packet to read, where an exec of its own costs a channel opened, a request
    // answered, output, exit status, EOF and close. `sleep` failing (killed) ends it too.
    return probePrelude() + QStringLiteral("while :; do\n") + probeReport() +
           QStringLiteral("sleep %1 2>/dev/null || exit 0\ndone\n").arg(qMax(1, periodSeconds));
}

QByteArray SystemInfo::reportEnd()
{
    return QByteArrayLiteral("@@fleetdeck-probe end\n");
}

namespace {
enum class Section { None, Gpus, LoadAvg, MemInfo, End };

// A field nvidia-smi could not fill: "[N/A]", "[Not Supported]", "[Unknown Error]", "N/A".
bool isUnknownField(QStringView field)
{
    return (field.startsWith(u'[') && field.endsWith(u']')) || field == u"N/A";
}

// One CSV row: the name is whatever precedes the last five columns, since nvidia-smi does not
// quote names and a name may itself contain ", ".
std::optional<SystemInfo::Gpu> parseGpuRow(QStringView line)
{
    const QList<QStringView> parts = line.split(u',');
    if (parts.size() < GpuFields + 1)
        return std::nullopt;
    std::optional<double> values[GpuFields];
    for (int i = 0; i < GpuFields; ++i) {
        const QStringView field = parts.at(parts.size() - GpuFields + i).trimmed();
        if (isUnknownField(field))
            continue;
        bool ok = false;
        const double value = field.toDouble(&ok);
        if (!ok)
            return std::nullopt; // not a row of ours
        values[i] = value;
    }
    const qsizetype nameEnd = parts.at(parts.size() - GpuFields).data() - line.data() - 1;
    SystemInfo::Gpu gpu;
    gpu.name = line.first(nameEnd).trimmed().toString();
    if (gpu.name.isEmpty())
        return std::nullopt;
    gpu.utilization = values[0];
    gpu.temperature = values[1];
    gpu.memoryUsedMiB = values[2];
    gpu.memoryTotalMiB = values[3];
    gpu.powerW = values[4];
    return gpu;
}

std::optional<quint64> meminfoBytes(QStringView value, QStringView unit)
{
    bool ok = false;
    const quint64 n = value.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    if (unit.isEmpty())
        return n;
    if (unit.compare(u"kB", Qt::CaseInsensitive) == 0 && n <= std::numeric_limits<quint64>::max() / 1024)
        return n * 1024; // the kernel's "kB" is KiB
    return std::nullopt;
}
} // namespace

SystemInfo SystemInfo::parse(const QByteArray& output)
{
    SystemInfo info;
    const QString text = QString::fromUtf8(output);
    Section section = Section::None;
    bool sawGpus = false;
    std::optional<QString> failure;
    QString firstOtherLine; // what nvidia-smi printed on stdout that is not a row
    QList<Gpu> gpus;

    for (QStringView line : QStringView(text).split(u'\n')) {
        line = line.trimmed();
        if (line.startsWith(Marker)) {
            const QStringView rest = line.sliced(Marker.size());
            const QStringView word = rest.left(rest.indexOf(u' ') < 0 ? rest.size() : rest.indexOf(u' '));
            if (word == u"gpus") {
                section = Section::Gpus;
                sawGpus = true;
            } else if (word == u"gpus-missing") {
                section = Section::Gpus;
                sawGpus = true;
                failure = Tr::tr("nvidia-smi: not installed");
            } else if (word == u"gpus-failed") {
                section = Section::Gpus;
                const QStringView details = rest.sliced(word.size()).trimmed();
                const qsizetype space = details.indexOf(u' ');
                const QStringView status = space < 0 ? details : details.first(space);
                const QStringView message = space < 0 ? QStringView() : details.sliced(space + 1).trimmed();
                QString why = message.isEmpty() ? firstOtherLine : message.toString();
                failure = why.isEmpty() ? Tr::tr("nvidia-smi failed (exit %1)").arg(status)
                                        : Tr::tr("nvidia-smi failed (exit %1): %2").arg(status, why);
            } else if (word == u"loadavg") {
                section = Section::LoadAvg;
            } else if (word == u"meminfo") {
                section = Section::MemInfo;
            } else {
                section = Section::End; // "end", or a marker from a newer probe: skip what follows
            }
            continue;
        }
        if (line.isEmpty())
            continue;
        switch (section) {
        case Section::Gpus:
            if (const std::optional<Gpu> gpu = parseGpuRow(line))
                gpus.append(*gpu);
            else if (firstOtherLine.isEmpty())
                firstOtherLine = line.toString();
            break;
        case Section::LoadAvg: {
            const QList<QStringView> fields = line.split(u' ', Qt::SkipEmptyParts);
            std::optional<double>* targets[] = {&info.load1, &info.load5, &info.load15};
            for (int i = 0; i < 3 && i < fields.size(); ++i) {
                bool ok = false;
                const double v = fields.at(i).toDouble(&ok);
                if (ok && v >= 0)
                    *targets[i] = v;
            }
            break;
        }
        case Section::MemInfo: {
            const QList<QStringView> fields = line.split(u' ', Qt::SkipEmptyParts);
            if (fields.size() < 2)
                break;
            const std::optional<quint64> bytes =
                meminfoBytes(fields.at(1), fields.size() > 2 ? fields.at(2) : QStringView());
            if (fields.at(0) == u"MemTotal:")
                info.memTotalBytes = bytes;
            else if (fields.at(0) == u"MemAvailable:")
                info.memAvailableBytes = bytes;
            break;
        }
        case Section::None:
        case Section::End:
            break;
        }
    }

    if (failure) {
        info.gpuProblem = *failure;
    } else if (!sawGpus) {
        info.gpuProblem = Tr::tr("no answer from the system probe");
    } else {
        info.gpusAvailable = true;
        info.gpus = gpus;
    }
    return info;
}

QString SystemInfo::gpuModelSummary() const
{
    QList<QPair<QString, int>> models; // in order of first appearance
    for (const Gpu& gpu : gpus) {
        QString model = gpu.name.trimmed();
        for (const QLatin1StringView prefix : {"NVIDIA GeForce "_L1, "NVIDIA "_L1}) {
            if (model.startsWith(prefix) && model.size() > prefix.size()) {
                model.remove(0, prefix.size());
                break;
            }
        }
        auto it = std::find_if(models.begin(), models.end(), [&](const auto& m) { return m.first == model; });
        if (it == models.end())
            models.append({model, 1});
        else
            ++it->second;
    }
    QStringList parts;
    for (const auto& [model, count] : models)
        parts << (count > 1 ? u"%1 \u00d7%2"_s.arg(model).arg(count) : model);
    return parts.join(" + "_L1);
}

} // namespace fleetdeck::status
