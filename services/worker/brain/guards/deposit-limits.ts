import { foldForMatching } from '../language-fold.js';
import { type FoundNumber, findNumbers } from '../readers/amounts.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { DEPOSIT_WORDS, PAID_AT_ORDER } from '../readers/lexicons/cost-terms.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * How much deposit the client's side said it accepts, checked by figure, not by word: "we accept
 * a deposit of up to 50 %" covers a 30 % deposit, never a 60 % one; "Anzahlung bis 500 €" never
 * covers 800 €. The latest sentence of the client's side (the case's texts, then our mail, which
 * carries the client's answers) that speaks of a deposit and writes a percentage or an amount
 * sets the figure: "up to 50 %" is a ceiling, "we pay 30 % on order" accepts 30 % and no more.
 * A sentence of the client's that names a deposit without a figure covers any deposit, as before.
 */

export interface DepositCeiling {
  /** The largest share accepted, in percent. */
  percent?: number;
  /** The largest amount accepted, by currency. */
  amounts: ReadonlyArray<{ value: number; currency: string }>;
  /**
   * A share accepted of the largest amount of money the thread states (the price the deposit is
   * a share of): "the 30 % deposit is fine" after a quote of 1.350 € covers "la fatura do sinal
   * (405 €)" and any smaller amount, never a larger one.
   */
  shareOfPrice?: number;
}

/** The client's deposit ceiling from their texts (oldest first), or undefined when no figure was written. */
export function depositCeiling(
  clientTexts: readonly string[],
  threadTexts: readonly string[] = [],
): DepositCeiling | undefined {
  const ceiling = acceptedDeposit(clientTexts);
  if (ceiling?.percent === undefined) return ceiling;
  const prices = threadTexts.flatMap((t) =>
    findNumbers(t.slice(0, 20_000), detectLanguage(t)).flatMap((n) => (n.currency ? [n.value] : [])),
  );
  return prices.length > 0 ? { ...ceiling, shareOfPrice: (Math.max(...prices) * ceiling.percent) / 100 } : ceiling;
}

function acceptedDeposit(clientTexts: readonly string[]): DepositCeiling | undefined {
  let latest: DepositCeiling | undefined;
  for (const text of clientTexts) {
    const bounded = text.slice(0, 20_000);
    const lang = detectLanguage(bounded);
    for (const seg of segmentsOf(bounded)) {
      if (/[?？]\s*$/.test(seg.text) || !speaksOfDeposit(seg.folded)) continue;
      const figures = findNumbers(seg.text, lang).filter((n) => n.percent || n.currency);
      if (figures.length === 0) continue;
      // "30 % deposit, the remaining 70 % on delivery": the balance's share is no deposit.
      const shares = figures.filter((n) => n.percent && n.value > 0 && n.value <= 100);
      const own = shares.filter(
        (n) => !BALANCE_BEFORE.test(foldForMatching(seg.text.slice(Math.max(0, n.index - 30), n.index))),
      );
      const percents = (own.length > 0 ? own : shares).map((n) => n.value);
      latest = {
        ...(percents.length > 0 ? { percent: Math.max(...percents) } : {}),
        amounts: figures.flatMap((n) => (n.currency ? [{ value: n.value, currency: n.currency }] : [])),
      };
    }
  }
  return latest;
}

/** The balance's share, paid later: "the remaining 70 %", "Restzahlung 70 %", "le solde de 70 %", "el resto (70 %)". */
const BALANCE_BEFORE =
  /\b(?:remaining|remainder|balance|rest|restbetrag|restzahlung|restliche[nr]?|verbleibende[nr]?|solde|reste|restant|saldo|resto|restante|rimanente|overige|resterende|restbedrag)\b[^.;!?\d]{0,20}$/;

/** Whether a (folded) sentence speaks of a deposit: its words, or a share paid when ordering. */
export function speaksOfDeposit(folded: string): boolean {
  return DEPOSIT_WORDS.test(folded) || PAID_AT_ORDER.test(folded);
}

/**
 * Whether the deposit a sentence asks is beyond what the client accepted: a share above their
 * percentage, an amount above their amount in its currency, or a figure the ceiling cannot be
 * compared with (an amount against a percentage only): unsure, so the client is asked.
 */
export function beyondCeiling(sentence: string, ceiling: DepositCeiling | undefined): boolean {
  if (!ceiling) return false;
  const figures = findNumbers(sentence, detectLanguage(sentence)).filter((n) => n.percent || n.currency);
  if (figures.length === 0) return false;
  const percents = figures.filter((n) => n.percent);
  if (percents.length > 0 && ceiling.percent !== undefined) return percents.some((n) => n.value > ceiling.percent!);
  const all = figures.filter((n): n is FoundNumber & { currency: string } => n.currency !== undefined);
  // "Total £186, of which the £50 deposit …": the deposit's own amount, when one is named so.
  const named = all.filter((n) => namesDeposit(sentence, n));
  const amounts = named.length > 0 ? named : all;
  const comparable = amounts.filter((n) => ceiling.amounts.some((c) => c.currency === n.currency));
  // "Total £186, of which the £50 deposit …" after the client's "£186, and the £50 deposit is
  // OK": an amount the client wrote themselves is within what they accepted.
  const own = (n: FoundNumber & { currency: string }) =>
    ceiling.amounts.some((c) => c.currency === n.currency && c.value === n.value);
  if (comparable.length > 0)
    return comparable.some(
      (n) => !own(n) && ceiling.amounts.some((c) => c.currency === n.currency && n.value > c.value),
    );
  // A share accepted, an amount named: within when no more than that share of the price stated.
  if (ceiling.shareOfPrice !== undefined && amounts.length > 0)
    return amounts.some((n) => n.value > ceiling.shareOfPrice! * 1.005);
  return true;
}

/** Whether an amount's own clause names it a deposit, right before it or right after it ("a deposit of £50", "£50 deposit"). */
function namesDeposit(sentence: string, n: FoundNumber): boolean {
  const before = sentence.slice(Math.max(0, n.index - 30), n.index);
  const after = sentence.slice(n.end, n.end + 30);
  const clauseBefore = before.slice(Math.max(0, before.search(/[^,;:.]*$/)));
  const clauseAfter = after.slice(0, after.search(/[,;:.]|$/));
  return speaksOfDeposit(foldForMatching(clauseBefore)) || speaksOfDeposit(foldForMatching(clauseAfter));
}

/**
 * Another condition joined to the deposit in the same clause ("and that the hall is free", "und
 * dass", "et que", "y que", "e che", "en dat", "e que"): the clause is then more than a deposit.
 */
const ANOTHER_CONDITION =
  /\b(?:and (?:that|if|provided|as long as|only if)|as well as|und (?:dass|wenn|sofern)|sowie|et (?:que|si|pourvu)|ainsi que|y (?:que|si)|asi como|e (?:che|se|purche)|nonche|en (?:dat|als|mits)|alsook|e (?:que|se|desde))\b/;

/**
 * Whether the clause a condition opens ("à condition de recevoir un acompte de 30 %") is only a
 * deposit the client's side already accepted, within their figure: the condition is then theirs.
 * `clause`: the sentence's folded text after the condition's words; `sentence`: as written.
 */
export function depositWithinCeiling(
  clause: string,
  sentence: string,
  depositCovered: boolean,
  ceiling: DepositCeiling | undefined,
): boolean {
  const own = foldForMatching(clause).slice(0, 160);
  if (!depositCovered || !speaksOfDeposit(own) || ANOTHER_CONDITION.test(own)) return false;
  return !beyondCeiling(sentence, ceiling);
}
