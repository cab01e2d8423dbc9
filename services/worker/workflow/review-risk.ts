import type { OutboundKind } from '../../../shared/effects.js';
import type { ReviewMode, ReviewReason } from '../../../shared/review.js';

/**
 * The risk rules of outgoing mail (docs/review-and-console.md), as one pure function: the draft,
 * what the client told us (goal, knowledge, constraints, answers) and what the thread showed give
 * the reasons to hold the email for a person's approval, in a fixed order. Deterministic, no I/O,
 * linear in the text: every pattern here is a flat alternation without nested quantifiers, and
 * texts are cut at MAX_SCANNED characters.
 *
 * What counts as "in the context" is textual: an amount whose value, a date whose day and month,
 * a term whose keyword appears in what the client wrote. A figure the counterparty proposed and
 * the draft repeats is new to the client, so it is held: that is the point.
 */

export interface ReviewInput {
  mode: ReviewMode;
  kind: OutboundKind;
  draft: { subject: string; text: string };
  /** What the client gave: goal objective and knowledge, constraints, answers to our questions. */
  context: {
    objective: string;
    knowledge?: string | Record<string, unknown> | undefined;
    constraints?: readonly string[] | undefined;
    clientAnswers?: readonly string[] | undefined;
  };
  /** The case's counterparty address and our own inbox: the addresses a draft may name. */
  counterpartyAddress: string;
  ownAddress?: string | null | undefined;
  /** A message in the thread carried an injection signal (the brain's injectionSignal: brain/regions/instructions.ts). */
  injectionSeen: boolean;
}

const MAX_SCANNED = 50_000;
const MAX_QUOTED = 80;

/** Reasons to hold the draft; empty: it may go. */
export function reviewReasons(input: ReviewInput): ReviewReason[] {
  if (input.mode === 'none') return [];
  const reasons: ReviewReason[] = [];
  if (input.mode === 'all') reasons.push({ code: 'review_all', message: 'Every email of this case is reviewed.' });
  if (input.mode === 'first' && input.kind === 'initial')
    reasons.push({ code: 'first_email', message: 'The first email of this case is reviewed.' });
  reasons.push(...riskReasons(input));
  return reasons;
}

/** The risk rules alone, whatever the mode. */
export function riskReasons(input: ReviewInput): ReviewReason[] {
  const draft = `${input.draft.subject}\n${input.draft.text}`.slice(0, MAX_SCANNED);
  const context = contextText(input.context);
  const reasons: ReviewReason[] = [];

  const known = new Set(amountsIn(context, true).map((a) => a.value));
  const newAmount = amountsIn(draft, false).find((a) => !known.has(a.value));
  if (newAmount)
    reasons.push({
      code: 'new_amount',
      message: `Names the amount ${quoted(newAmount.text)}, which is not in the goal, knowledge, constraints or the client's answers.`,
    });

  const knownDates = new Set(datesIn(context).flatMap((d) => d.keys));
  const newDate = datesIn(draft).find((d) => !d.keys.some((k) => knownDates.has(k)));
  if (newDate)
    reasons.push({
      code: 'new_date',
      message: `Names the date ${quoted(newDate.text)}, which is not in the goal, knowledge, constraints or the client's answers.`,
    });

  const contextFolded = fold(context);
  const newTerm = termsIn(draft).find((t) => !t.keys.some((k) => contextFolded.includes(k)));
  if (newTerm)
    reasons.push({
      code: 'new_terms',
      message: `States terms (${quoted(newTerm.text)}) that are not in the goal, knowledge, constraints or the client's answers.`,
    });

  const commitment = COMMITMENT.exec(fold(draft));
  if (commitment) reasons.push({ code: 'commitment', message: `Commits the client: ${quoted(commitment[0])}.` });

  const allowed = [input.counterpartyAddress, input.ownAddress ?? ''].map((a) => a.trim().toLowerCase());
  const other = addressesIn(draft).find((a) => !allowed.includes(a.toLowerCase()));
  if (other)
    reasons.push({
      code: 'other_recipient',
      message: `Names the address ${quoted(other)}, not the counterparty's: mail must not be steered to anyone else.`,
    });

  if (input.injectionSeen)
    reasons.push({
      code: 'after_injection_signal',
      message: 'A message in this thread tried to give the agent instructions; every email after it is reviewed.',
    });
  return reasons;
}

function contextText(c: ReviewInput['context']): string {
  const knowledge =
    c.knowledge === undefined ? '' : typeof c.knowledge === 'string' ? c.knowledge : JSON.stringify(c.knowledge);
  return [c.objective, knowledge, ...(c.constraints ?? []), ...(c.clientAnswers ?? [])]
    .join('\n')
    .slice(0, MAX_SCANNED);
}

const quoted = (s: string) => `"${s.trim().replace(/\s+/g, ' ').slice(0, MAX_QUOTED)}"`;

/** Lowercase, accents off: keywords are matched on this form. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

// ---------------------------------------------------------------- amounts

/** A number as people write it: 4500, 4,500, 4.500, 4 500, 4'500, 12.50, 12,5. */
const NUMBER = String.raw`\d{1,3}(?:[,.' \u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
const CURRENCY = String.raw`[€$£¥]|(?:eur|usd|gbp|chf|jpy|cad|aud|sek|nok|dkk|pln)\b|euros?\b|dollars?\b|pounds?\b|francs?\b`;
/** currency then number, or number then currency or percent. */
const AMOUNT = new RegExp(
  String.raw`(?:(?:${CURRENCY})\s?(${NUMBER}))|(?:(${NUMBER})\s?(?:(?:${CURRENCY})|%|percent\b|per cent\b|prozent\b|pour ?cent\b|por ?ciento\b))`,
  'giu',
);
const BARE_NUMBER = new RegExp(NUMBER, 'g');

interface Amount {
  text: string;
  value: number;
}

/** In the draft: amounts with a currency or a percent sign. In the context: any number counts. */
function amountsIn(text: string, anyNumber: boolean): Amount[] {
  const out: Amount[] = [];
  const re = anyNumber ? BARE_NUMBER : AMOUNT;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const digits = anyNumber ? m[0] : (m[1] ?? m[2] ?? '');
    const value = numberValue(digits);
    if (Number.isFinite(value)) out.push({ text: m[0], value });
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

function numberValue(s: string): number {
  const t = s.replace(/[\s\u00a0']/g, '');
  // 4,500 / 4.500 / 4.500,50: separators every three digits are thousands.
  if (/^\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?$/.test(t)) {
    const decimals = /[.,](\d{1,2})$/.exec(t);
    const whole = decimals ? t.slice(0, -decimals[0].length) : t;
    return Number(`${whole.replace(/[,.]/g, '')}${decimals ? `.${decimals[1]}` : ''}`);
  }
  return Number(t.replace(',', '.'));
}

// ---------------------------------------------------------------- dates

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** English, German, French, Spanish month names (folded), by their month number. */
const MONTH_WORDS: [string, number][] = [
  ...MONTHS.map((m, i): [string, number] => [m, i + 1]),
  ['januar', 1],
  ['februar', 2],
  ['marz', 3],
  ['mai', 5],
  ['juni', 6],
  ['juli', 7],
  ['oktober', 10],
  ['dezember', 12],
  ['janvier', 1],
  ['fevrier', 2],
  ['mars', 3],
  ['avril', 4],
  ['juin', 6],
  ['juillet', 7],
  ['aout', 8],
  ['septembre', 9],
  ['octobre', 10],
  ['novembre', 11],
  ['decembre', 12],
  ['enero', 1],
  ['febrero', 2],
  ['marzo', 3],
  ['abril', 4],
  ['mayo', 5],
  ['junio', 6],
  ['julio', 7],
  ['agosto', 8],
  ['septiembre', 9],
  ['octubre', 10],
  ['noviembre', 11],
  ['diciembre', 12],
];
/** A month name (a word that starts like one; monthOf decides). */
const MONTH_WORD = `(?:${[...new Set(MONTH_WORDS.map(([w]) => w.slice(0, 3)))].join('|')})[a-z]{0,7}`;
const DATE = new RegExp(
  [
    String.raw`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`,
    String.raw`\b(\d{1,2})[./](\d{1,2})[./](\d{2,4})\b`,
    String.raw`\b(\d{1,2})(?:st|nd|rd|th|er|\.)?\s(?:of\s|de\s)?(${MONTH_WORD})\b`,
    String.raw`\b(${MONTH_WORD})\.?\s(\d{1,2})(?:st|nd|rd|th)?\b`,
  ].join('|'),
  'g',
);

interface DateMention {
  text: string;
  /** `month-day` keys it may mean (a numeric d/m date may be m/d). */
  keys: string[];
}

function monthOf(word: string): number | null {
  const w = word.toLowerCase();
  for (const [name, n] of MONTH_WORDS) if (w === name || (name.length === 3 && w.startsWith(name))) return n;
  return null;
}

const key = (month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${month}-${day}` : null;

function datesIn(text: string): DateMention[] {
  const folded = fold(text);
  const out: DateMention[] = [];
  DATE.lastIndex = 0;
  for (let m = DATE.exec(folded); m !== null; m = DATE.exec(folded)) {
    const keys: (string | null)[] = [];
    if (m[1] !== undefined) keys.push(key(Number(m[2]), Number(m[3])));
    else if (m[4] !== undefined) {
      // 14.03.2027 or 03/14/2027: both readings.
      keys.push(key(Number(m[5]), Number(m[4])), key(Number(m[4]), Number(m[5])));
    } else if (m[7] !== undefined) {
      const month = monthOf(m[8] ?? '');
      if (month !== null) keys.push(key(month, Number(m[7])));
    } else if (m[9] !== undefined) {
      const month = monthOf(m[9]);
      if (month !== null) keys.push(key(month, Number(m[10])));
    }
    const valid = keys.filter((k): k is string => k !== null);
    if (valid.length > 0) out.push({ text: text.slice(m.index, m.index + m[0].length), keys: valid });
  }
  return out;
}

// ---------------------------------------------------------------- terms

/** Contract terms: a draft naming one that the client never mentioned is held. Keys are folded. */
const TERMS: { pattern: RegExp; keys: string[] }[] = [
  { pattern: /\bnet\s?\d{1,3}\b/, keys: ['net'] },
  { pattern: /\bpayment terms?\b/, keys: ['payment term'] },
  {
    pattern: /\b(?:discount|rebate|rabatt|skonto|remise|descuento)\b/,
    keys: ['discount', 'rebate', 'rabatt', 'skonto', 'remise', 'descuento'],
  },
  {
    pattern: /\b(?:penalty|penalties|liquidated damages|vertragsstrafe)\b/,
    keys: ['penalt', 'liquidated', 'vertragsstrafe'],
  },
  {
    pattern: /\b(?:deposit|prepayment|advance payment|anzahlung|acompte)\b/,
    keys: ['deposit', 'prepayment', 'advance payment', 'anzahlung', 'acompte'],
  },
  {
    pattern: /\b(?:warranty|guarantee|gewahrleistung|garantie)\b/,
    keys: ['warrant', 'guarant', 'gewahrleistung', 'garantie'],
  },
  { pattern: /\b(?:exclusive|exclusivity|exklusiv)\b/, keys: ['exclusiv', 'exklusiv'] },
  { pattern: /\b(?:liability|indemnify|indemnity|haftung)\b/, keys: ['liabil', 'indemn', 'haftung'] },
  { pattern: /\b(?:refund|cancellation fee|restocking fee)\b/, keys: ['refund', 'cancellation', 'restocking'] },
  { pattern: /\b(?:minimum order|moq)\b/, keys: ['minimum order', 'moq'] },
  {
    pattern: /\b(?:incoterms?|exw|fob|cif|ddp|dap|fca)\b/,
    keys: ['incoterm', 'exw', 'fob', 'cif', 'ddp', 'dap', 'fca'],
  },
];

function termsIn(text: string): { text: string; keys: string[] }[] {
  const folded = fold(text);
  const out: { text: string; keys: string[] }[] = [];
  for (const t of TERMS) {
    const m = t.pattern.exec(folded);
    if (m) out.push({ text: m[0], keys: t.keys });
  }
  return out;
}

// ---------------------------------------------------------------- commitments

/** Language that binds the client (folded text). English, German, French, Spanish. */
const COMMITMENT = new RegExp(
  [
    String.raw`\bwe (?:hereby )?(?:agree|accept|commit|guarantee|promise|undertake)\b`,
    String.raw`\bi (?:hereby )?(?:agree|accept|commit|guarantee|promise)\b`,
    String.raw`\bwe(?: will|'ll| shall) (?:pay|sign|order|purchase|buy|take)\b`,
    String.raw`\b(?:confirm|place|placing) (?:the|our|an|this) (?:order|purchase)\b`,
    String.raw`\b(?:it'?s|it is|that'?s|that is) a deal\b`,
    String.raw`\b(?:legally )?binding\b`,
    String.raw`\bwir (?:akzeptieren|garantieren|verpflichten|bestellen|stimmen zu)\b`,
    String.raw`\bnous (?:acceptons|garantissons|nous engageons|commandons)\b`,
    String.raw`\b(?:aceptamos|garantizamos|nos comprometemos)\b`,
  ].join('|'),
);

// ---------------------------------------------------------------- addresses

/** Flat: local part and domain without nested repetition. */
const ADDRESS = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}/gi;

function addressesIn(text: string): string[] {
  return [...text.matchAll(ADDRESS)].map((m) => m[0].replace(/\.+$/, ''));
}
