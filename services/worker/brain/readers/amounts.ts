import type { ReadLang as Lang } from './language.js';

/**
 * Amounts and numbers in prose: `$1,200`, `1.200,50 €`, `1 200 EUR`, `EUR 30`, `42 USD`,
 * `3.5`, `15%`, `2k`. Separators follow the reply's language (English: `,` thousands and `.`
 * decimals; German, Spanish: the reverse; French: spaces or `.` thousands, `,` decimals); a
 * single separator followed by exactly three digits that the language would read the other way
 * (`1.200` in English, `1,200` in German) is ambiguous and not taken. Not numbers at all:
 * digits inside a word or code (`A123`, `1Z99`), times (`10:30`), phone-like runs, and
 * references (`order 2001`, `#17`, `invoice no. 5`, `Bestellung 12`, `commande 3`, `pedido 4`).
 */

export interface FoundNumber {
  value: number;
  /** ISO code when the amount names a currency. */
  currency?: string;
  percent: boolean;
  /** Written with decimals or thousands separators, or a currency: looks like an amount. */
  text: string;
  index: number;
  end: number;
}

const CURRENCY_BEFORE: Record<string, string> = {
  $: 'USD',
  us$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  chf: 'CHF',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
};
const CURRENCY_AFTER: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  chf: 'CHF',
  euro: 'EUR',
  euros: 'EUR',
  dollars: 'USD',
  dollar: 'USD',
  dólares: 'USD',
  dolares: 'USD',
  pounds: 'GBP',
  francs: 'CHF',
  franken: 'CHF',
};

const NUMBER =
  /(?<![\p{L}\d.,:/-])(?<before>(?:us\$|[$€£¥]|chf|usd|eur|gbp)\s?)?(?<num>\d{1,3}(?:(?:[,.'’]|[ \u00a0\u202f](?=\d{3}\b))\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?<k>k\b)?(?<after>\s?(?:%|€|\$|£|usd|eur|gbp|chf|euros?|dollars?|d[oó]lares|pounds|francs|franken)(?![\p{L}]))?(?![\p{L}\d]|[.,:/-]\d)/giu;
const REFERENCE_BEFORE =
  /(?:order|orders|#|no\.?|nr\.?|number|num\.?|invoice|po|ref\.?|reference|ticket|case|bestellung|auftrag|rechnung|commande|facture|pedido|factura|referencia|article|artikel|item|sku|model|room|suite|box|plz|zip|tel\.?|phone|fax)\s*[:#]?\s*$/i;

export function findNumbers(text: string, lang: Lang): FoundNumber[] {
  const out: FoundNumber[] = [];
  for (const m of text.slice(0, 4_000).matchAll(NUMBER)) {
    const g = m.groups ?? {};
    const index = m.index ?? 0;
    const raw = g['num'] ?? '';
    if (REFERENCE_BEFORE.test(text.slice(Math.max(0, index - 20), index))) continue;
    if (/(?:\d\s|\+)$/.test(text.slice(Math.max(0, index - 2), index))) continue; // inside a digit run (+49 30 ...)
    if (/^\s\d{2,}\s\d{2,}/.test(text.slice(index + m[0].length, index + m[0].length + 12)) && !g['after']) continue; // phone-like
    const value = parseSeparated(raw, lang);
    if (value === undefined) continue;
    const before = (g['before'] ?? '').trim().toLowerCase();
    const after = (g['after'] ?? '').trim().toLowerCase();
    const percent = after === '%';
    const currency = CURRENCY_BEFORE[before] ?? (percent ? undefined : CURRENCY_AFTER[after]);
    const n = g['k'] ? value * 1000 : value;
    out.push({
      value: n,
      ...(currency ? { currency } : {}),
      percent,
      text: m[0].trim(),
      index,
      end: index + m[0].length,
    });
  }
  return out;
}

/** The number a digit string with separators means in the language, or undefined if unsure. */
export function parseSeparated(raw: string, lang: Lang): number | undefined {
  const s = raw.replace(/[\u00a0\u202f ]/g, ' ');
  const seps = [...s.matchAll(/[,.'’ ]/g)].map((x) => x[0]);
  const decimalMark = lang === 'en' ? '.' : ',';
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
    } else if (tail === 3) {
      // 1,200 / 1.200: thousands unless the language reads this mark as its decimal point.
      if (last === decimalMark) return undefined;
      normalized = s.replace(/[,.]/g, '');
    } else {
      // 3.5 / 3,5: a decimal, unless the mark is this language's thousands mark (ambiguous).
      if (last !== decimalMark && lang !== 'fr' && lang !== 'en') return undefined;
      if (lang === 'en' && last === ',') return undefined;
      normalized = s.replace(last, '.');
    }
  }
  const n = Number(normalized);
  return Number.isFinite(n) ? n : undefined;
}
