/**
 * Layer 3 detector: blocked and typosquatted tools, exfiltration URLs and dangerous arguments.
 * Pure; every string argument is scanned once (raw and decoded views together).
 */
import { scanFields } from '../../scan-fields.js';
import type { Finding, ToolCall } from '../../types.js';
import { scanBlockedTool } from './blocked-tools.js';
import { malwareSourceHits } from './dangerous-args/malware-source.js';
import { unsignedTokenHits } from './dangerous-args/unsigned-token.js';
import { patternHits, scanOperatorKeys, scanPublicObject, scanSpoofedHeaders, ssrfHits } from './dangerous-args/index.js';
import type { Hit } from './dangerous-args/rule.js';
import { exfilHits, exfilHostHits } from './exfil-urls.js';
import { fieldContext, toolTraits } from './field-context.js';
import { imageBeaconHits } from './image-beacons.js';
import { decodeForScan } from './normalize.js';
import { scanTyposquat } from './typosquat.js';
import { extractUrls } from './urls.js';

export interface ToolPoisonOptions {
  /** TOOL_POISON_BLOCKED_TOOLS, already split on commas */
  blockedTools: string[];
}

/** Longest part of one string that is scanned; payloads sit near the start far more than at 64 KB. */
const MAX_FIELD_CHARS = 16_384;
/** Total characters scanned per call, across all fields. */
const MAX_TOTAL_CHARS = 131_072;
const MAX_FINDINGS = 12;

const JOIN_MAX_PART = 512;
const JOIN_MAX_TOTAL = 2_048;

/**
 * The short top-level string arguments read as one command line: a payload split across fields
 * (`{"cmd": "rm -rf", "target": "/"}`) is whole again here. Only when there are two or more.
 */
function joinedTopLevel(args: Record<string, unknown>): { path: string; value: string }[] {
  const parts = Object.values(args).filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= JOIN_MAX_PART);
  if (parts.length < 2) return [];
  const value = parts.join(' ');
  return value.length <= JOIN_MAX_TOTAL ? [{ path: '(joined top-level arguments)', value }] : [];
}

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

/** Tools that drive a browser on the agent's machine (Playwright, Puppeteer, Selenium, `browser_navigate`). */
const BROWSER_TOOL = /browser|playwright|puppeteer|selenium|webdriver|chromium/i;

function writesFileMatching(args: Record<string, unknown>, pattern: RegExp): boolean {
  for (const key of ['path', 'file_path', 'filepath', 'filename', 'file', 'target', 'destination', 'dest']) {
    const value = args[key];
    if (typeof value === 'string' && pattern.test(value.trim())) return true;
  }
  return false;
}

export function scanToolPoison(call: ToolCall, options: ToolPoisonOptions): Finding[] {
  const findings: Finding[] = [...scanBlockedTool(call.tool, options.blockedTools), ...scanTyposquat(call.tool)];
  const traits = toolTraits(call.tool);
  const best = new Map<string, Finding>();
  const add = (hit: Hit, path: string): void => {
    const key = `${hit.family}|${hit.label}`;
    const previous = best.get(key);
    if (previous && previous.risk >= hit.risk && (previous.severity === 'block' || !hit.block)) return;
    best.set(key, {
      family: hit.family,
      detail: `${hit.family}: ${hit.label} in args.${path || '(root)'}`,
      risk: hit.risk,
      severity: hit.block ? 'block' : 'flag',
    });
  };

  const autostart = traits.fileWrite && writesFileMatching(call.args, AUTOSTART_PATH);
  const spreadsheet = traits.fileWrite && writesFileMatching(call.args, SPREADSHEET_PATH);
  const detectionRule = traits.fileWrite && writesDetectionRule(call.args);
  const browser = BROWSER_TOOL.test(call.tool);
  const testFile = traits.fileWrite && writesFileMatching(call.args, TEST_FILE_PATH);
  let budget = MAX_TOTAL_CHARS;
  // a file-writing tool's path and content are not one command split in two: no joined view for it
  for (const field of [...scanFields(call.args), ...(traits.fileWrite ? [] : joinedTopLevel(call.args))]) {
    if (budget <= 0) break;
    const raw = field.value.length > MAX_FIELD_CHARS ? field.value.slice(0, MAX_FIELD_CHARS) : field.value;
    if (raw.length < 2) continue;
    budget -= raw.length;
    const decoded = decodeForScan(raw);
    const views = decoded === raw ? [raw] : [raw, decoded];
    const ctx = fieldContext(field.path, raw, traits);
    for (const hit of patternHits(views, ctx)) {
      // a detection rule's file quotes the attack it detects, in its content and its name
      if (detectionRule) add({ ...hit, risk: Math.min(hit.risk, DETECTION_RULE_RISK), block: false }, field.path);
      // a test's fixtures name what the code under test must refuse
      else if (ctx.written && testFile && FIXTURE_FAMILIES.has(hit.family)) add({ ...hit, risk: Math.min(hit.risk, DETECTION_RULE_RISK), block: false }, field.path);
      // written into a file that runs at login or on a schedule, a shell or a download-and-run is persistence
      else if (ctx.written && autostart && PERSISTENT_FAMILIES.has(hit.family)) add({ ...hit, risk: Math.max(hit.risk, 90), block: true }, field.path);
      // in a spreadsheet file a formula is not program syntax: it runs when the file is opened
      else if (ctx.written && spreadsheet && hit.family === 'formula_injection') add({ ...hit, risk: Math.max(hit.risk, SPREADSHEET_FORMULA_RISK) }, field.path);
      else add(hit, field.path);
    }
    // views.flatMap(extractUrls) without the callback per view: most views have no URL at all
    let urls = extractUrls(views[0]!);
    for (let v = 1; v < views.length; v++) {
      const more = extractUrls(views[v]!);
      if (more.length > 0) urls = urls.concat(more);
    }
    for (const hit of unsignedTokenHits(raw, ctx)) add(hit, field.path);
    if (ctx.source || ctx.shell || traits.fileWrite) for (const hit of malwareSourceHits(raw)) add(hit, field.path);
    // a bare host name: short, one token, dotted
    if (raw.length <= 260 && raw.includes('.') && !raw.includes(' ')) for (const hit of exfilHostHits(raw)) add(hit, field.path);
    if (urls.length > 0) {
      for (const hit of ssrfHits(urls, ctx, traits.http, browser)) add(hit, field.path);
      for (const hit of exfilHits(urls, ctx)) add(hit, field.path);
      for (const view of views) for (const hit of imageBeaconHits(view)) add(hit, field.path);
    }
  }
  for (const finding of [...scanOperatorKeys(call.args), ...scanSpoofedHeaders(call.args), ...scanPublicObject(call.args)]) {
    const key = `${finding.family}|${finding.detail}`;
    if (!best.has(key)) best.set(key, finding);
  }

  const sorted = [...best.values()].sort((a, b) => b.risk - a.risk);
  return [...findings, ...sorted.slice(0, MAX_FINDINGS)];
}
