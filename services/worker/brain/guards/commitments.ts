import { foldForMatching } from '../language-fold.js';
import { findNumbers } from '../readers/amounts.js';
import { detectReadLanguage as detectLanguage } from '../readers/language.js';
import { belowTheirOwnPrice, PRICE_MOVES_TO, PRICE_RISE } from './price-moves.js';
import { chargeAdded } from './added-charges.js';
import { answersAskedMinimum } from './asked-minimum.js';
import { bindsTheBooking, holdPayment } from './booking-terms.js';
import { replacesClientDay, takesClientDay } from './client-day.js';
import { exceedsLimit, type Limit, limitsOf } from './client-limits.js';
import { beyondCeiling, type DepositCeiling, depositCeiling, depositWithinCeiling } from './deposit-limits.js';
import { BY_THE_WAY } from '../readers/lexicons/by-the-way.js';
import { offerCondition, schedulingClause } from './offer-conditions.js';
import { offeredExtra } from './offered-extras.js';
import { antecedentsOf } from './condition-antecedents.js';
import { paidVisit } from './paid-visits.js';
import { requestNotDone } from './not-done.js';
import { answersYesNoField, MINIMUM_MET, PRICED_AFTER } from './minimum-answered.js';
import { namesMoney } from './not-served.js';
import { hasNewFigure, minimumAboveAsked, type Quantity, quantitiesNear, withinAsked } from './new-figures.js';
import {
  ALTERNATIVE,
  NOTHING_ELSE,
  OPTIONAL_OFFER,
  TERM_OF_TIME,
  UNAVAILABLE,
  YEAR_SPAN,
} from '../readers/lexicons/changed-terms.js';
import { BENEFIT, DEPOSIT_WORDS, EXTRA_COST, PAID_AT_ORDER, PAY_AFTER } from '../readers/lexicons/cost-terms.js';
import { NEGATED_TERM } from '../readers/negation.js';
import { isCovered, refusedByClient, reservedByClient, yearAsked } from './client-stance.js';
import { segmentsOf } from '../readers/segments.js';
import { termRuledOut } from '../readers/waived-amounts.js';
import { orderMinimum } from './order-minimum.js';
import { GO_AHEAD_INVITATION } from './go-ahead.js';
import { CONDITION, TERMS } from './commitment-terms.js';

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
 *   4,500" against "€4,980");
 * - charges for a survey or site visit before the work (paid-visits.ts).
 */

const MAX_QUOTE = 400;
/** How much of an attachment's text is scanned for terms. */
const MAX_ATTACHMENT = 20_000;

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
  /** The result schema's field names and descriptions: a kind of term it asks about is the answer, not a new term. */
  schemaTexts?: readonly string[];
  /** Each result field's name and description (schema-terms.ts; asked-minimum.ts reads them): a minimum a field asks for is its answer. */
  schemaFields?: readonly string[];
  /** What could be read of the reply's attachments (a quote's PDF): its terms count like the mail's. */
  attachments?: readonly { name: string; text: string }[];
  /** The result asks a date: a day restricted or offered for our agreement decides it (offer-conditions.ts). */
  asksDate?: boolean;
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
  const schema = foldForMatching((context.schemaTexts ?? []).join('\n'));
  const stated = (t: string) => statedSegments(t, schema);
  const scan: Scan = {
    commits: context.goalCommits ?? true,
    asksUs: context.asksUs ?? false,
    covered: foldForMatching(coveredTexts.join('\n')),
    coveredAmounts: new Set(coveredTexts.flatMap((t) => findNumbers(t, detectLanguage(t)).map((n) => n.value))),
    coveredSegments: coveredTexts.flatMap(stated),
    coveredQuantities: coveredTexts.flatMap((t) => {
      const lang = detectLanguage(t);
      return segmentsOf(t.slice(0, 20_000)).flatMap((seg) => quantitiesNear(seg.text, lang, 0, Infinity));
    }),
    clientSegments: (context.clientTexts ?? []).flatMap(stated),
    schema,
    schemaFields: context.schemaFields ?? [],
    limits: limitsOf(limitTexts),
    payAfter: (context.clientTexts ?? []).some((t) => PAY_AFTER.test(foldForMatching(t.slice(0, 20_000)))),
    clientPrice: limitTexts.some((t) => findNumbers(t, detectLanguage(t)).some((n) => n.currency)),
    asksDate: context.asksDate ?? false,
    depositCeiling: depositCeiling(context.clientTexts ?? [], coveredTexts),
    clientKeepsExtras: false,
    caseKeepsExtras: false,
  };
  scan.clientKeepsExtras =
    refusedByClient(EXTRA_COST, scan.clientSegments) || reservedByClient(EXTRA_COST, scan.clientSegments);
  const caseSegments = limitTexts.flatMap(stated);
  scan.caseKeepsExtras = refusedByClient(EXTRA_COST, caseSegments) || reservedByClient(EXTRA_COST, caseSegments);
  const quotes: string[] = [];
  const kinds = new Set<string>();
  const sources = [
    { text: newText, label: '' },
    ...(context.attachments ?? []).map((a) => ({ text: a.text.slice(0, MAX_ATTACHMENT), label: a.name })),
  ];
  for (const source of sources) {
    const found = termsIn(source.text, scan);
    if (found.quotes.length === 0) continue;
    for (const k of found.kinds) kinds.add(k);
    const words = found.quotes.join(' ');
    quotes.push(source.label ? `(${source.label.slice(0, 80)}) ${words}` : words);
  }
  if (quotes.length === 0) return undefined;
  const quote = quotes.join(' ');
  return { quote: quote.length > MAX_QUOTE ? `${quote.slice(0, MAX_QUOTE - 1)}…` : quote, kinds: [...kinds] };
}

/**
 * The sentences of a case text that state something (folded): a question ("Is a deposit
 * needed?", "Faut-il un acompte ?") only asks, and so does a line of our mail that restates a
 * result field we ask for ("- the deposit required with order; 0 if none"): neither counts as
 * the client having spoken of (or accepted) the term it names.
 */
function statedSegments(text: string, schema: string): string[] {
  return segmentsOf(text)
    .filter((seg) => !/[?？]\s*$/.test(seg.text))
    .map((seg) => seg.folded)
    .filter((f) => !restatesField(f, schema));
}

/** Whether a (folded) line is a result field's description as our mail lists it ("- the …"). */
function restatesField(folded: string, schema: string): boolean {
  // "- whether there is a tail-lift truck at no extra charge": the field's words after "whether".
  const core = folded
    .replace(/^[-*•\s]*(?:whether (?:there (?:is|are) |it is |they are |you |we )?)?/, '')
    .replace(/^(?:the |a |an |le |la |les |der |die |das |el |il |de |het |o )?/, '')
    .trim();
  return core.length >= 12 && schema.includes(core);
}

/** What the scan of one text needs to know of the case (computed once per reply). */
interface Scan {
  commits: boolean;
  asksUs: boolean;
  covered: string;
  coveredAmounts: Set<number>;
  coveredSegments: string[];
  coveredQuantities: Quantity[];
  clientSegments: string[];
  /** The client's side (case texts and our mail) refused or kept extra charges ("no extra charges"). */
  clientKeepsExtras: boolean;
  /**
   * The case's own texts (goal, knowledge) refused or kept extra charges; our mail does not
   * count here: its field list echoes the schema ("whether there is a tail-lift at no extra
   * charge") and refuses nothing.
   */
  caseKeepsExtras: boolean;
  schema: string;
  schemaFields: readonly string[];
  limits: Limit[];
  payAfter: boolean;
  /** The case's own texts name an amount of money (a price agreed, a budget). */
  clientPrice: boolean;
  asksDate: boolean;
  /** The deposit the client's side accepted, by figure (deposit-limits.ts). */
  depositCeiling: DepositCeiling | undefined;
}

/** The sentences of one text (the reply's new text, or an attachment's) that commit the client, and their kinds. */
function termsIn(text: string, scan: Scan): { quotes: string[]; kinds: string[] } {
  const lang = detectLanguage(text);
  const quotes: string[] = [];
  const kinds = new Set<string>();
  const segments = segmentsOf(text);
  segments.forEach((seg, i) => {
    const f = seg.folded;
    // On a goal that only asks, a sentence told for reference ("Para referência, …") sets no term
    // (not a Dutch "BTW", the VAT, that a sentence break left at its head).
    if (!scan.commits && BY_THE_WAY.exec(f)?.[0].trim().startsWith('btw') === false) return;
    // Nor one that offers a benefit under its condition ("remise de 5 % en cas de contrat annuel",
    // "we knock 5% off from 12 cases") unless they ask us to agree, nor an invitation to go ahead
    // ("if you'd like to go ahead I hold the date with a £500 retainer"): how they sell.
    if (!scan.commits && ((BENEFIT.test(f) && !scan.asksUs) || GO_AHEAD_INVITATION.test(f))) return;
    const found: string[] = [];
    const amounts = findNumbers(seg.text, lang).filter((n) => n.currency || n.percent);
    // A price change whose amount is in the next sentence: that sentence is quoted too.
    const following = segments[i + 1];
    const nextAmounts = () => (following ? findNumbers(following.text, lang).filter((n) => n.currency) : []);
    let amountAfter = false;
    // "À condition de recevoir un acompte de 30 %", "provided we receive a 30% deposit": a
    // condition that is only a deposit the client accepted, within their figure, is judged as
    // that deposit below.
    const depositCovered = isCovered(DEPOSIT_WORDS, scan.coveredSegments, scan.clientSegments);
    const depositOnly = (clause: string) => depositWithinCeiling(clause, seg.text, depositCovered, scan.depositCeiling);
    const condition = CONDITION.exec(f);
    const clause = condition ? f.slice(condition.index + condition[0].length) : '';
    if (
      condition &&
      !depositOnly(clause) &&
      !schedulingClause(condition[0], clause.slice(0, 80)) &&
      !CONDITION.test(scan.covered)
    )
      found.push('condition');
    // An offer bound to a condition on anything, a day restricted or offered for our agreement;
    // on a goal that only asks for information, not one told by the way ("For what it's worth,
    // if you buy the tyres through us we fit them free"): an offer of something else, no term.
    else if (
      !(!scan.commits && BY_THE_WAY.test(f)) &&
      offerCondition(f, `${scan.covered}\n${scan.schema}`, scan.asksDate, depositOnly, lang) &&
      // On a goal that only asks, a condition for a waiver or a discount ("the survey is waived if
      // you sign up within 30 days") offers a benefit: no term.
      !(!scan.commits && BENEFIT.test(f))
    )
      found.push('condition');
    for (const t of TERMS) {
      const m =
        t.words.exec(f) ??
        (t.kind === 'deposit' ? (PAID_AT_ORDER.exec(f) ?? holdPayment(f, amounts)) : null) ??
        (t.kind === 'price change' && scan.clientPrice ? (PRICE_RISE.exec(f) ?? PRICE_MOVES_TO.exec(f)) : null) ??
        (t.kind === 'minimum' ? minimumAboveAsked(seg.text, f, lang, scan.coveredQuantities) : null);
      if (!m) continue;
      // "no deposit" rules the term out; "no contracts under 24 months" is the minimum itself.
      if (!('refusal' in m) && NEGATED_TERM.test(f.slice(Math.max(0, m.index - 30), m.index))) continue;
      // "A deposit is not required": the term is ruled out after it.
      if (termRuledOut(f, m.index + m[0].length)) continue;
      // The schema itself asks about this kind of term: its figure is the answer, not a new term;
      // unless the client's own texts ruled it out ("no deposit"), or, on a goal that commits,
      // it is a payment that holds the booking or is lost: recording it is not agreeing to pay.
      if (
        t.kind !== 'price change' &&
        t.words.test(scan.schema) &&
        !refusedByClient(t.words, scan.clientSegments) &&
        !(t.kind === 'deposit' && scan.commits && bindsTheBooking(f, amounts)) &&
        // … unless it is a minimum above what the client asked ("36-month minimum term" against
        // their 12-month contract): the figure answers the field, and changes the client's term.
        !(t.kind === 'minimum' && TERM_OF_TIME.test(f) && minimumAboveAsked(seg.text, f, lang, scan.coveredQuantities))
      )
        continue;
      // "não fazemos reserva de horário para grupos abaixo de 20" when a yes/no field asks whether
      // a sailing can be reserved: the no (and its bound) answers that field, no term of the offer.
      if (t.kind === 'minimum' && answersYesNoField(f, scan.schemaFields)) continue;
      // "Il contratto minimo è di 3 mesi, quindi il periodo giugno–settembre non pone problemi":
      // the writer says the client's request meets the minimum.
      if (t.kind === 'minimum' && MINIMUM_MET.test(f)) continue;
      // "Minimum booking is a 4-hour shift" when a field asks the shortest shift: the answer.
      if (
        t.kind === 'minimum' &&
        answersAskedMinimum(f, m.index, m.index + m[0].length, scan.schemaFields) &&
        !refusedByClient(t.words, scan.clientSegments)
      )
        continue;
      // The client already spoke of this kind of term, and never to refuse it; a minimum with a
      // figure the client never wrote ("36 months" against their "24") is a changed term.
      if (t.kind === 'minimum') {
        // A minimum order (not of time) on a goal that only asks, not put to us: how they sell (order-minimum.ts).
        const asked = scan.coveredQuantities;
        if (!scan.commits && !scan.asksUs && orderMinimum(f) && !minimumAboveAsked(seg.text, f, lang, asked)) continue;
        // "on an annual contract" when the client asked for a 12-month one: what was asked.
        if (YEAR_SPAN.test(m[0]) && (yearAsked(scan.clientSegments) || OPTIONAL_OFFER.test(f))) continue;
        // "the annual contract comes to £1,656", "der Jahresvertrag kostet 1.656 €": a year's
        // price, told on a goal that only asks for prices, names no term.
        if (
          !scan.commits &&
          YEAR_SPAN.test(m[0]) &&
          PRICED_AFTER.test(f.slice(m.index + m[0].length, m.index + m[0].length + 50))
        )
          continue;
        // "min. order 50 boxes" when we asked for 200: within what was asked, no new term.
        const figures = quantitiesNear(seg.text, lang, m.index, m.index + m[0].length);
        if (figures.length > 0 && figures.every((q) => withinAsked(q, scan.coveredQuantities))) continue;
      }
      // A deposit above the figure the client accepted ("up to 50 %" against 60 %) is not covered.
      if (
        isCovered(t.words, scan.coveredSegments, scan.clientSegments) &&
        !(t.kind === 'deposit' && beyondCeiling(seg.text, scan.depositCeiling))
      ) {
        if (t.kind !== 'minimum' || !hasNewFigure(seg.text, lang, scan.coveredAmounts)) continue;
      }
      // A counter-offer names an amount, in its sentence or the next ("I can't hold October's price.
      // It is now € 1,890"): "Saturday delivery is not possible" is no price change.
      if (t.kind === 'price change' && amounts.length === 0) {
        if (nextAmounts().length === 0) continue;
        amountAfter = true;
      }
      // "32,50 € la bouteille au lieu de 38,90 € en boutique": their own list price, lowered for
      // us, is no counter-offer (a figure of the client's replaced, or a dearer one, still is).
      if (t.kind === 'price change' && belowTheirOwnPrice(f, lang, m, scan.coveredAmounts)) continue;
      // On a goal that only asks for a price, with no price of the client's to change, a new
      // figure in place of their own earlier one ("€325, in plaats van de €295 die ik eerst
      // noemde") is their latest word, not a counter-offer.
      if (t.kind === 'price change' && !scan.commits && !scan.clientPrice && !scan.asksUs) continue;
      // A quote's payment schedule, on a goal that only asks for information, commits nobody;
      // unless they ask us to agree, the payment holds the date or is lost, or the client's own
      // terms say payment after the work.
      if (
        t.kind === 'deposit' &&
        !scan.commits &&
        !scan.asksUs &&
        !bindsTheBooking(f, amounts) &&
        !scan.payAfter &&
        !refusedByClient(t.words, scan.clientSegments) &&
        !reservedByClient(t.words, scan.clientSegments)
      )
        continue;
      found.push(t.kind);
    }
    // What we asked for is not available, and something else is offered in its stead (another
    // date, another model): the client chooses.
    const next = segments[i + 1]?.folded ?? '';
    const unavailable = UNAVAILABLE.test(f) || takesClientDay(f, scan.clientSegments);
    // "We've nothing else suitable we could put up for you instead": no alternative is offered.
    const offers = (t: string) => ALTERNATIVE.test(t) && !NOTHING_ELSE.test(t);
    if (unavailable && (offers(f) || offers(next))) found.push('alternative');
    // Another day put in place of the one the client asked for ("the 16th instead of the 14th"):
    // only when the day replaced is the client's own (their own earlier date corrected is none).
    else if (replacesClientDay(f, scan.clientSegments)) found.push('alternative');
    // "We don't move grand pianos" when a grand piano is the case: what they price is another
    // thing. Without an amount in the reply the no is read by the refusal detectors.
    // Not when a result field asks about it ("whether a sailing can be reserved"): the no answers it.
    else if (
      requestNotDone(f, scan.covered) &&
      !requestNotDone(f, scan.schema) &&
      namesMoney(foldForMatching(text.slice(0, 20_000)))
    )
      found.push('alternative');
    // A cost on top of the price, with its amount, on a goal that commits the client (or one
    // the client's own texts refused: "no extra charges", or one they ask us to accept: "a £30
    // Sunday surcharge, is that OK?"); when the case's own texts refuse or keep extra charges,
    // any charge added to the price counts (added-charges.ts).
    const extra = EXTRA_COST.exec(f);
    if (
      (scan.commits || scan.clientKeepsExtras || scan.asksUs) &&
      ((extra && !NEGATED_TERM.test(f.slice(Math.max(0, extra.index - 30), extra.index))) ||
        (scan.caseKeepsExtras && chargeAdded(seg.text, f) !== undefined)) &&
      amounts.some((n) => !scan.coveredAmounts.has(n.value)) &&
      !isCovered(EXTRA_COST, scan.coveredSegments, scan.clientSegments)
    )
      found.push('extra cost');
    // An extra offered for our yes ("another £236 … Want us to do it at the same time?"): on a
    // goal that commits, what is done and its total are the client's to say (offered-extras.ts).
    const extraAt =
      scan.commits && !isCovered(EXTRA_COST, scan.coveredSegments, scan.clientSegments)
        ? offeredExtra(segments, i, lang, scan.coveredAmounts)
        : undefined;
    if (extraAt !== undefined) found.push('offered extra');
    // A survey or site visit they charge for before the work (paid-visits.ts), on any goal.
    if (paidVisit(seg.text, lang, `${scan.covered}\n${scan.schema}`)) found.push('paid visit');
    for (const n of amounts) {
      if (scan.coveredAmounts.has(n.value)) continue;
      if (exceedsLimit(seg.text, n, scan.limits, scan.commits)) found.push('above the limit');
    }
    if (found.length === 0) return;
    for (const k of found) kinds.add(k);
    // "If you can sort both of those": the sentences it points at carry what the client decides.
    if (found.includes('condition')) quotes.push(...antecedentsOf(segments, i));
    if (extraAt !== undefined && extraAt < i) quotes.push(segments[extraAt]!.text);
    quotes.push(seg.text);
    if (amountAfter && following) quotes.push(following.text);
    // The offer that follows an "not available" belongs in the quote.
    if (found.includes('alternative') && !ALTERNATIVE.test(f) && segments[i + 1]) quotes.push(segments[i + 1]!.text);
  });
  return { quotes: [...new Set(quotes)], kinds: [...kinds] };
}
