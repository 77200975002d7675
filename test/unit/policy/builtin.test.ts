import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { SYSTEM_POLICIES } from '../../../src/policy/builtin.js';

const policy = (id: string): RE2 => new RE2(SYSTEM_POLICIES.find((p) => p.policy_id === id)!.args_regex, 'i');
const serialized = (args: Record<string, unknown>): string => JSON.stringify(args);

describe('system:no-drop-database', () => {
  const re = policy('system:no-drop-database');

  it.each([
    { query: 'DROP TABLE users' },
    { query: 'drop table if exists orders;' },
    { statement: 'DROP TABLE customers CASCADE' },
    { sql: 'SELECT 1; DROP DATABASE prod--' },
    { sql: 'TRUNCATE TABLE audit_log' },
    { q: 'DROP TABLE "public"."users"' },
  ])('matches the statement %j', (args) => {
    expect(re.test(serialized(args))).toBe(true);
  });

  it.each([
    { text: 'The SQL tutorial covers how DROP TABLE permanently deletes data, so use it carefully.' },
    { text: 'Never run drop table in production without a backup.' },
  ])('leaves prose that names the command to the other layers: %j', (args) => {
    expect(re.test(serialized(args))).toBe(false);
  });
});

describe('system:no-credential-files', () => {
  const re = policy('system:no-credential-files');

  it.each([
    { command: 'cat ~/.ssh/id_rsa' },
    { command: 'cp ~/.ssh/id_ed25519 /tmp/k' },
    { path: '/home/dana/.ssh/id_ecdsa' },
    { command: 'cat ~/.ssh/id_rsa.bak' },
    { path: '~/.aws/credentials' },
  ])('matches a private credential store %j', (args) => {
    expect(re.test(serialized(args))).toBe(true);
  });

  it.each([{ command: 'cat ~/.ssh/id_ed25519.pub' }, { path: '/home/dana/.ssh/id_rsa.pub' }])(
    'leaves the public half of a key pair alone: %j',
    (args) => {
      expect(re.test(serialized(args))).toBe(false);
    },
  );
});
