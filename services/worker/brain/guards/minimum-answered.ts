import { foldForMatching } from '../language-fold.js';

/**
 * When a minimum in a reply is no term for the client (guards/commitments.ts reads these before
 * putting a minimum to them): the writer says the request meets it ("non pone problemi"), it
 * answers a yes/no field ("não fazemos reserva … abaixo de 20" for whether a sailing can be
 * reserved), or a term's words only name what a price is for ("the annual contract comes to
 * £1,656"). On folded text (language-fold.ts); literal alternations only.
 */

/** The writer says a minimum is met by what was asked, in the seven languages (folded). */
export const MINIMUM_MET =
  /\b(?:(?:is|that's|that is|poses|causes) (?:no|not a) problem|no problem (?:there|at all)|not an issue|kein problem|(?:das )?passt (?:bei ihnen|fur sie|also|damit)|ne pose (?:aucun|pas de) probleme|pas de probleme|no (?:hay|supone (?:ningun|un)) problema|non (?:pone|crea|da) (?:alcun )?problem[ai]|nessun problema|geen probleem|(?:nao ha|sem|nao e) problema|nao (?:levanta|coloca) (?:qualquer |nenhum )?problema|which you(?:'re| are)? (?:already |well )?(?:exceed|over|above)|you(?:'re| are)? (?:already |well )?(?:over|above) (?:it|that|this)|you (?:already )?exceed (?:it|that|this)|(?:das|den|die) (?:uberschreiten|erreichen|ubertreffen) sie|(?:liegen|sind) sie (?:bereits |schon |damit )?(?:daruber|druber)|que vous (?:depassez|atteignez)|vous (?:le |la |les )?depassez (?:deja|largement)|que (?:ya )?(?:supera|superan|superas|sobrepasa)|(?:ya )?lo (?:supera|superan|sobrepasa)|che (?:gia )?(?:supera|superate|superi)|(?:lo |la )?(?:superate|supera) gia|daar (?:zit|zitten|komt|komen) (?:u|jullie|je) (?:al )?(?:ruim )?(?:boven|overheen)|que (?:ja )?(?:ultrapassa|ultrapassam|supera|excede)|(?:ja )?(?:o|a) (?:ultrapassa|ultrapassam))\b/;

/** A yes/no field by its name or description ("canReserveSailing", "whether … can be reserved"). */
const YES_NO_FIELD = /^(?:can|is|are|has|have|does|do|offers?|includes?|allows?)[A-Z_]|\bwhether\b/;
/** Words of a field too general to tie a sentence to it. */
const GENERAL_FIELD_WORDS =
  /^(?:whether|specific|advance|price|total|number|their|there|which|group|groups|including|included)$/;

/** Whether the (folded) sentence names a distinctive word of a yes/no field (its first five letters). */
export function answersYesNoField(folded: string, fields: readonly string[]): boolean {
  return fields.some((field) => {
    if (!YES_NO_FIELD.test(field)) return false;
    const words = foldForMatching(field.replace(/([a-z])([A-Z])/g, '$1 $2')).match(/\p{L}{5,}/gu) ?? [];
    return words.some((w) => !GENERAL_FIELD_WORDS.test(w) && new RegExp(`\\b${w.slice(0, 5)}`).test(folded));
  });
}

/** A value verb and an amount right after a term's words ("… comes to £1,656", "… kostet 1.656 €"). */
export const PRICED_AFTER =
  /^\s*(?:\p{L}+\s){0,3}?(?:comes? to|costs?|is|would be|will be|amounts? to|kostet|betragt|liegt bei|coute|revient a|est de|cuesta|sale|es de|costa|viene|e di|kost|bedraagt|custa|fica|e de)\s+[^.;!?\d€$£]{0,30}?(?:[€$£]|\d)/u;
