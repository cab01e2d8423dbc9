import { foldForMatching } from '../language-fold.js';

/**
 * The language of a reply, by counting each language's most frequent short words.
 * Deterministic; a text with no clear winner is English.
 * - `detectReadLanguage`: among the seven languages the offline brain reads (English, German,
 *   French, Spanish, Italian, Dutch, Portuguese): picks the date parser's locale and the number
 *   conventions.
 * - `detectLanguage`: the language of our reply to it. The brain writes the same seven
 *   (writers/phrases.ts), so this is the reading language.
 */

export type ReadLang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';
/** The languages the brain writes: the seven it reads. */
export type Lang = ReadLang;
export const READ_LANGS: readonly ReadLang[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];
export const LANGS: readonly Lang[] = READ_LANGS;

const WORDS: Record<ReadLang, ReadonlySet<string>> = {
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
  it: new Set(
    'il lo la gli le e di che per con non sono siamo della delle dei degli nel nella una un vi le ci buongiorno grazie saluti cordiali gentile abbiamo'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'de het een en is zijn wij we u uw ons onze met voor op van niet ik dat die er dank groet vriendelijke beste hallo graag wordt kunnen'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o a os as e de do da dos das em no na nos um uma com para por nao que sao somos voce obrigado obrigada cumprimentos atenciosamente bom dia'.split(
      ' ',
    ),
  ),
};

export function detectReadLanguage(text: string): ReadLang {
  const scores = languageScores(text);
  let best: ReadLang = 'en';
  for (const lang of READ_LANGS) if (scores[lang] > scores[best]) best = lang;
  return best;
}

/**
 * The language a text is clearly written in, else English: at least MIN_CLEAR of its short
 * words, more than twice as many as of English, and more than of any other language. For the
 * client's own words (an objective, a schema's descriptions): a name or a borrowed phrase
 * ("Café de Flore", "à la carte") in an English request leaves it English.
 */
export function clearLanguage(text: string): ReadLang {
  const scores = languageScores(text, true);
  const ranked = [...READ_LANGS].sort((a, b) => scores[b] - scores[a]);
  const [best, second] = ranked as [ReadLang, ReadLang];
  if (best === 'en' || scores[best] < MIN_CLEAR || scores[best] <= 2 * scores.en || scores[best] === scores[second])
    return 'en';
  return best;
}
const MIN_CLEAR = 3;

/**
 * More short words for `clearLanguage` only: Spanish and French "de", "en" (Dutch and Portuguese
 * count theirs), so a Spanish or French request is not taken for Dutch or Portuguese. The reading
 * side keeps WORDS alone: its choice of date and number conventions stays as it was.
 */
const MORE_WORDS: Partial<Record<ReadLang, ReadonlySet<string>>> = {
  es: new Set('de en que se lo muy pero hay hasta desde'.split(' ')),
  fr: new Set('de en'.split(' ')),
  nl: new Set('hoi groetjes maar ook als naar'.split(' ')),
};

/** How many of each language's short words a text has (`more`: with MORE_WORDS). */
export function languageScores(text: string, more = false): Record<ReadLang, number> {
  const words = foldForMatching(text.slice(0, 5_000)).match(/\p{L}+/gu) ?? [];
  const scores = { en: 0, de: 0, fr: 0, es: 0, it: 0, nl: 0, pt: 0 };
  for (const lang of READ_LANGS)
    for (const w of words) if (WORDS[lang].has(w) || (more && MORE_WORDS[lang]?.has(w))) scores[lang]++;
  return scores;
}

/** The language to answer a text in: the brain writes every language it reads. */
export function detectLanguage(text: string): Lang {
  return detectReadLanguage(text);
}
