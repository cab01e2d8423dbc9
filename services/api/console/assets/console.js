import { ApiError, apiKey } from './api.js';
import { showCaseList } from './case-list.js';
import { showCasePage } from './case-page.js';
import { showGroupList, showGroupPage } from './group-page.js';

/**
 * The console's entry: the API key (asked once per tab), hash routes (#/ the case list,
 * #/cases/{id} a case) and one polling loop per view for live updates. No page reload: every
 * change comes from the API as JSON and is drawn as text.
 */

const view = document.getElementById('view');
const keySection = document.getElementById('key-section');
const forget = document.getElementById('forget-key');
const statusEl = document.getElementById('status');

/** Announces a result to screen readers and shows it. */
export function announce(message, kind = 'info') {
  statusEl.textContent = message;
  statusEl.dataset.kind = kind;
}

let stop = () => {};

function route() {
  stop();
  stop = () => {};
  if (!apiKey.get()) {
    keySection.hidden = false;
    forget.hidden = true;
    view.replaceChildren();
    document.getElementById('api-key').focus();
    return;
  }
  keySection.hidden = true;
  forget.hidden = false;
  const match = /^#\/cases\/([^/?#]+)$/.exec(location.hash);
  const group = /^#\/groups\/([^/?#]+)$/.exec(location.hash);
  const ctx = { view, announce, onAuthError };
  if (group) stop = showGroupPage(ctx, decodeURIComponent(group[1]));
  else if (location.hash === '#/groups') stop = showGroupList(ctx);
  else stop = match ? showCasePage(ctx, decodeURIComponent(match[1])) : showCaseList(ctx);
}

/** A 401/403 on the key itself: forget it and ask again. */
function onAuthError(err) {
  if (
    err instanceof ApiError &&
    (err.code === 'UNAUTHORIZED' || (err.status === 403 && /key|account/i.test(err.message)))
  ) {
    apiKey.clear();
    announce(`The API key was refused: ${err.message}`, 'error');
    route();
    return true;
  }
  return false;
}

document.getElementById('key-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const input = document.getElementById('api-key');
  const key = input.value.trim();
  input.value = '';
  if (!key) return;
  apiKey.set(key);
  announce('API key set for this tab.');
  route();
});
forget.addEventListener('click', () => {
  apiKey.clear();
  announce('API key forgotten.');
  route();
});
window.addEventListener('hashchange', route);
route();
