import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

// A copy of the script where patch-package cannot be found, as in a production install.
const dir = mkdtempSync(join(tmpdir(), 'postinstall-'));
copyFileSync('scripts/postinstall.mjs', join(dir, 'postinstall.mjs'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

function postinstall(env: Record<string, string>) {
  const {npm_config_omit: _omit, NODE_ENV: _nodeEnv, ...inherited} = process.env;
  return spawnSync(process.execPath, [join(dir, 'postinstall.mjs')], {
    cwd: dir,
    env: {...inherited, ...env},
    encoding: 'utf8',
  });
}

describe('postinstall without patch-package', () => {
  it('lets a production install (npm ci --omit=dev) finish, saying the patches were skipped', () => {
    const result = postinstall({npm_config_omit: 'dev'});
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('patches/ not applied');
  });

  it('stops a development install, which would build with an unpatched router', () => {
    const result = postinstall({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('patch-package is missing');
  });
});
