/**
 * Checksum and structure validators for the PII recognizers. Pure functions over short strings;
 * callers pass candidates already cut out by a bounded regex.
 */

/** Luhn mod-10 over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * Issuer prefix (IIN) and length rules of the major card schemes: Visa, Mastercard (51-55,
 * 2221-2720), Amex, Diners, Discover, JCB (35xx, 1800, 2131), UnionPay, Maestro, Mir.
 */
export function cardIssuerValid(digits: string): boolean {
  const n = digits.length;
  if (n < 12 || n > 19) return false;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const p6 = Number(digits.slice(0, 6));
  switch (digits[0]) {
    case '4':
      return n === 13 || n === 16 || n === 19;
    case '5':
      if (p2 >= 51 && p2 <= 55) return n === 16;
      return n >= 12; // Maestro 50, 56-59
    case '2':
      if (p4 >= 2221 && p4 <= 2720) return n === 16;
      if (p4 >= 2200 && p4 <= 2204) return n >= 16; // Mir
      return p4 === 2131 && n === 15;
    case '3':
      if (p2 === 34 || p2 === 37) return n === 15;
      if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14;
      if (p2 === 35) return n >= 16; // JCB
      return false;
    case '6':
      if (p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925)) return n >= 16;
      if (p2 === 62) return n >= 16; // UnionPay
      return n >= 12; // Maestro 60-69
    case '1':
      return p4 === 1800 && n === 15;
    default:
      return false;
  }
}

/** IBAN lengths per country (SWIFT IBAN registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18,
  NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31,
  SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

/** The IBAN length of a country code, or undefined for a country without IBANs. */
export function ibanLength(country: string): number | undefined {
  return IBAN_LENGTHS[country];
}

/** IBAN with known country, the country's exact length and ISO 7064 mod-97 check digits. */
export function ibanValid(compact: string): boolean {
  const iban = compact.toUpperCase();
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined || iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const c = rearranged.charCodeAt(i);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) rem = (rem * 100 + (c - 55)) % 97;
    else return false;
  }
  return rem === 1;
}

/**
 * Sample IBANs published in the SWIFT IBAN registry and bank documentation. They appear in
 * demo data and fixtures, identify nobody, and are reported with low confidence.
 */
export const EXAMPLE_IBANS: ReadonlySet<string> = new Set([
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'GB82WEST12345698765432',
  'CH9300762011623852957',
  'SE4550000000058398257466',
  'SE3550000000054910000003',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'ES9121000418450200051332',
  'IT60X0542811101000000123456',
  'BE68539007547034',
  'AT611904300234573201',
]);

/**
 * Test card numbers that payment processors publish for their sandboxes (Stripe, Braintree,
 * Adyen, PayPal, Visa and Mastercard developer docs). They appear in payment code, fixtures and
 * integration guides, can never be charged, identify nobody, and are reported with low
 * confidence like the registry's sample IBANs.
 */
export const EXAMPLE_CARDS: ReadonlySet<string> = new Set([
  '4242424242424242', '4000056655665556', '4111111111111111', '4012888888881881', '4222222222222',
  '4000000000000002', '4000000000009995', '4000000000000077', '4000000000003220', '4000002500003155',
  '4000000000000341', '4000000000000069', '4000000000000127', '4000000000000119', '4000002760003184',
  '4917610000000000', '4988438843884305', '4444333322221111', '4035501000000008', '4005519200000004',
  '4009348888881881', '4012000033330026', '4012000077777777', '4217651111111119', '4500600000000061',
  '5555555555554444', '2223003122003222', '5200828282828210', '5105105105105100', '5454545454545454',
  '5431111111111111', '5500000000000004', '2222400070000005', '5555341244441115', '5101180000000007',
  '378282246310005', '371449635398431', '378734493671000', '370000000000002', '340000000000009',
  '6011111111111117', '6011000990139424', '6011000400000000', '6011601160116611',
  '3056930009020004', '36227206271667', '30569309025904', '38520000023237', '36006666333344',
  '3566002020360505', '3530111333300000', '3566111111111113', '6200000000000005',
]);

/** US SSN area/group/serial rules: no 000, 666 or 9xx area, no 00 group, no 0000 serial. */
export function ssnValid(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (group === '00' || serial === '0000') return false;
  return true;
}

/** NHS number: ten digits, mod-11 check digit (weights 10..2); a remainder giving 10 is invalid. */
export function nhsValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (10 - i);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  if (check === 10) return false;
  return check === digits.charCodeAt(9) - 48;
}

/** Dotted-quad IPv4 with each octet 0-255 and no leading zeros. */
export function ipv4Valid(s: string): boolean {
  const parts = s.split('.');
  if (parts.length !== 4) return false;
  for (const p of parts) {
    if (p.length === 0 || p.length > 3 || (p.length > 1 && p[0] === '0')) return false;
    if (!/^\d+$/.test(p) || Number(p) > 255) return false;
  }
  return true;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** IPv6 in full, compressed (`::`) or IPv4-suffixed form. */
export function ipv6Valid(s: string): boolean {
  if (s.length < 2 || s.length > 45) return false;
  let text = s;
  let groupsFromV4 = 0;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!ipv4Valid(tail)) return false;
    text = text.slice(0, lastColon + 1) + '0';
    groupsFromV4 = 1; // the dotted quad counts as two groups; '0' stands for one of them
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const parse = (h: string): string[] | null => {
    if (h === '') return [];
    const g = h.split(':');
    return g.every((x) => HEX_GROUP.test(x)) ? g : null;
  };
  const left = parse(halves[0]!);
  if (left === null) return false;
  if (halves.length === 1) return left.length + groupsFromV4 === 8;
  const right = parse(halves[1]!);
  if (right === null) return false;
  return left.length + right.length + groupsFromV4 <= 7;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** A JWT's header segment decoded (base64url of a JSON object), or null when it is not one. */
export function jwtHeader(segment: string): Record<string, unknown> | null {
  if (segment.length > 2048) return null;
  try {
    const header: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof header === 'object' && header !== null && !Array.isArray(header) ? (header as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `alg` of a JWT header segment, or null when it is not one. */
export function jwtAlgorithm(segment: string): string | null {
  const alg = jwtHeader(segment)?.alg;
  return typeof alg === 'string' ? alg : null;
}

export function jwtHeaderValid(segment: string): boolean {
  return jwtAlgorithm(segment) !== null;
}
