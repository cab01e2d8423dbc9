import { findNumbers } from '../readers/amounts.js';
import { ownWords } from '../readers/field-readers.js';
import { relevance, wordWithCounterparts } from '../readers/field-terms.js';
import { detectReadLanguage } from '../readers/language.js';
import { segmentsOf } from '../readers/segments.js';
import { addsOrOffers } from './added-charges.js';
import { TAX_STATUS_WORDS } from '../readers/lexicons/itemless-words.js';
import { UNIT_NAME_WORDS } from '../readers/lexicons/number-field-words.js';
import { TRADE_ROWS } from '../readers/lexicons/vocabulary-trade.js';
import { TAX_NAME_WORDS } from '../readers/vat-status.js';
import { aboutAnotherField } from './other-field-statements.js';

/**
 * The latest statement about a field wins, and one the readers cannot take still contests the
 * older value: an amount field's value read from one mail is not delivered when a newer mail of
 * the counterparty writes, in a sentence about that field (its distinctive words: "per rotation",
 * "per bike", not a bare "price"), another amount in a currency and not the value itself ("la
 * surcharge est plafonnée pour vous, 150 € HT par rotation tout compris" after "156,60 € HT par
 * passage"). Not a sentence that adds a charge, an extra or an option ("an extra £40 if they want
 * the table placed"), nor one about another field. The field is asked, never delivered from the older mail. Before, the older 156.60
 * was stored while the newer 150 was left unread (a wrong value in tuning set Q).
 */

/**
 * Words of money itself, shared by every price field, in every language: they tie no sentence to
 * one field: the price row of the trade vocabulary, a field name's money and currency words, a
 * tax's names and its status words, and their counterparts.
 */
const MONEY_BASE = [...TRADE_ROWS[0]!, ...UNIT_NAME_WORDS, ...TAX_NAME_WORDS, ...TAX_STATUS_WORDS];
const MONEY_WORDS = new Set([...MONEY_BASE, ...MONEY_BASE.flatMap(wordWithCounterparts)]);
/** A money word, or its plural ("prices", "fees", "costs"). */
const moneyWord = (w: string) => MONEY_WORDS.has(w) || MONEY_WORDS.has(w.replace(/s$/, ''));

export interface LaterSource {
  text: string;
  at: number;
  messageId?: string;
  attachmentId?: string;
}

/**
 * Whether `value`, read for `field` from the message at `from`, is contested by a newer
 * source's sentence about the field that writes another amount (and not the value).
 */
export function amountContested(
  field: string,
  value: number,
  from: LaterSource,
  sources: readonly LaterSource[],
  fields: readonly string[],
): boolean {
  // Words another field shares name neither ("room" of a room rate and a meeting room).
  const shared = new Set(fields.filter((f) => f !== field).flatMap(ownWords));
  const words = ownWords(field)
    .filter((w) => !moneyWord(w) && !shared.has(w))
    .flatMap(wordWithCounterparts)
    .filter((w) => !moneyWord(w));
  if (words.length === 0) return false;
  const later = sources.filter((s) => s.at > from.at && !s.attachmentId && s.messageId !== from.messageId);
  return later.some((s) =>
    segmentsOf(s.text.slice(0, 20_000)).some((seg) => {
      if (relevance(seg, words) === 0 || aboutAnotherField(seg.text, field, fields)) return false;
      // A charge added, an extra or an option beside the field's item is no restatement of it.
      if (addsOrOffers(seg.folded)) return false;
      const amounts = findNumbers(seg.text, detectReadLanguage(seg.text)).filter((n) => n.currency && !n.percent);
      return amounts.length > 0 && amounts.every((n) => Math.abs(n.value - value) > 0.005);
    }),
  );
}
