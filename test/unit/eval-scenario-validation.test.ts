import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseBody } from '../../eval/drive-scenario.js';
import { loadScenarioDir, parseScenarioFile } from '../../eval/load-scenarios.js';
import { createCaseBody } from '../../services/api/cases/create-case-body.js';
import { SCENARIO_JSON_SCHEMA_FILE, renderScenarioJsonSchema } from '../../eval/scenario-schema.js';

const valid = {
  name: 'ok-one',
  category: 'cooperative',
  description: 'd',
  case: { channel: 'EMAIL' },
  counterparty: [{ do: 'reply', text: 'deliveryDate: 2027-03-14' }],
  expect: { status: 'COMPLETED' },
};
const parse = (v: unknown) => parseScenarioFile(JSON.stringify(v));
const errorOf = (v: unknown) => {
  const r = parse(v);
  return 'error' in r ? r.error : undefined;
};

describe('scenario validation', () => {
  it('accepts a valid scenario and fills the defaults', () => {
    const r = parse(valid);
    expect('scenario' in r && r.scenario).toMatchObject({
      client: 'never',
      counterparty: [{ do: 'reply', after: 'email' }],
    });
  });

  it('names the field of each problem', () => {
    expect(errorOf({ ...valid, counterparty: [{ do: 'shout' }] })).toMatch(/^counterparty\.0\.do: /);
    expect(errorOf({ ...valid, counterparty: [{ do: 'reply' }] })).toMatch(
      /^counterparty\.0: a reply needs text, html or attachments/,
    );
    expect(errorOf({ ...valid, expect: { status: 'DONE' } })).toMatch(/^expect\.status: /);
    expect(errorOf({ ...valid, expect: { maxEmails: -1 } })).toMatch(/^expect\.maxEmails: /);
    expect(errorOf({ ...valid, name: 'Has Spaces' })).toMatch(/^name: lowercase letters, digits and dashes/);
    expect(errorOf({ ...valid, surprise: 1 })).toMatch(/^\(file\): .*surprise/);
    expect(
      errorOf({
        ...valid,
        counterparty: [{ do: 'reply', text: 'x', attachments: [{ filename: 'a.txt', contentType: 'text/plain' }] }],
      }),
    ).toMatch(/^counterparty\.0\.attachments\.0: give exactly one of text or base64/);
    expect(errorOf({ ...valid, expect: { outboundMustNotContain: [{ pattern: '(' }] } })).toMatch(
      /^expect\.outboundMustNotContain\.0\.pattern: /,
    );
    expect(errorOf({ ...valid, expect: { result: { a: { pattern: '[' } } } })).toMatch(/^expect\.result\.a\.pattern: /);
  });

  it('reports a file that is not JSON', () => {
    const r = parseScenarioFile('{ "name": ');
    expect('error' in r && r.error).toMatch(/^not valid JSON/);
  });

  it('a directory: bad files are reported by name, the others load; a duplicate name is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-scenarios-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(valid));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ ...valid, name: 'b', expect: { status: 'NOPE' } }));
    writeFileSync(join(dir, 'c.json'), JSON.stringify(valid));
    writeFileSync(join(dir, 'notes.txt'), 'not a scenario');
    const { scenarios, errors } = loadScenarioDir(dir);
    expect(scenarios.map((s) => s.file)).toEqual(['a.json']);
    expect(errors).toEqual([
      { file: 'b.json', message: expect.stringMatching(/^expect\.status: /) },
      { file: 'c.json', message: 'name: "ok-one" is already used by a.json' },
    ]);
  });

  it('every development scenario is valid, and there are at least 100 over the categories', () => {
    const { scenarios, errors } = loadScenarioDir(setDir('dev'));
    expect(errors).toEqual([]);
    expect(scenarios.length).toBeGreaterThanOrEqual(MIN_DEV);
  });

  it('every scenario of the outside sets (eval/scenarios/outside/*) is valid', () => {
    const root = setDir('outside');
    const sets = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      const { scenarios, errors } = loadScenarioDir(join(root, set.name));
      expect(errors, set.name).toEqual([]);
      expect(scenarios.length, set.name).toBeGreaterThan(0);
    }
  });

  it('every held-out scenario is valid (when the set is there)', () => {
    const dir = setDir('held-out');
    if (!existsSync(dir)) return;
    const { errors } = loadScenarioDir(dir);
    expect(errors).toEqual([]);
  });

  it('every checked-in scenario case is a body POST /cases accepts (else the run ends at a 400, not in the brain)', () => {
    const dirs = [setDir('dev'), setDir('held-out')].filter((d) => existsSync(d));
    const outside = setDir('outside');
    for (const d of readdirSync(outside, { withFileTypes: true }))
      if (d.isDirectory()) dirs.push(join(outside, d.name));
    const refused: string[] = [];
    for (const dir of dirs) {
      for (const { scenario } of loadScenarioDir(dir).scenarios) {
        if (scenario.group) continue;
        const r = createCaseBody.safeParse(caseBody(scenario, 'counterparty@example.com', 'http://127.0.0.1:9/hook'));
        if (!r.success) refused.push(`${scenario.name}: ${r.error.issues.map((i) => i.path.join('.')).join(', ')}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('the checked-in JSON Schema is the one z.toJSONSchema makes from the zod schema (npm run eval:schema)', () => {
    expect(readFileSync(SCENARIO_JSON_SCHEMA_FILE, 'utf8')).toBe(renderScenarioJsonSchema());
  });
});

const MIN_DEV = 100;
const setDir = (set: string) => fileURLToPath(new URL(`../../eval/scenarios/${set}/`, import.meta.url));
