/**
 * Nineteenth round: ways to wipe or take over a server, a cluster or a data store that the earlier
 * tables named only in part. Whole stacks and clusters deleted without a prompt, a container given
 * the host (capabilities, the Docker API, pid 1's root), encoded PowerShell by any abbreviation of
 * its option, programs dropped into the Startup folder, system files' timestamps forged, Redis
 * turned into a file writer or a replica of another server, database servers loading native code
 * or connecting out, Java lookups other than JNDI (Commons Text, Spring's class loader), and markup
 * that phishes (a password form posting elsewhere) or runs script in a framed document; a template
 * helper that looks up an object's constructor.
 *
 * RE2 budget (see index.ts): every set pattern is a short rare literal with no long span; each
 * whole shape is checked in JS only where that literal matched.
 */
import type { PatternRule } from './rule.js';

const shaped = (re: RegExp) => (text: string): boolean => re.test(text);

/** A name that says the resource is throwaway: a preview, a test, a developer's sandbox. */
const THROWAWAY_NAME = /(?:^|[\s=/'"_-])(?:dev|test|tmp|temp|preview|pr-?\d+|sandbox|scratch|ci|review|demo|local|e2e)(?:$|[\s'"_.-])/i;

/**
 * A stack, a cluster or every release of a namespace deleted in one go: a CloudFormation stack, a
 * GKE / AKS / EKS cluster, `terraform apply -destroy` or `pulumi destroy` without the prompt, every
 * Helm release listed by a substitution. Names that say the resource is throwaway (`preview-pr-42`,
 * `dev-sandbox`) are ordinary clean-up.
 */
function deletesStackOrCluster(text: string): boolean {
  for (const line of text.split('\n')) {
    const named =
      /\b(?:cloudformation\s+delete-stack|container\s+clusters\s+delete|aks\s+delete|eks\s+delete-cluster|eksctl\s+delete\s+cluster|deployment-manager\s+deployments\s+delete)\b([^\n;&|]*)/i.exec(line);
    if (named && !THROWAWAY_NAME.test(named[1]!)) return true;
    if (/\bterraform\s+apply\b[^\n;&|]*\s-destroy\b/i.test(line) && /\s-auto-approve\b/i.test(line)) return true;
    if (/\bpulumi\s+destroy\b[^\n;&|]*\s(?:--yes|-y|--skip-preview|-f)\b/i.test(line) && !THROWAWAY_NAME.test(line.replace(/^[^]*?\bpulumi\s+destroy\b/i, ''))) return true;
    if (/\bhelm\s+(?:uninstall|delete)\b[^\n;&|]*(?:\$\(\s*helm\s+(?:ls|list)\b|\x60\s*helm\s+(?:ls|list)\b)/i.test(line)) return true;
    if (/\bhelm\s+(?:ls|list)\b[^\n;&]*\|\s*xargs\b[^\n;&]*\bhelm\s+(?:uninstall|delete)\b/i.test(line)) return true;
  }
  return false;
}

/**
 * `kubectl delete <kind> --all`, `-A` or `--all-namespaces`: every object of a kind (events, secrets,
 * deployments...) deleted at once. Objects picked by a label or a field selector are targeted.
 */
const KUBECTL_MASS_DELETE = /\bkubectl\s+(?:-{1,2}[\w-]+(?:[= ]\S+)?\s+)*delete\s+[\w.,/-]+(?=[\s]|$)((?:[^\n;&|])*)/i;
function deletesEveryObject(text: string): boolean {
  const m = KUBECTL_MASS_DELETE.exec(text);
  if (!m) return false;
  const rest = m[1]!;
  return /\s(?:--all|--all-namespaces|-A)(?=\s|$|=true)/.test(rest) && !/\s(?:-l|--selector|--field-selector)[\s=]/.test(rest);
}

/**
 * A container handed the host: capabilities that reach the host kernel (SYS_ADMIN mounts cgroups
 * and file systems, SYS_MODULE loads kernel modules, DAC_READ_SEARCH opens any host file by
 * handle), the Docker API asked over its socket or an open TCP port for a privileged container or
 * one that mounts the host's root, pid 1's root directory read from a host-pid container, and the
 * kernel's core-dump handler pointed at a program.
 */
const CONTAINER_ESCAPE = new RegExp(
  [
    String.raw`--cap-add[= ]['"]?(?:cap_)?(?:sys_admin|all|sys_module|dac_read_search)\b`,
    String.raw`--unix-socket\s+\S*docker\.sock\b[^\n]*(?:["']?privileged["']?\s*:\s*true|["']?binds["']?\s*:\s*\[\s*\\?["']/:)`,
    String.raw`\bdocker\s+(?:-H|--host)[= ]?\s*['"]?tcp://\S+\s+(?:container\s+)?run\b[^\n]*(?:--privileged|\s-v\s+/:/|--volume[= ]/:/|--pid[= ]host)`,
    String.raw`/proc/1/root/(?:etc|root|home|var|usr|opt)\b`,
    String.raw`>\s*/proc/sys/kernel/core_pattern\b|\bcore_pattern\b[^\n]*<<<|['"]\|[^'"\n]*['"]\s*>\s*\S*core_pattern\b`,
  ].join('|'),
  'i',
);

/**
 * PowerShell's `-EncodedCommand` by any prefix it accepts (`-e`, `-ec`, `-en`, `-enco`, `-encodedc`...)
 * followed by a Base64 run: a command nobody can read in the log.
 */
const ENCODED_POWERSHELL = /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,120}?\s[-/](e[a-z]{0,13})\s+['"]?[a-z0-9+/]{20,}={0,2}/gi;
function runsEncodedPowershell(text: string): boolean {
  for (const [, option] of text.matchAll(ENCODED_POWERSHELL)) {
    const name = option!.toLowerCase();
    if (name === 'ec' || 'encodedcommand'.startsWith(name)) return true;
  }
  return false;
}

/** A program, script or shortcut copied, moved or written into a Startup folder: it runs at every logon. */
const STARTUP_FOLDER = String.raw`(?:start\s+menu\\+programs\\+startup|shell:(?:common\s+)?startup)`;
const INTO_STARTUP = new RegExp(
  String.raw`\b(?:copy|xcopy|move|cp|mv|robocopy|copy-item|move-item|set-content|add-content|out-file|new-item|mklink|createshortcut)\b[^\n]*${STARTUP_FOLDER}|>\s*['"]?[^\n]*${STARTUP_FOLDER}|${STARTUP_FOLDER}\\+[^\\\n'"]+\.(?:exe|bat|cmd|vbs|vbe|js|jse|wsf|hta|lnk|ps1|scr|url)\b`,
  'i',
);

/**
 * A system file's times set from another file or a given date (`touch -r /bin/ls implant`, `touch -d
 * 2021-01-01 /usr/sbin/x`, PowerShell's `.LastWriteTime =`): a dropped program made to look as old as
 * its neighbours. Times set on the project's own files (a build, a test) are ordinary.
 */
const SYSTEM_PLACE = String.raw`['"]?(?:/usr/(?:local/)?s?bin/|/s?bin/|/etc/|/lib(?:64)?/|/usr/lib(?:64)?/|/boot/|/var/spool/cron|/root/|c:\\windows\\)`;
const TIMESTOMP = new RegExp(
  String.raw`\btouch\s+(?:-{1,2}[\w-]+(?:=\S+)?\s+)*(?:-[a-z]*[rdt]\b|--(?:reference|date)\b)[^\n;&|]*\s${SYSTEM_PLACE}|\((?:get-item|gi)\s+['"]?c:\\windows\\[^)]*\)\s*\.(?:lastwritetime|creationtime|lastaccesstime)\s*=`,
  'i',
);

/**
 * Redis made to write its dump where something runs it (a web root, `.ssh`, a cron spool, a
 * module directory), a dump file named like a script or a key file, the server made a replica of
 * an outside host (which then pushes a module to it), or a module loaded from a temporary place.
 */
const PRIVATE_OR_NONE = /^(?:no|localhost|127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|[\w-]+$|[\w.-]+\.(?:internal|local|lan|svc|cluster\.local)$)/i;
function takesOverRedis(text: string): boolean {
  const dir = /\bconfig\s+set\s+dir\s+['"]?(\S+)/i.exec(text);
  if (dir && /www|html|htdocs|public|\.ssh|cron|^\/etc\b|^\/tmp\b|^\/root\b|\/lib\//i.test(dir[1]!)) return true;
  const file = /\bconfig\s+set\s+dbfilename\s+['"]?([^\s'"]+)/i.exec(text);
  if (file && !/\.rdb$/i.test(file[1]!)) return true;
  const replica = /(?:^|[\s;'"])(?:slaveof|replicaof)\s+['"]?([^\s'"]+)/i.exec(text);
  if (replica && !PRIVATE_OR_NONE.test(replica[1]!)) return true;
  return /\bmodule\s+load\s+['"]?(?:\/tmp\/|\/dev\/shm\/|\/var\/tmp\/|\.\/)/i.test(text);
}

/** A Redis or other embedded-Lua script reaching the OS (the Debian `package.loadlib` escape, `io.popen`). */
const LUA_ESCAPE = /\beval(?:sha)?\s+['"][^\n]*(?:\bos\.execute\s*\(|\bio\.popen\s*\(|\bpackage\.loadlib\s*\()/i;

/** A user-defined function loaded from a native library (`CREATE FUNCTION sys_exec ... SONAME 'udf.so'`). */
const UDF_FROM_LIBRARY = /\bcreate\s+(?:aggregate\s+)?function\b[^;]*\bsoname\b/i;
/** A query that opens a connection to another server by an OLE DB provider string (`OPENROWSET('SQLNCLI', 'Server=...')`). */
const REMOTE_ROWSET = /\bopen(?:rowset|datasource)\s*\(\s*n?['"](?:sqlncli\w*|sqloledb|msoledbsql|msdasql|microsoft\.ace[\w.]*|microsoft\.jet[\w.]*)['"]\s*,\s*n?['"][^'"]*\b(?:server|data\s+source|dsn)\s*=/i;

/**
 * Lookups that Apache Commons Text (Text4Shell) and Log4j resolve besides JNDI: a script run by a
 * script engine, a URL or a DNS name fetched while the string is formatted.
 */
const STRING_LOOKUP = /\$\{(?:script:(?:javascript|js|nashorn|groovy|jexl)|url:[\w-]+:(?:https?|ftp|file|jar):|dns:(?:address|canonical-name|name)\s*\||file:[\w-]+:\/)/i;

/** Spring's class loader reached through request parameters (Spring4Shell): the Tomcat log valve rewritten into a JSP. */
const CLASS_LOADER_PARAM = /\bclass\.(?:module\.)?classloader\.|\bclass\[['"]?classloader['"]?\]/i;

/**
 * A form that asks for a password (or a card's code) and posts it to an absolute URL: a login page
 * reproduced inside content the tool publishes. A newsletter form (e-mail only) or a form posting
 * to the site's own path is ordinary.
 */
function phishingForm(text: string): boolean {
  for (const m of text.matchAll(/<form\b[^>]*\baction\s*=\s*['"]?\s*(?:https?:)?\/\/[^>]*>/gi)) {
    const body = text.slice(m.index! + m[0].length, m.index! + m[0].length + 2000);
    const end = body.search(/<\/form\s*>/i);
    const inside = end >= 0 ? body.slice(0, end) : body;
    if (/<input\b[^>]*(?:type\s*=\s*['"]?password\b|name\s*=\s*['"]?(?:pass(?:word|wd)?|pwd|cvv|cvc|card[_-]?(?:number|no))\b)/i.test(inside)) return true;
  }
  return false;
}

/** A framed document (`<iframe srcdoc=...>`) carrying a script or an event handler: script run in the page's origin. */
const SRCDOC_VALUE = /\bsrcdoc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
function scriptedSrcdoc(text: string): boolean {
  for (const [, double, single] of text.matchAll(SRCDOC_VALUE)) {
    if (/<script\b|&lt;script\b|\bon[a-z]+\s*=|javascript:/i.test(double ?? single ?? '')) return true;
  }
  return false;
}

/**
 * Windows programs that fetch and run code for whoever calls them, beyond the known cradles: a
 * scriptlet registered from a share, an XSL transform of a remote sheet, `finger` output piped into
 * a shell, a binary-mode TFTP download, `certreq` posting a file to a URL.
 */
const SIGNED_BINARY_LOADER = new RegExp(
  [
    String.raw`\bregsvr32(?:\.exe)?\b[^\n]*/i:\s*['"]?\\\\`,
    String.raw`\bmsxsl(?:\.exe)?\s+[^\n]*(?:https?:|\\\\)`,
    String.raw`\bfinger(?:\.exe)?\s+\S+@\S+[^\n]*\|\s*(?:more\b[^|\n]*\|\s*)?(?:cmd|powershell|pwsh|(?:ba|z|da)?sh)\b`,
    String.raw`\btftp(?:\.exe)?\s+-i\s+\S+\s+get\s+\S+`,
    String.raw`\bcertreq(?:\.exe)?\s+-post\s+-config\s+['"]?https?://`,
  ].join('|'),
  'i',
);

/**
 * The system's record-keeping switched off: the syslog or journal daemon stopped, PowerShell told to
 * keep no history, an event log shrunk to a size that keeps nothing, the preloaded library set for
 * every login (`LD_PRELOAD` in /etc/environment: a hook in every program the system starts).
 */
const RECORDS_OFF = new RegExp(
  [
    String.raw`\bsystemctl\s+(?:stop|disable|mask|kill)\s+(?:--now\s+)?(?:[\w@.-]+\s+)*(?:rsyslog|syslog-ng|systemd-journald|auditd)(?:\.service)?\b`,
    String.raw`\bservice\s+(?:rsyslog|syslog-ng|auditd)\s+stop\b`,
    String.raw`historysavestyle\s+savenothing\b`,
    String.raw`\blimit-eventlog\b[^\n]*-maximumsize\s+\d+\s*kb\b`,
    String.raw`\bld_preload\s*=[^\n]*>>?\s*['"]?/etc/(?:environment|profile|bash\.bashrc|zsh/zshenv)\b`,
  ].join('|'),
  'i',
);

export const SERVER_TAKEOVER_RULES: readonly PatternRule[] = [
  {
    family: 'destructive_command',
    label: 'stack, cluster or every release deleted without a prompt',
    pattern: String.raw`delete-stack|clusters\s+delete|aks\s+delete|eks\s+delete-cluster|delete\s+cluster|deployments\s+delete|-destroy\b|pulumi\s+destroy|helm\s+(?:uninstall|delete)`,
    risk: 65,
    scope: 'shell',
    proseRisk: 25,
    confirm: deletesStackOrCluster,
  },
  { family: 'destructive_command', label: 'every object of a cluster resource deleted', pattern: String.raw`kubectl\s`, risk: 65, scope: 'shell', confirm: deletesEveryObject },
  {
    family: 'security_tampering',
    label: 'container given the host (capabilities, Docker API, pid 1 root, core handler)',
    pattern: String.raw`cap-add|docker\.sock|tcp://|/proc/1/root/|core_pattern`,
    risk: 70,
    proseRisk: 25,
    confirm: shaped(CONTAINER_ESCAPE),
  },
  { family: 'download_execute', label: 'encoded PowerShell command (abbreviated option)', pattern: String.raw`powershell|pwsh`, risk: 70, proseRisk: 30, confirm: runsEncodedPowershell },
  { family: 'download_execute', label: 'signed Windows program loading code from a share or URL', pattern: String.raw`regsvr32|msxsl|finger\s|tftp\s|certreq`, risk: 60, scope: 'shell', confirm: shaped(SIGNED_BINARY_LOADER) },
  { family: 'security_tampering', label: 'system logging or history switched off', pattern: String.raw`rsyslog|syslog-ng|journald|auditd|historysavestyle|limit-eventlog|ld_preload`, risk: 60, scope: 'shell', confirm: shaped(RECORDS_OFF) },
  { family: 'security_tampering', label: 'program placed in a Startup folder', pattern: String.raw`programs\\+startup|shell:(?:common\s+)?startup`, risk: 60, proseRisk: 20, confirm: shaped(INTO_STARTUP) },
  { family: 'security_tampering', label: 'timestamps of a system file forged', pattern: String.raw`\btouch\s+-|lastwritetime\s*=|creationtime\s*=|lastaccesstime\s*=`, risk: 55, scope: 'shell', confirm: shaped(TIMESTOMP) },
  { family: 'security_tampering', label: 'Redis made to write files, replicate from outside or load a module', pattern: String.raw`config\s+set\s+(?:dir|dbfilename)|slaveof|replicaof|module\s+load`, risk: 60, proseRisk: 20, confirm: takesOverRedis },
  { family: 'command_injection', label: 'embedded Lua script reaching the OS', pattern: String.raw`os\.execute|io\.popen|package\.loadlib`, risk: 70, proseRisk: 25, confirm: shaped(LUA_ESCAPE) },
  { family: 'sql_injection', label: 'database function loaded from a native library', pattern: String.raw`\bsoname\b`, risk: 75, proseRisk: 25, confirm: shaped(UDF_FROM_LIBRARY) },
  { family: 'sql_injection', label: 'database connecting to another server', pattern: String.raw`openrowset|opendatasource`, risk: 60, proseRisk: 20, confirm: shaped(REMOTE_ROWSET) },
  { family: 'log4j_lookup', label: 'script, URL or DNS string lookup', pattern: String.raw`\$\{(?:script|url|dns|file):`, risk: 80, proseRisk: 30, confirm: shaped(STRING_LOOKUP) },
  { family: 'command_injection', label: 'class loader reached through request parameters', pattern: String.raw`classloader`, risk: 75, proseRisk: 25, scope: 'nonshell', confirm: shaped(CLASS_LOADER_PARAM) },
  // Handlebars reaching an object's constructor by name (`lookup this 'constructor'`), then the Function constructor: code run on the server
  { family: 'template_injection', label: 'template helper looking up a constructor', pattern: String.raw`\blookup\s+[\w.@/]+\s+['"](?:constructor|__proto__|prototype)['"]`, risk: 65, proseRisk: 20 },
  { family: 'script_injection', label: 'password form posting to another site', pattern: String.raw`<form\b`, risk: 55, proseRisk: 0, scope: 'nonshell', confirm: phishingForm },
  { family: 'script_injection', label: 'framed document carrying script', pattern: String.raw`srcdoc\s*=`, risk: 55, proseRisk: 20, scope: 'nonshell', confirm: scriptedSrcdoc },
];
