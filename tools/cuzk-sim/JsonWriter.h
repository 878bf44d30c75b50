// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace fleetdeck::sim {

// Writes compact JSON in the order fields are given and with floats always carrying a decimal
// point, the way cuzk's serde serializer does. QJsonDocument sorts keys and prints 611.0 as 611,
// which real nodes never send.
class JsonWriter
{
public:
    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(const char* name);

    JsonWriter& integer(qint64 value);
    JsonWriter& real(double value);
    JsonWriter& string(const QString& value);
    JsonWriter& boolean(bool value);
    JsonWriter& null();

    template <typename Optional> JsonWriter& optionalInteger(const Optional& value)
    {
        return value ? integer(qint64(*value)) : null();
    }

    QByteArray data() const { return m_out; }

private:
    void separate();
    void open(char bracket);
    void close(char bracket);

    QByteArray m_out;
    std::vector<bool> m_hasItems; // one per open container
    bool m_afterKey = false;
};

} // namespace fleetdeck::sim
