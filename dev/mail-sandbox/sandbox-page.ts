import { isFinished, type CaseStatus } from './sandbox-case-status.js';
import type { SandboxState, StoredMessage } from './sandbox-store.js';

/**
 * The page where a person plays the counterparty: one card per thread (newest activity first,
 * a page at a time, filtered by address or case), each with its case id and the case's status
 * and resultStatus as the API reports them, its messages (attachments as links), buttons for
 * delivery failures, and a reply form while the case is not finished. Plain server-rendered
 * HTML that page.js refreshes in place every two seconds; every value is escaped (email text is
 * untrusted).
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const THREADS_PER_PAGE = 10;

export interface PageQuery {
  /** Part of the counterparty's address, any case. */
  address?: string;
  /** Part of the case id. */
  caseId?: string;
  /** 1-based. */
  page: number;
}

export interface SandboxThread {
  threadId: string;
  counterparty: string;
  caseId: string | undefined;
  messages: StoredMessage[];
}

/** Threads matching the filters, newest activity first, and the requested page of them. */
export function selectThreads(
  state: SandboxState,
  query: PageQuery,
  caseIdOf: (messages: StoredMessage[]) => string | undefined,
): { threads: SandboxThread[]; total: number; pages: number; page: number } {
  const byThread = new Map<string, StoredMessage[]>();
  for (const m of state.messages) byThread.set(m.thread_id, [...(byThread.get(m.thread_id) ?? []), m]);
  const address = query.address?.trim().toLowerCase();
  const caseFilter = query.caseId?.trim().toLowerCase();
  const all: SandboxThread[] = [];
  for (const [threadId, messages] of byThread) {
    const thread = { threadId, counterparty: messages[0]!.counterparty, caseId: caseIdOf(messages), messages };
    if (address && !thread.counterparty.includes(address)) continue;
    if (caseFilter && !thread.caseId?.includes(caseFilter)) continue;
    all.push(thread);
  }
  const last = (t: SandboxThread) => t.messages[t.messages.length - 1]!.timestamp;
  all.sort((a, b) => (last(a) < last(b) ? 1 : last(a) > last(b) ? -1 : 0));
  const pages = Math.max(1, Math.ceil(all.length / THREADS_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), pages);
  return { threads: all.slice((page - 1) * THREADS_PER_PAGE, page * THREADS_PER_PAGE), total: all.length, pages, page };
}

const queryString = (q: PageQuery, page: number) => {
  const p = new URLSearchParams();
  if (q.address) p.set('address', q.address);
  if (q.caseId) p.set('case', q.caseId);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return s ? `?${s}` : '?';
};

/** The part page.js replaces: the list of threads and the pager. */
export function renderThreads(
  state: SandboxState,
  selection: ReturnType<typeof selectThreads>,
  query: PageQuery,
  statuses: Map<string, CaseStatus>,
): string {
  const { threads, total, pages, page } = selection;
  const pager =
    pages > 1
      ? `<nav class="pager">${page > 1 ? `<a href="${escapeHtml(queryString(query, page - 1))}">← newer</a>` : ''}
 page ${page} of ${pages} (${total} threads)
${page < pages ? `<a href="${escapeHtml(queryString(query, page + 1))}">older →</a>` : ''}</nav>`
      : `<p class="count">${total} thread${total === 1 ? '' : 's'}</p>`;
  const empty =
    state.messages.length === 0
      ? '<p>No mail yet. Create a case and its first email appears here.</p>'
      : total === 0
        ? '<p>No thread matches these filters.</p>'
        : '';
  return `${pager}${empty}${threads.map((t) => renderThread(t, t.caseId ? statuses.get(t.caseId) : undefined, state)).join('\n')}${pages > 1 ? pager : ''}`;
}

function renderStatus(caseId: string | undefined, status: CaseStatus | undefined): string {
  if (!caseId) return '<span class="case">no case (not sent by the service)</span>';
  const link = status?.consoleUrl
    ? ` <a class="console-link" href="${escapeHtml(status.consoleUrl)}" target="_blank" rel="noopener noreferrer">open in the console</a>`
    : '';
  const id = `<span class="case">case <code class="case-id">${escapeHtml(caseId)}</code>${link}</span>`;
  if (!status || status.kind === 'unavailable') {
    return `${id} <span class="status unknown">status unknown: ${escapeHtml(status?.reason ?? 'not read yet')}</span>`;
  }
  const result =
    status.status === 'COMPLETED' && status.result !== undefined
      ? `<div class="case-result">Result: <code>${escapeHtml(JSON.stringify(status.result))}</code></div>`
      : '';
  const waiting =
    status.status === 'INPUT_NEEDED'
      ? `<div class="waiting">Waiting for the client, not for you: the counterparty asked something only the client can answer${
          status.question ? ` (“${escapeHtml(status.question)}”)` : ''
        }. The client answers with <code>POST /cases/${escapeHtml(caseId)}/input</code>${
          status.consoleUrl
            ? ` or <a class="console-answer" href="${escapeHtml(status.consoleUrl)}" target="_blank" rel="noopener noreferrer">in the console</a>`
            : ''
        }; then the service replies here.</div>`
      : '';
  return `${id} <span class="status s-${escapeHtml(status.status.toLowerCase())}" data-status="${escapeHtml(status.status)}">${escapeHtml(status.status)}</span>
 <span class="result">resultStatus: <b class="result-status">${escapeHtml(status.resultStatus ?? '—')}</b></span>${result}${waiting}`;
}

function renderThread(t: SandboxThread, status: CaseStatus | undefined, state: SandboxState): string {
  const last = t.messages[t.messages.length - 1]!;
  const pending = state.nextOutcome[t.counterparty];
  const replyForm = isFinished(status)
    ? `<p class="finished">This case is finished (${escapeHtml(status?.kind === 'case' ? status.status : '')}): nothing more to answer.</p>`
    : `<form method="post" action="/_sandbox/form/reply" class="reply" data-async data-thread="${escapeHtml(t.threadId)}">
  <input type="hidden" name="messageId" value="${escapeHtml(last.message_id)}">
  <textarea name="text" placeholder="Reply as ${escapeHtml(t.counterparty)}" required></textarea>
  <div class="row"><label>Your name <input name="fromName"></label>
  <label>Attachment name <input name="attachmentName" placeholder="notes.txt"></label>
  <label>content <input name="attachmentText"></label>
  <button>Send reply</button></div>
</form>`;
  return `<article class="thread" data-thread="${escapeHtml(t.threadId)}"${t.caseId ? ` data-case="${escapeHtml(t.caseId)}"` : ''}>
<header><h3>${escapeHtml(t.messages[0]!.subject ?? '(no subject)')}</h3>
<div class="facts">${renderStatus(t.caseId, status)} <span class="who">with <code>${escapeHtml(t.counterparty)}</code></span></div></header>
${t.messages.map(renderMessage).join('\n')}
${replyForm}
<form method="post" action="/_sandbox/form/outcome" class="inline outcome" data-async>
  <input type="hidden" name="address" value="${escapeHtml(t.counterparty)}">
  Next send to ${escapeHtml(t.counterparty)}: <select name="outcome" title="What the mail provider does with the service's next email to this address">${[
    'deliver',
    'bounce',
    'complain',
    'reject',
    'refuse',
  ]
    .map((o) => `<option${(pending ?? 'deliver') === o ? ' selected' : ''}>${o}</option>`)
    .join('')}</select> <button>Set</button>
  <span class="hint">To try failures: <b>deliver</b> is normal; <b>bounce</b>, <b>complain</b> and <b>reject</b> accept the next email, then report that by webhook; <b>refuse</b> makes the send itself fail. It applies once, to the next email only.</span>
</form></article>`;
}

function renderMessage(m: StoredMessage): string {
  const failButtons =
    m.direction === 'outbound'
      ? ['bounce', 'complain', 'reject']
          .map(
            (k) => `<form method="post" action="/_sandbox/form/fail" class="inline" data-async>
<input type="hidden" name="messageId" value="${escapeHtml(m.message_id)}"><input type="hidden" name="kind" value="${k}"><button class="small">${k}</button></form>`,
          )
          .join(' ')
      : '';
  const files = m.attachments
    .map(
      (a) =>
        `<a class="attachment" href="/_sandbox/page/attachments/${encodeURIComponent(m.message_id)}/${encodeURIComponent(a.attachment_id)}">${escapeHtml(a.filename)}</a> <span class="meta">(${a.size} B)</span>`,
    )
    .join(' ');
  const who = m.direction === 'outbound' ? 'the service' : 'the counterparty';
  return `<div class="msg ${m.direction}"><div class="meta">${escapeHtml(who)}: ${escapeHtml(m.from)} → ${escapeHtml(m.to.join(', '))} · <time datetime="${escapeHtml(m.timestamp)}" title="${escapeHtml(m.timestamp)}">${escapeHtml(
    m.timestamp,
  )}</time> ${failButtons}</div><div class="body">${escapeHtml(m.text ?? m.html ?? '')}</div>${files ? `<div class="files">Attachments: ${files}</div>` : ''}</div>`;
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
.top{background:#1d2330;color:#fff;padding:.8em 2em}
.top h1{margin:0;font-size:20px}.top p{margin:.3em 0 0;color:#c9cfdb;font-size:13px}.top code{color:#fff}
main,.filters{max-width:62em;margin:0 auto;padding:0 2em}
.filters{margin-top:1em}.filters input{padding:.3em;width:16em}
.thread{background:#fff;border:1px solid #d5d9e0;border-radius:6px;padding:.6em 1.2em;margin:1em 0}
.thread h3{margin:.2em 0}
.facts{font-size:13px;color:#444;display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center}
.status{font-weight:600;padding:.1em .6em;border-radius:1em;background:#e3e8f0}
.s-completed{background:#d3f2dc;color:#17632e}.s-failed{background:#fadcdc;color:#8a1c1c}
.s-input_needed{background:#fff0c2;color:#6b5200}.s-running,.s-created{background:#dde9fb;color:#1d4f91}
.status.unknown{font-weight:400;background:#eee;color:#555}
.case-result{margin:.3em 0 0}.case-result code{background:#e6f4ea;padding:.1em .4em;border-radius:3px}
.waiting{margin:.3em 0 0;padding:.3em .6em;background:#fff4e0;border-left:3px solid #e0a030}
.outcome .hint{display:block;color:#5a6272;font-size:12px;margin-top:.2em}
.msg{border-left:4px solid #5b8fd6;padding:.3em .9em;margin:.7em 0;background:#fafbfc}
.msg.inbound{border-color:#3f9b5b}
.body{white-space:pre-wrap}
.meta{color:#5a6270;font-size:12px}
.files{margin-top:.3em}.attachment{margin-right:1em}
textarea{width:100%;height:5em;box-sizing:border-box;font:inherit}
.row{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:center;margin:.3em 0}
.inline{display:inline}.outcome{font-size:12px;color:#5a6270}
.finished{color:#17632e;font-style:italic}
button{font:inherit;padding:.2em .9em}button.small{font-size:11px;padding:0 .5em}
.pager,.count{color:#5a6270;font-size:13px}.pager a{margin:0 .6em}
.deliveries{font-size:12px;margin:2em 0}.deliveries table{border-collapse:collapse;width:100%}
.deliveries td,.deliveries th{text-align:left;padding:.15em .5em;border-bottom:1px solid #e3e6eb}
.attempt{padding:0 .4em;border-radius:.6em;background:#fadcdc}.attempt.a-200,.attempt.a-204{background:#d3f2dc}
.d-retrying .state{color:#8a5a00}.d-failed .state{color:#8a1c1c}
`;

export function renderSandboxPage(
  state: SandboxState,
  webhookUrl: string | undefined,
  query: PageQuery,
  threadsHtml: string,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail sandbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style><script src="/_sandbox/page.js" defer></script></head><body>
<div class="top"><h1>Mail sandbox</h1>
<p>You are the counterparty: answer the service's emails here. This page updates itself. Webhooks go to
<code>${escapeHtml(webhookUrl ?? '(none)')}</code>; inboxes: ${state.inboxes.map((i) => `<code>${escapeHtml(i.email)}</code>`).join(', ') || '(none yet)'}.</p></div>
<form class="filters" method="get" action="/">
  <label>Address <input name="address" value="${escapeHtml(query.address ?? '')}" placeholder="part of an address"></label>
  <label>Case <input name="case" value="${escapeHtml(query.caseId ?? '')}" placeholder="part of a case id"></label>
  <button>Filter</button> <a href="/">all threads</a>
</form>
<main id="threads">${threadsHtml}</main>
</body></html>`;
}
