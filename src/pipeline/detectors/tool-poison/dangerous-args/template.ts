/** Server-side template injection: probes and sandbox escapes of Jinja, Twig, Mako, FreeMarker, Velocity, ERB, SpEL, Handlebars. */
import type { PatternRule } from './rule.js';

const OPEN = '(?:\\{\\{=?|\\$\\{|#\\{|\\*\\{|@\\{|<%=?|\\{%|\\[\\[|@\\()';
const CLOSE = '(?:\\}\\}|\\}|%>|%\\}|\\]\\]|\\))';

/** Names of secrets, as an environment variable or a property names them. */
const SECRET_NAME = '[^}\\s]{0,60}(?:key|secret|token|passw|pwd|credential|auth|private)[^}\\s]{0,30}';
/** Log4j lookups that only read (no JNDI): outside a written file they are sent for a logger to expand. */
const LOG4J_READ_LOOKUP = '\\$\\{(?:sys|java|main|bundle|spring|k8s|docker|ctx|jvmrunargs|web|sd|log4j):[^}\\s]{0,60}\\}';

export const TEMPLATE_RULES: PatternRule[] = [
  // `${env:AWS_SECRET_ACCESS_KEY}` in a header or a form field: a logger that expands it writes the secret where the sender reads it back
  { family: 'log4j_lookup', label: 'Log4j lookup reading a secret', pattern: `\\$\\{env:${SECRET_NAME}\\}|\\$\\{(?:bundle|spring):${SECRET_NAME}\\}`, risk: 60, proseRisk: 25, scope: 'nonshell', inWritten: () => false, inCode: () => false },
  // `${sys:user.home}`, `${java:version}`, `${main:0}`: the probe for an expanding logger; a log4j2.xml being written uses them on purpose
  { family: 'log4j_lookup', label: 'Log4j lookup probe', pattern: LOG4J_READ_LOOKUP, risk: 50, proseRisk: 20, scope: 'nonshell', inWritten: () => false, inCode: () => false },
  { family: 'template_injection', label: 'template arithmetic probe', pattern: `${OPEN}\\s*['"]?\\d+['"]?\\s*[*+/-]\\s*['"]?\\d+['"]?\\s*${CLOSE}`, risk: 60, proseRisk: 25 },
  { family: 'template_injection', label: 'Python object-model traversal', pattern: '__(?:class|mro|subclasses|globals|builtins|import|base|bases|getattribute|reduce|code|func_globals)__', risk: 70 },
  { family: 'template_injection', label: 'template context object dump', pattern: '\\{\\{\\s*(?:config|request|self|settings|environ|_self)\\s*\\}\\}|\\{\\{\\s*(?:config|settings)\\s*\\.\\s*(?:items|get|secret|__)', risk: 60 },
  { family: 'template_injection', label: 'template attribute or filter abuse', pattern: '\\|\\s*attr\\s*\\(|\\|\\s*(?:filter|map|select|reject)\\s*\\(\\s*[\'"](?:system|popen|exec|eval|os|subprocess|passthru)|request\\s*\\.\\s*(?:application|environ)\\b|request\\.args\\.\\w+\\s*\\*', risk: 65 },
  { family: 'template_injection', label: 'method call on a literal inside a template', pattern: '\\{\\{\\s*(?:[\'"][^\'"}]{0,40}[\'"]|\\[[^\\]}]{0,40}\\])\\s*\\.\\s*\\w+\\s*(?:\\(|\\.)', risk: 55 },
  { family: 'template_injection', label: 'class loader or reflection access', pattern: '\\.(?:class|getclass\\s*\\(\\s*\\))\\s*\\.\\s*(?:base|forname|classloader|superclass|subclasses)|\\.subclasses\\s*\\(|\\bforname\\s*\\(\\s*[\'"](?:java|javax)\\.', risk: 65 },
  { family: 'template_injection', label: 'Java runtime or script engine access', pattern: '\\bt\\s*\\(\\s*java\\.lang\\.|java\\.lang\\.(?:runtime|processbuilder|system)\\b|javax\\.script|scriptenginemanager|getruntime\\s*\\(\\s*\\)\\s*\\.\\s*exec', risk: 75, proseRisk: 30 },
  { family: 'template_injection', label: 'FreeMarker execution utility', pattern: 'freemarker\\.template\\.utility\\.(?:execute|objectconstructor|jythonruntime)|\\?new\\s*\\(\\s*\\)|<#assign\\b[^>]{0,80}\\?new', risk: 75 },
  { family: 'template_injection', label: 'Mako module reach-through', pattern: '\\$\\{\\s*self\\.(?:module|template|attr|context)\\b', risk: 70 },
  { family: 'template_injection', label: 'Twig or Smarty sandbox escape', pattern: '_self\\.env\\.|registerundefinedfiltercallback|\\{php\\}|\\{system\\s*\\(|smarty_internal_write_file|\\{\\{\\s*_self\\b', risk: 70 },
  { family: 'template_injection', label: 'JavaScript constructor escape', pattern: '\\bconstructor\\s*\\.\\s*constructor\\b|\\bconstructor\\s*\\(\\s*[\'"]\\s*return\\b|\\{\\{#with\\s+[\'"][^\'"]{0,20}[\'"]\\s+as\\s+\\|', risk: 65 },
  { family: 'template_injection', label: 'code execution inside template delimiters', pattern: '<%=?[^%]{0,200}(?:system|exec|popen|\\x60|file\\.|io\\.|dir\\.|open3|kernel\\.|spawn|eval|require|runtime)|#\\{[^}]{0,100}(?:system|exec|\\x60|file\\.|io\\.|runtime|eval)|\\$\\{[^}]{0,120}(?:\\.exec\\s*\\(|getenv\\s*\\(|system\\s*\\()', risk: 65 },
  // a fuzzing polyglot: the openers of several template languages in one short value (`${{<%[%'"}}%\.`)
  { family: 'template_injection', label: 'template-engine polyglot probe', pattern: '\\$\\{\\{\\s*<%|<%\\[%|\\{\\{\\s*<%|\\$\\{\\{<', risk: 55 },
  // Twig in Symfony: the request's server array (environment, secrets) and a dump of the whole app
  { family: 'template_injection', label: 'Twig reaching the request internals', pattern: '\\{\\{[^}\\n]*\\bapp\\.request\\.(?:server|headers|cookies|attributes)\\b|\\{\\{\\s*dump\\s*\\(\\s*app\\s*\\)|[\'"]options[\'"]\\s*:\\s*[\'"](?:system|passthru|exec|shell_exec|popen)[\'"]', risk: 60 },
  { family: 'template_injection', label: 'Smarty internals', pattern: '\\{\\$smarty\\.(?:version|template_object|template)\\b|\\{\\s*smarty_internal_\\w+', risk: 55 },
  // Razor reaching the process API, Tornado importing a module inside the template
  { family: 'template_injection', label: 'Razor or Tornado reaching the operating system', pattern: '@[({]?\\s*system\\.diagnostics\\.process\\b|\\{%\\s*import\\s+(?:os|subprocess|sys|posix)\\b', risk: 65 },
  // Node engines (Pug, EJS, doT, Nunjucks): the deprecated main-module handle is how a payload reaches require
  { family: 'template_injection', label: 'Node process reach-through', pattern: '\\bprocess\\s*\\.\\s*mainmodule\\b|\\bglobal\\s*\\.\\s*process\\s*\\.\\s*(?:mainmodule|binding)\\b', risk: 70 },
  // a dunder name put together from pieces (`request['__cl'+'ass__']`) so no filter sees it whole
  { family: 'template_injection', label: 'Python special name assembled from pieces', pattern: '[\'"]_{1,2}[a-z]{0,12}[\'"]\\s*\\+\\s*[\'"][a-z]{0,12}_{1,2}[\'"]', risk: 65 },
  // object internals read inside template delimiters (`{{ self.__dict__ }}`); a file named `__init__.py` is not in a template
  { family: 'template_injection', label: 'Python internals inside template delimiters', pattern: '\\{[{%][^}\\n]{0,80}__(?:dict|init|module|func|self|loader|spec|dir)__', risk: 60 },
  // FreeMarker's whole data model and its Java API built-in
  { family: 'template_injection', label: 'FreeMarker data model or API built-in', pattern: '<#list\\s+\\.(?:data_model|globals)\\b|\\$\\{\\s*\\.data_model\\b|\\?api\\s*\\.\\s*\\w', risk: 55 },
  { family: 'template_injection', label: 'Velocity reflection', pattern: '#set\\s*\\(\\s*\\$\\w+\\s*=[^)]{0,80}(?:getclass|forname|class)|\\$class\\.inspect', risk: 65 },
];
