import { RE2JS } from 're2js';

/**
 * Patterns written by clients (`pattern` and `patternProperties` in a resultSchema) run on text
 * a counterparty wrote. They are compiled with re2js, a JavaScript port of RE2: matching takes
 * time linear in the input whatever the pattern, so no pattern can freeze a process by
 * backtracking. RE2 has no look-around and no back-references: such patterns do not compile
 * and are refused when the case is created. ECMAScript escapes (`\uXXXX`, `\u{...}`, named
 * groups `(?<n>...)`) are translated first by re2js itself.
 */

/** The longest pattern accepted: RE2's own program size limit stops larger ones anyway. */
export const MAX_PATTERN_LENGTH = 1000;

export interface LinearRegExp {
  test(input: string): boolean;
}

export class PatternError extends Error {}

export function compileLinear(pattern: string): LinearRegExp {
  if (pattern.length > MAX_PATTERN_LENGTH) throw new PatternError(`longer than ${MAX_PATTERN_LENGTH} characters`);
  try {
    return RE2JS.compile(RE2JS.translateRegExp(pattern));
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^error parsing regexp: /, '') : 'does not compile';
    throw new PatternError(reason.slice(0, 200));
  }
}

/** Why the pattern cannot run in linear time here, or null when it compiles. */
export function linearPatternProblem(pattern: string): string | null {
  try {
    compileLinear(pattern);
    return null;
  } catch (err) {
    return err instanceof PatternError ? err.message : 'does not compile';
  }
}
