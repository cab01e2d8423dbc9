import { foldForMatching } from '../language-fold.js';
import type { Prepared } from './field-readers.js';

// Items of a list field that are not there now: sold out or coming later (`LATER`, for a range
// of values) or not there yet (`NOT_YET`, for an item named on its own), in the seven languages.

/**
 * An item not there yet, folded, in the seven languages ("Sage is in development", "coming
 * soon", "en desarrollo", "in Entwicklung", "en cours de développement", "in sviluppo", "in
 * ontwikkeling", "em desenvolvimento", "prochainement", "binnenkort"): what a list of what is
 * offered today holds not.
 */
export const NOT_YET =
  /\b(?:in development|under development|being developed|in the works|coming soon|on (?:our|the) roadmap|not (?:yet|currently) (?:available|supported|offered|possible)|in entwicklung|in planung|demnachst|bald verfugbar|en (?:cours de )?developpement|bientot disponible|prochainement|en desarrollo|proximamente|in (?:fase di )?sviluppo|prossimamente|in arrivo|in ontwikkeling|binnenkort|em desenvolvimento|em breve|brevemente)\b/;

/** A value sold out or coming later, folded, in the seven languages (never a bare arrival: "the team arrives Monday to Friday"). */
export const LATER =
  /\b(?:sold out|out of stock|back ?order\w*|(?:arriv|llega|chega)\w* (?:in|next|later|after|en|em|la proxima|a proxima|dans|le mois)|not available|unavailable|ausverkauft|nicht (?:mehr )?(?:auf lager|verfugbar|lieferbar)|erst (?:ab|im|in|nach)|epuise\w*|rupture|agotad\w*|esaurit\w*|uitverkocht|esgotad\w*)\b/;

/** Whether a clause of the reply that says sold out or coming later names one of `values`. */
export function laterClauseNames(
  p: Prepared,
  values: readonly unknown[],
  labels: ReadonlyMap<unknown, readonly string[]>,
) {
  const names = values.flatMap((v) => [foldForMatching(String(v)), ...(labels.get(v) ?? [])]);
  const escaped = names.filter((n) => n.length > 0).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (escaped.length === 0) return false;
  const named = new RegExp(`(?<![\\p{L}\\d'])(?:${escaped.join('|')})(?![\\p{L}\\d])`, 'u');
  return p.segments.some((seg) =>
    seg.folded
      .split(/[,;:()]|\s(?:but|though|although|aber|jedoch|mais|pero|ma|maar|mas)\s/)
      .some((clause) => LATER.test(clause) && named.test(clause)),
  );
}
