import type { Lang } from '../readers/language.js';
import { humanised } from './field-labels.js';
import { phrasesFor } from './phrases.js';

/** What offline-brain.ts answers when every matching entry is confidential (see confidential.ts). */
export const CANNOT_SHARE = 'I am afraid I cannot share that information.';

/**
 * An answer from the case's knowledge or constraints, as a person writes it: `deliveryAddress:
 * Hauptstr. 1` becomes "Delivery address: Hauptstr. 1" (the key in words), the refusal to share
 * something confidential is said in the letter's language.
 */
export function knowledgeAnswer(answer: string, lang: Lang): string {
  if (answer.trim() === CANNOT_SHARE) return phrasesFor(lang).cannotShare;
  return answer
    .split('\n')
    .map((line) => {
      const m = line.match(/^\s*([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*)\s*:\s*(.+)$/);
      if (!m?.[1] || !m[2]) return line.trim();
      const key = m[1];
      const isIdentifier = /[a-z][A-Z]|_/.test(key) || /^[a-z]+$/.test(key);
      if (!isIdentifier) return line.trim();
      const words = humanised(key).full;
      return `${words[0]!.toUpperCase()}${words.slice(1)}: ${m[2].trim()}`;
    })
    .join('\n');
}
