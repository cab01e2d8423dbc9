import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { config, one, runProgram } from './pulumi-harness.js';

/**
 * No Docker engine runs here, so the image is checked by what can be checked without one: the
 * Dockerfile's invariants, and that the compiled paths Cloud Run starts are the ones tsc emits.
 * (infra/image-smoke.ts runs the build and runtime stages' commands for real, without Docker.)
 */

const dockerfile = readFileSync('Dockerfile', 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages.at(-1)!;

describe('the Dockerfile', () => {
  it('builds in one stage, installs production dependencies in another, runs from a third', () => {
    expect(stages).toHaveLength(3);
    expect(stages[0]).toMatch(/RUN node node_modules\/typescript\/bin\/tsc -p tsconfig\.build\.json/);
    expect(stages[1]).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/COPY --from=prod-deps \/app\/node_modules/);
    expect(runtime).toMatch(/COPY --from=build \/app\/dist/);
    expect(runtime).not.toMatch(/^RUN npm/m);
  });

  it('runs node directly as the non-root node user', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeGreaterThan(runtime.lastIndexOf('COPY'));
    expect(runtime).toMatch(/^ENTRYPOINT \["node"/m);
    expect(runtime).not.toMatch(/npm (start|run)/);
  });

  it('defaults to the api, and the paths Cloud Run starts are what tsconfig.build.json emits', async () => {
    expect(runtime).toMatch(/^CMD \["dist\/services\/api\/main\.js"\]$/m);
    const build = JSON.parse(readFileSync('tsconfig.build.json', 'utf8'));
    expect(build.compilerOptions).toMatchObject({ outDir: 'dist', rootDir: '.', noEmit: false });
    expect(build.include).toEqual(expect.arrayContaining(['shared', 'services']));
    const run = await runProgram(config());
    for (const [name, entry] of [
      ['api', 'services/api/main.ts'],
      ['worker', 'services/worker/main.ts'],
    ] as const) {
      const args: string[] = one(run, 'gcp:cloudrunv2/service:Service', name).inputs.template.containers[0].args;
      expect(args.at(-1)).toBe(`dist/${entry.replace(/\.ts$/, '.js')}`);
      expect(readFileSync(entry, 'utf8').length).toBeGreaterThan(0); // the entrypoint exists
    }
  });

  it('sends only the sources to the build context', () => {
    const ignore = readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(ignore[0]).toBe('*');
    expect(ignore.slice(1).sort()).toEqual(
      [
        '!package-lock.json',
        '!package.json',
        '!services/',
        '!shared/',
        '!tsconfig.build.json',
        '!tsconfig.json',
      ].sort(),
    );
    // Everything the build stage copies is allowed in.
    for (const [, src] of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const path of src!.split(' ')) expect(ignore, path).toContain(`!${path}${path.includes('.') ? '' : '/'}`);
    }
  });
});
