import { inclusionWord } from './booleans.js';
import type { Found, Prepared } from './field-readers.js';

/**
 * A yes/no field that asks whether something is included or free ("freeLateCheckout", "is
 * parking at no extra charge?", "Frühstück inklusive?") is answered no by a price stated for its
 * subject: "late check-out we can offer on request, and it's charged at £15 per hour", "le
 * parking est possible, il coûte 12 € par jour", "el aparcamiento se cobra a 15 € al día". That
 * something can be had says nothing of whether it is free; its price does.
 */

/** A verb or noun of charging, in the seven languages (folded). */
const CHARGE =
  /\b(?:charged?|charges|costs?|fee|fees|surcharge|payable|billed|kostet|kosten|berechne\w*|gebuhr\w*|coute|coutent|factur\w*|payant\w*|cuesta|cuestan|cobra\w*|costa|costano|addebit\w*|kost|kosten|rekenen|berekend|custa|custam|cobrad\w*)\b/;
/** An amount in a currency: "£15", "15 €", "15 EUR", "CHF 20". */
const AMOUNT =
  /[€$£]\s?\d|\d\s?[€$£]|\b\d+(?:[.,]\d+)?\s?(?:eur|euros?|gbp|usd|chf|pounds?|dollars?|francs?)\b|\b(?:eur|gbp|usd|chf)\s?\d/;
/** Where a sentence's parts break: a comma, a semicolon, a dash, or "and", "but" in the seven languages. */
const PART_BREAK = /[,;]|\s[-–]\s|\s(?:and|but|und|aber|et|mais|y|pero|e|ma|en|maar|mas)\s/;
/** A part that speaks of the subject before it by a pronoun ("it's charged at", "il coûte", "es kostet"); not a word that is an article too ("la", "das", "het"). */
const PRONOUN_PART =
  /^\s*(?:it|it's|this|that|they|es|sie|er|elle|ce|cela|ca|c'est|il (?:coute|est)|se|esto|eso|esso|essa|dit|dat|isso|ele|ela)\b/;

/** A part that opens with an article or a possessive: it names a subject of its own. */
const ARTICLE_START =
  /^\s*(?:the|a|an|our|your|der|die|das|den|ein|eine|unser\w*|le|la|les|l'|un|une|notre|nos|votre|el|los|las|una|nuestr[oa]s?|il|lo|gli|i|uno|nostr[oaie]|de|het|een|onze|o|os|as|um|uma|noss[oa]s?)\s/;

/** Whether the field's name or description asks if its subject is included or free. */
export function asksIncludedOrFree(nameWords: readonly string[], description: string): boolean {
  if (nameWords.some((w) => inclusionWord(w) || w === 'free')) return true;
  const words = description.toLowerCase().match(/\p{L}+/gu) ?? [];
  return (
    /\b(?:no (?:extra |additional )?charge|free of charge|for free)\b/.test(description.toLowerCase()) ||
    words.some((w) => inclusionWord(w))
  );
}

/**
 * "No" votes of the sentences that state a price for the subject: in the part that names it, or
 * in a part after it that speaks of it by a pronoun; a part that also says included or free
 * ("£118 per night including breakfast") states no price for it.
 */
export function chargedVotes(p: Prepared, named: (folded: string) => boolean): Found[] {
  const votes: Found[] = [];
  p.segments.forEach((seg, si) => {
    const parts = seg.folded.split(PART_BREAK);
    parts.forEach((part, i) => {
      if (!named(part)) return;
      const own = [part];
      // Read on over parts without a subject of their own ("depending on occupancy") to those that
      // speak of it by a pronoun; a part that opens with an article names another subject.
      for (const q of parts.slice(i + 1)) {
        if (q.trim() === '' || named(q)) continue;
        if (PRONOUN_PART.test(q)) own.push(q);
        else if (ARTICLE_START.test(q)) break;
      }
      if (own.some((q) => CHARGE.test(q) && AMOUNT.test(q) && !saysFree(q))) votes.push({ value: false, segment: si });
    });
  });
  return votes;
}

function saysFree(part: string): boolean {
  return (part.match(/\p{L}+/gu) ?? []).some((w) => inclusionWord(w)) || /\bfree\b/.test(part);
}

/** Whether a segment itself says included or free: its yes is about inclusion, not about being possible. */
export function saysIncludedIn(folded: string): boolean {
  return saysFree(folded);
}
