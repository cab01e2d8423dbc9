import { foldForMatching } from '../language-fold.js';
import { findNumbers } from './amounts.js';
import type { ReadLang } from './language.js';

/**
 * A field that asks the sum of two movements or parts ("total handling per pallet for both
 * movements (put in and take out)", "delivery and collection combined", "Hin- und Rückfahrt
 * zusammen", "aller et retour", "ida y vuelta", "andata e ritorno", "heen en terug", "ida e
 * volta") is not answered by one of two amounts its line gives side by side ("£3.40 per pallet in
 * and £3.40 per pallet out", "£45 each way"): the parts are read, their sum was not written, and
 * the field is asked. On folded text; one pass over the line's figures: linear.
 */
export function oneOfParts(about: string, quote: string, lang: ReadLang): boolean {
  if (!SUM_FIELD.test(about)) return false;
  const folded = foldForMatching(quote);
  if (EACH_WAY.test(folded)) return true;
  const amounts = findNumbers(quote, lang).filter((n) => n.currency && !n.percent);
  for (let i = 1; i < amounts.length; i++) {
    const between = folded.slice(amounts[i - 1]!.end, amounts[i]!.index);
    if (between.length <= 60 && !/[.;!?]\s/.test(between) && JOINED.test(between)) return true;
  }
  return false;
}

/** The field's words (folded) that ask for two parts together. */
const SUM_FIELD =
  /\b(?:both (?:ways|movements|directions|legs|parts)|for both|combined|together|in and out|round trip|return trip|there and back|beide[n]? (?:richtungen|wege|bewegungen)|hin- und ruckfahrt|hin und zuruck|zusammen|les deux|aller et retour|aller-retour|ida y vuelta|ambos (?:sentidos|movimientos)|ida e volta|andata e ritorno|entrambi|heen en terug|beide richtingen)\b/;

/** A price per one way ("£45 each way", "45 € par trajet", "je Strecke", "por trayecto", "a tratta", "per rit", "por trajeto"). */
const EACH_WAY =
  /\b(?:each way|per way|one way|per leg|je (?:strecke|richtung|fahrt)|pro (?:strecke|richtung|fahrt)|par trajet|par sens|por trayecto|por viaje|cada trayecto|a tratta|per tratta|per rit|per richting|por trajeto|por viagem)\b/;

/** A word that adds a second part ("and", "plus", "+", "und", "et", "y", "e", "en", "mais"). */
const JOINED = /(?:^|\s)(?:and|plus|\+|und|zzgl|et|y|mas|e|piu|en|mais)(?:\s|$)/;
