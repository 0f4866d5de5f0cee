import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/**
 * Playwright's own Chromium where it is installed (laptops); Debian's Chromium otherwise (CI
 * machines, where Playwright cannot download its browser). The end-to-end tests and the bench's
 * Lighthouse runs both launch through this.
 */
export function chromiumLaunchOptions(): {executablePath?: string; args?: string[]} {
  const systemChromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
  const bundled = (() => {
    try {
      return existsSync(chromium.executablePath());
    } catch {
      return false;
    }
  })();
  if (bundled && !process.env.PLAYWRIGHT_CHROMIUM_PATH) return {};
  return {
    executablePath: systemChromium,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
