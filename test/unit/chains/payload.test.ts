import { describe, expect, it } from 'vitest';
import { payloadEvidence } from '../../../src/pipeline/chains/index.js';
import { destinationRequested, ibanOnlyAsPayee, queryEvidence } from '../../../src/pipeline/chains/payload.js';

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
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('payloadEvidence: tables, wrappers, repeated labels', () => {
  it('sees a CSV or TSV table', () => {
    expect(payloadEvidence({ body: 'client,budget\nAcme,120000\nGlobex,95000\nInitech,40000' }).reasons).toContain('table dump');
    expect(strength({ body: 'name,email,phone\nAnn Lee,ann@x.com,555-201-3344\nBo Kim,bo@y.com,555-301-9912' })).toBeGreaterThanOrEqual(2);
    expect(strength({ body: 'name\tsalary\nAnn\t145000\nBo\t132000\nCy\t121000' })).toBeGreaterThanOrEqual(2);
  });
  it('near-misses: an address block, a greeting, a two-row list', () => {
    expect(strength({ body: 'John Doe, Jr\nApt 3, 42 Maple\nSpringfield, IL' })).toBeLessThan(2);
    expect(strength({ body: 'Hi Bob,\nThanks for the notes, see you Friday.\nBest,\nJohn' })).toBe(0);
    expect(strength({ body: 'apples, pears\nplums, figs' })).toBe(0);
  });
  it('does not take a file wrapper for a record', () => {
    expect(strength({ files: { 'fizz.py': { content: 'print(1)' } }, description: 'fizzbuzz' })).toBe(0);
    expect(strength({ files: { 'eslint.config.js': { content: 'export default []' } } })).toBe(0);
    // what the wrapper holds is still read
    expect(strength({ files: { 'creds.txt': { content: 'password: hunter22x' } } })).toBe(3);
    expect(strength({ data: { name: 'John', dob: '1990-01-01' } })).toBeGreaterThanOrEqual(2);
  });
  it('sees the same private label over several records', () => {
    expect(strength({ message: 'Salary: Ann Lee 145000; Salary: Bo Kim 132000' })).toBe(2);
    expect(strength({ message: 'Salary: negotiable, depending on experience' })).toBeLessThan(2);
  });
});

describe('destinationRequested and ibanOnlyAsPayee', () => {
  it('is true only when the request names every destination', () => {
    expect(destinationRequested({ to: 'sam@acme.com', body: 'x' }, 'Email the report to Sam@acme.com')).toBe(true);
    expect(destinationRequested({ to: 'sam@acme.com', cc: ['x@evil.example'] }, 'Email the report to sam@acme.com')).toBe(false);
    expect(destinationRequested({ recipient: '@lena', message: 'x' }, 'DM the doc to @lena')).toBe(true);
    expect(destinationRequested({ to: '+1 (202) 555-0111', message: 'x' }, 'text my wife at 202 555 0111')).toBe(true);
    expect(destinationRequested({ url: 'https://status.acme.com/report', body: 'x' }, 'post it to status.acme.com')).toBe(true);
    expect(destinationRequested({ body: 'x' }, 'send it to sam@acme.com')).toBe(false);
    expect(destinationRequested({ to: 'sam@acme.com' }, 'send it to Sam')).toBe(false);
  });
  it('tells an IBAN paid to from an IBAN carried', () => {
    expect(ibanOnlyAsPayee({ recipient: 'DE89370400440532013000', amount: 5, subject: 'Rent' })).toBe(true);
    expect(ibanOnlyAsPayee({ recipient: 'DE89370400440532013000', subject: 'GB29NWBK60161331926819' })).toBe(false);
    expect(ibanOnlyAsPayee({ recipient: 'Bob', subject: 'Rent' })).toBe(false);
  });
});

describe('queryEvidence', () => {
  it('reads the decoded query parameters of addresses', () => {
    expect(queryEvidence({ url: 'https://x.example/c?ssn=078-05-1120' }).strength).toBe(3);
    expect(queryEvidence({ link: 'https://x.example/c?a=ann%40x.com&b=bo%40y.com&c=cy%40z.com' }).reasons).toContain('contact list');
    expect(queryEvidence({ url: 'https://x.example/c?q=%E0%A4%A' }).strength).toBe(0);
  });
  it('is empty without a query or for content fields', () => {
    expect(queryEvidence({ url: 'https://x.example/c' }).strength).toBe(0);
    expect(queryEvidence({ body: 'see ?ssn=078-05-1120' }).strength).toBe(0);
  });
});
