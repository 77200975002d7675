/** NoSQL injection: operator injection in user values and JavaScript in `$where`. */
import type { Finding } from '../../../types.js';
import type { PatternRule } from './rule.js';

const OPS = 'ne|eq|gt|gte|lt|lte|nin|in|regex|exists|where|not|or|and|nor|expr|type|size|all|elemmatch';
const TRIVIAL_VALUE = `(?:null|""|''|0|-1|1|true|false|\\[\\s*\\]|\\{\\s*\\}|"\\.\\*"|'\\.\\*'|"\\^"|"\\.\\+")`;

export const NOSQL_RULES: PatternRule[] = [
  { family: 'nosql_injection', label: 'query operator in a request parameter', pattern: `\\[\\s*\\$(?:${OPS})\\s*\\]`, risk: 60 },
  { family: 'nosql_injection', label: '$where JavaScript clause', pattern: '[\'"]?\\$where[\'"]?\\s*[:=]|\\$where\\b', risk: 60 },
  { family: 'nosql_injection', label: 'always-true operator in a string', pattern: `['"]\\$(?:ne|gt|gte|lt|lte|nin|exists|regex)['"]\\s*:\\s*${TRIVIAL_VALUE}\\s*(?:[,}\\]]|$)`, risk: 55 },
  // `{"password": {"$regex": "^a"}}`: a secret guessed one leading character at a time;
  // `{"password": {"$ne": "x"}}`: a login that matches any password but one
  { family: 'nosql_injection', label: 'operator on a credential field', pattern: `['"]?(?:pass(?:word|wd)?|pwd|secret|token|api_?key|otp|pin)['"]?\\s*[:=]\\s*\\{\\s*['"]\\$(?:regex['"]\\s*:\\s*['"]\\^|(?:ne|gt|gte|nin|not)['"])|(?:pass(?:word|wd)?|pwd|secret|token)\\[\\$regex\\]=\\^`, risk: 55 },
  // an empty document inside $or matches every record
  { family: 'nosql_injection', label: 'always-true branch in $or', pattern: `['"]?\\$or['"]?\\s*:\\s*\\[[^\\]]*\\{\\s*\\}`, risk: 55 },
  { family: 'nosql_injection', label: 'server-side JavaScript operator', pattern: '[\'"]\\$(?:function|accumulator)[\'"]\\s*:|\\bmapreduce\\s*\\(', risk: 60 },
  { family: 'nosql_injection', label: 'JavaScript break-out in a query value', pattern: '[\'"]\\s*(?:&&|\\|\\||;)\\s*this\\.|\\bthis\\.\\w+(?:\\.\\w+)?\\.match\\s*\\(', risk: 60 },
  // a statement (`0;return true`, `return true;`), not prose that starts with "Return true if..."
  {
    family: 'nosql_injection',
    label: 'injected return',
    pattern: '(?:^|;)\\s*\\d*\\s*;?\\s*return\\s+(?:(?:true|1|!0)\\s*(?:;|\\}|$|//|\\|\\||&&)|this\\s*\\.|db\\s*\\.\\s*\\w)',
    risk: 55,
  },
  { family: 'nosql_injection', label: 'JavaScript busy-wait', pattern: 'new\\s+date\\s*\\(\\s*\\)[^\\n]{0,120}while\\s*\\(|\\bdo\\s*\\{[^}]{0,120}date[^}]{0,60}\\}\\s*while\\s*\\(|\\bwhile\\s*\\(\\s*(?:true|1)\\s*\\)\\s*(?:\\{\\s*\\}|;)', risk: 55 },
  { family: 'nosql_injection', label: 'quote break-out with a statement', pattern: '^\\s*[\'"]\\s*;\\s*[a-z_]\\w*\\s*[=(]', risk: 55 },
];

const JS_OPERATORS = new Set(['$where', '$function', '$accumulator']);
const COMPARISON_OPERATORS = new Set(['$ne', '$gt', '$gte', '$lt', '$lte', '$nin', '$regex', '$exists', '$not']);
const SECRET_FIELD = /^(?:pass(?:word|wd)?|pwd|secret|token|pin|otp|code|api_?key|user(?:name)?|login|email)$/i;
const MAX_NODES = 2000;

function trivial(value: unknown): boolean {
  if (value === null || value === '' || value === true || value === 0 || value === -1) return true;
  if (typeof value === 'string') return /^(?:\.\*|\.\+|\^|\^\.\*\$?|\.)$/.test(value);
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/**
 * A search of an address field by its domain (`{"email": {"$regex": "@acme\\.com$"}}`): what a
 * CRM or an admin asks for, and no probe: a login bypass or a character-by-character extraction
 * needs a pattern that matches anything (`.*`) or grows from the start (`^a`).
 */
function domainSearch(op: string, field: string, value: unknown): boolean {
  return op === '$regex' && /^e-?mail$/i.test(field) && typeof value === 'string' && /@[\w-]+(?:\\?\.[\w-]+)+\$?$/.test(value);
}

/** Fields a login compares with what the user typed: a presence check on them is a bypass. */
const PASSWORD_FIELD = /^(?:pass(?:word|wd)?|pwd|secret|token|pin|otp|code|api_?key)$/i;

/**
 * A field's presence tested (`{"deletedAt": {"$ne": null}}`, `{"email": {"$exists": true}}`): what
 * a query for soft-deleted or verified records asks, not a comparison made always true. `$exists`
 * on a password-like field, and `$ne: null` on a login field, are still a bypass.
 */
function presenceCheck(op: string, field: string, value: unknown): boolean {
  if (op === '$exists') return (value === true || value === false || value === 1 || value === 0) && !PASSWORD_FIELD.test(field);
  return op === '$ne' && value === null && !SECRET_FIELD.test(field);
}

/**
 * Operators hidden in object keys (`{"password": {"$ne": null}}`) that string scanning misses.
 * A range query (`{"age": {"$gt": 30}}`) is ordinary; a trivially-true comparison, any operator
 * on a credential field, or JavaScript execution operators are not.
 */
export function scanOperatorKeys(args: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  let visited = 0;
  const walk = (node: unknown, path: string, parentKey: string, depth: number): void => {
    if (depth > 32 || ++visited > MAX_NODES || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${path}.${i}`, parentKey, depth + 1));
      return;
    }
    // Object.keys, not Object.entries: the same keys in the same order, without a pair array per key
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const value = record[key];
      const here = path === '' ? key : `${path}.${key}`;
      const op = key.toLowerCase();
      if (op === '__proto__' || (op === 'prototype' && parentKey === 'constructor')) {
        findings.push({ family: 'prototype_pollution', detail: `prototype_pollution: ${op} key in args.${here}`, risk: 60, severity: 'flag' });
      } else if (JS_OPERATORS.has(op)) {
        findings.push({ family: 'nosql_injection', detail: `nosql_injection: ${op} JavaScript operator in args.${here}`, risk: 60, severity: 'flag' });
      } else if (COMPARISON_OPERATORS.has(op) && !presenceCheck(op, parentKey, value) && (trivial(value) || (SECRET_FIELD.test(parentKey) && !domainSearch(op, parentKey, value)))) {
        findings.push({ family: 'nosql_injection', detail: `nosql_injection: always-true ${op} operator in args.${here}`, risk: 60, severity: 'flag' });
      }
      walk(value, here, key, depth + 1);
    }
  };
  walk(args, '', '', 0);
  return findings;
}
