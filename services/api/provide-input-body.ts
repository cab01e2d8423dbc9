import { z } from 'zod';
import { WELL_FORMED_MESSAGE, isWellFormedText } from './unicode-text.js';

/** The POST /cases/{id}/input body: two trimmed, non-empty, bounded strings, nothing else. */

export const INPUT_LIMITS = { inputRequestId: 200, providedContext: 20_000 } as const;

const text = (max: number) =>
  z.string().trim().min(1, 'Must not be empty').max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE);

export const provideInputBody = z.strictObject({
  inputRequestId: text(INPUT_LIMITS.inputRequestId),
  providedContext: text(INPUT_LIMITS.providedContext),
});

export type ProvideInputBody = z.infer<typeof provideInputBody>;
