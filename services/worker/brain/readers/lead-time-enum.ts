import { foldForMatching } from '../language-fold.js';
import { findDurations } from './durations.js';

/**
 * An availability cell or line that gives only a lead time ("3 settimane", "2-3 weeks", "10
 * Arbeitstage", "sous 10 jours", "entrega en 15 días"): the goods are not on the shelf, they are
 * ordered. For an enum with an on-order value (`on_order`, `to_order`, `made_to_order`,
 * `backorder`) and no value of its own for a lead time, that value; else undefined. A cell that
 * says more than a lead time ("in stock, ships in 2 days") is no lead time.
 */

const ON_ORDER = /^(?:on|to|made to|built to|special) ?order$|^back ?order(?:ed)?$|^orderable$/;
/** Words that may stand around a lead time in its cell, folded ("Lieferzeit", "approx.", "circa", "delivery in"). */
const AROUND =
  /\b(?:lead time|delivery|delivered|ships?|in|within|approx|about|around|ca|circa|lieferzeit|lieferung|in|innerhalb|etwa|delai|livraison|sous|en|environ|plazo|entrega|unos|tempi|consegna|entro|circa|levertijd|levering|binnen|ongeveer|prazo|dentro de|cerca de)\b/g;

export function leadTimeValue(cell: string, values: readonly unknown[]): unknown {
  const onOrder = values.filter((v) => typeof v === 'string' && ON_ORDER.test(v.toLowerCase().replace(/[_-]+/g, ' ')));
  if (onOrder.length !== 1) return undefined;
  const folded = foldForMatching(cell).trim();
  if (folded.length > 60 || findDurations(folded).length === 0) return undefined;
  const rest = folded
    .replace(/\d+(?:[.,]\d+)?/g, ' ')
    .replace(
      /(?<![\p{L}])(?:(?:business|working|calendar|werk|arbeits|ouvres?|habiles?|laborables?|lavorativi)\s+)?(?:days?|weeks?|tage?n?|werktage?n?|arbeitstage?n?|wochen?|jours?|semaines?|dias?|semanas?|giorni|giorno|settimane|settimana|dagen|dag|werkdagen|werkdag|weken|week)(?![\p{L}])/gu,
      ' ',
    )
    .replace(AROUND, ' ')
    .replace(/[-–~.,:()+\s]|\b(?:to|bis|a|al|tot|ate|de|di|von)\b/g, '');
  return rest === '' ? onOrder[0] : undefined;
}
