import { LANGS, type Lang } from '../readers/language.js';
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

/** The lead-in of our acknowledgement in each language we write ("i have noted", "ich habe folgendes notiert"). */
const NOTED_LEADS = [
  ...new Set(
    LANGS.map((l) =>
      phrasesFor(l)
        .notedList.replace(/\s*:\s*$/, '')
        .toLowerCase(),
    ),
  ),
];

/**
 * Whether a sentence of our own mail is its acknowledgement of what we read ("I have noted the
 * total (1,235)"): the values in it are our reading, not the client's answer.
 */
export function ourAcknowledgement(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return NOTED_LEADS.some((lead) => lower.includes(lead));
}
