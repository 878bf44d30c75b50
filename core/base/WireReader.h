// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QtEndian>

#include <optional>

namespace fleetdeck {

/// Reads SSH wire-format fields (RFC 4251: big-endian integers, uint32-length strings) from a
/// buffer, failing softly: a short or truncated field yields std::nullopt and reads nothing.
class WireReader
{
public:
    /// Reads `data` in place: the buffer must outlive the reader.
    explicit WireReader(QByteArrayView data)
        : m_data(data)
    {}
    /// A temporary would be gone before the first read (a use after free ASan found once).
    explicit WireReader(QByteArray&&) = delete;

    std::optional<quint32> uint32()
    {
        if (m_data.size() - m_pos < 4)
            return std::nullopt;
        const quint32 value = qFromBigEndian<quint32>(m_data.data() + m_pos);
        m_pos += 4;
        return value;
    }

    std::optional<quint64> uint64()
    {
        if (m_data.size() - m_pos < 8)
            return std::nullopt;
        const quint64 value = qFromBigEndian<quint64>(m_data.data() + m_pos);
        m_pos += 8;
        return value;
    }

    std::optional<QByteArray> string()
    {
        if (m_data.size() - m_pos < 4)
            return std::nullopt;
        const quint32 length = qFromBigEndian<quint32>(m_data.data() + m_pos);
        if (qint64(length) > qint64(m_data.size() - m_pos - 4))
            return std::nullopt;
        m_pos += 4;
        QByteArray value = m_data.sliced(m_pos, length).toByteArray();
        m_pos += length;
        return value;
    }

    bool atEnd() const { return m_pos == m_data.size(); }
    /// How many bytes have been read.
    qsizetype position() const { return m_pos; }

private:
    QByteArrayView m_data;
    qsizetype m_pos = 0;
};

} // namespace fleetdeck
