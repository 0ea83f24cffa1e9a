/**
 * The browser for UI tests: Debian's `chromium` package at /usr/bin/chromium, driven
 * by playwright-core (which never downloads a browser). .ci/run installs the package;
 * here a root shell with apt-get installs it too, so a fresh machine still runs the
 * tests. Only when it is neither found nor installable do the tests skip, saying why.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The chromium binary, installing Debian's package if this process may; else the reason it is unavailable. */
export function findChromium(): { path: string } | { skip: string } {
  if (existsSync(CHROMIUM_PATH)) return { path: CHROMIUM_PATH };
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!root || !apt) return { skip: `${CHROMIUM_PATH} is missing and cannot be installed here (${root ? 'no apt-get' : 'not root'}): apt-get install chromium` };
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'ignore', env, timeout: 300_000 });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'ignore', env, timeout: 600_000 });
  } catch (e) {
    return { skip: `${CHROMIUM_PATH} is missing and apt-get install chromium failed: ${(e as Error).message.split('\n')[0]}` };
  }
  return existsSync(CHROMIUM_PATH) ? { path: CHROMIUM_PATH } : { skip: `apt-get install chromium did not provide ${CHROMIUM_PATH}` };
}
