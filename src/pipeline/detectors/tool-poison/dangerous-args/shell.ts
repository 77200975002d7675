/**
 * Shell families: destructive commands, download-and-execute, reverse shells, command injection
 * (metacharacter chains, substitutions, interpreter one-liners) and security tampering.
 */
import type { PatternRule } from './rule.js';
import { SSH_KEY_USE } from './traversal.js';

/** a command separator or the start of a substitution */
const SEP = '(?:[;|&\\n\\x60]|\\$\\()';
/** commands an injected payload runs to learn where it landed */
const RECON =
  '(?:/usr/bin/|/bin/)?(?:id|whoami|uname|ifconfig|ipconfig|netstat|systeminfo|sysinfo|printenv|getent|tasklist)';
const RECON_END = '(?:\\s*$|\\s*[;|&\\x60)\\n\'"]|\\s+-{1,2}[a-z]|\\s+/[a-z])';
const ROOTISH =
  '[\'"]?(?:/|/\\*|~/?\\*?|\\$home/?|\\$\\{home\\}/?|/(?:etc|usr|var|home|boot|bin|sbin|lib|lib64|root|opt|sys|dev|proc|srv|mnt)/?\\*?)[\'"]?(?:\\s|$|[;&|)])';

/** A Markdown code fence marker (```sh) and an inline code span set off by a space (`id`). */
const CODE_FENCE = /\x60{3,}[\w+-]*/g;
const INLINE_CODE = /(^|[\s([,:])\x60([^\x60\n]{1,80})\x60/g;

/**
 * `rule` for a separator that may be a backtick: its pattern must still match once Markdown code
 * is taken as text (`id` in "the `id` field", a ```sh fence). A backtick glued to an argument
 * (example.com`id`) is no code span and still counts.
 */
function outsideMarkdownCode(rule: PatternRule): PatternRule {
  const re = new RegExp(rule.pattern, 'i');
  return { ...rule, confirm: (text) => !text.includes('\x60') || re.test(text.replace(CODE_FENCE, ' ').replace(INLINE_CODE, '$1 $2 ')) };
}

/**
 * One command of a survey of the machine the agent works on: the kernel, the distribution, the
 * user, resources, a tool's version. A coding agent starts with them (`cat /etc/os-release &&
 * uname -a`); an injected `; id` follows a command of another kind (a ping, a lookup, a value).
 */
const SURVEY_STEP =
  /^(?:sudo\s+)?(?:uname(?:\s+-[a-z]+)?|id(?:\s+-[a-z]+)?|whoami|hostname(?:\s+-[a-z]+)?|cat\s+\/etc\/(?:os-release|lsb-release|issue|debian_version|redhat-release|alpine-release)|lsb_release(?:\s+-[a-z]+)*|hostnamectl|nproc|free(?:\s+-[a-z]+)?|df(?:\s+-[a-z]+)*|uptime|arch|sw_vers|pwd|date|echo\s+\$(?:shell|path|home|user)|[\w.-]+\s+(?:--version|-v|-V|version))$/i;

/** A value that is two or more survey steps and nothing else, joined by `&&`, `;`, `||` or lines. */
function surveysOwnMachine(text: string): boolean {
  const steps = text.trim().split(/\s*(?:&&|\|\||;|\n)\s*/);
  return steps.length >= 2 && steps.every((step) => SURVEY_STEP.test(step));
}

function notASurvey(rule: PatternRule): PatternRule {
  const confirm = rule.confirm;
  return { ...rule, confirm: (text) => !surveysOwnMachine(text) && (!confirm || confirm(text)) };
}

/**
 * Two rules whose span between command and target is bounded (300 characters). A counted span in
 * the first RE2 set multiplies its automaton's states: these two took most of its 48 µs a
 * development-set call (measured one rule left out at a time), and written unbounded they still
 * took most of its time on a 10 KB one-line JSON text. The set gets only the rare end of each (a
 * pipe into a shell, a redirect into a script file); the whole rule is checked in JS where it matched.
 */
const PIPED_TO_SHELL_SPAN = String.raw`\b(?:curl|wget|fetch|lwp-download|aria2c|http)\b[^|;&\n]{0,300}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+)?(?:\w+=\S*\s+)*(?:/usr)?(?:/bin/)?(?:ba|z|da|k|c|tc|fi|a)?sh\b`;
const PIPED_TO_SHELL_GATE = String.raw`\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+)?(?:\w+=\S*\s+)*(?:/usr)?(?:/bin/)?(?:ba|z|da|k|c|tc|fi|a)?sh\b`;
const WEBSHELL_WRITE_GATE = String.raw`>\s*[\w./-]+\.(?:php\d?|phtml|jsp|jspx|asp|aspx|pl|cgi)\b`;
const WEBSHELL_WRITE_SPAN = String.raw`(?:<\?|\$_\w+|\beval\s*\(|\bsystem\s*\(|passthru|shell_exec|socket)[^\n]{0,300}>\s*[\w./-]{1,80}\.(?:php\d?|phtml|jsp|jspx|asp|aspx|pl|cgi)\b`;

function boundedSpan(pattern: string): (text: string) => boolean {
  const re = new RegExp(pattern, 'i');
  return (text) => re.test(text);
}

/** A storage grant to everyone: gsutil/gcloud IAM or ACL changes, an S3 ACL, a public-access block lifted. */
function opensCloudStorage(text: string): boolean {
  return (
    /\b(?:gsutil|gcloud)\b[^\n]*\b(?:iam|acl)\b[^\n]*\ball(?:authenticated)?users\b/i.test(text) ||
    /\baws\s+s3(?:api)?\b[^\n]*(?:--acl\s+public-read|put-bucket-acl\b[^\n]*public-read|--grant-read\b[^\n]*allusers)/i.test(text) ||
    /\baz\s+storage\b[^\n]*--public-access\s+(?:blob|container)\b/i.test(text)
  );
}

/**
 * Whether a download piped into an interpreter is run as a program: `| python3 -m json.tool`
 * pretty-prints it and `| perl -ne 'print if /x/'` filters it, reading the download as data.
 */
function runsTheDownload(text: string): boolean {
  const pipes = text.matchAll(/\|\s*(?:sudo\s+)?(?:python[0-9.]*|perl|ruby|php|node)\b([^|;&\n]*)/gi);
  for (const [, rest] of pipes) {
    const tail = rest!.trim();
    if (/^-m\s+json(?:\.tool)?\b/i.test(tail)) continue;
    if (/^-(?:c|e|ne|pe|lne|lane|r)\s/i.test(tail) && !/\b(?:exec|eval|system|popen|spawn|compile|require\(['"]child_process|__import__|subprocess|os\.)/i.test(tail)) continue;
    return true;
  }
  return false;
}

/**
 * Whether a file a download wrote (`-o a.py`, `-O /tmp/w.py`, `> x.sh`) is then run by an
 * interpreter (`python3 /tmp/w.py`): a download run as a program. A data file downloaded before
 * a different script runs (`curl -o data.json ... && python3 process.py`) is not.
 */
function interpretsTheDownload(text: string): boolean {
  const saved = /\b(?:wget|curl)\b[^\n;&|]*?(?:\s-o\s*|\s-O\s*|\s--output(?:-document)?[=\s]|>\s*)['"]?([^\s'";&|]+)/gi;
  for (const [, file] of text.matchAll(saved)) {
    const name = file!.split('/').pop()!;
    if (name === '' || name === '-') continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const run = new RegExp(String.raw`(?:&&|;)\s*(?:sudo\s+)?(?:python[0-9.]*|perl|ruby|php|node|bash|sh)\s+(?:-\S+\s+)*['"]?(?:\S*/)?${escaped}(?=[\s;&|)'"]|$)`, 'i');
    if (run.test(text)) return true;
  }
  return false;
}

/**
 * `kubectl get secret(s)` printing values (yaml, json, or piped to base64 decoding), or a jsonpath /
 * go-template that reaches the values (`.data`, `stringData`, a `range`, the whole object). A template
 * that reads only metadata (`{.metadata.creationTimestamp}`, a certificate's age) prints no secret.
 */
function dumpsClusterSecrets(text: string): boolean {
  const get = /\b(?:kubectl|oc)\s+(?:-{1,2}[\w-]+(?:[= ][^\s-]\S*)?\s+)*get\s+secrets?\b([^\n]*)/i.exec(text);
  if (!get) return false;
  const rest = get[1]!;
  if (/-o\s*=?\s*['"]?(?:ya?ml|json)\b(?!path)|\|\s*base64\s+(?:-d|--decode)/i.test(rest)) return true;
  const template = /-o\s*=?\s*['"]?(?:jsonpath|go-template)(?:=|\s)([^\n]*)/i.exec(rest);
  return template !== null && /\bdata\b|stringdata|\brange\b|\{\s*\.?\s*\}|\{\.\.|\.\*|^\s*$/i.test(template[1]!);
}

/** A script that sends the whole environment (`dict(os.environ)`, `JSON.stringify(process.env)`) over the network. */
function postsWholeEnvironment(text: string): boolean {
  const wholeEnv = /(?:dict\(\s*os\.environ\s*\)|json\.dumps\(\s*(?:dict\(\s*)?os\.environ\b|(?:data|json)\s*=\s*os\.environ\b|JSON\.stringify\(\s*process\.env\s*\)|body\s*:\s*process\.env\b)/i;
  const network = /\b(?:requests\.(?:post|put|get)|urllib|http\.client|httpx\.|fetch\s*\(|axios|https?\.request|XMLHttpRequest|socket\.)/i;
  return wholeEnv.test(text) && network.test(text);
}

/** `scp`/`rsync`/`sftp` of a database's files, key material or a dump to `host:` elsewhere. */
function copiesDataStoreOut(text: string): boolean {
  const source = /(?:\/var\/lib\/(?:postgresql|mysql|mongodb|redis|docker\/volumes)|\/etc\/(?:shadow|ssl\/private)|~?\/?\.(?:ssh|aws|gnupg|kube)\b|\.env\b|\.(?:sql|dump|bak|pem|key|kdbx|sqlite3?)\b|\b(?:db|database|customer|users?)[_-]?(?:dump|backup|export)\b)/i;
  const remote = /\s(?:[\w.-]+@)?(?:\d{1,3}(?:\.\d{1,3}){3}|[\w-]+(?:\.[\w-]+)+):/;
  const copied = text.replace(SSH_KEY_USE, ' ');
  // the key named with `-i` authenticates the copy; it is not what is copied
  if (source.test(copied) && remote.test(text)) return true;
  // a whole home directory or /etc, to a bare public address or a dynamic-DNS or throwaway name (not the org's backup host)
  return WHOLE_HOME_OR_ETC.test(copied) && ANONYMOUS_REMOTE.test(text);
}

/** A home directory or /etc as a whole, as a copy's source argument. */
const WHOLE_HOME_OR_ETC = /\s(?:~|\$home|\$\{home\}|\/home\/[\w.-]+|\/users\/[\w.-]+|\/root|\/etc)\/?\*?(?=\s)/i;
/** A remote `host:` that no organisation names: a public IPv4 address, a dynamic-DNS name, a throwaway top-level domain. */
const ANONYMOUS_REMOTE =
  /\s(?:[\w.-]+@)?(?:(?!(?:10|127)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)\d{1,3}(?:\.\d{1,3}){3}|[\w.-]+\.(?:duckdns\.org|no-ip\.(?:org|biz|com)|ddns\.net|dynu\.net|hopto\.org|zapto\.org|serveo\.net|xyz|top|click|icu|tk|ml|ga|cf|gq|pw|su)):/i;

/**
 * An archive, an image or a dump streamed into `ssh host 'cat > file'` (or `dd of=`): a copy out
 * without scp, of what the left side packs: keys, a home directory, a database, a container image.
 */
function streamsToRemote(text: string): boolean {
  const m = /\|\s*ssh\s[^|\n]{0,160}(?:\bcat\s*>|\bdd\s+of=|\btar\s+x)/i.exec(text);
  if (!m) return false;
  const left = text.slice(Math.max(0, m.index - 300), m.index);
  return /\b(?:docker|podman)\s+save\b|\b(?:pg_dump(?:all)?|mysqldump|mongodump)\b|\.(?:ssh|aws|gnupg|kube)\b|\b(?:tar|zip)\b[^\n|]{0,80}(?:\s~\/?\s|\$home|\/home\/|\/etc\b|\/var\/lib\/)/i.test(left);
}

const OS_CALL_WITH_LITERAL = /\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?)\s*\(\s*[fbr]?['"]|\b__import__\s*\(\s*['"](?:os|subprocess)/i;
const SUBPROCESS_CALL = /\bsubprocess\.(?:popen|call|run|check_output|check_call)\s*\(\s*(?:\[\s*[fbr]?['"]([^'"\n]{1,200})['"]|(shlex\.split\s*\())?/gi;
/** Programs that are a shell, an interpreter or a network client: run from a script, they run anything. */
const OPEN_ENDED_PROGRAM = /^(?:.*[/\\])?(?:(?:ba|z|da|k|c|tc|fi|a)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|python[0-9.]*|perl|ruby|php|node|nc|ncat|netcat|socat|telnet|curl|wget)$/i;
/**
 * A Python script that runs a fixed program with its arguments as a list (`subprocess.run(['git',
 * 'rev-parse', 'HEAD'])`, `subprocess.run(shlex.split(cmd))`) is ordinary code; a command string
 * handed to the OS (`os.system('...')`, `shell=True`), `__import__('os')` in a value, or a shell,
 * interpreter or network client started by the script still counts.
 */
function runsOsCommand(text: string): boolean {
  if (OS_CALL_WITH_LITERAL.test(text) || /\bshell\s*=\s*true\b/i.test(text)) return true;
  for (const m of text.matchAll(SUBPROCESS_CALL)) {
    const program = m[1]?.trim();
    if (m[2] !== undefined) continue;
    if (program === undefined || OPEN_ENDED_PROGRAM.test(program.split(/\s+/)[0]!)) return true;
  }
  return false;
}

const OS_CALL_LITERAL = /\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?)\s*\(\s*[fbr]?['"]\s*([^'"\s]+)/gi;
const OBFUSCATED_IMPORT = /\b__import__\s*\(\s*['"](?:os|subprocess)|\bshell\s*=\s*true\b/i;

/**
 * runsOsCommand for the code a code tool runs (`execute_python`, a notebook cell), where handing
 * a command to the OS is the code's own means (`os.system('pip install requests')`): it counts
 * when the program is a shell, an interpreter or a network client, when the command comes from a
 * variable or a string given to a shell, or when `os` is imported by name.
 */
function runsOpenEndedCommand(text: string): boolean {
  if (OBFUSCATED_IMPORT.test(text)) return true;
  for (const m of text.matchAll(OS_CALL_LITERAL)) if (OPEN_ENDED_PROGRAM.test(m[1]!)) return true;
  for (const m of text.matchAll(SUBPROCESS_CALL)) {
    if (m[2] !== undefined) continue;
    const program = m[1]?.trim();
    if (program === undefined || OPEN_ENDED_PROGRAM.test(program.split(/\s+/)[0]!)) return true;
  }
  return false;
}

/**
 * runsOsCommand for program source written into a file or a document, which runs later if at all:
 * a module handing its own variables to `subprocess.Popen(cmd, env=env)` is ordinary code. It
 * counts when the program named is a shell, an interpreter or a network client, when a command
 * string goes to a shell (`shell=True`, `os.system("...")`) or `__import__('os')`.
 */
function writesOpenEndedCommand(text: string): boolean {
  if (OS_CALL_WITH_LITERAL.test(text) || OBFUSCATED_IMPORT.test(text)) return true;
  for (const m of text.matchAll(SUBPROCESS_CALL)) {
    const program = m[1]?.trim();
    if (program !== undefined && OPEN_ENDED_PROGRAM.test(program.split(/\s+/)[0]!)) return true;
  }
  return false;
}

/** What a PHP payload reaches for: commands, eval, decoders, files, sockets, a function named by the request. */
const PHP_SINK =
  /\b(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec|eval|assert|create_function|call_user_func\w*|base64_decode|gzinflate|gzuncompress|str_rot13|hex2bin|include|include_once|require|require_once|file_get_contents|file_put_contents|fopen|fwrite|fputs|readfile|fsockopen|curl_exec|phpinfo|move_uploaded_file|unlink|copy|mail|preg_replace|extract|parse_str)\s*\(|\b(?:include|require)(?:_once)?\s*['"($]|\x60|\$_(?:get|post|request|cookie|server)\s*\[[^\]]*\]\s*\(|\$\w+\s*\(/i;

/**
 * A `<?php` block counts when it runs something (commands, eval, files, sockets): one that only
 * prints (`<?php echo htmlspecialchars($_GET['name']); ?>` uploaded as `index.php`) is a page, not
 * a payload. Short echo tags and request superglobals outside such a block count as before.
 */
function phpPayload(text: string): boolean {
  return PHP_SINK.test(text) || !/<\?php\b/i.test(text);
}

/** Paths a payload spells with wildcards instead of letters: account files and the programs it runs. */
const GLOBBED_TARGETS = [
  '/etc/passwd', '/etc/shadow', '/etc/sudoers', '/etc/group', '/root/.ssh/id_rsa', '/proc/self/environ',
  ...['sh', 'bash', 'cat', 'nc', 'ncat', 'id', 'whoami', 'wget', 'curl', 'python3', 'perl', 'uname'].flatMap((b) => [`/bin/${b}`, `/usr/bin/${b}`]),
];
/** A path token (starting with `/` after a delimiter), bounded: what a shell would glob. */
const GLOB_TOKEN = /(?<![^\s'"`;|&<>(){}=:])\/[^\s'"`;|&<>(){}]{1,40}/g;

/** Whether a path written with `?`/`*` standing for letters of a word (`c?t`, `e*c`) matches one of GLOBBED_TARGETS. */
function globsSensitivePath(text: string): boolean {
  for (const [token] of text.matchAll(GLOB_TOKEN)) {
    if (!/[a-z][?*]+[a-z]/i.test(token) || token.includes('=')) continue;
    const re = new RegExp(`^${token.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\?/g, '[^/]').replace(/\*/g, '[^/]*')}$`, 'i');
    if (GLOBBED_TARGETS.some((path) => re.test(path))) return true;
  }
  return false;
}

const MASS_CLOUD_DELETE =
  '\\baws\\s+s3\\s+rm\\b[^\\n]{0,200}--recursive|\\baws\\s+s3\\s+rb\\b[^\\n]{0,200}--force|\\bgsutil\\s+(?:-m\\s+)?rm\\s+(?:-[a-z]*r|-r)|\\baz\\s+(?:group|storage\\s+(?:account|container))\\s+delete\\b|\\bterraform\\s+destroy\\b[^\\n]{0,80}-auto-approve|\\bkubectl\\s+delete\\s+(?:ns|namespaces?|all|pods?|deployments?|pvc|pv)\\b[^\\n]{0,80}(?:--all\\b|--all-namespaces\\b|\\s-a\\b)|\\bkubectl\\s+delete\\s+(?:ns|namespaces?)\\b[^\\n]*(?:--force\\b|--grace-period[= ]0\\b|\\sprod)';
const MASS_CLOUD_DELETE_RE = new RegExp(MASS_CLOUD_DELETE, 'i');
/** `kubectl delete` of the objects a label or field selector picks (`--field-selector=status.phase=Failed -A`): targeted, not every object. */
const SELECTED_KUBECTL_DELETE = /\bkubectl\s+delete\b[^\n;&|]*\s(?:-l|--selector|--field-selector)[\s=][^\n;&|]*/i;
const SELECTED_KUBECTL_DELETES = new RegExp(SELECTED_KUBECTL_DELETE.source, 'gi');

export const SHELL_RULES: PatternRule[] = [
  // destructive
  { family: 'destructive_command', label: 'recursive delete of the file system root', pattern: `\\brm\\s+(?:-{1,2}[a-z-]+\\s+){1,5}${ROOTISH}`, risk: 95, block: true, proseRisk: 35 },
  { family: 'destructive_command', label: 'recursive delete of everything in place', pattern: '\\brm\\s+(?:-{1,2}[a-z-]+\\s+)*-[a-z]*r[a-z]*\\s+(?:\\*|\\.|\\./\\*)(?:\\s|$|[;&|])', risk: 60 },
  { family: 'destructive_command', label: 'file system format', pattern: '\\bmkfs(?:\\.[a-z0-9]+)?\\s|\\bformat\\s+[a-z]:(?:\\s|$|/)', risk: 95, block: true, proseRisk: 40 },
  { family: 'destructive_command', label: 'raw write to a block device', pattern: '\\bdd\\b[^\\n]{0,120}\\bof=/dev/(?:sd|hd|nvme|xvd|vd|mmcblk|disk|rdisk|md|dm-)|>\\s*/dev/(?:sd|hd|nvme|xvd|vd|mmcblk)[a-z0-9]*|\\b(?:shred|wipefs)\\b[^\\n]{0,60}/dev/', risk: 95, block: true },
  { family: 'destructive_command', label: 'fork bomb', pattern: ':\\s*\\(\\s*\\)\\s*\\{\\s*:\\s*\\|\\s*:\\s*&\\s*\\}\\s*;\\s*:|\\(\\)\\s*\\{[^}]{0,20}\\|[^}]{0,20}&\\s*\\}\\s*;|\\bwhile\\s*(?:true|:)\\s*;\\s*do\\s+[^;]{0,40}&\\s*done|%0\\|%0', risk: 95, block: true },
  { family: 'destructive_command', label: 'recursive permission change on the root', pattern: `\\b(?:chmod|chown|chgrp)\\s+(?:-{1,2}[a-z-]+\\s+)*(?:-r\\s+)?(?:0?[0-7]{3}|[ugoa]*[+=-][rwx]+|\\S+:\\S*|\\w+)\\s+(?:-r\\s+)?${ROOTISH}`, risk: 90, block: true, confirm: (t) => /\b(?:chmod|chown|chgrp)\b[^\n]*(?:-R\b|--recursive|\s\/(?:\s|$))/i.test(t) },
  { family: 'destructive_command', label: 'Windows recursive delete of a drive or system folder', pattern: '\\b(?:del|erase)\\s+(?:/[a-z]\\s+)*[a-z]:\\\\(?:\\*|windows|$|\\s)|\\b(?:rd|rmdir)\\s+/s\\s+(?:/q\\s+)?[a-z]:\\\\(?:windows|\\s|$)|remove-item\\b[^\\n]{0,100}-recurse[^\\n]{0,100}[a-z]:\\\\(?:\\s|$|\\*|windows)', risk: 90, block: true },
  { family: 'destructive_command', label: 'backup or shadow copy destruction', pattern: '\\bvssadmin(?:\\.exe)?\\s+delete\\s+shadows|\\bwbadmin\\s+delete|\\bbcdedit\\b[^\\n]{0,60}recoveryenabled\\s+no|\\bwmic\\s+shadowcopy\\s+delete', risk: 90, block: true, proseRisk: 35 },
  { family: 'destructive_command', label: 'kill every process', pattern: '\\bkill\\s+-(?:9|kill)\\s+-1\\b|\\bkillall5\\b', risk: 85, block: true },
  { family: 'destructive_command', label: 'system shutdown', pattern: '(?:^|[;&|\\n]\\s*|sudo\\s+)(?:shutdown|poweroff|halt|reboot|init\\s+[06])\\b', risk: 50, scope: 'shell' },
  { family: 'destructive_command', label: 'overwrite of an authentication file', pattern: '>>?\\s*/etc/(?:passwd|shadow|sudoers|gshadow|crontab)\\b|>>?\\s*~?[\\w/]*\\.ssh/authorized_keys', risk: 90, block: true },
  // download and execute
  // the download's output run as the command (`$(curl ...)`, `bash <(curl ...)`, `eval "$(wget -qO- ...)"`): curl | sh by substitution (the interpreters' `-c "$(curl ...)"` form is in host-attack.ts, whose set has room)
  { family: 'download_execute', label: 'download run through command or process substitution', pattern: String.raw`(?:^\s*['"]?|\b(?:eval|source)\s+['"]?|(?:^|[;&|]\s*)\.\s+|\b(?:ba|z|da|k)?sh\s+(?:-c\s+['"]?)?)(?:\$\(|<\()\s*(?:curl|wget)\b`, risk: 85 },
  { family: 'download_execute', label: 'download piped into a shell', pattern: PIPED_TO_SHELL_GATE, risk: 95, block: true, proseRisk: 45, confirm: boundedSpan(PIPED_TO_SHELL_SPAN) },
  { family: 'download_execute', label: 'download piped into an interpreter', pattern: '\\b(?:curl|wget)\\b[^|;&\\n]{0,300}\\|\\s*(?:sudo\\s+)?(?:python[0-9.]*|perl|ruby|php|node)\\b', risk: 90, block: true, proseRisk: 45, confirm: runsTheDownload },
  { family: 'download_execute', label: 'shell running a downloaded script', pattern: '\\b(?:ba|z)?sh\\s+<\\(\\s*(?:curl|wget)\\b|\\b(?:ba|z)?sh\\s+-c\\s+[\'"]?\\$\\(\\s*(?:curl|wget)\\b|\\beval\\s+[\'"]?\\$\\(\\s*(?:curl|wget)\\b|\\bsource\\s+<\\(\\s*(?:curl|wget)', risk: 95, block: true },
  { family: 'download_execute', label: 'decoded payload piped into a shell', pattern: '\\b(?:base64|base32|xxd|openssl\\s+(?:enc|base64))\\b[^|;&\\n]{0,40}\\s(?:-d|--decode|-D|-r|-a\\s+-d)\\b[^|;&\\n]{0,40}\\|\\s*(?:sudo\\s+)?(?:ba|z|k|da)?sh\\b', risk: 90, block: true },
  { family: 'command_injection', label: 'shell wildcards standing in for a path', pattern: '(?:^|[\\s;|&(`])/\\?{2,}[\\w?]*/[\\w?*]*\\?', risk: 65, scope: 'shell' },
  { family: 'download_execute', label: 'PowerShell download cradle', pattern: '\\b(?:iex|invoke-expression)\\b[^\\n]{0,200}(?:\\biwr\\b|invoke-webrequest|\\birm\\b|invoke-restmethod|downloadstring|downloadfile|net\\.webclient)|(?:downloadstring|\\biwr\\b|\\birm\\b|invoke-webrequest|invoke-restmethod)[^\\n]{0,300}\\|\\s*(?:iex|invoke-expression)\\b', risk: 95, block: true },
  { family: 'download_execute', label: 'encoded PowerShell command', pattern: '\\b(?:powershell|pwsh)(?:\\.exe)?\\b[^\\n]{0,80}\\s-e(?:nc|ncodedcommand)?\\s+[a-z0-9+/=]{20,}', risk: 70 },
  { family: 'download_execute', label: 'living-off-the-land downloader', pattern: '\\bcertutil(?:\\.exe)?\\b[^\\n]{0,60}-urlcache|\\bmshta(?:\\.exe)?\\s+(?:https?|vbscript|javascript):|\\bregsvr32\\b[^\\n]{0,80}/i:\\s*https?|\\bbitsadmin\\b[^\\n]{0,40}/transfer|\\brundll32\\b[^\\n]{0,80}javascript:', setEntry: '\\bcertutil(?:\\.exe)?\\b|\\bmshta(?:\\.exe)?\\s+(?:https?|vbscript|javascript):|\\bregsvr32\\b|\\bbitsadmin\\b|\\brundll32\\b', risk: 70 },
  { family: 'download_execute', label: 'downloaded script run by an interpreter', pattern: '\\b(?:wget|curl)\\b[^\\n]*(?:&&|;)\\s*(?:sudo\\s+)?(?:python[0-9.]*|perl|ruby|php|node|bash|sh)\\s', setEntry: '(?:&&|;)\\s*(?:sudo\\s+)?(?:python[0-9.]*|perl|ruby|php|node|bash|sh)\\s', risk: 75, confirm: interpretsTheDownload },
  { family: 'download_execute', label: 'download then execute', pattern: '\\b(?:wget|curl)\\b[^\\n]{0,200}(?:\\s-o\\s*|\\s-O\\s*|>\\s*)\\S+[^\\n]{0,80}(?:&&|;|\\|\\|)\\s*(?:chmod\\s+[+0-7]*x|(?:ba)?sh\\s+\\S|\\./|/tmp/|%(?:temp|tmp|appdata|public)%|\\$env:(?:temp|tmp|appdata))', risk: 75 },
  // reverse and bind shells
  { family: 'reverse_shell', label: 'reverse shell over /dev/tcp', pattern: '/dev/(?:tcp|udp)/[\\w.$-]+/\\d+|/inet/(?:tcp|udp)/\\d+/[\\w.$-]+/\\d+', risk: 95, block: true },
  { family: 'reverse_shell', label: 'netcat executing a shell', pattern: '\\b(?:nc|ncat|netcat|nc\\.traditional|nc\\.openbsd)\\b[^\\n|;]{0,100}\\s(?:-[a-z]*[ec]\\s*[\'"]?(?:/bin/|/usr/bin/|cmd|powershell|(?:ba|z)?sh\\b)|--(?:sh-)?exec\\b)', risk: 95, block: true },
  { family: 'reverse_shell', label: 'named pipe shell relay', pattern: '\\bmkfifo\\b[^\\n]{0,200}\\b(?:nc|ncat|netcat|openssl|telnet|sh|bash)\\b|\\bmknod\\b[^\\n]{0,60}\\sp\\b[^\\n]{0,200}\\b(?:nc|telnet|sh)\\b', risk: 95, block: true },
  { family: 'reverse_shell', label: 'socat shell relay', pattern: '\\bsocat\\b[^\\n]{0,200}(?:exec|system):|\\bsocat\\b[^\\n]{0,200}\\bpty\\b', risk: 95, block: true },
  { family: 'reverse_shell', label: 'scripted socket shell', pattern: '\\bsocket\\b[^\\n]{0,400}\\bconnect\\b[^\\n]{0,400}(?:subprocess|pty\\.spawn|os\\.dup2|/bin/(?:ba)?sh|\\bexec\\s*\\(|cmd\\.exe|\\bspawn\\b|open\\s*\\(\\s*stdin)', risk: 95, block: true },
  { family: 'reverse_shell', label: 'PHP socket shell', pattern: '\\bfsockopen\\s*\\([^\\n]{0,300}(?:exec|shell_exec|system|popen|proc_open|/bin/(?:ba)?sh)', risk: 95, block: true },
  { family: 'reverse_shell', label: 'socket client in a one-liner', pattern: '\\bfsockopen\\s*\\(|\\btcpsocket\\.(?:open|new)\\s*\\(|net\\.sockets\\.tcpclient|\\bpty\\.spawn\\s*\\(|\\bos\\.dup2\\s*\\(', risk: 70 },
  { family: 'reverse_shell', label: 'PowerShell TCP shell', pattern: 'net\\.sockets\\.tcpclient[^\\n]{0,400}(?:getstream|iex|invoke-expression)', risk: 95, block: true },
  { family: 'reverse_shell', label: 'network client piped through a shell', pattern: '\\b(?:openssl\\s+s_client|telnet|nc|ncat|netcat|socat|curl|wget)\\b[^\\n|]*\\|\\s*(?:/bin/|/usr/bin/)?(?:ba|z|da|k)?sh(?:\\s+-i)?\\s*(?:2>&1\\s*)?\\|\\s*(?:openssl|telnet|nc|ncat|netcat|socat)\\b', risk: 95, block: true },
  { family: 'reverse_shell', label: 'telnet or xterm shell relay', pattern: '\\btelnet\\s+[\\w.-]+\\s+\\d+\\s*\\|\\s*/bin/(?:ba)?sh|\\bxterm\\s+-display\\s+[\\w.-]+:\\d|\\bexec\\s+\\d+<>\\s*/dev/', risk: 95, block: true },
  { family: 'reverse_shell', label: 'interactive shell redirected', pattern: '\\b(?:ba|z)?sh\\s+-i\\s*(?:>&|&>|2>&1|<&|>\\s*&|\\|)', risk: 80, block: true, proseRisk: 30 },
  // command injection
  notASurvey(outsideMarkdownCode({ family: 'command_injection', label: 'chained reconnaissance command', pattern: `${SEP}\\s*${RECON}${RECON_END}`, risk: 60 })),
  { family: 'command_injection', label: 'quote break-out into a command', pattern: '[\'"]\\s*(?:whoami|uname\\s+-a|ifconfig|ipconfig|netstat|systeminfo)\\b', risk: 55 },
  { family: 'command_injection', label: 'chained working-directory probe', pattern: `${SEP}\\s*(?:/bin/)?(?:pwd|hostname)${RECON_END}`, risk: 55, scope: 'nonshell' },
  { family: 'command_injection', label: 'chained command in a non-shell value', pattern: `${SEP}\\s*(?:(?:nohup|setsid|exec)\\s+)?(?:/usr/bin/|/bin/)?(?:ls|dir|cat|type|echo|sleep|ping|wget|curl|nc|ncat|bash|sh|cmd|powershell|perl|python[0-9.]*|php|ruby|net|netsh|whoami|uname|ifconfig|ipconfig|netstat|systeminfo|sysinfo)(?:\\s*(?:$|[;|&\\x60)])|\\s+-{1,2}\\w|\\s+/|\\s+[a-z]:\\\\|\\s+~|\\s+\\d+\\s*$)`, risk: 50, scope: 'nonshell', proseRisk: 20 },
  // a whole value that is a command in backticks (`\`id\``), or paths written in glob wildcards so no word is spelled (`/???/??t /???/p??s??`)
  { family: 'command_injection', label: 'command substitution in backticks as a value', pattern: '^\\s*\\x60\\s*(?:id|whoami|uname(?:\\s+-a)?|hostname|pwd|ls(?:\\s+-\\w+)?|ifconfig|env|ps(?:\\s+\\w+)?|cat\\s+\\S+|sleep\\s+\\d+|ping\\s+\\S+|nslookup\\s+\\S+|curl\\s+\\S+|wget\\s+\\S+)\\s*\\x60\\s*$', risk: 60, scope: 'nonshell' },
  { family: 'command_injection', label: 'path spelled in glob wildcards', pattern: '(?:^|[\\s;|&=])/\\?{2,}/[\\w?*]*[?*][\\w?*]*|/\\?{3}/\\?{1,3}\\w', risk: 60 },
  { family: 'command_injection', label: 'reconnaissance command as a non-shell value', pattern: '^\\s*[\'"]?\\s*(?:uname(?:\\s+-[a-z]+)?|ifconfig(?:\\s+-a)?|ipconfig(?:\\s+/all)?|netstat(?:\\s+-[a-z]+)?|whoami|systeminfo|sysinfo|which\\s+(?:curl|wget|nc|python\\d?|perl|gcc|bash)|sleep\\s+\\d+|ls\\s+-[a-z]+\\s+/\\S*|(?:perl|python[0-9.]*|ruby|php|node)\\s+-[erc]\\s+[\'"][^\\n]{0,400})\\s*$', risk: 45, scope: 'nonshell' },
  { family: 'command_injection', label: 'chained listing of system directories', pattern: `${SEP}\\s*(?:ls|dir)\\s+(?:-{1,2}[a-z]+\\s+)*(?:/(?:etc|home|root|var|usr|proc|opt)?(?:/|\\s|$|\\*)|[a-z]:\\\\)`, risk: 50 },
  { family: 'command_injection', label: 'chained read of a system file', pattern: `${SEP}\\s*(?:cat|type|more|less|head|tail|nl|tac)\\s+(?:/etc/|/proc/|[a-z]:\\\\|%\\w+%\\\\)`, risk: 60 },
  { family: 'command_injection', label: 'chained delay (time-based probe)', pattern: `${SEP}\\s*(?:sleep|timeout)(?:\\s|\\+)+(?:/t(?:\\s|\\+)+)?\\d+\\s*(?:$|[;|&\\n\\x60)])|${SEP}\\s*ping\\s+-[nic]\\s*\\d+\\s+(?:127\\.0\\.0\\.1|localhost)`, risk: 50, scope: 'nonshell' },
  { family: 'command_injection', label: 'output piped into a delay', pattern: '\\|\\s*sleep\\s+\\d+\\s*(?:$|[;|&\\n])', risk: 50 },
  { family: 'command_injection', label: 'chained remote fetch', pattern: `${SEP}\\s*(?:wget|curl|fetch|tftp)\\s+(?:-\\S+\\s+)*['"]?(?:https?|ftp)://`, risk: 50, scope: 'nonshell' },
  // a DNS lookup chained after a value: the out-of-band probe of a blind injection (`| nslookup x.oast.example`)
  { family: 'command_injection', label: 'chained DNS lookup', pattern: `${SEP}\\s*(?:nslookup|dig|host)\\s+(?:[-+]\\S+\\s+)*[\\w$.-]*\\.[a-z]{2,}`, risk: 55, proseRisk: 20, scope: 'nonshell' },
  // bash pattern substitution (`${t//hhh\\/hm/}`) that assembles a word out of a decoy string; a value has no use for it
  { family: 'command_injection', label: 'shell pattern substitution in a value', pattern: '\\$\\{\\w+//[^}\\n]{1,40}/[^}\\n]{0,40}\\}', risk: 50, scope: 'nonshell' },
  // letters of a command or a system file left out as wildcards (`/bin/c?t /e*c/sh*w`): globbed to the real name
  // (the wildcard's word ends the path segment: a URL's `/items?page=2` is a query, not a glob)
  { family: 'command_injection', label: 'system file or command spelled with wildcards', pattern: '/[\\w.-]*[a-z][?*]+[a-z][\\w.?*-]*(?:[\\s/\'";|&)]|$)', risk: 60, proseRisk: 20, confirm: globsSensitivePath },
  { family: 'command_injection', label: 'chained Windows account or firewall change', pattern: '\\bnet\\s+(?:user|localgroup)\\s+[^\\n]{1,80}/add\\b|\\bnetsh\\s+(?:adv)?firewall\\s+set\\b[^\\n]{0,60}(?:disable|off)\\b', risk: 70 },
  outsideMarkdownCode({ family: 'command_injection', label: 'command substitution running a payload', pattern: `(?:\\$\\(|\\x60)\\s*\\x60?\\s*(?:/usr/bin/|/bin/)?(?:id|whoami|uname|ls|dir|cat|pwd|hostname|curl|wget|nc|bash|sh|ifconfig|printenv|base64|sleep|ping|nslookup)\\b`, risk: 60, proseRisk: 25, scope: 'nonshell' }),
  outsideMarkdownCode({ family: 'command_injection', label: 'command substitution running recon', pattern: `(?:\\$\\(|\\x60)\\s*\\x60?\\s*(?:/usr/bin/|/bin/)?(?:id|whoami|uname|ifconfig|printenv|nslookup|ping|sleep|nc)\\b`, risk: 55, scope: 'shell' }),
  outsideMarkdownCode({ family: 'command_injection', label: 'command substitution glued to an argument', pattern: '[\\w.\\]]\\x60[a-z/][^\\x60\\n]{0,80}\\x60|[\\w.\\]]\\$\\([a-z/`][^)\\n]{0,80}\\)', risk: 50, proseRisk: 25, scope: 'nonshell' }),
  { family: 'command_injection', label: 'command name built from escape codes', pattern: `(?:\\$\\(|\\x60)\\s*(?:printf|echo\\s+-e|echo\\s+\\$)\\s*['"]?(?:\\\\x[0-9a-f]{2}|\\\\[0-7]{3}|\\\\u[0-9a-f]{4}){2,}|\\$'(?:\\\\x[0-9a-f]{2}|\\\\[0-7]{3}){2,}'`, risk: 70 },
  { family: 'security_tampering', label: 'set-user-id bit on a shell or interpreter', pattern: '\\bchmod\\s+(?:-{1,2}[a-z-]+\\s+)*(?:[ugoa]*\\+[rwx]*s[rwx]*|[2467][0-7]{3})\\s+(?:\\S*/)?(?:ba|da|z|k|c|tc)?sh\\b|\\bchmod\\s+(?:-{1,2}[a-z-]+\\s+)*(?:[ugoa]*\\+[rwx]*s[rwx]*|[2467][0-7]{3})\\s+(?:\\S*/)?(?:python[0-9.]*|perl|ruby|php|node|find|vim?|nano|less|more|env|cp|tar|awk|nmap)\\b', risk: 75 },
  { family: 'command_injection', label: 'IFS whitespace evasion', pattern: '\\$\\{ifs\\}|\\$ifs\\b|\\$\\{ifs%', risk: 65 },
  // characters cut out of an environment variable (`${PATH:0:1}` is `/`) to spell a path without writing one
  { family: 'command_injection', label: 'path character sliced from an environment variable', pattern: '\\$\\{(?:path|home|pwd|shell|ls_colors|ifs|oldpwd)[:~]-?\\d+:\\d+\\}', risk: 60 },
  // text decoded, reversed or translated, then run: piped into a shell, or as the command word itself (`;$(xxd -r ...)`)
  { family: 'command_injection', label: 'reversed or translated text run by a shell', pattern: '(?:\\brev\\b|\\btr\\s+[\'"]?[a-z]-[a-z]|\\bxxd\\s+-r)[^|\\n]*\\|\\s*(?:sudo\\s+)?(?:ba|z|k|da)?sh\\b|(?:^|[;&|]\\s*)\\$\\([^)\\n]*(?:\\brev\\b|\\bxxd\\s+-r|\\bbase(?:64|32)\\s+(?:-d|--decode)\\b)', risk: 65 },
  // the running shell re-invoked by its own name (`$0 -c`) or a shell binary spelled with wildcards (`/bin/b?sh`)
  { family: 'command_injection', label: 'shell invoked by an indirect name', pattern: '(?:^|[;&|]\\s*)(?:\\$0|\\$\\{0\\}|/(?:usr/)?bin/[\\w]*\\?[\\w?]*)\\s+-c\\b', risk: 60 },
  // `cat /e??/p?ss??`: a path whose every letter need not be written, two segments in a row
  { family: 'command_injection', label: 'path spelled with wildcards', pattern: '/[\\w.]*\\?[\\w.?]*/[\\w.]*\\?', risk: 55, scope: 'shell' },
  // IFS set to a character, then a command substitution that relies on it to split its words
  { family: 'command_injection', label: 'IFS reassigned before a command substitution', pattern: '\\bifs=[^\\s;]*\\s*;\\s*(?:\\x60|\\$\\()', risk: 60 },
  { family: 'command_injection', label: 'Windows shell reached through %COMSPEC%', pattern: '%comspec%\\s*(?:/[ck]\\b|$)|[;&|]\\s*%comspec%', risk: 55 },
  { family: 'command_injection', label: 'brace-expansion command', pattern: '\\{(?:cat|ls|id|wget|curl|nc|bash|sh|echo|whoami|uname),', risk: 60 },
  { family: 'command_injection', label: 'shellshock function definition', pattern: '\\(\\)\\s*\\{\\s*:?\\s*;?\\s*\\}\\s*;', risk: 90, block: true },
  { family: 'command_injection', label: 'code execution function call', pattern: '(?:^|[^.\\w])(?:system|exec|shell_exec|passthru|popen|proc_open|pcntl_exec|eval)\\s*\\(\\s*[\'"\\x60]', risk: 55, proseRisk: 30, inCode: () => false },
  { family: 'command_injection', label: 'embedded PHP code', pattern: '<\\?php|<\\?=\\s*\\$?\\w+\\s*\\(|\\$_(?:get|post|request|cookie|server)\\s*\\[', risk: 65, confirm: phpPayload },
  { family: 'command_injection', label: 'PHP complex-syntax code execution', pattern: '\\{\\$\\{|\\$\\{@?(?:print|phpinfo|system|exec|sleep|eval|md5|passthru)\\s*\\(', risk: 65 },
  { family: 'command_injection', label: 'webshell written to disk', pattern: WEBSHELL_WRITE_GATE, risk: 65, confirm: boundedSpan(WEBSHELL_WRITE_SPAN) },
  { family: 'command_injection', label: 'inline interpreter code', pattern: `${SEP}\\s*(?:perl|ruby|php|python[0-9.]*|node|lua)\\s+-[erc]\\s+['"]`, risk: 55 },
  { family: 'command_injection', label: 'encoded newline in a command', pattern: '%0[ad]|%250[ad]', risk: 50, scope: 'shell' },
  { family: 'command_injection', label: 'Python OS command call', pattern: '\\bos\\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?)\\s*\\(\\s*[fbr]?[\'"]|\\bsubprocess\\.(?:popen|call|run|check_output|check_call)\\s*\\(|\\b__import__\\s*\\(\\s*[\'"](?:os|subprocess)', risk: 65, confirm: runsOsCommand, inCode: runsOpenEndedCommand, inWritten: writesOpenEndedCommand },
  { family: 'command_injection', label: 'Log4Shell JNDI lookup', pattern: '\\$\\{jndi:|\\$\\{[^}]{0,40}\\$\\{(?:lower|upper|env|sys|::-)[^}]{0,20}\\}', risk: 95, block: true },
  { family: 'destructive_command', label: 'mass delete of cloud storage or infrastructure', pattern: MASS_CLOUD_DELETE, risk: 70, proseRisk: 30, confirm: (t) => !SELECTED_KUBECTL_DELETE.test(t) || MASS_CLOUD_DELETE_RE.test(t.replace(SELECTED_KUBECTL_DELETES, ' ')) },
  { family: 'destructive_command', label: 'force push to a main branch', pattern: '\\bgit\\s+push\\b[^\\n;&|]{0,60}\\s(?:-f|--force)\\b[^\\n;&|]{0,60}\\b(?:main|master|prod|production)\\b|\\bgit\\s+push\\b[^\\n;&|]{0,60}\\s\\+(?:main|master)\\b', risk: 45 },
  { family: 'exfiltration_command', label: 'data piped to a raw network socket', pattern: '\\|\\s*(?:nc|ncat|netcat|nc\\.traditional|nc\\.openbsd)\\s+(?:-[a-z]+\\s+)*[\\w.:-]+\\s+\\d{2,5}\\b', risk: 65, confirm: sendsOffHost },
  { family: 'exfiltration_command', label: 'environment variables sent over the network', pattern: '(?:^|[;&|\\n(]\\s*)(?:env|printenv|export\\s+-p|cat\\s+/proc/[\\w]+/environ)\\b[^\\n;&]{0,200}\\|[^\\n;&]{0,200}\\b(?:curl|wget|nc|ncat|netcat)\\b', risk: 85, block: true },
  // the whole environment as a request's data (`curl -d "$(env)" https://...`)
  { family: 'exfiltration_command', label: 'environment variables sent in a request', pattern: '\\b(?:curl|wget|http)\\b[^\\n]{0,200}\\$\\(\\s*(?:env|printenv|set|export\\s+-p|cat\\s+/proc/\\w+/environ)\\s*\\)', risk: 85, block: true },
  // a home or root directory served to the network: every key and token under it can be fetched
  { family: 'exfiltration_command', label: 'home or root directory served over HTTP', pattern: '(?:\\bcd\\s+(?:~|\\$home|/root|/)\\s*(?:&&|;)\\s*|\\bpushd\\s+~\\s*(?:&&|;)\\s*)python[0-9.]*\\s+-m\\s+(?:http\\.server|simplehttpserver)\\b|\\bhttp\\.server\\b[^\\n]{0,80}(?:--directory|-d)\\s+(?:~|/|\\$home|/root)/?(?:\\s|$)', risk: 55, scope: 'shell' },
  // the whole environment as a program's request body (a single variable read for a URL is ordinary)
  { family: 'exfiltration_command', label: 'environment variables posted by a script', pattern: 'os\\.environ|process\\.env\\b', risk: 75, confirm: postsWholeEnvironment },
  // a database's files or a key store copied to another machine; a build or a site copied out is ordinary
  { family: 'exfiltration_command', label: 'data store or key material copied to a remote host', pattern: '\\b(?:scp|rsync|sftp)\\b', risk: 60, scope: 'shell', confirm: copiesDataStoreOut },
  { family: 'exfiltration_command', label: 'keys, an image or a dump streamed to a remote host over ssh', pattern: '\\|\\s*ssh\\s', risk: 60, scope: 'shell', confirm: streamsToRemote },
  // a repository pushed whole to a remote added in the same command
  { family: 'exfiltration_command', label: 'repository mirrored to a newly added remote', pattern: 'remote\\s+add\\b', risk: 50, scope: 'shell', confirm: (text) => /\bgit\s+remote\s+add\s+(\S+)\s+\S+[^\n]*?(?:&&|;|\n)\s*git\s+push\s+(?:-\S+\s+)*\1\b[^\n]*--(?:all|mirror)\b/i.test(text) },
  // tampering
  { family: 'security_tampering', label: 'security control disabled', pattern: '\\bsetenforce\\s+0\\b|\\bufw\\s+disable\\b|\\biptables\\s+(?:-f|--flush)\\b|set-mppreference\\b[^\\n]{0,80}-disable\\w*\\s+(?:\\$?true|1)|\\bsystemctl\\s+(?:stop|disable|mask)\\s+(?:firewalld|apparmor|auditd|falcon|osquery)', risk: 65, proseRisk: 25 },
  { family: 'security_tampering', label: 'history or log wiping', pattern: '\\bhistory\\s+-c\\b|\\bunset\\s+histfile\\b|histfile=/dev/null|\\bwevtutil(?:\\.exe)?\\s+cl\\b|(?:shred|rm)\\s+[^\\n]{0,60}(?:\\.bash_history|/var/log/(?:auth|secure|syslog|wtmp|btmp|lastlog))', risk: 60, proseRisk: 25 },
  { family: 'security_tampering', label: 'privileged account creation', pattern: '\\busermod\\s+-a?g\\s*(?:sudo|wheel|root|admin)\\b|\\b(?:useradd|adduser)\\b[^\\n]{0,60}(?:-o\\s+-u\\s*0|-g\\s*(?:0|root|sudo|wheel))|\\becho\\s+[^\\n]{0,80}nopasswd', risk: 70 },
  { family: 'security_tampering', label: 'privileged container or host root mount', pattern: '\\bdocker\\s+run\\b[^\\n]{0,200}(?:--privileged|\\s-v\\s+/:/|--volume[= ]/:/|--pid[= ]host)|\\bnsenter\\b[^\\n]{0,40}\\s-t\\s+1\\b|\\bchroot\\s+/host\\b', risk: 70 },
  { family: 'security_tampering', label: 'autostart persistence', pattern: '\\breg(?:\\.exe)?\\s+add\\b[^\\n]*\\\\currentversion\\\\(?:run|runonce|runservices|policies\\\\explorer\\\\run|winlogon)\\b|\\bnew-itemproperty\\b[^\\n]*\\\\currentversion\\\\(?:run|runonce)\\b|\\bschtasks(?:\\.exe)?\\s+/create\\b[^\\n]*\\s/tr\\s|\\bsc(?:\\.exe)?\\s+create\\s+\\S+\\s+binpath\\s*=|\\b(?:wmic|register-wmievent)\\b[^\\n]*\\b(?:__eventfilter|commandlineeventconsumer)\\b', risk: 60 },
  // what an intruder runs to map a network or look for a way up; an agent rarely has a reason to
  { family: 'reconnaissance', label: 'network scan', pattern: '\\bnmap\\b[^\\n]*(?:\\s-s[a-z]\\b|\\s-p-|\\s-a\\b|\\s-o\\b|\\s--script\\b|/(?:8|1[0-9]|2[0-9]|3[0-2])\\b)|\\b(?:masscan|zmap)\\s', risk: 50, proseRisk: 20 },
  { family: 'reconnaissance', label: 'privilege-escalation enumeration', pattern: '\\bfind\\s+/\\s[^\\n]*-perm\\s+(?:-|/)?(?:u=s|g=s|[0-7]?[246]000)\\b|\\b(?:linpeas|linenum|winpeas|les\\.sh|pspy|unix-privesc-check|powerup\\.ps1|sherlock\\.ps1)\\b|\\bgetcap\\s+-r\\s+/', risk: 55, proseRisk: 20 },
  { family: 'reconnaissance', label: 'credential-theft or attack tool', pattern: '\\b(?:mimikatz|sekurlsa|lazagne|rubeus|kerberoast\\w*|secretsdump(?:\\.py)?|crackmapexec|netexec|bloodhound-python|sharphound|responder\\.py|procdump(?:64)?(?:\\.exe)?\\s[^\\n]*lsass)\\b|\\bhydra\\s[^\\n]*\\s-[lp]\\s|\\bhashcat\\s[^\\n]*\\s-m\\s|\\bsqlmap\\s[^\\n]*--(?:dump|dump-all|os-shell|os-pwn|os-cmd|passwords|file-read|file-write|sql-shell)\\b', risk: 65, proseRisk: 20 },
  // a library from a world-writable place loaded into a program (often a setuid one): code run under its identity
  { family: 'privilege_escalation', label: 'library preloaded from a temporary directory', pattern: '\\bld_preload\\s*=\\s*[\'"]?(?:/tmp/|/dev/shm/|/var/tmp/)[^\\s\'"]*\\.so\\b', risk: 60, proseRisk: 20 },
  // options of ordinary tools that run a program of the caller's choosing (GTFOBins)
  { family: 'command_injection', label: 'option that makes a tool run a shell', pattern: '--checkpoint-action\\s*=\\s*exec|--unzip-command\\s*=|--to-command\\s*=|--use-compress-program\\s*=\\s*[\'"]?(?:ba|z|da)?sh\\b|\\bcore\\.(?:sshcommand|pager|editor|fsmonitor)\\s*=|-o\\s*[\'"]?proxycommand\\s*=\\s*[\'"]?(?:;|[^\'"\\n]*(?:\\bsh\\b|\\bbash\\b|/dev/tcp|\\bnc\\s+-e|\\bcurl\\b|\\bwget\\b|\\bpython|\\bperl\\b))|-exec\\s+(?:/bin/)?(?:ba|z|da)?sh\\s+-c\\s+[\'"][^\'"\\n]*\\b(?:curl|wget|nc|ncat|scp|ftp|base64|/dev/tcp)\\b', risk: 70 },
  // cloud resources opened to everyone, and a cluster's secrets printed with their values: the set
  // gets a cheap literal, the shape is checked in JS (see other.ts on RE2's memory budget)
  { family: 'security_tampering', label: 'cloud storage opened to the public', pattern: 'allusers|allauthenticatedusers|public-read|--public-access\\s+(?:blob|container)', risk: 55, scope: 'shell', confirm: opensCloudStorage },
  { family: 'credential_access', label: 'cluster secrets dumped with their values', pattern: 'get\\s+secrets?\\b', risk: 50, scope: 'shell', confirm: dumpsClusterSecrets },
  { family: 'security_tampering', label: 'crypto-miner', pattern: '\\b(?:xmrig|minerd|cpuminer|cgminer)\\b|stratum\\+(?:tcp|ssl)://', risk: 70 },
];

/**
 * Whether some `… | nc host port` in the text sends its input to another machine: a port probe
 * (`-z`) carries no data, and a local listener (`localhost`, loopback) is not off the host.
 */
function sendsOffHost(text: string): boolean {
  const pipeToNetcat = /\|\s*(?:nc|ncat|netcat|nc\.traditional|nc\.openbsd)\s+((?:-[a-z]+\s+)*)([\w.:-]+)\s+\d{2,5}\b/gi;
  for (let m = pipeToNetcat.exec(text); m !== null; m = pipeToNetcat.exec(text)) {
    const probeOnly = /-[a-y]*z/i.test(m[1] ?? '');
    const local = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|0\.0\.0\.0)$/i.test(m[2]!);
    if (!probeOnly && !local) return true;
  }
  return false;
}

const NET_UTILS = new Set(['ping', 'ping6', 'nslookup', 'dig', 'host', 'traceroute', 'tracert', 'tracepath', 'whois', 'arping', 'mtr']);
/** Options of the network utilities that take a value (`-c 1`, `-W 2`, ...). */
const OPT_WITH_VALUE = /^-(?:[cinstwWIlpqQ]|-count|-interval|-timeout|-ttl|type|class|port)$/i;
const DNS_TYPES = /^(?:a|aaaa|any|mx|ns|txt|cname|soa|ptr|srv|caa|ds|dnskey|in|ch|axfr)$/i;
/** A host or an address; labels before the last may start with `_` (`_dmarc.example.com`, `_sip._tcp...`: service records). */
const HOSTISH = /^(?:[a-z0-9_-]{1,63}\.)*[a-z0-9-]{1,63}\.?$|^\[?[0-9a-f:.]+\]?$/i;

/** A host as a command outside a shell field names it: a dotted name, an address, or localhost. */
const QUALIFIED_HOST = /^(?:[a-z0-9-]{1,63}\.)+[a-z0-9-]{1,63}\.?$|^\[?[0-9a-f]*:[0-9a-f:.]+\]?$|^localhost$/i;

/**
 * `ping -c 1 example.com<payload>`: a network utility takes options and one host (DNS tools a
 * record type or a server too). Anything glued to or following the host is injected.
 * Returns a label when the command carries such a payload. Outside a shell field (`inProse`) the
 * value is a command only when its first word is followed by a qualified host: "Ping @alice when
 * the deploy finishes" is a sentence.
 */
export function networkUtilityPayload(value: string, inProse = false): string | null {
  const text = value.trimStart().slice(0, 2048);
  const first = /^(?:sudo\s+)?([a-z0-9]+)\s/i.exec(text);
  if (!first || !NET_UTILS.has(first[1]!.toLowerCase())) return null;
  const dns = /^(?:nslookup|dig|host|whois)$/i.test(first[1]!);
  const tokens = text.slice(first[0].length).trim().split(/\s+/);
  let positional = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^[-+@]/.test(token) && !/[;|&`$<>(){}'"\\]/.test(token)) {
      if (OPT_WITH_VALUE.test(token)) i++;
      continue;
    }
    positional++;
    if (positional === 1) {
      if (inProse && !QUALIFIED_HOST.test(token.replace(/[;|&`$<>(){}'"\\].*$/, ''))) return null;
      if (!HOSTISH.test(token)) return 'shell metacharacters after a network utility target';
      continue;
    }
    if (dns && positional <= 3 && (DNS_TYPES.test(token) || HOSTISH.test(token))) continue;
    return 'extra command after a network utility target';
  }
  return null;
}
