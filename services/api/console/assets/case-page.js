import { call, enc } from './api.js';
import { h, replace } from './dom.js';
import { cancelForm, inputForm, reviewForms } from './case-forms.js';
import { statusLabel, valueText, when } from './format.js';

/**
 * One case: its state, the held draft with the approve/reject forms, the input request with its
 * answer form, the result with the evidence beside each field, attachments, the transcript and
 * the timeline; refreshed every few seconds. Display sections are redrawn; a form is redrawn only
 * when what it answers changes (a new draft, a new question), so typing is never lost.
 */

const POLL_MS = 2500;
const TERMINAL = new Set(['COMPLETED', 'FAILED']);

export function showCasePage(ctx, caseId) {
  const title = h('h1', {}, 'Case');
  const summary = h('section', { 'aria-labelledby': 'sum-h' });
  const review = h('section', { 'aria-labelledby': 'rev-h', hidden: true });
  const input = h('section', { 'aria-labelledby': 'in-h', hidden: true });
  const result = h('section', { 'aria-labelledby': 'res-h', hidden: true });
  const attachments = h('section', { 'aria-labelledby': 'att-h', hidden: true });
  const transcript = h('section', { 'aria-labelledby': 'tr-h' });
  const timeline = h('section', { 'aria-labelledby': 'tl-h' });
  const actions = h('section', { 'aria-labelledby': 'act-h', hidden: true });
  replace(
    ctx.view,
    h('p', {}, h('a', { href: '#/' }, '← All cases')),
    title,
    summary,
    review,
    input,
    result,
    attachments,
    transcript,
    timeline,
    actions,
  );
  const keys = { review: null, input: null, actions: null };

  let alive = true;
  let timer;
  async function refresh() {
    clearTimeout(timer);
    try {
      const [c, events, drafts] = await Promise.all([
        call('GET', `/cases/${enc(caseId)}?includeTranscript=true`).catch(() => call('GET', `/cases/${enc(caseId)}`)),
        call('GET', `/cases/${enc(caseId)}/events?limit=100`),
        call('GET', `/cases/${enc(caseId)}/drafts`),
      ]);
      if (!alive) return;
      draw(c, events.events, drafts.drafts);
    } catch (err) {
      if (!ctx.onAuthError(err)) ctx.announce(`Could not load the case: ${err.message}`, 'error');
    }
    if (alive) timer = setTimeout(() => void refresh(), POLL_MS);
  }
  const done = (ok) => {
    if (ok) {
      keys.review = keys.input = null;
      void refresh();
    }
  };

  function draw(c, events, drafts) {
    document.title = `${c.counterparty.name} · ${statusLabel(c.status)} · Email Case Service console`;
    replace(
      title,
      c.counterparty.name,
      ' ',
      h('span', { class: `badge s-${c.status}`, 'data-status': c.status }, statusLabel(c.status)),
    );
    drawSummary(c);

    const pr = c.pendingReview;
    review.hidden = !pr;
    if (!pr) keys.review = null;
    else if (keys.review !== pr.draftId) {
      keys.review = pr.draftId;
      const draft = drafts.find((d) => d.draftId === pr.draftId);
      replace(
        review,
        h('h2', { id: 'rev-h' }, 'An email waits for your approval'),
        h(
          'ul',
          { class: 'reasons', 'aria-label': 'Why it was held' },
          ...pr.reasons.map((r) => h('li', {}, r.message)),
        ),
        ...reviewForms(caseId, draft, pr, ctx, done),
      );
    }

    const ir = c.inputRequest;
    const asking = c.status === 'INPUT_NEEDED' && ir && ir.status === 'PENDING';
    input.hidden = !asking;
    if (!asking) keys.input = null;
    else if (keys.input !== ir.id) {
      keys.input = ir.id;
      replace(input, h('h2', { id: 'in-h' }, 'The case needs your answer'), inputForm(caseId, ir, ctx, done));
    }

    drawResult(c);
    drawAttachments(c);
    replace(
      transcript,
      h('h2', { id: 'tr-h' }, 'Transcript'),
      c.conversationThread
        ? h('pre', { class: 'transcript', tabindex: 0 }, c.conversationThread)
        : h('p', { class: 'hint' }, 'No email yet.'),
    );
    drawTimeline(events, drafts);

    const open = !TERMINAL.has(c.status);
    actions.hidden = !open;
    if (!open) keys.actions = null;
    else if (keys.actions !== 'open') {
      keys.actions = 'open';
      replace(actions, h('h2', { id: 'act-h' }, 'Actions'), cancelForm(caseId, ctx, done));
    }
  }

  function drawSummary(c) {
    const row = (k, ...v) => [h('dt', {}, k), h('dd', {}, ...v)];
    const cp = c.counterparty;
    replace(
      summary,
      h('h2', { id: 'sum-h', class: 'visually-hidden' }, 'Summary'),
      h(
        'dl',
        { class: 'summary' },
        ...row('Status', h('span', { 'data-field': 'status' }, c.status), c.resultStatus ? ` (${c.resultStatus})` : ''),
        ...row('Goal', c.goal.objective),
        ...row(
          'Counterparty',
          cp.name,
          ' ',
          h('span', { class: 'addr' }, `<${cp.address}>`),
          cp.company ? `, ${cp.company}` : '',
        ),
        ...(c.clientReferenceId ? row('Reference', c.clientReferenceId) : []),
        ...row('Emails sent', String(c.attemptCount)),
        ...row('Next action', when(c.nextActionAt)),
        ...(c.review ? row('Review', c.review) : []),
        ...row('Case id', h('code', {}, c.caseId)),
      ),
    );
  }

  function drawResult(c) {
    result.hidden = c.result === undefined;
    if (c.result === undefined) return;
    const evidence = c.resultEvidence ?? {};
    const fields =
      c.result && typeof c.result === 'object' && !Array.isArray(c.result)
        ? Object.entries(c.result)
        : [['result', c.result]];
    replace(
      result,
      h('h2', { id: 'res-h' }, 'Result'),
      h(
        'table',
        { class: 'result' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'Field'),
            h('th', { scope: 'col' }, 'Value'),
            h('th', { scope: 'col' }, 'Evidence'),
          ),
        ),
        h(
          'tbody',
          {},
          ...fields.map(([k, v]) =>
            h(
              'tr',
              { 'data-field': k },
              h('th', { scope: 'row' }, k),
              h('td', {}, valueText(v)),
              h(
                'td',
                {},
                evidence[k]
                  ? h('blockquote', { class: 'quote' }, evidence[k].quote)
                  : h('span', { class: 'hint' }, 'no quote'),
              ),
            ),
          ),
        ),
      ),
    );
  }

  function drawAttachments(c) {
    attachments.hidden = c.attachments.length === 0;
    if (c.attachments.length === 0) return;
    replace(
      attachments,
      h('h2', { id: 'att-h' }, 'Attachments'),
      h(
        'ul',
        {},
        ...c.attachments.map((a) =>
          h(
            'li',
            {},
            h(
              'button',
              {
                type: 'button',
                class: 'link',
                onclick: async () => {
                  try {
                    const d = await call('GET', `/cases/${enc(caseId)}/attachments/${enc(a.attachmentId)}`);
                    window.open(d.downloadUrl, '_blank', 'noopener,noreferrer');
                  } catch (err) {
                    ctx.announce(`Download failed: ${err.message}`, 'error');
                  }
                },
              },
              `Download ${a.name}`,
            ),
            ` (${a.type}, ${a.size} bytes)`,
          ),
        ),
      ),
    );
  }

  function drawTimeline(events, drafts) {
    const latestByEvent = new Map();
    for (const e of events)
      if (typeof e.eventId === 'string' && e.type.startsWith('webhook.') && e.type !== 'webhook.resend_requested')
        latestByEvent.set(e.eventId, e.id);
    replace(
      timeline,
      h('h2', { id: 'tl-h' }, 'Timeline'),
      h(
        'ol',
        { class: 'timeline' },
        ...events.map((e) => timelineItem(e, drafts, latestByEvent.get(e.eventId) === e.id)),
      ),
    );
  }

  function timelineItem(e, drafts, resendable) {
    const { id: _id, type, at, ...details } = e;
    const text = Object.entries(details)
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) => `${k}: ${v}`)
      .join(' · ');
    const edit = type === 'review.approved' && e.edited ? drafts.find((d) => d.draftId === e.draftId)?.edit : undefined;
    return h(
      'li',
      { 'data-type': type },
      h('time', {}, when(at)),
      ' ',
      h('strong', {}, type),
      text ? h('span', { class: 'details' }, ` ${text}`) : null,
      edit?.text !== undefined
        ? h('pre', { class: 'edit', 'aria-label': 'The edited text that was approved' }, edit.text)
        : null,
      resendable
        ? h(
            'button',
            {
              type: 'button',
              class: 'secondary small',
              onclick: async () => {
                try {
                  await call('POST', `/cases/${enc(caseId)}/webhooks/${enc(e.eventId)}/resend`);
                  ctx.announce(`Webhook ${e.event} queued again.`);
                  void refresh();
                } catch (err) {
                  ctx.announce(`Not resent: ${err.message}`, 'error');
                }
              },
            },
            `Resend ${e.event}`,
          )
        : null,
    );
  }

  void refresh();
  return () => {
    alive = false;
    clearTimeout(timer);
  };
}
