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

/** Top-level arguments of an API tool that carry its key (`get_news(api_key=...)`, `quote(apikey=...)`). */
const TOOL_KEY_ARG =
  /^(?:api[_-]?key|apikey|key|appid|app[_-]?id|app[_-]?key|access[_-]?key|access[_-]?token|token|auth[_-]?token|subscription[_-]?key|x[_-]rapidapi[_-]key|rapidapi[_-]?key|client[_-]?secret)$/i;
/** Tools that carry content somewhere: a key among their arguments may be what they carry. */
const CARRYING_WORDS: ReadonlySet<string> = new Set([
  'send', 'email', 'mail', 'gmail', 'outlook', 'message', 'messages', 'post', 'upload', 'write', 'save', 'share', 'publish',
  'forward', 'reply', 'webhook', 'notify', 'sms', 'tweet', 'comment', 'note', 'notes', 'document', 'file', 'paste', 'gist',
  'store', 'log', 'record', 'submit', 'form', 'chat', 'dm',
]);
/** Words of the tool name that say which vendor's API it calls, by the vendor's key prefix. */
const VENDOR_TOOL_WORDS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^sk-ant-/, /anthropic|claude/],
  [/^sk-/, /openai|gpt|dall|whisper/],
  [/^(?:sk|rk)_(?:live|test)_|^whsec_/, /stripe/],
  [/^gh[pousr]_|^github_pat_/, /github/],
  [/^xox[abposr]-/, /slack/],
  [/^AIza/, /google|gmaps|maps|places|geocod|youtube|gemini|firebase|translat|gcp|vision/],
  [/^glpat-/, /gitlab/],
  [/^hf_/, /huggingface|hugging_face|(?:^|[._-])hf(?:$|[._-])/],
  [/^(?:AKIA|ASIA)/, /aws|amazon|s3|ec2|lambda|dynamo|sqs|sns|bedrock/],
  [/^SG\./, /sendgrid/],
  [/^gsk_/, /groq/],
  [/^r8_/, /replicate/],
  [/^pplx-/, /perplexity|pplx/],
  [/^xai-/, /xai|grok/],
  [/^SK[0-9a-f]{32}$/, /twilio/],
  [/^[0-9a-f]{32}-us\d{1,2}$/, /mailchimp/],
];

/**
 * Whether a key in a top-level key argument of the tool authenticates the tool's own API call:
 * the tool calls the API (it carries no message, file or post), or its name is the key's vendor
 * (`sendgrid.send(api_key='SG...')`, `slack.post_message(token='xoxb-...')`). A vendor's key
 * handed to another vendor's tool (an OpenAI key to `get_news`) is not.
 */
function toolKeyInUse(tool: string, secret: string): boolean {
  const lower = tool.toLowerCase();
  const vendor = VENDOR_TOOL_WORDS.find(([prefix]) => prefix.test(secret));
  if (vendor !== undefined) return vendor[1].test(lower);
  const words = tool.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
  return !words.some((w) => CARRYING_WORDS.has(w));
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
  [/^gsk_/, /(?:^|\.)groq\.com$/],
  [/^r8_/, /(?:^|\.)replicate\.(?:com|delivery)$/],
  [/^pplx-/, /(?:^|\.)perplexity\.ai$/],
  [/^xai-/, /(?:^|\.)x\.ai$/],
  [/^ya29\./, /(?:^|\.)googleapis\.com$|(?:^|\.)google\.com$/],
  [/^PMAK-/, /(?:^|\.)(?:getpostman|postman)\.com$/],
  [/^dp\./, /(?:^|\.)doppler\.com$/],
  [/^sbp_/, /(?:^|\.)supabase\.(?:com|co)$/],
  [/^sntrys_/, /(?:^|\.)sentry\.io$/],
  [/^HRKU-/, /(?:^|\.)heroku\.com$/],
  [/^figd_/, /(?:^|\.)figma\.com$/],
  [/^SK[0-9a-f]{32}$/, /(?:^|\.)twilio\.com$/],
  [/^[0-9a-f]{32}-us\d{1,2}$/, /(?:^|\.)api\.mailchimp\.com$/],
  [/^sk\.eyJ/, /(?:^|\.)mapbox\.com$/],
  [/^access_token\$production\$/, /(?:^|\.)braintreegateway\.com$/],
  [/^npm_/, /(?:^|\.)npmjs\.(?:org|com)$/],
  [/^pypi-/, /(?:^|\.)pypi\.org$/],
  [/^dop_v1_/, /(?:^|\.)digitalocean\.com$/],
  [/^lin_api_/, /(?:^|\.)linear\.app$/],
  [/^(?:secret_|ntn_)/, /(?:^|\.)notion\.(?:com|so)$/],
  [/^ATATT3/, /(?:^|\.)atlassian\.(?:net|com)$/],
  // a private key for files (age) authenticates to no host
  [/^AGE-SECRET-KEY-1/, /^(?!)/],
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
  // the API tool's own key argument: with a URL argument the URL's host must be an API the key
  // belongs to (a key beside `url: "https://collector.example"` is being carried there)
  if (segments.length === 1 && TOOL_KEY_ARG.test(name) && value.trim() === secret) {
    const host = requestHost(args);
    if (host !== null) return API_HOST.test(host) && belongsTo(secret, host);
    return toolKeyInUse(tool, secret);
  }
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

// ---------------------------------------------------------------- the account a payment goes to

/** Arguments that name the account a payment, an invoice or a supplier record pays to. */
const PAYEE_ARG =
  /^(?:iban|iban_?number|(?:payee|creditor|beneficiary|recipient|supplier|vendor|merchant|destination|to|counterparty|account)_?(?:iban|account|bank_?account|account_?number)?|bank_?account|to_?account|destination_?account)$/i;
/** Tools that pay, bill or record whom to pay: a payee's IBAN is their input. */
const PAYING_WORDS: ReadonlySet<string> = new Set([
  'pay', 'payment', 'payments', 'payout', 'payouts', 'payee', 'payees', 'transfer', 'transfers', 'sepa', 'wire', 'remit',
  'remittance', 'invoice', 'invoices', 'bill', 'bills', 'billing', 'supplier', 'suppliers', 'vendor', 'vendors',
  'beneficiary', 'beneficiaries', 'creditor', 'creditors', 'money', 'accounting', 'payable', 'payables', 'transaction', 'mandate', 'mandates', 'debit',
  'transactions',
]);
/**
 * Where a change of account is the fraud itself (salary redirection, the BEC shape): an employee's
 * or a payroll account stays at its type's risk.
 */
const PAYROLL_WORDS: ReadonlySet<string> = new Set(['payroll', 'salary', 'salaries', 'employee', 'employees', 'wage', 'wages', 'staff', 'hr', 'hris']);

/**
 * Whether an IBAN at `path` is the account the call pays or records as a payee: a payee argument
 * (`creditor_iban`, `payee_iban`, `iban` of a supplier, `recipient` of `send_money`) of a tool that
 * pays, bills or keeps suppliers (`payments.sepa_transfer`, `invoices.create`,
 * `accounting.add_supplier`). The IBAN is what the call needs, printed on every invoice, not
 * personal data carried out; as decisions.md has it for chains, "a payee's IBAN is not data sent out".
 * An IBAN in a message, a note, a memo, a file, or of a payroll or employee tool keeps its risk.
 */
export function ibanIsPayee(tool: string, path: string): boolean {
  const segments = path.split('.').filter((s) => !/^\d+$/.test(s));
  const name = segments[segments.length - 1] ?? '';
  if (segments.length > 3 || !PAYEE_ARG.test(name)) return false;
  const words = tool.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
  return words.some((w) => PAYING_WORDS.has(w)) && !words.some((w) => PAYROLL_WORDS.has(w));
}
