/**
 * Cloud and host security controls weakened from a shell: firewalls opened to the internet on
 * administrative ports, wildcard or owner grants, audit trails and threat detection deleted,
 * public-access blocks removed, kernel protections and TLS verification turned off, packages
 * fetched from an unverified index, privileged pods, and a data file encrypted with a throwaway
 * key and then deleted. Each is a single command an injected agent can be talked into and a
 * person should see first (review); none destroys data outright, so none blocks on its own.
 *
 * Patterns follow the other tables' RE2 budget: unbounded line spans (`[^\n]*`) rather than
 * counted ones, and anything needing a backreference checked in `confirm`.
 */
import type { PatternRule } from './rule.js';

/** Ports an administrator reaches and the internet must not: SSH, RDP, databases, caches, all. */
const ADMIN_PORT = String.raw`(?:22|3389|3306|5432|1433|1521|6379|27017|9200|5984|11211|2375|2376|-1|all|0-65535)`;

/** A key made up on the spot and kept nowhere: `-k $(openssl rand -hex 16)`, bytes of /dev/urandom. */
const THROWAWAY_KEY = /\$\(\s*(?:openssl\s+rand|head\s+-c\s*\d+\s+\/dev\/u?random|uuidgen|cat\s+\/proc\/sys\/kernel\/random\/uuid)|\/dev\/urandom/i;

/** `find ... -exec openssl enc ... -exec rm {}`, or a loop over files that encrypts then removes each: a tree encrypted in place. */
const ENCRYPT_TREE =
  /\bfind\s[^\n]*-exec\s+(?:openssl\s+(?:enc|aes-\d+-\w+)|gpg\b)[^\n]*(?:-exec\s+(?:sudo\s+)?(?:rm|shred|srm)\b|-delete\b)|\bfor\s+(\w+)\s+in\b[^\n]*;\s*do\b[^\n]*(?:openssl\s+(?:enc|aes-\d+-\w+)|gpg\b)[^\n]*\$\{?\1\b[^\n]*(?:&&|;)\s*(?:sudo\s+)?(?:rm|shred|srm)\b[^\n]*\$\{?\1\b/i;

/** `openssl enc`/`gpg -c` on a file with a throwaway key, then the file removed: ransomware in one command. */
function encryptsThenDeletes(text: string): boolean {
  if (ENCRYPT_TREE.test(text)) return true;
  const input = /\b(?:openssl\s+(?:enc|aes-\d+-\w+)\b[^\n]*?-in\s+|gpg\b[^\n]*?(?:-c|--symmetric)\b[^\n]*?\s)(['"]?)([^\s'"]+)\1/i.exec(text);
  if (input === null || !THROWAWAY_KEY.test(text)) return false;
  const file = input[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`(?:&&|;|\|\|)\s*(?:sudo\s+)?(?:rm|shred|unlink|srm)\b[^\n;&|]*?\s['"]?${file}['"]?(?:\s|$|;|&)`, 'i').test(text);
}

/** Package indexes of the public ecosystems, their mirrors, and the hosted private-registry services. */
export const KNOWN_INDEX_HOST =
  /^(?:[\w-]+\.)*(?:pypi\.org|pypi\.python\.org|pythonhosted\.org|pytorch\.org|pypi\.nvidia\.com|ngc\.nvidia\.com|pyg\.org|npmjs\.org|npmjs\.com|yarnpkg\.com|npm\.pkg\.github\.com|npmmirror\.com|aliyun\.com|tsinghua\.edu\.cn|jfrog\.io|pkg\.dev|dev\.azure\.com|codeartifact\.[\w-]+\.amazonaws\.com|gitlab\.com|packagecloud\.io|rubygems\.org|anaconda\.org|conda\.anaconda\.org|fury\.io|cloudsmith\.io|nuget\.org|crates\.io)$|(?:^|[.-])(?:artifactory|nexus|devpi|verdaccio|jfrog|pypi-mirror|npm-mirror)(?:[.-]|$)/i;
/** An index or registry URL handed to a package manager. */
const INDEX_OPTION = /(?:\s-i|--registry|--source|index[-_]url|\bregistry|registryserver)[=\s]+['"]?(https?:\/\/[^\s'"]+)/gi;

/**
 * A package manager told to take packages from an index outside the public ecosystems and the
 * hosted registry services: with `--extra-index-url` pip picks the highest version from either
 * index, so an attacker's index wins over the real one (dependency confusion).
 */
function installsFromUnknownIndex(text: string): boolean {
  for (const [, url] of text.matchAll(INDEX_OPTION)) {
    const host = /^https?:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(url!)?.[1];
    if (host !== undefined && !KNOWN_INDEX_HOST.test(host) && host.includes('.')) return true;
  }
  return false;
}

export const CLOUD_RULES: readonly PatternRule[] = [
  {
    family: 'security_tampering',
    label: 'firewall opened to the internet on an administrative port',
    pattern: String.raw`\bauthorize-security-group-ingress\b[^\n]*--port\s+${ADMIN_PORT}\b[^\n]*(?:0\.0\.0\.0/0|::/0)|\bauthorize-security-group-ingress\b[^\n]*(?:0\.0\.0\.0/0|::/0)[^\n]*--port\s+${ADMIN_PORT}\b|\bauthorize-security-group-ingress\b[^\n]*--protocol\s+(?:-1|all)\b[^\n]*(?:0\.0\.0\.0/0|::/0)|\bfirewall-rules\s+create\b[^\n]*--source-ranges[= ]0\.0\.0\.0/0|\bnsg\s+rule\s+create\b[^\n]*--source-address-prefixes\s+['"]?(?:\*|internet|0\.0\.0\.0/0)`,
    risk: 60,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'wildcard or owner permissions granted',
    pattern: String.raw`"action"\s*:\s*"\*"[^\n]*"resource"\s*:\s*"\*"|"action"\s*:\s*\[\s*"\*"\s*\]|\battach-(?:user|role|group)-policy\b[^\n]*arn:aws:iam::aws:policy/administratoraccess|\brole\s+assignment\s+create\b[^\n]*--role\s+['"]?(?:owner|contributor|user access administrator)\b|\badd-iam-policy-binding\b[^\n]*--role[= ]['"]?roles/(?:owner|editor|iam\.\w*admin\w*|resourcemanager\.\w*admin\w*)|\bcreate\s+(?:cluster)?rolebinding\b[^\n]*--clusterrole[= ]['"]?cluster-admin\b`,
    risk: 55,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'audit trail or threat detection turned off',
    pattern: String.raw`\bcloudtrail\s+(?:delete-trail|stop-logging)\b|\bguardduty\s+(?:delete-detector|disassociate-from-master-account|disassociate-members|update-detector\b[^\n]*--no-enable)|\bconfigservice\s+(?:delete-configuration-recorder|stop-configuration-recorder)\b|\bsecurityhub\s+disable-security-hub\b|\blogging\s+sinks\s+delete\b|\bmonitor\s+diagnostic-settings\s+delete\b|\bauditctl\s+-e\s*0\b`,
    risk: 65,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'public-access block removed from storage',
    pattern: String.raw`\bdelete-public-access-block\b|\bput-public-access-block\b[^\n]*(?:blockpublicacls|blockpublicpolicy|restrictpublicbuckets|ignorepublicacls)=false`,
    risk: 55,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'credentials created for the root account',
    pattern: String.raw`\biam\s+(?:create-access-key|create-login-profile)\b[^\n]*--user-name\s+['"]?root\b`,
    risk: 60,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'kernel exploit protection turned off',
    pattern: String.raw`randomize_va_space\s*=?\s*0|\b0\s*>\s*/proc/sys/kernel/randomize_va_space|\bptrace_scope\s*=\s*0|\b0\s*>\s*/proc/sys/kernel/yama/ptrace_scope`,
    risk: 55,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'TLS certificate verification turned off',
    pattern: String.raw`\bhttp\.sslverify\s+false\b|\bnode_tls_reject_unauthorized\s*=\s*['"]?0\b|\bgit_ssl_no_verify\s*=\s*['"]?(?:1|true)\b|\bpythonhttpsverify\s*=\s*['"]?0\b|\bconfig\s+set\s+strict-ssl\s+false\b|\bsslverify\s*=\s*(?:false|0)\b`,
    risk: 50,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'packages installed from an unverified index',
    pattern: String.raw`\bpip3?\s+install\b[^\n]*--(?:index-url|extra-index-url|trusted-host)[= ]+['"]?http://|\bpip3?\s+install\b[^\n]*--trusted-host\b|\bnpm\s+(?:install|i)\b[^\n]*--registry[= ]+['"]?http://`,
    risk: 50,
    scope: 'shell',
  },
  {
    family: 'supply_chain',
    label: 'packages installed from an unknown index',
    pattern: String.raw`\bpip_(?:extra_)?index_url\s*=|\b(?:pip[0-9.]*|uv|poetry|pipenv|npm|pnpm|yarn|gem|bundle)\b[^\n]*(?:index[-_]url|--registry|registry\s+https?:|registryserver\s+https?:|--source\s+https?:|\s-i\s+['"]?https?:)`,
    risk: 45,
    scope: 'shell',
    confirm: installsFromUnknownIndex,
  },
  // every secret of a vault read in one go: the list piped into the read of each value
  {
    family: 'credential_access',
    label: 'every secret of a cloud vault read',
    pattern: String.raw`\b(?:list-secrets|secrets\s+list|keyvault\s+secret\s+list)\b[^\n]*\|[^\n]*\b(?:get-secret-value|versions\s+access|secret\s+show)\b`,
    risk: 60,
    scope: 'shell',
  },
  {
    family: 'security_tampering',
    label: 'privileged pod or host namespaces',
    pattern: String.raw`\bkubectl\s+(?:run|create|apply)\b[^\n]*(?:"privileged"\s*:\s*true|"host(?:pid|network|ipc)"\s*:\s*true|--privileged\b)`,
    risk: 60,
    scope: 'shell',
  },
  {
    family: 'destructive_command',
    label: 'data encrypted with a throwaway key and the original deleted',
    pattern: String.raw`\bopenssl\s+(?:enc|aes-\d+-\w+)\b[^\n]*-in\b|\bgpg\b[^\n]*(?:-c|--symmetric)\b`,
    risk: 60,
    scope: 'shell',
    confirm: encryptsThenDeletes,
  },
];
