/**
 * Two scramblings a model undoes without being asked twice: ROT13 and text written backwards.
 * The injection firewall reads a text unscrambled when its similarity scan met several injection
 * keywords spelled those ways (similarity.ts, `scrambled`).
 */

/** ROT13 of the ASCII letters of `s` (its own inverse). */
export function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** `s` backwards, by code point (surrogate pairs kept whole). */
export function reversed(s: string): string {
  return Array.from(s).reverse().join('');
}

/** The readings of a scrambled text: its ROT13 and its reversal. */
export function unscrambled(s: string): string[] {
  return [rot13(s), reversed(s)];
}
