import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Starts the Firestore and Pub/Sub emulators once for the run (unless already given).
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      // No metadata server here: stop every google-gax client from probing for one.
      METADATA_SERVER_DETECTION: 'none',
      NODE_ENV: 'test',
    },
  },
});
