/** Tools refused by name: a built-in list of inherently dangerous tools plus TOOL_POISON_BLOCKED_TOOLS. */
import { KeyMemo } from '../../key-memo.js';
import type { Finding } from '../../types.js';
import { foldHomoglyphs } from './normalize.js';

export const BUILTIN_BLOCKED_TOOLS: readonly string[] = [
  'shell_exec_unrestricted',
  'exec_raw',
  'eval_unsafe',
  'unrestricted_shell',
  'raw_shell',
  'sudo_exec',
  'run_as_root',
  'disable_security',
  'disable_guardrails',
  'override_safety',
  'bypass_auth',
  'bypass_authentication',
  'disable_mfa',
  'disable_2fa',
  'disable_firewall',
  'disable_antivirus',
  'disable_logging',
  'disable_audit_log',
  'clear_audit_log',
  'disable_monitoring',
  'escalate_privileges',
  'grant_admin',
  'make_admin',
  'delete_all_data',
  'drop_database',
  'purge_all',
  'wipe_disk',
  'format_disk',
  'factory_reset',
  'exfiltrate_data',
  'dump_credentials',
  'dump_secrets',
  'export_all_secrets',
  'read_all_secrets',
  'keylogger',
  'install_rootkit',
  'modify_system_prompt',
];

/** `Delete-All.Data`, `deleteAllData`, `ԁelete_all_data` → `delete_all_data`. */
export function canonicalToolName(name: string): string {
  return foldHomoglyphs(name.normalize('NFKC').replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const squash = (canonical: string): string => canonical.replace(/_/g, '');

/** Bounds of BlockedToolMatcher's memo of answers. */

export class BlockedToolMatcher {
  private readonly exact = new Map<string, string>();
  /** answers for the tool names seen recently: the same few tools are called over and over */
  private readonly answers = new KeyMemo<string | null>((tool) => this.matchName(tool));

  constructor(extra: readonly string[]) {
    for (const name of [...BUILTIN_BLOCKED_TOOLS, ...extra]) {
      const trimmed = name.trim();
      if (trimmed === '') continue;
      this.exact.set(squash(canonicalToolName(trimmed)), trimmed);
    }
  }

  /** The blocked name the tool matches, comparing the whole name and its last namespace segment. */
  match(tool: string): string | null {
    return this.answers.get(tool);
  }

  private matchName(tool: string): string | null {
    const canonical = canonicalToolName(tool);
    const segments = tool.split(/[./:]|__/).filter((s) => s !== '');
    const last = segments.length > 1 ? canonicalToolName(segments[segments.length - 1]!) : null;
    return this.exact.get(squash(canonical)) ?? (last !== null ? this.exact.get(squash(last)) ?? null : null);
  }
}

const matchers = new KeyMemo<BlockedToolMatcher>((key) => new BlockedToolMatcher(key === '' ? [] : key.split('\u0000')), 32, Infinity);

/** Matchers are cached by setting value (the setting rarely changes; bounded to a few entries). */
export function blockedToolMatcher(extra: readonly string[]): BlockedToolMatcher {
  return matchers.get(extra.join('\u0000'));
}

export function scanBlockedTool(tool: string, extra: readonly string[]): Finding[] {
  const hit = blockedToolMatcher(extra).match(tool);
  if (hit === null) return [];
  return [{ family: 'blocked_tool', detail: `blocked_tool: tool matches blocked name ${JSON.stringify(hit)}`, risk: 100, severity: 'block' }];
}
