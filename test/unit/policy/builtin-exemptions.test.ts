import RE2 from 're2';
import { describe, expect, it } from 'vitest';
import { SYSTEM_POLICIES } from '../../../src/policy/builtin.js';
import { buildPolicySet } from '../../../src/policy/compiled.js';
import { matchPolicySet, matchSubject } from '../../../src/policy/match.js';
import type { ToolCall } from '../../../src/pipeline/types.js';

const matches = (id: string, tool: string, args: Record<string, unknown>): boolean =>
  matchPolicySet(buildPolicySet([]), matchSubject({ tool, args, agentId: 'a', sessionId: 's' } as ToolCall)).matched.some((p) => p.policyId === id);

describe('system:no-cloud-metadata exemption: a guard’s blocklist in source', () => {
  const blocks = (tool: string, args: Record<string, unknown>): boolean => matches('system:no-cloud-metadata', tool, args);

  it.each([
    ['write_file', { path: 'src/ssrf_guard.py', content: "BLOCKED_HOSTS = {\n    '169.254.169.254',\n    'metadata.google.internal',\n}\n" }],
    ['write_file', { path: 'src/net/guard.ts', content: "const DENY = ['169.254.169.254', 'fd00:ec2::254'];\nexport const allowed = (h: string) => !DENY.includes(h);\n" }],
    ['edit_file', { path: 'lib/fetcher.go', old_string: 'var denied = []string{}', new_string: 'var denied = []string{"169.254.169.254", "metadata.google.internal"}' }],
    ['write_file', { path: 'conf/ssrf.yaml', content: 'blocked_cidrs: ["169.254.169.254/32", "10.0.0.0/8"]' }],
  ] as const)('leaves %s %j alone', (tool, args) => {
    expect(blocks(tool, args)).toBe(false);
  });

  it.each([
    ['fetch_url', { url: 'http://169.254.169.254/latest/meta-data/' }],
    ['http_request', { host: '169.254.169.254', path: '/latest/meta-data/' }],
    ['port_scan', { targets: ['169.254.169.254', '10.0.0.1'] }],
    ['execute_python', { code: "import socket\nsocket.create_connection(('169.254.169.254', 80))" }],
    ['write_file', { path: 'hosts.py', content: "HOSTS = ['169.254.169.254']\n" }],
    ['write_file', { path: 'guard.py', content: "BLOCKED = ['10.0.0.1']\nrequests.get('http://169.254.169.254/latest/')" }],
  ] as const)('still blocks %s %j', (tool, args) => {
    expect(blocks(tool, args)).toBe(true);
  });
});

describe('system:no-drop-database: keyspaces', () => {
  const re = new RE2(SYSTEM_POLICIES.find((p) => p.policy_id === 'system:no-drop-database')!.args_regex, 'i');

  it('matches a dropped keyspace and not prose about one', () => {
    expect(re.test(JSON.stringify({ cql: 'DROP KEYSPACE prod;' }))).toBe(true);
    expect(re.test(JSON.stringify({ cql: 'drop keyspace if exists analytics' }))).toBe(true);
    expect(re.test(JSON.stringify({ text: 'How does drop keyspace work in Cassandra 4?' }))).toBe(false);
  });
});
