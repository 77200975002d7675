/**
 * Request headers that claim the request comes from inside (`X-Forwarded-For: 127.0.0.1`) or
 * rewrite its path past a front proxy's checks (`X-Original-URL: /admin`): the classic bypass of
 * access rules that trust a proxy's headers; and a header value with a line break that starts another
 * header. Headers are object keys, which the string-pattern rules do not see, so they are read here.
 */
import type { Finding } from '../../../types.js';
import { extractUrls } from '../urls.js';

/** Headers a proxy sets to say where a request came from. */
const CLIENT_ADDRESS_HEADER = /^(?:x-forwarded-for|x-real-ip|x-client-ip|x-remote-addr|x-remote-ip|x-originating-ip|true-client-ip|client-ip|forwarded|x-forwarded-host|x-host)$/i;
/** Headers some proxies and frameworks read as the request's real path. */
const PATH_OVERRIDE_HEADER = /^(?:x-original-url|x-rewrite-url|x-override-url|x-http-destinationurl)$/i;
const INTERNAL_ADDRESS = /^(?:for=)?["[]?(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|0\.0\.0\.0|10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3})\b/i;
const MAX_HEADERS = 64;
/** A header value holding a line break followed by another header's name, or a blank line (a body). */
const SPLIT_HEADER = /[\r\n]\s*(?:[\w-]{1,40}\s*:|[\r\n])/;

/** Transfer-Encoding spelled exactly as HTTP/1.1 defines it (a list of codings ending in chunked, or one coding). */
const PLAIN_TRANSFER_ENCODING = /^(?:(?:gzip|deflate|compress|br)\s*,\s*)?(?:chunked|identity|gzip|deflate|compress|br)$/i;
/** Headers frameworks read as the request's real method. */
const METHOD_OVERRIDE_HEADER = /^(?:x-http-method-override|x-http-method|x-method-override)$/i;

/**
 * Request smuggling by the headers alone: a Content-Length with a Transfer-Encoding (front and back
 * servers each believe a different one), a Transfer-Encoding name with padding (`Transfer-Encoding `),
 * or a value one server reads as chunked and the other does not (`xchunked`, `chunked, identity`).
 */
function smugglingHeaders(headers: Record<string, unknown>): string | null {
  let length = false;
  let encoding: string | null = null;
  for (const [name, value] of Object.entries(headers).slice(0, MAX_HEADERS)) {
    const bare = name.trim().toLowerCase();
    if (bare === 'transfer-encoding' && name !== name.trim()) return 'Transfer-Encoding header name padded with spaces';
    if (bare === 'content-length') length = true;
    if (bare === 'transfer-encoding') encoding = typeof value === 'string' ? value : String(value);
  }
  if (encoding === null) return null;
  if (!PLAIN_TRANSFER_ENCODING.test(encoding.trim()) || encoding !== encoding.trim()) return 'obfuscated Transfer-Encoding value';
  return length ? 'Content-Length and Transfer-Encoding in one request' : null;
}

/** The method of the call, as its `method` argument gives it (GET by default). */
function callMethod(args: Record<string, unknown>): string {
  return typeof args.method === 'string' ? args.method.trim().toUpperCase() : 'GET';
}

/** Headers that tell the server which host the client asked for. */
const HOST_HEADER = /^(?:host|x-forwarded-host|x-host|x-forwarded-server)$/i;

/** Headers a browser sets to say which site a request comes from. */
const ORIGIN_HEADER = /^(?:origin|sec-websocket-origin)$/i;

/**
 * The site of a host: its last two labels, or three under a two-letter country code with a
 * generic second level (`shop.example.co.uk` → `example.co.uk`). Enough to tell one
 * organisation's hosts from another's without a public-suffix list.
 */
function siteOf(host: string): string {
  const labels = host.split('.');
  const keep = labels.length >= 3 && /^[a-z]{2}$/.test(labels.at(-1)!) && /^(?:co|com|org|net|ac|gov|edu|ne|or)$/.test(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * A WebSocket handshake (ws:// or wss://) sent with another site's Origin: cross-site WebSocket
 * hijacking, where the server trusts the cookie and the attacker's page reads the socket.
 */
function crossSiteWebSocket(args: Record<string, unknown>, origin: string): boolean {
  const url = args.url ?? args.uri ?? args.endpoint;
  if (typeof url !== 'string' || !/^\s*wss?:\/\//i.test(url)) return false;
  const target = extractUrls(url.trim())[0]?.hosts[0];
  const from = extractUrls(origin.trim())[0]?.hosts[0];
  return target !== undefined && from !== undefined && siteOf(target) !== siteOf(from);
}

/** The host name of the call's target URL (lower-case, no brackets), if the call names one. */
function targetHost(args: Record<string, unknown>): string | null {
  const url = args.url ?? args.uri ?? args.endpoint;
  return typeof url === 'string' ? (extractUrls(url.trim())[0]?.hosts[0] ?? null) : null;
}

/** A Host header's host, as ParsedUrl writes hosts: lower-case, without port or brackets. */
function headerHost(value: string): string {
  return value.trim().toLowerCase().replace(/^\[([^\]]+)\].*$/, '$1').replace(/:\d+$/, '');
}

/** Findings for the spoofing headers in a top-level `headers` argument. */
export function scanSpoofedHeaders(args: Record<string, unknown>): Finding[] {
  const headers = args.headers;
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) return [];
  const findings: Finding[] = [];
  const smuggling = smugglingHeaders(headers as Record<string, unknown>);
  if (smuggling) findings.push({ family: 'request_smuggling', detail: `request_smuggling: ${smuggling} in args.headers`, risk: 60, severity: 'flag' });
  let seen = 0;
  let target: string | null | undefined;
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (++seen > MAX_HEADERS) break;
    if (typeof value !== 'string') continue;
    if (SPLIT_HEADER.test(value)) {
      // a line break then `Name:` inside one header's value: a second header (or a body) smuggled in
      findings.push({ family: 'crlf_injection', detail: `crlf_injection: line break starting another header in the ${name} header in args.headers`, risk: 60, severity: 'flag' });
      continue;
    }
    if (HOST_HEADER.test(name) && !INTERNAL_ADDRESS.test(value.trim())) {
      // a Host (or forwarded host) that is not the URL's host: links the server builds from it
      // (password resets, redirects, cached pages) point to the attacker's host
      target ??= targetHost(args);
      // a developer trying a proxy's headers against a service on their own machine is not poisoning anyone
      if (target !== null && !INTERNAL_ADDRESS.test(target) && headerHost(value) !== target && value.trim() !== '') {
        findings.push({ family: 'host_header_injection', detail: `host_header_injection: ${name} header naming another host than the URL in args.headers`, risk: 45, severity: 'flag' });
      }
      continue;
    }
    if (METHOD_OVERRIDE_HEADER.test(name) && /^(?:delete|put)$/i.test(value.trim()) && callMethod(args) === 'GET') {
      // a GET turned into a DELETE past a proxy that only lets reads through (POST with an override is a known API convention)
      findings.push({ family: 'access_control_bypass', detail: `access_control_bypass: ${name} header turning a GET into ${value.trim().toUpperCase()} in args.headers`, risk: 45, severity: 'flag' });
    } else if (ORIGIN_HEADER.test(name) && crossSiteWebSocket(args, value)) {
      findings.push({ family: 'cswsh', detail: `cswsh: WebSocket handshake with another site's ${name} header in args.headers`, risk: 45, severity: 'flag' });
    } else if (PATH_OVERRIDE_HEADER.test(name) && value.trim().startsWith('/')) {
      findings.push({ family: 'access_control_bypass', detail: `access_control_bypass: ${name} header overriding the request path in args.headers`, risk: 55, severity: 'flag' });
    } else if (CLIENT_ADDRESS_HEADER.test(name) && INTERNAL_ADDRESS.test(value.trim())) {
      findings.push({ family: 'access_control_bypass', detail: `access_control_bypass: ${name} header claiming an internal client address in args.headers`, risk: 45, severity: 'flag' });
    }
  }
  return findings;
}
