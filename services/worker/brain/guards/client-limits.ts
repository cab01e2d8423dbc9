import { foldForMatching } from '../language-fold.js';
import { amountScope, isPerUnitAfter, scopeWords, unitClassesOf } from '../readers/amount-scope.js';
import { type FoundNumber, findNumbers } from '../readers/amounts.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { BUDGET_BEFORE, LIMIT_BEFORE, MAXIMUM_NAMED_BEFORE } from '../readers/lexicons/changed-terms.js';
import { REFER_BACK } from '../readers/lexicons/client-reserve.js';
import { amountVat, type VatStatus, vatFits } from '../readers/vat-status.js';

/**
 * The client's limits: amounts the case's own texts (goal, knowledge, constraints) set as a
 * ceiling ("up to EUR 4,500", "budget €12,000", "presupuesto máximo 950 € al mes", "höchstens
 * 80 € pro Stunde"). An offer above one, in the same currency and scope, is the client's to
 * accept (guards/commitments.ts puts it to them), never concluded: a ceiling on what may be
 * accepted on any goal, a budget on a goal that commits the client.
 *
 * Scope: a limit per a unit or period compares with an amount per the same ("€1,150 a month"),
 * and also with an amount whose own clause names that unit or period before it ("the monthly
 * rent is €1,150 + VAT"): people write the period on either side of the figure. A total is
 * never compared with a per-unit limit.
 */

export interface Limit {
  value: number;
  currency: string;
  perUnit: boolean;
  /** The units and periods the limit is per (amount-scope.ts unit classes: month, night, person …). */
  units: Set<string>;
  /** Named as a budget ("budget is", "presupuesto máximo"), not as what may be accepted ("nothing above"). */
  budget: boolean;
  /** Said before or after VAT ("2,000 € net", "3 000 € TTC"): only an amount said the same way, or either, compares. */
  vat?: VatStatus;
}

/**
 * A budget named with what it is for before its verb ("our budget for the installation is",
 * "unser Budget für die Montage liegt bei", "notre budget pour les travaux est de", "nuestro
 * presupuesto para la obra es de", "il budget per il montaggio è di", "ons budget voor de
 * montage is", "o nosso orçamento para a obra é de"), folded, at the end of the text before the amount.
 */
const BUDGET_NAMED_BEFORE =
  /\b(?:budget|presupuesto|orcamento|kostenrahmen|tetto di spesa)(?: (?:for|fur|pour|para|per|voor|do|da|de|del|della|dell'|di)(?: [\p{L}'.-]+){1,5})? (?:is|ist|liegt bei|betragt|est de|est|s'eleve a|es de|es|asciende a|e di|e|ammonta a|is|bedraagt|ligt op|e de|e)(?: (?:of|around|about|circa|ca\.?|rund|environ|unos|unas|sui|rond de|cerca de))?\s*:?\s*$/u;

/** After a budget, the client keeping anything above it ("anything above needs my OK", "darüber bitte Rücksprache"). */
function reservedAbove(text: string, end: number): boolean {
  const rest = text.slice(end, end + 120);
  const stop = rest.search(/[.!?](?:\s|$)/);
  const sentence = foldForMatching(stop >= 0 ? rest.slice(0, stop + 1) : rest);
  return ABOVE.test(sentence) && REFER_BACK.test(sentence);
}
const ABOVE =
  /\b(?:above|over|more|beyond|higher|daruber|mehr|uberschreit\w*|au-dessus|au-dela|plus|por encima|mas|superior|oltre|sopra|di piu|daarboven|boven|meer|hoger|acima|mais)\b/;

/** "more than", "over", "above" right before an amount, in the seven languages (folded). */
const MORE_THAN_BEFORE =
  /\b(?:more than|over|above|higher than|exceeding|mehr als|uber|hoher als|plus de|au-dessus de|superieur a|mas de|por encima de|superior a|piu di|oltre|sopra|meer dan|boven|hoger dan|mais de|acima de)\s*:?\s*$/;

/** The sentence of `text` around `index`. */
function sentenceOf(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n', index), -1) + 1;
  const stop = text.slice(index).search(/[.!?](?:\s|$)|\n/);
  return foldForMatching(text.slice(start, stop < 0 ? undefined : index + stop + 1));
}

/** How far before an amount its clause is read for the unit or period it is per. */
const CLAUSE_BEFORE = 40;

/** Amounts the case texts set as an upper limit. */
export function limitsOf(texts: readonly string[]): Limit[] {
  const out: Limit[] = [];
  for (const text of texts) {
    const bounded = text.slice(0, 20_000);
    for (const n of findNumbers(bounded, detectLanguage(bounded))) {
      if (!n.currency) continue;
      const before = foldForMatching(bounded.slice(Math.max(0, n.index - 25), n.index));
      const window = foldForMatching(bounded.slice(Math.max(0, n.index - 70), n.index));
      // "Precio máximo que aceptamos sin consultar: 9,50 €", "Budget massimo per l'affitto: 8.000 €".
      const maximum = MAXIMUM_NAMED_BEFORE.exec(window);
      const named =
        BUDGET_NAMED_BEFORE.test(window) ||
        maximum?.groups?.['budget'] !== undefined ||
        maximum?.groups?.['budget2'] !== undefined;
      // "Our budget is 2,000 € net; anything above needs my OK": a budget the client keeps the
      // excess of for themselves is a ceiling on any goal.
      const ceiling =
        LIMIT_BEFORE.test(before) ||
        (maximum !== null && !named) ||
        ((named || BUDGET_BEFORE.test(before)) && reservedAbove(bounded, n.end)) ||
        // "anything else, or more than €450 in total, ask me first": above it, the client decides.
        (MORE_THAN_BEFORE.test(before) && REFER_BACK.test(sentenceOf(bounded, n.index)));
      if (!ceiling && !named && !BUDGET_BEFORE.test(before)) continue;
      const perUnit = isPerUnitAfter(bounded.slice(n.end, n.end + 30));
      out.push({
        value: n.value,
        currency: n.currency,
        perUnit,
        units: perUnit ? unitClassesOf(scopeWords(bounded, n.end)) : new Set(),
        budget: !ceiling,
        vat: amountVat(foldForMatching(bounded), n.index, n.end),
      });
    }
  }
  return out;
}

/**
 * Whether the amount `n` of `sentence` is above one of the client's limits of its currency and
 * scope. A budget counts only on a goal that commits the client (`commits`, goal-kind.ts): a
 * price above it, asked for as information, commits nobody and is the answer.
 */
export function exceedsLimit(sentence: string, n: FoundNumber, limits: readonly Limit[], commits = true): boolean {
  if (!n.currency) return false;
  const perUnit = isPerUnitAfter(sentence.slice(n.end, n.end + 30));
  // A net budget is not passed by the same price said with VAT ("1.850 € netto (2.201,50 € brutto)").
  const vat = amountVat(foldForMatching(sentence), n.index, n.end);
  return limits.some(
    (l) =>
      (commits || !l.budget) &&
      l.currency === n.currency &&
      n.value > l.value &&
      vatFits(l.vat, vat) &&
      sameScope(sentence, n, perUnit, l),
  );
}

function sameScope(sentence: string, n: FoundNumber, perUnit: boolean, limit: Limit): boolean {
  if (perUnit === limit.perUnit) return true;
  // A per-unit limit, an amount not marked per anything after it: its clause before it may say
  // what it is per ("the monthly rent is", "el alquiler mensual es de"), never a total.
  if (!limit.perUnit || limit.units.size === 0) return false;
  if (amountScope(sentence, n.index, n.end) === 'total') return false;
  const before = sentence.slice(Math.max(0, n.index - CLAUSE_BEFORE), n.index);
  const clause = foldForMatching(before.slice(Math.max(0, before.search(/[^.;!?]*$/))));
  const named = unitClassesOf(clause);
  return [...limit.units].some((u) => named.has(u));
}
