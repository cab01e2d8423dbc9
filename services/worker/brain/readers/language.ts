import { foldForMatching } from '../language-fold.js';

/**
 * The language of a reply among those the offline brain reads (English, German, French,
 * Spanish), by counting each language's most frequent short words. Deterministic; a text with
 * no clear winner is English. Used to pick the date parser's locale and number conventions.
 */

export type Lang = 'en' | 'de' | 'fr' | 'es';
export const LANGS: readonly Lang[] = ['en', 'de', 'fr', 'es'];

const WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(
    'the and is are will be we you your our of to for on with this that it at have has can would please thanks thank hi hello regards'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist sind wird werden wir sie ihr ihre ihnen unser unsere mit fur auf am im zum zur den dem des ein eine nicht ich bitte danke hallo gruße grusse freundlichen'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les et est sont sera nous vous votre vos notre nos avec pour sur au aux du des un une pas je bonjour merci cordialement bien'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las y es son sera estamos usted su sus nuestro nuestra con para por del al un una no yo hola gracias saludos atentamente'.split(
      ' ',
    ),
  ),
};

export function detectLanguage(text: string): Lang {
  const words = foldForMatching(text.slice(0, 5_000)).match(/\p{L}+/gu) ?? [];
  let best: Lang = 'en';
  let bestScore = 0;
  for (const lang of LANGS) {
    let score = 0;
    for (const w of words) if (WORDS[lang].has(w)) score++;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
