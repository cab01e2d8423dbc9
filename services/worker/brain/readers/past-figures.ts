import { RECOLLECTION } from '../guards/hedges.js';
import type { FoundNumber } from './amounts.js';

/**
 * Whether a figure is a recollection or a comparison rather than the answer (on a segment's
 * folded text), with the cues of guards/hedges.ts:
 * - a hedge on the whole sentence ("if I remember", "from memory", "I think it was") makes every
 *   figure of it one;
 * - a comparison or an earlier period ("higher than", "last year", "letztes Jahr", "höher als
 *   bisher") makes one of the figures after it, until a word that says "now" or "new" ("neu sind
 *   es 185,- €", "désormais 1 250 €", "ahora 38 €", "nu € 145"), and of the figures before it in
 *   its own clause ("1,180 last year"); a figure before it in another clause is the answer ("la
 *   location serait de 1 250 € HT (l'an dernier nous étions à 1 180 € HT)").
 * Bounded windows and single-pass alternations: linear in the counterparty's text.
 */
export function pastFigure(folded: string, n: FoundNumber): boolean {
  const cues = [...folded.matchAll(CUES)];
  if (cues.length === 0) return false;
  for (const c of cues) {
    const at = c.index ?? 0;
    if (WHOLE_SENTENCE.test(c[0])) return true;
    if (at >= n.end) {
      // A cue after the figure: the figure's own clause only.
      if (!CLAUSE_BREAK.test(folded.slice(n.end, at))) return true;
    } else {
      // "as last year" in a clause of its own qualifies what it follows ("paper and gold foil as
      // last year, the price is 0,085 €"): the figure in a later clause is today's.
      if (LIKE_BEFORE.test(folded.slice(Math.max(0, at - 12), at)) && CLAUSE_BREAK.test(folded.slice(at, n.index)))
        continue;
      // After the cue: current only in a clause of its own that says "now" ("(80 €), neu sind es
      // 95 €"), never "higher than this year's £6,200".
      const gap = folded.slice(at + c[0].length, n.index);
      const breaks = [...gap.matchAll(/[,;:)]|\s[-–—]\s/g)];
      const last = breaks[breaks.length - 1];
      if (!last || !NOW.test(gap.slice((last.index ?? 0) + last[0].length))) return true;
    }
  }
  return false;
}

/** RECOLLECTION's cues, and more ways to name an earlier period than "last year" says. */
const CUES = new RegExp(
  `${RECOLLECTION.source}|\\b(?:l'an (?:dernier|passe)|l'annee passee|im vorjahr|im letzten jahr|last season|previously|el ano anterior|l'anno passato|het vorige jaar|o ano anterior)\\b`,
  'g',
);

/** The cues of RECOLLECTION that hedge a whole sentence. */
const WHOLE_SENTENCE = /^(?:if i remember|if memory serves|from memory|i think it was)$/;

/** "as", "like", "same as" right before a period cue, in the seven languages (folded). */
const LIKE_BEFORE = /\b(?:as|like|same as|wie|wie schon|comme|como|come|zoals|net als)\s+(?:in\s+|im\s+|en\s+|no\s+)?$/;

const CLAUSE_BREAK = /[,;()]|\s[-–—]\s|\b(?:but|aber|mais|pero|ma|maar|mas|now|jetzt|nun)\b/;

/** Words that say a figure is the current one, in the seven languages (folded). */
const NOW =
  /\b(?:now|new|currently|from now on|this year|today|jetzt|nun|neu|neue[rsn]?|aktuell|ab sofort|dieses jahr|maintenant|desormais|nouveau|nouvelle|actuellement|cette annee|ahora|nuevo|nueva|actualmente|este ano|ora|adesso|nuovo|nuova|attualmente|quest'anno|nu|nieuw|nieuwe|tegenwoordig|dit jaar|agora|novo|nova|atualmente)\b/;
