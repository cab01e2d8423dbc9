import { z } from 'zod';

/** The POST /cases/{id}/input body: two trimmed, non-empty, bounded strings, nothing else. */

export const INPUT_LIMITS = { inputRequestId: 200, providedContext: 20_000 } as const;

export const provideInputBody = z.strictObject({
  inputRequestId: z.string().trim().min(1, 'Must not be empty').max(INPUT_LIMITS.inputRequestId),
  providedContext: z.string().trim().min(1, 'Must not be empty').max(INPUT_LIMITS.providedContext),
});

export type ProvideInputBody = z.infer<typeof provideInputBody>;
