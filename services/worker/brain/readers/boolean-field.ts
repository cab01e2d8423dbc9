import { HABITUAL } from './lexicons/habitual.js';
import { BUT_WORDS } from './lexicons/contrast-words.js';
import { foldForMatching } from '../language-fold.js';
import { CONDITION_BEFORE, clausePolarity, inclusionWord, leadingAnswer, polarity } from './booleans.js';
import { softYesOpen } from './soft-yes.js';
import { noChargeNotOwn } from './no-charge-scope.js';
import type { Found, Prepared } from './field-readers.js';
import { asksIncludedOrFree, chargedVotes, saysIncludedIn } from './charged-subject.js';
import { asksBooked, bookedVotes } from './booked-field.js';
import { BOOKED } from './date-events.js';
import { relevance, splitName } from './field-terms.js';
import type { ReadLang } from './language.js';
import type { Segment } from './segments.js';
import { vatAmountVotes } from './vat-flag.js';
import { TAX_STATUS, TAX_WORD } from './vat-status.js';
import { otherPartWords } from './case-subject.js';
import { includerVerbAt } from './includer-subject.js';
import { otherwiseBranch } from './lexicons/otherwise.js';
import { nextSentenceVotes } from './next-sentence-verdict.js';
import {
  asksTheOtherWay,
  booleanSubjectTerms,
  descriptionWords,
  freeNameVotes,
  initialismsOf,
  inclusionItems,
  nameInOrderVotes,
  subjectWords,
  subjectWordsIn,
  taxName,
  termMatches,
} from './boolean-subjects.js';

/**
 * A yes/no field read from prose: the clauses that name the field's subject decide
 * ("burst pipes are covered", "flood is excluded"); without one, the sentences about its terms;
 * a reply that opens with a bare yes or no answers the one yes/no question asked.
 */
export function readBoolean(
  p: Prepared,
  terms: string[],
  name = '',
  description = '',
  /** The other yes/no fields' names and descriptions: words they share name no one subject. */
  others: readonly string[] = [],
  /** Days of the month the objective and our mail asked about: a soft yes of another day is none. */
  askedDays: readonly number[] = [],
  /** The case's objective: a description's word it also writes in a part about another thing names the case. */
  objective = '',
): Found | undefined {
  const found = readBooleanAsked(
    withoutTaxStatus(withoutHabits(withoutBranches(p)), name, description),
    terms,
    name,
    description,
    others,
    objective,
  );
  // A yes read from "no problem", "fine", "free" or "feasible" under a condition, beside a no, or
  // of another day than the one asked, is no answer.
  if (
    found?.value === true &&
    softYesOpen(p.segments[found.segment]?.folded ?? '', `${name} ${description} ${terms.join(' ')}`, askedDays)
  )
    return undefined;
  // A "no charge" that is another item's, under a condition, or beside the subject's price says
  // nothing of the subject ("Delivery is £40, no charge for the pallets"): the field is asked.
  if (found?.value === true) {
    const seg = p.segments[found.segment];
    const own = seg ? [...subjectWords(name), ...subjectWordsIn(seg, booleanSubjectTerms(name), p.lang)] : [];
    if (seg && noChargeNotOwn(seg.folded, own)) return undefined;
  }
  return found && asksTheOtherWay(name, description) ? { ...found, value: !found.value } : found;
}

/**
 * The text with its two-way offers blanked: a sentence with an "otherwise" branch ("if you book
 * by Friday fitting is included, otherwise it is £80", "sonst kostet die Lieferung 40 €"), and
 * the sentence before one that opens with it ("Fitting is included if you book by Friday.
 * Otherwise it's £80."), say neither yes nor no; the field is asked (lexicons/otherwise.ts).
 */
function withoutBranches(p: Prepared): Prepared {
  const opens = p.segments.map((seg) => otherwiseBranch(seg.folded.slice(0, 16)));
  if (!p.segments.some((seg) => otherwiseBranch(seg.folded))) return p;
  const blank = { text: '', folded: '' };
  return {
    ...p,
    segments: p.segments.map((seg, i) => (otherwiseBranch(seg.folded) || opens[i + 1] ? blank : seg)),
  };
}

/**
 * The text with the writer's habit blanked: the clause that says what they usually do ("we'd
 * normally price that separately at 28p per sq ft, but … we've put it in the price", "normalerweise
 * berechnen wir das extra") speaks of other jobs, not this one; the rest of the sentence is read.
 * From the clause's start to its end (a comma, a semicolon, or a "but" in the seven languages).
 * Blanked with spaces, so every position stays.
 */
function withoutHabits(p: Prepared): Prepared {
  if (!p.segments.some((seg) => HABITUAL.test(seg.folded))) return p;
  const blank = (folded: string) => {
    let out = folded;
    for (const m of folded.matchAll(HABITS)) {
      const start = Math.max(0, ...[',', ';', ':', ' - ', ' – '].map((b) => folded.lastIndexOf(b, m.index) + 1));
      const rest = folded.slice(m.index);
      const stop = rest.search(CLAUSE_END);
      const end = stop < 0 ? folded.length : m.index + stop;
      out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
    }
    return out;
  };
  return { ...p, segments: p.segments.map((seg) => ({ ...seg, folded: blank(seg.folded) })) };
}

const HABITS = new RegExp(HABITUAL.source, 'g');
const CLAUSE_END = new RegExp(`[,;]|\\s(?:${BUT_WORDS})\\s`);

/**
 * The text with each tax's own status blanked ("2.153,80 €, IVA incluido", "380 € + IVA", "zzgl.
 * MwSt.", "TTC") for a field about anything but the tax: "IVA incluido" says the tax is in the
 * figure, never that the field's subject is ("5 llaves cada uno … IVA incluido" is no master key
 * included). Blanked with spaces, so every position stays.
 */
function withoutTaxStatus(p: Prepared, name: string, description: string): Prepared {
  if (TAX_WORD.test(foldForMatching(`${splitName(name).join(' ')} ${description.slice(0, 500)}`))) return p;
  const blank = (folded: string) => folded.replace(TAX_STATUS, (m) => ' '.repeat(m.length));
  return { ...p, segments: p.segments.map((seg) => ({ ...seg, folded: blank(seg.folded) })) };
}

function readBooleanAsked(
  p: Prepared,
  terms: string[],
  name: string,
  description: string,
  others: readonly string[],
  objective: string,
): Found | undefined {
  const subject = subjectWords(name);
  // "the Electrical Installation Certificate" is written "EIC" in the reply: its initialism names the subject too.
  const subjectTerms = [...booleanSubjectTerms(name), ...initialismsOf(description, others)];
  // A clause about the field's own subject ("burst pipes … is covered", "flood is excluded")
  // decides for the field; only without one do the sentences about its terms.
  const clauses: Found[] = [];
  p.segments.forEach((seg, si) => {
    const clause = clausePolarity(seg.folded, subject, p.lang);
    if (clause !== undefined) clauses.push({ value: clause, segment: si });
  });
  // An item of a list under "Included:" / "Not included:" that names the subject.
  const items = inclusionItems(p.segments, p.lang);
  const itemVotes = (named: (folded: string) => boolean) =>
    items.filter((it) => named(it.folded)).map((it) => ({ value: it.value, segment: it.segment }));
  if (subject.length > 0)
    clauses.push(
      ...itemVotes(
        (f) =>
          subject.every((w) => f.includes(w)) ||
          subjectWordsIn({ text: f, folded: f }, subjectTerms, p.lang).length > 0,
      ),
    );
  // The description may name the subject in the counterparty's own word ("is building the stand
  // up (opbouw) included?", "the sworn translation (asseverazione)"): its clauses decide too.
  if (clauses.length === 0)
    for (const word of namedInParentheses(description))
      p.segments.forEach((seg, si) => {
        const clause = clausePolarity(seg.folded, [word], p.lang);
        if (clause !== undefined) clauses.push({ value: clause, segment: si });
      });
  // What the field's name itself says: "stepFree" called "step-free", "underWarranty" said in order.
  if (clauses.length === 0) clauses.push(...freeNameVotes(p, name, subject));
  if (clauses.length === 0) clauses.push(...nameInOrderVotes(p, name));
  const votes: Found[] = clauses;
  // The field's terms without its inclusion verb: "Parkeren is niet inbegrepen" is no sentence
  // about `avInbegrepen` (a subject too short for terms of its own) for its "inbegrepen" alone.
  const ownTerms = terms.filter((t) => !inclusionWord(t));
  if (votes.length === 0)
    p.segments.forEach((seg, si) => {
      // A sentence that does not name the field's subject speaks of something else ("breakfast
      // is included" says nothing about parking), however near it stands.
      if (
        subjectTerms.length > 0
          ? subjectWordsIn(seg, subjectTerms, p.lang).length === 0
          : relevance(seg, ownTerms) === 0
      )
        return;
      const v = sentencePolarity(seg, subjectTerms, p.lang);
      if (v !== undefined) votes.push({ value: v, segment: si });
    });
  // A sentence about the subject, then a short verdict pointing back at it ("… up to the rooms.
  // That's all in the price, no extras.").
  if (votes.length === 0 && subject.length > 0)
    votes.push(
      ...nextSentenceVotes(
        p,
        subject,
        (f) =>
          subject.every((w) => f.includes(w)) ||
          subjectWordsIn({ text: f, folded: f }, subjectTerms, p.lang).length > 0,
      ),
    );
  // The description's own words for the subject, in the counterparty's language ("le stampe
  // illimitate sono comprese?"): their clauses and list items, when nothing else spoke of it.
  if (votes.length === 0)
    votes.push(...descriptionVotes(p, ownDescriptionWords(description, others, subjectTerms, objective), itemVotes));
  // A field asking whether its subject is included or free: a price stated for the subject says
  // no, and outweighs a sentence that only says it can be had ("we can offer late check-out").
  if (subject.length > 0 && asksIncludedOrFree(splitName(name), description)) {
    const named = (f: string) =>
      subject.every((w) => f.includes(w)) || subjectWordsIn({ text: f, folded: f }, subjectTerms, p.lang).length > 0;
    const charged = chargedVotes(p, named);
    if (charged.length > 0) {
      const kept = votes.filter((v) => !v.value || saysIncludedIn(p.segments[v.segment]?.folded ?? ''));
      votes.splice(0, votes.length, ...kept, ...charged);
    }
  }
  // "Is the coach booked?": the sender saying they booked it for the client answers it. A yes
  // that says no booking word answers whether they can ("Sì, il 12 settembre sono ancora libero"),
  // never whether the booking is made.
  const booking = asksBooked(name, description);
  if (booking)
    votes.splice(0, votes.length, ...votes.filter((v) => !v.value || BOOKED.test(p.segments[v.segment]?.folded ?? '')));
  if (votes.length === 0 && booking) votes.push(...bookedVotes(p, subject));
  // "Is VAT included?": each amount's own tax words ("£24.50 per head plus VAT", "420 € TTC") vote too.
  if (subject.length > 0 && subject.every(taxName)) votes.push(...vatAmountVotes(p));
  if (votes.length > 0) return votes.every((v) => v.value === votes[0]!.value) ? votes[0] : undefined;
  // A leading "yes" never answers whether the booking is made (above).
  if (p.booleanProps === 1 && p.segments[0] && !booking) {
    const lead = leadingAnswer(p.segments[0].folded, foldForMatching(`${subject.join(' ')} ${description}`));
    if (lead !== undefined) return { value: lead, segment: 0 };
  }
  return undefined;
}

/**
 * The description's words for the subject (descriptionWords) without those the objective also
 * writes in a part that asks about another thing (case-subject.ts otherPartWords): "voor onze
 * bestelling van 6 fusten" describes the delivery's order, and the kegs of "en of ze de lege
 * fusten kosteloos komen ophalen" are the pick-up's; a sentence about them is no sentence about
 * the delivery.
 */
function ownDescriptionWords(
  description: string,
  others: readonly string[],
  subjectTerms: readonly string[],
  objective: string,
): string[] {
  const words = descriptionWords(description, others);
  const field = [...subjectTerms, ...words];
  const named = (part: string) =>
    (part.match(/\p{L}+/gu) ?? []).filter((w) => field.some((t) => termMatches(w, t))).length;
  const elsewhere = otherPartWords(objective, named);
  return words.filter((d) => !elsewhere.some((w) => termMatches(w, d)));
}

/** One-word names a description gives in parentheses ("(opbouw)", "(asseverazione)"), as stems. */
function namedInParentheses(description: string): string[] {
  const out: string[] = [];
  for (const m of foldForMatching(description.slice(0, 500)).matchAll(/\(([\p{L}-]{4,30})\)/gu)) {
    const w = m[1]!;
    out.push(w.length > 5 ? w.slice(0, w.length - 1) : w);
  }
  return out;
}

const CLAUSE_BREAK = /[,;:]|\s(?:but|and|aber|und|jedoch|mais|et|pero|y|ma|maar|mas|whereas|while)\s/;
/**
 * A part that opens with a pronoun ("it is not part of the premium", "cela n'est pas inclus"); a
 * word that is an article too ("das", "die", "il", "lo", "la", "het": "la consegna non è inclusa"
 * names a subject of its own) only before a verb or a negation.
 */
const PRONOUN_START =
  /^\s*(?:it|this|that|they|es|sie|er|elle|ce|c'|cela|esto|eso|esso|essa|ciò|cio|dit|dat|isso|ele|ela|(?:das|die|il|lo|la|het)\s+(?:ist|sind|wird|kostet|est|n'est|ne|n'|sera|e|non|no|is|wordt|kost|niet))\b/;
const INTERJECTION = /^\s*(?:yes|yeah|yep|sure|no|nope|ja|nein|oui|non|si|sim|nao|nee|of course|certainly)\s*[.!]?\s*$/;

/**
 * Yes or no in a sentence about the field: from its clauses that name the field's subject;
 * when none does, from the sentence only when it is one clause ("Yes, it's included."). In
 * "IVA no incluido, portes pagados a destino" the "no" is the VAT's, not the shipping's.
 */
function sentencePolarity(seg: Segment, subjectTerms: readonly string[], lang: ReadLang): boolean | undefined {
  // The clause of the word that names the subject in the counterparty's language decides, as the
  // subject's own words do above ("o transporte não está incluído e a montagem está incluída").
  const named = subjectWordsIn(seg, subjectTerms, lang);
  const byClause = named.map((w) => clausePolarity(seg.folded, [w], lang)).filter((v): v is boolean => v !== undefined);
  if (byClause.length > 0) return byClause.every((v) => v === byClause[0]) ? byClause[0] : undefined;
  const parts = seg.folded.split(CLAUSE_BREAK).filter((c) => c.trim() !== '' && !INTERJECTION.test(c));
  const about = subjectTerms.length > 0 ? parts.flatMap((c, i) => (named.some((w) => c.includes(w)) ? [i] : [])) : [];
  if (about.length > 0) {
    // "Business interruption can be added, but it is not part of the premium": a clause that
    // names the subject says nothing itself; the next one, opening with a pronoun, does.
    // A part under a condition ("se fechar a reserva até sexta o técnico fica incluído"), or after
    // one that opens the sentence ("if the order is in by Thursday, Saturday delivery is included"), says neither.
    const vs = about
      .map((i) =>
        CONDITION_BEFORE.test(parts.slice(0, i + 1).join(' '))
          ? undefined
          : includes(parts[i]!, named)
            ? undefined
            : (polarity(parts[i]!, lang) ??
              (PRONOUN_START.test(parts[i + 1] ?? '') ? polarity(parts[i + 1]!, lang) : undefined)),
      )
      .filter((v): v is boolean => v !== undefined);
    return vs.length > 0 && vs.every((v) => v === vs[0]) ? vs[0] : undefined;
  }
  // A field named only by its verb ("available") has no subject to look for.
  return parts.length <= 1 || subjectTerms.length === 0 ? polarity(seg.folded, lang) : undefined;
}

/** A part whose subject includes others ("the breakfast includes eggs and juice"): it says nothing of the subject's inclusion. */
function includes(part: string, named: readonly string[]): boolean {
  return named.some((w) => part.includes(w) && includerVerbAt(part.slice(part.indexOf(w)), w) > 0);
}

/** Votes of the clauses and list items that name the subject by its description's words. */
function descriptionVotes(
  p: Prepared,
  words: readonly string[],
  itemVotes: (named: (folded: string) => boolean) => Found[],
): Found[] {
  if (words.length === 0) return [];
  const has = (folded: string) => (folded.match(/\p{L}+/gu) ?? []).some((w) => words.some((d) => termMatches(w, d)));
  const votes = itemVotes(has);
  p.segments.forEach((seg, si) => {
    for (const w of seg.folded.match(/\p{L}+/gu) ?? []) {
      if (!words.some((d) => termMatches(w, d))) continue;
      const at = seg.folded.search(new RegExp(`\\b${w}\\b`));
      if (at < 0 || CONDITION_BEFORE.test(seg.folded.slice(0, at))) continue;
      const v = clausePolarity(seg.folded, [w], p.lang);
      if (v !== undefined) votes.push({ value: v, segment: si });
    }
  });
  return votes;
}
