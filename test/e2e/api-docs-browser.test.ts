import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_INSTALL_TIMEOUT_MS, launchBrowser, type LaunchedBrowser } from '../support/browser.js';
import { startApiHarness, type ApiHarness } from '../support/api-harness.js';

/**
 * GET /docs in a real headless Chromium: Swagger UI, loaded only from the API itself (no CDN,
 * no other host), renders one operation per documented route and the webhooks, from the
 * /openapi.json the API serves.
 */

let h: ApiHarness;
let b: LaunchedBrowser;
beforeAll(async () => {
  h = await startApiHarness();
  b = await launchBrowser();
}, BROWSER_INSTALL_TIMEOUT_MS + 60_000);
afterAll(async () => {
  await b?.browser?.close();
  await h?.close();
});

describe('the API reference page', () => {
  it('renders every operation from the served document, with nothing from elsewhere', async (ctx) => {
    if (!b.browser) return ctx.skip(b.reason);
    const doc = (await (await fetch(`${h.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);

    const page = await b.browser.newPage();
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${h.url}/docs`);

    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.locator('.opblock-summary-path').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(operations);
    const paths = await page.locator('.opblock-summary-path').allTextContents();
    for (const p of Object.keys(doc.paths))
      expect(
        paths.map((t) => t.replace(/\u200b/g, '')),
        p,
      ).toContain(p);
    const text = await page.locator('#swagger-ui').innerText();
    expect(text).toContain('Email Case Service API');
    expect(text).toMatch(/Webhooks/i);
    expect(text).toContain('case.input_needed');

    expect(requested.filter((u) => !u.startsWith(h.url) && !u.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
