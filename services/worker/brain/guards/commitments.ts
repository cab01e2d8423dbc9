import { foldForMatching } from '../language-fold.js';
import { findNumbers } from '../readers/amounts.js';
import { isPerUnitAfter } from '../readers/amount-scope.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { DEPOSIT_WORDS, EXTRA_COST, PAID_AT_ORDER } from '../readers/lexicons/cost-terms.js';
import { NEGATED_TERM, NEGATION_WORD } from '../readers/negation.js';
import { segmentsOf } from '../readers/segments.js';

/**
 * What belongs to the client stays with the client: sentences of a reply's new text that would
 * commit the client to money or terms the case does not cover, in the seven languages the brain
 * reads. The brain never concludes on such a sentence; it asks the client, quoting it.
 *
 * A sentence commits the client when it
 * - sets a condition on the client ("provided you commit to", "unter der Bedingung, dass", "à
 *   condition que", "siempre que", "a condizione che", "op voorwaarde dat", "desde que" …);
 * - asks for a deposit, prepayment or minimum order, or changes a price or term (a counter-offer:
 *   "the best I can do is", "instead of", "new price", "price increase" …), unless the case's
 *   own texts (goal, knowledge, constraints, what we wrote, which carries the client's answers)
 *   already speak of that kind of term, or the sentence rules it out ("without a minimum");
 * - offers an amount above a limit the goal sets in the same currency and scope ("up to EUR
 *   4,500" against "€4,980").
 */

const MAX_QUOTE = 400;

const CONDITION =
  /\b(?:provided (?:that )?(?:you|your|the client)|on (?:the )?condition (?:that|of)|only if you|unter der bedingung|vorausgesetzt,? (?:dass|sie)|nur wenn sie|a condition que|a condition de|pourvu que|seulement si vous|siempre (?:y cuando )?que|a condicion de|con la condicion de|solo si usted|a condizione che|purche|solo se (?:voi|lei)|op voorwaarde dat|mits u|alleen als u|desde que (?:o|a|os|as|voce|vossa|paguem|pague)|com a condicao de|contanto que|as long as you|so long as you|subject to (?:you|your|a signed|signing|receipt of|payment)|solange sie|sofern sie|du moment que vous|sous reserve que vous|mientras (?:usted|ustedes) (?:nos )?|sujeto a (?:que|la firma|el pago)|a patto che|sempre che (?:voi|lei)|mits jullie|onder voorwaarde dat|na condicao de|sujeito a (?:assinatura|pagamento))\b/;

/** Kinds of term only the client can accept; each with its words in the seven languages. */
const TERMS: ReadonlyArray<{ kind: string; words: RegExp }> = [
  {
    kind: 'deposit',
    words: DEPOSIT_WORDS,
  },
  {
    kind: 'minimum',
    words:
      /\b(?:minimum (?:order|quantity|of|run|term|purchase|booking|spend|charge)|moq|mindestbestell\w*|mindestabnahme|mindestmenge|mindestlaufzeit|minimum de commande|commande minimum|quantite minimum|pedido minimo|cantidad minima|compra minima|ordine minimo|quantita minima|minimale (?:bestelling|afname)|minimum (?:bestelling|afname)|encomenda minima|quantidade minima)\b/,
  },
  {
    kind: 'price change',
    words:
      /\b(?:instead of|the best (?:i|we) can do|best price (?:i|we) can (?:do|offer)|(?:new|revised|updated|increased) price|price (?:increase|change|changes|rise)|prices? (?:will )?(?:go|goes) up|is not possible|(?:cannot|can't) (?:do|meet|match|accept)|counter-?offer|statt|anstelle|neuer preis|preiserhohung|preisanpassung|nicht moglich|au lieu de|nouveau prix|augmentation|hausse de prix|pas possible|en lugar de|en vez de|nuevo precio|aumento de precio|no es posible|invece di|nuovo prezzo|aumento (?:di|del) prezzo|non e possibile|in plaats van|nieuwe prijs|prijsverhoging|het beste wat (?:ik|we|wij) kan|niet mogelijk|kunnen (?:we|wij) (?:helaas )?niet onder|em vez de|novo preco|aumento de preco|nao e possivel)\b/,
  },
];

const LIMIT_BEFORE =
  /(?:up to|at most|max(?:imum)?\.?|no more than|not more than|under|below|budget(?: of| up to)?|bis zu|hochstens|maximal|jusqu'a|au maximum|au plus|hasta|como maximo|fino a|al massimo|massimo|tot|maximaal|hoogstens|ate|no maximo)\s*:?\s*$/;

export interface Commitment {
  /** The counterparty's words, verbatim and bounded. */
  quote: string;
  kinds: string[];
}

/** How the case stands: whether its goal commits the client, and whether the reply asks us something. */
export interface CommitmentContext {
  /** The goal books, orders, hires … (guards/goal-kind.ts); default true. */
  goalCommits?: boolean;
  /** The reply asks us a question ("Shall I go ahead?", "Akkoord?"). */
  asksUs?: boolean;
  /**
   * The client's side of the covered texts (the case's texts and our mail, which carries the
   * client's answers): a term they speak of with a negation ("we do not pay deposits", "we won't
   * pay the surcharge") was refused, so it is not covered. Default: none.
   */
  clientTexts?: readonly string[];
}

/**
 * `covered`: the goal, knowledge, constraints, every message we sent (the client's answers are
 * in them) and the counterparty's earlier messages we already answered; `limitTexts`: the goal,
 * knowledge and constraints, whose "up to" amounts are the client's limits.
 *
 * A deposit stated in a reply to a goal that only asks for information (a quote's payment
 * schedule), which does not ask us to accept it, commits nobody: it is not put to the client.
 * A cost added on top (a surcharge, a fee) is put to the client only on a goal that commits.
 */
export function findCommitment(
  newText: string,
  coveredTexts: readonly string[],
  limitTexts: readonly string[],
  context: CommitmentContext = {},
): Commitment | undefined {
  const commits = context.goalCommits ?? true;
  const covered = foldForMatching(coveredTexts.join('\n'));
  const coveredAmounts = new Set(coveredTexts.flatMap((t) => findNumbers(t, detectLanguage(t)).map((n) => n.value)));
  const coveredSegments = coveredTexts.flatMap((t) => segmentsOf(t).map((seg) => seg.folded));
  const clientSegments = (context.clientTexts ?? []).flatMap((t) => segmentsOf(t).map((seg) => seg.folded));
  const limits = limitsOf(limitTexts);
  const lang = detectLanguage(newText);
  const quotes: string[] = [];
  const kinds = new Set<string>();
  for (const seg of segmentsOf(newText)) {
    const f = seg.folded;
    const found: string[] = [];
    const amounts = findNumbers(seg.text, lang).filter((n) => n.currency || n.percent);
    if (CONDITION.test(f) && !CONDITION.test(covered)) found.push('condition');
    for (const t of TERMS) {
      const m = t.words.exec(f) ?? (t.kind === 'deposit' ? PAID_AT_ORDER.exec(f) : null);
      if (!m || NEGATED_TERM.test(f.slice(Math.max(0, m.index - 30), m.index))) continue;
      // The client already spoke of this kind of term, and never to refuse it.
      if (isCovered(t.words, coveredSegments, clientSegments)) continue;
      // A counter-offer names an amount: "Saturday delivery is not possible" is no price change.
      if (t.kind === 'price change' && amounts.length === 0) continue;
      // A quote's payment schedule, on a goal that only asks for information: nobody commits.
      if (t.kind === 'deposit' && !commits && !context.asksUs) continue;
      found.push(t.kind);
    }
    // A cost on top of the price, with its amount, on a goal that commits the client.
    const extra = EXTRA_COST.exec(f);
    if (
      commits &&
      extra &&
      !NEGATED_TERM.test(f.slice(Math.max(0, extra.index - 30), extra.index)) &&
      amounts.some((n) => !coveredAmounts.has(n.value)) &&
      !isCovered(EXTRA_COST, coveredSegments, clientSegments)
    )
      found.push('extra cost');
    for (const n of amounts) {
      if (!n.currency || coveredAmounts.has(n.value)) continue;
      const perUnit = isPerUnitAfter(seg.text.slice(n.end, n.end + 30));
      if (limits.some((l) => l.currency === n.currency && l.perUnit === perUnit && n.value > l.value))
        found.push('above the limit');
    }
    if (found.length === 0) continue;
    for (const k of found) kinds.add(k);
    quotes.push(seg.text);
  }
  if (quotes.length === 0) return undefined;
  const quote = quotes.join(' ');
  return { quote: quote.length > MAX_QUOTE ? `${quote.slice(0, MAX_QUOTE - 1)}…` : quote, kinds: [...kinds] };
}

/**
 * Whether the case's texts cover a kind of term: some sentence speaks of it, and no sentence of
 * the client's side speaks of it with a negation (they refused it: "we do not pay deposits").
 */
function isCovered(words: RegExp, covered: readonly string[], client: readonly string[]): boolean {
  return covered.some((f) => words.test(f)) && !client.some((f) => words.test(f) && NEGATION_WORD.test(f));
}

interface Limit {
  value: number;
  currency: string;
  perUnit: boolean;
}

/** Amounts the case texts set as an upper limit ("up to EUR 4,500", "budget EUR 12,000"). */
function limitsOf(texts: readonly string[]): Limit[] {
  const out: Limit[] = [];
  for (const text of texts) {
    const lang = detectLanguage(text);
    for (const n of findNumbers(text, lang)) {
      if (!n.currency) continue;
      const before = foldForMatching(text.slice(Math.max(0, n.index - 25), n.index));
      if (!LIMIT_BEFORE.test(before)) continue;
      out.push({ value: n.value, currency: n.currency, perUnit: isPerUnitAfter(text.slice(n.end, n.end + 30)) });
    }
  }
  return out;
}

/**
 * A sentence that asks for a deposit or prepayment ("una señal del 25 % (1.150 €)", "un acconto
 * del 30% (pari a 960 euro)"): its amounts are the term's, never the answer to a price field,
 * unless the schema itself asks about a deposit (`schemaAsksForTerms`).
 */
export function isDepositSentence(sentence: string): boolean {
  const folded = foldForMatching(sentence.slice(0, 2_000));
  const m = TERMS[0]!.words.exec(folded) ?? PAID_AT_ORDER.exec(folded);
  if (m === null || NEGATED_TERM.test(folded.slice(0, m.index))) return false;
  // Only a sentence that states the deposit's amount: "we will invoice the deposit" gives none.
  return /[€$£]\s?\d|\d\s?(?:[€$£%]|(?:eur|euro|euros|usd|gbp|chf)\b)/.test(folded);
}

/** Whether the schema's names or descriptions speak of a deposit or prepayment themselves. */
export function schemaAsksForTerms(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  const words = JSON.stringify(schema['properties'] ?? {})
    .slice(0, 20_000)
    .replace(/([a-z])([A-Z])/g, '$1 $2');
  return TERMS[0]!.words.test(foldForMatching(words));
}
