import { foldForMatching } from '../language-fold.js';
import { contentWords } from './knowledge-sharing.js';

/**
 * The counterparty's questions in a reply's new text: sentences ending in `?`. Small talk is no
 * question for the client: a sentence without a content word, or a greeting that asks how one is
 * ("Olá Beatriz, tudo bem?", "Hi Sam, how are you doing?", "Hallo Frau Weber, wie geht es
 * Ihnen?", "Bonjour Paul, comment allez-vous ?", "Hola Ana, ¿qué tal?", "Ciao Marco, come va?",
 * "Hoi Femke, alles goed?", "Bom dia, como está?").
 */

const MAX_QUESTION_CHARS = 500;

/** A greeting question, on folded text: "how are you", "tudo bem", "wie geht's", "ça va" … */
const HOW_ARE_YOU =
  /\b(?:how (?:are|r) (?:you|u|things)|how(?:'s| is) (?:it going|everything|life|things)|how (?:have you been|are you doing)|(?:i )?hope (?:you(?:'re| are) well|all is well|this finds you well)|all (?:good|well)|tudo (?:bem|bom|certo)|como (?:esta|estas|vai|vao|tem passado)|wie geht(?:'s| es)(?: (?:ihnen|dir|euch))?|wie gehts|alles (?:gut|klar|goed|oke|ok)|ca va|comment (?:allez-vous|vas-tu|ca va)|vous allez bien|que tal|como (?:esta usted|estan|te va|le va)|come (?:va|sta|stai|state)|tutto bene|hoe (?:gaat het|is het)(?: met (?:u|je|jullie))?)\b/;

/** Whether the question only asks how one is: a greeting, the words around it names and hellos. */
function greetingOnly(question: string): boolean {
  const folded = foldForMatching(question);
  const m = HOW_ARE_YOU.exec(folded);
  if (!m) return false;
  // What stands after the greeting is the question's own: "how are you getting on with the quote?".
  return /^[\s?!.,]*(?:(?:doing|today|then|there|all|lately|mate)[\s?!.,]*)?$/.test(
    folded.slice(m.index + m[0].length),
  );
}

/** Sentences ending in `?`, trimmed and bounded; small talk (no content word) is skipped. */
export function findQuestions(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('?')) continue;
    for (const sentence of line.trim().split(/(?<=[.!?])\s+/)) {
      const q = sentence.trim();
      if (q.endsWith('?') && contentWords(q).size > 0 && !greetingOnly(q)) out.push(q.slice(0, MAX_QUESTION_CHARS));
    }
  }
  return out;
}
