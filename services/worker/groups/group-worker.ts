import type { Firestore } from '@google-cloud/firestore';
import { caseCreatedEventId } from '../../../shared/case-events.js';
import type { Config } from '../../../shared/config.js';
import type { Logger } from '../../../shared/logger.js';
import type { StepPipeline } from '../pipeline/step-pipeline.js';
import { groupTaskBody, type GroupTaskQueue } from '../scheduling/scheduler.js';
import { runGroupDeadline } from './group-deadline.js';
import { createGroupProgress } from './group-progress.js';
import { createStartGate } from './group-start-gate.js';
import { sweepGroups, type GroupSweepResult } from './group-sweep.js';
import { deliverGroupWebhook } from './group-webhook.js';

/**
 * The worker's side of case groups, assembled for worker-wiring.ts: the step pipeline's start gate
 * and commit hook, the /tasks/group handler (`start` a member whose turn came, the `deadline`,
 * the group.completed `webhook`), and the groups' sweep. The pipeline is passed lazily: it is
 * built with this module's hooks, and this module runs events through it.
 */

export interface GroupWorkerDeps {
  db: Firestore;
  tasks: GroupTaskQueue;
  pipeline: () => Pick<StepPipeline, 'handle'>;
  config: { webhooks: Pick<Config['webhooks'], 'timeoutMs' | 'allowedHosts'>; worker: { sweepThresholdMs: number } };
  now: () => number;
  logger: Logger;
}

export function createGroupWorker(deps: GroupWorkerDeps) {
  const { db, tasks, now, logger } = deps;
  const base = { db, tasks, now, logger };
  const withPipeline = () => ({ ...base, pipeline: deps.pipeline() });
  return {
    startGate: createStartGate(base),
    onCommitted: createGroupProgress(base),
    async handleGroupTask(body: unknown): Promise<unknown> {
      const parsed = groupTaskBody.safeParse(body);
      if (!parsed.success) {
        logger.error('invalid group task dropped');
        return 'invalid';
      }
      const t = parsed.data;
      switch (t.kind) {
        case 'start':
          if (!t.caseId) return 'invalid';
          return deps.pipeline().handle(t.caseId, { id: caseCreatedEventId(t.caseId), body: { type: 'CASE_CREATED' } });
        case 'deadline':
          return runGroupDeadline(withPipeline(), t.groupId);
        case 'webhook':
          return deliverGroupWebhook({ db, config: deps.config, logger, now }, t.groupId);
      }
    },
    sweep: (): Promise<GroupSweepResult> =>
      sweepGroups({ ...withPipeline(), thresholdMs: deps.config.worker.sweepThresholdMs }),
  };
}
