import { fieldText, isPriceProp, type References, termsOf } from '../field-readers.js';
import { boundToOtherItem, exceptionOfAnother, fieldIsOtherItem, subjectWords } from '../other-item.js';
import { OPTION_OPENING } from '../lexicons/cost-terms.js';
import { sideSentence } from '../lexicons/by-the-way.js';
import { listPriceFigure } from '../past-figures.js';
import { isNumberProp } from '../prop-kinds.js';
import type { Props } from '../read-source.js';
import type { ReadLang as Lang } from '../language.js';
import type { Segment } from '../segments.js';
import { rowAsk } from '../tables/row-choice.js';
import { aboveClientQuantity } from '../volume-tiers.js';
import { jointAmount } from '../joint-amount.js';
import { namesOnlyRival, priceOnOwnLine } from './item-lines.js';
import { fieldDenominator, type PricePerUnit, readPricePerUnit } from './price-per-unit.js';

/**
 * For each price field per a unit ("price per kg") not read yet, the prices per its unit the text
 * writes (price-per-unit.ts), converted: a figure per another unit that does not convert is never
 * its value. An extra's price per the unit ("La taquilla va aparte, 15 € al mes"), a list price
 * beside the offer ("list price £18 per seat, but for you £14") and a tier's price from more than
 * the client's quantity ("ab 50 Kartons 39,90 €" for 30) are never the field's.
 */
export function unitPrices(
  props: Props,
  read: ReadonlySet<string>,
  segments: readonly Segment[],
  lang: Lang,
  refs: References,
): Map<string, PricePerUnit> {
  const out = new Map<string, PricePerUnit>();
  const priceProps = props.filter(([n, pr]) => isNumberProp(pr) && isPriceProp(n, pr));
  const distinct = ownPriceWords(props);
  for (const [n, pr] of props) {
    if (read.has(n) || !isNumberProp(pr) || !isPriceProp(n, pr)) continue;
    const d = fieldDenominator(n, pr['description']);
    if (!d) continue;
    const about = fieldText(n, pr);
    const subject = fieldIsOtherItem(about) ? undefined : subjectWords(termsOf(n, pr), about);
    const asked = rowAsk([...(refs.asked ?? []), about]).quantities;
    // A sentence that opens with another option's condition ("Se invece preferisce la forma
    // intera … 15,90 €/kg") prices that option, not the item asked for; so does a side remark or
    // an offer "if you need that too" ("… a peso, 1,35 €/kg + IVA, se le servisse anche quella").
    const otherItem = (f: string, i: number, e: number) =>
      (subject !== undefined && (OPTION_OPENING.test(f) || sideSentence(f) || exceptionOfAnother(f, subject))) ||
      (subject !== undefined && boundToOtherItem(f, i, e, subject)) ||
      listPriceFigure(f, { index: i, end: e }, about) ||
      aboveClientQuantity(f, i, e, asked);
    // "El calibre 18 te sale a 3,90 €/kg" names the avocado's words only: never the mango's price;
    // "Met inboedel en opstal allebei … € 34,35 per maand" both fields' things together (joint-amount.ts).
    const rivalItem = (f: string, i: number) =>
      namesOnlyRival(f, own, rivalWords) || jointAmount(f, i, about, rivalAbouts);
    const rivalAbouts = props.filter(([o, p]) => o !== n && isNumberProp(p)).map(([o, p]) => fieldText(o, p));
    const own = distinct(n);
    const rivalWords = priceProps.filter(([o]) => o !== n).flatMap(([o]) => distinct(o));
    const found = readPricePerUnit(segments, lang, d, otherItem, about, rivalItem);
    // Several prices, each on its item's line: the one on the line naming the field's item.
    const onOwnLine = found.candidates ? priceOnOwnLine(found.candidates, segments, own) : undefined;
    out.set(n, onOwnLine ? { ...found, value: onOwnLine, unsure: false } : found);
  }
  return out;
}

/**
 * Each price field's own subject words that no other price field of the schema shares
 * ("aguacate", "hass", "calibre" beside "mango", "osteen"): what names its item and no other.
 */
export function ownPriceWords(props: Props): (name: string) => string[] {
  const priceProps = props.filter(([n, pr]) => isNumberProp(pr) && isPriceProp(n, pr));
  const words = new Map(priceProps.map(([n, pr]) => [n, subjectWords(termsOf(n, pr), fieldText(n, pr))]));
  return (n: string) => {
    const others = priceProps.filter(([o]) => o !== n).flatMap(([o]) => words.get(o) ?? []);
    return (words.get(n) ?? []).filter((w) => !others.includes(w));
  };
}
