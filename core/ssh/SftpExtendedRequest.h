// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshTypes.h"

#include <libssh/sftp.h>

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QString>

namespace fleetdeck::ssh {

/// One SFTP extended request (SSH_FXP_EXTENDED) answered by a status, sent on the channel of a
/// blocking SFTP session: libssh 0.10 has no call for extensions such as
/// posix-rename@openssh.com.
///
/// That is safe because libssh's blocking SFTP calls leave no request outstanding between
/// them; the answer is read here, before libssh reads the channel again.
class SftpExtendedRequest
{
public:
    SftpExtendedRequest(sftp_session sftp, QDeadlineTimer deadline, CancelToken cancel);

    /// Sends `name` with `arguments` (each encoded as an SSH string) and waits for the status.
    /// True when the server answered SSH_FX_OK.
    bool run(const QByteArray& name, const QList<QByteArray>& arguments);

    /// SSH_FX_* from the answer; SSH_FX_CONNECTION_LOST, SSH_FX_BAD_MESSAGE or SftpSession's
    /// StatusTimeout/StatusCancelled when no proper answer came.
    int status() const { return m_status; }
    /// Why it failed, with the server's own message when it sent one.
    QString errorString() const { return m_error; }
    /// The server answered (even if negatively); false leaves the channel out of step or gone,
    /// and the session must not be used again.
    bool answered() const { return m_answered; }

private:
    bool readExactly(char* buffer, int size);

    sftp_session m_sftp;
    QDeadlineTimer m_deadline;
    CancelToken m_cancel;
    int m_status = SSH_FX_OK;
    QString m_error;
    bool m_answered = false;
};

} // namespace fleetdeck::ssh
