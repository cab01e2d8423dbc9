import { foldForMatching } from '../../language-fold.js';
import { GUESS_SENTENCE, HEDGE_BEFORE } from '../../guards/hedges.js';
import { findNumbers } from '../amounts.js';
import { pastFigure } from '../past-figures.js';
import { alternation, PER_ARTICLES, PER_CONTRACTED, PER_PREPOSITIONS } from '../lexicons/per-words.js';
import type { ReadLang as Lang } from '../language.js';
import type { Segment } from '../segments.js';
import { convert } from './convert.js';
import { COUNT_SOURCE, countValue, isRateCount } from './denominator-count.js';
import { AMBIGUOUS, UNITS, type UnitDef } from './unit-words.js';
import { PACK_KIND } from '../lexicons/count-words.js';

/**
 * A price per unit ("price in EUR per kg", "rate per litre", "Preis pro Stück"): the unit its
 * name or description gives as a denominator, and the price a reply writes per that unit,
 * converted from another unit of the same dimension ("EUR 1,850 per tonne" is 1.85 per kg,
 * "€ 45 / 100 l" is 0.45 per litre). A figure written per a unit that does not convert (another
 * dimension, a "ton" that may be short, long or metric, a pallet for a kg field, another period: a
 * day's rate for a weekly price) is never the field's value.
 */

/** A unit a price is per: a unit of measure (`def`), or a word for one piece or another thing. */
export interface Denominator {
  word: string;
  def?: UnitDef;
  /** The unit is ambiguous ("ton", "gallon"): nothing converts to or from it. */
  ambiguous: boolean;
  /** How many of the unit ("per 100 l", "per 1,000 words", "per thousand words"): 1 unless written. */
  count: number;
  /** A pack of a count ("a case of 24", "Karton à 12 Flaschen"): how many it holds, and of what when written. */
  holds?: { count: number; word?: string };
  /** The words of a unit in no table ("source word"): any of them names the thing. */
  words?: string[];
}

/** Words that name one piece, in the seven languages: one class, "per piece" = "per unit". */
export const PIECE = new Set(
  'piece pieces pc pcs unit units item items stuck stk stuk stuks piece pieces pezzo pezzi pz pieza piezas unidad unidades peca pecas unidade unidades unita unite'.split(
    ' ',
  ),
);

/** The words that say what a pack holds: "a case of 24", "Karton à 12", "carton de 6", "cartone da 6", "doos van 12", "Kiste mit 20". */
const HOLDS_WORDS = '(?:of|de|da|di|van|mit|a|com|con|x)\\b';
/** Right after a denominator's unit: what the pack holds ("of 24", "à 12 Flaschen"). */
const HOLDS = new RegExp(`^\\s*${HOLDS_WORDS}\\s*(${COUNT_SOURCE})(?:\\s+(\\p{L}+))?`, 'u');

/** Words for a pack of several things: a field per one of them is per a pack, never per what it holds. */
const PACK = new Set(
  'case cases carton cartons box boxes crate crates pack packs pallet pallets kiste karton kartons packung palette caisse colis caja cajas cassa casse scatola cartone doos dozen krat pak caixa caixas grade bancale'.split(
    ' ',
  ),
);

/** The words of a pack (PACK, PACK_KIND) and of containers sold by content (a tub, a bidon), longest first. */
const PACK_AHEAD_WORDS = [
  ...new Set([...PACK, ...PACK_KIND.keys(), 'tub', 'tray', 'bidon', 'tanica', 'garrafao']),
].sort((a, b) => b.length - a.length);

/** A singular article or "each" before a pack named ahead of its price: "the crate", "a caixa", "der Karton", "chaque carton". */
const PACK_ARTICLE =
  'a|an|the|each|one|der|die|das|ein|eine|jeder|jede|le|la|un|une|chaque|el|cada|il|lo|uno|una|ogni|de|het|een|elke|o|um|uma';

/**
 * A pack named ahead of its price in the figure's own clause with what it holds: "A caixa de
 * 18 kg fica a 16,20 €", "der Karton mit 10 Boxen entsprechend 42,80 €", "Die Box (100 Stück)
 * kostet 4,28 €", "the 5 kg tub is £12". Only words, no figure and no sentence end, between it
 * and the price (a count after it, "30 crates cost …", is a total, no price per pack).
 */
const PACK_BEFORE = new RegExp(
  `(?:^|[\\s(])(?:${PACK_ARTICLE})\\s+(?:(${COUNT_SOURCE})\\s*(\\p{L}+)\\s+)?(${PACK_AHEAD_WORDS.join('|')})(?![\\p{L}])(?:\\s*\\(?\\s*(?:(?:of|de|da|di|van|met|mit|a|com|con|x|with)\\s+)?(${COUNT_SOURCE})\\s*(\\p{L}+)\\)?)?[^\\d.;:!?\\n€$£()]{0,32}$`,
  'u',
);

/**
 * The pack written ahead of a price in folded `before` (its sentence up to the figure), as a
 * denominator with what it holds; undefined without one.
 */
function packBefore(before: string, lang: Lang): { first: Denominator; holds: Denominator['holds'] } | undefined {
  const m = PACK_BEFORE.exec(before.slice(-96));
  if (!m) return undefined;
  const first = denominatorOf(undefined, m[3]!, lang);
  const count = m[4] ? countValue(m[4]) : m[1] ? countValue(m[1]) : undefined;
  const word = m[4] ? m[5] : m[2];
  // A pack without its contents ("the box is €5") is read by the other readers.
  if (count === undefined || count < 2) return undefined;
  return { first, holds: { count, ...(word && !NOT_CONTENTS.test(word) ? { word } : {}) } };
}

/** Words after a pack's count that say nothing of what it holds: "a case of 24 plus VAT", "de 6 HT". */
const NOT_CONTENTS =
  /^(?:plus|ex|excl|exkl|incl|inc|inkl|zzgl|vat|net|netto|brutto|ht|htva|ttc|tvac|hors|sans|iva|btw|mwst|tva|and|und|et|y|e|en|or|oder|ou|o|for|fur|pour|para|per|pro|so|which|each|je|cada|chacun|ciascun\w*|elk|only|nur|seulement|solo|alleen|so|mais|piu|mas|meer|mehr|more)$/;

/** "/" or a word for "per" (lexicons/per-words.ts). */
const MARKER = `(?:\\/|\\b(?:${alternation([...PER_PREPOSITIONS, ...PER_CONTRACTED])})\\b)`;
const UNIT_WORDS = `(?:(${COUNT_SOURCE})\\s*(?:(?:de|di|d')\\s*)?)?([\\p{L}°²³][\\p{L}\\d°²³]*(?: (?!${HOLDS_WORDS})[\\p{L}]+)?)`;

/** In a field's words: a marker, then the unit ("per kg", "/m2", "pro 100 l"). */
const FIELD_DENOMINATOR = new RegExp(`${MARKER}\\s*${UNIT_WORDS}`, 'u');

/**
 * In a field's words: the price of one thing ("price of one bottle", "prix d'une bouteille",
 * "Preis einer Flasche", "precio de una botella", "prezzo di una bottiglia", "prijs van een fles",
 * "preço de uma garrafa"): that thing is what the price is per.
 */
export const PRICE_OF_ONE = new RegExp(
  `\\b(?:price|cost|prix|cout|preis|kosten|precio|coste|costo|prezzo|prijs|preco|valor)\\s+(?:of|for|d'|de|du|pour|von|fur|del|di|per|van|voor|do|da|para)?\\s*(?:one|a|an|une?|eine[snmr]?|una|uno|een|uma|um)\\s+${UNIT_WORDS}`,
  'u',
);

/** A tax qualifier between a figure and what it is per: "£1.85 + VAT a kilo", "18 € HT les cent mots", "12 € netto pro Stück". */
const TAX_BETWEEN = String.raw`(?:(?:\+|plus|mas|piu|mais|excl\.?|ex|zzgl\.?|hors|sans|sin|senza|sem|exkl\.?)\s*(?:vat|mwst|tva|iva|btw|taxes?)\.?|ht|h\.t\.|htva|ttc|tvac|net|nett|netto|neto|brutto)(?![\p{L}])\s*`;

/** A plural article before a round count means "per" too: "les cent mots", "los mil folletos", "i cento fogli", "os cem". */
const PER_PLURAL_ARTICLES = `(?:les|los|las|gli|i|os|as)\\s+(?=(?:${COUNT_SOURCE})\\s)`;

/** Right after a figure (and its currency): "per tonne", "/t", "a litre", "le kilo", "al kg", "pro 100 kg", "les cent mots". */
const AFTER_FIGURE = new RegExp(
  `^\\s*(?:(?:€|\\$|£|eur|euros?|usd|chf|gbp)\\s*)?(?:${TAX_BETWEEN})?(?:\\/\\s*|(?:${alternation([...PER_PREPOSITIONS, ...PER_CONTRACTED, ...PER_ARTICLES])})\\s+|${PER_PLURAL_ARTICLES})${UNIT_WORDS}`,
  'u',
);

function denominatorOf(count: string | undefined, written: string, lang?: Lang): Denominator {
  // "por la semana", "per la giornata", "per the hour": the article is no unit.
  const [head, next] = written.split(' ');
  const two = next !== undefined && DEFINITE.has(head!) ? next : written;
  const one = two.split(' ')[0]!;
  // "per dozen", "per hundred": a round count that names no unit is a count all the same.
  const n = count ? (countValue(count) ?? 1) : /^\p{L}+$/u.test(one) ? (countValue(one) ?? 1) : 1;
  // A Dutch "ton" is always the metric tonne (1.000 kg); an English "ton" may be short or long.
  const def = UNITS.get(two) ?? UNITS.get(one) ?? (lang === 'nl' && one === 'ton' ? UNITS.get('tonne') : undefined);
  const word = def && UNITS.has(two) ? two : one;
  const ambiguous = AMBIGUOUS.has(one) && !(lang === 'nl' && one === 'ton');
  const words = def ? undefined : two.split(' ').filter((w) => w.length >= 3 && !/\d/.test(w));
  return { word, ...(def ? { def } : { words }), ambiguous, count: n };
}

/** Definite articles after a word for "per" ("por la semana", "per la giornata", "per the hour"). */
const DEFINITE = new Set(['la', 'el', 'il', 'lo', 'the', 'die', 'der', 'das', 'het']);

/** The pack a denominator names, from the words right after its unit ("of 24", "de 6 bouteilles"). */
function holdsAfter(after: string): Denominator['holds'] {
  const m = HOLDS.exec(after);
  const count = m ? countValue(m[1]!) : undefined;
  if (!m || count === undefined || count < 2) return undefined;
  const word = m[2] && !NOT_CONTENTS.test(m[2]) ? m[2] : undefined;
  return { count, ...(word ? { word } : {}) };
}

/**
 * How many of the thing it is per the amount right before `after` (folded) is written for:
 * "per 1,000 words" 1000, "/100 l" 100, "per dozen" 12, "per word" 1; 1 without a denominator.
 */
export function writtenCount(after: string): number {
  const m = AFTER_FIGURE.exec(after.slice(0, 48));
  const d = m ? denominatorOf(m[1], m[2]!) : undefined;
  return d && (d.def || isRateCount(d.count)) ? d.count : 1;
}

/** "one 12-bottle case", "a 25-kg sack", "one 5-litre tin": an article, a hyphenated size, the thing. */
const SIZED_THING = /\b(one|a|an|une?|eine[snmr]?|una|uno|een|uma|um)\s+\d+(?:[.,]\d+)?-\p{L}+\s+(\p{L}+)/gu;

/** The unit a price field is per, from its name or its description; undefined without one. */
export function fieldDenominator(name: string, description: unknown): Denominator | undefined {
  const texts = [
    // "price of one 12-bottle case", "a 25-kg sack": the size says what it holds, the noun is the thing.
    typeof description === 'string' ? foldForMatching(description.slice(0, 300)).replace(SIZED_THING, '$1 $2') : '',
    foldForMatching(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2')).replace(/[_-]+/g, ' '),
  ];
  for (const text of texts) {
    const m = FIELD_DENOMINATOR.exec(text);
    if (m) return denominatorOf(m[1], m[2]!, 'en');
  }
  for (const text of texts) {
    const m = PRICE_OF_ONE.exec(text);
    if (m && !m[1]) return denominatorOf(undefined, m[2]!, 'en');
  }
  return undefined;
}

/** A second denominator right after the first ("£14 per seat per month"), within this many characters. */
const SECOND_REACH = 24;
const SECOND = new RegExp(`^\\s*${MARKER}\\s*${UNIT_WORDS}`, 'u');

/**
 * "£14 per seat per month" for a price "of one user seat per month": a price per two things, the
 * field's unit and another the field names too, is per the field's unit. Otherwise the first.
 */
function compound(
  folded: string,
  end: number,
  first: Denominator,
  field: Denominator,
  fieldWords: string,
): Denominator {
  if (sameUnit(first, field) || first.word.length < 3 || !fieldWords.includes(first.word.slice(0, 5))) return first;
  const at = folded.indexOf(first.word, end);
  if (at < 0 || at - end > SECOND_REACH) return first;
  const m = SECOND.exec(folded.slice(at + first.word.length, at + first.word.length + SECOND_REACH + 16));
  if (!m) return first;
  const second = denominatorOf(m[1], m[2]!);
  return sameUnit(second, field) ? second : first;
}

/** The two denominators name the same unit, or both one piece. */
function sameUnit(a: Denominator, b: Denominator): boolean {
  if (a.def && b.def) return a.def.dim === b.def.dim && a.def.qty === b.def.qty && !a.ambiguous && !b.ambiguous;
  if (a.def || b.def) return false;
  if (PIECE.has(a.word) && PIECE.has(b.word)) return true;
  const kind = packKind(a);
  if (kind !== undefined && kind === packKind(b)) return true;
  // "per source word" and "per 1,000 words": one word in common names the same thing.
  return (a.words ?? [a.word]).some((x) => (b.words ?? [b.word]).some((y) => sameStem(x, y)));
}

/** The pack a denominator names in any of its words ("single box" names a box), if any. */
function packKind(d: Denominator): string | undefined {
  for (const w of [d.word, ...(d.words ?? [])]) {
    const kind = PACK_KIND.get(w);
    if (kind) return kind;
  }
  return undefined;
}

function sameStem(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length, 5);
  return n >= 3 && a.slice(0, n) === b.slice(0, n);
}

/** The price per the field's unit of a price written per `written`; undefined when it does not convert. */
export function pricePer(value: number, written: Denominator, field: Denominator): number | undefined {
  if (sameUnit(written, field)) return Number(((value * field.count) / written.count).toPrecision(12));
  if (!written.def || !field.def || written.ambiguous || field.ambiguous) return undefined;
  // A price per one period is no price per another: a week's hire is not seven days' rate, nor
  // a year's licence twelve months' (rates per longer periods are discounted, a working week has
  // five days). Only measures (kg, litres, metres) convert.
  if (isPeriod(written.def) || isPeriod(field.def)) return undefined;
  // A price P per n X is P / (n X in the field's unit) per one field unit.
  const amount = convert(written.count, written.def, field.def);
  if (amount === undefined || amount <= 0) return undefined;
  return Number(((value * field.count) / amount).toPrecision(12));
}

function isPeriod(def: UnitDef): boolean {
  return def.dim === 'time' || def.dim === 'hours';
}

export interface PricePerUnit {
  /** The one price per the field's unit the text writes (converted), with its segment. */
  value?: { value: number; segment: number; index: number };
  /** Several prices per unit that differ, or one per a unit that does not convert and none per the field's. */
  unsure: boolean;
  /** The prices per the field's unit that differ, each with where it stands (when unsure). */
  candidates?: Array<{ value: number; segment: number; index: number }>;
  /** Figures written per another unit that did not convert: never the field's value. */
  foreign: Set<number>;
  /**
   * Amounts written per the field's own thing, word for word ("28,50 € je Mitarbeiter und Monat"
   * for a price "je Mitarbeiter und Monat"): a figure the prose reader takes that is none of them
   * (the "399,00 € im Monat" of all 14) is not sure (source-reader.ts).
   */
  perSame: Set<number>;
}

/** The price per the field's unit a reply writes, read from every figure followed by a denominator. */
export function readPricePerUnit(
  segments: readonly Segment[],
  lang: Lang,
  field: Denominator,
  /** Whether the figure spanning [index, end) of a folded sentence is another item's (other-item.ts). */
  otherItem?: (folded: string, index: number, end: number) => boolean,
  /** The field's folded name and description: the things it names beside its unit ("one user seat per month"). */
  fieldWords = '',
  /**
   * Whether the figure is another field's item's (units/item-lines.ts): never a value, but still
   * written per the field's own thing or per another unit (`perSame`, `foreign`).
   */
  rivalItem?: (folded: string, index: number, end: number) => boolean,
): PricePerUnit {
  const values = new Map<number, { segment: number; index: number }>();
  const foreign = new Set<number>();
  const perSame = new Set<number>();
  segments.forEach((seg, si) => {
    for (const n of findNumbers(seg.text, lang)) {
      if (n.percent) continue;
      // A guess, a bound or an earlier price ("about €3 per kg", "last year €2.80 per kg") is no answer.
      if (
        HEDGE_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 20), n.index)) ||
        pastFigure(seg.folded, n) ||
        GUESS_SENTENCE.test(seg.folded)
      )
        continue;
      if (otherItem?.(seg.folded, n.index, n.end)) continue;
      const m = AFTER_FIGURE.exec(seg.folded.slice(n.end, n.end + 48));
      // Without a unit after it, a price may name its pack ahead ("A caixa de 18 kg fica a 16,20 €").
      const ahead = m || !n.currency ? undefined : packBefore(sentenceBefore(seg.folded, n.index), lang);
      if (!m && !ahead) continue;
      const first = m ? denominatorOf(m[1], m[2]!, lang) : ahead!.first;
      // A pack ("£38.40 a case of 24", "19,20 € le carton de 12 bouteilles"): a price per one of
      // what it holds when it names the field's thing, or names nothing and the field's thing is
      // no pack itself; else never the field's value.
      const holds = m ? holdsAfter(seg.folded.slice(n.end + m[0].length, n.end + m[0].length + 32)) : ahead!.holds;
      if (holds && !sameUnit(first, field)) {
        const inside = holds.word ? denominatorOf(undefined, holds.word, lang) : undefined;
        const one = inside ? sameUnit(inside, field) : !field.def && !PACK.has(field.word);
        if (n.currency && one) {
          const price = Number(((n.value * field.count) / holds.count).toPrecision(12));
          if (!values.has(price) && !rivalItem?.(seg.folded, n.index, n.end))
            values.set(price, { segment: si, index: n.index });
        } else foreign.add(n.value);
        continue;
      }
      const written = compound(seg.folded, n.end, first, field, fieldWords);
      const same = sameUnit(written, field);
      // A price per a pack ("£5.90 a box") is never the price of one thing of a field per another
      // thing that is no pack ("price per glove"): what the pack holds was not said.
      if (!same && !written.def && PACK.has(written.word) && !field.def && !PACK.has(field.word)) {
        foreign.add(n.value);
        continue;
      }
      // A price per a count of another thing ("£95 per 1,000 words" for a field per source
      // word that does not say so): never the field's value.
      if (!same && written.count !== field.count && (written.def || isRateCount(written.count))) {
        foreign.add(n.value);
        continue;
      }
      // A piece, a user, a jar: words for one thing of many kinds ("per unit" for a field per jar),
      // so only the same word per another count converts ("per 100 stuks" for one per stuk), and
      // another word settles nothing (the other readers read the field).
      // A pack is one thing in every language, though: "42,80 € der Karton" is the price per carton.
      // Not when another "per" follows the pack ("7,80 € a bancale al mese" for a weekly price).
      const unitEnd = m ? seg.folded.indexOf(written.word, n.end) + written.word.length : n.end;
      const samePack =
        same &&
        written.count === field.count &&
        packKind(field) !== undefined &&
        !SECOND.test(seg.folded.slice(unitEnd, unitEnd + SECOND_REACH + 16));
      if (!field.def && !samePack && (!same || written.count === field.count)) {
        if (same && n.currency) perSame.add(n.value);
        continue;
      }
      const price = n.currency ? (samePack ? n.value : pricePer(n.value, written, field)) : undefined;
      if (price === undefined) {
        if (!same) foreign.add(n.value);
        continue;
      }
      if (!values.has(price) && !rivalItem?.(seg.folded, n.index, n.end))
        values.set(price, { segment: si, index: n.index });
    }
  });
  if (values.size === 1) {
    const [value, at] = [...values][0]!;
    return { value: { value, ...at }, unsure: false, foreign, perSame };
  }
  const candidates = [...values].map(([value, at]) => ({ value, ...at }));
  return { unsure: values.size > 1, foreign, perSame, ...(values.size > 1 ? { candidates } : {}) };
}

/** The folded text from the start of the sentence that holds `index` up to it. */
function sentenceBefore(folded: string, index: number): string {
  const head = folded.slice(Math.max(0, index - 160), index);
  const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'), head.lastIndexOf('! '), head.lastIndexOf('? '));
  return stop >= 0 ? head.slice(stop + 1) : head;
}

/** The words right after a figure, when a unit word follows it directly ("2 pallets", "3 Monate"). */
const UNIT_AFTER = /^\s?(\p{L}[\p{L}\d°²³]{0,30}(?: \p{L}{1,30})?)/u;

/**
 * Whether a figure is written in a text only as a count of the thing a field is per ("2 pallets"
 * for boxes per pallet, "3 Monate" for a rent per month, "30 unités" for a price per unit): a
 * count of the denominator is never a value per it, so such a reading is not stored.
 */
export function countsDenominator(seg: Segment, lang: Lang, value: number, field: Denominator): boolean {
  const hits = findNumbers(seg.text, lang).filter((n) => n.value === value && !n.percent && !n.currency);
  return (
    hits.length > 0 &&
    hits.every((n) => {
      const m = UNIT_AFTER.exec(seg.folded.slice(n.end, n.end + 64));
      return m !== null && sameUnit(denominatorOf(undefined, m[1]!), field);
    })
  );
}
