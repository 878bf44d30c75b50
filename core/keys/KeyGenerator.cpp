// SPDX-License-Identifier: GPL-3.0-or-later
#include "keys/KeyGenerator.h"

#include "Tr.h"
#include "ssh/LibSsh.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck::keys {

namespace {

constexpr int kMinRsaBits = 3072;
constexpr int kMaxRsaBits = 16384;

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// A libssh-allocated string that is wiped before it is freed: it may hold a private key.
struct SecretCharDeleter
{
    void operator()(char* s) const
    {
        explicit_bzero(s, std::strlen(s));
        ssh_string_free_char(s);
    }
};
using SecretChars = std::unique_ptr<char, SecretCharDeleter>;

struct CharDeleter
{
    void operator()(char* s) const { ssh_string_free_char(s); }
};
using Chars = std::unique_ptr<char, CharDeleter>;

bool pathExists(const QByteArray& path)
{
    struct stat st
    {
    };
    return ::lstat(path.constData(), &st) == 0 || errno != ENOENT;
}

/// A file written under a temporary name in its final directory, then moved into place.
/// Removed again on destruction unless it was committed.
class StagedFile
{
public:
    StagedFile() = default;
    StagedFile(const StagedFile&) = delete;
    StagedFile& operator=(const StagedFile&) = delete;
    ~StagedFile()
    {
        if (!m_tempPath.isEmpty())
            ::unlink(m_tempPath.constData());
    }

    /// Creates the temporary file with mode 0600 (mkstemp), sets `mode`, writes `content` and a
    /// newline if it lacks one, fsyncs.
    bool write(const QByteArray& finalPath, const QByteArray& content, mode_t mode, QString* error)
    {
        const QByteArrayView newline = content.endsWith('\n') ? QByteArrayView() : QByteArrayView("\n");
        const QFileInfo info(QString::fromLocal8Bit(finalPath));
        QByteArray pattern =
            QFile::encodeName(info.absolutePath() + QLatin1String("/.") + info.fileName()) + ".tmp-XXXXXX";
        const int fd = ::mkstemp(pattern.data());
        if (fd < 0) {
            *error = Tr::tr("cannot create a file in %1: %2").arg(info.absolutePath(), errnoText(errno));
            return false;
        }
        m_tempPath = pattern;
        bool ok = ::fchmod(fd, mode) == 0;
        for (const QByteArrayView part : {QByteArrayView(content), newline}) {
            qsizetype written = 0;
            while (ok && written < part.size()) {
                const ssize_t n = ::write(fd, part.data() + written, size_t(part.size() - written));
                if (n < 0 && errno == EINTR)
                    continue;
                ok = n > 0;
                if (ok)
                    written += n;
            }
        }
        ok = ok && ::fsync(fd) == 0;
        const int savedErrno = errno;
        ok = (::close(fd) == 0) && ok;
        if (!ok)
            *error =
                Tr::tr("cannot write %1: %2").arg(QString::fromLocal8Bit(m_tempPath), errnoText(savedErrno));
        return ok;
    }

    /// Moves the file to `finalPath` unless something already exists there.
    bool commit(const QByteArray& finalPath, QString* error, bool* existed)
    {
        int rc =
            ::renameat2(AT_FDCWD, m_tempPath.constData(), AT_FDCWD, finalPath.constData(), RENAME_NOREPLACE);
        if (rc != 0 && (errno == EINVAL || errno == ENOSYS)) {
            // A file system without RENAME_NOREPLACE: link() refuses an existing target as well.
            rc = ::link(m_tempPath.constData(), finalPath.constData());
            if (rc == 0)
                ::unlink(m_tempPath.constData());
        }
        if (rc != 0) {
            *existed = errno == EEXIST;
            *error =
                *existed
                    ? Tr::tr("%1 already exists; not overwriting it").arg(QString::fromLocal8Bit(finalPath))
                    : Tr::tr("cannot create %1: %2").arg(QString::fromLocal8Bit(finalPath), errnoText(errno));
            return false;
        }
        m_tempPath.clear();
        return true;
    }

private:
    QByteArray m_tempPath;
};

void syncDirectory(const QByteArray& filePath)
{
    const QByteArray dir = QFile::encodeName(QFileInfo(QString::fromLocal8Bit(filePath)).absolutePath());
    const int fd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

QString checkRequest(const KeyGenRequest& request)
{
    if (request.path.isEmpty())
        return Tr::tr("no file name for the private key");
    if (request.type == KeyType::Rsa && (request.rsaBits < kMinRsaBits || request.rsaBits > kMaxRsaBits))
        return Tr::tr("RSA keys must have %1 to %2 bits (asked for %3)")
            .arg(kMinRsaBits)
            .arg(kMaxRsaBits)
            .arg(request.rsaBits);
    for (const QChar c : request.comment) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || !c.isPrint())
            return Tr::tr("the comment must be printable text on one line");
    }
    if (request.passphrase) {
        if (request.passphrase->isEmpty())
            return Tr::tr("an empty passphrase was given; leave it out for an unencrypted key");
        if (request.passphrase->contains('\0') || request.passphrase->contains('\n'))
            return Tr::tr("the passphrase must be one line without NUL bytes");
    }
    return {};
}

ssh::KeyPtr generate(const KeyGenRequest& request)
{
    enum ssh_keytypes_e type = SSH_KEYTYPE_ED25519;
    int parameter = 0;
    switch (request.type) {
    case KeyType::Ed25519:
        break;
    case KeyType::Ecdsa:
        type = SSH_KEYTYPE_ECDSA_P256;
        parameter = 256;
        break;
    case KeyType::Rsa:
        type = SSH_KEYTYPE_RSA;
        parameter = request.rsaBits;
        break;
    }
    ssh_key raw = nullptr;
    if (ssh_pki_generate(type, parameter, &raw) != SSH_OK)
        return {};
    return ssh::KeyPtr(raw);
}

} // namespace

QString keyTypeName(KeyType type)
{
    switch (type) {
    case KeyType::Ed25519:
        return QStringLiteral("ed25519");
    case KeyType::Ecdsa:
        return QStringLiteral("ecdsa");
    case KeyType::Rsa:
        return QStringLiteral("rsa");
    }
    return {};
}

std::optional<KeyType> keyTypeFromName(const QString& name)
{
    for (const KeyType type : {KeyType::Ed25519, KeyType::Ecdsa, KeyType::Rsa}) {
        if (name == keyTypeName(type))
            return type;
    }
    return std::nullopt;
}

GeneratedKey generateKey(const KeyGenRequest& request)
{
    GeneratedKey result;
    result.privatePath = request.path;
    result.publicPath = request.path + QLatin1String(".pub");
    const auto refuse = [&result](GeneratedKey::Status status, const QString& why) {
        result.status = status;
        result.error = why;
        return result;
    };

    if (const QString why = checkRequest(request); !why.isEmpty())
        return refuse(GeneratedKey::Refused, why);
    const QByteArray privatePath = QFile::encodeName(result.privatePath);
    const QByteArray publicPath = QFile::encodeName(result.publicPath);
    for (const QByteArray& path : {privatePath, publicPath}) {
        if (pathExists(path))
            return refuse(GeneratedKey::Refused,
                          Tr::tr("%1 already exists; not overwriting it").arg(QString::fromLocal8Bit(path)));
    }

    const ssh::KeyPtr key = generate(request);
    if (!key)
        return refuse(GeneratedKey::Failed,
                      Tr::tr("libssh could not generate a %1 key").arg(keyTypeName(request.type)));

    char* rawPublic = nullptr;
    if (ssh_pki_export_pubkey_base64(key.get(), &rawPublic) != SSH_OK || !rawPublic)
        return refuse(GeneratedKey::Failed, Tr::tr("libssh could not export the public key"));
    const Chars publicBase64(rawPublic);
    QString why;
    const std::optional<QByteArray> blob = PublicKey::decodeBase64(QByteArrayView(publicBase64.get()));
    const std::optional<PublicKey> publicKey =
        blob ? PublicKey::fromBlob(*blob, request.comment, &why) : std::nullopt;
    if (!publicKey)
        return refuse(GeneratedKey::Failed, Tr::tr("libssh exported an unusable public key: %1").arg(why));
    const QByteArray line = publicKey->toLine();
    if (!PublicKey::parseLine(line, &why))
        return refuse(GeneratedKey::Refused, Tr::tr("the public key line would not be valid: %1").arg(why));

    char* rawPrivate = nullptr;
    const char* passphrase = request.passphrase ? request.passphrase->constData() : nullptr;
    if (ssh_pki_export_privkey_base64(key.get(), passphrase, nullptr, nullptr, &rawPrivate) != SSH_OK ||
        !rawPrivate)
        return refuse(GeneratedKey::Failed, Tr::tr("libssh could not export the private key"));
    const SecretChars privateText(rawPrivate);
    const QByteArray privateContent =
        QByteArray::fromRawData(privateText.get(), qsizetype(std::strlen(privateText.get())));

    StagedFile privateFile;
    StagedFile publicFile;
    // The private text is written straight from libssh's buffer so that no copy outlives it.
    if (!privateFile.write(privatePath, privateContent, 0600, &why) ||
        !publicFile.write(publicPath, line, 0644, &why))
        return refuse(GeneratedKey::Failed, why);

    bool existed = false;
    if (!privateFile.commit(privatePath, &why, &existed))
        return refuse(existed ? GeneratedKey::Refused : GeneratedKey::Failed, why);
    if (!publicFile.commit(publicPath, &why, &existed)) {
        ::unlink(privatePath.constData());
        return refuse(existed ? GeneratedKey::Refused : GeneratedKey::Failed, why);
    }
    syncDirectory(privatePath);

    result.status = GeneratedKey::Ok;
    result.publicKey = *publicKey;
    result.publicLine = line;
    result.fingerprint = publicKey->fingerprint();
    return result;
}

} // namespace fleetdeck::keys
