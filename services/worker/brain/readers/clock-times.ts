/**
 * Times of day in folded prose, in the seven languages, as "HH:MM" (time-field.ts reads a field
 * from them): "7:30", "14h30", "9.30 Uhr", "14.00 uur", "3pm", "9.40am", "15 Uhr", "14h", "at
 * 10", "um 10", "alle 10", "a las 10", "om 10 uur", "half past ten", "quarter to nine", "halb
 * acht" (7:30), "kwart over negen", "las 10 y media", "le 10 e mezza", "10 heures et demie",
 * "noon", "midi", "mediodía", "mezzogiorno". Not a time: a decimal or a date ("1.50 m", "03.12."),
 * a figure with no clock's mark ("2 h" of work is read only after "at", "um", "alle").
 *
 * A time is `ruledOut` when it is one end of a range ("zwischen 7 und 9 Uhr", "8–18 Uhr", "6-8pm"),
 * and marked `bound` after a bound's word ("after 1pm", "ab 14 Uhr", "vanaf 14.00 uur", "avant
 * 10h", "entro le 12"); its value
 * starts with "?" when the hour is one of the small hours written without a 24-hour form, a.m.
 * or p.m. or a part of the day ("at 3", "um 3 Uhr"): afternoon or night is not sure.
 */

export interface ClockTime {
  /** "HH:MM", or "?H" when the hour's half of the day is not sure. */
  value: string;
  index: number;
  written: string;
  ruledOut?: true;
  /**
   * Written after a bound's word: "from" ("ab", "vanaf", "a partir de"), "until" ("bis", "tot",
   * "jusqu'à", "hasta", "fino alle", "até"), or another ("after", "avant", "entro").
   */
  bound?: 'from' | 'until' | 'other';
  /** Where that bound's word starts. */
  boundAt?: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  een: 1,
  twee: 2,
  drie: 3,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
};
const WORD = Object.keys(NUMBER_WORDS).join('|');
const HOUR = String.raw`(?:[01]?\d|2[0-3])`;
/** A clock's mark after a figure: a.m./p.m., "Uhr", "uur", "h", "heures", "horas", "ore", "hrs". */
const MARK = String.raw`(?:a\.?m\.?|p\.?m\.?|uhr|uur|h|hrs?|heures?|horas?|ore)`;
/** Words right before an hour that make it a time of day: "at", "um", "gegen", "alle", "a las", "om", "à", "às", "vers". */
const CUE = String.raw`(?:at|um|gegen|alle|alle ore|ore|a las|om|a|as|vers|rond)`;
/** A half or a quarter after the hour: "y media", "e mezza", "e meia", "et demie", "y cuarto", "e un quarto", "et quart". */
const FRACTION = String.raw`(?:\s(?:y|e|et)\s(?:media|mezza|mezzo|meia|demie|cuarto|un quarto|quarto|quart))?`;

const PATTERNS: ReadonlyArray<{ re: RegExp; read(m: RegExpExecArray): { h: number; min: number } }> = [
  // "7:30", "14h30", "9.30 Uhr", "at 9.40am", "às 10h15"
  {
    re: new RegExp(
      String.raw`(?<![\d.,:/€$£-])(${HOUR})\s?([:h.])\s?([0-5]\d)(?!\d|[,:/%.]\d)(?:\s?(${MARK})\b)?`,
      'g',
    ),
    read: (m) => ({ h: Number(m[1]), min: Number(m[3]) }),
  },
  // "3pm", "15 Uhr", "14h", "alle 10", "at 10", "a las 10 y media"
  {
    re: new RegExp(String.raw`(?<![\d.,:/€$£-])(${HOUR})(?:\s?(${MARK})\b)?${FRACTION}(?!\d|[.,:/%]\d)`, 'g'),
    read: (m) => ({ h: Number(m[1]), min: fraction(m[0]) }),
  },
  // "half past ten", "quarter to nine", "ten o'clock", "halb acht", "viertel nach neun", "half elf"
  {
    re: new RegExp(
      String.raw`\b(?:(half past|quarter past|quarter to|halb|viertel nach|viertel vor|kwart over|kwart voor) )?(${WORD})(?: o'?clock)?\b`,
      'g',
    ),
    read: (m) => {
      const h = NUMBER_WORDS[m[2]!]!;
      const how = m[1] ?? '';
      if (how === 'half past') return { h, min: 30 };
      if (how === 'quarter past' || how === 'viertel nach' || how === 'kwart over') return { h, min: 15 };
      if (how === 'quarter to' || how === 'viertel vor' || how === 'kwart voor') return { h: h - 1, min: 45 };
      if (how === 'halb') return { h: h - 1, min: 30 };
      return { h, min: 0 };
    },
  },
];

const NOON = /\b(?:noon|midday|midi|mediodia|mezzogiorno|meio-dia)\b/g;

export function clockTimes(folded: string): ClockTime[] {
  const out: ClockTime[] = [];
  const taken: Array<[number, number]> = [];
  for (const { re, read } of PATTERNS) {
    for (const m of folded.matchAll(re)) {
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (taken.some(([a, b]) => index < b && end > a)) continue;
      const before = folded.slice(Math.max(0, index - 24), index);
      const mark = /(?:a\.?m\.?|p\.?m\.?|uhr|uur|h|hrs?|heures?|horas?|ore)$/.test(m[0].trim());
      const cued = new RegExp(String.raw`\b${CUE}\s$`).test(before);
      const sep = /\d\s?([:h.])\s?\d/.exec(m[0])?.[1];
      // A decimal or a date ("1.50 m", "03.12"): a dot between figures is a time only after a cue or with a mark.
      if (sep === '.' && !cued && !mark) continue;
      // A bare figure is a time only after a cue ("at 10", "alle 10") or an hour's mark after "until"
      // ("tot 22 uur", "jusqu'à 22 h"), a word-number only with one or a fraction.
      const untilMark = mark && UNTIL.test(BOUND_BEFORE.exec(before)?.[0] ?? '');
      if (!sep && !cued && !untilMark && !/(?:a\.?m\.?|p\.?m\.?|uhr)$/.test(m[0].trim())) {
        if (re !== PATTERNS[2]!.re) continue;
      }
      // A word-number is a time only with "half past", "halb", "o'clock" ("at one of our sites" is none).
      if (re === PATTERNS[2]!.re && !/ |o'?clock/.test(m[0])) continue;
      if (!sep && re !== PATTERNS[2]!.re && !mark && AFTER_UNIT.test(folded.slice(end, end + 14))) continue;
      const r = read(m as unknown as RegExpExecArray);
      taken.push([index, end]);
      out.push(timeOf(folded, index, end, m[0], r.h, r.min));
    }
  }
  for (const m of folded.matchAll(NOON)) {
    const index = m.index ?? 0;
    out.push({
      value: '12:00',
      index,
      written: m[0],
      ...marks(folded, index, index + m[0].length),
    });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Units right after a bare figure that make it a count, not an hour ("at 10 people", "um 10 Euro"). */
const AFTER_UNIT =
  /^\s?(?:%|€|\$|£|eur\b|euro|gbp|pounds?|minutes?|mins?\b|hours?|days?|weeks?|people|persons?|pax|units?|pieces?|minuten|stunden|tage|wochen|personen|stuck|minutes|jours|personnes|minuti|giorni|persone|pezzi|minutos|dias|personas|dagen|stuks|m\b|km|kg|cm|x\b)/;

function fraction(written: string): number {
  if (/(?:media|mezza|mezzo|meia|demie)$/.test(written)) return 30;
  if (/(?:cuarto|quarto|quart)$/.test(written)) return 15;
  return 0;
}

const PM_AFTER =
  /^\s?(?:p\.?m\.?\b|in the (?:afternoon|evening)|nachmittags|abends|de l'apres-midi|du soir|de la (?:tarde|noche)|del pomeriggio|di (?:pomeriggio|sera)|della sera|'s (?:middags|avonds)|da (?:tarde|noite))/;
const AM_AFTER =
  /^\s?(?:a\.?m\.?\b|in the morning|morgens|fruh|vormittags|du matin|de la manana|del mattino|di mattina|'s ochtends|da manha)/;

function timeOf(folded: string, index: number, end: number, written: string, h0: number, min: number): ClockTime {
  let h = h0;
  const tail = folded
    .slice(end - 4, end + 24)
    .replace(/^.*?\d/, '')
    .replace(/^[^a-z']*/, '');
  const after = folded.slice(end, end + 24);
  const pm = /p\.?m\.?$/.test(written.trim()) || PM_AFTER.test(after) || PM_AFTER.test(tail);
  const am = /a\.?m\.?$/.test(written.trim()) || AM_AFTER.test(after);
  if (pm && h < 12) h += 12;
  if (am && h === 12) h = 0;
  // "at 3", "um 3 Uhr": one of the small hours, no 24-hour form ("03:00", "15:00") and no half of the day.
  const twentyFour = /^0\d/.test(written.replace(/^\D*/, ''));
  const value = h >= 1 && h <= 6 && !pm && !am && !twentyFour ? `?${h}` : `${pad(h)}:${pad(min)}`;
  return { value, index, written, ...marks(folded, index, end) };
}

/** Right before a time: the other end of a range, "between", or a bound's word. */
const RANGE_BEFORE =
  /(?:\d\s?(?:a\.?m\.?|p\.?m\.?|uhr|uur|h)?\s?(?:-|–|—|to|till|until|bis|a|au|al|alle|hasta|tot|ate|and|und|et|y|e|en)\s?(?:the\s|las\s|les\s|le\s)?|\b(?:between|zwischen|entre|tra|fra|tussen)\s(?:(?:le|las|les|den|de|ore)\s)?)$/;
const RANGE_AFTER =
  /^\s?(?:-|–|—|to|till|until|bis|a|au|al|alle|hasta|tot|ate|and|und|et|y|e|en)\s?(?:the\s|las\s|les\s|le\s)?\d/;
const BOUND_BEFORE =
  /\b(?:after|before|by|until|till|from|latest|nach|vor|bis|spatestens|ab|fruhestens|apres|avant|jusqu'?a|partir de|des|despues de|antes de|hasta|desde|dopo|prima|entro|fino|dalle|voor|tot|vanaf|uiterlijk|apos|ate|depois de)\s(?:(?:the|le|la|las|les|los|den|de|dem|der|ore|om|um|das|as|a|alle|l')\s?)*$/;

/** A range's end is ruled out; a bound's time is marked with its kind. */
function marks(folded: string, index: number, end: number): Pick<ClockTime, 'ruledOut' | 'bound' | 'boundAt'> {
  const before = folded.slice(Math.max(0, index - 24), index);
  if (RANGE_BEFORE.test(before) || RANGE_AFTER.test(folded.slice(end, end + 16))) return { ruledOut: true };
  const bound = BOUND_BEFORE.exec(before);
  if (!bound) return {};
  const boundAt = index - before.length + bound.index;
  return { bound: FROM.test(bound[0]) ? 'from' : UNTIL.test(bound[0]) ? 'until' : 'other', boundAt };
}

const FROM = /^(?:from|ab|partir de|des|desde|dalle|vanaf)\b/;
const UNTIL = /^(?:until|till|bis|jusqu'?a|hasta|fino|tot|ate)\b/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
