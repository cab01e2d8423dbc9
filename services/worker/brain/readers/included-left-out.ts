import { ownWordsBefore } from './own-words-before.js';

/**
 * A price field that includes a part ("preço do reclamo com colocação", "price including
 * installation", "Preis inkl. Montage", "prix avec pose") never takes an amount its own sentence
 * says is without that part ("Só as letras, sem colocação, seriam 1.995 €", "without fitting it
 * would be £1,850", "ohne Montage 1.995 €"): that is another variant's price.
 *
 * On folded text; bounded windows and single alternations (linear in the counterparty's text).
 */

/** A word that brings what follows it into a field's description, in the seven languages. */
const INCLUDES =
  /\b(?:with|including|incl\.?|inclusive of|mit|inkl\.?|inklusive|einschl\.?|einschliesslich|avec|y compris|compris|con|incluido|incluida|incluso|inclusa|compreso|compresa|met|inclusief|incl|com|incluindo|incluido)\s/g;

/** A privative right before a word: "without", "sem", "ohne", "sans", "sin", "senza", "zonder", "excl." … */
const WITHOUT = String.raw`(?:without|excluding|excl\.?|ohne|exkl\.?|zzgl\.?|sans|hors|sin|sem|senza|escluso|esclusa|zonder|exclusief)\s+(?:(?:the|die|der|das|den|la|le|les|el|los|las|il|lo|a|o|as|os|de|het|een)\s+)?`;

/**
 * What a field's folded text includes by name (each span to its clause's end, words of five
 * letters or more), as one pattern of "without" before any of them; undefined when it includes
 * nothing by name.
 */
export function includedPattern(about: string): RegExp | undefined {
  const text = about.slice(0, 400);
  const words = new Set<string>();
  for (const m of text.matchAll(INCLUDES)) {
    const rest = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60);
    const stop = rest.search(/[),;.:]|\s(?:for|in|of|per|pour|para|fur|voor|von|em|en|in)\s/);
    for (const w of (stop >= 0 ? rest.slice(0, stop) : rest).match(/\p{L}{5,}/gu) ?? []) words.add(w.slice(0, 6));
  }
  return words.size > 0 ? new RegExp(`\\b${WITHOUT}(?:${[...words].join('|')})`) : undefined;
}

/** Whether the amount's own words before it (own-words-before.ts) say it is without what the field includes. */
export function withoutIncluded(folded: string, index: number, included: RegExp | undefined): boolean {
  return included !== undefined && included.test(ownWordsBefore(folded.slice(Math.max(0, index - 120), index)));
}
