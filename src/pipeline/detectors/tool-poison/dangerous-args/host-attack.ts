/**
 * What an intruder runs on a host once a command runs there, beyond the shell table's classics:
 * system binaries made to fetch or run a payload (LOLBAS), defences and logs switched off,
 * persistence that survives a reboot, a way up to root (GTFOBins, setuid copies, sudoers), and
 * credential stores dumped. Each is one command an injected agent can be talked into; the
 * administrative look-alikes (`systemctl status auditd`, `reg query`, `certutil -hashfile`,
 * `find -exec grep`) name the same programs and stay out by shape.
 *
 * Patterns follow the other tables' RE2 budget: unbounded line spans (`[^\n]*`), no counted
 * repetition; anything needing more is checked in `confirm`.
 */
import type { PatternRule } from './rule.js';

/** A shell named as a program to run: `/bin/sh`, `bash`, `sh -p`. */
const SHELL_PROGRAM = String.raw`(?:/usr)?(?:/bin/)?(?:ba|z|da|k)?sh\b`;
/** The same shell given nothing to run (interactive), as opposed to `bash deploy.sh`. */
const SHELL_ALONE = String.raw`${SHELL_PROGRAM}(?:\s+-[pil]+)?\s*(?:$|[;&|)'"])`;

/** Folders anyone can write to, where a dropped payload lands on Windows and Unix. */
export const WRITABLE_DIR = String.raw`(?:\\users\\public\\|\\(?:temp|tmp|appdata|downloads|programdata)\\|\\\\[\w.-]+\\|/tmp/|/dev/shm/|/var/tmp/)`;

/** A program file a download saved, and a launcher that then runs one. */
const PROGRAM_FILE = /\.(?:exe|dll|msi|scr|hta|bat|cmd|ps1|vbs)\b/i;
const LAUNCH = /\bstart-process\b|\binvoke-item\b|(?:^|[;&|]\s*)&\s*['"]?[$.\w]|(?:^|[;&|]\s*)\.\\[\w.-]+\.(?:exe|bat|cmd|ps1)\b|\brundll32\b|\bmsiexec\b|\bcmd(?:\.exe)?\s+\/c\b/im;

/** `Start-BitsTransfer`/`DownloadFile`/`Invoke-WebRequest` saving a program, then a launcher in the same command. */
function runsDownloadedProgram(text: string): boolean {
  return PROGRAM_FILE.test(text) && LAUNCH.test(text);
}

/** A download saved to a file: `curl -o F`, `wget -O F`, `curl ... > F`. */
const SAVED_DOWNLOAD = /\b(?:curl|wget)\b[^\n;&|]{0,300}?(?:\s-o\s*|\s-O\s*|\s--output[=\s]|>\s*)['"]?([^\s'";&|]{1,200})/gi;
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The saved file made executable and started as a command afterwards (`; chmod 777 /tmp/.k; nohup /tmp/.k &`),
 * whatever the mode's spelling and the launcher (`nohup`, `setsid`, `sudo`, `./name`).
 */
function runsSavedDownload(text: string): boolean {
  let seen = 0;
  for (const m of text.slice(0, 4000).matchAll(SAVED_DOWNLOAD)) {
    if (++seen > 8) break;
    const file = m[1]!;
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 600);
    const base = file.replace(/^.*\//, '');
    if (base === '' || base === '-' || base === '/dev/null') continue;
    const name = `(?:${escaped(file)}|\\./${escaped(base)})`;
    const chmod = new RegExp(String.raw`\bchmod\s+(?:-\w+\s+)*\S+\s+['"]?${name}['"]?(?:\s|$|;|&|\|)`).test(rest);
    const run = new RegExp(String.raw`(?:^|[;&|]\s*|\b(?:nohup|setsid|sudo|exec)\s+)['"]?${name}['"]?(?:\s|$|;|&|\|)`).test(rest.replace(/\bchmod\s+\S+\s+\S+/g, ''));
    if (chmod && run) return true;
  }
  return false;
}

/**
 * A rule whose pattern has open spans (`[^\n]*`) after common words (`edge`, `vi`, `sudo`) costs its
 * RE2 set many automaton states on long varied text. The set gets only `gate`, the rare tokens every
 * alternative of the rule contains; the whole pattern is checked in JS where the gate matched.
 */
function gatedBy(gate: string, rule: PatternRule): PatternRule {
  const whole = new RegExp(rule.pattern, 'i');
  const confirm = rule.confirm;
  return { ...rule, pattern: gate, confirm: (text) => whole.test(text) && (!confirm || confirm(text)) };
}

/** A word with carets inside it (`c^m^d`, `who^ami`), as cmd.exe reads it; bounded, so a long run of letters costs no backtracking. */
const CARET_WORD = /[a-z^]{0,16}[a-z]\^[a-z][a-z^]{0,16}/gi;
/** Commands a caret-split word spells: cmd.exe, PowerShell and the tools a payload reaches for. */
const CARET_SPLIT_COMMANDS: ReadonlySet<string> = new Set([
  'cmd', 'powershell', 'pwsh', 'whoami', 'net', 'certutil', 'bitsadmin', 'wmic', 'reg', 'schtasks', 'mshta', 'rundll32', 'regsvr32',
  'ipconfig', 'systeminfo', 'tasklist', 'taskkill', 'netsh', 'cscript', 'wscript', 'curl', 'echo', 'set', 'call', 'start', 'type',
  'copy', 'del', 'dir', 'ping', 'nslookup', 'iex', 'invoke', 'expression', 'vssadmin', 'bcdedit', 'msiexec', 'ftp', 'tftp',
]);

/** `$a$b` run as a command, where both variables were set to short literals in the same text (`a=c;b=at`). */
function assignsGluedVariables(text: string): boolean {
  for (const m of text.matchAll(/(?:^|[;&|]\s*)\$([a-z_]\w{0,8})\$([a-z_]\w{0,8})(?=\s|$)/gi)) {
    const assigned = (name: string): boolean => new RegExp(String.raw`(?:^|[\s;&|])${name}=[^\s;&|]{1,16}(?=[;&|\s])`).test(text);
    if (assigned(m[1]!) && assigned(m[2]!)) return true;
  }
  return false;
}

export const HOST_ATTACK_RULES: readonly PatternRule[] = [
  // a download saved, made executable and started (the shell table's `download then execute` reads only the plain `chmod +x` spelling)
  {
    family: 'download_execute',
    label: 'downloaded file made executable and run',
    pattern: String.raw`\bchmod\s+(?:-\w+\s+)*(?:0?[0-7]?[1357][0-7][0-7]|[ugoa]*\+[rw]*x)\b`,
    risk: 75,
    scope: 'shell',
    confirm: runsSavedDownload,
  },
  // a script interpreter handed a download as its program text (`python3 -c "$(curl ...)"`, `perl -e "$(wget -qO- ...)"`):
  // curl | sh by substitution. Kept out of the shell table's set, which is near its automaton budget.
  {
    family: 'download_execute',
    label: 'interpreter running a downloaded script',
    pattern: String.raw`\b(?:python[0-9.]*|perl|ruby|node|php)\s+-[cer]\s+['"]?(?:\$\(|<\()\s*(?:curl|wget)\b`,
    risk: 85,
  },
  // system binaries that fetch, decode or run a payload
  {
    family: 'download_execute',
    label: 'system binary running a dropped or remote payload',
    pattern: String.raw`\bcertutil(?:\.exe)?\s[^\n]*[-/]decode(?:hex)?\b[^\n]*\.(?:exe|dll|ps1|bat|cmd|vbs|hta|scr|js)\b|\brundll32(?:\.exe)?\s+['"]?[^\n,]*${WRITABLE_DIR}[^\n,]*,|\bwmic(?:\.exe)?\s+process\s+call\s+create\b|\bmsiexec(?:\.exe)?\s[^\n]*/(?:i|q|quiet)\b[^\n]*https?://|\bodbcconf(?:\.exe)?\s[^\n]*regsvr|\bcmstp(?:\.exe)?\s[^\n]*/s\b|\binstallutil(?:\.exe)?\s[^\n]*/u\b|\bmsbuild(?:\.exe)?\s+[^\n]*${WRITABLE_DIR}|\bforfiles\b[^\n]*\s/c\s+['"]?[^\n]*(?:${WRITABLE_DIR}|\.exe\b|\bpowershell\b|https?://)|\bmavinject(?:\.exe)?\b[^\n]*/injectrunning|\bhh(?:\.exe)?\s+https?://|\b[cw]script(?:\.exe)?\b[^\n]*//e:(?:jscript|vbscript)|\b[cw]script(?:\.exe)?\s[^\n]*${WRITABLE_DIR}|\bpcalua(?:\.exe)?\s[^\n]*-a\s|\bcertutil(?:\.exe)?\b[^\n]*-verifyctl\b[^\n]*https?://|\bwmic(?:\.exe)?\b[^\n]*/format:\s*['"]?https?://|\besentutl(?:\.exe)?\s[^\n]*/y\s+['"]?\\\\`,
    risk: 65,
    scope: 'shell',
  },
  // defences switched off: antivirus exclusions and services, audit and firewall daemons
  {
    family: 'security_tampering',
    label: 'antivirus or platform protection disabled, or told to skip a location',
    pattern: String.raw`\badd-mppreference\b[^\n]*-exclusion(?:path|process|extension|ipaddress)\b|\b(?:stop-service|set-service|sc(?:\.exe)?\s+(?:stop|config|delete))\b[^\n]*\b(?:windefend|sense|wdnissvc|wdboot|wdfilter)\b|\buninstall-windowsfeature\b[^\n]*windows-defender|\bdisableantispyware\b|\bdisablerealtimemonitoring\b[^\n]*\b(?:1|true)\b|\bmpcmdrun(?:\.exe)?['"]?\s[^\n]*-removedefinitions\b|\bselinux=disabled\b|\bsetenforce\s+permissive\b|\bspctl\s+--(?:master|global)-disable\b|\bcsrutil\s+disable\b`,
    risk: 65,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'security agent or audit service stopped',
    pattern: String.raw`\b(?:systemctl|service)\s+(?:stop|disable|mask|kill)\s+[^\n]*\b(?:apparmor|auditd|falcon-sensor|falcond|osqueryd|wazuh-agent|ossec|sysmon|crowdstrike|sentinelone|cbagentd|elastic-agent|mdatp|sophos-spl|cylancesvc|sentinel-agent|carbonblack)\b|\bservice\s+(?:auditd|falcon-sensor|wazuh-agent)\s+stop\b|\b(?:kill|pkill|killall|taskkill)\b[^\n]*\b(?:auditd|falcon(?:-sensor|d)?|osqueryd|sysmon(?:64)?|wazuh-\w+|msmpeng(?:\.exe)?|mssense(?:\.exe)?|sentinelagent|cbdefense|cylancesvc|elastic-endpoint)\b|\blaunchctl\s+(?:unload|bootout|remove|disable|stop)\b[^\n]*\b(?:crowdstrike|falcond?|sentinel\w*|carbonblack|cbdefense|jamf[\w.]*protect|osquery\w*|santa\w*|elastic-endpoint|cylance\w*|sophos\w*|wdav\w*|mdatp|xprotect\w*)\b|\baa-(?:teardown|disable)\b|\bauditctl\s+-D\b|\bauditpol(?:\.exe)?\s+(?:/clear|/remove|/set\b[^\n]*:disable)|\bwevtutil(?:\.exe)?\s+sl\s+\S+\s+/e:false|\bnetsh\s+advfirewall\s+set\s+\w+\s+state\s+off\b|\bset-netfirewallprofile\b[^\n]*-enabled\s+(?:false|0)\b|\bsysmon(?:64)?(?:\.exe)?\s+-u\b`,
    risk: 65,
    scope: 'shell',
  },
  // anti-forensics: shell history and system logs erased, timestamps copied from system files
  {
    family: 'security_tampering',
    label: 'shell history or system logs erased',
    pattern: String.raw`\bhist(?:file)?size\s*=\s*0\b|\bset\s+\+o\s+history\b|\bexport\s+histcontrol\s*=\s*ignorespace\b|\brm\s+(?:-{1,2}[a-z-]+\s+)*['"]?/var/log/?(?:\*|\s|$)|(?:\btruncate\s+-s\s*0\s+|>\s*|\bcat\s+/dev/null\s*>\s*)['"]?/var/log/(?:auth|secure|syslog|messages|wtmp|btmp|lastlog|audit/audit|kern)\b|\bjournalctl\s[^\n]*--vacuum-(?:time=1s|size=1[kmb]?\b|files=1\b)|\bclear-eventlog\b|\bremove-eventlog\b|\btouch\s+(?:-\w+\s+)*-r\s+/(?:bin|sbin|usr/bin|usr/sbin|etc)/|\bsed\s+-i\b[^\n]*/var/log/(?:auth|secure|syslog|messages|wtmp|btmp|lastlog|audit)|\bfind\s+/var/log\b[^\n]*-exec\s+(?:truncate|shred)\b|\bln\s+-\w*s\w*\s+/dev/null\s+\S*_history\b|\bfsutil(?:\.exe)?\s+usn\s+deletejournal\b|\b(?:remove-item|clear-content|del|rm)\b[^\n]*historysavepath|\b(?:shred|rm)\s+[^\n]*\.(?:zsh|python|mysql|psql|node_repl|sqlite)_history\b|>\s*['"]?~?[\w/.-]*\.(?:bash|zsh)_history\b|\bfor\s+\w+\s+in\s+/var/log/[^\n]*;\s*do\b[^\n]*(?:>\s*['"]?\$|\btruncate\b|\bshred\b|\brm\b)`,
    risk: 60,
    scope: 'shell',
  },
  // persistence and rootkit-style hooks
  {
    family: 'security_tampering',
    label: 'library preloaded into every process',
    pattern: String.raw`>>?\s*['"]?/etc/ld\.so\.preload\b|\btee\s+(?:-a\s+)?/etc/ld\.so\.preload\b`,
    risk: 80,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'persistence file made immutable',
    pattern: String.raw`\bchattr\s+(?:-r\s+)?\+[ia]\b[^\n]*(?:/etc/(?:cron|passwd|shadow|sudoers|ssh|ld\.so|rc\.local|systemd)|authorized_keys|/tmp/|/dev/shm/)`,
    risk: 55,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'sudo rights granted without a password',
    pattern: String.raw`nopasswd\s*:[^\n]*(?:>>?\s*|\btee\b[^\n]*)/etc/sudoers|\bsed\s+-i\b[^\n]*nopasswd[^\n]*/etc/sudoers|\bsudo\s+-u\s*#-1\b`,
    risk: 75,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'local account created or made administrator',
    pattern: String.raw`\badd-localgroupmember\b[^\n]*\badministrators\b|\bnet\s+localgroup\s+(?:administrators|"remote desktop users")\s+\S+\s+/add\b|\bnew-localuser\b[^\n]*-password\b`,
    risk: 65,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'account created or changed to root\'s user id',
    pattern: String.raw`\b(?:useradd|adduser|usermod)\b[^\n]*(?:--uid[= ]0\b|\s-o?u\s*0\b)`,
    risk: 70,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'boot or scheduled job running from a temporary place or a socket',
    pattern: String.raw`(?:/tmp/|/dev/shm/|/var/tmp/|\bnc\s|/dev/tcp/|\bbase64\s)[^\n]*(?:\|\s*(?:sudo\s+)?crontab\b|>>?\s*['"]?(?:/var/spool/cron/|/etc/cron\.(?:d|hourly|daily)/|/etc/crontab\b))|>>\s*['"]?/etc/rc\.local\b|/library/launch(?:agents|daemons)/com\.apple\.|\bexecstart=\s*['"]?(?:/tmp/|/dev/shm/|/var/tmp/)`,
    risk: 60,
    scope: 'shell',
  },
  {
    family: 'download_execute',
    label: 'PowerShell download of a program then run',
    pattern: String.raw`start-bitstransfer\b|\.downloadfile\s*\(|\binvoke-webrequest\b|\biwr\b`,
    risk: 65,
    scope: 'shell',
    confirm: runsDownloadedProgram,
  },
  {
    family: 'download_execute',
    label: 'decoded payload written to disk and run',
    pattern: String.raw`\b(?:base64|base32|xxd|openssl\s+(?:enc|base64))\b[^\n]*\s(?:-d|--decode|-D|-r)\b[^\n]*>\s*\S+[^\n]*(?:&&|;)\s*(?:chmod\s+[+0-7]*x|\./|/tmp/|/dev/shm/)|\b(?:iex|invoke-expression)\b[^\n]*frombase64string|frombase64string[^\n]*[|;]\s*(?:iex|invoke-expression)\b`,
    risk: 70,
    scope: 'shell',
  },
  {
    family: 'download_execute',
    label: 'hidden PowerShell with its safeguards bypassed',
    pattern: String.raw`\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]*\s-w(?:indowstyle)?\s+(?:h(?:idden)?|1)\b`,
    risk: 60,
    scope: 'shell',
    confirm: (text) => /\s-(?:ep|exec(?:utionpolicy)?)\s+bypass\b|\s-nop(?:rofile)?\b|\s-e(?:nc|ncodedcommand)?\s+[a-z0-9+/=]{16,}|\\users\\public\\|\\appdata\\|\\temp\\/i.test(text),
  },
  {
    family: 'security_tampering',
    label: 'shadow copies or boot recovery destroyed',
    pattern: String.raw`win32_shadowcopy\b[^\n]*(?:\.delete\s*\(|remove-ciminstance|remove-wmiobject)|\bvssadmin(?:\.exe)?\s+resize\s+shadowstorage\b[^\n]*maxsize=\d+mb|\bdelete\s+shadows\s+/?all\b|\bbcdedit\b[^\n]*bootstatuspolicy\s+ignoreallfailures`,
    risk: 85,
    block: true,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'domain or macOS administrator account created',
    pattern: String.raw`\bnet\s+group\s+['"]?(?:domain admins|enterprise admins|schema admins|administrators)['"]?\s+\S+\s+/add\b|\badd-adgroupmember\b[^\n]*(?:domain|enterprise|schema)\s+admins|\bdscl\b[^\n]*uniqueid\s+0\b|\bdscl\b[^\n]*/groups/admin\s+groupmembership\b`,
    risk: 70,
    scope: 'shell',
  },
  {
    family: 'privilege_escalation',
    label: 'capability that grants root given to a program',
    pattern: String.raw`\bsetcap\s+['"]?cap_(?:setuid|setgid|sys_admin|sys_ptrace|sys_module|dac_override|dac_read_search|chown|fowner)\b`,
    risk: 65,
    scope: 'shell',
  },
  {
    family: 'privilege_escalation',
    label: 'container given the Docker socket with a shell',
    pattern: String.raw`\bdocker\s+run\b[^\n]*/(?:var/)?run/docker\.sock:`,
    risk: 55,
    scope: 'shell',
    confirm: (text) => /\s-(?:it|ti|i\s+-t|t\s+-i)\b|--privileged\b/.test(text) && /\s(?:ba|a)?sh\s*$/.test(text.trim()),
  },
  {
    family: 'privilege_escalation',
    label: 'interpreter replaced by an interactive shell',
    pattern: String.raw`\b(?:perl|ruby|lua|php|node)\s+-[erc]\s+['"][^\n]*\b(?:exec|system|spawn)\s*\(?\s*\\?['"]\s*${SHELL_ALONE}`,
    risk: 55,
    scope: 'shell',
  },
  gatedBy(String.raw`password_value|login\s*\\?\s*data\b|\bkey4\.db\b|\bcookies\.sqlite\b|\blogins\.json\b|default[/\\]+(?:network[/\\]+)?cookies\b|find-generic-password|find-internet-password|dump-keychain|\bcmdkey|\bvaultcmd|\b(?:pypykatz|lsassy|nanodump|handlekatz|donpapi|sharpchrome|sharpdpapi)\b|\btcpdump\b`, {
    family: 'credential_access',
    label: 'saved browser or keychain passwords read',
    pattern: String.raw`\bpassword_value\b[^\n]*\bfrom\s+logins\b|(?:google-chrome|google[/\\]+chrome|chromium|bravesoftware|microsoft[/\\]+edge|\bedge)[^\n]*[/\\]login\s*\\?\s*data\b|(?:google-chrome|google[/\\]+chrome|chromium|bravesoftware|microsoft[/\\]+edge|\bedge)[^\n]*[/\\]default[/\\]+(?:network[/\\]+)?cookies\b|\bkey4\.db\b|\bcookies\.sqlite\b|\blogins\.json\b|\bsecurity\s+(?:find-generic-password|find-internet-password)\b[^\n]*\s-\w*w|\bsecurity\s+dump-keychain\b[^\n]*-d|\bcmdkey(?:\.exe)?\s+/list\b|\bvaultcmd(?:\.exe)?\s+/listcreds|\b(?:pypykatz|lsassy|nanodump|handlekatz|donpapi|sharpchrome|sharpdpapi)\b|\btcpdump\b[^\n]*\|\s*grep\s+(?:-\w+\s+)*['"]?(?:pass|user|pwd|authorization|cookie)`,
    risk: 65,
    scope: 'shell',
  }),
  {
    family: 'security_tampering',
    label: 'crypto-miner or mining pool',
    pattern: String.raw`\b(?:lolminer|t-rex|nbminer|ethminer|phoenixminer|gminer|teamredminer|srbminer\w*|xmr-stak\w*|nanominer)\b|\b(?:nanopool\.org|2miners\.com|minexmr\.com|supportxmr\.com|moneroocean\.stream|f2pool\.com|ethermine\.org|hashvault\.pro|c3pool\.com|herominers\.com|unmineable\.com)\b|--donate-level\b`,
    risk: 70,
    scope: 'shell',
  },
  gatedBy(String.raw`\\currentversion\\(?:run|runonce)\b|image file execution options\\|\b(?:sethc|utilman|osk|magnify|narrator|displayswitch)\.exe\b|\bnew-service\b`, {
    family: 'security_tampering',
    label: 'autostart entry or accessibility-tool backdoor',
    pattern: String.raw`\bset-itemproperty\b[^\n]*\\currentversion\\(?:run|runonce)\b|image file execution options\\[^\n]*(?:/v\s+|-name\s+)['"]?debugger\b|\b(?:copy|cp|move|mv|copy-item)\b[^\n]*\b(?:cmd|powershell)\.exe\b[^\n]*\b(?:sethc|utilman|osk|magnify|narrator|displayswitch)\.exe\b|\bnew-service\b[^\n]*-binarypathname\s+['"]?[^\n]*${WRITABLE_DIR}`,
    risk: 65,
    scope: 'shell',
  }),
  {
    family: 'credential_access',
    label: 'file system or registry searched for passwords and keys',
    pattern: String.raw`\bfind\s+/\s[^\n]*-i?name\s+['"]?(?:id_rsa|id_ed25519|id_ecdsa|\*\.kdbx|\*\.pem|\*\.key|\*\.pfx|\*\.ovpn|\.git-credentials|credentials|\.netrc|wp-config\.php)\b|\bgrep\s+(?:-\w+\s+)*-\w*r\w*\s[^\n]*\b(?:password|passwd|secret|api_?key)\b[^\n]*\s/(?:etc|home|root|var)?(?:\s|$|/)|\breg(?:\.exe)?\s+query\b[^\n]*/f\s+['"]?pass(?:word|wd)?\b|\bfindstr(?:\.exe)?\s+/\w*s\w*\b[^\n]*\bpass(?:word|wd)?\b`,
    risk: 55,
    scope: 'shell',
  },
  {
    family: 'credential_access',
    label: 'Windows credential protection weakened',
    pattern: String.raw`\\control\\lsa\b[^\n]*\b(?:disablerestrictedadmin|runasppl|lmcompatibilitylevel|nolmhash|disabledomaincreds)\b|\bwdigest\b[^\n]*\buselogoncredential\b[^\n]*/d\s+1\b`,
    risk: 65,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'remote desktop opened on the host',
    pattern: String.raw`\bfdenytsconnections\b[^\n]*/d\s+0\b|\bset-itemproperty\b[^\n]*terminal server[^\n]*fdenytsconnections[^\n]*-value\s+0\b`,
    risk: 55,
    scope: 'shell',
  },
  {
    family: 'privilege_escalation',
    label: 'kernel module loaded from a temporary or home directory',
    pattern: String.raw`\b(?:insmod|modprobe)\s+[^\n]*(?:/tmp/|/dev/shm/|/var/tmp/|/home/|\./)\S*\.ko\b`,
    risk: 70,
    scope: 'shell',
  },
  // privilege escalation: shells from tools that run commands (GTFOBins), setuid copies, the host's namespaces
  gatedBy(String.raw`-exec\s|\bvim?\b|\bsudo\s|\bscript\s+-qc|\bexpect\s+-c|exec(?:64)?(?:\.exe)?\s|\bzip\b|\brsync\b|\bgdb\b`, {
    family: 'privilege_escalation',
    label: 'interactive shell spawned from another tool',
    pattern: String.raw`-exec\s+${SHELL_PROGRAM}(?:\s+-p)?\s*(?:\\;|';'|\+)|\bvim?\b[^\n]*\s-c\s*['"]?:?\s*(?:!\s*${SHELL_PROGRAM}|sh(?:ell)?\b|set\s+shell=)|\bsudo\s+(?:-\S+\s+)*(?:env|nice|ionice|stdbuf|timeout\s+\d+|taskset\s+\S+|time|strace|ltrace|xargs|flock\s+\S+)\s+${SHELL_ALONE}|\bsudo\s+(?:-\S+\s+)*(?:perl|ruby|lua|python[0-9.]*)\s+-[ec]\s+['"][^\n]*(?:exec|system|spawn)\s*\(?\s*['"]${SHELL_PROGRAM}|\b(?:script\s+-qc|expect\s+-c\s+['"]spawn)\s+${SHELL_PROGRAM}|\b(?:ps|pa)exec(?:64)?(?:\.exe)?\s(?:-\S+\s+)*-s\b[^\n]*\b(?:cmd|powershell|pwsh)(?:\.exe)?\b|\bzip\b[^\n]*\s-TT\s*['"]?${SHELL_PROGRAM}|\brsync\b[^\n]*\s-e\s*['"]?${SHELL_PROGRAM}\s|\bsudo\s+(?:-\S+\s+)*(?:\S*/)?git\s+-p\s+help\b|\bgdb\b[^\n]*-ex\s+['"]?!\s*${SHELL_PROGRAM}`,
    risk: 60,
    scope: 'shell',
  }),
  {
    family: 'security_tampering',
    label: 'set-user-id bit on a file in a temporary or hidden place',
    pattern: String.raw`\bchmod\s+(?:-{1,2}[a-z-]+\s+)*(?:[ugoa]*\+[rwx]*s[rwx]*|[2467][0-7]{3})\s+['"]?(?:/tmp/|/dev/shm/|/var/tmp/|\S*/\.[\w-])`,
    risk: 70,
    scope: 'shell',
  },
  // certificates exported with their private keys from the user's or machine's store
  {
    family: 'credential_access',
    label: 'certificate private keys exported from the store',
    pattern: String.raw`\bexport-pfxcertificate\b|\bcertutil(?:\.exe)?\s[^\n]*-exportpfx\b|\bcrypto::(?:certificates|capi|cng)\b`,
    risk: 60,
    scope: 'shell',
  },
  // a directory moved onto /dev/null is gone; free space overwritten so deleted files cannot be recovered
  {
    family: 'destructive_command',
    label: 'files moved onto /dev/null or free space wiped',
    pattern: String.raw`\bmv\s+(?:-\S+\s+)*\S+\s+/dev/null\b|\bcipher(?:\.exe)?\s+/w:`,
    risk: 70,
    scope: 'shell',
  },
  // root made reachable from outside: SSH root or password login switched on, the root password removed
  {
    family: 'security_tampering',
    label: 'root login opened',
    pattern: String.raw`\bpermitrootlogin\s+yes\b|\bpasswd\s+-d\s+root\b|\busermod\s+-p\s+['"]{2}\s+root\b`,
    risk: 60,
    scope: 'shell',
  },
  // files overwritten before removal: no undelete, no recovery from the disk
  {
    family: 'destructive_command',
    label: 'data shredded beyond recovery',
    pattern: String.raw`\bshred\b[^\n]*\s-\w*u\w*\b[^\n]*(?:/var/lib/|/var/www|/srv/|/home/|/root\b|/etc/|/opt/|\*)|\bwipefs\s+(?:-\w*a\w*|--all)\b`,
    risk: 70,
    scope: 'shell',
  },
  // a command decoded on the spot and handed to the OS or an evaluator: what runs is hidden from review
  {
    family: 'download_execute',
    label: 'decoded text run as a command or code',
    pattern: String.raw`\b(?:os\.system|os\.popen|subprocess\.\w+|exec|eval|system|shell_exec|passthru|Function)\s*\(\s*(?:base64\.b64decode|b64decode|base64_decode|bytes\.fromhex|codecs\.decode|zlib\.decompress|marshal\.loads|atob|Buffer\.from|gzinflate|str_rot13)\s*\(`,
    risk: 70,
  },
  // a reverse tunnel that publishes this machine's SSH, RDP, VNC or SMB on another host
  {
    family: 'lateral_movement',
    label: 'remote-access port exposed through a reverse tunnel',
    pattern: String.raw`\bssh\b[^\n]*\s-R\s*(?:[\w.]+:)?\d+:(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])?:?(?:22|3389|5900|445)\b`,
    risk: 60,
    scope: 'shell',
  },
  // a container's way out through the kernel: a cgroup release agent or a core-dump handler runs as root on the host
  {
    family: 'privilege_escalation',
    label: 'container escape through a kernel callback',
    pattern: String.raw`\b(?:release_agent|notify_on_release)\b|/proc/sys/kernel/core_pattern\b|\bmount\s+-t\s+cgroup\b|/proc/sysrq-trigger\b`,
    risk: 65,
    scope: 'shell',
    confirm: (text) => /(?:>|\btee\b|\bmount\b)[^\n]*(?:release_agent|notify_on_release|cgroup)|\|\s*\/[^\n]*>\s*\/proc\/sys\/kernel\/core_pattern|>\s*\/proc\/sysrq-trigger/i.test(text),
  },
  {
    family: 'security_tampering',
    label: 'entering the host namespaces from a container',
    pattern: String.raw`\bnsenter\b[^\n]*(?:--target[= ]1\b|-t\s*1\b)`,
    risk: 70,
    scope: 'shell',
  },
  // credential stores: registry hives, the domain database, a process's memory
  {
    family: 'credential_access',
    label: 'credential store or process memory dumped',
    pattern: String.raw`\breg(?:\.exe)?\s+(?:save|export)\s+['"]?hklm\\(?:sam|system|security)\b|\bntdsutil\b[^\n]*\b(?:ifm|snapshot)\b|\besentutl(?:\.exe)?\s[^\n]*ntds\.dit|harddiskvolumeshadowcopy\d*\\windows\\(?:ntds\\ntds\.dit|system32\\config\\(?:sam|system|security))|/proc/(?:\d+|self|\$\w+|\$\(\s*pgrep\s[^)]*\))/mem\b|\bgcore\b[^\n]*\$\(\s*pgrep\s+(?:sshd|sudo|gnome-keyring|lsass)|\bcomsvcs(?:\.dll)?\b[^\n]*\bminidump\b|\bsqldumper(?:\.exe)?\s+\d+|\bunshadow\b\s+\S+\s+\S*shadow`,
    risk: 70,
    scope: 'shell',
  },
  // cmd.exe drops carets (`c^m^d /c who^ami`): a command word broken up so no filter reads it whole
  {
    family: 'command_injection',
    label: 'command word split by carets',
    pattern: String.raw`(?:^|[\s&|;("])[a-z]{0,8}\^[a-z]{1,8}\^[a-z]`,
    risk: 55,
    proseRisk: 20,
    confirm: (text) => [...text.matchAll(CARET_WORD)].some((m) => CARET_SPLIT_COMMANDS.has(m[0].replace(/\^/g, '').toLowerCase())),
  },
  // a command word made of variables (`call %x%%y%`, `cmd /v:on ... !a!`, `$a$b`): no filter sees what runs
  {
    family: 'command_injection',
    label: 'command assembled from variables',
    pattern: String.raw`(?:^|[&|;]\s*)(?:call\s+)?%\w{1,12}%%\w{1,12}%|/v:on\b[^\n]{0,200}(?:&&?|\|\|?)\s*!\w{1,12}!`,
    risk: 55,
    proseRisk: 20,
  },
  // the same in sh: pieces assigned one by one (`a=c;b=at;$a$b /etc/shadow`), then run glued together
  {
    family: 'command_injection',
    label: 'command assembled from shell variables',
    pattern: String.raw`(?:^|[;&|]\s*)\$[a-z_]\w{0,8}\$[a-z_]\w{0,8}(?:\s|$)`,
    risk: 55,
    proseRisk: 20,
    confirm: assignsGluedVariables,
  },
  // Invoke-Expression reached by an indirect name (`&(gcm i*x)`, `$shellid[1]+$shellid[13]+'x'`) or a
  // script block built from a string: the download-cradle rule looks for the name
  {
    family: 'download_execute',
    label: 'PowerShell running a string through an indirect name',
    pattern: String.raw`&\s*\(\s*(?:gcm|get-command)\s+['"]?[\w*?]*[*?]|\$(?:shellid|pshome|env:comspec)\[\d+\]\s*\+|\[scriptblock\]::create\s*\(|\$verbosepreference\.tostring\(\)\[`,
    risk: 70,
    proseRisk: 20,
  },
  // a program from a user-writable folder started with its window hidden
  {
    family: 'download_execute',
    label: 'hidden program started from a user-writable folder',
    pattern: String.raw`\bstart-process\b[^\n]{0,200}-windowstyle\s+hidden`,
    risk: 60,
    confirm: (text) => /\$env:(?:temp|tmp|appdata|public)|%(?:temp|tmp|appdata|public)%|\\(?:temp|appdata|users\\public)\\/i.test(text),
  },
];
