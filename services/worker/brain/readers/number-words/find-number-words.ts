import type { ReadLang as Lang } from '../language.js';
import { valueOfParts } from './grammar.js';
import { LEXICON, LONE_AMBIGUOUS } from './lexicon.js';
import type { Part } from './parts.js';
import { foldKeepingLength } from '../../language-fold.js';

/**
 * Numbers written as words, in the seven languages the brain reads: "twelve", "a dozen",
 * "two hundred and fifty", "fifteen hundred", "zwölf", "fünfundzwanzig", "douze",
 * "vingt-cinq", "quatre-vingt-dix", "doce", "veinticinco", "treinta y cinco", "dodici",
 * "venticinque", "twaalf", "vijfentwintig", "doze", "vinte e cinco".
 *
 * Only the reply's own language is read (many number words are ordinary words elsewhere:
 * Dutch "onze" is "our", English "once", German "um"). A compound word is split into known
 * parts (longest first) and the parts must follow the grammar of a number (units before
 * hundreds, a ten before its unit or, in German and Dutch, a unit joined to its ten by
 * "und"/"en"); anything else is not a number. A lone "one" ("ein", "un", "een", "uno", "um")
 * is an article far more often than a number and is never read. Linear in the text: one pass
 * over its words, each word split by a bounded greedy walk.
 */

export interface WordNumber {
  value: number;
  index: number;
  end: number;
}

/** Compound words are split into lexicon entries of at least this many letters. */
const MIN_PART = 2;
const MAX_WORD = 40;

/** The parts of one word (a whole entry, or a compound split greedily, longest part first). */
function split(word: string, lex: Readonly<Record<string, Part>>): Part[] | undefined {
  const w = word.replace(/ß/g, 'ss');
  if (w.length > MAX_WORD) return undefined;
  const whole = lex[w];
  if (whole) return [whole];
  const out: Part[] = [];
  let i = 0;
  while (i < w.length) {
    let hit: Part | undefined;
    let len = 0;
    for (let j = w.length; j >= i + MIN_PART; j--) {
      const p = lex[w.slice(i, j)];
      if (p && p.kind !== 'article') {
        hit = p;
        len = j - i;
        break;
      }
    }
    if (!hit) return undefined;
    out.push(hit);
    i += len;
  }
  return out;
}

/** German and Dutch write a half into the word: "zweieinhalb", "eineinhalb", "tweeënhalf"; "anderthalb", "anderhalf" are 1½. */
const HALF_SUFFIX: Partial<Record<Lang, RegExp>> = { de: /^(.+)einhalb$/, nl: /^(.+)enhalf$/ };
const ONE_AND_A_HALF = new Set(['anderthalb', 'anderthalbe', 'anderthalben', 'anderhalf', 'anderhalve']);

function halfCompound(word: string, lex: Readonly<Record<string, Part>>, lang: Lang): { parts: Part[] } | undefined {
  if ((lang === 'de' || lang === 'nl') && ONE_AND_A_HALF.has(word)) return { parts: [{ kind: 'unit', value: 1 }] };
  const m = HALF_SUFFIX[lang]?.exec(word);
  const parts = m ? split(m[1]!, lex) : undefined;
  return parts ? { parts } : undefined;
}

/** Word numbers in the text, in the given language; a lone one/ein/un/een is not read. */
export function findNumberWords(text: string, lang: Lang): WordNumber[] {
  const lex = LEXICON[lang];
  const src = text.slice(0, 4_000);
  const folded = foldKeepingLength(src);
  // Words with their positions; a hyphen joins ("twenty-five", "vingt-cinq").
  const words: Array<{ w: string; index: number; end: number }> = [];
  for (const m of folded.matchAll(/[\p{L}ß]+/gu)) {
    const index = m.index ?? 0;
    words.push({ w: m[0], index, end: index + m[0].length });
  }
  const out: WordNumber[] = [];
  let i = 0;
  while (i < words.length) {
    let best: { value: number; j: number } | undefined;
    let parts: Part[] = [];
    for (let j = i; j < words.length && j < i + 12; j++) {
      // Words of one number are separated by a space or a hyphen only.
      if (j > i) {
        const gap = folded.slice(words[j - 1]!.end, words[j]!.index);
        if (gap !== ' ' && gap !== '-') break;
      }
      const w = words[j]!.w;
      const half = halfCompound(w, lex, lang);
      if (half) {
        // "zweieinhalb", "tweeënhalf", "anderthalb": the number ends with its half.
        const v = valueOfParts([...parts, ...half.parts], lang);
        if (v !== undefined) best = { value: v + 0.5, j };
        break;
      }
      const ps = split(w, lex);
      if (!ps) break;
      parts = [...parts, ...ps];
      const v = ps ? valueOfParts(parts, lang) : undefined;
      const last = parts[parts.length - 1];
      if (v !== undefined && last && last.kind !== 'and' && last.kind !== 'article') best = { value: v, j };
    }
    const lone = best !== undefined && best.j === i;
    if (best && !(lone && (best.value === 1 || LONE_AMBIGUOUS[lang].has(words[i]!.w)))) {
      out.push({ value: best.value, index: words[i]!.index, end: words[best.j]!.end });
      i = best.j + 1;
    } else i++;
  }
  return out;
}
