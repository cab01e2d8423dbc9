import type { Lang } from '../readers/language.js';
import { phrasesFor } from './phrases.js';
import { oneLine } from './one-line.js';

const LOCALES: Record<Lang, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-PT',
};
const MAX_TEXT = 60;

/**
 * A value we read, written back in a sentence as the counterparty's language writes it: numbers
 * with its separators, dates in words ("14 March 2027", "14. März 2027"), yes/no. A text is
 * echoed only when short, on one line and free of anything that looks like a link, domain or
 * address (`safeText`); lists and objects are not echoed. Undefined: name the field only.
 */
export function valueText(value: unknown, lang: Lang, safeText: (s: string) => boolean): string | undefined {
  const locale = LOCALES[lang];
  if (typeof value === 'number' && Number.isFinite(value))
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
  if (typeof value === 'boolean') return value ? phrasesFor(lang).yes : phrasesFor(lang).no;
  if (typeof value !== 'string') return undefined;
  const date = value.match(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/);
  if (date) {
    const [, y, mo, d, h, mi] = date;
    const at = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (!Number.isNaN(at.getTime())) {
      const day = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(at);
      return h !== undefined ? `${day}, ${h}:${mi}` : day;
    }
  }
  // An enum value as a word ("all_risks" → "all risks").
  const text = /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(value) ? value.replace(/_/g, ' ') : oneLine(value);
  if (text === '' || text.length > MAX_TEXT || !safeText(text)) return undefined;
  return text;
}
