import type { Draft } from '../../workflow/reply-evaluation.js';
import type { CaseContext } from '../brain.js';
import { acknowledgement } from './acknowledgement.js';
import { caseLanguage } from './case-language.js';
import { fieldsRequest, wantedFields } from './fields-request.js';
import { letter } from './letter.js';
import { objectiveWords } from './objective.js';
import { phrasesFor } from './phrases.js';
import { counterpartyNames, initialSubject, replySubject } from './subjects.js';
import type { ThreadFacts } from './thread-facts.js';

/**
 * The follow-up sent when the counterparty has not answered our last email in time.
 * - Only an automatic reply came: thanks for it, and the request again for them or their deputy.
 * - Nobody has written yet: a polite nudge about what the case is about (the first, a later one,
 *   the last one saying it is the last), then what we need.
 * - The counterparty has replied before (we wait for the rest): never "following up on my
 *   earlier message"; thanks for their reply, what was noted, and only what is still missing
 *   (or a request to confirm, when nothing is); the last one says it is the last.
 */
export function draftFollowUp(ctx: CaseContext, followUpNumber: number, facts: ThreadFacts = {}): Draft {
  // Nobody has written yet: the language of the first email.
  const lang = facts.lang ?? caseLanguage(ctx);
  const p = phrasesFor(lang);
  const last = followUpNumber >= ctx.maxAttempts;
  const missing = facts.missing ?? wantedFields(ctx.resultSchema);
  if (facts.replied) {
    const opening = acknowledgement(ctx, facts.noted, lang, p.afterReply);
    const request =
      facts.missing !== undefined && facts.missing.length === 0
        ? p.confirm
        : fieldsRequest(ctx.resultSchema, missing, lang, 'also');
    return { subject: replySubject(ctx), text: letter(ctx, [opening, last ? p.lastFollowUp : '', request], lang) };
  }
  const topic =
    lang === 'en' ? objectiveWords(ctx.goal.objective, counterpartyNames(ctx)).topic : `"${initialSubject(ctx)}"`;
  // After an automatic reply the mail is known to have arrived: no "following up", no "in case
  // it did not reach you".
  const opening = last
    ? p.nudgeLast(topic)
    : facts.autoReplied
      ? p.nudgeAfterAutoReply(topic)
      : followUpNumber <= 1
        ? p.nudgeFirst(topic)
        : p.nudgeAgain(topic);
  return {
    subject: replySubject(ctx),
    text: letter(ctx, [opening, fieldsRequest(ctx.resultSchema, missing, lang)], lang),
  };
}
