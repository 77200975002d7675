/**
 * A credential in the place where it authenticates the request that carries it is being used,
 * not leaked: an `Authorization` or API-key header, a key parameter (`params.api_key`), a key
 * parameter in the query of the request URL (`?apiKey=...`), a password in the user part of a URL
 * the call opens (a `url` argument, a command's `git clone https://user:pw@host`), or the password argument of a tool
 * that signs in or sets a password (`login(password=...)`, `change_password(new_password=...)`).
 * Calling an API with its key is what agents do; such a credential is still reported, at
 * CREDENTIAL_IN_USE_RISK instead of its type's risk. A vendor's key sent to another host (an
 * OpenAI key in a request to anyone but OpenAI) is not in use but leaving, and keeps its risk; so
 * does a credential anywhere else (a message body, a file, a URL path).
 */

export const CREDENTIAL_IN_USE_RISK = 20;
/** Suffix of the finding family of a credential in use (`pii_api_key_in_use`): not a leak for chain detection. */
export const IN_USE_SUFFIX = '_in_use';

const AUTH_HEADER =
  /^(?:authorization|proxy-authorization|x-api-key|api-key|apikey|api_key|x-auth-token|x-access-token|x-rapidapi-key|ocp-apim-subscription-key|x-[\w-]*-(?:key|token))$/i;
const KEY_PARAM = /^(?:api[_-]?key|apikey|key|appid|app_?id|app_?key|access_?token|token|auth|client_?(?:id|secret)|subscription-key)$/i;
const PARAM_CONTAINER = /^(?:params|query|query_?params|querystring|qs|search_?params)$/i;
const HEADER_CONTAINER = /^headers$/i;
/** Top-level arguments holding a password, and tools whose job is to take one. */
const PASSWORD_ARG = /^(?:password|passwd|passcode|pin|(?:old|new|current|confirm)_?password)$/i;
const AUTH_WORDS: ReadonlySet<string> = new Set(['login', 'logon', 'signin', 'auth', 'authenticate', 'authentication', 'password', 'passwd']);

/** Accounts a tool can create or change, and what it does to them (`create_user`, `UpdateAccount`). */
const ACCOUNT_NOUNS: ReadonlySet<string> = new Set(['user', 'users', 'account', 'accounts', 'profile', 'member', 'employee', 'customer', 'credentials', 'login']);
const ACCOUNT_VERBS: ReadonlySet<string> = new Set(['create', 'add', 'new', 'update', 'edit', 'modify', 'set', 'reset', 'register', 'provision', 'onboard', 'invite']);
const SIGNUP_WORDS: ReadonlySet<string> = new Set(['register', 'signup', 'enroll', 'enrol']);

/**
 * Whether the tool's name says it signs in, sets a password, or creates or changes an account
 * (`login`, `TwitterAuthenticate`, `change_password`, `update_user`, `register`): a password is
 * that tool's input, not a leak.
 */
function isAuthTool(tool: string): boolean {
  const words = tool.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
  if (words.some((w, i) => AUTH_WORDS.has(w) || SIGNUP_WORDS.has(w) || ((w === 'log' || w === 'sign') && (words[i + 1] === 'in' || words[i + 1] === 'up')))) return true;
  return words.some((w) => ACCOUNT_NOUNS.has(w)) && words.some((w) => ACCOUNT_VERBS.has(w));
}

/** A host that names itself an API, or a vendor's API domain. */
const API_HOST = /(?:^|[.-])apis?[.-]|api\.[a-z]+$|^[\w-]*api\.[a-z.]+$|(?:^|\.)googleapis\.com$|(?:^|\.)rapidapi\.com$/i;
/** Arguments holding a command line or a script. */
const COMMAND_ARG = /^(?:command|cmd|commands|script|shell|bash|powershell|code|command_line|commandline)$/i;
/** Arguments that name the request's target. */
const URL_ARGS = ['url', 'uri', 'endpoint', 'base_url', 'baseUrl', 'href'] as const;

/** Vendor key prefixes and the hosts those keys authenticate to (first match wins). */
const VENDOR_HOSTS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^sk-ant-/, /(?:^|\.)anthropic\.com$/],
  [/^sk-/, /(?:^|\.)openai\.com$|\.openai\.azure\.com$/],
  [/^(?:sk|rk)_(?:live|test)_|^whsec_/, /(?:^|\.)stripe\.com$/],
  [/^gh[pousr]_|^github_pat_/, /(?:^|\.)github\.com$/],
  [/^xox[abposr]-/, /(?:^|\.)slack\.com$/],
  [/^AIza/, /(?:^|\.)googleapis\.com$|(?:^|\.)google\.com$/],
  [/^glpat-/, /(?:^|\.)gitlab\.com$/],
  [/^hf_/, /(?:^|\.)huggingface\.co$/],
  [/^(?:AKIA|ASIA)/, /(?:^|\.)amazonaws\.com$/],
  [/^SG\./, /(?:^|\.)sendgrid\.(?:com|net)$/],
];

function hostOf(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The host the call's request goes to, from its URL argument. */
function requestHost(args: Record<string, unknown>): string | null {
  for (const name of URL_ARGS) {
    const host = hostOf(args[name]);
    if (host !== null) return host;
  }
  return null;
}

/** The hosts a known vendor's key authenticates to, or null for a key of no known vendor. */
function vendorHosts(secret: string): RegExp | null {
  for (const [prefix, hosts] of VENDOR_HOSTS) if (prefix.test(secret)) return hosts;
  return null;
}

/** Whether `secret` may authenticate to `host`: any host for a key of no known vendor. */
function belongsTo(secret: string, host: string): boolean {
  return vendorHosts(secret.replace(/^(?:bearer|token|basic)\s+/i, ''))?.test(host) ?? true;
}

/** Whether `secret` is a key of a known vendor and `host` is that vendor's (`AIza...` to `www.googleapis.com`). */
export function issuedFor(secret: string, host: string): boolean {
  return vendorHosts(secret)?.test(host.toLowerCase()) ?? false;
}

/**
 * Whether the credential at `value[start, end)`, in the argument at `path`, authenticates the
 * call's own request.
 */
export function credentialInUse(tool: string, args: Record<string, unknown>, path: string, value: string, start: number, end: number): boolean {
  const segments = path.split('.');
  const name = segments[segments.length - 1] ?? '';
  if (segments.length === 1 && PASSWORD_ARG.test(name)) return isAuthTool(tool);
  const container = segments[segments.length - 2] ?? '';
  // the argument naming the request's target (`url`), at the top level
  const urlArg = segments.length === 1 && (URL_ARGS as readonly string[]).includes(name);
  const secret = value.slice(start, end);
  if ((HEADER_CONTAINER.test(container) && AUTH_HEADER.test(name)) || (PARAM_CONTAINER.test(container) && KEY_PARAM.test(name))) {
    const host = requestHost(args);
    return host !== null && belongsTo(secret, host);
  }
  // a password in the user part of a URL the call opens (`git clone https://deploy:pw@git.example.com/...`,
  // a `url` argument): it signs in to that host. In a message body the same URL is shared, not used.
  if (value.charCodeAt(end) === 0x40 && /:\/\/[^\s:/@]{1,64}:$/.test(value.slice(Math.max(0, start - 72), start)) &&
      (urlArg || COMMAND_ARG.test(name))) {
    return true;
  }
  // a Slack incoming webhook as the URL the call posts to: the address is the credential, and
  // posting to it is its one use. The same address inside a message or a file is shared.
  if (urlArg && start === value.indexOf('hooks.slack.com/') &&
      /^https:\/\/$/i.test(value.slice(0, start)) && end >= value.length - 1) {
    return true;
  }
  // a key parameter in the query of the request URL itself, to a host that names itself an API
  // (`api.themoviedb.org`, `newsapi.org`): a secret in the query to any other host is the
  // exfiltration shape "secret in a query string" and keeps its risk
  if (urlArg) {
    const host = hostOf(value);
    const param = /[?&]([^=&?#]{1,40})=[^&#=]{0,8}$/.exec(value.slice(0, start));
    return host !== null && API_HOST.test(host) && param !== null && KEY_PARAM.test(param[1]!) && belongsTo(secret, host);
  }
  return false;
}
