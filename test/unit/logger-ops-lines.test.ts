import { describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger.js';
import { opsFields } from '../../shared/ops-events.js';

/** Ops lines feed the log-based metrics: LOG_LEVEL filters ordinary lines, never those. */
describe('logger and ops lines', () => {
  it('writes an info ops line at level error, with its event and labels, and drops ordinary info lines', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'error', base: { service: 'worker' }, write: (l) => lines.push(l) }).child({
      caseId: 'c-1',
    });
    log.info('case finished', opsFields('case_finished', { status: 'COMPLETED', resultStatus: 'goal_achieved' }));
    log.info('event applied', { from: 'RUNNING', to: 'COMPLETED' });
    log.debug('email sent', opsFields('email_sent', { emailKind: 'reply' }));
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toEqual([
      expect.objectContaining({
        severity: 'INFO',
        message: 'case finished',
        service: 'worker',
        caseId: 'c-1',
        opsEvent: 'case_finished',
        status: 'COMPLETED',
        resultStatus: 'goal_achieved',
      }),
      expect.objectContaining({ severity: 'DEBUG', opsEvent: 'email_sent', emailKind: 'reply' }),
    ]);
  });
});
