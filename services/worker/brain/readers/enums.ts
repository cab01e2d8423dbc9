import { foldForMatching } from '../language-fold.js';
import { findDurations } from './durations.js';
import { INCOTERMS, PREPAID } from './enum-long-forms.js';
import { ENUM_SYNONYMS as SYNONYMS } from './lexicons/enum-synonyms.js';
import { negatedBefore } from './negation.js';
import type { Segment } from './segments.js';

/**
 * Enum values named in a reply: by their own name (`in_stock`, `IN-STOCK` and `in stock` are
 * one), by a close synonym from a small table of the values schemas commonly use, by the
 * standard long forms of Incoterms 2020 in the seven languages ("Free Carrier" = FCA, "Franco
 * Transportista", "frei an Bord"), by the title or description the schema gives the value
 * (`oneOf`/`anyOf` with `const`), and payment terms by their number of days ("30 days net",
 * "net 30 days", "payable within 30 days", "Zahlungsziel 30 Tage netto" → `net30`). A value
 * named right after a negation ("not express", "kein Express", "pas express") is not a mention.
 */

export interface EnumMention {
  value: string | number | boolean;
  segment: number;
  index: number;
  /** Where the name ends in the segment's folded text, when the reader knows it. */
  end?: number;
}

/** Every value named in the segments, in the order of first mention (a value at most once). */
export type EnumLabels = ReadonlyMap<unknown, readonly string[]>;

export function enumMentions(
  segments: readonly Segment[],
  values: readonly unknown[],
  labels: EnumLabels = new Map(),
  /** Keep values named right after a negation (the caller reads the clause's no itself). */
  keepNegated = false,
): EnumMention[] {
  const out: EnumMention[] = [];
  const named = values.filter(
    (v): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
  );
  // Longer names first, so "out of stock" is not also read as "stock".
  const names = named
    .flatMap((v) => [...namesOf(v), ...(labels.get(v) ?? []).map(labelName)].map((n) => ({ v, n })))
    .filter((x) => x.n.length > 0)
    .sort((a, b) => b.n.length - a.n.length);
  const days = paymentDayValues(named);
  // A code made of words ("mid_500", "third_party_fire_theft") is also named by all its words
  // in order, close together ("the mid excess option (£500 per claim)", "third party, fire and
  // theft"). Matchers with more words go first, and what they match is not read again.
  type Matcher = { v: string | number | boolean; n?: string; words?: string[]; size: number };
  const matchers: Matcher[] = (
    [
      ...names.map(({ v, n }) => ({ v, n, size: n.split(' ').length })),
      ...named.flatMap((v) => {
        const words = codeWords(v);
        return words ? [{ v, words, size: words.length }] : [];
      }),
    ] as Matcher[]
  ).sort((a, b) => b.size - a.size || (b.n?.length ?? 0) - (a.n?.length ?? 0));
  segments.forEach((seg, si) => {
    // `IN-STOCK`, `in_stock` and `in stock` read alike (one character each, so indexes hold);
    // so do "Cost, Insurance and Freight" and "cost insurance and freight".
    const plain = seg.folded.replace(/[_-]/g, ' ');
    let text = plain.replace(/,/g, ' ');
    const payment = days.size > 0 ? paymentDays(seg.folded) : undefined;
    if (payment) {
      const v = days.get(payment.days);
      if (v !== undefined && !out.some((o) => o.value === v)) out.push({ value: v, segment: si, index: payment.index });
    }
    for (const { v, n, words } of matchers) {
      let hit: { index: number; end: number } | undefined;
      if (n !== undefined) {
        // A one-letter name never after an apostrophe ("it's" holds no size `S`).
        const edge = n.length === 1 ? "\\p{L}\\d'’" : '\\p{L}\\d';
        const re = new RegExp(`(?<![${edge}])${namePattern(n)}(?![\\p{L}\\d])`, 'u');
        const m = text.match(re);
        if (m && m.index !== undefined && wholeWords(seg.folded.slice(m.index, m.index + m[0].length), n))
          hit = { index: m.index, end: m.index + m[0].length };
      } else if (words) hit = wordsInOrder(text, words);
      if (!hit) continue;
      // A code in capitals ("IS" for International Sign, "NO", "AN") is read only as written: "BSL
      // is no problem" names no `IS`.
      if (typeof v === 'string' && CAPS_CODE.test(v) && n === v.toLowerCase() && !writtenAsCode(seg.text, v)) continue;
      // Blank the match so a shorter name inside it is not found again.
      text = text.slice(0, hit.index) + ' '.repeat(hit.end - hit.index) + text.slice(hit.end);
      if (!keepNegated && negatedBefore(plain.slice(Math.max(0, hit.index - 30), hit.index))) continue;
      if (!out.some((o) => o.value === v)) out.push({ value: v, segment: si, index: hit.index, end: hit.end });
    }
  });
  return out.sort((a, b) => a.segment - b.segment || a.index - b.index);
}

/** A short code written in capitals: two or three letters. */
const CAPS_CODE = /^[A-Z]{2,3}$/;

/** Whether the text writes the capitals code as a word of its own (`code` is two or three capitals). */
function writtenAsCode(text: string, code: string): boolean {
  return new RegExp(`(?<![\\p{L}\\d])${code}(?![\\p{L}\\d])`, 'u').test(text);
}

/**
 * Whether a name's match (`found`, folded) keeps the name's words whole: a word found in two
 * parts only where the mail wrote a hyphen ("Wi-Fi", "air-con regas" for `aircon_regas`), never
 * two words ("ma il" is no `mail`), except one word of a longer name written as two words of
 * three letters or more ("air con regas"): the name's other words make it sure.
 */
function wholeWords(found: string, name: string): boolean {
  const words = found.split(/\s+/);
  const wanted = name.split(' ').length;
  if (words.length <= wanted) return true;
  return wanted >= 2 && words.length === wanted + 1 && words.every((w) => w.replace(/[^\p{L}]/gu, '').length >= 3);
}

/**
 * A value's name as a pattern: its words apart by any space; a one-word name of four letters or
 * more also when written in two parts by a hyphen ("Wi-Fi" for `wifi`, "e-mail" for `email`,
 * "check-in" for `checkin`): the hyphen reads as a space here, so one optional space between two
 * letters (the caller keeps it only where the mail wrote a hyphen).
 */
function namePattern(n: string): string {
  const word = (w: string) => (w.length >= 4 && /^\p{L}+$/u.test(w) ? [...w].join(' ?') : escapeRegExp(w));
  return n.split(' ').map(word).join('\\s+');
}

const MAX_GAP_WORDS = 3;

/** The words of a code value: `mid_500` → mid, 500; only codes of two words or more. */
export function codeWords(value: string | number | boolean): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const words = foldForMatching(value.replace(/([a-z])([A-Z])/g, '$1 $2'))
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length > 0);
  return words.length >= 2 && words.every((w) => w.length >= 2 || /\d/.test(w)) ? words : undefined;
}

/** Where the words occur in this order with at most MAX_GAP_WORDS other words between two. */
function wordsInOrder(text: string, words: readonly string[]): { index: number; end: number } | undefined {
  const found = [...text.matchAll(/[\p{L}\d']+/gu)].map((m) => ({ w: m[0], index: m.index ?? 0 }));
  for (let i = 0; i < found.length; i++) {
    if (found[i]!.w !== words[0]) continue;
    let at = i;
    let ok = true;
    for (let k = 1; k < words.length && ok; k++) {
      let next = -1;
      for (let j = at + 1; j < found.length && j <= at + 1 + MAX_GAP_WORDS; j++)
        if (found[j]!.w === words[k]) {
          next = j;
          break;
        }
      if (next < 0) ok = false;
      else at = next;
    }
    if (ok) return { index: found[i]!.index, end: found[at]!.index + found[at]!.w.length };
  }
  return undefined;
}

function namesOf(value: string | number | boolean): string[] {
  const own = foldForMatching(String(value).replace(/([a-z])([A-Z])/g, '$1 $2'));
  const spaced = own.replace(/[_-]/g, ' ').trim();
  const key = spaced.replace(/\s+/g, '_');
  const names = new Set([
    spaced,
    ...(SYNONYMS[key] ?? []),
    ...(INCOTERMS[key] ?? []),
    ...(/^(?:prepaid|prepayment|advance|advance_payment|payment_in_advance|cash_in_advance)$/.test(key) ? PREPAID : []),
    ...countedPeriodNames(key),
  ]);
  return [...names].map(labelName).filter((n) => n.length > 0);
}

/**
 * A value that is a count of days, weeks or months (`30_days`, `14_days`, `2_weeks`,
 * `3_months`) is also named by that count in the other six languages ("30 dagen", "30 Tage",
 * "30 jours", "30 días", "30 giorni", "30 dias"), folded.
 */
function countedPeriodNames(key: string): string[] {
  const m = /^(\d{1,3})_(days?|weeks?|months?)$/.exec(key);
  if (!m) return [];
  const words = PERIOD_NAMES[m[2]!.replace(/s$/, '')] ?? [];
  return words.map((w) => `${m[1]} ${w}`);
}
const PERIOD_NAMES: Record<string, readonly string[]> = {
  day: ['tage', 'tagen', 'jours', 'dias', 'giorni', 'dagen', 'days'],
  week: ['wochen', 'semaines', 'semanas', 'settimane', 'weken', 'weeks'],
  month: ['monate', 'monaten', 'mois', 'meses', 'mesi', 'maanden', 'months'],
};

/** A label as the mention matcher reads it: folded, `_ , -` as spaces, single spaces. */
function labelName(label: string): string {
  return foldForMatching(label)
    .replace(/[_,-]/g, ' ')
    .replace(/[^\p{L}\d' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Values that name a number of days to pay: `net30`, `NET_60`, `30_days_net`, `net 30 days`. */
function paymentDayValues(values: ReadonlyArray<string | number | boolean>): Map<number, string> {
  const out = new Map<number, string>();
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const k = v.toLowerCase().replace(/[\s_-]+/g, '');
    const m = /^(?:net|netto|n)(\d{1,3})(?:days?)?$/.exec(k) ?? /^(\d{1,3})(?:days?)?net$/.exec(k);
    if (m) out.set(Number(m[1]), v);
  }
  return out;
}

const PAYMENT_WORDS =
  /\b(?:pay|payment|payable|paid|terms|net|invoice|zahl\w*|netto|rechnung|paiement|payable|reglement|facture|pago|pagar|pagadero|factura|pagamento|pagabile|fattura|betaling|betalen|betaaltermijn|factuur|pagamento|pagavel|fatura)\b/;
const NET_NUMBER =
  /\b(?:net|netto)\s*(\d{1,3})\b|\b(\d{1,3})\s*(?:days?|tage?n?|jours?|dias?|giorni|dagen)?\s*(?:net|netto)\b/g;

/**
 * The number of days a sentence about payment gives: the one written next to "net"/"netto"
 * ("net 30", "30 days net", "30 Tage netto"), else the one duration in days of a sentence
 * naming payment ("payable within 30 days", "pago a 30 días"). Two different numbers (a
 * discount period and a due date: "2% within 10 days, net 30" has one beside "net") or none: nothing.
 */
export function paymentDays(folded: string): { days: number; index: number } | undefined {
  if (!PAYMENT_WORDS.test(folded)) return undefined;
  const net = new Map<number, number>();
  for (const m of folded.slice(0, 2_000).matchAll(NET_NUMBER)) net.set(Number(m[1] ?? m[2]), m.index ?? 0);
  if (net.size === 1) {
    const [[days, index]] = [...net.entries()] as [[number, number]];
    return { days, index };
  }
  if (net.size > 1) return undefined;
  const ds = findDurations(folded);
  if (ds.some((d) => d.range)) return undefined;
  const distinct = new Set(ds.map((d) => d.days));
  if (distinct.size !== 1) return undefined;
  return { days: ds[0]!.days, index: ds[0]!.index };
}

/**
 * The values a property allows, with their labels: `enum`, or `oneOf`/`anyOf` whose entries
 * are each a `const` (with an optional `title` or short `description` naming it).
 */
export function enumChoices(prop: Record<string, unknown>): { values: unknown[]; labels: EnumLabels } | undefined {
  if (Array.isArray(prop['enum']))
    return {
      values: prop['enum'],
      labels: typeof prop['description'] === 'string' ? describedLabels(prop['enum'], prop['description']) : new Map(),
    };
  const list = Array.isArray(prop['oneOf']) ? prop['oneOf'] : Array.isArray(prop['anyOf']) ? prop['anyOf'] : undefined;
  if (!list || list.length === 0) return undefined;
  const values: unknown[] = [];
  const labels = new Map<unknown, string[]>();
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null || !('const' in entry)) return undefined;
    const e = entry as Record<string, unknown>;
    values.push(e['const']);
    const names = [e['title'], e['description']].filter(
      (x): x is string => typeof x === 'string' && x.trim().split(/\s+/).length <= 8,
    );
    labels.set(e['const'], names);
  }
  return { values, labels };
}

/** Words that end a label's name: what follows says by whom, how or where ("assermentée par un traducteur", "en applique sur le mur"). */
const LABEL_END =
  /\s(?:by|from|with|for|of|on|par|pour|avec|de|des|du|sur|von|vom|durch|mit|fur|auf|por|para|con|del|sobre|da|dal|per|di|con|su|door|van|voor|met|op|pelo|pela|com)\s/;

/**
 * The names an enum's description gives its values: "standard = traduction simple ; certified =
 * certifiée conforme par l'agence ; sworn = assermentée par un traducteur", "basic: Grundreinigung,
 * deep: Intensivreinigung". Each name is the words right after the value, up to a word saying by
 * whom or how, three words at most; only when two values or more are so described.
 */
function describedLabels(values: readonly unknown[], description: string): Map<unknown, string[]> {
  const labels = new Map<unknown, string[]>();
  let definedByFigures = false;
  for (const part of description.split(/[;\n]|,\s(?=[\w-]+\s?[=:])/)) {
    const m = /^\s*([\w-]+)\s*[=:]\s*(.+)$/u.exec(part);
    if (!m) continue;
    const value = values.find((v) => typeof v === 'string' && v.toLowerCase() === m[1]!.toLowerCase());
    if (value === undefined) continue;
    // Figures define a value ("1 passage/semaine", "50%"); a slash between words is an
    // alternative name ("dans le tableau/l'embrasure"), no figure.
    if (/[\d%]/.test(m[2]!)) definedByFigures = true;
    const name = (m[2]!.split(LABEL_END)[0] ?? '').replace(/[.()]/g, ' ').trim().split(/\s+/).slice(0, 3).join(' ');
    if (name.length >= 4) labels.set(value, [name]);
  }
  // "basic = 1 passage/semaine, premium = passage quotidien": values defined by figures are
  // described, not named; a name of them may stand in a sentence weighing them ("le passage
  // quotidien serait excessif"), so none is read.
  return labels.size >= 2 && !definedByFigures ? labels : new Map();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
