import type { CaseContext } from '../brain.js';
import { fieldLabel } from './field-labels.js';
import { joinWords } from './field-list.js';
import { oneLine } from './one-line.js';

/**
 * The question put to the client (`needs_input`), in English (the client's API speaks English):
 * who wrote, their words quoted (bounded, on one line), and what is at stake, fields named in
 * words. Kinds:
 * - `decision`: a conditional yes, a counter-offer, a changed price or term — the client decides;
 * - `question`: the counterparty asked something the case's knowledge does not answer;
 * - `unclear`: we asked once and still could not read the missing fields from the reply.
 */
export type ClientQuestionKind = 'decision' | 'question' | 'unclear';

export interface ClientQuestionInput {
  kind: ClientQuestionKind;
  /** The counterparty's words the question is about (untrusted: only quoted). */
  words: string;
  /** Fields still missing (names from the schema). */
  missing?: readonly string[];
}

export const MAX_QUOTED_WORDS = 300;

export function clientQuestion(ctx: CaseContext, input: ClientQuestionInput): string {
  const who = [oneLine(ctx.counterparty.name), ctx.counterparty.company ? `(${oneLine(ctx.counterparty.company)})` : '']
    .filter((x) => x !== '')
    .join(' ');
  const quoted = `"${bounded(input.words)}"`;
  const missing = (input.missing ?? []).map((f) => fieldLabel(ctx.resultSchema, f).withArticle);
  const still = missing.length > 0 ? ` We still need ${joinWords(missing, 'en')}.` : '';
  switch (input.kind) {
    case 'decision':
      return `${who} wrote: ${quoted} This needs your decision: do you accept, and what should I reply?${still}`;
    case 'question':
      return `${who} asked: ${quoted} How should I answer?${still}`;
    case 'unclear':
      return missing.length > 0
        ? `${who} replied: ${quoted} I asked once already and still cannot tell ${joinWords(missing, 'en')} from the reply. Do you know ${missing.length > 1 ? 'them' : 'it'}, or what should I reply?`
        : `${who} replied: ${quoted} I could not tell what they mean. What should I reply?`;
  }
}

/** One line, at most MAX_QUOTED_WORDS characters, cut at a word with "…". */
export function bounded(words: string): string {
  const line = oneLine(words).replace(/"/g, "'");
  if (line.length <= MAX_QUOTED_WORDS) return line;
  const cut = line.slice(0, MAX_QUOTED_WORDS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_QUOTED_WORDS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
