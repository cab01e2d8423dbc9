import { startServiceStack, type Stack, type StackOptions } from '../../dev/service-stack.js';

/**
 * The whole service for a test (dev/service-stack.ts), on the test run's emulators (vitest's
 * global setup) unless others are given (the benchmark starts its own).
 */

export { standardCaseBody, type ReceivedWebhook, type Stack } from '../../dev/service-stack.js';

export async function startStack(opts: Partial<StackOptions> = {}): Promise<Stack> {
  const emulators = opts.emulators ?? (await testRunEmulators());
  return startServiceStack({ ...opts, emulators });
}

/** Imported only when needed: vitest's `inject` exists only inside a test run. */
async function testRunEmulators() {
  const { inject } = await import('vitest');
  return { firestoreHost: inject('firestoreHost'), pubsubHost: inject('pubsubHost') };
}
