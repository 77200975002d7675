/** Path traversal, sensitive file access and file inclusion (wrappers, null bytes, log poisoning). */
import type { PatternRule } from './rule.js';

const ENC_DOT = '(?:%(?:25)*2e|%(?:25)*c0%(?:25)*ae|%(?:25)*e0%(?:25)*80%(?:25)*ae|%(?:25)*u(?:ff0e|002e)|0x2e|%%32%65)';
const ENC_SEP =
  '(?:%(?:25)*(?:2f|5c)|%(?:25)*c0%(?:25)*(?:af|2f|5c)|%(?:25)*c1%(?:25)*(?:9c|af)|%(?:25)*u(?:2215|2216|efc8|f025|ff0f)|%%3[25]%[0-9a-f]{2}|%%35%63|0x2f|0x5c)';
const SEP = '[/\\\\]';
const START = '(?:^|[/\\\\=\\s\'"(:]|%(?:25)*(?:2f|5c))';

/** Committed templates of an environment file, which hold placeholders, not secrets. */
const ENV_TEMPLATE = /(?:^|[/\\])\.env\.(?:example|sample|template|dist|defaults?|tmpl|schema)(?:$|[\s'"])/gi;
const ENV_FILE = /(?:^|[/\\])\.env(?:\.\w+)?(?:$|[\s'"])/i;

/** Whether `text` names an environment file other than a committed template (`.env.example`). */
function namesRealEnvFile(text: string): boolean {
  return OTHER_SECRET_FILES.test(text.replace(PUBLIC_KEY_FILE, ' ').replace(SSH_KEY_USE, ' ')) || ENV_FILE.test(text.replace(ENV_TEMPLATE, ' '));
}
const ACCOUNT_DATABASE = /\betc[/\\]+(?:passwd|shadow|gshadow|master\.passwd|sudoers|security[/\\]+opasswd)\b/i;
/**
 * An account database named only to check or tighten it: its mode closed to others (`chmod 640`),
 * its owner set to root, its attributes listed, or the sudoers syntax checked (`visudo -c`).
 * Nothing is read out; opening it to others (`chmod 666`), reading or copying it still counts.
 */
const ACCOUNT_FILE_HARDENING =
  /\b(?:chmod\s+(?:-R\s+)?0?[0-7][0-7]0|chmod\s+(?:-R\s+)?(?:[ugo]*o[ugo]*|a)-[rwx]+|chown\s+(?:-R\s+)?root(?::(?:root|shadow|wheel))?|chgrp\s+(?:-R\s+)?(?:root|shadow|wheel)|ls\s+-\w*l\w*|stat|lsattr|getfacl|visudo\s+-c\w*f?)\s+['"]?\/etc\/(?:passwd|shadow|gshadow|sudoers)\b['"]?/gi;

/**
 * The caller's own SSH key handed to the programs that use it without reading it out: its mode
 * tightened (`chmod 600`), loaded into the agent (`ssh-add`), generated (`ssh-keygen -f`) or named
 * for a connection (`ssh -i`, `scp -i`). The key's content goes nowhere; a `cat`, a copy or an
 * upload of the same file is still the key read.
 */
export const SSH_KEY_USE =
  /\b(?:chmod\s+(?:-R\s+)?(?:[0-7]?[4-7]00|(?:[go]{1,2}|a)-[rwx]+)|chown\s+(?:-R\s+)?[\w.:-]+|ssh-add(?:\s+-[a-zA-Z]+)*|ssh-keygen\b[^;&|\n<>]*?\s-f|(?:ssh|scp|sftp)\b[^;&|\n<>]*?\s-i)\s+['"]?(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]+|\/Users\/[\w.-]+)?\/?\.ssh\/[\w.-]+['"]?/gi;
const PRIVATE_KEY_FILE = /\.ssh[/\\]+id_(?:rsa|dsa|ecdsa|ed25519)(?:$|[^.\w])/i;
/**
 * `htpasswd` creating or updating the password file it manages (`htpasswd -c /etc/nginx/.htpasswd
 * admin`): the tool prompts for the password and writes its hash; nothing is read out. Printing,
 * copying or including the same file still counts.
 */
const HTPASSWD_COMMAND = /\bhtpasswd\s+(?:-[a-zA-Z]+\s+)*['"]?[\w./~-]*\.htpasswd['"]?/gi;
const CREDENTIAL_STORE =
  /(?:^|[/\\\s])\.(?:htpasswd|netrc|pgpass|git-credentials|my\.cnf)\b|\brepair[/\\]+(?:sam|system|security)\b|\bsystem32[/\\]+config[/\\]+(?:sam|system|security)\b|[/\\]proc[/\\]+(?:self|\d+)[/\\]+environ\b/i;

/** The rule's alternatives other than an SSH private key. */
const OTHER_CREDENTIAL_FILES =
  /\.aws[/\\]+(?:credentials|config)\b|\.docker[/\\]+config\.json|\.kube[/\\]+config\b|\.config[/\\]+gcloud[/\\]|\.azure[/\\]+(?:accesstokens|azureprofile)|\/var\/run\/secrets\/kubernetes\.io|\bnTDS\.dit\b/i;
/** The private-key rule holds unless every private key it names is one of SSH_KEY_USE's operands. */
function readsPrivateKey(text: string): boolean {
  return OTHER_CREDENTIAL_FILES.test(text) || PRIVATE_KEY_FILE.test(text.replace(SSH_KEY_USE, ' '));
}
/**
 * The public half of the caller's own SSH key pair, made to be handed out (`cat
 * ~/.ssh/id_ed25519.pub` to register it somewhere). Another account's, named by absolute path
 * (`/root/.ssh/id_rsa.pub`, an entry of file-inclusion lists), still counts: it names the account
 * and the hosts it trusts.
 */
const PUBLIC_KEY_FILE = /(?:^|[\s'"=:])(?:~|\$home|\$\{home\})?[/\\]?\.ssh[/\\][\w.-]+\.pub\b/gi;
/** The rule's other alternatives, which need no second look. */
const OTHER_SECRET_FILES = /\.ssh[/\\](?!known_hosts\b)|_history\b|\.(?:npmrc|pypirc)\b|\bwp-config\.php\b/i;

const PATH_WITH_PARENT = /[^\s'"=(:,;]*\.\.[/\\][^\s'"),;]*/g;

/**
 * Whether some path in `text` climbs above where it starts: `docs/../README.md` stays inside
 * its start and `../secrets` or `a/../../b` leave it. An absolute path with `..` counts as
 * leaving (it names a place outside the one its prefix points to).
 */
export function climbsOut(text: string): boolean {
  for (const [path] of text.matchAll(PATH_WITH_PARENT)) {
    if (/^(?:[/\\]|[a-z]:)/i.test(path)) return true;
    let depth = 0;
    for (const segment of path.split(/[/\\]+/)) {
      if (segment === '..') {
        if (--depth < 0) return true;
      } else if (segment !== '' && segment !== '.') {
        depth++;
      }
    }
  }
  return false;
}

/** A relative path of plain names (letters, digits, `._@+-`, no encoding or dot runs) with `..` steps. */
const PLAIN_RELATIVE_PATH = /^(?:\.{1,2}|[\w@+-][\w.@+-]*)(?:[/\\](?:\.{1,2}|[\w@+-][\w.@+-]*))*[/\\]?$/;

/**
 * Whether the value is one plain relative path whose `..` steps never climb above its start
 * (`packages/ui/../../tsconfig.base.json` is `tsconfig.base.json`): a monorepo's file named from a
 * package, not a traversal. Encoded or dotted forms (`....//`, `..%2f`) and absolute paths are not plain.
 */
function staysInside(text: string): boolean {
  const path = text.trim();
  return PLAIN_RELATIVE_PATH.test(path) && !/(?:^|[/\\])\.{3,}/.test(path) && !climbsOut(path);
}

/**
 * Where programs keep saved secrets: Windows DPAPI credentials and vaults, group-policy passwords,
 * desktop keyrings and keychains, browser and FTP-client logins, wallets, and the token files of CLIs
 * (gh, vault, terraform, s3). The rule's set pattern holds only the names; the places are checked here,
 * which keeps the second set's automaton small.
 */
const SAVED_CREDENTIALS = new RegExp(String.raw`microsoft[/\\]+(?:credentials|protect|vault)[/\\]|\bconsolehost_history\.txt\b|[/\\]preferences[/\\]+groups[/\\]+groups\.xml\b|\.vnc[/\\]+passwd\b|filezilla[/\\]+(?:sitemanager|recentservers)\.xml\b|\bwallet\.dat\b|\.gnupg[/\\]+(?:private-keys|secring)|\.config[/\\]+(?:gh[/\\]+hosts\.yml|hub)\b|\.terraform\.d[/\\]+credentials|\.vault-token\b|keychains[/\\]+[\w.-]*\.keychain|\.password-store[/\\]|keyrings[/\\]+[\w.-]*\.keyring|(?:firefox|thunderbird)[/\\][^\n]*(?:logins\.json|key[34]\.db)|[/\\]login data\b|rclone[/\\]+rclone\.conf|(?:^|[/\\\s])\.(?:s3cfg|boto)\b|/etc/kubernetes/+(?:super-)?admin\.conf|jenkins[/\\]+secrets[/\\]|/etc/ssl/private/|\.azure[/\\]+msal_token_cache`, 'i');

/** Where programs keep saved secrets (see SAVED_CREDENTIALS); a table of its own so it can sit in either RE2 set. */
export const SAVED_CREDENTIAL_RULES: PatternRule[] = [
  { family: 'sensitive_file', label: 'saved credentials of an application or the desktop', pattern: String.raw`microsoft[/\\]+(?:credentials|protect|vault)|consolehost_history|groups\.xml|\.vnc[/\\]|filezilla|wallet\.dat|\.gnupg|\.config[/\\]+(?:gh|hub)\b|\.terraform\.d|\.vault-token|\.keychain|\.password-store|\.keyring|logins\.json|key[34]\.db|login data|rclone\.conf|\.(?:s3cfg|boto)\b|admin\.conf|jenkins[/\\]+secrets|ssl/private|msal_token_cache`, risk: 60, proseRisk: 25, confirm: (t) => SAVED_CREDENTIALS.test(t) },
];

const SHARE_ADDRESS = /(?:^|[\s'"=(])(?:\\\\|\/\/)(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}(?:@\d+)?[\\/]/g;

/** Whether a UNC or SMB path names a share on an address outside the private, loopback and link-local ranges. */
function sharesOnPublicAddress(text: string): boolean {
  for (const [, first, second] of text.matchAll(SHARE_ADDRESS)) {
    const a = Number(first);
    const b = Number(second);
    const local = a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
    if (!local) return true;
  }
  return false;
}

/** Risk of a server log or a configuration file a file-reading tool opens by its own path: operations work, noted only. */
const OPENED_FILE_RISK = 20;
/**
 * A server log or a system configuration file read by a file tool is debugging and devops work
 * (`read_file /etc/nginx/nginx.conf`); the same path as a web parameter (`?page=/etc/hosts`),
 * reached by traversal, or written, is the attack the rules keep. Configuration files that hold a
 * secret (`/etc/mysql/debian.cnf`, keys, `.htpasswd`) and the account lists and banners that
 * file-inclusion probes fetch and no service's setup needs read through a file tool (`/etc/group`:
 * who is in sudo or docker; `/etc/issue`: `/etc/os-release` says the same to a developer) keep the
 * rule's risk, as /etc/passwd and /etc/shadow keep their own rules'.
 */
const OPENED_LOG = { path: /^\/var\/log\/[\w./-]{1,200}$/, risk: OPENED_FILE_RISK };
const OPENED_CONFIG = {
  path: /^\/etc\/[\w./-]{1,200}$/,
  unless: /key|secret|passw|cred|token|private|debian\.cnf|htpasswd|\.(?:pem|p12|pfx|jks|kdbx)$|^\/etc\/(?:group|issue(?:\.net)?)$/i,
  risk: OPENED_FILE_RISK,
};

const SYSTEM_INFO_FILE = 'process or system information file';
const SERVER_LOG = 'web server log (log poisoning target)';

export const TRAVERSAL_RULES: PatternRule[] = [
  { family: 'path_traversal', label: 'parent-directory traversal', pattern: `${START}\\.\\.${SEP}`, risk: 40, proseRisk: 15, shellRisk: 20, confirm: climbsOut },
  { family: 'path_traversal', label: 'multi-level traversal', pattern: `\\.\\.${SEP}+(?:\\.?${SEP}+)*\\.\\.${SEP}`, risk: 55, proseRisk: 25, shellRisk: 30, confirm: (t) => !staysInside(t) },
  { family: 'path_traversal', label: 'deep traversal', pattern: `(?:\\.\\.${SEP}+(?:\\.?${SEP}+)*){3}`, risk: 60, proseRisk: 30, shellRisk: 40, confirm: (t) => !staysInside(t) },
  { family: 'path_traversal', label: 'traversal filter-evasion sequence', pattern: `\\.{3,}${SEP}|\\.{2,}${SEP}{2,}\\.|\\.\\.;${SEP}|${SEP}\\.\\.(?:$|[^\\w./\\\\-])|\\\\\\.\\./`, risk: 60, proseRisk: 20 },
  { family: 'path_traversal', label: 'encoded traversal', pattern: `(?:${ENC_DOT}(?:\\.|${ENC_DOT})|\\.${ENC_DOT})(?:${SEP}|${ENC_SEP})|\\.\\.(?:${ENC_SEP}|%u[0-9a-f]{4}|2f|5c)|${ENC_DOT}{2}`, risk: 65 },
  // sensitive files: credentials block, other system files go to review
  { family: 'sensitive_file', label: 'system account database', pattern: '\\betc[/\\\\]+(?:passwd|shadow|gshadow|master\\.passwd|sudoers|security[/\\\\]+opasswd)\\b', risk: 90, block: true, proseRisk: 30, confirm: (t) => ACCOUNT_DATABASE.test(t.replace(ACCOUNT_FILE_HARDENING, ' ')) },
  { family: 'sensitive_file', label: 'private key or cloud credentials', pattern: '\\.ssh[/\\\\]+id_(?:rsa|dsa|ecdsa|ed25519)(?:$|[^.\\w])|\\.aws[/\\\\]+(?:credentials|config)\\b|\\.docker[/\\\\]+config\\.json|\\.kube[/\\\\]+config\\b|\\.config[/\\\\]+gcloud[/\\\\]|\\.azure[/\\\\]+(?:accesstokens|azureprofile)|/var/run/secrets/kubernetes\\.io|\\bnTDS\\.dit\\b', risk: 90, block: true, proseRisk: 30, confirm: readsPrivateKey },
  { family: 'sensitive_file', label: 'credential store file', pattern: '(?:^|[/\\\\\\s])\\.(?:htpasswd|netrc|pgpass|git-credentials|my\\.cnf)\\b|\\brepair[/\\\\]+(?:sam|system|security)\\b|\\bsystem32[/\\\\]+config[/\\\\]+(?:sam|system|security)\\b|[/\\\\]proc[/\\\\]+(?:self|\\d+)[/\\\\]+environ\\b', risk: 90, block: true, proseRisk: 30, confirm: (t) => CREDENTIAL_STORE.test(t.replace(HTPASSWD_COMMAND, ' ')) },
  { family: 'sensitive_file', label: 'SSH directory, shell history or environment file', pattern: '\\.ssh[/\\\\]|\\.(?:bash|zsh|mysql|psql|python)_history\\b|\\.(?:npmrc|pypirc)\\b|\\bwp-config\\.php\\b|(?:^|[/\\\\])\\.env(?:\\.\\w+)?(?:$|[\\s\'"])', risk: 60, proseRisk: 25, confirm: namesRealEnvFile },
  { family: 'sensitive_file', label: SYSTEM_INFO_FILE, pattern: '[/\\\\]proc[/\\\\]+(?:self|\\d+)[/\\\\]+(?:cmdline|maps|mem|fd|status|cwd|root|exe)\\b|[/\\\\]etc[/\\\\]+(?:hosts|group|issue|hostname|resolv\\.conf|crontab|fstab|motd|mtab|os-release|ssh[/\\\\]+sshd_config|httpd|apache2|nginx|mysql)\\b|\\betc[/\\\\]+(?:group|issue|hosts)$', risk: 50, proseRisk: 20, shellRisk: 30, openedRisk: OPENED_CONFIG },
  { family: 'sensitive_file', label: 'Windows system file', pattern: '\\b(?:win|boot|system)\\.ini\\b|\\bwinnt[/\\\\]|\\bunattend(?:ed)?\\.xml\\b|\\bsysprep\\.inf\\b|\\bwindows[/\\\\]+(?:system32|repair)[/\\\\]|%systemroot%', risk: 55, proseRisk: 20 },
  // a log file named as a parameter is a file-inclusion target; in a shell command, reading the logs is operations
  { family: 'sensitive_file', label: SERVER_LOG, pattern: '[/\\\\]var[/\\\\]+log[/\\\\]+(?:apache2?|httpd|nginx)[/\\\\]|[/\\\\](?:apache2?|httpd|nginx)[/\\\\]+logs?[/\\\\]+(?:access|acces|error)|[/\\\\]var[/\\\\]+log[/\\\\]+(?:auth\\.log|secure|mail\\.log|vsftpd\\.log|sshd\\.log)\\b', risk: 50, proseRisk: 20, shellRisk: 20, openedRisk: OPENED_LOG },
  { family: 'sensitive_file', label: 'log file', pattern: '\\blogs?[/\\\\]+(?:access|acces|error)[._ ]*(?:l\\s?og|\\s?log)\\b', risk: 30, proseRisk: 10 },
  { family: 'sensitive_file', label: 'superuser home directory', pattern: '(?:^|\\s|\\.\\.?)/root/|^root[/\\\\]', risk: 35, proseRisk: 15 },
  // inclusion
  { family: 'file_inclusion', label: 'PHP stream wrapper', pattern: '\\bphp://(?:filter|input|stdin|memory|temp|fd|output)', risk: 70 },
  { family: 'file_inclusion', label: 'expect:// command wrapper', pattern: '\\bexpect://', risk: 90, block: true },
  { family: 'file_inclusion', label: 'archive or stream wrapper', pattern: '\\b(?:zip|phar|glob|ogg|rar|ssh2(?:\\.\\w+)?|compress\\.(?:zlib|bzip2)|zlib|bzip2|netdoc)://|\\bjar:(?:file|https?):', risk: 65 },
  { family: 'file_inclusion', label: 'data: wrapper with code', pattern: '\\bdata:(?://|text/plain[;,]|application/(?:x-httpd-php|x-php))|\\bdata:[^,\\s]{0,40};base64,(?:pd9|phn|pcu)', risk: 65 },
  // a Windows share on a public numeric address (`\\198.51.100.12\share\x.dll`): opening it sends the user's NTLM hash
  // there; a named file server or a NAS on the local network (`mount -t cifs //192.168.1.10/share`) is ordinary
  { family: 'file_inclusion', label: 'network share on a public numeric address', pattern: String.raw`(?:^|[\s'"=(])(?:\\\\|//)\d{1,3}(?:\.\d{1,3}){3}(?:@\d+)?[\\/][\w$.-]+`, risk: 50, proseRisk: 20, confirm: sharesOnPublicAddress },
  { family: 'file_inclusion', label: 'file:// URL', pattern: '\\bfile:/{2,3}[^\\s]', risk: 50, proseRisk: 20 },
  { family: 'file_inclusion', label: 'null byte', pattern: '\\x00|%(?:25)*00|\\\\x00|\\\\u0000', risk: 60 },
  { family: 'file_inclusion', label: 'remote include of a script', pattern: '\\b(?:https?|ftp)://[^\\s\'"?#]{1,200}\\.(?:txt|php\\d?|phtml|inc)\\?(?:\\s*$|[\'"])|(?:^|[=/])(?:c99|r57|b374k|wso|webshell|shell|cmd|backdoor|rce(?:_vuln)?)\\.(?:php\\d?|txt|asp|aspx|jsp)\\b', risk: 60, proseRisk: 25 },
];
