/**
 * Currency signs and words, lowercase, with the ISO 4217 code each names: one list for the
 * readers that read a currency. Each word says where it is read: `before` an amount ("€ 120",
 * "CHF 90", "R$ 3.400"), `after` it ("120 €", "90 francs", "3.400 reais") (readers/amounts.ts),
 * and in a money `field`'s own name or description ("priceEur", "total in pounds sterling")
 * (readers/vat-status.ts `fieldCurrency`).
 */

interface CurrencyWord {
  readonly word: string;
  readonly code: string;
  readonly before?: true;
  readonly after?: true;
  readonly field?: true;
}

const CURRENCY_WORDS: readonly CurrencyWord[] = [
  { word: '$', code: 'USD', before: true, after: true },
  { word: 'us$', code: 'USD', before: true, field: true },
  { word: 'usd', code: 'USD', before: true, after: true, field: true },
  { word: 'dollar', code: 'USD', after: true },
  { word: 'dollars', code: 'USD', after: true },
  { word: 'dólares', code: 'USD', after: true },
  { word: 'dolares', code: 'USD', after: true },
  { word: 'us dollar', code: 'USD', field: true },
  { word: 'us dollars', code: 'USD', field: true },
  { word: '€', code: 'EUR', before: true, after: true, field: true },
  { word: 'eur', code: 'EUR', before: true, after: true, field: true },
  { word: 'euro', code: 'EUR', after: true, field: true },
  { word: 'euros', code: 'EUR', after: true, field: true },
  { word: '£', code: 'GBP', before: true, after: true, field: true },
  { word: 'gbp', code: 'GBP', before: true, after: true, field: true },
  { word: 'pounds', code: 'GBP', after: true },
  { word: 'pound sterling', code: 'GBP', field: true },
  { word: 'pounds sterling', code: 'GBP', field: true },
  { word: 'sterling', code: 'GBP', field: true },
  { word: 'chf', code: 'CHF', before: true, after: true, field: true },
  { word: 'francs', code: 'CHF', after: true },
  { word: 'franken', code: 'CHF', after: true, field: true },
  { word: 'swiss franc', code: 'CHF', field: true },
  { word: 'swiss francs', code: 'CHF', field: true },
  { word: 'r$', code: 'BRL', before: true, field: true },
  { word: 'brl', code: 'BRL', before: true, after: true, field: true },
  { word: 'reais', code: 'BRL', after: true, field: true },
  { word: 'real brasileiro', code: 'BRL', field: true },
  { word: '¥', code: 'JPY', before: true },
];

function codesOf(where: 'before' | 'after' | 'field'): Record<string, string> {
  return Object.fromEntries(CURRENCY_WORDS.filter((w) => w[where]).map((w) => [w.word, w.code]));
}

/** Signs and codes written before an amount ("€ 120", "CHF 90"), to their ISO code. */
export const CURRENCY_BEFORE: Readonly<Record<string, string>> = codesOf('before');

/** Signs, codes and names written after an amount ("120 €", "90 francs"), to their ISO code. */
export const CURRENCY_AFTER: Readonly<Record<string, string>> = codesOf('after');

/** Signs, codes and names a money field's folded name or description may carry, to their ISO code. */
export const FIELD_CURRENCY_WORDS: Readonly<Record<string, string>> = codesOf('field');

/**
 * Currency signs and codes as a pattern source (lower case, unbounded: callers anchor it): "€",
 * "$", "£", "¥", "us$", "r$", "eur", "usd", "gbp", "chf", "brl". One list for prose amounts
 * (readers/amounts.ts), amount lines (readers/stacked-lines.ts) and table cells (tables/cell-locale.ts).
 */
export const CURRENCY_SIGN_OR_CODE: string = (() => {
  const words = [...new Set(CURRENCY_WORDS.filter((w) => w.before).map((w) => w.word))];
  const signs = words.filter((w) => !/\p{L}/u.test(w));
  const rest = words.filter((w) => /\p{L}/u.test(w)).sort((a, b) => b.length - a.length);
  return `(?:${rest.map((w) => w.replace(/\$/g, '\\$')).join('|')}|[${signs.join('').replace(/\$/g, '\\$')}])`;
})();
