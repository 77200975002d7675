import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedText } from '../../../src/security/sealed-text.js';
import { decodeKey, parseConfig } from '../../../src/config/env.js';

describe('SealedText', () => {
  const sealer = new SealedText(randomBytes(32));

  it('round-trips text and never shows it in the sealed form', () => {
    const sealed = sealer.seal('the agent thinks: wire the money');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('wire');
    expect(sealer.open(sealed)).toBe('the agent thinks: wire the money');
  });

  it('uses a fresh IV each time', () => {
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  it('refuses tampered or foreign ciphertexts', () => {
    const sealed = sealer.seal('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => sealer.open(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => new SealedText(randomBytes(32)).open(sealed)).toThrow();
  });
});

describe('GOVERNOR_ENCRYPTION_KEY', () => {
  it('accepts 32 bytes as hex or base64 and names the variable otherwise', () => {
    const key = randomBytes(32);
    expect(decodeKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(() => parseConfig({ GOVERNOR_ENCRYPTION_KEY: 'short' })).toThrow(/GOVERNOR_ENCRYPTION_KEY/);
  });
});
