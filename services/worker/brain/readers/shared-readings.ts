import { CHOICE_REQUEST } from '../guards/choice-requests.js';
import { foldForMatching } from '../language-fold.js';
import { findDates } from './dates.js';
import { enumChoices } from './enums.js';
import { isDateProp } from './field-readers.js';
import { detectReadLanguage } from './language.js';
import type { Props } from './read-source.js';
import { fieldTerms, relevance } from './field-terms.js';
import { segmentsOf } from './segments.js';

/**
 * Readings of one text that cannot stand as they are (schema-reader.ts sets them aside as unsure).
 *
 * Two date fields read as one day from one sentence that writes two different days ("montagem dos
 * móveis e do balcão a 16 de abril … e colocação do tampo de granito a 29 de abril" for a cabinet
 * date and a worktop date): at least one of them took another thing's day, and which is not
 * known. Both are left unsure (asked), never delivered. A sentence with one day ("cabinets and
 * worktop both on 16 April") gives it to both.
 *
 * `found`: one text's readings, field → value and quote. Returns the fields to set aside.
 */
export function sharedDateReadings(
  props: Props,
  found: Readonly<Record<string, { value: unknown; quote?: string }>>,
  at: number,
): string[] {
  const groups = new Map<string, string[]>();
  for (const [name, prop] of props) {
    const f = found[name];
    if (!f || typeof f.value !== 'string' || f.quote === undefined || !isDateProp(name, prop)) continue;
    const key = `${f.value.slice(0, 10)}\u0000${f.quote}`;
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  const out: string[] = [];
  for (const [key, names] of groups) {
    if (names.length < 2) continue;
    const quote = key.slice(key.indexOf('\u0000') + 1);
    const days = new Set(findDates(quote, detectReadLanguage(quote), at).map((d) => d.date));
    if (days.size >= 2) out.push(...names);
    else out.push(...unnamedBeside(props, names, quote));
  }
  return out;
}

/**
 * One day of one sentence read for several date fields, when the sentence names some of them by
 * words of their own and not the others ("We will load the mares on Thursday 18 March" for the
 * loading and the arrival): the day is the named ones', the others are set aside. Words the
 * fields share ("mares", "date") name none of them; a sentence naming all or none keeps all.
 */
function unnamedBeside(props: Props, names: readonly string[], quote: string): string[] {
  const termsOf = new Map(
    names.map((n) => {
      const prop = props.find(([name]) => name === n)?.[1] ?? {};
      return [n, fieldTerms(n, typeof prop['description'] === 'string' ? prop['description'] : undefined)] as const;
    }),
  );
  const counts = new Map<string, number>();
  for (const terms of termsOf.values()) for (const t of new Set(terms)) counts.set(t, (counts.get(t) ?? 0) + 1);
  const segment = segmentsOf(quote)[0];
  if (!segment) return [];
  const named = names.filter(
    (n) =>
      relevance(
        segment,
        termsOf.get(n)!.filter((t) => counts.get(t) === 1),
      ) > 0,
  );
  return named.length > 0 && named.length < names.length ? names.filter((n) => !named.includes(n)) : [];
}

/**
 * The enum fields a message reads while it asks us which option we want ("On delivery there are two
 * ways we can do it: … kerbside … or our Deliver & Build service … Just let me know which you'd
 * prefer"): the value it names is one of the options, not the answer, and stays unsure until the
 * client chooses and the counterparty confirms (guards/choice-requests.ts has the asking forms).
 */
export function offeredChoices(props: Props, found: Readonly<Record<string, unknown>>, text: string): string[] {
  const enums = props.filter(([name, prop]) => name in found && enumChoices(prop) !== undefined).map(([name]) => name);
  if (enums.length === 0 || !CHOICE_REQUEST.test(foldForMatching(text.slice(0, 20_000)))) return [];
  return enums;
}
