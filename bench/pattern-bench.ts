import { createResultSchemaValidator, MAX_PATTERN_SCAN_CHARS } from '../services/worker/brain/result-schema.js';
import { findPromise } from '../services/worker/brain/guards/promises.js';
import { CATASTROPHIC_PATTERNS } from '../test/support/catastrophic-patterns.js';
import { CRAFTED_FAMILIES } from '../test/support/crafted-texts.js';

/**
 * `npm run bench:patterns`: each known catastrophic-backtracking pattern, as a client's
 * resultSchema `pattern`, validating its 10,000-character adversarial text through the worker's
 * own validator (the one both brains use). Prints the time per pattern: compiling the schema
 * (once per schema, then cached), the first validation of the adversarial text (the engine's
 * state cache cold), and the median and worst of the next runs; target under 50 ms for every
 * validation. One unrelated schema is compiled and run first, so start-up (module loading, the
 * JIT) is not charged to the first pattern. Then the
 * worst one result can cost: many patterns over one long text, stopped by the scan budget. And
 * one reply guard on what a counterparty could write: the promise finder (guards/promises.ts) on
 * long runs of letters at three lengths, in ms per 1,000 characters (linear: about flat). Then
 * every reader and guard on the crafted texts their unit tests read (test/support/crafted-texts.ts),
 * each at a quarter, half and all of its length, in ms per 1,000 characters, with the worst time.
 * No emulator needed. The machine is shared: compare runs, not absolute numbers.
 */

const RUNS = 15;
const TARGET_MS = 50;
const out = (line: string) => process.stdout.write(`${line}\n`);

function timeOne(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const validator = createResultSchemaValidator();
validator.check(
  { type: 'object', properties: { w: { type: 'string', pattern: '^(b|b?)+$' } } },
  { w: `${'b'.repeat(10_000)}!` },
);

out(`pattern                               input   result  compile ms  first ms  median ms  worst ms`);
let over = 0;
for (const [pattern, adversarial, matching] of CATASTROPHIC_PATTERNS) {
  const schema = { type: 'object', properties: { code: { type: 'string', pattern } }, required: ['code'] };
  const compile = timeOne(() => validator.check(schema, { code: matching }));
  let verdict = '';
  const first = timeOne(() => {
    verdict = validator.check(schema, { code: adversarial }).ok ? 'match' : 'refused';
  });
  const warm = Array.from({ length: RUNS }, () => timeOne(() => validator.check(schema, { code: adversarial }))).sort(
    (a, b) => a - b,
  );
  const median = warm[Math.floor(RUNS / 2)]!;
  const worst = Math.max(first, warm[RUNS - 1]!);
  if (worst >= TARGET_MS) over++;
  out(
    `${pattern.padEnd(36)} ${String(adversarial.length).padStart(6)}  ${verdict.padEnd(7)} ${compile.toFixed(1).padStart(10)} ${first.toFixed(1).padStart(9)} ${median.toFixed(1).padStart(10)} ${worst.toFixed(1).padStart(9)}`,
  );
}

// The most a single result can make the patterns scan: 100 patterns (the API's cap) over one
// 40,000-character text; the scan budget stops it after MAX_PATTERN_SCAN_CHARS characters.
const many = {
  type: 'string',
  allOf: Array.from({ length: 100 }, (_, i) => ({ pattern: `^(a|a?)+${'b'.repeat(i % 7)}$` })),
};
const worstSchema = { type: 'object', properties: { text: many } };
let worstVerdict = '';
const worstCase = timeOne(() => {
  const r = validator.check(worstSchema, { text: 'a'.repeat(40_000) });
  worstVerdict = r.ok ? 'match' : r.errors.join(', ');
});
out(
  `\nworst result: 100 patterns × 40,000 characters (scan budget ${MAX_PATTERN_SCAN_CHARS}): ${worstCase.toFixed(1)} ms (${worstVerdict})`,
);
// The promise finder over long runs of letters (a text it reads at most 20,000 characters of).
const LENGTHS = [5_000, 10_000, 19_000];
const guardTexts: [string, (n: number) => string][] = [
  ['letters then "termin"', (n) => `${'a'.repeat(n)} termin`],
  ['"our" letters "will"', (n) => `our ${'b'.repeat(n)} will`],
];
findPromise('warm-up: we will confirm the date tomorrow');
out(`\npromise finder, ms per 1,000 characters at ${LENGTHS.map((n) => n.toLocaleString('en')).join(' / ')}:`);
for (const [name, text] of guardTexts) {
  const perK = LENGTHS.map((n) => {
    const t = text(n);
    const ms = Math.min(...Array.from({ length: 5 }, () => timeOne(() => findPromise(t))));
    return ((ms / t.length) * 1000).toFixed(3);
  });
  out(`  ${name.padEnd(24)} ${perK.join(' / ')}`);
}

// The readers and guards on the crafted texts of their unit tests, at three lengths.
const FRACTIONS = [0.25, 0.5, 1];
out(`\nreaders and guards on crafted text, ms per 1,000 characters at 1/4 / 1/2 / all of it, and the worst:`);
let worstCrafted = 0;
for (const [name, text, run] of CRAFTED_FAMILIES) {
  const perK = FRACTIONS.map((f) => {
    const t = text.slice(0, Math.round(text.length * f));
    const ms = Math.min(...Array.from({ length: 3 }, () => timeOne(() => run(t))));
    worstCrafted = Math.max(worstCrafted, ms);
    return ((ms / Math.max(1, t.length)) * 1000).toFixed(3);
  });
  out(`  ${name.padEnd(40)} ${String(text.length).padStart(7)} chars  ${perK.join(' / ')}`);
}
out(`worst crafted text: ${worstCrafted.toFixed(1)} ms`);

out(
  `${CATASTROPHIC_PATTERNS.length - over}/${CATASTROPHIC_PATTERNS.length} patterns validate their adversarial text in under ${TARGET_MS} ms (first and every later run)`,
);
