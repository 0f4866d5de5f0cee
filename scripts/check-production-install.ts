/**
 * `npm run check:production-install`: a production install (`npm ci --omit=dev`) of the committed
 * tree, in a fresh clone, must succeed: no dev dependency may be needed to install the store (the
 * `postinstall` among them, decision 0003). Needs the registry, as any install does; about a minute.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const clone = mkdtempSync(join(tmpdir(), 'production-install-'));
const started = Date.now();

function run(step: string, command: string, args: string[], cwd: string): void {
  console.info(`▶ ${step}`);
  const {status} = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (status !== 0) {
    console.error(`✖ ${step} failed (exit ${status})`);
    rmSync(clone, {recursive: true, force: true});
    process.exit(status ?? 1);
  }
}

try {
  run(`Cloning HEAD into ${clone}`, 'git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], ROOT);
  run('npm ci --omit=dev', 'npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], clone);
  console.info(`✔ Production install succeeded in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  rmSync(clone, {recursive: true, force: true});
}
