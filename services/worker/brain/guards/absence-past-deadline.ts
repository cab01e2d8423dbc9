import type { ReplyEvaluation } from '../../workflow/reply-evaluation.js';
import type { CaseContext, TranscriptEntry } from '../brain.js';
import { foldForMatching } from '../language-fold.js';
import { findDates } from '../readers/dates.js';
import { detectReadLanguage } from '../readers/language.js';
import { clientQuestion } from '../writers/client-question.js';
import { clientDeadline } from './client-deadline.js';

/**
 * An out-of-office whose writer is back only after the client's deadline ("je suis absente
 * jusqu'au 4 janvier" when the client needs the answer before 15 December): waiting on it, and
 * following up on an empty mailbox until max_retries, runs past the deadline; writing to the
 * deputy it names is a choice of recipient that only the client makes. So the client is asked,
 * the autoresponder's words (its return date, the deputy it names) quoted. An absence that ends
 * before the deadline, or a case that sets none, is waited on as ever.
 */

/**
 * A bound right before a return date, in the seven languages (folded): "until", "back on",
 * "bis (einschließlich)", "ab dem", "jusqu'au", "de retour le", "hasta el", "de vuelta el", "fino
 * al", "rientrerò il", "tot en met", "vanaf", "até", "de volta a" … A weekday may sit between.
 */
const RETURN_BEFORE =
  /\b(?:until|till|through|(?:back|returning|return|zuruck|retour|vuelta|regresare|rientr\w*|volta)(?: \S{1,15}){0,3}|bis(?: einschliesslich| zum| zur)?|ab(?: dem)?|jusqu'?(?:au|a)|des le|a partir du|hasta(?: el)?|a partir del|fino al?|dal|a partire dal|tot(?: en met)?|t\/m|vanaf|ate|a partir de)\s*(?:\p{L}+,?\s+)?$/u;

/** The writer's return: the latest date an autoresponder's text gives after a bound (`RETURN_BEFORE`). */
export function returnDate(text: string, at: number): string | undefined {
  const bounded = text.slice(0, 4_000);
  let latest: string | undefined;
  for (const d of findDates(bounded, detectReadLanguage(bounded), at)) {
    const before = foldForMatching(bounded.slice(Math.max(0, d.index - 40), d.index));
    if (RETURN_BEFORE.test(before) && (latest === undefined || d.date > latest)) latest = d.date;
  }
  return latest;
}

/**
 * The question for the client when the autoresponder's `text` says its writer is back only after
 * the deadline the case's own texts (`caseTexts`: goal, knowledge, constraints) set; else undefined.
 */
export function absentPastDeadline(
  ctx: CaseContext,
  text: string,
  latest: TranscriptEntry,
  caseTexts: readonly string[],
): ReplyEvaluation | undefined {
  const deadline = clientDeadline(caseTexts, latest.at, true);
  if (!deadline) return undefined;
  const back = returnDate(text, latest.at);
  if (!back || back.slice(0, 10) <= deadline) return undefined;
  const sender = latest.from ? { sender: latest.from } : {};
  const away = { back: back.slice(0, 10), deadline };
  return { outcome: 'needs_input', question: clientQuestion(ctx, { kind: 'away', words: text, away, ...sender }) };
}
