import type { CaseContext } from '../brain.js';
import { oneLine } from './one-line.js';

/** Paragraphs framed as a letter: a greeting in the persona's tone, and the persona's sign-off. */
export function letter(ctx: CaseContext, paragraphs: string[]): string {
  const p = ctx.senderPersona;
  const tone = (p.tone ?? '').toLowerCase();
  const name = oneLine(ctx.counterparty.name);
  const greeting = /formal/.test(tone)
    ? `Dear ${name},`
    : /friendly|casual|informal|warm/.test(tone)
      ? `Hi ${name},`
      : `Hello ${name},`;
  const title = [p.role, p.company].filter((x): x is string => !!x && x.trim() !== '').join(', ');
  const signature = ['Best regards,', p.name, ...(title ? [title] : [])].join('\n');
  return [greeting, ...paragraphs.filter((x) => x.trim() !== ''), signature].join('\n\n');
}
