import type { Logger } from './logger.js';

/**
 * The services' shutdown (api/main.ts, worker/main.ts): Cloud Run sends SIGTERM, then SIGKILL
 * 10 s later; SIGINT (Ctrl-C, which reaches every process of the terminal's foreground group)
 * does the same. The first signal closes the server (in-flight requests finish, clients close)
 * and exits 0, or 1 when closing failed; a second signal meanwhile changes nothing.
 */
export function shutdownOnSignal(server: { close(): Promise<void> }, logger: Logger): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error('shutdown failed', { err });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
