import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { settled, useStack } from '../support/use-stack.js';

/**
 * The console (GET /console) in Debian's chromium driven by playwright-core, against the whole
 * stack: a person enters the API key once, opens a case created with `review: all`, approves
 * the first email with an edit, the counterparty answers in the mail sandbox (whose thread links
 * to the console page), the person answers the input request and approves the reply, the
 * counterparty gives the date, and the console shows COMPLETED with the evidence beside the
 * field: all without reloading. A case whose counterparty name and mail carry script shows it as
 * text, with no dialog. CONSOLE_SCREENSHOTS=1 writes the docs' screenshots to docs/images/.
 */

const dialogs: string[] = [];
/** Screenshots for the docs only when asked (CONSOLE_SCREENSHOTS=1): a normal run writes nothing into the tree. */
const SHOTS = process.env.CONSOLE_SCREENSHOTS === '1';

const t = useStack();
beforeAll(async () => {
  t.s.mail.sandbox.setCaseApi({ url: t.s.apiServer.url, apiKey: t.user.apiKey });
});
const browser = useBrowser({
  viewport: { width: 1100, height: 900 },
  onPage: (p) =>
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    }),
});

const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync('docs/images', { recursive: true });
  await page.screenshot({ path: `docs/images/${name}.png`, fullPage: true });
};

async function signIn(page: Page) {
  await page.goto(`${t.s.apiServer.url}/console`);
  await page.getByLabel('API key').fill(t.user.apiKey);
  await page.getByRole('button', { name: 'Use this key' }).click();
  await page.getByRole('heading', { name: 'Cases', level: 1 }).waitFor();
}

describe('console', () => {
  it('review all: approve with an edit, answer the question, see COMPLETED with evidence, no reload', async (ctx) => {
    if (!browser.context) return ctx.skip(browser.reason);
    const page = await browser.context.newPage();
    const csp = (await page.goto(`${t.s.apiServer.url}/console`))!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await signIn(page);
    // The key is in this tab's sessionStorage, not in the URL.
    expect(page.url()).not.toContain(t.user.apiKey);
    expect(await page.evaluate(() => Object.values(sessionStorage))).toContain(t.user.apiKey);
    await page.evaluate(() => ((globalThis as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

    const caseId = await t.s.createCase(t.user.apiKey, {
      review: 'all',
      clientReferenceId: 'order-1042',
      counterparty: { address: 'dana@supplier.example.com', name: 'Dana Supplier', company: 'Supplier Ltd' },
    });
    await t.s.waitForCase(caseId, (c) => c.pendingDraft?.status === 'PENDING' && settled(c));

    // The list updates itself; the search finds the case by its reference.
    const item = page.locator(`li.case[data-case-id="${caseId}"]`);
    await item.waitFor({ timeout: 20_000 });
    expect(await item.locator('.badge.review').textContent()).toBe('review needed');
    await page.getByLabel('Search by clientReferenceId').fill('order-1042');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('li.case').count()).toBe(1);
    await shot(page, 'console-case-list');
    await item.locator('a').click();

    // Approve the first email with an edit, by keyboard.
    await page.getByRole('heading', { name: 'An email waits for your approval' }).waitFor({ timeout: 20_000 });
    const edited =
      'Hello Dana,\n\ncould you confirm the delivery date of order 1042?\n\nThanks, Alex (edited in the console)';
    await page.getByLabel('Email text').fill(edited);
    await shot(page, 'console-review');
    await page.getByRole('button', { name: 'Approve and send' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-field="status"]', { hasText: 'RUNNING' }).waitFor({ timeout: 30_000 });
    const sent = await t.s.mail.sentTo('dana@supplier.example.com');
    expect(sent.map((m) => m.text)).toEqual([edited]);
    // The timeline shows the approval with the edited text.
    await page.locator('li[data-type="review.approved"] pre.edit').waitFor({ timeout: 20_000 });
    expect(await page.locator('li[data-type="review.approved"] pre.edit').textContent()).toBe(edited);

    // The counterparty answers in the sandbox; its thread links to this console page.
    const sandbox = await browser.context.newPage();
    await sandbox.goto(`${t.s.mail.url}/?case=${caseId}`);
    const thread = sandbox.locator(`article.thread[data-case="${caseId}"]`);
    await thread.waitFor();
    await expect
      .poll(() => thread.locator('a.console-link').getAttribute('href'), { timeout: 20_000 })
      .toBe(`${t.s.apiServer.url}/console#/cases/${caseId}`);
    await thread.locator('textarea[name=text]').fill('Should we ship to the Berlin or the Munich warehouse?');
    await thread.locator('button', { hasText: 'Send reply' }).click();

    // The console asks the question; answer it.
    await page.getByRole('heading', { name: 'The case needs your answer' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('blockquote.question').textContent()).toContain('Berlin');
    await page.getByLabel('Your answer', { exact: true }).fill('Berlin, please.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    // The reply with the answer is held too (review: all): approve it as drafted.
    await t.s.waitForCase(caseId, (c) => c.pendingDraft?.status === 'PENDING' && c.pendingDraft.kind === 'reply');
    await page.getByRole('button', { name: 'Approve and send' }).click({ timeout: 30_000 });
    await t.s.waitForCase(caseId, (c) => c.attemptCount === 2 && settled(c));

    // The counterparty gives the date in the sandbox.
    await sandbox.reload();
    await thread.locator('textarea[name=text]').fill('Delivery on 14 March.\ndeliveryDate: 2027-03-14');
    await thread.locator('button', { hasText: 'Send reply' }).click();

    await page.locator('[data-field="status"]', { hasText: 'COMPLETED' }).waitFor({ timeout: 30_000 });
    const row = page.locator('table.result tr[data-field="deliveryDate"]');
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toBe('2027-03-14');
    expect(await row.locator('blockquote.quote').textContent()).toContain('2027-03-14');
    expect(await page.locator('pre.transcript').textContent()).toContain('Berlin or the Munich');
    expect(await page.evaluate(() => (globalThis as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );
    // Every form control has a label; nothing overflows at 390 px.
    expect(
      await page.evaluate("[...document.querySelectorAll('input, textarea')].every((el) => el.labels.length > 0)"),
    ).toBe(true);
    await shot(page, 'console-completed');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'console-completed-390');
    expect(dialogs).toEqual([]);
  }, 240_000);

  it('a counterparty name and mail carrying script are shown as text; no dialog opens', async (ctx) => {
    if (!browser.context) return ctx.skip(browser.reason);
    const hostileName = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const hostileMail = '<script>alert(3)</script><img src=x onerror="alert(4)"> </pre><b onmouseover=alert(5)>hi</b>';
    const caseId = await t.s.createCase(t.user.apiKey, {
      clientReferenceId: '<svg onload=alert(6)>',
      goal: { objective: 'Confirm <iframe src="javascript:alert(7)"></iframe> the date' },
      counterparty: { address: 'mallory@supplier.example.com', name: hostileName },
    });
    const c = await t.s.waitForCase(caseId, (x) => x.status === 'RUNNING' && settled(x));
    await t.s.mail.reply({ threadId: c.threadId!, text: hostileMail });
    await t.s.waitForCase(caseId, (x) => x.handledMessageIds.length > 0 && settled(x));

    const page = await browser.context.newPage();
    await signIn(page);
    const item = page.locator(`li.case[data-case-id="${caseId}"]`);
    await item.waitFor({ timeout: 20_000 });
    expect(await item.locator('.who').textContent()).toBe(hostileName);
    await page.goto(`${t.s.apiServer.url}/console#/cases/${caseId}`);
    await page.locator('pre.transcript').waitFor({ timeout: 20_000 });
    expect(await page.locator('#view h1').textContent()).toContain(hostileName);
    expect(await page.locator('pre.transcript').textContent()).toContain('<script>alert(3)</script>');
    expect(await page.locator('dl.summary').textContent()).toContain('<iframe src="javascript:alert(7)"></iframe>');
    // No element came from the hostile text: no img, script, svg, iframe or b in the page body.
    expect(await page.locator('main img, main script, main svg, main iframe, main b').count()).toBe(0);
    await page.locator('pre.transcript').hover();
    expect(dialogs).toEqual([]);
  }, 120_000);
});
