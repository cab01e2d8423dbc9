import { conditionHolds } from './matchers.js';
import type { ClientAnswer, Step } from './scenario-schema.js';

/**
 * Which scripted move comes next, pure. The counterparty: for a new email, the first unused
 * step (of those that answer an email) whose `when` holds; with no new email, the step right
 * after the last one used, if it follows that step (`after: "previous"`) and its `when` holds.
 * The client: the first answer after the last one given whose `when` holds for the question.
 */

export interface CounterpartyCursor {
  /** The step for this moment, marked used; undefined: the counterparty stays silent. */
  next(email: string, isNewEmail: boolean): Step | undefined;
}

export function counterpartyCursor(steps: readonly Step[]): CounterpartyCursor {
  const used = steps.map(() => false);
  let last = -1;
  const take = (i: number) => {
    used[i] = true;
    last = i;
    return steps[i];
  };
  return {
    next(email, isNewEmail) {
      if (isNewEmail) {
        const i = steps.findIndex((s, k) => !used[k] && s.after === 'email' && conditionHolds(s.when, email));
        return i >= 0 ? take(i) : undefined;
      }
      const i = last + 1;
      const s = steps[i];
      return last >= 0 && s && !used[i] && s.after === 'previous' && conditionHolds(s.when, email)
        ? take(i)
        : undefined;
    },
  };
}

export interface ClientCursor {
  /** The client's answer to this question, or undefined (never, or no fitting answer left). */
  answer(question: string): string | undefined;
}

export function clientCursor(client: 'never' | readonly ClientAnswer[]): ClientCursor {
  let from = 0;
  return {
    answer(question) {
      if (client === 'never') return undefined;
      const i = client.findIndex((a, k) => k >= from && conditionHolds(a.when, question));
      if (i < 0) return undefined;
      from = i + 1;
      return client[i]!.answer;
    },
  };
}
