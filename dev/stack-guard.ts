import { fileURLToPath } from 'node:url';
import { lockCheckout } from './stack-lock.js';

/**
 * Preloaded by `npm start` (`tsx --import ./dev/stack-guard.ts dev/start.ts`): takes the
 * checkout's stack lock before dev/start.ts and its many imports load, so a second `npm start`
 * is refused within a moment of starting. dev/start.ts takes it too when run without it.
 */

const dir = process.env.LOCAL_STACK_DIR
  ? process.env.LOCAL_STACK_DIR.replace(/\/$/, '')
  : fileURLToPath(new URL('../.local', import.meta.url));
lockCheckout(dir);
