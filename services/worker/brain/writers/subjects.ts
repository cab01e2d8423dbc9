import type { CaseContext } from '../brain.js';
import { oneLine } from './one-line.js';

/** The subject of the first email: the objective on one line, at most 78 characters. */
export function initialSubject(ctx: CaseContext): string {
  const s = oneLine(ctx.goal.objective);
  return s.length > 78 ? `${s.slice(0, 77)}…` : s;
}

/** The subject of every later email of the thread. */
export function replySubject(ctx: CaseContext): string {
  return `Re: ${initialSubject(ctx)}`;
}
