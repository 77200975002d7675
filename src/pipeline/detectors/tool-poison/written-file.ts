/**
 * What the file a tool writes is, by its path (and, for detection rules, its content), and how
 * that changes a dangerous-argument hit in the text written into it: a detection rule or a test
 * fixture quotes attacks, a login script or a cron table runs what it holds, a spreadsheet runs
 * its formulas when someone opens it.
 */
import type { Hit } from './dangerous-args/rule.js';

/** Files a shell or the system runs by itself: login scripts, cron tables, services, SSH keys. */
const AUTOSTART_PATH =
  /(?:^|[/\\])(?:\.bashrc|\.bash_profile|\.bash_login|\.profile|\.zshrc|\.zprofile|\.zlogin|\.config\/fish\/config\.fish|authorized_keys|crontab|rc\.local)$|(?:^|[/\\])(?:cron\.(?:d|daily|hourly|weekly|monthly)|init\.d|systemd[/\\]system|LaunchAgents|LaunchDaemons|Start Menu[/\\]Programs[/\\]Startup)[/\\]/i;
const PERSISTENT_FAMILIES: ReadonlySet<string> = new Set(['reverse_shell', 'download_execute']);

/** Files a spreadsheet program opens: a formula in them runs when a person opens the file. */
const SPREADSHEET_PATH = /\.(?:csv|tsv|xlsx?|xlsm|ods)$/i;
const SPREADSHEET_FORMULA_RISK = 60;

/**
 * Detection content a security engineer writes: YARA, Sigma, Suricata / Snort and ModSecurity
 * rules, in a file of that kind. Such a file quotes the attack it detects (`eval(base64_decode(`,
 * `sekurlsa::logonpasswords`, a reverse shell's command line) and nothing ever runs it.
 */
const DETECTION_RULE_PATH = /\.(?:yara?|rules|sigma)$|(?:^|[/\\])(?:detections?|sigma|yara|signatures|hunting|(?:detection|sigma|yara|suricata|snort|waf)[_-]?rules)[/\\](?:[^/\\]+[/\\])*[^/\\]+\.(?:ya?ml|conf|rules?)$|(?:^|[/\\])(?:modsecurity|modsec|crs|waf)[/\\](?:[^/\\]+[/\\])*[^/\\]+\.conf$/i;
const DETECTION_RULE_TEXT = [
  /\brule\s+\w+(?:\s*:\s*[\w\s]+)?\s*\{[\s\S]*?\bcondition\s*:/, // YARA
  /^\s*detection\s*:[\s\S]*^\s*condition\s*:/m, // Sigma
  /^\s*(?:alert|drop|reject|pass|log)\s+(?:tcp|udp|icmp|ip|http|dns|tls|smb|ftp|ssh)\s[^\n]*\(\s*msg\s*:/m, // Suricata, Snort
  /^\s*SecRule\s+\S+\s+"/m, // ModSecurity
];
/** Risk ceiling of what a detection rule file holds or is named (see DETECTION_RULE_PATH). */
const DETECTION_RULE_RISK = 20;

function writesDetectionRule(args: Record<string, unknown>): boolean {
  if (!writesFileMatching(args, DETECTION_RULE_PATH)) return false;
  return Object.values(args).some((v) => typeof v === 'string' && DETECTION_RULE_TEXT.some((re) => re.test(v)));
}

/**
 * Test files: a test of input validation names the files and addresses an attacker would reach
 * (`'../../etc/passwd'`, `169.254.169.254`) as fixtures the code under test must refuse.
 */
const TEST_FILE_PATH = /(?:^|[/\\])(?:tests?|specs?|__tests__|testdata|fixtures)[/\\]|(?:^|[/\\])test_[\w-]+\.\w+$|[\w-][._-](?:test|spec)\.\w+$|_test\.(?:go|py|rb|exs?)$/i;
/** What a test file only names: the files and addresses as fixtures. A command in it still runs. */
const FIXTURE_FAMILIES: ReadonlySet<string> = new Set(['sensitive_file', 'cloud_metadata', 'ssrf']);


function writesFileMatching(args: Record<string, unknown>, pattern: RegExp): boolean {
  for (const key of ['path', 'file_path', 'filepath', 'filename', 'file', 'target', 'destination', 'dest']) {
    const value = args[key];
    if (typeof value === 'string' && pattern.test(value.trim())) return true;
  }
  return false;
}

export interface WrittenFileKinds {
  autostart: boolean;
  spreadsheet: boolean;
  detectionRule: boolean;
  test: boolean;
}

/** The kinds of the file a file-writing call writes (a path can be of several: `tests/x.csv`). */
export function writtenFileKinds(args: Record<string, unknown>): WrittenFileKinds {
  return {
    autostart: writesFileMatching(args, AUTOSTART_PATH),
    spreadsheet: writesFileMatching(args, SPREADSHEET_PATH),
    detectionRule: writesDetectionRule(args),
    test: writesFileMatching(args, TEST_FILE_PATH),
  };
}

/**
 * A hit in a field of a file-writing call, weighed for the file's kind. `inContent`: the field is
 * the text written (not the path or another argument).
 */
export function weighedForFile(hit: Hit, kinds: WrittenFileKinds, inContent: boolean): Hit {
  // a detection rule's file quotes the attack it detects, in its content and its name
  if (kinds.detectionRule) return { ...hit, risk: Math.min(hit.risk, DETECTION_RULE_RISK), block: false };
  if (!inContent) return hit;
  // a test's fixtures name what the code under test must refuse
  if (kinds.test && FIXTURE_FAMILIES.has(hit.family)) return { ...hit, risk: Math.min(hit.risk, DETECTION_RULE_RISK), block: false };
  // written into a file that runs at login or on a schedule, a shell or a download-and-run is persistence
  if (kinds.autostart && PERSISTENT_FAMILIES.has(hit.family)) return { ...hit, risk: Math.max(hit.risk, 90), block: true };
  // in a spreadsheet file a formula is not program syntax: it runs when the file is opened
  if (kinds.spreadsheet && hit.family === 'formula_injection') return { ...hit, risk: Math.max(hit.risk, SPREADSHEET_FORMULA_RISK) };
  return hit;
}
