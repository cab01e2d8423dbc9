import type { CaseContext } from '../brain.js';
import { objectiveWords } from './objective.js';

/** The subject of the first email: what the case is about, from the objective (objective.ts). */
export function initialSubject(ctx: CaseContext): string {
  return cutSubject(objectiveWords(ctx.goal.objective, counterpartyNames(ctx)).subject);
}

const MAX_SUBJECT = 78;

/**
 * A subject of at most `max` characters, in any language: a longer one is cut at the last space
 * that fits (never inside a word), without the punctuation or the one- or two-letter lower-case
 * words ("a", "di", "de", "of", "en") left dangling at the cut, and ends in "…". Only a single
 * token longer than the whole subject (a code, an address) is cut where it must be.
 */
export function cutSubject(subject: string, max = MAX_SUBJECT): string {
  if (subject.length <= max) return subject;
  const room = subject.slice(0, max); // the "…" takes the place of the space cut at
  const space = room.search(/\s\S*$/u);
  if (space <= 0) return `${subject.slice(0, max - 1)}…`;
  const words = room.slice(0, space).split(/\s+/u);
  while (words.length > 1 && /^\p{Ll}{1,2}$/u.test(words.at(-1)!)) words.pop();
  return `${words.join(' ').replace(/[\s,;:(\-–—/]+$/u, '')}…`;
}

/** The subject of every later email of the thread. */
export function replySubject(ctx: CaseContext): string {
  return `Re: ${initialSubject(ctx)}`;
}

export function counterpartyNames(ctx: CaseContext): string[] {
  return [ctx.counterparty.company, ctx.counterparty.name].filter((x): x is string => !!x && x.trim() !== '');
}
