/**
 * Typosquatted packages: an install (`pip install reqeusts`, `npm i crossenv`, a `pip_install`
 * tool's `package` argument) of a name that imitates a package everyone uses. Squatters publish
 * a popular name with two letters swapped, one letter changed, a doubled letter dropped or added,
 * or its separators removed, and the package's install script runs on the agent's machine.
 */
import type { Hit } from './dangerous-args/rule.js';
import { KNOWN_INDEX_HOST } from './dangerous-args/cloud.js';
import { editDistance } from './typosquat.js';

type Ecosystem = 'pypi' | 'npm';

/** The most downloaded packages of each index: the names worth imitating. */
const POPULAR: Readonly<Record<Ecosystem, readonly string[]>> = {
  pypi: [
    'requests', 'urllib3', 'numpy', 'pandas', 'boto3', 'botocore', 'setuptools', 'python-dateutil', 'pyyaml',
    'certifi', 'idna', 'charset-normalizer', 'typing-extensions', 'cryptography', 'packaging', 'attrs', 'jinja2',
    'markupsafe', 'click', 'pytest', 'flask', 'django', 'sqlalchemy', 'scipy', 'matplotlib', 'pillow',
    'beautifulsoup4', 'lxml', 'selenium', 'tensorflow', 'torch', 'scikit-learn', 'psycopg2', 'psycopg2-binary',
    'pymongo', 'redis', 'celery', 'fastapi', 'uvicorn', 'pydantic', 'aiohttp', 'httpx', 'openai', 'transformers',
    'colorama', 'tqdm', 'jsonschema', 'pyjwt', 'paramiko', 'docker', 'kubernetes', 'virtualenv', 'black', 'flake8',
    'pylint', 'coverage', 'gunicorn', 'werkzeug', 'protobuf', 'grpcio', 'keras', 'opencv-python', 'seaborn',
    'plotly', 'streamlit', 'bcrypt', 'pycryptodome', 'pyopenssl', 'simplejson', 'pytz', 'python-dotenv',
    'anthropic', 'langchain', 'websockets', 'pyparsing', 'wheel', 'pymysql', 'mysql-connector-python',
  ],
  npm: [
    'lodash', 'react', 'react-dom', 'express', 'axios', 'chalk', 'commander', 'debug', 'moment', 'request',
    'async', 'underscore', 'uuid', 'cross-env', 'dotenv', 'webpack', 'typescript', 'eslint', 'prettier', 'jest',
    'mocha', 'jquery', 'next', 'yargs', 'minimist', 'rimraf', 'mkdirp', 'fs-extra', 'body-parser', 'mongoose',
    'socket.io', 'node-fetch', 'bluebird', 'colors', 'semver', 'inquirer', 'electron', 'nodemon', 'classnames',
    'styled-components', 'redux', 'rxjs', 'core-js', 'tslib', 'vite', 'esbuild', 'discord.js', 'babel-cli',
    'coffee-script', 'jsonwebtoken', 'bcrypt', 'nodemailer', 'sequelize', 'puppeteer', 'cheerio', 'dayjs',
    'ethers', 'web3', 'openai', 'http-proxy', 'cookie-parser', 'passport', 'graphql', 'mysql', 'mysql2', 'sqlite3',
  ],
};

/** Real packages one edit from a popular one (`scapy` is not a squat of `scipy`). */
const KNOWN_NEIGHBOURS: ReadonlySet<string> = new Set(['scapy', 'boto', 'torchx', 'reddit', 'redux', 'preact', 'mocha', 'chai', 'colorette', 'coloredlogs', 'pycrypto', 'jwt', 'uuid4', 'moment-timezone', 'expresso', 'prettierx', 'requests', 'cattrs', 'psycopg']);

/** pip reads `-`, `_` and `.` as one separator (PEP 503); npm does not. */
function canonical(name: string, ecosystem: Ecosystem): string {
  const lower = name.toLowerCase();
  return ecosystem === 'pypi' ? lower.replace(/[-_.]+/g, '-') : lower;
}

const POPULAR_CANONICAL: Readonly<Record<Ecosystem, ReadonlySet<string>>> = {
  pypi: new Set(POPULAR.pypi.map((n) => canonical(n, 'pypi'))),
  npm: new Set(POPULAR.npm.map((n) => canonical(n, 'npm'))),
};

/** `urlib3` for `urllib3`: a doubled letter dropped or added, the typist's slip squatters copy. */
function doubledLetterSlip(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++) {
    if (long.slice(0, i) + long.slice(i + 1) === short) return (i > 0 && long[i] === long[i - 1]) || long[i] === long[i + 1];
  }
  return false;
}

/**
 * A letter added or dropped: a doubled letter anywhere, any letter in a long name (`colourama`,
 * `python-dateutils`). Short names one letter apart are often different packages (`boto`, `torchx`).
 */
const LONG_NAME = 7;

function slipOf(candidate: string, popular: string): boolean {
  if (doubledLetterSlip(candidate, popular)) return true;
  return popular.length >= LONG_NAME && editDistance(candidate, popular) === 1;
}

/** The popular package a name imitates, or null. */
export function imitatedPackage(name: string, ecosystem: Ecosystem): string | null {
  const candidate = canonical(name, ecosystem);
  if (candidate.length < 5 || POPULAR_CANONICAL[ecosystem].has(candidate) || KNOWN_NEIGHBOURS.has(candidate)) return null;
  const squashed = candidate.replace(/[-_.]/g, '');
  for (const popular of POPULAR_CANONICAL[ecosystem]) {
    if (popular.length < 5) continue;
    // `crossenv` for `cross-env`: the separators dropped (pip would install the same package, npm does not)
    if (squashed === popular.replace(/[-_.]/g, '') && candidate !== popular) return popular;
    if (candidate.length === popular.length ? editDistance(candidate, popular) === 1 : slipOf(candidate, popular)) return popular;
  }
  return null;
}

/** `pip install`, `python -m pip install`, `npm install|i|add`, `yarn add`, `pnpm add|install` and what follows. */
const INSTALL_COMMAND = /\b(?:(pip3?|python[0-9.]*\s+-m\s+pip|uv\s+pip|poetry|pipenv)\s+(?:install|add)|(npm|pnpm|yarn|bun)\s+(?:install|i|add))\b([^\n;&|]*)/gi;
/** A tool that installs packages; its package-like arguments are the names. */
const INSTALL_TOOL = /install|(?:^|[._-])(?:pip|npm|yarn|pnpm)(?:$|[._-])|add_?(?:package|dependency)/i;
const PACKAGE_KEY = /^(?:package|packages|package_name|name|names|pkg|module|dependency|dependencies|library)(?:\.\d+)?$/i;

/** The name part of an install argument: no flags, version pins, extras or npm scope tags. */
function packageNames(words: string): string[] {
  return words
    .split(/[\s,]+/)
    .filter((w) => w !== '' && !w.startsWith('-') && !/[/:\\]/.test(w.replace(/^@[\w-]+\//, '')))
    .map((w) => w.replace(/^['"]|['"]$/g, '').replace(/\[.*$/, '').replace(/(?:[=<>!~]=?|@(?!$)).*$/, '').replace(/@$/, ''))
    .filter((w) => /^[a-z0-9][\w.-]*$/i.test(w));
}

/**
 * A package installed from a git host (`git+https://github.com/<owner>/<repo>.git`, `github:<owner>/<repo>`,
 * `https://gitlab.com/<owner>/<repo>/-/archive/...`): owner and repository, either of which may be the
 * imitation (`github.com/requestss/requests`, `github.com/psf/requets`). A fork under a person's own
 * name (`github.com/alice/requests`) imitates nothing.
 */
const GIT_SOURCE = /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[\w.-]+@)?(?:github\.com|gitlab\.com|bitbucket\.org)[/:]([\w.-]+)\/([\w.-]+)|^(?:github|gitlab|bitbucket):([\w.-]+)\/([\w.-]+)/i;

function gitSourceHits(words: string, ecosystem: Ecosystem): Hit[] {
  const hits: Hit[] = [];
  for (const word of words.split(/[\s,]+/)) {
    const m = GIT_SOURCE.exec(word.replace(/^['"]|['"]$/g, ''));
    if (m === null) continue;
    const owner = m[1] ?? m[3] ?? '';
    const repo = (m[2] ?? m[4] ?? '').replace(/\.git$/i, '').replace(/[@#].*$/, '');
    const hit = hitFor(repo, ecosystem);
    if (hit) hits.push(hit);
    // the owner posing as the project itself (`requestss/requests`); an organisation named for its
    // project (`socketio/socket.io`) is the project
    else if (imitatedPackage(owner, ecosystem) === canonical(repo, ecosystem) && owner.replace(/[-_.]/g, '').toLowerCase() !== repo.replace(/[-_.]/g, '').toLowerCase()) {
      hits.push({ family: 'typosquat', label: `git repository owner imitating ${repo}`, risk: 55, block: false });
    }
  }
  return hits;
}

function hitFor(name: string, ecosystem: Ecosystem): Hit | null {
  const imitated = imitatedPackage(name, ecosystem);
  return imitated ? { family: 'typosquat', label: `package name imitating ${imitated}`, risk: 55, block: false } : null;
}

/** Hosts that serve packages' source archives besides the indexes: code hosts, their download hosts, local builds. */
const SOURCE_ARCHIVE_HOST = /^(?:[\w-]+\.)*(?:github\.com|githubusercontent\.com|gitlab\.com|bitbucket\.org|huggingface\.co|sourceforge\.net)$|^(?:localhost|127\.0\.0\.1)$/i;
const ARCHIVE_URL = /^(?:git\+)?https?:\/\/(?:[^@/\s]*@)?([^/:?#\s]+)/i;

/**
 * A package installed straight from an archive URL on a host that is neither a package index nor a
 * code host (`pip install https://files.example-cdn.ru/requests-2.31.tar.gz`): nothing checks what
 * that archive holds, and a familiar name in the file name is all the disguise it needs.
 */
function unknownArchiveHits(words: string): Hit[] {
  const list = words.split(/\s+/);
  for (const [i, word] of list.entries()) {
    // an index handed to an option (`-i`, `--registry`) is the index rule's to judge (cloud.ts)
    if (i > 0 && /^(?:-i|--index-url|--extra-index-url|--registry|-f|--find-links)$/.test(list[i - 1]!)) continue;
    const host = ARCHIVE_URL.exec(word.replace(/^['"]|['"]$/g, ''))?.[1];
    if (host !== undefined && !KNOWN_INDEX_HOST.test(host) && !SOURCE_ARCHIVE_HOST.test(host)) {
      return [{ family: 'supply_chain', label: 'package installed from an archive on an unknown host', risk: 50, block: false }];
    }
  }
  return [];
}

const MAX_INSTALL_CHARS = 1000;

/** Install commands inside one string (a shell command, a script). */
export function installedPackageHits(text: string): Hit[] {
  if (!/\b(?:install|add|i)\b/i.test(text)) return [];
  const hits: Hit[] = [];
  for (const match of text.matchAll(INSTALL_COMMAND)) {
    const ecosystem: Ecosystem = match[1] ? 'pypi' : 'npm';
    // an install line names a few packages; a 30 KB run of words after `install` is not one (each name costs edit distances)
    match[3] = (match[3] ?? '').slice(0, MAX_INSTALL_CHARS);
    for (const name of packageNames(match[3])) {
      const hit = hitFor(name, ecosystem);
      if (hit) hits.push(hit);
    }
    if (/(?:github|gitlab|bitbucket)[.:]/i.test(match[3] ?? '')) hits.push(...gitSourceHits(match[3] ?? '', ecosystem));
    if (/https?:\/\//i.test(match[3] ?? '')) hits.push(...unknownArchiveHits(match[3] ?? ''));
  }
  return hits;
}

/** The package arguments of an install tool (`pip_install {package: "reqeusts"}`). */
export function installToolHits(tool: string, path: string, value: string): Hit[] {
  if (!INSTALL_TOOL.test(tool) || !PACKAGE_KEY.test(path)) return [];
  // a tool that does not say which index it installs from is checked against both
  const ecosystems: Ecosystem[] = /npm|yarn|pnpm|node|js/i.test(tool) ? ['npm'] : /pip|py/i.test(tool) ? ['pypi'] : ['pypi', 'npm'];
  return packageNames(value).flatMap((name) => {
    for (const ecosystem of ecosystems) {
      const hit = hitFor(name, ecosystem);
      if (hit) return [hit];
    }
    return [];
  });
}
