import type { ReadLang as Lang } from './language.js';
import { CURRENCY_AFTER, CURRENCY_BEFORE, CURRENCY_SIGN_OR_CODE } from './lexicons/currencies.js';
import type { FoundNumber } from './found-number.js';
import { joinMoneyParts } from './money-words.js';
import { findNumberWords } from './number-words/find-number-words.js';
import { articleFractions, fractionAfter } from './number-words/fractions.js';

/**
 * Amounts and numbers in prose: `$1,200`, `1.200,50 €`, `1 200 EUR`, `EUR 30`, `42 USD`,
 * `3.5`, `15%`, `2k`. Separators follow the reply's language (English: `,` thousands and `.`
 * decimals; German, Spanish: the reverse; French: spaces or `.` thousands, `,` decimals); a
 * single separator followed by exactly three digits that the language would read the other way
 * (`1.200` in English, `1,200` in German) is ambiguous and not taken. Not numbers at all:
 * digits inside a word or code (`A123`, `1Z99`), times (`10:30`), phone-like runs, and
 * references (`order 2001`, `#17`, `invoice no. 5`, `Bestellung 12`, `commande 3`, `pedido 4`).
 * Thousands may also be grouped with a space, a no-break or narrow no-break space or an
 * apostrophe (`2'400.-`, `CHF 2’400.–`); a whole amount may end in a dash before its currency
 * (`185,- €`, `1.250,-- EUR`, `2'400.– CHF`); a count may be written as times (`4x im Jahr`,
 * `8× per jaar`: 4 and 8); `0,085` is a decimal whatever the text's mark (no
 * thousands group starts with a zero). The text's own amounts can settle the convention: a
 * text that writes `€ 0,38` reads `1.200` as twelve hundred even in English, one that writes
 * `£1.69` reads `1,200` as such in German; a text that writes both settles nothing.
 * Numbers written as words ("twelve", "fünfundzwanzig", readers/number-words/) count too.
 */

export type { FoundNumber } from './found-number.js';

/** A figure as written: thousands groups ("4.710", "4,710", "4 710", "4'710") and decimals. */
const FIGURE = String.raw`\d{1,3}(?:(?:[,.'’]|[ \u00a0\u202f](?=\d{3}\b))\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;

/**
 * A figure as laid out in a line or a table cell, its separators not yet placed: "2 574,00",
 * "1.481,55", "2'400.–" (stacked-lines.ts, tables/cell-locale.ts read it in their own mark).
 */
export const LAID_OUT_FIGURE = String.raw`\d[\d.,'’\u00a0\u202f ]*(?:[.,][-–])?`;

/** Each figure of a text as written, whatever its separators mean (later-corrections.ts compares digits). */
export const WRITTEN_FIGURE = new RegExp(String.raw`(?<![\p{L}\d.,:/-])(?:${FIGURE})(?![\p{L}\d]|[.,:/-]\d)`, 'gu');

const NUMBER = new RegExp(
  String.raw`(?<![\p{L}\d.,:/-])(?<before>${CURRENCY_SIGN_OR_CODE}\s?)?(?<num>${FIGURE})(?:(?<k>k\b)|(?<scale>mn|bn|m)(?![\p{L}\d])|[.,][-–—]{1,2}(?!\s?\d)|(?<times>[x×](?![\p{L}\d]))|(?<pence>p(?![\p{L}\d'])))?(?<after>\s?(?:%|€|\$|£|usd|eur|gbp|chf|brl|euros?|dollars?|d[oó]lares|pounds|francs|franken|reais)(?![\p{L}]))?(?![\p{L}\d]|[.,:/-]\d)`,
  'giu',
);
const REFERENCE_BEFORE =
  /(?<![\p{L}])(?:order|orders|#|no\.?|nr\.?|number|num\.?|invoice|po|ref\.?|reference|ticket|case|bestellung|auftrag|rechnung|commande|facture|pedido|factura|referencia|article|artikel|item|sku|model|room|suite|box|plz|zip|tel\.?|phone|fax)\s*[:#]?\s*$/iu;

/** Reference words a number in words may still follow as its number ("number twelve", "room five", "#3"). */
const NUMBER_REFERENCE = /(?:#|\bno\.?|\bnr\.?|\bnumber|\bnum\.?|\broom|\bsuite|\bbox)\s*[:#]?\s*$/iu;

/**
 * The numbers of a text (see the file's comment). `options.references`: keep a figure after a
 * reference word too ("minimum order 40 boxes" is a quantity, not order number 40).
 */
export function findNumbers(
  text: string,
  lang: Lang,
  context: string | { mark: '.' | ',' | undefined } = text,
  options: { references?: boolean } = {},
): FoundNumber[] {
  const out: FoundNumber[] = [];
  const reference = (index: number) =>
    !options.references && REFERENCE_BEFORE.test(text.slice(Math.max(0, index - 20), index));
  const mark = typeof context === 'string' ? decimalMarkOf(context, lang) : context.mark;
  for (const m of text.slice(0, 4_000).matchAll(NUMBER)) {
    const g = m.groups ?? {};
    const index = m.index ?? 0;
    const raw = g['num'] ?? '';
    if (reference(index)) continue;
    // Inside a digit run (+49 30 ...); an amount in cents with its currency after it is none
    // ("für 2027 4.023,00 € netto").
    if (/(?:\d\s|\+)$/.test(text.slice(Math.max(0, index - 2), index)) && !(g['after'] && /[.,]\d{2}$/.test(raw)))
      continue;
    if (/^\s\d{2,}\s\d{2,}/.test(text.slice(index + m[0].length, index + m[0].length + 12)) && !g['after']) continue; // phone-like
    const value = parseSeparated(raw, lang, mark);
    if (value === undefined) continue;
    const before = (g['before'] ?? '').trim().toLowerCase();
    const after = (g['after'] ?? '').trim().toLowerCase();
    const percent = after === '%';
    const currency = g['pence'] ? 'GBP' : (CURRENCY_BEFORE[before] ?? (percent ? undefined : CURRENCY_AFTER[after]));
    // "€2.5m", "£1.2bn": a scale glued to a figure is money only after a currency sign ("5m" is metres).
    if (g['scale'] && !CURRENCY_BEFORE[before]) continue;
    const scale = g['scale'] ? (g['scale'].toLowerCase() === 'bn' ? 1e9 : 1e6) : 1;
    // "92p", "35p": pence glued to the figure are money, a hundredth of a pound.
    if (g['pence'] && (before !== '' || !Number.isInteger(value))) continue;
    const n = g['k'] ? value * 1000 : g['pence'] ? value / 100 : Number((value * scale).toPrecision(12));
    out.push({
      value: n,
      ...(currency ? { currency } : {}),
      percent,
      text: m[0].trim(),
      index,
      end: index + m[0].length,
    });
  }
  for (const w of findNumberWords(text, lang)) {
    if (out.some((n) => n.index < w.end && n.end > w.index)) continue;
    // An order or invoice number is written in digits: "ab Auftrag sechs Wochen" is six weeks.
    if (reference(w.index) && NUMBER_REFERENCE.test(text.slice(Math.max(0, w.index - 12), w.index))) continue;
    const tail =
      /^\s?(%|€|\$|£|usd|eur|gbp|chf|euros?|dollars?|d[oó]lares|pounds|francs|franken|per ?cent|percent|pour ?cent|prozent|por ?ciento|per ?cento|procent|por ?cento)(?![\p{L}])/iu.exec(
        text.slice(w.end, w.end + 12),
      );
    const after = (tail?.[1] ?? '').toLowerCase().replace(/\s/g, '');
    const percent = after !== '' && !(after in CURRENCY_AFTER);
    const currency = CURRENCY_AFTER[after];
    const end = w.end + (tail?.[0].length ?? 0);
    out.push({
      value: w.value,
      ...(currency ? { currency } : {}),
      percent,
      text: text.slice(w.index, end),
      index: w.index,
      end,
    });
  }
  return joinMoneyParts(
    text,
    withFractions(text, lang, out).sort((a, b) => a.index - b.index),
  );
}

/**
 * The numbers with the half or quarter the words after them add ("cinque ore e mezza" 5.5,
 * "two and a half" 2.5, "3 ½"), and "an hour and a half" (1.5): readers/number-words/fractions.ts.
 */
function withFractions(text: string, lang: Lang, found: FoundNumber[]): FoundNumber[] {
  const inFraction: Array<[number, number]> = [];
  const withAdded = found.map((n) => {
    if (n.percent) return n;
    const f = fractionAfter(text, n.end, lang);
    if (!f) return n;
    inFraction.push([n.end, f.until]);
    const end = f.end ?? n.end;
    return { ...n, value: n.value + f.add, text: text.slice(n.index, end).trim(), end };
  });
  // "six and three quarters": the "three" is part of the fraction, not a number of its own.
  const out = withAdded.filter((n) => !inFraction.some(([from, to]) => n.index >= from && n.index < to));
  for (const a of articleFractions(text, lang))
    if (!out.some((n) => n.index < a.end && n.end > a.index))
      out.push({ value: a.value, percent: false, text: text.slice(a.index, a.end), index: a.index, end: a.end });
  return out;
}

/**
 * The decimal mark the text's own amounts show: `,` when an amount next to a currency is
 * written `0,38` or `1.234,50`, `.` when one is written `1.69` or `1,234.50`, else the language's.
 * A text that shows both gives `undefined`: a lone separator before three digits stays unread.
 */
export function decimalMarkOf(text: string, lang: Lang): '.' | ',' | undefined {
  let comma = false;
  let point = false;
  for (const m of text.slice(0, 4_000).matchAll(NUMBER)) {
    const g = m.groups ?? {};
    if (!g['before'] && !g['after']) continue;
    if (g['after'] && g['after'].trim() === '%') continue;
    const raw = g['num'] ?? '';
    const d = /[.,](\d{1,2})$/.exec(raw);
    if (!d) continue;
    const decimal = raw[raw.length - d[1]!.length - 1];
    if (decimal === ',') comma = true;
    else point = true;
  }
  if (comma && point) return undefined;
  if (comma) return ',';
  if (point) return '.';
  return lang === 'en' ? '.' : ',';
}

/** The number a digit string with separators means in the language, or undefined if unsure. */
export function parseSeparated(
  raw: string,
  lang: Lang,
  mark: '.' | ',' | undefined = lang === 'en' ? '.' : ',',
): number | undefined {
  const s = raw.replace(/[\u00a0\u202f ]/g, ' ');
  const seps = [...s.matchAll(/[,.'’ ]/g)].map((x) => x[0]);
  const decimalMark = mark;
  const reads = mark === '.' ? 'en' : mark === ',' ? (lang === 'en' ? 'de' : lang) : undefined;
  let normalized: string;
  if (seps.length === 0) normalized = s;
  else {
    const last = seps[seps.length - 1]!;
    const lastPos = s.lastIndexOf(last);
    const tail = s.length - lastPos - 1;
    const kinds = new Set(seps);
    if (kinds.size > 1 || seps.length > 1) {
      // The last mark is decimal only if it differs from the others and leaves 1-2 digits.
      const othersSame = seps.slice(0, -1).every((x) => x === seps[0]);
      if (!othersSame) return undefined;
      if (last !== seps[0] && (last === '.' || last === ',') && tail <= 2) {
        normalized = s.slice(0, lastPos).replace(/[,.'’ ]/g, '') + '.' + s.slice(lastPos + 1);
      } else if (last === seps[0] && tail === 3) {
        normalized = s.replace(/[,.'’ ]/g, '');
      } else return undefined;
    } else if (last === ' ' || last === "'" || last === '’') {
      if (tail !== 3) return undefined;
      normalized = s.replace(/[ '’]/g, '');
    } else if (tail === 3 && /^0[.,]/.test(s)) {
      // 0,085 / 0.085: no thousands group starts with a zero, a decimal whatever the mark.
      normalized = s.replace(last, '.');
    } else if (tail === 3) {
      // 1,200 / 1.200: thousands unless the text reads this mark as its decimal point.
      if (decimalMark === undefined || last === decimalMark) return undefined;
      normalized = s.replace(/[,.]/g, '');
    } else {
      // 3.5 / 3,5: a decimal, unless the mark is the text's thousands mark (ambiguous).
      if (reads === undefined) return undefined;
      if (last !== decimalMark && reads !== 'fr' && reads !== 'en') return undefined;
      if (reads === 'en' && last === ',') return undefined;
      normalized = s.replace(last, '.');
    }
  }
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}
