/**
 * Layer 5 detector: instructions planted in data for the agent to act on (indirect prompt
 * injection). Reads nested argument strings, top-level strings that are documents (JSON, HTML,
 * Markdown, CSV, YAML-like listings, multi-line text), and, through `scanTextForIndirect`,
 * tool outputs.
 *
 * One RE2.Set pass per normalised view for each table (the layer-4 injection table and the
 * indirect-signal table) says which signals are present. Weak signals (a send-to-address, a
 * mention of private data, a link) say nothing alone; they count when they meet in the same
 * passage: an instruction addressed to the AI together with an action, or a request to send
 * private data to an outside address. Hidden parts of HTML / Markdown (comments, hidden
 * elements, attribute text, link titles) that carry instructions are reported on their own.
 */
import RE2 from 're2';
import { scanFields } from '../../scan-fields.js';
import { isOwnTurnPath } from '../../fields.js';
import { normalizeText } from '../../text/normalize.js';
import { clipForScan, glossReading, textReadings, unescapeLiterals } from '../../text/views.js';
import type { Finding, StringField, ToolCall } from '../../types.js';
import { INJECTION_TABLE, withoutCodeDescriptions } from '../injection/scan.js';
import { codeFieldKind, isWrittenField, toolTraits } from '../tool-poison/field-context.js';
import { withoutQuotedMentions } from '../../text/mentions.js';
import { CompiledTable } from '../injection/matcher.js';
import type { InjectionPattern } from '../injection/patterns.js';
import { hiddenSegments, isStructuredText, parseJsonDocument, type HiddenSegment } from './extract.js';
import { INDIRECT_PATTERNS, type IndirectPattern, type IndirectSignal } from './patterns.js';
import { bareGoalIn } from './bare-goal.js';
import { addressedOrderIn, errandReaderOrderIn, mayAddressAi } from './addressed.js';
import { classifyCall } from '../../behaviour/index.js';

/**
 * The table as two groups of rows (and a third, small one), the first two each matched in two
 * RE2.Sets. A row with a counted window (`[^\n]{0,160}?`, TARGET's IBAN) keeps
 * one DFA state per position in the window, a row with an unbounded gap keeps its match open to
 * the end of the line; in one set these states multiply, and on text full of trigger words the
 * DFA cache thrashes (a hundred times slower). Apart, each set stays small. Both sets are near
 * that limit: ten BIPIA and LLMail rows with counted windows made the first set 20x slower on
 * text dense with planted instructions, and one row of many unbounded gaps did the same to the
 * second. Rows marked `apart` form a third, small set: seven rows of the fourteenth round, as
 * alternatives of rows of the two sets, made both a seventh slower; on their own they cost nothing
 * measurable. A new row goes to the set where it costs least (gaps bounded by the sentence or the
 * line, `[^.\n]*?`, or by a count); measure on such text before and after adding one.
 * Measured on the development set's texts over 100 characters, cycled so each is new to the DFA
 * (as every text is in service): the first two groups as one set each took 44 and 88 ns a
 * character (16 and 31 on a text read again); as two sets each, 15 and 20 (5 and 6).
 */
const COUNTED_WINDOW = /[\])]\{\d+,\d{2,}\}/;
const INDIRECT_TABLES = [
  { rows: INDIRECT_PATTERNS.filter((r) => r.apart !== true && COUNTED_WINDOW.test(r.source)), sets: 2 },
  { rows: INDIRECT_PATTERNS.filter((r) => r.apart !== true && !COUNTED_WINDOW.test(r.source)), sets: 2 },
  { rows: INDIRECT_PATTERNS.filter((r) => r.apart === true), sets: 1 },
].map(({ rows, sets }) => new CompiledTable<IndirectPattern>(rows, sets));

/** Indirect rows matching any of `views`, in table order. */
function indirectRowsOf(views: readonly string[]): IndirectPattern[] {
  const hit = new Set(INDIRECT_TABLES.flatMap((t) => t.matchAny(views)));
  return INDIRECT_PATTERNS.filter((r) => hit.has(r));
}

/** Injection rows at least this strong make a passage "an instruction" on their own. */
const STRONG_INJECTION_RISK = 50;
/** Rows below this risk are reported only as part of a combination. */
const REPORT_RISK = 40;
/** Passage size for "these signals appear together". */
const PASSAGE = 1200;
const PASSAGE_STEP = 600;
const MAX_CALL_CHARS = 131_072;
const MIN_FIELD_CHARS = 16;

const INSTRUCTIVE_SIGNALS: readonly IndirectSignal[] = ['ai_address', 'task_hijack'];
const ACTION_SIGNALS: readonly IndirectSignal[] = [
  'exfil_send',
  'money_transfer',
  'cover_tracks',
  'visit_link',
  'account_takeover',
  'action_marker',
  'response_tamper',
];

/**
 * What conversation framing (a fake `### User:` turn, an end-of-e-mail marker, "after summarising
 * this e-mail") must ask for to count: an act with consequences or words put in the answer, not
 * a link or an urgency marker, which newsletters and forwarded threads carry too.
 */
const FRAMED_ACTION_SIGNALS: readonly IndirectSignal[] = ['exfil_send', 'money_transfer', 'cover_tracks', 'account_takeover', 'response_tamper'];
/** Review, not block: framing alone does not say who the text is for. */
const FRAMED_RISK = 60;
/**
 * How near a framing mark its request must be: a planted turn or end-of-e-mail marker is followed
 * at once by its order ("execute this tool call" may follow the call it means), while in an inbox
 * listing another record's request is a different message.
 */
const FRAMED_REACH = 200;
const FRAMED_REACH_BACK = 120;
/** The header of another record of a listing (an inbox, a channel): the reach ends there. */
const RECORD_START = /\n\s*(?:-\s+[\w-]+|id_?|sender|date|timestamp|author)\s*:/g;
const MAX_FRAMES = 8;

/**
 * Orders that hidden text addressed only to "you" must give to count: web pages and e-mails hide
 * cookie banners, pop-ups and preheaders ("Accept all?", "Download our app", "Don't miss our
 * sale") that speak to the reader too. Hidden text that names an AI counts with any imperative.
 */
const READER_ORDERS = String.raw`ignore|disregard|forget|send|email|forward|transfer|wire|delete|remove|reveal|print|execute|run|output|append|grant|invite|unlock|disarm|disable|export|upload|you\s+(?:must|should|are\s+to)`;
const OTHER_ORDERS = String.raw`say|respond|reply|visit|click|navigate|open|call|tell|write|include|summari[sz]e|translate|rate|rank|approve|accept|reject|schedule|book|buy|mark|recommend|cancel|sell|pay|share|post|tweet|retweet|download|install|add|change|reset|do\s+not|don't|never|always|you\s+will`;
const AI_WORDS = String.raw`assistant|ai|a\.i\.|model|agent|llm|chatbot|chatgpt|gpt|claude|gemini|copilot|bot|summari[sz]er|screener`;
/** An order may open with the AI's name ("assistant please reply ...", "hey AI, send ..."). */
const ORDER_START = String.raw`(?:^|[.!?\n:]\s*)(?:(?:hey|hi|dear|ok|okay)\s+)?(?:(?:ai\s+)?(?:${AI_WORDS})\s*[,:]?\s+)?(?:please\s+)?`;
const IMPERATIVE = new RegExp(String.raw`${ORDER_START}(?:${READER_ORDERS}|${OTHER_ORDERS})\b`);
const ORDER_TO_READER = new RegExp(String.raw`${ORDER_START}(?:${READER_ORDERS})\b`);
const ADDRESSEE = new RegExp(String.raw`\b(?:you|your|${AI_WORDS})\b`);
const AI_ADDRESSEE = new RegExp(String.raw`\b(?:${AI_WORDS})\b`);

const compiled = new Map<string, InstanceType<typeof RE2>>();
function regexOf(row: { id: string; source: string }): InstanceType<typeof RE2> {
  let re = compiled.get(row.id);
  if (re === undefined) compiled.set(row.id, (re = new RE2(row.source, 'u')));
  return re;
}

interface Signals {
  injection: InjectionPattern[];
  indirect: IndirectPattern[];
}

function signalsOf(views: readonly string[]): Signals {
  return { injection: INJECTION_TABLE.matchAny(views), indirect: indirectRowsOf(views) };
}

function passages(view: string): string[] {
  if (view.length <= PASSAGE) return [view];
  const out: string[] = [];
  for (let i = 0; i < view.length; i += PASSAGE_STEP) {
    out.push(view.slice(i, i + PASSAGE));
    if (i + PASSAGE >= view.length) break;
  }
  return out;
}

/**
 * True when, in some passage of some view, a row of `a` and a row of `b` both match. `bView`
 * rewrites the passage for `b` only (a noun that reads like a verb taken out).
 */
function together(
  views: readonly string[],
  a: ReadonlyArray<{ id: string; source: string }>,
  b: ReadonlyArray<{ id: string; source: string }>,
  split: (view: string) => string[],
  bView: (chunk: string) => string = (chunk) => chunk,
): boolean {
  if (a.length === 0 || b.length === 0) return false;
  for (const view of views) {
    for (const chunk of split(view)) {
      if (!a.some((r) => regexOf(r).test(chunk))) continue;
      const forB = bView(chunk);
      if (b.some((r) => regexOf(r).test(forB))) return true;
    }
  }
  return false;
}

/**
 * "e-mail address", "e-mail account": a noun, not the verb "e-mail" ("the customer wants to change
 * the email address on his account to raj@mail.example" asks nothing to be sent).
 */
const MAIL_COMPOUND = /\be-?mail\s+(?=(?:address|account|domain|inbox|client|server|settings|notifications?|signature|thread|chain)\b)/g;
const withoutMailCompounds = (chunk: string): string => chunk.replace(MAIL_COMPOUND, '');
/**
 * An act forbidden ("do not push directly to main", "never disable 2FA"), up to the end of its
 * clause: a contributor note's rule, not an errand. Concealment ("do not tell the user", "don't
 * confirm") and "never mind" are orders themselves and stay.
 */
const FORBIDDEN_ACT =
  /\b(?:never|do\s+not|don't|must\s+not|mustn't|should\s+not|shouldn't)\s+(?!(?:mind|hesitate|wait|tell|inform|notify|alert|mention|reveal|disclose|confirm|ask|bother|check|verify|let)\b)[^.,;!?\n]*/g;
/** What an instruction's action is read in: mail nouns and forbidden acts taken out. */
const asAction = (chunk: string): string =>
  withoutMailCompounds(chunk.includes('not ') || chunk.includes('never') || chunk.includes("n't") ? chunk.replace(FORBIDDEN_ACT, ' ') : chunk);
/**
 * The label of a payee's account ("pay $300 to IBAN DE44...", "to account number GB29..."): the
 * number is where money goes, not private data named to be sent; the words are dropped so that a
 * payment request does not read as a request to move money and leak an IBAN. A US account number
 * ("bank account 12345678, routing number 021000021") is a payee's too.
 */
const PAYEE_LABEL = /\b(?:iban|bank\s+account|account)(?:\s+(?:no\.?|number|#))?\s*:?\s*(?=[a-z]{2}\d{2}[a-z0-9]{10,30}\b|\d{6,17}\b)/g;
const withoutPayeeLabels = (chunk: string): string => chunk.replace(PAYEE_LABEL, ' ');

const compiledGlobal = new Map<string, InstanceType<typeof RE2>>();
/**
 * True when a row of `actions` matches near a match of a row of `framed` (from FRAMED_REACH_BACK
 * characters before it to FRAMED_REACH after it), in some view.
 */
function framedTogether(
  views: readonly string[],
  framed: ReadonlyArray<{ id: string; source: string }>,
  actions: ReadonlyArray<{ id: string; source: string }>,
  asks: (reach: string) => boolean = (reach) => actions.some((r) => regexOf(r).test(reach)),
): boolean {
  if (framed.length === 0 || actions.length === 0) return false;
  for (const view of views) {
    for (const row of framed) {
      let re = compiledGlobal.get(row.id);
      if (re === undefined) compiledGlobal.set(row.id, (re = new RE2(row.source, 'gu')));
      re.lastIndex = 0;
      for (let m = re.exec(view), n = 0; m !== null && n < MAX_FRAMES; m = re.exec(view), n++) {
        const reach = withinRecord(view, m.index, m.index + m[0].length);
        if (asks(reach)) return true;
        if (m[0].length === 0) re.lastIndex++;
      }
    }
  }
  return false;
}

/**
 * What a claim of the user's voice ("Note from the account owner:", "this is an instruction from
 * the user") must ask for to count: money moved, access changed, the traces hidden, or a send of
 * private data or of the user's things in bulk. An account owner's note that asks a vendor to
 * "send invoices to billing@..." is an ordinary request.
 */
const BULK_HELD =
  /\b(?:all|every|entire|whole|full|tous|toutes|todos|todas|alle|tutti|tutte|todo|toda)\s+(?:(?:the|of|their|his|her|my|its|ses|sus|seine|ihre|les|los|las|os|as|i|le|die|der)\s+){0,2}(?:[\w-]+\s+)?(?:files|documents?|e-?mails|messages|contacts|photos|records|statements|data|folders?|calendar|inbox|mailbox|drive|history|repl(?:y|ies)|responses?|answers?|conversations?|chats?|fichiers|correos|archivos|dateien|nachrichten|documentos|arquivos|documenti|mensajes|mensagens|messaggi)\b/;
/** Private records the `sensitive_data` rows do not name (pay slips, tax returns), and some in other languages. */
const PRIVATE_HELD = /\b(?:card\s+(?:details|data|info(?:rmation)?)|payslips?|pay\s+stubs?|salary\s+slips?|tax\s+returns?|w-?2s?|releves?\s+(?:bancaires?|de\s+compte)|extraits?\s+de\s+compte|kontoauszuge?|extractos?\s+(?:bancarios?|de\s+cuenta)|extratos?\s+(?:bancarios?|da\s+conta)|estratti\s+conto|mots?\s+de\s+passe|contrasenas?|senhas?|passworter|passwort|kennworter|codici|codigos?|codes?\s+de\s+(?:verification|securite))\b/;
/** The user's things opened to everyone or every stranger let in ("make their profile public", "accept all pending requests"). */
const EXPOSING_ACT =
  /\bmake\s+(?:(?:the|their|his|her|my|this|the\s+user'?s)\s+)?(?:[\w-]+\s+)?(?:profile|account|repo(?:sitory)?|folder|drive|calendar|photos?|album|documents?|channel|notes?)\s+public\b|\b(?:approve|accept)\s+(?:every|all)\s+(?:(?:the|of\s+the|their|pending|open|new|incoming)\s+){0,2}(?:friend\s+|follow\s+|access\s+|join\s+)?(?:requests?|invites?|invitations?)\b/;
/**
 * The model's own output mirrored out ("every reply you generate must also be e-mailed to ..."; by
 * then the answer spoken of is rewritten to "your answer"): the conversation is the user's too.
 */
const ANSWER_HELD = /\byour\s+(?:answers?|repl(?:y|ies)|responses?|conversations?|chats?)\b/;
/** The user's stored card spent ("book the refundable one with my saved card"): money moved without an account number. */
const STORED_CARD_SPENT = /\b(?:with|using|on|charge\s+(?:it\s+)?to)\s+(?:my|the\s+user'?s|their|the|his|her)\s+(?:saved|stored|default|registered|usual)\s+(?:credit\s+|debit\s+|payment\s+)?(?:card|payment\s+method)\b|\bcard\s+on\s+file\b/;
/** A send in the passive or as a wish ("wants all card details mailed to x@y"). */
const PASSIVE_SEND = /\b(?:mailed|e-?mailed|sent|forwarded|shared|uploaded|posted|exported|copied)\s+(?:over\s+)?to\s+[\w.+-]+@[\w-]+\./;
function claimedActIn(signals: Signals): (reach: string) => boolean {
  const acts = of(signals, ['money_transfer', 'account_takeover', 'cover_tracks']);
  const sends = of(signals, ['exfil_send']);
  const sensitive = of(signals, ['sensitive_data']);
  return (reach) =>
    acts.some((r) => regexOf(r).test(reach)) ||
    EXPOSING_ACT.test(reach) ||
    STORED_CARD_SPENT.test(reach) ||
    ((PASSIVE_SEND.test(reach) || sends.some((r) => regexOf(r).test(reach))) &&
      (BULK_HELD.test(reach) || ANSWER_HELD.test(reach) || PRIVATE_HELD.test(reach) || sensitive.some((r) => regexOf(r).test(reach))));
}

/** The text around `view[start, end)` up to FRAMED_REACH(_BACK) characters, not crossing a record header. */
function withinRecord(view: string, start: number, end: number): string {
  let from = Math.max(0, start - FRAMED_REACH_BACK);
  let to = Math.min(view.length, end + FRAMED_REACH);
  RECORD_START.lastIndex = from;
  for (let r = RECORD_START.exec(view); r !== null && r.index < to; r = RECORD_START.exec(view)) {
    if (r.index < start) from = r.index;
    else if (r.index >= end) {
      to = r.index;
      break;
    }
  }
  return view.slice(from, to);
}

/**
 * The answer spoken of in the third person ("the whole answer you give", "any response based on
 * this table should ...", "whoever answers questions about this page must ...") is the answer the
 * model will give: rewritten to "your answer" so the rows that read orders about "your answer"
 * read these too. A subject is rewritten only when a modal follows it, so "thanks for the
 * responses on this thread" stays as it is.
 */
const ANSWER_NOUN = String.raw`(?:answers?|responses?|repl(?:y|ies)|summar(?:y|ies)|outputs?)`;
const MODAL_NEXT = String.raw`(?=\s+(?:must|should|shall|has\s+to|have\s+to|needs?\s+to|are\s+to|is\s+to|will|may\s+only|can\s+only)\b)`;
const ANSWER_SPOKEN_OF = [
  new RegExp(String.raw`\b(?:the|any|every|each|all|whatever)\s+(?:(?:whole|entire|full|final)\s+)?${ANSWER_NOUN}\s+(?:that\s+)?you\s+(?:give|write|produce|generate|provide|return|make|create|compose)\b(?:\s+(?:about|on|regarding|of)\s+(?:this|these)\s+[\w-]+)?`, 'g'),
  new RegExp(String.raw`\b(?:(?:any|every|each|all|the)\s+)?${ANSWER_NOUN}\s+(?:to\s+(?:any\s+)?(?:questions?|queries)\s+)?(?:(?:generated|produced|written|created|made|drawn|derived)\s+)?(?:from|about|based\s+on|regarding|concerning|using|drawn\s+from|derived\s+from|on)\s+(?:this|these)\s+(?:[\w-]+\s+)?[\w-]+${MODAL_NEXT}`, 'g'),
  new RegExp(String.raw`\b(?:whoever|anyone\s+who|any(?:one|thing|\s+(?:ai|assistant|model|bot|tool|system))\s+that)\s+(?:answers|responds\s+to|replies\s+to|handles)\s+(?:any\s+)?(?:questions?|queries|requests)\s+(?:about|on|regarding|using|from|based\s+on)\s+(?:this|these)\s+[\w-]+${MODAL_NEXT}`, 'g'),
];
/**
 * The rewrites are tried only where an answer noun is followed by the word that starts one of
 * them: the nouns are common ("reply", "summary"), the shapes rare, and each rewrite tried over
 * a whole 10 KB text costs as much as the rest of the layer's regex work on it.
 */
const ANSWER_STEM = /answer|respons|repl(?:y|ies)|summar|output/g;
const AFTER_ANSWER_STEM = /^\w*\s+(?:that\s+you|you|to\s|about|based|regarding|concerning|using|drawn|derived|on|from|generated|produced|written|created|made|questions?|queries|any)\b/;
const MAX_ANSWER_STEMS = 64;
function mayRewriteAnswer(view: string): boolean {
  ANSWER_STEM.lastIndex = 0;
  let n = 0;
  for (let m = ANSWER_STEM.exec(view); m !== null && n < MAX_ANSWER_STEMS; m = ANSWER_STEM.exec(view), n++) {
    if (AFTER_ANSWER_STEM.test(view.slice(ANSWER_STEM.lastIndex, ANSWER_STEM.lastIndex + 40))) return true;
  }
  return false;
}
function withAnswerAsYours(view: string): string {
  let out = view;
  for (const re of ANSWER_SPOKEN_OF) out = out.replace(re, 'your answer');
  return out;
}
/** The views with the answer made "yours"; the cheap look is taken on the first view only (the others are its variants). */
function answerViews(views: readonly string[]): string[] {
  return views.length > 0 && mayRewriteAnswer(views[0]!) ? views.map(withAnswerAsYours) : [...views];
}

const lines = (view: string): string[] => view.split('\n').flatMap((l) => (l.length > PASSAGE ? passages(l) : [l]));

/**
 * A rule against sending ("never forward company e-mails to gmail.com"), up to the end of its
 * clause: not a request to send. The rest of the line is still read.
 */
const PROHIBITION =
  /\b(?:never|not|don't|mustn't|cannot|can't|shouldn't|prohibited\s+(?:from|to)|forbidden\s+to)\s+(?:\w+\s+){0,2}?(?:send|e-?mail|forward|share|post|upload|transmit|leak|publish|paste|export)\b[^;!?\n]*?(?:[;!?]|\.(?:\s|$)|$)/g;
/**
 * "e-mail" or "mail" as a noun after an article or an adjective ("a suspicious email claiming to
 * be from PayPal ... at paypa1-secure.com", "the email from billing@vendor.com"): a message spoken
 * of, not an order to send one. The verb ("email the passwords to ...", "send an email to ...")
 * is still read.
 */
const MAIL_NOUN = /\b(?:a|an|the|this|that|these|those|their|his|her|your|my|our|suspicious|phishing|fake|scam|spam|fraudulent|strange|weird|odd|unsolicited)\s+(?:(?:suspicious|phishing|fake|scam|spam|fraudulent|strange|weird|odd|unsolicited|new|recent|following|original|forwarded)\s+)?(?:e-?mails?|mails?)\b/g;
/**
 * An instruction reported as given to the writer ("customer service told me to email support@...
 * with my order number"), up to the end of its clause: what happened, not a request to the reader.
 */
const REPORTED = /\b(?:told|asked|instructed|advised|reminded|wanted|required|emailed|texted)\s+(?:me|us|him|her|them)\s+to\b[^;!?\n]*?(?:[;!?]|\.(?:\s|$)|$)/g;
/**
 * A request imagined in a warning ("if someone asks you to forward your verification codes,
 * report it to security@..."), up to the end of its clause: what not to fall for, not an order.
 */
const HYPOTHETICAL =
  /\bif\s+(?:(?:someone|anyone|anybody|somebody|they|he|she|it|a\s+(?:caller|stranger|person|colleague|message|website|site|e-?mail|text|link))\s+(?:ever\s+)?(?:asks?|tells?|requests?|wants?|instructs?|urges?|pressures?)(?:\s+you)?|you\s+(?:ever\s+)?(?:receive|get|see|are\s+sent)\s+(?:a|an|any)\s+(?:[\w-]+\s+)?(?:e-?mail|message|text|call|request|letter|dm|link)s?\s+(?:asking|telling|requesting|urging|instructing|pressuring)(?:\s+you)?)\s+to\b[^,;!?\n]*/g;
/** A line as a request: rules against sending, reported or imagined instructions and mail nouns taken out. */
const asRequest = (line: string): string =>
  line.replace(PROHIBITION, ' ').replace(REPORTED, ' ').replace(HYPOTHETICAL, ' ').replace(MAIL_NOUN, ' message').replace(MAIL_COMPOUND, '');

/**
 * True when a row of `a` and a row of `b` match in one line read as a request (asRequest), and,
 * with `bySentence`, in one sentence of it. A request to send private data names the data in the
 * sentence that asks for the send ("retrieve my saved addresses and email them to ..."); "Do not
 * commit secrets. For security issues, email security@project.dev" are two rules, not one
 * request. Raw lines are tested first: the clean-up (it only takes text out) and the split are
 * done only where both kinds of row match, which on most text is nowhere.
 */
const SENTENCE_END = /[.!?;](?:\s+|$)(?=\S)/;
function togetherInRequest(
  views: readonly string[],
  a: ReadonlyArray<{ id: string; source: string }>,
  b: ReadonlyArray<{ id: string; source: string }>,
  bySentence: boolean,
): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const both = (chunk: string): boolean => a.some((r) => regexOf(r).test(chunk)) && b.some((r) => regexOf(r).test(chunk));
  for (const view of views) {
    for (const raw of lines(view)) {
      if (!both(raw)) continue;
      const line = asRequest(raw);
      if (both(line) && (!bySentence || line.split(SENTENCE_END).some(both))) return true;
    }
  }
  return false;
}

function of(signals: Signals, wanted: readonly IndirectSignal[]): IndirectPattern[] {
  return signals.indirect.filter((r) => wanted.includes(r.signal));
}

function finding(family: string, detail: string, risk: number): Finding {
  return { family, detail, risk, severity: risk >= 80 ? 'block' : 'flag' };
}

/**
 * Suspicious mail reported to the security desk ("forward any phishing e-mails to security@... and
 * then delete them"): the send of the abuse-reporting routine, whose deletion is of the bait, not
 * of the traces of a leak.
 */
const ABUSE_REPORT = /\b(?:forward|report|send)\s+(?:any|all|the|such|these|those)?\s*(?:(?:suspected|suspicious|phishing|spam|scam|fraudulent)\s+)+(?:e-?mails?|messages?|texts?|mails?)\b[^.;!?\n]*|\breport\s+(?:it|them|this|the\s+(?:message|e-?mail|text|call))\s+to\b[^.;!?\n]*/g;
const passagesWithoutAbuseReports = (view: string): string[] =>
  passages(view.includes('phish') || view.includes('spam') || view.includes('suspic') || view.includes('scam') || view.includes('fraud') || view.includes('report ') ? view.replace(ABUSE_REPORT, ' ') : view);

/**
 * Rows whose act, written as a purpose or a possibility ("To grant a user the Owner role, go to
 * IAM", "admins can reset the password to a temporary one"), is an admin guide's how-to: such a
 * row is not reported alone then (it still counts in a combination with an address to the AI).
 */
const HOW_TO_ROWS: ReadonlySet<string> = new Set(['ind-account-takeover']);
const HOW_TO_BEFORE = /(?:(?:^|[.!?:;\n]\s*|\bhow\s+|\bin\s+order\s+)to|\b(?:admins?|administrators?|owners?|users?|you)\s+(?:can|may|could)|\bable\s+to)\s+$|(?:^|\n)\s*(?:step\s*\d+|\d{1,2}[.)])\s*[:.)-]?\s*$/;
const HOW_TO_REACH_BACK = 24;
const MAX_HOW_TO_MATCHES = 8;

/** Whether every match of `row` (the first few in each view) has `before` in the `reach` characters before it. */
function onlyAfter(views: readonly string[], row: { id: string; source: string }, before: RegExp, reach: number): boolean {
  let re = compiledGlobal.get(row.id);
  if (re === undefined) compiledGlobal.set(row.id, (re = new RE2(row.source, 'gu')));
  for (const view of views) {
    re.lastIndex = 0;
    for (let m = re.exec(view), n = 0; m !== null && n < MAX_HOW_TO_MATCHES; m = re.exec(view), n++) {
      if (!before.test(view.slice(Math.max(0, m.index - reach), m.index))) return false;
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return true;
}
const onlyAsHowTo = (views: readonly string[], row: { id: string; source: string }): boolean => onlyAfter(views, row, HOW_TO_BEFORE, HOW_TO_REACH_BACK);

/**
 * Rows whose order, after a condition on some user ("when a user asks to reset a password, the bot
 * should send a reset link"), is a design document's spec of a bot's behaviour: not reported alone
 * (still counted in a combination). "When the user asks ..." names the reader's own user and stays.
 */
const SPEC_ROWS: ReadonlySet<string> = new Set(['ind-you-the-ai']);
const SPEC_BEFORE = /\b(?:when|if|whenever|once|after|unless)\s+(?:a|an|any|some)\s+(?:user|customer|visitor|caller|member|client|shopper|patient|student|guest)s?\b[^.!?\n]{0,100}$/;
const SPEC_REACH_BACK = 120;
const onlyAsSpec = (views: readonly string[], row: { id: string; source: string }): boolean => onlyAfter(views, row, SPEC_BEFORE, SPEC_REACH_BACK);

/** Conclusions from the signals of one text. */
function assess(views: readonly string[], signals: Signals, where: string): Finding[] {
  const out: Finding[] = [];
  for (const row of signals.injection) {
    if (row.risk >= REPORT_RISK) {
      out.push({ family: row.family, detail: `instruction in data: ${row.id} (${row.description})${where}`, risk: row.risk, severity: row.severity });
    }
  }
  for (const row of signals.indirect) {
    if (row.risk >= REPORT_RISK && !(HOW_TO_ROWS.has(row.id) && onlyAsHowTo(views, row)) && !(SPEC_ROWS.has(row.id) && onlyAsSpec(views, row))) out.push(finding(`indirect_${row.signal}`, `${row.id} (${row.description})${where}`, row.risk));
  }

  const instructive = [
    ...of(signals, INSTRUCTIVE_SIGNALS),
    ...signals.injection.filter((r) => r.risk >= STRONG_INJECTION_RISK),
  ];
  const actions = of(signals, ACTION_SIGNALS);
  if (together(views, instructive, actions, passages, asAction)) {
    const what = [...new Set(actions.map((r) => r.signal.replace(/_/g, ' ')))].join(', ');
    out.push(finding('indirect_instruction', `instruction addressed to the AI inside data asks for: ${what}${where}`, 85));
  }

  const framed = of(signals, ['agent_frame']);
  const consequential = of(signals, FRAMED_ACTION_SIGNALS);
  if (!out.some((f) => f.family === 'indirect_instruction') && framedTogether(views, framed, consequential)) {
    const what = [...new Set(consequential.map((r) => r.signal.replace(/_/g, ' ')))].join(', ');
    out.push(finding('indirect_instruction', `data written as a turn of a conversation with the AI asks for: ${what}${where}`, FRAMED_RISK));
  }

  const claims = of(signals, ['voice_claim']);
  if (claims.length > 0 && !out.some((f) => f.family === 'indirect_instruction') && framedTogether(views, claims, claims, claimedActIn(signals))) {
    out.push(finding('indirect_instruction', `data vouches for itself as the user's instruction and asks to move money, change access or send the user's data${where}`, FRAMED_RISK));
  }

  const send = of(signals, ['exfil_send']);
  const sensitive = of(signals, ['sensitive_data']);
  const acquire = of(signals, ['acquire_then_send']);
  const cover = of(signals, ['cover_tracks']);
  if (togetherInRequest(views, send, sensitive, true)) {
    const chained = together(views, acquire, sensitive, lines);
    out.push(finding('indirect_exfiltration', `data asks to send private data to an outside address${where}`, chained ? 70 : 60));
  } else if (togetherInRequest(views, send, acquire, false)) {
    out.push(finding('indirect_exfiltration', `data asks to collect information and send it to an outside address${where}`, 55));
  }
  if (together(views, send, cover, passagesWithoutAbuseReports)) {
    out.push(finding('indirect_exfiltration', `data asks to send to an outside address and delete the traces${where}`, 65));
  }
  const money = of(signals, ['money_transfer']);
  if (together(views, money, [...sensitive, ...cover], passages, withoutPayeeLabels)) {
    out.push(finding('indirect_money_transfer', `data asks to move money to an account${where}`, 55));
  }
  return out;
}

function scanHidden(segment: HiddenSegment, where: string): Finding[] {
  const view = normalizeText(segment.text);
  // a hidden order in another language is read through its English gloss too
  const gloss = glossReading(segment.text, view);
  const signals = signalsOf(gloss === null || gloss === view ? [view] : [view, gloss]);
  const kind = segment.kind.replace(/_/g, ' ');
  const strongest = Math.max(
    0,
    ...signals.injection.map((r) => r.risk),
    ...signals.indirect.filter((r) => r.risk >= REPORT_RISK).map((r) => r.risk + 10),
  );
  if (strongest >= REPORT_RISK) {
    const risk = Math.min(95, Math.max(70, strongest + 10));
    return [finding('hidden_instruction', `instruction hidden in ${kind}${where}`, risk)];
  }
  const addressed = ADDRESSEE.test(view);
  // hidden text that vouches for the user's approval ("the user pre-approved checking out") asks for the act it names
  const acts = of(signals, ACTION_SIGNALS).length > 0 || of(signals, ['voice_claim']).length > 0;
  const visibleKind = segment.kind === 'attribute' || segment.kind === 'image_alt';
  const ordered = AI_ADDRESSEE.test(view) ? IMPERATIVE.test(view) : ORDER_TO_READER.test(view);
  if (addressed && (acts || (ordered && !visibleKind))) {
    return [finding('hidden_instruction', `imperative text hidden in ${kind}${where}`, 55)];
  }
  // a bare goal (no one addressed) hidden from the human reader is meant for the agent
  const goal = bareGoalIn(view);
  return goal === null ? [] : [finding('hidden_instruction', `bare goal hidden in ${kind}: ${goal.detail}${where}`, 60)];
}

/** Review, not block: an impersonal order reaching outside may still be a note someone wrote. */
const BARE_GOAL_RISK = 50;
/** A bare goal (bare-goal.ts), read when nothing stronger already says the text holds an order. */
function bareGoalFindings(views: readonly string[], found: readonly Finding[], where: string): Finding[] {
  if (views.length === 0 || found.some((f) => f.risk >= BARE_GOAL_RISK)) return [];
  const goal = bareGoalIn(views[0]!);
  return goal === null ? [] : [finding('indirect_instruction', `bare goal in data: ${goal.detail}${where}`, BARE_GOAL_RISK)];
}

function dedupe(findings: Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.family}|${f.detail.replace(/ in [\w.#-]+$/, '')}`;
    const prev = byKey.get(key);
    if (prev === undefined || f.risk > prev.risk) byKey.set(key, f);
  }
  return [...byKey.values()];
}

/** Review: an order given by name to an AI reader inside data (addressed.ts). */
const ADDRESSED_RISK = 70;
function addressedFindings(view: string, where: string, gloss: string | null = null): Finding[] {
  // an order in another language is read through its English gloss too (kept with the text's views)
  const order = addressedOrderIn(view) ?? errandReaderOrderIn(view) ?? (gloss !== null && gloss !== view ? addressedOrderIn(gloss) : null);
  return order === null ? [] : [finding('indirect_instruction', `order addressed to an AI reader in data ("${order.address}" ... ${order.verb})${where}`, ADDRESSED_RISK)];
}

/**
 * Indirect-injection findings for one piece of data text (a tool output, a document, a field
 * value). `where` is appended to details (e.g. " in args.content").
 */
export function scanTextForIndirect(text: string, where = '', knownSource = false, readsGoals = true): Finding[] {
  if (text.trim().length < MIN_FIELD_CHARS) return [];
  // one reading of the text for its views and its gloss (a short text's readings are not kept between calls)
  const readings = textReadings(text);
  const views = answerViews(readings.views);
  const signals = signalsOf(views);
  signals.injection = withoutCodeDescriptions(signals.injection, text, knownSource);
  const findings = assess(views, signals, where);
  if (!knownSource && views.length > 0) findings.push(...addressedFindings(views[0]!, where, readings.glossed));
  if (readsGoals) findings.push(...bareGoalFindings(views, findings, where));
  const raw = unescapeLiterals(clipForScan(text));
  for (const segment of hiddenSegments(raw)) findings.push(...scanHidden(segment, where));
  return dedupe(findings);
}

/**
 * Top-level arguments whose names say they hold content the agent is handling (an email, a
 * page, a document, code, a table), not the agent's own instruction: read as data like nested
 * values. A field named `text`, `prompt`, `query` or `message` may be the agent's request, and
 * `notes`, `description` or `data` as often the agent's own words: those are left to layer 4
 * unless they hold a document.
 */
const DATA_FIELD =
  /^(?:e_?mails?|mail|body|contents?|documents?|doc|page|html|markdown|table|csv|context|code|source|snippet|excerpt|article|reviews?|comments?|transcript|posts?|tweet|results?|output|file_?contents?|text_?content|page_?content|web_?content|tool_?output)$/i;

/**
 * The text a text-processing tool (summarise, translate, classify, extract) is given to process: what
 * it reads, not what it is asked, so it is data even on one line ("summarize_text(text=<an e-mail
 * with an order to the AI>)"). A tool that talks to a model takes its request in `prompt`, `query`
 * or `instructions`, which are not among these.
 */
const PROCESSED_FIELD = /^(?:text|texts|input|input_?text|source_?text|original_?text|message|passage|paragraph|sentence)$/i;

/**
 * Tools that process a text they are handed, beside the text-only ones (tool-poison's traits):
 * extract, rewrite, analyse, tag, redact. Their `text` is what they work on, as a summariser's is.
 */
const PROCESSING_TOOL = /extract|rewrit|analy[sz]e|categori[sz]|redact|anonymi[sz]|moderat|action_?items/i;
/**
 * Does the tool process the text it is given (summarise, translate, classify, extract, rewrite)?
 * A call that sends, writes or changes state (`composes`) is not one: its text is what it stores.
 */
function processesText(tool: string, composes: boolean): boolean {
  if (composes) return false;
  const traits = toolTraits(tool);
  return traits.textOnly || (!traits.shell && !traits.sql && !traits.http && !traits.runsCode && PROCESSING_TOOL.test(tool));
}

/** Should layer 5 read this field? Nested values always; top-level ones when they are data. */
function readsField(field: StringField, processes: boolean): boolean {
  if (field.value.length < MIN_FIELD_CHARS) return false;
  if (field.depth >= 1 || DATA_FIELD.test(field.path) || (processes && PROCESSED_FIELD.test(field.path))) return true;
  return isStructuredText(field.value) || parseJsonDocument(field.value) !== undefined;
}

/**
 * Fields that hold program source by their place: what a file-writing tool writes, and the code a
 * code-running tool (`execute_python`, `run_code`, a notebook cell) is given. There a short
 * snippet's `subprocess.run([...])` or a detection rule's `eval(` string is the code itself, not
 * an instruction planted for the agent.
 */
const CODE_FILE = /\.(?:py|pyw|js|mjs|cjs|jsx|ts|tsx|go|rs|rb|php|java|kt|kts|scala|cs|c|cc|cpp|cxx|h|hpp|swift|m|sh|bash|zsh|ps1|psm1|lua|pl|r|sql|yara?|rules|sigma|ya?ml|toml|ini|cfg|conf|json|tf|hcl|gradle|groovy|dart|ex|exs|erl|hs|clj|vue|svelte)$/i;
const PATH_KEYS = ['path', 'file_path', 'filepath', 'filename', 'file', 'target_file'] as const;
function holdsSource(call: ToolCall, field: StringField): boolean {
  // a document (`create_document`, a note) is prose that may carry a planted request; a source file is code
  if (isWrittenField(toolTraits(call.tool), field.path)) {
    return PATH_KEYS.some((k) => typeof call.args[k] === 'string' && CODE_FILE.test((call.args[k] as string).trim()));
  }
  const traits = toolTraits(call.tool);
  return traits.runsCode && codeFieldKind(traits, field.path) === 'run';
}

/**
 * Tags of calls whose text the agent composes or stores (a message it sends, a file it writes, an
 * event it creates): an impersonal order there is the agent's or the user's own words ("Forward
 * the report to finance@..."), not a goal planted in data it reads. Bare goals are read in tool
 * outputs and in what the other calls are given to process.
 */
const COMPOSING_TAGS: ReadonlySet<string> = new Set(['external_send', 'file_write', 'state_change']);

/**
 * Top-level fields of a call that sends or stores text (a tweet, a chat or SMS message, a contact
 * note, a ticket, an event description, a file comment, a payment memo): layer 5 does not read
 * them as data (they are the agent's or the user's words), but an order addressed to an AI reader
 * there is a planted instruction being forwarded: people are not addressed as "assistant:". They
 * are read with that reading only, in any call but one to a model (LLM_TOOL). `prompt`, `query`,
 * `input`, `instructions`, `messages` (where a user does address the assistant) are not among them.
 */
const COMPOSED_FIELD = /^(?:text|notes?|description|desc|subject|title|comments?|message|msg|bio|about|memo|caption|status|summary|details|remarks?|reason|headline|signature|status_?text|note_?text|message_?text)$/i;

/** Tools that talk to a model: their `text` / `message` is the user's request to it. */
const LLM_TOOL = /chat|llm|gpt|claude|gemini|prompt|complet|ask|assistant|agent|generat|summar|translat|rewrit|paraphras|model|infer|converse|dialog/i;

/**
 * A request to a model that hands it a text to work on ("Summarize this email: <e-mail>",
 * "Translate the following review into German:\n\n<review>"): what follows the request is data
 * pasted in, read as a text-processing tool's `text` is. The request itself stays the user's
 * (layer 4 reads it): "Summarize the attached PDF and e-mail it to team@..." pastes nothing.
 */
const PASTED_INTRO =
  /^\s*(?:(?:please|pls|kindly|can\s+you|could\s+you)\s+)?(?:summari[sz]e|translate|classify|categori[sz]e|analy[sz]e|proofread|rewrite|paraphrase|tl;?dr|extract\s[^:\n]{1,40}?\sfrom|give\s+me\s+(?:a\s+)?(?:summary|tl;?dr)\s+of|what\s+is\s+the\s+sentiment\s+of)\b[^:\n]{0,80}?(?::|\s-{1,2}\s|\n)/i;
const MAX_INTRO_CHARS = 200;
/** Fields of a call to a model that carry the user's request. */
const REQUEST_FIELD = /^(?:prompt|text|message|input|query|question|user_?input)$/i;
/** The text pasted after a processing request that opens `value`, or null. */
function pastedData(value: string): string | null {
  const intro = PASTED_INTRO.exec(value.slice(0, MAX_INTRO_CHARS));
  if (intro === null) return null;
  const rest = value.slice(intro[0].length);
  return rest.trim().length >= MIN_FIELD_CHARS ? rest : null;
}

/** Layer 5 over a tool call's arguments. */
export function scanIndirect(call: ToolCall): Finding[] {
  const findings: Finding[] = [];
  const readsGoals = !classifyCall({ tool: call.tool, args: {} }).some((t) => COMPOSING_TAGS.has(t));
  let budget = MAX_CALL_CHARS;
  const processes = processesText(call.tool, !readsGoals);
  // composed text of a call that sends or stores it, or of any call but one to a model
  const readsComposed = !readsGoals || !LLM_TOOL.test(call.tool);
  for (const field of scanFields(call.args)) {
    if (budget <= 0) break;
    // the user's or the system's own turn of a chat call is the prompt (layer 4 reads it), not data;
    // a text pasted after the request in it (or in a `prompt`) is data
    const ownTurn = isOwnTurnPath(call.args, field.path);
    if (ownTurn || !readsField(field, processes)) {
      const pasted = readsGoals && (ownTurn || (field.depth === 0 && REQUEST_FIELD.test(field.path))) ? pastedData(field.value) : null;
      if (pasted !== null) {
        const data = pasted.length > budget ? pasted.slice(0, budget) : pasted;
        budget -= data.length;
        findings.push(...scanTextForIndirect(withoutQuotedMentions(data), ` in args.${field.path}`, false, true));
      } else if (!ownTurn && readsComposed && field.depth === 0 && field.value.length >= MIN_FIELD_CHARS && COMPOSED_FIELD.test(field.path) && mayAddressAi(field.value)) {
        findings.push(...addressedFindings(normalizeText(clipForScan(field.value)), ` in args.${field.path}`));
      }
      continue;
    }
    const value = field.value.length > budget ? field.value.slice(0, budget) : field.value;
    budget -= value.length;
    // a document a text-processing tool reads may quote an injection phrase as an example
    findings.push(...scanTextForIndirect(processes ? withoutQuotedMentions(value) : value, ` in args.${field.path}`, holdsSource(call, field), readsGoals));
  }
  return dedupe(findings);
}
