/**
 * Fourteenth round: attack families the earlier tables sampled thinly, each read by its shape.
 * Irreversible cloud destruction (a project, a database without its final snapshot, keys and
 * backups), reverse shells of any language (a socket to an address literal and a shell on it),
 * persistence through PAM, autostart entries and git hooks in temporary places, `pkexec` shells,
 * server configuration that makes uploaded images run as code, Java expression-language objects,
 * obfuscated request smuggling and dangling markup that carries the rest of a page away.
 *
 * RE2 budget (see index.ts): every set pattern is a short rare literal with no counted span;
 * each whole shape is checked in JS only where that literal matched.
 */
import { WRITABLE_DIR } from './host-attack.js';
import type { PatternRule } from './rule.js';

/** A program or config path in a world-writable place an intruder drops files into. */
const TEMP_DIR = String.raw`(?:/tmp/|/dev/shm/|/var/tmp/)`;

/**
 * Cloud resources whose deletion loses data for good: a whole project, a database deleted without
 * its final snapshot, key material scheduled for destruction (what it encrypted is lost with it),
 * backups and snapshots (the step before ransom), tables and buckets, and instances whose list is
 * computed (`$(aws ec2 describe-instances ...)`: every one of them).
 */
const CLOUD_DESTRUCTION = new RegExp(
  [
    String.raw`\bgcloud\s+projects\s+delete\b`,
    String.raw`\bdelete-db-(?:instance|cluster)\b`,
    String.raw`\bschedule-key-deletion\b|\bkms\s+keys\s+versions\s+destroy\b|\bkeyvault\s+(?:purge|key\s+purge|secret\s+purge)\b`,
    String.raw`\bdelete-(?:backup-vault|recovery-point|db-snapshot|db-cluster-snapshot|snapshot)\b|\bbackup\s+(?:vault|item|protection)\s+delete\b`,
    String.raw`\bdynamodb\s+delete-table\b(?![^\n]*--endpoint-url[= ]+['"]?https?://(?:localhost|127\.0\.0\.1))`,
    String.raw`\bdelete-batch\b|\bs3api\s+delete-bucket\b|\bgcloud\s+storage\s+rm\b[^\n]*\s(?:-r|--recursive)\b`,
    String.raw`\bsql\s+instances\s+delete\b|\bheroku\s+apps:destroy\b|\bpostgres\s+flexible-server\s+delete\b|\bcosmosdb\s+delete\b`,
    String.raw`\b(?:terminate-instances|instances\s+delete|vm\s+delete|droplet\s+delete)\b[^\n]*(?:\$\(|\x60|\bxargs\b|\s--all\b|\bprod)`,
    String.raw`\bxargs\b[^\n]*\b(?:terminate-instances|instances\s+delete|vm\s+delete)\b`,
  ].join('|'),
  'i',
);

/** The socket opened by a one-liner or script in any language. */
const SOCKET_OPEN =
  /io::socket|tcpsocket|fsockopen|\bztcp\b|\/inet\/tcp\/|sockets\.tcpclient|net\.dial\s*\(|socket\.tcp\s*\(|net\.connect\s*\(|new\s+net\.socket\s*\(|new\s+socket\s*\(|socket\.socket\s*\(|socket\.create_connection\s*\(|\bTCPClient\b/i;
/** A shell or command runner wired to it. */
const SHELL_ON_SOCKET =
  /\/bin\/\w*sh\b|\bcmd(?:\.exe)?\b|\bpowershell\b|\bsh\s+-i\b|\biex\b|invoke-expression|\bfdopen\b|\bdup2\b|pty\.spawn|>&\s*\$?\w+|\|&|\bsystem\s*\$_|\bos\.execute\b|\bchild_process\b|processbuilder|runtime\.getruntime|\bexec\s+sprintf|\bzsh\s*>&|\(\s*['"](?:\/bin\/)?(?:ba|z|da|k)?sh['"]/i;
/** The address it connects to, written out: an IPv4 literal, `"host", 4444`, `host:4444` in quotes. */
const ADDRESS_LITERAL = /\b\d{1,3}(?:\.\d{1,3}){3}\b|['"][\w.-]+['"]\s*,\s*['"]?\d{2,5}\b|['"][\w.-]+:\d{2,5}['"]|\bztcp\s+[\w.-]+\s+\d{2,5}\b/;

function socketShell(text: string): boolean {
  return SOCKET_OPEN.test(text) && SHELL_ON_SOCKET.test(text) && ADDRESS_LITERAL.test(text);
}

/** A PAM stack appended to, or a PAM module running a program from a temporary or hidden place. */
const PAM_BACKDOOR = new RegExp(
  String.raw`(?:>>?\s*['"]?|\btee\s+(?:-a\s+)?['"]?|\bsed\s+-i\b[^\n]*\s)/etc/pam\.d/|\bpam_exec\.so\b[^\n]*\s(?:${TEMP_DIR}|\S*/\.[\w-])`,
  'i',
);
/** A unit's or desktop entry's command started from a temporary directory. */
const EXEC_FROM_TEMP = new RegExp(String.raw`(?:^|\n|\\n)\s*exec(?:start(?:pre|post)?)?\s*=\s*['"]?(?:/bin/\w*sh\s+-c\s+['"]?)?${TEMP_DIR}`, 'i');

/** `AddType application/x-httpd-php .jpg`: a file type an upload form accepts, run as PHP or CGI. */
const UPLOAD_RUN_AS_CODE =
  /\b(?:addtype|addhandler|sethandler|forcetype)\s+['"]?\S*(?:php|cgi|phtml)\S*['"]?(?:\s+\.?\w+)*\s+\.?(?:jpe?g|png|gif|bmp|ico|svg|webp|txt|pdf|html?|css|log)\b|<filesmatch\s[^>\n]*(?:jpe?g|png|gif|txt)[^>\n]*>\s*(?:\n\s*)?(?:sethandler|forcetype)\s+\S*(?:php|cgi)|\b(?:php_value\s+)?auto_(?:prepend|append)_file\s*[=\s]\s*['"]?(?:\/tmp\/|\/dev\/shm\/|php:\/\/input|data:|https?:|\S*\.(?:jpe?g|png|gif|txt|log)\b)/i;

/** Objects of Java expression languages (JSP EL, JSF) that reach the server's state or its class loader. */
const EXPRESSION_LANGUAGE =
  /[$#]\{\s*(?:applicationscope|sessionscope|requestscope|pagecontext|facescontext|initparam)\b|[$#]\{[^}\n]*\.(?:getclass|forname)\s*\(|#\{\s*(?:session|request)\.getattribute\s*\(/i;

/** The `Transfer-Encoding` header written so one server reads it and the next does not, or twice. */
function smugglesRequest(text: string): boolean {
  if (!/\bHTTP\/1\.[01]\s*(?:\r?\n|\\r\\n)/i.test(text)) return false;
  const headers = text.match(/(?:^|\n|\\n)[ \t]*transfer-encoding[ \t]*:/gi) ?? [];
  if (headers.length >= 2) return true;
  // a space before the colon, a tab or vertical tab in the value, or a value that only contains `chunked`
  return /transfer-encoding[ \t]+:|transfer-encoding\s*:[ \t]*(?:[\t\v\f]|[\w-]+chunked|chunked[ \t]*[,;]?[ \t]*\w)|transfer[_ ]encoding\s*:|\n[ \t]+transfer-encoding\s*:/i.test(text);
}

/**
 * `<img src='https://attacker/?`: an attribute opened on a URL and never closed, so the browser reads
 * the rest of the page (a CSRF token, an e-mail) into the request. Markup an agent writes closes its quotes.
 */
const DANGLING_MARKUP = /<[a-z][\w-]*\s[^<>]*?(?:src|href|background|action|formaction|content|data)\s*=\s*(['"])\s*(?:0\s*;\s*url\s*=\s*)?(?:https?:)?\/\/[^<>'"\s]+(?:\?|\/)[^<>'"]*$/i;

function danglingMarkup(text: string): boolean {
  // the last tag of the value is never closed
  const lt = text.lastIndexOf('<');
  if (lt < 0 || text.includes('>', lt)) return false;
  const tail = text.slice(lt);
  const m = DANGLING_MARKUP.exec(tail);
  // the quote that opened the attribute never comes back
  return m !== null && !tail.slice(m.index + m[0].length).includes(m[1]!);
}

/** `git config core.hooksPath /tmp/x`: every later commit runs whatever that directory holds. */
const HOOKS_FROM_TEMP = new RegExp(String.raw`\bcore\.hookspath[\s=]+['"]?${TEMP_DIR}`, 'i');

/**
 * A subquery inside a value that is not itself SQL (a sort key, a filter, an id):
 * `(CASE WHEN (SELECT substr(password,1,1) FROM users)='a' THEN name ELSE email END)` asks the
 * database one yes/no question per request. A value that starts as a statement is a query.
 */
const SUBQUERY = /\(\s*select\s+(?:[^()]|\([^()]*\))*?\s+from\s+[\w.`"[\]]+(?:\s+(?:as\s+)?\w+)?\s*(?:\)|(?:where|limit|order|group|join|union|offset|fetch)\b)/i;
/** Something of SQL around it besides the words select and from: prose ("(select one from the list)") has none. */
const SQL_AROUND = /\bcase\s+when\b|[=<>]|\bunion\b|\blimit\s+\d|\bwhere\b|--|\bthen\b|\b(?:substr\w*|ascii|count|sleep|length|mid|char)\s*\(/i;
const STARTS_AS_SQL = /^\s*(?:select|with|insert|update|delete|create|alter|explain|merge|upsert|replace)\b/i;

function subqueryInValue(text: string): boolean {
  return text.length <= 2_000 && !STARTS_AS_SQL.test(text) && SQL_AROUND.test(text) && SUBQUERY.test(text);
}

/**
 * Parameters whose second copy decides where money or a token goes (HTTP parameter pollution).
 * Recipients (`to`, `email`) and ids are not among them: APIs take lists that way.
 */
const POLLUTABLE = /^(?:account|account_?id|acct|from_?account|to_?account|payee|payee_?id|iban|amount|redirect_uri|client_id)$/i;

/**
 * A recipient (`to`, `recipient`, `beneficiary`) given twice counts only in a request that moves
 * money: an amount in the query or a transfer or payment path. Elsewhere (`to=a&to=b` of a mail API)
 * it is a list.
 */
const RECIPIENT = /^(?:to|recipient|recipient_?id|beneficiary|beneficiary_?id|dest|destination|to_?user)$/i;
const MONEY_REQUEST = /[?&](?:amount|amt|sum|value_?cents|amount_?cents)=\d|\/(?:transfers?|payouts?|payments?|pay|withdraw\w*|send_?money|remit\w*|wire)(?:[/?]|$)/i;

/** The same such parameter twice in one URL's query, with different values: one server reads the first, the next the last. */
function pollutesParameter(text: string): boolean {
  for (const [, query] of text.matchAll(/\?([^\s#"'<>]+)/g)) {
    const seen = new Map<string, string>();
    for (const pair of query!.split('&')) {
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).toLowerCase();
      if (!POLLUTABLE.test(name) && !(RECIPIENT.test(name) && MONEY_REQUEST.test(text))) continue;
      const value = pair.slice(eq + 1);
      const previous = seen.get(name);
      if (previous !== undefined && previous !== value) return true;
      seen.set(name, value);
    }
  }
  return false;
}

/** `javascript:` as a whole value (a link field), its letters split by tabs or line breaks a browser drops. */
const SPLIT_SCRIPT_SCHEME = /^\s*j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t[\t\n\r]*:/i;
const splitsScheme = (text: string): boolean => SPLIT_SCRIPT_SCHEME.test(text) && /^\s*j[^:]*[\t\n\r]/i.test(text);

/** The session as a script reads it: the cookie jar or web storage. */
const SESSION_READ = String.raw`(?:document\.cookie|(?:local|session)storage\b(?:\.getitem\s*\([^)\n]*\)|\.\w+|\[[^\]\n]*\])?|json\.stringify\s*\(\s*(?:local|session)storage\s*\))`;
const WRAP = String.raw`(?:(?:encodeuricomponent|encodeuri|escape|btoa)\s*\(\s*)?`;
/** ...joined into an absolute URL, or handed to a call that sends it. */
const SESSION_SENT = new RegExp(
  String.raw`['"\x60][^'"\x60\n]*(?:https?:)?//[\w.-]+\.[a-z][^'"\x60\n]*['"\x60]\s*\+\s*${WRAP}${SESSION_READ}|//[\w.-]+\.[a-z][^\x60\n]*\$\{\s*${WRAP}${SESSION_READ}|\b(?:sendbeacon|fetch|\.send|\.open|window\.open)\s*\([^)\n]*${SESSION_READ}|\bbody\s*:\s*${WRAP}${SESSION_READ}`,
  'i',
);

/** Markup or a script URL that sends the session to an address (a consent banner that only reads the cookie does not). */
function leaksSession(text: string): boolean {
  if (!/<[a-z]|javascript:|\bon[a-z]+\s*=/i.test(text)) return false;
  // read around each session read only: the pattern's spans stay short on a long page
  for (const m of text.matchAll(/document\.cookie|(?:local|session)storage\b/gi)) {
    if (SESSION_SENT.test(text.slice(Math.max(0, m.index - 300), m.index + 200))) return true;
  }
  return false;
}

/** An external DTD fetched from a URL or file, whose entities the body then expands: out-of-band XXE. */
const EXTERNAL_DTD = /<!doctype\s+[\w:.-]+\s+(?:system|public\s+["'][^"']*["'])\s*["']\s*(?:https?|ftp|file|php|jar|gopher|netdoc|expect):/i;
const SYSTEM_DTD_HOST = /<!doctype\s+[\w:.-]+\s+system\s*["']\s*(?:https?|ftp|jar:https?):\/\/([^/"'\s:]+)/i;
const STANDARD_DTD_HOST = /(?:^|\.)(?:w3\.org|apache\.org|hibernate\.org|springframework\.org|mybatis\.org|oasis-open\.org|sun\.com|oracle\.com|apple\.com|jboss\.org|eclipse\.org|docbook\.org|netbeans\.org|puppycrawl\.com|checkstyle\.org)$/i;
const STANDARD_ENTITY = /^&(?:amp|lt|gt|quot|apos|nbsp|copy|reg|trade|hellip|mdash|ndash)$/i;
function expandsExternalDtd(text: string): boolean {
  if (!EXTERNAL_DTD.test(text)) return false;
  if (/<!doctype\s+[\w:.-]+\s+(?:system|public\s+["'][^"']*["'])\s*["']\s*file:/i.test(text)) return true;
  // a SYSTEM DTD on another site is fetched by the parser whatever the body holds (a blind out-of-band
  // probe); the DTDs of standards bodies and frameworks are declared PUBLIC or live on their own sites
  const system = SYSTEM_DTD_HOST.exec(text);
  if (system && !STANDARD_DTD_HOST.test(system[1]!)) return true;
  return (text.match(/&[a-z_][\w.-]*;/gi) ?? []).some((e) => !STANDARD_ENTITY.test(e.slice(0, -1)));
}

/**
 * An LDAP filter fragment that closes the filter it lands in and opens another (`*)(objectClass=*`,
 * `admin)(!(&(1=0`). A whole filter an agent writes opens with its own parenthesis.
 */
function breaksLdapFilter(text: string): boolean {
  return text.length <= 200 && !/^\s*\(/.test(text) && !/\s\w+\s+\w+\s+\w+\s/.test(text);
}

/** A token header that carries its own verification key (the server trusts a key the signer chose). DPoP proofs do by design. */
const embedsKey = (text: string): boolean => /['"]alg['"]\s*:/i.test(text) && !/dpop\+jwt/i.test(text);

/** A Ruby Marshal object (`\x04\x08o`) in base64 naming the classes of a known gadget chain. Rails' session hashes (`BAh7`) are not objects. */
function rubyGadget(text: string): boolean {
  for (const [b64] of text.matchAll(/\bBAh[vUSo][A-Za-z0-9+/=_-]{12,}/g)) {
    const bytes = Buffer.from(b64!.slice(0, 4_000), 'base64').toString('latin1');
    if (/Gem::|ActiveSupport::|ActiveRecord::|ERB\b|Net::|Kernel|Rack::|Sprockets|DeprecatedInstanceVariableProxy/.test(bytes)) return true;
  }
  return false;
}

/** A cloud access token piped or posted to a client (`print-access-token | curl -d @-`), or sent as an Authorization header to a host that is not the cloud's. */
const TOKEN_COMMAND = /\b(?:print-access-token|print-identity-token|get-access-token|get-session-token|get-login-password|get-federation-token)\b/i;
function sendsCloudToken(text: string): boolean {
  for (const line of text.split('\n')) {
    const token = TOKEN_COMMAND.exec(line);
    if (token === null) continue;
    if (/\|\s*(?:curl|wget|nc|ncat)\b/i.test(line.slice(token.index))) return true;
    // inside `$(...)`, as a body or a query value rather than a header
    if (/\$\(\s*(?:gcloud|az|aws)\b[^)]*\)/i.test(line) && /\b(?:curl|wget)\b/i.test(line) && !/-H\s*['"]?authorization:\s*bearer\s+\$\(/i.test(line)) return true;
    // an access token (for the cloud's own APIs) in a header to a host that is not one of them;
    // an identity token is minted for any audience (a Cloud Run service, the team's own host)
    if (/\b(?:print-access-token|get-access-token)\b/i.test(line) && /authorization:\s*bearer\s+\$\(/i.test(line)) {
      const hosts = [...line.matchAll(/\bhttps?:\/\/([\w.-]+)/gi)].map((m) => m[1]!.toLowerCase());
      if (hosts.length > 0 && hosts.some((h) => !CLOUD_API_HOST.test(h))) return true;
    }
  }
  return false;
}
/** Hosts a cloud CLI's access token is meant for (its APIs and registries) and the machine itself. */
const CLOUD_API_HOST =
  /(?:^|\.)(?:googleapis\.com|google\.com|gcr\.io|pkg\.dev|azure\.com|azure\.net|windows\.net|microsoft\.com|microsoftonline\.com|azurecr\.io|azure-api\.net|amazonaws\.com|localhost)$|^127\.0\.0\.1$/;

/** A program scheduled (`at`) or enabled as a user service from a temporary place. */
function schedulesFromTemp(text: string): boolean {
  if (/\bsystemctl\b/i.test(text) && new RegExp(String.raw`\bsystemctl\s+(?:--user\s+)?(?:enable|link|start)\b[^\n]*${TEMP_DIR}`, 'i').test(text)) return true;
  return /\|\s*at\s+(?:now|midnight|noon|teatime|tomorrow|\d)/i.test(text) && new RegExp(String.raw`${TEMP_DIR}|\b(?:curl|wget|nc|ncat)\b|/dev/tcp/`, 'i').test(text);
}

/** A Windows scheduled task whose action runs a program from a user-writable place. */
const TASK_FROM_WRITABLE = new RegExp(String.raw`\bnew-scheduledtaskaction\b[^\n]*-execute\s+['"]?[^\s'"]*(?:${WRITABLE_DIR}|%temp%|%appdata%|%public%|\$env:(?:temp|appdata|public))`, 'i');

/** A shell alias that wraps sudo, su or ssh, appended to a startup file: the next password typed goes to the alias. */
const ALIAS_WRAP = /\balias\s+(?:sudo|su|ssh|passwd|doas)\s*=[^\n]*>>?\s*['"]?\S*(?:\.bashrc|\.zshrc|\.bash_profile|\.profile|\/etc\/profile|\/etc\/bash\.bashrc)/i;

/** Login records rewritten (`utmpdump -r`) or a log replaced by a file moved over it. */
const LOGIN_RECORD_EDIT = /\butmpdump\s+-r\b|\bmv\s+(?:-\S+\s+)*\S+\s+['"]?\/var\/log\/(?:wtmp|btmp|lastlog|utmp|auth\.log|secure|syslog|messages|audit\/audit\.log)\b/i;

/** A script host or PowerShell running a file from a UNC path or WebDAV share (`\\host@80\dav\x.vbs`). */
const REMOTE_SCRIPT = /\b(?:powershell|pwsh|cscript|wscript|mshta|regsvr32|msiexec|msbuild|installutil)(?:\.exe)?\b[^\n]*\s['"]?\\\\[\w.-]+(?:@(?:ssl|\d+))?\\/i;

/** `curl -o %TEMP%\u.exe` and a launch of it in the same command (read line by line: no span crosses another). */
const SAVED_TO_WRITABLE = /(?:\s-o|--output|\s-O)\s+['"]?(?:%temp%|%appdata%|%public%|%userprofile%|\$env:\w+|c:\\users\\public|c:\\windows\\temp|c:\\programdata)[^\s'"]*\.(?:exe|dll|msi|scr|hta|bat|cmd|ps1|vbs)\b/i;
/** A launcher after the download, or the saved program run by its own path (`& %TEMP%\\x.bat`). */
const LAUNCHED_AFTER =
  /(?:&&|;|&)\s*(?:start|call|cmd\s+\/c|start-process|rundll32|msiexec)\b|(?:&&|;|&)\s*['"]?(?:%(?:temp|appdata|public|userprofile)%|\$env:\w+|c:\\(?:users\\public|windows\\temp|programdata))[^\s'"&|;]*\.(?:exe|bat|cmd|scr|hta|vbs|ps1)\b/i;
function downloadsThenStarts(text: string): boolean {
  if (!/%(?:temp|appdata|public|userprofile)%|\$env:|c:\\(?:users\\public|windows\\temp|programdata)/i.test(text)) return false;
  for (const line of text.split('\n')) {
    if (!/\b(?:curl|wget)(?:\.exe)?\b/i.test(line)) continue;
    const saved = SAVED_TO_WRITABLE.exec(line);
    if (saved !== null && LAUNCHED_AFTER.test(line.slice(saved.index + saved[0].length))) return true;
  }
  return false;
}

/** `regasm /U` or `regsvcs` loading an assembly from a user-writable place (code run past application allow-lists). */
const REGASM_BYPASS = new RegExp(String.raw`\b(?:regasm|regsvcs)(?:\.exe)?\s+(?:/\w+\s+)*['"]?[^\s'"]*${WRITABLE_DIR}`, 'i');

/** Extraction that keeps absolute paths and `..` (`tar -P`, `unzip -:`) into the root or a system directory. */
function extractsUnsafely(text: string): boolean {
  for (const line of text.split('\n')) {
    if (/\bunzip\s(?:.*\s)?-:(?:\s|$)/.test(line)) return true;
    const tar = /\btar\s/.exec(line);
    if (tar === null) continue;
    const rest = line.slice(tar.index);
    // tar's -P (capital) keeps absolute names; -p only keeps permissions
    if (!/\s-[a-zA-Z]*P[a-zA-Z]*\b|--absolute-names\b/.test(rest)) continue;
    if (/\s-[a-zA-Z]*x|\s--extract\b|^tar\s+[a-zA-Z]*x/.test(rest) && /-C\s+['"]?\/(?:\s|$|etc|usr|var|root|home)|--directory[= ]['"]?\/(?:\s|$)/.test(rest)) return true;
  }
  return false;
}

/** A DDE call in a cell or a document field: the office program starts the named program. */
const DDE_CALL = /(?:^|[\n,;\t"])\s*[=+@-]\s*dde(?:auto)?\s*\(|\{\s*ddeauto\b|\bddeauto\s+['"]?c:\\/i;

/** SMTP or IMAP commands after a line break in one field: a second message or a mailbox command smuggled in. */
const MAIL_PROTOCOL_INJECTION = /\r?\n\.?\r?\n?\s*(?:mail\s+from\s*:|rcpt\s+to\s*:)|\r?\n\s*[a-z]\d{2,4}\s+(?:delete|rename|select|examine|fetch|store|copy|expunge|login|logout|append)\b/i;
function injectsMailCommand(text: string): boolean {
  return text.length <= 1_000 && !/^\s*(?:helo|ehlo|mail\s+from|rcpt|data|\d{3}[\s-]|[a-z]\d{2,4}\s)/i.test(text) && MAIL_PROTOCOL_INJECTION.test(text);
}

/** A counted group around an open wildcard (`(.*a){25}`): backtracking grows with the count. */
function countedWildcardGroup(text: string): boolean {
  const value = text.trim();
  return value.length <= 200 && !/\s/.test(value) && /\((?:\?:)?[^()]*\.[*+][^()]*\)\{\d{2,}/.test(value);
}

/** The same files as part of a URL the tool requests. */
const SITE_FILE_URL = /https?:\/\/[^\s/]+\/(?:[^\s?#]*\/)?(?:\.git\/(?:config|head|index|logs\/|refs\/)|\.svn\/(?:entries|wc\.db)|\.hg\/(?:hgrc|store)|\.ds_store\b|\.htaccess\b|[\w-]+\.(?:php|aspx?|jsp|config|ya?ml|env|sql)\.(?:bak|old|orig|save|swp)\b|[\w-]+\.(?:php|aspx?|jsp)~)/i;

/** A launch agent or daemon whose program lives in a temporary or hidden place. */
const LAUNCH_AGENT_FROM_TEMP = /<key>\s*ProgramArguments\s*<\/key>\s*<array>\s*<string>\s*(?:\/tmp\/|\/private\/tmp\/|\/var\/tmp\/|\/Users\/Shared\/|[^<]*\/\.[\w-])|<key>\s*Program\s*<\/key>\s*<string>\s*(?:\/tmp\/|\/private\/tmp\/|\/var\/tmp\/|\/Users\/Shared\/|[^<]*\/\.[\w-])/i;

/** Windows DLL exports that open a URL or run a program for whoever calls them through rundll32. */
const RUNDLL_PROXY = /\brundll32(?:\.exe)?\s+[^\n,]*\b(?:url|ieframe|shdocvw)\.dll\s*,\s*(?:openurl|fileprotocolhandler)\b|\brundll32(?:\.exe)?\s+[^\n,]*\b(?:zipfldr\.dll\s*,\s*routethecall|advpack\.dll\s*,\s*(?:launchinfsection|registerocx)|pcwutl\.dll\s*,\s*launchapplication|shell32\.dll\s*,\s*shellexec_rundll|setupapi\.dll\s*,\s*installhinfsection)\b/i;

/** A BITS job that downloads a file and runs a command when it completes. */
const BITS_JOB = /\bbitsadmin(?:\.exe)?\b[^\n]*\/setnotifycmdline\b|\bbitsadmin(?:\.exe)?\s+\/addfile\s+\S+\s+https?:/i;

/** The domain's administrators and controllers listed: the first step inside a Windows network. */
const DOMAIN_RECON = /\bnltest(?:\.exe)?\s+\/(?:dclist|domain_trusts|dsgetdc)\b|\bnet(?:\.exe)?\s+group\s+['"]?(?:domain admins|enterprise admins|domain controllers)['"]?\s+\/domain\b/i;

const shaped = (re: RegExp) => (text: string): boolean => re.test(text);

/**
 * A program named as a reverse or bind shell (`revshell.jar`, `reverse_shell.py`, `bind-shell.exe`)
 * started by the command: the name says what it does even where its code is not visible.
 */
const RUNS_NAMED_SHELL =
  /(?:\bjava\s+(?:-\S+\s+)*-jar\s+|\b(?:python[0-9.]*|perl|ruby|node|php|bash|sh|zsh|powershell(?:\.exe)?|pwsh|wscript|cscript|start)\s+(?:-\S+\s+)*|(?:^|[\s;&|'"])\.?\.?\/|(?:^|[\s;&|'"])[a-z]:\\)\S*(?:rev|reverse|bind)[-_]?shell[\w.-]*\.(?:jar|py|sh|pl|rb|exe|ps1|elf|bin|js|php|war)\b/i;

export const APP_ATTACK_RULES: readonly PatternRule[] = [
  {
    family: 'destructive_command',
    label: 'irreversible deletion of cloud data, keys or backups',
    pattern: String.raw`projects\s+delete|delete-db-|schedule-key-deletion|versions\s+destroy|keyvault|delete-batch|delete-backup|delete-recovery|delete-(?:db-(?:cluster-)?)?snapshot|(?:vault|item|protection)\s+delete|delete-table|delete-bucket|storage\s+rm|instances\s+delete|apps:destroy|flexible-server\s+delete|cosmosdb\s+delete|terminate-instances|vm\s+delete|droplet\s+delete`,
    risk: 65,
    scope: 'shell',
    confirm: shaped(CLOUD_DESTRUCTION),
  },
  {
    family: 'reverse_shell',
    label: 'socket to a written-out address with a shell on it',
    pattern: String.raw`io::socket|tcpsocket|fsockopen|\bztcp\b|/inet/tcp/|tcpclient|net\.dial|socket\.tcp|net\.connect|net\.socket|new\s+socket|socket\.socket|create_connection`,
    risk: 90,
    block: true,
    proseRisk: 30,
    confirm: socketShell,
  },
  {
    family: 'security_tampering',
    label: 'PAM stack changed or a PAM module running a dropped program',
    pattern: String.raw`/etc/pam\.d/|pam_exec\.so`,
    risk: 65,
    proseRisk: 20,
    confirm: shaped(PAM_BACKDOOR),
  },
  {
    family: 'security_tampering',
    label: 'service or autostart entry running a program from a temporary directory',
    pattern: String.raw`exec(?:start(?:pre|post)?)?\s*=\s*['"]?(?:/bin/\w*sh\s+-c\s+['"]?)?/(?:tmp|dev/shm|var/tmp)/`,
    risk: 60,
    confirm: shaped(EXEC_FROM_TEMP),
  },
  { family: 'security_tampering', label: 'git hooks taken from a temporary directory', pattern: String.raw`core\.hookspath`, risk: 55, confirm: shaped(HOOKS_FROM_TEMP) },
  { family: 'privilege_escalation', label: 'pkexec starting a shell', pattern: String.raw`\bpkexec\s+(?:--user\s+\S+\s+)?(?:/usr)?(?:/bin/)?(?:ba|z|da|k)?sh\b`, risk: 60, proseRisk: 20 },
  {
    family: 'file_upload',
    label: 'server configuration running uploaded files as code',
    pattern: String.raw`x-httpd-php|php\d?-script|cgi-script|auto_(?:prepend|append)_file`,
    risk: 60,
    proseRisk: 20,
    confirm: shaped(UPLOAD_RUN_AS_CODE),
  },
  {
    family: 'template_injection',
    label: 'expression-language object reaching server state or classes',
    pattern: String.raw`applicationscope|sessionscope|requestscope|pagecontext|facescontext|initparam|getclass\s*\(|forname\s*\(|getattribute\s*\(`,
    risk: 55,
    proseRisk: 20,
    confirm: shaped(EXPRESSION_LANGUAGE),
  },
  { family: 'sql_injection', label: 'subquery inside a value that is not a query', pattern: String.raw`\(\s*select\s`, risk: 55, scope: 'nonsql', confirm: subqueryInValue },
  { family: 'parameter_pollution', label: 'recipient or account parameter given twice', pattern: String.raw`&(?:\w*account\w*|acct|payee\w*|iban|amount|redirect_uri|client_id|to|recipient\w*|beneficiary\w*)=`, risk: 45, confirm: pollutesParameter },
  { family: 'script_injection', label: 'javascript: URL split by control characters', pattern: String.raw`^\s*j[\t\n\r]|^\s*ja[\t\n\r]|^\s*jav[\t\n\r]|^\s*java[\t\n\r]`, risk: 50, confirm: splitsScheme },
  { family: 'script_injection', label: 'markup reading the session and sending it out', pattern: String.raw`document\.cookie|localstorage\.|sessionstorage\.`, risk: 55, proseRisk: 25, confirm: leaksSession },
  { family: 'template_injection', label: 'Function constructor reached from a template expression', pattern: String.raw`\.constructor\s*\(`, risk: 55, proseRisk: 20, confirm: (t) => /\{\{[^}]*\.constructor\s*\(/.test(t) },
  { family: 'xxe', label: 'external DTD whose entities the document expands', pattern: String.raw`<!doctype\s`, risk: 65, proseRisk: 25, confirm: expandsExternalDtd },
  { family: 'ldap_injection', label: 'LDAP filter fragment breaking out of its filter', pattern: String.raw`\*\s*\)\s*\(\s*[\w-]+\s*=|\)\s*\(\s*!\s*\(\s*[&|]|\)\s*\(\s*[&|]\s*\)|\w\)\s*\(\s*[&|]\s*\(\s*[\w-]+\s*=`, risk: 60, scope: 'nonshell', confirm: breaksLdapFilter },
  { family: 'token_forgery', label: 'token header embedding its own key', pattern: String.raw`['"]jwk['"]\s*:\s*\{`, risk: 55, confirm: embedsKey },
  { family: 'deserialization', label: 'Ruby Marshal gadget chain', pattern: String.raw`\bBAh[vUSo]`, risk: 70, confirm: rubyGadget },
  { family: 'credential_access', label: 'cloud access token sent to a client', pattern: String.raw`print-access-token|print-identity-token|get-access-token|get-session-token|get-login-password|get-federation-token`, risk: 65, scope: 'shell', confirm: sendsCloudToken },
  { family: 'credential_access', label: 'every parameter of the store decrypted', pattern: String.raw`get-parameters-by-path\b[^\n]*--path[= ]['"]?/['"]?\s`, risk: 55, scope: 'shell', confirm: (t) => /--with-decryption/i.test(t) },
  { family: 'security_tampering', label: 'cluster API exposed on every interface', pattern: String.raw`kubectl\s+proxy\b`, risk: 60, scope: 'shell', confirm: (t) => /\bkubectl\s+proxy\b[^\n]*--address[= ]['"]?0\.0\.0\.0|\bkubectl\s+proxy\b[^\n]*--accept-hosts[= ]['"]?\.\*/i.test(t) },
  { family: 'reverse_shell', label: 'program named as a reverse or bind shell run', pattern: String.raw`(?:rev|reverse|bind)[-_]?shell[\w.-]*\.(?:jar|py|sh|pl|rb|exe|ps1|elf|bin|js|php|war)\b`, risk: 70, scope: 'shell', confirm: shaped(RUNS_NAMED_SHELL) },
  { family: 'reconnaissance', label: 'exploit payload generator', pattern: String.raw`\bmsfvenom\b|\bmsfconsole\b|\bshell_reverse_tcp\b|meterpreter/reverse_`, risk: 65, proseRisk: 20 },
  { family: 'security_tampering', label: 'program from a temporary directory scheduled or enabled', pattern: String.raw`\|\s*at\s+(?:now|midnight|noon|teatime|tomorrow|\d)|systemctl\s+(?:--user\s+)?(?:enable|link|start)\b`, risk: 60, scope: 'shell', confirm: schedulesFromTemp },
  { family: 'security_tampering', label: 'scheduled task running a program from a user-writable place', pattern: String.raw`new-scheduledtaskaction`, risk: 60, confirm: shaped(TASK_FROM_WRITABLE) },
  { family: 'credential_access', label: 'alias wrapping sudo or ssh added to a startup file', pattern: String.raw`alias\s+(?:sudo|su|ssh|passwd|doas)\s*=`, risk: 60, confirm: shaped(ALIAS_WRAP) },
  { family: 'security_tampering', label: 'login records rewritten', pattern: String.raw`utmpdump|/var/log/(?:wtmp|btmp|lastlog|utmp|auth\.log|secure|syslog|messages|audit/)`, risk: 60, scope: 'shell', confirm: shaped(LOGIN_RECORD_EDIT) },
  { family: 'download_execute', label: 'script run from a network share', pattern: String.raw`\\\\[\w.-]+(?:@(?:ssl|\d+))?\\`, risk: 55, scope: 'shell', confirm: shaped(REMOTE_SCRIPT) },
  { family: 'download_execute', label: 'program downloaded to a user-writable place and started', pattern: String.raw`(?:curl|wget)(?:\.exe)?\s`, risk: 65, scope: 'shell', confirm: downloadsThenStarts },
  { family: 'download_execute', label: 'assembly registered from a user-writable place', pattern: String.raw`\b(?:regasm|regsvcs)\b`, risk: 55, scope: 'shell', confirm: shaped(REGASM_BYPASS) },
  { family: 'path_traversal', label: 'archive extracted keeping absolute paths', pattern: String.raw`--absolute-names|\btar\s|\bunzip\s`, risk: 55, scope: 'shell', confirm: extractsUnsafely },
  { family: 'formula_injection', label: 'DDE call in a cell or field', pattern: String.raw`dde(?:auto)?\s*\(|\bddeauto\b`, risk: 60, confirm: shaped(DDE_CALL) },
  { family: 'crlf_injection', label: 'SMTP or IMAP command after a line break', pattern: String.raw`\n\.?\r?\n?\s*(?:mail\s+from|rcpt\s+to)\s*:|\n\s*[a-z]\d\d\d?\d?\s+(?:delete|rename|select|examine|fetch|store|copy|expunge|login|logout|append)\b`, risk: 55, scope: 'nonshell', proseRisk: 20, confirm: injectsMailCommand },
  { family: 'redos', label: 'regular expression with a counted wildcard group', pattern: String.raw`\)\{\d\d`, risk: 40, scope: 'nonshell', confirm: countedWildcardGroup },
  // a site's repository metadata, server config or editor backups fetched over HTTP: source and secrets of the site
  { family: 'sensitive_file', label: 'repository metadata or backup file requested from a web server', pattern: String.raw`/\.git/(?:config|head|index|logs/|refs/)|/\.svn/(?:entries|wc\.db)|/\.hg/(?:hgrc|store)|/\.ds_store\b|/\.htaccess\b|\.(?:php|aspx?|jsp|config|ya?ml|env|sql)\.(?:bak|old|orig|save|swp)\b|\.(?:php|aspx?|jsp)~`, risk: 50, proseRisk: 20, scope: 'nonshell', confirm: shaped(SITE_FILE_URL) },
  { family: 'deserialization', label: 'jsonpickle object calling a function', pattern: String.raw`py/(?:reduce|function|object|type|newobj)['"]`, risk: 70, confirm: (t) => /py\/(?:reduce|function|newobj)['"]\s*:|py\/(?:object|type)['"]\s*:\s*['"](?:os|subprocess|builtins|posix|nt|__builtin__)\./i.test(t) },
  { family: 'credential_access', label: 'every key of the cluster store read', pattern: String.raw`etcdctl`, risk: 55, scope: 'shell', confirm: (t) => /\betcdctl\b[^\n]*\bget\s+(?:['"]{2}|\/|['"]\/['"])?\s*[^\n]*--prefix\b/i.test(t) },
  { family: 'security_tampering', label: 'launch agent running a program from a temporary or hidden place', pattern: String.raw`programarguments|<key>\s*program\s*</key>`, risk: 60, confirm: shaped(LAUNCH_AGENT_FROM_TEMP) },
  { family: 'security_tampering', label: 'event log cleared', pattern: String.raw`\bwevtutil(?:\.exe)?\s+clear-log\b`, risk: 60, proseRisk: 25 },
  { family: 'download_execute', label: 'DLL export opening a URL or running a program through rundll32', pattern: String.raw`openurl|fileprotocolhandler|routethecall|launchinfsection|registerocx|launchapplication|shellexec_rundll|installhinfsection`, risk: 55, scope: 'shell', confirm: shaped(RUNDLL_PROXY) },
  { family: 'download_execute', label: 'BITS job downloading and running a file', pattern: String.raw`setnotifycmdline|bitsadmin(?:\.exe)?\s+/addfile`, risk: 60, scope: 'shell', confirm: shaped(BITS_JOB) },
  { family: 'reconnaissance', label: 'domain administrators or controllers enumerated', pattern: String.raw`\bnltest|domain admins|enterprise admins|domain controllers`, risk: 45, proseRisk: 20, scope: 'shell', confirm: shaped(DOMAIN_RECON) },
  { family: 'request_smuggling', label: 'obfuscated or repeated Transfer-Encoding in a raw request', pattern: String.raw`transfer.encoding`, risk: 60, confirm: smugglesRequest },
  { family: 'script_injection', label: 'dangling markup carrying the page to another site', pattern: String.raw`(?:src|href|background|action|content|data)\s*=\s*['"]\s*(?:0\s*;\s*url\s*=\s*)?(?:https?:)?//`, risk: 50, proseRisk: 0, confirm: danglingMarkup },
];
