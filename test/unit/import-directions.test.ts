import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The import structure of services/ and shared/, read from the sources (TypeScript's own
 * pre-parser: every `import`, `import type`, `export ... from` and `import()`): no cycle between
 * files, none between folders, and every import in the allowed direction of its folder's role
 * (docs/architecture.md draws the same). Rules go by role, so a new folder needs no entry here:
 * a new API folder (services/api/console/) is a feature, a new worker folder (services/worker/groups/)
 * sits beside sweep/, a new brain folder (brain/readers/) is part of the brain.
 *
 * A small script rather than dependency-cruiser or madge: the rules are a dozen lines of
 * TypeScript over `ts.preProcessFile` (typescript is already here), and no new dependency.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** The composition roots: they build and wire everything, so they may import anything but dev/ and test/. */
const COMPOSITION_ROOTS = new Set([
  'services/api/main.ts',
  'services/api/server.ts',
  'services/api/app.ts',
  'services/worker/main.ts',
  'services/worker/server.ts',
  'services/worker/app.ts',
  'services/worker/worker-wiring.ts',
  'services/admin/main.ts',
]);

type Role =
  | 'shared'
  | 'root'
  | 'admin'
  | 'workflow'
  | 'brain'
  | 'scheduling'
  | 'webhooks'
  | 'pipeline'
  | 'worker-above' // sweep/, groups/ and any new worker folder: above the pipeline
  | 'api-deps'
  | 'http'
  | 'validation'
  | 'cases'
  | 'provider-events'
  | 'api-feature' // case-activity/, review/, case-groups/, console/ and any new API folder
  | 'openapi';

/** Which roles a file of each role may import (its own role always). */
const MAY_IMPORT: Record<Role, readonly Role[]> = {
  shared: [],
  root: [], // not checked: a composition root may import anything in services/ and shared/
  admin: ['shared'],
  workflow: ['shared'],
  brain: ['shared', 'workflow'],
  scheduling: ['shared', 'workflow'],
  webhooks: ['shared', 'workflow', 'scheduling'],
  pipeline: ['shared', 'workflow', 'brain', 'scheduling', 'webhooks'],
  'worker-above': ['shared', 'workflow', 'brain', 'scheduling', 'webhooks', 'pipeline'],
  'api-deps': ['shared'],
  http: ['shared'],
  validation: ['shared'],
  cases: ['shared', 'api-deps', 'http', 'validation'],
  'provider-events': ['shared', 'api-deps', 'http', 'validation'],
  'api-feature': ['shared', 'api-deps', 'http', 'validation', 'cases'],
  openapi: ['shared', 'api-deps', 'http', 'validation', 'cases', 'provider-events', 'api-feature'],
};

/** A file's role, and its room: the folder whose cycles count (brain/** and shared/** are one room each). */
function placeOf(file: string): { role: Role; room: string } {
  if (COMPOSITION_ROOTS.has(file)) return { role: 'root', room: file };
  if (file.startsWith('shared/')) return { role: 'shared', room: 'shared' };
  const [, service, folder, rest] = file.match(/^services\/([^/]+)\/([^/]+)(\/.*)?$/) ?? [];
  if (service === 'admin') return { role: 'admin', room: 'services/admin' };
  if (service === 'worker' && rest) {
    const known: Record<string, Role> = {
      workflow: 'workflow',
      brain: 'brain',
      scheduling: 'scheduling',
      webhooks: 'webhooks',
      pipeline: 'pipeline',
    };
    return { role: known[folder!] ?? 'worker-above', room: `services/worker/${folder}` };
  }
  if (service === 'api' && rest) {
    const known: Record<string, Role> = {
      http: 'http',
      validation: 'validation',
      cases: 'cases',
      'provider-events': 'provider-events',
      openapi: 'openapi',
    };
    return { role: known[folder!] ?? 'api-feature', room: `services/api/${folder}` };
  }
  if (file === 'services/api/api-deps.ts') return { role: 'api-deps', room: file };
  throw new Error(`${file}: no role; add it to COMPOSITION_ROOTS or put it in a folder`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Relative imports of one file, as repository paths of .ts files. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(ROOT, resolve(ROOT, dirname(file), name)).replace(/\.js$/, '.ts'));
}

/** Strongly connected components with more than one node (Tarjan): the cycles of a graph. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const files = [...sourceFiles('services'), ...sourceFiles('shared')];
const imports = new Map(files.map((f) => [f, importsOf(f)]));

describe('import directions of services/ and shared/', () => {
  it('reads a real tree (the script itself can fail)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.get('services/worker/pipeline/step-pipeline.ts')).toContain('services/worker/workflow/decide.ts');
    expect(
      cyclesOf(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['a'])],
        ]),
      ),
    ).toEqual([['a', 'b']]);
    expect(() => placeOf('services/api/new-file-at-the-root.ts')).toThrow(/no role/);
  });

  it('no import reaches dev/, test/, bench/ or eval/ from services/ or shared/', () => {
    const outside = files.flatMap((f) =>
      imports
        .get(f)!
        .filter((t) => !t.startsWith('services/') && !t.startsWith('shared/'))
        .map((t) => `${f} -> ${t}`),
    );
    expect(outside).toEqual([]);
  });

  it('every import runs in the allowed direction of its folder', () => {
    const against = files.flatMap((f) => {
      const from = placeOf(f);
      if (from.role === 'root') return [];
      return imports.get(f)!.flatMap((t) => {
        const to = placeOf(t);
        const allowed = to.role === from.role || MAY_IMPORT[from.role].includes(to.role);
        return allowed ? [] : [`${f} (${from.role}) -> ${t} (${to.role})`];
      });
    });
    expect(against).toEqual([]);
  });

  it('no cycle between files', () => {
    const graph = new Map(files.map((f) => [f, new Set(imports.get(f))]));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('no cycle between folders', () => {
    const graph = new Map<string, Set<string>>();
    for (const f of files) {
      const from = placeOf(f).room;
      for (const t of imports.get(f)!) {
        const to = placeOf(t).room;
        if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    expect(cyclesOf(graph)).toEqual([]);
  });
});
