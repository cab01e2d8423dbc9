import { call, enc } from './api.js';
import { field, h, replace } from './dom.js';
import { STATUSES, statusLabel, when } from './format.js';

/** The case list: status filters, search by clientReferenceId, newest first, refreshed every few seconds. */

const POLL_MS = 3000;

export function showCaseList(ctx) {
  document.title = 'Cases · Email Case Service console';
  const state = { statuses: new Set(), ref: '', pages: 1 };
  const list = h('ul', { class: 'cases', 'aria-label': 'Cases' });
  const more = h('button', { type: 'button', hidden: true }, 'Show more');
  const count = h('p', { class: 'hint' });

  const filters = h(
    'fieldset',
    { class: 'filters' },
    h('legend', {}, 'Status'),
    ...STATUSES.map((s) =>
      h(
        'label',
        { class: 'check' },
        h('input', {
          type: 'checkbox',
          value: s,
          onchange: (e) => {
            if (e.target.checked) state.statuses.add(s);
            else state.statuses.delete(s);
            state.pages = 1;
            void refresh();
          },
        }),
        ` ${statusLabel(s)}`,
      ),
    ),
  );
  const [refField, refInput] = field(
    'Search by clientReferenceId',
    h('input', { type: 'search', autocomplete: 'off', spellcheck: 'false' }),
  );
  const search = h(
    'form',
    {
      role: 'search',
      onsubmit: (e) => {
        e.preventDefault();
        state.ref = refInput.value.trim();
        state.pages = 1;
        void refresh();
      },
    },
    refField,
    h('button', { type: 'submit' }, 'Search'),
  );
  more.addEventListener('click', () => {
    state.pages += 1;
    void refresh();
  });
  replace(ctx.view, h('h1', {}, 'Cases'), h('div', { class: 'toolbar' }, filters, search), count, list, more);

  let alive = true;
  let timer;
  async function refresh() {
    clearTimeout(timer);
    try {
      const cases = [];
      let cursor = null;
      for (let page = 0; page < state.pages; page++) {
        const q = new URLSearchParams({ limit: '25' });
        if (state.statuses.size) q.set('status', [...state.statuses].join(','));
        if (state.ref) q.set('clientReferenceId', state.ref);
        if (cursor) q.set('cursor', cursor);
        const data = await call('GET', `/cases?${q}`);
        cases.push(...data.cases);
        cursor = data.nextCursor;
        if (!cursor) break;
      }
      if (!alive) return;
      replace(list, ...cases.map(caseItem));
      if (cases.length === 0) replace(list, h('li', { class: 'empty' }, 'No cases.'));
      count.textContent = `${cases.length} case${cases.length === 1 ? '' : 's'} shown`;
      more.hidden = !cursor;
    } catch (err) {
      if (!ctx.onAuthError(err)) ctx.announce(`Could not load the cases: ${err.message}`, 'error');
    }
    if (alive) timer = setTimeout(() => void refresh(), POLL_MS);
  }
  void refresh();
  return () => {
    alive = false;
    clearTimeout(timer);
  };
}

function caseItem(c) {
  return h(
    'li',
    { class: 'case', 'data-case-id': c.caseId },
    h(
      'a',
      { href: `#/cases/${enc(c.caseId)}` },
      h('span', { class: 'who' }, c.counterparty?.name ?? ''),
      ' ',
      h('span', { class: 'addr' }, c.counterparty?.address ?? ''),
    ),
    h('span', { class: `badge s-${c.status}` }, statusLabel(c.status)),
    c.pendingReview ? h('span', { class: 'badge review' }, 'review needed') : null,
    c.status === 'INPUT_NEEDED' && c.inputRequest?.status === 'PENDING'
      ? h('span', { class: 'badge input' }, 'input needed')
      : null,
    h('span', { class: 'goal' }, c.goal?.objective ?? ''),
    h(
      'span',
      { class: 'meta' },
      c.clientReferenceId ? `ref ${c.clientReferenceId} · ` : '',
      `updated ${when(c.updatedAt)}`,
    ),
  );
}
