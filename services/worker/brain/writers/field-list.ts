import type { Lang } from '../readers/language.js';
import { phrasesFor } from './phrases.js';

/**
 * Names joined the way a person writes them: "a and b" inline (English, up to two), else a
 * bullet list under a lead-in line (always in the other languages, whose sentences carry a
 * field name left in the client's English best on its own line).
 */
export function listSentence(
  items: readonly string[],
  lang: Lang,
  inline: (x: string) => string,
  listLeadIn: string,
): string {
  const maxInline = lang === 'en' ? 2 : 0;
  if (items.length <= maxInline) return inline(joinWords(items, lang));
  return [listLeadIn, ...items.map((i) => `- ${i}`)].join('\n');
}

export function joinWords(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${phrasesFor(lang).and} ${items.at(-1)}`;
}
