import { saysIncluded } from './booleans.js';
import { clockTimes } from './clock-times.js';
import { NO_CHARGE } from './lexicons/no-charge.js';

/**
 * Whether a sentence's "no charge" is another item's, so that it says nothing of the field's
 * subject (`own`: the words, folded, that name the subject in this sentence). A no-charge phrase
 * says "included" only of the item of its own clause: not when it is tied to another noun by
 * "for", "für", "pour", "para", "voor", "per", "por" ("Delivery is £40, no charge for the
 * pallets", "für die Paletten keine zusätzlichen Kosten"), not under a condition ("no charge
 * within 10 miles", "over £500", "if", "unless", "bis", "ab", "si", "se", "als"), and not when a
 * clause about the subject gives a price ("Lieferung 40 €, …"). True when such a phrase is there
 * and nothing else in the sentence says included: the field is then asked.
 */
export function noChargeNotOwn(folded: string, own: readonly string[]): boolean {
  const matches = [...folded.matchAll(NO_CHARGE)];
  if (matches.length === 0) return false;
  let blanked = folded;
  let foreign = false;
  const priced = subjectPriced(folded, own);
  for (const m of matches) {
    const start = m.index;
    const end = start + m[0].length;
    const before = folded.slice(0, start);
    const clauseStart = Math.max(...[',', ';', ':', '(', ')', '. '].map((c) => before.lastIndexOf(c))) + 1;
    const after = folded.slice(end);
    const cut = after.search(/[,;:()]|[.!?](?:\s|$)/);
    const clauseAfter = withoutHours(cut < 0 ? after : after.slice(0, cut));
    const clauseBefore = withoutHours(folded.slice(clauseStart, start));
    const notOwn =
      priced ||
      conditionAfter(clauseAfter) ||
      CONDITION_BEFORE_PHRASE.test(clauseBefore) ||
      forAnother(clauseAfter, own, true) ||
      forAnother(clauseBefore, own, false);
    if (!notOwn) continue;
    foreign = true;
    blanked = blanked.slice(0, start) + ' '.repeat(m[0].length) + blanked.slice(end);
  }
  if (!foreign) return false;
  return !saysIncluded(blanked) && !new RegExp(NO_CHARGE.source, 'u').test(blanked);
}

/**
 * A time of day after "until" is an opening hour, no condition ("jeden Tag bis 22 Uhr ohne
 * Aufpreis", "until 10pm at no charge", "jusqu'à 22 h", "hasta las 22:00", "fino alle 22:00", "tot
 * 22 uur", "até às 22h"): blanked with its "until" (clock-times.ts) before the condition words are
 * looked for.
 */
function withoutHours(clause: string): string {
  let out = clause;
  for (const t of clockTimes(clause)) {
    if (t.bound !== 'until' || t.boundAt === undefined) continue;
    const end = t.index + t.written.length;
    out = out.slice(0, t.boundAt) + ' '.repeat(end - t.boundAt) + out.slice(end);
  }
  return out;
}

/** A condition in the phrase's clause after it: "within 10 miles", "on orders over £500", "if", "unless", "bis", "ab", "si", "se", "als". */
const CONDITION_AFTER =
  /\b(?:within|over|above|under|up to|if|unless|provided|when|bis|ab|innerhalb|wenn|falls|sofern|si|sauf|jusqu'a|au-dela|dans un rayon|a partir|desde|hasta|siempre que|se|entro|oltre|sopra|fino a|als|tenzij|binnen|boven|vanaf|tot|acima|ate|caso)\b/;
/**
 * A condition after the phrase, unless a reason leads to it: "free of charge as you're well within
 * our 15 mile radius" says why it is free ("da Sie innerhalb", "car vous êtes dans un rayon",
 * "porque está dentro", "perché siete entro", "omdat u binnen", "pois está dentro").
 */
function conditionAfter(clause: string): boolean {
  const m = CONDITION_AFTER.exec(clause);
  return m !== null && !REASON.test(clause.slice(0, m.index));
}

const REASON =
  /\b(?:as|since|because|given that|da|weil|zumal|car|puisque|comme|porque|ya que|dado que|puesto que|perche|poiche|visto che|omdat|aangezien|want|pois|ja que|uma vez que)\b/;

/** A condition opening the phrase's clause before it: "if you order …, no charge". */
const CONDITION_BEFORE_PHRASE = /\b(?:if|unless|provided|wenn|falls|sofern|indien|tenzij|caso|ab|bis|within|over)\b/;

/** "for", "für", "pour", "para", "voor", "per", "por": what a no-charge phrase is said of. */
const FOR = /\b(?:for|fur|pour|para|voor|per|por)\s+(.*)$/;
const ARTICLE =
  /^(?:the|a|an|your|our|any|each|every|all|die|der|das|den|dem|ein|eine|einen|ihre?n?|unser\w*|le|la|les|l'|un|une|vos|votre|nos|notre|el|los|las|una|su|sus|il|lo|gli|i|o|os|as|um|uma|de|het|een|uw|onze|jede\w*|tous|toutes|todos|todas|tutti|tutte|alle)$/;
/** A pronoun after "for": the phrase is said of what the sentence is about ("no charge for that"). */
const PRONOUN =
  /^(?:that|this|it|them|you|those|these|sie|ihnen|es|das|dies\w*|vous|cela|ca|ceci|usted|ustedes|ello|eso|esto|voi|lei|questo|quello|ci|u|je|jullie|dit|dat|isso|isto|voce|voces|vos)$/;

/** Whether the clause ties the phrase by "for" to a noun that is not the subject. */
function forAnother(clause: string, own: readonly string[], afterPhrase: boolean): boolean {
  const m = FOR.exec(afterPhrase ? clause.slice(0, 24) : clause);
  if (!m) return false;
  const words = (m[1]!.match(/[\p{L}']+/gu) ?? []).filter((w) => !ARTICLE.test(w));
  const noun = words[0];
  if (!noun || PRONOUN.test(noun)) return false;
  return !own.some((w) => w.length >= 4 && (noun.startsWith(w.slice(0, 5)) || w.startsWith(noun.slice(0, 5))));
}

const MONEY = /[€$£]\s?\d|\d\s?(?:€|eur\b|euros?\b|£)/;

/** Whether a clause (between commas, semicolons, colons or sentence marks) that names the subject gives a price. */
function subjectPriced(folded: string, own: readonly string[]): boolean {
  return folded
    .split(/[,;:]\s|[.!?](?:\s|$)/)
    .some((part) => MONEY.test(part) && own.some((w) => w.length >= 3 && part.includes(w)));
}
