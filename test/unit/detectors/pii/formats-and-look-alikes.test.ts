import { describe, expect, it } from 'vitest';
import { scanPii } from '../../../../src/pipeline/detectors/pii/index.js';
import type { PiiType } from '../../../../src/pipeline/detectors/pii/index.js';

function found(text: string): [PiiType, string][] {
  return scanPii(text).map((f) => [f.type, text.slice(f.start, f.end)]);
}

describe('PII: formats found', () => {
  it.each([
    // a date after a CSV cell is no decimal cents
    ['CREDIT_CARD', 'Rosa Moreau,5223096407076205,09/27', '5223096407076205'],
    ['CREDIT_CARD', 'Emeka Okafor,6011-3907-8576-9687,09/27', '6011-3907-8576-9687'],
    ['SSN', 'Ivan Okafor,759-16-4295,1985-02-11', '759-16-4295'],
    // local parts in other scripts and with an apostrophe
    ['EMAIL', "Send it to o'connor.sean@eircom.ie today", "o'connor.sean@eircom.ie"],
    ['EMAIL', 'contact josé.garcía@correo.es', 'josé.garcía@correo.es'],
    // German area code with a slash, Brazilian mobile, CIS, international 00 prefix, Australian landline, Hungarian
    ['PHONE', 'Mobil: 0171/1234567', '0171/1234567'],
    ['PHONE', 'Tel. 030/12 34 56 78', '030/12 34 56 78'],
    ['PHONE', 'Fone: (11) 98765-4321', '(11) 98765-4321'],
    ['PHONE', 'Ana Rossi, (21) 99876-5432, Rio', '(21) 99876-5432'],
    ['PHONE', 'Ana Rossi, 8 (800) 555-35-35, Moskva', '(800) 555-35-35'],
    ['PHONE', 'Ana Rossi, 0049 30 1234567, Berlin', '0049 30 1234567'],
    ['PHONE', 'Ana Rossi, 0033 1 23 45 67 89, Paris', '0033 1 23 45 67 89'],
    ['PHONE', 'Ana Rossi, (02) 8123 4567, Sydney', '(02) 8123 4567'],
    ['PHONE', 'Ana Rossi, 06 1 234 5678, Budapest', '06 1 234 5678'],
    // a person's number after "caller ID" stays a phone
    ['PHONE', 'caller ID 555-123-4567 showed up twice', '555-123-4567'],
    // the passport named after the number
    ['PASSPORT', 'The number 912803456 on her passport expired', '912803456'],
    ['PASSPORT', 'Her US passport number is A12345678.', 'A12345678'],
    // a key named in prose
    ['API_KEY', 'the api key is OpiujnF3k5swoPXSQ4nN8dMDYrQRDDEx', 'OpiujnF3k5swoPXSQ4nN8dMDYrQRDDEx'],
    ['API_KEY', 'My access token was 9fQx2LmZp7RtYv4Wk8NbC3 before rotation', '9fQx2LmZp7RtYv4Wk8NbC3'],
  ] as [PiiType, string, string][])('%s in %j', (type, text, value) => {
    expect(found(text)).toContainEqual([type, value]);
  });

  it.each([
    // "number" with an article, a possessive or a phone's modifier; a code sent to a number; a service at a number; the owner after it
    'The number on file is 99 668472',
    "my wife's number is 516 466 638",
    'Who owns the number 9469 9966?',
    'Callback number 450 0840',
    'Send the verification code to 612 34 56 78',
    'Customer service at (99) 645-791 was closed',
    'Is 5945386066 your number?',
    '516 466 638 is my phone',
    "I'm reachable at 99 668472",
    'Helpline 9469 9966',
    'Your verification code was sent to 470 733 8948.',
    'Hallo, bitte rufen Sie mich unter 3528 9409 an.',
    'Lars Okafor — 513 783 0202 — ugarcia@outlook.fr',
    'Could you add 620 894 246 as a secondary number on my profile?',
    // a verb in -s after the number is no count
    'phone number 681.593.9550 belongs to Tomasz Silva',
  ])('PHONE in %j', (text) => {
    expect(found(text).map(([t]) => t)).toContain('PHONE');
  });

  it.each([
    // what is done with a card, and the fields printed with it
    ['Viktor Kowalski paid with 4653269484699 yesterday.', '4653269484699'],
    ['4653269484699 exp 04/27 cvc 331', '4653269484699'],
    ['I was billed twice on 630416076309', '630416076309'],
  ])('CREDIT_CARD in %j', (text, value) => {
    expect(found(text)).toContainEqual(['CREDIT_CARD', value]);
  });

  it.each([
    ['PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nPrivate-Lines: 1\nAAABAQC9x\nPrivate-MAC: ' + 'ab12'.repeat(10), 'PRIVATE_KEY'],
    ['Authorization: Basic YWRtaW46UHIwZFBhNTV3MHJkIQ==', 'API_KEY'],
    ['MAILCHIMP_KEY=91c1b657d5e7e7713d753cf4f59808b6-us2', 'API_KEY'],
    ['The new password for the admin account is 0OpYAtWf#90', 'API_KEY'],
    ['pwd: 8ULXIhV0TkEr14', 'API_KEY'],
    ['export SENTRY_AUTH_TOKEN=a8f5f167f44f4964e6c998dee827110c', 'API_KEY'],
  ])('credential in %j', (text, type) => {
    expect(found(text.replace(/\\n/g, '\n')).map(([t]) => t)).toContain(type);
  });

  it('still reads a card followed by decimal cents as an amount', () => {
    expect(found('Total 4111111111111111,56 EUR')).toEqual([]);
  });
});

describe('PII: look-alikes left alone', () => {
  it.each([
    // numbers a label names as another kind of record
    'Membership number 4526018159083012 expires next year.',
    'Customer account 5487574911862527 has two open tickets.',
    'Loyalty ID 6011 7601 8955 5975 earned 300 points.',
    'Document 472-70-3012 was scanned.',
    'Catalogue no. 187-28-2674',
    'Call ticket 0434839 was closed by support.',
    'Contact form submission 0588871803 received 25/02/2016',
    'Device ID 4111111111111111 enrolled',
    'Employee no. 555-12-3456 joined in May',
    'Consignment no. 6011173208652551 cleared customs on 2020-04-15.',
    'Pallet # 4111111111111111 loaded',
    'Patch notes for 4.3.1.189 are online',
    // counts, decimals and round figures after "the number"
    'The number of visitors was 1 234 567 last year.',
    'A number like 3.14159265 is irrational',
    'the correct number 15 000 000 was reported by the census',
    'Pick a number between 1000000 and 9999999.',
    '1234567 is a prime number',
    // an amount or a measure in a phone's shape
    'Emergency fund: 112 400 8244 yen',
    'Phone sales reached 024 587 738 units',
    // a record label wins over a payment word before it
    'You were charged 45.32 on 2024-05-01; transaction 4532015112830366.',
    'Refund reference 4916338506082832 issued',
    'Your payment ID 4532015112830366 was declined',
    'Please refund my order 4024007198964305',
    // the label, a verb, then the number
    'Your order number is 4024007198964305.',
    'Your return label number is 5896182328397924.',
    'Package 4408756022625708 was handed to the courier.',
    'The winning ticket was 09-26-00-26-75',
    // documentation about passwords and keys, no value
    'The password is stored in Vault under secret/prod/db.',
    'Password policy: at least 12 chars, e.g. Summer2024',
    'Basic Authentication uses base64 of user:password',
    'sort_key = created_at_2024',
    'cache_key: user:1234:profile',
    // ids under a lower-case *_key name in code
    'idempotency_key: 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f',
    "primary_key: 'usr_8d7f6a5e4c3b2a19'",
    // a keypad code, a count
    'Dial-in code 900 847 453#',
    'The hotline handled 3487 880 calls in 2022.',
    // numbered parts of documents, netmasks and networks are no host's address
    'see section 4.2.5.2 of the spec',
    'Chapter 18.6.15.10 covers recursion.',
    'Netmask 255.255.240.0 applied',
    'The range 10.47.0.0/16 is reserved',
    // "passport" with another number or label in between
    'Passport photos cost 10.99; appointment 377602',
    'Booking ABC12345 needs your passport',
  ])('%j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    // a person before their own number keeps the phone; an id word after the person names a record
    ['employee: 555-123-4567', true],
    ['employee no. 5551234567', false],
    // "+" and a country code after a record label with a phone word is still a phone
    ['order hotline phone +44 20 7946 0958', true],
    // "no." after a phone word, and a word that merely ends in "id", label no other record
    ['Contact no: 0612345678', true],
    ['home no. 555-123-4567', true],
    ['Android 555-123-4567 is my number', true],
  ] as [string, boolean][])('%j -> phone %s', (text, phone) => {
    expect(found(text).some(([t]) => t === 'PHONE')).toBe(phone);
  });

  it('keeps a card after a word that ends in "id" and one labelled with a card word', () => {
    expect(found('I paid 4111 1111 1111 1111 yesterday')).toEqual([['CREDIT_CARD', '4111 1111 1111 1111']]);
    expect(found('Visa no. 4111111111111111')).toEqual([['CREDIT_CARD', '4111111111111111']]);
  });

  it('finds an IPv6 address before a full stop', () => {
    expect(found('origin 2a01:0beb:1b3e::5153.')).toEqual([['IP_ADDRESS', '2a01:0beb:1b3e::5153']]);
    expect(found('IP 1ef7:26d7:5606:f543:9096:fc7b:099d:c05f.')).toEqual([['IP_ADDRESS', '1ef7:26d7:5606:f543:9096:fc7b:099d:c05f']]);
  });

  it('finds an address after a word that merely ends in "ver" or "v"', () => {
    expect(found('The server 10.0.4.17 was patched')).toEqual([['IP_ADDRESS', '10.0.4.17']]);
    expect(found('failover 192.0.2.44 took over')).toEqual([['IP_ADDRESS', '192.0.2.44']]);
    expect(found('upgrade to v 1.2.3.4')).toEqual([]);
  });

  it('reads 3-3-4 with spaces as an NHS number, not a phone, next to NHS words', () => {
    expect(found('NHS number 943 476 5918')).toEqual([]);
  });

  it('keeps an address with a port and a CIDR host that is not a network', () => {
    expect(found('client 203.0.113.195:51234 connected')).toEqual([['IP_ADDRESS', '203.0.113.195']]);
    expect(found('host 192.0.2.17/32 allowed')).toEqual([['IP_ADDRESS', '192.0.2.17']]);
  });
});
