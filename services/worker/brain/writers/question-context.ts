import { segmentsOf } from '../readers/segments.js';

/**
 * A counterparty's question as the client needs to read it: "Which do you prefer?", "Shall I
 * add the two-man service?" or "Passt Ihnen Donnerstag um 10 Uhr?" lean on the sentence before
 * them (the options, the surcharge, the site visit it is for). A short question is quoted with
 * the sentence that leads into it, verbatim; a greeting, a line that ends in a comma or colon,
 * or another question is no lead-in. Bounded: the lead-in is one sentence of at most 400 characters (segments.ts).
 */

/** Questions at least this long stand on their own. */
const SELF_CONTAINED = 120;

export function withLeadIn(text: string, question: string): string {
  if (question.length >= SELF_CONTAINED) return question;
  const segments = segmentsOf(text.slice(0, 20_000));
  const at = segments.findIndex((s) => s.text.includes(question));
  const before = at > 0 ? segments[at - 1]!.text : '';
  // The question's own segment may begin with its lead-in ("The van is free. Shall I book it?").
  const own = at >= 0 ? segments[at]!.text : '';
  const inOwn = own.slice(0, Math.max(0, own.indexOf(question))).trim();
  const lead = inOwn !== '' ? inOwn : before;
  // A lead-in that is itself a question is quoted as one of its own.
  if (lead === '' || /[,:;?]$/.test(lead)) return question;
  return `${lead} ${question}`;
}

/**
 * The first question asked beside terms quoted for the client (`quote`), with its lead-in when
 * the quote does not already hold it: "which would you like?" beside a service charge carries
 * the sentence naming the two menus, so the client sees what to choose from.
 */
export function questionBesideTerms(text: string, quote: string, questions: readonly string[]): string[] {
  return questions
    .filter((q) => !quote.includes(q))
    .slice(0, 1)
    .map((q) => {
      const lead = withLeadIn(text, q).slice(0, -q.length).trim();
      return lead === '' || quote.includes(lead) ? q : `${lead} ${q}`;
    });
}

/** The question of words quoted with a lead-in: their last sentence (segments.ts keeps "4. Februar" whole). */
export function questionItself(words: string): string {
  const last = segmentsOf(words.slice(0, 2_000)).at(-1)?.text;
  return last?.endsWith('?') ? last : words;
}
