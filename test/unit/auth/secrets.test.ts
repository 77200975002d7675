import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX,
  burnPasswordCheck,
  generateApiKey,
  hashApiKey,
  hashPassword,
  looksLikeApiKey,
  safeEqual,
  verifyPassword,
} from '../../../src/auth/secrets.js';

describe('password hashing', () => {
  it('hashes with argon2id, salted, and verifies', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword(a, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(b, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(a, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword(a, '')).toBe(false);
  });

  it('reads a malformed stored hash as a wrong password, never as an error', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
    expect(await verifyPassword('', 'whatever')).toBe(false);
  });

  it('burns a password check for unknown users without throwing', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });
});

describe('API keys', () => {
  it('are svc_ + 43 url-safe characters (256 bits), unique, with an 8-character prefix', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { key, prefix, hash } = generateApiKey();
      expect(key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
      expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
      expect(prefix).toBe(key.slice(0, 8));
      expect(hash).toBe(hashApiKey(key));
      seen.add(key);
    }
    expect(seen.size).toBe(200);
  });

  it('are stored as SHA-256 hex, never in clear', () => {
    const { key, hash } = generateApiKey();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hash).not.toContain(key.slice(4));
    expect(hashApiKey(key + 'x')).not.toBe(hash);
  });

  it('are recognised by shape', () => {
    expect(looksLikeApiKey(generateApiKey().key)).toBe(true);
    expect(looksLikeApiKey('svc_short')).toBe(false);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
    expect(looksLikeApiKey('svc_' + 'a'.repeat(200))).toBe(false);
  });

  it('safeEqual compares in constant time and handles length differences', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
