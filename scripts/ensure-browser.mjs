// Playwright's own browser download cannot work on machines without internet access (CI here).
// There, use Debian's Chromium: install it when it is missing. Elsewhere Playwright's browser is used.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function playwrightBrowserInstalled() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (process.env.PLAYWRIGHT_CHROMIUM_PATH || playwrightBrowserInstalled() || existsSync(SYSTEM_CHROMIUM)) {
  process.exit(0);
}

const isDebianRoot = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (isDebianRoot) {
  console.log('Installing Debian Chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} else {
  console.log('Installing Playwright Chromium for the end-to-end tests…');
  execSync('npx playwright install chromium', {stdio: 'inherit'});
}
