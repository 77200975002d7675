/**
 * Data copied out through a cloud storage CLI (`aws s3 cp|sync`, `gsutil cp|rsync`, `gcloud storage`,
 * `azcopy`, `az storage blob upload`, `rclone`, `s3cmd`). Uploads are the tools' daily work, so the
 * command alone says nothing; what it moves and where decides:
 * - keys, credentials, raw database files or a browser profile uploaded anywhere (a person backs
 *   up code and data, not `~/.ssh` or `/var/lib/postgresql`);
 * - a dump or backup uploaded to a destination named as throwaway or personal (`xfer-tmp`,
 *   `mega-personal:`, `gdrive-me:`): the org's own backup bucket carries the org's name, not these;
 * - a bucket of records (customer, PII, production) copied to a bucket that shares no name with it.
 * Review, never block: the destination may still be the org's.
 */
import type { PatternRule } from './rule.js';

/** Keys, credential files, raw database directories, private key stores, browser profiles. */
const CREDENTIAL_SOURCE =
  /(?:^|[/\\~])\.(?:ssh|aws|gnupg|kube|azure|docker|netrc|pgpass|git-credentials|vault-token|password-store)(?:$|[/\\])|\.config[/\\]+gcloud|(?:^|[/\\])\.env(?:\.\w+)?$|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.(?:key|p12|pfx|kdbx|jks|keystore)$|[/\\]etc[/\\]+(?:shadow|ssl[/\\]+private|ssh[/\\]+ssh_host_)|[/\\]var[/\\]+lib[/\\]+(?:postgresql|pgsql|mysql|mongodb|redis)(?:$|[/\\])|(?:^|[/\\])(?:credentials|secrets?)(?:\.\w+)?(?:$|[/\\])|(?:google[/\\]+chrome|chromium|mozilla[/\\]+firefox|bravesoftware|microsoft[/\\]+edge)[/\\]/i;
/** Dumps, backups and record files. */
const DATA_SOURCE = /backup|\bdump|\.sql(?:\.gz|\.zst|\.bz2)?$|\.(?:db|sqlite3?)$|^(?:~|\$home|\$\{home\}|\/home\/[\w.-]+|\/users\/[\w.-]+|\/root|\/etc)\/?$|\.(?:bak|dump)$|customer|\bpii\b|patients?|payroll|\busers?\.(?:csv|json|parquet)/i;
/** Words of a destination named as scratch space, a person's own drive or a public drop. */
const THROWAWAY_WORD = new Set([
  'tmp', 'temp', 'xfer', 'transfer', 'drop', 'dropbox', 'mega', 'gdrive', 'googledrive', 'onedrive', 'pcloud', 'personal',
  'me', 'my', 'mine', 'attacker', 'evil', 'exfil', 'loot', 'public', 'pub', 'share', 'paste', 'external', 'ext',
]);
/** Name words every bucket may carry: sharing one of them does not make two buckets the same owner's. */
const GENERIC_WORD = new Set([
  'prod', 'production', 'data', 'bucket', 'bkt', 'backup', 'backups', 'dev', 'staging', 'stage', 'test', 'logs', 'archive',
  'customer', 'customers', 'pii', 'users', 'files', 'storage', 'store', 'export', 'exports', 'db', 'us', 'eu', 'east', 'west',
  'central', 'north', 'south', 'private', 'internal',
]);
/** A bucket whose name says it holds records. */
const RECORDS_BUCKET = /(?:^|[-_.])(?:prod|production|customers?|pii|users|billing|finance|payroll|hr|patients?|secrets?|db|database)(?:$|[-_.])/i;

const REMOTE_URL = /^(?:s3|gs|az|azure|wasbs?|abfss?|https?):\/\/([^/?#]*)/i;
/** An rclone remote (`mega-personal:dump`); not a Windows drive letter. */
const RCLONE_REMOTE = /^([a-z][\w-]+):(?!\/\/)/i;
/** Options that name the source or the destination account of an `az storage` upload. */
const SOURCE_OPTION = /^(?:-s|--source|-f|--file)$/i;
const ACCOUNT_OPTION = /^(?:--account-name|-d|--destination|-c|--container-name)$/i;

const COPY_COMMAND =
  /\b(?:aws\s+s3\s+(?:cp|sync|mv)|gsutil\s+(?:-\w+\s+)*(?:cp|rsync|mv)|gcloud\s+storage\s+(?:cp|rsync|mv)|azcopy(?:\.exe)?\s+(?:copy|cp|sync)|az\s+storage\s+(?:blob|file)\s+(?:upload|upload-batch)|rclone\s+(?:copy|sync|move|copyto|moveto)|s3cmd\s+(?:put|sync))\b([^\n;&|]*)/gi;

const MAX_COMMAND_CHARS = 1000;
const MAX_ARGS = 48;

/** Arguments split on unescaped spaces, quotes removed. */
function words(text: string): string[] {
  return (text.match(/(?:'[^']*'|"[^"]*"|\\.|[^\s'"\\])+/g) ?? []).map((w) => w.replace(/\\(.)/g, '$1').replace(/['"]/g, ''));
}

function nameWords(name: string): string[] {
  return name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '' && !/^\d+$/.test(w));
}

function remoteName(word: string): string | null {
  const url = REMOTE_URL.exec(word);
  if (url) return /^https?:/i.test(word) ? url[1]!.split('.')[0]! + '/' + (word.split('/')[3] ?? '') : url[1]!;
  const rclone = RCLONE_REMOTE.exec(word);
  return rclone && rclone[1]!.length > 1 ? word.replace(/\/.*$/, '') : null;
}

const throwaway = (name: string): boolean => nameWords(name).some((w) => THROWAWAY_WORD.has(w));

/** Two bucket names with no owner-like word in common (`acme-customer-pii` -> `attacker-bucket-77`). */
function unrelated(source: string, dest: string): boolean {
  const own = nameWords(source).filter((w) => w.length >= 3 && !GENERIC_WORD.has(w));
  const theirs = new Set(nameWords(dest));
  return own.length > 0 && !own.some((w) => theirs.has(w));
}

/** What one copy command uploads and where, as the reason to review it, or null. */
function copyOutReason(verb: string, rest: string): string | null {
  // a copy command is one line of a few arguments: a long run of text after the verb is not one
  const args = words(rest.slice(0, MAX_COMMAND_CHARS)).slice(0, MAX_ARGS);
  const positional: string[] = [];
  const sources: string[] = [];
  let account = '';
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    if (w.startsWith('-')) {
      if (SOURCE_OPTION.test(w) && args[i + 1]) sources.push(args[++i]!);
      else if (ACCOUNT_OPTION.test(w) && args[i + 1]) account += ` ${args[++i]!}`;
      continue;
    }
    // option values are names without a path, a dot or a colon (`--profile default`); paths and remotes have one
    if (/[/.:~\\]/.test(w)) positional.push(w);
  }
  let dest: string | null;
  if (/^az\s/i.test(verb)) {
    dest = account.trim() || 'azure';
  } else {
    if (positional.length < 2) return null;
    dest = remoteName(positional[positional.length - 1]!);
    sources.push(...positional.slice(0, -1));
  }
  if (dest === null) return null;
  for (const source of sources) {
    const remote = remoteName(source);
    if (remote === null) {
      if (CREDENTIAL_SOURCE.test(source.replace(/[/\\]+$/, ''))) return 'keys or credentials uploaded to cloud storage';
      if (DATA_SOURCE.test(source) && throwaway(dest)) return 'dump or backup uploaded to a throwaway or personal destination';
    } else if (RECORDS_BUCKET.test(remote) && (throwaway(dest) || unrelated(remote, dest))) {
      return 'bucket of records copied to an unrelated bucket';
    }
  }
  return null;
}

function copiesOut(text: string): boolean {
  for (const m of text.matchAll(COPY_COMMAND)) if (copyOutReason(m[0].slice(0, m[0].length - m[1]!.length), m[1]!)) return true;
  return false;
}

export const CLOUD_COPY_RULES: readonly PatternRule[] = [
  {
    family: 'exfiltration_command',
    label: 'keys, dumps or records copied out through a cloud storage CLI',
    pattern: String.raw`\b(?:aws\s+s3\s+(?:cp|sync|mv)|gsutil\s+(?:-\w+\s+)*(?:cp|rsync|mv)|gcloud\s+storage\s+(?:cp|rsync|mv)|azcopy|az\s+storage\s+(?:blob|file)\s+upload|rclone\s+(?:copy|sync|move)(?:to)?|s3cmd\s+(?:put|sync))\b`,
    risk: 55,
    scope: 'shell',
    confirm: copiesOut,
  },
];
