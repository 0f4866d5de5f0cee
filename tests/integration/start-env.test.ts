import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {...process.env, ...env},
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm start', () => {
  it('stops before starting anything when a variable is missing, naming it', () => {
    const result = start({STORYBLOK_PREVIEW_TOKEN: ''});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('STORYBLOK_PREVIEW_TOKEN is missing');
    expect(result.stdout).not.toContain('Storefront  http');
  });

  it('names a malformed variable', () => {
    const result = start({STORYBLOK_API_URL: 'api.storyblok.com'});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('STORYBLOK_API_URL must be a URL');
  });
});
