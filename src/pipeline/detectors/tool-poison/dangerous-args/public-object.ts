/**
 * A data export published to everyone: an object-storage or file-sharing call whose access
 * argument opens it to the public (`acl: "public-read"`, `visibility: "public"`, "anyone with
 * the link") while its name says it holds records (customers, users, a database dump, keys).
 * A logo or a site's assets published this way is what public access is for, so the name decides.
 * The shell form (`aws s3 cp --acl public-read`) is a shell rule; this reads structured arguments.
 */
import type { Finding } from '../../../types.js';
import { FREE_MAILBOX } from '../mailboxes.js';

const ACCESS_KEY = /^(?:acl|canned_?acl|access|access_?level|visibility|permission|permissions|sharing|share_?mode|link_?access|privacy|public)$/i;
const PUBLIC_VALUE = /^(?:public(?:-read(?:-write)?)?|public_read(?:_write)?|publicread(?:write)?|all_?users|allusers|anyone(?:_with_the_link|withlink)?|anyone with the link|everyone|world[-_ ]readable|true)$/i;
const NAME_KEY = /^(?:key|name|file_?name|filename|object|object_?key|object_?name|path|file|file_?path|source|src|destination|dest|title|blob|blob_?name)$/i;
/** Names of records and secrets, as words of a file or object name. */
const DATA_NAME =
  /(?:^|[^a-z])(?:customers?|clients?|users?|accounts?|members?|patients?|employees?|staff|payroll|salar(?:y|ies)|hr|contacts?|leads|subscribers?|orders|transactions|invoices|billing|ssns?|pii|personal|credentials?|secrets?|passwords?|keys?|tokens?|private|confidential|internal|dump|backup|db|database|export|full[-_ ]export|crm|medical|health)(?:[^a-z]|$)/i;
const MAX_KEYS = 64;

/** Strings among the top-level arguments (and one level of nested objects). */
function entries(args: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(args)) {
    if (out.length >= MAX_KEYS) break;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const inner of Object.entries(value as Record<string, unknown>)) if (out.length < MAX_KEYS) out.push(inner);
    } else out.push([key, value]);
  }
  return out;
}

/** Who a file is shared with: a personal mailbox outside any organisation. */
const RECIPIENT_KEY = /^(?:email|emails|email_address|recipient|recipients|to|share_with|shared_with|grantee|invitee|member|user|user_email|collaborator|target_user)$/i;

/** A shared file is also named by its id in drive and document APIs. */
const SHARED_NAME_KEY = /^(?:file_?id|document_?id|doc_?id|folder|resource)$/i;

/** The first argument under a key `keyOk` accepts whose value names records, if any. */
function recordsNamed(pairs: [string, unknown][], keyOk: (key: string) => boolean): [string, unknown] | undefined {
  return pairs.find(([key, value]) => keyOk(key) && typeof value === 'string' && DATA_NAME.test(value));
}

function sharedWithPersonalMailbox(pairs: [string, unknown][]): boolean {
  return pairs.some(([key, value]) => {
    if (!RECIPIENT_KEY.test(key)) return false;
    const recipients = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    return recipients.some((v) => typeof v === 'string' && FREE_MAILBOX.test(v.trim()));
  });
}

export function scanPublicObject(args: Record<string, unknown>): Finding[] {
  const pairs = entries(args);
  if (sharedWithPersonalMailbox(pairs)) {
    const named = recordsNamed(pairs, (key) => NAME_KEY.test(key) || SHARED_NAME_KEY.test(key));
    if (named !== undefined) {
      return [{ family: 'public_exposure', detail: `public_exposure: records shared with a personal mailbox in args.${named[0]}`, risk: 50, severity: 'flag' }];
    }
  }
  const opened = pairs.some(([key, value]) => ACCESS_KEY.test(key) && (value === true ? /^public$/i.test(key) : typeof value === 'string' && PUBLIC_VALUE.test(value.trim())));
  if (!opened) return [];
  const named = recordsNamed(pairs, (key) => NAME_KEY.test(key));
  if (named === undefined) return [];
  return [{ family: 'public_exposure', detail: `public_exposure: records published with public access in args.${named[0]}`, risk: 55, severity: 'flag' }];
}
