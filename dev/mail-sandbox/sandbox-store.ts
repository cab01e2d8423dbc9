import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * The mail sandbox's state, kept in AgentMail's wire shape (snake_case) so the routes serve it
 * as is. In memory, optionally saved to a JSON file after every change (a local `npm start`
 * keeps its conversations across restarts).
 */

export interface StoredInbox {
  pod_id: string;
  inbox_id: string;
  email: string;
  display_name?: string;
  client_id?: string;
  created_at: string;
  updated_at: string;
}

export interface StoredAttachment {
  attachment_id: string;
  filename: string;
  size: number;
  content_type: string;
  content_disposition: 'attachment';
  /** base64 bytes; never served by the API, only through signed download URLs. */
  content: string;
}

export interface StoredMessage {
  inbox_id: string;
  thread_id: string;
  message_id: string;
  labels: string[];
  timestamp: string;
  from: string;
  to: string[];
  subject?: string;
  preview?: string;
  text?: string;
  html?: string;
  extracted_text?: string;
  /** The new part of an HTML reply, as AgentMail extracts it. */
  extracted_html?: string;
  attachments: StoredAttachment[];
  in_reply_to?: string;
  /** The Reply-To header: where a mail client (and a provider's default reply) would answer. */
  reply_to?: string[];
  references?: string[];
  /** Extra headers the counterparty's mail carried (e.g. `Auto-Submitted: auto-replied`). */
  headers?: Record<string, string>;
  size: number;
  created_at: string;
  updated_at: string;
  /** Sandbox bookkeeping (not AgentMail fields): who is the other side of this message. */
  direction: 'outbound' | 'inbound';
  counterparty: string;
}

/** What happens to the next message sent to an address. */
export type SendOutcome = 'deliver' | 'bounce' | 'complain' | 'reject' | 'refuse';

/**
 * An event the sandbox delivers for the next send to an address BEFORE it answers that send call
 * (the webhook overtakes the sender's record of the send, certainly rather than sometimes).
 */
export interface EarlyEvent {
  kind: 'reply' | 'bounce' | 'complain' | 'reject';
  /** The reply's text (kind `reply`). */
  text?: string;
}

export interface Fault {
  /** Answer with this status; absent: answer normally, after `delayMs`. */
  status?: number;
  /** Hold the answer this long (a slow provider: the client's timeout fires first). */
  delayMs?: number;
  /**
   * Take the message (it is sent: stored, delivered, in the thread) and hold the answer this long:
   * the caller's record of the send lags behind the email (a send in flight).
   */
  holdAnswerMs?: number;
  retryAfterSeconds?: number;
  /** Only requests whose operation matches ('send', 'reply', 'read'); any when absent. */
  op?: 'send' | 'reply' | 'read';
  remaining: number;
}

export interface SandboxState {
  inboxes: StoredInbox[];
  messages: StoredMessage[];
  /** `${inboxId} ${key}` → the first response to that Idempotency-Key. */
  idempotency: Record<string, { status: number; body: unknown }>;
  nextOutcome: Record<string, SendOutcome>;
  /** address → the event to deliver before answering the next send to it. */
  earlyEvents: Record<string, EarlyEvent>;
  faults: Fault[];
}

export const SANDBOX_DOMAIN = 'agentmail.local';
const POD_ID = 'pod-sandbox';

export const newMessageId = () => `<${randomBytes(12).toString('hex')}@${SANDBOX_DOMAIN}>`;
export const newThreadId = () => randomUUID();
export const newAttachmentId = () => randomUUID();

export function createStore(dataFile?: string) {
  const state: SandboxState = load(dataFile);

  const save = () => {
    if (!dataFile) return;
    const tmp = `${dataFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(state));
    renameSync(tmp, dataFile);
  };

  return {
    state,
    save,
    /**
     * Recipients whose FIRST email is being sent right now (a send call to them is in progress
     * and no message to them is stored yet), and the most at once since the last reset; not
     * persisted. A repeated call for an email already stored does not count.
     */
    sends: { starting: new Set<string>(), maxStarting: 0 },
    inbox: (id: string) => state.inboxes.find((i) => i.inbox_id === id),
    createInbox(input: { username?: string; domain?: string; display_name?: string; client_id?: string }) {
      if (input.client_id) {
        const existing = state.inboxes.find((i) => i.client_id === input.client_id);
        if (existing) return existing;
      }
      const username = (input.username ?? `inbox-${randomBytes(4).toString('hex')}`).toLowerCase();
      const email = `${username}@${input.domain ?? SANDBOX_DOMAIN}`;
      if (state.inboxes.some((i) => i.inbox_id === email)) return undefined;
      const now = new Date().toISOString();
      const inbox: StoredInbox = {
        pod_id: POD_ID,
        inbox_id: email,
        email,
        ...(input.display_name ? { display_name: input.display_name } : {}),
        ...(input.client_id ? { client_id: input.client_id } : {}),
        created_at: now,
        updated_at: now,
      };
      state.inboxes.push(inbox);
      save();
      return inbox;
    },
    message: (inboxId: string, messageId: string) =>
      state.messages.find((m) => m.inbox_id === inboxId && m.message_id === messageId),
    findMessage: (messageId: string) => state.messages.find((m) => m.message_id === messageId),
    threadMessages: (inboxId: string, threadId: string) =>
      state.messages.filter((m) => m.inbox_id === inboxId && m.thread_id === threadId),
    addMessage(m: StoredMessage) {
      state.messages.push(m);
      save();
      return m;
    },
    /** Takes (and clears) the outcome set for the next send to an address. */
    takeOutcome(address: string): SendOutcome {
      const key = address.toLowerCase();
      const o = state.nextOutcome[key] ?? 'deliver';
      delete state.nextOutcome[key];
      save();
      return o;
    },
    /** Takes (and clears) the early event set for the next send to an address. */
    takeEarlyEvent(address: string): EarlyEvent | undefined {
      const key = address.toLowerCase();
      const e = state.earlyEvents[key];
      if (!e) return undefined;
      delete state.earlyEvents[key];
      save();
      return e;
    },
    /** Takes one injected fault matching the operation, if any. */
    takeFault(op: 'send' | 'reply' | 'read'): Fault | undefined {
      const f = state.faults.find((x) => x.remaining > 0 && (x.op === undefined || x.op === op));
      if (!f) return undefined;
      f.remaining -= 1;
      state.faults = state.faults.filter((x) => x.remaining > 0);
      return f;
    },
    /** What AgentMail does to an Idempotency-Key after 24 h: the next request with it is new. */
    forgetIdempotencyKeys() {
      state.idempotency = {};
      save();
    },
    reset() {
      state.inboxes = [];
      state.messages = [];
      state.idempotency = {};
      state.nextOutcome = {};
      state.earlyEvents = {};
      state.faults = [];
      save();
    },
  };
}

export type SandboxStore = ReturnType<typeof createStore>;

function load(dataFile?: string): SandboxState {
  const empty: SandboxState = {
    inboxes: [],
    messages: [],
    idempotency: {},
    nextOutcome: {},
    earlyEvents: {},
    faults: [],
  };
  if (!dataFile || !existsSync(dataFile)) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(dataFile, 'utf8')) as Partial<SandboxState>), faults: [] };
  } catch {
    return empty; // an unreadable file is a dev convenience lost, not a reason to refuse to start
  }
}

/** The new text of a reply: lines before the quoted history (`On … wrote:` or `>` lines). */
export function extractReplyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (/^On .*wrote:\s*$/.test(line.trim()) || line.startsWith('>')) break;
    out.push(line);
  }
  return out.join('\n').trim();
}
