/**
 * Attacks that live in the structure of a request body rather than in one string: privileges a
 * self-service endpoint never asks for (mass assignment: `"is_admin": true` in a sign-up), a
 * credential of the wrong type for a loose comparison (`"password": true`, a magic `0e…` hash),
 * and ORM filters on a secret column given as keys (`{"password__startswith": "a"}`,
 * `{"password": {"startsWith": "a"}}`). Keys are not scanned as strings, so they are read here.
 */
import type { Finding } from '../../../types.js';
import { extractUrls } from '../urls.js';
import { parseJsonDocument } from '../../indirect/extract.js';

const BODY_KEY = /^(?:body|json|data|payload|form|form_?data|params|query|fields|attributes|user|account|filter|filters|where|criteria|conditions)$/i;
const MAX_BODY_CHARS = 16_384;
const MAX_KEYS = 128;
const MAX_DEPTH = 4;

/** Endpoints where a user acts on their own account: what they may set there is their profile, not their rights. */
const SELF_SERVICE_PATH = /\/(?:sign[-_]?up|register|registration|users?\/(?:me|self|current)|me|profile|account|my-?account|settings|invitations?\/accept|join|admin-ajax\.php)(?:$|[/?#.])/i;
/** Endpoints that check a credential. */
const AUTH_PATH = /\/(?:log[-_]?in|sign[-_]?in|auth\w*|session|sessions|token|verify|reset|password|otp|2fa|mfa|check)(?:$|[/?#.])/i;

/** Boolean flags that make an account privileged (compared without `_`, `-` and case). */
const PRIVILEGE_FLAG = /^(?:is)?(?:admin|administrator|superuser|superadmin|staff|root|owner|sysadmin|moderator)$/;
/** Fields whose value names a role or a set of rights. */
const ROLE_KEY = /^(?:role|roles|usertype|accounttype|type|group|groups|accesslevel|privilege|privileges|permission|permissions|scope|scopes|usergroup|userrole)$/;
const PRIVILEGED_VALUE = /^(?:admin|administrator|superuser|super_?admin|root|owner|staff|sysadmin|\*)$/i;

const CREDENTIAL_KEY = /^(?:password|passwd|pass|pwd|passcode|secret|token|pin|otp|otpcode|code|apikey|currentpassword|oldpassword)$/;
/** Strings whose MD5 or SHA-1 reads as `0e` followed by digits: equal to 0 under PHP's loose comparison. */
const MAGIC_HASH = /^(?:0e\d+|240610708|qnkcdzo|aabg7xss|aabc9rqs|s878926199a|s155964671a|s214587387a|10932435112|aaroz0f)$/i;

const ORM_LOOKUP_KEY = /^(?:[\w]*__)?(?:password|passwd|pass_?hash|password_?hash|secret|token|api_?key|otp|reset_?token|salt)__(?:startswith|istartswith|endswith|iendswith|regex|iregex|contains|icontains|gt|gte|lt|lte|range|in)$/i;
const SECRET_COLUMN = /^(?:password|passwd|passwordhash|passhash|secret|token|apikey|resettoken|otp|salt)$/;
const PRISMA_OPERATOR = /^(?:startswith|endswith|contains|gt|gte|lt|lte|search|matches|regex|like|ilike)$/i;

/** A key compared without `_`, `-` and case; a form key `user[is_admin]` by its last bracketed part. */
function norm(key: string): string {
  const bracketed = /\[([^\]]*)\]$/.exec(key);
  return (bracketed ? bracketed[1]! : key).toLowerCase().replace(/[_-]/g, '');
}

/** The object a body argument holds, parsing a JSON string body (bounded). */
function asObject(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') value = value.length > MAX_BODY_CHARS ? undefined : parseJsonDocument(value);
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Every key with its value, depth first, bounded. */
function walk(obj: Record<string, unknown>, out: [string, unknown][], depth: number): void {
  for (const [key, value] of Object.entries(obj)) {
    if (out.length >= MAX_KEYS) return;
    out.push([key, value]);
    if (depth < MAX_DEPTH && value !== null && typeof value === 'object' && !Array.isArray(value)) walk(value as Record<string, unknown>, out, depth + 1);
  }
}

function targetPath(args: Record<string, unknown>): string | null {
  const url = args.url ?? args.uri ?? args.endpoint ?? args.path;
  if (typeof url !== 'string') return null;
  const parsed = extractUrls(url.trim())[0];
  return parsed ? parsed.rest : url.startsWith('/') ? url : null;
}

/** Fields an account's owner never sets on themselves: a balance or credit, or a state the service grants (verified, paid). */
const GRANTED_AMOUNT = /^(?:accountbalance|balance|walletbalance|credit|credits|creditlimit|storecredit|loyaltypoints|rewardpoints)$/;
const GRANTED_FLAG = /^(?:is)?(?:verified|emailverified|phoneverified|kycverified|approved|premium|paid|subscribed|vip)$/;

/** A privilege, a balance or a granted state, set through a tool or an endpoint where a user edits their own account. */
function grantsToSelf(key: string, value: unknown): boolean {
  const k = norm(key);
  if (GRANTED_AMOUNT.test(k)) return typeof value === 'number' || (typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value.trim()));
  if (GRANTED_FLAG.test(k)) return value === true || value === 'true';
  return grantsPrivilege(key, value);
}

function grantsPrivilege(key: string, value: unknown): boolean {
  const k = norm(key);
  if (PRIVILEGE_FLAG.test(k)) return value === true || value === 1 || value === 'true';
  if (!ROLE_KEY.test(k)) return false;
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => typeof v === 'string' && PRIVILEGED_VALUE.test(v.trim()));
}

function juggledCredential(key: string, value: unknown, authPath: boolean): boolean {
  if (!CREDENTIAL_KEY.test(norm(key))) return false;
  if (typeof value === 'string') return MAGIC_HASH.test(value.trim());
  // a credential that is not a string compares loosely equal to anything (true == "x", 0 == "abc" in old PHP)
  return authPath && (value === true || value === 0 || Array.isArray(value));
}

function probesSecretColumn(key: string, value: unknown): boolean {
  if (ORM_LOOKUP_KEY.test(key.replace(/^.*\[([^\]]*)\]$/, '$1'))) return true;
  if (!SECRET_COLUMN.test(norm(key)) || value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).some((op) => PRISMA_OPERATOR.test(op));
}

/**
 * Tools that act on the caller's own account (`update_my_profile`, `edit_profile`, `signup`): their
 * arguments are that account's fields, so a privilege among them is asked for by the account itself.
 */
const SELF_SERVICE_TOOL = /(?:^|[_.-])(?:update|edit|patch|set|change)[_.-]?(?:my|own|me|self|current[_.-]?user)(?:[_.-]|$)|(?:^|[_.-])(?:update|edit|patch)[_.-]?(?:my[_.-]?)?profile(?:[_.-]|$)|(?:^|[_.-])(?:sign[_.-]?up|register[_.-]?(?:user|account)?|create[_.-]?my[_.-]?account)$/i;

/** Fields that name the account a reset or a sign-in code goes to. */
const ACCOUNT_FIELD = /^(?:email|e_?mail|email_?address|username|user|login|phone|mobile|recipient)$/;
/** Endpoints that send a reset link or a code to the account's address. */
const RESET_PATH = /\/(?:reset|forgot|recover|password|otp|2fa|mfa|verify|magic[-_]?link|send[-_]?code)[\w-]*(?:$|[/?#.])/i;

/**
 * The account field of a reset or code request given twice (`email=victim&email=attacker`, or a
 * list of two): one server part looks up the first, another mails the second, and the reset link
 * for the victim's account reaches the attacker.
 */
function duplicatedAccountField(args: Record<string, unknown>, pairs: [string, unknown][]): string | null {
  for (const [key, value] of pairs) {
    if (ACCOUNT_FIELD.test(norm(key)) && Array.isArray(value) && new Set(value.filter((v) => typeof v === 'string')).size >= 2) return key;
  }
  for (const [key, value] of Object.entries(args)) {
    if (!BODY_KEY.test(key) || typeof value !== 'string' || value.length > MAX_BODY_CHARS || value.trimStart().startsWith('{')) continue;
    const seen = new Map<string, string>();
    for (const pair of value.split('&').slice(0, MAX_KEYS)) {
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = norm(decodeURIComponentSafe(pair.slice(0, at)).replace(/\[\]$/, ''));
      if (!ACCOUNT_FIELD.test(name)) continue;
      const v = pair.slice(at + 1);
      const previous = seen.get(name);
      if (previous !== undefined && previous !== v) return name;
      seen.set(name, v);
    }
  }
  return null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function scanRequestBody(args: Record<string, unknown>, tool = ''): Finding[] {
  if (SELF_SERVICE_TOOL.test(tool)) {
    const own: [string, unknown][] = [];
    walk(args, own, 1);
    const privileged = own.find(([k, v]) => grantsToSelf(k, v));
    if (privileged) return [{ family: 'mass_assignment', detail: `mass_assignment: privilege field ${privileged[0]} set through a self-service tool`, risk: 50, severity: 'flag' }];
  }
  const pairs: [string, unknown][] = [];
  for (const [key, value] of Object.entries(args)) {
    if (!BODY_KEY.test(key)) continue;
    const obj = asObject(value);
    if (obj !== null) walk(obj, pairs, 1);
  }
  const path = targetPath(args);
  if (path !== null && RESET_PATH.test(path)) {
    const twice = duplicatedAccountField(args, pairs);
    if (twice) return [{ family: 'parameter_pollution', detail: `parameter_pollution: account field ${twice} given twice in a reset or code request`, risk: 55, severity: 'flag' }];
  }
  if (pairs.length === 0) return [];
  const selfService = path !== null && SELF_SERVICE_PATH.test(path);
  const authPath = path !== null && AUTH_PATH.test(path);
  const findings: Finding[] = [];
  const orm = pairs.find(([k, v]) => probesSecretColumn(k, v));
  if (orm) findings.push({ family: 'orm_leak', detail: `orm_leak: filter probing a secret field (${orm[0]}) in the request`, risk: 55, severity: 'flag' });
  if (path === null) return findings;
  const juggled = pairs.find(([k, v]) => juggledCredential(k, v, authPath));
  if (juggled) findings.push({ family: 'type_juggling', detail: `type_juggling: credential ${juggled[0]} sent as a loosely comparable value`, risk: 50, severity: 'flag' });
  const privileged = selfService ? pairs.find(([k, v]) => grantsToSelf(k, v)) : undefined;
  if (privileged) findings.push({ family: 'mass_assignment', detail: `mass_assignment: privilege field ${privileged[0]} set through a self-service endpoint`, risk: 50, severity: 'flag' });
  return findings;
}
