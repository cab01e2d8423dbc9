import type { ReadLang as Lang } from '../language.js';

/**
 * The half or quarter that words after a number add to it, in the seven languages: "two and a
 * half", "5 and a quarter", "cinque e mezzo", "deux et demi", "dos y medio", "dois e meio",
 * "twee en een half", "3 ½", "3 1/2"; and after the number's noun: "cinque ore e mezza", "deux
 * heures et demie", "dos horas y media", "duas horas e meia", "two hours and a half", "drei
 * Stunden und eine halbe". Without it "cinque ore e mezza" reads as 5 hours: a wrong value.
 * The connector is the reply's own language's ("en demi-pension" is French for half board, not a
 * half); a half that starts a compound ("et demi-pension") or names a board ("e mezza pensione",
 * "and half board") adds nothing. Each check is one bounded look after the number (linear).
 */

export interface Fraction {
  /** What it adds: 0.5, 0.25 or 0.75. */
  add: number;
  /** Where the words that add it end, when they stand right after the number ("two and a half"). */
  end?: number;
  /** Where the fraction's words end (a number word inside them, "three quarters", is no number of its own). */
  until: number;
}

const AND: Record<Lang, string> = { en: 'and', de: 'und', fr: 'et', es: 'y', it: 'e', pt: 'e', nl: 'en' };
/** The article before the half: required where the language writes one ("and a half", "und eine halbe", "en een half"). */
const ARTICLE: Record<Lang, string> = {
  en: 'a',
  de: 'eine?|einen',
  fr: 'une?',
  es: 'una?',
  it: 'una?',
  pt: 'uma?|um',
  nl: 'een',
};
const ARTICLE_REQUIRED: ReadonlySet<Lang> = new Set(['en', 'de', 'nl']);
/** "One" as an article before a noun and its half: "an hour and a half", "un'ora e mezza", "une heure et demie". */
const ONE: Record<Lang, string> = {
  en: 'an?|one',
  de: 'eine?n?|einer',
  fr: 'une?',
  es: 'una?|uno',
  it: 'una?|uno',
  pt: 'uma?|um',
  nl: 'een|één',
};
const HALF: Record<Lang, string> = {
  en: 'half',
  de: 'halbe?n?',
  fr: 'demie?',
  es: 'medi[ao]',
  it: 'mezz[ao]',
  pt: 'mei[ao]',
  nl: 'half|halve',
};
const QUARTER: Record<Lang, string> = {
  en: 'quarter',
  de: 'viertel',
  fr: 'quart',
  es: 'cuarto',
  it: 'quarto',
  pt: 'quarto',
  nl: 'kwart',
};
const THREE_QUARTERS: Record<Lang, string> = {
  en: 'three quarters',
  de: 'dreiviertel|drei viertel',
  fr: 'trois quarts',
  es: 'tres cuartos',
  it: 'tre quarti',
  pt: 'tres quartos',
  nl: 'driekwart|drie kwart',
};

/** A half that is part of another word or names a board ("demi-pension", "mezza pensione", "half board"). */
const NOT_A_FRACTION = /^(?:-\p{L}|\s+(?:board|pension|pensione|pension|pensao|pensión|pensão)(?![\p{L}]))/u;

const cache = new Map<Lang, RegExp>();
function pattern(lang: Lang): RegExp {
  let re = cache.get(lang);
  if (!re) {
    re = new RegExp(
      String.raw`^(?<noun>(?:\s+|['’])\p{L}{2,20})?\s+(?:${AND[lang]})\s+(?:(?<three>${THREE_QUARTERS[lang]})|(?:(?:${ARTICLE[lang]})\s+)${ARTICLE_REQUIRED.has(lang) ? '' : '?'}(?:(?<half>${HALF[lang]})|(?<quarter>${QUARTER[lang]})))(?![\p{L}])`,
      'iu',
    );
    cache.set(lang, re);
  }
  return re;
}

/** A glyph or a written fraction right after the figure: "3½", "3 ½", "3 1/2", "2 3/4". */
const GLYPH = /^\s?(?:(?<half>½|1\/2)|(?<quarter>¼|1\/4)|(?<three>¾|3\/4))(?![\d/])/u;

/** The fraction the words right after a number (at `end` of `text`) add to it, if any. */
export function fractionAfter(text: string, end: number, lang: Lang): Fraction | undefined {
  const after = text.slice(end, end + 60);
  const glyph = GLYPH.exec(after);
  if (glyph) return { add: addOf(glyph.groups ?? {}), end: end + glyph[0].length, until: end + glyph[0].length };
  const m = pattern(lang).exec(after);
  if (!m) return undefined;
  if (NOT_A_FRACTION.test(after.slice(m[0].length))) return undefined;
  const g = m.groups ?? {};
  const add = addOf(g);
  const until = end + m[0].length;
  return g['noun'] ? { add, until } : { add, end: until, until };
}

function addOf(g: Record<string, string | undefined>): number {
  return g['half'] ? 0.5 : g['three'] ? 0.75 : 0.25;
}

/**
 * "One" written as an article with a noun and its half ("an hour and a half", "un'ora e mezza",
 * "une heure et demie", "una hora y media", "uma hora e meia", "een uur en een half"): 1.5, at
 * the article (a lone article is otherwise never a number).
 */
export function articleFractions(text: string, lang: Lang): Array<{ value: number; index: number; end: number }> {
  const out: Array<{ value: number; index: number; end: number }> = [];
  const re = new RegExp(String.raw`(?<![\p{L}\d])(?:${ONE[lang]})(?=\s+\p{L}|['’]\p{L})`, 'giu');
  for (const m of text.slice(0, 4_000).matchAll(re)) {
    const index = m.index ?? 0;
    const end = index + m[0].length;
    const f = fractionAfter(text, end, lang);
    // Only with its noun between: "a half" alone is no number here.
    if (f && f.end === undefined) out.push({ value: 1 + f.add, index, end });
  }
  return out;
}
