import { oneLine } from '../writers/one-line.js';

/**
 * Whether the client's objective commits them (book, order, arrange, hire, renew, "get X to
 * repair the roof") or only asks for information (get a quote, ask, find out, check, confirm
 * a date). A term the counterparty sets inside a "yes" (a deposit, a surcharge) binds the client
 * only on a goal that commits: a quote's payment schedule ("Acompte à la commande 30 %") answers
 * a request for a quote and commits nobody. An objective that starts otherwise (another language,
 * a noun) is taken as committing: the client is asked rather than a term passed over.
 */

const COMMITS =
  /^(?:please\s+)?(?:book|order|arrange|hire|contract|reserve|schedule|buy|purchase|secure|renew|rent|lease|accept|sign|place|agree|negotiate|extend|upgrade|commission|engage|appoint|subscribe|enrol|enroll|register|get\s+[^,.;]{1,60}?\s+to\s+\p{L}+)\b/iu;
const ASKS =
  /^(?:please\s+)?(?:get|obtain|request|receive|ask|find\s+out|find|check|confirm|verify|clarify|collect|gather|compare|enquire|inquire|learn|establish|determine|see)\b/i;

export function goalCommits(objective: string): boolean {
  const head = oneLine(objective).trim().slice(0, 300);
  if (COMMITS.test(head)) return true;
  return !ASKS.test(head);
}
