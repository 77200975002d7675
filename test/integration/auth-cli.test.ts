import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../src/cli/commands.js';
import { Organization, User, Wallet } from '../../src/db/entities/index.js';
import { createTestContext, type TestContext } from '../helpers/context.js';
import { login } from '../helpers/auth.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0' });
});
afterAll(async () => {
  await ctx?.close();
});

function io(stdin = ''): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), readStdin: async () => stdin };
}

const openDb = async () => ({ em: ctx.core.orm.em.fork(), close: async () => undefined });
const run = (argv: string[], stdin?: string) => {
  const streams = io(stdin);
  return runCli(argv, streams, openDb).then((code) => ({ code, ...streams }));
};

describe('cli', () => {
  it('create-admin creates a superadmin in the default organization who can log in', async () => {
    const result = await run(['create-admin', '--username', 'cli_root', '--password', 'cli-password-1']);
    expect(result.code).toBe(0);
    expect(result.stdout.join('\n')).toMatch(/created superadmin cli_root/);
    const em = ctx.core.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: 'cli_root' });
    expect(user.role).toBe('superadmin');
    expect((await em.findOneOrFail(Organization, { id: user.organizationId })).name).toBe('default');
    expect(await em.count(Wallet, { organizationId: user.organizationId })).toBe(1);
    expect((await login(ctx.app, 'cli_root', 'cli-password-1')).statusCode).toBe(200);
  });

  it('create-admin --role admin --organization, password from stdin', async () => {
    const result = await run(['create-admin', '--username', 'cli_admin', '--password-stdin', '--organization', 'Ops Team', '--role', 'admin'], 'stdin-password\n');
    expect(result.code).toBe(0);
    const em = ctx.core.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: 'cli_admin' });
    expect(user.role).toBe('admin');
    expect((await em.findOneOrFail(Organization, { id: user.organizationId })).name).toBe('Ops Team');
    expect((await login(ctx.app, 'cli_admin', 'stdin-password')).statusCode).toBe(200);
  });

  it('refuses an existing username (exit 1) and bad input (exit 2) with a clear message', async () => {
    const dup = await run(['create-admin', '--username', 'CLI_ROOT', '--password', 'cli-password-1']);
    expect(dup.code).toBe(1);
    expect(dup.stderr.join('\n')).toMatch(/already exists/);

    const cases: [string[], RegExp][] = [
      [['create-admin', '--password', 'cli-password-1'], /--username is required/],
      [['create-admin', '--username', 'x y', '--password', 'cli-password-1'], /--username must be/],
      [['create-admin', '--username', 'short_pw', '--password', 'short'], /password must be/],
      [['create-admin', '--username', 'bad_role', '--password', 'cli-password-1', '--role', 'viewer'], /--role must be superadmin or admin/],
      [['create-admin', '--username', 'u_x', '--password', 'cli-password-1', '--bogus'], /Unknown option/],
      [['create-key'], /--username is required/],
      [['frobnicate'], /unknown command/],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr.join('\n')).toMatch(message);
    }
  });

  it('create-key prints a working key once', async () => {
    const result = await run(['create-key', '--username', 'cli_admin', '--label', 'deploy']);
    expect(result.code).toBe(0);
    expect(result.stdout).toHaveLength(1);
    const key = result.stdout[0]!;
    expect(key).toMatch(/^svc_/);
    expect(result.stderr.join('\n')).not.toContain(key);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { 'x-api-key': key } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('cli_admin');
    const keys = await ctx.app.inject({ method: 'GET', url: '/auth/me/keys', headers: { 'x-api-key': key } });
    expect(keys.json()[0]).toMatchObject({ label: 'deploy', prefix: key.slice(0, 8) });

    const unknown = await run(['create-key', '--username', 'nobody_at_all']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.join('\n')).toMatch(/no user named/);
  });

  it('runs as a process: help exits 0, a bad command exits 2', async () => {
    const exec = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: ctx.databaseUrl, NODE_ENV: 'test' };
    const help = await exec('npx', ['tsx', 'src/cli/index.ts', 'help'], { env });
    expect(help.stdout).toContain('create-admin');
    const bad = await exec('npx', ['tsx', 'src/cli/index.ts', 'nope'], { env }).catch((err: { code: number; stderr: string }) => err);
    expect((bad as { code: number }).code).toBe(2);
    expect((bad as { stderr: string }).stderr).toContain('unknown command');
    const created = await exec('npx', ['tsx', 'src/cli/index.ts', 'create-admin', '--username', 'cli_proc', '--password', 'proc-password-1'], { env });
    expect(created.stdout).toContain('created superadmin cli_proc');
  }, 60_000);
});
