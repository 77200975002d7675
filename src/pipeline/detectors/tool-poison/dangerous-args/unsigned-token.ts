/**
 * A JSON Web Token whose header says `"alg": "none"`: a token that carries no signature, sent to a
 * service in the hope that it accepts the claims unchecked (the classic JWT authentication
 * bypass). Also one whose header points the verifier at a key the sender chose (a `kid` walking
 * to `/dev/null`, a `jku` URL). A real client never holds either; other tokens are PII's concern.
 */
import { hasJwtPrefix, JWT_SHAPE } from '../../pii/recognizers.js';
import { jwtHeader } from '../../pii/validators.js';
import type { FieldContext, Hit } from './rule.js';

/** In source, a test fixture or a document, an unsigned token is an example, not a login. */
const EXAMPLE_RISK = 20;

const TOKEN = new RegExp(JWT_SHAPE.source, 'g');
const MAX_TOKENS = 8;

/**
 * A key reference the verifier follows to find its key: a `kid` that walks the file system
 * (`../../dev/null`, whose empty content signs anything) or carries a command or SQL, or a `jku`
 * / `x5u` / embedded `jwk` that lets the token name its own key.
 */
function forgedKeyReference(header: Record<string, unknown>): boolean {
  const kid = header.kid;
  if (typeof kid === 'string' && /\.\.[/\\]|^\/dev\/|[|;`]|'\s*(?:union|or)\b/i.test(kid)) return true;
  return typeof header.jku === 'string' || typeof header.x5u === 'string' || (typeof header.jwk === 'object' && header.jwk !== null);
}

/** One hit when a token in `text` has a header that names no signing algorithm or forges its key reference. */
export function unsignedTokenHits(text: string, ctx: FieldContext): Hit[] {
  if (!hasJwtPrefix(text)) return [];
  TOKEN.lastIndex = 0;
  let seen = 0;
  for (let m = TOKEN.exec(text); m !== null && seen < MAX_TOKENS; m = TOKEN.exec(text), seen++) {
    const header = jwtHeader(m[0].slice(0, m[0].indexOf('.')));
    if (header === null) continue;
    const example = ctx.source || ctx.inert || ctx.prose;
    if (typeof header.alg === 'string' && header.alg.trim().toLowerCase() === 'none') {
      return [{ family: 'auth_bypass', label: 'JSON Web Token with the "none" algorithm (no signature)', risk: example ? EXAMPLE_RISK : 60, block: false }];
    }
    if (forgedKeyReference(header)) {
      return [{ family: 'token_forgery', label: 'JSON Web Token whose header forges its key reference', risk: example ? EXAMPLE_RISK : 55, block: false }];
    }
  }
  return [];
}
