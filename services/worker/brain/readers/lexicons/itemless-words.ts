/** Words of a field's name or description that say whether its amount holds the tax. */
export const TAX_STATUS_WORDS = ['excl', 'incl', 'including', 'excluding', 'gross'] as const;

/**
 * Words of a field's name or description that say nothing about which item it is: a tax and its
 * status ("excl", "incl", "gross", "VAT", "MwSt", "TVA", "IVA", "btw"), a question's words, "quote",
 * "offer", "each", "unit". A field's subject words are its words less these, its price and
 * currency words and its units (other-item.ts); a sentence about a field is found by what is left
 * (guards/contested-amounts.ts).
 */
export const ITEMLESS_FIELD_WORDS: ReadonlySet<string> = new Set([
  ...TAX_STATUS_WORDS,
  'vat',
  'mwst',
  'tva',
  'iva',
  'btw',
  'whether',
  'what',
  'which',
  'they',
  'quoted',
  'quote',
  'offer',
  'each',
  'unit',
]);
