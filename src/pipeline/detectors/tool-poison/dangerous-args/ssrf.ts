/** Server-side request forgery: internal, loopback, metadata and obfuscated targets, risky schemes. */
import { classifyHost, type ParsedUrl } from '../urls.js';
import type { FieldContext, Hit, PatternRule } from './rule.js';

const METADATA_ADDRESS = String.raw`169\.254\.169\.254|169\.254\.170\.2|metadata\.google\.internal|100\.100\.100\.200|fd00:ec2::254|metadata\.tencentyun\.com`;
/**
 * A metadata address as a quoted element of a list or set (`DENY = ['169.254.169.254', ...]`, also
 * inside JSON-escaped text, where quotes are `\"` and line breaks `\n`): data to compare hosts against,
 * not a request. A tuple (`('169.254.169.254', 80)`, a socket address) or a URL is not an element.
 */
const QUOTED_METADATA_ELEMENT = new RegExp(String.raw`([\[{,]|\\n|\n)((?:\s|\\n)*)\\?["'\x60](?:${METADATA_ADDRESS})(?:/\d{1,3})?\\?["'\x60](?=(?:\s|\\n)*[,\]}])`, 'gi');
/** Words of a guard that keeps requests away from addresses (`BLOCKED_HOSTS`, `is_private`, `denylist`). */
const GUARD_WORD = /block|deny|denie|forbid|disallow|reject|banned|blacklist|unsafe|ssrf|private|reserved|guard/i;

/**
 * Whether every metadata address in a text is an entry of a guard's list: an SSRF blocklist in
 * source code names the addresses it refuses. `matches` says whether a text still names one.
 * Shared with the built-in `system:no-cloud-metadata` policy's exemption.
 */
export function metadataOnlyListedAsData(text: string, matches: (text: string) => boolean): boolean {
  if (!GUARD_WORD.test(text)) return false;
  return !matches(text.replace(QUOTED_METADATA_ELEMENT, '$1$2'));
}

const METADATA_ADDRESS_WORD = new RegExp(String.raw`\b(?:${METADATA_ADDRESS})\b`, 'i');

export const SSRF_RULES: PatternRule[] = [
  {
    family: 'cloud_metadata',
    label: 'cloud metadata address',
    pattern: String.raw`\b(?:${METADATA_ADDRESS})\b`,
    risk: 95,
    block: true,
    proseRisk: 40,
    confirm: (text) => !metadataOnlyListedAsData(text, (t) => METADATA_ADDRESS_WORD.test(t)),
  },
  { family: 'cloud_metadata', label: 'cloud metadata or runtime API path', pattern: '/latest/(?:meta-data|user-data|api/token|dynamic/instance-identity)|/computemetadata/v1|/metadata/(?:instance|identity/oauth2|v1/)|/openstack/latest|/hetzner/v1/metadata|/opc/v[12]/|\\$\\{?aws_lambda_runtime_api\\}?|/\\d{4}-\\d{2}-\\d{2}/runtime/invocation/', risk: 60, proseRisk: 25 },
  // a gopher:// or dict:// address handed to a server as a parameter (`?u=gopher://10.0.0.2:6379/_INFO`): the server makes the raw request
  { family: 'ssrf', label: 'raw-protocol URL passed as a parameter', pattern: '[?&;][\\w.\\[\\]-]{1,40}=[\'"]?(?:gopher|dict|tftp|ldap|netdoc|jar)://', risk: 60, proseRisk: 20 },
  { family: 'ssrf', label: 'internal service API path', pattern: '://[^/\\s]{1,100}/(?:v[\\d.]+/)?(?:containers/json|images/json|_cluster/|_cat/|_nodes\\b|api/v1/namespaces|v2/keys|v1/kv/|debug/pprof|actuator/(?:env|heapdump|shutdown)|server-status|jolokia)', risk: 50, proseRisk: 20 },
];

/** Highest risk of an address quoted in a document a text-only tool reads (see FieldContext.inert). */
const INERT_RISK = 20;
const SENSITIVE_PORTS = new Set([22, 23, 25, 111, 135, 139, 445, 1433, 2375, 2376, 2379, 3306, 5432, 5984, 6379, 8500, 9200, 10250, 11211, 27017]);
const WEB_SCHEMES = new Set(['http', 'https', 'ws', 'wss']);
const EXEC_SCHEMES: Record<string, number> = { gopher: 70, dict: 65, ldap: 55, ldaps: 55, tftp: 55, jar: 55 };
const DATABASE_SCHEMES = new Set(['postgres', 'postgresql', 'mysql', 'mariadb', 'mongodb', 'mongodb+srv', 'redis', 'rediss', 'amqp', 'mssql', 'sqlserver']);
const DATABASE_SHELL_RISK = 30;
const LOCAL_SHELL_RISK = 30;
const OTHER_SCHEMES = new Set(['sftp', 'ssh', 'telnet', 'smb', 'nfs', 'rsync', 'redis', 'mysql', 'postgres', 'mongodb']);

function devServerPage(url: ParsedUrl): boolean {
  return WEB_SCHEMES.has(url.scheme) && url.port !== null && DEV_SERVER_PORTS.has(url.port) && !INTERNAL_PATH.test(url.rest);
}

function rootOnly(url: ParsedUrl): boolean {
  return /^\/?(?:[?#].*)?$/.test(url.rest) || /^\/?(?:admin|manager|console|login|status|server-status|api)?\/?$/i.test(url.rest);
}

/**
 * Ports web development servers listen on (`npm run dev`, Vite, Angular, Django, Flask, Rails):
 * a browser-automation tool opening one on the loopback address is the developer checking the
 * app they are building, which runs on the agent's own machine.
 */
const DEV_SERVER_PORTS = new Set([3000, 3001, 3002, 4000, 4200, 4321, 5000, 5001, 5173, 5174, 8000, 8001, 8080, 8081, 8888, 9000]);
/** Paths of an admin or an internal API, still probed however the request is made. */
const INTERNAL_PATH = /^\/(?:admin|manager|console|actuator|server-status|jolokia|debug|_|api\/v1\/namespaces|v\d+\/(?:keys|kv|secrets?))/i;
const BROWSER_LOCAL_RISK = 30;
/** A health or readiness probe (`/api/health`, `/healthz`, `/status`): what a developer checks on the app they run. */
const HEALTH_PATH = /^\/(?:api\/)?(?:v\d+\/)?(?:health|healthz|healthcheck|health-check|livez|readyz|ready|ping|status)\/?(?:[?#][^/]*)?$/i;
/** A web request to a dev server's health probe on the loopback address (`http://localhost:3000/api/health`). */
function devServerHealth(url: ParsedUrl): boolean {
  return devServerPage(url) && HEALTH_PATH.test(url.rest);
}

/** SSRF verdicts for the URLs found in one string argument. `browserTool`: the tool drives a browser. */
export function ssrfHits(urls: ParsedUrl[], ctx: FieldContext, httpTool: boolean, browserTool = false): Hit[] {
  const hits: Hit[] = [];
  for (const url of urls) {
    let risk = 0;
    let label = '';
    let block = false;
    const note = (r: number, l: string, b = false): void => {
      if (r > risk) {
        risk = r;
        label = l;
        block = b;
      }
    };
    // service URLs (jdbc, redis, mongodb...) name internal hosts by design: only loopback,
    // metadata and obfuscated addresses count there
    const webLike = WEB_SCHEMES.has(url.scheme) || url.scheme in EXEC_SCHEMES || url.scheme === 'ftp';
    for (const host of url.hosts) {
      const info = classifyHost(host);
      if (!webLike && !info.encoded && info.kind !== 'metadata' && info.kind !== 'loopback') continue;
      const port = url.port !== null && SENSITIVE_PORTS.has(url.port);
      switch (info.kind) {
        case 'metadata':
          note(95, 'request to a cloud metadata endpoint', true);
          break;
        case 'loopback':
          // a shell command reaching its own machine's web server (curl localhost:3000/health) is local testing
          // and so is a browser tool opening a dev server's page there (http://localhost:5173/login)
          note(
            info.encoded ? 70 : port ? 65 : ctx.shell && !httpTool ? LOCAL_SHELL_RISK : (browserTool && devServerPage(url)) || devServerHealth(url) ? BROWSER_LOCAL_RISK : 55,
            info.encoded ? 'request to an encoded loopback address' : 'request to a loopback address',
          );
          break;
        case 'unspecified':
          note(60, 'request to the unspecified address 0.0.0.0');
          break;
        case 'link_local':
          note(65, 'request to a link-local address');
          break;
        case 'private':
          if (info.encoded) note(65, 'request to an encoded private address');
          else if (port || rootOnly(url)) note(45, 'request probing a private network host');
          else note(30, 'request to a private network address');
          break;
        case 'rebinding':
          note(60, 'request to a DNS-rebinding or loopback-resolving host');
          break;
        case 'internal_name':
          note(45, 'request to an internal host name');
          break;
        case 'variable':
          note(50, 'request to a host taken from a variable');
          break;
        case 'public_ip':
          if (info.encoded) note(60, 'request to an obfuscated numeric IP address');
          break;
        case 'name':
          break;
      }
    }
    const execRisk = EXEC_SCHEMES[url.scheme];
    if (execRisk !== undefined) note(execRisk + (risk >= 45 ? 15 : 0), `${url.scheme}:// request (protocol smuggling)`, risk >= 45);
    else if (httpTool && OTHER_SCHEMES.has(url.scheme)) note(45, `${url.scheme}:// scheme passed to a web request tool`);
    // a database client or a connection string in a shell command pointing at a local or internal
    // database is a developer's day, not a forged request: noted only
    else if (ctx.shell && DATABASE_SCHEMES.has(url.scheme)) risk = Math.min(risk, DATABASE_SHELL_RISK);
    else if (!WEB_SCHEMES.has(url.scheme) && risk > 0) note(risk + 5, `${url.scheme}:// request to an internal target`);
    if (risk === 0) continue;
    if (ctx.prose && !block) risk = Math.min(risk, 35);
    const family = risk >= 95 && block ? 'cloud_metadata' : 'ssrf';
    // a URL in a document a text-only tool reads, or in a file being written, is not requested now
    if (ctx.inert || ctx.written) risk = Math.min(risk, INERT_RISK);
    hits.push({ family, label, risk, block: block && !ctx.prose && !ctx.inert && !ctx.written });
  }
  return hits;
}
