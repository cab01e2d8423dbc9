import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The whole project (services, shared, dev, tests, benchmarks, infra) type-checks under the
 * strict tsconfig. vitest runs TypeScript without checking types, so without this a type error
 * in a test or a dev tool would land unnoticed; the image build checks only services and shared.
 */
describe('tsc --noEmit -p tsconfig.json', () => {
  it('reports no error', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['node_modules/typescript/bin/tsc', '--noEmit', '--pretty', 'false', '-p', 'tsconfig.json'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output += b.toString()));
      child.stderr.on('data', (b: Buffer) => (output += b.toString()));
      child.on('exit', (c) => resolve({ code: c, output }));
    });
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 180_000);
});
