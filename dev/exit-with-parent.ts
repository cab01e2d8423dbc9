import { alive } from './parent-watch.js';

/**
 * Preloaded (`node --import`) into a service that `npm start` runs as a child process: if the
 * stack that started it dies without stopping it (SIGKILL, a crash), the child stops itself the
 * way Cloud Run would stop it (SIGTERM), instead of living on unowned. Dev-only: the services
 * never import it.
 */
const parent = process.ppid;

const timer = setInterval(() => {
  if (process.ppid !== parent || !alive(parent)) {
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
    // A graceful stop that hangs must not keep it alive unowned.
    setTimeout(() => process.exit(1), 5000).unref();
  }
}, 1000);
timer.unref();
