import { call, enc } from './api.js';
import { h, replace } from './dom.js';
import { STATUSES, statusLabel, valueText, when } from './format.js';

/**
 * Case groups in the console (docs/case-groups.md): #/groups lists them, #/groups/{id} shows one
 * with its counts and its comparison table (ranked members, the best marked, then the others
 * with why they have no result), refreshed every few seconds. Text only, like every view.
 */

const POLL_MS = 3000;

function poll(ctx, load) {
  let timer;
  let stopped = false;
  const tick = async () => {
    try {
      await load();
    } catch (err) {
      if (!ctx.onAuthError(err)) ctx.announce(err.message, 'error');
    }
    if (!stopped) timer = setTimeout(tick, POLL_MS);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export function showGroupList(ctx) {
  document.title = 'Case groups · Email Case Service console';
  const list = h('ul', { class: 'cases', 'aria-label': 'Case groups' });
  replace(ctx.view, h('h1', {}, 'Case groups'), h('p', {}, h('a', { href: '#/' }, 'Cases')), list);
  return poll(ctx, async () => {
    const data = await call('GET', '/case-groups?limit=100');
    replace(
      list,
      data.groups.length === 0 ? h('li', {}, 'No case groups yet.') : null,
      ...data.groups.map((g) =>
        h(
          'li',
          {},
          h('a', { href: `#/groups/${enc(g.groupId)}` }, g.clientReferenceId ?? g.groupId),
          ` · ${g.size} counterparties · ${g.state}${g.finishReason ? ` (${g.finishReason})` : ''} · created ${when(g.createdAt)}`,
        ),
      ),
    );
  });
}

export function showGroupPage(ctx, groupId) {
  document.title = 'Case group · Email Case Service console';
  const body = h('div', {});
  replace(ctx.view, h('p', {}, h('a', { href: '#/groups' }, 'All case groups')), body);
  return poll(ctx, async () => {
    const g = await call('GET', `/case-groups/${enc(groupId)}`);
    const c = g.comparison;
    const field = c.compareBy ? c.compareBy.field : null;
    const ranked = h(
      'table',
      {},
      h(
        'caption',
        {},
        field ? `Ranked by ${field} (${c.compareBy.order === 'min' ? 'lowest' : 'highest'} is best)` : 'Completed',
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Rank'),
          h('th', { scope: 'col' }, 'Counterparty'),
          h('th', { scope: 'col' }, field ?? 'Result'),
          h('th', { scope: 'col' }, 'Case'),
        ),
      ),
      h(
        'tbody',
        {},
        ...c.ranked.map((r) =>
          h(
            'tr',
            { class: r.best ? 'best' : undefined },
            h('td', {}, r.best ? `${r.rank} (best)` : String(r.rank)),
            h('td', {}, r.counterpartyName),
            h('td', {}, valueText(field ? r.value : r.result)),
            h('td', {}, h('a', { href: `#/cases/${enc(r.caseId)}` }, 'open')),
          ),
        ),
      ),
    );
    const others = h(
      'table',
      {},
      h('caption', {}, 'Without a ranked result'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Counterparty'),
          h('th', { scope: 'col' }, 'Status'),
          h('th', { scope: 'col' }, 'Why'),
          h('th', { scope: 'col' }, 'Case'),
        ),
      ),
      h(
        'tbody',
        {},
        ...c.withoutResult.map((w) =>
          h(
            'tr',
            {},
            h('td', {}, w.counterpartyName),
            h('td', {}, statusLabel(w.status)),
            h('td', {}, w.reason),
            h('td', {}, h('a', { href: `#/cases/${enc(w.caseId)}` }, 'open')),
          ),
        ),
      ),
    );
    replace(
      body,
      h('h1', {}, `Case group ${g.clientReferenceId ?? g.groupId}`),
      h(
        'p',
        {},
        `${g.size} counterparties · ${g.state}${g.finishReason ? ` (${g.finishReason})` : ''} · at most ${g.maxConcurrent} starting at once${g.deadline ? ` · deadline ${when(g.deadline)}` : ''}`,
      ),
      h('p', {}, STATUSES.map((s) => `${statusLabel(s)}: ${g.counts[s]}`).join(' · ')),
      ranked,
      others,
    );
  });
}
