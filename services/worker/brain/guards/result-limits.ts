import type { TranscriptEntry } from '../brain.js';
import { foldForMatching } from '../language-fold.js';
import { fieldScope, isPerUnitAfter, scopeWords, unitClassesOf } from '../readers/amount-scope.js';
import { findNumbers } from '../readers/amounts.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { fieldCurrency, fieldVat, vatFits } from '../readers/vat-status.js';
import { lateDates } from './client-deadline.js';
import { limitsOf } from './client-limits.js';
import { segmentsOf } from '../readers/segments.js';
import { ourAcknowledgement } from '../writers/acknowledgement.js';

/**
 * The client's limits checked on the values about to be delivered, not only on the figures of the
 * mail (guards/commitments.ts): a total read from a quote's table or PDF, whose figure carries no
 * currency sign ("Summe netto 1.235,00" under a column "Gesamt EUR"), or summed from its parts, is
 * above the client's "no more than 1,100 EUR net" all the same. Such a value is the client's to
 * accept: the case asks them, quoting it, and delivers nothing.
 *
 * A money field compares with a limit of its own currency (fieldCurrency), VAT status (either may
 * be unsaid) and scope: a total field with a limit on the whole, never a price per unit with a
 * total budget or the other way round. Only on a goal that commits the client (`commits`): on
 * one that only asks, the value read is the answer they asked for. A value the client already
 * accepted is not asked again: the client's answer, passed on in a mail we sent after the first
 * reply, writes its figure (our acknowledgement of what we read, "I have noted the total
 * (1,235)", is no answer).
 */
export function valuesAboveLimits(
  schema: Record<string, unknown> | undefined,
  caseTexts: readonly string[],
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  result: Record<string, unknown>,
  commits: boolean,
): string[] {
  // On a goal that only asks, the value is the answer the client asked for, whatever it costs.
  if (!commits) return [];
  const limits = limitsOf(caseTexts).filter((l) => !l.perUnit);
  if (limits.length === 0) return [];
  const props = (schema?.['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const accepted = new Set(
    clientAnswers(latest, transcript)
      // Our mail may write the client's figure in their way ("2,140 € net" in a German letter):
      // read in the letter's language and in English and German.
      .flatMap((text) =>
        [detectLanguage(text), 'en' as const, 'de' as const].flatMap((lang) =>
          findNumbers(text.slice(0, 20_000), lang).map((n) => n.value),
        ),
      ),
  );
  return Object.entries(result).flatMap(([field, value]) => {
    const about = numberFieldAbout(field, props[field]);
    if (typeof value !== 'number' || about === undefined || accepted.has(value)) return [];
    const currency = fieldCurrency(about);
    if (currency === undefined || fieldScope(about) === 'per-unit') return [];
    const vat = fieldVat(about);
    return limits.some((l) => l.currency === currency && value > l.value && vatFits(l.vat, vat)) ? [field] : [];
  });
}

/**
 * The result's values only the client can accept: a date after their deadline
 * (client-deadline.ts) and a value above their limit (above).
 */
export function valuesForClient(
  schema: Record<string, unknown> | undefined,
  caseTexts: readonly string[],
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  result: Record<string, unknown>,
  commits: boolean,
): string[] {
  return [
    ...lateDates(schema, caseTexts, latest, transcript, result),
    ...valuesAboveLimits(schema, caseTexts, latest, transcript, result, commits),
    ...valuesTheClientNamedOtherwise(schema, latest, transcript, result),
  ];
}

/**
 * Our mail without what it lists, asks or acknowledges ("I have noted the total (1,235)"): what
 * is left is the client's answer we passed on ("1,235 EUR net is fine, please go ahead").
 */
function clientAnswerIn(text: string): string {
  return text
    .slice(0, 20_000)
    .split('\n')
    .filter((line) => !/^\s*(?:[-•*>]|\d+[.)]\s)/.test(line))
    .flatMap((line) => segmentsOf(line))
    .filter((s) => !s.text.trim().endsWith('?') && !ourAcknowledgement(s.text))
    .map((s) => s.text)
    .join('\n');
}

/**
 * A price per a unit read from the counterparty ("89 € netto pro Tag") while the client's answer,
 * passed on in our later mail, names another amount per that same unit ("109 € netto pro Tag ist
 * in Ordnung") and not the one read: the two sides do not hold the same price, and only the client
 * can say which stands. Asked, quoting it; never delivered. Per-unit money fields only, compared
 * by the units and periods both amounts are per (amount-scope.ts).
 */
function valuesTheClientNamedOtherwise(
  schema: Record<string, unknown> | undefined,
  latest: TranscriptEntry,
  transcript: readonly TranscriptEntry[],
  result: Record<string, unknown>,
): string[] {
  const props = (schema?.['properties'] ?? {}) as Record<string, Record<string, unknown>>;
  const answers = clientAnswers(latest, transcript);
  if (answers.length === 0) return [];
  return Object.entries(result).flatMap(([field, value]) => {
    const about = numberFieldAbout(field, props[field]);
    if (typeof value !== 'number' || about === undefined) return [];
    if (fieldCurrency(about) === undefined || fieldScope(about) !== 'per-unit') return [];
    const units = unitClassesOf(about);
    if (units.size === 0) return [];
    const named = answers.flatMap((text) =>
      findNumbers(text, detectLanguage(text))
        .filter((n) => n.currency && !n.percent && isPerUnitAfter(text.slice(n.end, n.end + 30)))
        .filter((n) => [...unitClassesOf(scopeWords(text, n.end))].some((u) => units.has(u)))
        .map((n) => n.value),
    );
    return named.length > 0 && !named.includes(value) ? [field] : [];
  });
}

/** The client's answers passed on in the mails we sent after the counterparty's first reply (clientAnswerIn). */
function clientAnswers(latest: TranscriptEntry, transcript: readonly TranscriptEntry[]): string[] {
  const firstReply = Math.min(latest.at, ...transcript.filter((e) => e.role === 'counterparty').map((e) => e.at));
  return transcript.filter((e) => e.role === 'us' && e.at > firstReply).map((e) => clientAnswerIn(e.text));
}

/** A number field's name (split at its capitals) and description, folded; undefined for any other field. */
function numberFieldAbout(field: string, prop: Record<string, unknown> | undefined): string | undefined {
  if (!prop || (prop['type'] !== 'number' && prop['type'] !== 'integer')) return undefined;
  return foldForMatching(`${field.replace(/([a-z])([A-Z])/g, '$1 $2')} ${String(prop['description'] ?? '')}`);
}
