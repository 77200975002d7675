/**
 * Layer 3 detector: blocked and typosquatted tools, exfiltration URLs and dangerous arguments.
 * Pure; every string argument is scanned once (raw and decoded views together).
 */
import { scanFields } from '../../scan-fields.js';
import type { Finding, ToolCall } from '../../types.js';
import { scanBlockedTool } from './blocked-tools.js';
import { malwareSourceHits } from './dangerous-args/malware-source.js';
import { weighedForFile, writtenFileKinds } from './written-file.js';
import { unsignedTokenHits } from './dangerous-args/unsigned-token.js';
import { patternHits, scanOperatorKeys, scanPublicObject, scanRequestBody, scanSpoofedHeaders, ssrfHits } from './dangerous-args/index.js';
import type { FieldContext, Hit } from './dangerous-args/rule.js';
import { exfilHits, exfilHostHits } from './exfil-urls.js';
import { fieldContext, toolTraits } from './field-context.js';
import { imageBeaconHits } from './image-beacons.js';
import { installedPackageHits, installToolHits } from './package-typosquat.js';
import { decodeForScan } from './normalize.js';
import { MENTION_RISK, namedInWords, wordsTool } from './mention.js';
import { scanOutgoingSecret } from './outgoing-secret.js';
import { scanUploadNames } from './dangerous-args/upload-name.js';
import { scanTyposquat } from './typosquat.js';
import { extractUrls, type ParsedUrl } from './urls.js';

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

/** Tools that drive a browser on the agent's machine (Playwright, Puppeteer, Selenium, `browser_navigate`). */
const BROWSER_TOOL = /browser|playwright|puppeteer|selenium|webdriver|chromium/i;

/** Tokens holding an address: what a search query about an address names. */
const ADDRESS_TOKEN = /\S*(?::\/\/|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\S*/g;

/** An internal or metadata address named in a search query or a title, not requested: noted only. */
function mentionedAddress(hit: Hit, kind: 'phrase' | 'text', raw: string): Hit {
  const spans: [number, number][] = [];
  for (const m of raw.matchAll(ADDRESS_TOKEN)) spans.push([m.index, m.index + m[0].length]);
  return namedInWords('cloud_metadata', kind, raw, null, spans) ? { ...hit, risk: Math.min(hit.risk, MENTION_RISK), block: false } : hit;
}

const urlKey = (url: ParsedUrl): string => `${url.scheme}://${url.hosts.join(',')}:${url.port ?? ''}${url.rest}`;

/** Risk of an internal or loopback address written in the text of a message, an issue or a comment. */
const LINK_IN_TEXT_RISK = 20;

/**
 * A link in the words of a message (an e-mail's body, a chat message, an issue's text: a words
 * field of a tool that acts on nothing it is given, mention.ts) is not a request the tool makes: a
 * README's "open http://localhost:3000" is read by a person on their own machine. SSRF stays where
 * a request is made: URL, endpoint and host fields, HTTP tools' bodies, commands. Metadata addresses
 * (family cloud_metadata) keep their own rules.
 */
function linkInText(hit: Hit, ctx: FieldContext): Hit {
  return ctx.words === 'text' && hit.family === 'ssrf' ? { ...hit, risk: Math.min(hit.risk, LINK_IN_TEXT_RISK), block: false } : hit;
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

  const written = traits.fileWrite ? writtenFileKinds(call.args) : null;
  const browser = BROWSER_TOOL.test(call.tool);
  const wordsCall = wordsTool(call.tool, traits, call.args);
  let budget = MAX_TOTAL_CHARS;
  // a file-writing tool's path and content are not one command split in two: no joined view for it
  const fields = scanFields(call.args);
  const single = fields.length;
  const judged = new Set<string>();
  const judgedUrls = new Set<string>();
  for (const [f, field] of [...fields, ...(traits.fileWrite ? [] : joinedTopLevel(call.args))].entries()) {
    if (budget <= 0) break;
    const raw = field.value.length > MAX_FIELD_CHARS ? field.value.slice(0, MAX_FIELD_CHARS) : field.value;
    if (raw.length < 2) continue;
    budget -= raw.length;
    const decoded = decodeForScan(raw);
    const views = decoded === raw ? [raw] : [raw, decoded];
    const ctx = fieldContext(field.path, raw, traits, wordsCall);
    for (const hit of patternHits(views, ctx, f < single ? judged : undefined)) {
      // the joined view counts what no one argument shows: a match one argument holds was judged there
      if (f >= single && judged.has(`${hit.family}|${hit.label}`)) continue;
      const weighed = linkInText(written ? weighedForFile(hit, written, ctx.written) : hit, ctx);
      add(weighed, field.path);
    }
    // views.flatMap(extractUrls) without the callback per view: most views have no URL at all
    let urls = extractUrls(views[0]!);
    for (let v = 1; v < views.length; v++) {
      const more = extractUrls(views[v]!);
      if (more.length > 0) urls = urls.concat(more);
    }
    for (const hit of unsignedTokenHits(raw, ctx)) add(hit, field.path);
    for (const hit of installToolHits(call.tool, field.path, raw)) add(hit, field.path);
    if (ctx.shell || ctx.source || ctx.written || ctx.code === 'run') for (const hit of installedPackageHits(raw)) add(hit, field.path);
    if (ctx.source || ctx.shell || traits.fileWrite) for (const hit of malwareSourceHits(raw)) add(hit, field.path);
    // a bare host name: short, one token, dotted
    if (raw.length <= 260 && raw.includes('.') && !raw.includes(' ')) for (const hit of exfilHostHits(raw)) add(hit, field.path);
    // a URL one argument holds was judged there, in that argument's context (a message's words, a url field)
    if (f < single) for (const url of urls) judgedUrls.add(urlKey(url));
    else urls = urls.filter((url) => !judgedUrls.has(urlKey(url)));
    if (urls.length > 0) {
      for (const hit of ssrfHits(urls, ctx, traits.http, browser)) add(linkInText(ctx.words ? mentionedAddress(hit, ctx.words, raw) : hit, ctx), field.path);
      for (const hit of exfilHits(urls, ctx)) add(hit, field.path);
      for (const view of views) for (const hit of imageBeaconHits(view)) add(hit, field.path);
    }
  }
  for (const finding of [...scanOperatorKeys(call.args), ...scanSpoofedHeaders(call.args), ...scanPublicObject(call.args), ...scanRequestBody(call.args, call.tool), ...scanOutgoingSecret(call.tool, call.args), ...scanUploadNames(call.tool, call.args)]) {
    const key = `${finding.family}|${finding.detail}`;
    if (!best.has(key)) best.set(key, finding);
  }

  const sorted = [...best.values()].sort((a, b) => b.risk - a.risk);
  return [...findings, ...sorted.slice(0, MAX_FINDINGS)];
}
