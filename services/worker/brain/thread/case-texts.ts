import type { CaseContext } from '../brain.js';

/** The case's knowledge as text: a string as written, an object as `key: value` lines. */
export function knowledgeText(ctx: CaseContext): string {
  const k = ctx.goal.knowledge;
  if (k === undefined) return '';
  return typeof k === 'string'
    ? k
    : Object.entries(k)
        .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('\n');
}

/** The case's own texts: the objective, the knowledge and the constraints (the request, not answers). */
export function caseTexts(ctx: CaseContext): string[] {
  return [ctx.goal.objective, knowledgeText(ctx), ...(ctx.constraints ?? [])];
}
