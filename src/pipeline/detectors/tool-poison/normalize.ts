/**
 * Text normalisation for the tool poison detector: undo the encodings attackers use to slip
 * payloads past pattern matching (percent/double/overlong UTF-8/%u encoding, HTML entities,
 * literal escape sequences, full-width and look-alike characters, zero-width characters).
 * Pure and bounded: a fixed number of rounds over strings already capped by the caller.
 */

import { isPlainAscii } from '../../text/traits.js';

const ZERO_WIDTH = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/** Cyrillic and Greek letters that render like Latin ones (lower- and upper-case). */
const HOMOGLYPHS: Record<string, string> = {
  а: 'a', в: 'b', с: 'c', ԁ: 'd', е: 'e', ё: 'e', һ: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm',
  н: 'h', о: 'o', р: 'p', ԛ: 'q', ѕ: 's', т: 't', у: 'y', х: 'x', ԝ: 'w', ɑ: 'a', ɡ: 'g', ı: 'i',
  ɩ: 'i', ℓ: 'l', А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O',
  Р: 'P', Ѕ: 'S', Т: 'T', Х: 'X', У: 'Y', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o',
  ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K',
  Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');

/** Slash and dot look-alikes that NFKC leaves alone (IIS-era traversal tricks). */
const PATH_LOOKALIKES: Record<string, string> = {
  '\u2215': '/', '\u2044': '/', '\u29f8': '/', '\u2216': '\\', '\u29f9': '\\', '\u2024': '.',
  // ideographic full stops, which some URL parsers read as a dot (`169\u3002254\u3002169\u3002254`)
  '\u3002': '.', '\uff61': '.',
};
const PATH_LOOKALIKE_RE = /[\u2215\u2044\u29f8\u2216\u29f9\u2024\u3002\uff61\ue000-\uf8ff]/g;

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", sol: '/', bsol: '\\', period: '.', colon: ':',
  lpar: '(', rpar: ')', semi: ';', vert: '|', grave: '`', dollar: '$', num: '#', nbsp: ' ',
};

/** Overlong UTF-8 forms of `.`, `/` and `\` seen in traversal payloads. */
const OVERLONG: Record<string, string> = {
  c0ae: '.', c0af: '/', c19c: '\\', c02f: '/', c05c: '\\', c1af: '/', c19e: '\\', e080ae: '.',
  e080af: '/',
};

export function foldHomoglyphs(text: string): string {
  return text.replace(HOMOGLYPH_RE, (ch) => HOMOGLYPHS[ch] ?? ch);
}

/**
 * One tolerant percent-decoding round: overlong UTF-8 forms of `.`, `/`, `\\` (`%c0%ae`,
 * `%e0%80%af`) first, then `%XX` (as Latin-1) and `%uXXXX` with the engine's native `unescape`,
 * which leaves malformed escapes alone instead of throwing.
 */
function percentDecodeOnce(text: string): string {
  let out = text;
  if (/%(?:c[01]|e0)%/i.test(out)) {
    out = out.replace(/%(?:(e0)%(80)%([0-9a-f]{2})|(c[01])%([0-9a-f]{2}))/gi, (m, e0, e80, e3, c, c2) => {
      const key = (e0 ? `${e0}${e80}${e3}` : `${c}${c2}`).toLowerCase();
      return OVERLONG[key] ?? m;
    });
  }
  if (UTF8_ESCAPE.test(out)) {
    // `%ef%bc%8f` (a full-width solidus) is one UTF-8 character, which `unescape` would split into Latin-1 ones
    out = out.replace(UTF8_ESCAPE_ALL, (m) => {
      try {
        return decodeURIComponent(m);
      } catch {
        return m;
      }
    });
  }
  return unescape(out);
}

/** Percent escapes of a multi-byte UTF-8 character (a lead byte, then continuation bytes). */
const UTF8_ESCAPE = /%[c-f][0-9a-f]%[89ab][0-9a-f]/i;
const UTF8_ESCAPE_ALL = /%[c-f][0-9a-f](?:%[89ab][0-9a-f]){1,3}/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? m;
  });
}

/**
 * The decoded view of a string: every layer of encoding removed that a server might remove
 * before the value reaches a shell, a database or a file system. Returns the input unchanged
 * when nothing was encoded (the common case, with no allocation beyond the checks).
 */
export function decodeForScan(raw: string): string {
  let text = withDecodedLiterals(raw);
  if (!isPlainAscii(text)) {
    text = text.normalize('NFKC').replace(ZERO_WIDTH, '');
    text = foldHomoglyphs(text).replace(PATH_LOOKALIKE_RE, (ch) => PATH_LOOKALIKES[ch] ?? '/');
  }
  if (text.includes('\\')) {
    // literal escape sequences that an interpreter or a JSON layer turns into control characters
    text = text.replace(/\\(?:n|r|x0a|x0d|u000a|u000d)/gi, '\n').replace(/\\(?:x00|u0000|0)(?![0-9])/gi, '\0');
    // `\x5f\x5fglobals\x5f\x5f`, `$'\x63\x61\x74'`: printable characters a template or shell string spells in hex
    if (HEX_ESCAPE.test(text)) text = text.replace(HEX_ESCAPE_ALL, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (text.includes('&')) text = decodeEntities(text);
  if (text.includes('0x2e')) text = text.replace(/0x2e0x2e/gi, '..');
  if (text.includes('%')) {
    // `%%32%65` (percent-encoded hex digits of a percent escape) first, then up to three rounds
    text = text.replace(/%%([0-9a-f]{2})%([0-9a-f]{2})/gi, (_m, a: string, b: string) => {
      return `%${String.fromCharCode(parseInt(a, 16))}${String.fromCharCode(parseInt(b, 16))}`;
    });
    for (let round = 0; round < 3 && /%(?:[0-9a-f]{2}|u[0-9a-f]{4})/i.test(text); round++) {
      text = percentDecodeOnce(text);
    }
    if (/[\u0080-\uffff]/.test(text)) text = text.replace(PATH_LOOKALIKE_RE, (ch) => PATH_LOOKALIKES[ch] ?? '/');
  }
  if (text.includes('/./')) {
    // `/etc/./passwd`, `/./././etc/passwd`: a current-directory step changes nothing on the way
    text = text.replace(CURRENT_DIR_STEPS, '/');
  }
  if (/\.\.(?:2f|5c)/i.test(text)) {
    // `..2f..2fetc2fpasswd`: the percent sign stripped by a broken decoder
    text = text.replace(/2f/gi, '/').replace(/5c/gi, '\\');
  }
  if ((text.includes("''") || text.includes('""') || text.includes('\\')) && QUOTE_SPLIT.test(text)) {
    // `c''at /e""tc/pa\sswd`: empty quotes and escaped letters a shell removes inside a word
    text = text.replace(QUOTE_SPLIT_ALL, '');
  }
  if ((text.includes('``') || text.includes('$()')) && EMPTY_SUBSTITUTION.test(text)) {
    // `wh\`\`oami`, `who$()ami`: an empty command substitution inside a word expands to nothing
    text = text.replace(EMPTY_SUBSTITUTION_ALL, '');
  }
  if (text.includes("'") || text.includes('"')) {
    // `c'a't /e"t"c/passwd`: a quoted fragment glued to letters on both sides is one word to a shell
    if (GLUED_QUOTE.test(text)) text = text.replace(GLUED_QUOTE_ALL, '$2');
  }
  if (text.includes('`') && POWERSHELL_TICKS.test(text)) {
    // `i\`e\`x (n\`ew-obj\`ect ...)`: PowerShell drops a backtick before an ordinary letter
    text = text.replace(POWERSHELL_TICKS_ALL, '');
  }
  if (text.includes('^') && CARET_SPLIT.test(text)) {
    // `who^am^i`, `s^e^t`: cmd.exe drops a caret before an ordinary character
    text = text.replace(CARET_SPLIT_ALL, '');
  }
  if (text.includes('*/') && SQL_INLINE_COMMENT.test(text)) {
    // `UN/**/ION SEL/**/ECT`, `1/**/or/**/1=1`: a comment splitting a keyword joins it, between words it is a space
    text = text.replace(SQL_INLINE_COMMENT_ALL, (m: string, _c: string, offset: number, whole: string) => {
      const before = /[a-z]+$/i.exec(whole.slice(Math.max(0, offset - 12), offset))?.[0] ?? '';
      const after = /^[a-z]+/i.exec(whole.slice(offset + m.length, offset + m.length + 12))?.[0] ?? '';
      // `uNiOn/**/aLl` separates two keywords; `UN/**/ION` splits one
      const splitsWord = before !== '' && after !== '' && !SQL_WORD.test(before) && !SQL_WORD.test(after);
      return splitsWord ? '' : ' ';
    });
  }
  if (text.includes('$') && UNSET_VARIABLE.test(text)) {
    // `cat$u /etc$u/passwd`: a variable nobody set expands to nothing inside a word
    text = text.replace(UNSET_VARIABLE_ALL, '');
  }
  if (text !== raw && /[\uff00-\uffef]/.test(text)) text = text.normalize('NFKC');
  return text;
}

/** One or more `./` steps after a slash. */
const CURRENT_DIR_STEPS = /\/(?:\.\/)+/g;

/** An empty command substitution (`\`\``, `$()`) between word characters. */
const EMPTY_SUBSTITUTION = /\w(?:\x60\x60|\$\(\))\w/;
const EMPTY_SUBSTITUTION_ALL = /(?<=\w)(?:\x60\x60|\$\(\))(?=\w)/g;

/**
 * Base64 literals a command decodes and uses: `echo <b64> | base64 -d`, `base64 -d <<< <b64>`,
 * PowerShell's `-enc <b64>` (UTF-16LE) and `FromBase64String('<b64>')`. What they hold is the
 * payload (`... | sh`, a cradle run by `-enc`), so it is scanned too.
 */
const DECODED_LITERAL =
  /\becho\s+(?:-[ne]+\s+)?['"]?([A-Za-z0-9+/]{16,4096}={0,2})['"]?\s*\|\s*base(?:64)\s+(?:-d|--decode|-D)\b|\bbase64\s+(?:-d|--decode|-D)\s*<<<\s*['"]?([A-Za-z0-9+/]{16,4096}={0,2})|\s-e(?:c|nc|ncodedcommand|ncodedc|ncoded)?\s+['"]?([A-Za-z0-9+/]{20,4096}={0,2})|frombase64string\s*\(\s*['"]([A-Za-z0-9+/]{16,4096}={0,2})['"]/gi;
const MAX_DECODED_LITERALS = 4;

/** The text of one base64 literal, as UTF-16LE when every other byte is zero (PowerShell), else Latin-1; null when not text. */
function base64Text(literal: string): string | null {
  const bytes = Buffer.from(literal, 'base64');
  if (bytes.length < 4) return null;
  let zeros = 0;
  for (let i = 1; i < bytes.length; i += 2) if (bytes[i] === 0) zeros++;
  const text = zeros * 2 >= bytes.length - 1 ? bytes.toString('utf16le') : bytes.toString('latin1');
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 0x0a || c === 0x0d || c === 0x09) printable++;
  }
  return printable >= text.length * 0.9 ? text : null;
}

/** `raw` with the text of the base64 literals it decodes appended (a line each); `raw` itself when it has none. */
function withDecodedLiterals(raw: string): string {
  if (raw.length < 24 || !(raw.includes('ase64') || /\s-e/i.test(raw))) return raw;
  let out = raw;
  let count = 0;
  for (const m of raw.matchAll(DECODED_LITERAL)) {
    const literal = m[1] ?? m[2] ?? m[3] ?? m[4];
    const text = literal === undefined ? null : base64Text(literal);
    if (text !== null) out += `\n${text}`;
    if (++count >= MAX_DECODED_LITERALS) break;
  }
  return out;
}

/** A one- or two-letter variable (`$u`, `${x}`, `$@`, `$*`) glued to a word or a path: shell obfuscation. */
const UNSET_VARIABLE = /\w\$(?:[a-z]{1,2}\b|\{[a-z]{1,2}\}|[@*])|\$(?:\{[a-z]{1,2}\}|[@*])(?=[\w/])/i;
const UNSET_VARIABLE_ALL = /(?<=\w)\$(?:[a-z]{1,2}(?![\w{])|\{[a-z]{1,2}\}|[@*])|\$(?:\{[a-z]{1,2}\}|[@*])(?=[\w/])/gi;

/** Empty quote pairs, or a backslash before a letter, inside a word (shell quote-splitting). */
const QUOTE_SPLIT = /\w(?:''|""|\\(?=[a-z]))\w?/i;
const QUOTE_SPLIT_ALL = /(?<=\w)(?:''|""|\\(?=[a-z]))/gi;

/** A single- or double-quoted fragment (no spaces) with word characters glued on both sides. */
const GLUED_QUOTE = /\w(['"])\w{1,12}\1\w/;
const GLUED_QUOTE_ALL = /(?<=\w)(['"])(\w{1,12})\1(?=\w)/g;

/**
 * Two or more backticks inside words (`i\`e\`x`): PowerShell's escape before a letter that is not an
 * escape code. A bash command substitution starts after a space or an operator, not inside a word.
 */
const POWERSHELL_TICKS = /\w`[a-z][^`\n]{0,40}\w`[a-z]/i;
const POWERSHELL_TICKS_ALL = /(?<=\w)`(?=[a-z])/gi;

/** `\xNN` or `\u00NN` for a printable ASCII character. */
const HEX_ESCAPE = /\\(?:x|u00)[2-7][0-9a-f]/i;
const HEX_ESCAPE_ALL = /\\(?:x|u00)([2-7][0-9a-f])/gi;

/** Two carets inside words (`who^am^i`); one alone is an exponent or a regex anchor. */
const CARET_SPLIT = /[a-z]\^[a-z][^^\s]{0,20}\^[a-z]/i;
const CARET_SPLIT_ALL = /(?<=[a-z])\^(?=[a-z])/gi;

/** A short inline comment (`/**\/`, `/*x*\/`), not a MySQL version comment (`/*!50000 ... *\/`, read by its rule). */
const SQL_INLINE_COMMENT = /\/\*(?!!)[^*/\n]{0,24}\*\//;
const SQL_INLINE_COMMENT_ALL = /\/\*(?!!)([^*/\n]{0,24})\*\//g;
/** Whole SQL words a comment may sit between (then it stands for a space, not a split). */
const SQL_WORD = /^(?:union|all|distinct|select|from|where|and|or|not|null|order|group|by|having|limit|like|in|is|as|into|values|insert|update|delete|drop|exec|declare|set|waitfor|delay|case|when|then|else|end|sleep|char|concat|if)$/i;

/** True when `raw` carries percent, overlong or Unicode encodings of path characters. */
export function hasEncodedPathChars(raw: string): boolean {
  return /%(?:25)*(?:2e|2f|5c|c0|c1|e0|u(?:ff0e|2215|2216|efc8|f025))|%%3[0-9]|0x2e|\.\.(?:2f|5c)|\.\.%u/i.test(raw);
}
