/**
 * Structure of data text for the indirect-injection scanner: whether a string is a structured
 * document (JSON, HTML, Markdown, CSV, YAML-like listing), the nested strings of JSON, and the
 * parts of a document a human reader does not see (HTML comments, hidden elements, attribute
 * text, Markdown comments, link titles and reference definitions), where planted instructions
 * like to hide. Extraction uses bounded, non-nested regexes: linear in the input.
 */

export type HiddenKind =
  | 'html_comment'
  | 'hidden_element'
  | 'attribute'
  | 'markdown_comment'
  | 'link_title'
  | 'image_alt';

export interface HiddenSegment {
  kind: HiddenKind;
  text: string;
}

const MAX_SEGMENT = 4000;
const MAX_SEGMENTS = 64;
/** At least four words. */
const MIN_WORDS = /\S+\s+\S+\s+\S+\s+\S/;

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]{0,500})?>/i;
const MAX_COMMENT = 4000;
const OPEN_TAG = /<([a-z][a-z0-9-]*)\b([^<>]{0,600})>/gi;
const HIDDEN_STYLE =
  /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])|(?:^|[\s;"'])color\s*:\s*(?:#fff(?:fff)?\b|white\b|transparent\b)|(?:^|\s)hidden(?:\s|=|$)|aria-hidden\s*=\s*["']?true|(?:height|width|max-height)\s*:\s*0(?:px)?\s*(?:;|"|'|$)|(?:left|top|text-indent)\s*:\s*-\d{3,}|clip\s*:\s*rect\(\s*0/i;
const ALWAYS_HIDDEN_TAGS = new Set(['noscript', 'template', 'script', 'style', 'head', 'meta']);
const TEXT_ATTRIBUTE =
  /\b(alt|title|aria-label|aria-description|data-[\w-]+|content|placeholder|summary|label)\s*=\s*(?:"([^"]{8,2000})"|'([^']{8,2000})')/gi;
const MD_COMMENT = /\[(?:\/\/|comment)\]:\s*(?:#|<>)\s*\(([^)\n]{1,2000})\)/gi;
const MD_REF_TITLE = /^\s{0,3}\[[^\]\n]{1,100}\]:\s*<?\S+>?\s+(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})'|\(([^)\n]{1,1000})\))/gm;
// Link text and targets exclude the brackets that open another link, and are bounded: a long run
// of `[`, `![` or `](` must not make each attempt read to the end of the text (quadratic time).
const MD_LINK_TITLE = /\]\(\s*<?[^\s()[\]]{1,2000}>?\s+(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})')\s*\)/g;
const MD_IMAGE_ALT = /!\[([^[\]\n]{8,1000})\]\(/g;
/**
 * Pseudo-markup that says its text is hidden (`[hidden]...[/hidden]`, `[secret]...[/secret]`): a
 * review or a note that cannot hide text marks what it means for a machine reader.
 */
const HIDDEN_BRACKET = /\[(hidden|invisible|hide|secret)\]([^[\]]{8,4000})\[\/\1\]/gi;

const YAML_LINE = /^\s*(?:-\s+)?["']?[\w .-]{1,40}["']?\s*:(?:\s|$)/;
const MARKDOWN_LINE = /^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d+\.\s|>\s|\|.*\||```)|\[[^[\]\n]{1,300}\]\([^()\n]{1,2000}\)/;
/** MARKDOWN_LINE's first alternative (its second needs a `[`). */
const MARKDOWN_START = /^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d+\.\s|>\s|\|.*\||```)/;

/**
 * `MARKDOWN_LINE.test(text)`: text without `[` can only match at its start, which a quick
 * search for `[` decides before the link alternative is tried at every position.
 */
function isMarkdownLine(text: string): boolean {
  return text.includes('[') ? MARKDOWN_LINE.test(text) : MARKDOWN_START.test(text);
}

/**
 * The bodies of `<!-- ... -->` comments of at most MAX_COMMENT characters, in order: what
 * `/<!--([\s\S]{0,4000}?)-->/g` matches, found with `indexOf` so that a long run of openings
 * without a close costs one pass, not one pass per opening.
 */
function htmlComments(text: string, found: (body: string) => void): void {
  let close = -1;
  for (let open = text.indexOf('<!--'); open !== -1; ) {
    const body = open + 4;
    if (close < body) {
      close = text.indexOf('-->', body);
      if (close === -1) return;
    }
    if (close - body <= MAX_COMMENT) {
      found(text.slice(body, close));
      open = text.indexOf('<!--', close + 3);
    } else {
      open = text.indexOf('<!--', open + 1);
    }
  }
}

function plainTextOf(html: string): string {
  return html.replace(/<[^<>]{0,600}>/g, ' ');
}

/** The hidden parts of an HTML or Markdown document, each as plain text. */
export function hiddenSegments(text: string): HiddenSegment[] {
  const out: HiddenSegment[] = [];
  const seen = new Set<string>();
  const push = (kind: HiddenKind, raw: string | undefined): void => {
    if (raw === undefined || out.length >= MAX_SEGMENTS) return;
    const t = raw.trim().slice(0, MAX_SEGMENT);
    // Short labels ("Home", "Example site") cannot carry an instruction; repeats are read once.
    if (t.length < 8 || seen.has(t) || ((kind === 'attribute' || kind === 'image_alt') && !MIN_WORDS.test(t))) return;
    seen.add(t);
    out.push({ kind, text: t });
  };
  if (text.includes('<!--')) htmlComments(text, (body) => push('html_comment', body));
  if (text.includes('<') && HTML_TAG.test(text)) {
    for (const m of text.matchAll(OPEN_TAG)) {
      const tag = m[1]!.toLowerCase();
      const attrs = m[2] ?? '';
      if (attrs.length > 0) for (const a of attrs.matchAll(TEXT_ATTRIBUTE)) push('attribute', a[2] ?? a[3]);
      if (!ALWAYS_HIDDEN_TAGS.has(tag) && !HIDDEN_STYLE.test(attrs)) continue;
      if (tag === 'script' && !/type\s*=\s*["']?text\/(?:plain|template|x-|markdown)/i.test(attrs)) continue;
      if (tag === 'style' || tag === 'meta') continue;
      const start = (m.index ?? 0) + m[0].length;
      const close = text.toLowerCase().indexOf(`</${tag}`, start);
      const end = close === -1 ? Math.min(text.length, start + MAX_SEGMENT) : Math.min(close, start + MAX_SEGMENT);
      push('hidden_element', plainTextOf(text.slice(start, end)));
    }
  }
  if (text.includes('[/')) for (const m of text.matchAll(HIDDEN_BRACKET)) push('hidden_element', m[2]);
  if (text.includes('](') || text.includes(']:')) {
    for (const m of text.matchAll(MD_COMMENT)) push('markdown_comment', m[1]);
    for (const m of text.matchAll(MD_REF_TITLE)) push('link_title', m[1] ?? m[2] ?? m[3]);
    for (const m of text.matchAll(MD_LINK_TITLE)) push('link_title', m[1] ?? m[2]);
    for (const m of text.matchAll(MD_IMAGE_ALT)) push('image_alt', m[1]);
  }
  return out;
}

/** Parsed JSON when `text` is a JSON object or array, else undefined. */
export function parseJsonDocument(text: string): unknown {
  const t = text.trim();
  if (t.length < 2 || t.length > 1_000_000) return undefined;
  const first = t[0];
  const last = t[t.length - 1];
  if (!((first === '{' && last === '}') || (first === '[' && last === ']'))) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined; // not JSON after all (a Python repr, a bracketed sentence): read as text
  }
}

/**
 * True when `text` reads as a document or data rather than one message: JSON, HTML, Markdown,
 * a CSV table, a YAML-like listing, or simply several lines.
 */
export function isStructuredText(text: string): boolean {
  const t = text.trim();
  if (t.length === 0) return false;
  if ((t[0] === '{' || t[0] === '[') && (t.endsWith('}') || t.endsWith(']'))) return true;
  if (t.includes('<') && HTML_TAG.test(t)) return true;
  const lines = t.split('\n', 50).filter((l) => l.trim() !== '');
  if (lines.length >= 3) return true;
  if (lines.length < 2) return isMarkdownLine(t) || t.includes('<!--');
  const yaml = lines.filter((l) => YAML_LINE.test(l)).length;
  const md = lines.filter((l) => isMarkdownLine(l)).length;
  const commas = lines.map((l) => (l.match(/,/g) ?? []).length);
  const csv = commas[0]! >= 1 && commas.every((c) => c === commas[0]);
  return yaml >= 2 || md >= 1 || csv;
}
