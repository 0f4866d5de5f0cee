/**
 * The build a change is benched against (`npm run bench -- --baseline=<git ref>`): the ref's files
 * exported under `.data/bench-baseline/<sha>/`, away from the working tree, with the project's own
 * `node_modules` linked in, and built there as the bench builds the store. A build already made for
 * that commit is reused.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {buildStorefront, ROOT} from '../servers';

export interface Baseline {
  /** The ref as given, and the commit it names. */
  ref: string;
  sha: string;
  /** Where its files and its build are. */
  root: string;
}

/** Written once the build has finished, so a build stopped halfway is made again. */
const BUILT_MARKER = '.bench-built';

export async function prepareBaseline(ref: string, onBuild?: (sha: string) => void): Promise<Baseline> {
  const sha = git(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]).trim();
  const root = resolve(ROOT, '.data/bench-baseline', sha);
  if (existsSync(resolve(root, BUILT_MARKER))) return {ref, sha, root};

  onBuild?.(sha);
  rmSync(root, {recursive: true, force: true});
  mkdirSync(root, {recursive: true});
  const archive = spawnSync('git', ['archive', '--format=tar', sha], {cwd: ROOT, maxBuffer: 1 << 30});
  if (archive.status !== 0) throw new Error(`git archive ${sha} failed: ${archive.stderr}`);
  const extract = spawnSync('tar', ['-x', '-C', root], {input: archive.stdout});
  if (extract.status !== 0) throw new Error(`Extracting ${sha} failed: ${extract.stderr}`);
  // The same packages as the current build, so the comparison is of the code alone.
  symlinkSync(resolve(ROOT, 'node_modules'), resolve(root, 'node_modules'), 'dir');
  await buildStorefront(root);
  writeFileSync(resolve(root, BUILT_MARKER), `${new Date().toISOString()}\n`);
  return {ref, sha, root};
}

function git(args: string[]): string {
  const result = spawnSync('git', args, {cwd: ROOT, encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}
