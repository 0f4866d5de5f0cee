import {spawn} from 'node:child_process';
import {execFileSync} from 'node:child_process';
import {createServer as createHttpServer, type Server} from 'node:http';
import {createServer, type AddressInfo} from 'node:net';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {loadLocalEnv, pointAtSandboxPort} from '../../scripts/local-env';

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Something else on `port` that answers every request, as another store or sandbox would. */
function occupy(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createHttpServer((_, response) => response.end('someone else')).listen(port, '127.0.0.1', () =>
      resolve(server),
    );
  });
}

/** `npm start` in a process group of its own, so whatever it leaves behind can be found. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {...process.env, ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const startedAt = Date.now();
  const exited = new Promise<{code: number | null; seconds: number; output: string}>((resolve) =>
    child.once('exit', (code) => resolve({code, seconds: (Date.now() - startedAt) / 1000, output})),
  );
  return {group: child.pid!, exited};
}

function processesInGroup(group: number): string[] {
  const table = execFileSync('ps', ['-eo', 'pgid=,pid=,args='], {encoding: 'utf8'});
  return table
    .split('\n')
    .filter((line) => line.trim().split(/\s+/)[0] === String(group))
    .map((line) => line.trim());
}

let occupied: Server | undefined;
afterEach(() => {
  occupied?.close();
  occupied = undefined;
});

describe('npm start with a port already taken', () => {
  it.each(['SANDBOX_PORT', 'PORT', 'ASSETS_PORT'] as const)(
    'names %s, exits at once and leaves nothing running',
    async (taken) => {
      const ports = {PORT: await freePort(), ASSETS_PORT: await freePort(), SANDBOX_PORT: await freePort()};
      occupied = await occupy(ports[taken]);

      const {group, exited} = start({
        ...pointAtSandboxPort(loadLocalEnv(process.cwd(), {}), ports.SANDBOX_PORT),
        PORT: String(ports.PORT),
        ASSETS_PORT: String(ports.ASSETS_PORT),
        SANDBOX_PORT: String(ports.SANDBOX_PORT),
        SANDBOX_DATA_DIR: mkdtempSync(join(tmpdir(), 'start-ports-')),
      });
      const {code, seconds, output} = await exited;

      expect(code).toBe(1);
      expect(output).toContain(`Port ${ports[taken]} (${taken}) is already in use`);
      expect(output).not.toContain('vite');
      expect(seconds).toBeLessThan(15);
      // tsx leaves its esbuild helper to notice, a moment later, that node has gone.
      await expect.poll(() => processesInGroup(group), {timeout: 3000}).toEqual([]);
    },
    30_000,
  );
});
