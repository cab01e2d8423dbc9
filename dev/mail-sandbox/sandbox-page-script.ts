/**
 * The mail sandbox page's script, served as /_sandbox/page.js (the page's CSP allows scripts
 * from the sandbox itself only). Every two seconds it fetches the thread list for the current
 * filters and swaps it in when it changed, keeping what you were typing in a reply form; forms
 * marked data-async are posted in the background, then the list is refreshed at once. Message
 * times are shown in the browser's time zone. Without
 * JavaScript the forms still work (they answer with a redirect to the page).
 */
export const PAGE_SCRIPT = `'use strict';
(() => {
  const main = document.getElementById('threads');
  if (!main) return;
  let last = main.innerHTML;
  let busy = false;

  // Times arrive as ISO UTC; shown in the browser's own zone (the UTC value stays in the tooltip).
  function localTimes() {
    for (const t of main.querySelectorAll('time[datetime]')) {
      const d = new Date(t.getAttribute('datetime'));
      if (!Number.isNaN(d.getTime())) t.textContent = d.toLocaleString();
    }
  }
  localTimes();
  const fields = ['text', 'fromName', 'attachmentName', 'attachmentText'];

  async function refresh() {
    if (busy) return;
    busy = true;
    try {
      const res = await fetch('/_sandbox/page/threads' + location.search, { cache: 'no-store' });
      if (!res.ok) return;
      const html = await res.text();
      if (html === last) return;
      const drafts = new Map();
      let focused;
      for (const form of main.querySelectorAll('form.reply')) {
        const values = {};
        for (const f of fields) if (form.elements[f]) values[f] = form.elements[f].value;
        drafts.set(form.dataset.thread, values);
        if (form.contains(document.activeElement)) focused = [form.dataset.thread, document.activeElement.name];
      }
      main.innerHTML = html;
      last = main.innerHTML;
      localTimes();
      for (const form of main.querySelectorAll('form.reply')) {
        const values = drafts.get(form.dataset.thread);
        if (values) for (const f of fields) if (form.elements[f] && values[f]) form.elements[f].value = values[f];
        if (focused && focused[0] === form.dataset.thread && form.elements[focused[1]]) form.elements[focused[1]].focus();
      }
    } catch {
      // the sandbox is restarting: try again on the next tick
    } finally {
      busy = false;
    }
  }

  document.addEventListener('submit', async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-async')) return;
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    try {
      const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), redirect: 'manual' });
      if (res.type !== 'opaqueredirect' && !res.ok) {
        alert('The sandbox refused that: ' + (await res.text()).slice(0, 300));
      } else if (form.classList.contains('reply')) {
        form.reset();
      }
    } finally {
      if (button) button.disabled = false;
      busy = false;
      await refresh();
    }
  });

  setInterval(() => { if (!document.hidden) void refresh(); }, 2000);
})();
`;
