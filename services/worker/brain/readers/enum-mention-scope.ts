import { unsureOrConditional } from './date-evidence.js';
import type { EnumMention } from './enums.js';
import { relevance } from './field-terms.js';
import { negated } from './negation.js';
import { otherwiseBranch } from './lexicons/otherwise.js';
import { INSTEAD_OF_BEFORE, WEIGHED_NOT_CHOSEN } from './lexicons/enum-weighing.js';
import { MAIN_LEG_WORD, SECONDARY_LEG } from './lexicons/transport-legs.js';
import type { ReadLang } from './language.js';
import type { Segment } from './segments.js';

/**
 * Whether a value's mention in a reply is no answer for its field (readers/enums.ts names the
 * values; this file says which mentions answer). Read in the mention's clause (cut at a comma,
 * a semicolon or a contrast: "Standard 2-3 day would be cheaper but I wouldn't risk it"):
 * - a question, or a clause that denies it ("über Nacht brauchen wir nicht");
 * - hedged, under a condition or in an "otherwise" branch ("we can look at 30-day terms once
 *   you've been with us a while", "if you order by Friday", "sonst Standard"), also a condition
 *   in the clause before it ("Sobald Sie Stammkunde sind, geht auch 30 Tage netto");
 * - right after "instead of" ("statt Standard", "au lieu de l'express");
 * - weighed and not chosen (lexicons/enum-weighing.ts: "would be cheaper", "wird zu knapp",
 *   "serait possible aussi", "instead of", "the usual one");
 * - a secondary leg's mode when the field asks the main one ("then the last leg by rail",
 *   "Nachlauf per Bahn": lexicons/transport-legs.ts);
 * - the first part of another noun joined by a hyphen ("passt in die Standard-Kuverts"): a
 *   kind of that noun, unless the noun is the field's own ("Express-Versand" for a shipping
 *   field).
 */
export function mentionRuledOut(seg: Segment, m: EnumMention, terms: readonly string[], lang?: ReadLang): boolean {
  const end = m.end ?? m.index;
  const clause = clauseAround(seg.folded, m.index, end);
  if (clause.includes('?')) return true;
  // The value's own name is not read for a "no" ("un viernes sí y otro no" is fortnightly).
  const from = seg.folded.lastIndexOf(clause, m.index);
  const rest = `${clause.slice(0, Math.max(0, m.index - from))} ${clause.slice(Math.max(0, end - from))}`;
  if (CONDITION_OPENS.test(clauseBefore(seg.folded, m.index))) return true;
  if (INSTEAD_OF_BEFORE.test(seg.folded.slice(Math.max(0, m.index - 30), m.index))) return true;
  // "le prix promo, mais seulement sur les vélos en stock": the value names what another
  // statement is restricted to, and says nothing of the thing asked.
  if (RESTRICTED_TO.test(clause.slice(0, Math.max(0, m.index - from)))) return true;
  if (negated(rest, lang)) return true;
  if (unsureOrConditional(clause) || otherwiseBranch(clause)) return true;
  if (WEIGHED_NOT_CHOSEN.test(clause)) return true;
  // "the canopy, which would need the cherry picker": what another part would take, not the answer.
  if (HYPOTHETICAL_NEED.test(clause)) return true;
  // "then the last leg to Duisburg by rail" for the mode of the longest leg: another leg's mode.
  if (terms.some((t) => MAIN_LEG_WORD.test(t)) && SECONDARY_LEG.test(clause)) return true;
  return compoundOfAnother(seg.folded, end, terms);
}

/** Clause boundaries: a comma, semicolon, colon, dash or bracket, or a contrast word. */
const BOUNDARY =
  /[,;:()–—]|\s-\s|\s(?:but|however|whereas|while|aber|sondern|jedoch|wahrend|mais|alors que|tandis que|pero|sino|mientras|ma|mentre|invece|maar|terwijl|enquanto|porem)\s/g;

/** The clause of folded text around [index, end): from the boundary before it to the one after it. */
export function clauseAround(folded: string, index: number, end: number): string {
  let from = 0;
  let to = folded.length;
  for (const b of folded.matchAll(BOUNDARY)) {
    const at = b.index ?? 0;
    if (at + b[0].length <= index) from = at + b[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return folded.slice(from, to);
}

/**
 * The clause right before the mention's own, when only a comma parts them: "Sobald Sie
 * Stammkunde sind, geht auch 30 Tage netto" puts the 30 days under the "sobald" clause.
 */
function clauseBefore(folded: string, index: number): string {
  const own = clauseAround(folded, index, index);
  const start = folded.lastIndexOf(own, index);
  const lead = folded.slice(0, Math.max(0, start)).replace(/[,\s]+$/, '');
  if (lead.length === 0 || !folded.slice(lead.length, start).includes(',')) return '';
  return clauseAround(lead, lead.length, lead.length);
}

/**
 * A clause that opens with "if", "when", "once" … and holds more than the word (the Spanish and
 * Italian "si"/"se" are left out: also "yes", "oneself"), in the seven languages: its next
 * clause holds only under it.
 */
/**
 * "only on", "valid only for", "seulement sur", "nur auf", "solo su", "solo para", "alleen op",
 * "apenas para" before a value in its clause: the value names what something else is limited
 * to ("the promo price applies only to bikes in stock"), no answer of the value's field. A word
 * stands between them: "only to order" is the value itself.
 */
const RESTRICTED_TO =
  /\b(?:only|solely|exclusively|seulement|uniquement|exclusivement|nur|ausschliesslich|lediglich|solo|solamente|unicamente|exclusivamente|soltanto|esclusivamente|alleen|enkel|uitsluitend|apenas|somente)\s+(?:(?:valid|applies|apply|gilt|gelten|valable|vale|valido|valida|geldig)\s+)?(?:on|for|to|with|in|sur|pour|aux?|avec|auf|fur|bei|mit|para|sobre|con|en|per|su|sui|sulle|sugli|ai|agli|alle|op|voor|bij|met|em|nos|nas|com)\s+\p{L}+/u;

/** "would need", "würde … brauchen", "il faudrait", "haría falta", "servirebbe", "zou … nodig", "seria necessário". */
const HYPOTHETICAL_NEED =
  /\b(?:would (?:need|require|have to|take)|(?:wurde|wurden)\b[^.;:,]{0,30}\b(?:brauchen|benotigen|erfordern)|brauchte|brauchten|benotigte|il faudrait|faudrait|necessiterait|haria falta|necesitaria|requeriria|servirebbe|richiederebbe|ci vorrebbe|zou(?:den)?\b[^.;:,]{0,30}\bnodig (?:hebben|zijn)|seria (?:necessario|preciso)|precisaria|exigiria)\b/;

const CONDITION_OPENS =
  /^\s*(?:if|once|when|as soon as|unless|provided|wenn|falls|sobald|sofern|des que|une fois que|lorsque|quand|en cuanto|cuando|una vez que|siempre que|quando|non appena|una volta che|qualora|als|zodra|indien|wanneer|assim que|logo que|caso)\s+\p{L}+\s+\p{L}+/u;

/**
 * The value's name is the first part of a hyphenated noun ("Standard-Kuverts", "Premium-Paket"):
 * a mention only when that noun is one of the field's words ("Express-Versand", "A5-Format").
 */
function compoundOfAnother(folded: string, end: number, terms: readonly string[]): boolean {
  const head = /^-(\p{L}{3,})/u.exec(folded.slice(end, end + 30))?.[1];
  if (!head) return false;
  return relevance({ text: head, folded: head }, terms) === 0;
}
