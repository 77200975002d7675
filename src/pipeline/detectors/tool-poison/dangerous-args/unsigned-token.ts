/**
 * A JSON Web Token whose header says `"alg": "none"`: a token that carries no signature, sent to a
 * service in the hope that it accepts the claims unchecked (the classic JWT authentication
 * bypass). A real client never holds one; tokens with a signing algorithm are PII's concern.
 */
import { hasJwtPrefix } from '../../pii/recognizers.js';
import type { FieldContext, Hit } from './rule.js';

/** In source, a test fixture or a document, an unsigned token is an example, not a login. */
const EXAMPLE_RISK = 20;

const TOKEN = /(?<![\w-])eyJ[A-Za-z0-9_-]{5,2048}\.[A-Za-z0-9_-]{2,16384}\.[A-Za-z0-9_-]{0,4096}(?![\w-])/g;
const MAX_TOKENS = 8;

function algorithmOf(headerSegment: string): string | null {
  try {
    const header: unknown = JSON.parse(Buffer.from(headerSegment, 'base64url').toString('utf8'));
    if (typeof header !== 'object' || header === null) return null;
    const alg = (header as { alg?: unknown }).alg;
    return typeof alg === 'string' ? alg : null;
  } catch {
    return null;
  }
}

/** A hit for each token in `text` whose header names no signing algorithm. */
export function unsignedTokenHits(text: string, ctx: FieldContext): Hit[] {
  if (!hasJwtPrefix(text)) return [];
  TOKEN.lastIndex = 0;
  let seen = 0;
  for (let m = TOKEN.exec(text); m !== null && seen < MAX_TOKENS; m = TOKEN.exec(text), seen++) {
    const alg = algorithmOf(m[0].slice(0, m[0].indexOf('.')));
    if (alg !== null && alg.trim().toLowerCase() === 'none') {
      return [{ family: 'auth_bypass', label: 'JSON Web Token with the "none" algorithm (no signature)', risk: ctx.source || ctx.inert || ctx.prose ? EXAMPLE_RISK : 60, block: false }];
    }
  }
  return [];
}
