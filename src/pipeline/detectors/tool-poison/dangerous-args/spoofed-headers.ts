/**
 * Request headers that claim the request comes from inside (`X-Forwarded-For: 127.0.0.1`) or
 * rewrite its path past a front proxy's checks (`X-Original-URL: /admin`): the classic bypass of
 * access rules that trust a proxy's headers. Headers are object keys, which the string-pattern
 * rules do not see, so they are read here.
 */
import type { Finding } from '../../../types.js';

/** Headers a proxy sets to say where a request came from. */
const CLIENT_ADDRESS_HEADER = /^(?:x-forwarded-for|x-real-ip|x-client-ip|x-remote-addr|x-remote-ip|x-originating-ip|true-client-ip|client-ip|forwarded|x-forwarded-host|x-host)$/i;
/** Headers some proxies and frameworks read as the request's real path. */
const PATH_OVERRIDE_HEADER = /^(?:x-original-url|x-rewrite-url|x-override-url|x-http-destinationurl)$/i;
const INTERNAL_ADDRESS = /^(?:for=)?["[]?(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|0\.0\.0\.0|10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3})\b/i;
const MAX_HEADERS = 64;

/** Findings for the spoofing headers in a top-level `headers` argument. */
export function scanSpoofedHeaders(args: Record<string, unknown>): Finding[] {
  const headers = args.headers;
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers)) return [];
  const findings: Finding[] = [];
  let seen = 0;
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (++seen > MAX_HEADERS) break;
    if (typeof value !== 'string') continue;
    if (PATH_OVERRIDE_HEADER.test(name) && value.trim().startsWith('/')) {
      findings.push({ family: 'access_control_bypass', detail: `access_control_bypass: ${name} header overriding the request path in args.headers`, risk: 55, severity: 'flag' });
    } else if (CLIENT_ADDRESS_HEADER.test(name) && INTERNAL_ADDRESS.test(value.trim())) {
      findings.push({ family: 'access_control_bypass', detail: `access_control_bypass: ${name} header claiming an internal client address in args.headers`, risk: 45, severity: 'flag' });
    }
  }
  return findings;
}
