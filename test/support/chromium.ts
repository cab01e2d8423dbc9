import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's chromium for the browser tests, installed from the test setup when it is missing
 * (`apt-get update`, then `apt-get install -y chromium`; as root, which CI is). `apt-get update`
 * may fail offline: the install is still tried from the package cache. When no browser can be
 * had, the answer says why and the browser tests skip with that message.
 */

export const CHROMIUM = '/usr/bin/chromium';

/** The flags the browser tests start chromium with (the user data dir is a fresh one per run). */
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
      timeout: 900_000,
    });
  apt(['update']); // offline: fails, and the cache may still have the package
  const install = apt(['install', '-y', 'chromium']);
  if (existsSync(CHROMIUM)) return { ok: true, path: CHROMIUM };
  return cannot(
    `\`apt-get install -y chromium\` failed: ${(install.stderr || install.error?.message || '').trim().split('\n').slice(-3).join(' / ')}`,
  );
}
