import type { ResponseBody } from '../dev/api-response-body.js';
import type { SandboxMessage, TestMailSandbox } from '../dev/mail-sandbox/sandbox-client.js';
import { PublicCase, type EmailSeen, type Observation } from './observation.js';
import type { Scenario, Step } from './scenario-schema.js';
import { clientCursor, counterpartyCursor } from './script-cursor.js';
import { checkTranscript } from './transcript-check.js';

/**
 * Plays one scenario against a running stack, through the public surface only: the case is
 * created and read through the API, the counterparty acts through the mail sandbox's controls,
 * time passes by firing the case's timers in the tasks emulator, the client answers through
 * POST /cases/{id}/input. After every action the runner waits (bounded) until the case has
 * reacted and settled, then looks at what the service did. The run ends at a terminal state,
 * at a question the client does not answer, or at a bound.
 */

export interface DriveDeps {
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: ResponseBody }>;
  mail: Pick<TestMailSandbox, 'reply' | 'sentTo' | 'threadMessages' | 'failDelivery'>;
  fireTimers(caseId: string): Promise<number>;
  webhookUrl: string;
  /** Makes the counterparty's address unique to this run (scenarios share one sandbox). */
  uniqueAddress(address: string): string;
  /** How long one reaction of the service may take (a Gemini call is slower than the offline brain). */
  settleTimeoutMs: number;
  /** Bound of a scenario that sets no timeoutSeconds. */
  defaultTimeoutSeconds?: number;
  pollMs?: number;
}

const MAX_TURNS = 40;
const DEFAULT_TIMEOUT_S = 90;
/** How long a timer the case already shows may take to appear in the task queue. */
const TIMER_ARMING_GRACE_MS = 5_000;
/** How long the service is given to take in mail sent after the case ended (it is only recorded). */
const AFTER_END_WAIT_MS = 1_500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isTerminal = (c: PublicCase) => c.status === 'COMPLETED' || c.status === 'FAILED';

/**
 * `existing`: a case already created (a member of a case group, eval/drive-group.ts) with the
 * address it was created with; the run then starts at reading it.
 */
export async function driveScenario(
  s: Scenario,
  deps: DriveDeps,
  existing?: { caseId: string; address: string },
): Promise<Observation> {
  const started = Date.now();
  const timeoutS = s.timeoutSeconds ?? deps.defaultTimeoutSeconds ?? DEFAULT_TIMEOUT_S;
  const deadline = started + timeoutS * 1000;
  const counterparty = caseCounterparty(s);
  const address = existing?.address ?? deps.uniqueAddress(counterparty.address);
  const obs: Observation = {
    counterpartyAddress: address,
    scriptedAddress: counterparty.address,
    inputRequests: [],
    emails: [],
    events: [],
    errors: [],
    durationMs: 0,
  };
  const note = (what: string) => obs.events.push({ at: Date.now() - started, what });
  const pollMs = deps.pollMs ?? 60;

  const body = caseBody(s, address, deps.webhookUrl);
  const created = existing
    ? { status: 201, body: { data: { caseId: existing.caseId } } as ResponseBody }
    : await deps.api('POST', '/cases', body).catch((e: Error) => e);
  if (created instanceof Error || created.status !== 201) {
    const [status, said] =
      created instanceof Error ? [0, created.message] : [created.status, created.body?.error ?? created.body];
    obs.errors.push(`POST /cases answered ${status} ${JSON.stringify(said).slice(0, 200)}`);
    obs.durationMs = Date.now() - started;
    return obs;
  }
  const caseId: string = created.body.data.caseId;
  obs.caseId = caseId;
  note(`case ${caseId} created`);

  const read = async (transcript = false): Promise<PublicCase> => {
    const res = await deps.api('GET', `/cases/${caseId}${transcript ? '?includeTranscript=true' : ''}`);
    if (res.status !== 200) throw new Error(`GET /cases/${caseId} answered ${res.status}`);
    return PublicCase.parse(res.body.data);
  };
  /**
   * A RUNNING case whose next action lies ahead waits on a timer: a follow-up, or the completion
   * grace that holds a result a few seconds before the case completes (so an `after: "previous"`
   * correction is sent during it). One sending shows the decision time, already past.
   */
  const quiet = (c: PublicCase) =>
    isTerminal(c) ||
    (c.status === 'INPUT_NEEDED' && c.inputRequest?.status === 'PENDING') ||
    (c.status === 'RUNNING' && c.nextActionAt > Date.now());
  /** Waits until the case has moved on from `before` and is quiet again; bounded. */
  const settle = async (before: PublicCase | undefined): Promise<PublicCase> => {
    const until = Math.min(deadline, Date.now() + deps.settleTimeoutMs);
    for (;;) {
      const c = await read();
      const moved = !before || c.updatedAt !== before.updatedAt || c.status !== before.status;
      if (moved && quiet(c) && (c.status !== 'RUNNING' || c.attemptCount > 0)) return c;
      if (Date.now() > until) {
        note(`no settled reaction within ${Math.round(deps.settleTimeoutMs / 1000)} s (status ${c.status})`);
        return c;
      }
      await sleep(pollMs);
    }
  };

  let threadId: string | undefined;
  const thread = async (): Promise<SandboxMessage[]> => {
    if (!threadId) threadId = (await deps.mail.sentTo(address))[0]?.thread_id;
    return threadId ? deps.mail.threadMessages(threadId) : [];
  };

  const script = counterpartyCursor(s.counterparty);
  const client = clientCursor(s.client);
  let lastEmail: SandboxMessage | undefined;
  let answered = 0;

  try {
    let c = await settle(undefined);
    for (let turn = 0; turn < MAX_TURNS && !isTerminal(c); turn++) {
      if (Date.now() > deadline) {
        obs.errors.push(`not finished within ${timeoutS} s (status ${c.status})`);
        break;
      }
      if (c.status === 'INPUT_NEEDED' && c.inputRequest) {
        const q = c.inputRequest;
        if (q.status !== 'PENDING') {
          c = await settle(c);
          continue;
        }
        if (!obs.inputRequests.some((r) => r.id === q.id)) obs.inputRequests.push({ id: q.id, question: q.question });
        const answer = client.answer(q.question);
        note(`the case asks the client: ${q.question}`);
        if (!answer) {
          note('the client does not answer');
          break;
        }
        obs.inputRequests.find((r) => r.id === q.id)!.answer = answer;
        const res = await deps.api('POST', `/cases/${caseId}/input`, { inputRequestId: q.id, providedContext: answer });
        if (res.status !== 202) {
          obs.errors.push(`POST /cases/${caseId}/input answered ${res.status}`);
          break;
        }
        note(`the client answers: ${answer}`);
        c = await settle(c);
        continue;
      }

      const outbound = (await thread()).filter((m) => m.direction === 'outbound');
      let step: Step | undefined;
      if (outbound.length > answered) {
        answered = outbound.length;
        lastEmail = outbound[outbound.length - 1]!;
        step = script.next(emailText(lastEmail), true);
      } else if (lastEmail) {
        step = script.next(emailText(lastEmail), false);
      }

      if (step && step.do !== 'silence' && lastEmail) {
        note(await perform(step, lastEmail, deps, counterparty.name));
      } else {
        const fired = await fireArmedTimers(deps, caseId, pollMs);
        note(
          fired > 0
            ? `the counterparty is silent: ${fired} timer(s) fired`
            : 'the counterparty is silent; no timer to fire',
        );
        if (fired === 0) {
          // A short timer (the completion grace) may have fired on its own meanwhile.
          const now = await read();
          if (now.updatedAt === c.updatedAt && now.status === c.status) {
            obs.errors.push(`the case stalled: ${c.status} with no timer and nothing to answer`);
            break;
          }
        }
      }
      c = await settle(c);
    }
    // The counterparty does not see the case end: what they write right after their previous
    // step ("sorry, I meant the 15th", a minute later) is sent all the same, and what the
    // service makes of it (mail after the end is recorded and changes nothing) is what is scored.
    for (let late = 0; late < MAX_TURNS && isTerminal(c) && lastEmail; late++) {
      const step = script.next(emailText(lastEmail), false);
      if (!step || step.do === 'silence') break;
      note(`${await perform(step, lastEmail, deps, counterparty.name)}, after the case had ended`);
      await sleep(Math.min(AFTER_END_WAIT_MS, Math.max(0, deadline - Date.now())));
    }
    obs.final = await read(true);
    const messages = await thread();
    obs.emails = messages.map(toEmailSeen);
    obs.transcript = checkTranscript(obs.final.conversationThread, messages);
  } catch (e) {
    obs.errors.push((e as Error).message.slice(0, 300));
  }
  obs.durationMs = Date.now() - started;
  return obs;
}

/**
 * Fires the case's pending timers. The case's record says a timer is due before the task queue
 * holds it (the task is created just after the commit), so none found is asked again for a
 * bounded moment before the case counts as stalled.
 */
async function fireArmedTimers(deps: DriveDeps, caseId: string, pollMs: number): Promise<number> {
  const until = Date.now() + TIMER_ARMING_GRACE_MS;
  for (;;) {
    const fired = await deps.fireTimers(caseId);
    if (fired > 0 || Date.now() > until) return fired;
    await sleep(Math.max(pollMs, 100));
  }
}

/** The POST /cases body the runner sends for a scenario: its `case`, the run's address and webhook. */
export function caseBody(s: Scenario, address: string, webhookUrl: string): Record<string, unknown> {
  return { ...s.case, counterparty: { ...caseCounterparty(s), address }, clientWebhookUrl: webhookUrl };
}

export function caseCounterparty(s: Scenario): { address: string; name: string } & Record<string, unknown> {
  const cp = s.case['counterparty'] as Record<string, unknown> | undefined;
  const address = typeof cp?.['address'] === 'string' ? cp['address'] : 'counterparty@example.com';
  const name = typeof cp?.['name'] === 'string' ? cp['name'] : 'Counterparty';
  return { ...cp, address, name };
}

const emailText = (m: SandboxMessage) => `${m.subject ?? ''}\n${m.text ?? ''}\n${m.html ?? ''}`;

/** Does one counterparty step to the email it answers; returns the timeline line. */
async function perform(
  step: Exclude<Step, { do: 'silence' }>,
  email: SandboxMessage,
  deps: DriveDeps,
  name: string,
): Promise<string> {
  switch (step.do) {
    case 'bounce':
      await deps.mail.failDelivery(email.message_id, 'bounce');
      return 'the email bounced';
    case 'complaint':
      await deps.mail.failDelivery(email.message_id, 'complain');
      return 'the counterparty marked the email as spam';
    case 'auto_reply':
      await deps.mail.reply({
        messageId: email.message_id,
        text: step.text,
        subject: step.subject ?? `Automatic reply: ${email.subject ?? ''}`.trim(),
        headers: { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes' },
        fromName: name,
      });
      return 'an automatic reply came back';
    case 'reply': {
      const quoted = step.quote ? quoteOf(email) : undefined;
      await deps.mail.reply({
        messageId: email.message_id,
        ...(step.text !== undefined ? { text: quoted ? `${step.text}\n\n${quoted.text}` : step.text } : {}),
        ...(step.html !== undefined ? { html: quoted ? `${step.html}\n${quoted.html}` : step.html } : {}),
        fromName: step.from?.name ?? step.fromName ?? (step.from ? step.from.address : name),
        ...(step.from ? { fromAddress: step.from.address } : {}),
        ...(step.replyTo ? { replyTo: step.replyTo } : {}),
        ...(step.subject ? { subject: step.subject } : {}),
        ...(step.headers ? { headers: step.headers } : {}),
        ...(step.attachments
          ? {
              attachments: step.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                contentBase64: a.base64 ?? Buffer.from(a.text ?? '', 'utf8').toString('base64'),
              })),
            }
          : {}),
      });
      const what = [
        step.text !== undefined && 'text',
        step.html !== undefined && 'html',
        step.attachments && `${step.attachments.length} attachment(s)`,
      ];
      return `${step.from ? `${step.from.address} (in the thread)` : 'the counterparty'} replied (${what.filter(Boolean).join(', ')})`;
    }
  }
}

/** The history a mail client appends below a top-posted reply. */
function quoteOf(email: SandboxMessage): { text: string; html: string } {
  const when = email.timestamp ? new Date(email.timestamp).toUTCString() : 'an earlier day';
  const from = email.from;
  const lines = (email.text ?? '').split('\n');
  const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    text: `On ${when}, ${from} wrote:\n${lines.map((l) => `> ${l}`).join('\n')}`,
    html: `<div class="gmail_quote"><div>On ${escapeHtml(when)}, ${escapeHtml(from)} wrote:</div><blockquote>${lines.map(escapeHtml).join('<br>')}</blockquote></div>`,
  };
}

function toEmailSeen(m: SandboxMessage): EmailSeen {
  return {
    direction: m.direction,
    from: m.from,
    to: m.to,
    ...(m.subject !== undefined ? { subject: m.subject } : {}),
    ...(m.text !== undefined ? { text: m.text } : {}),
    ...(m.html !== undefined ? { html: m.html } : {}),
    ...(m.headers ? { headers: m.headers } : {}),
    attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, size: a.size })),
    ...(m.timestamp ? { at: m.timestamp } : {}),
  };
}
