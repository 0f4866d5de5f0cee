// Playwright's own browser download cannot work on machines without internet access (CI here).
// There, use Debian's Chromium: its headless shell for the end-to-end tests (see scripts/chromium.ts)
// and the full browser for the bench's Lighthouse runs; install them when they are missing.
// Elsewhere Playwright's browser is used.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

const DEBIAN_PACKAGES = {chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell'};

function playwrightBrowserInstalled() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (process.env.PLAYWRIGHT_CHROMIUM_PATH || playwrightBrowserInstalled()) process.exit(0);

const missing = Object.entries(DEBIAN_PACKAGES)
  .filter(([, path]) => !existsSync(path))
  .map(([name]) => name);
if (missing.length === 0) process.exit(0);

const isDebianRoot = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (isDebianRoot) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the end-to-end tests…`);
  execSync('apt-get update -qq', {stdio: 'inherit'});
  for (const name of missing) {
    try {
      execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {stdio: 'inherit'});
    } catch (error) {
      // Releases before bookworm have no headless shell package; the tests then run the full browser.
      if (name === 'chromium') throw error;
      console.log(`No ${name} package here: the end-to-end tests run the full browser, more slowly.`);
    }
  }
} else if (missing.includes('chromium')) {
  console.log('Installing Playwright Chromium for the end-to-end tests…');
  execSync('npx playwright install chromium', {stdio: 'inherit'});
}
