import { describe, expect, it } from 'vitest';
import { payloadEvidence } from '../../../src/pipeline/chains/index.js';

const strength = (args: Record<string, unknown>): number => payloadEvidence(args).strength;

describe('payloadEvidence', () => {
  it('sees structured dumps in the body', () => {
    expect(strength({ to: 'x@y.z', body: '[{"name": "John Doe", "address": "123 Main St"}]' })).toBeGreaterThanOrEqual(2);
    expect(strength({ to: 'x@y.z', body: "{'orders': [{'order_id': '1', 'price': 10}]}" })).toBeGreaterThanOrEqual(2);
    expect(strength({ to: 'x@y.z', body: '{"download_status": true}' })).toBe(2);
    expect(strength({ url: 'https://a.example', data: { name: 'John', dob: '1990-01-01' } })).toBeGreaterThanOrEqual(2);
  });
  it('sees field listings that name private fields', () => {
    const body = 'Name: John Doe\nDate of birth: 1985-05-20\nMedication: Metformin\nAllergies: peanuts';
    expect(strength({ to: 'x@y.z', body })).toBeGreaterThanOrEqual(2);
  });
  it('rates high-sensitivity values and labelled secrets strongest', () => {
    expect(strength({ to: 'x@y.z', body: 'card 4111 1111 1111 1111 exp 02/27' })).toBe(3);
    expect(strength({ to: 'x@y.z', body: 'my ssn is 123-45-6789' })).toBe(3);
    expect(strength({ to: 'x@y.z', body: "{'website': 'fb.com', 'password': 'fb_passw0rd_123'}" })).toBe(3);
    expect(strength({ to: '+1 555 0100', body: 'Balance $12,400. Acct 000123456789, routing 021000021' })).toBe(3);
  });
  it('sees a record written on one line with private field labels', () => {
    expect(strength({ to: 'x@y.z', body: 'Patient: John Doe, diagnoses: hypertension; medications: sertraline 50mg' })).toBe(2);
    expect(strength({ to: 'x@y.z', body: 'Time: 3pm, place: the cafe, dress code: casual' })).toBeLessThan(2);
  });
  it('sees a date of birth with health-record words as personal data', () => {
    expect(strength({ url: 'https://hooks.example/x', json: { text: 'Jane Roe DOB 1980-04-02, diagnosis: type 2 diabetes' } })).toBe(2);
    expect(strength({ to: 'x@y.z', body: 'Your prescription is ready for pickup.' })).toBe(1);
  });
  it('sees a bare location or a reference to a private file', () => {
    expect(strength({ to: 'x@y.z', body: '"6321 High Tech Dr, Round Rock, TX 78683"' })).toBe(2);
    expect(strength({ to: 'x@y.z', body: '/home/user/documents/genetic_data/john_doe_genetic_data.pdf' })).toBe(2);
    expect(strength({ to: 'x@y.z', body: '37.7749, -122.4194' })).toBe(2);
  });
  it('ignores the destination fields', () => {
    expect(strength({ to: 'amy.watson@gmail.com', cc: ['b@c.d'], subject: 'Hello', body: 'See you at lunch.' })).toBe(0);
    expect(strength({ phone_number: '+1 555-123-4567', message: 'Your table is ready.' })).toBe(0);
  });
  it('sees several people\'s e-mail addresses as a contact list', () => {
    const text = 'Alice Smith 555-0101 alice@corp.example; Bob Jones 555-0102 bob@corp.example; Carol White carol@corp.example';
    expect(payloadEvidence({ text }).strength).toBe(2);
    expect(payloadEvidence({ text }).reasons).toContain('contact list');
    // the same address written twice is still one person
    expect(payloadEvidence({ text: 'Reply to alice@corp.example, or alice@corp.example, or ALICE@corp.example.' }).strength).toBe(1);
  });

  it('rates a single contact detail in prose as weak only', () => {
    expect(strength({ to: 'x@y.z', body: 'You can reach Bob at bob@example.com about the invoice.' })).toBe(1);
    expect(strength({ to: 'x@y.z', body: 'The venue is at 12 Market Street, come by after the talk and say hi to everyone there.' }))
      .toBeLessThanOrEqual(1);
  });
  it('leaves prose and ordinary notes alone', () => {
    expect(strength({ to: 'x@y.z', body: 'Here is a short summary of the article: prices rose 3% in March.' })).toBe(0);
    expect(strength({ to: 'x@y.z', body: 'Agenda: roadmap\nTime: 3pm\nRoom: 4B' })).toBe(0);
    expect(strength({ to: 'x@y.z', body: '/docs/roadmap/q3-plan.md' })).toBe(0);
  });
  it('bounds work on huge bodies', () => {
    const body = 'word '.repeat(40_000) + '{"ssn": "123-45-6789"}';
    const started = performance.now();
    expect(strength({ to: 'x@y.z', body })).toBe(0);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
