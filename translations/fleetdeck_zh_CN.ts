<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Fleetdeck</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>(mild: proofs %1)</source>
        <translation>（轻度：证明 %1）</translation>
    </message>
    <message>
        <source>(severe: proofs %1)</source>
        <translation>（严重：证明 %1）</translation>
    </message>
    <message>
        <source>yes: every timed proof took the same time</source>
        <translation>是：每个计时证明耗时相同</translation>
    </message>
    <message>
        <source>yes: Spearman&apos;s rho of the timed proofs against their order is %1 over %2 proofs, no significant trend (5 %)</source>
        <translation>是：计时证明耗时与其顺序的 Spearman rho 为 %1（共 %2 个证明），无显著趋势（5 %）</translation>
    </message>
    <message>
        <source>no: Spearman&apos;s rho of the timed proofs against their order is %1 over %2 proofs, a significant trend (5 %); the timed phase was %3</source>
        <translation>否：计时证明耗时与其顺序的 Spearman rho 为 %1（共 %2 个证明），存在显著趋势（5 %）；计时阶段%3</translation>
    </message>
    <message>
        <source>still getting faster</source>
        <translation>仍在变快</translation>
    </message>
    <message>
        <source>slowing down</source>
        <translation>在变慢</translation>
    </message>
    <message>
        <source>unknown: needs a cooldown median and the 95 % interval of the timed median (two completed timed proofs)</source>
        <translation>未知：需要冷却阶段中位数和计时中位数的 95 % 区间（至少两个完成的计时证明）</translation>
    </message>
    <message>
        <source>yes: the cooldown median %1 s lies above %2 s, the upper bound of the timed median&apos;s 95 % interval</source>
        <translation>是：冷却阶段中位数 %1 s 高于计时中位数 95 % 区间的上限 %2 s</translation>
    </message>
    <message>
        <source>no: the cooldown median %1 s does not exceed %2 s, the upper bound of the timed median&apos;s 95 % interval</source>
        <translation>否：冷却阶段中位数 %1 s 未超过计时中位数 95 % 区间的上限 %2 s</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>开始时间 (UTC)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Proofs (warmup/timed/cooldown)</source>
        <translation>证明数（预热/计时/冷却）</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Median (s)</source>
        <translation>中位数 (s)</translation>
    </message>
    <message>
        <source>95 % CI of the median (s)</source>
        <translation>中位数 95 % 置信区间 (s)</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>Proofs/h</source>
        <translation>证明/h</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/proof</source>
        <translation>$/证明</translation>
    </message>
    <message>
        <source>Warmup sufficient</source>
        <translation>预热充分</translation>
    </message>
    <message>
        <source>Throttling suspected</source>
        <translation>疑似降频</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Benchmark run %1 on %2</source>
        <translation>节点 %2 上的基准测试运行 %1</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>$%1/h</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Cooldown</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Completed proofs (n)</source>
        <translation>完成的证明 (n)</translation>
    </message>
    <message>
        <source>Mean (s)</source>
        <translation>平均值 (s)</translation>
    </message>
    <message>
        <source>Standard deviation (s)</source>
        <translation>标准差 (s)</translation>
    </message>
    <message>
        <source>Min (s)</source>
        <translation>最小值 (s)</translation>
    </message>
    <message>
        <source>Max (s)</source>
        <translation>最大值 (s)</translation>
    </message>
    <message>
        <source>p95 (s)</source>
        <translation>p95 (s)</translation>
    </message>
    <message>
        <source>Outliers (mild / severe)</source>
        <translation>离群值（轻度 / 严重）</translation>
    </message>
    <message>
        <source>Proofs per hour</source>
        <translation>每小时证明数</translation>
    </message>
    <message>
        <source>Dollars per proof</source>
        <translation>每个证明的费用（美元）</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Proofs</source>
        <translation>证明</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>证明</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Wall (s)</source>
        <translation>墙钟时间 (s)</translation>
    </message>
    <message>
        <source>Prove (ms)</source>
        <translation>证明耗时 (ms)</translation>
    </message>
    <message>
        <source>Queue (ms)</source>
        <translation>排队耗时 (ms)</translation>
    </message>
    <message>
        <source>Outlier</source>
        <translation>离群值</translation>
    </message>
    <message>
        <source>severe</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>mild</source>
        <translation>轻度</translation>
    </message>
    <message>
        <source>Fleetdeck stopped during the run</source>
        <translation>运行期间 Fleetdeck 已停止</translation>
    </message>
    <message>
        <source>Benchmark on %1: %2 warmup, %3 timed, %4 cooldown proofs of %5, %6 mode</source>
        <translation>%1 上的基准测试：%5 证明，预热 %2 个、计时 %3 个、冷却 %4 个，%6 模式</translation>
    </message>
    <message>
        <source>(log cut here: more than %1 lines)</source>
        <translation>（日志在此截断：超过 %1 行）</translation>
    </message>
    <message>
        <source>Could not stop the remote process group: %1</source>
        <translation>无法停止远程进程组：%1</translation>
    </message>
    <message>
        <source>Remote process group %1 stopped</source>
        <translation>远程进程组 %1 已停止</translation>
    </message>
    <message>
        <source>the connection was lost: %1</source>
        <translation>连接已断开：%1</translation>
    </message>
    <message>
        <source>the pre-run command failed: %1</source>
        <translation>运行前命令失败：%1</translation>
    </message>
    <message>
        <source>Output: %1</source>
        <translation>输出：%1</translation>
    </message>
    <message>
        <source>the command failed: %1</source>
        <translation>命令失败：%1</translation>
    </message>
    <message>
        <source>the command failed after %1 of %2 proofs: %3</source>
        <translation>命令在完成 %1/%2 个证明后失败：%3</translation>
    </message>
    <message>
        <source>the command reported no proofs (parser %1; %2 lines not understood)</source>
        <translation>命令未报告任何证明（解析器 %1；%2 行无法识别）</translation>
    </message>
    <message>
        <source>the command reported %1 of %2 proofs</source>
        <translation>命令只报告了 %1/%2 个证明</translation>
    </message>
    <message>
        <source>Proof %1 failed: %2</source>
        <translation>证明 %1 失败：%2</translation>
    </message>
    <message>
        <source>Stopping remote process group %1</source>
        <translation>正在停止远程进程组 %1</translation>
    </message>
    <message>
        <source>the run took longer than its total timeout of %1 s</source>
        <translation>运行时间超过了总超时 %1 s</translation>
    </message>
    <message>
        <source>Proof %1 took longer than %2 s: stopped</source>
        <translation>证明 %1 耗时超过 %2 s：已停止</translation>
    </message>
    <message>
        <source>no proof finished within the proof timeout of %1 s</source>
        <translation>在证明超时 %1 s 内没有任何证明完成</translation>
    </message>
    <message>
        <source>Cancelled by the operator</source>
        <translation>已被操作员取消</translation>
    </message>
    <message>
        <source>cancelled by the operator</source>
        <translation>已被操作员取消</translation>
    </message>
    <message>
        <source>Run %1 after %2 s</source>
        <translation>运行结束：%1（用时 %2 s）</translation>
    </message>
    <message>
        <source>Run %1 after %2 s: %3</source>
        <translation>运行结束：%1（用时 %2 s）：%3</translation>
    </message>
    <message>
        <source>the number of proofs in a phase cannot be negative</source>
        <translation>阶段内的证明数不能为负数</translation>
    </message>
    <message>
        <source>a benchmark needs at least one proof</source>
        <translation>基准测试至少需要一个证明</translation>
    </message>
    <message>
        <source>a benchmark of more than %1 proofs is not supported</source>
        <translation>不支持超过 %1 个证明的基准测试</translation>
    </message>
    <message>
        <source>a timeout cannot be negative</source>
        <translation>超时不能为负数</translation>
    </message>
    <message>
        <source>the proof kind &apos;%1&apos; is not a plain word (letters, digits, . _ -)</source>
        <translation>证明类型“%1”不是简单单词（字母、数字、. _ -）</translation>
    </message>
    <message>
        <source>the benchmark command is empty</source>
        <translation>基准测试命令为空</translation>
    </message>
    <message>
        <source>pre-run command: %1</source>
        <translation>运行前命令：%1</translation>
    </message>
    <message>
        <source>unknown benchmark mode &apos;%1&apos; (per-proof or batch)</source>
        <translation>未知的基准测试模式“%1”（per-proof 或 batch）</translation>
    </message>
    <message>
        <source>the command has a &apos;}&apos; without its &apos;{&apos; (at character %1)</source>
        <translation>命令中有 &apos;}&apos; 没有对应的 &apos;{&apos;（位于第 %1 个字符）</translation>
    </message>
    <message>
        <source>the command has a &apos;{&apos; that is never closed (at character %1)</source>
        <translation>命令中有 &apos;{&apos; 从未闭合（位于第 %1 个字符）</translation>
    </message>
    <message>
        <source>unknown placeholder {%1} in the command; known: {node}, {proof_kind}, {count}, {warmup}, {timed}, {cooldown}, {index}</source>
        <translation>命令中有未知占位符 {%1}；已知占位符：{node}、{proof_kind}、{count}、{warmup}、{timed}、{cooldown}、{index}</translation>
    </message>
    <message>
        <source>the command contains a NUL or a newline</source>
        <translation>命令中包含 NUL 字符或换行符</translation>
    </message>
    <message>
        <source>impossible proof number: %1</source>
        <translation>不可能的证明编号：%1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 不是字符串</translation>
    </message>
    <message>
        <source>ok is not true or false</source>
        <translation>ok 既不是 true 也不是 false</translation>
    </message>
    <message>
        <source>unknown parser &apos;%1&apos;: choose cuzk-batch, jsonl or regex:PATTERN</source>
        <translation>未知解析器“%1”：请选择 cuzk-batch、jsonl 或 regex:PATTERN</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos;</source>
        <translation>未知状态“%1”</translation>
    </message>
    <message>
        <source>unknown phase &apos;%1&apos;</source>
        <translation>未知阶段“%1”</translation>
    </message>
    <message>
        <source>%1 is not a number of 0 or more</source>
        <translation>%1 不是大于或等于 0 的数字</translation>
    </message>
    <message>
        <source>a completed proof needs wall_s or wall_ms</source>
        <translation>已完成的证明需要 wall_s 或 wall_ms</translation>
    </message>
    <message>
        <source>the proof number is not a whole number from 1</source>
        <translation>证明编号不是从 1 开始的整数</translation>
    </message>
    <message>
        <source>proof %1: %2</source>
        <translation>证明 %1：%2</translation>
    </message>
    <message>
        <source>proof %1 ended with status UNKNOWN: counted as failed, as is any other such proof</source>
        <translation>证明 %1 以状态 UNKNOWN 结束：记为失败，其他此类证明同样处理</translation>
    </message>
    <message>
        <source>proof %1 reported twice; kept the first</source>
        <translation>证明 %1 被报告了两次；保留第一次</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; is not a valid regular expression: %2 (at character %3)</source>
        <translation>模式“%1”不是有效的正则表达式：%2（位于第 %3 个字符）</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; has no named group for the wall time: add (?&lt;wall_s&gt;…) or (?&lt;wall_ms&gt;…)</source>
        <translation>模式“%1”缺少表示墙钟时间的命名分组：请添加 (?&lt;wall_s&gt;…) 或 (?&lt;wall_ms&gt;…)</translation>
    </message>
    <message>
        <source>a node named &apos;%1&apos; already exists</source>
        <translation>名为“%1”的节点已存在</translation>
    </message>
    <message>
        <source>a node with this name already exists</source>
        <translation>同名节点已存在</translation>
    </message>
    <message>
        <source>cannot write the inventory: %1</source>
        <translation>无法写入节点清单：%1</translation>
    </message>
    <message>
        <source>cannot add node &apos;%1&apos;: %2</source>
        <translation>无法添加节点“%1”：%2</translation>
    </message>
    <message>
        <source>no node named &apos;%1&apos;</source>
        <translation>没有名为“%1”的节点</translation>
    </message>
    <message>
        <source>cannot update node &apos;%1&apos;: %2</source>
        <translation>无法更新节点“%1”：%2</translation>
    </message>
    <message>
        <source>cannot remove node &apos;%1&apos;: %2</source>
        <translation>无法删除节点“%1”：%2</translation>
    </message>
    <message>
        <source>invalid provider &apos;%1&apos;</source>
        <translation>无效的提供商“%1”</translation>
    </message>
    <message>
        <source>cannot import from %1: %2</source>
        <translation>无法从 %1 导入：%2</translation>
    </message>
    <message>
        <source>a node name is required</source>
        <translation>需要节点名称</translation>
    </message>
    <message>
        <source>invalid node name &apos;%1&apos;: use 1-64 characters of A-Z a-z 0-9 . _ -</source>
        <translation>无效的节点名称“%1”：请使用 1-64 个 A-Z a-z 0-9 . _ - 字符</translation>
    </message>
    <message>
        <source>a host is required</source>
        <translation>需要主机</translation>
    </message>
    <message>
        <source>invalid host &apos;%1&apos;: expected a host name, an IPv4 or an IPv6 address</source>
        <translation>无效的主机“%1”：应为主机名、IPv4 或 IPv6 地址</translation>
    </message>
    <message>
        <source>invalid %1 %2: must be between 1 and 65535</source>
        <translation>无效的%1 %2：必须介于 1 和 65535 之间</translation>
    </message>
    <message>
        <source>invalid user &apos;%1&apos;: expected a login name such as root</source>
        <translation>无效的用户“%1”：应为登录名，例如 root</translation>
    </message>
    <message>
        <source>invalid status path &apos;%1&apos;: must start with / and contain no spaces</source>
        <translation>无效的状态路径“%1”：必须以 / 开头且不含空格</translation>
    </message>
    <message>
        <source>invalid label key &apos;%1&apos;: use 1-64 characters of A-Z a-z 0-9 . _ / -</source>
        <translation>无效的标签键“%1”：请使用 1-64 个 A-Z a-z 0-9 . _ / - 字符</translation>
    </message>
    <message>
        <source>label value too long (%1 characters, at most 256)</source>
        <translation>标签值过长（%1 个字符，最多 256 个）</translation>
    </message>
    <message>
        <source>label value contains a control character</source>
        <translation>标签值包含控制字符</translation>
    </message>
    <message>
        <source>invalid label &apos;%1&apos;: expected KEY=VALUE</source>
        <translation>无效的标签“%1”：应为 KEY=VALUE</translation>
    </message>
    <message>
        <source>port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>status port</source>
        <translation>状态端口</translation>
    </message>
    <message>
        <source>identity file path is empty</source>
        <translation>身份文件路径为空</translation>
    </message>
    <message>
        <source>status command is empty</source>
        <translation>状态命令为空</translation>
    </message>
    <message>
        <source>authorized_keys path is empty</source>
        <translation>authorized_keys 路径为空</translation>
    </message>
    <message>
        <source>the instance has no id</source>
        <translation>实例没有 id</translation>
    </message>
    <message>
        <source>instance %1 is listed more than once; the first one was used</source>
        <translation>实例 %1 出现了多次；已使用第一个</translation>
    </message>
    <message>
        <source>the provider now gives %1:%2, but the node follows ~/.ssh/config; its address was left as it is</source>
        <translation>提供商现在给出的地址是 %1:%2，但该节点遵循 ~/.ssh/config；其地址保持不变</translation>
    </message>
    <message>
        <source>no keychain to read from</source>
        <translation>没有可读取的钥匙串</translation>
    </message>
    <message>
        <source>keychain: %1</source>
        <translation>钥匙串：%1</translation>
    </message>
    <message>
        <source>no keychain entry %1</source>
        <translation>钥匙串中没有条目 %1</translation>
    </message>
    <message>
        <source>no keychain entry %1 and no %2</source>
        <translation>钥匙串中没有条目 %1，也没有 %2</translation>
    </message>
    <message>
        <source>Store the key with: fleetdeck-cli secrets set vast-api-key %1 --stdin (or set VAST_API_KEY for one run).</source>
        <translation>使用以下命令保存密钥：fleetdeck-cli secrets set vast-api-key %1 --stdin（或为单次运行设置 VAST_API_KEY）。</translation>
    </message>
    <message>
        <source>No vast.ai API key: VAST_API_KEY is not set and the keychain has no vast-api-key &apos;%1&apos;.</source>
        <translation>没有 vast.ai API 密钥：未设置 VAST_API_KEY，且钥匙串中没有 vast-api-key“%1”。</translation>
    </message>
    <message>
        <source> Create a key in the vast.ai console under Account, Keys.</source>
        <translation> 请在 vast.ai 控制台的 Account › Keys 下创建密钥。</translation>
    </message>
    <message>
        <source>The vast.ai API key &apos;%1&apos; could not be read from the keychain.</source>
        <translation>无法从钥匙串读取 vast.ai API 密钥“%1”。</translation>
    </message>
    <message>
        <source>Unlock the keychain.</source>
        <translation>请解锁钥匙串。</translation>
    </message>
    <message>
        <source>Or set VAST_API_KEY for one run.</source>
        <translation>或为单次运行设置 VAST_API_KEY。</translation>
    </message>
    <message>
        <source>Unusable vast.ai address &apos;%1&apos;: %2</source>
        <translation>不可用的 vast.ai 地址“%1”：%2</translation>
    </message>
    <message>
        <source>expected an http or https URL</source>
        <translation>应为 http 或 https URL</translation>
    </message>
    <message>
        <source>Give the console&apos;s address, e.g. https://console.vast.ai (plain http only to this machine, so the API key never crosses a network unencrypted).</source>
        <translation>请填写控制台地址，例如 https://console.vast.ai（仅在本机可使用明文 http，以确保 API 密钥不会以未加密方式经过网络）。</translation>
    </message>
    <message>
        <source>Invalid vast.ai request: %1</source>
        <translation>无效的 vast.ai 请求：%1</translation>
    </message>
    <message>
        <source>bad arguments</source>
        <translation>参数错误</translation>
    </message>
    <message>
        <source>Instance ids are numbers; a public key is one line of an OpenSSH .pub file.</source>
        <translation>实例 id 是数字；公钥是 OpenSSH .pub 文件中的一行。</translation>
    </message>
    <message>
        <source>vast.ai accepted the API key but refused this request (HTTP 403).</source>
        <translation>vast.ai 接受了 API 密钥，但拒绝了此请求 (HTTP 403)。</translation>
    </message>
    <message>
        <source>The key lacks a permission this needs (reading instances, attaching SSH keys). Create a key with those permissions in the vast.ai console and store it with: fleetdeck-cli secrets set vast-api-key default --stdin</source>
        <translation>该密钥缺少此操作所需的权限（读取实例、绑定 SSH 密钥）。请在 vast.ai 控制台创建具有这些权限的密钥，并使用以下命令保存：fleetdeck-cli secrets set vast-api-key default --stdin</translation>
    </message>
    <message>
        <source>The API key was refused by vast.ai (HTTP 401).</source>
        <translation>vast.ai 拒绝了该 API 密钥 (HTTP 401)。</translation>
    </message>
    <message>
        <source>The key is wrong, revoked or expired. Copy the current key from the vast.ai console (Account, Keys) and store it with: fleetdeck-cli secrets set vast-api-key default --stdin (or set VAST_API_KEY).</source>
        <translation>密钥错误、已被吊销或已过期。请从 vast.ai 控制台（Account › Keys）复制当前密钥，并使用以下命令保存：fleetdeck-cli secrets set vast-api-key default --stdin（或设置 VAST_API_KEY）。</translation>
    </message>
    <message>
        <source>vast.ai kept refusing requests as too frequent (HTTP 429), also after %1 retries.</source>
        <translation>vast.ai 持续以请求过于频繁为由拒绝请求 (HTTP 429)，重试 %1 次后仍然如此。</translation>
    </message>
    <message>
        <source>Wait a minute and try again; if it keeps happening, refresh the provider data less often or stop other tools using the same key.</source>
        <translation>请等待一分钟后重试；如果问题持续，请降低提供商数据的刷新频率，或停止使用同一密钥的其他工具。</translation>
    </message>
    <message>
        <source>vast.ai answered with a server error (HTTP %1).</source>
        <translation>vast.ai 返回了服务器错误 (HTTP %1)。</translation>
    </message>
    <message>
        <source>The trouble is on vast.ai&apos;s side; nothing was changed here. Try again in a few minutes.</source>
        <translation>问题出在 vast.ai 一方；本地未做任何更改。请几分钟后重试。</translation>
    </message>
    <message>
        <source>vast.ai refused the request (HTTP %1).</source>
        <translation>vast.ai 拒绝了请求 (HTTP %1)。</translation>
    </message>
    <message>
        <source>vast.ai refused the request (HTTP %1): %2</source>
        <translation>vast.ai 拒绝了请求 (HTTP %1)：%2</translation>
    </message>
    <message>
        <source>Check that the instance exists in this account and that --vast-url is the console&apos;s address.</source>
        <translation>请检查该实例是否存在于此账户中，以及 --vast-url 是否为控制台地址。</translation>
    </message>
    <message>
        <source>vast.ai&apos;s answer could not be read: %1</source>
        <translation>无法读取 vast.ai 的响应：%1</translation>
    </message>
    <message>
        <source>not the expected JSON</source>
        <translation>不是预期的 JSON</translation>
    </message>
    <message>
        <source>The answer may have been cut off, or the address is not the vast.ai console. Try again; check --vast-url if it repeats.</source>
        <translation>响应可能被截断，或该地址不是 vast.ai 控制台。请重试；如果反复出现，请检查 --vast-url。</translation>
    </message>
    <message>
        <source>vast.ai did not answer within %1 s.</source>
        <translation>vast.ai 在 %1 s 内没有响应。</translation>
    </message>
    <message>
        <source>Check this machine&apos;s network connection, or allow more time (--timeout).</source>
        <translation>请检查本机的网络连接，或延长等待时间 (--timeout)。</translation>
    </message>
    <message>
        <source>Cannot reach vast.ai at %1.</source>
        <translation>无法连接到位于 %1 的 vast.ai。</translation>
    </message>
    <message>
        <source>the configured address</source>
        <translation>配置的地址</translation>
    </message>
    <message>
        <source>Check the network connection, DNS and proxy settings, and the address (--vast-url).</source>
        <translation>请检查网络连接、DNS 和代理设置，以及地址 (--vast-url)。</translation>
    </message>
    <message>
        <source>The vast.ai request was cancelled.</source>
        <translation>vast.ai 请求已取消。</translation>
    </message>
    <message>
        <source>Nothing was changed; start it again when needed.</source>
        <translation>未做任何更改；需要时请重新发起。</translation>
    </message>
    <message>
        <source>vast.ai request failed.</source>
        <translation>vast.ai 请求失败。</translation>
    </message>
    <message>
        <source>the answer is empty</source>
        <translation>响应为空</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 of %2: %3</source>
        <translation>不是有效的 JSON（第 %1 字节，共 %2 字节）：%3</translation>
    </message>
    <message>
        <source>the answer reports a failure: %1</source>
        <translation>响应报告了失败：%1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <source>expected a list of instances or an object with &quot;instances&quot;: […]</source>
        <translation>应为实例列表，或包含 &quot;instances&quot;: […] 的对象</translation>
    </message>
    <message>
        <source>instance %1 of the list is not an object</source>
        <translation>列表中的第 %1 个实例不是对象</translation>
    </message>
    <message>
        <source>an instance without a usable id (%1)</source>
        <translation>实例没有可用的 id (%1)</translation>
    </message>
    <message>
        <source>status unknown</source>
        <translation>状态未知</translation>
    </message>
    <message>
        <source>instance %1 (%2) publishes no SSH port right now; %3:22 stands in until it does</source>
        <translation>实例 %1 (%2) 当前未公布 SSH 端口；在其公布之前暂用 %3:22</translation>
    </message>
    <message>
        <source>instance %1 (%2) publishes no SSH address right now</source>
        <translation>实例 %1 (%2) 当前未公布 SSH 地址</translation>
    </message>
    <message>
        <source>Cannot reach the ssh-agent at %1: %2</source>
        <translation>无法连接位于 %1 的 ssh-agent：%2</translation>
    </message>
    <message>
        <source>Lost the connection to the ssh-agent at %1: %2</source>
        <translation>与位于 %1 的 ssh-agent 的连接已断开：%2</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 did not answer within %2 ms</source>
        <translation>位于 %1 的 ssh-agent 未在 %2 ms 内响应</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 closed the connection in the middle of its answer</source>
        <translation>位于 %1 的 ssh-agent 在响应中途关闭了连接</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 closed the connection without answering</source>
        <translation>位于 %1 的 ssh-agent 未响应即关闭了连接</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent an empty message</source>
        <translation>位于 %1 的 ssh-agent 发送了空消息</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent an answer of %2 bytes, more than the %3 KiB accepted</source>
        <translation>位于 %1 的 ssh-agent 发送了 %2 字节的响应，超过了可接受的 %3 KiB</translation>
    </message>
    <message>
        <source>the key count is missing</source>
        <translation>缺少密钥数量</translation>
    </message>
    <message>
        <source>it claims %1 keys in %2 bytes</source>
        <translation>声称 %2 字节中有 %1 个密钥</translation>
    </message>
    <message>
        <source>key %1 of %2 is truncated</source>
        <translation>第 %1 个密钥（共 %2 个）被截断</translation>
    </message>
    <message>
        <source>key %1 of %2 has no valid key type</source>
        <translation>第 %1 个密钥（共 %2 个）没有有效的密钥类型</translation>
    </message>
    <message>
        <source>No ssh-agent: SSH_AUTH_SOCK is not set</source>
        <translation>没有 ssh-agent：未设置 SSH_AUTH_SOCK</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 refused to list its keys</source>
        <translation>位于 %1 的 ssh-agent 拒绝列出其密钥</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent an unexpected answer (message type %2)</source>
        <translation>位于 %1 的 ssh-agent 发送了意外的响应（消息类型 %2）</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent a malformed key list: %2</source>
        <translation>位于 %1 的 ssh-agent 发送了格式错误的密钥列表：%2</translation>
    </message>
    <message>
        <source>The key is already in %1, but the server does not accept it; nothing was changed.</source>
        <translation>该密钥已在 %1 中，但服务器不接受它；未做任何更改。</translation>
    </message>
    <message>
        <source>Identity: %1</source>
        <translation>身份：%1</translation>
    </message>
    <message>
        <source>Price from the provider (dph_total)</source>
        <translation>提供商给出的价格 (dph_total)</translation>
    </message>
    <message>
        <source>Price from the node&apos;s dph label</source>
        <translation>节点 dph 标签给出的价格</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>GPU load</source>
        <translation>GPU 负载</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>Pipelines</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最后在线</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation>%1 秒前</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>%1 分钟前</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>%1 小时前</translation>
    </message>
    <message>
        <source>%1 d ago</source>
        <translation>%1 天前</translation>
    </message>
    <message>
        <source>no longer listed since %1</source>
        <translation>自 %1 起不再列出</translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation>提供商：%1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>unknown secret kind &apos;%1&apos; (passphrase, password, vast-api-key)</source>
        <translation>未知的密钥类别“%1”（passphrase、password、vast-api-key）</translation>
    </message>
    <message>
        <source>a passphrase is named by its key&apos;s fingerprint as ssh-keygen -lf prints it (SHA256: and 43 characters), not &apos;%1&apos;</source>
        <translation>密码短语以其密钥的指纹命名，格式与 ssh-keygen -lf 输出相同（SHA256: 加 43 个字符），而不是“%1”</translation>
    </message>
    <message>
        <source>invalid group label &apos;%1&apos;: %2</source>
        <translation>无效的分组标签“%1”：%2</translation>
    </message>
    <message>
        <source>a password is named by a node name or a label KEY=VALUE: %1</source>
        <translation>密码以节点名称或标签 KEY=VALUE 命名：%1</translation>
    </message>
    <message>
        <source>a vast.ai API key is named &apos;default&apos; or by an account name of 1-64 characters A-Z a-z 0-9 . _ -, not &apos;%1&apos;</source>
        <translation>vast.ai API 密钥以 &apos;default&apos; 或账户名（1-64 个 A-Z a-z 0-9 . _ - 字符）命名，而不是“%1”</translation>
    </message>
    <message>
        <source>Passphrase of key %1</source>
        <translation>密钥 %1 的密码短语</translation>
    </message>
    <message>
        <source>Password for nodes labelled %1</source>
        <translation>带有标签 %1 的节点的密码</translation>
    </message>
    <message>
        <source>Password for node %1</source>
        <translation>节点 %1 的密码</translation>
    </message>
    <message>
        <source>vast.ai API key (%1)</source>
        <translation>vast.ai API 密钥 (%1)</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>钥匙串中没有此条目。</translation>
    </message>
    <message>
        <source>The keychain is locked. Unlock it (for GNOME Keyring: log in to the desktop, or open Passwords and Keys and unlock the login keyring), then try again.</source>
        <translation>钥匙串已锁定。请将其解锁（GNOME Keyring：登录桌面，或打开“密码和密钥”并解锁登录密钥环），然后重试。</translation>
    </message>
    <message>
        <source>The keychain refused access to Fleetdeck&apos;s entries. Allow Fleetdeck in the keychain&apos;s access prompt or settings, then try again.</source>
        <translation>钥匙串拒绝访问 Fleetdeck 的条目。请在钥匙串的访问提示或设置中允许 Fleetdeck，然后重试。</translation>
    </message>
    <message>
        <source>No keychain service answers. Install and start one (on Linux a Secret Service provider such as gnome-keyring or KWallet, in a desktop session with D-Bus), or keep secrets for this session only.</source>
        <translation>没有可响应的钥匙串服务。请安装并启动一个（Linux 上为 Secret Service 提供程序，例如 gnome-keyring 或 KWallet，需在带 D-Bus 的桌面会话中运行），或仅在本次会话中保存机密。</translation>
    </message>
    <message>
        <source>The keychain did not answer in time; it may be waiting for an unlock prompt nobody can see.</source>
        <translation>钥匙串未及时响应；它可能正在等待一个无人能看到的解锁提示。</translation>
    </message>
    <message>
        <source>The keychain reported an error.</source>
        <translation>钥匙串报告了错误。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no answer from %1 within %2 s</source>
        <translation>%1 在 %2 s 内无响应</translation>
    </message>
    <message>
        <source>macOS Keychain</source>
        <translation>macOS 钥匙串</translation>
    </message>
    <message>
        <source>Windows Credential Manager</source>
        <translation>Windows 凭据管理器</translation>
    </message>
    <message>
        <source>KWallet</source>
        <translation>KWallet</translation>
    </message>
    <message>
        <source>Secret Service</source>
        <translation>Secret Service</translation>
    </message>
    <message>
        <source>libsecret (libsecret-1.so.0) is not installed</source>
        <translation>未安装 libsecret (libsecret-1.so.0)</translation>
    </message>
    <message>
        <source>not probed yet</source>
        <translation>尚未探测</translation>
    </message>
    <message>
        <source>the entry is still there after deleting it</source>
        <translation>删除后条目仍然存在</translation>
    </message>
    <message>
        <source>a test entry was written, read back and deleted</source>
        <translation>已写入、读回并删除测试条目</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1失败：%2</translation>
    </message>
    <message>
        <source>writing a test entry</source>
        <translation>写入测试条目</translation>
    </message>
    <message>
        <source>reading the test entry back</source>
        <translation>读回测试条目</translation>
    </message>
    <message>
        <source>deleting the test entry</source>
        <translation>删除测试条目</translation>
    </message>
    <message>
        <source>the test entry read back differs from what was written</source>
        <translation>读回的测试条目与写入的内容不一致</translation>
    </message>
    <message>
        <source>Session memory</source>
        <translation>会话内存</translation>
    </message>
    <message>
        <source>secrets are kept in memory until Fleetdeck exits and are never written anywhere</source>
        <translation>机密仅保存在内存中，直到 Fleetdeck 退出，且从不写入任何位置</translation>
    </message>
    <message>
        <source>The node&apos;s host name does not resolve.</source>
        <translation>节点的主机名无法解析。</translation>
    </message>
    <message>
        <source>The host name %1 does not resolve.</source>
        <translation>主机名 %1 无法解析。</translation>
    </message>
    <message>
        <source>Check the node&apos;s host in the inventory for a typo (node edit NAME --host HOST), or fix this machine&apos;s DNS if the name is right.</source>
        <translation>请检查节点清单中该节点的主机是否有拼写错误 (node edit NAME --host HOST)；如果名称正确，请修复本机的 DNS。</translation>
    </message>
    <message>
        <source>Nothing listens for SSH on the node&apos;s port: the connection was refused.</source>
        <translation>节点的端口上没有 SSH 服务在监听：连接被拒绝。</translation>
    </message>
    <message>
        <source>Nothing listens for SSH on %1: the connection was refused.</source>
        <translation>%1 上没有 SSH 服务在监听：连接被拒绝。</translation>
    </message>
    <message>
        <source>Nothing listens for SSH on %1 port %2: the connection was refused.</source>
        <translation>%1 的端口 %2 上没有 SSH 服务在监听：连接被拒绝。</translation>
    </message>
    <message>
        <source>Check that the server is up and that the node&apos;s SSH port is right. Providers such as vast.ai map SSH to a high port shown in their console (node edit NAME --port PORT).</source>
        <translation>请检查服务器是否已启动，以及节点的 SSH 端口是否正确。vast.ai 等提供商会将 SSH 映射到其控制台中显示的高位端口 (node edit NAME --port PORT)。</translation>
    </message>
    <message>
        <source>No TCP connection to the node within the deadline.</source>
        <translation>在限定时间内未能建立到节点的 TCP 连接。</translation>
    </message>
    <message>
        <source>No TCP connection to %1 within the deadline.</source>
        <translation>在限定时间内未能建立到 %1 的 TCP 连接。</translation>
    </message>
    <message>
        <source>No TCP connection to %1 port %2 within the deadline.</source>
        <translation>在限定时间内未能建立到 %1 端口 %2 的 TCP 连接。</translation>
    </message>
    <message>
        <source>Check that the server is running and reachable from here: a firewall or security group may be dropping SSH silently, or the host or port is wrong. If the network is only slow, raise --timeout.</source>
        <translation>请检查服务器是否正在运行且可从此处访问：防火墙或安全组可能在静默丢弃 SSH 流量，或主机、端口有误。如果只是网络较慢，请调大 --timeout。</translation>
    </message>
    <message>
        <source>The node&apos;s port accepts TCP connections but never speaks SSH.</source>
        <translation>节点的端口接受 TCP 连接，但始终不响应 SSH 协议。</translation>
    </message>
    <message>
        <source>%1 accepts TCP connections but never speaks SSH.</source>
        <translation>%1 接受 TCP 连接，但始终不响应 SSH 协议。</translation>
    </message>
    <message>
        <source>%1 port %2 accepts TCP connections but never speaks SSH.</source>
        <translation>%1 端口 %2 接受 TCP 连接，但始终不响应 SSH 协议。</translation>
    </message>
    <message>
        <source>The port is probably wrong, or a firewall or proxy answers in the server&apos;s place. Compare the node&apos;s SSH port with the provider&apos;s console.</source>
        <translation>端口很可能有误，或是防火墙、代理在代替服务器应答。请将节点的 SSH 端口与提供商控制台中的端口进行比对。</translation>
    </message>
    <message>
        <source>The SSH handshake with the node failed.</source>
        <translation>与节点的 SSH 握手失败。</translation>
    </message>
    <message>
        <source>The SSH handshake with %1 failed.</source>
        <translation>与 %1 的 SSH 握手失败。</translation>
    </message>
    <message>
        <source>The SSH handshake with %1 port %2 failed.</source>
        <translation>与 %1 端口 %2 的 SSH 握手失败。</translation>
    </message>
    <message>
        <source>The server and Fleetdeck share no key-exchange, cipher or host key algorithm, or the server broke the protocol; the detail has the reason. Update the server&apos;s OpenSSH or enable a current algorithm in its sshd_config.</source>
        <translation>服务器与 Fleetdeck 没有共同的密钥交换、加密或主机密钥算法，或服务器违反了协议；详细信息中有具体原因。请升级服务器的 OpenSSH，或在其 sshd_config 中启用较新的算法。</translation>
    </message>
    <message>
        <source>This is the first connection to this host. Compare the key&apos;s fingerprint with the one in the provider&apos;s console and trust it only if they match (answer yes, or use --host-key-policy accept-new).</source>
        <translation>这是首次连接此主机。请将该密钥的指纹与提供商控制台中的指纹进行比对，仅在一致时才信任（回答 yes，或使用 --host-key-policy accept-new）。</translation>
    </message>
    <message>
        <source>This host is not in known_hosts yet.</source>
        <translation>此主机尚未记录在 known_hosts 中。</translation>
    </message>
    <message>
        <source>%1 is not in known_hosts yet.</source>
        <translation>%1 尚未记录在 known_hosts 中。</translation>
    </message>
    <message>
        <source>%1 is not in known_hosts yet; it presents the host key %2.</source>
        <translation>%1 尚未记录在 known_hosts 中；它出示的主机密钥为 %2。</translation>
    </message>
    <message>
        <source>This is the first connection to this host. Compare %2 with the fingerprint in the provider&apos;s console and trust it only if they match (answer yes, or use --host-key-policy accept-new).</source>
        <translation>这是首次连接此主机。请将 %2 与提供商控制台中的指纹进行比对，仅在一致时才信任（回答 yes，或使用 --host-key-policy accept-new）。</translation>
    </message>
    <message>
        <source>The server&apos;s host key differs from the one in known_hosts.</source>
        <translation>服务器的主机密钥与 known_hosts 中记录的不同。</translation>
    </message>
    <message>
        <source>The host key of %1 differs from the one in known_hosts.</source>
        <translation>%1 的主机密钥与 known_hosts 中记录的不同。</translation>
    </message>
    <message>
        <source>The host key of %1 differs from the one in known_hosts: it now presents %2.</source>
        <translation>%1 的主机密钥与 known_hosts 中记录的不同：它现在出示的是 %2。</translation>
    </message>
    <message>
        <source>The host key of %1 differs from the one in known_hosts: it now presents %2, known_hosts has %3.</source>
        <translation>%1 的主机密钥与 known_hosts 中记录的不同：它现在出示的是 %2，known_hosts 中记录的是 %3。</translation>
    </message>
    <message>
        <source>The server may have been reinstalled, or someone may be intercepting the connection. Replace the recorded key only after verifying the new fingerprint with the provider or on the server&apos;s console.</source>
        <translation>服务器可能已重装，也可能有人在拦截连接。请先通过提供商或服务器控制台核实新指纹，再替换已记录的密钥。</translation>
    </message>
    <message>
        <source>The node accepted none of the offered credentials.</source>
        <translation>节点未接受任何所提供的凭据。</translation>
    </message>
    <message>
        <source>The node accepted none of the credentials offered for %1.</source>
        <translation>节点未接受为用户 %1 提供的任何凭据。</translation>
    </message>
    <message>
        <source>%2 accepted none of the credentials offered for %1.</source>
        <translation>%2 未接受为用户 %1 提供的任何凭据。</translation>
    </message>
    <message>
        <source>%2 accepted none of the credentials offered for %1 (keys tried: %3).</source>
        <translation>%2 未接受为用户 %1 提供的任何凭据（已尝试的密钥：%3）。</translation>
    </message>
    <message>
        <source>Check the node&apos;s identity path and that the file is readable by you. For an encrypted key, store its passphrase with fleetdeck-cli secrets set passphrase SHA256:... (the key&apos;s fingerprint).</source>
        <translation>请检查节点的身份文件路径，并确认您有权读取该文件。对于加密的密钥，请使用 fleetdeck-cli secrets set passphrase SHA256:...（密钥的指纹）保存其密码短语。</translation>
    </message>
    <message>
        <source>A private key cannot be used: it is missing, unreadable, or encrypted without a stored passphrase.</source>
        <translation>私钥无法使用：文件缺失、不可读，或已加密但未保存密码短语。</translation>
    </message>
    <message>
        <source>The key %1 cannot be used: it is missing, unreadable, or encrypted without a stored passphrase.</source>
        <translation>密钥 %1 无法使用：文件缺失、不可读，或已加密但未保存密码短语。</translation>
    </message>
    <message>
        <source>Check the node&apos;s identity path and that the file is readable by you. For an encrypted key, store its passphrase with fleetdeck-cli secrets set passphrase %2.</source>
        <translation>请检查节点的身份文件路径，并确认您有权读取该文件。对于加密的密钥，请使用 fleetdeck-cli secrets set passphrase %2 保存其密码短语。</translation>
    </message>
    <message>
        <source>The node refused to open a channel for the status request (port forwarding disabled, or the session limit reached).</source>
        <translation>节点拒绝为状态请求打开通道（端口转发已禁用，或已达会话数上限）。</translation>
    </message>
    <message>
        <source>The node refused to open a channel to %1 (port forwarding disabled, or the session limit reached).</source>
        <translation>节点拒绝打开到 %1 的通道（端口转发已禁用，或已达会话数上限）。</translation>
    </message>
    <message>
        <source>The server probably has AllowTcpForwarding no or a low MaxSessions. Fetch the status with a command instead: node edit NAME --status-command &apos;curl -sf http://localhost:9821/status&apos;.</source>
        <translation>服务器可能设置了 AllowTcpForwarding no 或较低的 MaxSessions。请改用命令获取状态：node edit NAME --status-command &apos;curl -sf http://localhost:9821/status&apos;。</translation>
    </message>
    <message>
        <source>The cuzk daemon is not listening on the node&apos;s status port.</source>
        <translation>cuzk 守护进程未在节点的状态端口上监听。</translation>
    </message>
    <message>
        <source>The cuzk daemon is not listening on status port %1 on the node.</source>
        <translation>cuzk 守护进程未在节点的状态端口 %1 上监听。</translation>
    </message>
    <message>
        <source>Check that cuzk is running on the node and that its config sets [daemon] status_listen to the port the node uses (node edit NAME --status-port PORT).</source>
        <translation>请检查 cuzk 是否在节点上运行，以及其配置中的 [daemon] status_listen 是否设为该节点使用的端口 (node edit NAME --status-port PORT)。</translation>
    </message>
    <message>
        <source>The remote command failed.</source>
        <translation>远程命令失败。</translation>
    </message>
    <message>
        <source>The remote command failed: %1.</source>
        <translation>远程命令失败：%1。</translation>
    </message>
    <message>
        <source>The remote command &apos;%2&apos; failed: %1.</source>
        <translation>远程命令“%2”失败：%1。</translation>
    </message>
    <message>
        <source>The detail has its exit status and stderr. Run the command by hand on the node to see why; if this is the status poll, check the node&apos;s status command.</source>
        <translation>详细信息中包含其退出状态和 stderr。请在节点上手动运行该命令以查明原因；如果这是状态轮询，请检查节点的状态命令。</translation>
    </message>
    <message>
        <source>The status endpoint answered with an error instead of 200 OK.</source>
        <translation>状态端点返回了错误，而不是 200 OK。</translation>
    </message>
    <message>
        <source>The status endpoint answered %1 instead of 200 OK.</source>
        <translation>状态端点返回了 %1，而不是 200 OK。</translation>
    </message>
    <message>
        <source>The daemon is up but refused the request. Check the node&apos;s status path (node edit NAME --status-path /status) and cuzk&apos;s log on the node.</source>
        <translation>守护进程已运行，但拒绝了请求。请检查节点的状态路径 (node edit NAME --status-path /status) 以及节点上 cuzk 的日志。</translation>
    </message>
    <message>
        <source>The status answer is not a valid cuzk status document.</source>
        <translation>状态响应不是有效的 cuzk 状态文档。</translation>
    </message>
    <message>
        <source>The status answer is not a valid cuzk status document: %1.</source>
        <translation>状态响应不是有效的 cuzk 状态文档：%1。</translation>
    </message>
    <message>
        <source>Check that the node&apos;s status port, path or command reach cuzk&apos;s status endpoint and not another service, and that cuzk is a supported version.</source>
        <translation>请检查节点的状态端口、路径或命令是否指向 cuzk 的状态端点而非其他服务，以及 cuzk 是否为受支持的版本。</translation>
    </message>
    <message>
        <source>The operation did not finish within its deadline.</source>
        <translation>操作未在限定时间内完成。</translation>
    </message>
    <message>
        <source>The operation did not finish within %1 seconds.</source>
        <translation>操作未在 %1 秒内完成。</translation>
    </message>
    <message>
        <source>The node or the network is slow or stuck at the stage shown. Check the node&apos;s load and network, or raise the deadline with --timeout.</source>
        <translation>节点或网络较慢，或卡在所示阶段。请检查节点的负载和网络，或使用 --timeout 延长时限。</translation>
    </message>
    <message>
        <source>The connection broke during the operation, and reconnecting failed too.</source>
        <translation>操作期间连接中断，且重新连接也失败了。</translation>
    </message>
    <message>
        <source>The connection to %1 broke during the operation, and reconnecting failed too.</source>
        <translation>操作期间与 %1 的连接中断，且重新连接也失败了。</translation>
    </message>
    <message>
        <source>The connection to %1 port %2 broke during the operation, and reconnecting failed too.</source>
        <translation>操作期间与 %1 端口 %2 的连接中断，且重新连接也失败了。</translation>
    </message>
    <message>
        <source>The node may have rebooted or dropped off the network, or sshd was restarted. Check the node in the provider&apos;s console, then retry.</source>
        <translation>节点可能已重启或掉线，或 sshd 已重启。请在提供商控制台中检查该节点，然后重试。</translation>
    </message>
    <message>
        <source>Proof jobs are failing: failures rose since the previous poll.</source>
        <translation>证明任务正在失败：自上次轮询以来失败数有所增加。</translation>
    </message>
    <message>
        <source>Proof jobs are failing: %1 more failed since the previous poll.</source>
        <translation>证明任务正在失败：自上次轮询以来又有 %1 个失败。</translation>
    </message>
    <message>
        <source>Read cuzk&apos;s log on the node for the failing jobs (GPU errors, out of memory, bad parameters) and fix the cause before it takes more work.</source>
        <translation>请在节点上查看 cuzk 日志中失败的任务（GPU 错误、内存不足、参数错误），在其接收更多任务之前修复问题。</translation>
    </message>
    <message>
        <source>Jobs are queued but every GPU worker has been idle for two polls.</source>
        <translation>有任务在排队，但所有 GPU worker 已连续两次轮询处于空闲。</translation>
    </message>
    <message>
        <source>%1 jobs are queued but every GPU worker has been idle for two polls.</source>
        <translation>有 %1 个任务在排队，但所有 GPU worker 已连续两次轮询处于空闲。</translation>
    </message>
    <message>
        <source>cuzk&apos;s GPU workers are not taking work. Check cuzk&apos;s log and the GPUs (nvidia-smi) on the node; restart cuzk if the workers hang.</source>
        <translation>cuzk 的 GPU worker 没有接收任务。请检查节点上的 cuzk 日志和 GPU (nvidia-smi)；如果 worker 挂起，请重启 cuzk。</translation>
    </message>
    <message>
        <source>Available memory is under 5 % of the total.</source>
        <translation>可用内存低于总量的 5 %。</translation>
    </message>
    <message>
        <source>Only %1 of memory is available on the node.</source>
        <translation>节点上仅有 %1 内存可用。</translation>
    </message>
    <message>
        <source>Only %1 of %2 memory is available.</source>
        <translation>仅有 %1 可用（共 %2 内存）。</translation>
    </message>
    <message>
        <source>The node risks running out of memory. Lower synthesis concurrency or the number of pipelines in cuzk&apos;s config, or stop other processes on the node.</source>
        <translation>节点有内存耗尽的风险。请在 cuzk 配置中降低合成并发数或流水线数量，或停止节点上的其他进程。</translation>
    </message>
    <message>
        <source>A file operation on the node failed.</source>
        <translation>节点上的文件操作失败。</translation>
    </message>
    <message>
        <source>A file operation on the node failed: %1.</source>
        <translation>节点上的文件操作失败：%1。</translation>
    </message>
    <message>
        <source>The detail names the path and the server&apos;s SFTP status (e.g. permission denied, no such file). Check the path, its owner and its mode on the node, and that the server offers the sftp subsystem.</source>
        <translation>详细信息中列出了路径和服务器的 SFTP 状态（例如 permission denied、no such file）。请检查节点上该路径、其所有者和权限，以及服务器是否提供 sftp 子系统。</translation>
    </message>
    <message>
        <source>The file changed on the node while the key was being deployed; nothing was written.</source>
        <translation>部署密钥期间节点上的文件发生了变化；未写入任何内容。</translation>
    </message>
    <message>
        <source>%1 changed on the node while the key was being deployed; nothing was written.</source>
        <translation>部署密钥期间节点上的 %1 发生了变化；未写入任何内容。</translation>
    </message>
    <message>
        <source>Someone or something else edited the file at the same time. Look at it on the node, then deploy again: the new plan starts from its current content.</source>
        <translation>有其他人或程序同时编辑了该文件。请在节点上查看它，然后重新部署：新的计划将基于其当前内容。</translation>
    </message>
    <message>
        <source>The server does not accept the key from the file that was written; the original was restored.</source>
        <translation>服务器不接受所写入文件中的密钥；已恢复原文件。</translation>
    </message>
    <message>
        <source>The server does not accept the key from %1; the original file was restored.</source>
        <translation>服务器不接受 %1 中的密钥；已恢复原文件。</translation>
    </message>
    <message>
        <source>sshd reads another file or refuses this one. Check StrictModes (the home directory, ~/.ssh and the file must not be writable by group or others) and AuthorizedKeysFile in the node&apos;s sshd_config.</source>
        <translation>sshd 读取的是其他文件，或拒绝使用此文件。请检查节点 sshd_config 中的 StrictModes（主目录、~/.ssh 和该文件不得允许组或其他用户写入）和 AuthorizedKeysFile。</translation>
    </message>
    <message>
        <source>Removing this key would lock the console out of the node; nothing was changed.</source>
        <translation>删除此密钥会导致控制台无法登录该节点；未做任何更改。</translation>
    </message>
    <message>
        <source>Removing %1 would lock the console out of the node; nothing was changed.</source>
        <translation>删除 %1 会导致控制台无法登录该节点；未做任何更改。</translation>
    </message>
    <message>
        <source>The console logs in with this key and no other key of the console&apos;s proved to work. Deploy another key first (and let it be verified), then remove this one.</source>
        <translation>控制台使用此密钥登录，且控制台的其他密钥均未被证实可用。请先部署另一个密钥（并让其通过验证），再删除此密钥。</translation>
    </message>
    <message>
        <source>The SSH client config for this node cannot be used.</source>
        <translation>此节点的 SSH 客户端配置无法使用。</translation>
    </message>
    <message>
        <source>Fix the file named in the detail (e.g. its ProxyJump line), or stop honouring it for this node (node edit NAME --ssh-config no).</source>
        <translation>请修复详细信息中指出的文件（例如其中的 ProxyJump 行），或让此节点不再使用该配置 (node edit NAME --ssh-config no)。</translation>
    </message>
    <message>
        <source>The operation failed.</source>
        <translation>操作失败。</translation>
    </message>
    <message>
        <source>The operation failed: %1.</source>
        <translation>操作失败：%1。</translation>
    </message>
    <message>
        <source>The detail has the raw error.</source>
        <translation>详细信息中包含原始错误。</translation>
    </message>
    <message>
        <source>invalid host &apos;%1&apos; for known_hosts</source>
        <translation>known_hosts 的主机“%1”无效</translation>
    </message>
    <message>
        <source>invalid port %1: must be between 1 and 65535</source>
        <translation>无效的端口 %1：必须介于 1 和 65535 之间</translation>
    </message>
    <message>
        <source>invalid key type &apos;%1&apos;</source>
        <translation>无效的密钥类型“%1”</translation>
    </message>
    <message>
        <source>the host key is not valid base64</source>
        <translation>主机密钥不是有效的 base64</translation>
    </message>
    <message>
        <source>the host key is a &apos;%1&apos; key, not &apos;%2&apos;</source>
        <translation>主机密钥是“%1”类型，而不是“%2”</translation>
    </message>
    <message>
        <source>cannot read %1: it is a directory</source>
        <translation>无法读取 %1：它是一个目录</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Not polled yet</source>
        <translation>尚未轮询</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Daemon down</source>
        <translation>守护进程宕机</translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>Login refused</source>
        <translation>登录被拒绝</translation>
    </message>
    <message>
        <source>Host key unknown</source>
        <translation>主机密钥未知</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>主机密钥已变更</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>a benchmark run names no node</source>
        <translation>基准测试运行未指定节点</translation>
    </message>
    <message>
        <source>the benchmark run on node &apos;%1&apos; has a negative number of proofs</source>
        <translation>节点“%1”上的基准测试运行的证明数为负数</translation>
    </message>
    <message>
        <source>cannot record the benchmark run on node &apos;%1&apos;: %2</source>
        <translation>无法记录节点“%1”上的基准测试运行：%2</translation>
    </message>
    <message>
        <source>cannot record proof %1 of benchmark run %2: %3</source>
        <translation>无法记录基准测试运行 %2 的证明 %1：%3</translation>
    </message>
    <message>
        <source>benchmark run %1: proof index %2 is not 1 or more</source>
        <translation>基准测试运行 %1：证明序号 %2 不是大于或等于 1 的数</translation>
    </message>
    <message>
        <source>benchmark run %1: proof %2 has an invalid wall time</source>
        <translation>基准测试运行 %1：证明 %2 的墙钟时间无效</translation>
    </message>
    <message>
        <source>cannot record proofs of benchmark run %1: %2</source>
        <translation>无法记录基准测试运行 %1 的证明：%2</translation>
    </message>
    <message>
        <source>benchmark run %1 cannot finish as running</source>
        <translation>基准测试运行 %1 不能以“运行中”状态结束</translation>
    </message>
    <message>
        <source>cannot finish benchmark run %1: %2</source>
        <translation>无法结束基准测试运行 %1：%2</translation>
    </message>
    <message>
        <source>there is no benchmark run %1</source>
        <translation>不存在基准测试运行 %1</translation>
    </message>
    <message>
        <source>cannot mark abandoned benchmark runs: %1</source>
        <translation>无法标记已中断的基准测试运行：%1</translation>
    </message>
    <message>
        <source>cannot record the log of benchmark run %1: %2</source>
        <translation>无法记录基准测试运行 %1 的日志：%2</translation>
    </message>
    <message>
        <source>cannot read the log of benchmark run %1: %2</source>
        <translation>无法读取基准测试运行 %1 的日志：%2</translation>
    </message>
    <message>
        <source>a benchmark preset needs a name</source>
        <translation>基准测试预设需要名称</translation>
    </message>
    <message>
        <source>benchmark preset &apos;%1&apos;: %2</source>
        <translation>基准测试预设“%1”：%2</translation>
    </message>
    <message>
        <source>cannot save benchmark preset &apos;%1&apos;: %2</source>
        <translation>无法保存基准测试预设“%1”：%2</translation>
    </message>
    <message>
        <source>cannot remove benchmark preset &apos;%1&apos;: %2</source>
        <translation>无法删除基准测试预设“%1”：%2</translation>
    </message>
    <message>
        <source>there is no benchmark preset &apos;%1&apos;</source>
        <translation>不存在基准测试预设“%1”</translation>
    </message>
    <message>
        <source>cannot read the benchmark presets: %1</source>
        <translation>无法读取基准测试预设：%1</translation>
    </message>
    <message>
        <source>benchmark preset &apos;%1&apos; cannot be read: %2</source>
        <translation>无法读取基准测试预设“%1”：%2</translation>
    </message>
    <message>
        <source>cannot read benchmark run %1: %2</source>
        <translation>无法读取基准测试运行 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the proofs of benchmark run %1: %2</source>
        <translation>无法读取基准测试运行 %1 的证明：%2</translation>
    </message>
    <message>
        <source>benchmark run %1: proof %2 has an unknown phase or status</source>
        <translation>基准测试运行 %1：证明 %2 的阶段或状态未知</translation>
    </message>
    <message>
        <source>cannot read the benchmark runs: %1</source>
        <translation>无法读取基准测试运行：%1</translation>
    </message>
    <message>
        <source>cannot open database %1: not a regular file</source>
        <translation>无法打开数据库 %1：不是普通文件</translation>
    </message>
    <message>
        <source>cannot create directory %1 for the database</source>
        <translation>无法为数据库创建目录 %1</translation>
    </message>
    <message>
        <source>cannot read database %1: permission denied</source>
        <translation>无法读取数据库 %1：权限被拒绝</translation>
    </message>
    <message>
        <source>cannot open database %1: %2</source>
        <translation>无法打开数据库 %1：%2</translation>
    </message>
    <message>
        <source>cannot use %1 as a Fleetdeck database: %2</source>
        <translation>无法将 %1 用作 Fleetdeck 数据库：%2</translation>
    </message>
    <message>
        <source>cannot write to database %1: %2</source>
        <translation>无法写入数据库 %1：%2</translation>
    </message>
    <message>
        <source>database %1 has schema version %2, newer than this Fleetdeck supports (%3); use a newer Fleetdeck</source>
        <translation>数据库 %1 的架构版本为 %2，高于此版本 Fleetdeck 支持的版本 (%3)；请使用更新的 Fleetdeck</translation>
    </message>
    <message>
        <source>cannot back up %1 before upgrading it: %2</source>
        <translation>升级前无法备份 %1：%2</translation>
    </message>
    <message>
        <source>cannot start upgrade of %1: %2</source>
        <translation>无法开始升级 %1：%2</translation>
    </message>
    <message>
        <source>upgrading %1 to schema version %2 failed: %3</source>
        <translation>将 %1 升级到架构版本 %2 失败：%3</translation>
    </message>
    <message>
        <source>recording schema version %1 in %2 failed: %3</source>
        <translation>在 %2 中记录架构版本 %1 失败：%3</translation>
    </message>
    <message>
        <source>a key deployment record names no node</source>
        <translation>密钥部署记录未指定节点</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has no key fingerprint</source>
        <translation>节点“%1”的密钥部署记录没有密钥指纹</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an unknown action &apos;%2&apos;</source>
        <translation>节点“%1”的密钥部署记录包含未知操作“%2”</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an unknown result &apos;%2&apos;</source>
        <translation>节点“%1”的密钥部署记录包含未知结果“%2”</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an invalid finding code &apos;%2&apos;</source>
        <translation>节点“%1”的密钥部署记录包含无效的问题代码“%2”</translation>
    </message>
    <message>
        <source>cannot record the key deployment on node &apos;%1&apos;: %2</source>
        <translation>无法记录节点“%1”上的密钥部署：%2</translation>
    </message>
    <message>
        <source>cannot record key deployments: %1</source>
        <translation>无法记录密钥部署：%1</translation>
    </message>
    <message>
        <source>cannot read the key deployments of node &apos;%1&apos;: %2</source>
        <translation>无法读取节点“%1”的密钥部署记录：%2</translation>
    </message>
    <message>
        <source>cannot read the key deployments: %1</source>
        <translation>无法读取密钥部署记录：%1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>The vast.ai listing could not be stored: %1</source>
        <translation>无法保存 vast.ai 实例列表：%1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>provider data %1 old</source>
        <translation>提供商数据更新于 %1前</translation>
    </message>
    <message>
        <source>no provider data yet</source>
        <translation>尚无提供商数据</translation>
    </message>
    <message>
        <source>vast.ai refresh failed %1 ago (%2); %3</source>
        <translation>%1前 vast.ai 刷新失败（%2）；%3</translation>
    </message>
    <message>
        <source>vast.ai: listing instances…</source>
        <translation>vast.ai：正在列出实例…</translation>
    </message>
    <message>
        <source>vast.ai: not refreshed yet</source>
        <translation>vast.ai：尚未刷新</translation>
    </message>
    <message>
        <source>vast.ai: provider data %1 old</source>
        <translation>vast.ai：提供商数据更新于 %1前</translation>
    </message>
    <message>
        <source>Not attached through the provider: Fleetdeck cannot reach the %1 platform from here.</source>
        <translation>未通过提供商绑定：Fleetdeck 无法从此处访问 %1 平台。</translation>
    </message>
    <message>
        <source>Not attached through %1: the deployment was cancelled.</source>
        <translation>未通过 %1 绑定：部署已取消。</translation>
    </message>
    <message>
        <source>Not attached through %1: the key did not log in over SSH, so it was taken out again.</source>
        <translation>未通过 %1 绑定：该密钥未能通过 SSH 登录，因此已被重新移除。</translation>
    </message>
    <message>
        <source>%1: not a private key file</source>
        <translation>%1：不是私钥文件</translation>
    </message>
    <message>
        <source>cannot create a file in %1: %2</source>
        <translation>无法在 %1 中创建文件：%2</translation>
    </message>
    <message>
        <source>%1 already exists; not overwriting it</source>
        <translation>%1 已存在；不会覆盖</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>no file name for the private key</source>
        <translation>未指定私钥的文件名</translation>
    </message>
    <message>
        <source>RSA keys must have %1 to %2 bits (asked for %3)</source>
        <translation>RSA 密钥必须为 %1 到 %2 位（请求的是 %3 位）</translation>
    </message>
    <message>
        <source>the comment must be printable text on one line</source>
        <translation>注释必须是单行的可打印文本</translation>
    </message>
    <message>
        <source>an empty passphrase was given; leave it out for an unencrypted key</source>
        <translation>提供了空的密码短语；如需未加密的密钥，请不要提供密码短语</translation>
    </message>
    <message>
        <source>the passphrase must be one line without NUL bytes</source>
        <translation>密码短语必须是一行不含 NUL 字节的文本</translation>
    </message>
    <message>
        <source>libssh could not generate a %1 key</source>
        <translation>libssh 无法生成 %1 密钥</translation>
    </message>
    <message>
        <source>libssh could not export the public key</source>
        <translation>libssh 无法导出公钥</translation>
    </message>
    <message>
        <source>libssh exported an unusable public key: %1</source>
        <translation>libssh 导出的公钥不可用：%1</translation>
    </message>
    <message>
        <source>the public key line would not be valid: %1</source>
        <translation>公钥行将无效：%1</translation>
    </message>
    <message>
        <source>libssh could not export the private key</source>
        <translation>libssh 无法导出私钥</translation>
    </message>
    <message>
        <source>not a supported public key</source>
        <translation>不是受支持的公钥</translation>
    </message>
    <message>
        <source>the comment contains control characters</source>
        <translation>注释包含控制字符</translation>
    </message>
    <message>
        <source>the key contains a NUL byte</source>
        <translation>密钥包含 NUL 字节</translation>
    </message>
    <message>
        <source>the key contains a carriage return (CR)</source>
        <translation>密钥包含回车符 (CR)</translation>
    </message>
    <message>
        <source>more than one line: paste exactly one public key</source>
        <translation>超过一行：请只粘贴一个公钥</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>没有密钥</translation>
    </message>
    <message>
        <source>this is not a public key; use the .pub file, never the private key</source>
        <translation>这不是公钥；请使用 .pub 文件，切勿使用私钥</translation>
    </message>
    <message>
        <source>options are not allowed here; give the bare public key</source>
        <translation>此处不允许使用选项；请只提供公钥本身</translation>
    </message>
    <message>
        <source>unsupported key type %1</source>
        <translation>不支持的密钥类型 %1</translation>
    </message>
    <message>
        <source>the key data is missing</source>
        <translation>缺少密钥数据</translation>
    </message>
    <message>
        <source>the key data is not valid base64</source>
        <translation>密钥数据不是有效的 base64</translation>
    </message>
    <message>
        <source>the comment is not printable UTF-8</source>
        <translation>注释不是可打印的 UTF-8 文本</translation>
    </message>
    <message>
        <source>Deploy your public key to the node (fleetdeck-cli keys deploy --pub FILE NODE, or Node ▸ Deploy Key…), or set the node&apos;s identity to a key it already accepts (node edit NAME --identity FILE).</source>
        <translation>请将您的公钥部署到该节点（fleetdeck-cli keys deploy --pub FILE NODE，或“节点 ▸ 部署密钥…”），或将节点的身份设置为它已接受的密钥 (node edit NAME --identity FILE)。</translation>
    </message>
    <message>
        <source>The node no longer accepts the console&apos;s key for new logins; only the open session still works.</source>
        <translation>节点不再接受控制台的密钥进行新的登录；只有当前已打开的会话仍然可用。</translation>
    </message>
    <message>
        <source>The key was removed from the node&apos;s authorized_keys (vast.ai rewrites it, for one). Deploy the key again (Node ▸ Deploy Key…, or fleetdeck-cli keys deploy); for a vast.ai node that also attaches it through the platform, so that it lasts. Until then the console loses the node when this session ends.</source>
        <translation>该密钥已从节点的 authorized_keys 中被删除（例如 vast.ai 就会重写该文件）。请重新部署密钥（“节点 ▸ 部署密钥…”，或 fleetdeck-cli keys deploy）；对于 vast.ai 节点，这还会通过平台绑定该密钥，使其持久有效。在此之前，本次会话一旦结束，控制台就会失去该节点。</translation>
    </message>
    <message>
        <source>A fresh login to the node failed; only the open session still works.</source>
        <translation>重新登录该节点失败；只有当前已打开的会话仍然可用。</translation>
    </message>
    <message>
        <source>A fresh login to the node failed (%1); only the open session still works.</source>
        <translation>重新登录该节点失败 (%1)；只有当前已打开的会话仍然可用。</translation>
    </message>
    <message>
        <source>The detail has the failed login&apos;s code and the server&apos;s words. Fix that cause while the open session lasts: once it ends, the console cannot reach the node.</source>
        <translation>详细信息中包含失败登录的代码和服务器的原话。请趁当前会话仍然有效时排除该原因：会话一旦结束，控制台将无法访问该节点。</translation>
    </message>
    <message>
        <source>nvidia-smi: not installed</source>
        <translation>nvidia-smi：未安装</translation>
    </message>
    <message>
        <source>nvidia-smi failed (exit %1)</source>
        <translation>nvidia-smi 执行失败（退出码 %1）</translation>
    </message>
    <message>
        <source>nvidia-smi failed (exit %1): %2</source>
        <translation>nvidia-smi 执行失败（退出码 %1）：%2</translation>
    </message>
    <message>
        <source>no answer from the system probe</source>
        <translation>系统探测没有响应</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an invalid platform result &apos;%2&apos;</source>
        <translation>节点“%1”的密钥部署记录包含无效的平台结果“%2”</translation>
    </message>
    <message>
        <source>too few proofs to judge: %1 completed timed proofs, %2 needed</source>
        <translation>证明太少，无法判断：完成的计时证明 %1 个，需要 %2 个</translation>
    </message>
    <message>
        <source>unknown: no completed timed proof</source>
        <translation>未知：没有完成的计时证明</translation>
    </message>
    <message>
        <source> … (line cut: longer than %1 KiB)</source>
        <translation> …（行已截断：超过 %1 KiB）</translation>
    </message>
    <message>
        <source>longer than %1 KiB, not read</source>
        <translation>超过 %1 KiB，未读取</translation>
    </message>
    <message>
        <source>invalid port &apos;%1&apos;: not a number</source>
        <translation>无效的端口“%1”：不是数字</translation>
    </message>
    <message>
        <source>invalid labels &apos;%1&apos;: not a JSON object</source>
        <translation>无效的标签“%1”：不是 JSON 对象</translation>
    </message>
    <message>
        <source>invalid labels &apos;%1&apos;: the value of &apos;%2&apos; is not a string</source>
        <translation>无效的标签“%1”：“%2”的值不是字符串</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is given twice</source>
        <translation>标签“%1”重复给出</translation>
    </message>
    <message>
        <source>invalid ssh_config &apos;%1&apos;: expected yes or no</source>
        <translation>无效的 ssh_config“%1”：应为 yes 或 no</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>带引号的字段没有闭合</translation>
    </message>
    <message>
        <source>text after a closing quote (write a quote inside a quoted field as &quot;&quot;)</source>
        <translation>闭合引号之后还有文本（在带引号的字段中，引号应写作 &quot;&quot;）</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>未加引号的字段中出现了引号（请给整个字段加上引号，并将该引号写两次）</translation>
    </message>
    <message>
        <source>%1: no header row (expected column names such as name,host,port)</source>
        <translation>%1：没有标题行（应为 name,host,port 等列名）</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>%1: unknown column &apos;%2&apos; (columns: %3)</source>
        <translation>%1：未知的列“%2”（可用的列：%3）</translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; appears twice</source>
        <translation>%1：列“%2”出现了两次</translation>
    </message>
    <message>
        <source>%1: the header has no &apos;name&apos; column</source>
        <translation>%1：标题行中没有“name”列</translation>
    </message>
    <message>
        <source>%1 fields, the header has %2</source>
        <translation>有 %1 个字段，标题行有 %2 个</translation>
    </message>
    <message>
        <source>nothing was imported (bad rows: %1)</source>
        <translation>未导入任何内容（有问题的行：%1）</translation>
    </message>
    <message>
        <source>cannot import nodes: %1</source>
        <translation>无法导入节点：%1</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is already described on line %2</source>
        <translation>节点“%1”已在第 %2 行描述过</translation>
    </message>
    <message>
        <source>%1: Include nested more than %2 levels deep</source>
        <translation>%1：Include 嵌套超过 %2 层</translation>
    </message>
    <message>
        <source>the pattern list is empty</source>
        <translation>模式列表为空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty pattern</source>
        <translation>“%1”中有空模式</translation>
    </message>
    <message>
        <source>%1: ssh cannot resolve &apos;%2&apos; (%3, line %4): %5</source>
        <translation>%1：ssh 无法解析“%2”（%3，第 %4 行）：%5</translation>
    </message>
    <message>
        <source> through %1</source>
        <translation> 经由 %1</translation>
    </message>
    <message>
        <source>expiry-time &quot;%1&quot; is not a time (YYYYMMDD[HHMM[SS]][Z])</source>
        <translation>expiry-time“%1”不是有效的时间（格式 YYYYMMDD[HHMM[SS]][Z]）</translation>
    </message>
    <message>
        <source>environment &quot;%1&quot; is not NAME=value</source>
        <translation>environment“%1”不是 NAME=value 形式</translation>
    </message>
    <message>
        <source>permitopen &quot;%1&quot; is not host:port</source>
        <translation>permitopen“%1”不是 host:port 形式</translation>
    </message>
    <message>
        <source>permitlisten &quot;%1&quot; is not [host:]port</source>
        <translation>permitlisten“%1”不是 [host:]port 形式</translation>
    </message>
    <message>
        <source>tunnel &quot;%1&quot; is not a tunnel device number</source>
        <translation>tunnel“%1”不是隧道设备编号</translation>
    </message>
    <message>
        <source>the options contain a NUL byte</source>
        <translation>选项中含有 NUL 字节</translation>
    </message>
    <message>
        <source>the options have an unclosed quote or a space outside quotes</source>
        <translation>选项中有未闭合的引号，或引号外有空格</translation>
    </message>
    <message>
        <source>an empty option</source>
        <translation>空选项</translation>
    </message>
    <message>
        <source>option %1 takes no value</source>
        <translation>选项 %1 不接受值</translation>
    </message>
    <message>
        <source>option %1 needs a double-quoted value</source>
        <translation>选项 %1 需要用双引号括起的值</translation>
    </message>
    <message>
        <source>option %1 has no closing quote</source>
        <translation>选项 %1 缺少闭合引号</translation>
    </message>
    <message>
        <source>option %1 is given twice</source>
        <translation>选项 %1 重复给出</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>unexpected text after option %1</source>
        <translation>选项 %1 之后有意外的文本</translation>
    </message>
    <message>
        <source>principals without cert-authority</source>
        <translation>principals 未与 cert-authority 一起使用</translation>
    </message>
    <message>
        <source>the %1 key holds a negative number</source>
        <translation>%1 密钥中含有负数</translation>
    </message>
    <message>
        <source>the RSA key has %1 bits; OpenSSH accepts %2 to %3</source>
        <translation>该 RSA 密钥为 %1 位；OpenSSH 接受 %2 到 %3 位</translation>
    </message>
    <message>
        <source>the %1 key data is not a usable key (for ECDSA: the point is not on the curve)</source>
        <translation>%1 密钥数据不是可用的密钥（对于 ECDSA：该点不在曲线上）</translation>
    </message>
    <message>
        <source>The server presented a host key that known_hosts lists as revoked; nothing was sent.</source>
        <translation>服务器出示的主机密钥在 known_hosts 中被列为已吊销；未发送任何内容。</translation>
    </message>
    <message>
        <source>%1 presented a host key that known_hosts lists as revoked; nothing was sent.</source>
        <translation>%1 出示的主机密钥在 known_hosts 中被列为已吊销；未发送任何内容。</translation>
    </message>
    <message>
        <source>%1 presented the revoked host key %2; nothing was sent.</source>
        <translation>%1 出示了已吊销的主机密钥 %2；未发送任何内容。</translation>
    </message>
    <message>
        <source>A revoked key is never trusted, whatever the host key policy. The server still uses a key that was withdrawn (a compromised or retired machine), or someone is intercepting the connection. Have the server&apos;s host key replaced, verify the new fingerprint with the provider, and record it.</source>
        <translation>无论主机密钥策略如何，已吊销的密钥都不会被信任。服务器仍在使用已撤回的密钥（机器已被入侵或已退役），或有人在拦截连接。请让服务器更换主机密钥，通过提供商核实新指纹，然后记录它。</translation>
    </message>
    <message>
        <source>The authorized_keys path on the node is not a file Fleetdeck may edit; nothing was written.</source>
        <translation>节点上的 authorized_keys 路径不是 Fleetdeck 可以编辑的文件；未写入任何内容。</translation>
    </message>
    <message>
        <source>%1 on the node is not a file Fleetdeck may edit; nothing was written.</source>
        <translation>节点上的 %1 不是 Fleetdeck 可以编辑的文件；未写入任何内容。</translation>
    </message>
    <message>
        <source>Only a regular file owned by the login user (or a missing one) is edited. The detail names what the path resolves to, its type and owner: a link to /dev/null disables key logins on purpose, a link elsewhere points into files that are not the login&apos;s. Fix the link on the node, or set the node&apos;s authorized_keys path (node edit NAME --authorized-keys PATH).</source>
        <translation>只会编辑属于登录用户的普通文件（或尚不存在的文件）。详细信息中列出了该路径解析到的目标及其类型和所有者：指向 /dev/null 的链接是有意禁用密钥登录，指向其他位置的链接则指向不属于该登录用户的文件。请修复节点上的链接，或设置该节点的 authorized_keys 路径 (node edit NAME --authorized-keys PATH)。</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>HostName %1: unknown %-token</source>
        <translation>HostName %1：未知的 %-token</translation>
    </message>
    <message>
        <source>jumphost loop via %1</source>
        <translation>经由 %1 的跳板机循环</translation>
    </message>
    <message>
        <source>Can&apos;t open user config file %1</source>
        <translation>无法打开用户配置文件 %1</translation>
    </message>
    <message>
        <source>Too many recursive configuration includes</source>
        <translation>配置文件的递归 Include 过多</translation>
    </message>
    <message>
        <source>%1 is too large for a config file</source>
        <translation>%1 作为配置文件过大</translation>
    </message>
    <message>
        <source>Bad owner or permissions on %1</source>
        <translation>%1 的所有者或权限不正确</translation>
    </message>
    <message>
        <source>%1: terminating, %2 bad configuration options (%3)</source>
        <translation>%1：终止，%2 个错误的配置选项（%3）</translation>
    </message>
    <message>
        <source>no argument after keyword &quot;%1&quot;</source>
        <translation>关键字“%1”之后没有参数</translation>
    </message>
    <message>
        <source>Bad configuration option: %1</source>
        <translation>错误的配置选项：%1</translation>
    </message>
    <message>
        <source>invalid quotes</source>
        <translation>无效的引号</translation>
    </message>
    <message>
        <source>Missing argument.</source>
        <translation>缺少参数。</translation>
    </message>
    <message>
        <source>keyword %1 extra arguments at end of line</source>
        <translation>关键字 %1：行尾有多余的参数</translation>
    </message>
    <message>
        <source>keyword %1 empty argument</source>
        <translation>关键字 %1：参数为空</translation>
    </message>
    <message>
        <source>Bad Match condition</source>
        <translation>错误的 Match 条件</translation>
    </message>
    <message>
        <source>Invalid ProxyJump &quot;%1&quot;</source>
        <translation>无效的 ProxyJump“%1”</translation>
    </message>
    <message>
        <source>keyword %1 &quot;none&quot; argument must appear alone.</source>
        <translation>关键字 %1：参数“none”必须单独出现。</translation>
    </message>
    <message>
        <source>too many %1 entries.</source>
        <translation>%1 条目过多。</translation>
    </message>
    <message>
        <source>Bad port &apos;%1&apos;.</source>
        <translation>错误的端口“%1”。</translation>
    </message>
    <message>
        <source>Too many identity files specified</source>
        <translation>指定的身份文件过多</translation>
    </message>
    <message>
        <source>unsupported option &quot;%1&quot;.</source>
        <translation>不支持的选项“%1”。</translation>
    </message>
    <message>
        <source>invalid time value.</source>
        <translation>无效的时间值。</translation>
    </message>
    <message>
        <source>Match exec &quot;%1&quot; needs OpenSSH&apos;s ssh to be evaluated; install openssh-client</source>
        <translation>Match exec“%1”需要 OpenSSH 的 ssh 才能求值；请安装 openssh-client</translation>
    </message>
    <message>
        <source>bad include path %1.</source>
        <translation>错误的 Include 路径 %1。</translation>
    </message>
    <message>
        <source>%1 %2: unknown %-token, unset ${VARIABLE} or unknown ~user</source>
        <translation>%1 %2：未知的 %-token、未设置的 ${VARIABLE} 或未知的 ~user</translation>
    </message>
    <message>
        <source>GlobalKnownHostsFile %1: unknown ~user</source>
        <translation>GlobalKnownHostsFile %1：未知的 ~user</translation>
    </message>
    <message>
        <source>%1 -G could not be started: %2</source>
        <translation>无法启动 %1 -G：%2</translation>
    </message>
    <message>
        <source>%1 -G %2 did not answer within %3 s</source>
        <translation>%1 -G %2 在 %3 s 内没有响应</translation>
    </message>
    <message>
        <source>ssh -G %1 failed</source>
        <translation>ssh -G %1 失败</translation>
    </message>
    <message>
        <source>ssh -G %1 printed no host name</source>
        <translation>ssh -G %1 未输出主机名</translation>
    </message>
    <message>
        <source>Not a host alias: &quot;%1&quot;</source>
        <translation>不是主机别名：“%1”</translation>
    </message>
    <message>
        <source>cannot record the spec of benchmark run %1: %2</source>
        <translation>无法记录基准测试运行 %1 的配置：%2</translation>
    </message>
    <message>
        <source>cannot keep the backup %1 before upgrading %2</source>
        <translation>升级 %2 前无法保留备份 %1</translation>
    </message>
    <message>
        <source>cannot finish the upgrade of %1: %2</source>
        <translation>无法完成 %1 的升级：%2</translation>
    </message>
    <message>
        <source>%1 %2 is listed as revoked for %3 in %4, line %5; it is never recorded</source>
        <translation>%1 %2 在 %4 第 %5 行中被列为 %3 的已吊销密钥；绝不会记录它</translation>
    </message>
    <message>
        <source>cannot lock %1: %2</source>
        <translation>无法锁定 %1：%2</translation>
    </message>
    <message>
        <source>Benchmarks need an open database and the SSH engine.</source>
        <translation>基准测试需要已打开的数据库和 SSH 引擎。</translation>
    </message>
    <message>
        <source>The benchmark cannot run: %1.</source>
        <translation>无法运行基准测试：%1。</translation>
    </message>
    <message>
        <source>Choose at least one node to benchmark.</source>
        <translation>请至少选择一个要进行基准测试的节点。</translation>
    </message>
    <message>
        <source>There is no node called %1 in the inventory.</source>
        <translation>节点清单中没有名为 %1 的节点。</translation>
    </message>
    <message>
        <source>The database or the SSH engine changed before the benchmark could start.</source>
        <translation>在基准测试开始之前，数据库或 SSH 引擎发生了变化。</translation>
    </message>
    <message>
        <source>The benchmark could not start: %1</source>
        <translation>无法启动基准测试：%1</translation>
    </message>
    <message>
        <source>Some runs could not be recorded: %1</source>
        <translation>部分运行无法记录：%1</translation>
    </message>
    <message>
        <source>Connection check passed in %1.</source>
        <translation>连接检查已通过，用时 %1。</translation>
    </message>
    <message>
        <source>&lt; 0.1 ms</source>
        <translation>&lt; 0.1 ms</translation>
    </message>
    <message>
        <source>vast.ai: %1 %2</source>
        <translation>vast.ai：%1 %2</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
    <message>
        <source>The key deployment could not be recorded in the audit trail: %1</source>
        <translation>无法将此次密钥部署记录到审计记录中：%1</translation>
    </message>
    <message>
        <source>Refreshing…</source>
        <translation>正在刷新…</translation>
    </message>
    <message>
        <source>Next refresh in %1 s</source>
        <translation>%1 秒后刷新</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>no keychain is in use in this window</source>
        <translation>此窗口未使用钥匙串</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>已锁定</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>拒绝访问</translation>
    </message>
    <message>
        <source>not answering</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>not working</source>
        <translation>工作异常</translation>
    </message>
    <message>
        <source>Secrets: session memory only</source>
        <translation>机密：仅会话内存</translation>
    </message>
    <message>
        <source>Keychain: none</source>
        <translation>钥匙串：无</translation>
    </message>
    <message>
        <source>Keychain: checking…</source>
        <translation>钥匙串：正在检查…</translation>
    </message>
    <message>
        <source>Keychain: not checked</source>
        <translation>钥匙串：未检查</translation>
    </message>
    <message>
        <source>Keychain: %1</source>
        <translation>钥匙串：%1</translation>
    </message>
    <message>
        <source>not a valid http or https URL</source>
        <translation>不是有效的 http 或 https URL</translation>
    </message>
    <message>
        <source>a user name or password does not belong in the address</source>
        <translation>地址中不应包含用户名或密码</translation>
    </message>
    <message>
        <source>the address takes no query or fragment</source>
        <translation>地址不能包含查询参数或片段</translation>
    </message>
    <message>
        <source>only http and https are supported</source>
        <translation>仅支持 http 和 https</translation>
    </message>
    <message>
        <source>plain http is allowed only to this machine (the API key would cross the network unencrypted); use https</source>
        <translation>仅允许对本机使用明文 http（否则 API 密钥会以未加密方式经过网络）；请使用 https</translation>
    </message>
    <message>
        <source>page %1 of GET /api/v1/instances/ (%2 bytes): %3</source>
        <translation>GET /api/v1/instances/ 第 %1 页（%2 字节）：%3</translation>
    </message>
    <message>
        <source>more than %1 pages</source>
        <translation>超过 %1 页</translation>
    </message>
    <message>
        <source>the same next_token came back twice</source>
        <translation>返回了两次相同的 next_token</translation>
    </message>
    <message>
        <source>page %1 of GET /api/v1/instances/: %2</source>
        <translation>GET /api/v1/instances/ 第 %1 页：%2</translation>
    </message>
    <message>
        <source>no API key was given to the client</source>
        <translation>未向客户端提供 API 密钥</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>public key line of %1 characters</source>
        <translation>%1 个字符的公钥行</translation>
    </message>
    <message>
        <source>the public key must be one line such as &apos;ssh-ed25519 AAAA... comment&apos;</source>
        <translation>公钥必须是一行，例如 &apos;ssh-ed25519 AAAA... comment&apos;</translation>
    </message>
    <message>
        <source>no complete answer to %1 within %2 ms</source>
        <translation>%2 ms 内未收到对 %1 的完整响应</translation>
    </message>
    <message>
        <source>%1: %2 (network error %3)</source>
        <translation>%1：%2（网络错误 %3）</translation>
    </message>
    <message>
        <source>the answer was cut off after %1 bytes</source>
        <translation>响应在 %1 字节后被截断</translation>
    </message>
    <message>
        <source>%1: HTTP %2, then %3</source>
        <translation>%1：HTTP %2，随后 %3</translation>
    </message>
    <message>
        <source>HTTP %1 %2 for %3</source>
        <translation>%3：HTTP %1 %2</translation>
    </message>
    <message>
        <source>cannot switch database %1 to WAL mode</source>
        <translation>无法将数据库 %1 切换到 WAL 模式</translation>
    </message>
    <message>
        <source>cannot enable foreign keys on %1</source>
        <translation>无法在 %1 上启用外键</translation>
    </message>
    <message>
        <source>cannot configure %1</source>
        <translation>无法配置 %1</translation>
    </message>
    <message>
        <source>Cancelled before anything was written.</source>
        <translation>已在写入任何内容之前取消。</translation>
    </message>
    <message>
        <source>%1 is no longer in the inventory.</source>
        <translation>%1 已不在节点清单中。</translation>
    </message>
    <message>
        <source>Choose the nodes again on the Targets page.</source>
        <translation>请在“目标节点”页面重新选择节点。</translation>
    </message>
    <message>
        <source>The node has no SSH address yet: its provider publishes none (an instance still loading, stopped or exited).</source>
        <translation>该节点还没有 SSH 地址：其提供商未公布任何地址（实例仍在加载、已停止或已退出）。</translation>
    </message>
    <message>
        <source>The node has no SSH address yet: its provider publishes none (instance %1).</source>
        <translation>该节点还没有 SSH 地址：其提供商未公布任何地址（实例 %1）。</translation>
    </message>
    <message>
        <source>Nothing was tried. The address arrives with the provider&apos;s next refresh once the instance runs (vast.ai: fleetdeck-cli node import --vast-api, or wait for the console&apos;s refresh).</source>
        <translation>未进行任何尝试。实例运行后，地址会随提供商数据的下一次刷新而获得（vast.ai：fleetdeck-cli node import --vast-api，或等待控制台刷新）。</translation>
    </message>
    <message>
        <source>created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>加载中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>SSH reachable</source>
        <translation>SSH 可达</translation>
    </message>
    <message>
        <source>daemon answering</source>
        <translation>守护进程已响应</translation>
    </message>
    <message>
        <source>qualifying</source>
        <translation>准入测试中</translation>
    </message>
    <message>
        <source>in service</source>
        <translation>已投入使用</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>已退役</translation>
    </message>
    <message>
        <source>stage %1, provider state %2</source>
        <translation>阶段：%1，提供商状态：%2</translation>
    </message>
    <message>
        <source>stage %1; last poll: %2</source>
        <translation>阶段：%1；上次轮询：%2</translation>
    </message>
    <message>
        <source>no SSH login %1 min after the rent (limit %2 min; %3)</source>
        <translation>租用 %1 min 后仍无法通过 SSH 登录（上限 %2 min；%3）</translation>
    </message>
    <message>
        <source>the daemon did not answer %1 min after the rent (limit %2 min; %3)</source>
        <translation>租用 %1 min 后守护进程仍未响应（上限 %2 min；%3）</translation>
    </message>
    <message>
        <source>qualification not done %1 min after it began (limit %2 min)</source>
        <translation>准入测试开始 %1 min 后仍未完成（上限 %2 min）</translation>
    </message>
    <message>
        <source>the qualification run did not finish: %1</source>
        <translation>准入测试运行未完成：%1</translation>
    </message>
    <message>
        <source>no completed timed proof</source>
        <translation>没有已完成的计时证明</translation>
    </message>
    <message>
        <source>proved %1 proofs/h, below the floor of %2</source>
        <translation>证明速率为 %1 proofs/h，低于下限 %2</translation>
    </message>
    <message>
        <source>$%1 a proof, above the ceiling of $%2</source>
        <translation>每个证明 $%1，高于上限 $%2</translation>
    </message>
    <message>
        <source>cannot save template %1: %2</source>
        <translation>无法保存模板 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove template %1: %2</source>
        <translation>无法删除模板 %1：%2</translation>
    </message>
    <message>
        <source>cannot read templates: %1</source>
        <translation>无法读取模板：%1</translation>
    </message>
    <message>
        <source>a saved search needs a name</source>
        <translation>保存的搜索需要名称</translation>
    </message>
    <message>
        <source>cannot save the search %1: %2</source>
        <translation>无法保存搜索 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove the search %1: %2</source>
        <translation>无法删除搜索 %1：%2</translation>
    </message>
    <message>
        <source>cannot read saved searches: %1</source>
        <translation>无法读取保存的搜索：%1</translation>
    </message>
    <message>
        <source>a bad host needs a machine id and a reason</source>
        <translation>问题主机需要机器 id 和原因</translation>
    </message>
    <message>
        <source>cannot add bad host %1: %2</source>
        <translation>无法添加问题主机 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove bad host %1: %2</source>
        <translation>无法移除问题主机 %1：%2</translation>
    </message>
    <message>
        <source>cannot read bad hosts: %1</source>
        <translation>无法读取问题主机：%1</translation>
    </message>
    <message>
        <source>cannot save the life of node %1: %2</source>
        <translation>无法保存节点 %1 的生命周期记录：%2</translation>
    </message>
    <message>
        <source>cannot read the life of node %1: %2</source>
        <translation>无法读取节点 %1 的生命周期记录：%2</translation>
    </message>
    <message>
        <source>cannot read the rented nodes: %1</source>
        <translation>无法读取已租用的节点：%1</translation>
    </message>
    <message>
        <source>a template&apos;s name is 1 to 64 of A-Z a-z 0-9 . _ - (not &apos;%1&apos;)</source>
        <translation>模板名称由 1 到 64 个 A-Z a-z 0-9 . _ - 字符组成（而不是“%1”）</translation>
    </message>
    <message>
        <source>template %1 needs an image such as ghcr.io/example/cuzk:latest</source>
        <translation>模板 %1 需要一个镜像，例如 ghcr.io/example/cuzk:latest</translation>
    </message>
    <message>
        <source>template %1: a disk of %2 GB is not possible</source>
        <translation>模板 %1：无法使用 %2 GB 的磁盘</translation>
    </message>
    <message>
        <source>template %1: status port %2 is not a port</source>
        <translation>模板 %1：状态端口 %2 不是有效端口</translation>
    </message>
    <message>
        <source>template %1: rate and cost floors must be positive numbers</source>
        <translation>模板 %1：速率和成本门槛必须为正数</translation>
    </message>
    <message>
        <source>template %1: time limits must be positive numbers of minutes</source>
        <translation>模板 %1：时间限制必须为正的分钟数</translation>
    </message>
    <message>
        <source>template %1: a rate or cost floor needs a benchmark preset to measure it</source>
        <translation>模板 %1：速率或成本门槛需要一个基准测试预设来测量</translation>
    </message>
    <message>
        <source>template %1: the label pattern must contain {instance} so that every node&apos;s name is unique</source>
        <translation>模板 %1：标签模式必须包含 {instance}，以确保每个节点的名称唯一</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;</source>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <source>the %1 &apos;%2&apos; is not a number</source>
        <translation>%1“%2”不是数字</translation>
    </message>
    <message>
        <source>POST /api/v0/bundles/: %1</source>
        <translation>POST /api/v0/bundles/：%1</translation>
    </message>
    <message>
        <source>offer id</source>
        <translation>报价 id</translation>
    </message>
    <message>
        <source>the answer has no new_contract</source>
        <translation>响应中没有 new_contract</translation>
    </message>
    <message>
        <source>PUT /api/v0/asks/%1/: %2</source>
        <translation>PUT /api/v0/asks/%1/：%2</translation>
    </message>
    <message>
        <source>instance id</source>
        <translation>实例 id</translation>
    </message>
    <message>
        <source>&quot;instances&quot; is neither an object nor null</source>
        <translation>&quot;instances&quot; 既不是对象也不是 null</translation>
    </message>
    <message>
        <source>GET /api/v0/instances/%1/: %2</source>
        <translation>GET /api/v0/instances/%1/：%2</translation>
    </message>
    <message>
        <source>label of %1 characters</source>
        <translation>%1 个字符的标签</translation>
    </message>
    <message>
        <source>a label has at most 1024 characters (this one has %1)</source>
        <translation>标签最多 1024 个字符（此标签有 %1 个）</translation>
    </message>
    <message>
        <source>&quot;ssh_keys&quot; holds no list</source>
        <translation>&quot;ssh_keys&quot; 不是列表</translation>
    </message>
    <message>
        <source>GET /api/v0/instances/%1/ssh/: %2</source>
        <translation>GET /api/v0/instances/%1/ssh/：%2</translation>
    </message>
    <message>
        <source>key id</source>
        <translation>密钥 id</translation>
    </message>
    <message>
        <source>Offer %1 is no longer available (someone else rented it, or its host withdrew it).</source>
        <translation>报价 %1 已不再可用（已被他人租用，或其主机方已将其撤回）。</translation>
    </message>
    <message>
        <source>Nothing was rented and nothing is billed. Search the offers again and pick another one.</source>
        <translation>未租用任何实例，也不会产生任何费用。请重新搜索报价并选择另一个。</translation>
    </message>
    <message>
        <source>vast.ai has no instance %1 in this account.</source>
        <translation>vast.ai 在此账户中没有实例 %1。</translation>
    </message>
    <message>
        <source>It was destroyed (here or elsewhere), or belongs to another account (--vast-account).</source>
        <translation>该实例已被销毁（在此处或其他地方），或属于另一个账户 (--vast-account)。</translation>
    </message>
    <message>
        <source>an offer without a usable id</source>
        <translation>报价没有可用的 id</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>不是 JSON（第 %2 字节处：%1）</translation>
    </message>
    <message>
        <source>expected an object with an &quot;offers&quot; list</source>
        <translation>应为包含 &quot;offers&quot; 列表的对象</translation>
    </message>
    <message>
        <source>template %1: %2</source>
        <translation>模板 %1：%2</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Rule %1 (%2): %3</source>
        <translation>规则 %1 (%2)：%3</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>no history</source>
        <translation>无历史记录</translation>
    </message>
    <message numerus="yes">
        <source>this machine, %n run(s)</source>
        <translation>
            <numerusform>该机器，%n 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ×%2, %n run(s)</source>
        <translation>
            <numerusform>%1 ×%2，%n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 Mbps</source>
        <translation>%1 Mbps</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>No finished benchmark run of this fleet on this machine or on %1 ×%2: nothing predicts this offer yet.</source>
        <translation>本集群在该机器或 %1 ×%2 上没有已完成的基准测试运行：暂时无法预测此报价。</translation>
    </message>
    <message>
        <source>Measured on this very machine by this fleet&apos;s benchmark runs; the range is their 95 % intervals.</source>
        <translation>由本集群的基准测试运行在这台机器上实测；范围为其 95 % 区间。</translation>
    </message>
    <message>
        <source>From this fleet&apos;s runs on the same GPU model and count (not this machine); the range is their 95 % intervals.</source>
        <translation>来自本集群在相同 GPU 型号和数量上的运行（并非这台机器）；范围为其 95 % 区间。</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Expected proofs/h</source>
        <translation>预计证明数/h</translation>
    </message>
    <message>
        <source>Expected $/proof</source>
        <translation>预计 $/证明</translation>
    </message>
    <message>
        <source>Based on</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>CPU RAM</source>
        <translation>CPU 内存</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>benchmarks are not available</source>
        <translation>基准测试不可用</translation>
    </message>
    <message>
        <source>no fleet is open</source>
        <translation>未打开任何集群</translation>
    </message>
    <message>
        <source>vast.ai is not set up</source>
        <translation>尚未配置 vast.ai</translation>
    </message>
    <message>
        <source>%1 (instance %2, %3</source>
        <translation>%1 (实例 %2，%3</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <source>, $%1 so far</source>
        <translation>，迄今 $%1</translation>
    </message>
    <message>
        <source>destroyed by the operator</source>
        <translation>已被操作员销毁</translation>
    </message>
    <message>
        <source>template %1 names no identity and there is no default key (~/.ssh/id_ed25519, id_ecdsa, id_rsa) with a known public half</source>
        <translation>模板 %1 未指定身份文件，且没有公钥部分已知的默认密钥（~/.ssh/id_ed25519、id_ecdsa、id_rsa）</translation>
    </message>
    <message>
        <source>the public half of %1 is not known (no %1.pub beside it)</source>
        <translation>%1 的公钥部分未知（旁边没有 %1.pub）</translation>
    </message>
    <message>
        <source>no template named &apos;%1&apos;</source>
        <translation>没有名为“%1”的模板</translation>
    </message>
    <message>
        <source>offer %1 is not among the offers listed now</source>
        <translation>报价 %1 不在当前列出的报价中</translation>
    </message>
    <message>
        <source>Machine %1 of offer %2 is on the bad hosts list.</source>
        <translation>报价 %2 的机器 %1 在问题主机列表中。</translation>
    </message>
    <message>
        <source>Pick another offer, or take the machine off the list (vast bad-hosts remove %1) if it deserves another chance.</source>
        <translation>请选择其他报价；如果该机器值得再给一次机会，请将其移出列表 (vast bad-hosts remove %1)。</translation>
    </message>
    <message>
        <source>Instance %1 was rented but could not be added as a node.</source>
        <translation>实例 %1 已租用，但无法添加为节点。</translation>
    </message>
    <message>
        <source>It bills already: import it (node import --vast-api) or destroy it.</source>
        <translation>该实例已开始计费：请将其导入 (node import --vast-api) 或销毁。</translation>
    </message>
    <message>
        <source>instance %1: the label was not set: %2</source>
        <translation>实例 %1：未设置标签：%2</translation>
    </message>
    <message>
        <source>Node %1: its lifecycle could not be saved: %2</source>
        <translation>节点 %1：无法保存其生命周期记录：%2</translation>
    </message>
    <message>
        <source>nothing here can destroy instances</source>
        <translation>此处无法销毁实例</translation>
    </message>
    <message>
        <source> (destroying it failed: %1)</source>
        <translation> (销毁失败：%1)</translation>
    </message>
    <message>
        <source>the node is gone</source>
        <translation>该节点已不存在</translation>
    </message>
    <message>
        <source>nothing here can run benchmarks</source>
        <translation>此处无法运行基准测试</translation>
    </message>
    <message>
        <source>$%1/day</source>
        <translation>$%1/天</translation>
    </message>
    <message>
        <source>Not detached through the provider: Fleetdeck cannot reach the %1 platform from here.</source>
        <translation>未通过提供商解绑：Fleetdeck 无法从此处访问 %1 平台。</translation>
    </message>
    <message>
        <source>Not detached through %1: the removal was cancelled.</source>
        <translation>未通过 %1 解绑：移除已取消。</translation>
    </message>
    <message>
        <source>every check of instance %1 has failed for %2 min (now: %3)</source>
        <translation>实例 %1 的每次检查均已连续失败 %2 min（当前：%3）</translation>
    </message>
    <message>
        <source>vast.ai holds no key %1 for instance %2.</source>
        <translation>vast.ai 没有为实例 %2 绑定密钥 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) detached</source>
        <translation>
            <numerusform>已解绑 %n 个密钥</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[binary output: %n byte(s) not shown]</source>
        <translation>
            <numerusform>[二进制输出：%n 字节未显示]</numerusform>
        </translation>
    </message>
    <message>
        <source>a log pattern needs a name</source>
        <translation>日志模式需要一个名称</translation>
    </message>
    <message>
        <source>log pattern %1: %2</source>
        <translation>日志模式 %1：%2</translation>
    </message>
    <message>
        <source>log pattern %1 has no expression</source>
        <translation>日志模式 %1 没有表达式</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>CUDA error</source>
        <translation>CUDA 错误</translation>
    </message>
    <message>
        <source>GPU driver error</source>
        <translation>GPU 驱动错误</translation>
    </message>
    <message>
        <source>panic</source>
        <translation>崩溃（panic）</translation>
    </message>
    <message>
        <source>proof failed</source>
        <translation>证明失败</translation>
    </message>
    <message>
        <source>GPU worker restarted</source>
        <translation>GPU 工作进程已重启</translation>
    </message>
    <message>
        <source>%1 %2× in %3 min</source>
        <translation>%1：%3 分钟内 %2 次</translation>
    </message>
    <message>
        <source>cannot record a log event: %1</source>
        <translation>无法记录日志事件：%1</translation>
    </message>
    <message>
        <source> [line cut at %1 KiB]</source>
        <translation> [行在 %1 KiB 处截断]</translation>
    </message>
    <message>
        <source>resumed where it left off</source>
        <translation>已从中断处继续</translation>
    </message>
    <message>
        <source>resumed, but the last lines seen before the break were not found again: lines may be missing or repeated</source>
        <translation>已继续，但未能再次找到中断前最后看到的几行：可能有行缺失或重复</translation>
    </message>
    <message>
        <source>the command ended</source>
        <translation>命令已结束</translation>
    </message>
    <message>
        <source>stream broke (%1); reading again in %2 s</source>
        <translation>数据流中断（%1）；%2 秒后重新读取</translation>
    </message>
    <message>
        <source>invalid log source name &apos;%1&apos;: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>无效的日志来源名称“%1”：请使用字母、数字、“.”、“_”和“-”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a built-in log source</source>
        <translation>“%1”是内置日志来源</translation>
    </message>
    <message>
        <source>empty log source command</source>
        <translation>日志来源命令为空</translation>
    </message>
    <message>
        <source>unknown placeholder %1 (known: {lines}, {follow}, {follow:FLAG})</source>
        <translation>未知占位符 %1（已知：{lines}、{follow}、{follow:FLAG}）</translation>
    </message>
    <message>
        <source>invalid log source &apos;%1&apos;: expected NAME=COMMAND</source>
        <translation>无效的日志来源“%1”：应为 NAME=COMMAND</translation>
    </message>
    <message>
        <source>cannot save log source %1: %2</source>
        <translation>无法保存日志来源 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove log source %1: %2</source>
        <translation>无法删除日志来源 %1：%2</translation>
    </message>
    <message>
        <source>no usable result_url in the answer</source>
        <translation>响应中没有可用的 result_url</translation>
    </message>
    <message>
        <source>PUT /api/v0/instances/request_logs/%1/: %2</source>
        <translation>PUT /api/v0/instances/request_logs/%1/：%2</translation>
    </message>
    <message>
        <source>the log was still not there after %1 tries (HTTP %2)</source>
        <translation>尝试 %1 次后日志仍未就绪（HTTP %2）</translation>
    </message>
    <message>
        <source>the log could not be fetched after %1 tries: %2</source>
        <translation>尝试 %1 次后仍无法获取日志：%2</translation>
    </message>
    <message>
        <source>GET %1: %2</source>
        <translation>GET %1：%2</translation>
    </message>
    <message>
        <source>%1 — last at %2: %3</source>
        <translation>%1 — 最近一次于 %2：%3</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1（另有 %2 项）</translation>
    </message>
    <message>
        <source>its log: %1</source>
        <translation>其日志：%1</translation>
    </message>
    <message>
        <source>Set the account up in Settings ▸ vast.ai.</source>
        <translation>请在“设置 ▸ vast.ai”中设置账户。</translation>
    </message>
    <message>
        <source>%1 has no log command</source>
        <translation>%1 没有日志命令</translation>
    </message>
    <message>
        <source>Give it one: fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</source>
        <translation>为其设置一个：fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</translation>
    </message>
    <message>
        <source>%1 has no log source &apos;%2&apos;</source>
        <translation>%1 没有日志来源“%2”</translation>
    </message>
    <message>
        <source>%1 has no SSH address yet</source>
        <translation>%1 还没有 SSH 地址</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>written to stderr</source>
        <translation>写入 stderr</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>cannot record an event: %1</source>
        <translation>无法记录事件：%1</translation>
    </message>
    <message>
        <source>every stage of the connection check passed</source>
        <translation>连接检查的每个阶段均已通过</translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1（之前为 %2）</translation>
    </message>
    <message>
        <source>log pattern %1: the only node state a pattern can set is degraded</source>
        <translation>日志模式 %1：模式唯一可设置的节点状态是 degraded</translation>
    </message>
    <message>
        <source>cannot save log pattern %1: %2</source>
        <translation>无法保存日志模式 %1：%2</translation>
    </message>
    <message>
        <source>cannot remove log pattern %1: %2</source>
        <translation>无法删除日志模式 %1：%2</translation>
    </message>
    <message>
        <source>cannot read database %1: %2</source>
        <translation>无法读取数据库 %1：%2</translation>
    </message>
    <message>
        <source>not a valid address (%1)</source>
        <translation>不是有效的地址（%1）</translation>
    </message>
    <message>
        <source>not a postgresql:// address</source>
        <translation>不是 postgresql:// 地址</translation>
    </message>
    <message>
        <source>a password does not belong in the store&apos;s address, where process lists, settings and logs would show it; put it in ~/.pgpass (or the file PGPASSFILE names), or use a client certificate (sslcert, sslkey)</source>
        <translation>密码不应写在存储地址中，否则进程列表、设置和日志都会显示它；请将其放入 ~/.pgpass（或 PGPASSFILE 指定的文件），或使用客户端证书（sslcert、sslkey）</translation>
    </message>
    <message>
        <source>an address of a store has no &apos;#&apos; part</source>
        <translation>存储地址不能包含“#”部分</translation>
    </message>
    <message>
        <source>the database name &quot;%1&quot; contains &apos;/&apos;</source>
        <translation>数据库名称“%1”包含“/”</translation>
    </message>
    <message>
        <source>unknown parameter &quot;%1&quot; (known: %2)</source>
        <translation>未知参数“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>the value of %1 contains &apos;;&apos;, which the PostgreSQL driver cannot pass on</source>
        <translation>%1 的值包含“;”，PostgreSQL 驱动无法传递它</translation>
    </message>
    <message>
        <source>sslmode &quot;%1&quot; is not one of %2</source>
        <translation>sslmode“%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>host= in the query names a socket directory (an absolute path); put a server&apos;s name before the port</source>
        <translation>查询中的 host= 指定套接字目录（绝对路径）；服务器名称请写在端口之前</translation>
    </message>
    <message>
        <source>two hosts: %1 and host=%2</source>
        <translation>两个主机：%1 和 host=%2</translation>
    </message>
    <message>
        <source>%1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed here; on Debian it is the package libqt6sql6-psql</source>
        <translation>%1：此处未安装 Qt 的 PostgreSQL 驱动（QPSQL）；在 Debian 上它是软件包 libqt6sql6-psql</translation>
    </message>
    <message>
        <source>cannot read table %1 of %2: %3</source>
        <translation>无法读取 %2 的表 %1：%3</translation>
    </message>
    <message>
        <source>%1 has schema version %2 and %3 version %4; both must be at the same version</source>
        <translation>%1 的架构版本为 %2，%3 的版本为 %4；两者必须相同</translation>
    </message>
    <message>
        <source>table %1 has other columns in %2 than in %3</source>
        <translation>表 %1 在 %2 中的列与在 %3 中不同</translation>
    </message>
    <message>
        <source>table %1: %2 rows in %3, %4 in %5</source>
        <translation>表 %1：%3 中有 %2 行，%5 中有 %4 行</translation>
    </message>
    <message>
        <source>table %1: the rows of %2 and %3 differ</source>
        <translation>表 %1：%2 和 %3 的行不一致</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not empty (table %2 holds %n row(s)); a fleet is copied into an empty store only</source>
        <translation>
            <numerusform>%1 不为空（表 %2 有 %n 行）；集群只能复制到空存储中</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write to %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot copy table %1 into %2: %3</source>
        <translation>无法将表 %1 复制到 %2：%3</translation>
    </message>
    <message>
        <source>cannot finish the copy into %1: %2</source>
        <translation>无法完成到 %1 的复制：%2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>cannot take the collectors&apos; lock: %1</source>
        <translation>无法获取采集器的锁：%1</translation>
    </message>
    <message>
        <source>lease round failed: %1</source>
        <translation>租约轮次失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Status from %n collector(s)</source>
        <translation>
            <numerusform>状态来自 %n 个采集器</numerusform>
        </translation>
    </message>
    <message>
        <source>The team store lets the role &apos;%1&apos; only read: ask the store&apos;s administrator for the right to change the fleet.</source>
        <translation>团队存储只允许角色“%1”读取：请向存储的管理员申请修改集群的权限。</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; was removed meanwhile</source>
        <translation>节点“%1”已在此期间被删除</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>未知时间</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>他人</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; was changed by %2 at %3 after you read it; your change was not saved</source>
        <translation>在您读取节点“%1”之后，%2 于 %3 修改了它；您的更改未保存</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; was renamed to &apos;%4&apos; by %2 at %3 after you read it; your change was not saved</source>
        <translation>在您读取节点“%1”之后，%2 于 %3 将其重命名为“%4”；您的更改未保存</translation>
    </message>
    <message>
        <source>the node was changed meanwhile</source>
        <translation>该节点已在此期间被修改</translation>
    </message>
    <message>
        <source>template &apos;%1&apos; was removed after you read it; your change was not saved</source>
        <translation>模板 &apos;%1&apos; 在您读取后已被删除；您的修改未保存</translation>
    </message>
    <message>
        <source>template &apos;%1&apos; was changed by %2 at %3 after you read it; your change was not saved</source>
        <translation>模板 &apos;%1&apos; 在您读取后已由 %2 于 %3 修改；您的修改未保存</translation>
    </message>
    <message>
        <source>not polled yet</source>
        <translation>尚未轮询</translation>
    </message>
    <message>
        <source>no database named</source>
        <translation>未指定数据库</translation>
    </message>
    <message>
        <source>another running collector calls itself %1</source>
        <translation>另一个正在运行的采集器也叫 %1</translation>
    </message>
    <message>
        <source>machine %1 is already a bad host, listed by %2 at %3 because: %4; your reason was not saved (remove the listing first to replace it)</source>
        <translation>机器 %1 已是不良主机，由 %2 于 %3 列入，原因：%4；您的原因未保存（请先删除该条目再替换）</translation>
    </message>
</context>
<context>
    <name>FleetdeckCli</name>
    <message>
        <source>invalid --%1 &apos;%2&apos;: expected a number, 0 or more</source>
        <translation>无效的 --%1“%2”：应为大于或等于 0 的数字</translation>
    </message>
    <message>
        <source>invalid run id &apos;%1&apos;</source>
        <translation>无效的运行 ID“%1”</translation>
    </message>
    <message>
        <source>no benchmark preset named &apos;%1&apos;</source>
        <translation>没有名为“%1”的基准测试预设</translation>
    </message>
    <message>
        <source>invalid --mode &apos;%1&apos;: expected per-proof or batch</source>
        <translation>无效的 --mode“%1”：应为 per-proof 或 batch</translation>
    </message>
    <message>
        <source>Run %1 on %2: %3</source>
        <translation>节点 %2 上的运行 %1：%3</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>timed</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>cooldown</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>  timed median %1, 95% CI %2–%3 s, CV %4
</source>
        <translation>  计时中位数 %1，95% CI %2–%3 s，CV %4
</translation>
    </message>
    <message>
        <source>  %1 proofs/hour</source>
        <translation>  %1 个证明/小时</translation>
    </message>
    <message>
        <source>, $%1 per proof</source>
        <translation>，每个证明 $%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>  warmup sufficient: %1; throttling suspected: %2
</source>
        <translation>  预热充分：%1；疑似降频：%2
</translation>
    </message>
    <message>
        <source>bench run: missing NODE</source>
        <translation>bench run：缺少 NODE</translation>
    </message>
    <message>
        <source>run %1 started on %2</source>
        <translation>运行 %1 已在 %2 上开始</translation>
    </message>
    <message>
        <source>interrupted: stopping the benchmark on the nodes…</source>
        <translation>已中断：正在停止节点上的基准测试…</translation>
    </message>
    <message>
        <source>bench list: unexpected argument &apos;%1&apos;</source>
        <translation>bench list：意外的参数“%1”</translation>
    </message>
    <message>
        <source>bench list: invalid --state &apos;%1&apos; (running, finished, failed, cancelled, interrupted)</source>
        <translation>bench list：无效的 --state“%1”（running、finished、failed、cancelled、interrupted）</translation>
    </message>
    <message>
        <source>bench list: invalid --%1 &apos;%2&apos;: expected a date like 2026-11-30 or 2026-11-30T12:00:00Z</source>
        <translation>bench list：无效的 --%1“%2”：应为类似 2026-11-30 或 2026-11-30T12:00:00Z 的日期</translation>
    </message>
    <message>
        <source>bench list: invalid --format &apos;%1&apos; (csv or markdown)</source>
        <translation>bench list：无效的 --format“%1”（csv 或 markdown）</translation>
    </message>
    <message>
        <source>bench show: expected one run ID</source>
        <translation>bench show：需要一个运行 ID</translation>
    </message>
    <message>
        <source>bench show: invalid --format &apos;%1&apos; (csv or markdown)</source>
        <translation>bench show：无效的 --format“%1”（csv 或 markdown）</translation>
    </message>
    <message>
        <source>bench show: there is no run %1</source>
        <translation>bench show：不存在运行 %1</translation>
    </message>
    <message>
        <source>bench compare --baseline: expected one run ID</source>
        <translation>bench compare --baseline：需要一个运行 ID</translation>
    </message>
    <message>
        <source>bench compare: expected two run IDs</source>
        <translation>bench compare：需要两个运行 ID</translation>
    </message>
    <message>
        <source>bench compare: there is no run %1</source>
        <translation>bench compare：不存在运行 %1</translation>
    </message>
    <message>
        <source>bench compare: run %1 has no GPU model, so it has no baseline</source>
        <translation>bench compare：运行 %1 没有 GPU 型号，因此没有基线</translation>
    </message>
    <message>
        <source>bench compare: no earlier finished run of %1 to compare with</source>
        <translation>bench compare：没有 %1 更早的已完成运行可供比较</translation>
    </message>
    <message>
        <source>bench compare: a run has no completed timed proof to compare</source>
        <translation>bench compare：有一个运行没有已完成的计时证明可供比较</translation>
    </message>
    <message>
        <source>run %1 against the %2 baseline (%3 runs)</source>
        <translation>运行 %1 对比 %2 基线（%3 次运行）</translation>
    </message>
    <message>
        <source>run %1 against run %2</source>
        <translation>运行 %1 对比运行 %2</translation>
    </message>
    <message>
        <source>%1: median %2 s → %3 s, %4% (95% CI %5% to %6%): %7
</source>
        <translation>%1：中位数 %2 s → %3 s，%4%（95% CI %5% 至 %6%）：%7
</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli bench run NODE... [--warmup 5] [--timed 10] [--cooldown 3]
                      [--mode per-proof|batch] [--command TEMPLATE]
                      [--parser cuzk-batch|jsonl|regex:PATTERN] [--proof-timeout S]
                      [--total-timeout S] [--proof-kind porep] [--pre-command CMD]
                      [--preset NAME] [--save-preset NAME]

Runs a benchmark on each node at once: warmup, timed and cooldown proofs. Batch mode runs
one command that reports every proof (default: cuzk-bench batch --type {proof_kind}
--count {count}); per-proof mode runs the command once per proof and times it (default:
cuzk-bench single --type {proof_kind}). Placeholders: {node} {proof_kind} {count} {warmup}
{timed} {cooldown} {index}; {{ and }} are braces. Progress goes to stderr; Ctrl-C stops
the benchmark on the nodes and records the run as cancelled. A node&apos;s `gpu` and `dph`
labels give the GPU model and its price per hour. Exit 0 when every run finished.

Usage: fleetdeck-cli bench list [NODE] [--gpu MODEL] [--state STATE] [--since DATE]
                       [--until DATE] [--limit N] [--format csv|markdown]
Usage: fleetdeck-cli bench show ID [--format csv|markdown] [--log]
Usage: fleetdeck-cli bench compare ID_A ID_B
       fleetdeck-cli bench compare ID --baseline

compare: the change of the timed median from A to B in %, its bootstrap 95% interval, and
whether it is significant (the interval excludes 0) or within noise. --baseline compares a
run with the last 5 finished runs of its GPU model.
</source>
        <translation>用法：fleetdeck-cli bench run NODE... [--warmup 5] [--timed 10] [--cooldown 3]
                      [--mode per-proof|batch] [--command TEMPLATE]
                      [--parser cuzk-batch|jsonl|regex:PATTERN] [--proof-timeout S]
                      [--total-timeout S] [--proof-kind porep] [--pre-command CMD]
                      [--preset NAME] [--save-preset NAME]

在每个节点上同时运行基准测试：预热、计时和冷却阶段的证明。batch 模式运行一条报告
每个证明的命令（默认：cuzk-bench batch --type {proof_kind} --count {count}）；
per-proof 模式为每个证明运行一次命令并计时（默认：cuzk-bench single --type {proof_kind}）。
占位符：{node} {proof_kind} {count} {warmup} {timed} {cooldown} {index}；{{ 和 }} 表示花括号。
进度输出到 stderr；Ctrl-C 会停止节点上的基准测试，并将该运行记录为已取消。节点的 `gpu`
和 `dph` 标签给出 GPU 型号及其每小时价格。所有运行都完成时退出码为 0。

用法：fleetdeck-cli bench list [NODE] [--gpu MODEL] [--state STATE] [--since DATE]
                       [--until DATE] [--limit N] [--format csv|markdown]
用法：fleetdeck-cli bench show ID [--format csv|markdown] [--log]
用法：fleetdeck-cli bench compare ID_A ID_B
      fleetdeck-cli bench compare ID --baseline

compare：计时中位数从 A 到 B 的变化（%）、其 bootstrap 95% 区间，以及该变化是否显著
（区间不含 0）还是在噪声范围内。--baseline 将一个运行与其 GPU 型号最近 5 次已完成的
运行进行比较。
</translation>
    </message>
    <message>
        <source>bench: missing subcommand (run, list, show, compare)</source>
        <translation>bench：缺少子命令（run、list、show、compare）</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>unknown bench subcommand &apos;%1&apos; (run, list, show, compare)</source>
        <translation>未知的 bench 子命令“%1”（run、list、show、compare）</translation>
    </message>
    <message>
        <source>unknown option %1 (see fleetdeck-cli --help)</source>
        <translation>未知选项 %1（参见 fleetdeck-cli --help）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see fleetdeck-cli --help)</source>
        <translation>未知命令“%1”（参见 fleetdeck-cli --help）</translation>
    </message>
    <message>
        <source>node: missing subcommand (add, edit, remove, list)</source>
        <translation>node：缺少子命令（add、edit、remove、list）</translation>
    </message>
    <message>
        <source>unknown node subcommand &apos;%1&apos; (add, edit, remove, list, import)</source>
        <translation>未知的 node 子命令“%1”（add、edit、remove、list、import）</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>未知选项 --%1</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>选项 --%1 需要一个值</translation>
    </message>
    <message>
        <source>option --%1 takes no value</source>
        <translation>选项 --%1 不接受值</translation>
    </message>
    <message>
        <source>option --%1 given more than once</source>
        <translation>选项 --%1 重复给出</translation>
    </message>
    <message>
        <source>option --db needs a path</source>
        <translation>选项 --db 需要一个路径</translation>
    </message>
    <message>
        <source>invalid --host-key-policy &apos;%1&apos;: use strict, accept-new or ask</source>
        <translation>无效的 --host-key-policy“%1”：请使用 strict、accept-new 或 ask</translation>
    </message>
    <message>
        <source>invalid --timeout &apos;%1&apos;: expected seconds greater than 0</source>
        <translation>无效的 --timeout“%1”：应为大于 0 的秒数</translation>
    </message>
    <message>
        <source>keys generate: unexpected argument &apos;%1&apos;</source>
        <translation>keys generate：意外的参数“%1”</translation>
    </message>
    <message>
        <source>keys generate: --out FILE is required</source>
        <translation>keys generate：必须提供 --out FILE</translation>
    </message>
    <message>
        <source>keys generate: unknown key type &apos;%1&apos; (ed25519, ecdsa, rsa)</source>
        <translation>keys generate：未知的密钥类型“%1”（ed25519、ecdsa、rsa）</translation>
    </message>
    <message>
        <source>keys generate: %1 already exists; not overwriting it</source>
        <translation>keys generate：%1 已存在；不会覆盖</translation>
    </message>
    <message>
        <source>Passphrase for the new key: </source>
        <translation>新密钥的密码短语： </translation>
    </message>
    <message>
        <source>keys generate: no passphrase was read from stdin; nothing was written</source>
        <translation>keys generate：未从 stdin 读取到密码短语；未写入任何内容</translation>
    </message>
    <message>
        <source>Private key: %1
Public key:  %2
</source>
        <translation>私钥：%1
公钥：%2
</translation>
    </message>
    <message>
        <source>%1: cannot read %2: %3</source>
        <translation>%1：无法读取 %2：%3</translation>
    </message>
    <message>
        <source>%1: %2 is not a public key line: %3</source>
        <translation>%1：%2 不是公钥行：%3</translation>
    </message>
    <message>
        <source> (dry run)</source>
        <translation> （演练）</translation>
    </message>
    <message>
        <source>findings: %1</source>
        <translation>发现的问题：%1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>detail: %1</source>
        <translation>详细信息：%1</translation>
    </message>
    <message>
        <source>warning: the audit trail could not be written: %1</source>
        <translation>警告：无法写入审计记录：%1</translation>
    </message>
    <message>
        <source>%1: name the nodes, or --all</source>
        <translation>%1：请指定节点，或使用 --all</translation>
    </message>
    <message>
        <source>%1: --access-identity %2 is not a readable private key</source>
        <translation>%1：--access-identity %2 不是可读取的私钥</translation>
    </message>
    <message>
        <source>Password for the deployment&apos;s login: </source>
        <translation>部署所用登录的密码： </translation>
    </message>
    <message>
        <source>%1: no password was read from stdin; nothing was changed</source>
        <translation>%1：未从 stdin 读取到密码；未做任何更改</translation>
    </message>
    <message>
        <source>%1: --pub FILE is required</source>
        <translation>%1：必须提供 --pub FILE</translation>
    </message>
    <message>
        <source>%1: --verify-with and --no-verify exclude each other</source>
        <translation>%1：--verify-with 和 --no-verify 不能同时使用</translation>
    </message>
    <message>
        <source>%1: %2 is not a readable private key: %3</source>
        <translation>%1：%2 不是可读取的私钥：%3</translation>
    </message>
    <message>
        <source>%1: %2 is the private half of %3, not of %4</source>
        <translation>%1：%2 是 %3 的私钥部分，而不是 %4 的</translation>
    </message>
    <message>
        <source>%1: give either --pub FILE or --fingerprint SHA256:...</source>
        <translation>%1：请提供 --pub FILE 或 --fingerprint SHA256:... 之一</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a SHA256 fingerprint (SHA256: and 43 base64 characters)</source>
        <translation>%1：“%2”不是 SHA256 指纹（SHA256: 加 43 个 base64 字符）</translation>
    </message>
    <message>
        <source>  (the console logs in with this key)</source>
        <translation>  （控制台使用此密钥登录）</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>第 %1 行： </translation>
    </message>
    <message>
        <source>keys: missing subcommand (generate, deploy, remove, audit)</source>
        <translation>keys：缺少子命令（generate、deploy、remove、audit）</translation>
    </message>
    <message>
        <source>unknown keys subcommand &apos;%1&apos; (generate, deploy, remove, audit)</source>
        <translation>未知的 keys 子命令“%1”（generate、deploy、remove、audit）</translation>
    </message>
    <message>
        <source>no node named &apos;%1&apos;</source>
        <translation>没有名为“%1”的节点</translation>
    </message>
    <message>
        <source>Type &apos;replace&apos; to replace the known key, anything else to refuse: </source>
        <translation>输入 &apos;replace&apos; 替换已知密钥，输入其他内容则拒绝： </translation>
    </message>
    <message>
        <source>Trust this key? Type &apos;yes&apos; to trust it, anything else to refuse: </source>
        <translation>信任此密钥？输入 &apos;yes&apos; 表示信任，输入其他内容则拒绝： </translation>
    </message>
    <message>
        <source>invalid %1 &apos;%2&apos;: expected a number between 1 and 65535</source>
        <translation>无效的%1“%2”：应为 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>status port</source>
        <translation>状态端口</translation>
    </message>
    <message>
        <source>invalid --ssh-config &apos;%1&apos;: use yes or no</source>
        <translation>无效的 --ssh-config“%1”：请使用 yes 或 no</translation>
    </message>
    <message>
        <source>node %1: missing NAME</source>
        <translation>node %1：缺少 NAME</translation>
    </message>
    <message>
        <source>node %1: unexpected argument &apos;%2&apos;</source>
        <translation>node %1：意外的参数“%2”</translation>
    </message>
    <message>
        <source>node add: --host is required</source>
        <translation>node add：必须提供 --host</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has no label &apos;%2&apos;</source>
        <translation>节点“%1”没有标签“%2”</translation>
    </message>
    <message>
        <source>node list: unexpected argument &apos;%1&apos;</source>
        <translation>node list：意外的参数“%1”</translation>
    </message>
    <message>
        <source>no nodes yet; add one with: fleetdeck-cli node add NAME --host HOST</source>
        <translation>尚无节点；使用以下命令添加：fleetdeck-cli node add NAME --host HOST</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>LABELS</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>cmd: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node add NAME --host HOST [OPTIONS]

</source>
        <translation>用法：fleetdeck-cli node add NAME --host HOST [OPTIONS]

</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node edit NAME [OPTIONS]

</source>
        <translation>用法：fleetdeck-cli node edit NAME [OPTIONS]

</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node remove NAME
</source>
        <translation>用法：fleetdeck-cli node remove NAME
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node list [--json]
</source>
        <translation>用法：fleetdeck-cli node list [--json]
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node import --vast-json FILE
       fleetdeck-cli node import --vast-api [--vast-url URL] [--vast-account NAME]

Makes a node of each vast.ai instance (provider vast, keyed by instance id): from a
saved `vastai show instances --raw` file, or from the API (key: $VAST_API_KEY, else
the keychain&apos;s vast-api-key &quot;default&quot;; --vast-account NAME reads that entry only).
Known nodes get the instance&apos;s address and provider data; names, keys, labels and
status settings stay as they are. Nodes whose instance is gone are marked, never
removed. --vast-url defaults to https://console.vast.ai; each request gets --timeout.
</source>
        <translation>用法：fleetdeck-cli node import --vast-json FILE
      fleetdeck-cli node import --vast-api [--vast-url URL] [--vast-account NAME]

为每个 vast.ai 实例创建一个节点（提供商 vast，以实例 id 为键）：来源可以是保存的
`vastai show instances --raw` 文件，也可以是 API（密钥：$VAST_API_KEY，否则使用钥匙串中的
vast-api-key &quot;default&quot;；--vast-account NAME 仅读取该条目）。
已知节点会更新实例的地址和提供商数据；名称、密钥、标签和状态设置保持不变。实例已消失的
节点会被标记，但绝不会被删除。--vast-url 默认为 https://console.vast.ai；每个请求均受 --timeout 限制。
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node add|edit|remove|list|import ...
NAME: 1-64 characters of A-Z a-z 0-9 . _ -
Run &apos;fleetdeck-cli node SUBCOMMAND --help&apos; for the options.
</source>
        <translation>用法：fleetdeck-cli node add|edit|remove|list|import ...
NAME：1-64 个 A-Z a-z 0-9 . _ - 字符
运行 &apos;fleetdeck-cli node SUBCOMMAND --help&apos; 查看选项。
</translation>
    </message>
    <message>
        <source>invalid --vast-url &apos;%1&apos;: %2</source>
        <translation>无效的 --vast-url“%1”：%2</translation>
    </message>
    <message>
        <source>vast.ai API key from %1</source>
        <translation>来自 %1 的 vast.ai API 密钥</translation>
    </message>
    <message>
        <source>: gone since %1</source>
        <translation>：自 %1 起已消失</translation>
    </message>
    <message>
        <source>instance %1: %2</source>
        <translation>实例 %1：%2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 updated, %4 unchanged, %5 vanished, %6 skipped</source>
        <translation>%1：新增 %2 个，更新 %3 个，未变 %4 个，消失 %5 个，跳过 %6 个</translation>
    </message>
    <message>
        <source>node import: unexpected argument &apos;%1&apos;</source>
        <translation>node import：意外的参数“%1”</translation>
    </message>
    <message>
        <source>node import: give either --vast-json FILE or --vast-api</source>
        <translation>node import：请提供 --vast-json FILE 或 --vast-api 之一</translation>
    </message>
    <message>
        <source>node import: --vast-url and --vast-account go with --vast-api</source>
        <translation>node import：--vast-url 和 --vast-account 需与 --vast-api 一起使用</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>warning: %1 is one page of a longer listing (next_token is set); nothing is marked vanished</source>
        <translation>警告：%1 只是较长列表中的一页（设置了 next_token）；不会将任何节点标记为已消失</translation>
    </message>
    <message>
        <source>%1: available (%2)</source>
        <translation>%1：可用 (%2)</translation>
    </message>
    <message>
        <source>%1: not available: %2</source>
        <translation>%1：不可用：%2</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1： </translation>
    </message>
    <message>
        <source>nothing was read from stdin; nothing was stored</source>
        <translation>未从 stdin 读取到任何内容；未保存任何内容</translation>
    </message>
    <message>
        <source>the secret must be one line of text without NUL bytes</source>
        <translation>机密必须是一行不含 NUL 字节的文本</translation>
    </message>
    <message>
        <source>stored: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <source>deleted: %1</source>
        <translation>已删除：%1</translation>
    </message>
    <message>
        <source>secrets: missing subcommand (status, set, delete, list)</source>
        <translation>secrets：缺少子命令（status、set、delete、list）</translation>
    </message>
    <message>
        <source>unknown secrets subcommand &apos;%1&apos; (status, set, delete, list)</source>
        <translation>未知的 secrets 子命令“%1”（status、set、delete、list）</translation>
    </message>
    <message>
        <source>secrets %1: unexpected argument &apos;%2&apos;</source>
        <translation>secrets %1：意外的参数“%2”</translation>
    </message>
    <message>
        <source>secrets %1: expected KIND NAME (KIND: passphrase, password, vast-api-key)</source>
        <translation>secrets %1：应为 KIND NAME（KIND：passphrase、password、vast-api-key）</translation>
    </message>
    <message>
        <source>secrets are read from stdin only, never from arguments (use --stdin and pipe the secret in)</source>
        <translation>机密只从 stdin 读取，绝不从参数读取（请使用 --stdin 并通过管道传入机密）</translation>
    </message>
    <message>
        <source>secrets delete: unexpected argument &apos;%1&apos;</source>
        <translation>secrets delete：意外的参数“%1”</translation>
    </message>
    <message>
        <source>secrets set needs --stdin: secrets are read from stdin only</source>
        <translation>secrets set 需要 --stdin：机密只从 stdin 读取</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli secrets status
       fleetdeck-cli secrets set (passphrase|password|vast-api-key) NAME --stdin
       fleetdeck-cli secrets delete (passphrase|password|vast-api-key) NAME
       fleetdeck-cli secrets list

Secrets live only in the OS keychain (service &quot;fleetdeck&quot;). NAME is the key&apos;s
fingerprint (SHA256:... as ssh-keygen -lf prints it) for a passphrase, a node name or
a label KEY=VALUE for a password, and &quot;default&quot; or an account for a vast.ai API key.
The secret is read from stdin only (one line; on a terminal, without echo).
status writes, reads back and deletes a test entry and says which keychain answered;
list prints the names of stored secrets, never their values.
</source>
        <translation>用法：fleetdeck-cli secrets status
      fleetdeck-cli secrets set (passphrase|password|vast-api-key) NAME --stdin
      fleetdeck-cli secrets delete (passphrase|password|vast-api-key) NAME
      fleetdeck-cli secrets list

机密仅保存在操作系统钥匙串中（服务 &quot;fleetdeck&quot;）。NAME 的含义：密码短语为密钥的指纹
（SHA256:...，与 ssh-keygen -lf 的输出相同）；密码为节点名称或标签 KEY=VALUE；
vast.ai API 密钥为 &quot;default&quot; 或账户名。
机密只从 stdin 读取（一行；在终端上不回显）。
status 会写入、读回并删除一个测试条目，并显示是哪个钥匙串作出了响应；
list 输出已保存机密的名称，绝不输出其值。
</translation>
    </message>
    <message>
        <source>warning: keychain: %1</source>
        <translation>警告：钥匙串：%1</translation>
    </message>
    <message>
        <source>NODE</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>LATENCY</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>QUEUE</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>DONE/FAILED</source>
        <translation>完成/失败</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>invalid --watch &apos;%1&apos;: expected seconds, 0 or more</source>
        <translation>无效的 --watch“%1”：应为大于或等于 0 的秒数</translation>
    </message>
    <message>
        <source>--count needs --watch</source>
        <translation>--count 需要与 --watch 一起使用</translation>
    </message>
    <message>
        <source>invalid --count &apos;%1&apos;: expected a number of rounds, 1 or more</source>
        <translation>无效的 --count“%1”：应为大于或等于 1 的轮数</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>check: missing NAME</source>
        <translation>check：缺少 NAME</translation>
    </message>
    <message>
        <source>check: unexpected argument &apos;%1&apos;</source>
        <translation>check：意外的参数“%1”</translation>
    </message>
    <message>
        <source>check %1 (%2@%3)</source>
        <translation>检查 %1 (%2@%3)</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli status [NAME...] [--watch SECONDS [--count N]]

Polls each selected node (default: all) concurrently. With --watch, repeats every
SECONDS (0 = back to back) for N rounds (default: until interrupted), reusing the
connections. Exit code 0 when every node is healthy, 1 otherwise.
</source>
        <translation>用法：fleetdeck-cli status [NAME...] [--watch SECONDS [--count N]]

并发轮询每个选定的节点（默认：全部）。使用 --watch 时，每隔 SECONDS 秒（0 表示连续不间断）
重复一次，共 N 轮（默认：直到被中断），并复用连接。所有节点都正常时退出码为 0，否则为 1。
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli check NAME

Logs in afresh and runs every stage in order (resolve, connect, handshake, host_key,
auth, channel, http or exec, parse), reporting each one and the first failure.
</source>
        <translation>用法：fleetdeck-cli check NAME

重新登录并按顺序运行每个阶段（resolve、connect、handshake、host_key、auth、channel、
http 或 exec、parse），逐一报告每个阶段以及第一个失败。
</translation>
    </message>
    <message>
        <source>missing command</source>
        <translation>缺少命令</translation>
    </message>
    <message>
        <source>invalid --language &apos;%1&apos;: use en, de or zh_CN</source>
        <translation>无效的 --language“%1”：请使用 en、de 或 zh_CN</translation>
    </message>
    <message>
        <source>platform (%1): attached to instance %2</source>
        <translation>平台 (%1)：已绑定到实例 %2</translation>
    </message>
    <message>
        <source>platform (%1): not attached: %2</source>
        <translation>平台 (%1)：未绑定：%2</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli keys generate --out FILE [--type ed25519|ecdsa|rsa] [--comment TEXT]
                                   [--passphrase-stdin]

Writes a new key pair: FILE (mode 0600) and FILE.pub. Never overwrites either.
  --type TYPE          ed25519 (default), ecdsa (P-256) or rsa (3072 bits)
  --comment TEXT       the comment of the public key line
  --passphrase-stdin   encrypt the private key with one line read from stdin


Usage: fleetdeck-cli keys deploy --pub FILE (NODE... | --all) [--dry-run] [--repair]
                                 [--verify-with PRIVATE_FILE | --no-verify]
                                 [--vast-url URL] [--vast-account NAME]

Adds the key to each node&apos;s authorized_keys over SFTP: a temp file, fsync, a re-read of the
original, a .fleetdeck.bak copy, an atomic rename; then a fresh login with only the new key
(the private key beside FILE, else --verify-with, else the ssh-agent). If that login fails,
the original is put back (rolled_back). A key already present is left alone (unchanged).
  --repair             also split glued keys, turn CRLF into LF, end the file with a newline
  --dry-run            read and plan only; show what would change
A node imported from vast.ai also gets the key attached through the platform (its
authorized_keys does not last there); API key: VAST_API_KEY, else the keychain.
  --vast-url URL       the vast.ai console&apos;s address (default https://console.vast.ai)
  --vast-account NAME  the keychain&apos;s vast-api-key entry to use

Usage: fleetdeck-cli keys remove (--pub FILE | --fingerprint SHA256:...) (NODE... | --all)
                                 [--dry-run]

Removes every line with that key. The key the console logs in with is removed only when
another of the console&apos;s keys stays in the file and logs in afresh first (else: refused).

Usage: fleetdeck-cli keys audit [NODE...]

Lists each node&apos;s keys (type, fingerprint, comment, options), the file&apos;s findings, and
which key the console logs in with.

Logging in for deploy, remove and audit (beyond the node&apos;s own login and the keychain):
  --access-identity FILE   log in with this private key instead
  --password-stdin         read a password for the login from stdin (used, never stored)
</source>
        <translation>用法：fleetdeck-cli keys generate --out FILE [--type ed25519|ecdsa|rsa] [--comment TEXT]
                                   [--passphrase-stdin]

生成新的密钥对：FILE（权限 0600）和 FILE.pub。绝不覆盖其中任何一个。
  --type TYPE          ed25519（默认）、ecdsa (P-256) 或 rsa（3072 位）
  --comment TEXT       公钥行的注释
  --passphrase-stdin   使用从 stdin 读取的一行加密私钥


用法：fleetdeck-cli keys deploy --pub FILE (NODE... | --all) [--dry-run] [--repair]
                                 [--verify-with PRIVATE_FILE | --no-verify]
                                 [--vast-url URL] [--vast-account NAME]

通过 SFTP 将密钥添加到每个节点的 authorized_keys：写入临时文件、fsync、重新读取原文件、
创建 .fleetdeck.bak 副本、原子重命名；然后仅使用新密钥重新登录（使用 FILE 旁的私钥，
否则使用 --verify-with，再否则使用 ssh-agent）。如果该登录失败，则恢复原文件 (rolled_back)。
已存在的密钥保持不变 (unchanged)。
  --repair             同时拆分粘连的密钥、将 CRLF 转为 LF、确保文件以换行符结尾
  --dry-run            仅读取并制定计划；显示将要进行的更改
从 vast.ai 导入的节点还会通过平台绑定该密钥（在那里 authorized_keys 不会持久保留）；
API 密钥：VAST_API_KEY，否则取自钥匙串。
  --vast-url URL       vast.ai 控制台的地址（默认 https://console.vast.ai）
  --vast-account NAME  要使用的钥匙串 vast-api-key 条目

用法：fleetdeck-cli keys remove (--pub FILE | --fingerprint SHA256:...) (NODE... | --all)
                                 [--dry-run]

删除包含该密钥的所有行。仅当控制台的另一个密钥保留在文件中并先成功重新登录时，才会删除
控制台用于登录的密钥（否则拒绝）。

用法：fleetdeck-cli keys audit [NODE...]

列出每个节点的密钥（类型、指纹、注释、选项）、文件中发现的问题，以及控制台使用哪个密钥登录。

deploy、remove 和 audit 的登录方式（除节点自身的登录和钥匙串之外）：
  --access-identity FILE   改用此私钥登录
  --password-stdin         从 stdin 读取登录密码（仅使用，从不保存）
</translation>
    </message>
    <message>
        <source>  known:     %1</source>
        <translation>  已知：    %1</translation>
    </message>
    <message>
        <source>  presented: %1 %2</source>
        <translation>  出示：    %1 %2</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>
       fleetdeck-cli node import --ssh-config [FILE] [--match PATTERN]
       fleetdeck-cli node import --csv FILE

--ssh-config makes a node of each Host alias without wildcards in FILE (default
$FLEETDECK_SSH_CONFIG, else ~/.ssh/config) and the files it includes, named and
addressed by the alias and honouring the config at every connection; --match keeps
the aliases an ssh pattern list matches (* ?, comma-separated, !negation).
--csv reads a header row of node list --json field names (name, host, port, user,
identity, status_port, status_path, status_command, authorized_keys, labels as
k=v;k2=v2, ssh_config yes|no) and one node a row; any bad row imports nothing.
Both update known nodes by name and never remove one.
</source>
        <translation>
      fleetdeck-cli node import --ssh-config [FILE] [--match PATTERN]
      fleetdeck-cli node import --csv FILE

--ssh-config 为 FILE（默认 $FLEETDECK_SSH_CONFIG，否则为 ~/.ssh/config）及其包含的文件中
每个不含通配符的 Host 别名创建一个节点，以别名命名和寻址，每次连接时都遵循该配置；
--match 仅保留与 ssh 模式列表匹配的别名（* ?，以逗号分隔，!表示否定）。
--csv 读取由 node list --json 字段名组成的标题行（name、host、port、user、identity、
status_port、status_path、status_command、authorized_keys、labels（格式 k=v;k2=v2）、
ssh_config yes|no），之后每行一个节点；只要有一行有问题，就不导入任何内容。
两者都按名称更新已知节点，且从不删除节点。
</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>, resolves to %1</source>
        <translation>，解析为 %1</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 updated, %4 unchanged, %5 skipped</source>
        <translation>%1：新增 %2 个，更新 %3 个，未变 %4 个，跳过 %5 个</translation>
    </message>
    <message>
        <source>invalid --match: %1</source>
        <translation>无效的 --match：%1</translation>
    </message>
    <message>
        <source>cannot read %1: no such file</source>
        <translation>无法读取 %1：文件不存在</translation>
    </message>
    <message>
        <source>warning: connections resolve these nodes through %1 ($FLEETDECK_SSH_CONFIG or ~/.ssh/config), not %2</source>
        <translation>警告：连接时这些节点通过 %1（$FLEETDECK_SSH_CONFIG 或 ~/.ssh/config）解析，而不是 %2</translation>
    </message>
    <message>
        <source>node import: give either --ssh-config or --csv</source>
        <translation>node import：请提供 --ssh-config 或 --csv 之一</translation>
    </message>
    <message>
        <source>node import: --%1 does not go with --ssh-config or --csv</source>
        <translation>node import：--%1 不能与 --ssh-config 或 --csv 一起使用</translation>
    </message>
    <message>
        <source>node import: --match goes with --ssh-config</source>
        <translation>node import：--match 需与 --ssh-config 一起使用</translation>
    </message>
    <message>
        <source>warning: the provider&apos;s list could not be read (%1); judging from what is known</source>
        <translation>警告：无法读取提供商的列表（%1）；将根据已知信息进行判断</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2 (%3)</translation>
    </message>
    <message>
        <source>lifecycle: unexpected argument &apos;%1&apos;</source>
        <translation>lifecycle：意外的参数“%1”</translation>
    </message>
    <message>
        <source>--watch takes seconds, 0.5 or more</source>
        <translation>--watch 应为大于或等于 0.5 的秒数</translation>
    </message>
    <message>
        <source>--count takes a number of rounds, 1 or more, with --watch</source>
        <translation>--count 应为大于或等于 1 的轮数，且需与 --watch 一起使用</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli lifecycle [--watch SECONDS [--count N]] [--vast-url URL] [--vast-account NAME]

Applies each template&apos;s stages and rules to the nodes rented through it: refreshes the
instances from vast.ai, polls the nodes, moves each through created, loading, running,
ssh, daemon, qualifying and in_service, runs the qualification benchmark when the daemon
answers (and waits for it), and trips the template&apos;s time limits and floors: the node
is marked failed with the reason, or destroyed where the template retires automatically.
A machine that failed qualification or was retired is added to the bad hosts.
A freshly rented node&apos;s host key is learned only under --host-key-policy accept-new.
</source>
        <translation>用法：fleetdeck-cli lifecycle [--watch SECONDS [--count N]] [--vast-url URL] [--vast-account NAME]

将每个模板的阶段和规则应用于通过该模板租用的节点：从 vast.ai 刷新实例，轮询节点，
使每个节点依次经过 created、loading、running、ssh、daemon、qualifying 和 in_service，
在守护进程响应后运行准入测试基准（并等待其完成），并在超出模板的时间限制或门槛时触发规则：
节点会被标记为 failed 并注明原因；如果模板设置了自动退役，则将其销毁。
准入测试未通过或已退役的机器会被加入问题主机列表。
仅在 --host-key-policy accept-new 下才会记录新租用节点的主机密钥。
</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>(尚无地址)</translation>
    </message>
    <message>
        <source>--%1 takes a positive number, not &apos;%2&apos;</source>
        <translation>--%1 应为正数，而不是“%2”</translation>
    </message>
    <message>
        <source>vast offers: unexpected argument &apos;%1&apos;</source>
        <translation>vast offers：意外的参数“%1”</translation>
    </message>
    <message>
        <source>--order takes one of %1 (a trailing - for descending)</source>
        <translation>--order 应为 %1 之一（末尾加 - 表示降序）</translation>
    </message>
    <message>
        <source>no history</source>
        <translation>无历史记录</translation>
    </message>
    <message>
        <source>%1 proofs/h (%2-%3), %4/proof, %5 of %6 run(s)</source>
        <translation>%1 proofs/h (%2-%3)，%4/proof，%5，共 %6 次运行</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>same GPU model</source>
        <translation>同型号 GPU</translation>
    </message>
    <message>
        <source>  [bad host]</source>
        <translation>  [问题主机]</translation>
    </message>
    <message>
        <source>%1 offer(s); %2 duplicate(s) merged, %3 bad host(s) hidden</source>
        <translation>%1 个报价；合并了 %2 个重复项，隐藏了 %3 个问题主机</translation>
    </message>
    <message>
        <source>ssh %1 min</source>
        <translation>SSH %1 min</translation>
    </message>
    <message>
        <source>daemon %1 min</source>
        <translation>守护进程 %1 min</translation>
    </message>
    <message>
        <source>qualify %1 min</source>
        <translation>准入测试 %1 min</translation>
    </message>
    <message>
        <source>&gt;= %1 proofs/h</source>
        <translation>&gt;= %1 proofs/h</translation>
    </message>
    <message>
        <source>&lt;= $%1/proof</source>
        <translation>&lt;= $%1/proof</translation>
    </message>
    <message>
        <source>no rules</source>
        <translation>无规则</translation>
    </message>
    <message>
        <source>auto-retire</source>
        <translation>自动退役</translation>
    </message>
    <message>
        <source>notify only</source>
        <translation>仅通知</translation>
    </message>
    <message>
        <source>vast templates list: unexpected argument &apos;%1&apos;</source>
        <translation>vast templates list：意外的参数“%1”</translation>
    </message>
    <message>
        <source>usage: vast templates remove NAME</source>
        <translation>用法：vast templates remove NAME</translation>
    </message>
    <message>
        <source>no template named &apos;%1&apos;</source>
        <translation>没有名为“%1”的模板</translation>
    </message>
    <message>
        <source>vast templates: expected list, set or remove</source>
        <translation>vast templates：应为 list、set 或 remove</translation>
    </message>
    <message>
        <source>usage: vast templates set NAME --image IMAGE [options]</source>
        <translation>用法：vast templates set NAME --image IMAGE [选项]</translation>
    </message>
    <message>
        <source>--env takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--env 应为 KEY=VALUE，而不是“%1”</translation>
    </message>
    <message>
        <source>--auto-retire takes yes or no</source>
        <translation>--auto-retire 应为 yes 或 no</translation>
    </message>
    <message>
        <source>no benchmark preset named &apos;%1&apos; (see bench presets)</source>
        <translation>没有名为“%1”的基准测试预设（参见 bench presets）</translation>
    </message>
    <message>
        <source>vast bad-hosts list takes no argument</source>
        <translation>vast bad-hosts list 不接受参数</translation>
    </message>
    <message>
        <source>vast bad-hosts: expected list, add or remove</source>
        <translation>vast bad-hosts：应为 list、add 或 remove</translation>
    </message>
    <message>
        <source>vast bad-hosts %1: give one machine id</source>
        <translation>vast bad-hosts %1：请给出一个机器 id</translation>
    </message>
    <message>
        <source>vast bad-hosts add: say why with --reason TEXT</source>
        <translation>vast bad-hosts add：请用 --reason TEXT 说明原因</translation>
    </message>
    <message>
        <source>vast bad-hosts remove takes no --reason</source>
        <translation>vast bad-hosts remove 不接受 --reason</translation>
    </message>
    <message>
        <source>machine %1 is not a bad host</source>
        <translation>机器 %1 不是问题主机</translation>
    </message>
    <message>
        <source>unknown vast subcommand &apos;%1&apos; (see fleetdeck-cli help vast)</source>
        <translation>未知的 vast 子命令“%1”（参见 fleetdeck-cli help vast）</translation>
    </message>
    <message>
        <source>%1 -- refusing without a terminal to ask; add --yes</source>
        <translation>%1 -- 没有可用于询问的终端，拒绝执行；请添加 --yes</translation>
    </message>
    <message>
        <source> Type yes to go on: </source>
        <translation> 输入 yes 以继续： </translation>
    </message>
    <message>
        <source>nothing was done</source>
        <translation>未执行任何操作</translation>
    </message>
    <message>
        <source>usage: vast rent OFFER_ID... --template NAME [--yes]</source>
        <translation>用法：vast rent OFFER_ID... --template NAME [--yes]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an offer id</source>
        <translation>“%1”不是报价 id</translation>
    </message>
    <message>
        <source>no template named &apos;%1&apos; (see vast templates list)</source>
        <translation>没有名为“%1”的模板（参见 vast templates list）</translation>
    </message>
    <message numerus="yes">
        <source>Rent %n instance(s) with template %1 for %2/h (%3/day)?</source>
        <translation>
            <numerusform>使用模板 %1 租用 %n 个实例，费用 %2/h（%3/天）？</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: instance %1: the key was not attached: %2</source>
        <translation>警告：实例 %1：未绑定密钥：%2</translation>
    </message>
    <message>
        <source>rented offer %1 as instance %2: node %3 (%4/h)</source>
        <translation>已将报价 %1 租用为实例 %2：节点 %3 (%4/h)</translation>
    </message>
    <message>
        <source>offer %1 not rented: %2</source>
        <translation>报价 %1 未租用：%2</translation>
    </message>
    <message>
        <source>usage: vast label NODE TEXT</source>
        <translation>用法：vast label NODE TEXT</translation>
    </message>
    <message>
        <source>usage: vast %1 NODE...</source>
        <translation>用法：vast %1 NODE...</translation>
    </message>
    <message>
        <source>--yes goes with vast destroy</source>
        <translation>--yes 只能与 vast destroy 一起使用</translation>
    </message>
    <message>
        <source>node %1 is not a vast.ai instance</source>
        <translation>节点 %1 不是 vast.ai 实例</translation>
    </message>
    <message>
        <source>Destroy for good: %1?</source>
        <translation>永久销毁：%1？</translation>
    </message>
    <message>
        <source>%1: %2 (instance %3)</source>
        <translation>%1：%2（实例 %3）</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli vast offers [--gpu NAME] [--num-gpus N] [--max-dph USD] [--min-reliability R]
                         [--disk GB] [--region CC] [--order FIELD[-]] [--limit N] [--include-bad]
       fleetdeck-cli vast templates list | remove NAME
       fleetdeck-cli vast templates set NAME --image IMAGE [--disk GB] [--env K=V]... [--onstart CMD]
                         [--identity FILE] [--status-port PORT] [--label KEY=VALUE]...
                         [--preset BENCH_PRESET] [--min-proofs-per-hour X] [--max-usd-per-proof Y]
                         [--ssh-minutes M] [--daemon-minutes M] [--qualify-minutes M]
                         [--auto-retire yes|no] [--label-pattern TEXT] [--user NAME]
       fleetdeck-cli vast rent OFFER_ID... --template NAME [--yes]
       fleetdeck-cli vast destroy NODE... [--yes] | stop NODE... | start NODE... | reboot NODE...
       fleetdeck-cli vast label NODE TEXT
       fleetdeck-cli vast bad-hosts list | add MACHINE_ID --reason TEXT | remove MACHINE_ID

Every command takes --vast-url URL and --vast-account NAME like node import --vast-api.
offers shows what each offer is expected to prove an hour and cost a proof, from this fleet&apos;s
finished benchmarks on the same machine, else on the same GPU model and count; bad hosts are
left out unless --include-bad. rent attaches the template&apos;s key through the platform and adds
each instance as a node at once (no SSH address yet). Without --yes, rent and destroy ask on a
terminal and refuse without one.
</source>
        <translation>用法：fleetdeck-cli vast offers [--gpu NAME] [--num-gpus N] [--max-dph USD] [--min-reliability R]
                        [--disk GB] [--region CC] [--order FIELD[-]] [--limit N] [--include-bad]
      fleetdeck-cli vast templates list | remove NAME
      fleetdeck-cli vast templates set NAME --image IMAGE [--disk GB] [--env K=V]... [--onstart CMD]
                        [--identity FILE] [--status-port PORT] [--label KEY=VALUE]...
                        [--preset BENCH_PRESET] [--min-proofs-per-hour X] [--max-usd-per-proof Y]
                        [--ssh-minutes M] [--daemon-minutes M] [--qualify-minutes M]
                        [--auto-retire yes|no] [--label-pattern TEXT] [--user NAME]
      fleetdeck-cli vast rent OFFER_ID... --template NAME [--yes]
      fleetdeck-cli vast destroy NODE... [--yes] | stop NODE... | start NODE... | reboot NODE...
      fleetdeck-cli vast label NODE TEXT
      fleetdeck-cli vast bad-hosts list | add MACHINE_ID --reason TEXT | remove MACHINE_ID

每个命令都接受 --vast-url URL 和 --vast-account NAME，用法同 node import --vast-api。
offers 根据本集群在同一机器上（否则在相同 GPU 型号和数量上）已完成的基准测试，显示每个报价
预计每小时可完成的证明数和每个证明的成本；除非使用 --include-bad，否则不显示问题主机。
rent 通过平台绑定模板的密钥，并立即将每个实例添加为节点（尚无 SSH 地址）。不带 --yes 时，
rent 和 destroy 会在终端上请求确认，没有终端则拒绝执行。
</translation>
    </message>
    <message>
        <source>%1: qualification run %2 started</source>
        <translation>%1：准入测试运行 %2 已开始</translation>
    </message>
    <message>
        <source>platform (%1): detached from instance %2 (%3)</source>
        <translation>平台 (%1)：已从实例 %2 解绑（%3）</translation>
    </message>
    <message>
        <source>platform (%1): %2</source>
        <translation>平台 (%1)：%2</translation>
    </message>
    <message>
        <source>platform (%1): failed: %2: %3</source>
        <translation>平台 (%1)：失败：%2：%3</translation>
    </message>
    <message>
        <source>logs sources: unexpected argument &apos;%1&apos;</source>
        <translation>logs sources：意外的参数“%1”</translation>
    </message>
    <message>
        <source>logs sources: defaults apply to every node (or --label): no NODE</source>
        <translation>logs sources：默认来源适用于所有节点（或 --label 指定的节点）：不能指定 NODE</translation>
    </message>
    <message>
        <source>no default log source &apos;%1&apos;</source>
        <translation>没有名为“%1”的默认日志来源</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>--set-default, --remove-default and --label belong to &apos;logs sources&apos;</source>
        <translation>--set-default、--remove-default 和 --label 只能与“logs sources”一起使用</translation>
    </message>
    <message>
        <source>logs: --all or node names, not both</source>
        <translation>logs：请使用 --all 或节点名称，不能同时使用两者</translation>
    </message>
    <message>
        <source>logs: name one or more nodes, or --all</source>
        <translation>logs：请指定一个或多个节点，或使用 --all</translation>
    </message>
    <message>
        <source>invalid --lines &apos;%1&apos;: expected 0 to 1000000</source>
        <translation>无效的 --lines“%1”：应为 0 到 1000000</translation>
    </message>
    <message>
        <source>invalid --since &apos;%1&apos;: expected an ISO-8601 time or a duration such as 30s, 15m, 2h or 1d</source>
        <translation>无效的 --since“%1”：应为 ISO-8601 时间或时长，例如 30s、15m、2h 或 1d</translation>
    </message>
    <message>
        <source>invalid --grep: %1</source>
        <translation>无效的 --grep：%1</translation>
    </message>
    <message>
        <source>invalid --level &apos;%1&apos;: expected error, warn, info, debug or trace</source>
        <translation>无效的 --level“%1”：应为 error、warn、info、debug 或 trace</translation>
    </message>
    <message>
        <source>logs: the fleet has no nodes</source>
        <translation>logs：集群中没有节点</translation>
    </message>
    <message>
        <source>the node has no log command</source>
        <translation>该节点没有日志命令</translation>
    </message>
    <message>
        <source>add one: fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</source>
        <translation>添加一个：fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</translation>
    </message>
    <message>
        <source>the node has no log source &apos;%1&apos;</source>
        <translation>该节点没有日志来源“%1”</translation>
    </message>
    <message>
        <source>see its sources: fleetdeck-cli logs sources %1</source>
        <translation>查看其日志来源：fleetdeck-cli logs sources %1</translation>
    </message>
    <message>
        <source>the lines seen last are no longer in the source: some may have been missed</source>
        <translation>最后看到的几行已不在来源中：可能遗漏了部分行</translation>
    </message>
    <message>
        <source>  --host HOST               host name or IP address (required for add)
  --port PORT               SSH port (default 22)
  --user USER               login name (default root)
  --identity FILE           private key for this node (default: agent, then default keys)
  --status-port PORT        cuzk status port on the node (default 9821)
  --status-path PATH        status path (default /status)
  --status-command CMD      run CMD over SSH instead; its stdout is the status
  --authorized-keys PATH    remote file key deployment edits
                            (default ~/.ssh/authorized_keys)
  --label KEY=VALUE         set a label (repeatable)
  --ssh-config yes|no       honour ~/.ssh/config for HOST (HostName, Port,
                            User, IdentityFile, ProxyJump); default no
  --log-source NAME=COMMAND a log source: a remote command with {lines}, {follow}
                            or {follow:FLAG}, e.g. cuzk=journalctl -u cuzk -n {lines}
                            {follow} (repeatable; see fleetdeck-cli logs --help)
</source>
        <translation>  --host HOST               主机名或 IP 地址（add 时必填）
  --port PORT               SSH 端口（默认 22）
  --user USER               登录名（默认 root）
  --identity FILE           此节点的私钥（默认：先用 agent，再用默认密钥）
  --status-port PORT        节点上 cuzk 的状态端口（默认 9821）
  --status-path PATH        状态路径（默认 /status）
  --status-command CMD      改为通过 SSH 运行 CMD；其 stdout 即为状态
  --authorized-keys PATH    密钥部署所编辑的远程文件
                            （默认 ~/.ssh/authorized_keys）
  --label KEY=VALUE         设置标签（可重复）
  --ssh-config yes|no       对 HOST 使用 ~/.ssh/config（HostName、Port、
                            User、IdentityFile、ProxyJump）；默认 no
  --log-source NAME=COMMAND 日志来源：带有 {lines}、{follow} 或 {follow:FLAG} 的远程命令，
                            例如 cuzk=journalctl -u cuzk -n {lines} {follow}
                            （可重复；参见 fleetdeck-cli logs --help）
</translation>
    </message>
    <message>
        <source>  --unlabel KEY             remove a label (repeatable)
  --unlog-source NAME       remove a log source (repeatable)
  --rename NEW              give the node a new name
An empty value (--identity &quot;&quot;) clears --identity and --status-command.
</source>
        <translation>  --unlabel KEY             删除标签（可重复）
  --unlog-source NAME       删除日志来源（可重复）
  --rename NEW              为节点重命名
空值（--identity &quot;&quot;）会清除 --identity 和 --status-command。
</translation>
    </message>
    <message>
        <source>logs patterns: unexpected argument &apos;%1&apos;</source>
        <translation>logs patterns：意外的参数“%1”</translation>
    </message>
    <message>
        <source>--title, --severity and --state go with --set</source>
        <translation>--title、--severity 和 --state 需与 --set 一起使用</translation>
    </message>
    <message>
        <source>invalid --set &apos;%1&apos;: expected NAME=REGEX</source>
        <translation>无效的 --set“%1”：应为 NAME=REGEX</translation>
    </message>
    <message>
        <source>invalid --severity &apos;%1&apos;: expected error, warning or info</source>
        <translation>无效的 --severity“%1”：应为 error、warning 或 info</translation>
    </message>
    <message>
        <source>invalid --state &apos;%1&apos;: a pattern can only make a node degraded</source>
        <translation>无效的 --state“%1”：模式只能将节点标记为 degraded</translation>
    </message>
    <message>
        <source>no log pattern &apos;%1&apos; of this fleet&apos;s own (built-in ones cannot be removed)</source>
        <translation>本集群没有自己的日志模式“%1”（内置模式无法删除）</translation>
    </message>
    <message>
        <source>(fleet)</source>
        <translation>（集群）</translation>
    </message>
    <message>
        <source>(built-in)</source>
        <translation>（内置）</translation>
    </message>
    <message>
        <source>--%1 belongs to &apos;logs patterns&apos;</source>
        <translation>--%1 属于“logs patterns”</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli logs NODE... [OPTIONS]
       fleetdeck-cli logs --all [OPTIONS]
       fleetdeck-cli logs sources [NODE] [--set-default NAME=COMMAND | --remove-default NAME]
                                  [--label KEY=VALUE]
       fleetdeck-cli logs patterns [--set NAME=REGEX [--title TEXT] [--severity error|warning|info]
                                   [--state degraded] | --remove NAME]

Shows the newest lines of each node&apos;s log, merged in time order with a node column when there
are several; with -f follows them live, reading a source again where it left off after a lost
connection. Colour codes are stripped; times and levels are read from the lines (Rust tracing,
journalctl short-iso, level=..., [LEVEL]).

  --source NAME      a source of the node (default: its first command source); built in:
                     bench (stored benchmark output), events (Fleetdeck&apos;s own events for the
                     node), vast (a vast.ai instance&apos;s container output)
  -f, --follow       follow until interrupted
  --lines N          the newest N lines of each node (default 100)
  --since WHEN       lines not older than an ISO-8601 time or a duration (30s, 15m, 2h, 1d)
  --grep REGEX       lines that match
  --level LEVEL      lines at LEVEL or more serious (error, warn, info, debug, trace)
  --vast-url URL, --vast-account NAME  for the vast source

Sources are remote commands with {lines}, {follow} (-f when following) and {follow:FLAG}, set
per node (node add|edit --log-source NAME=COMMAND) or as defaults for every node or a label&apos;s
nodes (logs sources --set-default NAME=COMMAND [--label KEY=VALUE]).

Patterns turn lines into events in the console (CUDA and driver errors, out of memory, panics,
failed proofs are built in); `logs patterns --set` adds one of the fleet&apos;s own, which replaces a
built-in one of the same name.

--json prints one JSON object per line: node, source, time, level, stream, text. Exit code 1
when a source cannot be read (its diagnosis on stderr, and with --json as a line
{&quot;node&quot;:...,&quot;diagnosis&quot;:{...}}).
</source>
        <translation>用法：fleetdeck-cli logs NODE... [OPTIONS]
      fleetdeck-cli logs --all [OPTIONS]
      fleetdeck-cli logs sources [NODE] [--set-default NAME=COMMAND | --remove-default NAME]
                                 [--label KEY=VALUE]
      fleetdeck-cli logs patterns [--set NAME=REGEX [--title TEXT] [--severity error|warning|info]
                                  [--state degraded] | --remove NAME]

显示每个节点日志的最新几行，按时间顺序合并，有多个节点时附带节点列；使用 -f 时实时跟踪，
连接断开后从中断处继续读取来源。颜色代码会被去除；时间和级别从各行中读取（Rust tracing、
journalctl short-iso、level=...、[LEVEL]）。

  --source NAME      节点的一个来源（默认：其第一个命令来源）；内置来源：
                     bench（已保存的基准测试输出）、
                     events（Fleetdeck 自身记录的该节点事件）、
                     vast（vast.ai 实例的容器输出）
  -f, --follow       持续跟踪，直到被中断
  --lines N          每个节点最新的 N 行（默认 100）
  --since WHEN       不早于某个 ISO-8601 时间或时长（30s、15m、2h、1d）的行
  --grep REGEX       匹配的行
  --level LEVEL      级别为 LEVEL 或更严重的行（error、warn、info、debug、trace）
  --vast-url URL, --vast-account NAME  用于 vast 来源

来源是带有 {lines}、{follow}（跟踪时为 -f）和 {follow:FLAG} 的远程命令，可按节点设置
（node add|edit --log-source NAME=COMMAND），也可设为所有节点或某个标签下节点的默认来源
（logs sources --set-default NAME=COMMAND [--label KEY=VALUE]）。

模式在控制台中将日志行转换为事件（内置：CUDA 和驱动错误、内存不足、panic、证明失败）；
`logs patterns --set` 添加本集群自己的模式，它会替换同名的内置模式。

--json 每行输出一个 JSON 对象：node、source、time、level、stream、text。无法读取某个来源时
退出码为 1（其诊断信息输出到 stderr，使用 --json 时输出为一行
{&quot;node&quot;:...,&quot;diagnosis&quot;:{...}}）。
</translation>
    </message>
    <message>
        <source>store copy: unexpected argument &apos;%1&apos;</source>
        <translation>store copy：意外的参数“%1”</translation>
    </message>
    <message>
        <source>store copy needs --from and --to (a file path or a postgresql:// URL)</source>
        <translation>store copy 需要 --from 和 --to（文件路径或 postgresql:// URL）</translation>
    </message>
    <message>
        <source>store copy: --from and --to are the same store</source>
        <translation>store copy：--from 和 --to 是同一个存储</translation>
    </message>
    <message>
        <source>store copy: there is no store at %1</source>
        <translation>store copy：%1 处没有存储</translation>
    </message>
    <message numerus="yes">
        <source>  %1: %n row(s), verified</source>
        <translation>
            <numerusform>  %1：%n 行，已校验</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1: %2 row(s) in the source, %3 in the copy, DIFFERENT</source>
        <translation>  %1：源中 %2 行，副本中 %3 行，不一致</translation>
    </message>
    <message>
        <source>copied %1 rows in %2 tables from %3 to %4; every table verified (%5 s)</source>
        <translation>已将 %2 个表中的 %1 行从 %3 复制到 %4；每个表均已校验（%5 秒）</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli store copy --from PATH_OR_URL --to PATH_OR_URL

Copies a whole fleet (nodes, labels, status history, events, key deployments,
benchmarks, templates, bad hosts, log sources and patterns) from one store to
another: an SQLite file or postgresql://USER@HOST:PORT/DBNAME[?sslmode=...].
The target must be empty (a new file, or a new database); both are brought to
this version&apos;s schema first. After the copy both stores are read again and
every table must match row for row, or the command fails (exit 1).
Secrets are never in a store: they stay in each operator&apos;s keychain.
</source>
        <translation>用法：fleetdeck-cli store copy --from PATH_OR_URL --to PATH_OR_URL

将整个集群（节点、标签、状态历史、事件、密钥部署、基准测试、模板、不良主机、日志来源和
模式）从一个存储复制到另一个存储：SQLite 文件或
postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]。
目标必须为空（新文件或新数据库）；两者都会先升级到此版本的架构。复制完成后会重新读取两个
存储，每个表都必须逐行一致，否则命令失败（退出码 1）。
机密从不存放在存储中：它们保留在每位操作员的钥匙串里。
</translation>
    </message>
    <message>
        <source>store: missing subcommand (copy)</source>
        <translation>store：缺少子命令（copy）</translation>
    </message>
    <message>
        <source>unknown store subcommand &apos;%1&apos; (copy)</source>
        <translation>未知的 store 子命令“%1”（copy）</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli [GLOBAL OPTIONS] COMMAND [ARGS]

Commands:
  node add|edit|remove|list|import  manage the fleet&apos;s inventory
  status [NAME...]            poll nodes (--watch SECONDS [--count N])
  check NAME                  run every connection stage and report each
  secrets status|set|delete|list  secrets in the OS keychain
  keys generate|deploy|remove|audit  keys and the nodes&apos; authorized_keys
  bench run|list|show|compare benchmarks: warmup, timed and cooldown proofs
  vast offers|templates|rent|destroy|stop|start|reboot|label|bad-hosts
                              rent, manage and retire vast.ai instances
  lifecycle [--watch SECONDS]  stages, qualification and rules of rented nodes
  logs NODE...|--all [-f]     the nodes&apos; logs, merged in time order, live with -f
  store copy --from A --to B  copy a whole fleet between stores, verified
  collect [--metrics-listen HOST:PORT]  poll the fleet into the store, sharing
                              it with other collectors by leases; /metrics
  help [COMMAND]              show help for a command

Global options (before or after the command):
  --db PATH|URL               the store: an SQLite file or a team&apos;s
                              postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]
                              (default: $FLEETDECK_DB, else
                              &lt;XDG data home&gt;/fleetdeck/fleetdeck.sqlite)
  --known-hosts PATH          known_hosts file (default: $FLEETDECK_KNOWN_HOSTS,
                              else ~/.ssh/known_hosts)
  --host-key-policy POLICY    strict, accept-new or ask (default: ask)
  --timeout SECONDS           deadline per operation (default: 10)
  --json                      print exactly one JSON document on stdout
  --language LANG             en, de or zh_CN for messages (default: the system&apos;s
                              language); --json output is never translated
  --version                   print the version
  --help                      show help (also per command)

Exit codes: 0 success, 1 operation failed or node not healthy, 2 usage error.
</source>
        <translation>用法：fleetdeck-cli [全局选项] COMMAND [ARGS]

命令：
  node add|edit|remove|list|import  管理集群的节点清单
  status [NAME...]            轮询节点 (--watch SECONDS [--count N])
  check NAME                  依次运行每个连接阶段并逐一报告
  secrets status|set|delete|list  操作系统钥匙串中的机密
  keys generate|deploy|remove|audit  密钥及节点的 authorized_keys
  bench run|list|show|compare 基准测试：预热、计时和冷却阶段的证明
  vast offers|templates|rent|destroy|stop|start|reboot|label|bad-hosts
                              租用、管理和退役 vast.ai 实例
  lifecycle [--watch SECONDS]  已租用节点的阶段、准入测试和规则
  logs NODE...|--all [-f]     节点的日志，按时间顺序合并，使用 -f 时实时跟踪
  store copy --from A --to B  在存储之间复制整个集群，并逐行校验
  collect [--metrics-listen HOST:PORT]  轮询集群并写入存储，通过租约与其他
                              采集器共享；提供 /metrics
  help [COMMAND]              显示命令的帮助

全局选项（可放在命令之前或之后）：
  --db PATH|URL               存储：SQLite 文件，或团队的
                              postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]
                              （默认：$FLEETDECK_DB，否则为
                              &lt;XDG data home&gt;/fleetdeck/fleetdeck.sqlite）
  --known-hosts PATH          known_hosts 文件（默认：$FLEETDECK_KNOWN_HOSTS，
                              否则为 ~/.ssh/known_hosts）
  --host-key-policy POLICY    strict、accept-new 或 ask（默认：ask）
  --timeout SECONDS           每个操作的时限（默认：10）
  --json                      在 stdout 上只输出一个 JSON 文档
  --language LANG             消息使用的语言：en、de 或 zh_CN（默认：系统
                              语言）；--json 输出从不翻译
  --version                   显示版本
  --help                      显示帮助（每个命令均可用）

退出码：0 成功，1 操作失败或节点不正常，2 用法错误。
</translation>
    </message>
    <message>
        <source>invalid --%1 &apos;%2&apos;: expected seconds, %3 or more</source>
        <translation>无效的 --%1 &apos;%2&apos;：应为秒数，至少 %3</translation>
    </message>
    <message>
        <source>collect: unexpected argument &apos;%1&apos;</source>
        <translation>collect：意外的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid --metrics-listen &apos;%1&apos;: expected ADDRESS:PORT, e.g. 127.0.0.1:9464</source>
        <translation>无效的 --metrics-listen &apos;%1&apos;：应为 ADDRESS:PORT，例如 127.0.0.1:9464</translation>
    </message>
    <message>
        <source>collect: cannot read the identity %1</source>
        <translation>collect：无法读取身份密钥 %1</translation>
    </message>
    <message>
        <source>cannot serve metrics on %1: %2</source>
        <translation>无法在 %1 上提供指标：%2</translation>
    </message>
    <message>
        <source>collector %1: polling %2 of %3 nodes (%4 collectors)</source>
        <translation>采集器 %1：轮询 %3 个节点中的 %2 个（共 %4 个采集器）</translation>
    </message>
    <message>
        <source>collector %1: %2</source>
        <translation>采集器 %1：%2</translation>
    </message>
    <message>
        <source>serving metrics on http://%1:%2/metrics</source>
        <translation>指标地址：http://%1:%2/metrics</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli collect [--metrics-listen HOST:PORT] [--lease SECONDS]
                             [--interval SECONDS] [--identity FILE]

Polls the fleet into the store until stopped (SIGINT, SIGTERM): each node&apos;s newest
status and its history, for consoles and scripts that read the store. Several
collectors on one store share the nodes by leases: each node is polled by one of
them; the nodes of a collector that stops are taken over at once, those of one that
dies when its leases run out.

  --metrics-listen HOST:PORT  serve /metrics in Prometheus&apos; text format there
  --lease SECONDS             how long a lease lasts (default 15, at least 1)
  --interval SECONDS          how often each node is polled (default 10)
  --identity FILE             log in to every node with this key instead of
                              the one the node names

As a service (systemd), its secrets come from $CREDENTIALS_DIRECTORY: pgpass
(the store&apos;s password, in ~/.pgpass&apos;s format), ssh-identity and known_hosts.

A line on stderr whenever the nodes held change; with --json, JSON lines on stdout:
{&quot;collector&quot;,&quot;held&quot;,&quot;nodes&quot;,&quot;collectors&quot;} (and &quot;error&quot; when a round failed).
</source>
        <translation>用法：fleetdeck-cli collect [--metrics-listen HOST:PORT] [--lease SECONDS]
                            [--interval SECONDS] [--identity FILE]

轮询集群并写入存储，直到被停止（SIGINT、SIGTERM）：每个节点的最新状态及其历史，
供读取存储的控制台和脚本使用。同一存储上的多个采集器通过租约分担节点：每个节点
只由其中一个轮询；正常停止的采集器，其节点立即被接管；崩溃的采集器，其节点在租约
到期后被接管。

  --metrics-listen HOST:PORT  在该地址以 Prometheus 文本格式提供 /metrics
  --lease SECONDS             租约的时长（默认 15，至少 1）
  --interval SECONDS          每个节点的轮询间隔（默认 10）
  --identity FILE             用此密钥登录每个节点，而不是节点指定的密钥

作为服务（systemd）运行时，其机密来自 $CREDENTIALS_DIRECTORY：pgpass
（存储的密码，~/.pgpass 格式）、ssh-identity 和 known_hosts。

所持有的节点变化时在 stderr 输出一行；使用 --json 时在 stdout 输出 JSON 行：
{&quot;collector&quot;,&quot;held&quot;,&quot;nodes&quot;,&quot;collectors&quot;}（某轮失败时还有 &quot;error&quot;）。
</translation>
    </message>
    <message>
        <source>collector %1: collector %2 is gone (its session with the store ended); its nodes are free</source>
        <translation>采集器 %1：采集器 %2 已消失（其与存储的会话已结束）；其节点已释放</translation>
    </message>
    <message>
        <source>note: another process drives the lifecycle rules on this store; shown as it has them, nothing done here</source>
        <translation>注意：此存储的生命周期规则由另一个进程执行；按存储内容显示，此处不做任何操作</translation>
    </message>
</context>
<context>
    <name>FleetdeckUi</name>
    <message>
        <source>working</source>
        <translation>工作正常</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>尚未检查</translation>
    </message>
    <message>
        <source>not in use</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>QtKeychain %1, %2 (%3)</source>
        <translation>QtKeychain %1，%2（%3）</translation>
    </message>
    <message>
        <source>; secrets are kept in this session&apos;s memory only</source>
        <translation>；机密仅保存在本次会话的内存中</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（构建时使用 %2）</translation>
    </message>
    <message>
        <source>About Fleetdeck</source>
        <translation>关于 Fleetdeck</translation>
    </message>
    <message>
        <source>Fleetdeck</source>
        <translation>Fleetdeck</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>libssh</source>
        <translation>libssh</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>钥匙串</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Fleetdeck %1</source>
        <translation>Fleetdeck %1</translation>
    </message>
    <message>
        <source>An operations console for fleets of rented GPU servers running the cuzk proving daemon.</source>
        <translation>一款运维控制台，用于管理运行 cuzk 证明守护进程的租用 GPU 服务器集群。</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Fleetdeck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY. &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;Read the licence&lt;/a&gt;.</source>
        <translation>Fleetdeck 是自由软件：您可以依据 GNU 通用公共许可证第 3 版或（由您选择）任何更高版本 (GPL-3.0-or-later) 的条款重新分发和/或修改它。本软件完全不提供任何担保。&lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;阅读许可证&lt;/a&gt;。</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>复制版本信息(&amp;C)</translation>
    </message>
    <message>
        <source>Put the versions on the clipboard, e.g. for a bug report</source>
        <translation>将版本信息复制到剪贴板，例如用于错误报告</translation>
    </message>
    <message>
        <source>Timed median</source>
        <translation>计时中位数</translation>
    </message>
    <message>
        <source>@value s</source>
        <translation>@value s</translation>
    </message>
    <message>
        <source>Timed median wall time (s), whiskers: 95 % CI</source>
        <translation>计时中位数墙钟时间 (s)，误差线：95 % CI</translation>
    </message>
    <message>
        <source>Group by GPU model</source>
        <translation>按 GPU 型号分组</translation>
    </message>
    <message>
        <source>One bar per GPU model: the timed proofs of its runs pooled</source>
        <translation>每个 GPU 型号一个柱：合并其所有运行的计时证明</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Timed median (95 % CI)</source>
        <translation>计时中位数 (95 % CI)</translation>
    </message>
    <message>
        <source>Baseline runs</source>
        <translation>基线运行</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>95 % CI</source>
        <translation>95 % CI</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>The last %1 finished runs of the same GPU model that started before this one</source>
        <translation>同一 GPU 型号在此运行之前开始的最近 %1 次已完成运行</translation>
    </message>
    <message>
        <source>The median of those runs&apos; timed medians</source>
        <translation>这些运行的计时中位数的中位数</translation>
    </message>
    <message>
        <source>The bootstrap 95 % interval of the change</source>
        <translation>变化的 bootstrap 95 % 区间</translation>
    </message>
    <message>
        <source>Against the GPU model&apos;s baseline</source>
        <translation>与该 GPU 型号基线的对比</translation>
    </message>
    <message>
        <source>Timed medians</source>
        <translation>计时中位数</translation>
    </message>
    <message>
        <source>%1 (95 % CI %2 to %3): %4</source>
        <translation>%1（95 % CI %2 至 %3）：%4</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>在噪声范围内</translation>
    </message>
    <message>
        <source>Run %1 (%2) against run %3 (%4)</source>
        <translation>运行 %1 (%2) 对比运行 %3 (%4)</translation>
    </message>
    <message>
        <source>%1: cannot be compared — each needs a completed timed proof.</source>
        <translation>%1：无法比较 — 双方都需要至少一个完成的计时证明。</translation>
    </message>
    <message>
        <source>%1: timed median %2 against %3, %4</source>
        <translation>%1：计时中位数 %2 对比 %3，%4</translation>
    </message>
    <message>
        <source> — run %1 is faster.</source>
        <translation> — 运行 %1 更快。</translation>
    </message>
    <message>
        <source> — run %1 is slower.</source>
        <translation> — 运行 %1 更慢。</translation>
    </message>
    <message>
        <source> — no difference beyond noise.</source>
        <translation> — 差异未超出噪声范围。</translation>
    </message>
    <message>
        <source>GPU unknown</source>
        <translation>GPU 未知</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1（%n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Select runs in the table: two of them are compared with each other, each one with its GPU model&apos;s baseline, and all of them in the chart.</source>
        <translation>在表格中选择运行：选中两个时会相互比较，每个运行都会与其 GPU 型号的基线比较，所有选中的运行都会显示在图表中。</translation>
    </message>
    <message>
        <source>Select a second run to compare the two.</source>
        <translation>再选择一个运行以比较两者。</translation>
    </message>
    <message>
        <source>%1 runs selected; the first %2 are shown, the first two compared with each other.</source>
        <translation>已选择 %1 个运行；显示前 %2 个，前两个相互比较。</translation>
    </message>
    <message>
        <source>%1 runs selected; the first two are compared with each other.</source>
        <translation>已选择 %1 个运行；前两个相互比较。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no baseline: the GPU model is unknown</source>
        <translation>无基线：GPU 型号未知</translation>
    </message>
    <message>
        <source>no baseline: no earlier finished run of this GPU model</source>
        <translation>无基线：该 GPU 型号没有更早的已完成运行</translation>
    </message>
    <message>
        <source>no completed timed proof to compare</source>
        <translation>没有可比较的已完成计时证明</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>faster (significant)</source>
        <translation>更快（显著）</translation>
    </message>
    <message>
        <source>slower (significant)</source>
        <translation>更慢（显著）</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 s</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Cooldown</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>Running %1/%2</source>
        <translation>运行中 %1/%2</translation>
    </message>
    <message>
        <source>Warmup sufficient: not known — too few proofs to judge (%1 completed timed, %2 needed)</source>
        <translation>预热充分：未知 — 证明太少，无法判断（已完成的计时证明 %1 个，需要 %2 个）</translation>
    </message>
    <message>
        <source>Warmup sufficient: yes — every timed proof took the same time</source>
        <translation>预热充分：是 — 每个计时证明耗时相同</translation>
    </message>
    <message>
        <source>Warmup sufficient: yes — no trend in the timed phase (%1 over %2 proofs)</source>
        <translation>预热充分：是 — 计时阶段无趋势（%1，共 %2 个证明）</translation>
    </message>
    <message>
        <source>Warmup sufficient: no — the timed proofs still get faster (%1 over %2 proofs, significant at 5 %)</source>
        <translation>预热充分：否 — 计时证明仍在变快（%1，共 %2 个证明，在 5 % 水平上显著）</translation>
    </message>
    <message>
        <source>Warmup sufficient: no — the timed proofs get slower (%1 over %2 proofs, significant at 5 %)</source>
        <translation>预热充分：否 — 计时证明在变慢（%1，共 %2 个证明，在 5 % 水平上显著）</translation>
    </message>
    <message>
        <source>Throttling suspected: not known — no completed cooldown proof</source>
        <translation>疑似降频：未知 — 没有完成的冷却阶段证明</translation>
    </message>
    <message>
        <source>Throttling suspected: not known — the timed median needs 2 completed proofs for its interval</source>
        <translation>疑似降频：未知 — 计时中位数需要 2 个完成的证明才能计算区间</translation>
    </message>
    <message>
        <source>Throttling suspected: yes — cooldown median %1 above the timed CI %2</source>
        <translation>疑似降频：是 — 冷却阶段中位数 %1 高于计时置信区间 %2</translation>
    </message>
    <message>
        <source>Throttling suspected: no — cooldown median %1 below the timed CI %2</source>
        <translation>疑似降频：否 — 冷却阶段中位数 %1 低于计时置信区间 %2</translation>
    </message>
    <message>
        <source>Throttling suspected: no — cooldown median %1 within the timed CI %2</source>
        <translation>疑似降频：否 — 冷却阶段中位数 %1 在计时置信区间 %2 之内</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>已稳定</translation>
    </message>
    <message>
        <source>not warm</source>
        <translation>预热不足</translation>
    </message>
    <message>
        <source>throttling?</source>
        <translation>降频？</translation>
    </message>
    <message>
        <source>no throttling</source>
        <translation>无降频</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 proofs</source>
        <translation>%1 + %2 + %3 个证明</translation>
    </message>
    <message>
        <source>parser %1</source>
        <translation>解析器 %1</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>预设“%1”</translation>
    </message>
    <message>
        <source>No output yet.</source>
        <translation>暂无输出。</translation>
    </message>
    <message>
        <source>Benchmarks — Fleetdeck</source>
        <translation>基准测试 — Fleetdeck</translation>
    </message>
    <message>
        <source>Run Details</source>
        <translation>运行详情</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>New Run</source>
        <translation>新建运行</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the runs as listed, or the run shown below, as CSV, JSON or Markdown</source>
        <translation>将列出的运行或下方显示的运行保存为 CSV、JSON 或 Markdown</translation>
    </message>
    <message>
        <source>Listed Runs as CSV…</source>
        <translation>列出的运行导出为 CSV…</translation>
    </message>
    <message>
        <source>Listed Runs as JSON…</source>
        <translation>列出的运行导出为 JSON…</translation>
    </message>
    <message>
        <source>Listed Runs as Markdown…</source>
        <translation>列出的运行导出为 Markdown…</translation>
    </message>
    <message>
        <source>Shown Run as Markdown Report…</source>
        <translation>显示的运行导出为 Markdown 报告…</translation>
    </message>
    <message>
        <source>Shown Run as JSON…</source>
        <translation>显示的运行导出为 JSON…</translation>
    </message>
    <message>
        <source>Shown Run&apos;s Proofs as CSV…</source>
        <translation>显示的运行的证明导出为 CSV…</translation>
    </message>
    <message>
        <source>New Run…</source>
        <translation>新建运行…</translation>
    </message>
    <message>
        <source>The runs could not be read: %1</source>
        <translation>无法读取运行：%1</translation>
    </message>
    <message>
        <source>Benchmarks need an open database and the SSH engine.</source>
        <translation>基准测试需要已打开的数据库和 SSH 引擎。</translation>
    </message>
    <message>
        <source>No run is shown.</source>
        <translation>当前未显示任何运行。</translation>
    </message>
    <message>
        <source>Export run</source>
        <translation>导出运行</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>导出运行</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save as Preset…</source>
        <translation>另存为预设…</translation>
    </message>
    <message>
        <source>Delete Preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>保存预设</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <source>(no preset — defaults)</source>
        <translation>（无预设 — 默认值）</translation>
    </message>
    <message>
        <source>The preset could not be saved: %1</source>
        <translation>无法保存预设：%1</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <source>Delete the preset “%1”? Runs made with it keep their spec.</source>
        <translation>删除预设“%1”？使用该预设进行的运行会保留其配置。</translation>
    </message>
    <message>
        <source>The preset could not be deleted: %1</source>
        <translation>无法删除预设：%1</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>Fit to the timed phase</source>
        <translation>适配计时阶段</translation>
    </message>
    <message>
        <source>Scale the time axis to the timed and cooldown proofs and the median&apos;s interval; uncheck to see every proof from zero</source>
        <translation>将时间轴缩放到计时和冷却阶段的证明以及中位数区间；取消勾选可从零开始查看所有证明</translation>
    </message>
    <message>
        <source>Proof, in the order submitted</source>
        <translation>证明（按提交顺序）</translation>
    </message>
    <message>
        <source>Wall time (s)</source>
        <translation>墙钟时间 (s)</translation>
    </message>
    <message>
        <source>Not completed</source>
        <translation>未完成</translation>
    </message>
    <message>
        <source>Median %1</source>
        <translation>中位数 %1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>95 % CI of the median</source>
        <translation>中位数 95 % CI</translation>
    </message>
    <message numerus="yes">
        <source>%n proof(s) above</source>
        <translation>
            <numerusform>%n 个证明高于</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proof(s) below</source>
        <translation>
            <numerusform>%n 个证明低于</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 the range: drawn as ▲ at its edge (hover for the time).</source>
        <translation>%1显示范围：在边缘以 ▲ 标出（悬停可查看时间）。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Proof %1 · %2 · %3 · %4</source>
        <translation>证明 %1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Any state</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>Runs started on or after this day</source>
        <translation>在此日期当天或之后开始的运行</translation>
    </message>
    <message>
        <source>Runs started on or before this day</source>
        <translation>在此日期当天或之前开始的运行</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>所有节点</translation>
    </message>
    <message>
        <source>All GPU models</source>
        <translation>所有 GPU 型号</translation>
    </message>
    <message>
        <source>Median wall time of the completed timed proofs, with its bootstrap 95 % interval</source>
        <translation>已完成计时证明的墙钟时间中位数，及其 bootstrap 95 % 区间</translation>
    </message>
    <message>
        <source>Coefficient of variation of the timed proofs (standard deviation ÷ mean)</source>
        <translation>计时证明的变异系数（标准差 ÷ 平均值）</translation>
    </message>
    <message>
        <source>Completed timed proofs per hour of timed wall time</source>
        <translation>每小时计时墙钟时间内完成的计时证明数</translation>
    </message>
    <message>
        <source>The node&apos;s price per hour ÷ proofs per hour, when the price is known</source>
        <translation>节点每小时价格 ÷ 每小时证明数（价格已知时）</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>Proofs/h</source>
        <translation>证明/h</translation>
    </message>
    <message>
        <source>$/proof</source>
        <translation>$/证明</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Not run by this console: another Fleetdeck process runs it, or one that stopped left it unfinished.</source>
        <translation>并非由此控制台运行：由另一个 Fleetdeck 进程运行，或由已停止的进程遗留而未完成。</translation>
    </message>
    <message>
        <source>Ended %1</source>
        <translation>结束于 %1</translation>
    </message>
    <message>
        <source>%1 completed timed proofs, %2 failed</source>
        <translation>完成 %1 个计时证明，失败 %2 个</translation>
    </message>
    <message>
        <source>Cancel Run</source>
        <translation>取消运行</translation>
    </message>
    <message>
        <source>Compare with GPU Baseline</source>
        <translation>与 GPU 基线比较</translation>
    </message>
    <message>
        <source>Select a run to see its proofs, statistics and log.</source>
        <translation>选择一个运行以查看其证明、统计和日志。</translation>
    </message>
    <message>
        <source>Stop the run: its processes on the node are killed, the proof in flight is recorded as cancelled</source>
        <translation>停止运行：终止其在节点上的进程，进行中的证明记为已取消</translation>
    </message>
    <message>
        <source>Compare this run&apos;s timed median with the last %1 finished runs of its GPU model</source>
        <translation>将此运行的计时中位数与其 GPU 型号最近 %1 次已完成运行进行比较</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Std dev</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>95 % CI of median</source>
        <translation>中位数 95 % CI</translation>
    </message>
    <message>
        <source>Outliers</source>
        <translation>离群值</translation>
    </message>
    <message>
        <source>Completed proofs</source>
        <translation>完成的证明</translation>
    </message>
    <message>
        <source>Proofs that failed, timed out or were cancelled</source>
        <translation>失败、超时或被取消的证明</translation>
    </message>
    <message>
        <source>Timed proofs far from the others, by modified z-score on the median absolute deviation: mild above 3.5, severe above 5</source>
        <translation>与其他证明差异较大的计时证明，依据基于中位数绝对偏差的修正 z 分数判定：大于 3.5 为轻度，大于 5 为严重</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Proofs</source>
        <translation>证明</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>There is no run %1.</source>
        <translation>不存在运行 %1。</translation>
    </message>
    <message>
        <source>Run %1 could not be read: %2</source>
        <translation>无法读取运行 %1：%2</translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3</source>
        <translation>运行 %1 · %2 · %3</translation>
    </message>
    <message>
        <source>not run by this console</source>
        <translation>并非由此控制台运行</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <source> · ended %1 (%2)</source>
        <translation> · 结束于 %1 (%2)</translation>
    </message>
    <message>
        <source> · price %1/h</source>
        <translation> · 价格 %1/h</translation>
    </message>
    <message>
        <source> · price unknown</source>
        <translation> · 价格未知</translation>
    </message>
    <message>
        <source>mild: #%1</source>
        <translation>轻度：#%1</translation>
    </message>
    <message>
        <source>severe: #%1</source>
        <translation>严重：#%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 proofs/h</source>
        <translation>%1 证明/h</translation>
    </message>
    <message>
        <source>proofs/h not known yet</source>
        <translation>证明/h 尚未知</translation>
    </message>
    <message>
        <source>%1 per proof</source>
        <translation>每个证明 %1</translation>
    </message>
    <message>
        <source>$/proof not known yet</source>
        <translation>$/证明 尚未知</translation>
    </message>
    <message>
        <source>$/proof unknown (no price for this node)</source>
        <translation>$/证明 未知（此节点没有价格）</translation>
    </message>
    <message>
        <source>Throughput: %1 · %2</source>
        <translation>吞吐量：%1 · %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>墙钟时间</translation>
    </message>
    <message>
        <source>Prove</source>
        <translation>证明耗时</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>排队耗时</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>severe outlier</source>
        <translation>严重离群值</translation>
    </message>
    <message>
        <source>mild outlier</source>
        <translation>轻度离群值</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no limit</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Start Benchmark</source>
        <translation>开始基准测试</translation>
    </message>
    <message>
        <source>batch — one command runs every proof and lists them</source>
        <translation>batch — 一条命令运行所有证明并逐一列出</translation>
    </message>
    <message>
        <source>per-proof — one command per proof, timed by the console</source>
        <translation>per-proof — 每个证明一条命令，由控制台计时</translation>
    </message>
    <message>
        <source>porep</source>
        <translation>porep</translation>
    </message>
    <message>
        <source>cuzk-batch — the output of cuzk-bench batch</source>
        <translation>cuzk-batch — cuzk-bench batch 的输出</translation>
    </message>
    <message>
        <source>jsonl — one JSON object per proof</source>
        <translation>jsonl — 每个证明一个 JSON 对象</translation>
    </message>
    <message>
        <source>regex — a pattern with named groups</source>
        <translation>regex — 带命名分组的正则表达式</translation>
    </message>
    <message>
        <source>e.g. proof (?&lt;index&gt;\d+) (?&lt;status&gt;\w+) in (?&lt;wall_s&gt;[\d.]+)s</source>
        <translation>例如 proof (?&lt;index&gt;\d+) (?&lt;status&gt;\w+) in (?&lt;wall_s&gt;[\d.]+)s</translation>
    </message>
    <message>
        <source>optional: runs once before the first proof, e.g. systemctl restart cuzk</source>
        <translation>可选：在第一个证明之前运行一次，例如 systemctl restart cuzk</translation>
    </message>
    <message>
        <source>Empty: the default shown. Placeholders: {node}, {proof_kind}, {count}, {warmup}, {timed}, {cooldown}, {index} (per-proof); values are shell-quoted.</source>
        <translation>留空：使用显示的默认值。占位符：{node}、{proof_kind}、{count}、{warmup}、{timed}、{cooldown}、{index}（per-proof）；值会按 shell 规则加引号。</translation>
    </message>
    <message>
        <source>Per proof</source>
        <translation>每个证明</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>整个运行</translation>
    </message>
    <message>
        <source>Per-proof mode: the longest one proof may take. Batch mode: the longest silence between two proofs.</source>
        <translation>per-proof 模式：单个证明的最长耗时。batch 模式：两个证明之间的最长静默时间。</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <source>Proofs per phase:</source>
        <translation>每阶段证明数：</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <source>Proof kind:</source>
        <translation>证明类型：</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Parser:</source>
        <translation>解析器：</translation>
    </message>
    <message>
        <source>Timeouts:</source>
        <translation>超时：</translation>
    </message>
    <message>
        <source>Pre-run command:</source>
        <translation>运行前命令：</translation>
    </message>
    <message>
        <source>Nodes (each runs the benchmark at the same time):</source>
        <translation>节点（每个节点同时运行基准测试）：</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Check at least one node to benchmark.</source>
        <translation>请至少勾选一个要进行基准测试的节点。</translation>
    </message>
    <message>
        <source>Connection check</source>
        <translation>连接检查</translation>
    </message>
    <message>
        <source>Resolve host name</source>
        <translation>解析主机名</translation>
    </message>
    <message>
        <source>TCP connect</source>
        <translation>TCP 连接</translation>
    </message>
    <message>
        <source>SSH handshake</source>
        <translation>SSH 握手</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>主机密钥</translation>
    </message>
    <message>
        <source>Log in</source>
        <comment>check stage</comment>
        <translation>登录</translation>
    </message>
    <message>
        <source>Open channel</source>
        <translation>打开通道</translation>
    </message>
    <message>
        <source>Run status command</source>
        <translation>运行状态命令</translation>
    </message>
    <message>
        <source>Status request (HTTP)</source>
        <translation>状态请求 (HTTP)</translation>
    </message>
    <message>
        <source>Read status document</source>
        <translation>读取状态文档</translation>
    </message>
    <message>
        <source>Not checked yet. &lt;i&gt;Check Connection&lt;/i&gt; runs every stage of a login and a status request and shows where it stops.</source>
        <translation>尚未检查。&lt;i&gt;检查连接&lt;/i&gt;会运行登录和状态请求的每个阶段，并显示在哪里中断。</translation>
    </message>
    <message>
        <source>Checking… started %1</source>
        <translation>正在检查… 开始于 %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10003;&lt;/span&gt; All %2 stages passed in %3 · at %4</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10003;&lt;/span&gt; 全部 %2 个阶段均已通过，用时 %3 · 于 %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;What to do:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;处理建议：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007;&lt;/span&gt; Failed at &lt;b&gt;%2&lt;/b&gt; after %3 · at %4 · &lt;span style=&apos;color:%5&apos;&gt;%6&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007;&lt;/span&gt; 在&lt;b&gt;%2&lt;/b&gt;阶段失败，用时 %3 · 于 %4 · &lt;span style=&apos;color:%5&apos;&gt;%6&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1: waiting</source>
        <translation>%1：等待中</translation>
    </message>
    <message>
        <source>%1: not run</source>
        <translation>%1：未运行</translation>
    </message>
    <message>
        <source>Key passphrase — %1</source>
        <translation>密钥密码短语 — %1</translation>
    </message>
    <message>
        <source>Password — %1</source>
        <translation>密码 — %1</translation>
    </message>
    <message>
        <source>Remember in keychain</source>
        <translation>保存到钥匙串</translation>
    </message>
    <message>
        <source>Kept only until Fleetdeck exits. The keychain cannot be used: %1</source>
        <translation>仅保留到 Fleetdeck 退出。无法使用钥匙串：%1</translation>
    </message>
    <message>
        <source>Remember in keychain (%1)</source>
        <translation>保存到钥匙串 (%1)</translation>
    </message>
    <message>
        <source>Remember for this session</source>
        <translation>在本次会话中记住</translation>
    </message>
    <message>
        <source>That passphrase does not decrypt the key. Try again.</source>
        <translation>该密码短语无法解密此密钥。请重试。</translation>
    </message>
    <message>
        <source>The server refused that password. Try again.</source>
        <translation>服务器拒绝了该密码。请重试。</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>密码短语：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Use as:</source>
        <translation>适用于：</translation>
    </message>
    <message>
        <source>The key of %1 is encrypted</source>
        <translation>%1 的密钥已加密</translation>
    </message>
    <message>
        <source>Enter the passphrase of this key to log in. Every node that uses the same key is unlocked with it.</source>
        <translation>请输入此密钥的密码短语以登录。使用同一密钥的所有节点都将用它解锁。</translation>
    </message>
    <message>
        <source>%1 asks for a password</source>
        <translation>%1 要求输入密码</translation>
    </message>
    <message>
        <source>The server accepted none of the keys offered and accepts a password for this login.</source>
        <translation>服务器未接受所提供的任何密钥，此登录接受密码认证。</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>密钥文件：</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>Login:</source>
        <translation>登录账户：</translation>
    </message>
    <message>
        <source>%1 could not be remembered: %2. Fleetdeck keeps it until it exits.</source>
        <translation>无法记住%1：%2。Fleetdeck 会保留它直到退出。</translation>
    </message>
    <message>
        <source>%1 could not be stored in %2: %3 Fleetdeck keeps it until it exits.</source>
        <translation>无法将%1保存到 %2：%3 Fleetdeck 会保留它直到退出。</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed while the keychain is locked. Unlock it and press Check again, or keep secrets for this session only.</source>
        <translation>钥匙串处于锁定状态时无法列出已保存的机密。请解锁后点击“重新检查”，或仅在本次会话中保存机密。</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: the keychain refuses access to them.</source>
        <translation>无法列出已保存的机密：钥匙串拒绝访问。</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: the keychain does not answer.</source>
        <translation>无法列出已保存的机密：钥匙串无响应。</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: no keychain is available.</source>
        <translation>无法列出已保存的机密：没有可用的钥匙串。</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: the keychain is not working.</source>
        <translation>无法列出已保存的机密：钥匙串工作异常。</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Keep secrets for this session only (never write them to the keychain)</source>
        <translation>仅在本次会话中保存机密（绝不写入钥匙串）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Write, read back and delete a test entry to find out whether the keychain works</source>
        <translation>写入、读回并删除一个测试条目，以确认钥匙串是否正常工作</translation>
    </message>
    <message>
        <source>Passphrases and passwords you enter are then kept in memory until Fleetdeck exits; the keychain is not touched.</source>
        <translation>您输入的密码短语和密码将保存在内存中直到 Fleetdeck 退出；不会访问钥匙串。</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>机密</translation>
    </message>
    <message>
        <source>Values are never shown. To store one from a terminal:&lt;br&gt;&lt;tt&gt;fleetdeck-cli secrets set KIND NAME --stdin&lt;/tt&gt;</source>
        <translation>从不显示值。要从终端保存机密：&lt;br&gt;&lt;tt&gt;fleetdeck-cli secrets set KIND NAME --stdin&lt;/tt&gt;</translation>
    </message>
    <message>
        <source>No keychain</source>
        <translation>无钥匙串</translation>
    </message>
    <message>
        <source>This window was started without a keychain.</source>
        <translation>此窗口启动时未使用钥匙串。</translation>
    </message>
    <message>
        <source>%1 — checking…</source>
        <translation>%1 — 正在检查…</translation>
    </message>
    <message>
        <source>Writing, reading back and deleting a test entry…</source>
        <translation>正在写入、读回并删除测试条目…</translation>
    </message>
    <message>
        <source>%1 — not checked</source>
        <translation>%1 — 未检查</translation>
    </message>
    <message>
        <source>Fleetdeck does not touch the keychain while secrets are kept for this session only.</source>
        <translation>仅在本次会话中保存机密时，Fleetdeck 不会访问钥匙串。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Stored secrets</source>
        <translation>已保存的机密</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>保存在 %1 中</translation>
    </message>
    <message>
        <source>Kept in session memory</source>
        <translation>保存在会话内存中</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: %1</source>
        <translation>无法列出已保存的机密：%1</translation>
    </message>
    <message>
        <source>Stored as %1</source>
        <translation>保存为 %1</translation>
    </message>
    <message>
        <source>No secrets stored yet. A passphrase or password you enter when a check asks for one is kept here if you choose to remember it.</source>
        <translation>尚未保存任何机密。检查过程中要求输入的密码短语或密码，如果您选择记住，将保存在这里。</translation>
    </message>
    <message>
        <source>Delete secret</source>
        <translation>删除机密</translation>
    </message>
    <message>
        <source>Delete “%1” from %2? Checks that need it will ask for it again.</source>
        <translation>要从 %2 中删除“%1”吗？需要它的检查会再次询问。</translation>
    </message>
    <message>
        <source>“%1” could not be deleted: %2</source>
        <translation>无法删除“%1”：%2</translation>
    </message>
    <message>
        <source>No status from the daemon yet.
It appears after the node&apos;s first successful poll.</source>
        <translation>尚未收到守护进程的状态。
节点首次轮询成功后将显示在这里。</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队</translation>
    </message>
    <message>
        <source>GPU workers busy</source>
        <translation>忙碌的 GPU worker</translation>
    </message>
    <message>
        <source>Uptime</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Proofs per hour</source>
        <translation>每小时证明数</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>内存预算</translation>
    </message>
    <message>
        <source>Synthesis slots</source>
        <translation>合成槽位</translation>
    </message>
    <message>
        <source>GPU workers</source>
        <translation>GPU worker</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Busy for</source>
        <translation>忙碌时长</translation>
    </message>
    <message>
        <source>Pipelines</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>Proofs by kind</source>
        <translation>按类型统计的证明</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Failure rate</source>
        <translation>失败率</translation>
    </message>
    <message>
        <source>Parameter allocations</source>
        <translation>参数分配</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Circuit</source>
        <translation>电路</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>最后使用</translation>
    </message>
    <message>
        <source>Evictable</source>
        <translation>可逐出</translation>
    </message>
    <message>
        <source>No SRS or PCE loaded.</source>
        <translation>未加载 SRS 或 PCE。</translation>
    </message>
    <message>
        <source>Buffers in flight</source>
        <translation>在途缓冲区</translation>
    </message>
    <message>
        <source>Synthesis</source>
        <translation>合成</translation>
    </message>
    <message>
        <source>Provers</source>
        <translation>证明器</translation>
    </message>
    <message>
        <source>Aux</source>
        <translation>辅助</translation>
    </message>
    <message>
        <source>Shells</source>
        <translation>Shell</translation>
    </message>
    <message>
        <source>Pending handles</source>
        <translation>待处理句柄</translation>
    </message>
    <message>
        <source>The daemon does not answer now (%1). This is the last status it sent, %2.</source>
        <translation>守护进程当前无响应（%1）。以下是它最后发送的状态（%2）。</translation>
    </message>
    <message>
        <source>last 10 min</source>
        <translation>最近 10 分钟</translation>
    </message>
    <message>
        <source>not enough polls yet</source>
        <translation>轮询次数尚不足</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>读取于 %1</translation>
    </message>
    <message>
        <source>%1 round trip</source>
        <translation>往返 %1</translation>
    </message>
    <message numerus="yes">
        <source>proof(s) waiting</source>
        <translation>
            <numerusform>个证明等待中</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>none reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>all idle with work queued</source>
        <translation>全部空闲，但有任务排队</translation>
    </message>
    <message>
        <source>all idle</source>
        <translation>全部空闲</translation>
    </message>
    <message>
        <source>proving now</source>
        <translation>正在证明</translation>
    </message>
    <message>
        <source>since the engine started</source>
        <translation>自引擎启动以来</translation>
    </message>
    <message>
        <source>proofs since start</source>
        <translation>自启动以来的证明数</translation>
    </message>
    <message>
        <source>%1 of attempts</source>
        <translation>占尝试次数的 %1</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>%1 used · %2 available · %3 total</source>
        <translation>已用 %1 · 可用 %2 · 总计 %3</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>worker %1</source>
        <translation>worker %1</translation>
    </message>
    <message>
        <source>%1 of %2 proving</source>
        <translation>%1/%2 正在证明</translation>
    </message>
    <message>
        <source>%1 running · %2 queued</source>
        <translation>%1 个运行中 · %2 个排队</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>%1 done · %2 failed</source>
        <translation>完成 %1 · 失败 %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>SRS %1 · PCE %2</source>
        <translation>SRS %1 · PCE %2</translation>
    </message>
    <message>
        <source>No nodes yet — add one with Node › Add Node…</source>
        <translation>尚无节点 — 请通过“节点 › 添加节点…”添加</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Refreshed from %1 every %2 s</source>
        <translation>每 %2 秒从 %1 刷新</translation>
    </message>
    <message>
        <source>%1
Click for the credential settings.</source>
        <translation>%1
点击打开凭据设置。</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation>此时间范围内没有数据</translation>
    </message>
    <message>
        <source>%1 queued</source>
        <translation>排队 %1</translation>
    </message>
    <message>
        <source>%1 /min</source>
        <translation>%1 /min</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>失败 %1</translation>
    </message>
    <message>
        <source>%1 /min over 10 min</source>
        <translation>%1 /min（10 分钟平均）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No history yet.
Charts fill in as the node is polled.</source>
        <translation>暂无历史数据。
随着节点被轮询，图表会逐渐填充。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <source>7 d</source>
        <translation>7 d</translation>
    </message>
    <message>
        <source>Show the last %1</source>
        <translation>显示最近 %1</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <source>Proofs completed per minute</source>
        <translation>每分钟完成的证明数</translation>
    </message>
    <message>
        <source>Failed proofs (daemon counter)</source>
        <translation>失败的证明（守护进程计数器）</translation>
    </message>
    <message>
        <source>Memory budget used (GiB)</source>
        <translation>已用内存预算 (GiB)</translation>
    </message>
    <message>
        <source>Status latency (ms)</source>
        <translation>状态延迟 (ms)</translation>
    </message>
    <message>
        <source>Unknown host key — %1</source>
        <translation>未知的主机密钥 — %1</translation>
    </message>
    <message>
        <source>Host key changed — %1</source>
        <translation>主机密钥已变更 — %1</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
    <message>
        <source>Replace the old key</source>
        <translation>替换旧密钥</translation>
    </message>
    <message>
        <source>First connection to %1</source>
        <translation>首次连接到 %1</translation>
    </message>
    <message>
        <source>This server&apos;s host key is not in known_hosts yet, so Fleetdeck cannot tell whether the key below really belongs to it. Nothing has been sent to it.</source>
        <translation>此服务器的主机密钥尚未记录在 known_hosts 中，因此 Fleetdeck 无法判断下方的密钥是否确实属于它。尚未向其发送任何内容。</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>密钥类型：</translation>
    </message>
    <message>
        <source>Compare this fingerprint with the one your provider shows for the server (its web console, or the first-boot log). Trust it only if they match.</source>
        <translation>请将此指纹与提供商为该服务器显示的指纹（其网页控制台或首次启动日志）进行比对。仅在一致时才信任。</translation>
    </message>
    <message>
        <source>Trusting adds the key to %1.</source>
        <translation>信任后会将该密钥添加到 %1。</translation>
    </message>
    <message>
        <source>The host key of %1 has changed</source>
        <translation>%1 的主机密钥已变更</translation>
    </message>
    <message>
        <source>%1 presents a different host key from the one recorded in known_hosts. The server may have been reinstalled or its keys regenerated — or someone may be intercepting the connection (a man-in-the-middle attack). Fleetdeck stopped before logging in: nothing secret was sent.</source>
        <translation>%1 出示的主机密钥与 known_hosts 中记录的不同。服务器可能已重装或重新生成了密钥 — 也可能有人在拦截连接（中间人攻击）。Fleetdeck 已在登录前停止：未发送任何机密信息。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recorded in known_hosts&lt;/b&gt; (old)</source>
        <translation>&lt;b&gt;known_hosts 中记录的&lt;/b&gt;（旧）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Presented now&lt;/b&gt; (new, %1)</source>
        <translation>&lt;b&gt;当前出示的&lt;/b&gt;（新，%1）</translation>
    </message>
    <message>
        <source>a key of another type (not comparable)</source>
        <translation>另一类型的密钥（无法比较）</translation>
    </message>
    <message>
        <source>Replace the old key only after verifying the new fingerprint with your provider or on the server&apos;s own console. If nobody expected this change, cancel and investigate.</source>
        <translation>请先通过提供商或服务器自身的控制台核实新指纹，再替换旧密钥。如果没有人预料到此变更，请取消并进行调查。</translation>
    </message>
    <message>
        <source>Replacing removes the entries for %1 from %2 and records the new key.</source>
        <translation>替换操作会从 %2 中删除 %1 的条目，并记录新密钥。</translation>
    </message>
    <message>
        <source>I have verified the new fingerprint with the provider or on the server itself</source>
        <translation>我已通过提供商或在服务器上核实了新指纹</translation>
    </message>
    <message>
        <source>The host key of %1 could not be recorded in %2: %3</source>
        <translation>无法将 %1 的主机密钥记录到 %2：%3</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>访问方式</translation>
    </message>
    <message>
        <source>How Fleetdeck logs in to read and write each node&apos;s authorized_keys. The new key is proved afterwards with a login of its own.</source>
        <translation>Fleetdeck 如何登录以读写各节点的 authorized_keys。之后会用新密钥单独登录一次以证明其可用。</translation>
    </message>
    <message>
        <source>Each node&apos;s own &amp;login (its identity file, else the ssh-agent and the default keys, with the passphrases and passwords the keychain holds)</source>
        <translation>各节点自身的登录方式(&amp;L)（其身份文件，否则为 ssh-agent 和默认密钥，并使用钥匙串中保存的密码短语和密码）</translation>
    </message>
    <message>
        <source>Another private &amp;key file</source>
        <translation>另一个私钥文件(&amp;K)</translation>
    </message>
    <message>
        <source>The ssh-&amp;agent&apos;s keys only</source>
        <translation>仅使用 ssh-agent 中的密钥(&amp;A)</translation>
    </message>
    <message>
        <source>A &amp;password, the same for every node of this deployment</source>
        <translation>密码(&amp;P)，本次部署的所有节点使用同一密码</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519</source>
        <translation>~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Private key for the login</source>
        <translation>用于登录的私钥</translation>
    </message>
    <message>
        <source>Private key:</source>
        <translation>私钥：</translation>
    </message>
    <message>
        <source>Every key the agent holds is offered; no key file and no password.</source>
        <translation>将提供 agent 持有的所有密钥；不使用密钥文件，也不使用密码。</translation>
    </message>
    <message>
        <source>Kept only until the deployment ends. The keychain cannot be used: %1</source>
        <translation>仅保留到部署结束。无法使用钥匙串：%1</translation>
    </message>
    <message>
        <source>Kept only until the deployment ends.</source>
        <translation>仅保留到部署结束。</translation>
    </message>
    <message>
        <source>Remember in keychain (%1), for each node it logs in to</source>
        <translation>保存到钥匙串 (%1)，用于其成功登录的每个节点</translation>
    </message>
    <message>
        <source>Remembered only for the nodes where it logged in.</source>
        <translation>仅为成功登录的节点记住。</translation>
    </message>
    <message>
        <source>Not a private key that can be used: %1</source>
        <translation>不是可用的私钥：%1</translation>
    </message>
    <message>
        <source>%1 key</source>
        <translation>%1 密钥</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>私有</translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation>重新查询</translation>
    </message>
    <message>
        <source>Asking the ssh-agent…</source>
        <translation>正在查询 ssh-agent…</translation>
    </message>
    <message>
        <source>The ssh-agent cannot be asked: %1</source>
        <translation>无法查询 ssh-agent：%1</translation>
    </message>
    <message>
        <source>The ssh-agent holds no keys. Add one with ssh-add.</source>
        <translation>ssh-agent 中没有密钥。请使用 ssh-add 添加。</translation>
    </message>
    <message numerus="yes">
        <source>The ssh-agent holds %n key(s).</source>
        <translation>
            <numerusform>ssh-agent 中有 %n 个密钥。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot be deployed: %1</source>
        <translation>无法部署：%1</translation>
    </message>
    <message>
        <source>each node&apos;s own login</source>
        <translation>各节点自身的登录方式</translation>
    </message>
    <message>
        <source>the key %1</source>
        <translation>密钥 %1</translation>
    </message>
    <message>
        <source>the ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>a password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source># Key deployment report</source>
        <translation># 密钥部署报告</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>Logged in with:</source>
        <translation>登录方式：</translation>
    </message>
    <message>
        <source>Verified by:</source>
        <translation>验证方式：</translation>
    </message>
    <message>
        <source>nothing (only the public half was known)</source>
        <translation>无（仅知道公钥部分）</translation>
    </message>
    <message>
        <source>a fresh login with only the new key</source>
        <translation>仅使用新密钥重新登录</translation>
    </message>
    <message>
        <source>Repair findings:</source>
        <translation>修复发现的问题：</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>完成时间：</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现的问题</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>Reaches the node through</source>
        <translation>到达节点的途径：</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>处理建议：</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source> (through the link `%1`)</source>
        <translation> （经由链接 `%1`）</translation>
    </message>
    <message>
        <source>SHA-256 before:</source>
        <translation>修改前 SHA-256：</translation>
    </message>
    <message>
        <source>SHA-256 after:</source>
        <translation>修改后 SHA-256：</translation>
    </message>
    <message>
        <source>Backup:</source>
        <translation>备份：</translation>
    </message>
    <message>
        <source>Verified:</source>
        <translation>已验证：</translation>
    </message>
    <message>
        <source>Finding:</source>
        <translation>发现：</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>已执行：</translation>
    </message>
    <message>
        <source>Diagnosis:</source>
        <translation>诊断：</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>added, not verified</source>
        <translation>已添加，未验证</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>已回滚</translation>
    </message>
    <message>
        <source>refused (lockout guard)</source>
        <translation>已拒绝（防锁定保护）</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>%1 (same)</source>
        <translation>%1（未变）</translation>
    </message>
    <message>
        <source>%1
before: %2
after:  %3</source>
        <translation>%1
修改前：%2
修改后：%3</translation>
    </message>
    <message>
        <source>no file, or not read</source>
        <translation>无文件，或未读取</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>未写入</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>修改前 → 修改后</translation>
    </message>
    <message>
        <source>&amp;Cancel Deployment</source>
        <translation>取消部署(&amp;C)</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>部署</translation>
    </message>
    <message>
        <source>Per node: read the file again, write a temporary copy, check nothing changed meanwhile, keep a backup, replace atomically, then prove the new key with a fresh login.</source>
        <translation>逐个节点：重新读取文件、写入临时副本、确认期间没有变化、保留备份、原子替换，然后用新密钥重新登录以证明其可用。</translation>
    </message>
    <message>
        <source>Show &amp;Results</source>
        <translation>显示结果(&amp;R)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>skipped: the preview failed</source>
        <translation>已跳过：预览失败</translation>
    </message>
    <message numerus="yes">
        <source>Deploying %1 to %n node(s)…</source>
        <translation>
            <numerusform>正在将 %1 部署到 %n 个节点…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: nothing more is written; a file being replaced ends as the old one or the new one, and a key being verified is rolled back if it fails.</source>
        <translation>正在取消：不再写入任何内容；正在替换的文件最终会保持为旧文件或新文件，正在验证的密钥如果验证失败将被回滚。</translation>
    </message>
    <message numerus="yes">
        <source>Done: the key is in place on %n node(s).</source>
        <translation>
            <numerusform>完成：密钥已部署到 %n 个节点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %1 of %n node(s) failed.</source>
        <translation>
            <numerusform>完成：%n 个节点中有 %1 个失败。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled. %1</source>
        <translation>已取消。%1</translation>
    </message>
    <message>
        <source>Deploy Key</source>
        <translation>部署密钥</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>不存在文件 %1。</translation>
    </message>
    <message>
        <source>%1 is not a key file.</source>
        <translation>%1 不是密钥文件。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a public key that can be deployed: %2</source>
        <translation>%1 不是可部署的公钥：%2</translation>
    </message>
    <message>
        <source>No private half beside it: the key is added without a verifying login.</source>
        <translation>旁边没有对应的私钥：将在不进行验证登录的情况下添加该密钥。</translation>
    </message>
    <message>
        <source>%1 holds another key (%2): the key is added without a verifying login.</source>
        <translation>%1 中是另一个密钥 (%2)：将在不进行验证登录的情况下添加该密钥。</translation>
    </message>
    <message>
        <source>The private half %1 cannot be used (%2): the key is added without a verifying login.</source>
        <translation>私钥 %1 无法使用 (%2)：将在不进行验证登录的情况下添加该密钥。</translation>
    </message>
    <message>
        <source>its public half is unknown</source>
        <translation>其公钥部分未知</translation>
    </message>
    <message>
        <source>%1 is not a private key that can be read: %2</source>
        <translation>%1 不是可读取的私钥：%2</translation>
    </message>
    <message>
        <source>The public half of %1 is unknown (the key is encrypted): put its .pub file beside it, or choose the .pub file.</source>
        <translation>%1 的公钥部分未知（该密钥已加密）：请将其 .pub 文件放在旁边，或直接选择 .pub 文件。</translation>
    </message>
    <message>
        <source>The key in %1 cannot be deployed: %2</source>
        <translation>无法部署 %1 中的密钥：%2</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <source>repair + add</source>
        <translation>修复 + 添加</translation>
    </message>
    <message>
        <source>planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <source>added and verified</source>
        <translation>已添加并验证</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>repaired and verified</source>
        <translation>已修复并验证</translation>
    </message>
    <message>
        <source>repaired, not verified</source>
        <translation>已修复，未验证</translation>
    </message>
    <message>
        <source>unchanged, verified</source>
        <translation>不变，已验证</translation>
    </message>
    <message>
        <source>pending</source>
        <comment>key outcome</comment>
        <translation>待处理</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>已绑定</translation>
    </message>
    <message>
        <source>not attached</source>
        <translation>未绑定</translation>
    </message>
    <message>
        <source>authorized_keys: %1</source>
        <translation>authorized_keys：%1</translation>
    </message>
    <message>
        <source>%1 (instance %2)</source>
        <translation>%1（实例 %2）</translation>
    </message>
    <message>
        <source>%1: attached through the platform</source>
        <translation>%1：已通过平台绑定</translation>
    </message>
    <message>
        <source>%1: attaching failed — %2</source>
        <translation>%1：绑定失败 — %2</translation>
    </message>
    <message>
        <source>%1: not attached — %2</source>
        <translation>%1：未绑定 — %2</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>reading authorized_keys</source>
        <translation>正在读取 authorized_keys</translation>
    </message>
    <message>
        <source>checking another login</source>
        <translation>正在检查另一种登录方式</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>正在写入</translation>
    </message>
    <message>
        <source>verifying the new key</source>
        <translation>正在验证新密钥</translation>
    </message>
    <message>
        <source>rolling back</source>
        <translation>正在回滚</translation>
    </message>
    <message>
        <source>attaching through the platform</source>
        <translation>正在通过平台绑定</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>no newline at the end of the file</source>
        <translation>文件末尾没有换行符</translation>
    </message>
    <message>
        <source>keys glued onto one line</source>
        <translation>多个密钥粘连在同一行</translation>
    </message>
    <message>
        <source>Windows line endings (CRLF)</source>
        <translation>Windows 换行符 (CRLF)</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>重复的密钥</translation>
    </message>
    <message>
        <source>line sshd refuses</source>
        <translation>sshd 拒绝的行</translation>
    </message>
    <message>
        <source>unsupported key type</source>
        <translation>不支持的密钥类型</translation>
    </message>
    <message>
        <source>permissions sshd refuses</source>
        <translation>sshd 拒绝的权限设置</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>&amp;Generate a new ed25519 key</source>
        <translation>生成新的 ed25519 密钥(&amp;G)</translation>
    </message>
    <message>
        <source>Use a key &amp;file (a .pub file, or a private key whose public half is known)</source>
        <translation>使用密钥文件(&amp;F)（.pub 文件，或公钥部分已知的私钥）</translation>
    </message>
    <message>
        <source>Use a key from the ssh-&amp;agent</source>
        <translation>使用 ssh-agent 中的密钥(&amp;A)</translation>
    </message>
    <message>
        <source>The key to deploy</source>
        <translation>要部署的密钥</translation>
    </message>
    <message>
        <source>Choose the public key to put on the nodes. When its private half is known, every node proves the key works with a fresh login that offers only it.</source>
        <translation>选择要放到节点上的公钥。如果其私钥已知，每个节点都会仅提供该密钥重新登录一次，以证明密钥可用。</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>注释：</translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation>验证方式：</translation>
    </message>
    <message>
        <source>New key file</source>
        <translation>新密钥文件</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Remember the passphrase in the keychain</source>
        <translation>将密码短语保存到钥匙串</translation>
    </message>
    <message>
        <source>Private key file:</source>
        <translation>私钥文件：</translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation>重复：</translation>
    </message>
    <message>
        <source>The public half is written beside it as .pub. Nothing is overwritten.</source>
        <translation>公钥部分会以 .pub 文件写在旁边。不会覆盖任何文件。</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519.pub</source>
        <translation>~/.ssh/id_ed25519.pub</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>Public keys (*.pub);;All files (*)</source>
        <translation>公钥 (*.pub);;所有文件 (*)</translation>
    </message>
    <message>
        <source>needed to verify the deployment</source>
        <translation>验证部署时需要</translation>
    </message>
    <message>
        <source>The keychain cannot be used: %1</source>
        <translation>无法使用钥匙串：%1</translation>
    </message>
    <message>
        <source>No keychain is available here.</source>
        <translation>此处没有可用的钥匙串。</translation>
    </message>
    <message>
        <source>Remember the passphrase in the keychain (%1)</source>
        <translation>将密码短语保存到钥匙串 (%1)</translation>
    </message>
    <message>
        <source>Remember the passphrase for this session</source>
        <translation>在本次会话中记住密码短语</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>a fresh login with %1 (generated here)</source>
        <translation>使用 %1（在此生成）重新登录</translation>
    </message>
    <message>
        <source>ssh-ed25519 (generated when you press Next)</source>
        <translation>ssh-ed25519（点击“下一步”时生成）</translation>
    </message>
    <message>
        <source>a fresh login with %1</source>
        <translation>使用 %1 重新登录</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>两次输入的密码短语不一致。</translation>
    </message>
    <message>
        <source>%1 or its .pub file exists already: choose another file, or use the existing key with “Use a key file”.</source>
        <translation>%1 或其 .pub 文件已存在：请选择其他文件，或通过“使用密钥文件”使用现有密钥。</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>请选择一个文件。</translation>
    </message>
    <message>
        <source>a fresh login with %1 (encrypted: enter its passphrase)</source>
        <translation>使用 %1 重新登录（已加密：请输入其密码短语）</translation>
    </message>
    <message>
        <source>Choose a key of the agent.</source>
        <translation>请选择 agent 中的一个密钥。</translation>
    </message>
    <message>
        <source>This key cannot be deployed: %1</source>
        <translation>此密钥无法部署：%1</translation>
    </message>
    <message>
        <source>a fresh login through the ssh-agent that must use this key</source>
        <translation>通过 ssh-agent 重新登录，且必须使用此密钥</translation>
    </message>
    <message>
        <source>The key was not generated: %1</source>
        <translation>未生成密钥：%1</translation>
    </message>
    <message>
        <source>The passphrase of the new key was not remembered: no keychain can be used.</source>
        <translation>未记住新密钥的密码短语：没有可用的钥匙串。</translation>
    </message>
    <message>
        <source>%1 was not remembered: %2</source>
        <translation>未记住%1：%2</translation>
    </message>
    <message>
        <source>ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>&lt;i&gt;The file is empty.&lt;/i&gt;</source>
        <translation>&lt;i&gt;文件为空。&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n 行未更改</numerusform>
        </translation>
    </message>
    <message>
        <source>(no newline at end of file)</source>
        <translation>（文件末尾没有换行符）</translation>
    </message>
    <message>
        <source>✗ Ignored by sshd</source>
        <translation>✗ 被 sshd 忽略</translation>
    </message>
    <message>
        <source>sshd does not accept this line as a key</source>
        <translation>sshd 不接受此行作为密钥</translation>
    </message>
    <message>
        <source>✗ Ignored</source>
        <translation>✗ 已忽略</translation>
    </message>
    <message>
        <source>● Console logs in with this</source>
        <translation>● 控制台使用此密钥登录</translation>
    </message>
    <message>
        <source>The console logs in to this node with this key (%1).</source>
        <translation>控制台使用此密钥登录此节点 (%1)。</translation>
    </message>
    <message>
        <source>● Console key</source>
        <translation>● 控制台密钥</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>sshd accepts this key for a login.</source>
        <translation>sshd 接受此密钥用于登录。</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>authorized_keys</source>
        <translation>authorized_keys</translation>
    </message>
    <message>
        <source>Audit keys</source>
        <translation>审计密钥</translation>
    </message>
    <message>
        <source>Read the node&apos;s authorized_keys over SFTP and list its keys. Nothing is changed.</source>
        <translation>通过 SFTP 读取节点的 authorized_keys 并列出其中的密钥。不会做任何更改。</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Symlink</source>
        <translation>符号链接</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Console login</source>
        <translation>控制台登录</translation>
    </message>
    <message>
        <source>No key lines: no key logs in through this file.</source>
        <translation>没有密钥行：没有任何密钥可通过此文件登录。</translation>
    </message>
    <message>
        <source>The key deployment wizard repairs these when “Repair the findings too” is ticked: it splits glued keys, turns CRLF into LF and adds the final newline, and leaves every other byte as it is.</source>
        <translation>勾选“同时修复发现的问题”后，密钥部署向导会修复这些问题：拆分粘连的密钥、将 CRLF 转为 LF 并补上末尾换行符，其余每个字节保持不变。</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>审计记录</translation>
    </message>
    <message>
        <source>The console&apos;s SSH engine is not running: nothing can be audited.</source>
        <translation>控制台的 SSH 引擎未运行：无法审计。</translation>
    </message>
    <message>
        <source>Auditing…</source>
        <translation>正在审计…</translation>
    </message>
    <message>
        <source>Reading %1… started %2</source>
        <translation>正在读取 %1… 开始于 %2</translation>
    </message>
    <message>
        <source>Audit failed at %1</source>
        <translation>审计失败于 %1</translation>
    </message>
    <message>
        <source>Audited at %1</source>
        <translation>审计于 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n key line(s)</source>
        <translation>
            <numerusform>%n 个密钥行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>not audited yet</source>
        <translation>尚未审计</translation>
    </message>
    <message>
        <source>Audit keys reads %1 over SFTP — nothing is changed — and lists every key in it, what is wrong with the file, and which key the console logs in with.</source>
        <translation>“审计密钥”会通过 SFTP 读取 %1（不做任何更改），并列出其中的每个密钥、文件存在的问题，以及控制台使用哪个密钥登录。</translation>
    </message>
    <message>
        <source>Select a node to audit its authorized_keys.</source>
        <translation>选择一个节点以审计其 authorized_keys。</translation>
    </message>
    <message>
        <source>%1 (does not exist: no key logs in through it)</source>
        <translation>%1（不存在：没有任何密钥可通过它登录）</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>SHA-256 of the file as read:
%1</source>
        <translation>读取时文件的 SHA-256：
%1</translation>
    </message>
    <message>
        <source>none — the file is clean</source>
        <translation>无 — 文件无问题</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>No database is open: the audit trail cannot be read.</source>
        <translation>未打开数据库：无法读取审计记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s)</source>
        <translation>
            <numerusform>%n 次部署</numerusform>
        </translation>
    </message>
    <message>
        <source>No key deployments are recorded for this node. Deployments and removals from the wizard or fleetdeck-cli appear here.</source>
        <translation>此节点没有密钥部署记录。通过向导或 fleetdeck-cli 进行的部署和删除会显示在这里。</translation>
    </message>
    <message>
        <source>glued keys</source>
        <translation>密钥粘连</translation>
    </message>
    <message>
        <source>no final newline</source>
        <translation>缺少末尾换行符</translation>
    </message>
    <message>
        <source>CRLF</source>
        <translation>CRLF</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>重复</translation>
    </message>
    <message>
        <source>invalid line</source>
        <translation>无效行</translation>
    </message>
    <message>
        <source>unknown key type</source>
        <translation>未知密钥类型</translation>
    </message>
    <message>
        <source>permissions</source>
        <translation>权限</translation>
    </message>
    <message>
        <source>two</source>
        <translation>两</translation>
    </message>
    <message>
        <source>three</source>
        <translation>三</translation>
    </message>
    <message>
        <source>%1 keys glued onto one line — only the first works, sshd reads the rest as its comment</source>
        <translation>%1个密钥粘连在同一行 — 只有第一个有效，sshd 会将其余部分当作其注释</translation>
    </message>
    <message>
        <source>%1 keys glued onto one line — neither works until repaired</source>
        <translation>%1个密钥粘连在同一行 — 修复之前两个都无效</translation>
    </message>
    <message>
        <source>%1 keys glued onto one line — none works until repaired</source>
        <translation>%1个密钥粘连在同一行 — 修复之前全部无效</translation>
    </message>
    <message>
        <source>the file does not end with a newline — a key appended with “echo &gt;&gt;” would be glued onto this line</source>
        <translation>文件不以换行符结尾 — 用“echo &gt;&gt;”追加的密钥会粘连到此行</translation>
    </message>
    <message>
        <source>the same key as an earlier line</source>
        <translation>与前面某一行的密钥相同</translation>
    </message>
    <message>
        <source>not a key line sshd can read — it is ignored</source>
        <translation>不是 sshd 能读取的密钥行 — 会被忽略</translation>
    </message>
    <message>
        <source>a key type Fleetdeck does not know — the node&apos;s sshd may ignore it</source>
        <translation>Fleetdeck 不认识的密钥类型 — 节点的 sshd 可能会忽略它</translation>
    </message>
    <message>
        <source>permissions sshd refuses under StrictModes (its default) — then no key in this file logs in</source>
        <translation>在 StrictModes（默认启用）下 sshd 拒绝的权限设置 — 此时该文件中的任何密钥都无法登录</translation>
    </message>
    <message>
        <source>Line %1: </source>
        <translation>第 %1 行： </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;The console has no key for this node&lt;/span&gt; (no identity file, no agent key, no default key): it cannot log in with a key.</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;控制台没有此节点的密钥&lt;/span&gt;（没有身份文件、没有 agent 密钥、没有默认密钥）：无法使用密钥登录。</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9675; not in this file&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9675; 不在此文件中&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9679;&lt;/span&gt; &lt;b&gt;line %2&lt;/b&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9679;&lt;/span&gt; &lt;b&gt;第 %2 行&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007; line %2, which sshd ignores&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007; 第 %2 行，sshd 会忽略此行&lt;/span&gt;</translation>
    </message>
    <message>
        <source>authorized_keys could not be read (see below)</source>
        <translation>无法读取 authorized_keys（见下文）</translation>
    </message>
    <message>
        <source>authorized_keys not audited yet</source>
        <translation>尚未审计 authorized_keys</translation>
    </message>
    <message>
        <source>both: attached through %1 (%2) and present in authorized_keys</source>
        <translation>两者皆有：已通过 %1 绑定（%2），且存在于 authorized_keys 中</translation>
    </message>
    <message>
        <source>attached through %1 (%2), but not in authorized_keys at the last audit</source>
        <translation>已通过 %1 绑定（%2），但上次审计时不在 authorized_keys 中</translation>
    </message>
    <message>
        <source>attached through %1 (%2); %3</source>
        <translation>已通过 %1 绑定（%2）；%3</translation>
    </message>
    <message>
        <source>in authorized_keys only: not attached through %1, so it may vanish. Deploy the key again: the wizard attaches it through the platform too.</source>
        <translation>仅在 authorized_keys 中：未通过 %1 绑定，因此可能会消失。请重新部署该密钥：向导也会通过平台绑定它。</translation>
    </message>
    <message>
        <source>neither attached through %1 nor in authorized_keys</source>
        <translation>既未通过 %1 绑定，也不在 authorized_keys 中</translation>
    </message>
    <message>
        <source>not attached through %1; %2</source>
        <translation>未通过 %1 绑定；%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Through %1&lt;/b&gt; (instance %2): keys edited into authorized_keys alone do not last there.</source>
        <translation>&lt;b&gt;经由 %1&lt;/b&gt;（实例 %2）：仅编辑进 authorized_keys 的密钥在那里不会持久保留。</translation>
    </message>
    <message>
        <source>No key of the console&apos;s is known for this node yet, and none was attached through the platform by Fleetdeck.</source>
        <translation>此节点尚无已知的控制台密钥，Fleetdeck 也未通过平台为其绑定任何密钥。</translation>
    </message>
    <message>
        <source>&amp;Repair the findings too (split glued keys, CRLF to LF, add the final newline)</source>
        <translation>同时修复发现的问题(&amp;R)（拆分粘连的密钥、CRLF 转为 LF、补上末尾换行符）</translation>
    </message>
    <message>
        <source>Plan Again</source>
        <translation>重新规划</translation>
    </message>
    <message>
        <source>Trust Host Key…</source>
        <translation>信任主机密钥…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Each node&apos;s authorized_keys was read and the change planned; nothing has been written. Every other line stays byte for byte as it is.</source>
        <translation>已读取每个节点的 authorized_keys 并规划了更改；尚未写入任何内容。其他每一行都将逐字节保持不变。</translation>
    </message>
    <message>
        <source>&amp;Deploy</source>
        <translation>部署(&amp;D)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message numerus="yes">
        <source>Reading and planning %n node(s)…</source>
        <translation>
            <numerusform>正在读取并规划 %n 个节点…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to add</source>
        <translation>
            <numerusform>%n 个待添加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to repair</source>
        <translation>
            <numerusform>%n 个待修复</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n 个不变</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n 个失败</numerusform>
        </translation>
    </message>
    <message>
        <source>Key %1 (%2): %3.</source>
        <translation>密钥 %1 (%2)：%3。</translation>
    </message>
    <message>
        <source>No node can be deployed to: see why below, then plan again.</source>
        <translation>没有可部署的节点：请查看下方原因，然后重新规划。</translation>
    </message>
    <message>
        <source>Deploy skips the failed nodes; the result lists them for a retry.</source>
        <translation>部署时会跳过失败的节点；结果中会列出它们以便重试。</translation>
    </message>
    <message>
        <source>Planning %1…</source>
        <translation>正在规划 %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (the target of the link %2, which stays)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（链接 %2 的目标，链接本身保持不变）</translation>
    </message>
    <message>
        <source>The file does not exist yet: it is created with mode 0600.</source>
        <translation>文件尚不存在：将以权限 0600 创建。</translation>
    </message>
    <message>
        <source>No findings in the file.</source>
        <translation>文件中没有发现问题。</translation>
    </message>
    <message>
        <source>Findings:
%1</source>
        <translation>发现的问题：
%1</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>计划：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The host key could not be recorded in %1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;无法将主机密钥记录到 %1：&lt;/b&gt;%2</translation>
    </message>
    <message>
        <source>Retry &amp;Failed</source>
        <translation>重试失败的节点(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>a fresh login with only the new key succeeded</source>
        <translation>仅使用新密钥重新登录成功</translation>
    </message>
    <message>
        <source>not verified: the private half of the key is not known here</source>
        <translation>未验证：此处不知道该密钥的私钥部分</translation>
    </message>
    <message numerus="yes">
        <source>The key %1 is in place on %n node(s).</source>
        <translation>
            <numerusform>密钥 %1 已部署到 %n 个节点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s) have the key; %n did not. Select one to see why.</source>
        <translation>
            <numerusform>%1 个节点已有该密钥；%n 个没有。选择一个节点以查看原因。</numerusform>
        </translation>
    </message>
    <message>
        <source>How the key reaches the node</source>
        <translation>密钥到达节点的途径</translation>
    </message>
    <message>
        <source>&lt;p&gt;The new file was written, the new key could not log in, and the original file was put back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;新文件已写入，但新密钥无法登录，已恢复原文件。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Through the link: %1</source>
        <translation>经由链接：%1</translation>
    </message>
    <message>
        <source>Backup of the original: %1</source>
        <translation>原文件的备份：%1</translation>
    </message>
    <message>
        <source>SHA-256 before: %1</source>
        <translation>修改前 SHA-256：%1</translation>
    </message>
    <message>
        <source>SHA-256 after: %1</source>
        <translation>修改后 SHA-256：%1</translation>
    </message>
    <message>
        <source>Verified: %1</source>
        <translation>已验证：%1</translation>
    </message>
    <message>
        <source>Finding: %1</source>
        <translation>发现：%1</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>已执行：%1</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>无法将报告写入 %1：%2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标节点</translation>
    </message>
    <message>
        <source>Check the nodes that get the key. Each node&apos;s authorized_keys is read and planned first; nothing is written before you confirm the preview.</source>
        <translation>勾选要获得该密钥的节点。会先读取每个节点的 authorized_keys 并制定计划；在您确认预览之前不会写入任何内容。</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Filter by name, address, user or state (auth_failed)…</source>
        <translation>按名称、地址、用户或状态筛选 (auth_failed)…</translation>
    </message>
    <message>
        <source>Check Shown</source>
        <translation>勾选显示的节点</translation>
    </message>
    <message>
        <source>Uncheck Shown</source>
        <translation>取消勾选显示的节点</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s) checked</source>
        <translation>
            <numerusform>已勾选 %1/%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The console and its dialogs use this language the next time Fleetdeck starts. fleetdeck-cli follows the system&apos;s language (or --language).</source>
        <translation>控制台及其对话框将在 Fleetdeck 下次启动时使用此语言。fleetdeck-cli 遵循系统语言（或 --language）。</translation>
    </message>
    <message>
        <source>Restart Fleetdeck to switch to %1.</source>
        <translation>重新启动 Fleetdeck 以切换到%1。</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Temp</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Load (1, 5, 15 min)</source>
        <translation>负载（1、5、15 分钟）</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 of %2 used</source>
        <translation>已用 %1 / %2</translation>
    </message>
    <message>
        <source>No GPUs reported by nvidia-smi.</source>
        <translation>nvidia-smi 未报告任何 GPU。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Show Node Details</source>
        <translation>显示节点详情</translation>
    </message>
    <message>
        <source>Filter by name, address, state, reason or label (gpu=4090)…</source>
        <translation>按名称、地址、状态、原因或标签筛选 (gpu=4090)…</translation>
    </message>
    <message>
        <source>Fleetdeck — %1</source>
        <translation>Fleetdeck — %1</translation>
    </message>
    <message>
        <source>Passphrases and passwords you enter cannot be remembered: the keychain (%1) cannot be used.
Reason: %2</source>
        <translation>无法记住您输入的密码短语和密码：钥匙串 (%1) 无法使用。
原因：%2</translation>
    </message>
    <message>
        <source>Stored secrets could not be read from %1: %2</source>
        <translation>无法从 %1 读取已保存的机密：%2</translation>
    </message>
    <message>
        <source>Remove node</source>
        <translation>删除节点</translation>
    </message>
    <message>
        <source>Remove %1 from the inventory? The server itself is not touched.</source>
        <translation>要从节点清单中删除 %1 吗？服务器本身不受影响。</translation>
    </message>
    <message>
        <source>Quit during a benchmark</source>
        <translation>在基准测试期间退出</translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark run(s) still going. Quitting stops them on their nodes and records them as cancelled.</source>
        <translation>
            <numerusform>还有 %n 个基准测试运行正在进行。退出会在其节点上停止这些运行，并将其记录为已取消。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <source>Open Fleetdeck database</source>
        <translation>打开 Fleetdeck 数据库</translation>
    </message>
    <message>
        <source>Fleetdeck databases (*.sqlite *.db);;All files (*)</source>
        <translation>Fleetdeck 数据库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import from &amp;vast.ai</source>
        <translation>从 vast.ai 导入(&amp;V)</translation>
    </message>
    <message>
        <source>List the vast.ai account&apos;s instances (API key from the keychain or VAST_API_KEY), add them as nodes, and keep them in step</source>
        <translation>列出 vast.ai 账户的实例（API 密钥取自钥匙串或 VAST_API_KEY），将其添加为节点，并保持同步</translation>
    </message>
    <message>
        <source>Import from SS&amp;H Config…</source>
        <translation>从 SSH 配置导入(&amp;H)…</translation>
    </message>
    <message>
        <source>Add a node for each Host alias of an OpenSSH config, after a preview</source>
        <translation>预览后，为 OpenSSH 配置中的每个 Host 别名添加一个节点</translation>
    </message>
    <message>
        <source>Import from &amp;CSV…</source>
        <translation>从 CSV 导入(&amp;C)…</translation>
    </message>
    <message>
        <source>Import nodes from CSV</source>
        <translation>从 CSV 导入节点</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Add or update nodes from a CSV file with a header row, after a preview</source>
        <translation>预览后，从带标题行的 CSV 文件添加或更新节点</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Keep secrets for this session only</source>
        <translation>仅在本次会话中保存机密</translation>
    </message>
    <message>
        <source>Keep the passphrases and passwords you enter in memory until Fleetdeck exits; never write them anywhere</source>
        <translation>将您输入的密码短语和密码保存在内存中直到 Fleetdeck 退出；绝不写入任何位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Node</source>
        <translation>节点(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Add Node…</source>
        <translation>添加节点(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit Node…</source>
        <translation>编辑节点(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove Node…</source>
        <translation>删除节点(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Check Connection</source>
        <translation>检查连接(&amp;C)</translation>
    </message>
    <message>
        <source>Log in to the selected nodes and fetch their status, stage by stage (%1)</source>
        <translation>登录所选节点并逐阶段获取其状态 (%1)</translation>
    </message>
    <message>
        <source>Check &amp;All Nodes</source>
        <translation>检查所有节点(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;fresh All</source>
        <translation>全部刷新(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Refresh Selected</source>
        <translation>刷新所选节点(&amp;R)</translation>
    </message>
    <message>
        <source>Copy SSH Command</source>
        <translation>复制 SSH 命令</translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation>打开终端(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Deploy Key…</source>
        <translation>部署密钥(&amp;D)…</translation>
    </message>
    <message>
        <source>Put a public key on the selected nodes, safely, and prove that it logs in</source>
        <translation>将公钥安全地放到所选节点上，并证明它可以登录</translation>
    </message>
    <message>
        <source>Run &amp;Benchmark…</source>
        <translation>运行基准测试(&amp;B)…</translation>
    </message>
    <message>
        <source>Measure the selected nodes&apos; proof times: warmup, timed and cooldown proofs</source>
        <translation>测量所选节点的证明耗时：预热、计时和冷却阶段的证明</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Details Panel</source>
        <translation>详情面板(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Filter Nodes</source>
        <translation>筛选节点(&amp;F)</translation>
    </message>
    <message>
        <source>Refresh &amp;Interval</source>
        <translation>刷新间隔(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Benchmarks</source>
        <translation>基准测试(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Main window</source>
        <translation>主窗口</translation>
    </message>
    <message>
        <source>&amp;About Fleetdeck</source>
        <translation>关于 Fleetdeck(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>每 %1 秒</translation>
    </message>
    <message>
        <source>Every %1 min</source>
        <translation>每 %1 分钟</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>%1 is down</source>
        <translation>%1 已宕机</translation>
    </message>
    <message>
        <source>%1 is degraded</source>
        <translation>%1 已降级</translation>
    </message>
    <message>
        <source>%1 recovered</source>
        <translation>%1 已恢复</translation>
    </message>
    <message>
        <source>Healthy again after %1.</source>
        <translation>异常持续 %1 后已恢复正常。</translation>
    </message>
    <message>
        <source>Healthy again.</source>
        <translation>已恢复正常。</translation>
    </message>
    <message>
        <source>%1 nodes down</source>
        <translation>%1 个节点宕机</translation>
    </message>
    <message>
        <source>%1 nodes degraded</source>
        <translation>%1 个节点降级</translation>
    </message>
    <message>
        <source>%1 nodes recovered</source>
        <translation>%1 个节点已恢复</translation>
    </message>
    <message>
        <source>Fix: deploy key…</source>
        <translation>修复：部署密钥…</translation>
    </message>
    <message>
        <source>Select a node to see its details.</source>
        <translation>选择一个节点以查看其详情。</translation>
    </message>
    <message>
        <source>Open the key deployment wizard for this node</source>
        <translation>为此节点打开密钥部署向导</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>身份文件</translation>
    </message>
    <message>
        <source>Status endpoint</source>
        <translation>状态端点</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>清单</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Provider data</source>
        <translation>提供商数据</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Daemon</source>
        <translation>守护进程</translation>
    </message>
    <message>
        <source>No status has been collected for this node yet.</source>
        <translation>尚未收集到此节点的状态。</translation>
    </message>
    <message>
        <source>ssh-agent, then the default keys</source>
        <translation>ssh-agent，然后是默认密钥</translation>
    </message>
    <message>
        <source>command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>GET %1 on 127.0.0.1:%2 (through SSH)</source>
        <translation>通过 SSH 在 127.0.0.1:%2 上 GET %1</translation>
    </message>
    <message>
        <source>vast.ai (instance %1)</source>
        <translation>vast.ai（实例 %1）</translation>
    </message>
    <message>
        <source>none: added by hand</source>
        <translation>无：手动添加</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>$%1/h</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>实例状态 %1</translation>
    </message>
    <message>
        <source>machine %1</source>
        <translation>机器 %1</translation>
    </message>
    <message>
        <source>Provider says: %1</source>
        <translation>提供商消息：%1</translation>
    </message>
    <message>
        <source>Gone from the provider&apos;s list since %1; kept with its history.</source>
        <translation>自 %1 起已不在提供商的列表中；已连同其历史记录一并保留。</translation>
    </message>
    <message>
        <source>provider data %1 old</source>
        <translation>提供商数据更新于 %1前</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Edit node %1</source>
        <translation>编辑节点 %1</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>添加节点</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>gpu-01</source>
        <translation>gpu-01</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>主机(&amp;H)</translation>
    </message>
    <message>
        <source>203.0.113.7 or gpu01.example.net</source>
        <translation>203.0.113.7 或 gpu01.example.net</translation>
    </message>
    <message>
        <source>SSH &amp;port</source>
        <translation>SSH 端口(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>用户(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Identity file</source>
        <translation>身份文件(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Status port</source>
        <translation>状态端口(&amp;S)</translation>
    </message>
    <message>
        <source>Status pa&amp;th</source>
        <translation>状态路径(&amp;T)</translation>
    </message>
    <message>
        <source>Status co&amp;mmand</source>
        <translation>状态命令(&amp;M)</translation>
    </message>
    <message>
        <source>optional, e.g. curl -sf http://localhost:9821/status</source>
        <translation>可选，例如 curl -sf http://localhost:9821/status</translation>
    </message>
    <message>
        <source>&amp;authorized_keys</source>
        <translation>authorized_keys(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Labels</source>
        <translation>标签(&amp;L)</translation>
    </message>
    <message>
        <source>gpu=4090, region=fra</source>
        <translation>gpu=4090, region=fra</translation>
    </message>
    <message>
        <source>Honour ~/.ssh/config for this host (HostName, Port, User, IdentityFile, ProxyJump)</source>
        <translation>对此主机使用 ~/.ssh/config（HostName、Port、User、IdentityFile、ProxyJump）</translation>
    </message>
    <message>
        <source>enter a number between 1 and 65535</source>
        <translation>请输入 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <source>a node with this name already exists</source>
        <translation>同名节点已存在</translation>
    </message>
    <message>
        <source>Import from SSH Config</source>
        <translation>从 SSH 配置导入</translation>
    </message>
    <message>
        <source>Import from CSV</source>
        <translation>从 CSV 导入</translation>
    </message>
    <message>
        <source>Each Host alias without wildcards becomes a node that follows the config at every connection (HostName, Port, User, IdentityFile, ProxyJump). Known nodes keep their keys, labels and status settings.</source>
        <translation>每个不含通配符的 Host 别名都会成为一个节点，每次连接时都遵循该配置（HostName、Port、User、IdentityFile、ProxyJump）。已知节点保留其密钥、标签和状态设置。</translation>
    </message>
    <message>
        <source>The first row names the columns with node field names (name, host, port, user, identity, status_port, status_path, status_command, authorized_keys, labels as key=value;key2=value2, ssh_config). Nothing is imported while any row is bad.</source>
        <translation>第一行用节点字段名为各列命名（name、host、port、user、identity、status_port、status_path、status_command、authorized_keys、labels（格式 key=value;key2=value2）、ssh_config）。只要有任何一行有问题，就不会导入任何内容。</translation>
    </message>
    <message>
        <source>Config file:</source>
        <translation>配置文件：</translation>
    </message>
    <message>
        <source>CSV file:</source>
        <translation>CSV 文件：</translation>
    </message>
    <message>
        <source>all aliases; e.g. gpu-*,!gpu-old</source>
        <translation>所有别名；例如 gpu-*,!gpu-old</translation>
    </message>
    <message>
        <source>An ssh pattern list: * and ?, comma-separated, ! excludes</source>
        <translation>ssh 模式列表：支持 * 和 ?，以逗号分隔，! 表示排除</translation>
    </message>
    <message>
        <source>Only aliases matching:</source>
        <translation>仅匹配的别名：</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>请选择要导入的文件。</translation>
    </message>
    <message>
        <source>Connections resolve these nodes through %1, not through this file.</source>
        <translation>连接时这些节点通过 %1 解析，而不是通过此文件。</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Nothing is imported while any row is bad: fix the rows marked Skip (%1) and open the file again.</source>
        <translation>只要有任何一行有问题，就不会导入任何内容：请修复标为“跳过”的行（%1 行），然后重新打开该文件。</translation>
    </message>
    <message>
        <source>%1 to add, %2 to update, %3 unchanged, %4 skipped</source>
        <translation>待添加 %1 个，待更新 %2 个，未变 %3 个，跳过 %4 个</translation>
    </message>
    <message>
        <source>changes %1</source>
        <translation>更改 %1</translation>
    </message>
    <message>
        <source>resolves to %1</source>
        <translation>解析为 %1</translation>
    </message>
    <message>
        <source>%1; resolves to %2</source>
        <translation>%1；解析为 %2</translation>
    </message>
    <message>
        <source>No terminal found: set $TERMINAL or install one that provides x-terminal-emulator.</source>
        <translation>未找到终端：请设置 $TERMINAL，或安装一个提供 x-terminal-emulator 的终端。</translation>
    </message>
    <message>
        <source>synth %1</source>
        <translation>合成 %1</translation>
    </message>
    <message>
        <source>gpu %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>分区 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>synthesizing</source>
        <translation>合成中</translation>
    </message>
    <message>
        <source>synthesized, waiting for a GPU</source>
        <translation>已合成，等待 GPU</translation>
    </message>
    <message>
        <source>on the GPU</source>
        <translation>GPU 计算中</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2 (%3)</translation>
    </message>
    <message>
        <source>Job %1
%2, started %3
%4 of %5 partitions done</source>
        <translation>任务 %1
%2，开始于 %3
已完成 %4/%5 个分区</translation>
    </message>
    <message>
        <source>synthesis | GPU time</source>
        <translation>合成 | GPU 时间</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No pipelines running</source>
        <translation>没有运行中的流水线</translation>
    </message>
    <message>
        <source>started %1 · %2/%3</source>
        <translation>开始于 %1 · %2/%3</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>凭据</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Find a shortcut or an action…</source>
        <translation>查找快捷键或操作…</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>%1前</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Synthesizing</source>
        <translation>合成中</translation>
    </message>
    <message>
        <source>Synthesized</source>
        <translation>已合成</translation>
    </message>
    <message>
        <source>On GPU</source>
        <translation>GPU 计算中</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>宕机</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fleet proofs/h</source>
        <translation>集群证明数/h</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <source>Cost per proof</source>
        <translation>每个证明的成本</translation>
    </message>
    <message>
        <source>Show only healthy nodes</source>
        <translation>仅显示正常节点</translation>
    </message>
    <message>
        <source>Show only degraded nodes</source>
        <translation>仅显示降级节点</translation>
    </message>
    <message>
        <source>Show only nodes that are down, unreachable or refuse the login</source>
        <translation>仅显示宕机、无法连接或拒绝登录的节点</translation>
    </message>
    <message numerus="yes">
        <source>of %n node(s)</source>
        <translation>
            <numerusform>共 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>need attention</source>
        <translation>需要关注</translation>
    </message>
    <message>
        <source>%1 not polled yet</source>
        <translation>%1 个尚未轮询</translation>
    </message>
    <message>
        <source>not proving</source>
        <translation>未在证明</translation>
    </message>
    <message>
        <source>reported by nvidia-smi</source>
        <translation>由 nvidia-smi 报告</translation>
    </message>
    <message numerus="yes">
        <source>from %n node(s)</source>
        <translation>
            <numerusform>来自 %n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without price</source>
        <translation>
            <numerusform>%n 个无价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes without a price: set a dph label (dollars per hour) or import them from their provider</source>
        <translation>无价格的节点：请设置 dph 标签（每小时美元数），或从其提供商导入</translation>
    </message>
    <message>
        <source>at the current rate</source>
        <translation>按当前速率</translation>
    </message>
    <message>
        <source>no proofs yet</source>
        <translation>尚无证明</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Throttling suspected: not known — too few proofs to judge (%1 completed timed, %2 needed)</source>
        <translation>疑似降频：未知 — 证明太少，无法判断（已完成的计时证明 %1 个，需要 %2 个）</translation>
    </message>
    <message>
        <source>Fleetdeck — operations console for GPU proving fleets</source>
        <translation>Fleetdeck — GPU 证明集群运维控制台</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>The known_hosts file read and written.</source>
        <translation>读取和写入的 known_hosts 文件。</translation>
    </message>
    <message>
        <source>Keep passphrases and passwords in memory for this session only; do not touch the keychain.</source>
        <translation>仅在本次会话的内存中保存密码短语和密码；不访问钥匙串。</translation>
    </message>
    <message>
        <source>The language to use: en, de or zh_CN (default: the choice in Settings, else the system&apos;s).</source>
        <translation>要使用的语言：en、de 或 zh_CN（默认：“设置”中的选择，否则为系统语言）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>invalid --language &apos;%1&apos;: use en, de or zh_CN</source>
        <translation>无效的 --language“%1”：请使用 en、de 或 zh_CN</translation>
    </message>
    <message>
        <source>Waiting for the keychain to answer before logging in… started %1</source>
        <translation>正在等待钥匙串应答，然后再登录… 开始于 %1</translation>
    </message>
    <message>
        <source>%1: %2 — the instance is being destroyed.</source>
        <translation>%1：%2 — 正在销毁该实例。</translation>
    </message>
    <message>
        <source>%1: %2 — retire it or keep it.</source>
        <translation>%1：%2 — 请决定退役还是保留。</translation>
    </message>
    <message>
        <source>Rule tripped on %1</source>
        <translation>%1 触发了规则</translation>
    </message>
    <message>
        <source>Destroy Instances</source>
        <translation>销毁实例</translation>
    </message>
    <message>
        <source>Destroy for good, with everything on their disks?

%1

Their nodes stay in the history with what they cost.</source>
        <translation>永久销毁，连同其磁盘上的所有内容？

%1

其节点将连同费用保留在历史记录中。</translation>
    </message>
    <message>
        <source>Relabel Instances</source>
        <translation>重设实例标签</translation>
    </message>
    <message>
        <source>vast.ai label:</source>
        <translation>vast.ai 标签：</translation>
    </message>
    <message>
        <source>vast.ai refused to %1: %2</source>
        <translation>vast.ai 拒绝执行 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Instance</source>
        <translation>实例(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Destroy…</source>
        <translation>销毁(&amp;D)…</translation>
    </message>
    <message>
        <source>Destroy the selected vast.ai instances for good; their nodes stay as history</source>
        <translation>永久销毁所选 vast.ai 实例；其节点保留为历史记录</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the selected instances (their storage still bills)</source>
        <translation>停止所选实例（其存储仍会计费）</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>启动(&amp;T)</translation>
    </message>
    <message>
        <source>Start the selected stopped instances</source>
        <translation>启动所选的已停止实例</translation>
    </message>
    <message>
        <source>&amp;Reboot</source>
        <translation>重启(&amp;R)</translation>
    </message>
    <message>
        <source>Reboot the selected instances through vast.ai</source>
        <translation>通过 vast.ai 重启所选实例</translation>
    </message>
    <message>
        <source>Re&amp;label…</source>
        <translation>重设标签(&amp;L)…</translation>
    </message>
    <message>
        <source>Set the vast.ai label of the selected instances</source>
        <translation>设置所选实例的 vast.ai 标签</translation>
    </message>
    <message>
        <source>&amp;Offers</source>
        <translation>报价(&amp;O)</translation>
    </message>
    <message>
        <source>Search vast.ai&apos;s offers with the $/proof this fleet measured, and rent</source>
        <translation>按本集群实测的 $/证明 搜索 vast.ai 报价并租用</translation>
    </message>
    <message>
        <source>Show &amp;Retired Nodes</source>
        <translation>显示已退役节点(&amp;R)</translation>
    </message>
    <message>
        <source>Nodes whose instance was destroyed stay as history: what they cost, how long they lived and why they went</source>
        <translation>实例已销毁的节点保留为历史记录：其费用、存续时长以及退役原因</translation>
    </message>
    <message>
        <source>Lifecycle</source>
        <translation>生命周期</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; since %2 (template %3)</source>
        <translation>自 %2 起 &lt;b&gt;%1&lt;/b&gt;（模板 %3）</translation>
    </message>
    <message>
        <source>Qualified</source>
        <translation>准入测试通过</translation>
    </message>
    <message>
        <source>Failed qualification</source>
        <translation>准入测试未通过</translation>
    </message>
    <message>
        <source>: %1 proofs/h</source>
        <translation>：%1 证明/h</translation>
    </message>
    <message>
        <source>, $%1/proof</source>
        <translation>，$%1/证明</translation>
    </message>
    <message>
        <source> (run %1)</source>
        <translation> （运行 %1）</translation>
    </message>
    <message>
        <source>Qualification run %1 under way</source>
        <translation>准入测试运行 %1 进行中</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule %1 tripped&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;规则 %1 已触发&lt;/b&gt; (%2)：%3</translation>
    </message>
    <message>
        <source>instance destroyed</source>
        <translation>实例已销毁</translation>
    </message>
    <message>
        <source>operator notified</source>
        <translation>已通知操作员</translation>
    </message>
    <message>
        <source>Rented %1 h ago</source>
        <translation>%1 小时前租用</translation>
    </message>
    <message>
        <source>Lived %1 h</source>
        <translation>存续 %1 小时</translation>
    </message>
    <message>
        <source>, cost so far $%1</source>
        <translation>，迄今费用 $%1</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>$%1/day</source>
        <translation>$%1/天</translation>
    </message>
    <message>
        <source> $/h</source>
        <translation> $/h</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> Mbps</source>
        <translation> Mbps</translation>
    </message>
    <message>
        <source>Verified hosts only</source>
        <translation>仅限已验证主机</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Rent Selected…</source>
        <translation>租用所选报价(&amp;R)…</translation>
    </message>
    <message>
        <source>Offers — vast.ai</source>
        <translation>报价 — vast.ai</translation>
    </message>
    <message>
        <source>any, e.g. RTX 4090</source>
        <translation>不限，例如 RTX 4090</translation>
    </message>
    <message>
        <source>any, e.g. FR,DE</source>
        <translation>不限，例如 FR,DE</translation>
    </message>
    <message>
        <source>The disk that will be rented: vast.ai prices it into $/h</source>
        <translation>将要租用的磁盘：vast.ai 会将其计入 $/h</translation>
    </message>
    <message>
        <source>Max price</source>
        <translation>最高价格</translation>
    </message>
    <message>
        <source>Min reliability</source>
        <translation>最低可靠性</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Min download</source>
        <translation>最低下载速度</translation>
    </message>
    <message>
        <source>Min CUDA</source>
        <translation>最低 CUDA</translation>
    </message>
    <message>
        <source>Min CPU RAM</source>
        <translation>最低 CPU 内存</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Save Search…</source>
        <translation>保存搜索…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>保存的搜索</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>保存搜索</translation>
    </message>
    <message>
        <source>Name of the search:</source>
        <translation>搜索名称：</translation>
    </message>
    <message>
        <source>Delete Search</source>
        <translation>删除搜索</translation>
    </message>
    <message>
        <source>Delete the saved search %1?</source>
        <translation>删除保存的搜索 %1？</translation>
    </message>
    <message>
        <source>Searching vast.ai…</source>
        <translation>正在搜索 vast.ai…</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n 个报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on bad hosts hidden</source>
        <translation>
            <numerusform>已隐藏问题主机上的 %n 个报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) merged</source>
        <translation>
            <numerusform>已合并 %n 个重复项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with an expected $/proof from this fleet&apos;s runs</source>
        <translation>
            <numerusform>%n 个有基于本集群运行的预计 $/proof</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking the offers up as they stand now…</source>
        <translation>正在查询报价的当前状态…</translation>
    </message>
    <message>
        <source>Nothing was rented: %1</source>
        <translation>未租用任何实例：%1</translation>
    </message>
    <message>
        <source>offer %1: %2</source>
        <translation>报价 %1：%2</translation>
    </message>
    <message>
        <source>Nothing can be rented: %1</source>
        <translation>无法租用任何实例：%1</translation>
    </message>
    <message>
        <source>• offer %1: %2 ×%3 in %4, %5 (machine %6)</source>
        <translation>• 报价 %1：%2 ×%3，位于 %4，%5（机器 %6）</translation>
    </message>
    <message numerus="yes">
        <source>Rent %n instance(s) with template %1 for %2 in all (%3)?</source>
        <translation>
            <numerusform>使用模板 %1 租用 %n 个实例，总计 %2（%3）？</numerusform>
        </translation>
    </message>
    <message>
        <source>Not rented: %1</source>
        <translation>未租用：%1</translation>
    </message>
    <message>
        <source>Billing starts at once; the console&apos;s key is attached through vast.ai and each node is qualified and judged by the template&apos;s rules.</source>
        <translation>计费立即开始；控制台的密钥将通过 vast.ai 绑定，每个节点都会进行准入测试，并按模板的规则评判。</translation>
    </message>
    <message>
        <source>Rent Instances</source>
        <translation>租用实例</translation>
    </message>
    <message>
        <source>Nothing was rented.</source>
        <translation>未租用任何实例。</translation>
    </message>
    <message>
        <source>Renting…</source>
        <translation>正在租用…</translation>
    </message>
    <message>
        <source>offer %1 → node %2 (%3)</source>
        <translation>报价 %1 → 节点 %2 (%3)</translation>
    </message>
    <message>
        <source> — the key was not attached: %1</source>
        <translation> — 未绑定密钥：%1</translation>
    </message>
    <message>
        <source>offer %1 not rented: %2</source>
        <translation>报价 %1 未租用：%2</translation>
    </message>
    <message numerus="yes">
        <source>Rented %n instance(s). </source>
        <translation>
            <numerusform>已租用 %n 个实例。</numerusform>
        </translation>
    </message>
    <message>
        <source>(choose a saved search)</source>
        <translation>（选择保存的搜索）</translation>
    </message>
    <message>
        <source>Renting needs a template: fleetdeck-cli vast templates set NAME --image …</source>
        <translation>租用需要模板：fleetdeck-cli vast templates set NAME --image …</translation>
    </message>
    <message>
        <source>Rent the selected offers with the chosen template</source>
        <translation>使用所选模板租用所选报价</translation>
    </message>
    <message>
        <source>vast.ai</source>
        <translation>vast.ai</translation>
    </message>
    <message>
        <source>&amp;Store in Keychain</source>
        <translation>存入钥匙串(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>paste the key from vast.ai&apos;s account page</source>
        <translation>粘贴 vast.ai 账户页面上的密钥</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>账户(&amp;A)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>API &amp;address:</source>
        <translation>API 地址(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Refresh every:</source>
        <translation>刷新间隔(&amp;F)：</translation>
    </message>
    <message>
        <source>The key is kept only in the keychain, as vast-api-key/&lt;account&gt;; VAST_API_KEY, when set, is used instead for the default account. The account&apos;s instances are listed every interval and every one of them is a node.</source>
        <translation>密钥仅保存在钥匙串中，名为 vast-api-key/&lt;account&gt;；如果设置了 VAST_API_KEY，默认账户将改用该变量。每个间隔都会列出该账户的实例，其中每个实例都是一个节点。</translation>
    </message>
    <message>
        <source>Not used: %1</source>
        <translation>未使用：%1</translation>
    </message>
    <message>
        <source>No keychain: the key can come only from VAST_API_KEY.</source>
        <translation>没有钥匙串：密钥只能来自 VAST_API_KEY。</translation>
    </message>
    <message>
        <source>Looking in the keychain…</source>
        <translation>正在查询钥匙串…</translation>
    </message>
    <message>
        <source>A key is stored in the keychain as %1.</source>
        <translation>钥匙串中已保存密钥，名为 %1。</translation>
    </message>
    <message>
        <source>No key is stored as %1.</source>
        <translation>没有以 %1 保存的密钥。</translation>
    </message>
    <message>
        <source>VAST_API_KEY is set and used for this run.</source>
        <translation>已设置 VAST_API_KEY，本次运行将使用它。</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>未保存密钥：%1</translation>
    </message>
    <message>
        <source>The key was not removed: %1</source>
        <translation>未移除密钥：%1</translation>
    </message>
    <message>
        <source>Asking vast.ai which keys instance %1 holds…</source>
        <translation>正在向 vast.ai 查询实例 %1 绑定的密钥…</translation>
    </message>
    <message>
        <source>vast.ai&apos;s keys for instance %1 could not be listed: %2</source>
        <translation>无法列出 vast.ai 上实例 %1 的密钥：%2</translation>
    </message>
    <message>
        <source>vast.ai holds no key for instance %1: authorized_keys alone does not last there.</source>
        <translation>vast.ai 没有为实例 %1 绑定任何密钥：仅靠 authorized_keys 在该平台上无法持久保留。</translation>
    </message>
    <message>
        <source>unreadable key</source>
        <translation>无法读取的密钥</translation>
    </message>
    <message numerus="yes">
        <source>vast.ai holds %n key(s) for instance %1:</source>
        <translation>
            <numerusform>vast.ai 为实例 %1 绑定了 %n 个密钥：</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy %1…</source>
        <translation>销毁 %1…</translation>
    </message>
    <message>
        <source>%1: %2. Retire it?</source>
        <translation>%1：%2。是否退役？</translation>
    </message>
    <message>
        <source>%1 may be worth retiring</source>
        <translation>%1 可能值得退役</translation>
    </message>
    <message numerus="yes">
        <source>%n stopped</source>
        <translation>
            <numerusform>%n 个已停止</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped instance(s) still bill their storage: %1. Destroy what you no longer need.</source>
        <translation>
            <numerusform>%n 个已停止的实例仍在为存储计费：%1。请销毁不再需要的实例。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <source>Bad Hosts</source>
        <translation>问题主机</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Machines on this list are left out of the offers and never rented again. A failed qualification or a retiring rule adds its machine.</source>
        <translation>此列表中的机器不会出现在报价中，也不会再被租用。准入测试未通过或触发退役规则的机器会被加入列表。</translation>
    </message>
    <message>
        <source>Add a Bad Host</source>
        <translation>添加问题主机</translation>
    </message>
    <message>
        <source>vast.ai machine id:</source>
        <translation>vast.ai 机器 ID：</translation>
    </message>
    <message>
        <source>Why it should never be rented again:</source>
        <translation>为什么不应再租用它：</translation>
    </message>
    <message>
        <source>No fleet is open.</source>
        <translation>没有打开的集群。</translation>
    </message>
    <message>
        <source>added by hand</source>
        <translation>手动添加</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) on the list</source>
        <translation>
            <numerusform>列表中有 %n 台机器</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a machine id (digits, as vast.ai lists them).</source>
        <translation>“%1”不是机器 ID（应为数字，与 vast.ai 列出的一致）。</translation>
    </message>
    <message>
        <source>added by the operator</source>
        <translation>由操作员添加</translation>
    </message>
    <message>
        <source>Remove Bad Hosts</source>
        <translation>移除问题主机</translation>
    </message>
    <message>
        <source>Give %1 another chance? Their offers will be listed and can be rented again.</source>
        <translation>再给 %1 一次机会？其报价将重新列出，并可再次租用。</translation>
    </message>
    <message>
        <source>&amp;Bad Hosts…</source>
        <translation>问题主机(&amp;B)…</translation>
    </message>
    <message>
        <source>The machines never offered or rented again, and why</source>
        <translation>不再列出或租用的机器及其原因</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>换行</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Follow the newest lines; off: hold new lines back while you read</source>
        <translation>跟随最新的行；关闭时：阅读期间暂存新行</translation>
    </message>
    <message>
        <source>Where the lines come from</source>
        <translation>这些行的来源</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有级别</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>信息及以上</translation>
    </message>
    <message>
        <source>Debug and above</source>
        <translation>调试及以上</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected lines</source>
        <translation>复制所选的行</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the lines shown to a file</source>
        <translation>将显示的行保存到文件</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation>日志文件 (*.log *.txt)</translation>
    </message>
    <message>
        <source>Daemon log</source>
        <translation>守护进程日志</translation>
    </message>
    <message>
        <source>Benchmark output</source>
        <translation>基准测试输出</translation>
    </message>
    <message>
        <source>Fleetdeck events</source>
        <translation>Fleetdeck 事件</translation>
    </message>
    <message>
        <source>Container output (vast.ai)</source>
        <translation>容器输出（vast.ai）</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden by the level filter</source>
        <translation>
            <numerusform>%n 行被级别筛选隐藏</numerusform>
        </translation>
    </message>
    <message>
        <source>match %1 of %2</source>
        <translation>第 %1 个匹配，共 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>paused: %n new line(s) held</source>
        <translation>
            <numerusform>已暂停：暂存了 %n 条新行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older line(s) dropped (the view keeps the newest %1)</source>
        <translation>
            <numerusform>已丢弃 %n 条较旧的行（视图保留最新的 %1 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的%1</translation>
    </message>
    <message>
        <source>Fleet Logs — Fleetdeck</source>
        <translation>集群日志 — Fleetdeck</translation>
    </message>
    <message>
        <source>%1 — Logs — Fleetdeck</source>
        <translation>%1 — 日志 — Fleetdeck</translation>
    </message>
    <message numerus="yes">
        <source>%n Nodes — Logs — Fleetdeck</source>
        <translation>
            <numerusform>%n 个节点 — 日志 — Fleetdeck</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Logs…</source>
        <translation>日志(&amp;L)…</translation>
    </message>
    <message>
        <source>Follow the selected nodes&apos; logs in a window of their own</source>
        <translation>在单独的窗口中跟随所选节点的日志</translation>
    </message>
    <message>
        <source>Fleet &amp;Logs</source>
        <translation>集群日志(&amp;L)</translation>
    </message>
    <message>
        <source>Every node&apos;s log merged in time order, live: filter it to the errors to watch the whole fleet go wrong</source>
        <translation>所有节点的日志按时间合并并实时显示：筛选出错误，即可看到整个集群哪里出了问题</translation>
    </message>
    <message>
        <source>Log events</source>
        <translation>日志事件</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Fleetdeck — %1 (team store)</source>
        <translation>Fleetdeck — %1（团队存储）</translation>
    </message>
    <message>
        <source>Open &amp;Team Store…</source>
        <translation>打开团队存储(&amp;T)…</translation>
    </message>
    <message>
        <source>Open a team store</source>
        <translation>打开团队存储</translation>
    </message>
    <message>
        <source>The PostgreSQL database the team shares, e.g.
postgresql://ops@db.example:5432/fleet?sslmode=verify-full
Passwords come from ~/.pgpass, never from the address.</source>
        <translation>团队共享的 PostgreSQL 数据库，例如
postgresql://ops@db.example:5432/fleet?sslmode=verify-full
密码来自 ~/.pgpass，绝不写在地址中。</translation>
    </message>
    <message>
        <source>Work on a fleet kept in PostgreSQL and shared with the team</source>
        <translation>使用保存在 PostgreSQL 中、与团队共享的集群</translation>
    </message>
    <message>
        <source>The store to open: an SQLite file or a team&apos;s postgresql:// URL.</source>
        <translation>要打开的存储：SQLite 文件或团队的 postgresql:// URL。</translation>
    </message>
    <message>
        <source>PATH|URL</source>
        <translation>路径|URL</translation>
    </message>
    <message>
        <source>Fleetdeck — %1 (team store, read-only)</source>
        <translation>Fleetdeck — %1（团队存储，只读）</translation>
    </message>
    <message>
        <source>recorded before operators were recorded</source>
        <translation>记录于开始记录操作员之前</translation>
    </message>
    <message>
        <source>run by %1</source>
        <translation>由 %1 执行</translation>
    </message>
    <message>
        <source>By</source>
        <translation>操作员</translation>
    </message>
    <message>
        <source>Changed by someone else</source>
        <translation>已被他人修改</translation>
    </message>
    <message>
        <source>%1.

Save your version over theirs? Their change is then lost.</source>
        <translation>%1。

用您的版本覆盖对方的版本吗？对方的更改将丢失。</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>A &amp;team store:</source>
        <translation>团队存储(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Open now</source>
        <translation>立即打开(&amp;O)</translation>
    </message>
    <message>
        <source>Open:</source>
        <translation>已打开：</translation>
    </message>
    <message>
        <source>Schema:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>角色：</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Lifecycle rules:</source>
        <translation>生命周期规则：</translation>
    </message>
    <message>
        <source>The store open now</source>
        <translation>当前打开的存储</translation>
    </message>
    <message>
        <source>When Fleetdeck starts, open</source>
        <translation>Fleetdeck 启动时打开</translation>
    </message>
    <message>
        <source>A team store is a PostgreSQL database the team shares. Its password comes from ~/.pgpass (or PGPASSFILE), never from the address, which shows in process lists and settings. A server elsewhere is reached with sslmode=verify-full unless the address says otherwise. A store named with --db on the command line wins over this choice.</source>
        <translation>团队存储是团队共享的 PostgreSQL 数据库。其密码来自 ~/.pgpass（或 PGPASSFILE），绝不来自地址，因为地址会显示在进程列表和设置中。除非地址另有说明，远程服务器使用 sslmode=verify-full 连接。命令行上用 --db 指定的存储优先于此选择。</translation>
    </message>
    <message>
        <source>This machine&apos;s &amp;file (%1)</source>
        <translation>本机文件(&amp;F)（%1）</translation>
    </message>
    <message>
        <source>A team store&apos;s address starts with postgresql://</source>
        <translation>团队存储的地址以 postgresql:// 开头</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>未打开任何存储。</translation>
    </message>
    <message>
        <source>Team store %1</source>
        <translation>团队存储 %1</translation>
    </message>
    <message>
        <source>This machine&apos;s file %1</source>
        <translation>本机文件 %1</translation>
    </message>
    <message>
        <source>version %1 (this Fleetdeck knows up to %2)</source>
        <translation>版本 %1（此 Fleetdeck 最高支持 %2）</translation>
    </message>
    <message>
        <source>the file&apos;s owner: may change everything</source>
        <translation>文件所有者：可修改一切</translation>
    </message>
    <message>
        <source>%1 may only read: adding, editing and removing nodes, deploying keys and renting are off</source>
        <translation>%1 只能读取：添加、编辑和删除节点、部署密钥和租用均已关闭</translation>
    </message>
    <message>
        <source>%1 may change the fleet</source>
        <translation>%1 可以修改集群</translation>
    </message>
    <message numerus="yes">
        <source>read from the store, as %n collector(s) wrote it; this console opens no SSH session to poll</source>
        <translation>
            <numerusform>从存储读取，由 %n 个采集器写入；此控制台不为轮询打开 SSH 会话</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>polled by this console every %n second(s)</source>
        <translation>
            <numerusform>由此控制台每 %n 秒轮询</numerusform>
        </translation>
    </message>
    <message>
        <source>judged by this console</source>
        <translation>由此控制台判定</translation>
    </message>
    <message>
        <source>judged elsewhere: a read-only role never acts on them</source>
        <translation>在别处判定：只读角色从不执行</translation>
    </message>
    <message>
        <source>judged by another console or fleetdeck-cli lifecycle on this store; this one takes over when it exits</source>
        <translation>由此存储上的另一个控制台或 fleetdeck-cli lifecycle 判定；其退出后由本控制台接管</translation>
    </message>
    <message>
        <source>judged by this console (one process on a team store does)</source>
        <translation>由此控制台判定（团队存储上由一个进程执行）</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>由 %1</translation>
    </message>
</context>
</TS>
