/**
 * Behaviour classification of a tool call: what the call does, as a few coarse tags, read from
 * the tool name (split into words, so unseen names like `GmailSendEmail`, `aws.iam.attach_role_policy`
 * or `fetch-web-page` classify too) and from command-like arguments (`sudo ...`, `ssh ...`,
 * `curl -d ...`). Chain analysis (layer 10) and verification (layer 13) read these tags; they
 * carry no risk of their own.
 */
import { allStrings } from '../scan-fields.js';
import type { ToolCall } from '../types.js';
import { toolWords, wordSet } from './words.js';
import { KeyMemo } from '../key-memo.js';

export const BEHAVIOUR_TAGS = [
  'credential_access',
  'sensitive_read',
  'web_browse',
  'content_read',
  'external_send',
  'privilege_change',
  'remote_access',
  'enumeration',
  'archive',
  'file_write',
  'code_exec',
  'state_change',
] as const;
export type BehaviourTag = (typeof BEHAVIOUR_TAGS)[number];

// ---------------------------------------------------------------- vocabulary (stemmed)

const READ_VERBS = wordSet([
  'read', 'get', 'view', 'fetch', 'search', 'list', 'retrieve', 'access', 'download', 'query',
  'lookup', 'look', 'find', 'show', 'load', 'export', 'dump', 'open', 'browse', 'check', 'see',
  'obtain', 'pull', 'collect', 'extract', 'grab', 'print', 'cat', 'display', 'scan', 'inspect',
  'describe', 'visit', 'navigate', 'summarize', 'summarise', 'crawl', 'scrape', 'watch',
]);
/** Unambiguous send verbs: sending wherever they appear in the name. */
const SEND_VERBS = wordSet([
  'send', 'upload', 'forward', 'publish', 'transfer', 'wire', 'exfiltrate', 'broadcast', 'reply',
  'webhook', 'remit',
]);
/** Words that are nouns as often as verbs: sending only when they are the first action word. */
const SEND_PRIMARY_ONLY = wordSet(['email', 'tweet', 'post', 'mail', 'message', 'sms', 'share', 'dm', 'pay', 'push']);
/** Other common verbs: when one of these comes first, a later noun like `share` is not the action. */
const OTHER_VERBS = wordSet([
  'calculate', 'compute', 'convert', 'translate', 'analyze', 'analyse', 'generate', 'predict', 'estimate',
  'does', 'is', 'has', 'validate', 'format', 'parse', 'render', 'plot', 'play', 'schedule', 'buy', 'sell',
  'classify', 'detect', 'recommend', 'identify', 'count', 'sort', 'filter', 'track', 'monitor', 'handle',
  'manage', 'control', 'toggle', 'enable', 'disable', 'start', 'stop', 'test', 'compare', 'match',
  'measure', 'draw', 'mix', 'train', 'prepare', 'annotate', 'refresh', 'forecast', 'evaluate',
  // a purchase, a cancellation, a reply to an invitation: the action of the name, not a thing read
  // (`respond_to_event` is not a read of public events)
  'purchase', 'cancel', 'respond', 'accept', 'decline',
]);
const WRITE_VERBS = wordSet(['write', 'save', 'append', 'overwrite', 'edit']);
const WRITE_OBJECT_VERBS = wordSet([
  'create', 'update', 'put', 'copy', 'move', 'rename', 'delete', 'remove', 'mkdir', 'touch', 'modify', 'set', 'store',
]);
const EXEC_VERBS = wordSet(['exec', 'execute', 'run', 'eval', 'evaluate', 'invoke', 'spawn']);
const ALL_ACTION = new Set<string>([
  ...READ_VERBS, ...SEND_VERBS, ...SEND_PRIMARY_ONLY, ...WRITE_VERBS, ...WRITE_OBJECT_VERBS, ...EXEC_VERBS,
  ...OTHER_VERBS, 'grant', 'add', 'assign', 'attach', 'give', 'promote', 'assume', 'make', 'connect', 'login', 'reset',
]);

const SENSITIVE_OBJECTS = wordSet([
  'email', 'mail', 'inbox', 'message', 'sms', 'chat', 'conversation', 'contact', 'address', 'payment',
  'card', 'bank', 'account', 'transaction', 'balance', 'user', 'profile', 'patient', 'medical', 'health',
  'record', 'prescription', 'genetic', 'genome', 'dna', 'file', 'document', 'doc', 'note', 'database',
  'db', 'customer', 'employee', 'salary', 'payroll', 'ssn', 'passport', 'identity', 'location',
  'calendar', 'holding', 'portfolio', 'order', 'reservation', 'shipment', 'friend',
  'follower', 'people', 'person', 'diary', 'photo', 'private', 'personal', 'log', 'invoice', 'tax',
  'insurance', 'statement', 'wallet', 'receipt', 'purchase', 'medication', 'diagnosis', 'phone',
  'member', 'applicant', 'student', 'dm', 'voicemail', 'attachment', 'drive', 'folder', 'table', 'sql',
  'task', 'todo', 'reminder',
]);
/** `history` is private only in some company (search, order, location... history). */
const PRIVATE_HISTORY = wordSet([
  'search', 'browser', 'browsing', 'order', 'access', 'call', 'purchase', 'payment', 'transaction', 'medical',
  'location', 'chat', 'message', 'login', 'command', 'shell', 'bash', 'watch', 'view', 'visit', 'trip', 'ride',
]);
const BULK_DATA_OBJECTS = wordSet(['data', 'backup', 'dump', 'export', 'everything', 'all']);
const CREDENTIAL_WORDS = wordSet([
  'password', 'passwd', 'credential', 'secret', 'apikey', 'keyvault', 'vault', 'keychain', 'keyring',
  'lastpass', 'bitwarden', 'onepassword', 'passphrase', 'shadow', 'creds', 'cred',
]);
const KEY_QUALIFIERS = wordSet(['api', 'private', 'ssh', 'secret', 'access', 'signing', 'encryption', 'pgp', 'gpg']);
const CREDENTIAL_MUTATE = wordSet(['set', 'reset', 'change', 'update', 'create', 'generate', 'rotate', 'delete', 'remove', 'validate', 'verify', 'check', 'strength']);

const WEB_WORDS = wordSet([
  'browse', 'browser', 'navigate', 'crawl', 'scrape', 'scraper', 'webpage', 'website', 'url', 'uri', 'web',
  'internet', 'http', 'https', 'html', 'page', 'duckduckgo', 'serp', 'site', 'curl', 'wget',
  'request',
]);
const WEB_PRIMARY = wordSet(['browse', 'navigate', 'crawl', 'scrape', 'surf', 'visit']);
/**
 * Content that other people write and anyone can publish into: reading it brings untrusted text
 * (and possibly planted instructions) into the agent's context, though it is not private.
 */
const PUBLIC_CONTENT = wordSet([
  'review', 'rating', 'tweet', 'post', 'comment', 'product', 'repository', 'repo', 'article', 'news', 'feed',
  'forum', 'listing', 'recipe', 'video', 'podcast', 'wiki', 'wikipedia', 'blog', 'headline', 'trend', 'trending',
  'hashtag', 'timeline', 'story', 'question', 'answer', 'issue', 'discussion', 'catalog', 'catalogue', 'event',
  'release', 'readme', 'announcement', 'bulletin', 'rss',
  // text written by someone else that lands in the agent's context: a support ticket, an invitation,
  // a shared document or PDF
  'ticket', 'invitation', 'transcript', 'pdf', 'document', 'mention',
]);

const PRIV_ANYWHERE = wordSet([
  'sudo', 'setuid', 'suid', 'elevate', 'escalate', 'chmod', 'chown', 'chgrp', 'impersonate', 'runa',
  'usermod', 'visudo', 'sudoer', 'privesc',
]);
const PRIV_VERBS = wordSet(['grant', 'add', 'assign', 'attach', 'put', 'set', 'change', 'modify', 'update', 'give', 'promote', 'make', 'assume', 'elevate']);
const PRIV_OBJECTS = wordSet(['role', 'admin', 'administrator', 'permission', 'privilege', 'sudoer', 'acl', 'superuser', 'root', 'owner']);

const REMOTE_ANYWHERE = wordSet(['ssh', 'rdp', 'psexec', 'winrm', 'telnet', 'vnc', 'sshpass', 'winr', 'mstsc']);
const REMOTE_OBJECTS = wordSet(['server', 'host', 'machine', 'instance', 'remote', 'node', 'vm', 'desktop', 'box', 'pod', 'container']);

const ENUM_ANYWHERE = wordSet([
  'enumerate', 'enum', 'recon', 'reconnaissance', 'whoami', 'nmap', 'masscan', 'netstat', 'portscan',
  'ifconfig', 'uname', 'sysinfo',
]);
const ENUM_VERBS = wordSet(['list', 'describe', 'discover', 'scan', 'enumerate', 'probe', 'sweep']);
const ENUM_OBJECTS = wordSet([
  'user', 'host', 'port', 'instance', 'server', 'node', 'pod', 'role', 'group', 'permission', 'process',
  'network', 'interface', 'bucket', 'machine', 'device', 'subnet', 'ip', 'iam', 'privilege', 'share',
  'domain', 'computer', 'cluster', 'namespace', 'vm', 'container', 'admin', 'vulnerability', 'endpoint',
  'secret',
]);

const ARCHIVE_WORDS = wordSet(['zip', 'tar', 'gzip', 'gz', 'compress', 'tarball', '7z', 'rar', 'bzip', 'bzip2', 'base64']);
const ARCHIVE_NEGATIONS = wordSet(['unzip', 'untar', 'decompress', 'extract', 'decode', 'unpack', 'image', 'photo', 'video']);
const ARCHIVE_NOT_DATA = wordSet([
  'email', 'mail', 'message', 'thread', 'conversation', 'task', 'note', 'channel', 'issue', 'project',
  'chat', 'repo', 'repository', 'event', 'item', 'card', 'board', 'notification', 'list', 'release', 'page',
]);

const FILE_OBJECTS = wordSet([
  'file', 'folder', 'directory', 'dir', 'document', 'doc', 'path', 'disk', 'note', 'content',
  'spreadsheet', 'sheet', 'csv', 'pdf', 'yaml', 'json', 'config',
]);
const EXEC_ANYWHERE = wordSet([
  'shell', 'bash', 'zsh', 'cmd', 'terminal', 'powershell', 'pwsh', 'subprocess', 'repl', 'interpreter', 'console',
]);
const EXEC_OBJECTS = wordSet([
  'code', 'command', 'script', 'python', 'program', 'sql', 'cell', 'snippet', 'javascript', 'js', 'node',
  'bash', 'shell', 'cmd', 'query', 'notebook', 'binary', 'process', 'job',
]);

const COMMAND_KEYS = new Set([
  'command', 'cmd', 'commands', 'script', 'code', 'shell', 'exec', 'commandline', 'command_line', 'bash',
  'powershell', 'run', 'input', 'query', 'sql', 'statement', 'line',
]);

// ---------------------------------------------------------------- argument patterns

const MAX_ARG_CHARS = 4000;
const MAX_PATH_FIELD = 512;

const CREDENTIAL_PATH =
  /(?:^|[\s'"=:/~\\(])(?:\.env(?:\.[\w-]{1,20})?|\.aws[/\\](?:credentials|config)|\.ssh[/\\]|id_(?:rsa|dsa|ecdsa|ed25519)\b|\.git-credentials|\.netrc|\.npmrc|\.pypirc|\.pgpass|\.docker[/\\]config\.json|\.kube[/\\]config|kubeconfig|credentials\.(?:json|ya?ml|xml|csv)|secrets?\.(?:ya?ml|json|txt|env|toml)|etc\/shadow|wallet\.dat|\.bash_history|\.gnupg|\.password-store|login\.keychain|[\w-]{1,40}\.(?:pem|pfx|p12|keystore|jks))(?=$|[\s'"/;|&)\\,])/i;
const CREDENTIAL_CMD =
  /\b(?:get-secret-value|secretsmanager|keyvault\s+secret\s+show|vault\s+(?:kv\s+)?(?:read|get)|kubectl\s+get\s+secrets?|find-(?:generic|internet)-password|printenv|mimikatz|sekurlsa|hashdump|lsass|ntds\.dit|unshadow|gcloud\s+auth\s+print-access-token|az\s+account\s+get-access-token)\b/i;
const PRIV_CMD =
  /\bsudo\s+(?!-[lvkK]\b)\S|(?:^|[\s;|&(])su\s+(?:-\s|-$|root\b|-c\b|-l\b)|\bchmod\s+(?:-R\s+)?(?:[ugoa]*\+[rwxX]*s|[2467][0-7]{3}\b|0?777\b)|\bchown\s+(?:-R\s+)?root\b|\busermod\s+-a?G\b|\bgpasswd\s+-a\b|\badduser\s+\S+\s+(?:sudo|wheel|admin)\b|\bvisudo\b|\/etc\/sudoers|\bsetcap\b|\baws\s+iam\s+(?:attach-\S+-policy|put-\S+-policy|add-user-to-group|create-access-key|update-assume-role-policy)|\bclusterrolebinding\b|\bnet\s+localgroup\s+administrators\b|\bAdd-LocalGroupMember\b|\bpkexec\b|\bdoas\s+\S/i;
const REMOTE_CMD =
  /\b(?:ssh|sshpass|psexec(?:\.py)?|winrs|evil-winrm|xfreerdp|rdesktop|mstsc|telnet|wmiexec(?:\.py)?|smbexec(?:\.py)?|crackmapexec|Enter-PSSession|New-PSSession)\s+\S|\bInvoke-Command\s+-ComputerName\b|\b(?:kubectl|docker)\s+exec\b/i;
const ENUM_CMD =
  /(?:^|[\s;|&(`$])(?:whoami|id|uname\s+-a|hostname|netstat|ss\s+-[a-z]*[tlnpu]|nmap|masscan|arp\s+-a|ifconfig|ip\s+(?:a|addr|route)|ps\s+(?:aux|-ef)|getent|net\s+(?:user|group|localgroup|view)|nltest|dsquery|ldapsearch|enum4linux|linpeas(?:\.sh)?|sudo\s+-l)(?=$|[\s;|&)`])|\/etc\/passwd\b|\bfind\s+\/\s.{0,80}-perm\b|\baws\s+(?:sts\s+get-caller-identity|ec2\s+describe-|iam\s+list-|s3\s+ls)|\bkubectl\s+get\s+(?:pods|nodes|namespaces|svc|services|serviceaccounts)\b|\bGet-(?:ADUser|ADComputer|LocalUser|LocalGroupMember)\b/i;
const ARCHIVE_CMD =
  /(?:^|[\s;|&(])(?:tar\s+-?[a-zA-Z]*c[a-zA-Z]*\s|zip\s+(?:-\S+\s+)*\S|7z\s+a\s|gzip\s|bzip2\s|rar\s+a\s|base64(?!\s+(?:-d|--decode|-D)\b)(?=$|[\s;|&)]))|\bshutil\.make_archive\b|\bzipfile\.ZipFile\b|\bb64encode\b|\bbtoa\(/i;
const SEND_CMD =
  /\bcurl\b[^|;&\n]{0,300}?(?:\s-d\b|\s--data|\s-F\b|\s--form|\s-T\b|\s--upload-file|\s-X\s*(?:POST|PUT|PATCH))|\bwget\b[^|;&\n]{0,300}?--post-(?:data|file)|(?:^|[\s;|&(])scp\s|\brsync\s[^|;&\n]{0,200}?\S+:|\b(?:nc|ncat|netcat)\s+(?:-\S+\s+)*\S+\s+\d{1,5}\s*<|\bsmbclient\b|\bInvoke-(?:WebRequest|RestMethod)\b[^|;&\n]{0,300}?-Method\s+(?:Post|Put)|\brequests\.(?:post|put)\(|\bsendmail\b|\bmail\s+-s\b|\bfetch\([^)]{0,200}method\s*:\s*['"](?:POST|PUT)/i;
const BROWSE_CMD = /\b(?:curl|wget)\s[^|;&\n]{0,200}?https?:\/\/|\brequests\.get\(|\burllib\.request\.urlopen\(/i;
const FILE_READ_CMD = /(?:^|[\s;|&(])(?:cat|head|tail|less|more|strings|xxd|type)\s+["']?[~./\w]/;
/** Whole-database dumps and exports: a read of every record at once. */
const DB_DUMP_CMD =
  /(?:^|[\s;|&(])(?:pg_dump(?:all)?|mysqldump|mariadb-dump|mongodump|mongoexport|sqlcmd\s[^|;&\n]*-Q|bcp\s+\S+\s+(?:out|queryout))(?=$|[\s;|&)])|\bsqlite3\s+\S+\s+["']?\.dump\b|\bredis-cli\s[^|;&\n]*--rdb\b/i;
/** Cheap gate for DB_DUMP_CMD: every command it knows has one of these in it. */
function mayDumpDatabase(value: string): boolean {
  return value.includes('dump') || value.includes('export') || value.includes('--rdb') || /sqlcmd|\bbcp\s/i.test(value);
}
/** Encoding a picture, a sound or a font (to embed or upload it) stages no private data. */
const MEDIA_ENCODE =
  /\bbase64\s+(?:-\S+\s+)*["']?[\w./~-]+\.(?:png|jpe?g|gif|svg|ico|webp|bmp|tiff?|mp3|mp4|wav|ogg|webm|woff2?|ttf|otf)\b/i;
const NON_BASE64_ARCHIVE = /(?:^|[\s;|&(])(?:tar|zip|7z|gzip|bzip2|rar)\s|\bmake_archive\b|\bZipFile\b/i;
const FILE_WRITE_CMD = /[^>2&]>>?\s*["']?[~./\w]|(?:^|[\s;|&(])(?:tee|cp|mv|dd)\s/;
const SQL_SELECT = /\bselect\b[\s\S]{0,300}?\bfrom\b/i;
const URL_VALUE = /^\s*https?:\/\/\S+\s*$/i;
/** Argument names that hold a file path, and values shaped like one (`/a/b`, `C:\\x`, `~/x`, `dir/file.ext`). */
const PATH_KEY = /^(?:[a-z]+_)?(?:path|file|filename|filepath|file_?path|dir|directory|folder|document)s?$/i;
const PATH_VALUE = /^\s*(?:[~.]?\/[^\s/]|[a-z]:\\|[\w.-]{1,80}\/[\w. -]{1,120}\.[a-z0-9]{1,5}\s*$)/i;

// ---------------------------------------------------------------- classification

/** Behaviour tags of a call, e.g. `['sensitive_read']` or `['code_exec', 'privilege_change']`. */
export function classifyCall(call: Pick<ToolCall, 'tool' | 'args'>): string[] {
  const words = toolWords(call.tool);
  const tags = new Set<BehaviourTag>(nameTags(call.tool));
  classifyArgs(call.args ?? {}, words, tags);
  if (tags.has('external_send') && answersTheUser(words, call.args ?? {})) {
    tags.delete('external_send');
    tags.delete('state_change');
  }
  return BEHAVIOUR_TAGS.filter((t) => tags.has(t));
}

/** Tags from the tool name alone (exported for tests and for near-variant comparisons). */
export function classifyToolName(tool: string): string[] {
  const tags = new Set<BehaviourTag>(nameTags(tool));
  return BEHAVIOUR_TAGS.filter((t) => tags.has(t));
}

/**
 * classifyName's tags for a tool name (a function of its words alone), kept for the names seen
 * recently: the same few tools are called over and over. Shared: do not modify the array.
 */
function nameTags(tool: string): readonly BehaviourTag[] {
  return NAME_TAGS.get(tool);
}

const NAME_TAGS = new KeyMemo<readonly BehaviourTag[]>(
  (tool) => {
    const found = new Set<BehaviourTag>();
    classifyName(toolWords(tool), found);
    return Object.freeze([...found]);
  },
  4096,
  Infinity,
);

function has(words: readonly string[], set: ReadonlySet<string>): boolean {
  for (const w of words) if (set.has(w)) return true;
  return false;
}

function primaryVerb(words: readonly string[]): string | null {
  for (const w of words) if (ALL_ACTION.has(w)) return w;
  return null;
}

function classifyName(words: readonly string[], tags: Set<BehaviourTag>): void {
  if (words.length === 0) return;
  const primary = primaryVerb(words);
  const readish = primary === null || READ_VERBS.has(primary);
  const ws = new Set(words);

  // external_send
  const sendPrimary = primary !== null && (SEND_VERBS.has(primary) || SEND_PRIMARY_ONLY.has(primary));
  const sendAnywhere = words.some((w) => SEND_VERBS.has(w) && w !== 'email' && w !== 'tweet');
  const httpWrite = (ws.has('http') || ws.has('request') || ws.has('api') || ws.has('rest')) &&
    (ws.has('post') || ws.has('put') || ws.has('patch'));
  const makePayment = (ws.has('make') || ws.has('send') || ws.has('process')) && (ws.has('payment') || ws.has('transfer'));
  // creating a gist or a paste publishes its content
  const publishes = !readish && (ws.has('gist') || ws.has('paste') || ws.has('pastebin'));
  if (sendPrimary || sendAnywhere || httpWrite || makePayment || publishes || ws.has('webhook') || ws.has('exfiltrate')) {
    tags.add('external_send');
  }

  // credential_access
  const credWord = has(words, CREDENTIAL_WORDS) ||
    (ws.has('key') && has(words, KEY_QUALIFIERS)) || ws.has('apikey') ||
    (ws.has('env') && (readish || ws.has('var') || ws.has('variable'))) ||
    (ws.has('environment') && ws.has('variable'));
  const credMutation = primary !== null && CREDENTIAL_MUTATE.has(primary) && !READ_VERBS.has(primary);
  if (credWord && (readish || ws.has('dump') || ws.has('export')) && !credMutation && !tags.has('external_send')) {
    tags.add('credential_access');
  }

  // sensitive_read
  const privateHistory = ws.has('history') && has(words, PRIVATE_HISTORY);
  if (primary !== null && READ_VERBS.has(primary)) {
    if (has(words, SENSITIVE_OBJECTS) || credWord || privateHistory) tags.add('sensitive_read');
    else if ((primary === 'download' || primary === 'export' || primary === 'dump') && has(words, BULK_DATA_OBJECTS)) {
      tags.add('sensitive_read');
    }
  }

  // web_browse
  const privateObject = has(words, SENSITIVE_OBJECTS) || privateHistory;
  if ((has(words, WEB_WORDS) && readish && !tags.has('external_send') && !privateObject) ||
      (primary !== null && WEB_PRIMARY.has(primary)) ||
      (ws.has('search') && !privateObject && (ws.has('engine') || ws.has('online') || ws.has('google') || ws.has('bing'))) ||
      (ws.has('duck') && ws.has('go'))) {
    tags.add('web_browse');
  }

  // content_read: public or third-party content (reviews, tweets, products, repositories...)
  if (readish && has(words, PUBLIC_CONTENT) && !tags.has('external_send') && !tags.has('sensitive_read') &&
      !tags.has('credential_access')) {
    tags.add('content_read');
  }

  // privilege_change
  if (has(words, PRIV_ANYWHERE) ||
      (primary !== null && PRIV_VERBS.has(primary) && (has(words, PRIV_OBJECTS) ||
        (ws.has('policy') && (ws.has('iam') || ws.has('role') || ws.has('user'))) ||
        (ws.has('group') && (ws.has('user') || ws.has('member'))))) ||
      primary === 'grant' || (ws.has('assume') && ws.has('role'))) {
    tags.add('privilege_change');
  }

  // remote_access
  if (has(words, REMOTE_ANYWHERE) ||
      (ws.has('remote') && (ws.has('exec') || ws.has('execute') || ws.has('shell') || ws.has('login') ||
        ws.has('connect') || ws.has('session') || ws.has('command') || ws.has('desktop'))) ||
      ((ws.has('connect') || ws.has('login') || ws.has('logon')) && has(words, REMOTE_OBJECTS)) ||
      ((ws.has('exec') || ws.has('execute')) && (ws.has('pod') || ws.has('container') || ws.has('kubectl')))) {
    tags.add('remote_access');
  }

  // enumeration
  if (has(words, ENUM_ANYWHERE) || (words.length === 1 && words[0] === 'id') ||
      (has(words, ENUM_VERBS) && has(words, ENUM_OBJECTS) && !ws.has('file') && !ws.has('email')) ||
      (ws.has('caller') && ws.has('identity')) || (ws.has('system') && ws.has('info') && readish)) {
    tags.add('enumeration');
  }

  // archive
  if (!has(words, ARCHIVE_NEGATIONS) &&
      (has(words, ARCHIVE_WORDS) || (ws.has('archive') && !has(words, ARCHIVE_NOT_DATA)))) {
    tags.add('archive');
  }

  // file_write
  if (primary !== null && (WRITE_VERBS.has(primary) || (WRITE_OBJECT_VERBS.has(primary) && has(words, FILE_OBJECTS)))) {
    tags.add('file_write');
  }

  // code_exec
  if (has(words, EXEC_ANYWHERE) || (has(words, EXEC_VERBS) && has(words, EXEC_OBJECTS))) {
    tags.add('code_exec');
  }

  // state_change: the call does something in the world (money moved, a door unlocked, a record
  // deleted, access shared, a setting or an order changed), whatever else it is
  if (has(words, STATE_CHANGE_ANYWHERE) || (primary !== null && STATE_CHANGE_PRIMARY.has(primary)) ||
      (ws.has('place') && (ws.has('order') || ws.has('bet') || ws.has('trade')))) {
    tags.add('state_change');
  }
}

/** Verbs that change the world wherever they stand in a tool's name. */
const STATE_CHANGE_ANYWHERE = wordSet([
  'unlock', 'disarm', 'withdraw', 'deposit', 'sell', 'buy', 'refund', 'donate', 'wire', 'transfer', 'pay',
  'delete', 'erase', 'wipe', 'destroy', 'purge', 'terminate', 'revoke', 'grant', 'invite', 'dispatch',
  'uninstall', 'shutdown', 'reboot', 'deactivate', 'suspend', 'ban', 'kick',
]);
/** The same when it is the name's first action word (`manage` in `TeladocManagePrescriptions`). */
const STATE_CHANGE_PRIMARY = wordSet([
  'manage', 'control', 'toggle', 'enable', 'disable', 'set', 'update', 'modify', 'change', 'book', 'schedule',
  'cancel', 'approve', 'reject', 'add', 'assign', 'create', 'remove', 'move', 'rename', 'share', 'start', 'stop',
  'reset', 'give', 'promote', 'make', 'post', 'send', 'email', 'reply', 'forward', 'publish', 'upload',
  'purchase',
]);

/**
 * The last dotted segment of a field path, without a `#key` suffix, lower-cased: what
 * `path.split('.').pop().replace(/#key$/, '').toLowerCase()` gives, without the array and the
 * regex (it runs for every field of every call).
 */
function leafKey(path: string): string {
  let leaf = path.slice(path.lastIndexOf('.') + 1);
  if (leaf.endsWith('#key')) leaf = leaf.slice(0, -4);
  return leaf.toLowerCase();
}

function classifyArgs(args: Record<string, unknown>, words: readonly string[], tags: Set<BehaviourTag>): void {
  const fields = allStrings(args);
  if (fields.length === 0) return;
  const primary = primaryVerb(words);
  const sending = tags.has('external_send') || tags.has('file_write');
  const readCall = primary !== null && READ_VERBS.has(primary) && !tags.has('web_browse');

  // A call that is not a read and names people by e-mail address to deliver to (a calendar
  // invite's attendees, a document's collaborators) sends them something: its content goes out.
  const deliverer = primary !== null && !READ_VERBS.has(primary) && !tags.has('external_send');
  // HTTP method argument decides between browsing and sending.
  for (const key of Object.keys(args)) {
    const value = args[key];
    if (deliverer && DELIVERY_KEY.test(key) && namesAnEmailAddress(value)) tags.add('external_send');
    if (typeof value !== 'string') continue;
    if (/^(?:method|http_method|verb)$/i.test(key)) {
      const m = value.trim().toUpperCase();
      if (m === 'GET' || m === 'HEAD') {
        if (tags.has('external_send') && !has(words, SEND_VERBS_STRICT)) tags.delete('external_send');
        tags.add('web_browse');
      } else if (m === 'POST' || m === 'PUT' || m === 'PATCH') {
        tags.add('external_send');
      }
    } else if (URL_VALUE.test(value) && primary !== null && READ_VERBS.has(primary) && /url|link|uri|page|site|href/i.test(key)) {
      tags.add('web_browse');
    }
  }

  let commandLike = tags.has('code_exec');
  let budget = MAX_ARG_CHARS * 4;
  for (const f of fields) {
    if (budget <= 0) break;
    const value = f.value.length > MAX_ARG_CHARS ? f.value.slice(0, MAX_ARG_CHARS) : f.value;
    budget -= value.length;
    const leaf = leafKey(f.path);
    const isCommandField = commandLike || COMMAND_KEYS.has(leaf);
    if (COMMAND_KEYS.has(leaf) && (leaf === 'command' || leaf === 'cmd' || leaf === 'script' || leaf === 'shell' ||
      leaf === 'commands' || leaf === 'commandline' || leaf === 'command_line' || leaf === 'bash' || leaf === 'powershell')) {
      tags.add('code_exec');
      commandLike = true;
    }
    // Paths live in short fields or in commands; long prose is not read for them.
    if (!sending && (value.length <= MAX_PATH_FIELD || isCommandField) && CREDENTIAL_PATH.test(value)) {
      tags.add('credential_access');
    }
    // Reading something by filesystem path (`item_path: /Documents/plan.pdf`) reads private data.
    if (readCall && !sending && value.length <= MAX_PATH_FIELD && PATH_KEY.test(leaf) && PATH_VALUE.test(value)) {
      tags.add('sensitive_read');
    }
    if (!isCommandField) {
      if ((leaf === 'query' || leaf === 'sql') && SQL_SELECT.test(value)) tags.add('sensitive_read');
      continue;
    }
    if (CREDENTIAL_CMD.test(value)) tags.add('credential_access');
    if (PRIV_CMD.test(value)) tags.add('privilege_change');
    if (REMOTE_CMD.test(value)) tags.add('remote_access');
    if (ENUM_CMD.test(value)) tags.add('enumeration');
    if (ARCHIVE_CMD.test(value) && !(MEDIA_ENCODE.test(value) && !NON_BASE64_ARCHIVE.test(value))) tags.add('archive');
    if (SEND_CMD.test(value)) tags.add('external_send');
    if (BROWSE_CMD.test(value)) tags.add('web_browse');
    if (SQL_SELECT.test(value) || FILE_READ_CMD.test(value) || (mayDumpDatabase(value) && DB_DUMP_CMD.test(value))) tags.add('sensitive_read');
    if (FILE_WRITE_CMD.test(value)) tags.add('file_write');
  }
}

/** Arguments that list the people a call delivers to (not `email`: creating a contact or a user names one too). */
const DELIVERY_KEY =
  /^(?:attendees?|invitees?|participants?|guests?|recipients?|to|cc|bcc|share_?with|shared_?with|collaborators?|(?:invite|invitee|recipient|attendee|guest)_?emails?)$/i;
const AN_EMAIL_ADDRESS = /[\w.+-]@[\w-]+\.[a-z]/i;

/** Whether a recipient argument (a string, a list, or a list of `{email: ...}`) names an e-mail address. */
function namesAnEmailAddress(value: unknown): boolean {
  if (typeof value === 'string') return AN_EMAIL_ADDRESS.test(value.slice(0, 512));
  if (!Array.isArray(value)) return false;
  for (const item of value.slice(0, 16)) {
    if (typeof item === 'string' ? AN_EMAIL_ADDRESS.test(item.slice(0, 512)) : item !== null && typeof item === 'object' &&
        Object.values(item).some((v) => typeof v === 'string' && AN_EMAIL_ADDRESS.test(v.slice(0, 512)))) return true;
  }
  return false;
}

/**
 * `send_message_to_user`, `reply_to_user`: the answer goes back to the person the agent works for
 * (when the call names no other recipient), not out of the session.
 */
function answersTheUser(words: readonly string[], args: Record<string, unknown>): boolean {
  const to = words.indexOf('to');
  if (to < 0 || !USER_WORDS.has(words[to + 1] ?? '') || has(words, MONEY_WORDS)) return false;
  if (Object.keys(args).some((k) => NAMED_RECIPIENT_KEY.test(k))) return false;
  // an image or a link the user's client fetches by itself sends what its address carries
  return !Object.values(args).some((v) => typeof v === 'string' && AUTO_FETCHED_LINK.test(v.slice(0, MAX_ARG_CHARS)));
}
const AUTO_FETCHED_LINK = /!\[[^\]]*\]\(\s*https?:|<img\b|\]\(\s*https?:\/\/[^)\s]*\?/i;
const USER_WORDS = wordSet(['user', 'me', 'requester', 'caller', 'owner']);
const MONEY_WORDS = wordSet(['money', 'pay', 'payment', 'transfer', 'fund', 'wire', 'remit', 'cash', 'token', 'coin', 'crypto']);
const NAMED_RECIPIENT_KEY =
  /^(?:to|cc|bcc|recipients?|recipient_\w+|user(?:name|_id|_name)?|email|email_address|phone(?:_number)?|number|channel(?:_id|_name)?|chat_id|address|url|webhook(?:_url)?|target|destination)$/i;

const SEND_VERBS_STRICT = wordSet(['upload', 'forward', 'publish', 'transfer', 'wire', 'exfiltrate', 'broadcast', 'reply', 'webhook', 'email']);

/** Tags that move data or control out of the agent's own sandbox. */
export const HIGH_IMPACT_TAGS: ReadonlySet<string> = new Set(['external_send', 'privilege_change', 'remote_access', 'code_exec']);
