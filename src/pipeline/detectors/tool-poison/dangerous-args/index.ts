/**
 * Dangerous arguments: every family's pattern table compiled into one RE2.Set, so each string is
 * scanned once (raw and decoded together); only the matched rules run their extra checks.
 */
import RE2 from 're2';
import { setInput } from '../../../set-input.js';
import { APP_ATTACK_RULES } from './app-attack.js';
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
import { SSRF_RULES } from './ssrf.js';
import { TEMPLATE_RULES } from './template.js';
import { SAVED_CREDENTIAL_RULES, TRAVERSAL_RULES } from './traversal.js';
import { WEB_PAYLOAD_RULES } from './web-payload.js';

export { scanOperatorKeys } from './nosql.js';
export { ssrfHits } from './ssrf.js';
export { scanSpoofedHeaders } from './spoofed-headers.js';
export { scanPublicObject } from './public-object.js';
export { scanRequestBody } from './request-body.js';

/**
 * The tables in two groups, one RE2.Set each. One set for all of them outgrew the memory RE2
 * gives a set's automaton: past it RE2 still answers, but by slower matching (0.05 -> 0.34 ms on a
 * 10 KB argument). Two sets cost one more pass (about 1.5 ns a byte). A set's time depends on how
 * close it is to that budget, not on its number of rules, and the cliff is steep: measured over
 * 200 varied 10 KB one-line JSON texts, the first set took 30 µs a text with 186 rules and
 * 0.8-1.1 ms with three more. Rules with counted spans (`{0,300}`) cost the most; they keep only
 * a rare opening in the set and are checked whole in JS. Since the thirteenth round the host-attack
 * and saved-credential tables sit in the second set: 29 and 31 µs per 10 KB text, 1.9 and 2.0 µs
 * per development-set call (the first set had been 1.1 ms and 48 µs).
 * Fourteenth round: the host-attack, saved-credential and app-attack tables form a third set. With
 * the new rules in the second set, that set went past its budget on attack-dense 10 KB text (about
 * 5.5 -> 8.8 ms); split in two, the two halves take about 0.03 and 0.06 ms there. The extra pass
 * costs about 2 µs per 1 KB call and 20 µs per 10 KB call of the pipeline benchmark's workload.
 */
const GROUPS: readonly (readonly PatternRule[])[] = [
  [...SHELL_RULES, ...SQL_RULES, ...NOSQL_RULES, ...WEB_PAYLOAD_RULES],
  [...TEMPLATE_RULES, ...TRAVERSAL_RULES, ...SSRF_RULES, ...OTHER_RULES, ...CLOUD_RULES, ...CLOUD_COPY_RULES, ...INTRUSION_RULES],
  [...HOST_ATTACK_RULES, ...SAVED_CREDENTIAL_RULES, ...APP_ATTACK_RULES, ...SQL_FILE_WRITE_RULES],
];

export const RULES: readonly PatternRule[] = GROUPS.flat();

const RULE_SETS: readonly { set: InstanceType<typeof RE2.Set>; offset: number }[] = GROUPS.map((rules, i) => ({
  set: new RE2.Set(
    rules.map((r) => r.pattern),
    'i',
  ),
  offset: GROUPS.slice(0, i).reduce((n, g) => n + g.length, 0),
}));

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
  'latex_injection', 'css_injection', 'cache_deception', 'orm_leak',
]);
const SOURCE_RISK = 20;

/**
 * Pattern hits for one string argument. `views` holds the raw value and, when it differs, the
 * decoded one; a rule counts when it matches either view. `seen` collects the rules whose shape
 * the value holds, counted or not (read as a mention, as code written into a document).
 */
export function patternHits(views: readonly string[], ctx: FieldContext, seen?: Set<string>): Hit[] {
  const matched = new Map<number, string[]>();
  for (const view of views) {
    const input = setInput(view);
    for (const { set, offset } of RULE_SETS) {
      for (const i of set.match(input)) {
        const index = i + offset;
        const list = matched.get(index);
        if (list) list.push(view);
        else matched.set(index, [view]);
      }
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
    const risk = mention ? Math.min(riskHere, MENTION_RISK) : riskHere;
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
    const label = networkUtilityPayload(raw);
    if (label) hits.push({ family: 'command_injection', label, risk: 55, block: false });
  }
  return hits;
}
