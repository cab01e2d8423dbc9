import { z } from 'zod';
import {
  MULTI_LINE_MESSAGE,
  ONE_LINE_MESSAGE,
  isMultiLineText,
  isOneLineText,
} from '../validation/control-characters.js';
import { WELL_FORMED_MESSAGE, isWellFormedText } from '../validation/unicode-text.js';

/** The POST /cases/{id}/input body: two trimmed, non-empty, bounded strings, nothing else. */

export const INPUT_LIMITS = { inputRequestId: 200, providedContext: 20_000 } as const;

const text = (max: number) =>
  z.string().trim().min(1, 'Must not be empty').max(max).refine(isWellFormedText, WELL_FORMED_MESSAGE);

export const provideInputBody = z.strictObject({
  inputRequestId: text(INPUT_LIMITS.inputRequestId).refine(isOneLineText, ONE_LINE_MESSAGE),
  // Multi-line: newlines and tabs stay, NUL and the other control characters are refused.
  providedContext: text(INPUT_LIMITS.providedContext).refine(isMultiLineText, MULTI_LINE_MESSAGE),
});

export type ProvideInputBody = z.infer<typeof provideInputBody>;
