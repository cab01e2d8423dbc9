import type { SandboxState, StoredMessage } from './sandbox-store.js';

/**
 * The page where a person plays the counterparty: every address the service wrote to, its
 * threads and messages, a reply form per thread, and buttons for delivery failures. Plain
 * server-rendered HTML; every value is escaped (email text is untrusted).
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderSandboxPage(state: SandboxState, webhookUrl: string | undefined): string {
  const byAddress = new Map<string, Map<string, StoredMessage[]>>();
  for (const m of state.messages) {
    const threads = byAddress.get(m.counterparty) ?? new Map<string, StoredMessage[]>();
    threads.set(m.thread_id, [...(threads.get(m.thread_id) ?? []), m]);
    byAddress.set(m.counterparty, threads);
  }
  const sections = [...byAddress.entries()].map(([address, threads]) => {
    const pending = state.nextOutcome[address];
    return `<section><h2>${escapeHtml(address)}</h2>
<form method="post" action="/_sandbox/form/outcome" class="inline">
  <input type="hidden" name="address" value="${escapeHtml(address)}">
  Next send to this address: <select name="outcome">${['deliver', 'bounce', 'complain', 'reject', 'refuse']
    .map((o) => `<option${(pending ?? 'deliver') === o ? ' selected' : ''}>${o}</option>`)
    .join('')}</select> <button>Set</button>
</form>
${[...threads.values()].map(renderThread).join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail sandbox</title>
<style>
body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}
section{border-top:2px solid #333;margin-top:2em}
.thread{border:1px solid #ccc;padding:.5em 1em;margin:1em 0}
.msg{border-left:4px solid #69c;padding:.2em .8em;margin:.6em 0;white-space:pre-wrap}
.msg.inbound{border-color:#6a6}
.meta{color:#555;font-size:12px;white-space:normal}
textarea{width:100%;height:6em}
.inline{display:inline}
</style></head><body>
<h1>Mail sandbox</h1>
<p>Webhooks go to: <code>${escapeHtml(webhookUrl ?? '(none)')}</code>. Inboxes: ${state.inboxes
    .map((i) => `<code>${escapeHtml(i.email)}</code>`)
    .join(', ') || '(none yet)'}.</p>
${sections.join('\n') || '<p>No mail yet. Create a case and its first email appears here.</p>'}
</body></html>`;
}

function renderThread(messages: StoredMessage[]): string {
  const last = messages[messages.length - 1]!;
  return `<div class="thread"><h3>${escapeHtml(messages[0]!.subject ?? '(no subject)')}</h3>
${messages.map(renderMessage).join('\n')}
<form method="post" action="/_sandbox/form/reply">
  <input type="hidden" name="messageId" value="${escapeHtml(last.message_id)}">
  <label>Your name <input name="fromName"></label><br>
  <textarea name="text" placeholder="Reply as the counterparty" required></textarea><br>
  <label>Attachment name <input name="attachmentName" placeholder="notes.txt"></label>
  <label>content <input name="attachmentText"></label><br>
  <button>Send reply</button>
</form></div>`;
}

function renderMessage(m: StoredMessage): string {
  const failButtons =
    m.direction === 'outbound'
      ? ['bounce', 'complain', 'reject']
          .map(
            (k) => `<form method="post" action="/_sandbox/form/fail" class="inline">
<input type="hidden" name="messageId" value="${escapeHtml(m.message_id)}"><input type="hidden" name="kind" value="${k}"><button>${k}</button></form>`,
          )
          .join(' ')
      : '';
  const files = m.attachments.map((a) => escapeHtml(`${a.filename} (${a.size} B)`)).join(', ');
  return `<div class="msg ${m.direction}"><div class="meta">${escapeHtml(m.from)} → ${escapeHtml(m.to.join(', '))} · ${escapeHtml(
    m.timestamp,
  )} · ${escapeHtml(m.labels.join(' '))}${files ? ` · 📎 ${files}` : ''} ${failButtons}</div>${escapeHtml(m.text ?? m.html ?? '')}</div>`;
}
