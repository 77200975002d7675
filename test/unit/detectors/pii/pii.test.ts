import { describe, expect, it } from 'vitest';
import { piiRiskScore, redactPii, scanPii, scanPiiInCall } from '../../../../src/pipeline/detectors/pii/index.js';
import type { PiiType } from '../../../../src/pipeline/detectors/pii/index.js';
import { piiScannerLayer } from '../../../../src/pipeline/layers/pii-scanner.js';
import type { ToolCall } from '../../../../src/pipeline/types.js';

function found(text: string): [PiiType, string][] {
  return scanPii(text).map((f) => [f.type, text.slice(f.start, f.end)]);
}

function call(args: Record<string, unknown>): ToolCall {
  return { tool: 'send_email', args, context: {}, agentId: 'a1', sessionId: null };
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const JWT_TOKEN = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1234567890', name: 'x' })}.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U`;

describe('scanPii: hits', () => {
  it.each([
    ['EMAIL', 'write to jane.doe+news@mail.example.co.uk today', 'jane.doe+news@mail.example.co.uk'],
    ['PHONE', 'Phone: (602)272-9781', '(602)272-9781'],
    ['PHONE', 'reach me on +44 20 7946 0958', '+44 20 7946 0958'],
    ['PHONE', 'call me at 0494 92 82 32 tomorrow', '0494 92 82 32'],
    ['PHONE', 'numbers: 201-948-1927', '201-948-1927'],
    ['PHONE', 'Telefon: 030 12345678', '030 12345678'],
    ['PHONE', 'mi número es 612 34 56 78', '612 34 56 78'],
    ['PHONE', 'phone 0630494032, email x@example.com', '0630494032'],
    ['PHONE', 'Contact: phone +34 986100339', '+34 986100339'],
    ['PHONE', 'reach her on +44(0)1154960900', '+44(0)1154960900'],
    ['PHONE', 'Please call Senna van Luinenburg-van Hemert at 0113 4960410 soon', '0113 4960410'],
    ['PHONE', 'My number is 070-9679-2908', '070-9679-2908'],
    ['PHONE', 'update my mobile number to 06 38 91 33 79', '06 38 91 33 79'],
    ['PHONE', 'he can be reached on 301 144 0602', '301 144 0602'],
    ['PHONE', 'office line 594.538.6066x89283', '594.538.6066x89283'],
    ['PHONE', 'office line (475) 716-8839 x311', '(475) 716-8839 x311'],
    ['PHONE', 'dial-in 1-462-670-3944', '1-462-670-3944'],
    ['PHONE', "I'm at 0555499752 if you need me", '0555499752'],
    ['PHONE', 'Number: 6898383544', '6898383544'],
    ['PHONE', 'Emergency contact - Jan Kowalski - 889 291 286', '889 291 286'],
    ['PHONE', 'Kenji Sato\n090-4798-9675\nkenji@example.jp', '090-4798-9675'],
    ['PHONE', 'Paris office 04 72 45 95 30', '04 72 45 95 30'],
    ['CREDIT_CARD', 'my card 4111 1111 1111 1111 expired', '4111 1111 1111 1111'],
    ['CREDIT_CARD', 'Amex 3782-822463-10005', '3782-822463-10005'],
    ['CREDIT_CARD', 'number 5555555555554444', '5555555555554444'],
    ['CREDIT_CARD', 'card no 4477006998104', '4477006998104'],
    ['CREDIT_CARD', 'Charge it to my card 6759 1754 9023', '6759 1754 9023'],
    ['CREDIT_CARD', 'name,email,card\nJohn,john@x.com,4111111111111111', '4111111111111111'],
    ['CREDIT_CARD', 'card,expiry\n4111111111111111,0927', '4111111111111111'],
    ['SSN', "Here's my SSN: 550-53-3582", '550-53-3582'],
    ['SSN', 'social security number 550533582', '550533582'],
    ['IBAN', 'My IBAN is GB31YGJR46272857822446', 'GB31YGJR46272857822446'],
    ['IBAN', 'iban fr76 3000 6000 0112 3456 7890 189', 'fr76 3000 6000 0112 3456 7890 189'],
    ['IBAN', 'Wire the funds to IBAN ES1899221740113808294061 by Friday.', 'ES1899221740113808294061'],
    ['IBAN', 'to NL91 ABNA 0417 1643 00 or', 'NL91 ABNA 0417 1643 00'],
    ['IP_ADDRESS', 'blocked from 179.177.214.91 again', '179.177.214.91'],
    ['IP_ADDRESS', 'host 2001:db8:85a3::8a2e:370:7334 down', '2001:db8:85a3::8a2e:370:7334'],
    ['PASSPORT', 'passport number: 533380006', '533380006'],
    ['NHS_NUMBER', 'NHS number 943 476 5919', '943 476 5919'],
    ['API_KEY', 'OPENAI_API_KEY=sk-proj-Ab3dEf9hIjK1mNoPqR5tUvWxYz0123456789', 'sk-proj-Ab3dEf9hIjK1mNoPqR5tUvWxYz0123456789'],
    ['API_KEY', 'use ghp_16C7e42F292c6912E7710c838347Ae178B4a for CI', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['API_KEY', 'slack xoxb-2456-98765432101-Ab3dEf9hIjK1mNoPqR5tUvWx', 'xoxb-2456-98765432101-Ab3dEf9hIjK1mNoPqR5tUvWx'],
    ['API_KEY', 'maps AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe', 'AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe'],
    ['API_KEY', 'glpat-x8Kd92LmQp3RtYv7Wz1B', 'glpat-x8Kd92LmQp3RtYv7Wz1B'],
    ['API_KEY', 'client_secret: "a8f5f167f44f4964e6c998dee827110c"', 'a8f5f167f44f4964e6c998dee827110c'],
    ['AWS_KEY', 'id AKIA2E3F4G5H6J7K8L9M here', 'AKIA2E3F4G5H6J7K8L9M'],
    ['AWS_KEY', 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzz12345678', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzz12345678'],
    ['JWT', `Authorization: Bearer ${JWT_TOKEN}`, JWT_TOKEN],
  ] as [PiiType, string, string][])('%s in %j', (type, text, value) => {
    expect(found(text)).toContainEqual([type, value]);
  });

  it('finds a whole PEM private key block', () => {
    const pem = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU=\n-----END OPENSSH PRIVATE KEY-----';
    const text = `key:\n${pem}\nthanks`;
    expect(found(text)).toEqual([['PRIVATE_KEY', pem]]);
  });

  it('finds a private key header whose end marker was cut off', () => {
    expect(found('-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC')[0]?.[0]).toBe('PRIVATE_KEY');
  });

  it('reads an IBAN whose digits hold a Luhn-valid run as the IBAN, not a card', () => {
    expect(scanPii('account DE44 5001 0517 5407 3249 31').map((f) => f.type)).toEqual(['IBAN']);
  });

  it('reports offsets into the given text', () => {
    const text = 'ünïcödé → mail ops@example.com';
    const [f] = scanPii(text);
    expect(text.slice(f!.start, f!.end)).toBe('ops@example.com');
  });
});

describe('scanPii: near misses', () => {
  it.each([
    ['number failing Luhn without a card label', 'number 4111 1111 1111 1112'],
    ['card label but a test value failing Luhn', 'test card 4111 1111 1111 1112'],
    ['Luhn-valid number with no issuer prefix', 'order 9111111111111111'],
    ['short Luhn number without card context', 'ticket 4039838161911 opened'],
    ['a long figure with thousands groups', 'revenue 12,4111111111111111 units'],
    ['a figure with decimal cents after a comma', 'total 4111111111111111,25 EUR'],
    ['IBAN shape with a wrong check digit, unlabelled', 'ref GB32YGJR46272857822446'],
    ['IBAN with a wrong check digit called invalid', 'invalid IBAN GB32YGJR46272857822446'],
    ['IBAN of the wrong length', 'IBAN GB31YGJR462728578224461'],
    ['SSN with area 000', 'SSN 000-12-3456'],
    ['SSN shape with area 666, unlabelled', 'part 666-12-3456'],
    ['SSN shape with area 9xx, unlabelled', 'case 912-12-3456'],
    ['SSN with area 9xx as an example', 'SSN 912-12-3456 (example)'],
    ['SSN with group 00', 'SSN 123-00-4567'],
    ['SSN with serial 0000', 'SSN 123-45-0000'],
    ['nine bare digits without SSN context', 'invoice 550533582'],
    ['NHS number with a bad check digit', 'NHS number 943 476 5918'],
    ['NHS-valid digits without NHS context', 'ref 943 476 5919'],
    ['IPv4 with an octet above 255', 'addr 10.0.256.1'],
    ['version string', 'upgrade to version 1.2.3.4'],
    ['MAC address / clock time', 'mac 00:1a:2b:3c:4d:5e at 12:30:45'],
    ['passport keyword without a number', 'send my passport_number and name'],
    ['number without passport keyword', 'booking 533380006'],
    ['JWT-shaped text whose header has no alg', `${b64({ typ: 'JWT' })}.${b64({ a: 1 })}.sig12345`],
    ['placeholder secret', 'api_key = "YOUR_API_KEY_HERE_123456"'],
    ['low-entropy assignment', 'password: aaaaaaaaaaaaaaaa1'],
    ['dates and times', 'on 2024-03-19 12:13:52 and 2/16/1942'],
    ['an order number after a possessive', 'your order number is 1234567890'],
    ['a compact date after a contact verb', 'we reached the milestone on 20240115'],
    ['a Unix time after a message', 'the message was sent on 1700000000'],
    ['a ZIP+4 code', 'Boston, MA 02110-1301 USA'],
    ['an issue number after a contact verb', 'Fixes a crash in the call path (#1015089)'],
    ['plain ids', 'event number 456123, user id 12345, order 123'],
    ['word starting with sk-', 'ask-me-anything-about-the-weather-today'],
  ])('%s', (_label, text) => {
    expect(scanPii(text)).toEqual([]);
  });

  it('reports documentation sample values with low confidence', () => {
    const [iban] = scanPii('recipient: "DE89370400440532013000"');
    const [aws] = scanPii('AKIAIOSFODNN7EXAMPLE');
    expect(iban?.type).toBe('IBAN');
    expect(iban!.confidence).toBeLessThan(0.5);
    expect(aws!.confidence).toBeLessThan(0.5);
  });

  it('handles homoglyph-free evasion by spacing: a spaced card number is still a card', () => {
    expect(found('cc: 4111-1111-1111-1111')).toEqual([['CREDIT_CARD', '4111-1111-1111-1111']]);
  });
});

describe('redaction and score', () => {
  it('replaces each finding with its type tag', () => {
    const text = 'mail a@b.io, card 4111111111111111.';
    expect(redactPii(text, scanPii(text))).toBe('mail [REDACTED:EMAIL], card [REDACTED:CREDIT_CARD].');
  });

  it('scores credentials above contact details', () => {
    expect(piiRiskScore([])).toBe(0);
    expect(piiRiskScore(scanPii('a@b.io'))).toBeLessThan(40);
    expect(piiRiskScore(scanPii('SSN 550-53-3582'))).toBeGreaterThanOrEqual(40);
    expect(piiRiskScore(scanPii('AKIA2E3F4G5H6J7K8L9M'))).toBeGreaterThan(piiRiskScore(scanPii('SSN 550-53-3582')));
  });

  it('stays fast and bounded on hostile input', () => {
    const hostile = ('1-'.repeat(5000) + 'a@'.repeat(5000) + '::'.repeat(5000)).slice(0, 30_000);
    const t0 = performance.now();
    scanPii(hostile);
    expect(performance.now() - t0).toBeLessThan(1_000);
  });
});

describe('scanPiiInCall / piiScannerLayer', () => {
  it('names the types and argument paths without echoing values', () => {
    const v = piiScannerLayer(
      call({ to: 'jane@example.com', body: 'Card 4111 1111 1111 1111 exp 09/27', meta: { ssn: '550-53-3582' } }),
    );
    expect(v.outcome).toBe('flag');
    expect(v.risk).toBeGreaterThanOrEqual(40);
    expect(v.detail).toContain('CREDIT_CARD at args.body');
    expect(v.detail).toContain('SSN at args.meta.ssn');
    expect(v.detail).toContain('EMAIL at args.to');
    expect(v.detail).not.toContain('4111');
    expect(v.detail).not.toContain('jane@');
    expect(v.errorCode).toBeUndefined();
  });

  it('keeps an ordinary email or phone mention below review', () => {
    const v = piiScannerLayer(call({ to: 'bob@example.com', text: 'call me on +1 415 555 0100' }));
    expect(v.outcome).toBe('flag');
    expect(v.risk).toBeLessThan(40);
  });

  it('passes calls with no personal data', () => {
    expect(piiScannerLayer(call({ query: 'weather in Berlin tomorrow', limit: 10 })).outcome).toBe('pass');
  });

  it('flags credentials highest and never blocks', () => {
    const v = piiScannerLayer(call({ url: 'https://x.example', body: 'AKIA2E3F4G5H6J7K8L9M' }));
    expect(v.outcome).toBe('flag');
    expect(v.risk).toBeGreaterThanOrEqual(60);
  });

  it('treats a random value in a credential-named argument as a secret', () => {
    const f = scanPiiInCall(call({ api_key: 'Zr8Qm2Lx7Vt4Np9Kc3Hs' }));
    expect(f.map((x) => x.family)).toEqual(['pii_api_key']);
    expect(scanPiiInCall(call({ api_key: 'YOUR_API_KEY_HERE', password: 'postgres' }))).toEqual([]);
  });

  it('lets a sample IBAN in a transaction list through at low risk', () => {
    const v = piiScannerLayer(call({ content: 'recipient: "CH9300762011623852957"\namount: 100.0' }));
    expect(v.risk).toBeLessThan(40);
  });
});

describe('scanPii: the jwt.io sample token', () => {
  it('reports it with low confidence', () => {
    const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const [f] = scanPii(`decode ${token}`);
    expect(f?.type).toBe('JWT');
    expect(f!.confidence).toBeLessThan(0.5);
  });
});

describe('scanPii: more credential formats', () => {
  it.each([
    ['VAULT_TOKEN=hvs.CAESIAbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQ', 'hvs.'],
    ['token dapi0123456789abcdef0123456789abcdef', 'dapi'],
    ['bot token 1234567890:AAH8fJd9sKdl_SKDJFkdjf93kdjfKDJF93k', '1234567890:'],
    ['https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'discord.com'],
    ['AccountName=acct;AccountKey=Ab3dEf9hIjK1mNoPqR5tUvWxYz0123456789Ab3dEf9hIjK1mNoPqR5tUvWxYz0123456789Ab3dEf9hIjK1mNoPqR==;', 'AccountKey='],
    ['MAILGUN_KEY=key-0123456789abcdef0123456789abcdef', 'key-'],
    ['lin_api_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCd', 'lin_api_'],
    ['NOTION_TOKEN=secret_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfG', 'secret_'],
    ['git clone https://deploy:Xy9kL2pQ7rT4@git.example.com/org/repo.git', 'Xy9kL2pQ7rT4'],
    ['{"auths":{"registry.example.com":{"auth":"dXNlcjpTdXAzclMzY3JldCE="}}}', 'dXNlcjpT'],
  ])('finds the credential in %s', (text, part) => {
    const found = scanPii(text).filter((f) => f.type === 'API_KEY').map((f) => text.slice(f.start, f.end));
    expect(found.some((v) => v.includes(part))).toBe(true);
  });

  it.each([
    ["parse('postgres://someuser:somepassword@somehost:5432/db')"],
    ['postgres://app:${DB_PASSWORD}@db:5432/app'],
    ['a key-value store for the session-cache'],
    ['Visit https://discord.com/invite/abc for our community'],
  ])('finds no credential in %s', (text) => {
    expect(scanPii(text).filter((f) => f.type === 'API_KEY')).toEqual([]);
  });
});

describe('scanPii: presidio-style formats and look-alikes', () => {
  it.each([
    ['PHONE', 'Please call 001-555-234-5678x1234 for support.', '001-555-234-5678x1234'],
    ['PHONE', 'Sie erreichen uns unter 09876 54321.', '09876 54321'],
    ['PHONE', 'Ruf mich an unter +49 30 12345678 oder 030 12345678.', '030 12345678'],
    ['SSN', 'SSN #219-09-9999 on file.', '219-09-9999'],
    ['CREDIT_CARD', 'Pay with card, order ref 4532015112830366', '4532015112830366'],
    ['IP_ADDRESS', 'Login attempts came from 192.168.10.45 last night.', '192.168.10.45'],
  ])('finds %s in %s', (type, text, value) => {
    expect(found(text)).toContainEqual([type, value]);
  });

  it.each([
    ['Order number 4532015112830366 has shipped.'],
    ['Ref: 4532015112830366'],
    ['Order #123-45-6789 confirmed.'],
    ['Case #219-09-9999 closed.'],
    ['Batch 0123 456789 was recalled.'],
    ['The passport office is open 0900-1700.'],
    ['Version 1.2.3.4-beta released; see 2.0.0.1 release notes.'],
    ['Firmware 10.4.0.2-rc is out.'],
  ])('finds nothing in %s', (text) => {
    expect(found(text)).toEqual([]);
  });
});
