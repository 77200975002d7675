/**
 * Argument injection: a value a tool hands to a program as one of its arguments (a repository URL,
 * a host, a file name, a package, "extra options") that is itself an option of that program, one
 * that runs a command, writes a file of the caller's choosing or swaps where code comes from
 * (`--upload-pack=...` as a git URL, `-oProxyCommand=...` as an ssh host, `--output=~/.bashrc`).
 * Outside a shell field only: in a command the agent writes, these options are its own choice (the
 * shell families judge what they run). Most patterns need the option at a token start.
 */
import type { PatternRule } from './rule.js';

/**
 * Options of common programs whose value is a command the program runs: git (`--upload-pack`,
 * `--receive-pack`, `--open-files-in-pager`), wget (`--use-askpass`), rsync (`--rsh`,
 * `--rsync-path`), tar (`--to-command`, `--checkpoint-action`, `--use-compress-program`, `-I`),
 * zip (`--unzip-command`), ssh (`-oProxyCommand`, `-oLocalCommand`); and options that take a program
 * (`--exec`, `--rsh`, ripgrep's `--pre`, `-e`, `-I`, zip's `-TT`) when the program is a shell.
 */
const COMMAND_OPTION = String.raw`(?:^|[\s'"])(?:--(?:upload-pack|receive-pack|open-files-in-pager|use-askpass|rsync-path|to-command|checkpoint-action|unzip-command)\s*[= ]\s*['"]?\S|-o\s*['"]?proxycommand\s*=|(?:--(?:exec|rsh|use-compress-program|pre)\s*[= ]|-(?:e|I|TT)\s*)['"]?(?:/bin/|/usr/bin/)?(?:ba|z|da)?sh\b)`;

/**
 * Places where a file written once runs later or is served as code: startup and cron files, a
 * user's shell profile and SSH keys, systemd and init units, the loader's preload list, web roots.
 */
const STARTUP_OR_WEB_FILE = String.raw`(?:/etc/(?:cron[\w.]*|profile(?:\.d)?|bash\.bashrc|rc\.local|init\.d|systemd|sudoers|ld\.so\.preload|update-motd\.d)|/var/spool/cron|/var/www/|/usr/share/nginx/html|/srv/www|/inetpub/wwwroot|(?:~|\$home|/home/[\w.-]+|/root)/\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|ssh/|config/autostart)|\.ssh/authorized_keys|/library/launch(?:agents|daemons)/|start menu\\programs\\startup)`;

/**
 * `-o`/`--output`/`-O`/`--output-document`/`--log-file` (curl, wget, git log, many CLIs), sendmail's
 * log file `-X`, find's `-fprintf`: an option naming the file a program writes, at a startup or web
 * location.
 */
const OUTPUT_OPTION = String.raw`(?:^|[\s'"])(?:--output(?:-document)?|--log-file|--log|-[oOX]|-fprintf?|-fprint0?)\s*[= ]?\s*['"]?`;

/** `s/a/b/e`: a sed substitution whose `e` flag runs the result as a command (GNU sed). */
function sedExecutesResult(text: string): boolean {
  const m = /^\s*['"]?s([/|#,:@])/.exec(text);
  if (!m) return false;
  const d = m[1]!.replace(/[|]/, '\\|');
  return new RegExp(String.raw`^\s*['"]?s${d}(?:\\.|[^\\\n])*?${d}(?:\\.|[^\\\n])*?${d}[gpiImM0-9]*e[gpiImM0-9w]*\s*['"]?\s*$`).test(text);
}

/** A sed address: a line number, `$`, or a `/regex/`. */
const SED_ADDRESS = String.raw`(?:\d{1,6}|\$|/[^/\n]{1,80}/)`;
/** Commands an injected sed `e` runs to prove or take over the host. */
const PROBE_COMMAND = String.raw`(?:id|whoami|uname|hostname|cat|ls|curl|wget|sh|bash|nc|ncat|rm|touch|echo|python[0-9.]*|perl|ping|busybox|nslookup|env|printenv)\b`;

export const ARGUMENT_INJECTION_RULES: PatternRule[] = [
  // GNU sed's `e` command runs its argument (`1e id`, `$e whoami`, `/x/e cat /etc/shadow`); as a whole value or in a sed script of a command
  { family: 'argument_injection', label: 'sed command running a program', pattern: String.raw`^\s*['"]?${SED_ADDRESS}\s*e\s+${PROBE_COMMAND}|\bsed\s+(?:-[a-z]+\s+)*['"]${SED_ADDRESS}\s*e\s+${PROBE_COMMAND}`, risk: 60, proseRisk: 20 },
  // sed's `w` command writes the pattern space to a file: a startup or web location is a write of the caller's choosing
  { family: 'argument_injection', label: 'sed writing to a startup or web location', pattern: String.raw`^\s*['"]?${SED_ADDRESS}?\s*w\s+${STARTUP_OR_WEB_FILE}`, risk: 60, proseRisk: 20, scope: 'nonshell' },
  { family: 'argument_injection', label: 'option that runs a command, given as a value', pattern: COMMAND_OPTION, risk: 60, proseRisk: 20, scope: 'nonshell' },
  // ssh running a local command after it connects: not a connection option anyone needs from a value or a script
  { family: 'argument_injection', label: 'ssh told to run a local command', pattern: String.raw`(?:^|[\s'"])-o\s*['"]?(?:localcommand\s*=|permitlocalcommand\s*=\s*['"]?yes)`, risk: 60, proseRisk: 20 },
  // `ext::sh -c ...` as a repository: git's external transport runs the command
  { family: 'argument_injection', label: 'git external-command transport', pattern: String.raw`(?:^|[\s'"])ext::\S`, risk: 65, proseRisk: 20 },
  { family: 'argument_injection', label: 'option writing a file to a startup or web location', pattern: `${OUTPUT_OPTION}${STARTUP_OR_WEB_FILE}`, risk: 60, proseRisk: 20, scope: 'nonshell' },
  // the same, by a download in a command: what the next login, cron run or web request runs
  { family: 'argument_injection', label: 'download written to a startup or web location', pattern: `\\b(?:curl|wget)\\b[^\\n;&|]{0,200}${OUTPUT_OPTION}${STARTUP_OR_WEB_FILE}`, risk: 60, scope: 'shell' },
  // find's actions run a program per file; a value is no place for them (`*.txt -exec id ;`)
  { family: 'argument_injection', label: 'find action running a program, given as a value', pattern: String.raw`(?:^|\s)-(?:exec|execdir|ok|okdir)\s+\S[^\n]{0,120}(?:\\?;|\{\}\s*\+)`, risk: 55, proseRisk: 20, scope: 'nonshell' },
  // a package field that names another index (`--index-url http://...  requests`): code fetched from elsewhere
  { family: 'argument_injection', label: 'package index replaced through a value', pattern: String.raw`(?:^|\s)--(?:index-url|extra-index-url|find-links|trusted-host|registry)\b`, risk: 50, proseRisk: 20, scope: 'nonshell' },
  // an ssh host that opens a tunnel (`x -R 9000:localhost:22`)
  { family: 'argument_injection', label: 'port forward given as a value', pattern: String.raw`(?:^|\s)-[RLD]\s*(?:[\w.-]+:)?\d{2,5}:(?:[a-z][\w.-]*|\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}\b`, risk: 50, proseRisk: 20, scope: 'nonshell' },
  // pagers and editors run `!cmd` (`less '+!id'`, `vim -c ':!sh'`); in code `x +!y` is arithmetic, so the `+` opens a quoted option or the value
  { family: 'argument_injection', label: 'pager or editor told to run a command', pattern: String.raw`(?:^\s*|\s['"])\+:?!\s*\w|(?:^|\s)(?:-c|--cmd)\s*['"]?:?!\s*\w`, risk: 55, proseRisk: 20 },
  { family: 'argument_injection', label: 'sed substitution run as a command', pattern: String.raw`^\s*['"]?s[/|#,:@]`, risk: 55, scope: 'nonshell', confirm: sedExecutesResult },
  // image and document converters: ImageMagick's pipe delegate in a fill URL, Ghostscript's %pipe% device
  { family: 'argument_injection', label: 'converter told to pipe into a command', pattern: String.raw`\burl\(\s*['"]?[^)\n]{0,200}["']\|\s*[a-z]|["']\|(?:id|ls|cat|curl|wget|sh|bash|nc|whoami|uname|touch)\b|%pipe%\s*\S|^\s*['"]?\|\s*(?:id|ls|cat|curl|wget|sh|bash|nc|whoami|uname|touch|echo)\b`, risk: 65 },
];
