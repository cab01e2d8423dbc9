import { DATE_OF_ROWS, DATE_ROWS } from './vocabulary-dates.js';
import { BOOKING_ROWS, QUOTE_ITEM_ROWS } from './vocabulary-extras.js';
import { TRADE_ROWS } from './vocabulary-trade.js';
import { SHORT_PT_WEEKDAYS, WEEKDAY_NAMES } from './weekday-names.js';

/**
 * The vocabulary rows of readers/field-terms.ts: words that name the same thing a schema property
 * can be about (delivery, date, price, quantity, …), in the seven reading languages, folded (lower
 * case, no accents) and often cut to a stem. A property's name word that starts like a word of a
 * row brings the whole row into its terms. The first row joins dispatch and arrival words: they
 * name different dates, so wordWithCounterparts skips it.
 */
export const FIELD_VOCABULARY: ReadonlyArray<readonly string[]> = [
  ...DATE_ROWS,
  ...TRADE_ROWS,
  ...QUOTE_ITEM_ROWS,
  ...DATE_OF_ROWS,
  ...BOOKING_ROWS,
  // A field about one weekday ("sundayHourlyRate") names it in every language ("la domenica");
  // not by the Portuguese short names, words of their own ("segunda" second, "quinta" a farm).
  ...WEEKDAY_NAMES.map((names) => names.filter((n) => !SHORT_PT_WEEKDAYS.has(n))),
];

/** Words of a property's name or description that say nothing about what it is. */
export const FIELD_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'the a an of for in on at to is are be by or and with from as its it this that our your their value field number please',
    // Auxiliaries and modals: "date the cars can be serviced" names no "can" to find in "we can't
    // do the 9th" (nor, through its counterparts, a dog: "cane").
    'can could would will shall should might must has have had was were been they them',
    // Articles, prepositions, pronouns and auxiliaries of the other six languages: a description
    // written in German ("Termin, an dem die Fahrzeuge foliert werden") names no "die" to find
    // in a reply ("Die Rechnung kommt heute"), nor a pet ("die" is the stem of "dieren").
    'der die das dem den des ein eine einen einem einer und oder mit fur von vom zum zur bei auf aus ist sind wird werden wie welche welcher unser unsere ihr ihre nach als dass wir sie',
    'les des une pour avec sur dans est sont qui que quel quelle quels notre nos votre vos leur leurs aux',
    'los las del una uno para con cual cuales nuestro nuestra nuestros sus sobre entre',
    'gli della delle dei degli dello una per che quale nostro nostra sono alla alle allo',
    'het een van voor met dat wat welke ons onze zijn wordt worden naar bij uit',
    'dos uma com qual nosso nossa pelo pela sao',
  ]
    .join(' ')
    .split(' '),
);
