import type { CaseContext } from '../brain.js';
import { objectiveWords } from './objective.js';

/** The subject of the first email: what the case is about, from the objective (objective.ts). */
export function initialSubject(ctx: CaseContext): string {
  return objectiveWords(ctx.goal.objective, counterpartyNames(ctx)).subject;
}

/** The subject of every later email of the thread. */
export function replySubject(ctx: CaseContext): string {
  return `Re: ${initialSubject(ctx)}`;
}

export function counterpartyNames(ctx: CaseContext): string[] {
  return [ctx.counterparty.company, ctx.counterparty.name].filter((x): x is string => !!x && x.trim() !== '');
}
