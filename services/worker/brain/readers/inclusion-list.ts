import { INCLUSION_VERB } from './includer-subject.js';

/**
 * The inclusion verb a list of subjects follows (booleans.ts reads a subject listed after it as
 * included): an active one ("the fee covers the survey, the report and …", includer-subject.ts),
 * or a passive one its list follows, an article first: "está incluída a limpeza, …", "están
 * incluidos el transporte y …", "sono compresi il trasporto e …", "sont compris le …", "sind
 * enthalten: die …", "included are the …", "zijn inbegrepen de …". Never "is included and the
 * crane …": what follows the verb there is another clause.
 */
const PASSIVE_BEFORE_LIST =
  /\b(?:esta|estao|estan|e|sono|sont|est|ist|sind|are|is|zijn)\s+(?:ja\s+|gia\s+|deja\s+|bereits\s+|already\s+)?(?:incluid[oa]s?|inclus[oaie]?s?|compres[oaie]|compris(?:es?)?|enthalten|inbegriffen|included|inbegrepen)\s*:?\s+(?:a|o|as|os|el|la|los|las|il|lo|i|gli|le|les|l'|the|der|die|das|de|het)\s/g;

/** A break between an inclusion verb and a subject: a sentence mark, "but", "except" and their kin. */
export const LIST_BREAK =
  /[.;!?]|\s(?:but|aber|jedoch|ausser|mais|sauf|hormis|pero|sino|excepto|salvo|ma|tranne|eccetto|maar|behalve|mas|exceto|except|whereas|while)\s/;

/** The last inclusion verb of `before` (folded), active or passive before its list. */
export function inclusionVerbBefore(before: string): { index: number; end: number } | undefined {
  let verb: { index: number; end: number } | undefined;
  for (const m of before.matchAll(INCLUSION_VERB)) verb = { index: m.index, end: m.index + m[0].length };
  for (const m of before.matchAll(PASSIVE_BEFORE_LIST))
    if (!verb || m.index > verb.index) verb = { index: m.index, end: m.index + m[0].length };
  return verb;
}

/** A list item's part from its subject word on: the word, then one more (an adjective) at most, asides left out. */
export function endsItsPart(part: string): boolean {
  return (part.replace(/\([^()]*\)/g, ' ').match(/\p{L}+/gu) ?? []).length <= 2;
}
