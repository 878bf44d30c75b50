// SPDX-License-Identifier: GPL-3.0-or-later
// The file-system side of ssh_config reading: Include globs, homes, who may own an included file.
#include "ssh/SshConfigSyntax.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include <dirent.h>
#include <fnmatch.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fleetdeck::ssh::config_syntax {

namespace {
bool hasMagic(const std::string& component)
{
    return component.find_first_of("*?[") != std::string::npos;
}

bool isDirectory(const std::string& path)
{
    struct stat st = {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool exists(const std::string& path)
{
    struct stat st = {};
    return ::lstat(path.c_str(), &st) == 0;
}

std::string homeOf(const std::string& user)
{
    if (user.empty()) {
        if (const char* home = std::getenv("HOME"); home && *home)
            return home;
        passwd pw{};
        passwd* found = nullptr;
        std::vector<char> buf(16384);
        if (::getpwuid_r(::getuid(), &pw, buf.data(), buf.size(), &found) == 0 && found)
            return found->pw_dir;
        return {};
    }
    return homeOfUser(user);
}

// getpwent() walks one process-wide cursor.
std::mutex& passwdWalk()
{
    static std::mutex m;
    return m;
}
} // namespace

std::string homeOfUser(const std::string& user)
{
    passwd pw{};
    passwd* found = nullptr;
    std::vector<char> buf(16384);
    if (::getpwnam_r(user.c_str(), &pw, buf.data(), buf.size(), &found) == 0 && found)
        return found->pw_dir;
    return {};
}

bool safeOwnerAndMode(const std::string& path, int fd)
{
    struct stat st = {};
    if ((fd >= 0 ? ::fstat(fd, &st) : ::stat(path.c_str(), &st)) != 0)
        return false;
    const uid_t me = ::getuid();
    if (st.st_uid != 0 && st.st_uid != me)
        return false;
    if (st.st_mode & S_IWOTH)
        return false;
    if (!(st.st_mode & S_IWGRP))
        return true;
    std::vector<char> buf(65536);
    group gr{};
    group* foundGroup = nullptr;
    if (::getgrgid_r(st.st_gid, &gr, buf.data(), buf.size(), &foundGroup) != 0 || !foundGroup)
        return false;
    int members = 0;
    {
        const std::lock_guard<std::mutex> lock(passwdWalk());
        ::setpwent();
        passwd pw{};
        passwd* entry = nullptr;
        std::vector<char> pwbuf(16384);
        bool others = false;
        while (::getpwent_r(&pw, pwbuf.data(), pwbuf.size(), &entry) == 0 && entry) {
            if (entry->pw_gid == st.st_gid) {
                ++members;
                others = others || entry->pw_uid != me;
            }
        }
        ::endpwent();
        if (others)
            return false;
    }
    passwd owner{};
    passwd* foundOwner = nullptr;
    std::vector<char> ownerBuf(16384);
    if (::getpwuid_r(st.st_uid, &owner, ownerBuf.data(), ownerBuf.size(), &foundOwner) != 0 || !foundOwner)
        return false;
    if (foundGroup->gr_mem && foundGroup->gr_mem[0]) {
        ++members;
        if (std::strcmp(foundOwner->pw_name, foundGroup->gr_mem[0]) != 0 || foundGroup->gr_mem[1])
            return false;
    }
    return members > 0;
}

std::vector<std::string> globFiles(const std::string& patternIn, std::vector<std::string>* searched)
{
    std::string pattern = patternIn;
    if (!pattern.empty() && pattern[0] == '~') {
        const std::size_t slash = pattern.find('/');
        const std::string user =
            pattern.substr(1, slash == std::string::npos ? std::string::npos : slash - 1);
        const std::string home = homeOf(user);
        if (!home.empty() || user.empty())
            pattern = home + (slash == std::string::npos ? std::string() : pattern.substr(slash));
    }
    if (pattern.empty())
        return {};

    std::vector<std::string> components;
    std::size_t pos = 0;
    while (pos <= pattern.size()) {
        std::size_t slash = pattern.find('/', pos);
        if (slash == std::string::npos)
            slash = pattern.size();
        if (slash > pos)
            components.push_back(pattern.substr(pos, slash - pos));
        pos = slash + 1;
    }
    const bool absolute = pattern[0] == '/';
    std::vector<std::string> current{absolute ? std::string("/") : std::string()};
    for (std::size_t c = 0; c < components.size(); ++c) {
        const bool last = c + 1 == components.size();
        const std::string& component = components[c];
        std::vector<std::string> next;
        for (const std::string& base : current) {
            const std::string prefix = base.empty() || base.back() == '/' ? base : base + '/';
            if (!hasMagic(component)) {
                const std::string path = prefix + component;
                if (last ? exists(path) : isDirectory(path))
                    next.push_back(path);
                continue;
            }
            const std::string dir = base.empty() ? std::string(".") : base;
            if (searched)
                searched->push_back(dir);
            DIR* d = ::opendir(dir.c_str());
            if (!d)
                continue;
            while (const dirent* entry = ::readdir(d)) {
                const std::string name = entry->d_name;
                if (::fnmatch(component.c_str(), name.c_str(), FNM_PERIOD) != 0)
                    continue;
                const std::string path = prefix + name;
                if (last || isDirectory(path))
                    next.push_back(path);
            }
            ::closedir(d);
        }
        current = std::move(next);
        if (current.empty())
            break;
    }
    if (components.empty())
        current = absolute ? std::vector<std::string>{"/"} : std::vector<std::string>{};
    std::sort(current.begin(), current.end());
    return current;
}

} // namespace fleetdeck::ssh::config_syntax
