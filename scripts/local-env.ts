import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';

/** `KEY=value` lines; blank lines and `#` comments are skipped. */
export function parseDotenv(text: string): Record<string, string> {
  const entries: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    entries.push([match[1], match[2].replace(/^(['"])(.*)\1$/, '$2')]);
  }
  return Object.fromEntries(entries);
}

/**
 * The storefront's environment for local runs: `.env.example` (the sandbox defaults) overlaid by
 * `.env`, overlaid by variables already set in the shell. So a fresh clone runs with no setup, and
 * pointing at real services is one `.env` away.
 */
export function loadLocalEnv(
  root = process.cwd(),
  shell: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const read = (name: string) => {
    const path = resolve(root, name);
    return existsSync(path) ? parseDotenv(readFileSync(path, 'utf8')) : {};
  };
  const merged = {...read('.env.example'), ...read('.env')};
  for (const name of Object.keys(merged)) {
    const value = shell[name];
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}

/** The environment with every address of the default sandbox (port 4000) moved to another port. */
export function pointAtSandboxPort(env: Record<string, string>, port: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value.replaceAll('127.0.0.1:4000', `127.0.0.1:${port}`)]),
  );
}
