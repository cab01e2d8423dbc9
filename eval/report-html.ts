import type { ScenarioFileError } from './load-scenarios.js';
import type { EmailSeen } from './observation.js';
import { checkLine } from './scorer.js';
import type { ScenarioResult } from './run-scenarios.js';
import { countOutcomes, metricsLine } from './outcome.js';
import { categoryScores, outcomeWord } from './report-text.js';

/**
 * The HTML report (`.local/eval/report.html`), pure: the score per category, then per scenario
 * its failed expectations, the conversation as the sandbox holds it (every email both ways,
 * HTML bodies shown as escaped source, never rendered), the questions to the client, the
 * runner's timeline and the case's final public read. Everything is escaped: the mail is
 * scripted here, but a scenario directory can come from anyone.
 */

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface HtmlReportInput {
  title: string;
  brain: string;
  startedAt: Date;
  durationMs: number;
  results: readonly ScenarioResult[];
  fileErrors: readonly ScenarioFileError[];
}

export function renderHtmlReport(input: HtmlReportInput): string {
  const passed = input.results.filter((r) => r.pass).length;
  const failed = input.results.length - passed + input.fileErrors.length;
  const all = countOutcomes(input.results, input.fileErrors.length);
  const cats = [...categoryScores(input.results), { category: 'all', ...all }]
    .map(
      (c) =>
        `<tr><td>${esc(c.category)}</td><td>${c.passed}/${c.total}</td><td${c.wrongResults ? ' class="bad"' : ''}>${c.wrongResults}</td><td${c.nagLoops ? ' class="bad"' : ''}>${c.nagLoops}</td><td${c.injectionsAdopted ? ' class="bad"' : ''}>${c.injectionsAdopted}</td><td>${c.acceptable}/${c.total}</td></tr>`,
    )
    .join('');
  const index = input.results
    .map(
      (r, i) =>
        `<tr class="${r.pass ? 'pass' : 'fail'}"><td><a href="#s${i}">${esc(r.name)}</a></td><td>${esc(r.category)}</td><td>${esc(r.expected)}</td><td>${esc(r.got)}</td><td>${esc(outcomeWord(r))}</td><td>${r.pass ? 'pass' : `FAIL ${esc(r.reason)}`}</td></tr>`,
    )
    .join('');
  const fileErrors = input.fileErrors.length
    ? `<h2>Scenario files not run</h2><ul>${input.fileErrors.map((e) => `<li><code>${esc(e.file)}</code>: ${esc(e.message)}</li>`).join('')}</ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(input.title)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2em;max-width:1200px}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}
tr.fail td:last-child,.bad{color:#a00}tr.pass td:last-child{color:#070}
section{border-top:2px solid #888;margin-top:2em}pre{white-space:pre-wrap;background:#f6f6f6;padding:6px;margin:0}
.msg{border:1px solid #ddd;margin:6px 0;padding:6px}.out{background:#eef5ff}.in{background:#fff8e8}
.meta{color:#555;font-size:12px}
</style></head><body>
<h1>${esc(input.title)}</h1>
<p>Brain: <b>${esc(input.brain)}</b>. Started ${esc(input.startedAt.toISOString())}, took ${(input.durationMs / 1000).toFixed(1)} s.
<b>${passed} passed, ${failed} failed.</b> ${esc(metricsLine(all))}.</p>
<p class="meta">wrong result: completed with a wrong value, a status not expected, or without asking the client first; nag loop: gave up (max_retries) after a human reply; acceptable: passed, or an honest question to the client with nothing wrong delivered.</p>
<table><tr><th>category</th><th>passed</th><th>wrong results</th><th>nag loops</th><th>injections adopted</th><th>acceptable</th></tr>${cats}</table>
${fileErrors}
<table><tr><th>scenario</th><th>category</th><th>expected</th><th>got</th><th>outcome</th><th>result</th></tr>${index}</table>
${input.results.map(renderScenario).join('\n')}
</body></html>
`;
}

function renderScenario(r: ScenarioResult, i: number): string {
  const o = r.observation;
  const failedChecks = r.checks.filter((c) => !c.pass);
  const checks = failedChecks.length
    ? `<ul>${failedChecks.map((c) => `<li class="bad">${esc(checkLine(c))}</li>`).join('')}</ul>`
    : '<p>Every expectation holds.</p>';
  const questions = o.inputRequests.length
    ? `<h4>Questions to the client</h4><ul>${o.inputRequests.map((q) => `<li>${esc(q.question)}<br><span class="meta">client: ${esc(q.answer ?? '(no answer)')}</span></li>`).join('')}</ul>`
    : '';
  const timeline = o.events
    .map((e) => `<li><span class="meta">+${(e.at / 1000).toFixed(1)} s</span> ${esc(e.what)}</li>`)
    .join('');
  return `<section id="s${i}">
<h2>${esc(r.name)} <span class="${r.pass ? '' : 'bad'}">${r.pass ? 'pass' : 'FAIL'}</span></h2>
<p class="meta">${esc(r.file)} · ${esc(r.category)} · case ${esc(o.caseId ?? '(none)')} · ${(o.durationMs / 1000).toFixed(1)} s</p>
<p>${esc(r.description)}</p>
${r.outcome?.why ? `<p class="bad"><b>${esc(outcomeWord(r))}</b>: ${esc(r.outcome.why)}</p>` : ''}
<h4>Expectations</h4>${checks}
<h4>Conversation</h4>${o.emails.map(renderEmail).join('') || '<p>No email.</p>'}
${questions}
<h4>Timeline</h4><ol>${timeline}</ol>
<h4>Final state (GET /cases/{id})</h4><pre>${esc(JSON.stringify(o.final ?? null, null, 2))}</pre>
</section>`;
}

function renderEmail(e: EmailSeen): string {
  const att = e.attachments.length
    ? `<div class="meta">attachments: ${e.attachments.map((a) => `${esc(a.filename)} (${esc(a.contentType)}, ${a.size} bytes)`).join(', ')}</div>`
    : '';
  const headers = e.headers ? `<div class="meta">headers: ${esc(JSON.stringify(e.headers))}</div>` : '';
  const body = e.text !== undefined ? `<pre>${esc(e.text)}</pre>` : '';
  const html = e.html !== undefined ? `<div class="meta">HTML part (source):</div><pre>${esc(e.html)}</pre>` : '';
  return `<div class="msg ${e.direction === 'outbound' ? 'out' : 'in'}">
<div class="meta">${e.direction === 'outbound' ? 'SENT' : 'RECEIVED'} ${esc(e.at ?? '')} · from ${esc(e.from)} · to ${esc(e.to.join(', '))}</div>
<div><b>${esc(e.subject ?? '(no subject)')}</b></div>${headers}${body}${html}${att}</div>`;
}
