import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Playwright's own Chromium where it is installed (laptops); Debian's Chromium otherwise (CI
 * machines, where Playwright cannot download its browser).
 *
 * The end-to-end tests take Debian's headless shell when it is there, as Playwright's own download
 * does for headless runs: the full browser's headless mode composites every frame as a window
 * would, and on CI's two cores that cost the suite about 2.5 times the browser CPU. The bench's
 * Lighthouse runs keep the full browser, which the README's figures were measured with.
 */
export function chromiumLaunchOptions(
  build: 'full' | 'headless-shell' = 'full',
): {executablePath?: string; args?: string[]} {
  if (playwrightBrowserInstalled() && !process.env.PLAYWRIGHT_CHROMIUM_PATH) return {};
  const shell = build === 'headless-shell' && existsSync(DEBIAN_HEADLESS_SHELL);
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
