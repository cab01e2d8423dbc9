import { MAX_PATTERN_LENGTH, linearPatternProblem } from '../../../shared/linear-regexp.js';
import { schemaPatterns } from '../../../shared/schema-patterns.js';

/**
 * A resultSchema's regular expressions are checked when the case is created: each must compile
 * for RE2 (linear time: no look-around, no back-references) and be at most MAX_PATTERN_LENGTH
 * characters, and a schema holds at most MAX_SCHEMA_PATTERNS of them. Each problem names the
 * pattern's path inside the schema, so the 400 says `resultSchema.properties.code.pattern: ...`.
 */
export const MAX_SCHEMA_PATTERNS = 100;

export interface PatternIssue {
  path: (string | number)[];
  message: string;
}

export function resultSchemaPatternIssues(schema: Record<string, unknown>): PatternIssue[] {
  const patterns = schemaPatterns(schema);
  if (patterns.length > MAX_SCHEMA_PATTERNS) {
    return [
      {
        path: [],
        message: `At most ${MAX_SCHEMA_PATTERNS} patterns (pattern, patternProperties) in all; found ${patterns.length}`,
      },
    ];
  }
  const issues: PatternIssue[] = [];
  for (const { path, pattern } of patterns) {
    const problem = linearPatternProblem(pattern);
    if (problem) {
      issues.push({
        path,
        message: `Pattern not supported: ${problem} (patterns run on RE2, a linear-time engine: no look-around or back-references, at most ${MAX_PATTERN_LENGTH} characters)`,
      });
    }
  }
  return issues;
}
