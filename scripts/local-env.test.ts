import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadLocalEnv, parseDotenv, pointAtSandboxPort} from './local-env';

describe('local environment', () => {
  it('reads KEY=value lines and ignores comments and quotes', () => {
    expect(parseDotenv('# note\nA=1\n\nB="two words"\n  C = x=y\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x=y',
    });
  });

  it('lets .env override the example and the shell override both', () => {
    const root = mkdtempSync(join(tmpdir(), 'env-'));
    writeFileSync(join(root, '.env.example'), 'A=example\nB=example\nC=example\n');
    writeFileSync(join(root, '.env'), 'B=dotenv\nC=dotenv\n');
    expect(loadLocalEnv(root, {C: 'shell', UNRELATED: 'x'})).toEqual({
      A: 'example',
      B: 'dotenv',
      C: 'shell',
    });
  });

  it('keeps an explicitly emptied variable empty, so validation can name it', () => {
    const root = mkdtempSync(join(tmpdir(), 'env-'));
    writeFileSync(join(root, '.env.example'), 'A=example\n');
    expect(loadLocalEnv(root, {A: ''})).toEqual({A: ''});
  });

  it('moves every sandbox address to another port and leaves the rest alone', () => {
    expect(
      pointAtSandboxPort({A: 'http://127.0.0.1:4000/v2', B: '127.0.0.1:4000', C: 'https://example.com'}, 4100),
    ).toEqual({A: 'http://127.0.0.1:4100/v2', B: '127.0.0.1:4100', C: 'https://example.com'});
  });
});
