# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for fleetdeck-cli: commands, subcommands, options, their fixed values, files,
# and node names from the inventory (`fleetdeck-cli node list`). Needs nothing from the
# bash-completion package, which loads it on demand from its completions directory.

# Prints the names of the nodes in the database the command line points at, one per line.
# An inventory that does not exist yet is not created just to complete a word.
_fleetdeck_cli_nodes()
{
    local program=${COMP_WORDS[0]/#\~/$HOME} db="" i
    for ((i = 1; i < ${#COMP_WORDS[@]} - 1; i++)); do
        case ${COMP_WORDS[i]} in
            --db)
                db=${COMP_WORDS[i + 1]}
                [[ $db == = ]] && db=${COMP_WORDS[i + 2]:-}
                ;;
            --db=*) db=${COMP_WORDS[i]#--db=} ;;
        esac
    done
    db=${db/#\~/$HOME}
    [[ -n $db ]] || db=${FLEETDECK_DB:-${XDG_DATA_HOME:-$HOME/.local/share}/fleetdeck/fleetdeck.sqlite}
    [[ -f $db ]] || return 0
    # The first line is the header; names never contain blanks.
    "$program" --db "$db" node list 2>/dev/null | while read -r name _; do
        printf '%s\n' "$name"
    done | tail -n +2
}

_fleetdeck_cli()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()

    local global_opts="--db --known-hosts --host-key-policy --timeout --json --language --version --help"

    # "--opt=value": bash splits it at the "=" (COMP_WORDBREAKS); complete the value.
    if [[ $cur == = && $prev == --* ]]; then
        cur=""
    elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    fi

    # The values of options.
    case $prev in
        --db | --known-hosts | --identity | --pub | --out | --verify-with | --access-identity | --vast-json | --csv | --ssh-config | \
            --from | --to)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return 0
            ;;
        --host-key-policy)
            mapfile -t COMPREPLY < <(compgen -W "strict accept-new ask" -- "$cur")
            return 0
            ;;
        --language)
            mapfile -t COMPREPLY < <(compgen -W "en de zh_CN" -- "$cur")
            return 0
            ;;
        --ssh-config)
            mapfile -t COMPREPLY < <(compgen -W "yes no" -- "$cur")
            return 0
            ;;
        --type)
            mapfile -t COMPREPLY < <(compgen -W "ed25519 ecdsa rsa" -- "$cur")
            return 0
            ;;
        --mode)
            mapfile -t COMPREPLY < <(compgen -W "per-proof batch" -- "$cur")
            return 0
            ;;
        --parser)
            mapfile -t COMPREPLY < <(compgen -W "cuzk-batch jsonl regex:" -- "$cur")
            [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == regex: ]] && compopt -o nospace 2>/dev/null
            return 0
            ;;
        --format)
            mapfile -t COMPREPLY < <(compgen -W "csv markdown" -- "$cur")
            return 0
            ;;
        --level)
            mapfile -t COMPREPLY < <(compgen -W "error warn info debug trace" -- "$cur")
            return 0
            ;;
        --source)
            mapfile -t COMPREPLY < <(compgen -W "bench events vast" -- "$cur")
            return 0
            ;;
        --severity)
            mapfile -t COMPREPLY < <(compgen -W "error warning info" -- "$cur")
            return 0
            ;;
        --state)
            mapfile -t COMPREPLY < <(compgen -W "degraded" -- "$cur")
            return 0
            ;;
        --state)
            mapfile -t COMPREPLY < <(compgen -W "running finished failed cancelled interrupted" -- "$cur")
            return 0
            ;;
        --host | --port | --user | --status-port | --status-path | --status-command | --authorized-keys | \
            --label | --unlabel | --rename | --timeout | --watch | --count | --comment | --fingerprint | \
            --vast-url | --vast-account | --warmup | --timed | --cooldown | --command | --proof-timeout | \
            --total-timeout | --proof-kind | --pre-command | --preset | --save-preset | --gpu | --since | \
            --until | --limit | --lines | --grep | --log-source | --unlog-source | --set-default | \
            --remove-default | --set | --title | --remove | --metrics-listen | --lease | --interval)
            return 0 # free text
            ;;
    esac

    # Find the command and its subcommand, skipping global options and their values.
    local command="" sub="" i word
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        case $word in
            --db | --known-hosts | --host-key-policy | --timeout | --language)
                ((i++))
                [[ ${COMP_WORDS[i]:-} == = ]] && ((i++))
                ;;
            -*) ;;
            *)
                if [[ -z $command ]]; then
                    command=$word
                elif [[ -z $sub ]]; then
                    sub=$word
                    break
                fi
                ;;
        esac
    done

    local subs="" opts="" positional=""
    case $command in
        "")
            if [[ $cur == -* ]]; then
                mapfile -t COMPREPLY < <(compgen -W "$global_opts" -- "$cur")
            else
                mapfile -t COMPREPLY < <(compgen -W "node status check secrets keys bench logs store collect help" -- "$cur")
            fi
            return 0
            ;;
        help)
            [[ -z $sub ]] && mapfile -t COMPREPLY < <(compgen -W "node status check secrets keys bench logs store collect" -- "$cur")
            return 0
            ;;
        node) subs="add edit remove list import" ;;
        secrets) subs="status set delete list" ;;
        keys) subs="generate deploy remove audit" ;;
        bench) subs="run list show compare" ;;
        store) subs="copy" ;;
        collect) opts="--metrics-listen --lease --interval --identity" ;;
        status)
            opts="--watch --count"
            positional=nodes
            ;;
        check)
            [[ -z $sub ]] && positional=nodes
            ;;
        logs)
            if [[ $sub == sources ]]; then
                opts="--set-default --remove-default --label"
            elif [[ $sub == patterns ]]; then
                opts="--set --title --severity --state --remove"
            else
                opts="--source --follow --lines --since --grep --level --all --vast-url --vast-account"
            fi
            positional=nodes
            if [[ -z $sub && $cur != -* ]]; then
                mapfile -t COMPREPLY < <(compgen -W "sources patterns $(_fleetdeck_cli_nodes)" -- "$cur")
                return 0
            fi
            ;;
        *) return 0 ;;
    esac
    [[ $command == logs ]] && sub=""
    if [[ -n $subs && -z $sub ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$subs" -- "$cur")
        return 0
    fi

    local node_opts="--host --port --user --identity --status-port --status-path --status-command
                     --authorized-keys --label --ssh-config --log-source"
    local access_opts="--all --access-identity --password-stdin"
    case $command/$sub in
        node/add) opts=$node_opts ;;
        node/edit)
            opts="$node_opts --rename --unlabel --unlog-source"
            positional=nodes
            ;;
        node/remove) positional=nodes ;;
        node/import) opts="--vast-json --vast-api --vast-url --vast-account --ssh-config --match --csv" ;;
        secrets/set) opts="--stdin" ;&
        secrets/delete)
            # KIND, then NAME: a node name (or a label) for a password.
            local args=0 kind=""
            for ((i = i + 1; i < COMP_CWORD; i++)); do
                [[ ${COMP_WORDS[i]} == -* ]] && continue
                ((args++ == 0)) && kind=${COMP_WORDS[i]}
            done
            if [[ $cur != -* ]]; then
                if ((args == 0)); then
                    mapfile -t COMPREPLY < <(compgen -W "passphrase password vast-api-key" -- "$cur")
                elif ((args == 1)) && [[ $kind == password ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "$(_fleetdeck_cli_nodes)" -- "$cur")
                elif ((args == 1)) && [[ $kind == vast-api-key ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "default" -- "$cur")
                fi
                return 0
            fi
            ;;
        keys/generate) opts="--out --type --comment --passphrase-stdin" ;;
        keys/deploy)
            opts="--pub --dry-run --repair --verify-with --no-verify --vast-url --vast-account $access_opts"
            positional=nodes
            ;;
        keys/remove)
            opts="--pub --fingerprint --dry-run --vast-url --vast-account $access_opts"
            positional=nodes
            ;;
        keys/audit)
            opts=$access_opts
            positional=nodes
            ;;
        bench/run)
            opts="--warmup --timed --cooldown --mode --command --parser --proof-timeout --total-timeout
                  --proof-kind --pre-command --preset --save-preset"
            positional=nodes
            ;;
        bench/list)
            opts="--gpu --state --since --until --limit --format"
            positional=nodes
            ;;
        bench/show) opts="--format --log" ;;
        bench/compare) opts="--baseline" ;;
        store/copy) opts="--from --to" ;;
    esac

    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$opts $global_opts" -- "$cur")
    elif [[ $positional == nodes ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$(_fleetdeck_cli_nodes)" -- "$cur")
    fi
    return 0
}

complete -F _fleetdeck_cli fleetdeck-cli
