import { describe, expect, it } from 'vitest';
import { CASES, caseConverter } from '../../shared/case-firestore-converter.js';
import { useBrowser } from '../support/browser.js';
import { useStack } from '../support/use-stack.js';

/**
 * The console's case-group view in Debian's chromium: the group list, then one group with its
 * counts and its comparison table (the best marked, the others with why), a hostile counterparty
 * name shown as text.
 */

const dialogs: string[] = [];

const t = useStack({ user: false });
const browser = useBrowser({
  onPage: (p) => p.on('dialog', (d) => (dialogs.push(d.message()), void d.dismiss())),
});

describe('console: case groups', () => {
  it('lists groups and shows one with its comparison table', async (ctx) => {
    if (!browser.context) return ctx.skip(browser.reason);
    const user = await t.s.createUser();
    const res = await t.s.api(
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
      const ref = t.s.db.collection(CASES).withConverter(caseConverter).doc(id);
      await t.s.waitForCase(id, (c) => c.status !== 'CREATED' && c.outbox.length === 0);
      const c = (await ref.get()).data()!;
      await ref.set({ ...c, ...patch });
    };
    await set(caseIds[0]!, { status: 'COMPLETED', resultStatus: 'goal_achieved', result: { price: 1250 } });
    await set(caseIds[1]!, { status: 'COMPLETED', resultStatus: 'goal_achieved', result: { price: 1180 } });

    const page = await browser.context.newPage();
    await page.goto(`${t.s.apiServer.url}/console`);
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
