import type { StringField } from './types.js';

const MAX_DEPTH = 32;
const MAX_FIELDS = 10_000;

/**
 * Every string inside a JSON-like value, depth first, with its dotted path. Object keys are
 * included as fields of their own (path suffix `#key`) because attackers hide text in keys too.
 * Bounded in depth and count so a hostile payload cannot make the walk expensive.
 */
export function collectStrings(value: unknown, basePath = ''): StringField[] {
  const out: StringField[] = [];
  walk(value, basePath, 0, out);
  return out;
}

function walk(value: unknown, path: string, depth: number, out: StringField[]): void {
  if (out.length >= MAX_FIELDS || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    out.push({ path, value, depth: Math.max(0, depth - 1) });
    return;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    out.push({ path, value: String(value), depth: Math.max(0, depth - 1) });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, join(path, String(i)), depth + 1, out));
    return;
  }
  if (value !== null && typeof value === 'object') {
    // Object.keys, not Object.entries: the same keys in the same order, without a pair array per key
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key.length > 24) out.push({ path: join(path, key) + '#key', value: key, depth });
      walk(record[key], join(path, key), depth + 1, out);
    }
  }
}

function join(base: string, key: string): string {
  return base === '' ? key : `${base}.${key}`;
}

/** Top-level string arguments only (what the injection firewall reads). */
export function topLevelStrings(args: Record<string, unknown>): StringField[] {
  // one loop over the keys (same order as Object.entries), no pair arrays and no intermediate list
  const out: StringField[] = [];
  for (const path of Object.keys(args)) {
    const value = args[path];
    if (typeof value === 'string') out.push({ path, value, depth: 0 });
  }
  return out;
}
