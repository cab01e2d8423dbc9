import { MONEY } from './field-readers.js';
import { UNITS } from './units/unit-words.js';
import { unitClassesOf } from './amount-scope.js';
import { OPTION_AFTER, OPTION_BEFORE, OTHER_ITEM_AFTER, OTHER_ITEM_BEFORE } from './lexicons/cost-terms.js';
import { NOT_APART } from './negation.js';
import { ITEMLESS_FIELD_WORDS } from './lexicons/itemless-words.js';

/**
 * Whether an amount's own clause binds it to another item than the field's: an extra, an
 * add-on, something "on top" or "charged separately", a surcharge, a tourist tax or levy, a
 * deposit or an excess ("crockery comes on top at £2 a person", "€15 per extra driver",
 * "the city tax is €3 per night", "costa 90 € a parte", "Zuschlag von 40 €", "not included: for
 * that we charge €50 an hour"). Such an amount
 * is never a price field's value and no rival to the amount the field's own words name.
 *
 * Not when the field itself is about that kind of item (a surcharge field, a deposit field),
 * nor when the field's own subject is named between the marker and the amount ("extras are
 * welcome; the dinner is £40"). All checks look at bounded windows of folded text with plain
 * alternations: linear in the counterparty's text.
 */

const BEFORE_WINDOW = 100;
const AFTER_WINDOW = 35;

/** Words right after an amount that say it is added to another price ("£300 more", "90 € mehr", "150 € más"). */
const ADDED_AFTER =
  /^\s*(?:\p{L}+\s)?(?:more(?! than)|mehr(?! als)|dazu|hinzu|de plus|mas(?=\s*(?:[+.,;)!]|$|por\b))|meer(?! dan))\b/u;

const CURRENCY_AFTER = /^\s*(?:[€$£]|eur|euro|euros|gbp|usd|chf)(?=\s|$)/;

/**
 * The field's own subject words: its terms less price, currency, unit and generic words, and
 * less the things its description leaves out ("nightly rate (excluding tourist tax and
 * cleaning)", "fee for the day (not travel, prints or extras)", "hors taxe de séjour", "ohne
 * Reinigung", "sin limpieza"): those are other items, never the field's subject.
 */
export function subjectWords(terms: readonly string[], about = ''): string[] {
  const excluded = excludedWords(about);
  return terms.filter(
    (t) =>
      t.length >= 4 &&
      !ITEMLESS_FIELD_WORDS.has(t) &&
      !MONEY.test(t) &&
      unitClassesOf(t).size === 0 &&
      !excluded.has(t),
  );
}

/** Words of a left-out span that name nothing ("not travel, prints or other extras"). */
const LINKING = new Set([
  'their',
  'there',
  'which',
  'about',
  'other',
  'these',
  'those',
  'apart',
  'autres',
  'altri',
  'andere',
  'otros',
  'outros',
]);

/** A word that leaves out what follows it in a field's description, in the seven languages. */
const LEAVES_OUT =
  /\b(?:not|excluding|excl\.?|without|except|hors|sans|ohne|exkl\.?|ausser|sin|excepto|senza|escluso|esclusa|esclusi|zonder|exclusief|behalve|sem|exceto)\s/g;

/** A field's folded text without what it leaves out, and the words it leaves out (each span to its clause's end). */
function leftOut(about: string): { kept: string; words: Set<string> } {
  const text = about.slice(0, 400);
  const words = new Set<string>();
  let kept = '';
  let from = 0;
  for (const m of text.matchAll(LEAVES_OUT)) {
    const start = (m.index ?? 0) + m[0].length;
    if (start <= from) continue;
    const rest = text.slice(start, start + 60);
    const stop = rest.search(/[),;.:]|\s(?:for|in|of|per|pour|para|fur|voor|von)\s/);
    const span = stop >= 0 ? rest.slice(0, stop) : rest;
    for (const w of span.match(/\p{L}+/gu) ?? []) words.add(w);
    kept += text.slice(from, start);
    from = start + span.length;
  }
  return { kept: kept + text.slice(from), words };
}

/** A field's folded text without what it leaves out ("total stay price (without tourist tax)" → "total stay price ("). */
export function fieldWithoutLeftOut(about: string): string {
  return leftOut(about).kept;
}

function excludedWords(about: string): Set<string> {
  return leftOut(about).words;
}

/**
 * Whether the clause before the amount spanning [index, end) of the folded `text` names a thing
 * the field leaves out ("hors ménage" and "le ménage est de 70 €"; "not travel" and "travel is
 * charged at £95"), or the words right after it do ("without any registration fee" and "a
 * one-off £15 registration fee"): that amount is the left-out thing's, never the field's.
 */
export function namesLeftOut(folded: string, index: number, about: string, end?: number): boolean {
  const words = [...excludedWords(about)].filter(
    (w) => w.length >= 5 && !LINKING.has(w) && !ITEMLESS_FIELD_WORDS.has(w) && !MONEY.test(w),
  );
  if (words.length === 0) return false;
  const before = clauseBefore(folded.slice(Math.max(0, index - BEFORE_WINDOW), index));
  const after = end === undefined ? '' : clauseAfter(folded.slice(end, end + AFTER_WINDOW)).replace(CURRENCY_AFTER, '');
  return words.some((w) => {
    const stem = new RegExp(`\\b${w.slice(0, Math.min(w.length, 6))}`);
    return stem.test(before) || stem.test(after);
  });
}

/** Whether the amount ending at `end` of folded text is said as an addition ("£300 more", "90 € mehr", "240 € más"). */
export function addedAmount(folded: string, end: number): boolean {
  return ADDED_AFTER.test(clauseAfter(folded.slice(end, end + AFTER_WINDOW)).replace(CURRENCY_AFTER, ''));
}

/** Whether the field is itself about an extra, a surcharge, a tax, a deposit or an excess. */
export function fieldIsOtherItem(about: string): boolean {
  OTHER_ITEM_BEFORE.lastIndex = 0;
  // "nightly rate (excluding tourist tax)" is no tax field: what it leaves out does not count.
  return OTHER_ITEM_BEFORE.test(leftOut(about).kept);
}

/**
 * Whether the amount spanning [index, end) of the folded `text` is bound by its own clause to
 * another item than the field's (whose subject words are `subject`).
 */
export function boundToOtherItem(folded: string, index: number, end: number, subject: readonly string[]): boolean {
  // The amount's own currency written after it ("9 € pro …", "40 EUR extra") belongs to it.
  const window = folded.slice(end, end + AFTER_WINDOW);
  const after = clauseAfter(window).replace(CURRENCY_AFTER, '');
  // An aside closed before the amount says what it holds ("Tarifa all-in (frete + sobretaxa de
  // combustível + segurança): 2,95 €/kg"): its words bind the amount to nothing else.
  // "O restante (2 x 273 €)": the count a price is multiplied by belongs to it, not before it.
  const before = clauseBefore(
    folded.slice(Math.max(0, index - BEFORE_WINDOW), index).replace(TIMES_COUNT, ' '),
  ).replace(CLOSED_ASIDE, ' ');
  // "Flooring is £300 more" for the price of the marquee WITH flooring: an addition said for the
  // item the field names is no other item's amount (it stays a rival of the base price).
  if (ADDED_AFTER.test(after) && namesSubject(before, subject)) return false;
  if (OTHER_ITEM_AFTER.test(after) || OPTION_AFTER.test(window.replace(CURRENCY_AFTER, ''))) return true;
  let marker = -1;
  OTHER_ITEM_BEFORE.lastIndex = 0;
  for (let m = OTHER_ITEM_BEFORE.exec(before); m; m = OTHER_ITEM_BEFORE.exec(before)) {
    // "with no extras", "including the surcharge", "ohne Zuschlag": the amount is the whole's.
    if (!NOT_APART.test(before.slice(Math.max(0, m.index - 16), m.index))) marker = m.index;
  }
  // An option's condition before the amount ("Enumeration, if you ever need it, is £32").
  const option = OPTION_BEFORE.exec(before);
  if (option) marker = Math.max(marker, option.index);
  if (marker < 0) return false;
  // The field's own subject named after the marker binds the amount to the field.
  return !namesSubject(before.slice(marker), subject);
}

/**
 * A sentence that opens with the one exception to what the mail says of the rest ("Seul le son
 * d'avoine bio passe à 985 € la tonne", "Only the bran goes up to …", "Nur der Hafer …", "Solo
 * il …", "Alleen de …", "Apenas o …"): its amounts are that other thing's, unless it names the
 * field's own subject. A price word after "only" ("only the price changes") names no other thing.
 */
const EXCEPTION_OPENING =
  /^\s*(?:only|just|seul(?:e|s|es)?|seulement|nur|lediglich|solo|solamente|soltanto|unicamente|alleen|enkel|apenas|somente)\s+(?:(?:the|le|la|les|l'|el|los|las|il|lo|gli|der|die|das|den|de|het|o|a|os|as)\s*)?(?!(?:price|prices|prix|preis|preise|precio|precios|prezzo|prezzi|prijs|prijzen|preco|precos|tarif\w*|rate|cost\w*)\b)\p{L}{3,}/u;

export function exceptionOfAnother(folded: string, subject: readonly string[]): boolean {
  if (!EXCEPTION_OPENING.test(folded)) return false;
  // A unit the price is per ("la tonne") names no thing.
  return !namesSubject(
    folded,
    subject.filter((w) => !UNIT_WORDS.some((u) => u.startsWith(w))),
  );
}
const UNIT_WORDS = [...UNITS.keys()];

const TIMES_COUNT = /\(?\s*\d+\s*[x×]\s*(?:€|£|\$)?\s*$/;
const CLOSED_ASIDE = /\([^()]{0,80}\)/g;

/** Whether folded `text` names one of the field's subject words (by its first six letters). */
function namesSubject(text: string, subject: readonly string[]): boolean {
  return subject.some((w) => text.includes(w.slice(0, Math.min(w.length, 6))));
}

/** The text before an amount back to its sentence's start or the previous figure. */
function clauseBefore(before: string): string {
  let i = before.length - 1;
  // The amount's own currency sign and spaces belong to it.
  while (i >= 0 && /[\s€$£]/.test(before[i]!)) i--;
  for (; i >= 0; i--) if (/[.;!?\d\n]/.test(before[i]!)) break;
  return before.slice(i + 1);
}

/** The text after an amount to its clause's end or the next figure. */
function clauseAfter(after: string): string {
  const stop = after.search(/[.,;:!?()\d\n]/);
  return stop >= 0 ? after.slice(0, stop) : after;
}
