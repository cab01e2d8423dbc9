import { z } from 'zod';

/**
 * Ports to Cloud Tasks: a case's timer (a named HTTP task to /tasks/timer at `at`) and a
 * webhook delivery (a named task to /tasks/webhook, now). Task names derive from the keys, so
 * scheduling the same timer or delivery twice is a no-op (ALREADY_EXISTS is success).
 */

export interface TimerScheduler {
  scheduleTimer(input: { caseId: string; timerId: string; at: number }): Promise<void>;
}

export interface WebhookQueue {
  /**
   * `redrive` n (1, 2, ...) asks for the sweeper's n-th re-drive of a delivery that was never
   * claimed: its task gets a fresh name, since the earlier one stays reserved by Cloud Tasks long
   * after it was spent (same name = ALREADY_EXISTS = nothing would run). The body is the same.
   * `resend` n names the task of the client's n-th resend request the same way.
   */
  enqueueWebhook(input: { caseId: string; eventId: string; redrive?: number; resend?: number }): Promise<void>;
}

/**
 * Case groups (services/worker/groups/): a task to /tasks/group, named after (kind, group, case,
 * redrive), so enqueueing the same one twice is a no-op. `start`: run a member's CASE_CREATED
 * (its turn came); `deadline` (at `at`): cancel what still runs; `webhook`: group.completed.
 */
export const GROUP_TASK_KINDS = ['start', 'deadline', 'webhook'] as const;
export const groupTaskBody = z.object({
  groupId: z.string().min(1).max(128),
  kind: z.enum(GROUP_TASK_KINDS),
  caseId: z.string().min(1).max(128).optional(),
});
export type GroupTaskBody = z.infer<typeof groupTaskBody>;

export interface GroupTaskQueue {
  enqueueGroupTask(input: GroupTaskBody & { at?: number; redrive?: number }): Promise<void>;
}

export const timerTaskBody = z.object({ caseId: z.string().min(1), timerId: z.string().min(1) });
export type TimerTaskBody = z.infer<typeof timerTaskBody>;

export const webhookTaskBody = z.object({ caseId: z.string().min(1), eventId: z.string().min(1) });
export type WebhookTaskBody = z.infer<typeof webhookTaskBody>;

export const webhookEnqueueInput = webhookTaskBody.extend({
  redrive: z.number().int().positive().optional(),
  resend: z.number().int().positive().optional(),
});
