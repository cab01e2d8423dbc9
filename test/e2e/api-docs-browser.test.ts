import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../support/use-api-harness.js';
import { useBrowser } from '../support/browser.js';

/**
 * GET /docs in a real headless Chromium: Swagger UI, loaded only from the API itself (no CDN,
 * no other host), renders one operation per documented route and the webhooks, from the
 * /openapi.json the API serves.
 */

const t = useApiHarness({ user: false });
const browser = useBrowser();

describe('the API reference page', () => {
  it('renders every operation from the served document, with nothing from elsewhere', async (ctx) => {
    if (!browser.context) return ctx.skip(browser.reason);
    const doc = (await (await fetch(`${t.h.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);

    const page = await browser.context.newPage();
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${t.h.url}/docs`);

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

    expect(requested.filter((u) => !u.startsWith(t.h.url) && !u.startsWith('data:'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
