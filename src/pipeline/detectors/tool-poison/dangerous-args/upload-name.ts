/**
 * Names of files handed to an upload or an archive, read from the structure of the arguments:
 * - an upload whose file name makes the server run it (`shell.php`, `cmd.aspx`), hides a script
 *   extension before an image one (`image.php.jpg`, `a.php%00.png`, `x.asp;.jpg`), or is the
 *   server's own configuration (`.htaccess`, `web.config`, `.user.ini`);
 * - an archive entry (a member to create or extract) named by an absolute system path or climbing
 *   out of the extraction directory: zip-slip writes it wherever it names.
 * The traversal table already reads `..` in any value; this adds what needs the tool's purpose.
 */
import { KeyMemo } from '../../../key-memo.js';
import type { Finding } from '../../../types.js';

/** Tools that upload a file to a server or attach one to a form. */
const UPLOAD_TOOL = /upload|attach|multipart|submit[._-]?(?:form|file)|put[._-]?(?:file|object)/i;
/** Tools that build or unpack an archive. */
const ARCHIVE_TOOL = /zip|tar(?:$|[._-])|archive|compress|extract|unpack|unarchive|7z|rar/i;
/** Arguments that name a file (the upload's own name, an archive member). */
const NAME_KEY = /^(?:file_?name|filename|name|path|file_?path|key|object_?key|entry|entry_?name|member|target|dest_?name|destination|remote_?path|upload_?name)$/i;
/** Lists of files or members. */
const LIST_KEY = /^(?:files|entries|members|items|attachments|paths|contents)$/i;

/** Extensions a web server runs as code. */
const SERVER_SCRIPT_EXT = String.raw`(?:php[0-9]?|pht|phtml|phar|phps|pgif|shtml|jspx?|jsw|jsv|jspf|aspx?|ashx|asmx|asa|axd|cfml?|cgi)`;
const SCRIPT_NAME = new RegExp(String.raw`\.${SERVER_SCRIPT_EXT}$`, 'i');
/**
 * The extensions a site's own pages carry (`index.php`, `default.aspx`): uploading one is how a site
 * is deployed. The others (`.phtml`, `.php5`, `.phar`, `.jspx`, `.ashx`, `.shtml`) run the same
 * way but are what an upload filter that blocks `.php` forgets.
 */
const PAGE_EXT = /\.(?:php|jsp|asp|aspx|cgi|cfm)$/;
/** Content that opens as an image (magic bytes, raw or base64) or a declared image type: a polyglot. */
const IMAGE_CONTENT = /^(?:GIF8[79]a|\x89PNG|\xff\xd8\xff|R0lGOD|iVBORw0K|\/9j\/)/;
const CONTENT_KEY = /^(?:content|contents|data|body|file_?content|bytes|base64)$/i;
const TYPE_KEY = /^(?:content_?type|mime_?type|mime|type)$/i;
/** A harmless extension before a script one (`invoice.pdf.php`), or a script extension followed by a harmless one, a cut (`%00`, NUL, `;`), a stream or trailing dots and spaces. */
const DISGUISED_SCRIPT = new RegExp(
  String.raw`\.(?:jpe?g|png|gif|pdf|txt|docx?|xlsx?|csv)\.${SERVER_SCRIPT_EXT}$|\.${SERVER_SCRIPT_EXT}(?:\.(?:jpe?g|png|gif|bmp|webp|svg|ico|pdf|txt|docx?|xlsx?|csv|zip)$|%00|%2500|\x00|\\0|;|::\$data|[. ]+$)`,
  'i',
);
/** Files that change how the server treats the others in the folder. */
const SERVER_CONFIG = /(?:^|[/\\])(?:\.htaccess|\.htpasswd|web\.config|\.user\.ini|php\.ini)$/i;

/** An absolute path into the system (not a project path), or a climb out of the extraction directory. */
const SYSTEM_PATH =
  /^(?:\/(?:etc|root|bin|sbin|usr|boot|lib|lib64|var\/(?:www|spool|lib)|home\/[^/]+\/\.|proc|sys|dev)\/|[a-z]:[\\/](?:windows|users[\\/][^\\/]+[\\/](?:appdata|start menu)|programdata|program files|inetpub)|~\/\.)/i;
const CLIMBS_OUT = /(?:^|[/\\])\.\.(?:[/\\]|$)/;

const MAX_NAMES = 64;

/** File names the arguments give: name-like keys at the top, in one nested object, and in lists of files. */
function fileNames(args: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const fromObject = (obj: Record<string, unknown>, prefix: string, depth: number): void => {
    for (const [key, value] of Object.entries(obj)) {
      if (out.length >= MAX_NAMES) return;
      if (typeof value === 'string') {
        if (NAME_KEY.test(key)) out.push([`${prefix}${key}`, value]);
      } else if (Array.isArray(value)) {
        if (!LIST_KEY.test(key)) continue;
        value.slice(0, MAX_NAMES).forEach((item, i) => {
          if (typeof item === 'string') out.push([`${prefix}${key}.${i}`, item]);
          else if (item !== null && typeof item === 'object' && depth < 3) fromObject(item as Record<string, unknown>, `${prefix}${key}.${i}.`, depth + 1);
        });
      } else if (value !== null && typeof value === 'object' && depth < 3) {
        fromObject(value as Record<string, unknown>, `${prefix}${key}.`, depth + 1);
      }
    }
  };
  fromObject(args, '', 0);
  return out;
}

/** Whether the arguments give the upload's content as an image (magic bytes, or an image type). */
function imageContent(args: Record<string, unknown>): boolean {
  return Object.entries(args).some(([key, value]) => typeof value === 'string' && ((CONTENT_KEY.test(key) && IMAGE_CONTENT.test(value)) || (TYPE_KEY.test(key) && /^image\//i.test(value.trim()))));
}

function uploadFinding(name: string, image: boolean): { label: string; risk: number } | null {
  const trimmed = name.trim();
  const base = trimmed.replace(/^.*[/\\]/, '');
  if (DISGUISED_SCRIPT.test(base)) return { label: 'server-script extension disguised in an uploaded file name', risk: 60 };
  if (SERVER_CONFIG.test(trimmed)) return { label: 'server configuration file uploaded', risk: 55 };
  if (!SCRIPT_NAME.test(base)) return null;
  const ext = base.slice(base.lastIndexOf('.'));
  // a site's page under its usual lower-case extension, with page content, is a deployment
  if (PAGE_EXT.test(ext) && !image) return null;
  return { label: image ? 'image content uploaded under a server-script name' : 'uploaded file named to run as a server script past an extension filter', risk: 50 };
}

/** What the tool name says it does with files; tool names repeat, so it is read once per name. */
const PURPOSE = new KeyMemo((tool: string) => Object.freeze({ upload: UPLOAD_TOOL.test(tool), archive: ARCHIVE_TOOL.test(tool) }), 1024);

export function scanUploadNames(tool: string, args: Record<string, unknown>): Finding[] {
  const { upload, archive } = PURPOSE.get(tool);
  if (!upload && !archive) return [];
  const image = upload && (imageContent(args) || Object.values(args).some((v) => v !== null && typeof v === 'object' && !Array.isArray(v) && imageContent(v as Record<string, unknown>)));
  for (const [path, name] of fileNames(args)) {
    if (upload) {
      const hit = uploadFinding(name, image);
      if (hit) return [{ family: 'file_upload', detail: `file_upload: ${hit.label} in args.${path}`, risk: hit.risk, severity: 'flag' }];
    }
    if (archive && /^(?:files|entries|members|items|paths|contents)\./i.test(path) && (SYSTEM_PATH.test(name.trim()) || CLIMBS_OUT.test(name))) {
      return [{ family: 'path_traversal', detail: `path_traversal: archive entry outside the extraction directory in args.${path}`, risk: 60, severity: 'flag' }];
    }
  }
  return [];
}
