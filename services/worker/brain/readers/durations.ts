import { foldForMatching } from '../language-fold.js';

/**
 * Durations in days: "three weeks" → 21, "10 business days" → 10, "zwei Wochen" → 14,
 * "trois semaines" → 21, "dos semanas" → 14. Numbers as digits or words (one to twelve, in the
 * four languages); days and weeks only (a month is not a fixed number of days). "a day or two"
 * names no number next to its unit and is not taken.
 */

const WORDS: Record<string, number> = {
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
  ein: 1,
  eine: 1,
  einen: 1,
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
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
};

const DURATION =
  /(?<![\p{L}\d])(\d{1,3}|[a-z]+)(?:\s*-\s*|\s+)(?:(?:business|working|calendar|werk|arbeits|ouvres?|habiles?|laborables?)\s+)?(days?|weeks?|tage?n?|werktage?n?|arbeitstage?n?|wochen?|jours?|semaines?|dias?|semanas?)(?![\p{L}])/gu;

export interface FoundDuration {
  days: number;
  index: number;
}

export function findDurations(text: string): FoundDuration[] {
  const folded = foldForMatching(text.slice(0, 4_000));
  const out: FoundDuration[] = [];
  for (const m of folded.matchAll(DURATION)) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : WORDS[m[1]!];
    if (n === undefined) continue;
    const weeks = /^(?:week|woche|semaine|semana)/.test(m[2]!);
    out.push({ days: weeks ? n * 7 : n, index: m.index ?? 0 });
  }
  return out;
}
