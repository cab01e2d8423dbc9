import { escapeHtml } from './sandbox-page.js';
import type { Delivery } from './sandbox-webhooks.js';

/**
 * The page's "Webhook deliveries" panel: the newest deliveries to the service's receiver, each
 * with its svix-id, state and every attempt (time, HTTP status or `error`/`timeout`), and when
 * the next retry is due (Svix's schedule, compressed by the sandbox's retry scale).
 */

export const DELIVERIES_SHOWN = 15;

export function renderDeliveries(deliveries: Delivery[]): string {
  const newest = deliveries.slice(-DELIVERIES_SHOWN).reverse();
  if (newest.length === 0) return '<section class="deliveries"><h2>Webhook deliveries</h2><p>None yet.</p></section>';
  const rows = newest
    .map((d) => {
      const attempts = d.attempts
        .map((a) => `<span class="attempt a-${escapeHtml(String(a.status))}">${escapeHtml(String(a.status))}</span>`)
        .join(' ');
      const next = d.nextAttemptAt ? ` next ${escapeHtml(d.nextAttemptAt.slice(11, 23))}` : '';
      return `<tr class="delivery d-${escapeHtml(d.state)}" data-svix-id="${escapeHtml(d.svixId)}"><td>${escapeHtml(d.at.slice(11, 23))}</td><td>${escapeHtml(d.eventType)}</td><td><code>${escapeHtml(d.svixId)}</code></td><td class="state">${escapeHtml(d.state)}${next}</td><td class="attempts">${attempts || '—'}</td></tr>`;
    })
    .join('\n');
  return `<section class="deliveries"><h2>Webhook deliveries (newest ${newest.length})</h2>
<table><thead><tr><th>at (UTC)</th><th>event</th><th>svix-id</th><th>state</th><th>attempts</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
}
