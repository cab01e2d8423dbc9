import { foldForMatching, foldKeepingLength } from '../language-fold.js';
import { findDecline } from './declines.js';
import { namesMoney, sentenceAndNext } from './not-served.js';
import { referralAway } from './referrals.js';

/**
 * A decline of the whole request in a reply that also names money ("Leider muss ich Ihnen hier
 * absagen … von Erdgeschoss zu Erdgeschoss hätten wir es für 380 € gemacht", "mi dispiace non
 * poterla aiutare … per i clienti della zona la tariffa è di 58 €"): the writer says no, and the
 * figures price something else (another job, another area, another customer) or an offer in
 * place of ours. Which of the two only the client can tell: nothing is read from the reply and
 * the client is asked, with the decline quoted. A reply that says no and names no money is a
 * refusal (refusals.ts); one that names a part it cannot do ("we can't help with the delivery")
 * is no decline (declines.ts `wholeRequestAfter`).
 *
 * A decline that also sends us to another firm for what we asked ("Vielleicht fragen Sie bei einer
 * Möbelspedition nach", "le consiglio di cercare un'azienda di Ferrara": referrals.ts) is a refusal
 * whatever figures stand beside it (`sentElsewhere`): they price another job or another customer's.
 *
 * Returns the decline's sentence and the one after it (the writer's own words), or undefined.
 */
export function declineBesideFigures(text: string): { words: string; sentElsewhere: boolean } | undefined {
  const folded = foldForMatching(text.slice(0, 20_000));
  if (!namesMoney(folded)) return undefined;
  const phrase = findDecline(folded);
  if (phrase === undefined) return undefined;
  const sentElsewhere = referralAway(folded) !== undefined;
  // The phrase's place in the text, found in a fold that keeps every character's place.
  const at = foldKeepingLength(text).indexOf(phrase);
  const words =
    at < 0
      ? phrase
      : sentenceAndNext(text, at, at + phrase.length)
          .replace(/\s+/g, ' ')
          .trim();
  return { words, sentElsewhere };
}
