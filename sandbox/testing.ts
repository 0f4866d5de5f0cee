import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach} from 'vitest';
import {loadSandboxConfig} from './config';
import {createSandbox, type Sandbox} from './server';

export const ORIGIN = 'http://127.0.0.1:4000';

/** A sandbox on a throwaway data folder, closed and removed after each test. */
export function setupTestSandbox(): () => Sandbox {
  let current: {sandbox: Sandbox; dataDir: string} | undefined;
  afterEach(() => {
    current?.sandbox.close();
    if (current) rmSync(current.dataDir, {recursive: true, force: true});
    current = undefined;
  });
  return () => {
    if (!current) {
      const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
      current = {sandbox: createSandbox({config: loadSandboxConfig({}), dataDir}), dataDir};
    }
    return current.sandbox;
  };
}

// Assertions walk arbitrary JSON; typing every answer would only restate the expectations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export function readJson(response: Response): Promise<AnyJson> {
  return response.json() as Promise<AnyJson>;
}
