// Playwright's own browser download cannot work on machines without internet access (CI here).
// There, use Debian's Chromium: its headless shell for the end-to-end tests and the bench's
// Lighthouse runs, the full browser where a release has no headless shell (see ./chromium.ts);
// install them when they are missing. Elsewhere Playwright's browser is used.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, playwrightBrowserInstalled} from './chromium';

const DEBIAN_PACKAGES = {chromium: DEBIAN_CHROMIUM, 'chromium-headless-shell': DEBIAN_HEADLESS_SHELL};

const missing =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || playwrightBrowserInstalled()
    ? []
    : Object.entries(DEBIAN_PACKAGES)
        .filter(([, path]) => !existsSync(path))
        .map(([name]) => name);

const isDebianRoot = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (missing.length && isDebianRoot) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the end-to-end tests…`);
  execSync('apt-get update -qq', {stdio: 'inherit'});
  for (const name of missing) {
    try {
      execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {stdio: 'inherit'});
    } catch (error) {
      // Releases before bookworm have no headless shell package; the full browser is used instead.
      if (name === 'chromium') throw error;
      console.log(`No ${name} package here: the full browser runs the tests and the bench, more slowly.`);
    }
  }
} else if (missing.includes('chromium')) {
  console.log('Installing Playwright Chromium for the end-to-end tests…');
  execSync('npx playwright install chromium', {stdio: 'inherit'});
}
