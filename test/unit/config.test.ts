import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicSettings } from '../../src/config/env.js';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseConfig(source);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8000,
      WEB_CONCURRENCY: 1,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/governor',
      REDIS_URL: 'redis://127.0.0.1:6379',
      GOVERNOR_ADMIN_USERNAME: 'admin',
      GOVERNOR_REGISTRATION_ENABLED: true,
      GOVERNOR_FEE_GATING_ENABLED: false,
      GOVERNOR_SESSION_COOKIE_SECURE: false,
      GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: 120,
      GOVERNOR_RATE_LIMIT_EVALUATE_PER_AGENT_PER_MIN: 100,
      GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: 60,
      GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: 5,
      MULTI_TURN_ACCUMULATION_THRESHOLD: 0.15,
      TOOL_POISON_BLOCKED_TOOLS: [],
      version: '0.4.0',
    });
    expect(config.GOVERNOR_ADMIN_PASSWORD).toBeUndefined();
    expect(config.GOVERNOR_SIEM_URL).toBeUndefined();
    expect(config.GOVERNOR_SMTP_URL).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('generates a per-process JWT secret outside production and flags it', () => {
    const a = parseConfig({});
    const b = parseConfig({});
    expect(a.jwtSecretGenerated).toBe(true);
    expect(Buffer.byteLength(a.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
    const given = parseConfig({ GOVERNOR_JWT_SECRET: 'x'.repeat(40) });
    expect(given).toMatchObject({ jwtSecret: 'x'.repeat(40), jwtSecretGenerated: false });
  });

  it('production requires a JWT secret of at least 32 bytes', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^GOVERNOR_JWT_SECRET: /)]);
    expect(problemsOf({ NODE_ENV: 'production', GOVERNOR_JWT_SECRET: 'x'.repeat(31) })).toEqual([
      expect.stringMatching(/^GOVERNOR_JWT_SECRET: .*32 bytes/),
    ]);
    // bytes, not characters: 16 two-byte characters are 32 bytes
    expect(parseConfig({ NODE_ENV: 'production', GOVERNOR_JWT_SECRET: 'é'.repeat(16) }).jwtSecretGenerated).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', GOVERNOR_JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
  });

  it('names every bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', GOVERNOR_REGISTRATION_ENABLED: 'maybe', DATABASE_URL: 'not a url', GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: '-1', WEB_CONCURRENCY: '0' });
    const names = problems.map((p) => p.split(':')[0]).sort();
    expect(names).toEqual(['DATABASE_URL', 'GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN', 'GOVERNOR_REGISTRATION_ENABLED', 'PORT', 'WEB_CONCURRENCY']);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/invalid configuration:\n {2}- PORT: /);
  });

  it('parses booleans in their usual spellings', () => {
    for (const [value, expected] of [['false', false], ['0', false], ['no', false], ['off', false], ['true', true], ['1', true], ['yes', true], ['on', true]] as const) {
      expect(parseConfig({ GOVERNOR_REGISTRATION_ENABLED: value }).GOVERNOR_REGISTRATION_ENABLED).toBe(expected);
    }
  });

  it('0 turns a rate limit off, and numbers are coerced', () => {
    const config = parseConfig({
      GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: '0',
      GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: '0',
      GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: '250',
    });
    expect(config.GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN).toBe(0);
    expect(config.GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN).toBe(0);
    expect(config.GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN).toBe(250);
    expect(problemsOf({ GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: '1.5' })[0]).toMatch(/^GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: /);
  });

  it('treats empty values as unset', () => {
    const config = parseConfig({ GOVERNOR_SIEM_URL: '', GOVERNOR_ADMIN_PASSWORD: '', PORT: '' });
    expect(config.GOVERNOR_SIEM_URL).toBeUndefined();
    expect(config.GOVERNOR_ADMIN_PASSWORD).toBeUndefined();
    expect(config.PORT).toBe(8000);
  });

  it('splits comma lists and rejects a short admin password', () => {
    expect(parseConfig({ TOOL_POISON_BLOCKED_TOOLS: ' rm , ,shell_exec' }).TOOL_POISON_BLOCKED_TOOLS).toEqual(['rm', 'shell_exec']);
    expect(problemsOf({ GOVERNOR_ADMIN_PASSWORD: 'short' })[0]).toMatch(/^GOVERNOR_ADMIN_PASSWORD: /);
  });

  it('public settings carry no secrets', () => {
    const settings = publicSettings(parseConfig({ GOVERNOR_JWT_SECRET: 's'.repeat(40), GOVERNOR_ADMIN_PASSWORD: 'hunter2-hunter2' }));
    const text = JSON.stringify(settings);
    expect(text).not.toContain('s'.repeat(40));
    expect(text).not.toContain('hunter2');
    expect(settings).toMatchObject({ registration_enabled: true, rate_limits: { login_per_min: 5 } });
  });
});
