import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * The one headless browser of the browser tests: Debian's `chromium` (/usr/bin/chromium) driven by
 * playwright-core, which downloads no browser (only the npm registry and Debian's packages are
 * reachable). When it is missing, the setup installs it (`apt-get update`, then
 * `apt-get install -y chromium`; as root, which CI is; `apt-get update` may fail offline and the
 * install is still tried from the package cache). When no browser can be had, the tests skip with
 * the reason.
 *
 *   const browser = useBrowser({ viewport: { width: 1100, height: 900 } });  // beforeAll / afterAll
 *   it('...', async (ctx) => {
 *     if (!browser.context) return ctx.skip(browser.reason);
 *     const page = await browser.context.newPage();
 *   });
 *
 * Each file gets a fresh profile directory, removed with the browser when the file ends.
 */

export const CHROMIUM = '/usr/bin/chromium';
/** The beforeAll that may install chromium needs this long (apt-get update + install). */
export const BROWSER_INSTALL_TIMEOUT_MS = 15 * 60_000;

/** The flags chromium is started with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** /usr/bin/chromium, installed with apt-get when missing; or why there is none. */
export function ensureChromium(): { ok: true; path: string } | { ok: false; why: string } {
  if (existsSync(CHROMIUM)) return { ok: true, path: CHROMIUM };
  const cannot = (reason: string) => ({ ok: false as const, why: `no browser: ${CHROMIUM} is missing and ${reason}` });
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get'))
    return cannot('this is not a Debian/Ubuntu system (apt-get install -y chromium)');
  if (process.getuid?.() !== 0) return cannot('installing it needs root: run `sudo apt-get install -y chromium`');
  const apt = (args: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      encoding: 'utf8',
      timeout: BROWSER_INSTALL_TIMEOUT_MS / 2,
    });
  apt(['update']); // offline: fails, and the cache may still have the package
  const install = apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (existsSync(CHROMIUM)) return { ok: true, path: CHROMIUM };
  return cannot(
    `\`apt-get install -y chromium\` failed: ${(install.stderr || install.error?.message || '').trim().split('\n').slice(-3).join(' / ')}`,
  );
}

export type LaunchedBrowser =
  | { context: BrowserContext; reason?: undefined; close(): Promise<void> }
  | { context?: undefined; reason: string; close(): Promise<void> };

/**
 * Chromium in a fresh profile directory with `options` (viewport, timezoneId, locale, ...).
 * `close()` closes it and removes the profile; it never throws.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<LaunchedBrowser> {
  const found = ensureChromium();
  if (!found.ok) return { reason: found.why, close: async () => undefined };
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      ...options,
      executablePath: found.path,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
  } catch (err) {
    removeProfile();
    throw err;
  }
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      removeProfile();
    },
  };
}

export interface BrowserInUse {
  /** The running browser (set in beforeAll), or undefined when none could be had. */
  context: BrowserContext | undefined;
  /** Why there is no browser: the tests skip with it. */
  reason: string | undefined;
}

/**
 * A browser for one test file: launched in beforeAll (with the install's timeout), closed in
 * afterAll. `onPage` is attached to every page the context opens (e.g. to record dialogs).
 * Call it after useStack() so that, hooks running in reverse at the end, the browser closes first.
 */
export function useBrowser(options: BrowserContextOptions & { onPage?: (page: Page) => void } = {}): BrowserInUse {
  const { onPage, ...contextOptions } = options;
  const b: BrowserInUse = { context: undefined, reason: undefined };
  let launched: LaunchedBrowser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser(contextOptions);
    b.context = launched.context;
    b.reason = launched.reason;
    if (onPage) b.context?.on('page', onPage);
  }, BROWSER_INSTALL_TIMEOUT_MS + 60_000);
  afterAll(async () => {
    await launched?.close();
  });
  return b;
}
