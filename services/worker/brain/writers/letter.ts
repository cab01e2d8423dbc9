import type { Lang } from '../readers/language.js';
import type { CaseContext } from '../brain.js';
import { oneLine } from './one-line.js';
import { phrasesFor } from './phrases.js';

/**
 * Paragraphs framed as a letter in the given language: a greeting in the persona's tone
 * (`formal` → "Dear", `friendly`/`casual`/`informal`/`warm` → "Hi", else "Hello", and their
 * German, French and Spanish counterparts) with the counterparty's name, and the persona's
 * sign-off (name, then role and company).
 */
export function letter(ctx: CaseContext, paragraphs: string[], lang: Lang = 'en'): string {
  const p = ctx.senderPersona;
  const phrases = phrasesFor(lang);
  const tone = (p.tone ?? '').toLowerCase();
  const name = oneLine(ctx.counterparty.name);
  const register =
    /formal/.test(tone) && !/informal/.test(tone)
      ? 'formal'
      : /friendly|casual|informal|warm/.test(tone)
        ? 'friendly'
        : 'plain';
  const greeting = phrases.greeting[register](name);
  const title = [p.role, p.company].filter((x): x is string => !!x && x.trim() !== '').join(', ');
  const signature = [phrases.signOff[register], oneLine(p.name), ...(title ? [oneLine(title)] : [])].join('\n');
  const body = paragraphs.map((x) => x.trim()).filter((x) => x !== '');
  // A German letter goes on in lower case after the greeting's comma: our German opening
  // sentences are written so (phrases.ts).
  return [greeting, ...body, signature].join('\n\n');
}
