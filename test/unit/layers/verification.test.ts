import { describe, expect, it } from 'vitest';
import { classifyCall } from '../../../src/pipeline/behaviour/index.js';
import { sniffEntityTypes, verificationLayer } from '../../../src/pipeline/layers/verification.js';
import { call, runtime, vr } from '../chains/fixtures.js';

const run = (c: ReturnType<typeof call>, rt: ReturnType<typeof runtime>) => verificationLayer(c, classifyCall(c), rt);

describe('verificationLayer', () => {
  it('passes without verified results', () => {
    expect(run(call('send_email', { to: 'a@b.c', body: 'x' }), runtime()).outcome).toBe('pass');
  });
  it('flags an external send that follows tainted tool output', () => {
    const v = run(call('GmailSendEmail', { to: 'x@evil.example', body: 'hi' }), runtime([], [vr('read_webpage', { tainted: true })]));
    expect(v.outcome).toBe('flag');
    expect(v.risk).toBeGreaterThanOrEqual(60);
    expect(v.detail).toMatch(/follows tainted tool output/);
  });
  it('flags other high-impact actions after tainted output at review level', () => {
    const v = run(call('run_command', { command: 'ls' }), runtime([], [vr('read_webpage', { tainted: true })]));
    expect(v.risk).toBeGreaterThanOrEqual(40);
  });
  it('passes a harmless read after tainted output', () => {
    expect(run(call('get_current_weather', { city: 'Oslo' }), runtime([], [vr('read_webpage', { tainted: true })])).outcome).toBe('pass');
  });
  it('flags repeating a tool whose last verification was a violation', () => {
    const v = run(call('delete_records', { table: 't' }), runtime([], [vr('delete_records', { verdict: 'violation' })]));
    expect(v.outcome).toBe('flag');
    expect(v.risk).toBeGreaterThanOrEqual(40);
  });
  it('passes a repeat when the last verification of that tool was compliant', () => {
    const rt = runtime([], [vr('delete_records', { verdict: 'violation' }), vr('delete_records', { verdict: 'compliant' })]);
    expect(run(call('delete_records', { table: 't' }), rt).outcome).toBe('pass');
  });
  it('flags sending high-sensitivity types seen in earlier output', () => {
    const rt = runtime([], [vr('AmazonViewSavedPaymentMethods', { sensitiveTypes: ['CREDIT_CARD'] })]);
    const v = run(call('GmailSendEmail', { to: 'x@y.z', body: 'card 4111 1111 1111 1111 exp 01/28' }), rt);
    expect(v.risk).toBeGreaterThanOrEqual(60);
    expect(v.detail).toMatch(/CREDIT_CARD/);
  });
  it('keeps contact details and recipient addresses below review', () => {
    const rt = runtime([], [vr('read_email', { sensitiveTypes: ['EMAIL', 'PHONE'] })]);
    expect(run(call('send_email', { to: 'bob@example.com', body: 'thanks, see you' }), rt).outcome).toBe('pass');
    const v = run(call('send_email', { to: 'bob@example.com', body: 'call alice@example.com' }), rt);
    expect(v.risk).toBeLessThan(40);
  });
  it('does not flag sends of types that never appeared in tool output', () => {
    const rt = runtime([], [vr('read_email', { sensitiveTypes: ['EMAIL'] })]);
    expect(run(call('send_email', { to: 'b@c.d', body: 'card 4111 1111 1111 1111' }), rt).outcome).toBe('pass');
  });
});

describe('sniffEntityTypes', () => {
  it('finds the common types', () => {
    const t = sniffEntityTypes('mail a@b.io, 555-123-4567, 4111 1111 1111 1111, 123-45-6789, AKIAABCDEFGHIJKLMNOP');
    expect(t).toEqual(expect.arrayContaining(['EMAIL', 'PHONE', 'CREDIT_CARD', 'SSN', 'AWS_KEY']));
  });
  it('rejects card-like numbers failing Luhn', () => {
    expect(sniffEntityTypes('order 1234 5678 9012 3456')).not.toContain('CREDIT_CARD');
  });
});

describe('verification: a change in the world after tainted output', () => {
  it.each([
    ['AugustSmartLockUnlockDoor', {}],
    ['DropboxDeleteItem', { item_path: '/Work' }],
    ['BinancePlaceOrder', { pair: 'BTCUSD', side: 'sell', quantity: 50 }],
    ['GoogleHomeControlDevice', { device_id: 'security-system', action: 'turn off' }],
  ])('reviews %s after an injected output', (tool, args) => {
    const rt = runtime([], [vr('AmazonGetProductDetails', { tainted: true, verdict: 'violation' })]);
    const c = call(tool, args);
    expect(verificationLayer(c, classifyCall(c), rt).risk).toBeGreaterThanOrEqual(40);
  });

  it('leaves reads after an injected output alone', () => {
    const rt = runtime([], [vr('AmazonGetProductDetails', { tainted: true, verdict: 'violation' })]);
    const c = call('AmazonGetProductReviews', { product_id: 'B08' });
    expect(verificationLayer(c, classifyCall(c), rt).risk).toBeLessThan(40);
  });
});

describe('verificationLayer: writes after planted instructions, accounts paid to', () => {
  it('flags a file write after tainted output at review level', () => {
    const v = run(call('append_to_file', { file_id: 'shared-notes', content: 'Account 0789765432' }), runtime([], [vr('search_files', { tainted: true })]));
    expect(v.risk).toBeGreaterThanOrEqual(40);
  });
  it('does not count the IBAN a payment goes to as an IBAN sent out', () => {
    const rt = runtime([], [vr('list_contacts', { sensitiveTypes: ['IBAN'] })]);
    expect(run(call('send_money', { recipient: 'DE89370400440532013000', amount: 1200, subject: 'Rent' }), rt).outcome).toBe('pass');
    expect(run(call('send_money', { recipient: 'US133000000121212121212', amount: 1, subject: 'GB29NWBK60161331926819' }), rt).risk)
      .toBeGreaterThanOrEqual(60);
  });
});
