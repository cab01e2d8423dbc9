import { call, enc } from './api.js';
import { field, h } from './dom.js';

/**
 * The console's forms on a case: approve (with an edit) or reject the held draft, answer the
 * input request, cancel the case. Each posts to the public API and reports through `done`.
 */

/** Approve (optionally edited) and reject forms of the pending draft. */
export function reviewForms(caseId, draft, pendingReview, ctx, done) {
  const subject = h('input', { type: 'text', value: draft?.subject ?? '', maxlength: 300 });
  const text = h('textarea', { rows: 10, maxlength: 20000 });
  text.value = draft?.text ?? '';
  const [subjectField] = field(
    'Subject',
    subject,
    draft?.kind === 'initial' ? undefined : 'Replies keep the subject of the thread.',
  );
  const [textField] = field('Email text', text, 'Edit before approving if you like: the edited text is what is sent.');
  const approve = h(
    'form',
    {
      class: 'card',
      'aria-label': 'Approve the email',
      onsubmit: async (e) => {
        e.preventDefault();
        const body = {};
        if (draft && subject.value.trim() !== draft.subject) body.subject = subject.value.trim();
        if (draft && text.value.trim() !== draft.text.trim()) body.text = text.value;
        await submit(
          ctx,
          done,
          approve,
          () => call('POST', `/cases/${enc(caseId)}/drafts/${enc(pendingReview.draftId)}/approve`, body),
          Object.keys(body).length ? 'Approved with your edit: the email is queued.' : 'Approved: the email is queued.',
        );
      },
    },
    h('h3', {}, 'Approve'),
    subjectField,
    textField,
    h('button', { type: 'submit' }, 'Approve and send'),
  );
  const reason = h('textarea', { rows: 3, maxlength: 1000, required: true });
  const [reasonField] = field('Why not', reason, 'The case asks you this back as its question, unless you cancel it.');
  const cancel = h('input', { type: 'checkbox' });
  const reject = h(
    'form',
    {
      class: 'card',
      'aria-label': 'Reject the email',
      onsubmit: async (e) => {
        e.preventDefault();
        await submit(
          ctx,
          done,
          reject,
          () =>
            call('POST', `/cases/${enc(caseId)}/drafts/${enc(pendingReview.draftId)}/reject`, {
              reason: reason.value,
              cancel: cancel.checked,
            }),
          cancel.checked ? 'Rejected: the case is being cancelled.' : 'Rejected: nothing was sent.',
        );
      },
    },
    h('h3', {}, 'Reject'),
    reasonField,
    h('label', { class: 'check' }, cancel, ' Cancel the case instead'),
    h('button', { type: 'submit', class: 'secondary' }, 'Reject'),
  );
  return [approve, reject];
}

/** The answer form of a pending input request. */
export function inputForm(caseId, request, ctx, done) {
  const answer = h('textarea', { rows: 4, maxlength: 20000, required: true });
  const [answerField] = field('Your answer', answer);
  const form = h(
    'form',
    {
      class: 'card',
      'aria-label': 'Answer the question',
      onsubmit: async (e) => {
        e.preventDefault();
        await submit(
          ctx,
          done,
          form,
          () =>
            call('POST', `/cases/${enc(caseId)}/input`, { inputRequestId: request.id, providedContext: answer.value }),
          'Answer sent: the case goes on.',
        );
      },
    },
    h('blockquote', { class: 'question' }, request.question),
    answerField,
    h('button', { type: 'submit' }, 'Send answer'),
  );
  return form;
}

/** Cancel the case, with an optional reason. */
export function cancelForm(caseId, ctx, done) {
  const reason = h('input', { type: 'text', maxlength: 500 });
  const [reasonField] = field('Reason (optional)', reason);
  const form = h(
    'form',
    {
      'aria-label': 'Cancel the case',
      onsubmit: async (e) => {
        e.preventDefault();
        const body = reason.value.trim() ? { reason: reason.value.trim() } : undefined;
        await submit(ctx, done, form, () => call('POST', `/cases/${enc(caseId)}/cancel`, body), 'Cancel requested.');
      },
    },
    reasonField,
    h('button', { type: 'submit', class: 'danger' }, 'Cancel case'),
  );
  return h('details', { class: 'card' }, h('summary', {}, 'Cancel this case'), form);
}

/** Disables the form while posting; announces the outcome. */
async function submit(ctx, done, form, post, ok) {
  const buttons = [...form.querySelectorAll('button')];
  for (const b of buttons) b.disabled = true;
  try {
    await post();
    ctx.announce(ok);
    done(true);
  } catch (err) {
    if (!ctx.onAuthError(err)) ctx.announce(`Not done: ${err.message}`, 'error');
    for (const b of buttons) b.disabled = false;
    done(false);
  }
}
