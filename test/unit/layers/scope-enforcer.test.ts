import { describe, expect, it } from 'vitest';
import { scopeEnforcerLayer } from '../../../src/pipeline/layers/scope-enforcer.js';
import { call } from '../chains/fixtures.js';

describe('scopeEnforcerLayer', () => {
  it('passes without a scope', () => {
    expect(scopeEnforcerLayer(call('anything'))).toMatchObject({ outcome: 'pass', risk: 0, detail: 'no scope set' });
  });
  it('passes a tool in allowed_tools', () => {
    expect(scopeEnforcerLayer(call('read_file', {}, { allowed_tools: ['read_file', 'web_search'] })).outcome).toBe('pass');
  });
  it('blocks a tool outside allowed_tools with SCOPE_VIOLATION and a remediation', () => {
    const v = scopeEnforcerLayer(call('send_email', {}, { allowed_tools: ['read_file'] }));
    expect(v.outcome).toBe('block');
    expect(v.errorCode).toBe('SCOPE_VIOLATION');
    expect(v.remediation).toMatch(/allowed_tools/);
    expect(v.findings?.[0]?.family).toBe('scope_violation');
  });
  it('compares exactly (case and look-alike names do not match)', () => {
    expect(scopeEnforcerLayer(call('Read_File', {}, { allowed_tools: ['read_file'] })).outcome).toBe('block');
    expect(scopeEnforcerLayer(call('read_file\u200B', {}, { allowed_tools: ['read_file'] })).outcome).toBe('block');
  });
  it('blocks everything under an empty list', () => {
    expect(scopeEnforcerLayer(call('read_file', {}, { allowed_tools: [] })).outcome).toBe('block');
  });
  it('ignores a malformed allowed_tools (validated at the HTTP layer)', () => {
    const v = scopeEnforcerLayer(call('read_file', {}, { allowed_tools: 'read_file' }));
    expect(v.outcome).toBe('pass');
    expect(v.detail).toMatch(/not a list of strings/);
    expect(scopeEnforcerLayer(call('x', {}, { allowed_tools: [1, 2] })).outcome).toBe('pass');
  });
});
