/**
 * Exfiltration destinations: paste sites, request catchers and out-of-band interaction hosts,
 * tunnels, raw IP hosts, and secrets carried in a URL's query string.
 */
import type { FieldContext, Hit } from './dangerous-args/rule.js';
import { classifyHost, decodeUriLenient, type ParsedUrl } from './urls.js';
import { isMostlyText } from '../../text/decode.js';
import { issuedFor } from '../pii/credential-use.js';

/** Top-level domains most often registered for a day's abuse: a new name there has no history. */
export const THROWAWAY_TLD = /\.(?:xyz|top|click|icu|zip|mov|tk|ml|ga|cf|gq|buzz|rest|monster|cfd|sbs|quest|lol|cyou|bond|fun|su|pw|cam|loan|work|surf|support|live)$/i;

const CATCHERS = /(?:^|\.)(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.(?:net|com)|burpcollaborator\.net|oastify\.com|interact\.sh|interactsh\.com|oast\.(?:fun|live|me|online|pro|site)|canarytokens\.(?:com|org)|dnslog\.cn|ceye\.io|requestcatcher\.com|beeceptor\.com|hookbin\.com|postb\.in|ptsv[23]\.com|mockbin\.(?:org|io)|requestrepo\.com|webhook\.cool|hook\.eu\d\.make\.com|xss\.ht|bxss\.me|dnslog\.link|eyes\.sh|ngrok\.pizza)$/;
const TUNNELS = /(?:^|\.)(?:ngrok\.io|ngrok-free\.app|ngrok\.app|ngrok\.dev|ngrok-free\.dev|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|serveousercontent\.com|localhost\.run|lhr\.life|lhr\.rocks|pagekite\.me|bore\.pub|tunnelto\.dev|playit\.gg|telebit\.cloud|localxpose\.io|loclx\.io|pinggy\.(?:io|link)|devtunnels\.ms)$/;
const PASTES = /(?:^|\.)(?:pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|dpaste\.(?:com|org)|rentry\.(?:co|org)|privatebin\.\w+|controlc\.com|termbin\.com|ix\.io|sprunge\.us|paste\.rs|transfer\.sh|file\.io|0x0\.st|anonfiles\.com|gofile\.io|catbox\.moe|tmpfiles\.org|temp\.sh|pastes\.io|justpaste\.it|paste\.mozilla\.org|bashupload\.com|oshi\.at)$/;

const SECRET_PARAM = /(?:^|[?&;])(?:password|passwd|pwd|pass|secret|client_secret|private_key|aws_secret_access_key|secret_key|session(?:id)?|cookie|credentials?|ssn|credit_?card|cc_?number)=([^&#\s]{4,})/i;
/** A secret pair carried as the value of another parameter (`?c=sessionid%3D8f14...`): a cookie jar or a form passed on whole. */
const NESTED_SECRET_PAIR = /=(?:password|passwd|pwd|secret|client_secret|private_key|session_?(?:id)?|sessid|phpsessid|jsessionid|cookie|auth_?token|access_?token)[=:]([^&#\s]{8,})/i;
const TOKEN_PARAM = /(?:^|[?&;])(?:token|access_token|auth_token|id_token|refresh_token|api_?key|apikey|key|auth|authorization|bearer|sig)=([^&#\s]{16,})/i;
/** Known key formats: cloud, source hosting, payment and chat keys, and JWTs. */
export const KEY_FORMAT = /\bAKIA[0-9A-Z]{16}\b|\bASIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{30,}|\bsk-(?:live_|proj-|ant-)?[A-Za-z0-9_-]{20,}|\b[sr]k_(?:live|test)_[A-Za-z0-9]{20,}|\bxox[baprs]-[A-Za-z0-9-]{10,}|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}|\bAIza[0-9A-Za-z_-]{35}\b|\bglpat-[A-Za-z0-9_-]{20}/;
/** A private key's header, with or without its dashes (a query carries it with spaces). */
const PRIVATE_KEY_HEADER = /-----BEGIN[A-Z ]{0,20}PRIVATE KEY|\bBEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY\b/;
const SECRET_VALUE = new RegExp(`${KEY_FORMAT.source}|${PRIVATE_KEY_HEADER.source}`);
const BULK_DATA = /[A-Za-z0-9+/=_-]{120,}/;
/** A query value that spells out a secret in words, the secret holding a digit or a symbol: `?d=home wifi password sunflower22`. */
const SECRET_IN_QUERY_TEXT = /=[^&]*\b(?:password|passwd|passcode|pin code|secret key|api key|private key)\b[\s:=-]*(?:is\s+)?(?=[^\s&]*[\d!@#$%^*])[^\s&]{4,}/i;

/** Chat bot and webhook APIs that malware and injected agents post stolen data to. */
const BOT_APIS = /^(?:api\.telegram\.org|(?:canary\.|ptb\.)?discord(?:app)?\.com)$/;
const BOT_API_PATH = /^\/(?:bot[\w:-]+\/|api\/(?:v\d+\/)?webhooks\/)/i;

function hostHit(host: string, rest = ''): { label: string; risk: number } | null {
  if (BOT_APIS.test(host) && BOT_API_PATH.test(rest)) return { label: 'chat bot or webhook API', risk: 45 };
  if (CATCHERS.test(host)) return { label: 'request-catcher or out-of-band interaction host', risk: 65 };
  if (TUNNELS.test(host)) return { label: 'tunnel host', risk: 60 };
  if (PASTES.test(host)) return { label: 'paste or anonymous file-drop site', risk: 45 };
  return null;
}

/** The kind of drop host `host` is (a request catcher, a tunnel, a paste site), or null. */
export function destinationOf(host: string): { label: string; risk: number } | null {
  return hostHit(host);
}

/** A bare host name (no scheme, no path), as a DNS or connection argument holds it. */
const BARE_HOST = /^(?:[a-z0-9_-]{1,63}\.){1,10}[a-z]{2,24}\.?$/i;
/** A first label that carries data: a long base32, base64url or hex run. */
const DATA_LABEL = /^[a-z0-9_-]{16,63}$/i;

/**
 * A bare host name naming an out-of-band interaction host, a tunnel or a paste site: a DNS
 * lookup or connection there is the exfiltration itself, its first labels the data.
 */
export function exfilHostHits(value: string): Hit[] {
  const trimmed = value.trim().replace(/\.$/, '');
  const host = trimmed.toLowerCase();
  if (host.length > 253 || !BARE_HOST.test(host)) return [];
  const dest = hostHit(host);
  if (dest === null) {
    // any host: a first label that decodes to text is data leaving through the DNS query itself
    return labelCarriesText(trimmed.split('.')[0]!) ? [{ family: 'exfil_url', label: 'text encoded in a DNS name', risk: 50, block: false }] : [];
  }
  const first = host.split('.')[0]!;
  const carries = DATA_LABEL.test(first) || /^[a-z2-7]{8,}$/.test(first) || /^[0-9a-f]{8,}$/.test(first);
  return [{ family: 'exfil_url', label: carries ? `${dest.label} receiving data in its DNS name` : dest.label, risk: carries ? 80 : dest.risk, block: false }];
}

/**
 * Whether a DNS label (as written, case kept) is base64url or hex that decodes to text or to
 * printable characters only: random-looking labels of CDNs and load balancers decode to bytes.
 */
function labelCarriesText(label: string): boolean {
  if (label.length < 12 || !DATA_LABEL.test(label)) return false;
  const text = decodeBase64OrHex(label);
  // Printable throughout is evidence enough: random bytes almost never are (8 of them about once in
  // 3,000). Prose is not required: secrets sent this way ("key=sk-live-1234...") are mostly digits.
  return text.length >= 8 && /[a-z]{3}/i.test(text) && (isMostlyText(text) || PRINTABLE.test(text));
}
const PRINTABLE = /^[\x20-\x7e]+$/;

/** The bytes `value` encodes as hex (when it is hex) or base64 / base64url, one character per byte. */
function decodeBase64OrHex(value: string): string {
  const bytes = /^(?:[0-9a-f]{2})+$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.toString('latin1');
}

/** A query value long enough to hide a credential, written in base64, base64url or hex. */
const ENCODED_VALUE = /^(?:[A-Za-z0-9+/_-]{12,}={0,2}|(?:[0-9a-f]{2}){8,})$/;
const QUERY_SECRET = /(?:^|[\s&;,])(?:password|passwd|pwd|pass|secret|client_secret|private_key|aws_secret_access_key|secret_key|access_key|api_?key|token|auth)\s*[=:]\s*\S{4,}/i;

/**
 * Whether a value of `query` is base64 or hex of a credential: a known key format, or a
 * `password=...`-style pair. Encoding a stolen secret is how an injected agent gets it past
 * filters that read the query as it is.
 */
function encodedSecretInQuery(query: string): boolean {
  if (query.length < 12) return false;
  for (const pair of query.replace(/^\?/, '').split(/[&;]/)) {
    const value = decodeUriLenient(pair.slice(pair.indexOf('=') + 1));
    if (value.length > 4096 || !ENCODED_VALUE.test(value)) continue;
    const text = decodeBase64OrHex(value);
    if (!PRINTABLE.test(text)) continue;
    if (SECRET_VALUE.test(text) || QUERY_SECRET.test(text)) return true;
  }
  return false;
}

const SECRET_VALUES = new RegExp(SECRET_VALUE.source, 'g');
const KEY_QUERY_PARAM = /(?:^|[?&;])(?:key|api_?key|apikey|access_token|token|auth)=$/i;

/**
 * Whether every known-format credential in the URL is a vendor's key in a key parameter of the
 * query of a request to that vendor (`https://www.googleapis.com/youtube/v3/search?key=AIza...`):
 * the key authenticates the request that carries it. The same key to any other host, in the
 * path, or under another parameter name still counts.
 */
function keysOfTheirOwnHost(url: ParsedUrl): boolean {
  const query = decodeUriLenient(url.query);
  const rest = decodeUriLenient(url.rest);
  let found = 0;
  for (const m of rest.matchAll(SECRET_VALUES)) {
    const at = query.indexOf(m[0]);
    if (at < 0 || !KEY_QUERY_PARAM.test(query.slice(0, at)) || !url.hosts.some((h) => issuedFor(m[0], h))) return false;
    found++;
  }
  return found > 0;
}

/** A video meeting's join link whose only secret-named parameter is its passcode (`zoom.us/j/<id>?pwd=...`). */
function meetingLinkOnly(url: ParsedUrl): boolean {
  if (!url.hosts.every((h) => /(?:^|\.)zoom\.us$/i.test(h)) || !/^\/(?:j|w|s|wc\/join)\/\d{9,11}\?/i.test(url.rest)) return false;
  return !SECRET_PARAM.test(url.query.replace(/(?:^|[?&;])pwd=[^&#\s]*/gi, ''));
}

/** Exfiltration verdicts for the URLs found in one string argument. */
export function exfilHits(urls: ParsedUrl[], ctx: FieldContext): Hit[] {
  const hits: Hit[] = [];
  for (const url of urls) {
    if (!['http', 'https', 'ws', 'wss', 'ftp'].includes(url.scheme)) continue;
    let dest: { label: string; risk: number } | null = null;
    for (const host of url.hosts) {
      dest = hostHit(host, url.rest);
      if (dest) break;
      if (classifyHost(host).kind === 'public_ip') dest = { label: 'raw public IP host', risk: 30 };
    }
    // a presigned URL names its access key id on purpose; the signature is not a reusable secret
    const carried = decodeUriLenient(url.rest).replace(/x-amz-credential=[^&]*/gi, '');
    let secret: { label: string; risk: number } | null = null;
    if (SECRET_VALUE.test(carried)) {
      secret = keysOfTheirOwnHost(url) ? { label: 'vendor key authenticating a request to its own API', risk: 20 } : { label: 'credential value in a URL', risk: 65 };
    }
    else if ((SECRET_PARAM.test(url.query) || SECRET_PARAM.test(`?${decodeUriLenient(url.query)}`) || NESTED_SECRET_PAIR.test(decodeUriLenient(url.query))) && !meetingLinkOnly(url)) {
      secret = { label: 'password or secret in a URL query', risk: 50 };
    }
    else if (SECRET_IN_QUERY_TEXT.test(decodeUriLenient(url.query.replace(/\+/g, ' ')))) {
      secret = { label: 'password or secret written into a URL query', risk: 50 };
    }
    else if (TOKEN_PARAM.test(url.query)) secret = { label: 'token in a URL query', risk: 30 };
    if (secret === null || secret.risk < 60) {
      const encoded = encodedSecretInQuery(url.query);
      if (encoded) secret = { label: 'credential encoded (base64 or hex) in a URL query', risk: 60 };
    }
    const bulk = BULK_DATA.test(carried);
    // a secret sent to a name on a throwaway top-level domain: no history to tell a service from a drop
    if (secret && dest === null && secret.risk < 60 && url.hosts.some((h) => THROWAWAY_TLD.test(h))) secret = { label: `${secret.label} to a throwaway domain`, risk: 60 };

    if (dest && (secret || bulk)) {
      hits.push({ family: 'exfil_url', label: `${dest.label} receiving ${secret ? 'credentials' : 'encoded data'}`, risk: 95, block: !ctx.prose });
      continue;
    }
    if (dest) hits.push({ family: 'exfil_url', label: dest.label, risk: ctx.prose ? Math.min(dest.risk, 35) : dest.risk, block: false });
    if (secret) hits.push({ family: 'exfil_url', label: secret.label, risk: ctx.prose ? Math.min(secret.risk, 35) : secret.risk, block: false });
  }
  return hits;
}

