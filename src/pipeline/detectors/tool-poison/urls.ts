/**
 * URL extraction and host classification shared by the SSRF and exfiltration checks. Hosts are
 * read the way lenient clients read them: inet_aton numbers (2130706433, 0x7f000001, 0177.1),
 * IPv4-mapped IPv6, userinfo and backslash confusion (`http://a\@b/`).
 */

export interface ParsedUrl {
  scheme: string;
  /** every plausible host a client might connect to, lower-case, without port or brackets */
  hosts: string[];
  port: number | null;
  /** path, query and fragment as written (may be empty) */
  rest: string;
  query: string;
}

const URL_RE = /\b([a-z][a-z0-9+.-]{1,20}):\/\/([^\s"'<>`]{0,2048})/gi;
const MAX_URLS = 16;
/** A user name in userinfo: a word with no dot, colon or digit-only form that a client could read as a host. */
const BARE_USER_NAME = /^[a-z_][\w-]*$/i;

export function extractUrls(text: string): ParsedUrl[] {
  if (!text.includes('://')) return [];
  const out: ParsedUrl[] = [];
  URL_RE.lastIndex = 0;
  for (let m = URL_RE.exec(text); m !== null && out.length < MAX_URLS; m = URL_RE.exec(text)) {
    out.push(parseUrl(m[1]!.toLowerCase(), m[2]!));
  }
  return out;
}

function parseUrl(scheme: string, body: string): ParsedUrl {
  // `\href{https://example.com}{site}`: a brace that closes what the URL never opened ends it (a
  // `${HOST}` or `{{host}}` opens its own)
  const close = body.indexOf('}');
  if (close !== -1 && !body.slice(0, close).includes('{')) body = body.slice(0, close);
  const end = body.search(/[/?#]/);
  const authority = end === -1 ? body : body.slice(0, end);
  const rest = end === -1 ? '' : body.slice(end);
  const hosts = new Set<string>();
  let port: number | null = null;
  // RFC 3986 reading: host after the last '@'; WHATWG reading: a backslash ends the authority
  const candidates = [authority.slice(authority.lastIndexOf('@') + 1)];
  // before an '@' with no backslash, a bare user name (`https://user@git.example.com`) is only a user name
  const first = authority.split(/[\\@]/)[0] ?? '';
  if (authority.includes('\\') || !BARE_USER_NAME.test(first) || first === 'localhost') candidates.push(first);
  // `http://expected#@other/`: a parser that ends the authority only at '/' reads the host after the '@'
  const lenient = body.split('/', 1)[0]!;
  if (/[?#]@/.test(lenient)) candidates.push(lenient.slice(lenient.lastIndexOf('@') + 1));
  for (const candidate of candidates) {
    const { host, port: p } = splitHostPort(candidate);
    if (host !== '') hosts.add(host);
    if (p !== null && port === null) port = p;
  }
  const q = rest.indexOf('?');
  return { scheme, hosts: [...hosts], port, rest, query: q === -1 ? '' : rest.slice(q + 1) };
}

function splitHostPort(raw: string): { host: string; port: number | null } {
  let text = raw.trim().toLowerCase();
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    const host = close === -1 ? text.slice(1) : text.slice(1, close);
    const port = close === -1 ? null : /^:(\d{1,5})/.exec(text.slice(close + 1))?.[1];
    return { host, port: port ? Number(port) : null };
  }
  const pm = /:(\d{1,5})[^\w.]*$/.exec(text);
  let port: number | null = null;
  if (pm) {
    port = Number(pm[1]);
    text = text.slice(0, pm.index);
  }
  text = text.replace(/[^\w.:${}%-]+$/, '').replace(/\.$/, '');
  return { host: text, port };
}

/** inet_aton: 1-4 dot-separated parts, each decimal, octal (leading 0) or hex (0x). */
export function parseLooseIPv4(host: string): { ip: number; encoded: boolean } | null {
  const parts = host.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const values: bigint[] = [];
  let encoded = parts.length !== 4;
  for (const part of parts) {
    let value: bigint;
    if (/^0x[0-9a-f]*$/i.test(part)) {
      value = part.length === 2 ? 0n : BigInt(part);
      encoded = true;
    } else if (/^0[0-7]+$/.test(part)) {
      value = BigInt(`0o${part.slice(1)}`);
      encoded = true;
    } else if (/^(?:0|[1-9]\d{0,19})$/.test(part)) {
      value = BigInt(part);
    } else {
      return null;
    }
    values.push(value);
  }
  const last = values.pop()!;
  let ip = 0n;
  for (const v of values) {
    if (v > 255n) return null;
    ip = (ip << 8n) | v;
  }
  const lastBits = BigInt(8 * (4 - values.length));
  // over-long numbers (0x41414141A9FEA9FE): lenient parsers keep the low bits
  const masked = last & ((1n << lastBits) - 1n);
  if (masked !== last) encoded = true;
  ip = (ip << lastBits) | masked;
  return { ip: Number(ip), encoded };
}

function ipv6ToWords(host: string): number[] | null {
  let text = host.split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const parsed = parseLooseIPv4(v4[1]!);
    if (!parsed) return null;
    text = `${text.slice(0, v4.index)}${(parsed.ip >>> 16).toString(16)}:${(parsed.ip & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const toWords = (s: string): number[] | null => {
    if (s === '') return [];
    const words = s.split(':').map((w) => (/^[0-9a-f]{1,4}$/i.test(w) ? parseInt(w, 16) : NaN));
    return words.some(Number.isNaN) ? null : words;
  };
  const head = toWords(halves[0]!);
  const back = halves.length === 2 ? toWords(halves[1]!) : [];
  if (!head || !back) return null;
  const fill = 8 - head.length - back.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  return [...head, ...new Array<number>(fill).fill(0), ...back];
}

export type HostKind =
  | 'metadata'
  | 'loopback'
  | 'unspecified'
  | 'link_local'
  | 'private'
  | 'rebinding'
  | 'internal_name'
  | 'variable'
  | 'public_ip'
  | 'name';

export interface HostInfo {
  kind: HostKind;
  /** written in a non-canonical numeric form (hex, octal, integer, short or over-long) */
  encoded: boolean;
}

const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal', 'metadata.tencentyun.com']);
const LOOPBACK_NAMES = /^(?:localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$/;
const REBINDING = /(?:^|\.)(?:nip\.io|xip\.io|sslip\.io|localtest\.me|lvh\.me|vcap\.me|lacolhost\.com|rbndr\.us|1u\.ms|traefik\.me|local\.gd|localh\.st|fuf\.me|127-0-0-1\.org\.uk|yoogle\.com|ulh\.us)$/;
const INTERNAL_SUFFIX = /\.(?:internal|local|localdomain|lan|intranet|corp|home\.arpa|cluster\.local|svc|consul)$/;

function classifyIPv4(ip: number): HostKind {
  const a = ip >>> 24;
  const b = (ip >>> 16) & 0xff;
  if (ip === 0xa9fea9fe || ip === 0xa9feaa02 || ip === 0x646464c8 || ip === 0xc00000c0) return 'metadata';
  if (a === 127) return 'loopback';
  if (a === 0) return 'unspecified';
  if (a === 169 && b === 254) return 'link_local';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)) return 'private';
  return 'public_ip';
}

export function classifyHost(host: string): HostInfo {
  if (/[${}%]/.test(host)) return { kind: 'variable', encoded: false };
  if (host.includes(':')) {
    const words = ipv6ToWords(host);
    if (!words) return { kind: 'name', encoded: false };
    const text = words.map((w) => w.toString(16)).join(':');
    if (text === '0:0:0:0:0:0:0:1') return { kind: 'loopback', encoded: false };
    if (text === '0:0:0:0:0:0:0:0') return { kind: 'unspecified', encoded: false };
    if (text === 'fd00:ec2:0:0:0:0:0:254') return { kind: 'metadata', encoded: false };
    if (words.slice(0, 5).every((w) => w === 0) && (words[5] === 0xffff || words[5] === 0)) {
      return { kind: classifyIPv4(((words[6]! << 16) | words[7]!) >>> 0), encoded: true };
    }
    if ((words[0]! & 0xfe00) === 0xfc00) return { kind: 'private', encoded: false };
    if ((words[0]! & 0xffc0) === 0xfe80) return { kind: 'link_local', encoded: false };
    return { kind: 'public_ip', encoded: false };
  }
  const v4 = parseLooseIPv4(host);
  if (v4) return { kind: classifyIPv4(v4.ip), encoded: v4.encoded };
  if (METADATA_NAMES.has(host)) return { kind: 'metadata', encoded: false };
  if (LOOPBACK_NAMES.test(host)) return { kind: 'loopback', encoded: false };
  if (REBINDING.test(host)) {
    const embedded = /(\d{1,3}(?:[.-]\d{1,3}){3})/.exec(host)?.[1]?.replace(/-/g, '.');
    const inner = embedded ? parseLooseIPv4(embedded) : null;
    return { kind: inner && classifyIPv4(inner.ip) === 'metadata' ? 'metadata' : 'rebinding', encoded: false };
  }
  if (INTERNAL_SUFFIX.test(host)) return { kind: 'internal_name', encoded: false };
  if (/^[a-z0-9_-]+$/.test(host)) return { kind: 'internal_name', encoded: false };
  return { kind: 'name', encoded: false };
}

/** `decodeURIComponent`, or the text as it is when it holds a malformed escape. */
export function decodeUriLenient(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
