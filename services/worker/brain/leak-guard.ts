import type { CaseContext } from './brain.js';
import { isConfidential } from './confidential.js';
import { foldForMatching } from './language-fold.js';
import { objectiveParts } from './objective-private.js';

/**
 * Code's check that an outbound draft does not leak what the model was told in private: a
 * knowledge entry the client marked as internal/confidential (`confidential.ts`), a sentence of
 * the objective meant for us only (a budget, "do not tell them …": `objective-private.ts`), the case's
 * constraints (instructions to us, never text for the counterparty), or the system instructions
 * the model was given. The counterparty can ask the model for any of these; a model that obeys
 * must not get them out. Pure: texts in, the kinds of leak found out.
 *
 * Caught: a verbatim or near-verbatim copy (a run of SHINGLE consecutive words, compared folded:
 * lower case, no accents, punctuation ignored; RULE_SHINGLE words for the system instructions,
 * whose phrasing is more ordinary), and any number of 3+ digits of a confidential entry
 * (`$9,500`, `9500`, each group of `5550 1234`), unless the case's shareable text has that
 * number, or the request, the thread or the client's answer that run, too. Not caught: a paraphrase without the numbers ("our budget is a bit under ten
 * thousand"); the prompt's rules still forbid it.
 *
 * Both brains use it: a Gemini draft that leaks is refused and retried (gemini/brain.ts); an
 * offline email is checked as a backstop (`offlinePrivateTexts`) and, if it leaks, held back and
 * the client asked instead (offline-brain.ts).
 */

const SHINGLE = 5;
const RULE_SHINGLE = 8;

export type Leak = 'confidential knowledge' | 'the constraints' | 'the system instructions';

export interface PrivateTexts {
  confidential: string[];
  constraints: string[];
  systemInstructions: string[];
  /** Case text that may be said (objective, shareable knowledge, the client's answers): its numbers are no secret. */
  shareable: string[];
  /**
   * Text whose runs of words are no secret either: the request itself, the thread, the client's
   * answer. Not the knowledge: an entry not marked private does not make a private sentence that
   * says the same sayable ("do not mention that …" in the objective wins).
   */
  shareableRuns?: string[];
}

export function privateTexts(
  ctx: CaseContext,
  systemInstructions: readonly string[],
  shareable: readonly string[] = [],
): PrivateTexts {
  const entries = knowledgeEntries(ctx.goal.knowledge);
  const objective = objectiveParts(ctx.goal.objective);
  return {
    confidential: [...entries.filter(isConfidential), ...objective.private],
    constraints: [...(ctx.constraints ?? [])],
    systemInstructions: [...systemInstructions],
    shareable: [objective.request, ...entries.filter((e) => !isConfidential(e)), ...shareable],
    shareableRuns: [objective.request, ...shareable],
  };
}

/**
 * What the offline brain's emails are checked against (its backstop: the writers already leave
 * the private sentences out). The same confidential texts as the Gemini brain's, plus constraints
 * marked confidential; the other constraints are not private here, since the offline brain answers
 * the counterparty's questions from them by design, and it has no system instructions to leak.
 * Shareable: the request, the knowledge and constraints not marked confidential, the names of
 * both sides, and `shareable` (what the counterparty wrote or we read from it, our earlier emails,
 * the client's answer). Not the result schema: a field's description can go out as its label.
 */
export function offlinePrivateTexts(ctx: CaseContext, shareable: readonly string[] = []): PrivateTexts {
  const base = privateTexts(ctx, [], shareable);
  const constraints = (ctx.constraints ?? []).map((c) => c.trim()).filter((c) => c.length > 0);
  const p = ctx.senderPersona;
  const c = ctx.counterparty;
  const names = [p.name, p.role, p.company, c.name, c.company].filter((x): x is string => typeof x === 'string');
  return {
    confidential: [...base.confidential, ...constraints.filter(isConfidential)],
    constraints: [],
    systemInstructions: [],
    shareable: [...base.shareable, ...constraints.filter((x) => !isConfidential(x)), ...names],
    shareableRuns: [...(base.shareableRuns ?? []), ...names],
  };
}

/**
 * The case's texts the client marked as not to be shared, in so many words (confidential.ts):
 * knowledge entries, constraints and sentences of the objective. A sentence the brain only takes
 * for private (a budget in the objective, objective-private.ts) is not marked: the client's own
 * answer may state it.
 */
export function markedConfidential(ctx: CaseContext): string[] {
  const objective = objectiveParts(ctx.goal.objective);
  return [
    ...knowledgeEntries(ctx.goal.knowledge),
    ...(ctx.constraints ?? []),
    ...objective.private,
    ...objective.request.split(/(?<=[.!?;])\s+/),
  ].filter(isConfidential);
}

export function findLeaks(draft: string, texts: PrivateTexts): Leak[] {
  const words = wordsOf(draft);
  // A run of words the request, the thread or the client's answer has too is no secret.
  const shared = new Set((texts.shareableRuns ?? []).flatMap((s) => runs(wordsOf(s), SHINGLE)));
  const shingles = (n: number) => new Set(runs(words, n).filter((r) => n !== SHINGLE || !shared.has(r)));
  const draftShingles = shingles(SHINGLE);
  const draftRuleShingles = shingles(RULE_SHINGLE);
  const copies = (sources: readonly string[], n: number, seen: Set<string>) =>
    sources.some((s) => runs(wordsOf(s), n).some((r) => seen.has(r)));

  const shareableNumbers = new Set(texts.shareable.flatMap(numbersOf));
  const draftNumbers = new Set(numbersOf(draft));
  const secretNumber = texts.confidential
    .flatMap(numbersOf)
    .some((n) => draftNumbers.has(n) && !shareableNumbers.has(n));

  const leaks: Leak[] = [];
  if (secretNumber || copies(texts.confidential, SHINGLE, draftShingles)) leaks.push('confidential knowledge');
  if (copies(texts.constraints, SHINGLE, draftShingles)) leaks.push('the constraints');
  if (copies(texts.systemInstructions, RULE_SHINGLE, draftRuleShingles)) leaks.push('the system instructions');
  return leaks;
}

/** Why a draft was refused, for the model's retry and the log: kinds only, never the text. */
export function leakReason(leaks: readonly Leak[]): string {
  return `the email repeats ${leaks.join(' and ')}, which must never be told to the counterparty; leave it out`;
}

/** Sentences of string knowledge, `key: value` of object knowledge: the entries both brains judge one by one. */
export function knowledgeEntries(k: unknown): string[] {
  const entries: string[] = [];
  if (typeof k === 'string') entries.push(...k.split(/\n+|(?<=[.!?])\s+/));
  else if (k && typeof k === 'object') {
    for (const [key, value] of Object.entries(k))
      entries.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return entries.map((e) => e.trim()).filter((e) => e.length > 0);
}

function wordsOf(text: string): string[] {
  return foldForMatching(text.normalize('NFKC')).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function runs(words: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/** Digit runs, with separators inside joined (`$9,500` → 9500, `0.70` → 070); spaces split groups (`5550 1234`). */
export function numbersOf(text: string): string[] {
  const found = text.normalize('NFKC').match(/\d(?:[\d,.']*\d)?/g) ?? [];
  return found.map((n) => n.replace(/\D/g, '')).filter((n) => n.length >= 3);
}
