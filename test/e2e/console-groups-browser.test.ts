import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import { CHROMIUM_FLAGS, ensureChromium } from '../support/chromium.js';
import { startStack, type Stack } from '../support/stack.js';

/**
 * The console's case-group view in Debian's chromium: the group list, then one group with its
 * counts and its comparison table (the best marked, the others with why), a hostile counterparty
 * name shown as text.
 */

let stack: Stack;
let browser: BrowserContext | undefined;
let profile: string | undefined;
let noBrowser: string | undefined;
const dialogs: string[] = [];

beforeAll(async () => {
  const found = ensureChromium();
  if (!found.ok) {
    noBrowser = found.why;
    return;
  }
  stack = await startStack();
  profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: found.path,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  browser.on('page', (p) => p.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss())));
}, 900_000);

afterAll(async () => {
  await browser?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await stack?.close();
});

describe('console: case groups', () => {
  it('lists groups and shows one with its comparison table', async (ctx) => {
    if (!browser) return ctx.skip(noBrowser);
    const user = await stack.createUser();
    const res = await stack.api(
      'POST',
      '/case-groups',
      {
        channel: 'EMAIL',
        goal: { objective: 'A price for 200 rollers' },
        senderPersona: { name: 'Alex' },
        resultSchema: { type: 'object', properties: { price: { type: 'number' } } },
        compareBy: { field: 'price', order: 'min' },
        clientReferenceId: 'rfq-console',
        counterparties: [
          { address: 'a@rollwerk.example', name: 'Rollwerk' },
          { address: 'b@ost.example', name: 'Fördertechnik Ost' },
          { address: 'c@x.example', name: '<img src=x onerror=alert(1)>' },
        ],
      },
      user.apiKey,
    );
    expect(res.status).toBe(201);
    const { groupId, caseIds } = res.body.data;
    const set = async (id: string, patch: Record<string, unknown>) => {
      const ref = stack.db.collection(CASES).withConverter(caseConverter).doc(id);
      await stack.waitForCase(id, (c) => c.status !== 'CREATED' && c.outbox.length === 0);
      const c = (await ref.get()).data()!;
      await ref.set({ ...c, ...patch });
    };
    await set(caseIds[0]!, { status: 'COMPLETED', resultStatus: 'goal_achieved', result: { price: 1250 } });
    await set(caseIds[1]!, { status: 'COMPLETED', resultStatus: 'goal_achieved', result: { price: 1180 } });

    const page = await browser.newPage();
    await page.goto(`${stack.apiServer.url}/console`);
    await page.getByLabel('API key').fill(user.apiKey);
    await page.getByRole('button', { name: 'Use this key' }).click();
    await page.getByRole('heading', { name: 'Cases', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Case groups' }).click();
    await page.getByRole('link', { name: 'rfq-console' }).click();
    await page.getByRole('heading', { name: 'Case group rfq-console' }).waitFor();
    const ranked = page.getByRole('table', { name: /Ranked by price/ });
    await expect
      .poll(() => ranked.locator('tbody tr').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^1 \(best\)\s+Fördertechnik Ost\s+1180\s+open$/),
        expect.stringMatching(/^2\s+Rollwerk\s+1250\s+open$/),
      ]);
    const others = page.getByRole('table', { name: 'Without a ranked result' });
    expect(await others.locator('tbody tr').first().innerText()).toContain('<img src=x onerror=alert(1)>');
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toEqual([]);
    void groupId;
  });
});
