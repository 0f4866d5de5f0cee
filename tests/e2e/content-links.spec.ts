import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {SANDBOX_PORT} from '../../playwright.config';
import {loadLocalEnv, pointAtSandboxPort} from '../../scripts/local-env';
import {expect, test} from './fixtures';

test.describe('Content links', () => {
  test(
    'Every internal link in the published stories leads to a page and to an element of it',
    {tag: '@http'},
    async ({baseURL}) => {
      // The command an editor runs, against the test sandbox's stories and the test storefront.
      const env = {...process.env, ...pointAtSandboxPort(loadLocalEnv(process.cwd(), {}), SANDBOX_PORT)};
      const run = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/check-content-links.ts', '--store', baseURL!],
        {env},
      ).catch((error: {stdout?: string; stderr?: string; code?: number}) => error);
      expect(run.stdout).toMatch(/^ {2}en-us: \d+ stories read$/m);
      expect(run.stdout).toMatch(/^ {2}en-ca: \d+ stories read$/m);
      expect(run.stdout).toMatch(/^Checked \d+ links in \d+ stories: none broken$/m);
      expect(run.stdout).not.toMatch(/answers \d+|names no element/);
    },
  );
});
