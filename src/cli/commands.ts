import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Organization, User } from '../db/entities/index.js';
import { createOrganization, createUser, DEFAULT_ORGANIZATION_NAME } from '../auth/accounts.js';
import { createKey } from '../auth/keys.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameTaken,
} from '../auth/users.js';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --username U (--password P | --password-stdin) [--organization NAME] [--role superadmin|admin]
      Creates an administrator. The organization (default "${DEFAULT_ORGANIZATION_NAME}") is created
      with its wallet when no organization of that name exists. Role defaults to superadmin.
  create-key --username U [--label L]
      Issues an API key for an active user and prints it once on stdout.
  help
      Shows this text.

Settings come from the environment (DATABASE_URL, ...), as for the service.`;

/** Exit codes: 0 done, 1 the command failed, 2 bad usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readStdin(): Promise<string>;
}

export interface CliDatabase {
  em: EntityManager;
  close(): Promise<void>;
}

export class UsageError extends Error {}
export class CommandError extends Error {}

function required(value: string | undefined, option: string): string {
  if (value === undefined || value === '') throw new UsageError(`--${option} is required`);
  return value;
}

function checkUsername(username: string): string {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH || !USERNAME_CHARACTERS.test(username)) {
    throw new UsageError(`--username must be ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} letters, digits, ".", "_" or "-"`);
  }
  return username;
}

async function readPassword(values: { password?: string; 'password-stdin'?: boolean }, io: CliIo): Promise<string> {
  if (values.password !== undefined && values['password-stdin']) throw new UsageError('give --password or --password-stdin, not both');
  const password = values['password-stdin'] ? (await io.readStdin()).replace(/\r?\n$/, '') : required(values.password, 'password');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new UsageError(`the password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`);
  }
  return password;
}

async function createAdmin(args: string[], io: CliIo, openDb: () => Promise<CliDatabase>): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      organization: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const username = checkUsername(required(values.username, 'username'));
  const role = values.role ?? 'superadmin';
  if (role !== 'superadmin' && role !== 'admin') throw new UsageError('--role must be superadmin or admin');
  const organizationName = (values.organization ?? DEFAULT_ORGANIZATION_NAME).trim();
  if (organizationName === '' || organizationName.length > 128) throw new UsageError('--organization must be 1-128 characters');
  const password = await readPassword(values, io);

  const db = await openDb();
  try {
    const created = await db.em.transactional(async (tx) => {
      if (await usernameTaken(tx, username)) throw new CommandError(`a user named ${username} already exists`);
      let organization = await tx.findOne(Organization, { name: organizationName }, { orderBy: { id: 'asc' } });
      organization ??= await createOrganization(tx, organizationName);
      const user = await createUser(tx, { organizationId: organization.id, username, password, role });
      return { user, organization };
    });
    io.out(
      `created ${role} ${created.user.username} (id ${created.user.id}) in organization ${created.organization.name} (id ${created.organization.id})`,
    );
    return EXIT.ok;
  } finally {
    await db.close();
  }
}

async function createKeyCommand(args: string[], io: CliIo, openDb: () => Promise<CliDatabase>): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: { username: { type: 'string' }, label: { type: 'string' } },
  });
  const username = required(values.username, 'username');
  const label = (values.label ?? 'default').trim();
  if (label === '' || label.length > 64) throw new UsageError('--label must be 1-64 characters');

  const db = await openDb();
  try {
    const user = await db.em.findOne(User, { username });
    if (!user) throw new CommandError(`no user named ${username}`);
    if (!user.isActive) throw new CommandError(`user ${username} is deactivated`);
    // A new random key cannot be in any process's credential cache, so no invalidation is needed.
    const owner = { userId: user.id, organizationId: user.organizationId };
    const created = await createKey({ em: db.em, credentials: { invalidate: async () => undefined } }, owner, label);
    io.err(`API key ${created.record.prefix}… (id ${created.record.id}, label ${label}) for ${username}; store it now, it is not shown again:`);
    io.out(created.apiKey);
    return EXIT.ok;
  } finally {
    await db.close();
  }
}

/** Runs one CLI command; returns the process exit code. Never throws. */
export async function runCli(argv: string[], io: CliIo, openDb: () => Promise<CliDatabase>): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return command === undefined ? EXIT.usage : EXIT.ok;
      case 'create-admin':
        return await createAdmin(rest, io, openDb);
      case 'create-key':
        return await createKeyCommand(rest, io, openDb);
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`error: ${(err as Error).message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    if (err instanceof CommandError) {
      io.err(`error: ${err.message}`);
      return EXIT.failed;
    }
    io.err(`error: ${(err as Error).message ?? String(err)}`);
    return EXIT.failed;
  }
}
