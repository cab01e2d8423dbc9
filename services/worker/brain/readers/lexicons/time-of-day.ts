/**
 * Parts of the day as a service level names them ("next day AM", "Express 12:00", "avant midi"),
 * in the seven reading languages, on folded text: the morning (a clock time before noon after
 * "before", "by", "until"; "noon", "morning", "vormittags", "avant midi", "por la mañana", "entro
 * mezzogiorno", "'s ochtends", "de manhã") and the afternoon or evening. readers/enum-refinement.ts
 * reads a value's `am`/`pm` word by them.
 */
const BY = String.raw`(?:before|by|until|till|no later than|vor|bis|avant|jusqu'a|antes de(?: las?)?|hasta(?: las?)?|entro(?: le)?|prima (?:di|delle)|voor|tot|ate(?: as)?|antes das?)`;
const MORNING_CLOCK = String.raw`(?:[0-9]|1[0-2])(?:[:.h][0-5]\d)?\s?(?:am|a\.m\.|uhr|h|heures?|uur|horas?)?`;

export const MORNING = new RegExp(
  String.raw`\b(?:${BY} (?:${MORNING_CLOCK}(?: noon| midday)?|noon|midday|mittag|midi|mediodia|mezzogiorno|de middag|meio-dia)|(?:[0-9]|1[01])(?:[:.][0-5]\d)?\s?(?:am|a\.m\.)|a\.m\.|morning|vormittags?|morgens|matin(?:ee)?|por la manana|de manana|mattin(?:a|ata)|ochtend|'s ochtends|de manha|pela manha)(?![\p{L}\d])`,
  'u',
);

// The Dutch "'s middags" opens with an apostrophe: no word boundary before it after a space.
export const AFTERNOON =
  /\b(?:p\.?m\.?|afternoon|evening|nachmittags?|abends|apres-midi|soir(?:ee)?|por la tarde|pomeriggio|sera(?:ta)?|de tarde|a tarde|a noite)\b|'s (?:middags|avonds)\b/;

/** Any clock time or part of the day: a service level that may say more than its name. */
export const TIME_OF_DAY = new RegExp(
  String.raw`${MORNING.source}|${AFTERNOON.source}|\b\d{1,2}[:.h][0-5]\d\b|\b\d{1,2}\s?(?:uhr|uur)\b|\bnoon\b|\bmidday\b|\bmittag|\bmidi\b|\bmediodia\b|\bmezzogiorno\b`,
  'u',
);

/** The words of a value's code that name a part of the day, and how a reply says them. */
export const DAY_PART_WORDS: Readonly<Record<string, RegExp>> = { am: MORNING, pm: AFTERNOON };
