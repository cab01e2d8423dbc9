import { type Lang, languageScores } from '../readers/language.js';
import { hasEnglishNameWord } from './field-glossary.js';

/**
 * Whether a field's description, as the client wrote it, is English where the letter is in
 * another language. Descriptions are short, so this looks at evidence, not a majority: more
 * short words of English than of the letter's language, or none of the letter's and an English
 * name word of the glossary ("price", "delivery"). A description with no evidence either way
 * ("prijs per onderhoudsbeurt in euro") is taken as the client's words for the letter.
 */
export function isEnglishDescription(description: string, lang: Lang): boolean {
  if (lang === 'en' || description.trim() === '') return false;
  const scores = languageScores(description.slice(0, 300), true);
  if (scores.en > scores[lang]) return true;
  return scores[lang] === 0 && hasEnglishNameWord(description);
}
