import { Webhook } from 'svix';
import { startMailSandbox, type MailSandboxOptions, type RunningMailSandbox } from './mail-sandbox.js';
import type { Delivery } from './sandbox-webhooks.js';
import { createAgentMailEmailProvider } from '../../shared/agentmail-email-provider.js';
import type { EmailProvider } from '../../shared/email-provider.js';

/**
 * A handle on the mail sandbox for tests and the simulations (eval/): the sandbox itself, an
 * EmailProvider (the real AgentMail adapter and SDK) pointed at it, and typed calls to its
 * control API (`/_sandbox/...`).
 */

export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('mail-sandbox-test-secret-32bytes').toString('base64')}`;
export const TEST_AGENTMAIL_KEY = 'am_test_key';
/** Tests run Svix's webhook retry schedule a thousand times faster. */
export const TEST_RETRY_SCALE = 0.001;

export interface SandboxMessage {
  message_id: string;
  thread_id: string;
  inbox_id: string;
  from: string;
  to: string[];
  subject?: string;
  text?: string;
  html?: string;
  extracted_text?: string;
  labels: string[];
  in_reply_to?: string;
  reply_to?: string[];
  headers?: Record<string, string>;
  timestamp?: string;
  attachments: { attachment_id: string; filename: string; size: number; content_type: string }[];
  direction: 'outbound' | 'inbound';
}

export interface TestMailSandbox {
  sandbox: RunningMailSandbox;
  url: string;
  provider: EmailProvider;
  /** Messages the service sent to an address, oldest first. */
  sentTo(address: string): Promise<SandboxMessage[]>;
  threadMessages(threadId: string): Promise<SandboxMessage[]>;
  /** The counterparty answers (the newest message of the thread unless messageId is given). */
  reply(input: {
    threadId?: string;
    messageId?: string;
    text?: string;
    html?: string;
    fromName?: string;
    /** Another sender in the thread (default: the thread's counterparty). */
    fromAddress?: string;
    replyTo?: string[];
    /** The reply's own subject (default `Re: <thread subject>`) and extra headers (auto-replies). */
    subject?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; contentType?: string; contentBase64: string }[];
  }): Promise<{ message_id: string; thread_id: string; inbox_id: string; attachment_ids: string[] }>;
  inbound(input: {
    inboxId: string;
    from: string;
    subject?: string;
    text: string;
  }): Promise<{ message_id: string; thread_id: string }>;
  nextOutcome(address: string, outcome: 'deliver' | 'bounce' | 'complain' | 'reject' | 'refuse'): Promise<void>;
  failDelivery(messageId: string, kind: 'bounce' | 'complain' | 'reject'): Promise<void>;
  /**
   * The next send to the address: this event (a reply with `text`, a bounce, complaint or
   * rejection) is delivered before the send call is answered; `none` clears it.
   */
  earlyEvent(address: string, kind: 'reply' | 'bounce' | 'complain' | 'reject' | 'none', text?: string): Promise<void>;
  injectFault(fault: {
    status?: number;
    delayMs?: number;
    /** The message is taken (sent) at once; only the answer waits this long. */
    holdAnswerMs?: number;
    count?: number;
    retryAfterSeconds?: number;
    op?: 'send' | 'reply' | 'read';
  }): Promise<void>;
  /** Drops every fault not yet used. */
  clearFaults(): Promise<void>;
  /** Recipients whose first email is being sent now, and the most at once since `resetSendStats`. */
  sendStats(): Promise<{ starting: number; maxStarting: number }>;
  resetSendStats(): Promise<void>;
  webhookDeliveries(): Promise<Delivery[]>;
  stop(): Promise<void>;
}

export async function startTestMailSandbox(opts: Partial<MailSandboxOptions> = {}): Promise<TestMailSandbox> {
  // Svix's retry schedule at a thousandth: 5 ms, 300 ms, 1.8 s, 7.2 s, 18 s, 36 s, 36 s.
  const sandbox = await startMailSandbox({
    webhookSecret: TEST_WEBHOOK_SECRET,
    apiKey: TEST_AGENTMAIL_KEY,
    retryScale: TEST_RETRY_SCALE,
    ...opts,
  });
  const url = sandbox.url;
  const provider = createAgentMailEmailProvider({
    apiKey: opts.apiKey ?? TEST_AGENTMAIL_KEY,
    baseUrl: url,
    inboxClientId: 'test-inbox',
    timeoutSeconds: 10,
  });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/_sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`sandbox ${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return {
    sandbox,
    url,
    provider,
    sentTo: async (address) =>
      (await call<{ messages: SandboxMessage[] }>('GET', `/messages?to=${encodeURIComponent(address)}`)).messages,
    threadMessages: async (threadId) =>
      (await call<{ messages: SandboxMessage[] }>('GET', `/messages?threadId=${encodeURIComponent(threadId)}`))
        .messages,
    reply: (input) => call('POST', '/reply', input),
    inbound: (input) => call('POST', '/inbound', input),
    nextOutcome: async (address, outcome) => {
      await call('POST', `/addresses/${encodeURIComponent(address)}/next-outcome`, { outcome });
    },
    failDelivery: async (messageId, kind) => {
      await call('POST', `/messages/${encodeURIComponent(messageId)}/${kind}`, {});
    },
    earlyEvent: async (address, kind, text) => {
      await call('POST', `/addresses/${encodeURIComponent(address)}/early-event`, {
        kind,
        ...(text !== undefined ? { text } : {}),
      });
    },
    clearFaults: async () => {
      await call('DELETE', '/faults');
    },
    sendStats: () => call('GET', '/send-stats'),
    resetSendStats: async () => {
      await call('DELETE', '/send-stats');
    },
    injectFault: async (fault) => {
      await call('POST', '/faults', fault);
    },
    webhookDeliveries: async () => (await call<{ deliveries: Delivery[] }>('GET', '/webhooks')).deliveries,
    stop: () => sandbox.stop(),
  };
}

/** Svix headers for a body, as AgentMail (and the sandbox) sign it; for receiver tests. */
export function svixHeaders(
  body: string,
  opts: { secret?: string; id?: string; at?: Date } = {},
): Record<string, string> {
  const id = opts.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const at = opts.at ?? new Date();
  return {
    'content-type': 'application/json',
    'svix-id': id,
    'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
    'svix-signature': new Webhook(opts.secret ?? TEST_WEBHOOK_SECRET).sign(id, at, body),
  };
}
