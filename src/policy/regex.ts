import RE2 from 're2';

/** Longest regex a policy may hold (decisions.md). */
export const MAX_POLICY_REGEX_LENGTH = 1000;

export type RegexCheck = { ok: true; regex: RE2 } | { ok: false; message: string };

/**
 * Compiles a policy regex on RE2, a linear-time engine: no pattern can backtrack
 * catastrophically, so no policy can stall evaluation. Patterns RE2 cannot express
 * (backreferences, lookaround) are refused at save time. Matching is case-insensitive.
 */
export function compilePolicyRegex(source: string): RegexCheck {
  if (source.length === 0) return { ok: false, message: 'regex must not be empty' };
  if (source.length > MAX_POLICY_REGEX_LENGTH) {
    return { ok: false, message: `regex longer than ${MAX_POLICY_REGEX_LENGTH} characters` };
  }
  try {
    return { ok: true, regex: new RE2(source, 'iu') };
  } catch (err) {
    return { ok: false, message: `invalid regex: ${(err as Error).message}` };
  }
}
