import type RE2 from 're2';
import { metadataOnlyListedAsData } from '../pipeline/detectors/tool-poison/dangerous-args/ssrf.js';
import { SSH_KEY_USE } from '../pipeline/detectors/tool-poison/dangerous-args/traversal.js';
import { toolTraits } from '../pipeline/detectors/tool-poison/field-context.js';
import { namedInWords, wordsField, wordsTool } from '../pipeline/detectors/tool-poison/mention.js';
import { ACTING_TOOL, DOC_PATH, FETCHING_TOOL, NEGATED, READ_BEFORE, WORD, WORDS_KEY } from '../pipeline/detectors/tool-poison/words-reading.js';

/** What an exemption may read of the call besides its serialized arguments. */
export interface ExemptionCall {
  tool: string;
  args: Record<string, unknown>;
}

/**
 * Calls a built-in policy's regex matches but the policy is not about. An exemption gets the
 * serialized arguments the regex matched, the regex and (when the caller has it) the call, and
 * answers true when the match is only one of the uses the policy leaves alone; it runs only after
 * the regex matched, so it costs nothing on the calls that match no policy. Exemptions live in
 * code, not in the policy record, because RE2 (linear time, no lookaround) cannot say "except when".
 */
export type SystemPolicyExemption = (serializedArgs: string, argsRegex: RE2, call?: ExemptionCall) => boolean;

// ---------------------------------------------------------------- a mention in words, not a use

/** The string values of `args` with their own key (the nearest non-index key), depth-limited. */
function* stringsWithKeys(value: unknown, key: string, depth: number): Generator<[string, string]> {
  if (depth > 8) return;
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* stringsWithKeys(item, key, depth + 1);
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) yield* stringsWithKeys(record[k], k, depth + 1);
  }
}

/**
 * Every match of the policy's regex is a mention in words: in a query, question, message or
 * document argument of a tool that runs, fetches and opens nothing (a web search, a model, a
 * chat post, a ticket, a translator), in a sentence of at least four words, with no command or
 * request to show or send the file right before it. A web search for "/etc/shadow vs /etc/passwd"
 * or a ticket "Lock down /etc/shadow permissions" reads nothing; `cat /etc/shadow`, a `path`
 * argument, a shell or code tool, a file tool and "send me the contents of ~/.aws/credentials"
 * still match. `checkContext` false skips the read-verb test (for policies about commands).
 */
export function mentionedInWords(call: ExemptionCall | undefined, argsRegex: RE2, checkContext = true): boolean {
  if (call === undefined) return false;
  const traits = toolTraits(call.tool);
  // a web search (`web_search`, `bing.search`) looks words up; a tool that fetches an address does not
  const http = traits.http && !(traits.searches && !FETCHING_TOOL.test(call.tool));
  if (traits.shell || traits.runsCode || http || traits.sql || ACTING_TOOL.test(call.tool)) {
    // a file tool writing a document (`docs/security.md`) is the one acting tool left to read
    if (!traits.fileWrite || typeof call.args['path'] !== 'string' || !DOC_PATH.test(call.args['path'])) return false;
  }
  let mentioned = false;
  for (const [key, value] of stringsWithKeys(call.args, '', 0)) {
    const serialized = JSON.stringify(value);
    if (!argsRegex.test(serialized)) continue;
    if (!WORDS_KEY.test(key)) return false;
    if ((value.match(WORD) ?? []).length < 4) return false;
    if (checkContext) {
      const global = new RegExp(argsRegex.source, 'gi');
      for (const m of serialized.matchAll(global)) {
        const before = serialized.slice(Math.max(0, m.index - 40), m.index);
        // "do not copy ~/.aws/credentials into images" forbids the read it names
        if (READ_BEFORE.test(before) && !NEGATED.test(before)) return false;
      }
    }
    mentioned = true;
  }
  return mentioned;
}

/**
 * Every match of a command policy's regex (`curl ... | sh`, `rm -rf /`, the metadata address) is
 * named in a search query, a question or a title of a tool that runs and fetches nothing, as layer 3
 * reads such a phrase (tool-poison/mention.ts): no run word right before it, no chaining, words of
 * a sentence around it. "curl | sh install script security risks" in a web search runs nothing;
 * "run rm -rf / now" and "x; rm -rf /" still match.
 */
export function commandMentionedInWords(call: ExemptionCall | undefined, argsRegex: RE2): boolean {
  if (call === undefined || !wordsTool(call.tool, toolTraits(call.tool), call.args)) return false;
  let mentioned = false;
  for (const [key, value] of stringsWithKeys(call.args, '', 0)) {
    if (!argsRegex.test(JSON.stringify(value))) continue;
    if (wordsField(key, value) !== 'phrase') return false;
    const spans: [number, number][] = [];
    for (const m of value.matchAll(new RegExp(argsRegex.source, 'gi'))) spans.push([m.index, m.index + m[0].length]);
    if (!namedInWords('destructive_command', 'phrase', value, null, spans)) return false;
    mentioned = true;
  }
  return mentioned;
}

export const SYSTEM_POLICY_EXEMPTIONS: Readonly<Record<string, SystemPolicyExemption>> = {
  // The caller's own SSH key handed to the programs that use it without reading it out
  // (`ssh -i`, `scp -i`, `ssh-add`, `chmod 600`, `ssh-keygen -f`), as layer 3 reads it: the key's
  // content goes nowhere. A `cat`, a copy or a second plain mention of the same file still matches.
  // A credential file named in a search query, a question or a message (mentionedInWords) is not read.
  'system:no-credential-files': (serializedArgs, argsRegex, call) =>
    !argsRegex.test(serializedArgs.replace(SSH_KEY_USE, ' ')) || mentionedInWords(call, argsRegex),
  // An SSRF guard's blocklist in source code (`DENY = ['169.254.169.254', ...]`) names the addresses it
  // refuses; a URL, a host argument, a socket address or a list with no guard word around it still matches.
  // Each command policy also leaves alone a command named in a search query or a title (commandMentionedInWords).
  'system:no-cloud-metadata': (serializedArgs, argsRegex, call) =>
    metadataOnlyListedAsData(serializedArgs, (text) => argsRegex.test(text)) || commandMentionedInWords(call, argsRegex),
  'system:no-pipe-to-shell': (_serializedArgs, argsRegex, call) => commandMentionedInWords(call, argsRegex),
  'system:no-root-delete': (_serializedArgs, argsRegex, call) => commandMentionedInWords(call, argsRegex),
  // `history -c` or `unset HISTFILE` asked about in a search or a question runs nothing.
  'system:review-audit-tampering': (_serializedArgs, argsRegex, call) => mentionedInWords(call, argsRegex, false),
};
