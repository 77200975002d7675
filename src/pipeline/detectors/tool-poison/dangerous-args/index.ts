/**
 * Dangerous arguments: every family's pattern table compiled into one RE2.Set, so each string is
 * scanned once (raw and decoded together); only the matched rules run their extra checks.
 */
import RE2 from 're2';
import { setInput } from '../../../set-input.js';
import { APP_ATTACK_RULES } from './app-attack.js';
import { ARGUMENT_INJECTION_RULES } from './argument-injection.js';
import { CLOUD_RULES } from './cloud.js';
import { CLOUD_COPY_RULES } from './cloud-copy.js';
import { HOST_ATTACK_RULES } from './host-attack.js';
import { INTRUSION_RULES } from './intrusion.js';
import { NOSQL_RULES } from './nosql.js';
import { OTHER_RULES } from './other.js';
import type { FieldContext, Hit, PatternRule } from './rule.js';
import { MENTION_RISK, namedInWords } from '../mention.js';
import { networkUtilityPayload, SHELL_RULES } from './shell.js';
import { SQL_FILE_WRITE_RULES, SQL_RULES } from './sql.js';
import { SERVER_TAKEOVER_RULES } from './server-takeover.js';
import { SSRF_RULES } from './ssrf.js';
import { TEMPLATE_RULES } from './template.js';
import { SAVED_CREDENTIAL_RULES, TRAVERSAL_RULES } from './traversal.js';
import { WEB_PAYLOAD_RULES } from './web-payload.js';
import { hasLongSpan, setPattern } from './set-pattern.js';

export { scanOperatorKeys } from './nosql.js';
export { ssrfHits } from './ssrf.js';
export { scanSpoofedHeaders } from './spoofed-headers.js';
export { scanPublicObject } from './public-object.js';
export { scanRequestBody } from './request-body.js';

/**
 * The tables in three groups, one RE2.Set each. One set for all of them outgrew the memory RE2
 * gives a set's automaton: past it RE2 still answers, but by flushing its state cache over and
 * over, 30-100x slower (see set-pattern.ts). A set's time depends on how close it is to that
 * budget, not on its number of rules, and the cliff is steep. What fills the budget is spans:
 * counted ones (`{0,300}`, made open-ended in the set by setPattern) and long ones (`a[^\n]*b`,
 * live to the end of a one-line text). So the shell and other-injection rules with long spans
 * (after their setEntry) sit in sets 2 and 3, and the first set holds rules that read a few
 * words at a time. Measured (best of rounds, µs per 10 KB text, 200 texts each of READMEs, docs,
 * code, shell scripts and runbooks, raw and as one-line JSON; /tmp/notes/l3b.md): before, the
 * first two sets took 0.7-2.4 ms and 0.4-1.5 ms on READMEs, docs and code; now each set takes
 * 13-35 µs on all of them, and a 1 KB string about 1.5-2.5 µs a set, as before. The first set
 * is the closest to its budget: a table with long spans goes to the second or third. The
 * nineteenth session's table (server-takeover.ts, short literals only) sits in the first: measured
 * there, the first set's time on 10 KB texts each new to its cache stayed at 32-34 µs, where the second
 * set went past its budget with it (24 µs -> 1.8 ms); a set of its own cost 15 µs a 10 KB text.
 */
/** What the set holds for a rule: its own light entry, else its pattern with counted spans opened. */
const setEntry = (rule: PatternRule): string => rule.setEntry ?? setPattern(rule.pattern);
const spanning = (rule: PatternRule): boolean => hasLongSpan(setEntry(rule));
const local = (rule: PatternRule): boolean => !spanning(rule);

/** Every rule, in the tables' order (the order findings come out in). */
export const RULES: readonly PatternRule[] = [
  ...SHELL_RULES, ...SQL_RULES, ...NOSQL_RULES, ...WEB_PAYLOAD_RULES, ...TEMPLATE_RULES, ...TRAVERSAL_RULES, ...SSRF_RULES,
  ...OTHER_RULES, ...CLOUD_RULES, ...CLOUD_COPY_RULES, ...INTRUSION_RULES, ...HOST_ATTACK_RULES, ...SAVED_CREDENTIAL_RULES,
  ...APP_ATTACK_RULES, ...SQL_FILE_WRITE_RULES, ...ARGUMENT_INJECTION_RULES, ...SERVER_TAKEOVER_RULES,
];

/** The rules of each set. */
export const RULE_GROUPS: readonly (readonly PatternRule[])[] = [
  [
    ...SHELL_RULES.filter(local), ...SQL_RULES, ...TRAVERSAL_RULES, ...NOSQL_RULES, ...WEB_PAYLOAD_RULES, ...APP_ATTACK_RULES,
    ...OTHER_RULES.filter(local), ...SERVER_TAKEOVER_RULES,
  ],
  [...SHELL_RULES.filter(spanning), ...TEMPLATE_RULES, ...SSRF_RULES, ...CLOUD_COPY_RULES, ...SAVED_CREDENTIAL_RULES, ...SQL_FILE_WRITE_RULES],
  [...OTHER_RULES.filter(spanning), ...CLOUD_RULES, ...INTRUSION_RULES, ...HOST_ATTACK_RULES, ...ARGUMENT_INJECTION_RULES],
];

/**
 * One RE2.Set per group; `ruleIndex` maps a set's match index to the rule's index in RULES. Cutting
 * the first group in two was measured (sixteenth session, each text new to the DFA cache: 10.4 ->
 * 7.5 us a text of up to 1 KB) and left out: a pass more over every string costs the bench's padded
 * 10 KB class about 13 us a call.
 */
const RULE_SETS: readonly { set: InstanceType<typeof RE2.Set>; ruleIndex: readonly number[] }[] = RULE_GROUPS.map((rules) => ({
  set: new RE2.Set(rules.map(setEntry), 'i'),
  ruleIndex: rules.map((r) => RULES.indexOf(r)),
}));

/**
 * The rule's own pattern, for the rules whose set entry is looser (a setEntry, or setPattern changed
 * it): a set match of those is kept only where the pattern itself matches. Compiled on first use.
 */
const exactPatterns: (RE2 | null | undefined)[] = RULES.map((r) => (setEntry(r) === r.pattern ? null : undefined));
function matchesExactly(index: number, view: string): boolean {
  let exact = exactPatterns[index];
  if (exact === null) return true;
  if (exact === undefined) exactPatterns[index] = exact = new RE2(RULES[index]!.pattern, 'i');
  return exact.test(view);
}

/** Ceiling for a command found in text a tool writes into a file (still review). */
const WRITTEN_RISK = 60;

/**
 * Families of injections into one value (a query parameter, a path, a template field), which
 * program source is full of: noted at SOURCE_RISK there. Commands that destroy, download and run,
 * open shells or send data out keep their risk in source.
 */
const VALUE_INJECTION: ReadonlySet<string> = new Set([
  'sql_injection', 'nosql_injection', 'path_traversal', 'file_inclusion', 'xpath_injection', 'ldap_injection',
  'template_injection', 'prototype_pollution', 'crlf_injection', 'formula_injection', 'ssi_injection', 'script_injection',
  'open_redirect', 'xxe', 'redos', 'xslt_injection', 'esi_injection', 'auth_bypass',
  'latex_injection', 'css_injection', 'cache_deception', 'orm_leak', 'log4j_lookup',
]);
const SOURCE_RISK = 20;

/** Whether a file-reading tool opens the file the rule names by its own path (see PatternRule.openedRisk). */
function openedByItsPath(rule: PatternRule, ctx: FieldContext, value: string): boolean {
  const opened = rule.openedRisk;
  return opened !== undefined && ctx.opened === true && opened.path.test(value) && !value.includes('..') && !(opened.unless?.test(value) ?? false);
}

/**
 * Pattern hits for one string argument. `views` holds the raw value and, when it differs, the
 * decoded one; a rule counts when it matches either view. `seen` collects the rules whose shape
 * the value holds, counted or not (read as a mention, as code written into a document).
 */
export function patternHits(views: readonly string[], ctx: FieldContext, seen?: Set<string>): Hit[] {
  const matched = new Map<number, string[]>();
  for (const view of views) {
    const input = setInput(view);
    const indices: number[] = [];
    for (const { set, ruleIndex } of RULE_SETS) {
      for (const i of set.match(input)) {
        const index = ruleIndex[i]!;
        if (matchesExactly(index, view)) indices.push(index);
      }
    }
    // in the tables' order, whichever set matched
    indices.sort((a, b) => a - b);
    for (const index of indices) {
      const list = matched.get(index);
      if (list) list.push(view);
      else matched.set(index, [view]);
    }
  }
  const hits: Hit[] = [];
  for (const [index, matchedViews] of matched) {
    const rule = RULES[index]!;
    const scope = rule.scope ?? 'any';
    if (scope === 'shell' && !ctx.shell) continue;
    if (scope === 'nonshell' && ctx.shell) continue;
    // a file being written may hold shell lines (a README's setup steps, a script): not a value broken out of
    if (scope === 'nonshell' && ctx.written && rule.family === 'command_injection') continue;
    if (scope === 'sql' && !ctx.sql) continue;
    if (scope === 'nonsql' && (ctx.sql || ctx.shell)) continue;
    if (rule.confirm && !matchedViews.some((v) => rule.confirm!(v))) continue;
    // judged in this field, whatever the verdict: a joined view of the arguments does not judge it again
    seen?.add(`${rule.family}|${rule.label}`);
    if (rule.inCode && (ctx.code === 'search' || (ctx.code === 'run' && !matchedViews.some((v) => rule.inCode!(v))))) continue;
    // program source written into a file or a document is not run now: its own means (`subprocess.Popen(cmd)`) are code
    if (rule.inWritten && (ctx.written || ctx.words === 'text') && !matchedViews.some((v) => rule.inWritten!(v))) continue;
    const prose = ctx.prose && rule.proseRisk !== undefined;
    const shell = ctx.shell && rule.shellRisk !== undefined;
    // in program source, the syntax of a value injection is the program's own ("'--", "; return 1", "../../")
    const source = ctx.source && VALUE_INJECTION.has(rule.family);
    // quoted in a document a text tool only reads, every family is a mention (layers 4 and 5 judge what the text asks)
    const capped = source || ctx.inert;
    // a credential file or a command named in a search query, a question or a title (mention.ts)
    const mention = ctx.words != null && matchedViews.some((v) => namedInWords(rule.family, ctx.words!, v, rule.pattern));
    const riskHere = capped ? Math.min(rule.risk, SOURCE_RISK) : prose ? rule.proseRisk! : shell ? rule.shellRisk! : rule.risk;
    const risk = mention ? Math.min(riskHere, MENTION_RISK) : openedByItsPath(rule, ctx, views[0]!) ? Math.min(riskHere, rule.openedRisk!.risk) : riskHere;
    // proseRisk 0: the shape is counted only outside prose (an article quoting the payload)
    if (risk <= 0) continue;
    hits.push({
      family: rule.family,
      label: rule.label,
      // written into a file, a command runs later, under whoever runs the file: review, not refusal
      risk: ctx.written ? Math.min(risk, WRITTEN_RISK) : risk,
      block: !capped && !prose && !shell && !mention && !ctx.written && rule.block === true,
    });
  }
  const raw = views[0] ?? '';
  if (ctx.shell || /^\s*(?:sudo\s+)?(?:ping6?|nslookup|dig|traceroute|tracert)\s+\S/i.test(raw)) {
    const label = networkUtilityPayload(raw, !ctx.shell);
    if (label) hits.push({ family: 'command_injection', label, risk: 55, block: false });
  }
  return hits;
}
