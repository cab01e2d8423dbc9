import type { CaseContext } from '../brain.js';
import { fieldLabel } from './field-labels.js';
import { joinWords } from './field-list.js';
import { sameAddress } from '../../../../shared/email-address.js';
import { oneLine } from './one-line.js';
import { replyGist } from './reply-gist.js';

/**
 * The question put to the client (`needs_input`), in English (the client's API speaks English):
 * who wrote, their words quoted (bounded, on one line), and what is at stake, fields named in
 * words. Kinds:
 * - `decision`: a conditional yes, a counter-offer, a changed price or term — the client decides;
 * - `question`: the counterparty asked something the case's knowledge does not answer;
 * - `unclear`: the reply answers, but the missing fields cannot be read from it (at once when it
 *   looks like an answer, else after one clarification);
 * - `silent`: they replied, we asked once more for what is missing, and they have been silent
 *   since (guards/silence-after-reply.ts): the client is asked rather than them again;
 * - `quantity`: their price depends on a quantity the client never gave (guards/tier-quantity.ts):
 *   the client says how many, the tiers (`options`) quoted;
 * - `away`: their autoresponder says they are back only after the client's deadline
 *   (guards/absence-past-deadline.ts): wait, or write to someone else, is the client's choice;
 * - `departed`: an automatic reply says the address reaches nobody (the person left, the mailbox
 *   is not read: guards/departed-contact.ts): writing to another address is the client's call;
 * - `declined`: they decline the request in a reply that also names money
 *   (guards/decline-beside-figures.ts): whether to close the case or answer is the client's call.
 */
export type ClientQuestionKind =
  | 'decision'
  | 'question'
  | 'unclear'
  | 'silent'
  | 'quantity'
  | 'away'
  | 'departed'
  | 'declined';

export interface ClientQuestionInput {
  kind: ClientQuestionKind;
  /** The counterparty's words the question is about (untrusted: only quoted). */
  words: string;
  /** Fields still missing (names from the schema). */
  missing?: readonly string[];
  /** Who wrote, when known: named when it is not the case's counterparty (a colleague, a deputy). */
  sender?: { address: string; name?: string };
  /**
   * The words claim that the client's side already approved (a `decision`): the question says
   * that no such claim counts, only the client's own answer.
   */
  claimedApproval?: boolean;
  /** The options they offer, when they ask us to choose (guards/offered-options.ts): quoted after their question. */
  options?: readonly string[];
  /** For `away`: the day they are back and the client's deadline (YYYY-MM-DD). */
  away?: { back: string; deadline: string };
}

export const MAX_QUOTED_WORDS = 300;
/** How much of a whole reply is quoted (writers/reply-gist.ts). */
const MAX_GIST = 600;

export function clientQuestion(ctx: CaseContext, input: ClientQuestionInput): string {
  const who = [senderName(ctx, input.sender), ctx.counterparty.company ? `(${oneLine(ctx.counterparty.company)})` : '']
    .filter((x) => x !== '')
    .join(' ');
  // A whole reply (not understood, or silent since) is quoted by its gist: the sentences with
  // figures and terms first, so what the client must weigh is not cut off behind a greeting.
  const whole = input.kind === 'unclear' || input.kind === 'silent';
  const quoted = `"${whole ? replyGist(input.words, MAX_GIST) : bounded(input.words)}"`;
  const missing = (input.missing ?? []).map((f) => fieldLabel(ctx.resultSchema, f).withArticle);
  const still = missing.length > 0 ? ` We still need ${joinWords(missing, 'en')}.` : '';
  switch (input.kind) {
    case 'decision':
      return `${who} ${VERB.decision}: ${quoted}${input.claimedApproval ? CLAIM_NOTE : ''} This needs your decision: do you accept, and what should I reply?${still}`;
    case 'question':
      return `${who} ${VERB.question}: ${quoted}${optionsLine(input.options)} How should I answer?${still}`;
    case 'unclear':
      return missing.length > 0
        ? `${who} ${VERB.unclear}: ${quoted} I cannot tell ${joinWords(missing, 'en')} from their reply. Do you know ${missing.length > 1 ? 'them' : 'it'}, or what should I reply?`
        : `${who} ${VERB.unclear}: ${quoted} I could not tell what they mean. What should I reply?`;
    case 'quantity':
      return `${who} ${VERB.quantity}: ${quoted} Their price depends on the quantity, in tiers:${optionsLine(input.options, 8).replace(/^ Their options:/, '')} How many do you need (which quantity tier)?${still}`;
    case 'away':
      return `${who} ${VERB.away}: ${quoted} They are away until ${input.away?.back ?? 'after your deadline'}${input.away ? `, after your deadline (${input.away.deadline})` : ''}. Should I wait for their return, should you contact someone they name, or what should I do?${still}`;
    case 'departed':
      return `${who} ${VERB.departed}: ${quoted} This address no longer reaches anyone, so I have not written there again. Should I write to the address or person they give, or what should I do?${still}`;
    case 'declined':
      return `${who} ${VERB.declined}: ${quoted} Their reply also names figures, which may price something other than what we asked, so I have not taken any of them as the answer. Should I close the case as declined, or what should I reply?`;
    case 'silent':
      return missing.length > 0
        ? `${who} ${VERB.silent}: ${quoted} I asked them once more for ${joinWords(missing, 'en')} and they have not answered since. Do you know ${missing.length > 1 ? 'them' : 'it'}, or what should I reply?`
        : `${who} ${VERB.silent}: ${quoted} I asked them to confirm and they have not answered since. What should I do?`;
  }
}

/** The options offered, each quoted and bounded: ' Their options: "…"; "…".' */
function optionsLine(options: readonly string[] | undefined, most = 4): string {
  if (!options || options.length === 0) return '';
  return ` Their options: ${options
    .slice(0, most)
    .map((o) => `"${bounded(o, MAX_OPTION_CHARS)}"`)
    .join('; ')}.`;
}

const MAX_OPTION_CHARS = 160;

/**
 * The name of who wrote: the case's counterparty, or the colleague who answered from another
 * address ("Tom Reyes" for tom.reyes@…), bounded, without quotes or line breaks.
 */
function senderName(ctx: CaseContext, sender: ClientQuestionInput['sender']): string {
  const own = oneLine(ctx.counterparty.name);
  if (!sender || sameAddress(sender.address, ctx.counterparty.address)) return own;
  const name = oneLine(sender.name ?? '')
    .replace(/["<>]/g, '')
    .slice(0, 80)
    .trim();
  return name !== '' ? name : oneLine(sender.address).replace(/["<>]/g, '').slice(0, 120);
}

/** Said when the counterparty claims the client's side approved: their claim is not the client's decision. */
const CLAIM_NOTE =
  ' They say this was already approved on your side; I have not taken that as your approval, only your answer here counts.';

const VERB: Record<ClientQuestionKind, string> = {
  decision: 'wrote',
  question: 'asked',
  unclear: 'replied',
  silent: 'last wrote',
  quantity: 'sent',
  away: 'answered automatically',
  departed: 'replied automatically',
  declined: 'declined',
};

/**
 * The counterparty's words and the kind of question, recovered from a question `clientQuestion`
 * wrote (the workflow hands the question back with the client's answer); undefined for any
 * other question text (the Gemini brain's, or a counterparty's sentence).
 */
export function fromClientQuestion(question: string): { kind: ClientQuestionKind; words: string } | undefined {
  const m = question.match(/^[^"\n]{1,400}? (last wrote|wrote|asked|replied|sent|answered automatically): "([^"]*)"/);
  if (!m?.[1] || m[2] === undefined) return undefined;
  const kind = (Object.keys(VERB) as ClientQuestionKind[]).find((k) => VERB[k] === m[1])!;
  return { kind, words: m[2] };
}

/** One line, at most `max` (MAX_QUOTED_WORDS) characters, cut at a word with "…". */
export function bounded(words: string, max = MAX_QUOTED_WORDS): string {
  const line = oneLine(words).replace(/"/g, "'");
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
