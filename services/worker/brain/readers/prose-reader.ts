import { askedDays } from './soft-yes.js';
import { readBoolean } from './boolean-field.js';
import { readCalendarWeek, isWeekField } from './calendar-week.js';
import { enumChoices } from './enums.js';
import {
  fieldText,
  isDateProp,
  readEnum,
  termsOf,
  typesOf,
  type Found,
  type Prepared,
  type Prop,
  type References,
} from './field-readers.js';
import { readArray } from './list-array.js';
import { readDate } from './date-field.js';
import { readNumber } from './number-field.js';
import { descriptionOf, type ProseRivals } from './prop-kinds.js';
import { readString } from './string-field.js';
import { isTimeProp, readTime } from './time-field.js';
import { variantToken } from './variant-token.js';

/**
 * One field read from prose, by its type (source-reader.ts calls it once the layouts a text may
 * have, `field: value` lines, tables, CSV records and units, gave the field nothing): an enum, a
 * list, a yes/no, a calendar week, a number, a time of day, a date, a string.
 */
export function readProse(
  p: Prepared,
  name: string,
  prop: Prop,
  refs: References,
  taken: Set<string>,
  dateProps: number,
  rivals: ProseRivals = { dates: [], numbers: [] },
  unsure?: () => void,
): Found | undefined {
  const terms = termsOf(name, prop);
  const types = typesOf(prop);
  const choices = enumChoices(prop);
  if (choices) return readEnum(p, terms, choices.values, choices.labels, variantToken(name, prop['description']));
  if (types.includes('array')) return readArray(p, terms, prop, refs, rivals.lists ?? 0);
  if (types.includes('boolean'))
    return readBoolean(p, terms, name, descriptionOf(prop), rivals.booleans ?? [], askedDays(refs), refs.asked?.[0]);
  // "KW 14", "semaine 14": a calendar week asked as a number (calendar-week.ts).
  if (types.includes('integer') && isWeekField(fieldText(name, prop)))
    return readCalendarWeek(
      p,
      name,
      rivals.numbers.filter((r) => r !== name),
    );
  if (types.includes('number') || types.includes('integer'))
    return readNumber(p, name, terms, prop, refs, taken, rivals.numbers, unsure, rivals.numberAbouts);
  if (isTimeProp(prop)) return readTime(p, name, rivals.times ?? 0);
  if (isDateProp(name, prop)) return readDate(p, terms, prop, refs, dateProps, name, rivals.dates);
  if (types.length === 0 || types.includes('string')) return readString(p, name, descriptionOf(prop));
  return undefined;
}
