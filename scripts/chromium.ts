import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Playwright's own Chromium where it is installed (laptops); Debian's Chromium otherwise (CI
 * machines, where Playwright cannot download its browser).
 *
 * The end-to-end tests and the bench's Lighthouse runs take Debian's headless shell when it is
 * there, as Playwright's own download does for headless runs: the full browser's headless mode
 * composites every frame as a window would and starts the browser's own pages beside the one under
 * test. On CI's two cores that cost the suite about 2.5 times the browser CPU, and it made
 * Lighthouse's blocking time swing by a second from run to run (decision 0019).
 */
export function chromiumLaunchOptions(): {executablePath?: string; args?: string[]} {
  if (playwrightBrowserInstalled() && !process.env.PLAYWRIGHT_CHROMIUM_PATH) return {};
  const shell = existsSync(DEBIAN_HEADLESS_SHELL);
  return {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (shell ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/** Whether Playwright's own Chromium has been downloaded here. */
export function playwrightBrowserInstalled(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
