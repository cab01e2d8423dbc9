import { findNumbers } from '../readers/amounts.js';
import type { ReadLang } from '../readers/language.js';
import { boundToOtherItem } from '../readers/other-item.js';
import type { Segment } from '../readers/segments.js';

/**
 * An extra offered for our yes: a question offering to do or add something ("Want us to do it
 * at the same time?", "Shall we fit them while it's in?", "Sollen wir das gleich mitmachen?",
 * "Voulez-vous que nous le fassions en même temps ?", "¿Quiere que lo cambiemos también?",
 * "Volete che lo sostituiamo?", "Wilt u dat we dat meteen doen?", "Quer que o façamos já?")
 * in the sentence of, or right after, an amount its own clause marks as another item's
 * ("another £236", "£45 extra", "90 € in più", "€ 60 meerprijs": readers/other-item.ts). What
 * is done, and so the total and often the date, waits on the client's yes: on a goal that
 * commits, guards/commitments.ts puts it to them, quoted. A question without such an amount
 * ("Shall I book it in?") offers nothing beyond what was asked, and is no extra.
 *
 * Folded text, literal alternations: linear in the counterparty's text.
 */
const OFFER_TO_ADD =
  /(?:^|[\s¿,])(?:(?:do you |would you )?(?:want|like) (?:us|me) to|shall (?:we|i)|should (?:we|i)|sollen wir|soll ich|(?:mochten|wollen) sie,? dass (?:wir|ich)|(?:voulez|souhaitez)-vous que (?:nous|je)|(?:quiere|quieren|desea|desean) que|(?:vuole|volete|desidera|desiderate) che|wilt u dat (?:we|wij|ik)|willen jullie dat (?:we|wij|ik)|zullen (?:we|wij)|zal ik|(?:quer|querem|deseja|desejam) que)\b/;

/**
 * The index of the sentence whose extra the question at `i` offers (`i` itself or the sentence
 * before it), or undefined. `covered`: amounts the case's texts already name.
 */
export function offeredExtra(
  segments: readonly Segment[],
  i: number,
  lang: ReadLang,
  covered: ReadonlySet<number>,
): number | undefined {
  const question = segments[i];
  if (!question || !/[?？]\s*$/.test(question.text) || !OFFER_TO_ADD.test(question.folded)) return undefined;
  for (const j of [i, i - 1]) {
    const seg = segments[j];
    if (!seg) continue;
    const amounts = findNumbers(seg.text, lang).filter((n) => n.currency && !covered.has(n.value));
    if (amounts.some((n) => boundToOtherItem(seg.folded, n.index, n.end, []))) return j;
  }
  return undefined;
}
