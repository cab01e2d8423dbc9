import type { Lang } from '../readers/language.js';
import type { CaseContext } from '../brain.js';
import { fieldLabel } from './field-labels.js';
import { listSentence } from './field-list.js';
import { phrasesFor } from './phrases.js';
import { quotable } from './quotable.js';
import { valueText } from './value-text.js';

/**
 * "Thank you for your reply. I have noted the price (1,240) and the delivery date (14 March
 * 2027)." — the values received, each named in words with its value as the reader took it, so
 * the counterparty can correct a misreading. Without noted values, a plain thank-you.
 */
export function acknowledgement(
  ctx: CaseContext,
  noted: Readonly<Record<string, unknown>> | undefined,
  lang: Lang,
  thanks: string = phrasesFor(lang).thanksReply,
): string {
  const p = phrasesFor(lang);
  const entries = Object.entries(noted ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (entries.length === 0) return thanks;
  const items = entries.map(([field, value]) => {
    const label = fieldLabel(ctx.resultSchema, field, lang);
    const v = valueText(value, lang, (s) => quotable(ctx, s));
    if (v === undefined) return label.withArticle;
    // "the payment terms (30 days)", not "the payment terms (days) (30)".
    if (label.bare && label.unit) return `${lang === 'en' ? `the ${label.bare}` : label.bare} (${v} ${label.unit})`;
    return `${label.withArticle} (${v})`;
  });
  return `${thanks} ${listSentence(items, lang, p.noted, p.notedList)}`;
}
