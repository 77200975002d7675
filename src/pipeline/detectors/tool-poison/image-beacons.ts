/**
 * Image beacons: a markdown image or HTML `<img>` whose URL carries data in its query string.
 * Wherever the text is rendered (a chat window, an email, a pull-request comment) the client
 * fetches the image without a click and hands the query to the image's host: an injected agent
 * uses it to send what it read to an outside address. An image URL whose query names data
 * (`data=`, `q=`, `secret=`...), holds a long value or a template placeholder is flagged.
 */
import type { Hit } from './dangerous-args/rule.js';
import { decodeUriLenient } from './urls.js';

const MARKDOWN_IMAGE = /!\[[^\]\n]{0,256}\]\(\s*<?(https?:\/\/[^\s)>]{1,2048})/gi;
const HTML_IMAGE = /<img\b[^>]{0,512}?\bsrc\s*=\s*["']?(https?:\/\/[^\s"'>]{1,2048})/gi;
/** Query parameters whose name says they carry content, not display options. */
const DATA_PARAM =
  /^(?:data|d|q|query|content|body|msg|message|text|info|secret|token|key|session|cookie|creds?|credentials?|email|mail|pass(?:word)?|pwd|user(?:name)?|login|chat|conv(?:ersation)?|history|memory|context|payload|exfil|leak|log|prompt|p|c|x|value|input|output|result|summary)$/i;
/**
 * Badge, chart and avatar services of READMEs (shields.io, codecov, Google Charts, GitHub
 * avatars...): their query
 * holds display options, a version or a public badge token, and what they are sent is not
 * forwarded to a third party, unless a parameter names another URL for them to fetch
 * (shields.io endpoint badges do).
 */
const BADGE_HOST =
  /^(?:img\.shields\.io|badgen\.net|badge\.fury\.io|codecov\.io|coveralls\.io|avatars\d*\.githubusercontent\.com|github\.com|gitlab\.com|api\.travis-ci\.(?:com|org)|travis-ci\.(?:com|org)|circleci\.com|dl\.circleci\.com|app\.netlify\.com|api\.netlify\.com|www\.gravatar\.com|gravatar\.com|api\.codeclimate\.com|sonarcloud\.io|snyk\.io|deepscan\.io|app\.codacy\.com|api\.codacy\.com|packagephobia\.com|bundlephobia\.com|opencollective\.com|img\.badgesize\.io|david-dm\.org|ci\.appveyor\.com|dev\.azure\.com|readthedocs\.org|pepy\.tech|static\.pepy\.tech|pypi\.org|opensource\.org|api\.securityscorecards\.dev|www\.bestpractices\.dev|bestpractices\.coreinfrastructure\.org|app\.fossa\.com|packagephobia\.now\.sh|nodei\.co|goreportcard\.com|app\.deepsource\.com|github-readme-stats\.vercel\.app|api\.star-history\.com|contrib\.rocks|chart\.googleapis\.com|chart\.apis\.google\.com|quickchart\.io|image-charts\.com)$/i;
/** A parameter that names a URL for the badge service to fetch (shields.io endpoint badges: `?url=`). */
const URL_PARAM = /(?:^|[&;])(?:url|endpoint|uri|src|link|json|query_url)=[^&;]*https?(?::|%3a)/i;
/** A value the agent is told to fill in: `{data}`, `[SECRET]`, `$TOKEN`, `SESSION_TOKEN_HERE`. */
const PLACEHOLDER = /\{[^}]{1,64}\}|\[[A-Za-z_ ]{2,64}\]|\$[A-Za-z_]\w*|\b[A-Z][A-Z0-9]*_[A-Z0-9_]{2,}\b|<[A-Za-z_ ]{2,64}>/;
const LONG_VALUE = 24;

function carriesData(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1] ?? '';
  if (BADGE_HOST.test(host) && !URL_PARAM.test(url.slice(q + 1))) return false;
  for (const pair of url.slice(q + 1).split(/[&;]/)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1).replace(/#.*$/, '');
    if (value.length === 0) continue;
    if (DATA_PARAM.test(name) || value.length >= LONG_VALUE || PLACEHOLDER.test(decodeUriLenient(value))) return true;
  }
  return false;
}

/** Image beacons in one string argument (at most one hit: the label is the same for all). */
export function imageBeaconHits(text: string): Hit[] {
  if (!text.includes('](') && !/<img/i.test(text)) return [];
  for (const re of [MARKDOWN_IMAGE, HTML_IMAGE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (carriesData(m[1]!)) {
        return [{ family: 'exfil_url', label: 'image URL that sends data to its host when the text is rendered', risk: 55, block: false }];
      }
    }
  }
  return [];
}
