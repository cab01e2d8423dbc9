import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { useStack } from '../support/use-stack.js';

/**
 * The mail sandbox page in a real headless browser (Debian's chromium driven by playwright-core):
 * a person reads the service's email, sees the case id, status and resultStatus the API reports,
 * answers with an attachment, and watches the case finish without reloading the page; the reply
 * form is gone then, the attachment is a link, and the filters find the thread. A case waiting
 * for its client says so (with the question), a completed one shows its result, message times
 * are in the browser's zone, and the next-send control explains itself. Screenshots are left in
 * .local/sandbox-page.png and .local/sandbox-page-result.png.
 */

const t = useStack({ user: false });
const browser = useBrowser({
  viewport: { width: 1100, height: 900 },
  // A zone and locale far from UTC: message times must be shown in the browser's own.
  timezoneId: 'Asia/Tokyo',
  locale: 'en-GB',
});

describe('mail sandbox page', () => {
  it('shows the case and its status, updates itself when the counterparty replies, then hides the reply form', async (ctx) => {
    if (!browser.context) return ctx.skip(browser.reason);
    const { apiKey } = await t.s.createUser();
    t.s.mail.sandbox.setCaseApi({ url: t.s.apiServer.url, apiKey });
    const caseId = await t.s.createCase(apiKey);
    const address = (await t.s.api('GET', `/cases/${caseId}`, undefined, apiKey)).body.data.counterparty
      .address as string;
    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
    const other = await t.s.createCase(apiKey); // a second thread, for the filters

    const page = await browser.context.newPage();
    await page.goto(t.s.mail.url);
    const thread = page.locator(`article.thread[data-case="${caseId}"]`);
    await expect.poll(() => thread.count()).toBe(1);
    expect(await thread.locator('.case-id').textContent()).toBe(caseId);
    expect(await thread.locator('.status').getAttribute('data-status')).toBe('RUNNING');
    expect(await thread.locator('.result-status').textContent()).toBe('—');

    // No reload from here on: a reload would drop this marker.
    await page.evaluate(() => ((globalThis as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    await thread.locator('textarea[name=text]').fill('deliveryDate: 2026-12-01');
    await thread.locator('input[name=attachmentName]').fill('notes.txt');
    await thread.locator('input[name=attachmentText]').fill('Pallets leave the warehouse on 30 November.');
    await thread.locator('button', { hasText: 'Send reply' }).click();

    await thread.locator('.status[data-status="COMPLETED"]').waitFor({ timeout: 30_000 });
    expect(await thread.locator('.result-status').textContent()).toBe('goal_achieved');
    expect(await page.evaluate(() => (globalThis as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );
    expect(await thread.locator('form.reply').count()).toBe(0);
    expect(await thread.locator('.finished').textContent()).toContain('finished (COMPLETED)');

    const link = thread.locator('a.attachment', { hasText: 'notes.txt' });
    const href = await link.getAttribute('href');
    const file = await fetch(new URL(href!, t.s.mail.url));
    expect(await file.text()).toBe('Pallets leave the warehouse on 30 November.');
    expect(file.headers.get('content-disposition')).toContain('attachment');

    mkdirSync('.local', { recursive: true });
    await page.screenshot({ path: '.local/sandbox-page.png', fullPage: true });

    await page.goto(`${t.s.mail.url}/?case=${caseId}`);
    expect(await page.locator('article.thread').count()).toBe(1);
    await page.goto(`${t.s.mail.url}/?address=${encodeURIComponent(address)}`);
    expect(await page.locator('article.thread').count()).toBe(1);
    await page.goto(`${t.s.mail.url}/?case=${other}`);
    expect(await page.locator(`article.thread[data-case="${other}"]`).count()).toBe(1);
    await page.goto(`${t.s.mail.url}/?address=nobody-here`);
    expect(await page.locator('article.thread').count()).toBe(0);
    expect(await page.locator('main').textContent()).toContain('No thread matches these filters.');
  }, 120_000);

  it('says when the case waits for the client, shows the result, times in the browser zone, and explains the next send', async (ctx) => {
    if (!browser.context) return ctx.skip(browser.reason);
    const { apiKey } = await t.s.createUser();
    t.s.mail.sandbox.setCaseApi({ url: t.s.apiServer.url, apiKey });
    const caseId = await t.s.createCase(apiKey);
    await t.s.waitForCase(caseId, (c) => c.status === 'RUNNING' && c.outbox.length === 0);
    const page = await browser.context.newPage();
    await page.goto(`${t.s.mail.url}/?case=${caseId}`);
    const thread = page.locator(`article.thread[data-case="${caseId}"]`);
    await expect.poll(() => thread.count()).toBe(1);

    const time = thread.locator('.msg time').first();
    const iso = (await time.getAttribute('datetime'))!;
    expect(iso).toMatch(/Z$/);
    expect(await time.textContent()).toBe(new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Tokyo' }));
    expect(await thread.locator('.outcome .hint').textContent()).toContain('It applies once, to the next email only.');

    const [first] = await t.s.mail.sentTo(
      (await t.s.api('GET', `/cases/${caseId}`, undefined, apiKey)).body.data.counterparty.address,
    );
    await t.s.mail.reply({
      threadId: first!.thread_id,
      text: 'Should we ship to the Berlin or the Munich warehouse?',
    });
    await thread.locator('.waiting').waitFor({ timeout: 30_000 });
    const waiting = await thread.locator('.waiting').textContent();
    expect(waiting).toContain(
      'Waiting for the client, not for you: the counterparty asked something only the client can answer (“',
    );
    expect(waiting).toContain('Should we ship to the Berlin or the Munich warehouse?');
    expect(waiting).toContain(`The client answers with POST /cases/${caseId}/input`);
    expect(await thread.locator('.waiting a.console-answer').getAttribute('href')).toBe(
      `${t.s.apiServer.url}/console#/cases/${caseId}`,
    );
    const c = (await t.s.api('GET', `/cases/${caseId}`, undefined, apiKey)).body.data;
    const answered = await t.s.api(
      'POST',
      `/cases/${caseId}/input`,
      { inputRequestId: c.inputRequest!.id, providedContext: 'Munich, dock 3.' },
      apiKey,
    );
    expect(answered.status).toBe(202);
    await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && x.attemptCount === 2 && x.outbox.length === 0);
    await t.s.mail.reply({ threadId: first!.thread_id, text: 'deliveryDate: 2026-12-01' });
    await thread.locator('.status[data-status="COMPLETED"]').waitFor({ timeout: 30_000 });
    expect(await thread.locator('.waiting').count()).toBe(0);
    expect(await thread.locator('.case-result').textContent()).toBe('Result: {"deliveryDate":"2026-12-01"}');
    await page.screenshot({ path: '.local/sandbox-page-result.png', fullPage: true });
  }, 120_000);
});
