/**
 * A sentence that opens with a condition on something other than a quantity: "Leveren wij de
 * stof (…), dan wordt het € 94,- per stoel", "If we supply the fabric, it comes to £94", "Wenn
 * wir den Stoff stellen, sind es 94 €", "Si nous fournissons le tissu, c'est 94 €", "Si la tela
 * la ponemos nosotros, son 94 €", "Se il tessuto lo forniamo noi, sono 94 €", "Als wij de stof
 * leveren, wordt het € 94". Its amount prices that other case; beside an amount said without a
 * condition it is no rival (number-choice.ts). A condition holding a figure ("if you order more
 * than 500") is a tier, read by the tier and quantity readers, and is not one of these.
 *
 * On folded text (language-fold.ts); the condition is read to its first comma, bounded.
 */

const OPENER =
  /^(?:(?:and|but|und|aber|et|mais|y|pero|e|ma|en|maar|mas)\s+)?(?:if|should (?:you|we)|in case|wenn|falls|sofern|sollten (?:sie|wir)|si|au cas ou|dans le cas ou|en caso de que|se (?:voi|lei|il|la|i|le|lo|o|a|os|as|for|forem|quiser|quiserem|preferir|preferirem|vuole|volete|desidera|preferite|fornissimo|forniamo|fornecermos)|qualora|nel caso (?:in cui|che)|als|indien|mocht(?:en)?|caso)\s/;

/** A Dutch or German clause that opens with its verb, its condition ended by ", dan" / ", dann". */
const VERB_FIRST = /^(?:\p{L}+)\s(?:wij|we|u|jullie|je|wir|sie|ihr|du)\s[^.;!?\d]{0,140},\s(?:dan|dann)\s/u;

export function conditionOpened(folded: string): boolean {
  const text = folded.trimStart().slice(0, 240);
  if (VERB_FIRST.test(text)) return true;
  if (!OPENER.test(text)) return false;
  const comma = text.indexOf(',');
  const condition = comma >= 0 ? text.slice(0, comma) : text.slice(0, 120);
  return comma >= 0 && !/\d/.test(condition);
}
