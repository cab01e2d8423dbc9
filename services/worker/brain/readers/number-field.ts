import { foldForMatching } from '../language-fold.js';
import { sideSentence } from './lexicons/by-the-way.js';
import { perOwnThing } from './per-own-thing.js';
import { fieldUnit } from './units/field-unit.js';
import { OPTION_OPENING } from './lexicons/cost-terms.js';
import { amountWaived } from './waived-amounts.js';
import { findDurations } from './durations.js';
import { aboutOthersOnly, readDuration } from './day-field.js';
import { countOverOtherPeriod, oneOffAmount, otherPeriodClause, perPeriod } from './per-period.js';
import { figureFits, otherTimeUnitAfter, timeUnitAfter } from './figure-kind.js';
import { MINIMUM_RIGHT_BEFORE, DEPOSIT, FLAT, FLAT_CHARGE } from './lexicons/number-field-words.js';
import { perUnitOrNamed, withoutFlatCharges } from './number-pool.js';
import { numberFieldProfile } from './number-field-profile.js';
import { describedRivalBefore, distinctWords, namesMinimum, nearTerm } from './number-naming.js';
import { namesMaximum, ownLimits } from './maximum-field.js';
import { relevance } from './field-terms.js';
import { FROM_PRICE_BEFORE, GUESS_SENTENCE, HEDGE_BEFORE } from '../guards/hedges.js';
import { partOfAName } from '../guards/name-figures.js';
import { noLongerValidAt } from '../guards/older-mail.js';
import { listPriceFigure, otherYearFigure, pastFigure, replacedFigure } from './past-figures.js';
import { aboveClientQuantity } from './volume-tiers.js';
import { boundToOtherItem, exceptionOfAnother, namesLeftOut } from './other-item.js';
import { othersBeforeBut } from './others-clause.js';
import { asideOfAnother } from './aside-subject.js';
import { jointAmount } from './joint-amount.js';
import { withoutOtherQuantities } from './quantity-priced.js';
import { inclusionItems } from './boolean-subjects.js';
import { withoutIncluded } from './included-left-out.js';
import { otherDenominator, rivalDenominator, sameThingNamed } from './denominators.js';
import { amountScope, asideHost, scopeWordsAround, TIMES_BEFORE, unitClassesOf, unitFit } from './amount-scope.js';
import { partOfSum, termSpan } from './amount-parts.js';
import { writtenCount } from './units/price-per-unit.js';
import { perNonPeriod, perThings, summedPerPeriod, sumOverSeveral } from './over-several.js';
import { denominatorOfEarlier, inRange, type NumberCandidate } from './number-rivals.js';
import { chooseReading } from './number-choice.js';
import { keepUnnamedFlat, namedByOwnWords } from './unnamed-fee.js';
import {
  confirmsEcho,
  countedBy,
  countedWord,
  countScope,
  countsFieldsPerThing,
  countsFieldThing,
  countsWords,
  dropOtherCounts,
  measuredFigure,
  periodOf,
} from './count-field.js';
import { nearestBefore, type Found, type Prepared, type Prop, type References } from './field-readers.js';

/**
 * Reading a number or integer property from prose (field-readers.ts holds the other types):
 * the figures of the text, each bound to the field only when its type, scope and words agree
 * (a price is an amount, a count is no amount, a per-unit amount never binds to a total, a
 * figure another number field's word names is that field's), and nothing when two readings
 * compete.
 */

/** A label right before a figure: the figure names an option, an item or a position. */
const LABEL_BEFORE =
  /\b(?:option|optie|opcion|opzione|opcao|variant|variante|item|pos|position|posizione|posicion|lot|n°|nº|no|nr|num|numero|number|version|versione|versao)\.?\s?#?$/;

export function readNumber(
  p: Prepared,
  name: string,
  fieldTerms: string[],
  prop: Prop,
  refs: References,
  taken: Set<string>,
  rivals: readonly string[] = [],
  /** Told when the text holds figures about the field that could not be bound surely. */
  unsure?: () => void,
  /** The other number fields' folded words (name and description). */
  rivalAbouts: readonly string[] = [],
): Found | undefined {
  const field = numberFieldProfile(name, prop, fieldTerms, rivals, rivalAbouts, refs);
  const { about, terms, integer, money, percentField, minimumField, maximumField, depositField, flatField } = field;
  const { kind, timeCount, dayField, scope, fieldUnits, fieldPeriod, countsPeriods, own, theirs, ownNames } = field;
  const { perUnitRivals, described, included, partsSummed, otherItems, asked, perCount, perThing } = field;
  const othersOnly = dayField ? aboutOthersOnly(distinctWords(name, rivals)) : () => false;
  // A field counted in a unit of measure ("in kWp", "in kg") takes no amount of money.
  const measured = !money && fieldUnit(name, prop['description']) !== undefined;
  if (dayField) {
    const d = readDuration(p, terms, othersOnly, field.anchor);
    if (d) return d;
    // Durations were written but do not agree ("3 to 5 weeks, sometimes 12 days"): not sure.
    if (p.segments.some((seg) => findDurations(seg.text).length > 0)) return undefined;
  }
  const cands: NumberCandidate[] = [];
  const ownTexts = foldForMatching([about, ...(refs.asked ?? [])].join(' '));
  const namedOwn = namedByOwnWords(about, ownNames, rivalAbouts);
  // The items under a "Not included:" or "Extras:" heading are the prices of extras, not the field's.
  const extras = new Set(inclusionItems(p.segments, p.lang).flatMap((it) => (it.value ? [] : [it.segment])));
  let waivedOwn = false;
  let guessed = false;
  // An amount per another count of a thing ("£95 per 1,000 words" for a rate per word): asked.
  let otherCountRate = false;
  // A rate written per another period than the field's ("€185 per day" for an hourly rate).
  let otherPeriodRate = false;
  // A total field beside prices per thing ("95 € pro Pferd"): the whole was not written as one amount.
  let perUnitForTotal = false;
  p.numbers.forEach((ns, si) => {
    const seg = p.segments[si]!;
    if (othersOnly(seg)) return;
    // A sentence that calls its figure a guess ("€350 is my best guess") gives no value: asked.
    if (GUESS_SENTENCE.test(seg.folded) && ns.length > 0 && relevance(seg, terms) + (money ? 1 : 0) > 0) {
      guessed = true;
      return;
    }
    const rel = relevance(seg, terms);
    if (extras.has(si) && rel === 0) return;
    // A sentence that opens with another option's condition ("Si en algún momento prefieren que
    // vaya nuestro técnico …, son 60 €"): its amounts are that option's.
    if (money && otherItems && OPTION_OPENING.test(seg.folded)) return;
    // "Seul le son d'avoine bio passe à 985 € la tonne": the one exception's price (other-item.ts).
    if (money && otherItems && exceptionOfAnother(seg.folded, otherItems)) return;
    // A side remark ("Goed om te weten: bij meer dan 12 uur … € 240", "Zur Info: ab 50 Kartons …")
    // prices something else than what was asked; so does an offer "if you need that too".
    if (money && otherItems && sideSentence(seg.folded)) return;
    for (const n of ns) {
      const key = `${si}:${n.index}`;
      if (taken.has(key)) continue;
      if (integer && !Number.isInteger(n.value)) continue;
      // A range ("3 to 5", "10-12", "3 bis 5", "between 1,800 and 2,000") has no single value.
      if (inRange(seg, n)) continue;
      // A number that names something ("option 1", "Variante 2", "n° 3", "Pos. 4") is no quantity.
      if (!n.currency && LABEL_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 14), n.index))) continue;
      // Nor has a term of a sum ("6 + 47 pallets"), nor an amount for the first periods of a
      // term ("£1,850 for the first 4 weeks"); one for several periods is no rate per one.
      if (partOfSum(seg.text, n.index, n.end)) continue;
      // A rate per a count of things ("per 1,000 words", "/100 l", "per dozen") is no rate per one:
      // units/price-per-unit.ts converts it when the field names its unit, else it is asked.
      const count = money || n.currency ? writtenCount(seg.folded.slice(n.end, n.end + 48)) : 1;
      if (count !== 1 && count !== perCount) {
        otherCountRate = true;
        continue;
      }
      const span = money || n.currency ? termSpan(seg.text, n.index, n.end) : undefined;
      if (span === 'first' || (span === 'several' && scope === 'per-unit')) continue;
      // A guess or a bound ("around €900", "higher than £6,200", "last year …") is no answer.
      // A bound is the answer of a field that asks for it ("up to 12 guests" for a maximum).
      if (
        (HEDGE_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 20), n.index)) &&
          !(maximumField && namesMaximum(seg.folded, n))) ||
        ((money || n.currency) && FROM_PRICE_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 24), n.index))) ||
        pastFigure(seg.folded, n) ||
        otherYearFigure(seg.folded, n, about) ||
        replacedFigure(seg.folded, n) ||
        (money && listPriceFigure(seg.folded, n, about))
      )
        continue;
      // A figure we wrote ourselves is an echo, unless the sentence is about the field and the
      // figure counts the field's own thing, in a sentence that does not say no ("we have 6
      // double rooms available" when we asked for 6 rooms); a second count competes with it.
      if (!n.currency && !n.percent && refs.numbers.has(n.value) && !confirmsEcho(seg, n, rel, terms)) continue;
      // A count is never an amount of money ("a 140 euro a notte" is not a number of rooms).
      if (integer && !money && n.currency) continue;
      // A duration, a percentage or a day and month is no price; a price's bare figure is one a
      // price word leads to (figure-kind.ts).
      const fits = figureFits(kind, seg, n);
      if (fits === 'no') continue;
      if (timeCount && !timeUnitAfter(seg.folded, n.end) && countedWord(seg, n) !== '') continue;
      // "entro 90 giorni" is no count of the hours the field asks.
      if (timeCount && otherTimeUnitAfter(seg.folded, n.end, fieldUnits)) continue;
      // A minimum ("minimum order", "MOQ", "mindestens", "au moins") binds only a figure its own
      // words name, never the stock or the price beside it.
      if (minimumField && !namesMinimum(seg.folded, n)) continue;
      // And a figure right after a minimum's words ("2,95 €/kg, com mínimo de 1.000 €") is that
      // minimum, never the rate or price of a field that asks no minimum.
      if (!minimumField && MINIMUM_RIGHT_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 25), n.index))) continue;
      // A deposit binds only an amount named a deposit; a fee or flat rate only an amount named a
      // fee, never one per unit or a deposit ("€450 set-up fee, then €29 per seat, 30% deposit").
      const near = seg.folded.slice(Math.max(0, n.index - 40), n.end + 25);
      const before = seg.folded.slice(Math.max(0, n.index - 40), n.index);
      if (depositField && !DEPOSIT.test(near)) continue;
      // … nor one of a sentence that opens with the deposit ("Para o sinal (2 x 117 € = 234 €) pode
      // usar a referência …, Valor 234,00 €").
      if (!depositField && n.currency && (DEPOSIT.test(before.slice(-25)) || DEPOSIT.test(seg.folded.slice(0, 24))))
        continue;
      if (otherItems && boundToOtherItem(seg.folded, n.index, n.end, otherItems)) continue;
      // "with other hotels we work at 30 days, but with you 21": the others' figure (others-clause.ts).
      if (othersBeforeBut(seg.folded, n)) continue;
      // "Met inboedel en opstal allebei … € 34,35": the sum of two fields' things (joint-amount.ts).
      if (money && jointAmount(seg.folded, n.index, about, rivalAbouts)) continue;
      // "(Starter is the one you can pay monthly, $19/agent/mo)": another thing's aside (aside-subject.ts).
      if (money && asideOfAnother(seg.text, n.index, ownTexts)) continue;
      if (money && n.currency && aboveClientQuantity(seg.folded, n.index, n.end, asked)) continue;
      // Nor a price its sentence says no longer holds ("il prezzo di ottobre (31,50 €) non è più valido").
      if (money && n.currency && n.index < noLongerValidAt(seg.folded)) continue;
      if (money && namesLeftOut(seg.folded, n.index, about, n.end)) continue;
      // Nor one said without a part the field includes ("Só as letras, sem colocação, seriam 1.995 €").
      if (money && withoutIncluded(seg.folded, n.index, included)) continue;
      // An amount said not to apply ("the £150 call-out wouldn't apply", "entfällt") is no price.
      // One the field's own words name ("the set-up fee is £35, waived") leaves the field to be
      // asked: it never hands it to another amount.
      if ((money || n.currency) && amountWaived(seg.folded, n.end)) {
        // Named by the field's own words ("set-up" for setupFee) with no other figure between.
        const win = seg.folded.slice(Math.max(0, n.index - WAIVED_OWN_REACH), n.index);
        if (!/\d/.test(win) && own.some((w) => win.replace(/-/g, '').includes(w.slice(0, 6)))) waivedOwn = true;
        continue;
      }
      // A fee per a period ("monthly fee") takes an amount per that period ("214 € im Monat"), and
      // a fee for one thing an amount per that thing ("£65.00 per visit": per-own-thing.ts).
      if (
        flatField &&
        amountScope(seg.text, n.index, n.end, perThing) === 'per-unit' &&
        !(fieldPeriod && n.currency && periodOf(fieldUnits, seg.text, n.end)) &&
        !(n.currency && perOwnThing(about, seg.folded.slice(n.end)))
      )
        continue;
      // An amount no fee word names binds a fee field only as the text's one amount (below).
      // The field's own words right before it name it too ("der Betreuungsbeitrag … bei 890 €").
      const unnamedFlat = flatField && !FLAT.test(near) && !namedOwn(seg.folded, n.index);
      if (unnamedFlat && !n.currency) continue;
      // A price per a thing never takes a flat charge ("12,50 € Anfahrtspauschale", "a £35 call-out fee").
      if (
        scope === 'per-unit' &&
        !flatField &&
        (money || n.currency) &&
        FLAT_CHARGE.test(near) &&
        amountScope(seg.text, n.index, n.end, perThing) !== 'per-unit'
      )
        continue;
      // A figure inside a name or an address ("Hauptstrasse 118", "4020 Linz", "Unit 4") is no value.
      // A capitalised noun after it that the field itself names ("500 Stück" for a quantity in
      // pieces) is what it counts, not a place.
      if (!n.currency && !n.percent && partOfAName(seg.text, n.index, n.end) && !countsFieldThing(seg, n, terms))
        continue;
      if (measured && n.currency) continue;
      // "Delivery (2 drops x £12.50)": the price of one of the things counted is no total.
      if (scope === 'total' && TIMES_BEFORE.test(seg.folded.slice(Math.max(0, n.index - 30), n.index))) continue;
      // A figure that counts something ("seats 12 boardroom style", "22 double rooms") is not a price.
      if (money && !n.currency && !n.percent && countedWord(seg, n) !== '') continue;
      // An amount named right after another number field's own word is that field's ("unit
      // price €22.20" is not the total's).
      // The field's own words, its price or cost word included ("stock, price is € 0,52": the
      // price is named after the stock).
      const mine = nearestBefore(seg.folded, n.index, ownNames);
      const perUnitAmount = scope === 'per-unit' && amountScope(seg.text, n.index, n.end, perThing) === 'per-unit';
      const rival = nearestBefore(seg.folded, n.index, perUnitAmount ? perUnitRivals : theirs);
      // Only a rival word right before the figure names it ("For 6 weeks only I can do £17.00"
      // does not make the £17.00 the weeks').
      // A bare figure that counts the field's own thing ("the programme: 6 sessions" for a
      // number of sessions) is the field's, whatever rival word stands before it.
      const countsOwn = !n.currency && !n.percent && countsWords(seg.folded, n.end, [...ownNames, ...terms]);
      if (
        rival !== undefined &&
        rival <= RIVAL_REACH &&
        (mine === undefined || rival < mine) &&
        !countsOwn &&
        !denominatorOfEarlier(seg, ns, n.index - rival)
      )
        continue;
      // An amount in a clause that names another field by its description's own word, and none of
      // this field's ("a fatura da adjudicação (1.170 € + IVA)", "do pagamento da adjudicação, que é
      // de 50% (1.170 € + IVA)" for the sign's price): the client named it that field's.
      if (money && mine === undefined && describedRivalBefore(seg, n.index, described, terms)) continue;
      // A count per something ("3 images per product") is no total of the field's thing.
      if (!money && scope === 'total' && countScope(seg, n) === 'per-unit') continue;
      // Nor a measure of each thing ("70-litre bags", "zu je 30 l") for a count.
      if (integer && !money && !percentField && measuredFigure(seg, n, about)) continue;
      // Nor a count of what the field is per ("deux groupes" for the people per group).
      if (!money && !percentField && countsFieldsPerThing(about, seg, n)) continue;
      // Nor a count over a period the field does not name ("1,200 sites a year" for the guards on one site).
      if (!money && !percentField && countOverOtherPeriod(seg, n, fieldUnits)) continue;
      // Nor a figure whose counted thing is another number field's own word ("fifteen hundred
      // pallet spaces" is not a number of forklifts).
      // An amount per the field's own period ("$1,240 a month" for a monthly total) counts no month.
      if (
        theirs.length > 0 &&
        !(n.currency && periodOf(fieldUnits, seg.text, n.end)) &&
        countedBy(seg.folded, n.end, theirs) &&
        !countedBy(seg.folded, n.end, [...ownNames, ...terms])
      )
        continue;
      // What the amount is the price of: a per-unit amount never binds to a total, a total
      // never to a per-unit field, and "per year" never to a monthly price.
      const amount = amountScope(seg.text, n.index, n.end, perThing);
      // … except an amount per one of the periods the total field names ("£7,380 per year" for an
      // annual premium for the whole fleet), never one per claim or per vehicle.
      // A total over a number of periods ("for the 3 days") takes no amount per one of them.
      // … nor "£65.00 per visit" for the "fee for the sampler's visit": one of the field's own thing (per-own-thing.ts).
      if (
        scope === 'total' &&
        amount === 'per-unit' &&
        (!periodOf(fieldUnits, seg.text, n.end) || countsPeriods) &&
        !perOwnThing(about, seg.folded.slice(n.end))
      ) {
        perUnitForTotal = true;
        continue;
      }
      // "£45 each way" for delivery and collection together: one part's price.
      if (amount === 'per-unit' && partsSummed) continue;
      // A variant in an aside of a rate ("38 € por noche (en temporada alta son 52 €)") is a rate too.
      const host = amount === 'none' ? asideHost(seg.text, ns, n.index) : undefined;
      if (scope === 'total' && host && amountScope(seg.text, host.index, host.end) === 'per-unit') continue;
      // … unless the total is one per the field's own period ("8 Kontrollen, je 162 €, also 1.296 €
      // netto im Jahr" for an annual price): the sum of a year is the price per year.
      // A field per a thing too ("monthly price per licence") takes no sum of the month.
      if (
        scope === 'per-unit' &&
        amount === 'total' &&
        !(fieldPeriod && !perNonPeriod(about) && periodOf(fieldUnits, seg.text, n.end))
      )
        continue;
      // An amount per nothing in a clause that names another period ("billed quarterly, $3,720").
      if (money && amount === 'none' && otherPeriodClause(seg.text, n.index, fieldUnits)) continue;
      // Nor one paid once ("einmalig 390 € für die Einrichtung") for a fee per a period.
      if (money && fieldPeriod && oneOffAmount(seg.text, n.index, n.end)) continue;
      // Nor one summed over several of the things the field's price is per ("for your 18 users
      // that's £810/month" for a monthly fee per user).
      const perWords = scopeWordsAround(seg.text, n.index, n.end);
      const amountPer = unitClassesOf(perWords);
      if (scope === 'per-unit' && sumOverSeveral(about, seg, n, amountPer)) continue;
      // Nor a sum per a period ("zusammen 826 € im Monat") for a price per a thing and a period.
      if (scope === 'per-unit' && amount === 'per-unit' && perNonPeriod(about) && summedPerPeriod(seg, n, amountPer))
        continue;
      const per = amount === 'per-unit' ? amountPer : undefined;
      // The thing the field's price is per fits best ("19,20 € je Karton" over "3,20 € je Dose"
      // for a price per carton of 6 tins).
      const periodFit = per ? unitFit(fieldUnits, per) : 0;
      const fit =
        per && periodFit >= 0 && (perThings(about).some((u) => per.has(u)) || sameThingNamed(about, perWords))
          ? periodFit + 1
          : periodFit;
      // A price per another thing than the field's ("£8 per image" for a day rate).
      if (amount === 'per-unit' && otherDenominator(about, perWords)) continue;
      // Nor one per what another field of the schema is per ("€ 38 per bezoek" beside a call-out
      // fee per visit, for a price per horse).
      if (money && amount === 'per-unit' && rivalDenominator(about, perWords, rivalAbouts)) continue;
      if (fit < 0) {
        otherPeriodRate = true;
        continue;
      }
      // A price per a thing ("per emptying", "per item") never takes an amount per a period
      // ("the container hire is €4.50 per month").
      if (scope === 'per-unit' && amount === 'per-unit' && !fieldPeriod && perPeriod(seg.text, n.end)) continue;
      let score = rel * 10 + nearTerm(seg, n, terms);
      if (money) score += n.currency ? 6 : 0;
      else if (n.currency) score -= 4;
      if (percentField) score += n.percent ? 6 : -6;
      else if (n.percent) score -= 8;
      const c = { value: n.value, segment: si, key };
      cands.push({
        c,
        score,
        n,
        rel,
        amount,
        fit,
        seg,
        weak: fits === 'weak',
        ...(unnamedFlat ? { unnamedFlat } : {}),
      });
    }
  });
  // A fee field keeps an amount no fee word names only as the text's one amount (unnamed-fee.ts).
  if (waivedOwn || guessed || (otherCountRate && scope !== 'total') || (flatField && !keepUnnamedFlat(cands))) {
    unsure?.();
    return undefined;
  }
  // A rate per another period makes an amount said per nothing a total ("the job is €1,850,
  // i.e. €185 per day" for an hourly rate): a per-unit field takes it only when its own words
  // name it ("our hourly rate is £60").
  if (scope === 'per-unit' && otherPeriodRate) cands.splice(0, cands.length, ...perUnitOrNamed(cands, own));
  // Beside prices per thing, an amount named a flat charge ("die Anfahrtspauschale von 25 €") is
  // one part of the total the field asks, never the total: only an amount called the total is.
  if (scope === 'total' && perUnitForTotal) cands.splice(0, cands.length, ...withoutFlatCharges(cands));
  // A count field: a figure counting another thing than its own is no reading of it.
  if (!money && !percentField) dropOtherCounts(p, cands, ownNames);
  // A maximum field: when the text names a figure as the limit, only the field's own limits are
  // its readings; when all its limits bound other things, it is asked (maximum-field.ts).
  if (maximumField && cands.some((x) => namesMaximum(x.seg.folded, x.n))) {
    const limits = ownLimits(cands, about, ownNames);
    if (!limits) return undefined;
    cands.splice(0, cands.length, ...limits);
  }
  // Prices of other quantities than the field's own, in a list of quantities (quantity-priced.ts).
  if (money) withoutOtherQuantities(p, cands, about);
  return chooseReading(p, cands, { scope, money, percentField, own, ownNames, terms, rivals }, taken, unsure);
}

const RIVAL_REACH = 16;
/** How far before a waived amount the field's own words name it (characters). */
const WAIVED_OWN_REACH = 24;
