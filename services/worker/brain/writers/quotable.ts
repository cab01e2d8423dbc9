import type { CaseContext } from '../brain.js';
import { caseTrustedTexts, foreignContacts, trustedContactsIn } from '../draft-guard.js';

/**
 * A counterparty's question is repeated in our mail only when it carries no link, domain or
 * address the client did not give us (draft-guard.ts): our mail must never carry theirs.
 */
export function quotable(ctx: CaseContext, question: string): boolean {
  return foreignContacts(question, trustedContactsIn(caseTrustedTexts(ctx))).length === 0;
}
