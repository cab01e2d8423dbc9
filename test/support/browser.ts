import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * A headless Chromium for browser tests: Debian's `chromium` package driven by playwright-core
 * (no browser download: only the npm registry and Debian's packages are reachable). When no
 * browser is installed and this process may use apt-get (root on Debian/Ubuntu), it installs
 * `chromium` once; otherwise `launchBrowser` says why, and the test skips with that message.
 *
 *   const b = await launchBrowser();          // in beforeAll, with a long timeout (the install)
 *   it('...', async (ctx) => { if (!b.browser) return ctx.skip(b.reason); ... });
 */

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const BROWSER_INSTALL_TIMEOUT_MS = 10 * 60_000;

const found = () => CANDIDATES.find((p) => existsSync(p));

function tryInstall(): string | undefined {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    return 'no Chromium found and apt-get is not usable here: install it with `apt-get install -y chromium` (Debian/Ubuntu)';
  }
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'ignore',
      timeout: BROWSER_INSTALL_TIMEOUT_MS / 2,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    run(['update']);
    if (run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0)
      return '`apt-get install -y chromium` failed';
  }
  return undefined;
}

export type LaunchedBrowser = { browser: Browser; reason?: undefined } | { browser?: undefined; reason: string };

export async function launchBrowser(): Promise<LaunchedBrowser> {
  let executablePath = found();
  if (!executablePath) {
    const failed = tryInstall();
    executablePath = found();
    if (!executablePath) return { reason: `browser test skipped: ${failed ?? 'Chromium not found after installing'}` };
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
  return { browser };
}
