import type { ReadLang as Lang } from './language.js';

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

type Kind = 'unit' | 'teen' | 'ten' | 'hundred' | 'thousand' | 'million' | 'dozen' | 'and' | 'article';
interface Part {
  kind: Kind;
  value: number;
}

const U = (v: number): Part => ({ kind: 'unit', value: v });
const T = (v: number): Part => ({ kind: 'teen', value: v });
const X = (v: number): Part => ({ kind: 'ten', value: v });
const H: Part = { kind: 'hundred', value: 100 };
const K: Part = { kind: 'thousand', value: 1000 };
const M: Part = { kind: 'million', value: 1_000_000 };
const D: Part = { kind: 'dozen', value: 12 };
const AND: Part = { kind: 'and', value: 0 };
const ART: Part = { kind: 'article', value: 1 };

function table(
  units: string[],
  teens: string[],
  tens: string[],
  extra: Record<string, Part>,
): Readonly<Record<string, Part>> {
  const t: Record<string, Part> = {};
  units.forEach((w, i) => {
    t[w] = U(i + 1);
  });
  teens.forEach((w, i) => {
    t[w] = T(i + 10);
  });
  tens.forEach((w, i) => {
    t[w] = X((i + 2) * 10);
  });
  return { ...t, ...extra };
}

/** Words (accents folded, lower case) → parts, per language. */
const LEXICON: Record<Lang, Readonly<Record<string, Part>>> = {
  en: table(
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
    ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
    { hundred: H, thousand: K, million: M, dozen: D, and: AND, a: ART, an: ART },
  ),
  de: table(
    ['eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun'],
    ['zehn', 'elf', 'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
    ['zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'],
    {
      ein: U(1),
      eine: ART,
      einen: ART,
      dreisig: X(30),
      hundert: H,
      tausend: K,
      million: M,
      millionen: M,
      dutzend: D,
      und: AND,
    },
  ),
  fr: table(
    ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
    ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'],
    ['vingt', 'trente', 'quarante', 'cinquante', 'soixante'],
    {
      une: U(1),
      vingts: X(20),
      cent: H,
      cents: H,
      mille: K,
      million: M,
      millions: M,
      douzaine: D,
      et: AND,
    },
  ),
  es: table(
    ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
    ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve'],
    ['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'],
    {
      un: U(1),
      una: U(1),
      veinti: X(20),
      cien: H,
      ciento: H,
      doscientos: { kind: 'hundred', value: 200 },
      doscientas: { kind: 'hundred', value: 200 },
      trescientos: { kind: 'hundred', value: 300 },
      trescientas: { kind: 'hundred', value: 300 },
      cuatrocientos: { kind: 'hundred', value: 400 },
      cuatrocientas: { kind: 'hundred', value: 400 },
      quinientos: { kind: 'hundred', value: 500 },
      quinientas: { kind: 'hundred', value: 500 },
      seiscientos: { kind: 'hundred', value: 600 },
      seiscientas: { kind: 'hundred', value: 600 },
      setecientos: { kind: 'hundred', value: 700 },
      setecientas: { kind: 'hundred', value: 700 },
      ochocientos: { kind: 'hundred', value: 800 },
      ochocientas: { kind: 'hundred', value: 800 },
      novecientos: { kind: 'hundred', value: 900 },
      novecientas: { kind: 'hundred', value: 900 },
      mil: K,
      millon: M,
      millones: M,
      docena: D,
      y: AND,
    },
  ),
  it: table(
    ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
    [
      'dieci',
      'undici',
      'dodici',
      'tredici',
      'quattordici',
      'quindici',
      'sedici',
      'diciassette',
      'diciotto',
      'diciannove',
    ],
    ['venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'],
    {
      un: U(1),
      una: U(1),
      // Elided before "uno" and "otto": ventuno, trentotto.
      vent: X(20),
      trent: X(30),
      quarant: X(40),
      cinquant: X(50),
      sessant: X(60),
      settant: X(70),
      ottant: X(80),
      novant: X(90),
      cento: H,
      mille: K,
      mila: K,
      milione: M,
      milioni: M,
      dozzina: D,
      e: AND,
    },
  ),
  nl: table(
    ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
    ['tien', 'elf', 'twaalf', 'dertien', 'veertien', 'vijftien', 'zestien', 'zeventien', 'achttien', 'negentien'],
    ['twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'],
    { honderd: H, duizend: K, miljoen: M, dozijn: D, en: AND },
  ),
  pt: table(
    ['um', 'dois', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
    ['dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'],
    ['vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'],
    {
      uma: U(1),
      duas: U(2),
      quatorze: T(14),
      dezasseis: T(16),
      dezassete: T(17),
      dezanove: T(19),
      cem: H,
      cento: H,
      duzentos: { kind: 'hundred', value: 200 },
      duzentas: { kind: 'hundred', value: 200 },
      trezentos: { kind: 'hundred', value: 300 },
      trezentas: { kind: 'hundred', value: 300 },
      quatrocentos: { kind: 'hundred', value: 400 },
      quatrocentas: { kind: 'hundred', value: 400 },
      quinhentos: { kind: 'hundred', value: 500 },
      quinhentas: { kind: 'hundred', value: 500 },
      seiscentos: { kind: 'hundred', value: 600 },
      seiscentas: { kind: 'hundred', value: 600 },
      setecentos: { kind: 'hundred', value: 700 },
      setecentas: { kind: 'hundred', value: 700 },
      oitocentos: { kind: 'hundred', value: 800 },
      oitocentas: { kind: 'hundred', value: 800 },
      novecentos: { kind: 'hundred', value: 900 },
      novecentas: { kind: 'hundred', value: 900 },
      mil: K,
      milhao: M,
      milhoes: M,
      duzia: D,
      e: AND,
    },
  ),
};

/**
 * Number words that are as often other words when they stand alone: French "neuf" (new),
 * Italian "sei" (you are), Dutch "acht" (considers). Inside a number ("dix-neuf", "ventisei")
 * they count.
 */
const LONE_AMBIGUOUS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(),
  de: new Set(),
  fr: new Set(['neuf']),
  es: new Set(),
  it: new Set(['sei']),
  nl: new Set(['acht']),
  pt: new Set(),
};

/** Compound words are split into lexicon entries of at least this many letters. */
const MIN_PART = 2;
const MAX_WORD = 40;

/** One character folded to one character (so indexes hold): accents removed, lower case. */
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').charAt(0).toLowerCase();
    out += ch === 'ß' ? 'ß' : base.length === 1 ? base : ch;
  }
  return out;
}

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

/**
 * The value of a run of parts, or undefined when they do not form one number. Within each
 * group below a thousand: [unit|teen] [hundred] [ten] [unit]; a unit joined to a following ten
 * only through "and" (German, Dutch order: "fünfundzwanzig"); "and" only between parts; the
 * French twenties ("soixante-dix", "quatre-vingt-dix-sept") by their own rule.
 */
export function valueOfParts(parts: readonly Part[], lang: Lang = 'en'): number | undefined {
  let total = 0;
  let group = 0; // below a thousand
  let last: Kind | 'start' = 'start';
  let hasTen = false; // the group's tens are set
  let hasUnit = false; // the group's units are set
  let unitAnd = false; // "fünf und" waiting for its ten
  let hasUnitAfterTen = false;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    const prev = last;
    last = p.kind;
    switch (p.kind) {
      case 'article':
        if (prev !== 'start') return undefined;
        group = 1;
        continue;
      case 'and':
        if (prev === 'start' || prev === 'and' || prev === 'article') return undefined;
        if (prev === 'unit' && !hasTen) {
          if (lang !== 'de' && lang !== 'nl') return undefined;
          unitAnd = true;
        }
        continue;
      case 'unit':
        if (prev === 'article' || unitAnd) return undefined;
        // French "dix-sept": ten and a unit after it.
        if (prev === 'teen' && lang === 'fr' && (group % 100) % 20 === 10 && p.value >= 7 && !hasUnitAfterTen) {
          group += p.value;
          hasUnitAfterTen = true;
          continue;
        }
        if (hasUnit) return undefined;
        group += p.value;
        hasUnit = true;
        continue;
      case 'teen':
        if (prev === 'article' || hasUnit || unitAnd) return undefined;
        // French "soixante-dix", "soixante et onze", "quatre-vingt-dix".
        if (hasTen && !(lang === 'fr' && (group % 100 === 60 || group % 100 === 80))) return undefined;
        group += p.value;
        hasUnit = true;
        hasTen = true;
        hasUnitAfterTen = false;
        continue;
      case 'ten':
        if (prev === 'article' || hasTen) return undefined;
        if (hasUnit && !unitAnd) {
          // French "quatre-vingt(s)": four twenties.
          if (!(lang === 'fr' && prev === 'unit' && p.value === 20 && group % 100 === 4)) return undefined;
          group += 76;
          hasUnit = false;
          hasTen = true;
          continue;
        }
        group += p.value;
        hasTen = true;
        unitAnd = false;
        continue;
      case 'hundred':
        if (prev === 'and' || group >= 100 || unitAnd || (hasTen && !(lang === 'en' && prev === 'teen')))
          return undefined;
        // "fifteen hundred" (English) or "two hundred"; "doscientos" carries its own count.
        if (p.value > 100) {
          if (group !== 0) return undefined;
          group = p.value;
        } else group = (group === 0 ? 1 : group) * 100;
        if (group >= 10_000 || (group >= 1_000 && lang !== 'en')) return undefined;
        hasTen = false;
        hasUnit = false;
        continue;
      case 'dozen':
        // A dozen closes the number ("a dozen", "two dozen").
        if (
          k !== parts.length - 1 ||
          total !== 0 ||
          group > 12 ||
          (prev !== 'article' && prev !== 'unit' && prev !== 'start')
        )
          return undefined;
        return (group === 0 ? 1 : group) * 12;
      case 'thousand':
      case 'million': {
        if (prev === 'and' || unitAnd) return undefined;
        if (total !== 0 && total < p.value * 1000) return undefined;
        total += (group === 0 ? 1 : group) * p.value;
        group = 0;
        hasTen = false;
        hasUnit = false;
        continue;
      }
    }
  }
  if (last === 'and' || last === 'article' || unitAnd) return undefined;
  return total + group;
}

/** Word numbers in the text, in the given language; a lone one/ein/un/een is not read. */
export function findNumberWords(text: string, lang: Lang): WordNumber[] {
  const lex = LEXICON[lang];
  const src = text.slice(0, 4_000);
  const folded = fold(src);
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
