/**
 * Words that make a field the default variant of its item ("standard hot lunch", "regular
 * cleaning", "Basispaket", "formule classique", "tarifa normal"), folded, in the seven languages.
 * A text that prices the item without naming a variant prices this one (readers/variant-fields.ts).
 */
export const DEFAULT_VARIANT_WORDS: ReadonlySet<string> = new Set([
  'standard',
  'regular',
  'normal',
  'basic',
  'base',
  'usual',
  'plain',
  'classic',
  'basis',
  'klassisch',
  'classique',
  'habituel',
  'estandar',
  'habitual',
  'clasico',
  'normale',
  'classico',
  'solito',
  'standaard',
  'normaal',
  'gewoon',
  'klassiek',
  'padrao',
  'comum',
]);
