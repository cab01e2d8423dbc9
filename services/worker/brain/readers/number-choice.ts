import { withoutChargeParts } from './added-charge-parts.js';
import type { FieldScope } from './amount-scope.js';
import { loneCount } from './count-field.js';
import { splitName } from './field-terms.js';
import { best, type Found, MONEY, nearestBefore, notSuperseded, type Prepared } from './field-readers.js';
import { ASIDE } from './lexicons/number-field-words.js';
import { competes, type NumberCandidate, sameValueTop } from './number-rivals.js';
import { addedAmount } from './other-item.js';
import { figureAfterCue } from '../guards/corrections.js';

/**
 * The one reading of a number field among its candidates (number-field.ts gathers them): the
 * current figures over the ones a correction took back, the amounts said per the field's unit
 * for a per-unit field, the best score, and nothing when two readings compete or when nothing
 * but a currency binds the best one beside another money field's figure.
 */

export interface FieldSide {
  scope: FieldScope;
  money: boolean;
  percentField: boolean;
  /** The field's own name words no rival shares (and with its unit words: `ownNames`). */
  own: readonly string[];
  ownNames: readonly string[];
  terms: readonly string[];
  /** The other number fields' names. */
  rivals: readonly string[];
}

export function chooseReading(
  p: Prepared,
  cands: NumberCandidate[],
  field: FieldSide,
  taken: Set<string>,
  unsure?: () => void,
): Found | undefined {
  const { scope, money, percentField, own, ownNames, terms, rivals } = field;
  const current = cands.filter((x) => notSuperseded(p, x.c.segment, Number(x.c.key.split(':')[1])));
  // Only superseded figures, and the correction writes one we could not bind: asked, never the first.
  if (current.length === 0 && cands.length > 0 && p.correction && figureAfterCue(p.segments, p.correction))
    return undefined;
  // The corrected figure written again after its correction ("36, pardon, I meant 63; it is in a
  // U that we seat 36") says what it belonged to: it is no rival of the correction.
  const takenBack = new Set(cands.filter((x) => !current.includes(x)).map((x) => x.c.value));
  const corrected = current.filter((x) => !takenBack.has(x.c.value));
  const after = corrected.length > 0 && takenBack.size > 0 ? corrected : current;
  let pool = after.length > 0 && after.length < cands.length ? after : cands;
  // A per-unit field takes the amounts said per unit when there are any, those naming its
  // units first ("189 euro a notte per camera" over "5 euro a persona a notte").
  if (scope === 'per-unit') {
    // Not one a total is worked out into ("€ 1.195 (komt neer op € 59,75 per les)"): an
    // equivalent of another price, not a price said per unit.
    const perUnit = pool.filter((x) => x.amount === 'per-unit' && x.score > 0 && !workedOut(x));
    if (perUnit.length > 0) {
      const bestFit = Math.max(...perUnit.map((x) => x.fit));
      // An addition to a rate ("if you need a second operator it is £300 more") is said per what
      // the rate is per: it stays a rival.
      const added = pool.filter((x) => x.amount === 'none' && addedAmount(x.seg.folded, x.n.end));
      pool = [...perUnit.filter((x) => x.fit === bestFit), ...added];
    }
  }
  // A charge added before the new total it makes is a part of that total (added-charge-parts.ts).
  if (scope === 'total' && money) pool = withoutChargeParts(pool);
  // The same figure said twice ("we have 95 rolls … so 95 this week") is one reading.
  const sure = pool.filter((x) => !x.weak);
  const top = best(sure) ?? sameValueTop(sure);
  if (!top) {
    // Bare figures of a sentence that names no money ("tenemos 42 en stock, … el 23 de abril")
    // leave a price field unread, not unsure: an older mail's price stands.
    if (pool.some((x) => x.rel > 0 && (!money || x.n.currency || MONEY.test(x.seg.folded)))) unsure?.();
    return undefined;
  }
  // A lone number in a reply that talks about something else is not this field's answer.
  // A count field's lone figure counts its thing only when nothing says it is a sum (count-field.ts).
  const lone = cands.length === 1 && p.numberProps === 1;
  if (
    top.score <= 0 &&
    !(
      lone &&
      (money ||
        percentField ||
        loneCount((top as NumberCandidate).seg, (top as NumberCandidate).n, [...ownNames, ...terms]))
    )
  )
    return undefined;
  if ((top as NumberCandidate).weak) return undefined;
  // An amount bound by nothing but its currency (no word of the field in its sentence, no scope
  // it shares) beside another figure, with another money field in the schema, may as well be
  // that field's: asked ("das Stimmen kostet Fr. 185.– … verrechne ich pauschal CHF 1'240.50"
  // for a tuning price and an overhaul price).
  const moneyRival = rivals.some((r) => MONEY.test(splitName(r).join(' ')));
  if (money && moneyRival && unbound(top as NumberCandidate) && pool.some((x) => x.c.value !== top.c.value)) {
    unsure?.();
    return undefined;
  }
  // Competing readings are never picked from: a second value the text binds to the field
  // ("1,980 for the chairs and 240 for the freight", "1980 with the discount, 2100 without",
  // "€19.80 each, €1,980 in all" for a price that is neither) leaves it to be asked for.
  // A figure the field's own words name ("the smallest run we print is 300 sheets") is not contested by one
  // they do not reach ("… which your usual 500 clears easily").
  const named = (x: NumberCandidate, within: number) => {
    const d = nearestBefore(x.seg.folded, x.n.index, own);
    return d !== undefined && d <= within;
  };
  const rivalsOfTop = pool.filter((x) => x !== top && competes(x, top as NumberCandidate, money));
  const aside = (x: NumberCandidate) =>
    x.c.segment === top.c.segment &&
    x.n.index > (top as NumberCandidate).n.end &&
    ASIDE.test(x.seg.folded.slice((top as NumberCandidate).n.end, x.n.index));
  // A bare figure before the words that name the top is not bound by them ("boxed in 5 l
  // cans, and the smallest run we print is 300 sheets"); amounts in a currency compete wherever they are.
  const before = (x: NumberCandidate) =>
    !(top as NumberCandidate).n.currency &&
    x.c.segment === top.c.segment &&
    x.n.index < (top as NumberCandidate).n.index;
  if (rivalsOfTop.some((x) => !named(top as NumberCandidate, 25) || named(x, 40) || !(aside(x) || before(x)))) {
    unsure?.();
    return undefined;
  }
  taken.add(top.c.key);
  return { value: top.c.value, segment: top.c.segment };
}

/**
 * An amount in brackets right after another, worked out of it ("€ 1.195 (komt neer op € 59,75 per
 * les)", "(works out at £59.75 a lesson)", "(soit 59,75 € la leçon)", "(das sind 59,75 € pro
 * Stunde)"): an aside. Without the bracket ("with the 10% discount that's £13.68 a pack") the
 * amount is said in its own right.
 */
const WORKED_OUT =
  /\(\s*(?:that'?s|which is|i\.e\.|comes? (?:down )?to|works? out (?:at|to)|equivalent to|komt (?:neer )?op|neerkomend op|dat is|soit|revient a|ce qui fait|das (?:sind|macht|ist)|entspricht|equivale a|sale a|viene a|pari a|ovvero|corrisponde a|equivalente a|ou seja|fica a|da)?\s*(?:ca\.?|circa|about|around|environ|ongeveer|unos)?\s*[€$£]?\s*$/;
function workedOut(x: NumberCandidate): boolean {
  return WORKED_OUT.test(x.seg.folded.slice(Math.max(0, x.n.index - 30), x.n.index));
}

/** A candidate no word of the field's sentence and no scope binds to the field. */
function unbound(x: NumberCandidate): boolean {
  return x.rel === 0 && x.fit <= 0;
}
