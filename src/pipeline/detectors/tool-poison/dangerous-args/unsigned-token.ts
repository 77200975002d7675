/**
 * A JSON Web Token whose header says `"alg": "none"`: a token that carries no signature, sent to a
 * service in the hope that it accepts the claims unchecked (the classic JWT authentication
 * bypass). A real client never holds one; tokens with a signing algorithm are PII's concern.
 */
import { hasJwtPrefix, JWT_SHAPE } from '../../pii/recognizers.js';
import { jwtAlgorithm } from '../../pii/validators.js';
import type { FieldContext, Hit } from './rule.js';

/** In source, a test fixture or a document, an unsigned token is an example, not a login. */
const EXAMPLE_RISK = 20;

const TOKEN = new RegExp(JWT_SHAPE.source, 'g');
const MAX_TOKENS = 8;

/** One hit when a token in `text` has a header that names no signing algorithm. */
export function unsignedTokenHits(text: string, ctx: FieldContext): Hit[] {
  if (!hasJwtPrefix(text)) return [];
  TOKEN.lastIndex = 0;
  let seen = 0;
  for (let m = TOKEN.exec(text); m !== null && seen < MAX_TOKENS; m = TOKEN.exec(text), seen++) {
    const alg = jwtAlgorithm(m[0].slice(0, m[0].indexOf('.')));
    if (alg !== null && alg.trim().toLowerCase() === 'none') {
      return [{ family: 'auth_bypass', label: 'JSON Web Token with the "none" algorithm (no signature)', risk: ctx.source || ctx.inert || ctx.prose ? EXAMPLE_RISK : 60, block: false }];
    }
  }
  return [];
}
