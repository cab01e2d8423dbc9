import { foldForMatching } from '../../language-fold.js';
import { HEDGE_BEFORE } from '../../guards/hedges.js';
import { findNumbers } from '../amounts.js';
import { partOfSum } from '../amount-parts.js';
import { negatedBefore } from '../negation.js';
import type { ReadLang as Lang } from '../language.js';
import type { Segment } from '../segments.js';
import { type Per, perUnitAfter } from './per-unit.js';
import { AMBIGUOUS, UNITS, type UnitDef } from './unit-words.js';

export interface Quantity {
  value: number;
  unit: UnitDef;
  segment: number;
  index: number;
  end: number;
  /** The words of the clause around the quantity (folded), for binding it to a field. */
  clause: string;
  /** Written after "up to", "bis zu", "jusqu'à", "hasta", "fino a", "tot", "até": a maximum. */
  upTo: boolean;
  /** Written after "minimum (of)", "at least", "mindestens", "au moins": a minimum. */
  atLeast: boolean;
  /** The unit it is a rate per ("15 hours a week", "40 litres per hour"): undefined for an amount. */
  per?: Per;
  /** The size of each of several things ("Fässer zu je 30 l", "bags of 70 litres each"): never a total. */
  each?: true;
  /** Days counted as working days ("8 werkdagen", "3 working days", "5 giorni lavorativi"). */
  working?: true;
  /** Said not to be (a negation a few words before it in its clause: "não temos contratos de 6 meses", "we don't do 6-month terms"). */
  denied?: true;
  /** A guess ("about six weeks"): the figure as written, so that a plain restatement of it settles it. */
  hedged?: { value: number; unit: UnitDef };
}

const AT_LEAST =
  /(?:\bminimum(?: of)?|\bmin\.?|\bat least|\bmindestens|\bau moins|\bal menos|\bcomo minimo|\balmeno|\bminimaal|\bten minste|\bpelo menos|\bno minimo)\s*$/;

const UP_TO =
  /(?:\bup to|\bbis zu|\bjusqu'a|\bhasta|\bfino a|\btot|\bate|\bmaximum|\bmax\.?|\bmaximal|\bmassimo|\bmaximo)\s*$/;

const RANGE_AFTER = /^\s*(?:-|–|to|bis|à|a|al|tot|ate)\s*\d/;
const RANGE_BEFORE = /\d\s*(?:-|–|to|bis|a|à|al|tot|ate|and|und|et|y|e|en|or|oder|ou|o|of)\s*$/;

/** "each", "je", "jeweils", "chacun", "cada uno", "ciascuno", "l'uno", "elk", "per stuk" around a quantity (folded). */
const EACH_BEFORE = /\b(?:je|jeweils|each|elk|elke|cada|ciascun[oa]|chacun|chacune)\s*$/;
const EACH_AFTER =
  /^\s*(?:each|apiece|jeweils|chacun\w*|cada uno|cada una|cada um|cada|ciascun[oa]|l'un[oa]|elk|per stuk|pro stuck|la piece|l'unita|por unidad)\b/;

/**
 * "Per" and a thing after a quantity ("250 kg por punto de cuelgue", "30 l per bag", "5 kg pro
 * Sack"): the quantity of each of those things, never a total (a period, "per day", is a rate:
 * per-unit.ts reads it).
 */
const PER_THING_AFTER =
  /^\s*(?:per|por|pro|par|je|pour)\s+(?!(?:cent|the|le|la|les|el|los|las|il|lo|der|die|das|de|het|a|an|um|uma|un|une|una|uno|ein\w*|year|jahr|an|ano|anno|jaar|annee|month|monat|mois|mes|mese|maand|week|woche|semaine|semana|settimana|day|tag|jour|dia|giorno|dag|hour|stunde|heure|hora|ora|uur|night|nacht|nuit|noche|notte|noite|minute\w*|second\w*|sekunde\w*)\b)\p{L}{3,}/u;

/**
 * A count of things right before a quantity, "of" between ("12 panelen van 430 Wp", "14 drums of
 * 200 l", "6 Kanister zu 10 l", "20 sacs de 25 kg"): the quantity is the size of each of them.
 */
const COUNT_OF_BEFORE =
  /(?:^|[^\d.,])\d+\s+\p{L}{3,}(?:\s+\p{L}{3,})?\s+(?:of|van|de|di|da|do|zu|zu je|mit|a|con|com|met|from|von|with)\s*$/u;

/** Days counted as working days, in the unit's words or right after them (folded). */
const WORKING_DAYS =
  /^\s?-?\s?(?:(?:working|business) days?\b|werkdag\w*|werktag\w*|arbeitstag\w*|\p{L}+\s+(?:ouvr\w*|habiles?|laborables?|lavorativ\w*|uteis)\b)/u;

/** A clock's preposition right before a figure: "at", "um", "à", "a las", "alle", "om", "às". */
const CLOCK_BEFORE = /(?:\bat|\bum|\bgegen|\ba|\bvers|\ba las|\ba la|\balle|\bdalle|\bom|\btegen|\bas|\bdas)\s*$/;

/** Whether a count of things stands right before (COUNT_OF_BEFORE), and what it counts is no unit ("2 kg of 500 g"). */
function countOfEach(before: string): boolean {
  const m = COUNT_OF_BEFORE.exec(before);
  const counted = m ? (/\d+\s+(\p{L}+)/u.exec(m[0])?.[1] ?? '') : '';
  return m !== null && !UNITS.has(counted);
}

/** A figure with one mark and three digits after it, then a unit word ("2,048 t", "1.500 kg"). */
const UNSETTLED = /(?<![\d.,])(\d{1,3}[.,]\d{3})(?![\d.,]\d)\s?(\p{L}{1,12})(?![\p{L}])/gu;

/** The quantity right before an aside that opens with a bare figure ("16 kWp (16.02"), in the same segment. */
function asideHost(out: readonly Quantity[], segment: number, folded: string, index: number): Quantity | undefined {
  if (!/\(\s*$/.test(folded.slice(Math.max(0, index - 3), index))) return undefined;
  const open = folded.lastIndexOf('(', index);
  const host = out[out.length - 1];
  if (!host || host.segment !== segment || (host.unit.qty === '?' && host.hedged === undefined)) return undefined;
  const unit = host.hedged?.unit ?? host.unit;
  // Only the host's unit word between it and the aside.
  const between = folded.slice(host.end, open);
  if (unit.qty === '?' || open < host.end || between.length > 16 || !/^[\s\p{L}°²³]*$/u.test(between)) return undefined;
  return { ...host, unit };
}

/** Numbers followed by a unit word, in every segment. */
export function findQuantities(segments: readonly Segment[], lang: Lang): Quantity[] {
  const out: Quantity[] = [];
  const minutesTaken = new Set<string>();
  segments.forEach((seg, si) => {
    const numbers = findNumbers(seg.text, lang);
    // "2,048 t" in a text whose decimal mark the figure cannot settle (two thousand, or two): no
    // value, and the field of that unit's dimension is not sure.
    for (const m of seg.text.matchAll(UNSETTLED)) {
      const at = m.index ?? 0;
      if (numbers.some((n) => n.index <= at && n.end > at)) continue;
      const unit = UNITS.get(foldForMatching(m[2]!));
      if (unit)
        out.push({
          value: Number.NaN,
          unit: { ...unit, qty: '?' },
          segment: si,
          index: at,
          end: at + m[1]!.length,
          clause: '',
          upTo: false,
          atLeast: false,
        });
    }
    for (const n of numbers) {
      // A term of a sum ("6 + 4 hours") is no quantity of its own.
      if (n.currency || n.percent || partOfSum(seg.text, n.index, n.end)) continue;
      const after = seg.folded.slice(n.end, n.end + 24);
      // "1 h 30", "1h30", "2 Std. 15 Min.", "1 hour 30 minutes", "1 ora e 30": hours and minutes, one span.
      const hm = hoursAndMinutes(seg.folded.slice(n.end, n.end + 32));
      if (hm !== undefined && Number.isInteger(n.value)) {
        const before = seg.folded.slice(Math.max(0, n.index - 20), n.index);
        if (CLOCK_BEFORE.test(before) || RANGE_BEFORE.test(before)) continue;
        const prevEnd = Math.max(0, ...numbers.filter((x) => x.end <= n.index).map((x) => x.end));
        const value = n.value * 60 + hm.minutes;
        const end = n.end + hm.length;
        const hedged = HEDGE_BEFORE.test(before);
        const minute = { dim: 'hours' as const, qty: 'minute' };
        out.push({
          value: hedged ? Number.NaN : value,
          unit: hedged ? { ...minute, qty: '?' } : minute,
          segment: si,
          index: n.index,
          end,
          clause: clauseAround(seg.folded, n.index, end, prevEnd),
          upTo: UP_TO.test(before),
          atLeast: AT_LEAST.test(before),
          ...(hedged ? { hedged: { value, unit: minute } } : {}),
        });
        minutesTaken.add(`${si}:${n.end + hm.minutesAt}`);
        continue;
      }
      if (minutesTaken.has(`${si}:${n.index}`)) continue;
      // "3 working days", "5 business days": the days are days, as "3 jours ouvrés" reads.
      const m =
        /^\s?-?\s?(?:(?:working|business|calendar|clear) (?=days?\b))?([\p{L}°²³][\p{L}\d°²³]*(?: [\p{L}]+)?)/u.exec(
          after,
        );
      const two = m?.[1] ?? '';
      const one = two.split(' ')[0]!;
      const ambiguous = m !== null && AMBIGUOUS.has(one);
      const unit = !m
        ? undefined
        : ambiguous
          ? { dim: one.startsWith('t') ? ('mass' as const) : ('volume' as const), qty: '?' }
          : (UNITS.get(two) ?? UNITS.get(one));
      if (!m || !unit) {
        // "just over 16 kWp (16.02 to be exact)": a bare figure opening an aside right after a
        // quantity is that quantity said exactly, in its unit.
        const host = asideHost(out, si, seg.folded, n.index);
        if (host) {
          const { hedged: _, ...plain } = host;
          out.push({ ...plain, value: n.value, index: n.index, end: n.end, upTo: false, atLeast: false });
        }
        continue;
      }
      const before = seg.folded.slice(Math.max(0, n.index - 20), n.index);
      // "om 15 uur", "à 15 heures", "a las 15 horas", "alle 15 ore": a time of day, no span of hours.
      if (unit.dim === 'hours' && CLOCK_BEFORE.test(before)) continue;
      const marker = {
        value: Number.NaN,
        unit: { ...unit, qty: '?' },
        segment: si,
        index: n.index,
        end: n.end,
        clause: '',
        upTo: false,
        atLeast: false,
      };
      // A unit that means different amounts ("ton"), one end of a range ("3 to 5 weeks",
      // "zwischen 2 und 3 Tonnen"): the field of that dimension is not sure.
      if (ambiguous || RANGE_BEFORE.test(before) || RANGE_AFTER.test(seg.folded.slice(n.end, n.end + 8))) {
        out.push(marker);
        continue;
      }
      const upTo = UP_TO.test(before);
      const atLeast = AT_LEAST.test(before);
      // A guess ("about 14 tonnes"): not a value, and the field is not sure.
      if (!upTo && !atLeast && HEDGE_BEFORE.test(before)) {
        out.push({ ...marker, hedged: { value: n.value, unit } });
        continue;
      }
      // The words that bind it: from the previous number (or the clause's start) to the unit
      // and the three words after it ("the smallest run is 300 sheets", "forty litres an hour").
      const prevEnd = Math.max(0, ...numbers.filter((x) => x.end <= n.index).map((x) => x.end));
      const clause = clauseAround(seg.folded, n.index, n.end, prevEnd);
      const word = UNITS.has(two) ? two : one;
      const per = perUnitAfter(after.slice(m[0].indexOf(word) + word.length));
      out.push({
        value: n.value,
        unit,
        segment: si,
        index: n.index,
        end: n.end,
        clause,
        upTo,
        atLeast,
        ...(per ? { per } : {}),
        ...(negatedBefore(seg.folded.slice(Math.max(0, n.index - 60), n.index), lang, 4)
          ? { denied: true as const }
          : {}),
        ...(WORKING_DAYS.test(after.slice(0, m[0].length + 16)) ? { working: true as const } : {}),
        ...(EACH_BEFORE.test(before) ||
        countOfEach(seg.folded.slice(Math.max(0, n.index - 48), n.index)) ||
        EACH_AFTER.test(after.slice(m[0].indexOf(word) + word.length)) ||
        PER_THING_AFTER.test(after.slice(m[0].indexOf(word) + word.length))
          ? { each: true as const }
          : {}),
      });
    }
  });
  return out;
}

/** An hour word and minutes after it, and an optional minute word: "h 30", "h30", "std. 15 min", "hours 30 minutes", "ora e 30". */
const HOURS_MINUTES =
  /^(\s?(?:h|hrs?|hours?|std\.?|stunden?|heures?|horas?|ore|ora|uur)\s?(?:(?:and|und|et|y|e|en)\s)?)(\d{1,2})(?!\s*(?:%|[.,:]\d|(?:am|pm|uhr)\b))(?:\s?(?:min\.?|mins|minutes?|minuten|minutos|minuti)\b)?/u;

/**
 * Minutes written after a count of hours ("1 h 30", "1h30", "2 Std. 15 Min.", "1 hour 30
 * minutes"): how many, where they start and where the span ends, after the hours' figure.
 */
function hoursAndMinutes(after: string): { minutes: number; minutesAt: number; length: number } | undefined {
  const m = HOURS_MINUTES.exec(after);
  if (!m) return undefined;
  const minutes = Number(m[2]);
  if (minutes >= 60) return undefined;
  return { minutes, minutesAt: m[1]!.length, length: m[0].length };
}

/**
 * The words around a number that bind it: from the previous number or the clause's start (the
 * last , ; ( ) or "and"/"und"/"et"… before it) to three words after it, within the clause.
 */
function clauseAround(folded: string, start: number, end: number, prevEnd: number): string {
  const stops = /[,;()]|\.(?!\d)|\s(?:and|und|et|y|e|en|but|aber|mais|pero|ma|maar|mas)\s/g;
  let from = 0;
  let to = folded.length;
  for (const m of folded.matchAll(stops)) {
    const at = m.index ?? 0;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end && at < to) {
      to = at;
      break;
    }
  }
  const after = folded.slice(end, to).split(/\s+/).slice(0, 4).join(' ');
  return `${folded.slice(Math.max(from, prevEnd), end)}${after.startsWith(' ') ? '' : ' '}${after}`;
}
