import { detectReadLanguage, type Lang } from '../readers/language.js';
import { isPlainObject, type Schema } from '../result-schema.js';
import { translatedName, unitWord } from './field-glossary.js';
import { isEnglishDescription } from './label-language.js';
import { oneLine } from './one-line.js';

/**
 * How a field of the resultSchema is named in an email: in words, never as the property's
 * `camelCase` name. The property's `description` when it reads as a name (format hints such as
 * `ISO date YYYY-MM-DD` removed), else the property name humanised (`paymentTermsDays` →
 * "payment terms (days)", `unitPriceEUR` → "unit price (EUR)"). A yes/no field is asked as a
 * "whether" clause ("whether AV equipment is included in the hire price").
 */

export interface FieldLabel {
  /** The field named in words, without an article ("delivery date", "whether it is in stock"). */
  words: string;
  /** The name with an English article where one belongs ("the delivery date"). */
  withArticle: string;
  /** An enum's values, when there are few ("FCA / EXW / DAP"): what the answer may be. */
  options?: string;
  /** For a name humanised with a unit ("payment terms (days)"): the name alone and the unit. */
  bare?: string;
  unit?: string;
}

const UNITS: Record<string, string> = {
  eur: 'EUR',
  usd: 'USD',
  gbp: 'GBP',
  chf: 'CHF',
  brl: 'BRL',
  jpy: 'JPY',
  cny: 'CNY',
  sek: 'SEK',
  nok: 'NOK',
  dkk: 'DKK',
  pln: 'PLN',
  cad: 'CAD',
  aud: 'AUD',
  days: 'days',
  weeks: 'weeks',
  months: 'months',
  years: 'years',
  hours: 'hours',
  minutes: 'minutes',
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  km: 'km',
  kg: 'kg',
  g: 'g',
  sqm: 'm²',
  m2: 'm²',
  percent: '%',
  pct: '%',
};
const ACRONYMS = new Set([
  'av',
  'vat',
  'sku',
  'po',
  'eta',
  'id',
  'rma',
  'iban',
  'bic',
  'url',
  'ups',
  'dhl',
  'ltl',
  'ftl',
  'bol',
  'hs',
  'ean',
  'gtin',
  'moq',
]);
const PARTICIPLES = new Set([
  'included',
  'covered',
  'allowed',
  'available',
  'needed',
  'required',
  'accepted',
  'approved',
  'confirmed',
  'possible',
  'permitted',
  'insured',
  'refundable',
  'provided',
  'offered',
  'guaranteed',
  'supported',
  'booked',
  'reserved',
  'paid',
  'free',
  'valid',
  'open',
  'accessible',
]);
const MODALS = new Set(['can', 'could', 'will', 'would', 'do', 'does']);
const FORMAT_HINT =
  /\b(?:iso(?:[\s-]?8601)?|yyyy-mm-dd(?:thh:mm(?::ss)?)?|(?:jjjj|aaaa)-mm-(?:dd|tt|jj|gg)|(?:hh|uu):mm|dd[./-]mm[./-]yyyy|date-time(?:\s+with\s+(?:an?\s+)?(?:offset|time\s*zone))?|with\s+(?:an?\s+)?(?:offset|time\s*zone)|format|e\.g\.[^,;]*)\b/gi;
const ARTICLE_FREE = /^(?:the|a|an|whether|if|how|what|when|which|who|where|why|our|your|their|its|any|each|every)\b/i;
// Not "início", "informazioni": the word must end there (\b would end it before an accented letter).
const PREPOSITION_START = /^(?:in|per|for|at|incl\.?|including|excl\.?|excluding|with|without|from|of)(?![\p{L}\d])/iu;

export function fieldLabel(schema: Schema | undefined, field: string, lang: Lang = 'en'): FieldLabel {
  const props = isPlainObject(schema?.['properties']) ? schema['properties'] : {};
  const prop = isPlainObject(props[field]) ? props[field] : {};
  const types = Array.isArray(prop['type']) ? prop['type'] : [prop['type']];
  const isBoolean = types.includes('boolean') && !types.includes('string');
  const name = humanised(field);
  // German writes its nouns with a capital ("Festpreis"): a German letter keeps a German description's case.
  // An English description is not pasted into a letter in another language: the glossary's word, if any.
  const own = ownDescription(prop['description'], lang);
  const cleaned = isEnglishDescription(own, lang) ? '' : own;
  const description = lang === 'de' && detectReadLanguage(cleaned) === 'de' ? cleaned : lowerFirst(cleaned);
  const translated = translatedName(name.core, lang);
  let unitText = name.unit ? unitWord(name.unit, lang) : undefined;
  let words = translated ? (unitText ? `${translated} (${unitText})` : translated) : name.full;
  let fromName = true;
  if (description !== '') {
    fromName = false;
    const nameWords = new Set(name.core.toLowerCase().split(' '));
    if (/^per\b/i.test(description) && / per /.test(name.core))
      words = `${name.core.slice(0, name.core.indexOf(' per '))} ${description}`;
    else if (PREPOSITION_START.test(description)) words = `${name.core} ${description}`;
    else if (PARTICIPLES.has(firstWord(description)) && isBoolean)
      words = `${withoutLastParticiple(name.core)} ${description}`;
    else if (isUnitNote(description) && (lang === 'en' || translated))
      // "GBP per day, ex VAT" says how the value is measured, not what it is: the name, with the note.
      words = `${translated ?? name.core} (${description})`;
    else if (description.split(' ').length >= 2) words = description;
    else if (!nameWords.has(description.toLowerCase()) && name.unit === undefined && isUnitLike(description)) {
      // A one-word description is a unit or currency ("USD"): the name with it.
      unitText = description;
      words = `${translated ?? name.core} (${description})`;
      fromName = true;
    } else if (lang !== 'en' && !isUnitLike(description) && !nameWords.has(description.toLowerCase()))
      // One word of the letter's language ("Vertragsbeginn") names the field better than an English property.
      words = lang === 'de' ? cleaned : description;
    else fromName = true;
  }
  const dateLike =
    prop['format'] === 'date' ||
    prop['format'] === 'date-time' ||
    (typeof prop['description'] === 'string' && /\b(?:yyyy|iso date|date)\b/i.test(prop['description']));
  // completedName adds English words ("date", "number of"): a letter in another language
  // keeps the name or description as it is.
  if (!translated && lang === 'en') words = completedName(words, dateLike, fromName && types.includes('integer'));
  words = words.slice(0, 120).trim();
  const options = optionsOf(prop['enum']);
  if (isBoolean) {
    // In another language the field's name or description is the item asked for, as written:
    // an English "whether there is …" around it would mix two languages.
    const clause = lang === 'en' ? whetherClause(words) : words;
    return { words: clause, withArticle: clause };
  }
  const unit = fromName && unitText ? { bare: translated ?? name.core, unit: unitText } : {};
  return {
    words,
    withArticle: lang !== 'en' || ARTICLE_FREE.test(words) ? words : `the ${words}`,
    ...(options ? { options } : {}),
    ...unit,
  };
}

/**
 * Whether a field can be named in the letter's language: English always; otherwise by the
 * client's own description when it is not English (two words or more, a name by itself, not a
 * tail such as "in EUR" to an English name), or by the glossary's word for its name. When a
 * field cannot, the letter is written in English (case-language.ts), never in two languages.
 */
export function canNameField(schema: Schema | undefined, field: string, lang: Lang): boolean {
  if (lang === 'en') return true;
  const props = isPlainObject(schema?.['properties']) ? schema['properties'] : {};
  const prop = isPlainObject(props[field]) ? props[field] : {};
  if (translatedName(humanised(field).core, lang) !== undefined) return true;
  const d = ownDescription(prop['description'], lang);
  return (
    d !== '' &&
    !isUnitLike(d) &&
    !isEnglishDescription(d, lang) &&
    !PREPOSITION_START.test(d) &&
    !/^per\b/i.test(d) &&
    !PARTICIPLES.has(firstWord(d))
  );
}

/** A short enum's values written as words ("in_stock" → "in stock"), joined with " / " (any language). */
function optionsOf(values: unknown): string | undefined {
  if (!Array.isArray(values) || values.length < 2 || values.length > 6) return undefined;
  const words = values
    .filter((v): v is string => typeof v === 'string' && v.length <= 30)
    .map((v) => v.replace(/_/g, ' '));
  if (words.length !== values.length) return undefined;
  return words.join(' / ');
}

/** `paymentTermsDays` → core "payment terms", unit "days", full "payment terms (days)". */
export function humanised(field: string): { core: string; unit?: string; full: string } {
  const parts = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const words = parts.map((w) => w.toLowerCase());
  let unit: string | undefined;
  const last = words.at(-1);
  if (last !== undefined && words.length > 1 && UNITS[last] !== undefined) {
    unit = UNITS[last];
    words.pop();
  }
  const core = words.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(' ') || field;
  return { core, ...(unit ? { unit } : {}), full: unit ? `${core} (${unit})` : core };
}

/** The description as a name: one line, format hints and a final full stop removed. */
function cleanDescription(d: string): string {
  const s = oneLine(d)
    // "one-off onboarding fee in GBP; 0 if none", "(null if unknown)": a note on how to fill the
    // value, for the client's software, is no part of the field's name in a letter.
    .replace(/\s*;.*$/, '')
    .replace(/\(\s*(?:0|null|none|empty|blank|false)\b[^()]*\)/gi, '')
    .replace(FORMAT_HINT, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+,/g, ',')
    .replace(/(?:^[\s,;:.-]+|[\s,;:.-]+$)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // Not a name: long, a question, or more than one sentence ("excl. VAT" is one).
  if (s.length > 100 || /[?!]/.test(s) || /\b(?!(?:incl|excl|approx|max|min|nr|no)\.)[a-z]{3,}\. [A-Z][a-z]/.test(s))
    return '';
  return s;
}

/**
 * The client's description as a label: cleaned of format hints, or, in a letter in another
 * language than English, a description written as one short question (questionAsName).
 */
function ownDescription(d: unknown, lang: Lang): string {
  const written = typeof d === 'string' ? cleanDescription(d) : '';
  return written === '' && lang !== 'en' ? questionAsName(d) : written;
}

/**
 * A description written as one short question ("¿el montaje está incluido?", "is bezorgen
 * inbegrepen?"), for a letter in another language than English: the question without its
 * marks is the item asked for, as the client wrote it. Else ''.
 */
function questionAsName(d: unknown): string {
  if (typeof d !== 'string') return '';
  const s = oneLine(d.slice(0, 200))
    .replace(/^[¿¡\s]+/u, '')
    .replace(/[\s?]+$/u, '')
    .trim();
  if (s.length > 100 || /[?!¿¡]/u.test(s) || /[.;:]\s/.test(s)) return '';
  return lowerFirst(s);
}

/** A yes/no field as a clause: "whether AV equipment is included", "whether it is in stock". */
function whetherClause(written: string): string {
  // "true if Windows 11 Pro comes installed", "yes when the hall has a stage": the condition is the clause.
  const label = written.replace(/^(?:(?:set to )?(?:true|yes)(?: only)?,? (?:if|when|iff)|true =)\s+/i, '');
  if (/^(?:whether|if)\b/i.test(label)) return label;
  // "true, wenn Lanz den Stoff … aufmachen kann", "true si …", "true se …", "true als …": the
  // condition in the client's own language is the clause, never "whether there is true, wenn …".
  const foreign =
    /^(?:true|yes|wahr|vrai|verdadero|vero|waar|verdadeiro|ja|oui|si|sim),? (?:wenn|falls|sofern|si|quand|cuando|se|quando|als|indien|wanneer|caso)\s+(.+)$/iu.exec(
      label,
    );
  if (foreign) return `whether ${foreign[1]}`;
  // A clause already ("removing the old fence is included", "parking is free for our guests").
  if (
    /\s(?:is|are|was|were|has|have|can|will|does|do|comes|come|includes|covers|applies)\s/i.test(` ${label} `) &&
    !/^(?:is|are|was|were|has|have|can|will|does|do)\b/i.test(label)
  )
    return `whether ${label}`;
  const words = label.split(' ');
  const lower = words.map((w) => w.toLowerCase());
  if (MODALS.has(lower[0] ?? '')) return `whether you ${label}`;
  if (/^(?:the|this|that|these|those)\b/i.test(label) && /\b(?:is|are|was|were|has|have|did|will|\w+ed)\b/i.test(label))
    return `whether ${label}`;
  if (/^step[ -]free$/i.test(label)) return 'whether it is step-free';
  const at = lower.findIndex((w) => PARTICIPLES.has(w) || w === 'in' || w === 'under' || w === 'on');
  const preposition = at >= 0 && /^(?:in|under|on)$/.test(lower[at]!);
  if (at === 0 && words.length > 1 && !preposition) return `whether there is ${label}`;
  if (at >= 0) {
    const subject = words.slice(0, at).join(' ');
    const rest = words.slice(at).join(' ');
    if (subject === '') return `whether it is ${rest}`;
    if (/^(?:both|all)$/i.test(subject)) return `whether ${subject} are ${rest}`;
    const plural = /[^s]s$/i.test(subject) && !/\b(?:is|ss)$/i.test(subject);
    return `whether ${subject} ${plural ? 'are' : 'is'} ${rest}`;
  }
  if (/^(?:a|an)\b/i.test(label)) return `whether there is ${label}`;
  return `whether there is ${label}`;
}

/**
 * A name made whole: a date field says it is a date ("check-in date", "technician visit
 * date"), a count of things named only by its property says so ("number of pallets").
 */
function completedName(words: string, dateLike: boolean, countable: boolean): string {
  const w = words.replace(/^check (in|out)\b/i, 'check-$1');
  if (/^valid (?:until|till|to)$/i.test(w)) return 'date the offer is valid until';
  // "technician visit" → "technician visit date"; "start of the interview" already says what it is.
  if (dateLike && !/\b(?:date|day|time|deadline|until|from|of)\b/i.test(w)) return `${w} date`;
  if (
    countable &&
    !/\(/.test(w) &&
    /^[a-z]+[^s]s\b/i.test(w) &&
    !/^(?:number|count|quantity|total|minimum|maximum|days|weeks|months|years|hours)\b/i.test(w)
  )
    return `number of ${w}`;
  return w;
}

/**
 * A description of two words or more that opens with a currency or a unit and goes on to say
 * how it is counted ("GBP per day, ex VAT", "EUR net per collection", "€ incl. VAT"): a note on
 * the value's measure, not a name for it.
 */
function isUnitNote(s: string): boolean {
  const [head, next] = s.split(/[\s,]+/);
  if (head === undefined || next === undefined) return false;
  return (
    (isUnitLike(head) || /^[€$£¥%]$/.test(head)) &&
    /^(?:per|a|an|each|net|gross|ex|excl\.?|incl\.?|excluding|including|without|with|before|after|plus|\/)/i.test(next)
  );
}

/** A currency code or unit written alone as a description ("USD", "kg", "m²", "%"). */
function isUnitLike(s: string): boolean {
  return /^(?:[A-Z]{3}|[a-zµ]{1,3}[²³]?|%|‰)$/.test(s) || Object.values(UNITS).includes(s);
}

function withoutLastParticiple(core: string): string {
  const words = core.split(' ');
  return words.length > 1 && PARTICIPLES.has(words.at(-1)!.toLowerCase()) ? words.slice(0, -1).join(' ') : core;
}

/** "Total price in EUR" → "total price in EUR"; "AV equipment" stays. */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function firstWord(s: string): string {
  return (s.split(' ')[0] ?? '').toLowerCase();
}
