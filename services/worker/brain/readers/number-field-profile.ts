import { CURRENCY_AFTER, FIELD_CURRENCY_WORDS } from './lexicons/currencies.js';
import { countsDays } from './day-field.js';
import { countsItsPeriods, FIELD_PER_PHRASE, PERIOD_CLASSES } from './per-period.js';
import { countsTime } from './figure-kind.js';
import { MAXIMUM_FIELD } from './lexicons/maximum-words.js';
import { DEPOSIT, FLAT, MINIMUM, MINIMUM_AS_CONDITION, PER_SOMETHING, PERCENT } from './lexicons/number-field-words.js';
import { describedRivalWords, distinctWords } from './number-naming.js';
import { splitName } from './field-terms.js';
import { rowAsk } from './tables/row-choice.js';
import { fieldIsOtherItem, fieldWithoutLeftOut, subjectWords } from './other-item.js';
import { includedPattern } from './included-left-out.js';
import { anchorTerms } from './anchor-sentences.js';
import { fieldScope, fieldUnitClasses, sumOfParts } from './amount-scope.js';
import { fieldDenominator } from './units/price-per-unit.js';
import { perUnitRivalWords } from './number-rivals.js';
import { COUNT_TOTAL, countHeadOnly } from './count-field.js';
import { fieldText, measuredByName, MONEY, typesOf, type Prop, type References } from './field-readers.js';
import { descriptionOf } from './prop-kinds.js';

/**
 * What a number field asks, read once from its name and description before any figure of the
 * text is weighed (number-field.ts): money or a count, its scope and units, a minimum, a maximum,
 * a deposit or a flat fee, the other number fields' words that claim a figure, what it includes,
 * and what its price is per.
 */
export function numberFieldProfile(
  name: string,
  prop: Prop,
  fieldTerms: readonly string[],
  rivals: readonly string[],
  rivalAbouts: readonly string[],
  refs: References,
) {
  const about = fieldText(name, prop);
  // A currency code in the description ("CHF", "EUR") binds no sentence more than another.
  const terms = fieldTerms.filter((t) => !(t in FIELD_CURRENCY_WORDS || t in CURRENCY_AFTER));
  const integer = typesOf(prop).includes('integer') && !typesOf(prop).includes('number');
  // "How many photos in total": a total of a count is no amount of money.
  // "Number of seats in the renewal quote": the words after what a count counts only place it.
  const money = MONEY.test(integer ? countHeadOnly(about).replace(COUNT_TOTAL, ' ') : about) && !measuredByName(name);
  const percentField = PERCENT.test(about);
  // "monthly price per user, on the minimum contract term": a minimum that only places the value
  // (after "on", "for", "at", "bei", "sur", "en" …) does not make the field a minimum.
  const minimumField = MINIMUM.test(about.replace(MINIMUM_AS_CONDITION, ' '));
  const maximumField = !minimumField && MAXIMUM_FIELD.test(about);
  const depositField = DEPOSIT.test(about);
  // A fee per something ("monthly fee per user") is a rate, not a flat fee; a total ("total fee
  // for the whole job") is any amount for the whole, named a fee or not; and what the field
  // leaves out ("total price (without tourist tax)") says nothing of what it is.
  const flatField =
    !depositField &&
    FLAT.test(fieldWithoutLeftOut(about)) &&
    !PER_SOMETHING.test(about) &&
    fieldScope(about) !== 'total';
  // A field whose name counts a time ("hoursPerWeek", "leadTimeDays"): a figure counting
  // another thing ("4 washrooms", "12 staff") is no reading of it.
  const timeCount = !money && !percentField && countsTime(splitName(name).join(' '), FIELD_PER_PHRASE);
  // A field counted in days ("lead time in working days"), not one whose day is its scope ("day
  // rate", "images for that day", "price per day"): a price is never a duration.
  const dayField = !money && countsDays(about);
  const scope = fieldScope(about);
  const fieldUnits = fieldUnitClasses(about);
  const { own, theirs, named: ownNames } = distinctWords(name, rivals);
  // How many of its unit the field's price is per ("per word" 1, "per 100 l" 100).
  const denominator = money ? fieldDenominator(name, prop['description']) : undefined;
  return {
    about,
    terms,
    integer,
    money,
    percentField,
    minimumField,
    maximumField,
    depositField,
    flatField,
    kind: { money, percentField, terms, about },
    timeCount,
    dayField,
    // The point a duration counts from ("after proof approval"): anchor-sentences.ts.
    anchor: dayField ? anchorTerms(descriptionOf(prop)) : [],
    scope,
    fieldUnits,
    fieldPeriod: PERIOD_CLASSES.some((u) => fieldUnits.has(u)),
    countsPeriods: scope === 'total' && countsItsPeriods(about),
    own,
    theirs,
    ownNames,
    perUnitRivals: perUnitRivalWords(theirs, rivals),
    // The other fields' own description words, and what this field includes (number-naming.ts, included-left-out.ts).
    described: describedRivalWords(terms, about, rivalAbouts),
    included: money ? includedPattern(about) : undefined,
    partsSummed: money && sumOfParts(about),
    // A price field never takes another item's amount (an extra, a surcharge, a levy, a deposit).
    otherItems: money && !fieldIsOtherItem(about) ? subjectWords(terms, about) : undefined,
    // The client's quantities ("we would order 30 cartons"): a tier from more is another quantity's price.
    asked: money ? rowAsk([...(refs.asked ?? []), about]).quantities : [],
    perCount: denominator?.count ?? 1,
    // The thing the field's price is per, which "a" makes a denominator of ("£95 a piano").
    perThing: denominator && !denominator.def && denominator.word.length >= 3 ? denominator.word : undefined,
  };
}
