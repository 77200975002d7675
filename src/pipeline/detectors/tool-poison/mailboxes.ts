/**
 * Mailboxes that belong to a person, not an organisation: the free-mail providers, and the wider
 * list of personal and disposable ones read where a secret is sent out (outgoing-secret.ts).
 */
const FREE_MAIL = [
  'gmail', 'googlemail', 'outlook', 'hotmail', 'live', 'yahoo', 'ymail', 'protonmail', 'proton', 'icloud', 'me', 'mac', 'gmx',
  'aol', 'mail', 'yandex', 'zoho', 'tutanota', 'tuta', 'fastmail',
];
const MORE_PERSONAL_MAIL = [
  'msn', 'rocketmail', 'pm', 'inbox', 'rambler', 'tutamail', 'hushmail', 'cock', 'qq', '163', '126', 'sina', 'naver', 'daum', 'web',
  'seznam', 'laposte', 'orange', 'free', 'libero', 'rediffmail', 'mailfence', 'disroot', 'riseup', 'posteo',
  // disposable
  'mailinator', 'guerrillamail', 'sharklasers', 'temp-mail', 'tempmail', '10minutemail', 'yopmail', 'dispostable', 'trashmail',
  'getnada', 'maildrop', 'firemail',
];

const mailboxAt = (providers: readonly string[], longestSuffix: number): RegExp =>
  new RegExp(`@(?:${providers.join('|')})\\.[a-z.]{2,${longestSuffix}}$`, 'i');

/** An address at a free-mail provider (a file shared there leaves the organisation). */
export const FREE_MAILBOX = mailboxAt(FREE_MAIL, 6);
/** An address at a free-mail, personal or disposable provider. */
export const PERSONAL_MAILBOX = mailboxAt([...FREE_MAIL, ...MORE_PERSONAL_MAIL], 8);
